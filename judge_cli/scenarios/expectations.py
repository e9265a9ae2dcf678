"""Compare a verdict with what a scenario expects.

The comparison is deliberately forgiving about *form* and strict about
*content*: ``2`` matches ``"2"``, a tuple matches a list, lists of plain values
match in any order, and an expected mapping only has to be a subset of the
actual one (key by key, at every depth; a list of mappings is compared item
by item, in order).  Anything else is a mismatch, described
in one short sentence per problem.
"""

from __future__ import annotations

from typing import Any

from judge_cli.i18n import _
from judge_cli.rules.api import Verdict
from judge_cli.scenarios.fileformat import Expectation


def check(expected: Expectation, verdict: Verdict) -> list[str]:
    """Why ``verdict`` does not meet ``expected`` (an empty list when it does)."""
    problems: list[str] = []
    if expected.answer is not None:
        problems.extend(_mismatches(expected.answer, verdict.answer, "answer"))
    cited = [citation.id for citation in verdict.citations]
    for cite in expected.cites:
        if cite not in cited:
            problems.append(
                _("expected a citation of {cite!r}; the answer cites {cited}").format(
                    cite=cite, cited=", ".join(cited) or _("nothing")
                )
            )
    if expected.details is not None:
        problems.extend(_mismatches(expected.details, verdict.details or {}, "details"))
    return problems


def subset_mismatches(expected: Any, actual: Any, where: str) -> list[str]:
    """Describe each place where ``expected`` is not a subset of ``actual`` (as for answers)."""
    return _mismatches(expected, actual, where)


def _mismatches(expected: Any, actual: Any, where: str) -> list[str]:
    """Describe each place where ``expected`` is not (a subset of) ``actual``."""
    if type(expected) is type(actual) and expected == actual:  # the usual case: equal values normalise equally
        return []
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [_("{where}: expected {expected}, got {actual}").format(
                where=where, expected=show(expected), actual=show(actual))]
        problems = []
        for key, value in expected.items():
            if key not in actual:
                problems.append(_("{where}: expected key {key!r}, which the answer does not have").format(
                    where=where, key=key))
            else:
                problems.extend(_mismatches(value, actual[key], f"{where}.{key}"))
        return problems
    if _has_mapping(expected) and isinstance(actual, (list, tuple)):
        if len(expected) != len(actual):
            return [_("{where}: expected {count} items, got {actual}").format(
                where=where, count=len(expected), actual=show(actual))]
        problems = []
        for index, (want, got) in enumerate(zip(expected, actual, strict=True)):
            problems.extend(_mismatches(want, got, f"{where}[{index + 1}]"))
        return problems
    if normalize(expected) != normalize(actual):
        return [_("{where}: expected {expected}, got {actual}").format(
            where=where, expected=show(expected), actual=show(actual))]
    return []


def _has_mapping(value: Any) -> bool:
    """True for a list holding mappings: compared item by item, in order, each as a subset."""
    return isinstance(value, list) and any(isinstance(item, dict) for item in value)


def normalize(value: Any) -> Any:
    """A comparable form: scalars as text, lists of scalars as sorted tuples."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return None
    if isinstance(value, (int, float, str)):
        return str(value).strip()
    if isinstance(value, dict):
        return {str(k): normalize(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        items = [normalize(v) for v in value]
        if all(isinstance(v, str) for v in items):
            return ("list", tuple(sorted(items)))
        return ("list", tuple(repr(v) for v in items))
    return repr(value)


def show(value: Any) -> str:
    """A short human rendering of an answer or expected value."""
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {show(v)}" for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple, set, frozenset)):
        return "[" + ", ".join(show(v) for v in value) + "]"
    return str(value)
