"""The JSON report of ``judge eval --format json``: ``{"results": [...], "summary": {...}}``."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from judge_cli.scenarios.runner import Result, RunReport


def report_to_json(report: RunReport, *, explain: bool = False) -> dict[str, Any]:
    """The whole report as plain JSON-ready values (``steps`` only with ``explain``)."""
    return {
        "results": [result_to_json(result, explain=explain) for result in report.results],
        "summary": report.summary().to_json(),
    }


def result_to_json(result: Result, *, explain: bool = False) -> dict[str, Any]:
    """One result; every key is always present (null when it does not apply)."""
    verdict = result.verdict
    data: dict[str, Any] = {
        "id": result.id,
        "question": result.question,
        "status": result.status,
        "answer": plain(verdict.answer) if verdict else None,
        "details": plain(verdict.details) if verdict else None,
        "explanation": verdict.explanation if verdict else None,
        "citations": [citation.to_json() for citation in verdict.citations] if verdict else [],
        "expected": plain(result.expected.to_json()) if result.expected else None,
        "error": result.error,
        "failures": list(result.failures),
        "file": result.source,
        "line": result.line,
    }
    if explain:
        data["steps"] = [plain(asdict(step)) for step in verdict.steps] if verdict else []
    return data


def plain(value: Any) -> Any:
    """Tuples, sets and located YAML containers as plain lists and dicts."""
    if isinstance(value, dict):
        return {str(key): plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(item) for item in value]
    if isinstance(value, (set, frozenset)):
        return sorted((plain(item) for item in value), key=str)
    return value
