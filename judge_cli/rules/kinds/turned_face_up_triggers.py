"""``turned-face-up-triggers``: does a 'when/whenever … is turned face up' ability trigger?"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import unmet
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.kind import AskHints, QuestionKind, key
from judge_cli.rules.layers import compute
from judge_cli.rules.state import Permanent, Requirement
from judge_cli.rules.turning import cannot_turn_face_up, decide_from, procedures, stays_face_down, turning_up


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
    watching_for: Requirement | None = key(
        default=None, doc="with watcher: other, what the other permanent's ability waits for ('whenever a Detective "
                          "is turned face up': {subtypes: [detective]}); default: any permanent")
    copy_choice: Permanent | None = key(
        default=None, doc="the creature chosen for its 'as this is turned face up, it becomes a copy' ability "
                          "(Vesuvan Shapeshifter)")


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """``turned-face-up-triggers``: does a 'when turned face up' ability trigger."""
    p, by, watcher = given.permanent, given.by, given.watcher
    details: dict[str, Any] = {"by": by, "watcher": watcher}
    start = len(r.steps)
    if stays_face_down(p, r):
        r.step(_("the card never turned face up"), _("abilities that trigger on turning face up don't trigger"),
               topics=("turned-face-up-triggers",))
        decide_from(start, r)
        return r.verdict("no", _("An instant or sorcery card is only revealed; it never turns face up, so nothing "
                                 "triggers."), details)
    if cannot_turn_face_up(p, r) is not None:
        return r.verdict("no", _("It can't be turned face up, so nothing triggers."), details)
    if by == "special-action":
        start = len(r.steps)
        if not any(proc.reason is None for proc in procedures(p, r)):
            decide_from(start, r)
            return r.verdict("no", _("No procedure can turn it face up, so nothing triggers."), details)
    up = turning_up(p, given.copy_choice, r)
    face_up = compute(up)[0]
    if watcher == "other":
        wanted = given.watching_for or Requirement()
        problems = unmet(face_up, wanted, False)
        r.decide(_("{name} turns face up as {shown}").format(name=p.card.name, shown=face_up.name or p.card.name),
                 _("another permanent's 'whenever a permanent is turned face up' ability triggers") if not problems
                 else _("face up it isn't what the other permanent's ability waits for: {problems}").format(
                     problems="; ".join(problems)),
                 rules=("triggered-abilities.10",))
        if problems:
            return r.verdict("no", _("Face up it doesn't match what the watching ability waits for."), details)
        return r.verdict("yes", _("It turns face up, so abilities watching for that trigger."), details)
    has = "turned-face-up" in face_up.triggers
    copied = next((e for e in up.effects_in_force if e.copies), None)
    if has:
        fact = (_("face up it is a copy of {name}, which has a 'when turned face up' ability").format(name=face_up.name)
                if copied is not None else
                _("{name} turns face up and has a 'when turned face up' ability").format(name=p.card.name))
        r.decide(fact, _("the ability triggers"), rules=("triggered-abilities.10", "face-down.8")
                 + (("face-down.10",) if copied is not None and given.copy_choice is None else ()))
        return r.verdict("yes", _("Its 'when turned face up' ability triggers."), details)
    if "turned-face-up" not in p.card.front.triggers:
        r.decide(_("{name} has no 'when turned face up' ability").format(name=face_up.name or p.card.name),
                 _("nothing triggers"), rules=("triggered-abilities.10",))
        return r.verdict("no", _("The card has no ability that triggers when it is turned face up."), details)
    if copied is not None:
        r.decide(_("face up it is a copy of {name}, without the card's 'when turned face up' ability").format(
            name=face_up.name), _("nothing triggers"), rules=("face-down.10", "triggered-abilities.10"))
        return r.verdict("no", _("Face up it has the copied values, without its own trigger."), details)
    r.decide(_("an effect removed its abilities, and it still applies once face up"),
             _("the face-up permanent has no 'when turned face up' ability, so nothing triggers"),
             rules=("face-down.8", "triggered-abilities.10"))
    return r.verdict("no", _("Once face up it still has no abilities, so its trigger doesn't exist."), details)


def _check(given: Given, reader: Any, raw: Any) -> None:
    """watching_for belongs to another permanent's ability."""
    if given.watching_for is not None and given.watcher != "other":
        raise reader.error("given.watching_for", _("expected watching_for only with watcher: other"), raw,
                           "watching_for")


KIND = QuestionKind(
    name="turned-face-up-triggers", given=Given, evaluate=evaluate, position=50,
    summary="Does a 'when/whenever … is turned face up' ability trigger?",
    ask=AskHints(label=N_("Does a 'turned face up' ability trigger?"),
                 subject="face-down", card_triggers=("turned-face-up",)),
    check=_check,
)
