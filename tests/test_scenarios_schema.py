"""docs/scenario.schema.json is generated from the code, is current, and accepts every example and bank."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from judge_cli.rules import KINDS, QUESTION_KINDS
from judge_cli.rules import given as given_module
from judge_cli.scenarios.fileformat import EXPECT_KEYS, SCENARIO_KEYS
from judge_cli.scenarios.schema import render, scenario_file_schema
from judge_cli.yamlsafe import parse_yaml, read_yaml_file

REPO = Path(__file__).resolve().parent.parent
SCHEMA_FILE = REPO / "docs" / "scenario.schema.json"
SCHEMA = scenario_file_schema()
DEFS = SCHEMA["$defs"]
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def problems(value) -> list[str]:
    """Where ``value`` breaks the schema, as 'path: message' lines (empty when it fits)."""
    return [f"{'/'.join(map(str, error.absolute_path))}: {error.message}" for error in VALIDATOR.iter_errors(value)]


def test_the_schema_file_is_what_the_code_generates():
    assert SCHEMA_FILE.read_text(encoding="utf-8") == render(), "docs/scenario.schema.json is stale: run " \
                                                                   "scripts/generate-schema"


def test_the_schema_is_a_valid_draft_2020_12_schema():
    jsonschema.Draft202012Validator.check_schema(json.loads(SCHEMA_FILE.read_text(encoding="utf-8")))


@pytest.mark.parametrize("path", sorted((REPO / "examples").rglob("*.yaml")), ids=lambda p: p.name)
def test_every_example_file_and_question_bank_fits_the_schema(path):
    assert problems(read_yaml_file(path)) == []


@pytest.mark.parametrize(
    "text, words",
    [
        ("scenarios: []\n", "should be non-empty"),
        ("scenarios:\n  - {id: x, question: can-lok}\n", "is not one of"),
        ("scenarios:\n  - {id: x, question: can-look, ask: why}\n", "is valid under each of"),
        ("scenarios:\n  - {id: x, question: can-look, given: {viewer: opponent, colour: blue}}\n",
         "'colour' was unexpected"),
        ("scenarios:\n  - {id: x, question: can-look, given: {viewer: nobody, permanent: {card: X}}}\n",
         "is not one of"),
        ("scenarios:\n  - {id: x, question: can-look, given: {viewer: opponent}}\n",
         "'permanent' is a required property"),
        ("scenarios:\n  - {id: x, question: resolve, given: {card: X, players: you}}\n", "is not of type 'array'"),
        ("scenarios:\n  - {id: x, question: can-look, expect: {}}\n", "should be non-empty"),
        ("scenarios:\n  - {id: x, question: must-reveal, given: {event: dies, to: moon, permanent: {card: X}}}\n",
         "is not one of"),
    ],
)
def test_the_schema_rejects_what_judge_eval_rejects(text, words):
    found = problems(parse_yaml(text, "t.yaml"))
    assert any(words in problem for problem in found), found


def test_a_valid_scenario_of_each_shape_fits():
    text = """
    scenarios:
      - id: a
        question: must-reveal
        given: {event: leaves-battlefield, to: exile, permanent: {face_down: cloak, card: {name: X, types: [creature]}}}
        expect: {answer: "yes"}
      - id: b
        ask: "can a cloaked DFC transform?"
        expect: {refused: ambiguous}
    """
    assert problems(parse_yaml(text.replace("\n    ", "\n"), "t.yaml")) == []


def test_scenario_and_expect_keys_match_the_reader():
    assert set(DEFS["scenario"]["properties"]) == set(SCENARIO_KEYS)
    assert set(DEFS["expect"]["properties"]) == set(EXPECT_KEYS)
    assert DEFS["question"]["enum"] == list(QUESTION_KINDS)


@pytest.mark.parametrize("kind", QUESTION_KINDS)
def test_given_keys_of_each_kind_are_the_kinds_keys(kind):
    schema = DEFS[f"given-{kind}"]
    assert set(schema["properties"]) == set(KINDS[kind].key_names)
    assert set(schema.get("required", [])) == {spec.name for spec in KINDS[kind].keys if spec.required}
    for spec in KINDS[kind].keys:
        if spec.choices:
            assert schema["properties"][spec.name]["enum"] == list(spec.choices)


@pytest.mark.parametrize("name, keys", [("card", given_module.CARD_KEYS), ("permanent", given_module.PERMANENT_KEYS),
                                        ("effect", given_module.EFFECT_KEYS),
                                        ("requirement", given_module.REQUIREMENT_KEYS)])
def test_building_blocks_match_the_reader(name, keys):
    assert set(DEFS[name]["properties"]) == set(keys)
