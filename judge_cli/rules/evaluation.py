"""Evaluate a question with the citations of a run: the entry point the scenario runner and ``judge ask`` use.

A run evaluates thousands of scenarios against one corpus; the CR references
and the rulings per topic it cites are worked out once and kept in the
:class:`~judge_cli.rules.citations.CorpusCitations` the run passes here.
"""

from __future__ import annotations

from judge_cli.corpus.model import Corpus
from judge_cli.rules.api import Verdict
from judge_cli.rules.citations import CorpusCitations, Reasoning
from judge_cli.rules.kinds import kind_of
from judge_cli.rules.state import State


def evaluate(question: str, state: State, corpus: Corpus, *, lang: str = "en",
             sources: CorpusCitations | None = None) -> Verdict:
    """Answer ``question`` about ``state``, with explanation, steps and citations in ``lang``.

    ``sources``: the run's references and rulings by topic (made for this one
    evaluation when None; pass one per run to evaluate many).
    """
    return kind_of(question).evaluate(state, Reasoning(corpus, lang, sources or CorpusCitations(corpus)))
