"""``can-turn-face-up``: may you turn this permanent face up now, and by which procedures?"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from judge_cli.i18n import _
from judge_cli.rules.api import Verdict
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.kind import AskClaim, AskFacts, AskHints, QuestionKind, key
from judge_cli.rules.state import Permanent
from judge_cli.rules.turning import procedures


@dataclass(frozen=True)
class Given:
    """The permanent, and whether you have priority."""

    permanent: Permanent = key(doc="the permanent; face down to be turned face up")
    has_priority: bool = key(default=True, doc="you have priority (the special action needs it)",
                             ask={"status.no-priority": False})


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """Whether its controller may turn it face up now: the procedures, their costs, and who may act when."""
    p = given.permanent
    if not p.is_face_down:
        r.step(_("{name} is face up").format(name=p.card.name),
               _("only a face-down permanent can be turned face up"), rules=("face-down.7",))
        return r.verdict("no", _("{name} is already face up.").format(name=p.card.name), {"procedures": []})
    found = procedures(p, r)
    usable = [proc for proc in found if proc.reason is None]
    details = {"procedures": [proc.to_json() for proc in usable],
               "unavailable": [proc.to_json() for proc in found if proc.reason]}
    if p.controller != "you":
        r.step(_("{controller} controls the face-down permanent, not you").format(controller=p.controller),
               _("only its controller may turn it face up"), rules=("special-actions.2b", "face-down.5"),
               topics=("turn-face-up+special-action",))
        return r.verdict("no", _("Only its controller ({controller}) may turn it face up.").format(
            controller=p.controller), details)
    if not given.has_priority:
        r.step(_("you don't have priority"), _("the special action can only be taken while you have priority"),
               rules=("special-actions.2b",), topics=("turn-face-up+special-action",))
        return r.verdict("no", _("Turning it face up is a special action, taken only while you have priority."),
                         details)
    if not usable:
        return r.verdict("no", _("No procedure can turn this {procedure} permanent face up: {reasons}.").format(
            procedure=p.face_down, reasons="; ".join(proc.reason or "" for proc in found)), details)
    costs = ", ".join(_("{cost} ({procedure})").format(cost=proc.cost, procedure=proc.name) for proc in usable)
    return r.verdict("yes", _("You may turn it face up as a special action by paying: {costs}.").format(costs=costs),
                     details)


def _by(procedure: str) -> AskClaim:
    """"Can I turn it face up *for its mana cost*?": that procedure is among the usable ones."""

    def claim(details: Mapping[str, Any], facts: AskFacts) -> bool:
        return any(found["procedure"] == procedure for found in details.get("procedures", []))

    return claim


#: The ways of turning face up a question may name (checked on ``details``; see AskHints.claims).
CLAIMS = {"claim.by-mana-cost": _by("mana-cost"), "claim.by-disguise": _by("disguise"), "claim.by-morph": _by("morph")}


KIND = QuestionKind(
    name="can-turn-face-up", given=Given, evaluate=evaluate, position=10,
    summary="May you turn the permanent face up now, and by which procedures?",
    ask=AskHints(subject="face-down-by-default", claims=CLAIMS),
)
