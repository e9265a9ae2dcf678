"""The safe, located YAML reader used for corpus and scenario files."""

from __future__ import annotations

import pytest

from judge_cli.errors import InputError
from judge_cli.yamlsafe import MAX_FILE_BYTES, parse_yaml, read_yaml_file


def test_keys_and_items_remember_their_lines():
    data = parse_yaml("a: 1\nb:\n  - x\n  - y\nc: {d: 2}\n", "f.yaml")
    assert data == {"a": 1, "b": ["x", "y"], "c": {"d": 2}}
    assert data.line_of("a") == 1 and data.line_of("b") == 2 and data.line_of("c") == 5
    assert data["b"].line_of(1) == 4
    assert data["c"].line == 5


@pytest.mark.parametrize(
    "text, line, words",
    [
        ("a: [1, 2\nb: 3\n", 2, "syntax error"),
        ("a: !!python/object:os.system {}\n", 1, "unsupported YAML tag"),
        ("a: !custom 3\n", 1, "unsupported YAML tag"),
        ("a: 1\nb: 2\na: 3\n", 3, "appears twice"),
        ("base: &b {x: 1}\nother:\n  <<: *b\n", 3, "merge keys"),
    ],
)
def test_bad_documents_name_file_and_line(text, line, words):
    with pytest.raises(InputError) as caught:
        parse_yaml(text, "bad.yaml")
    assert caught.value.source == "bad.yaml"
    assert caught.value.line == line
    assert words in str(caught.value)
    assert str(caught.value).startswith(f"bad.yaml:{line}:")


def test_alias_bomb_is_refused_quickly():
    lines = ['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for level in range(1, 10):
        refs = ",".join([f"*a{level - 1}"] * 9)
        lines.append(f"a{level}: &a{level} [{refs}]")
    with pytest.raises(InputError, match="alias bomb"):
        parse_yaml("\n".join(lines) + "\n", "bomb.yaml")


def test_small_aliases_are_shared_not_copied():
    data = parse_yaml("x: &card {name: Hill Giant}\ny: *card\n", "ok.yaml")
    assert data["x"] is data["y"]


def test_oversized_file_is_refused_before_parsing(tmp_path):
    big = tmp_path / "big.yaml"
    with big.open("wb") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)
    with pytest.raises(InputError, match="limit (is|of) 20 MB"):
        read_yaml_file(big, "big.yaml")


def test_non_utf8_file_is_a_clear_error(tmp_path):
    path = tmp_path / "latin1.yaml"
    path.write_bytes("name: Anonym werden \xe4\n".encode("latin-1"))
    with pytest.raises(InputError, match="not UTF-8"):
        read_yaml_file(path, "latin1.yaml")
