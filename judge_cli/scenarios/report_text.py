"""The plain-text report of ``judge eval``: one block per scenario, then the counts.

The last line always starts ``N passed, N failed, N errors`` so that scripts
and people find the outcome at a glance (``, N answered`` follows when some
scenarios had no expectation).
"""

from __future__ import annotations

from judge_cli.i18n import _, ngettext
from judge_cli.rules.api import Citation, Step
from judge_cli.scenarios.expectations import show
from judge_cli.scenarios.runner import ERROR, PASS, Result, RunReport, Summary

_INDENT = "    "


def render(report: RunReport, *, explain: bool = False) -> list[str]:
    """Every line of the report, the summary line last."""
    lines: list[str] = []
    for result in report.results:
        lines.extend(render_result(result, explain=explain))
    accuracy = accuracy_line(report.results)
    if accuracy:
        lines.append(accuracy)
    lines.append(summary_line(report.summary()))
    return lines


def accuracy_by_language(results: list[Result]) -> dict[str, tuple[int, int]]:
    """For ``ask`` scenarios with an expectation: language -> (passed, total), languages sorted."""
    found: dict[str, list[int]] = {}
    for result in results:
        if result.ask is None or result.expected is None:
            continue
        counts = found.setdefault(result.ask.lang or "?", [0, 0])
        counts[0] += result.status == PASS
        counts[1] += 1
    return {lang: (passed, total) for lang, (passed, total) in sorted(found.items())}


def accuracy_line(results: list[Result]) -> str | None:
    """``accuracy by language: de 20/20 · en 21/21`` when the run had ``ask`` scenarios with expectations."""
    found = accuracy_by_language(results)
    if not found:
        return None
    return _("accuracy by language: {counts}").format(
        counts=" · ".join(f"{lang} {passed}/{total}" for lang, (passed, total) in found.items()))


def render_result(result: Result, *, explain: bool = False) -> list[str]:
    """The block of one result: status line, the deciding fact, answer, explanation, citations, problems."""
    label = _status_label(result.status)
    if result.status == ERROR:
        head = f"{label} {result.id}: {result.error}" if result.id else f"{label} {result.error}"
        return [head]
    where = f"{result.source}:{result.line}" if result.line else result.source
    lines = [f"{label} {result.id} [{result.question or '-'}] ({where})"]
    if result.ask is not None:
        lines.extend(_INDENT + line for line in result.ask.report_lines())
    verdict = result.verdict
    if verdict is None:  # only ERROR results and refused questions lack a verdict
        lines.extend(_INDENT + _("mismatch: {problem}").format(problem=failure) for failure in result.failures)
        return lines
    if verdict.because:  # the deciding fact first, then the answer it gives
        lines.append(_INDENT + _("because: {fact}").format(fact=verdict.because))
    lines.append(_INDENT + _("answer: {answer}").format(answer=show(verdict.answer)))
    if verdict.details:
        lines.append(_INDENT + _("details: {details}").format(details=show(verdict.details)))
    if verdict.explanation:
        lines.append(_INDENT + _("why: {explanation}").format(explanation=" ".join(verdict.explanation.split())))
    if verdict.citations:
        lines.append(_INDENT + _("cites: {citations}").format(
            citations="; ".join(citation_label(c) for c in verdict.citations)))
    for failure in result.failures:
        lines.append(_INDENT + _("mismatch: {problem}").format(problem=failure))
    if explain:
        lines.extend(_INDENT + line for line in render_steps(verdict.steps))
        lines.extend(_INDENT + line for line in render_cited_texts(verdict.citations))
    return lines


def render_cited_texts(citations: list[Citation]) -> list[str]:
    """With ``--explain``: what each citation says, in the language asked for (``--lang``) where the corpus
    has it, marked where English stands in."""
    if not citations:
        return []
    lines = [_("cited texts:")]
    for citation in citations:
        marker = f"[{citation.lang}, {_('English fallback')}]" if citation.fallback else f"[{citation.lang}]"
        lines.append(f"  {citation_label(citation)} {marker}: {' '.join(citation.text.split())}")
    return lines


def render_steps(steps: list[Step]) -> list[str]:
    """The numbered reasoning steps: ``fact → conclusion [cites]``."""
    if not steps:
        return [_("steps: (the evaluator recorded none)")]
    lines = [_("steps:")]
    for number, step in enumerate(steps, 1):
        cites = f" [{', '.join(step.cites)}]" if step.cites else ""
        lines.append(f"  {number}. {step.fact} → {step.conclusion}{cites}")
    return lines


def citation_label(citation: Citation) -> str:
    """``ruling-id`` for rulings; ``CR 701.58b Cloak (cloak.b)`` for rules (see :meth:`Citation.label`)."""
    return citation.label()


def summary_line(summary: Summary) -> str:
    """``12 passed, 1 failed, 0 errors`` (+ ``, 3 answered`` when there are some)."""
    line = ", ".join((
        ngettext("{count} passed", "{count} passed", summary.passed).format(count=summary.passed),
        ngettext("{count} failed", "{count} failed", summary.failed).format(count=summary.failed),
        ngettext("{count} error", "{count} errors", summary.errors).format(count=summary.errors),
    ))
    if summary.answered:
        line += ", " + ngettext("{count} answered", "{count} answered", summary.answered).format(
            count=summary.answered)
    return line


def _status_label(status: str) -> str:
    """The status word, padded so that ids line up."""
    return f"{status:<8}"
