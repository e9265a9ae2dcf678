"""``judge eval`` end to end: paths, formats, exit codes, bad input that never stops the batch."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parent / "fixtures" / "scenarios"
EXAMPLES = Path(__file__).resolve().parent.parent / "examples"

GOOD = """scenarios:
  - id: good-one
    question: can-look
    given:
      permanent: {face_down: cloak, card: {name: Hill Giant, types: [creature], mana_cost: "{3}{R}"}}
      viewer: opponent
    expect: {answer: "no", cites: [look-at-face-down]}
"""


def invoke(runner, app, *args, stdin=None):
    return runner.invoke(app, ["eval", *args], input=stdin)


def last_line(output: str) -> str:
    return output.strip().splitlines()[-1]


@pytest.fixture()
def good_file(tmp_path) -> Path:
    path = tmp_path / "good.yaml"
    path.write_text(GOOD, encoding="utf-8")
    return path


@pytest.fixture()
def companion(tmp_path) -> Path:
    """A good file run beside a bad one, to see that the batch goes on."""
    path = tmp_path / "companion.yaml"
    path.write_text(GOOD.replace("good-one", "companion"), encoding="utf-8")
    return path


def test_a_passing_file_exits_0_with_the_counts_last(runner, app, good_file):
    result = invoke(runner, app, str(good_file))
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("PASS     good-one [can-look]")
    assert "cites: look-at-face-down" in result.stdout
    assert last_line(result.stdout) == "1 passed, 0 failed, 0 errors"


def test_a_failing_expectation_exits_1(runner, app, tmp_path):
    path = tmp_path / "fail.yaml"
    path.write_text(GOOD.replace('answer: "no"', 'answer: "yes"'), encoding="utf-8")
    result = invoke(runner, app, str(path))
    assert result.exit_code == 1
    assert result.stdout.startswith("FAIL     good-one")
    assert "mismatch: answer: expected yes, got no" in result.stdout
    assert last_line(result.stdout) == "0 passed, 1 failed, 0 errors"


def test_stdin_is_read_with_dash(runner, app):
    result = invoke(runner, app, "-", stdin=GOOD)
    assert result.exit_code == 0, result.output
    assert "(<stdin>:2)" in result.stdout


BAD_INPUTS = [
    ("syntax.yaml", "scenarios:\n  - id: [x\n", 3, "YAML syntax error"),
    ("tag.yaml", "scenarios: !!python/object:os.system {}\n", 1, "unsupported YAML tag"),
    ("kind.yaml", GOOD.replace("question: can-look", "question: can-lok"), 3,
     "key 'question': unknown question kind 'can-lok' (did you mean 'can-look'?)"),
    ("missing.yaml", "scenarios:\n  - id: x\n    given: {}\n", 2, "missing required key 'question'"),
    ("mistyped.yaml", "scenarios:\n  - id: x\n    question: can-look\n    given: [opponent]\n", 4,
     "key 'given': expected a mapping"),
    ("card.yaml", GOOD.replace('{name: Hill Giant, types: [creature], mana_cost: "{3}{R}"}', "Become Anonymus"), 5,
     "unknown card 'Become Anonymus'"),
    ("dup.yaml", GOOD + GOOD.split("\n", 1)[1], 8, "duplicate scenario id 'good-one', already used at"),
    ("ask.yaml", "scenarios:\n  - id: x\n    ask: ''\n", 3, "key 'ask': the question is empty"),
    ("empty.yaml", "", None, "the file is empty"),
    ("none.yaml", "scenarios: []\n", 1, "the list is empty: no scenarios to run"),
    ("expect.yaml", GOOD.replace("cites:", "cite:"), 7, "key 'cite': unknown key in 'expect' (did you mean 'cites'?)"),
]


@pytest.mark.parametrize("name, text, line, words", BAD_INPUTS, ids=[case[0] for case in BAD_INPUTS])
def test_bad_input_is_one_located_error_exit_2_and_the_batch_goes_on(runner, app, tmp_path, companion, name, text,
                                                                       line, words):
    bad = tmp_path / name
    bad.write_text(text, encoding="utf-8")
    result = invoke(runner, app, str(bad), str(companion))
    assert result.exit_code == 2, result.output
    where = f"{bad}:{line}:" if line else f"{bad}:"
    errors = [row for row in result.stdout.splitlines() if row.startswith("ERROR")]
    assert len(errors) == 1 and where in errors[0] and words in errors[0], result.stdout
    assert "PASS     companion" in result.stdout
    assert "Traceback" not in result.output


def test_a_missing_path_is_an_error_and_the_others_still_run(runner, app, good_file, tmp_path):
    result = invoke(runner, app, str(tmp_path / "nope.yaml"), str(good_file))
    assert result.exit_code == 2
    assert f"ERROR    {tmp_path / 'nope.yaml'}: no such file or folder" in result.stdout
    assert last_line(result.stdout) == "1 passed, 0 failed, 1 error"


def test_a_50_mb_file_is_refused_by_size(runner, app, tmp_path, good_file):
    big = tmp_path / "big.yaml"
    with big.open("wb") as handle:
        handle.truncate(50 * 1024 * 1024)
    result = invoke(runner, app, str(big), str(good_file))
    assert result.exit_code == 2
    assert f"{big}: file is 50 MB; the limit is" in result.stdout
    assert last_line(result.stdout) == "1 passed, 0 failed, 1 error"


def test_json_format_is_pure_json_on_stdout_with_errors_on_stderr(runner, app, tmp_path, good_file):
    bad = tmp_path / "bad.yaml"
    bad.write_text("scenarios: []\n", encoding="utf-8")
    result = invoke(runner, app, "--format", "json", str(good_file), str(bad))
    assert result.exit_code == 2
    data = json.loads(result.stdout)
    assert [r["status"] for r in data["results"]] == ["PASS", "ERROR"]
    assert data["summary"]["exit_code"] == 2 and data["summary"]["passed"] == 1
    assert data["results"][0]["citations"][0]["id"] == "look-at-face-down"
    assert f"{bad}:1:" in result.stderr


def test_junit_format_parses(runner, app, good_file):
    result = invoke(runner, app, "--format", "junit", str(good_file))
    assert result.exit_code == 0
    root = ET.fromstring(result.stdout)
    assert root.find("testsuite/testcase").get("name") == "good-one"


def test_explain_prints_the_steps(runner, app, good_file):
    result = invoke(runner, app, "--explain", str(good_file))
    assert result.exit_code == 0
    assert "    steps:" in result.stdout
    assert " → " in result.stdout


def test_an_unknown_language_is_a_usage_error(runner, app, good_file):
    result = invoke(runner, app, "--lang", "xx", str(good_file))
    assert result.exit_code == 2
    assert "unknown language 'xx'" in result.stderr


def test_the_examples_all_pass(runner, app):
    result = invoke(runner, app, str(EXAMPLES))
    assert result.exit_code == 0, "\n".join(r for r in result.stdout.splitlines() if not r.startswith(" "))
    assert " 0 failed, 0 errors" in last_line(result.stdout)
