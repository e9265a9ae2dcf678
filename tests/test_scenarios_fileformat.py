"""Reading scenario files: finding them, their shape, located errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_cli.scenarios.fileformat import Problem, Scenario, Source, collect_sources, read_source
from judge_cli.suggest import nearest

FIXTURES = Path(__file__).parent / "fixtures" / "scenarios"

HEAD = "scenarios:\n  - id: s1\n    question: can-look\n"


def entries(text: str) -> list:
    """Entries of ``text`` read as the file ``t.yaml``."""
    return read_source(Source("t.yaml", text=text)).entries


def test_a_well_formed_scenario_keeps_its_parts_and_lines():
    text = HEAD + ("    description: why\n    given:\n      viewer: opponent\n    expect:\n      answer: no\n"
                   "      cites: [a, b]\n")
    [scenario] = entries(text)
    assert isinstance(scenario, Scenario)
    assert (scenario.id, scenario.question, scenario.description) == ("s1", "can-look", "why")
    assert scenario.given == {"viewer": "opponent"} and scenario.given.line_of("viewer") == 6
    assert (scenario.source, scenario.line, scenario.question_line) == ("t.yaml", 2, 3)
    assert scenario.expect.answer == "no" and scenario.expect.cites == ("a", "b")
    assert scenario.expect.to_json() == {"answer": "no", "cites": ["a", "b"]}


@pytest.mark.parametrize("written, read", [("yes", "yes"), ("no", "no"), ("'no'", "no"), ("true", "yes"),
                                           ("false", "no"), ('" yes "', "yes")])
def test_unquoted_yes_and_no_are_read_as_the_answer_strings(written, read):
    [scenario] = entries(HEAD + f"    expect: {{answer: {written}}}\n")
    assert scenario.expect.answer == read


def test_a_mapping_answer_and_details_are_kept():
    [scenario] = entries(HEAD + "    expect:\n      answer: {power: 2}\n      details: {ward: '{2}'}\n"
                                "      cites: one\n")
    assert scenario.expect.answer == {"power": 2}
    assert scenario.expect.details == {"ward": "{2}"}
    assert scenario.expect.cites == ("one",)


@pytest.mark.parametrize(
    "text, line, words",
    [
        ("scenarios:\n  - id: [x\n", 3, "YAML syntax error"),
        ("scenarios: !!python/object:os.system {}\n", 1, "unsupported YAML tag"),
        ("- id: x\n", 1, "expected a mapping with a 'scenarios:' list"),
        ("", None, "the file is empty"),
        ("# only a comment\n", None, "the file is empty"),
        ("scenarios: []\n", 1, "key 'scenarios': the list is empty"),
        ("scenarios: {id: x}\n", 1, "key 'scenarios': expected a list"),
        ("description: x\n", 1, "missing the 'scenarios:' list"),
        ("scenario:\n  - id: x\n", 1, "key 'scenario': unknown top-level key (did you mean 'scenarios'?)"),
    ],
)
def test_a_broken_file_is_one_located_problem(text, line, words):
    [problem] = entries(text)
    assert isinstance(problem, Problem)
    assert problem.line == line
    assert words in problem.message
    assert problem.message.startswith(f"t.yaml:{line}:" if line else "t.yaml:")


@pytest.mark.parametrize(
    "item, line, words",
    [
        ("  - just text\n", 2, "a scenario must be a mapping"),
        ("  - question: can-look\n", 2, "missing required key 'id'"),
        ("  - id: 42\n    question: can-look\n", 2, "key 'id': expected non-empty text"),
        ("  - id: x\n", 2, "missing required key 'question'"),
        ("  - id: x\n    question: ''\n", 3, "key 'question': expected non-empty text"),
        ("  - id: x\n    question: can-look\n    expected: {answer: no}\n", 4,
         "key 'expected': unknown key (did you mean 'expect'?)"),
        ("  - id: x\n    ask: [look]\n", 3, "key 'ask': expected the question as text"),
        ("  - id: x\n    ask: Can they look?\n    question: can-look\n", 4, "key 'question': write either 'ask'"),
        ("  - id: x\n    ask: Can they look?\n    lang: xx\n", 4, "key 'lang': expected one of: en, de"),
        ("  - id: x\n    question: can-look\n    given: [viewer]\n", 4, "key 'given': expected a mapping"),
        ("  - id: x\n    question: can-look\n    expect: no\n", 4, "key 'expect': expected a mapping"),
        ("  - id: x\n    question: can-look\n    expect: {}\n", 4, "key 'expect': expected at least one of"),
        ("  - id: x\n    question: can-look\n    expect:\n      answers: no\n", 5,
         "key 'answers': unknown key in 'expect' (did you mean 'answer'?)"),
        ("  - id: x\n    question: can-look\n    expect:\n      answer: null\n", 5, "key 'answer': expected \"yes\""),
        ("  - id: x\n    question: can-look\n    expect:\n      answer: 3\n", 5, "key 'answer': expected \"yes\""),
        ("  - id: x\n    question: can-look\n    expect:\n      cites: [1, 2]\n", 5, "key 'cites': expected a list"),
        ("  - id: x\n    question: can-look\n    expect:\n      cites: []\n", 5, "key 'cites': expected a list"),
        ("  - id: x\n    question: can-look\n    expect:\n      details: [a]\n", 5,
         "key 'details': expected a mapping"),
        ("  - id: x\n    question: can-look\n    description: 7\n", 4, "key 'description': expected non-empty text"),
    ],
)
def test_a_broken_scenario_is_one_problem_and_its_siblings_are_read(item, line, words):
    text = "scenarios:\n" + item + "  - id: sibling\n    question: can-look\n"
    problem, sibling = entries(text)
    assert isinstance(problem, Problem), problem
    assert problem.line == line
    assert problem.message.startswith(f"t.yaml:{line}: ")
    assert words in problem.message
    assert isinstance(sibling, Scenario) and sibling.id == "sibling"


def test_a_broken_scenario_keeps_its_id_and_question_for_the_report():
    [problem] = entries("scenarios:\n  - id: named\n    question: can-look\n    given: 3\n")
    assert (problem.id, problem.question) == ("named", "can-look")


def test_folders_are_searched_recursively_for_yaml_files_in_sorted_order():
    found = collect_sources([str(FIXTURES / "batch")])
    names = [Path(source.display).relative_to(FIXTURES / "batch").as_posix() for source in found]
    assert names == ["broken.yaml", "good.yaml", "nested/answered.yml"]


def test_a_file_named_twice_is_read_once():
    good = str(FIXTURES / "batch" / "good.yaml")
    found = collect_sources([good, str(FIXTURES / "batch"), good])
    assert [s.display for s in found].count(good) == 1
    assert len(found) == 3


def test_missing_paths_and_empty_folders_are_problems_in_place(tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / "readme.txt").write_text("nothing", encoding="utf-8")
    found = collect_sources([str(tmp_path / "nope.yaml"), str(empty), str(FIXTURES / "failing.yaml")])
    assert isinstance(found[0], Problem) and "no such file or folder" in found[0].message
    assert str(tmp_path / "nope.yaml") in found[0].message
    assert isinstance(found[1], Problem) and "no *.yaml or *.yml files" in found[1].message
    assert isinstance(found[2], Source)


def test_dash_reads_standard_input_once():
    calls = []

    def read() -> str:
        calls.append(1)
        return HEAD

    [source] = collect_sources(["-"], read)
    assert source.display == "<stdin>" and calls == [1]
    [scenario] = read_source(source).entries
    assert scenario.source == "<stdin>" and scenario.id == "s1"


def test_an_oversized_file_is_refused_with_its_name(tmp_path):
    big = tmp_path / "big.yaml"
    with big.open("wb") as handle:
        handle.truncate(50 * 1024 * 1024)
    [problem] = read_source(Source(str(big), path=big)).entries
    assert problem.message.startswith(f"{big}: ") and "50 MB" in problem.message and "limit" in problem.message


def test_an_alias_bomb_is_refused():
    lines = ['a0: &a0 ["x","x","x","x","x","x","x","x","x"]']
    for level in range(1, 10):
        lines.append(f"a{level}: &a{level} [" + ",".join([f"*a{level - 1}"] * 9) + "]")
    [problem] = entries("\n".join(lines) + "\nscenarios: []\n")
    assert "alias bomb" in problem.message and problem.message.startswith("t.yaml:1:")


def test_nearest_suggests_close_words_only():
    kinds = ["can-look", "can-transform", "share-a-name"]
    assert nearest("can-transfrom", kinds)[0] == "can-transform"
    assert nearest("zzz", kinds) == []


def test_nesting_deeper_than_python_recursion_is_a_located_error():
    text = "scenarios:\n  - id: x\n    question: can-look\n    given: " + "{a: " * 500 + "1" + "}" * 500 + "\n"
    [problem] = entries(text)
    assert problem.message == "t.yaml:1: YAML document is nested too deeply"


def test_a_bug_while_reading_one_scenario_is_one_problem(monkeypatch):
    from judge_cli.scenarios import fileformat

    def broken(item, source, line):
        if item["id"] == "bad":
            raise KeyError("oops")
        return real(item, source, line)

    real = fileformat.parse_scenario
    monkeypatch.setattr(fileformat, "parse_scenario", broken)
    problem, sibling = entries("scenarios:\n  - id: bad\n    question: q\n  - id: good\n    question: q\n")
    assert problem.message.startswith("t.yaml:2: internal error while reading the scenario file (KeyError")
    assert (problem.id, sibling.id) == ("bad", "good")
