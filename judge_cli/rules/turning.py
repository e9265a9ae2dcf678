"""Turning a face-down permanent face up: the procedures that could do it, and what stays hidden.

Shared by the question kinds about turning face up (:mod:`judge_cli.rules.kinds`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_cli.corpus.model import Card
from judge_cli.game.vocabulary import FACE_UP_COST_KEYWORDS, PROCEDURES
from judge_cli.i18n import _
from judge_cli.rules.characteristics import is_instant_or_sorcery
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.state import Permanent

#: The CR rule (by reference name) that says a keyword's cost turns a face-down permanent face up.
KEYWORD_RULE = {"disguise": "disguise.d", "morph": "morph.e"}


@dataclass(frozen=True)
class Procedure:
    """A way to turn a face-down permanent face up, available or not."""

    name: str  #: "mana-cost" | "disguise" | "morph"
    cost: str | None
    reason: str | None = None  #: why it is unavailable (None when available)

    def to_json(self) -> dict[str, Any]:
        """The form used in ``details``."""
        data: dict[str, Any] = {"procedure": self.name, "cost": self.cost}
        if self.reason:
            data["reason"] = self.reason
        return data


def face_up_cost(card: Card, keyword: str) -> str | None:
    """The card's ``disguise`` or ``morph`` cost (a megamorph cost is a morph cost, CR 702.37b)."""
    cost = card.front.cost(keyword)
    if cost is None and keyword == "morph":
        cost = card.front.cost("megamorph")
    return cost


def procedures(p: Permanent, r: Reasoning) -> list[Procedure]:
    """Every procedure that could turn ``p`` face up, recording a step for each."""
    card, found = p.card, []
    if PROCEDURES[p.face_down].by_mana_cost:
        sec = p.face_down
        if any(e.copy_of or e.add_types for e in p.effects):
            r.step(_("copy or type-changing effects apply to the face-down permanent"),
                   _("they are ignored: only the card itself is checked"), rules=(f"{sec}.b",),
                   topics=("ignores-copy-and-type-effects",))
        found.append(_mana_cost_procedure(p, sec, r))
        for keyword in FACE_UP_COST_KEYWORDS:
            cost = face_up_cost(card, keyword)
            if cost is None:
                continue
            extra = (f"{sec}.d" if keyword == "disguise" else f"{sec}.c", KEYWORD_RULE[keyword])
            found.append(_keyword_procedure(p, keyword, cost, extra, r))
    else:
        keyword = p.face_down
        r.step(_("{name} is face down by {procedure}").format(name=p.card.name, procedure=keyword),
               _("it can't be turned face up for its mana cost; only its {procedure} cost can do it").format(
                   procedure=keyword), rules=("face-down.7", KEYWORD_RULE[keyword]))
        found.append(Procedure("mana-cost", card.mana_cost, _("only its {procedure} cost can turn it face up").format(
            procedure=keyword)))
        cost = face_up_cost(card, keyword)
        if cost is None:
            r.step(_("{name} has no {procedure} cost").format(name=card.name, procedure=keyword),
                   _("it can't be turned face up this way"), rules=(KEYWORD_RULE[keyword],))
            found.append(Procedure(keyword, None, _("the card has no {procedure} cost").format(procedure=keyword)))
        else:
            found.append(_keyword_procedure(p, keyword, cost, (KEYWORD_RULE[keyword],), r))
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
    if card.double_faced:
        r.step(_("{name} is a double-faced card whose front face is a creature card").format(name=card.name),
               _("it turns face up with its front face up"), rules=("double-faced.15a",), topics=("double-faced",))
    if p.abilities_lost:
        r.step(_("the face-down permanent has lost its abilities"),
               _("it can still be turned face up for its mana cost, since it is a creature card"),
               rules=(f"{sec}.b",), topics=("abilities-lost+cloak",))
    return Procedure("mana-cost", card.mana_cost)


def _keyword_procedure(p: Permanent, keyword: str, cost: str, rules: tuple[str, ...], r: Reasoning) -> Procedure:
    if p.abilities_lost:
        reason = _("it has lost its abilities, so face up it would have no {procedure} cost").format(procedure=keyword)
        r.step(_("{name} has {procedure} {cost}, but the face-down permanent has lost its abilities").format(
            name=p.card.name, procedure=keyword, cost=cost), reason, rules=rules + ("face-down.8",),
            topics=("abilities-lost+disguise",) if keyword == "disguise" else ("abilities-lost+cloak",))
        return Procedure(keyword, cost, reason)
    r.step(_("{name} would have {procedure} {cost} face up").format(name=p.card.name, procedure=keyword, cost=cost),
           _("it may be turned face up by paying {cost}").format(cost=cost), rules=rules,
           # The ruling on disguise/morph costs speaks of *cloaked* creatures.
           topics=(f"turn-face-up+{keyword}",) if p.face_down == "cloak" else ())
    return Procedure(keyword, cost)


def stays_face_down(p: Permanent, r: Reasoning) -> bool:
    """Record the instant/sorcery exception; True when the permanent can't actually turn face up."""
    if not is_instant_or_sorcery(p.card):
        return False
    rule = f"{p.face_down}.g" if PROCEDURES[p.face_down].by_mana_cost else "face-down.7"
    r.step(_("the face-down card is {name}, an instant or sorcery card").format(name=p.card.name),
           _("if something tries to turn it face up, it is revealed and stays face down"),
           rules=(rule,), topics=("instant-sorcery",))
    return True

