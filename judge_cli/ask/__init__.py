"""``judge ask``: questions in plain words (seven languages) read into scenarios and answered.

:class:`~judge_cli.ask.answer.Asker` reads a question with the vocabulary of
``data/ask/*.yaml`` (``docs/ask-vocabulary.md``), builds the ``given`` state of
a scenario, checks that the answer doesn't hinge on a fact the question leaves
out, and evaluates it with :mod:`judge_cli.rules`.  Offline: no model, only
normalisation, phrase tables and rapidfuzz.
"""

from judge_cli.ask.answer import Asker, Outcome, Reading
from judge_cli.ask.reader import REFUSALS

__all__ = ["Asker", "Outcome", "Reading", "REFUSALS"]
