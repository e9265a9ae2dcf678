"""``leaves-and-returns``: an effect moves the permanent off the battlefield and returns "that card" to the
battlefield — what comes back, and how?

The card that left is a new object (CR 400.7), and permanents enter face up, front face up (CR 110.5b, 712.14) unless
the effect says otherwise: a face-down permanent is revealed as it leaves (CR 708.9) and comes back face up.  A
melded permanent leaves as two cards, and an effect that finds it finds both and returns each (CR 712.21c).  A token
that left can't come back (CR 111.8).  An instant or sorcery card can't enter the battlefield: it stays where it went
(CR 400.4a).  An effect that returns a card face down and then turns it face up (Yarus, Roar of the Old Gods) turns
any permanent card face up — a land too.  When the question names the spell or ability that exiles it (Cloudshift,
Flickerwisp: ``spell``), the permanent must be a legal target for it as it resolves (CR 608.2b), else nothing leaves;
face down it is a colorless 2/2 creature with no name, subtypes or abilities (CR 708.2), so "target non-Angel
creature" finds it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, Literal

from judge_cli.corpus.model import Card
from judge_cli.i18n import N_, _, ngettext
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import is_instant_or_sorcery, unmet, unmet_rules, zone_place
from judge_cli.rules.citations import Reasoning, yes_no
from judge_cli.rules.kind import NAMED_CARD, NEITHER, AskDraft, AskFacts, AskHints, QuestionKind, key
from judge_cli.rules.layers import compute
from judge_cli.rules.state import Dependent, Permanent
from judge_cli.rules.targeting import target_blocked

#: The concept the reader gives a card whose own text returns it face down when it dies (ask.cardtext).
OWN_RETURN = "card.returns-itself-face-down"
#: What a question may take as returning it: the card's own ability, or an effect that exiles or bounces it.
_RETURNERS = (OWN_RETURN, "acts.blink", "left.not-graveyard", "zone.exile", "zone.hand", "zone.library", "method.spell",
              "method.ability", "by.effect")


@dataclass(frozen=True)
class Given:
    """The permanent, where it goes, and how the effect returns it."""

    permanent: Permanent = key(doc="the permanent that leaves the battlefield")
    to: str = key(default="exile", choices=("exile", "graveyard", "hand", "library"),
                  doc="where it goes first",
                  ask={"zone.graveyard": "graveyard", "zone.hand": "hand", "zone.library": "library"})
    returns_face_down: bool = key(default=False, doc="the effect returns it face down (as a 2/2)")
    then_turned_face_up: bool = key(default=False, doc="the effect then turns it face up")
    returner: Literal["effect", "own-ability"] = key(
        default="effect", doc="what returns it: an effect, or its own 'when this dies, return it to the battlefield "
                              "face down' ability (Ashcloud Phoenix), which it has only face up")
    spell: Dependent | None = key(
        default=None, doc="the spell or ability that exiles it as its target and returns it (Cloudshift, Flickerwisp): "
                          "{name, requires, controller}; it must be a legal target as that resolves",
        ask={"acts.blink": NAMED_CARD})


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """Each card that left comes back as a new object — unless it is a token or an instant or sorcery card."""
    p = given.permanent
    answer: dict[str, Any] = {"returned": [], "face_up": None, "stays_in": None, "ceased_to_exist": [],
                              "revealed": None, "permanents": 0}
    if p.phased_out:
        r.decide(_("it is phased out, so it is treated as though it doesn't exist"),
                 _("the effect can't move it: nothing leaves or returns"), rules=("phasing.b",))
        return r.verdict(answer, _("A phased-out permanent isn't affected."))
    if given.spell is not None and not _legal_target(p, given.spell, r):
        return r.verdict(answer, _("It isn't a legal target for {name}: nothing leaves or returns.").format(
            name=given.spell.name))
    if p.token:
        answer["ceased_to_exist"] = [p.display]
        r.decide(_("{name} is a token").format(name=p.display),
                 _("a token that left the battlefield can't come back; it ceases to exist"),
                 rules=("tokens.8", "tokens.7"))
        return r.verdict(answer, _("A token doesn't come back."))
    if p.is_face_down:
        answer["revealed"] = p.card.name
        r.decide(_("{name} leaves the battlefield face down").format(name=p.card.name),
                 _("it is revealed as it leaves, and the card that arrives {where} is a new object").format(
                     where=zone_place(given.to)), rules=("face-down.9", "zones.7"))
    if given.returner == "own-ability" and (p.is_face_down or given.to != "graveyard"):
        r.decide(_("its own ability returns it only when it dies face up") if p.is_face_down else
                 _("its own ability returns it only when it dies"),
                 _("face down it had no abilities as it left: nothing returns it") if p.is_face_down else
                 _("it didn't die: its own ability doesn't trigger, nothing returns it"),
                 rules=("triggered-abilities.10a", "face-down.2"))
        return r.verdict(answer, _("Nothing comes back."))
    cards: tuple[Card, ...] = (p.card,) + ((p.melded_with,) if p.melded_with is not None else ())
    if p.melded:
        r.decide(_("{name} is a melded permanent").format(name=p.display),
                 _("two cards leave, and the effect finds both: it returns each of them"),
                 rules=("double-faced.21", "double-faced.21c"))
    returned = [card for card in cards if not is_instant_or_sorcery(card)]
    for card in cards:
        if card not in returned:
            r.decide(_("{name} is an instant or sorcery card").format(name=card.name),
                     _("it can't enter the battlefield: it stays {where}").format(where=zone_place(given.to)),
                     rules=("zones.4a", "permanents.4a"))
            answer["stays_in"] = given.to
    answer["returned"] = [card.name for card in returned]
    answer["permanents"] = len(returned)
    if not returned:
        return r.verdict(answer, _("Nothing comes back."))
    if given.returner == "own-ability":
        given = replace(given, returns_face_down=True)  # "return it to the battlefield face down under your control"
    answer["face_up"] = yes_no(not given.returns_face_down or given.then_turned_face_up)
    _how(given, returned, r)
    return r.verdict(answer, ngettext("{names} returns to the battlefield {how}.",
                                      "{names} return to the battlefield {how}.", len(returned)).format(
        names=", ".join(answer["returned"]), how=_("face up") if answer["face_up"] == "yes" else _("face down")))


def _legal_target(p: Permanent, spell: Dependent, r: Reasoning) -> bool:
    """Whether ``p`` is a legal target for ``spell`` as it resolves (what its "target …" needs, shroud, hexproof,
    protection): an illegal one is left alone (CR 608.2b)."""
    chars = compute(p)[0]
    shown = _("a face-down 2/2 creature") if p.is_face_down else chars.name or p.card.name
    reasons = unmet(chars, spell.requires, p.is_face_down)
    blocked = target_blocked(chars, p, spell.source, "given.spell")
    if reasons or blocked:
        r.decide(_("{shown}: {reasons}").format(shown=shown, reasons="; ".join(reasons + [b.reason for b in blocked])),
                 _("it isn't a legal target for {name}: {name} doesn't exile it").format(name=spell.name),
                 rules=("resolving.2b",) + tuple(rule for b in blocked for rule in b.rules)
                 + unmet_rules(chars, spell.requires))
        return False
    r.decide(_("{shown} meets what {name} needs").format(shown=shown, name=spell.name),
             _("it is a legal target: {name} exiles it and returns the card").format(name=spell.name),
             rules=("resolving.2b",) + (("face-down.2",) if p.is_face_down else ()))
    return True


def _how(given: Given, returned: list[Card], r: Reasoning) -> None:
    """Face up front face up by default; face down (a 2/2) when told, then turned face up by the effect."""
    if not given.returns_face_down:
        double = any(card.double_faced for card in returned)
        r.decide(_("the effect returns it without saying face down"),
                 _("it enters as a new object, face up") + (_(", front face up") if double else ""),
                 rules=("permanents.5b", "zones.7") + (("double-faced.14",) if double else ()))
        return
    r.decide(_("the effect returns it face down"), _("it enters as a face-down 2/2 creature"),
             rules=("face-down.2a",))
    if given.then_turned_face_up:
        r.decide(_("the effect then turns it face up"),
                 _("an effect may turn a face-down permanent face up whatever permanent card it is: it is face up"),
                 rules=("face-down.7",))


#: "Does it come back face up?" (asked the other way round: "does it come back face down?"); when nothing comes back
#: (a token, an instant card, a face-down Ashcloud Phoenix that died) neither is true: the answer is no either way.
RETURNS_FACE_UP = "claim.returns-face-up"


def _returns_face_up(answer: Mapping[str, Any], facts: AskFacts) -> bool | str:
    return answer["face_up"] == "yes" if answer["returned"] else NEITHER


def _ask_hook(draft: AskDraft, facts: AskFacts) -> None:
    """What returns it must be said: the card's own ability read off its text, or an effect that moved it (exiled
    it, bounced it, a spell or ability); a creature that just died has no effect returning it that anyone named."""
    if facts.has(OWN_RETURN):  # set here, not bound: the card's text is no cue of this kind
        draft.given["returner"] = "own-ability"
        if facts.has("event.dies"):
            draft.given["to"] = "graveyard"  # it died: it went to the graveyard
        if not facts.has("face-up", "face-down") and not facts.with_prefix("proc."):
            draft.missing.append("whether it was face up")  # its ability is there only face up
    elif not facts.has(*_RETURNERS):
        draft.missing.append("what returns it")


KIND = QuestionKind(
    name="leaves-and-returns", given=Given, evaluate=evaluate, answer="mapping", position=59,
    summary="An effect moves the permanent off the battlefield and returns that card: what comes back, and how?",
    ask=AskHints(label=N_("What comes back when it returns?"), subject="face-down-by-default",
                 hook=_ask_hook, claims={RETURNS_FACE_UP: _returns_face_up}),
)
