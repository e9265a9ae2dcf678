"""The JSON report of ``judge eval --format json``: ``{"results": [...], "summary": {...}}``."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from judge_cli.rules.api import Citation
from judge_cli.scenarios.runner import Result, RunReport


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
    verdict = result.verdict
    data: dict[str, Any] = {
        "id": result.id,
        "question": result.question,
        "status": result.status,
        "because": verdict.because if verdict else None,
        "answer": plain(verdict.answer) if verdict else None,
        "details": plain(verdict.details) if verdict else None,
        "explanation": verdict.explanation if verdict else None,
        "citations": [cited.get(c) or cited.setdefault(c, c.to_json()) for c in verdict.citations] if verdict else [],
        "expected": plain(result.expected.to_json()) if result.expected else None,
        "error": result.error,
        "failures": list(result.failures),
        "file": result.source,
        "line": result.line,
    }
    if result.ask is not None:
        data.update(result.ask.report_json())
    if explain:
        # Which steps decided the answer is said by ``because``; a step's JSON keeps its fact, conclusion, cites.
        data["steps"] = [plain({k: v for k, v in asdict(step).items() if k != "decisive"})
                         for step in verdict.steps] if verdict else []
    return data


def plain(value: Any) -> Any:
    """Tuples, sets and located YAML containers as plain lists and dicts."""
    if isinstance(value, (str, int, float)) or value is None:
        return value
    if isinstance(value, dict):
        return {str(key): plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(item) for item in value]
    if isinstance(value, (set, frozenset)):
        return sorted((plain(item) for item in value), key=str)
    return value


def dumps_report(report: RunReport, *, explain: bool = False) -> str:
    """The JSON text: one result per line.

    ``json.dumps(..., indent=2)`` falls back to the pure-Python encoder, which
    costs more than the evaluation itself on a bank of 10,000 scenarios; each
    result is encoded compactly by the C encoder instead, and the layout keeps
    the output readable and diff-friendly.
    """
    import json

    data = report_to_json(report, explain=explain)
    rows = ",\n".join("    " + json.dumps(row, ensure_ascii=False, default=str) for row in data["results"])
    summary = json.dumps(data["summary"], ensure_ascii=False)
    body = f"[\n{rows}\n  ]" if rows else "[]"
    return f'{{\n  "results": {body},\n  "summary": {summary}\n}}'
