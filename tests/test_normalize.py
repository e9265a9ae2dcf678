"""Text normalisation: examples per rule, query limits, and properties over any text."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge_cli.errors import UsageError
from judge_cli.search.normalize import (
    MAX_QUERY_CHARS,
    _fold_chars,
    _squeeze,
    normalize,
    normalize_query,
    search_keys,
)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Become Anonymous", "become anonymous"),
        ("  Become   ANONYMOUS  ", "become anonymous"),
        ("Ser anónimo", "ser anonimo"),
        ("Caché sous le nez de tous", "cache sous le nez de tous"),
        ("Absence inexpliquée", "absence inexpliquee"),
        ("Unerklärliche Abwesenheit", "unerklarliche abwesenheit"),
        ("Straße", "strasse"),
        ("ＡＮＯＮＹＭＡＴ", "anonymat"),  # full-width Latin
        ("Ｓｅｒ　ａｎóｎｉｍｏ", "ser anonimo"),  # full-width with an ideographic space
        ("Assassin's Creed", "assassins creed"),
        ("Assassin’s Creed", "assassins creed"),
        ("face-down", "face down"),
        ("{2}{U}{U}", "2 u u"),
        ("群衆紛れ", "群衆紛れ"),
        ("「群衆・紛れ」。", "群衆紛れ"),  # CJK punctuation goes, and the space it leaves between CJK too
        ("群衆 紛れ", "群衆紛れ"),
        ("匿身于众、当面匿踪", "匿身于众当面匿踪"),
        ("ｸﾘｰﾁｬｰ", "クリーチャー"),  # half-width katakana
        ("ガ", "ガ"),  # dakuten kept on kana (not a Latin accent)
        ("ｶﾞ", "ガ"),
        ("Anonym\x00 werden\x07", "anonym werden"),  # control characters removed
        ("Anonym\twerden\n", "anonym werden"),  # tab and newline separate words
        ("Anon\u200bymat", "anonymat"),  # zero-width space removed
        ("...", ""),
        ("", ""),
    ],
)
def test_examples(text, expected):
    assert normalize(text) == expected


@pytest.mark.parametrize(
    "text, keys",
    [
        ("Unerklärliche Abwesenheit", ("unerklarliche abwesenheit", "unerklaerliche abwesenheit")),
        ("schöner Anblick", ("schoner anblick", "schoener anblick")),
        ("Über", ("uber", "ueber")),
        ("Become Anonymous", ("become anonymous",)),
        ("Ser anónimo", ("ser anonimo",)),  # an acute accent has no spelled-out form
        ("群衆紛れ", ("群衆紛れ",)),
    ],
)
def test_search_keys_add_the_spelled_out_umlauts(text, keys):
    assert search_keys(text) == keys


def test_query_longer_than_the_limit_is_refused_with_its_length():
    with pytest.raises(UsageError, match=r"query is 10000 characters long; the limit is 200"):
        normalize_query("a" * 10_000)


def test_query_at_the_limit_is_accepted():
    assert normalize_query("a" * MAX_QUERY_CHARS) == "a" * MAX_QUERY_CHARS


@pytest.mark.parametrize("query", ["", "   ", "\x00\x01\x02", "!!!", "・「」、。", "\u200b"])
def test_query_empty_after_normalisation_is_refused(query):
    with pytest.raises(UsageError, match="empty query"):
        normalize_query(query)


# -- properties over arbitrary text -------------------------------------------------

_LATIN_AND_MARKS = st.text(
    alphabet=st.one_of(
        st.characters(max_codepoint=0x2FF),
        st.sampled_from("\u0300\u0301\u0308\u0327\u3099ｶﾞ群衆・「」　\u200b\x00\t"),
    )
)
_ANY_TEXT = st.one_of(st.text(), _LATIN_AND_MARKS)


@settings(max_examples=400, deadline=None)
@given(_ANY_TEXT)
def test_normalize_never_raises_and_is_idempotent(text):
    once = normalize(text)
    assert normalize(once) == once


@settings(max_examples=400, deadline=None)
@given(_ANY_TEXT)
def test_output_has_no_uppercase_controls_or_marks_on_latin_letters(text):
    out = normalize(text)
    assert not any(char.isupper() and unicodedata.name(char, "").startswith("LATIN ") for char in out)
    assert out == out.strip() and "  " not in out
    decomposed = unicodedata.normalize("NFD", out)
    for before, char in zip(decomposed, decomposed[1:], strict=False):
        if unicodedata.combining(char):
            assert not (before.isascii() or unicodedata.name(before, "").startswith("LATIN ")), (text, out)
    assert not any(unicodedata.category(char) in ("Cc", "Cf", "Cs") for char in out)


@settings(max_examples=400, deadline=None)
@given(_ANY_TEXT)
def test_fast_paths_agree_with_the_reference_path(text):
    assert normalize(text) == _squeeze(_fold_chars(text))


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.characters(max_codepoint=0x7F)))
def test_ascii_output_is_lower_case_letters_digits_and_single_spaces(text):
    out = normalize(text)
    assert all(char.isalnum() and not char.isupper() or char == " " for char in out)


@settings(max_examples=200, deadline=None)
@given(_ANY_TEXT)
def test_search_keys_start_with_the_normal_form(text):
    keys = search_keys(text)
    assert keys[0] == normalize(text) and 1 <= len(keys) <= 2
