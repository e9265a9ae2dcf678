"""``entering-the-battlefield``: how does the permanent enter the battlefield — tapped or not, with which counters,
as what, and which of its own abilities trigger?

What modifies how a permanent enters is checked on the permanent *as it would exist on the battlefield* (CR
614.12): effects that will apply to it there count (under Humility it has no "enters tapped"), effects that apply
only where it comes from don't (Yixlid Jailer's "cards in graveyards lose all abilities").  A card put onto the
battlefield face down is face down before it enters, so its own "enters tapped", "enters with" and enters abilities
don't apply (CR 708.3).  A permanent entering as a copy has the copy's enters abilities (CR 707.5) — but never turned
face up, so "as/when this is turned face up" does nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from judge_cli.game.oracle import ENTERS_TAPPED
from judge_cli.game.vocabulary import ZONES
from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import has_ability, zone_place
from judge_cli.rules.citations import Reasoning, yes_no
from judge_cli.rules.kind import AskHints, QuestionKind, key
from judge_cli.rules.layers import compute
from judge_cli.rules.state import Permanent

#: "Does the Clone enter face down?" (the ask reader makes the entering said of a copy this claim, ask.roles).
ENTERS_FACE_DOWN = "claim.enters-face-down"


@dataclass(frozen=True)
class Given:
    """The permanent as it will be on the battlefield, where it comes from, and how it is put there."""

    permanent: Permanent = key(doc="the permanent as it will be on the battlefield (face down, or face up with the "
                                   "effects that will apply to it, or copying something)")
    from_zone: str = key(default="hand", choices=ZONES + ("stack",),
                         doc="where it comes from: stack (a resolving spell), hand (a land played), graveyard…",
                         ask={"zone.graveyard": "graveyard", "zone.library": "library", "zone.exile": "exile"})
    x: int | None = key(default=None, doc="the X paid for it (for 'enters with X counters')")
    tapped: bool = key(default=False, doc="the spell or ability putting it onto the battlefield says tapped")


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """Its own entering abilities, as it would exist on the battlefield; none of them face down."""
    p = replace(given.permanent, zone="battlefield")
    chars = compute(p)[0]
    answer: dict[str, Any] = {"tapped": yes_no(given.tapped), "counters": {}, "characteristics": chars.answer(),
                              "triggers": [], "face_down": yes_no(p.is_face_down)}
    details: dict[str, Any] = {"not_triggering": []}
    elsewhere = [e for e in given.permanent.effects if e.applies_in is not None and e.applies_in != "battlefield"]
    for effect in elsewhere:
        r.decide(_("{effect} applies to it {where}, not on the battlefield").format(
            effect=effect.label or _("an effect"), where=zone_place(effect.applies_in or "")),
            _("what it will be on the battlefield decides how it enters, so that effect changes nothing"),
            rules=("replacement-effects.12",))
    if given.tapped:
        r.decide(_("the effect puts it onto the battlefield tapped"), _("it enters tapped"), rules=("permanents.5",))
    if p.is_face_down:
        printed = p.card.front
        if has_ability(printed.abilities, ENTERS_TAPPED) or printed.enters_with_counters or printed.triggers:
            r.decide(_("it is put onto the battlefield face down"),
                     _("it is face down before it enters: its card's entering abilities don't apply"),
                     rules=("face-down.3",))
        else:
            r.decide(_("it is put onto the battlefield face down"), _("it enters as a face-down 2/2 creature"),
                     rules=("face-down.3",))
        return r.verdict(answer, _("It enters face down."), details)
    copied = next((e.copy_of_permanent for e in p.effects_in_force if e.copy_of_permanent is not None), None)
    if copied is not None and copied.is_face_down:
        r.decide(_("it enters as a copy of a face-down permanent"),
                 _("it gets the face-down characteristics (a nameless 2/2 creature), not the face-down status: it "
                   "enters face up"), rules=("copying.2", "permanents.5b"))
    _tapped(given, chars, r, answer)
    _counters(given, p, chars, r, answer)
    answer["characteristics"] = compute(replace(p, counters=tuple(answer["counters"].items())
                                                + p.counters))[0].answer()
    if "enters" in chars.triggers:
        answer["triggers"] = ["enters"]
        r.decide(_("as it is on the battlefield it has an enters ability"), _("the ability triggers"),
                 rules=("triggered-abilities.6a",) + (("copying.5",) if any(e.copies for e in p.effects_in_force)
                                                      else ()))
    if "turned-face-up" in chars.triggers:
        details["not_triggering"].append("turned-face-up")
        r.decide(_("it has a 'when this is turned face up' ability"),
                 _("it enters face up and is never turned face up, so the ability doesn't trigger"),
                 rules=("triggered-abilities.6a", "face-down.8") + (
                     ("copying.5",) if any(e.copies for e in p.effects_in_force) else ()))
    if not r.steps:
        r.decide(_("nothing changes how it enters"), _("it enters untapped, with no counters"),
                 rules=("permanents.5",))
    tapped = _("tapped") if answer["tapped"] == "yes" else _("untapped")
    if copied is not None and copied.is_face_down:
        return r.verdict(answer, _("It enters face up, {tapped}.").format(tapped=tapped), details)
    return r.verdict(answer, _("It enters {tapped}.").format(tapped=tapped), details)


def _tapped(given: Given, chars: Any, r: Reasoning, answer: dict[str, Any]) -> None:
    """Its own "enters tapped", if it has it as it would exist on the battlefield (CR 614.1d, 614.12)."""
    own = has_ability(chars.abilities, ENTERS_TAPPED)
    printed = has_ability(given.permanent.card.front.abilities, ENTERS_TAPPED)
    if own:
        answer["tapped"] = "yes"
        r.decide(_("as it would exist on the battlefield it has \"this enters tapped\""), _("it enters tapped"),
                 rules=("replacement-effects.1d", "replacement-effects.12"))
    elif printed:
        r.decide(_("as it would exist on the battlefield it has lost \"this enters tapped\""),
                 _("that ability doesn't apply: it enters untapped") if not given.tapped else
                 _("that ability doesn't apply"), rules=("replacement-effects.12",))


def _counters(given: Given, p: Permanent, chars: Any, r: Reasoning, answer: dict[str, Any]) -> None:
    """"Enters with" counters (X is what was paid); "as this is turned face up" counters don't apply."""
    for kind, count in chars.enters_with_counters:
        number = given.x if count == "X" else int(count)
        answer["counters"][kind] = answer["counters"].get(kind, 0) + (number or 0)
        r.decide(_("it enters with {count} {kind} counters").format(count=number, kind=kind),
                 _("they are put on it as it enters"), rules=("replacement-effects.1c",) + (
                     ("numbers.3a",) if count == "X" else ()))
    if chars.turned_face_up_counters:
        r.decide(_("it has an 'as this is turned face up' ability"),
                 _("it enters face up without turning face up, so that ability puts no counters on it"),
                 rules=("face-down.11",))
    if p.card.front.enters_with_counters and not chars.enters_with_counters:
        r.decide(_("as it would exist on the battlefield it has lost its 'enters with counters' ability"),
                 _("it enters without those counters"), rules=("replacement-effects.12",))


def _check(given: Given, reader: Any, raw: Any) -> None:
    """An "enters with X counters" ability needs the X paid."""
    chars = compute(replace(given.permanent, zone="battlefield"))[0]
    if given.x is None and not given.permanent.is_face_down and any(
            count == "X" for _kind, count in chars.enters_with_counters):
        raise reader.error("given.x", _("it enters with X counters; the question must give x"), raw)


KIND = QuestionKind(
    name="entering-the-battlefield", given=Given, evaluate=evaluate, answer="mapping", position=52, check=_check,
    summary="How does the permanent enter the battlefield: tapped, with which counters, and what triggers?",
    ask=AskHints(label=N_("How does it enter the battlefield?"),
                 subject="face-up-by-default", card_triggers=("enters",),
                 claims={ENTERS_FACE_DOWN: lambda answer, facts: answer["face_down"] == "yes"}),
)
