"""``can-turn-face-up``: may you turn this permanent face up now, and by which procedures — at what total cost, and
despite which restrictions?"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from judge_cli.game.vocabulary import COST_PROCEDURE
from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import FACE_DOWN_WARD, printed
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.costs import same_cost
from judge_cli.rules.kind import AskClaim, AskFacts, AskHints, QuestionKind, key
from judge_cli.rules.layers import compute
from judge_cli.rules.restrictions import turning_face_up_forbidden
from judge_cli.rules.state import CostModifier, Permanent, Restriction
from judge_cli.rules.turning import Procedure, cannot_turn_face_up, decide_from, procedures, with_totals


@dataclass(frozen=True)
class Given:
    """The permanent, whether you have priority, and what else in the game changes or forbids turning it face up."""

    permanent: Permanent = key(doc="the permanent; face down to be turned face up")
    has_priority: bool = key(default=True, doc="you have priority (the special action needs it)",
                             ask={"status.no-priority": False})
    paying: str | None = key(default=None, doc="a cost: may it be turned face up by paying exactly this (after cost "
                                               "modifiers)?")
    cost_modifiers: tuple[CostModifier, ...] = key(default=(), doc="effects that make morph or disguise costs cost "
                                                                   "more or less (Exiled Doomsayer)")
    restrictions: tuple[Restriction, ...] = key(default=(), doc="effects that say something can't be done: turning "
                                                                "face up (Karlov Watchdog), activating abilities "
                                                                "(Linvala), split second")
    active_player: str = key(default="you", doc="whose turn it is (for restrictions that apply during one player's "
                                                "turn)")


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """Whether its controller may turn it face up now: the procedures, their costs, and who may act when."""
    p = given.permanent
    if not p.is_face_down:
        r.decide(_("{name} is face up").format(name=p.card.name),
                 _("only a face-down permanent can be turned face up"), rules=("face-down.7",))
        return r.verdict("no", _("{name} is already face up.").format(name=p.card.name), {"procedures": []})
    why_not = cannot_turn_face_up(p, r)
    if why_not is not None:
        return r.verdict("no", why_not, {"procedures": [], "unavailable": []})
    start = len(r.steps)
    forbidden = turning_face_up_forbidden(p, given.restrictions, given.active_player, r)
    if forbidden is not None:
        return r.verdict("no", forbidden, {"procedures": [], "unavailable": []})
    found = with_totals(procedures(p, r), p, given.cost_modifiers, r)
    usable = [proc for proc in found if proc.reason is None]
    details = {"procedures": [proc.to_json() for proc in usable],
               "unavailable": [proc.to_json() for proc in found if proc.reason]}
    if p.controller != "you":
        r.decide(_("{controller} controls the face-down permanent, not you").format(controller=p.controller),
                 _("only its controller may turn it face up"), rules=("special-actions.2b", "face-down.5"),
                 topics=("turn-face-up+special-action",))
        return r.verdict("no", _("Only its controller ({controller}) may turn it face up.").format(
            controller=p.controller), details)
    if not given.has_priority:
        r.decide(_("you don't have priority"), _("the special action can only be taken while you have priority"),
                 rules=("special-actions.2b",), topics=("turn-face-up+special-action",))
        return r.verdict("no", _("Turning it face up is a special action, taken only while you have priority."),
                         details)
    decide_from(start, r)
    if not usable:
        return r.verdict("no", _("No procedure can turn this {procedure} permanent face up: {reasons}.").format(
            procedure=p.face_down, reasons="; ".join(proc.reason or "" for proc in found)), details)
    if given.paying is not None:
        return _paying(given, usable, r, details)
    costs = ", ".join(_("{cost} ({procedure})").format(cost=proc.total or proc.cost, procedure=proc.label)
                      for proc in usable)
    return r.verdict("yes", _("You may turn it face up as a special action by paying: {costs}.").format(costs=costs),
                     details)


def _paying(given: Given, usable: list[Procedure], r: Reasoning, details: dict[str, Any]) -> Verdict:
    """May it be turned face up by paying exactly ``given.paying``?"""
    p, paying = given.permanent, given.paying
    match = next((proc for proc in usable if same_cost(proc.total or proc.cost, paying)), None)
    if match is not None:
        r.decide(_("paying {cost} is its {procedure} procedure").format(cost=paying, procedure=match.label),
                 _("it may be turned face up this way"), rules=("special-actions.2b",))
        return r.verdict("yes", _("Paying {cost} turns it face up ({procedure}).").format(
            cost=paying, procedure=match.label), details)
    ways = ", ".join(_("{cost} ({procedure})").format(cost=proc.total or proc.cost, procedure=proc.label)
                     for proc in usable)
    r.decide(_("no way to turn it face up costs {cost}; its ways cost: {ways}").format(cost=paying, ways=ways),
             _("paying {cost} doesn't turn it face up").format(cost=paying), rules=("special-actions.2b",))
    back = printed(p.card, back=True) if p.card.double_faced else None
    if back is not None and same_cost(back.mana_cost, paying):
        r.decide(_("{cost} is the mana cost of its back face, {name}").format(cost=paying, name=back.name),
                 _("a face-down double-faced permanent turns face up with its front face up, so its back face's "
                   "mana cost is no way to turn it up"), rules=("double-faced.15a",))
    if FACE_DOWN_WARD in compute(p)[0].abilities and same_cost("{2}", paying):
        r.decide(_("it has ward {cost} face down").format(cost="{2}"),
                 _("ward is what an opponent pays to target it, not a cost to turn it face up"), rules=("ward.a",))
    return r.verdict("no", _("Paying {cost} doesn't turn it face up; it costs: {ways}.").format(
        cost=paying, ways=ways), details)


def _check(given: Given, reader: Any, raw: Any) -> None:
    """``paying`` is a mana cost."""
    if given.paying is not None:
        reader.cost(raw, "paying", "given")


def _by(procedure: str) -> AskClaim:
    """"Can I turn it face up *for its mana cost*?": that procedure is among the usable ones."""

    def claim(details: Mapping[str, Any], facts: AskFacts) -> bool:
        # "for its megamorph cost" is a morph cost (CR 702.37b): the claim of turning it up by morph holds for it
        return any(COST_PROCEDURE.get(found["procedure"], found["procedure"]) == procedure
                   for found in details.get("procedures", []))

    return claim


#: The ways of turning face up a question may name (checked on ``details``; see AskHints.claims).
CLAIMS = {"claim.by-mana-cost": _by("mana-cost"), "claim.by-disguise": _by("disguise"), "claim.by-morph": _by("morph")}


KIND = QuestionKind(
    name="can-turn-face-up", given=Given, evaluate=evaluate, position=10, check=_check,
    summary="May you turn the permanent face up now, and by which procedures?",
    ask=AskHints(label=N_("Can it be turned face up?"), subject="face-down-by-default", claims=CLAIMS, asker_acts=True),
)
