"""``ask`` scenarios in the scenario runner, which knows nothing of plain words: they go to the injected
question runner, and the reports show what it says about them."""

from __future__ import annotations

import json
from dataclasses import dataclass

from scenario_fakes import fake_engine

from judge_cli.rules.api import Citation, Verdict
from judge_cli.scenarios.fileformat import Scenario, Source
from judge_cli.scenarios.report_json import dumps_report
from judge_cli.scenarios.report_text import render
from judge_cli.scenarios.runner import ANSWERED, ERROR, FAIL, PASS, AskJson, Result, run_paths

BANK = """scenarios:
  - id: plain
    question: can-look
    given: {viewer: controller}
  - id: words
    ask: "may my opponent look?"
    lang: en
    expect: {answer: "no"}
  - id: mots
    ask: "mon adversaire peut-il regarder ?"
    expect: {answer: "no"}
"""


@dataclass(frozen=True)
class FakeReading:
    text: str
    lang: str | None

    def report_lines(self) -> list[str]:
        return [f"read {self.text!r} in {self.lang}"]

    def report_json(self) -> AskJson:
        return {"ask": self.text, "lang": self.lang, "refused": None, "read_as": {"question": "can-look"},
                "confidence": 0.5}


class FakeQuestions:
    """Answers every question "no", in English; records what it was asked."""

    def __init__(self) -> None:
        self.asked: list[tuple[str | None, str]] = []

    def __call__(self, scenario: Scenario, *, lang: str) -> Result:
        self.asked.append((scenario.ask, lang))
        verdict = Verdict("no", "Only the controller may look.", [Citation("look-at-face-down", "ruling", "…", lang)])
        status = PASS if scenario.lang == "en" else FAIL
        return Result(status, scenario.source, scenario.line, scenario.id, "can-look", verdict, scenario.expect,
                      ask=FakeReading(scenario.ask or "", scenario.lang or "fr"))


def test_without_a_question_runner_an_ask_scenario_is_one_located_error(corpus):
    report = run_paths([Source("bank.yaml", text=BANK)], corpus, engine=fake_engine())
    assert [(r.id, r.status) for r in report.results] == [("plain", ANSWERED), ("words", ERROR), ("mots", ERROR)]
    assert report.results[1].error == "bank.yaml:6: key 'ask': this run does not read questions in plain words"


def test_ask_scenarios_go_to_the_question_runner_with_the_runs_language(corpus):
    questions = FakeQuestions()
    report = run_paths([Source("bank.yaml", text=BANK)], corpus, engine=fake_engine(), lang="de", asking=questions)
    assert questions.asked == [("may my opponent look?", "de"), ("mon adversaire peut-il regarder ?", "de")]
    assert [(r.id, r.status) for r in report.results] == [("plain", ANSWERED), ("words", PASS), ("mots", FAIL)]


def test_the_reports_show_what_the_question_runner_says(corpus):
    report = run_paths([Source("bank.yaml", text=BANK)], corpus, engine=fake_engine(), asking=FakeQuestions())
    lines = render(report)
    assert "    read 'may my opponent look?' in en" in lines
    assert lines[-2] == "accuracy by language: en 1/1 · fr 0/1"
    rows = json.loads(dumps_report(report))["results"]
    assert "ask" not in rows[0]
    assert rows[1]["ask"] == "may my opponent look?" and rows[1]["confidence"] == 0.5
    assert rows[2]["read_as"] == {"question": "can-look"}
