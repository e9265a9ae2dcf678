"""Scenarios written as questions in plain words (``ask:``): read, evaluate, check the reading too."""

from __future__ import annotations

from typing import Any

from judge_cli.errors import JudgeError, located
from judge_cli.i18n import _
from judge_cli.scenarios import expectations
from judge_cli.scenarios.fileformat import Problem, Scenario
from judge_cli.scenarios.runner import ANSWERED, ERROR, FAIL, PASS, Result


def run_ask(runner: Any, scenario: Scenario) -> Result:
    """The result of an ``ask`` scenario: its text read and answered, then compared with ``expect``."""
    try:
        outcome = runner.asker.ask(scenario.ask, lang=scenario.lang, answer_lang=runner.lang)
    except JudgeError as error:
        message = located(scenario.source, scenario.question_line or scenario.line,
                          _("key 'ask': {problem}").format(problem=error.message))
        return Result(ERROR, scenario.source, scenario.line, scenario.id, None, expected=scenario.expect,
                      error=Problem(scenario.source, scenario.line, message).message, description=scenario.description)
    question = outcome.reading.question if outcome.reading else None
    result = Result(ANSWERED, scenario.source, scenario.line, scenario.id, question, outcome.verdict, scenario.expect,
                    description=scenario.description, ask=outcome)
    if scenario.expect is not None:
        result.failures = check(scenario.expect, outcome)
        result.status = FAIL if result.failures else PASS
    return result


def check(expect, outcome) -> list[str]:
    """Why ``outcome`` does not meet ``expect`` (empty when it does)."""
    from judge_cli.ask.render import refusal_message

    if expect.refused is not None:
        if outcome.refusal == expect.refused:
            return []
        got = outcome.refusal or _("an answer ({question})").format(question=outcome.reading.question)
        return [_("expected the question to be refused ({reason}); got {got}").format(reason=expect.refused, got=got)]
    if outcome.verdict is None:
        return [_("the question was refused ({reason}): {message}").format(
            reason=outcome.refusal, message=refusal_message(outcome))]
    problems = []
    if expect.read_as is not None:
        problems.extend(expectations.subset_mismatches(expect.read_as, outcome.reading.to_json(), "read_as"))
    return problems + expectations.check(expect, outcome.verdict)


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
