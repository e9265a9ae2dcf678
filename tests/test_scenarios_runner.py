"""The runner with a fake evaluator: statuses, batches that keep going, exit codes."""

from __future__ import annotations

from pathlib import Path

import pytest
from scenario_fakes import fake_engine

from judge_cli.errors import ExitCode
from judge_cli.rules.api import Citation, Verdict
from judge_cli.scenarios import expectations
from judge_cli.scenarios.fileformat import Expectation, Source, collect_sources
from judge_cli.scenarios.runner import ANSWERED, ERROR, FAIL, PASS, Summary, run_paths

FIXTURES = Path(__file__).parent / "fixtures" / "scenarios"


def run_text(text: str, corpus, name: str = "t.yaml"):
    return run_paths([Source(name, text=text)], corpus, engine=fake_engine())


def statuses(report) -> list[tuple[str | None, str]]:
    return [(result.id, result.status) for result in report.results]


def test_a_folder_batch_reports_every_file_even_a_broken_one(corpus):
    report = run_paths(collect_sources([str(FIXTURES / "batch")]), corpus, engine=fake_engine())
    assert statuses(report) == [(None, ERROR), ("opponent-may-not-look", PASS), ("controller-may-look", PASS),
                                ("no-expectation", ANSWERED)]
    assert "broken.yaml:5:" in report.results[0].error
    assert report.summary() == Summary(passed=2, failed=0, errors=1, answered=1)
    assert report.summary().exit_code == ExitCode.BAD_INPUT


def test_a_broken_state_is_one_error_and_its_siblings_run(corpus):
    report = run_paths(collect_sources([str(FIXTURES / "mixed.yaml")]), corpus, engine=fake_engine())
    assert statuses(report) == [("first", PASS), ("second", ERROR), ("third", PASS)]
    assert report.results[1].error.endswith("mixed.yaml:11: key 'given.colour': unknown key")
    assert report.results[1].question == "can-look"


def test_a_wrong_expectation_fails_with_reasons_and_exit_code_1(corpus):
    report = run_paths(collect_sources([str(FIXTURES / "failing.yaml")]), corpus, engine=fake_engine())
    [result] = report.results
    assert result.status == FAIL
    assert result.failures == ["answer: expected yes, got no"]
    assert report.summary().exit_code == ExitCode.NOT_FOUND


@pytest.mark.parametrize(
    "counts, code",
    [
        (Summary(passed=3), ExitCode.OK),
        (Summary(passed=3, answered=2), ExitCode.OK),
        (Summary(passed=3, failed=1), ExitCode.NOT_FOUND),
        (Summary(failed=1, errors=1), ExitCode.BAD_INPUT),
        (Summary(errors=1), ExitCode.BAD_INPUT),
    ],
)
def test_exit_code_two_wins_over_one(counts, code):
    assert counts.exit_code == code


def test_duplicate_ids_name_both_places_and_the_first_still_runs(corpus):
    text = ("scenarios:\n  - id: same\n    question: can-look\n"
            "  - id: other\n    question: can-look\n  - id: same\n    question: share-a-name\n")
    report = run_text(text, corpus)
    assert statuses(report) == [("same", ANSWERED), ("other", ANSWERED), ("same", ERROR)]
    assert report.results[2].error == "t.yaml:6: key 'id': duplicate scenario id 'same', already used at t.yaml:2"


def test_duplicate_ids_across_files_are_caught(corpus):
    text = "scenarios:\n  - id: same\n    question: can-look\n"
    sources = [Source("a.yaml", text=text), Source("b.yaml", text=text)]
    report = run_paths(sources, corpus, engine=fake_engine())
    assert report.results[1].error == "b.yaml:2: key 'id': duplicate scenario id 'same', already used at a.yaml:2"


def test_an_unknown_question_kind_names_the_line_and_the_nearest_kind(corpus):
    report = run_text("scenarios:\n  - id: x\n    given: {}\n    question: can-lok\n", corpus)
    assert report.results[0].error == ("t.yaml:4: key 'question': unknown question kind 'can-lok' "
                                       "(did you mean 'can-look'?)")


def test_an_evaluator_crash_is_an_internal_error_and_the_batch_goes_on(corpus):
    report = run_text("scenarios:\n  - id: x\n    question: crash\n  - id: y\n    question: can-look\n", corpus)
    assert statuses(report) == [("x", ERROR), ("y", ANSWERED)]
    assert report.results[0].error.startswith("t.yaml:2: internal error in the evaluator for question 'crash'")
    assert "ZeroDivisionError" in report.results[0].error


@pytest.mark.parametrize("name", ["Become Anonymous", "Anonymat", "群衆紛れ"])
def test_the_runner_resolves_corpus_names_for_the_evaluator(corpus, name):
    report = run_text(f"scenarios:\n  - id: x\n    question: can-look\n    given:\n      permanent: {{card: {name}}}\n",
                      corpus)
    assert report.results[0].status == ANSWERED, report.results[0].error


def test_an_unknown_card_name_is_an_error_on_its_line(corpus):
    report = run_text("scenarios:\n  - id: x\n    question: can-look\n    given:\n      permanent:\n"
                      "        card: Nonexistent Card\n", corpus)
    assert report.results[0].error.startswith("t.yaml:6: unknown card 'Nonexistent Card'")


def verdict(answer, cites=(), details=None) -> Verdict:
    return Verdict(answer, "because", [Citation(c, "ruling", "text", "en") for c in cites], details or {})


@pytest.mark.parametrize(
    "expected, actual, problems",
    [
        (Expectation(1, answer="no"), verdict("no"), []),
        (Expectation(1, answer="no"), verdict("yes"), ["answer: expected no, got yes"]),
        (Expectation(1, answer={"power": 2}), verdict({"power": "2", "toughness": 2}), []),
        (Expectation(1, answer={"power": 3}), verdict({"power": 2}), ["answer.power: expected 3, got 2"]),
        (Expectation(1, answer={"colors": ["red", "blue"]}), verdict({"colors": ("blue", "red")}), []),
        (Expectation(1, answer={"name": None}), verdict({"name": None}), []),
        (Expectation(1, answer={"name": None}), verdict({"name": "Hill Giant"}),
         ["answer.name: expected —, got Hill Giant"]),
        (Expectation(1, answer={"ward": "{2}"}), verdict({"power": 2}),
         ["answer: expected key 'ward', which the answer does not have"]),
        (Expectation(1, answer={"power": 2}), verdict("yes"), ["answer: expected {power: 2}, got yes"]),
        (Expectation(1, cites=("a", "b")), verdict("yes", ["b", "a", "c"]), []),
        (Expectation(1, cites=("a", "z")), verdict("yes", ["a"]),
         ["expected a citation of 'z'; the answer cites a"]),
        (Expectation(1, details={"procedures": [{"cost": "{3}"}]}),
         verdict("yes", details={"procedures": [{"cost": "{3}"}], "x": 1}), []),
        (Expectation(1, details={"procedures": [{"cost": "{3}"}]}),
         verdict("yes", details={"procedures": [{"cost": "{3}", "procedure": "morph"}]}), []),
        (Expectation(1, details={"procedures": [{"cost": "{3}"}]}),
         verdict("yes", details={"procedures": [{"cost": "{4}"}]}),
         ["details.procedures[1].cost: expected {3}, got {4}"]),
        (Expectation(1, details={"procedures": [{"cost": "{3}"}]}), verdict("yes", details={"procedures": []}),
         ["details.procedures: expected 1 items, got []"]),
        (Expectation(1, details={"zone": "library"}), verdict("yes", details={"zone": "graveyard"}),
         ["details.zone: expected library, got graveyard"]),
    ],
)
def test_expectations_compare_content_not_form(expected, actual, problems):
    assert expectations.check(expected, actual) == problems
