"""``enters-triggers-on-turning-face-up``: do enters-the-battlefield abilities trigger for this event?"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from judge_cli.i18n import _
from judge_cli.rules.api import Verdict
from judge_cli.rules.citations import Reasoning, yes_no
from judge_cli.rules.kind import AskHints, QuestionKind, key
from judge_cli.rules.state import Permanent
from judge_cli.rules.turning import stays_face_down


@dataclass(frozen=True)
class Given:
    """The state the question is about."""

    permanent: Permanent = key(doc="the permanent; face down for turned-face-up and enters-face-down, face up for "
                                   "enters-face-up")
    event: Literal["turned-face-up", "enters-face-down", "enters-face-up"] = key(
        default="turned-face-up", doc="what happens to it",
        ask={"event.enters-face-up": "enters-face-up", "event.enters-face-down": "enters-face-down",
             "hint.can-turn-face-up": "turned-face-up", "kind.can-turn-face-up": "turned-face-up"})
    watcher: Literal["self", "other"] = key(
        default="self", doc="its own enters ability, or another permanent's 'whenever a creature enters'",
        ask={"watcher.other": "other"})


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """``enters-triggers-on-turning-face-up``: do enters abilities trigger for this event."""
    p, event, watcher = given.permanent, given.event, given.watcher
    details: dict[str, Any] = {"event": event, "watcher": watcher}
    if event == "turned-face-up":
        stays_face_down(p, r)
        r.step(_("{name} is turned face up while already on the battlefield").format(name=p.card.name),
               _("turning face up is not entering: no enters ability triggers, its own or another permanent's"),
               rules=("face-down.8",), topics=("enters-triggers",))
        return r.verdict("no", _("Turning a permanent face up is not entering the battlefield, so no enters "
                                 "abilities trigger."), details)
    if event == "enters-face-down":
        if watcher == "self":
            r.step(_("{name} is put onto the battlefield face down").format(name=p.card.name),
                   _("it is face down before it enters, so its own enters abilities don't trigger"),
                   rules=("face-down.3",), topics=("enters-triggers",))
            return r.verdict("no", _("A card put onto the battlefield face down has no enters abilities as it "
                                     "enters."), details)
        r.step(_("a face-down 2/2 creature enters the battlefield"),
               _("another permanent's 'whenever a creature enters' ability triggers"),
               rules=("triggered-abilities.6a", "face-down.3"), topics=("enters-triggers",))
        return r.verdict("yes", _("A face-down creature does enter the battlefield, so other permanents' "
                                  "enters-a-creature abilities trigger."), details)
    if watcher == "other":
        creature = "creature" in p.card.types
        r.step(_("{name} enters face up").format(name=p.card.name),
               _("another permanent's 'whenever a creature enters' ability triggers") if creature else
               _("it is not a creature, so a 'whenever a creature enters' ability doesn't trigger"),
               rules=("triggered-abilities.6a",), topics=("enters-triggers",))
        return r.verdict(yes_no(creature), _("A card put onto the battlefield face up enters it."), details)
    has = "enters" in p.card.front.triggers
    r.step(_("{name} is put onto the battlefield face up").format(name=p.card.name),
           _("its enters ability triggers") if has else _("it has no enters ability to trigger"),
           rules=("triggered-abilities.6a",), topics=("enters-triggers",))
    return r.verdict(yes_no(has), _("A card put onto the battlefield face up enters it, unlike one turned face up."),
                     details)


def _check(given: Given, reader: Any, raw: Any) -> None:
    """Turning face up and entering face down need a face-down permanent; entering face up a face-up one."""
    permanent = given.permanent
    if given.event in ("turned-face-up", "enters-face-down") and not permanent.is_face_down:
        raise reader.error("given.permanent.face_down", _("this question is about a face-down permanent; expected "
                                                          "one of: cloak, disguise, morph, manifest"),
                           raw.get("permanent"), "face_down")
    if given.event == "enters-face-up" and permanent.is_face_down:
        raise reader.error("given.permanent.face_down", _("event enters-face-up describes a face-up permanent; "
                                                          "expected face_down: none"), raw.get("permanent"),
                           "face_down")


KIND = QuestionKind(
    name="enters-triggers-on-turning-face-up", given=Given, evaluate=evaluate, position=40,
    summary="Do enters-the-battlefield abilities trigger for this event?",
    ask=AskHints(subject="face-down-by-default", card_triggers=("enters",), face_up_when={"event": "enters-face-up"},
                 probes=("event",)),
    check=_check,
)
