"""Effects that say something can't be done, and what they don't stop.

Karlov Watchdog ("Permanents your opponents control can't be turned face up during your turn") stops turning face
up only for the permanents and turns it names; "can't" wins over every way to do it (CR 101.2).  Linvala, Keeper of
Silence stops activated abilities, Meddling Mage stops casting spells with a name (a face-down spell has none, CR
708.4), "can't attack" stops attacking, and a spell with split second on the stack stops casting spells and activating
abilities that aren't mana abilities (CR 702.61a) — but turning a face-down permanent face up is a special action,
not an activated ability, so neither stops it (CR 116.2b, 702.61b).
"""

from __future__ import annotations

from judge_cli.i18n import _
from judge_cli.rules.characteristics import meets, unmet
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.layers import compute
from judge_cli.rules.state import Permanent, Requirement, Restriction
from judge_cli.rules.targeting import undecided

#: What restrictions forbid that neither turning face up nor activating abilities is: left unmentioned there.
_ELSEWHERE = frozenset({"casting", "attacking"})


def covers(restriction: Restriction, p: Permanent, active_player: str, where: str) -> str | None:
    """Why ``restriction`` doesn't cover ``p`` now (None: it does): whose permanent, whose turn, what it is."""
    controller = restriction.controller
    if (restriction.affects != "everyone" or restriction.during != "any-turn") and controller is None:
        raise undecided(where, "controller", _("{name} depends on who controls it").format(name=restriction.name),
                        p.line)
    if restriction.affects == "opponents" and p.controller == controller:
        return _("it covers only its controller's opponents' permanents, and {player} controls this one").format(
            player=p.controller)
    if restriction.affects == "controller" and p.controller != controller:
        return _("it covers only its controller's permanents, and {player} controls this one").format(
            player=p.controller)
    if restriction.during == "controllers-turn" and active_player != controller:
        return _("it applies only during its controller's turn, and the active player is {player}").format(
            player=active_player)
    if restriction.during == "opponents-turns" and active_player == controller:
        return _("it applies only during its controller's opponents' turns, and the active player is {player}").format(
            player=active_player)
    if not restriction.requires.empty and not meets(compute(p)[0], restriction.requires, p.is_face_down):
        return _("it covers only permanents that are not like this one")
    return None


def turning_face_up_forbidden(p: Permanent, restrictions: tuple[Restriction, ...], active_player: str,
                              r: Reasoning, special_action: bool = True) -> str | None:
    """Why a restriction stops ``p`` from being turned face up (None: none does), recording a deciding step for
    each restriction: the one that stops it, or why each doesn't.  "Can't be turned face up" stops every way, an
    effect's too (CR 101.2); what stops activated abilities or spells stops neither the special action nor an
    effect (``special_action`` False: the restrictions that don't forbid turning face up are left unmentioned)."""
    for index, restriction in enumerate(restrictions):
        where = f"given.restrictions[{index + 1}]"
        if restriction.forbids in _ELSEWHERE or (restriction.forbids != "turning-face-up" and not special_action):
            continue
        if restriction.forbids != "turning-face-up":
            what = (_("casting spells and activating abilities that aren't mana abilities")
                    if restriction.forbids == "split-second" else _("activating abilities"))
            r.decide(_("{name} stops {what}").format(name=restriction.name, what=what),
                     _("turning a face-down permanent face up is a special action, not an activated ability, so it "
                       "isn't stopped"),
                     rules=("special-actions.2b",) + (("split-second.b",) if restriction.forbids == "split-second"
                                                      else ()))
            continue
        why_not = covers(restriction, p, active_player, where)
        if why_not is not None:
            r.decide(_("{name} says permanents can't be turned face up, but {why}").format(
                name=restriction.name, why=why_not), _("it doesn't stop this one"))
            continue
        r.decide(_("{name} says this permanent can't be turned face up now").format(name=restriction.name),
                 _("that wins over every way to turn it face up"), rules=("golden-rules.2",))
        return _("{name} says it can't be turned face up now, and \"can't\" wins.").format(name=restriction.name)
    return None


def activating_forbidden(p: Permanent, restrictions: tuple[Restriction, ...], active_player: str,
                         r: Reasoning) -> str | None:
    """Why a restriction stops the activated abilities of ``p`` (None: none does), recording deciding steps."""
    for index, restriction in enumerate(restrictions):
        where = f"given.restrictions[{index + 1}]"
        if restriction.forbids in _ELSEWHERE:
            continue
        if restriction.forbids == "turning-face-up":
            r.decide(_("{name} stops turning permanents face up").format(name=restriction.name),
                     _("activating an ability is something else: it isn't stopped"), rules=("activating.5",))
            continue
        if restriction.forbids == "split-second":
            r.decide(_("{name} has split second and is on the stack").format(name=restriction.name),
                     _("no ability that isn't a mana ability can be activated"), rules=("split-second.a",))
            return _("A spell with split second is on the stack.")
        why_not = covers(restriction, p, active_player, where)
        if why_not is not None:
            r.decide(_("{name} stops activated abilities, but {why}").format(name=restriction.name, why=why_not),
                     _("it doesn't stop this one"))
            continue
        r.decide(_("{name} says this permanent's activated abilities can't be activated").format(
            name=restriction.name), _("its ability can't be activated"), rules=("activating.5", "golden-rules.2"))
        return _("{name} stops its activated abilities.").format(name=restriction.name)
    return None


def casting_forbidden(spell: Permanent, restrictions: tuple[Restriction, ...], active_player: str,
                      r: Reasoning) -> str | None:
    """Why a restriction stops casting ``spell`` (a Permanent on the stack, face down when cast face down; None: none
    does), recording deciding steps: split second stops every spell; a ``casting`` prohibition is checked against the
    spell as it would be cast — face down, a 2/2 creature spell with no name and mana value 0 (CR 708.4)."""
    for index, restriction in enumerate(restrictions):
        where = f"given.restrictions[{index + 1}]"
        if restriction.forbids == "split-second":
            r.decide(_("{name} has split second and is on the stack").format(name=restriction.name),
                     _("no other spell can be cast until it leaves the stack"), rules=("split-second.a",))
            return _("A spell with split second is on the stack.")
        if restriction.forbids != "casting":
            continue
        missing = unmet(compute(spell)[0], restriction.requires, spell.is_face_down)
        why_not = (_("the spell as it would be cast isn't what it names ({missing})").format(missing="; ".join(missing))
                   if missing else covers(restriction, spell, active_player, where))
        if why_not is None and restriction.same_name_as is not None:
            why_not = _other_name(restriction.same_name_as, spell)
        if why_not is not None:
            r.decide(_("{name} says some spells can't be cast, but {why}").format(name=restriction.name, why=why_not),
                     _("it doesn't stop this one"),
                     rules=("casting.3",) + (("face-down.4",) if spell.is_face_down else ()))
            continue
        r.decide(_("{name} says this spell can't be cast").format(name=restriction.name),
                 _("\"can't\" wins: it can't be cast"), rules=("casting.3", "golden-rules.2"))
        return _("{name} says it can't be cast.").format(name=restriction.name)
    return None


def _other_name(named: Permanent, spell: Permanent) -> str | None:
    """Why a spell doesn't share a name with the permanent ``named`` (None: it does)."""
    if named.is_face_down:
        return _("that permanent was face down and had no name, so no spell has its name")
    mine = compute(spell)[0].name
    theirs = compute(named)[0].name
    if mine is None:
        return _("the spell is face down: it has no name")
    if mine != theirs:
        return _("the spell is named {mine}, not {theirs}").format(mine=mine, theirs=theirs)
    return None


def attacking_forbidden(p: Permanent, restrictions: tuple[Restriction, ...], active_player: str,
                        r: Reasoning, cast: tuple[Permanent, ...] = ()) -> str | None:
    """Why a "can't attack" restriction stops ``p`` attacking (None: none does), recording deciding steps; ``cast``:
    the spells its controller cast this turn, for a restriction that lifts once they cast one (Goblin Cohort) — a
    face-down spell is a 2/2 creature spell (CR 708.4), a card cloaked or manifested wasn't cast at all."""
    for index, restriction in enumerate(restrictions):
        if restriction.forbids != "attacking":
            continue
        why_not = covers(restriction, p, active_player, f"given.restrictions[{index + 1}]")
        if why_not is None and restriction.unless_cast is not None:
            why_not = _cast_one(restriction.unless_cast, cast, r)
        if why_not is not None:
            lifted_face_down = restriction.unless_cast is not None and any(
                spell.is_face_down and meets(compute(spell)[0], restriction.unless_cast, True) for spell in cast)
            r.decide(_("{name} says some creatures can't attack, but {why}").format(name=restriction.name,
                                                                                   why=why_not),
                     _("it doesn't stop this one"),
                     rules=("declare-attackers.1c",) + (("face-down.4",) if lifted_face_down else ()))
            continue
        r.decide(_("{name} says this creature can't attack").format(name=restriction.name),
                 _("declaring it as an attacker would disobey that restriction"),
                 rules=("declare-attackers.1c", "golden-rules.2"))
        return _("{name} says it can't attack.").format(name=restriction.name)
    return None


def _cast_one(wanted: Requirement, cast: tuple[Permanent, ...], r: Reasoning) -> str | None:
    """Why a spell cast this turn lifts an "unless you've cast …" restriction (None: none does); each spell is seen
    as it was cast."""
    for spell in cast:
        chars = compute(spell)[0]
        if meets(chars, wanted, spell.is_face_down):
            return _("{name} was cast this turn and is such a spell{how}").format(
                name=spell.display if not spell.is_face_down else _("a face-down spell"),
                how=_(" (a face-down spell is a 2/2 creature spell)") if spell.is_face_down else "")
    if cast:
        r.decide(_("the spells cast this turn: {names}").format(names=", ".join(
            _("a face-down spell") if s.is_face_down else s.display for s in cast)),
            _("none of them is the kind of spell the restriction asks for"), rules=("declare-attackers.1c",))
    return None
