"""Turning a face-down permanent face up: the procedures that could do it, and what stays hidden.

Shared by the question kinds about turning face up (:mod:`judge_cli.rules.kinds`).  Cloak and manifest turn a
creature *card* face up for *its* mana cost (copy and type-changing effects ignored); a disguise or morph cost is
the one the permanent *would have face up* — its copiable values (a copy effect's, CR 708.10) with every effect
applied (lost abilities stay lost, CR 708.8) — whatever made it face down (CR 702.37e, 702.168d).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from judge_cli.game import mana
from judge_cli.game.vocabulary import COST_PROCEDURE, FACE_UP_COST_KEYWORDS, PROCEDURES
from judge_cli.i18n import _
from judge_cli.records import frozen
from judge_cli.rules.characteristics import Characteristics, is_instant_or_sorcery, turned_face_up
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.costs import TURNING_COSTS, modified_cost
from judge_cli.rules.layers import compute, face_up_characteristics
from judge_cli.rules.state import CostModifier, Effect, Permanent

#: The CR rule (by reference name) that says a keyword's cost turns a face-down permanent face up.
KEYWORD_RULE = {"disguise": "disguise.d", "morph": "morph.e", "megamorph": "morph.e"}


@frozen
class Procedure:
    """A way to turn a face-down permanent face up, available or not."""

    name: str  #: "mana-cost" | "disguise" | "morph" | "megamorph"
    cost: str | None
    reason: str | None = None  #: why it is unavailable (None when available)
    x: str | None = None  #: the cost has an X: "0" (a mana cost paid by a rule, CR 107.3h) or "chosen" (CR 107.3d)
    #: What is paid once cost modifiers apply (None: no modifier was given).
    total: str | None = None

    @property
    def label(self) -> str:
        """The procedure's name in the interface language ("mana-cost" is written "mana cost", "Manakosten"…);
        ``details`` keep the English key."""
        labels = {"mana-cost": _("mana cost"), "morph": _("morph"), "megamorph": _("megamorph"),
                  "disguise": _("disguise")}
        return labels.get(self.name, self.name)

    def to_json(self) -> dict[str, Any]:
        """The form used in ``details``."""
        data: dict[str, Any] = {"procedure": self.name, "cost": self.cost}
        if self.total is not None:
            data["total"] = self.total
        if self.reason:
            data["reason"] = self.reason
        if self.x is not None:
            data["x"] = self.x
        return data


def has_x(cost: str | None) -> bool:
    """True when ``cost`` has an {X} (or Y, Z) symbol."""
    return any(symbol in ("X", "Y", "Z") for symbol in mana.symbols(cost or ""))


def procedures(p: Permanent, r: Reasoning) -> list[Procedure]:
    """Every procedure that could turn ``p`` face up, recording a step for each."""
    card, found = p.card, []
    procedure = PROCEDURES[p.face_down]
    for effect in p.ended_effects:
        if effect.until == "end-of-turn":
            r.step(_("{effect} lasted until end of turn, and that turn has ended").format(
                effect=effect.label or _("an effect")), _("it no longer applies, face down or face up"),
                rules=("continuous-effects.2a", "cleanup.2"))
            continue
        r.step(_("{effect} lasted until it was turned face down").format(effect=effect.label or _("an effect")),
               _("it ended when it was turned face down: face up it would not apply again"),
               rules=("continuous-effects.2a",))
    if procedure.by_mana_cost:
        sec = p.face_down
        if any(e.copies or e.add_types for e in p.effects_in_force):
            r.step(_("copy or type-changing effects apply to the face-down permanent"),
                   _("they are ignored: only the card itself is checked"), rules=(f"{sec}.b",),
                   topics=("ignores-copy-and-type-effects",))
        found.append(_mana_cost_procedure(p, sec, r))
    else:
        own = procedure.keyword
        if own is not None:
            r.step(_("{name} is face down by {procedure}").format(name=card.name, procedure=own),
                   _("it can't be turned face up for its mana cost; only its {procedure} cost can do it").format(
                       procedure=own), rules=("face-down.7", KEYWORD_RULE[own]))
            found.append(Procedure("mana-cost", card.mana_cost, _("only its {procedure} cost can turn it face up")
                                   .format(procedure=own)))
        else:
            r.step(_("{name} was turned face down by an effect").format(name=card.name),
                   _("nothing lets it be turned face up for its mana cost; only a disguise or morph cost it would "
                     "have face up can"), rules=("face-down.7", "morph.e", "disguise.d"))
            found.append(Procedure("mana-cost", card.mana_cost, _("nothing lets it be turned face up for its mana "
                                                                  "cost")))
    face_up = face_up_characteristics(p)
    for keyword in FACE_UP_COST_KEYWORDS:
        found.extend(_keyword_procedure(p, keyword, face_up, r))
    return found


def _mana_cost_procedure(p: Permanent, sec: str, r: Reasoning) -> Procedure:
    card = p.card
    if is_instant_or_sorcery(card):
        reason = _("it is an instant or sorcery card: it would be revealed and stay face down")
        r.step(_("the face-down card is {name}, an instant or sorcery card").format(name=card.name), reason,
               rules=(f"{sec}.g",), topics=("instant-sorcery",))
        return Procedure("mana-cost", card.mana_cost, reason)
    if "creature" not in card.types:
        if card.double_faced:
            reason = _("the front face of the double-faced card is not a creature card")
            r.step(_("{name} is double-faced and its front face is not a creature card").format(name=card.name),
                   reason, rules=(f"{sec}.b", "double-faced.8a"), topics=("double-faced",))
        else:
            reason = _("it is not a creature card")
            r.step(_("the face-down card is {name}, a noncreature card ({types})").format(
                name=card.name, types=" ".join(card.types)),
                   _("a noncreature card can't be turned face up for its mana cost"), rules=(f"{sec}.b",),
                   topics=("turn-face-up+special-action",))
        return Procedure("mana-cost", card.mana_cost, reason)
    if card.mana_cost is None:
        reason = _("the card has no mana cost, and it can't be turned face up for {zero}").format(zero="{0}")
        r.step(_("{name} is a creature card without a mana cost").format(name=card.name), reason, rules=(f"{sec}.b",))
        return Procedure("mana-cost", None, reason)
    r.step(_("the face-down card is {name}, a creature card with mana cost {cost}").format(
        name=card.name, cost=card.mana_cost),
        _("its controller may reveal it and pay {cost} to turn it face up").format(cost=card.mana_cost),
        rules=(f"{sec}.b", "special-actions.2b"), topics=("turn-face-up+special-action",))
    x = None
    if has_x(card.mana_cost):
        x = "0"
        r.step(_("its mana cost {cost} has an X").format(cost=card.mana_cost),
               _("X is 0 when a rule has its mana cost paid"), rules=("numbers.3h",))
    if card.double_faced:
        r.step(_("{name} is a double-faced card whose front face is a creature card").format(name=card.name),
               _("it turns face up with its front face up"), rules=("double-faced.15a",), topics=("double-faced",))
    if p.abilities_lost or any(e.lose_all_abilities for e in p.effects_in_force):
        r.step(_("the face-down permanent has lost its abilities"),
               _("it can still be turned face up for its mana cost, since it is a creature card"),
               rules=(f"{sec}.b",), topics=("abilities-lost+cloak",))
    return Procedure("mana-cost", card.mana_cost, x=x)


def _keyword_procedure(p: Permanent, keyword: str, face_up: Characteristics, r: Reasoning) -> list[Procedure]:
    """The disguise, morph or megamorph procedure: available when the face-up permanent would have that cost."""
    printed = p.card.front.cost(keyword)
    cost = face_up.cost(keyword)
    own = PROCEDURES[p.face_down].keyword
    if printed is None and cost is None and own != COST_PROCEDURE[keyword]:
        return []  # nothing to say about a keyword neither the card nor the permanent face up has
    rules: tuple[str, ...] = (KEYWORD_RULE[keyword],)
    if PROCEDURES[p.face_down].by_mana_cost:
        rules = (f"{p.face_down}.d" if keyword == "disguise" else f"{p.face_down}.c",) + rules
    copied = next((e for e in reversed(p.effects_in_force) if e.copies), None)
    if cost is None:
        if printed is None:
            megamorph = face_up.cost("megamorph") or p.card.front.cost("megamorph")
            if own == keyword and not (keyword == "morph" and megamorph):
                r.step(_("{name} has no {procedure} cost").format(name=p.card.name, procedure=keyword),
                       _("it can't be turned face up this way"), rules=(KEYWORD_RULE[keyword],))
                reason = _("the card has no {procedure} cost").format(procedure=keyword)
                return [Procedure(keyword, None, reason)]
            return []
        if copied is not None:
            reason = _("face up it would be a copy of {copy}, which has no {procedure} cost").format(
                copy=_copy_name(copied), procedure=keyword)
            r.step(_("{name} has {procedure} {cost}, but it has become a copy of {copy}").format(
                name=p.card.name, procedure=keyword, cost=printed, copy=_copy_name(copied)), reason,
                rules=rules + ("face-down.10", "copying.3"))
            return [Procedure(keyword, printed, reason)]
        land_type = next((item for item in compute(turned_face_up(p))[1] if "lands.7" in item.rules), None)
        if land_type is not None:
            reason = _("face up it would be a land whose subtype an effect sets to a basic land type, so it would lose "
                       "the abilities of its rules text and have no {procedure} cost").format(procedure=keyword)
            r.step(land_type.fact, reason, rules=rules + ("lands.7", "face-down.8"))
            return [Procedure(keyword, printed, reason)]
        lost_all = p.abilities_lost or any(e.lose_all_abilities for e in p.effects_in_force)
        reason = (_("it has lost its abilities, so face up it would have no {procedure} cost") if lost_all else
                  _("an effect removed its {procedure} ability, so face up it would have no {procedure} cost"))
        reason = reason.format(procedure=keyword)
        r.step(_("{name} has {procedure} {cost}, but the face-down permanent has lost its abilities").format(
            name=p.card.name, procedure=keyword, cost=printed) if lost_all else
            _("{name} has {procedure} {cost}, but an effect removed that ability").format(
                name=p.card.name, procedure=keyword, cost=printed),
            reason, rules=rules + ("face-down.8",),
            topics=("abilities-lost+disguise",) if keyword == "disguise" else ("abilities-lost+cloak",))
        return [Procedure(keyword, printed, reason)]
    if copied is not None and cost != printed:
        r.step(_("face up it would be a copy of {copy}, with {procedure} {cost}").format(
            copy=_copy_name(copied), procedure=keyword, cost=cost),
            _("it may be turned face up by paying {cost}").format(cost=cost),
            rules=rules + ("face-down.10", "copying.3"))
    else:
        r.step(_("{name} would have {procedure} {cost} face up").format(name=p.card.name, procedure=keyword,
                                                                         cost=cost),
               _("it may be turned face up by paying {cost}").format(cost=cost), rules=rules,
               # The ruling on disguise/morph costs speaks of *cloaked* creatures.
               topics=(f"turn-face-up+{COST_PROCEDURE[keyword]}",) if p.face_down == "cloak" else ())
    x = None
    if has_x(cost):
        x = "chosen"
        r.step(_("its {procedure} cost {cost} has an X").format(procedure=keyword, cost=cost),
               _("its controller chooses X as they turn it face up; its other abilities that refer to X use that "
                 "value"), rules=("numbers.3d", "morph.f" if keyword != "disguise" else "disguise.e"))
    return [Procedure(keyword, cost, x=x)]


def with_totals(found: list[Procedure], p: Permanent, modifiers: tuple[CostModifier, ...],
                r: Reasoning) -> list[Procedure]:
    """The usable procedures of ``found`` with what is paid once the cost modifiers apply (CR 601.2f, 118.7): those
    of morph costs change morph and megamorph costs (a megamorph cost is a morph cost, CR 702.37b), those of
    disguise costs disguise costs; a mana cost paid to turn a cloaked or manifested permanent up is neither."""
    if not modifiers:
        return found
    chars = compute(p)[0]
    result = []
    for proc in found:
        if proc.reason is not None:
            result.append(proc)
            continue
        costs = TURNING_COSTS.get(proc.name, "none")
        rules: tuple[str, ...] = (KEYWORD_RULE[proc.name],) if proc.name in KEYWORD_RULE else (f"{p.face_down}.b",)
        if proc.name == "megamorph":
            rules += ("morph.b",)
        total = modified_cost(proc.cost, costs, chars, p.is_face_down, p.controller, modifiers, r, rules)
        result.append(replace(proc, total=total))
    return result


def _copy_name(effect: Any) -> str:
    if effect.copy_of is not None:
        return str(effect.copy_of.name)
    copied = effect.copy_of_permanent
    return _("a face-down permanent") if copied.is_face_down else str(copied.display)


class Unrecorded(Reasoning):
    """A reasoning that keeps no steps: for the usable costs of a card that is only reported, not argued."""

    def step(self, fact: str, conclusion: str, *, rules: tuple[str, ...] = (), topics: tuple[str, ...] = (),
             decisive: bool = False) -> None:
        """Record nothing."""


def usable_procedures(p: Permanent, r: Reasoning) -> list[Procedure]:
    """The procedures that could turn ``p`` face up now, without recording why (see :func:`procedures`)."""
    return [proc for proc in procedures(p, Unrecorded(r.corpus, r.lang, r.sources)) if proc.reason is None]


def decide_from(start: int, r: Reasoning) -> None:
    """Mark every step recorded since ``start`` as deciding: each procedure step (and each fact of the state it
    weighed — lost abilities, a copy effect, a double-faced card) is part of why the answer is what it is."""
    for index in range(start, len(r.steps)):
        r.mark(index)


def cannot_turn_face_up(p: Permanent, r: Reasoning) -> str | None:
    """Why nothing at all can turn ``p`` face up — a spell, phased out, an effect forbids it — recording the deciding
    step; None when something might."""
    if p.on_stack:
        r.decide(_("it is a face-down spell on the stack"), _("spells can't be turned face up"),
                 rules=("face-down.7",))
        return _("It is a spell, and a face-down spell can't be turned face up.")
    if p.phased_out:
        r.decide(_("it is phased out, so it is treated as though it doesn't exist"),
                 _("it can't be turned face up until it phases in"), rules=("phasing.b",))
        return _("A phased-out permanent can't be turned face up.")
    if p.cant_turn_face_up:
        r.decide(_("an effect says it can't be turned face up"),
                 _("that wins over every way to turn it face up"), rules=("golden-rules.2",))
        return _("An effect says it can't be turned face up, and \"can't\" wins.")
    return None


def stays_face_down(p: Permanent, r: Reasoning) -> bool:
    """Record the instant/sorcery exception; True when the permanent can't actually turn face up."""
    if not is_instant_or_sorcery(p.card):
        return False
    rule = f"{p.face_down}.g" if PROCEDURES[p.face_down].by_mana_cost else "face-down.7"
    r.step(_("the face-down card is {name}, an instant or sorcery card").format(name=p.card.name),
           _("if something tries to turn it face up, it is revealed and stays face down"),
           rules=(rule,), topics=("instant-sorcery",))
    return True


def told_to_turn_face_down(p: Permanent, r: Reasoning) -> Permanent:
    """``p`` after a spell or ability that lists no characteristics tells it to turn face down (Ixidron-style),
    recording the deciding step: nothing happens to a phased-out, face-down, double-faced or melded permanent."""
    if p.phased_out:
        r.decide(_("it is phased out, so it is treated as though it doesn't exist"),
                 _("the effect can't turn it face down"), rules=("phasing.b",))
        return p
    if p.is_face_down:
        r.decide(_("it is already face down ({procedure}) when an effect tells it to turn face down").format(
            procedure=p.face_down), _("nothing happens: its characteristics and their copiable values don't change"),
            rules=("face-down.2b",))
        return p
    if p.melded or p.card.double_faced:
        r.decide(_("it is double-faced or melded"), _("it can't be turned face down; nothing happens"),
                 rules=("double-faced.16",))
        return p
    r.decide(_("an effect turns it face down"), _("it becomes a face-down 2/2 creature with no text, name, subtypes "
                                                  "or mana cost"), rules=("face-down.2a",))
    return replace(p, face_down="effect", transformed=False)


def turning_up(p: Permanent, copy_choice: Permanent | None, r: Reasoning) -> Permanent:
    """The face-down ``p`` once turned face up: with its "as this is turned face up, it becomes a copy of a creature"
    ability applied while it turns (CR 708.11) when it has that ability face up and a creature was chosen — a copy
    effect lasting until it is turned face down (Vesuvan Shapeshifter)."""
    up = turned_face_up(p)
    if copy_choice is None:
        return up
    if not compute(up)[0].turned_face_up_copy:
        r.step(_("face up it has no ability that makes it a copy as it is turned face up"),
               _("the creature chosen changes nothing"), rules=("face-down.11",))
        return up
    shown = _("a face-down permanent") if copy_choice.is_face_down else copy_choice.display
    r.decide(_("as it is turned face up it becomes a copy of {copy}").format(copy=shown),
             _("that applies while it is being turned face up, so it is already a copy when it is face up"),
             rules=("face-down.11", "layers.1a"))
    copy = Effect(label=_("the copy of {copy}").format(copy=shown), copy_of_permanent=copy_choice,
                  until="turned-face-down")
    return replace(up, effects=up.effects + (copy,))
