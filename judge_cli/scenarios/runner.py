"""Run a batch of scenarios through the rules evaluator and collect the results.

The runner is where a batch keeps going: a broken file, a broken scenario, or
even a bug in the evaluator for one scenario becomes one ERROR result and the
rest still run.  The evaluator is injected (:class:`Engine`) so that this
layer can be tested apart from the rules; so is the reader of questions in
plain words (:class:`QuestionRunner`, from ``judge_cli.ask``, which sits above
this package).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from dataclasses import field
from functools import partial
from typing import TYPE_CHECKING, Any, Protocol

from judge_cli.corpus.model import Corpus
from judge_cli.errors import ExitCode, JudgeError, located
from judge_cli.gcpause import paused_gc
from judge_cli.i18n import _
from judge_cli.records import frozen, record
from judge_cli.rules.api import CardResolver, CitationBinder, ScenarioError, Verdict
from judge_cli.scenarios import expectations
from judge_cli.scenarios.fileformat import Problem, Scenario, Source, read_source
from judge_cli.scenarios.resolver import CorpusCardResolver
from judge_cli.scenarios.results import ANSWERED, ERROR, FAIL, PASS, Result
from judge_cli.scenarios.results import AskedQuestion as AskedQuestion  # still importable from here
from judge_cli.scenarios.results import AskJson as AskJson
from judge_cli.suggest import did_you_mean


@frozen
class Engine:
    """The rules evaluator as three parts: its question kinds, its parser, its judge."""

    question_kinds: Collection[str]
    parse_given: Callable[..., Any]
    evaluate: Callable[..., Verdict]


if TYPE_CHECKING:  # pragma: no cover - typing only
    from judge_cli.rules.citations import CorpusCitations


def default_engine(sources: CorpusCitations | None = None) -> Engine:
    """The real evaluator of ``judge_cli.rules``, citing from ``sources`` (the run's references and
    rulings by topic; see :class:`~judge_cli.rules.citations.CorpusCitations`)."""
    from judge_cli import rules

    return Engine(rules.QUESTION_KINDS, rules.parse_given, partial(rules.evaluate, sources=sources))


class QuestionRunner(Protocol):
    """Runs an ``ask`` scenario: reads the question, answers it, checks ``expect`` (``judge_cli.ask.bank``)."""

    def __call__(self, scenario: Scenario, *, lang: str) -> Result:  # pragma: no cover - protocol
        """The scenario's result; ``lang``: the language of the answer's citations."""


@record
class Summary:
    """Counts of a run, and the exit code they mean."""

    passed: int = 0
    failed: int = 0
    errors: int = 0
    answered: int = 0

    @property
    def total(self) -> int:
        """Number of results."""
        return self.passed + self.failed + self.errors + self.answered

    @property
    def exit_code(self) -> ExitCode:
        """2 when anything was invalid, else 1 when anything failed, else 0."""
        if self.errors:
            return ExitCode.BAD_INPUT
        if self.failed:
            return ExitCode.NOT_FOUND
        return ExitCode.OK

    def to_json(self) -> dict[str, int]:
        """The ``summary`` field of the JSON report."""
        return {"passed": self.passed, "failed": self.failed, "errors": self.errors,
                "answered": self.answered, "total": self.total, "exit_code": int(self.exit_code)}


@record
class RunReport:
    """All results of a run, in input order."""

    results: list[Result] = field(default_factory=list)

    def summary(self) -> Summary:
        """Count the results by status."""
        summary = Summary()
        for result in self.results:
            if result.status == PASS:
                summary.passed += 1
            elif result.status == FAIL:
                summary.failed += 1
            elif result.status == ANSWERED:
                summary.answered += 1
            else:
                summary.errors += 1
        return summary


class Runner:
    """Evaluates scenarios against one corpus, with one card resolver for the run."""

    def __init__(self, corpus: Corpus, *, lang: str = "en", engine: Engine | None = None,
                 resolver: CardResolver | None = None, citations: CitationBinder | None = None,
                 asking: QuestionRunner | None = None) -> None:
        self.corpus = corpus
        self.lang = lang
        if engine is None:
            from judge_cli.rules.citations import CorpusCitations

            engine = default_engine(CorpusCitations(corpus))  # one for the run: rulings by topic found once
        self.engine = engine
        self.resolver = resolver or CorpusCardResolver(corpus)
        #: Re-binds CR citations to an imported edition (judge_cli.rules.crtext.EditionCitations); None: summaries.
        self.citations = citations
        #: Runs the ``ask`` scenarios; None: they are errors (nothing here reads plain words).
        self.asking = asking
        self._seen_ids: dict[str, str] = {}

    def run(self, sources: Iterable[Source | Problem]) -> RunReport:
        """Read and evaluate every source in order."""
        report = RunReport()
        with paused_gc():
            for source in sources:
                if isinstance(source, Problem):
                    report.results.append(_error(source))
                    continue
                for entry in read_source(source).entries:
                    report.results.append(self.run_entry(entry))
        return report

    def run_entry(self, entry: Scenario | Problem) -> Result:
        """The result of one entry of a file."""
        if isinstance(entry, Problem):
            return _error(entry)
        first = self._seen_ids.get(entry.id)
        if first is not None:
            message = _("key 'id': duplicate scenario id {id!r}, already used at {first}").format(id=entry.id,
                                                                                                  first=first)
            return _error(Problem(entry.source, entry.line, located(entry.source, entry.line, message),
                                  entry.id, entry.question))
        self._seen_ids[entry.id] = located(entry.source, entry.line, "").rstrip(": ")
        if entry.ask is not None:
            if self.asking is None:
                message = _("key 'ask': this run does not read questions in plain words")
                return _error(Problem(entry.source, entry.question_line or entry.line,
                                      located(entry.source, entry.question_line or entry.line, message), entry.id),
                              entry)
            return self.asking(entry, lang=self.lang)
        try:
            verdict = self.evaluate(entry)
        except JudgeError as error:
            line = getattr(error, "line", None) or entry.line
            message = error.message if getattr(error, "source", None) else located(entry.source, line, error.message)
            return _error(Problem(entry.source, line, message, entry.id, entry.question), entry)
        except Exception as error:  # noqa: BLE001 - one evaluator bug must not stop the batch
            message = _("internal error in the evaluator for question {question!r} ({kind}: {detail}); "
                        "please report it").format(question=entry.question, kind=type(error).__name__, detail=error)
            return _error(Problem(entry.source, entry.line, located(entry.source, entry.line, message),
                                  entry.id, entry.question), entry)
        return _judged(entry, verdict)

    def evaluate(self, scenario: Scenario) -> Verdict:
        """Parse the scenario's state and ask the evaluator (errors propagate)."""
        if scenario.question not in self.engine.question_kinds:
            raise ScenarioError(
                _("key 'question': unknown question kind {kind!r}{hint}").format(
                    kind=scenario.question, hint=did_you_mean(scenario.question, self.engine.question_kinds)),
                source=scenario.source, line=scenario.question_line)
        state = self.engine.parse_given(scenario.question, scenario.given, source=scenario.source,
                                        resolve_card=self.resolver)
        verdict = self.engine.evaluate(scenario.question, state, self.corpus, lang=self.lang)
        if self.citations is not None:
            verdict.citations = self.citations.rebind(verdict.citations)
        return verdict


def _judged(scenario: Scenario, verdict: Verdict) -> Result:
    result = Result(ANSWERED, scenario.source, scenario.line, scenario.id, scenario.question, verdict,
                    scenario.expect, description=scenario.description)
    if scenario.expect is not None:
        result.failures = expectations.check(scenario.expect, verdict)
        result.status = FAIL if result.failures else PASS
    return result


def _error(problem: Problem, scenario: Scenario | None = None) -> Result:
    return Result(ERROR, problem.source, problem.line, problem.id, problem.question,
                  expected=scenario.expect if scenario else None, error=problem.message,
                  description=scenario.description if scenario else None)


def run_paths(sources: Iterable[Source | Problem], corpus: Corpus, *, lang: str = "en",
              engine: Engine | None = None, resolver: CardResolver | None = None,
              citations: CitationBinder | None = None, asking: QuestionRunner | None = None) -> RunReport:
    """Evaluate every scenario of ``sources`` (see :func:`collect_sources`).

    ``citations`` re-binds CR citations to an imported edition (see
    :class:`judge_cli.rules.crtext.EditionCitations`); ``asking`` runs the
    scenarios written as questions in plain words (``judge_cli.ask.bank``).
    """
    runner = Runner(corpus, lang=lang, engine=engine, resolver=resolver, citations=citations, asking=asking)
    return runner.run(sources)
