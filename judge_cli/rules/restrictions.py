"""Effects that say something can't be done, and what they don't stop.

Karlov Watchdog ("Permanents your opponents control can't be turned face up during your turn") stops turning face
up only for the permanents and turns it names; "can't" wins over every way to do it (CR 101.2).  Linvala, Keeper of
Silence stops activated abilities, and a spell with split second on the stack stops casting spells and activating
abilities that aren't mana abilities (CR 702.61a) — but turning a face-down permanent face up is a special action,
not an activated ability, so neither stops it (CR 116.2b, 702.61b).
"""

from __future__ import annotations

from judge_cli.i18n import _
from judge_cli.rules.characteristics import meets
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.layers import compute
from judge_cli.rules.state import Permanent, Restriction
from judge_cli.rules.targeting import undecided


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
        if restriction.forbids != "turning-face-up" and not special_action:
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
