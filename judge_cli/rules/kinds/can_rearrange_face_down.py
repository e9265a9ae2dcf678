"""``can-rearrange-face-down``: may the player mix up the cards of their face-down permanents?"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_cli.game.vocabulary import FACE_UP_COST_KEYWORDS
from judge_cli.i18n import N_, _, ngettext
from judge_cli.rules.api import Verdict
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.kind import UNSTATED_COST, AskDraft, AskFacts, AskHints, QuestionKind, key
from judge_cli.rules.state import Permanent


@dataclass(frozen=True)
class Given:
    """The state the question is about."""

    permanents: tuple[Permanent, ...] = key(doc="the permanents on the battlefield")
    player: str = key(default="you", doc="the player who would rearrange them")


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """``can-rearrange-face-down``: may the player mix up the cards of their face-down permanents."""
    player = given.player
    mine = [p for p in given.permanents if p.controller == player and p.is_face_down]
    order = [{"position": i + 1, "procedure": p.face_down, "name": p.label or None} for i, p in enumerate(mine)]
    details = {"face_down_count": len(mine), "order": order}
    if len(mine) < 2:
        r.decide(_controls(player, len(mine)),
               _("there are no two face-down permanents to confuse"), rules=("face-down.6",),
               topics=("distinguishable",))
        return r.verdict("yes", _("With fewer than two face-down permanents there is nothing to mix up."), details)
    procedures = ", ".join(p.face_down for p in mine)
    r.decide(_("{controls}: {procedures}").format(controls=_controls(player, len(mine)), procedures=procedures),
        _("they must stay distinguishable: entry order and the procedure that turned each face down"),
        rules=("face-down.6",), topics=("distinguishable",))
    return r.verdict("no", _("Face-down permanents must stay easy to tell apart; you may not mix them up."), details)


def _controls(player: str, count: int) -> str:
    """'you control 2 face-down permanents' / 'ana controls 1 face-down permanent'."""
    if player == "you":
        return ngettext("you control {count} face-down permanent", "you control {count} face-down permanents",
                        count).format(count=count)
    return ngettext("{player} controls {count} face-down permanent", "{player} controls {count} face-down permanents",
                    count).format(player=player, count=count)


def _ask_hook(draft: AskDraft, facts: AskFacts) -> None:
    """Face-down permanents by the procedures named (cloak when none is), as many as the question says."""
    named = [concept.split(".", 1)[1] for concept in facts.with_prefix("proc.")] or ["cloak"]
    if not facts.with_prefix("proc."):
        draft.assumed.append("procedure")
    count = facts.number()
    if count is None:
        count = 2 if facts.has("both") or len(named) > 1 or facts.has("other-one") else None
    if count is None:
        draft.missing.append("how many face-down permanents")
        count = 2
    permanents = []
    for index in range(max(1, min(count, 10))):
        procedure = named[index % len(named)]
        card: dict[str, Any] = {"name": "creature card", "types": ["creature"], "mana_cost": UNSTATED_COST}
        if procedure in FACE_UP_COST_KEYWORDS:
            card[procedure] = UNSTATED_COST
        permanents.append({"face_down": procedure, "card": card})
    draft.given["permanents"] = permanents


KIND = QuestionKind(
    name="can-rearrange-face-down", given=Given, evaluate=evaluate, position=120,
    summary="May the player mix up the cards of their face-down permanents?",
    ask=AskHints(label=N_("May the face-down permanents be mixed up?"), subject="none", hook=_ask_hook),
)
