"""``leaves-battlefield-triggers``: does the permanent's own "when this dies / leaves the battlefield" ability
trigger, and what is revealed?

Leaves-the-battlefield abilities look back in time (CR 603.10a): a face-down permanent left as a face-down 2/2
with no abilities, so the printed ability of the card it was doesn't trigger; the card is revealed (CR 708.9).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.citations import Reasoning, yes_no
from judge_cli.rules.kind import AskDraft, AskFacts, AskHints, QuestionKind, key
from judge_cli.rules.layers import compute
from judge_cli.rules.state import Permanent


@dataclass(frozen=True)
class Given:
    """The permanent, and how it leaves the battlefield."""

    permanent: Permanent = key(doc="the permanent that leaves the battlefield")
    event: Literal["dies", "leaves-battlefield"] = key(
        default="dies", doc="it dies (goes to the graveyard), or leaves for another zone (exile, hand, library)",
        ask={"event.dies": "dies", "event.leaves-battlefield": "leaves-battlefield"})


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """Its own dies/leaves ability triggers only if it had that ability just before it left."""
    p, event = given.permanent, given.event
    details: dict[str, Any] = {"event": event, "revealed": None}
    if p.phased_out:
        r.decide(_("it is phased out, so it is treated as though it doesn't exist"),
                 _("it can't die or be moved until it phases in"), rules=("phasing.b",))
        return r.verdict("no", _("A phased-out permanent can't die or leave the battlefield."), details)
    if p.is_face_down:
        details["revealed"] = p.card.name
        r.step(_("{name} leaves the battlefield face down").format(name=p.card.name),
               _("its owner reveals it to all players"), rules=("face-down.9",), topics=("reveal+!instant-sorcery",))
    before = compute(p)[0]  # just before it left (CR 603.10a)
    details["last_known"] = {"power": before.power, "toughness": before.toughness,
                             "counters": {kind: count for kind, count in p.counters if count}}
    wanted = ("dies", "leaves-battlefield") if event == "dies" else ("leaves-battlefield",)
    has = any(t in before.triggers for t in wanted)
    printed = any(t in p.card.front.triggers for t in wanted)
    if has:
        r.decide(_("just before it left it had a '{event}' ability").format(event=event), _("the ability triggers"),
                 rules=("triggered-abilities.10a",))
        if p.counters:
            r.decide(_("as it last existed it had {counters}").format(counters=", ".join(
                f"{count} {kind}" for kind, count in p.counters if count)),
                _("an ability that counts them uses that last known information"), rules=("resolving.2h",))
        return r.verdict("yes", _("Looking back at it just before it left, it had the ability, so it triggers."),
                         details)
    if p.is_face_down and printed:
        r.decide(_("just before it left it was a face-down 2/2 with no abilities; the card's ability wasn't there"),
                 _("the card's own leaves-the-battlefield ability doesn't trigger"),
                 rules=("triggered-abilities.10a", "face-down.2"))
        return r.verdict("no", _("It left face down, without abilities: the card's ability doesn't trigger, though "
                                 "the card is revealed."), details)
    if printed:
        r.decide(_("just before it left it had lost that ability"), _("the ability doesn't trigger"),
                 rules=("triggered-abilities.10a",))
        return r.verdict("no", _("It had lost the ability when it left, so it doesn't trigger."), details)
    if event == "leaves-battlefield" and "dies" in before.triggers:
        r.decide(_("it has a 'dies' ability, but it leaves for a zone other than the graveyard"),
                 _("it doesn't die, so the ability doesn't trigger"), rules=("triggered-abilities.10a",))
        return r.verdict("no", _("It doesn't die, so its dies ability doesn't trigger."), details)
    r.decide(_("it has no ability that triggers when it {event}").format(event=event), _("nothing triggers"),
             rules=("triggered-abilities.10a",))
    return r.verdict(yes_no(False), _("It has no such ability."), details)


#: The ask concept of words that move a permanent off the battlefield to a zone other than the graveyard
#: ("exiled", "bounced"), unlike "leaves the battlefield" or "sacrificed" (a sacrificed creature dies).
ELSEWHERE = "left.not-graveyard"


def left_for_elsewhere(facts: AskFacts) -> bool | None:
    """Whether the words make the permanent leave for a zone other than the graveyard: True (exiled, bounced to
    hand), False (it died), None when they only say it left ("leaves the battlefield", "sacrificed") or say
    nothing."""
    if facts.has("event.dies"):
        return False
    if facts.has(ELSEWHERE):
        return True
    return None


def _ask_hook(draft: AskDraft, facts: AskFacts) -> None:
    """Face down only when the words say so (a face-up creature's dies ability triggers); where it went, when that
    decides the answer.

    A permanent the words turned face up before it left is face up as it leaves; its ability is the one the words
    name ("its dies trigger": ``card.has-dies``), so which card it is doesn't matter.  Left face down, nothing of
    the card triggers wherever it went; left face up, a dies ability triggers only if it died: "it left the
    battlefield" or "it was sacrificed" without a zone is not read as either, and a face-up permanent that the words
    don't make leave at all is not read as dying.
    """
    permanent = draft.given["permanent"]
    if isinstance(permanent.get("card"), dict) and "which card it is face up" in draft.missing:
        draft.missing.remove("which card it is face up")
    if "face_down" in permanent:
        return
    elsewhere = left_for_elsewhere(facts)
    if not facts.has("event.dies", "event.leaves-battlefield", ELSEWHERE):
        draft.missing.append("event")  # "when I unmorph it, does its dies trigger go off?": nothing left at all
    elif facts.has("event.leaves-battlefield") and elsewhere is None:
        draft.missing.append("where it goes")
    elif elsewhere:
        draft.given["event"] = "leaves-battlefield"


KIND = QuestionKind(
    name="leaves-battlefield-triggers", given=Given, evaluate=evaluate, position=58,
    summary="Does the permanent's own 'when this dies / leaves the battlefield' ability trigger, and what is "
            "revealed?",
    ask=AskHints(label=N_("Does its own 'when this dies or leaves' ability trigger?"),
                 subject="face-up-by-default", card_triggers=("dies",), hook=_ask_hook),
)
