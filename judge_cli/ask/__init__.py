"""``judge ask``: questions in plain words (seven languages) read into scenarios and answered.

:class:`~judge_cli.ask.answer.Asker` reads a question with the vocabulary of
``data/ask/*.yaml`` (``docs/ask-vocabulary.md``), builds the ``given`` state of
a scenario, checks that the answer doesn't hinge on a fact the question leaves
out, and evaluates it with :mod:`judge_cli.rules`.  Offline: no model, only
normalisation, phrase tables and rapidfuzz.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover - typing only
    from judge_cli.ask.answer import Asker, Outcome, Reading
    from judge_cli.ask.reader import REFUSALS

__all__ = ["Asker", "Outcome", "Reading", "REFUSALS"]


def __getattr__(name: str) -> Any:
    """The reader's names, imported on first use: ``judge eval`` imports ``judge_cli.ask.bank`` for every
    run, and only a run with questions in plain words needs the reader (PEP 562)."""
    if name in ("Asker", "Outcome", "Reading"):
        from judge_cli.ask import answer

        return getattr(answer, name)
    if name == "REFUSALS":
        from judge_cli.ask.reader import REFUSALS

        return REFUSALS
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
