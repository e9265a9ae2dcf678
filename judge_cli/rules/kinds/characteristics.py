"""``characteristics``: what are the permanent's characteristics now?"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, Literal

from judge_cli.game.vocabulary import COLORLESS, OBJECT_ZONES, PROCEDURES, color_label, type_label
from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.kind import AskClaim, AskFacts, AskHints, QuestionKind, key
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
    if p.created_as_copy_of is not None and p.created_as_copy_of.is_face_down:
        r.decide(_("it is a token created as a copy of a face-down permanent"),
                 _("it enters face up: a copy gets the copiable values, not the face-down status"),
                 rules=("copying.2", "permanents.5b"))
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
        colors=", ".join(color_label(color) for color in chars.colors) or color_label(COLORLESS),
        types=" ".join(type_label(card_type) for card_type in chars.types),
        name=chars.name or _("none"), abilities=", ".join(chars.abilities) or _("none"))
    return r.verdict(answer, _("It is a {summary}.").format(summary=summary), details)


def _check(given: Given, reader: Any, raw: Any) -> None:
    """A characteristic-defining ability that counts permanents needs the battlefield (else the answer is a guess)."""
    if given.battlefield is None and compute(given.permanent)[0].pt_count is not None:
        raise reader.error("given.battlefield", _("its power and toughness count permanents on the battlefield; "
                                                  "expected battlefield: the other permanents ([] when none)"), raw)


def _colors_named(answer: Mapping[str, Any], facts: AskFacts) -> bool | None:
    """"Is it green?": every color the question names is one of its colors."""
    named = [concept.split(".", 1)[1] for concept in facts.with_prefix("color.")]
    return all(color in answer["colors"] for color in named) if named else None


def _mana_value(answer: Mapping[str, Any], facts: AskFacts) -> bool | None:
    number = facts.number()
    return None if number is None else answer["mana_value"] == number


def _size(answer: Mapping[str, Any], facts: AskFacts) -> bool | None:
    stated = facts.power_toughness()
    return None if stated is None else (answer["power"], answer["toughness"]) == stated


#: Yes/no questions about the characteristics (see AskHints.claims).
CLAIMS: dict[str, AskClaim] = {
    "claim.colorless": lambda answer, facts: answer["colors"] == [],
    "claim.color": _colors_named,
    "claim.ward": lambda answer, facts: any(ability.startswith("ward") for ability in answer["abilities"]),
    "claim.abilities": lambda answer, facts: bool(answer["abilities"]),
    "claim.name": lambda answer, facts: answer["name"] is not None,
    "claim.mana-cost": lambda answer, facts: answer["mana_cost"] is not None,
    "claim.mana-value": _mana_value,
    "claim.size": _size,
    "claim.subtypes": lambda answer, facts: bool(answer["subtypes"]),
    "claim.creature": lambda answer, facts: "creature" in answer["types"],
}


KIND = QuestionKind(
    name="characteristics", given=Given, evaluate=evaluate, position=30, check=_check,
    answer="mapping",
    summary="What are the permanent's characteristics now?",
    ask=AskHints(label=N_("What are its characteristics?"),
                 subject="face-up-by-default", claims=CLAIMS), zones=OBJECT_ZONES,
)
