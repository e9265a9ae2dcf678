"""What a scenario's run gives: a :class:`Result` and its status (``PASS`` …), apart from the runner.

``judge ask --json`` prints an answer as the result of a scenario would be printed: it needs these, not the
runner with the scenario file format (their import costs a question about 4 ms).
"""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING, Any, Protocol, TypedDict

from judge_cli.records import record

if TYPE_CHECKING:  # pragma: no cover - typing only
    from judge_cli.rules.api import Verdict
    from judge_cli.scenarios.fileformat import Expectation

PASS, FAIL, ERROR, ANSWERED = "PASS", "FAIL", "ERROR", "ANSWERED"


class AskJson(TypedDict):
    """The keys an ``ask`` scenario adds to its result in the JSON report."""

    ask: str  #: the question as written
    lang: str | None  #: its language
    refused: str | None  #: why it was not answered (``judge_cli.ask.reader.REFUSALS``), None when answered
    read_as: dict[str, Any] | None  #: the scenario it was read as
    confidence: float


class AskedQuestion(Protocol):
    """What the reports show of an ``ask`` scenario (a question in plain words); ``judge_cli.ask`` provides it."""

    @property
    def lang(self) -> str | None:  # pragma: no cover - protocol
        """The language the question was written in."""

    def report_lines(self) -> list[str]:  # pragma: no cover - protocol
        """How the text was read, or why it was refused (lines of the text report)."""

    def report_json(self) -> AskJson:  # pragma: no cover - protocol
        """The keys the JSON report adds to the result."""


@record
class Result:
    """The outcome of one scenario (or of one unreadable file)."""

    status: str
    source: str
    line: int | None
    id: str | None = None
    question: str | None = None
    verdict: Verdict | None = None
    expected: Expectation | None = None
    error: str | None = None  #: the located error message (ERROR)
    failures: list[str] = field(default_factory=list)  #: why it failed (FAIL)
    description: str | None = None
    ask: AskedQuestion | None = None  #: for ``ask`` scenarios: how the question was read
