"""``characteristics``: what are the permanent's characteristics now?"""

from __future__ import annotations

from dataclasses import dataclass

from judge_cli.game.vocabulary import PROCEDURES
from judge_cli.i18n import _
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import compute
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.kind import AskHints, QuestionKind, key
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


KIND = QuestionKind(
    name="characteristics", given=Given, evaluate=evaluate, position=30,
    answer="mapping",
    summary="What are the permanent's characteristics now?",
    ask=AskHints(subject="face-up-by-default"),
)
