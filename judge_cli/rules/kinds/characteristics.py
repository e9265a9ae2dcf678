"""``characteristics``: what are the permanent's characteristics now?"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from judge_cli.game.vocabulary import PROCEDURES
from judge_cli.i18n import _
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import compute
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.kind import AskClaim, AskFacts, AskHints, QuestionKind, key
from judge_cli.rules.state import Permanent


@dataclass(frozen=True)
class Given:
    """The state the question is about."""

    permanent: Permanent = key(doc="the permanent, with its counters and effects")


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """``characteristics``: the permanent's characteristics now, every effect applied."""
    p = given.permanent
    chars, applied = compute(p)
    # The cloak ruling describes the ward-{2} face-down 2/2 that cloak and disguise make.
    topics: tuple[str, ...] = ("characteristics",) if p.is_face_down and PROCEDURES[p.face_down].ward else ()
    for index, item in enumerate(applied):
        later = ("effects-still-apply",) if index and topics else ()
        r.step(item.fact, _("taken into account"), rules=item.rules, topics=later or (topics if not index else ()))
    if p.is_face_down:
        r.step(_("it has no mana cost"), _("it is colorless with mana value 0 and has no name"),
               rules=("mana-cost.3a", "colors.2c"), topics=("no-name",))
    answer = chars.answer()
    summary = _("{power}/{toughness} {colors} {types}, name {name}, abilities: {abilities}").format(
        power=chars.power if chars.power is not None else "-", toughness=chars.toughness if chars.toughness is not None else "-",
        colors=", ".join(chars.colors) or _("colorless"), types=" ".join(chars.types),
        name=chars.name or _("none"), abilities=", ".join(chars.abilities) or _("none"))
    return r.verdict(answer, _("It is a {summary}.").format(summary=summary), {"face_down": p.face_down})


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
    name="characteristics", given=Given, evaluate=evaluate, position=30,
    answer="mapping",
    summary="What are the permanent's characteristics now?",
    ask=AskHints(subject="face-up-by-default", claims=CLAIMS),
)
