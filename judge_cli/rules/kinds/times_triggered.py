"""``times-triggered``: how many times does another permanent's ability trigger on what happens to this permanent?

A melded permanent is one permanent and two cards: when it dies, "whenever a creature dies" triggers once, "whenever
a card is put into a graveyard" twice (CR 712.21, 712.21e).  A token is no card (CR 108.2b), so it puts none there;
a face-down permanent is one card.  Events on permanents are those of ``watcher-triggers``, whose reasoning this
kind reuses.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_cli.corpus.model import Card
from judge_cli.game.vocabulary import OBJECT_EVENTS, WATCHED_EVENTS
from judge_cli.i18n import N_, _, ngettext
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import printed, unmet
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.kind import AskHints, QuestionKind, key
from judge_cli.rules.kinds import watcher_triggers
from judge_cli.rules.state import Permanent, Requirement

#: What an ability may wait for: an event of a permanent, or a card being put into a graveyard.
CARD_EVENTS = ("card-put-into-graveyard",)


@dataclass(frozen=True)
class Given:
    """What happens to the permanent, and what the watching ability waits for."""

    permanent: Permanent = key(doc="the permanent the event happens to")
    event: str = key(choices=OBJECT_EVENTS, doc="what happens to it")
    waits_for: str = key(choices=WATCHED_EVENTS + CARD_EVENTS,
                         doc="the event the other permanent's ability names (card-put-into-graveyard: 'whenever a "
                             "card is put into a graveyard')")
    watching_for: Requirement | None = key(default=None, doc="what that ability needs of the permanent (or, for "
                                                             "cards, of each card); default: anything")


def _cards(p: Permanent) -> tuple[Card, ...]:
    """The cards that represent ``p``: none for a token, two for a melded permanent."""
    if p.token:
        return ()
    return (p.card,) + ((p.melded_with,) if p.melded_with is not None else ())


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """Permanent events trigger once per permanent; card events once per card that goes there."""
    p = given.permanent
    if given.waits_for not in CARD_EVENTS:
        inner = watcher_triggers.Given(permanent=p, event=given.event, waits_for=given.waits_for,
                                       watching_for=given.watching_for)
        verdict = watcher_triggers.evaluate(inner, r)
        times = 1 if verdict.answer == "yes" else 0
        if times and p.melded:
            r.decide(_("{name} is one melded permanent, represented by two cards").format(name=p.display),
                     _("it is one object: the ability triggers once"), rules=("double-faced.21e",))
        return _answer(times, r, verdict.details)
    if p.phased_out or given.event != "dies":
        r.decide(_("nothing puts it into a graveyard") if not p.phased_out else
                 _("it is phased out, so it is treated as though it doesn't exist"),
                 _("no card is put into a graveyard"), rules=("phasing.b",) if p.phased_out else ("zones.7",))
        return _answer(0, r, {})
    cards = _cards(p)
    wanted = given.watching_for or Requirement()
    matching = [card for card in cards if not unmet(printed(card), wanted, False)]
    if p.token:
        r.decide(_("{name} is a token, not a card").format(name=p.display),
                 _("no card is put into a graveyard"), rules=("cards.2b",))
    elif p.melded:
        r.decide(_("{name} is a melded permanent: it dies as one permanent, and its two cards go to the graveyard")
                 .format(name=p.display), _("counting cards, it is two"), rules=("double-faced.21", "double-faced.21e"))
    else:
        r.decide(_("{name} dies: its card is put into the graveyard").format(name=p.display) + (
            _(" (revealed: it was face down)") if p.is_face_down else ""), _("one card"), rules=("zones.7",))
    if len(matching) < len(cards):
        r.decide(_("the ability waits for a card that is not like {names}").format(
            names=", ".join(card.name for card in cards if card not in matching)),
            _("in the graveyard a card has its front face's characteristics"), rules=("double-faced.8a",))
    return _answer(len(matching), r, {"cards": [card.name for card in matching]})


def _answer(times: int, r: Reasoning, details: dict[str, Any]) -> Verdict:
    return r.verdict(str(times), ngettext("The ability triggers {count} time.", "The ability triggers {count} times.",
                                          times).format(count=times), details)


KIND = QuestionKind(
    name="times-triggered", given=Given, evaluate=evaluate, answer="number", position=56,
    summary="How many times does another permanent's ability trigger on what happens to this permanent?",
    ask=AskHints(label=N_("How many times does the ability trigger?"), subject="face-up-by-default"),
)
