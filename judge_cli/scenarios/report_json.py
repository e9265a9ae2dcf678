"""The JSON report of ``judge eval --format json``: ``{"results": [...], "summary": {...}}``."""

from __future__ import annotations

from dataclasses import asdict
from dataclasses import fields as dataclass_fields
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from judge_cli.rules.api import Citation

if TYPE_CHECKING:  # pragma: no cover - typing only: `judge ask --json` of a refusal needs plain() alone
    from judge_cli.scenarios.results import Result
    from judge_cli.scenarios.runner import RunReport


def report_to_json(report: RunReport, *, explain: bool = False) -> dict[str, Any]:
    """The whole report as plain JSON-ready values (``steps`` only with ``explain``)."""
    cited: dict[Citation, dict[str, Any]] = {}  # a bank cites the same few sources thousands of times
    return {
        "results": [result_to_json(result, explain=explain, cited=cited) for result in report.results],
        "summary": report.summary().to_json(),
    }


def result_to_json(result: Result, *, explain: bool = False,
                   cited: dict[Citation, dict[str, Any]] | None = None) -> dict[str, Any]:
    """One result; every key is always present (null when it does not apply)."""
    cited = {} if cited is None else cited
    citations = result.verdict.citations if result.verdict else []
    return _row(result, [cited.get(c) or cited.setdefault(c, c.to_json()) for c in citations], explain=explain)


def _row(result: Result, citations: Any, *, explain: bool) -> dict[str, Any]:
    """A result's JSON object, with ``citations`` as given."""
    verdict = result.verdict
    row: dict[str, Any] = {
        "id": result.id,
        "question": result.question,
        "status": result.status,
        "because": verdict.because if verdict else None,
        "answer": plain(verdict.answer) if verdict else None,
        "details": plain(verdict.details) if verdict else None,
        "explanation": verdict.explanation if verdict else None,
        "citations": citations,
        # Built from the scenario file: located YAML maps and lists are dicts and lists already.
        "expected": result.expected.to_json() if result.expected else None,
        "error": result.error,
        "failures": list(result.failures),
        "file": result.source,
        "line": result.line,
    }
    if result.ask is not None:
        row.update(result.ask.report_json())
    if explain:
        # Which steps decided the answer is said by ``because``; a step's JSON keeps its fact, conclusion, cites.
        row["steps"] = [plain({k: v for k, v in asdict(step).items() if k != "decisive"})
                        for step in verdict.steps] if verdict else []
    return row


def plain(value: Any) -> Any:
    """Tuples, sets and located YAML containers as plain lists and dicts (``value`` itself when it is plain)."""
    if type(value) in _ATOMS or _is_plain(value):  # most values: no copy
        return value
    if isinstance(value, (str, int, float)) or value is None:
        return value
    if isinstance(value, dict):
        return {str(key): plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(item) for item in value]
    if isinstance(value, (set, frozenset)):
        return sorted((plain(item) for item in value), key=str)
    return value


def _is_plain(value: Any) -> bool:
    """True for a dict (text keys) or list holding nothing but such dicts and lists, text, numbers and null."""
    kind = type(value)
    if kind is dict:
        for key, item in value.items():
            if type(key) is not str or (type(item) not in _ATOMS and not _is_plain(item)):
                return False
        return True
    if kind is list:
        return all(type(item) in _ATOMS or _is_plain(item) for item in value)
    return False


_ATOMS = frozenset({str, int, float, bool, type(None)})


def dumps_report(report: RunReport, *, explain: bool = False) -> str:
    """The JSON text: one result per line, each exactly as ``json.dumps`` writes a row of :func:`report_to_json`.

    ``json.dumps(..., indent=2)`` falls back to the pure-Python encoder, which
    costs more than the evaluation itself on a bank of 10,000 scenarios; each
    row is encoded compactly by the C encoder instead, and the layout keeps
    the output readable and diff-friendly.  A bank cites the same few rulings
    and rules thousands of times, each with its full text, so each citation is
    encoded once: a row is encoded with a marker string as its citations, and
    the marker replaced by the encoded citations.  Should a scenario's own
    text hold the marker (random per run), that row is encoded as it is.
    """
    import json
    import os

    encode = json.JSONEncoder(ensure_ascii=False, default=str).encode
    marker = f"\x00judge-report-{os.urandom(8).hex()}\x00"  # os, not secrets: no hashlib to import
    quoted_marker = encode(marker)
    # Citations are told apart by all their fields, read in C: the dataclass's own hash and == run in Python.
    fields_of = attrgetter(*(field.name for field in dataclass_fields(Citation)))
    encoded: dict[tuple, str] = {}
    lines = []
    for result in report.results:
        citations = []
        for citation in result.verdict.citations if result.verdict else ():
            key = fields_of(citation)
            text = encoded.get(key)
            if text is None:
                text = encoded[key] = encode(citation.to_json())
            citations.append(text)
        text = encode(_row(result, marker, explain=explain))
        if text.count(quoted_marker) == 1:
            text = text.replace(quoted_marker, "[" + ", ".join(citations) + "]")
        else:
            text = encode(result_to_json(result, explain=explain))
        lines.append("    " + text)
    summary = json.dumps(report.summary().to_json(), ensure_ascii=False)
    body = ["[\n", ",\n".join(lines), "\n  ]"] if lines else ["[]"]
    return "".join(['{\n  "results": ', *body, ',\n  "summary": ', summary, "\n}"])  # the text copied once
