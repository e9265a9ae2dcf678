"""docs/scenario.schema.json stays in step with the code and accepts the examples.

No JSON Schema library is a dependency, so a small checker below covers the
keywords the schema uses ($ref, allOf, oneOf, if/then, type, enum, const,
properties, required, additionalProperties, items, min/max items and length,
minimum/maximum, pattern, not).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from judge_cli.rules import KINDS, QUESTION_KINDS
from judge_cli.rules import given as given_module
from judge_cli.rules import resolve
from judge_cli.scenarios.fileformat import EXPECT_KEYS, SCENARIO_KEYS
from judge_cli.yamlsafe import parse_yaml, read_yaml_file

REPO = Path(__file__).resolve().parent.parent
SCHEMA = json.loads((REPO / "docs" / "scenario.schema.json").read_text(encoding="utf-8"))
DEFS = SCHEMA["$defs"]
TYPES = {"object": dict, "array": list, "string": str, "boolean": bool, "null": type(None)}


def is_type(value, name: str) -> bool:
    if name == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if name == "number":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return isinstance(value, TYPES[name]) and not (name != "boolean" and isinstance(value, bool))


def problems(value, schema: dict, where: str = "$") -> list[str]:
    """Where ``value`` breaks ``schema`` (an empty list when it fits)."""
    if "$ref" in schema:
        found = problems(value, DEFS[schema["$ref"].rsplit("/", 1)[1]], where)
        return found + problems(value, {k: v for k, v in schema.items() if k != "$ref"}, where)
    found: list[str] = []
    for sub in schema.get("allOf", []):
        found += problems(value, sub, where)
    if "oneOf" in schema and sum(not problems(value, sub, where) for sub in schema["oneOf"]) != 1:
        found.append(f"{where}: matches not exactly one of oneOf")
    if "if" in schema and not problems(value, schema["if"], where):
        found += problems(value, schema.get("then", {}), where)
    if "not" in schema and not problems(value, schema["not"], where):
        found.append(f"{where}: is not allowed")
    kinds = schema.get("type")
    if kinds is not None and not any(is_type(value, k) for k in ([kinds] if isinstance(kinds, str) else kinds)):
        return found + [f"{where}: expected {kinds}, got {value!r}"]
    if "enum" in schema and value not in schema["enum"]:
        found.append(f"{where}: {value!r} not in {schema['enum']}")
    if "const" in schema and value != schema["const"]:
        found.append(f"{where}: expected {schema['const']!r}")
    if isinstance(value, str):
        if len(value) < schema.get("minLength", 0) or ("pattern" in schema and not re.search(schema["pattern"], value)):
            found.append(f"{where}: bad text {value!r}")
    if is_type(value, "integer") and not schema.get("minimum", value) <= value <= schema.get("maximum", value):
        found.append(f"{where}: {value} out of range")
    if isinstance(value, list):
        if not schema.get("minItems", 0) <= len(value) <= schema.get("maxItems", len(value)):
            found.append(f"{where}: wrong number of items")
        for index, item in enumerate(value):
            found += problems(item, schema.get("items", {}), f"{where}[{index}]")
    if isinstance(value, dict):
        properties = schema.get("properties", {})
        found += [f"{where}: missing {key!r}" for key in schema.get("required", []) if key not in value]
        for key, item in value.items():
            if key in properties:
                found += problems(item, properties[key], f"{where}.{key}")
            elif schema.get("additionalProperties") is False:
                found.append(f"{where}: unknown key {key!r}")
            elif isinstance(schema.get("additionalProperties"), dict):
                found += problems(item, schema["additionalProperties"], f"{where}.{key}")
        if len(value) < schema.get("minProperties", 0):
            found.append(f"{where}: too few keys")
    return found


@pytest.mark.parametrize("path", sorted((REPO / "examples").rglob("*.yaml")), ids=lambda p: p.name)
def test_every_example_file_fits_the_schema(path):
    assert problems(read_yaml_file(path), SCHEMA) == []


@pytest.mark.parametrize(
    "text, words",
    [
        ("scenarios: []\n", "wrong number of items"),
        ("scenarios:\n  - {id: x, question: can-lok}\n", "not in"),
        ("scenarios:\n  - {id: x, question: can-look, ask: why}\n", "not exactly one of oneOf"),
        ("scenarios:\n  - {id: x, question: can-look, given: {viewer: opponent, colour: blue}}\n", "unknown key 'colour'"),
        ("scenarios:\n  - {id: x, question: can-look, given: {viewer: nobody, permanent: {card: X}}}\n", "not in"),
        ("scenarios:\n  - {id: x, question: can-look, given: {viewer: opponent}}\n", "missing 'permanent'"),
        ("scenarios:\n  - {id: x, question: resolve, given: {card: X, players: you}}\n", "expected array"),
        ("scenarios:\n  - {id: x, question: can-look, expect: {}}\n", "too few keys"),
    ],
)
def test_the_schema_rejects_what_judge_eval_rejects(text, words):
    found = problems(parse_yaml(text, "t.yaml"), SCHEMA)
    assert any(words in problem for problem in found), found


def test_scenario_and_expect_keys_match_the_reader():
    assert set(DEFS["scenario"]["properties"]) == set(SCENARIO_KEYS)
    assert set(DEFS["expect"]["properties"]) == set(EXPECT_KEYS)
    assert DEFS["question"]["enum"] == list(QUESTION_KINDS)


@pytest.mark.parametrize("kind", QUESTION_KINDS)
def test_given_keys_of_each_kind_match_the_rules(kind):
    schema = DEFS[f"given-{kind}"]
    expected = set(resolve.KEYS) if kind == "resolve" else {key.name for key in KINDS[kind].keys}
    assert set(schema["properties"]) == expected | {"cards"}
    if kind != "resolve":
        assert set(schema["required"]) == {key.name for key in KINDS[kind].keys if key.required}
        for key in KINDS[kind].keys:
            if key.choices:
                assert schema["properties"][key.name]["enum"] == list(key.choices)


@pytest.mark.parametrize("name, keys", [("card", given_module.CARD_KEYS), ("permanent", given_module.PERMANENT_KEYS),
                                        ("effect", given_module.EFFECT_KEYS),
                                        ("requirement", given_module.REQUIREMENT_KEYS)])
def test_building_blocks_match_the_rules(name, keys):
    assert set(DEFS[name]["properties"]) == set(keys)
