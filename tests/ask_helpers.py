"""Shared helpers of the `judge ask` reader tests: an answer read off an outcome, and printed cards added to the seed
corpus."""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import Any

#: The languages of a printed card's names after English, in the order :func:`printed` takes them.
LANGS = ("de", "fr", "es", "it", "ja", "zh")


def answer(asker: Any, question: str) -> str:
    """The answer ("yes" / "no") to a question the reader must answer; fails with the refusal when it doesn't."""
    outcome = asker.ask(question)
    assert outcome.verdict is not None, (question, outcome.refusal, outcome.missing, outcome.detail)
    return outcome.verdict.answer


def answer_or_none(asker: Any, question: str) -> str | None:
    """The answer to a question, or None when the reader refuses it."""
    outcome = asker.ask(question)
    return outcome.verdict.answer if outcome.verdict is not None else None


def printed(card_id: str, name: str, type_line: str, cost: str, text: str, names: tuple[str, ...],
            power: str | None = None, toughness: str | None = None) -> Any:
    """A corpus card from its printed English text and its printed names in the six other languages (in LANGS
    order)."""
    from judge_cli.corpus.model import Card
    from judge_cli.game.oracle import face_from_oracle

    face = face_from_oracle(name, type_line, cost, text, power, toughness)
    return Card(id=card_id, name=name, faces=(face,), names={"en": name, **dict(zip(LANGS, names, strict=True))})


@cache
def shared_lexicon() -> Any:
    """The shipped vocabulary, compiled once for the whole test session (compiling it takes tens of seconds: an
    Asker of its own per test made the suite take most of an hour)."""
    from judge_cli.ask.vocabulary import load_lexicon

    return load_lexicon()


def new_asker(corpus: Any, **options: Any) -> Any:
    """An Asker over ``corpus`` reading with the session's compiled vocabulary (see :func:`shared_lexicon`)."""
    from judge_cli.ask import Asker

    return Asker(corpus, lexicon=shared_lexicon(), **options)


def asker_with(corpus: Any, cards: list[Any]) -> Any:
    """An Asker over ``corpus`` and ``cards``."""
    return new_asker(replace(corpus, cards={**corpus.cards, **{c.id: c for c in cards}}))
