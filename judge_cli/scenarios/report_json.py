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
    head, citations, tail = _row_parts(result, explain=explain)
    return {**head, "citations": [cited.get(c) or cited.setdefault(c, c.to_json()) for c in citations], **tail}


def _row_parts(result: Result, *, explain: bool) -> tuple[dict[str, Any], list[Citation], dict[str, Any]]:
    """A result's JSON object in three parts: the keys before ``citations``, its citations, the keys after."""
    verdict = result.verdict
    head: dict[str, Any] = {
        "id": result.id,
        "question": result.question,
        "status": result.status,
        "answer": plain(verdict.answer) if verdict else None,
        "details": plain(verdict.details) if verdict else None,
        "explanation": verdict.explanation if verdict else None,
    }
    # ``expected`` is built from the scenario file: located YAML maps and lists are dicts and lists already.
    tail: dict[str, Any] = {
        "expected": result.expected.to_json() if result.expected else None,
        "error": result.error,
        "failures": list(result.failures),
        "file": result.source,
        "line": result.line,
    }
    if result.ask is not None:
        outcome = result.ask
        tail.update({"ask": outcome.text, "lang": outcome.lang, "refused": outcome.refusal,
                     "read_as": plain(outcome.reading.to_json()) if outcome.reading else None,
                     "confidence": outcome.reading.confidence if outcome.reading else 0.0})
    if explain:
        tail["steps"] = [plain(asdict(step)) for step in verdict.steps] if verdict else []
    return head, list(verdict.citations) if verdict else [], tail


def plain(value: Any) -> Any:
    """Tuples, sets and located YAML containers as plain lists and dicts."""
    if type(value) in _ATOMS:  # most values: one set lookup
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


_ATOMS = frozenset({str, int, float, bool, type(None)})


def dumps_report(report: RunReport, *, explain: bool = False) -> str:
    """The JSON text: one result per line, exactly as ``json.dumps`` writes each row of :func:`report_to_json`.

    ``json.dumps(..., indent=2)`` falls back to the pure-Python encoder, which
    costs more than the evaluation itself on a bank of 10,000 scenarios; each
    result is encoded compactly by the C encoder instead, and the layout keeps
    the output readable and diff-friendly.  A bank cites the same few rulings
    and rules thousands of times, each with its full text: each citation is
    encoded once and its text spliced into every row that cites it.
    """
    import json

    encoded: dict[Citation, str] = {}
    rows = []
    for result in report.results:
        head, citations, tail = _row_parts(result, explain=explain)
        for citation in citations:
            if citation not in encoded:
                encoded[citation] = json.dumps(citation.to_json(), ensure_ascii=False, default=str)
        quoted = ", ".join([encoded[citation] for citation in citations])
        # Both halves are non-empty objects: drop the closing and opening braces that join them.
        rows.append(f"    {json.dumps(head, ensure_ascii=False, default=str)[:-1]}, \"citations\": [{quoted}], "
                    f"{json.dumps(tail, ensure_ascii=False, default=str)[1:]}")
    summary = json.dumps(report.summary().to_json(), ensure_ascii=False)
    body = "[\n" + ",\n".join(rows) + "\n  ]" if rows else "[]"
    return f'{{\n  "results": {body},\n  "summary": {summary}\n}}'
