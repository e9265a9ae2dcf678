"""``must-reveal``: must the face-down object be revealed when this happens?"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_cli.game.vocabulary import EVENTS, REVEALING_EVENTS, ZONED_EVENTS, ZONES
from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.kind import AskDraft, AskFacts, AskHints, QuestionKind, key
from judge_cli.rules.state import Permanent


@dataclass(frozen=True)
class Given:
    """The state the question is about."""

    permanent: Permanent = key(doc="the permanent (for leaves-stack and countered: a face-down spell)")
    event: str = key(doc="what happens to it", choices=EVENTS)
    to: str = key(default="graveyard", choices=ZONES,
                  doc="where it goes (with leaves-battlefield, dies, leaves-stack and countered only)")


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """``must-reveal``: must the face-down object be revealed at this event."""
    p, event, to = given.permanent, given.event, given.to
    details: dict[str, Any] = {"event": event, "to": to}
    if not p.is_face_down:
        r.decide(_("{name} is face up").format(name=p.card.name), _("there is nothing hidden to reveal"),
               rules=("face-down.9",))
        return r.verdict("no", _("A face-up permanent has nothing to reveal."), details)
    if event in ("leaves-stack", "countered") and to == "battlefield":
        r.decide(_("the face-down spell resolves and enters the battlefield"),
               _("it stays face down as a permanent: nothing is revealed"), rules=("face-down.9",),
               topics=("reveal+!instant-sorcery",))
        return r.verdict("no", _("A face-down spell that becomes a permanent stays hidden."), details)
    if event in REVEALING_EVENTS:
        facts = {
            "leaves-battlefield": _("it leaves the battlefield (to: {zone})").format(zone=to),
            "dies": _("it dies (leaves the battlefield for the graveyard)"),
            "leaves-stack": _("the face-down spell leaves the stack (to: {zone})").format(zone=to),
            "countered": _("the face-down spell is countered (to: {zone})").format(zone=to),
            "game-ends": _("the game ends"),
            "player-leaves-game": _("its player leaves the game"),
        }
        r.decide(facts[event], _("its owner must reveal it to all players"), rules=("face-down.9",),
                 topics=("reveal+!instant-sorcery",))
        details["revealed"] = p.card.name  # the card itself, front face up (CR 708.9)
        return r.verdict("yes", _("It must be revealed to all players."), details)
    r.decide(_("the event is: {event}").format(event=event),
           _("only leaving the battlefield, leaving the stack for another zone, leaving the game and the end of the "
             "game reveal a face-down object; it stays hidden"), rules=("face-down.9",),
           topics=("reveal+!instant-sorcery",))
    return r.verdict("no", _("Nothing requires revealing it when it {event}.").format(event=event), details)


def _check(given: Given, reader: Any, raw: Any) -> None:
    """A destination only after an event that moves the object, and a possible one."""
    if given.permanent.on_stack and given.event in ("leaves-battlefield", "dies"):
        raise reader.error("given.event", _("a spell on the stack can't leave the battlefield; expected "
                                            "leaves-stack or "
                                            "countered"), raw, "event")
    if "to" not in raw:
        return
    if given.event == "dies" and given.to != "graveyard":
        raise reader.wrong(raw, "to", "given", _("graveyard (a creature that dies goes there)"))
    if given.event == "leaves-battlefield" and given.to == "battlefield":
        raise reader.wrong(raw, "to", "given", _("a zone other than the battlefield"))
    if given.event not in ZONED_EVENTS:
        raise reader.error("given.to", _("expected 'to' only with the events leaves-battlefield, dies, "
                                         "leaves-stack and countered"), raw, "to")


def _ask_hook(draft: AskDraft, facts: AskFacts) -> None:
    """The event named, and a destination when the event moves the object somewhere that makes sense."""
    events = [concept.split(".", 1)[1] for concept in facts.with_prefix("event.")]
    event = next((e for e in events if e in EVENTS), None)
    if event is None:
        draft.missing.append("event")
        return
    draft.given["event"] = event
    zones = [concept.split(".", 1)[1] for concept in facts.with_prefix("zone.")]
    zone = next((z for z in zones if z in ZONES and (z != "battlefield" or event in ("leaves-stack", "countered"))),
                None)
    if event in ZONED_EVENTS and zone and event != "dies":
        draft.given["to"] = zone


KIND = QuestionKind(
    name="must-reveal", given=Given, evaluate=evaluate, position=100,
    summary="Must the face-down object be revealed when this happens?",
    ask=AskHints(label=N_("Must it be revealed?"), subject="face-down-by-default", hook=_ask_hook),
    check=_check,
)
