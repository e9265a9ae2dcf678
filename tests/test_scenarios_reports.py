"""The three report formats of ``judge eval``: text, JSON, JUnit XML."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from scenario_fakes import fake_engine

from judge_cli.scenarios.fileformat import Source, collect_sources
from judge_cli.scenarios.report_json import dumps_report, report_to_json
from judge_cli.scenarios.report_junit import report_to_junit
from judge_cli.scenarios.report_text import render, summary_line
from judge_cli.scenarios.runner import RunReport, Summary, run_paths

FIXTURES = Path(__file__).parent / "fixtures" / "scenarios"
RESULT_KEYS = {"id", "question", "status", "because", "answer", "details", "explanation", "citations", "expected",
               "error",
               "failures", "file", "line"}


@pytest.fixture()
def report(corpus) -> RunReport:
    """A batch with every status: PASS, FAIL, ERROR (file and scenario), ANSWERED."""
    paths = [str(FIXTURES / "batch"), str(FIXTURES / "failing.yaml"), str(FIXTURES / "mixed.yaml")]
    return run_paths(collect_sources(paths), corpus, engine=fake_engine())


def test_text_report_has_a_block_per_scenario_and_the_counts_last(report):
    lines = render(report)
    assert lines[-1] == "4 passed, 1 failed, 2 errors, 1 answered"
    assert any(line.startswith("PASS     opponent-may-not-look [can-look] (") for line in lines)
    assert "    answer: no" in lines and "    why: Only the controller may look." in lines
    assert "    cites: look-at-face-down; CR 708.5 Face-Down (face-down.look)" in lines
    assert "    mismatch: answer: expected yes, got no" in lines
    assert any(line.startswith("ERROR    second: ") and line.endswith("key 'given.colour': unknown key")
               for line in lines)
    assert not any("steps:" in line for line in lines)


def test_explain_adds_every_step(report):
    lines = render(report, explain=True)
    assert "      1. viewer is opponent → only the controller may look [look-at-face-down]" in lines


@pytest.mark.parametrize(
    "summary, line",
    [
        (Summary(passed=12, failed=1), "12 passed, 1 failed, 0 errors"),
        (Summary(passed=12, failed=1, answered=3), "12 passed, 1 failed, 0 errors, 3 answered"),
        (Summary(errors=1), "0 passed, 0 failed, 1 error"),
    ],
)
def test_summary_line_starts_with_passed_and_failed(summary, line):
    assert summary_line(summary) == line


def test_json_report_shape(report):
    data = json.loads(json.dumps(report_to_json(report), ensure_ascii=False))
    assert data["summary"] == {"passed": 4, "failed": 1, "errors": 2, "answered": 1, "total": 8, "exit_code": 2}
    assert all(set(result) == RESULT_KEYS for result in data["results"])
    by_id = {result["id"]: result for result in data["results"]}
    passed = by_id["opponent-may-not-look"]
    assert passed["status"] == "PASS" and passed["answer"] == "no" and passed["error"] is None
    assert passed["expected"] == {"answer": "no", "cites": ["look-at-face-down"]}
    assert passed["citations"][1] == {"id": "face-down.look", "kind": "rule", "text": "The controller may look…",
                                      "lang": "en", "number": "708.5", "title": "Face-Down"}
    assert passed["line"] == 3 and passed["file"].endswith("good.yaml")
    assert by_id["wrong-expectation"]["failures"] == ["answer: expected yes, got no"]
    broken_file = data["results"][0]
    assert broken_file["status"] == "ERROR" and broken_file["id"] is None and broken_file["answer"] is None
    assert broken_file["error"].endswith("broken.yaml:5: YAML syntax error: did not find expected ',' or ']'")


def test_json_steps_only_with_explain(report):
    assert "steps" not in report_to_json(report)["results"][1]
    steps = report_to_json(report, explain=True)["results"][1]["steps"]
    assert steps == [{"fact": "viewer is opponent", "conclusion": "only the controller may look",
                      "cites": ["look-at-face-down"]}]


def test_mapping_answers_and_details_are_plain_json(corpus):
    text = "scenarios:\n  - id: c\n    question: characteristics\n"
    data = report_to_json(run_paths([Source("c.yaml", text=text)], corpus, engine=fake_engine()))
    [result] = data["results"]
    assert result["answer"]["types"] == ["creature"] and result["answer"]["name"] is None
    assert result["details"]["procedures"] == [{"kind": "mana-cost", "cost": "{3}{R}"}]


def _rows_one_by_one(report: RunReport, explain: bool = False) -> str:
    """The JSON text as the report was first written: every row encoded on its own."""
    data = report_to_json(report, explain=explain)
    rows = ",\n".join("    " + json.dumps(row, ensure_ascii=False, default=str) for row in data["results"])
    body = f"[\n{rows}\n  ]" if rows else "[]"
    return f'{{\n  "results": {body},\n  "summary": {json.dumps(data["summary"], ensure_ascii=False)}\n}}'


@pytest.mark.parametrize("explain", [False, True])
def test_json_text_is_every_row_as_json_dumps_writes_it(report, explain):
    text = dumps_report(report, explain=explain)
    assert text == _rows_one_by_one(report, explain)
    assert json.loads(text) == json.loads(json.dumps(report_to_json(report, explain=explain), default=str))


def test_json_text_of_an_empty_report():
    assert json.loads(dumps_report(RunReport())) == {"results": [], "summary": Summary().to_json()}


def test_json_text_when_a_scenario_holds_the_splice_marker(corpus, monkeypatch):
    import os

    from judge_cli.scenarios import report_json

    real = report_json.result_to_json
    monkeypatch.setattr(os, "urandom", lambda size: bytes(size))
    marker = "\\0judge-report-" + "0" * 16 + "\\0"  # as YAML writes NUL in a double-quoted string
    text = f'scenarios:\n  - id: "{marker}"\n    question: can-look\n  - id: b\n    question: can-look\n'
    report = run_paths([Source("m.yaml", text=text)], corpus, engine=fake_engine())
    assert report.results[0].id.startswith("\x00judge-report-")
    whole = []
    monkeypatch.setattr(report_json, "result_to_json", lambda *args, **kw: whole.append(1) or real(*args, **kw))
    assert dumps_report(report) == _rows_one_by_one(report)
    assert len(whole) == 1 + 2  # the row holding the marker was encoded as it is (and both by _rows_one_by_one)


def test_junit_report_parses_back_with_a_suite_per_file(report):
    root = ET.fromstring(report_to_junit(report))
    assert root.tag == "testsuites"
    assert (root.get("tests"), root.get("failures"), root.get("errors")) == ("8", "1", "2")
    suites = {Path(suite.get("name")).name: suite for suite in root.findall("testsuite")}
    assert list(suites) == ["broken.yaml", "good.yaml", "answered.yml", "failing.yaml", "mixed.yaml"]
    [broken_case] = suites["broken.yaml"].findall("testcase")
    assert broken_case.find("error") is not None and "broken.yaml:5:" in broken_case.find("error").get("message")
    failing = suites["failing.yaml"].find("testcase")
    assert failing.get("name") == "wrong-expectation"
    assert failing.find("failure").get("message") == "answer: expected yes, got no"
    mixed = suites["mixed.yaml"]
    assert (mixed.get("tests"), mixed.get("errors"), mixed.get("failures")) == ("3", "1", "0")
    assert [case.get("name") for case in mixed.findall("testcase")] == ["first", "second", "third"]
    good = suites["good.yaml"].find("testcase")
    assert good.find("failure") is None and good.find("error") is None
    assert "answer: no" in good.find("system-out").text


def test_junit_escapes_markup_and_drops_characters_xml_cannot_carry(corpus):
    text = 'scenarios:\n  - id: "<a & \\"b\\">\\x01"\n    question: can-look\n    expect: {answer: "no"}\n'
    xml_text = report_to_junit(run_paths([Source("x<&>.yaml", text=text)], corpus, engine=fake_engine()))
    root = ET.fromstring(xml_text)
    case = root.find("testsuite/testcase")
    assert case.get("name") == '<a & "b">\ufffd'
    assert root.find("testsuite").get("name") == "x<&>.yaml"
    assert case.find("failure") is not None
