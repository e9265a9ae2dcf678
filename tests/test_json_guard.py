"""The streaming JSON guard of imports (judge_cli/importers/guard.py): nesting depth, string length, record
size, read chunk by chunk at byte level, compared with a real parser on random documents cut at random places.
"""

from __future__ import annotations

import io
import json

import ijson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge_cli.importers.guard import GuardTrip, JsonGuard, check_ratio, format_path, json_path_at, locate

#: Strings full of what a byte scanner can get wrong: quotes, backslashes, brackets, commas, non-ASCII.
TRICKY = st.text(alphabet='ab"\\[]{},:é日\n\t\x00', max_size=12)  # json.dumps escapes " \\ and controls
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | TRICKY,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TRICKY, inner, max_size=4),
    max_leaves=40,
)


def depth_of(value) -> int:
    if isinstance(value, dict):
        return 1 + max(map(depth_of, value.values()), default=0)
    if isinstance(value, list):
        return 1 + max(map(depth_of, value), default=0)
    return 0


def encoded_strings(value, ascii_only: bool):
    """The length of every string (keys too) as :func:`dumps` writes it, quotes excluded, in bytes."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield len(dumps(key, ascii_only)) - 2
            yield from encoded_strings(item, ascii_only)
    elif isinstance(value, list):
        for item in value:
            yield from encoded_strings(item, ascii_only)
    elif isinstance(value, str):
        yield len(dumps(value, ascii_only)) - 2


def feed(guard: JsonGuard, data: bytes, cuts: list[int]) -> None:
    offset = 0
    for cut in [*sorted(set(cuts)), len(data)]:
        if cut > offset:
            guard.feed(data[offset:cut], offset)
            offset = cut


def dumps(value, ascii_only: bool) -> bytes:
    return json.dumps(value, ensure_ascii=ascii_only).encode()


@settings(max_examples=300)
@given(JSON, st.lists(st.integers(0, 400), max_size=30), st.booleans())
def test_the_depth_is_exact_however_the_bytes_are_cut(value, cuts, ascii_only):
    data = dumps(value, ascii_only)
    depth = depth_of(value)
    feed(JsonGuard(0, max_depth=depth), data, cuts)  # exactly at the limit: accepted
    if depth:
        with pytest.raises(GuardTrip) as caught:
            feed(JsonGuard(0, max_depth=depth - 1), data, cuts)
        assert caught.value.kind == "depth"


@settings(max_examples=300)
@given(JSON, st.integers(1, 16), st.booleans())
def test_strings_are_measured_never_shorter_and_at_most_one_chunk_longer(value, size, ascii_only):
    data = dumps(value, ascii_only)
    cuts = list(range(size, len(data), size))
    longest = max(encoded_strings(value, ascii_only), default=0)
    feed(JsonGuard(0, max_string=longest + 2 * size + 2), data, cuts)  # never refused below its true length
    if longest > 2 * size:
        with pytest.raises(GuardTrip) as caught:
            feed(JsonGuard(0, max_string=longest - size - 2, max_depth=1000), data, cuts)
        assert caught.value.kind == "string"


def test_a_quote_escaped_in_every_chunk_does_not_hide_a_long_string():
    data = b'[{"name": "' + (b"a" * 90 + b'\\"') * 50 + b'"}]'
    with pytest.raises(GuardTrip) as caught:
        feed(JsonGuard(1, max_string=1000), data, list(range(100, len(data), 100)))
    assert caught.value.kind == "string"


@pytest.mark.parametrize("text", [b'"\\\\"', b'"\\\\\\""', b'"a\\\\\\\\"', b'"\\""'])
def test_backslash_runs_cut_anywhere(text):
    data = b"[" + text + b", [1]]"
    for cut in range(1, len(data)):
        guard = JsonGuard(0, max_depth=2)
        feed(guard, data, [cut])
        assert guard.depth == 0 and not guard.in_string, (text, cut)


def test_a_record_of_too_many_values_is_refused_and_the_next_record_starts_afresh():
    small = b"[" + b"0," * 50 + b"0]"
    data = b'{"data": {"A": ' + small + b', "B": ' + small + b"}}"
    feed(JsonGuard(2, max_record=80), data, list(range(16, len(data), 16)))
    big = b'{"data": {"A": [' + b"0," * 200 + b"0]}}"
    with pytest.raises(GuardTrip) as caught:
        feed(JsonGuard(2, max_record=80), big, list(range(16, len(big), 16)))
    assert caught.value.kind == "record"


def test_the_path_of_a_depth_trip():
    data = b'{"data": {"S": {"cards": [' + b"[" * 100 + b"]" * 100 + b"]}}}"
    trip = GuardTrip("depth", len(data))
    path = locate(io.BytesIO(data), trip, ijson.basic_parse, 2)
    assert path.startswith("data.S.cards[0][0][0]") and "more" in path


def test_the_path_of_a_string_trip_ends_at_the_field():
    data = b'{"data": {"S": {"cards": [{"uuid": "u"}, {"name": "' + b"A" * 5000 + b'"}]}}}'
    trip = GuardTrip("string", 4000)
    assert locate(io.BytesIO(data), trip, ijson.basic_parse, 2) == "data.S.cards[1].name"


def test_the_path_of_a_record_trip_is_the_record():
    data = b'[{"a": 1}, {"b": [' + b"0," * 1000 + b"0]}]"
    assert locate(io.BytesIO(data), GuardTrip("record", 1500), ijson.basic_parse, 1) == "[1]"


def test_paths_quote_keys_that_are_not_names_and_shorten_long_ones():
    assert format_path(["data", "10E", "cards", 3]) == "data['10E'].cards[3]"
    assert format_path(["data", *["a"] * 30]).count(".a") < 12
    assert json_path_at(iter([])) == "$"


def test_decompression_ratio():
    assert not check_ratio(10 * 1024 * 1024, 1024)  # small: never a bomb
    assert check_ratio(200 * 1024 * 1024, 1024 * 1024)
    assert not check_ratio(200 * 1024 * 1024, 10 * 1024 * 1024)
