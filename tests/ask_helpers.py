"""Shared helpers of the `judge ask` reader tests: an answer read off an outcome."""

from __future__ import annotations

from typing import Any


def answer(asker: Any, question: str) -> str:
    """The answer ("yes" / "no") to a question the reader must answer; fails with the refusal when it doesn't."""
    outcome = asker.ask(question)
    assert outcome.verdict is not None, (question, outcome.refusal, outcome.missing, outcome.detail)
    return outcome.verdict.answer


def answer_or_none(asker: Any, question: str) -> str | None:
    """The answer to a question, or None when the reader refuses it."""
    outcome = asker.ask(question)
    return outcome.verdict.answer if outcome.verdict is not None else None
