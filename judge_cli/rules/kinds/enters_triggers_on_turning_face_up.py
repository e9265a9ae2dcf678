"""``enters-triggers-on-turning-face-up``: do enters-the-battlefield abilities trigger for this event?"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import Characteristics, unmet
from judge_cli.rules.citations import Reasoning, yes_no
from judge_cli.rules.kind import AskHints, QuestionKind, key
from judge_cli.rules.layers import compute
from judge_cli.rules.state import Permanent, Requirement
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
    watching_for: Requirement | None = key(
        default=None, doc="with watcher: other, what the other permanent's ability waits for (default: a creature; "
                          "{types: [land]} for landfall)")


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """``enters-triggers-on-turning-face-up``: do enters abilities trigger for this event."""
    p, event, watcher = given.permanent, given.event, given.watcher
    details: dict[str, Any] = {"event": event, "watcher": watcher}
    if event == "turned-face-up":
        stays_face_down(p, r)
        r.decide(_("{name} is turned face up while already on the battlefield").format(name=p.card.name),
                 _("turning face up is not entering: no enters ability triggers, its own or another permanent's"),
                 rules=("face-down.8",), topics=("enters-triggers",))
        return r.verdict("no", _("Turning a permanent face up is not entering the battlefield, so no enters "
                                 "abilities trigger."), details)
    chars = compute(p)[0]  # as it is on the battlefield: effects apply the moment it is there (CR 603.6b)
    if watcher == "other":
        return _other(given, chars, r, details)
    if event == "enters-face-down":
        r.decide(_("{name} is put onto the battlefield face down").format(name=p.card.name),
                 _("it is face down before it enters, so its own enters abilities don't trigger"),
                 rules=("face-down.3",), topics=("enters-triggers",))
        return r.verdict("no", _("A card put onto the battlefield face down has no enters abilities as it "
                                 "enters."), details)
    has = "enters" in chars.triggers
    copied = next((e for e in p.effects_in_force if e.copies), None)
    if has and copied is not None:
        r.decide(_("it enters as a copy of {name}, which has an enters ability").format(name=chars.name),
                 _("it is a copy as it enters, so the copied enters ability triggers"), rules=("copying.5",))
    elif not has and "enters" in p.card.front.triggers:
        r.decide(_("{name} has an enters ability, but as it is on the battlefield it has lost it").format(
            name=p.card.name), _("effects apply the moment it enters, so there is no enters ability to trigger"),
            rules=("triggered-abilities.6b",))
    elif copied is not None:
        r.decide(_("it enters as a copy of {name}, which has no enters ability").format(name=chars.name),
                 _("nothing triggers"), rules=("copying.5", "triggered-abilities.6a"))
    else:
        r.decide(_("{name} is put onto the battlefield face up").format(name=p.card.name),
                 _("its enters ability triggers") if has else _("it has no enters ability to trigger"),
                 rules=("triggered-abilities.6a",), topics=("enters-triggers",))
    return r.verdict(yes_no(has), _("A card put onto the battlefield face up enters it, unlike one turned face up.")
                     if has else _("As it is on the battlefield it has no enters ability, so nothing triggers."),
                     details)


def _other(given: Given, chars: Characteristics, r: Reasoning, details: dict[str, Any]) -> Verdict:
    """Another permanent's "whenever a [quality] enters": the newcomer as it is on the battlefield must match."""
    p = given.permanent
    wanted = given.watching_for if given.watching_for is not None else Requirement(types=("creature",))
    problems = unmet(chars, wanted, p.is_face_down)
    face_down = p.is_face_down
    shown = _("a face-down 2/2 creature") if face_down else chars.name or p.card.name
    r.decide(_("{shown} enters the battlefield{how}").format(
        shown=shown, how=_(" (it entered face down, not as the card it is)") if face_down else ""),
        _("another permanent's enters ability waiting for it triggers") if not problems else
        _("it doesn't match what the other permanent's enters ability waits for: {problems}").format(
            problems="; ".join(problems)),
        rules=("triggered-abilities.6a",) + (("face-down.3",) if face_down else ()), topics=("enters-triggers",))
    details["watching_for"] = problems if problems else []
    if not problems:
        return r.verdict("yes", _("It enters the battlefield as what it is there, which the other permanent's "
                                  "ability waits for."), details)
    return r.verdict("no", _("As it enters it isn't what the other permanent's ability waits for."), details)


def _check(given: Given, reader: Any, raw: Any) -> None:
    """Turning face up and entering face down need a face-down permanent; entering face up a face-up one;
    watching_for belongs to another permanent's ability."""
    permanent = given.permanent
    if given.watching_for is not None and given.watcher != "other":
        raise reader.error("given.watching_for", _("expected watching_for only with watcher: other"), raw,
                           "watching_for")
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
    ask=AskHints(label=N_("Do enters abilities trigger?"),
                 subject="face-down-by-default", card_triggers=("enters",), face_up_when={"event": "enters-face-up"},
                 probes=("event",)),
    check=_check,
)
