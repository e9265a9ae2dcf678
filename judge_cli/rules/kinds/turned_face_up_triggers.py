"""``turned-face-up-triggers``: does a 'when/whenever … is turned face up' ability trigger?"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from judge_cli.i18n import _
from judge_cli.rules.api import Verdict
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.kind import AskHints, QuestionKind, key
from judge_cli.rules.state import Permanent
from judge_cli.rules.turning import procedures, stays_face_down


@dataclass(frozen=True)
class Given:
    """The state the question is about."""

    permanent: Permanent = key(doc="the face-down permanent")
    by: Literal["special-action", "effect"] = key(
        default="special-action", doc="its controller's special action (a procedure must be available), or an effect",
        ask={"by.effect": "effect", "method.spell": "effect", "method.ability": "effect"})
    watcher: Literal["self", "other"] = key(
        default="self", doc="the card's own 'when turned face up' ability, or another permanent's",
        ask={"watcher.other": "other"})


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """``turned-face-up-triggers``: does a 'when turned face up' ability trigger."""
    p, by, watcher = given.permanent, given.by, given.watcher
    details = {"by": by, "watcher": watcher}
    if stays_face_down(p, r):
        r.step(_("the card never turned face up"), _("abilities that trigger on turning face up don't trigger"),
               topics=("turned-face-up-triggers",))
        return r.verdict("no", _("An instant or sorcery card is only revealed; it never turns face up, so nothing "
                                 "triggers."), details)
    if by == "special-action" and not any(proc.reason is None for proc in procedures(p, r)):
        return r.verdict("no", _("No procedure can turn it face up, so nothing triggers."), details)
    if watcher == "other":
        r.step(_("{name} turns face up").format(name=p.card.name),
               _("another permanent's 'whenever a permanent is turned face up' ability triggers"),
               rules=("triggered-abilities.10",))
        return r.verdict("yes", _("It turns face up, so abilities watching for that trigger."), details)
    if "turned-face-up" not in p.card.front.triggers:
        r.step(_("{name} has no 'when turned face up' ability").format(name=p.card.name), _("nothing triggers"),
               rules=("triggered-abilities.10",))
        return r.verdict("no", _("The card has no ability that triggers when it is turned face up."), details)
    if p.abilities_lost or any(effect.lose_all_abilities for effect in p.effects):
        r.step(_("an effect removed its abilities, and it still applies once face up"),
               _("the face-up permanent has no 'when turned face up' ability, so nothing triggers"),
               rules=("face-down.8", "triggered-abilities.10"))
        return r.verdict("no", _("Once face up it still has no abilities, so its trigger doesn't exist."), details)
    r.step(_("{name} turns face up and has a 'when turned face up' ability").format(name=p.card.name),
           _("the ability triggers"), rules=("triggered-abilities.10", "face-down.8"))
    return r.verdict("yes", _("Its 'when turned face up' ability triggers."), details)


KIND = QuestionKind(
    name="turned-face-up-triggers", given=Given, evaluate=evaluate, position=50,
    summary="Does a 'when/whenever … is turned face up' ability trigger?",
    ask=AskHints(subject="face-down", card_triggers=("turned-face-up",)),
)
