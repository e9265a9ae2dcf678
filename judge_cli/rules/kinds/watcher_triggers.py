"""``watcher-triggers``: does another permanent's "whenever a [quality] [event]" ability trigger on what happens to
this permanent — landfall on a manifested land, "whenever a Detective is turned face up", "whenever a face-down
creature dies"?

The event must be the one the ability waits for (transforming is not turning face up or down, CR 701.27b;
phasing is not leaving or entering, CR 702.26d), and the permanent must match its quality as the event sees it:
as it is on the battlefield just after it enters or turns (CR 603.6b, 603.10), as it was just before it left for
leaves-the-battlefield abilities (CR 603.10a).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from judge_cli.game.vocabulary import FACE_UP, OBJECT_EVENTS, WATCHED_EVENTS
from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import Characteristics, turned_face_up, unmet
from judge_cli.rules.citations import Reasoning, yes_no
from judge_cli.rules.kind import AskDraft, AskFacts, AskHints, QuestionKind, key
from judge_cli.rules.kinds.leaves_battlefield_triggers import left_for_elsewhere
from judge_cli.rules.layers import compute
from judge_cli.rules.state import Permanent, Requirement
from judge_cli.rules.turning import cannot_turn_face_up, stays_face_down

#: The trigger events each event is (dying is leaving the battlefield; the others are only themselves).
_IS = {"enters-face-down": ("enters",), "enters-face-up": ("enters",), "dies": ("dies", "leaves-battlefield")}


#: The words telling what happens to the permanent (dying first: "turned face up, then it died" is a death).
_EVENTS = {"event.dies": "dies", "event.enters-face-down": "enters-face-down", "event.enters-face-up": "enters-face-up",
           "kind.can-turn-face-up": "turned-face-up", "hint.can-turn-face-up": "turned-face-up"}


@dataclass(frozen=True)
class Given:
    """What happens to the permanent, and what the watching ability waits for."""

    permanent: Permanent = key(doc="the permanent the event happens to (face down for enters-face-down)")
    event: str = key(choices=OBJECT_EVENTS, doc="what happens to it (leaves-battlefield: to a zone other than the "
                                               "graveyard)",
                     ask=_EVENTS)
    waits_for: str = key(choices=WATCHED_EVENTS, doc="the event the other permanent's ability names",
                         ask={"waits.creature-dies": "dies", "waits.creature-leaves": "leaves-battlefield",
                              "waits.turned-face-up": "turned-face-up",
                              "waits.creature-turned-face-up": "turned-face-up", "waits.face-down-enters": "enters",
                              "waits.creature-enters": "enters"})
    watching_for: Requirement | None = key(default=None, doc="what that ability needs of the permanent ({types: "
                                                             "[land]} for landfall); default: any permanent",
                                           ask={"waits.creature-dies": {"types": ["creature"]},
                                                "waits.creature-leaves": {"types": ["creature"]},
                                                "waits.creature-turned-face-up": {"types": ["creature"]},
                                                "waits.face-down-enters": {"types": ["creature"], "face_down": True},
                                                "waits.creature-enters": {"types": ["creature"]}})


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """The event must be the awaited one and the permanent, as that event sees it, must match."""
    p, event, waits = given.permanent, given.event, given.waits_for
    details: dict[str, Any] = {"event": event, "waits_for": waits}
    if event in ("phases-out", "phases-in"):
        r.decide(_("it phases out") if event == "phases-out" else _("it phases in"),
                 _("phasing doesn't make it leave or enter the battlefield, turn, or change anything a trigger waits "
                   "for"), rules=("phasing.d",))
        return r.verdict("no", _("Phasing in or out is not leaving or entering the battlefield."), details)
    if p.phased_out:
        r.decide(_("it is phased out, so it is treated as though it doesn't exist"),
                 _("nothing can happen to it until it phases in"), rules=("phasing.b",))
        return r.verdict("no", _("Nothing happens to a phased-out permanent."), details)
    if waits not in _IS.get(event, (event,)):
        return _other_event(given, r, details)
    seen = _as_seen(given, r)
    if seen is None:
        return r.verdict("no", _("The event doesn't happen, so nothing triggers."), details)
    chars, face_down = seen
    problems = unmet(chars, given.watching_for or Requirement(), face_down)
    details["seen_as"] = {**chars.answer(), "face_down": yes_no(face_down)}
    shown = _("a face-down 2/2") if face_down else chars.name or p.card.name
    if problems:
        r.decide(_("as the event sees it, it is {shown}: {problems}").format(shown=shown, problems="; ".join(problems)),
                 _("it isn't what the ability waits for, so the ability doesn't trigger"), rules=_rules(event))
        return r.verdict("no", _("As the event sees it, it doesn't match the watching ability."), details)
    r.decide(_("as the event sees it, it is {shown}, which the ability waits for").format(shown=shown),
             _("the ability triggers"), rules=_rules(event))
    return r.verdict("yes", _("The event is the one the ability waits for, and the permanent matches."), details)


def _other_event(given: Given, r: Reasoning, details: dict[str, Any]) -> Verdict:
    """The event is not the one the ability names."""
    event, waits = given.event, given.waits_for
    if event == "transforms" and waits in ("turned-face-up", "turned-face-down"):
        r.decide(_("it transforms"), _("transforming is not turning face up or face down, so the ability doesn't "
                                       "trigger"), rules=("transform.b",))
    elif event == "turned-face-up" and waits == "enters":
        r.decide(_("it is turned face up"), _("turning face up is not entering the battlefield"),
                 rules=("face-down.8",), topics=("enters-triggers",))
    elif event == "leaves-battlefield" and waits == "dies":
        r.decide(_("it leaves the battlefield for a zone other than the graveyard"), _("it doesn't die"),
                 rules=("triggered-abilities.10a",))
    else:
        r.decide(_("the event is: {event}").format(event=event),
                 _("the ability waits for another event: {waits}").format(waits=waits),
                 rules=("triggered-abilities.2",))
    return r.verdict("no", _("It is not the event the ability waits for."), details)


def _as_seen(given: Given, r: Reasoning) -> tuple[Characteristics, bool] | None:
    """What the permanent is as the event sees it, and whether it is face down; None: the event doesn't happen."""
    p, event = given.permanent, given.event
    if event == "transforms" and (p.is_face_down or p.card.back is None or p.card.layout == "meld"):
        r.decide(_("it can't transform"), _("nothing happens, so nothing triggers"),
                 rules=("double-faced.15a",) if p.is_face_down else ("double-faced.9",))
        return None
    if event in ("enters-face-down", "enters-face-up", "transforms"):
        after = replace(p, transformed=not p.transformed) if event == "transforms" else p
        return compute(after)[0], after.is_face_down
    if event == "turned-face-up":
        if cannot_turn_face_up(p, r) is not None or stays_face_down(p, r):
            return None
        return compute(turned_face_up(p))[0], False
    if event == "turned-face-down":
        if p.is_face_down or p.card.double_faced or p.melded:
            r.decide(_("it can't be turned face down"), _("nothing happens, so nothing triggers"),
                     rules=("face-down.2b",) if p.is_face_down else ("double-faced.16",))
            return None
        return compute(replace(p, face_down="effect"))[0], True
    # Leaving the battlefield looks back in time: the permanent just before it left (CR 603.10a).
    return compute(p)[0], p.is_face_down


def _rules(event: str) -> tuple[str, ...]:
    if event in ("dies", "leaves-battlefield"):
        return ("triggered-abilities.10a",)
    if event in ("enters-face-down", "enters-face-up"):
        return ("triggered-abilities.6a", "triggered-abilities.6b") + (("face-down.3",) if event == "enters-face-down"
                                                                       else ())
    return ("triggered-abilities.10",)


def _check(given: Given, reader: Any, raw: Any) -> None:
    """enters-face-down is about a face-down permanent, the other entering and turning events about what it was."""
    face_down = given.permanent.face_down != FACE_UP
    if given.event in ("enters-face-down", "turned-face-up") and not face_down:
        raise reader.error("given.permanent.face_down", _("event {event} needs a face-down permanent; expected one of: "
                                                          "cloak, disguise, morph, manifest").format(event=given.event),
                           raw.get("permanent"), "face_down")
    if given.event == "enters-face-up" and face_down:
        raise reader.error("given.permanent.face_down", _("event enters-face-up describes a face-up permanent; "
                                                          "expected face_down: none"), raw.get("permanent"),
                           "face_down")


def _ask_hook(draft: AskDraft, facts: AskFacts) -> None:
    """What the watching ability waits for and what happens to the permanent must both be said ("whenever a creature
    dies" — Blood Artist's words — and "my face-down creature dies"); leaving the battlefield counts only with the
    zone it went to, since a creature that leaves for the graveyard dies."""
    if "waits_for" not in draft.given:
        draft.missing.append("what the ability waits for")
    told = {value for concept, value in _EVENTS.items() if facts.has(concept)}
    if len(told) > 1 and "dies" not in told:
        draft.missing.append("event")  # "cast it face down, then turned it face up": which one is asked about
    if "event" not in draft.given and draft.given.get("waits_for") in ("enters", "turned-face-up") and not told \
            and (facts.with_prefix("proc.") or facts.has("claim.cloaked-count")):
        # "I manifest a card", "cloak two", "cast it face down with morph": the procedure puts it onto the battlefield
        # face down, and nothing told turns it face up
        draft.given["event"] = "enters-face-down"
    if "event" in draft.given:
        return
    if left_for_elsewhere(facts):
        draft.given["event"] = "leaves-battlefield"
    else:
        draft.missing.append("event")


KIND = QuestionKind(
    name="watcher-triggers", given=Given, evaluate=evaluate, position=55, check=_check,
    summary="Does another permanent's 'whenever a … [event]' ability trigger on what happens to this permanent?",
    ask=AskHints(label=N_("Does another permanent's ability trigger?"), subject="face-down-by-default",
                 hook=_ask_hook),
)
