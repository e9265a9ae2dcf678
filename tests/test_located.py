"""Located values built directly (``judge ask``'s scenarios) are what the YAML round trip reads."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge_cli.located import YamlList, YamlMap, one_line
from judge_cli.yamlsafe import parse_yaml


def _shape(value: Any) -> Any:
    """The value with its type and lines spelt out, so two readings compare on all of it."""
    if isinstance(value, YamlMap):
        return ("map", value.line, dict(value.key_lines), {key: _shape(item) for key, item in value.items()})
    if isinstance(value, YamlList):
        return ("list", value.line, list(value.item_lines), [_shape(item) for item in value])
    return (type(value).__name__, value)


def _round_trip(value: Any) -> Any:
    return parse_yaml(json.dumps(value, ensure_ascii=False), "<question>")


_SCALARS = st.none() | st.booleans() | st.integers(-10**20, 10**20) | st.text(max_size=12)
_VALUES = st.recursive(_SCALARS, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
    st.text(max_size=8), inner, max_size=4), max_leaves=20)


@settings(max_examples=300, deadline=None)
@given(_VALUES)
def test_a_value_read_directly_is_the_round_trips_reading_or_refused(value):
    try:
        direct = one_line(value)
    except ValueError:
        return  # the caller takes the round trip itself
    assert _shape(direct) == _shape(_round_trip(value))


def test_a_scenario_of_the_reader_is_read_directly_with_every_line_one():
    given_ = {"permanent": {"face_down": "cloak", "card": {"name": "Hill Giant", "types": ("creature",),
                                                          "mana_cost": "{3}{R}", "power": 3}},
              "viewer": "opponent", "tapped": False, "method": None, "note": 'say "no" \\ quoted'}
    direct = one_line(given_)
    assert _shape(direct) == _shape(_round_trip(given_))
    assert direct["permanent"]["card"]["types"] == ["creature"] and direct["permanent"]["card"]["types"].line == 1


@pytest.mark.parametrize("value", [1.5, {"a": "tab\there"}, {"a": "\x85"}, {1: "x"}, {"a": {"b": object()}},
                                   "\udcff", {"a": "\u2028"}])
def test_what_the_round_trip_could_read_otherwise_is_refused(value):
    with pytest.raises(ValueError):
        one_line(value)


def test_nesting_past_the_limit_is_left_to_the_round_trip():
    deep: Any = "x"
    for _ in range(60):
        deep = [deep]
    with pytest.raises(ValueError):
        one_line(deep)
    assert one_line([[["x"]]]) == [[["x"]]]
