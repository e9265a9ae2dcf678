"""``characteristics``: what are the permanent's characteristics now?"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Literal

from judge_cli.game.vocabulary import OBJECT_ZONES, PROCEDURES
from judge_cli.i18n import _
from judge_cli.rules.api import Verdict
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.kind import AskHints, QuestionKind, key
from judge_cli.rules.layers import compute
from judge_cli.rules.state import Permanent
from judge_cli.rules.turning import told_to_turn_face_down


@dataclass(frozen=True)
class Given:
    """The state the question is about."""

    permanent: Permanent = key(doc="the permanent, with its counters and effects (or, with zone: stack, a spell; "
                                   "with zone: graveyard, hand, library or exile, a card there)")
    battlefield: tuple[Permanent, ...] | None = key(default=None, doc="the other permanents on the battlefield (for a "
                                                                      "characteristic-defining ability that counts "
                                                                      "them; [] when none)")
    after: Literal["now", "turn-face-down"] = key(default="now", doc="now, or after an effect that lists no "
                                                                     "characteristics tells it to turn face down "
                                                                     "(Ixidron)")


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """``characteristics``: the permanent's characteristics now, every effect applied; each thing that shaped them
    decides part of the answer."""
    p = given.permanent
    if given.after == "turn-face-down":
        p = told_to_turn_face_down(p, r)
    if given.battlefield is not None:
        p = replace(p, others=given.battlefield)
    chars, applied = compute(p)
    # The cloak ruling describes the ward-{2} face-down 2/2 that cloak and disguise make.
    topics: tuple[str, ...] = ("characteristics",) if p.is_face_down and PROCEDURES[p.face_down].ward else ()
    if p.is_face_down and p.on_stack:
        r.decide(_("it is a face-down spell on the stack"),
                 _("it was turned face down before it was cast: only the face-down characteristics are seen"),
                 rules=("face-down.4", "morph.c" if p.face_down == "morph" else "disguise.b"))
    for index, item in enumerate(applied):
        later = ("effects-still-apply",) if index and topics else ()
        r.decide(item.fact, _("taken into account"), rules=item.rules, topics=later or (topics if not index else ()))
    if p.is_face_down:
        r.decide(_("it has no mana cost"), _("it is colorless with mana value 0 and has no name"),
                 rules=("mana-cost.3a", "colors.2c"), topics=("no-name",))
    details: dict[str, Any] = {"face_down": p.face_down, **chars.more()}
    if p.phased_out:
        details["phased_out"] = "yes"
        r.step(_("it is phased out"), _("it keeps these characteristics, but the game treats it as though it "
                                        "doesn't exist until it phases in"), rules=("phasing.b",))
    if p.zone != "battlefield":
        details["zone"] = p.zone
    answer = chars.answer()
    summary = _("{power}/{toughness} {colors} {types}, name {name}, abilities: {abilities}").format(
        power=chars.power if chars.power is not None else "-",
        toughness=chars.toughness if chars.toughness is not None else "-",
        colors=", ".join(chars.colors) or _("colorless"), types=" ".join(chars.types),
        name=chars.name or _("none"), abilities=", ".join(chars.abilities) or _("none"))
    return r.verdict(answer, _("It is a {summary}.").format(summary=summary), details)


def _check(given: Given, reader: Any, raw: Any) -> None:
    """A characteristic-defining ability that counts permanents needs the battlefield (else the answer is a guess)."""
    if given.battlefield is None and compute(given.permanent)[0].pt_count is not None:
        raise reader.error("given.battlefield", _("its power and toughness count permanents on the battlefield; "
                                                  "expected battlefield: the other permanents ([] when none)"), raw)


KIND = QuestionKind(
    name="characteristics", given=Given, evaluate=evaluate, position=30, check=_check,
    answer="mapping",
    summary="What are the permanent's characteristics now?",
    ask=AskHints(subject="face-up-by-default"), zones=OBJECT_ZONES,
)
