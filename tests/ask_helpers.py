"""Shared helpers of the tests/test_ask_*.py modules that add printed cards to the seed corpus."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

LANGS = ("de", "fr", "es", "it", "ja", "zh")


def printed(card_id: str, name: str, type_line: str, cost: str, text: str, names: tuple[str, ...],
            power: str | None = None, toughness: str | None = None) -> Any:
    """A corpus card from its printed English text and its printed names in the six other languages (in LANGS
    order)."""
    from judge_cli.corpus.model import Card
    from judge_cli.game.oracle import face_from_oracle

    face = face_from_oracle(name, type_line, cost, text, power, toughness)
    return Card(id=card_id, name=name, faces=(face,), names={"en": name, **dict(zip(LANGS, names, strict=True))})


def asker_with(corpus: Any, cards: list[Any]) -> Any:
    """An Asker over ``corpus`` and ``cards``."""
    from judge_cli.ask import Asker

    return Asker(replace(corpus, cards={**corpus.cards, **{c.id: c for c in cards}}))


def answer(asker: Any, question: str) -> str | None:
    """The yes/no answered, or None for a refusal."""
    outcome = asker.ask(question)
    return outcome.verdict.answer if outcome.verdict is not None else None
