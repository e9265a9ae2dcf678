"""Question banks: the ``ask`` scenarios of ``judge eval`` (read, evaluate, check the reading too).

The scenario runner (``judge_cli.scenarios.runner``) knows nothing of
questions in plain words; it is given a :class:`QuestionBank` as its
:class:`~judge_cli.scenarios.runner.QuestionRunner` and hands it every
scenario written with ``ask:``.  The reader itself (vocabulary, name index)
is imported and loaded with the first such scenario: a bank without any
costs nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge_cli.errors import JudgeError, located
from judge_cli.i18n import _
from judge_cli.scenarios import expectations
from judge_cli.scenarios.fileformat import Expectation, Problem, Scenario
from judge_cli.scenarios.report_json import plain
from judge_cli.scenarios.runner import ANSWERED, ERROR, FAIL, PASS, AskJson, Result

if TYPE_CHECKING:  # pragma: no cover - typing only; the reader loads with the first question of a run
    from pathlib import Path

    from judge_cli.ask.answer import Asker, Outcome
    from judge_cli.corpus.model import Corpus
    from judge_cli.rules.api import CitationBinder
    from judge_cli.rules.citations import CorpusCitations
    from judge_cli.scenarios.resolver import CorpusCardResolver


@dataclass(frozen=True)
class AskedOutcome:
    """An answered (or refused) question as the reports show it (a ``AskedQuestion`` of the runner)."""

    outcome: Outcome

    @property
    def lang(self) -> str | None:
        """The language the question was written in."""
        return self.outcome.lang

    def report_lines(self) -> list[str]:
        """How the text was read (language, confidence, reading), or why it was refused."""
        from judge_cli.ask.render import describe, refusal_message

        outcome = self.outcome
        if outcome.verdict is None or outcome.reading is None:
            return [_("refused ({reason}): {message}").format(reason=outcome.refusal,
                                                             message=refusal_message(outcome))]
        return [_("read as ({lang}, confidence {value:.2f}): {reading}").format(
            lang=outcome.lang, value=outcome.reading.confidence, reading=describe(outcome.reading))]

    def report_json(self) -> AskJson:
        """``ask``, ``lang``, ``refused``, ``read_as`` and ``confidence`` for the JSON report."""
        outcome = self.outcome
        return {"ask": outcome.text, "lang": outcome.lang, "refused": outcome.refusal,
                "read_as": plain(outcome.reading.to_json()) if outcome.reading else None,
                "confidence": outcome.reading.confidence if outcome.reading else 0.0}


class QuestionBank:
    """Runs the ``ask`` scenarios of one run; the :class:`Asker` (vocabulary, name index) is made for the first.

    It shares the run's card resolver (each name resolved once), citation
    re-binder and citation sources with the scenario runner.
    """

    def __init__(self, corpus: Corpus, *, resolver: CorpusCardResolver | None = None,
                 citations: CitationBinder | None = None, sources: CorpusCitations | None = None,
                 asker: Asker | None = None, cache_dir: Path | None = None) -> None:
        self.corpus = corpus
        self.resolver = resolver
        self.citations = citations
        self.sources = sources
        #: Where the compiled vocabulary is cached (None: compiled for this run, seconds).
        self.cache_dir = cache_dir
        self._asker = asker

    @property
    def asker(self) -> Asker:
        """Reads the questions (vocabulary loaded on the first one)."""
        if self._asker is None:
            from judge_cli.ask.answer import Asker

            index = self.resolver.index if self.resolver is not None else None
            self._asker = Asker(self.corpus, resolver=self.resolver, index=index, citations=self.citations,
                                sources=self.sources, cache_dir=self.cache_dir)
        return self._asker

    def __call__(self, scenario: Scenario, *, lang: str) -> Result:
        """The result of an ``ask`` scenario: its text read and answered in ``lang``, then compared with ``expect``."""
        try:
            outcome = self.asker.ask(scenario.ask or "", lang=scenario.lang, answer_lang=lang)
        except JudgeError as error:
            message = located(scenario.source, scenario.question_line or scenario.line,
                              _("key 'ask': {problem}").format(problem=error.message))
            return Result(ERROR, scenario.source, scenario.line, scenario.id, None, expected=scenario.expect,
                          error=Problem(scenario.source, scenario.line, message).message,
                          description=scenario.description)
        question = outcome.reading.question if outcome.reading else None
        result = Result(ANSWERED, scenario.source, scenario.line, scenario.id, question, outcome.verdict,
                        scenario.expect, description=scenario.description, ask=AskedOutcome(outcome))
        if scenario.expect is not None:
            result.failures = check(scenario.expect, outcome)
            result.status = FAIL if result.failures else PASS
        return result


def check(expect: Expectation, outcome: Outcome) -> list[str]:
    """Why ``outcome`` does not meet ``expect`` (empty when it does)."""
    from judge_cli.ask.render import refusal_message

    if expect.refused is not None:
        if outcome.refusal == expect.refused:
            return []
        reading = outcome.reading.question if outcome.reading else None
        got = outcome.refusal or _("an answer ({question})").format(question=reading)
        return [_("expected the question to be refused ({reason}); got {got}").format(reason=expect.refused, got=got)]
    if outcome.verdict is None or outcome.reading is None:
        return [_("the question was refused ({reason}): {message}").format(
            reason=outcome.refusal, message=refusal_message(outcome))]
    problems = []
    if expect.read_as is not None:
        problems.extend(expectations.subset_mismatches(expect.read_as, outcome.reading.to_json(), "read_as"))
    return problems + expectations.check(expect, outcome.verdict)
