"""The safe, located YAML reader used for corpus and scenario files."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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


#: Scalars whose YAML 1.1 reading surprises people; each must read exactly as ``yaml.safe_load`` reads it.
TRICKY_SCALARS = ["12", "0", "-0", "+12", "-3", "010", "0o10", "0x1F", "0b101", "1_000", "1:30", "-1:30", "1.5",
                  "1e3", ".inf", "-.Inf", ".nan", "yes", "No", "ON", "off", "true", "False", "~", "null", "",
                  "2024-07-05", "2024-07-05 10:00:00", "2024-07-05T10:00:00Z", "'12'", '"yes"', "'~'", "'x: y'",
                  '"{2}{U}"', "[]", "{}", "ward {2}", "１２", "12abc"]


@pytest.mark.parametrize("scalar", TRICKY_SCALARS)
def test_scalars_read_as_the_safe_loader_reads_them(scalar):
    import math

    import yaml

    text = f"v: {scalar}\nl:\n  - {scalar}\n"
    expected = yaml.safe_load(text)
    data = parse_yaml(text, "s.yaml")
    if isinstance(expected["v"], float) and math.isnan(expected["v"]):
        assert math.isnan(data["v"]) and math.isnan(data["l"][0])
        return
    assert data == expected
    if not isinstance(expected["v"], (list, dict)):  # 1 == 1.0 == True: the types must match too
        assert type(data["v"]) is type(expected["v"]) and type(data["l"][0]) is type(expected["l"][0])


_PLAIN = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False),
                   st.text(max_size=12), st.sampled_from(TRICKY_SCALARS))


@settings(max_examples=200)
@given(st.recursive(_PLAIN, lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(min_size=1, max_size=8), inner, max_size=4), max_leaves=30),
       st.sampled_from([False, True]))
def test_any_document_reads_as_the_safe_loader_reads_it(value, flow):
    import yaml

    text = yaml.safe_dump({"doc": value}, default_flow_style=flow, allow_unicode=True)
    assert parse_yaml(text, "p.yaml") == yaml.safe_load(text)


def test_explicitly_tagged_scalars_that_do_not_convert_are_located_errors():
    for text in ("a: 1\nflag: !!bool maybe\n", "a: 1\nflag: !!int twelve\n", "a: 1\nflag: !!timestamp soon\n",
                 "a: 1\nflag: !!float x\n"):
        with pytest.raises(InputError) as caught:
            parse_yaml(text, "t.yaml")
        assert str(caught.value).startswith("t.yaml:2: field 'flag': bad value"), text


def test_nesting_is_capped_at_max_depth():
    from judge_cli.yamlsafe import MAX_DEPTH

    deepest = parse_yaml("[" * MAX_DEPTH + "]" * MAX_DEPTH, "d.yaml")
    for _level in range(MAX_DEPTH - 1):
        deepest = deepest[0]
    assert deepest == []
    with pytest.raises(InputError, match="nested too deeply"):
        parse_yaml("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), "d.yaml")


def test_aliases_count_every_time_they_appear():
    from judge_cli import yamlsafe

    doc = "a: &a [1, 2, 3]\nb: [*a, *a, *a]\n"
    builder = yamlsafe._Builder("c.yaml")
    import yaml

    builder.build(yaml.compose(doc, Loader=yamlsafe._Loader))
    # root map, 2 keys, list a (4), list b (1) and three times list a again (12)
    assert builder.count == 1 + 2 + 4 + 1 + 12


def test_a_document_just_under_the_expansion_cap_is_read(monkeypatch):
    from judge_cli import yamlsafe

    monkeypatch.setattr(yamlsafe, "MAX_EXPANDED_NODES", 20)
    assert parse_yaml("a: &a [1, 2, 3]\nb: [*a, *a, *a]\n", "c.yaml")["b"][2] == [1, 2, 3]
    monkeypatch.setattr(yamlsafe, "MAX_EXPANDED_NODES", 19)
    with pytest.raises(InputError, match="alias bomb"):
        parse_yaml("a: &a [1, 2, 3]\nb: [*a, *a, *a]\n", "c.yaml")


def test_located_values_survive_pickle_and_copy():
    import copy
    import pickle

    data = parse_yaml("a: [1, {b: 2}]\nc: x\n", "f.yaml")
    for again in (pickle.loads(pickle.dumps(data, protocol=pickle.HIGHEST_PROTOCOL)), copy.deepcopy(data)):
        assert again == data and again.line_of("c") == 2 and again["a"].line_of(1) == 1 and again["a"].line == 1


def test_maps_and_lists_made_in_code_have_line_zero():
    from judge_cli.yamlsafe import YamlList, YamlMap

    assert (YamlMap().line, YamlMap().line_of("x"), YamlList().line, YamlList().line_of(2)) == (0, 0, 0, 0)
    with pytest.raises(AttributeError):
        YamlMap().colour  # noqa: B018 - only the slots have defaults


@pytest.mark.parametrize("text", ["a: [1, {b: 2}]\nc: [x, y, {d: [e]}]\n", "- 1\n- [2, 3]\n- {a: b}\n"])
def test_a_text_without_anchors_builds_the_same_without_the_alias_memo(text):
    import yaml

    from judge_cli import yamlsafe

    built = []
    for anchors in (True, False):
        builder = yamlsafe._Builder("t.yaml", anchors=anchors)
        built.append((builder.build(yaml.compose(text, Loader=yamlsafe._Loader)), builder.count))
    assert built[0] == built[1]
