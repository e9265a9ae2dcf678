"""Ids of imported cards (slugs of Oracle names, collisions) and rulings (hash of the normalised text)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge_cli.importers.ids import MAX_SLUG, card_ids, ruling_id, slug

ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9-]*$")  # the corpus's id rule (judge_cli.corpus.load)


@pytest.mark.parametrize("name, expected", [
    ("Become Anonymous", "become-anonymous"),
    ("Lim-Dûl's Vault", "lim-duls-vault"),
    ("Æther Vial", "aether-vial"),
    ("Jötun Grunt", "jotun-grunt"),
    ("Fire // Ice", "fire-ice"),
    ("Ach! Hans, Run!", "ach-hans-run"),
    ("Assassin’s Creed", "assassins-creed"),
    ("ＦＵＬＬ Ｗｉｄｔｈ", "full-width"),
    ("  spaced   out  ", "spaced-out"),
])
def test_slug_of_oracle_names(name, expected):
    assert slug(name) == expected


@pytest.mark.parametrize("name", ["_____", "群衆紛れ", "!!!"])
def test_a_name_without_latin_letters_gets_a_hashed_id(name):
    value = slug(name)
    assert value.startswith("card-") and ID_PATTERN.match(value)
    assert value == slug(name) and value != slug(name + "x")


def test_a_long_name_is_cut_without_a_trailing_hyphen():
    value = slug("word " * 40)
    assert len(value) <= MAX_SLUG and not value.endswith("-")


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=160))
def test_any_name_gives_a_valid_stable_idempotent_id(name):
    value = slug(name)
    assert ID_PATTERN.match(value)
    assert len(value) <= MAX_SLUG + 5  # 'card-' and ten hex digits when no letter survives
    assert slug(name) == value
    assert slug(value) == value


_LATIN = st.text(alphabet=st.characters(min_codepoint=ord("a"), max_codepoint=ord("z")), min_size=1, max_size=12)


@settings(max_examples=200, deadline=None)
@given(st.lists(_LATIN, min_size=1, max_size=5), st.sampled_from(["\u0301", "\u0308", "\u0300", ""]))
def test_case_and_accents_do_not_change_the_id(words, accent):
    plain = " ".join(words)
    accented = " ".join(word[0] + accent + word[1:] for word in words)
    assert slug(accented.upper()) == slug(plain) == "-".join(words)


def test_colliding_slugs_are_told_apart_deterministically():
    names = ["Fire Ice", "Fire // Ice", "fire-ice"]
    first = card_ids(names)
    assert card_ids(list(reversed(names))) == first
    assert len(set(first.values())) == 3
    assert first["Fire // Ice"] == "fire-ice"  # the smallest name keeps the plain slug
    assert all(ID_PATTERN.match(value) for value in first.values())


def test_a_hashed_id_does_not_depend_on_the_other_names():
    assert card_ids(["Fire // Ice", "Fire Ice"])["Fire Ice"] == card_ids(["A", "Fire // Ice", "Fire Ice"])["Fire Ice"]


def test_reserved_names_keep_their_ids_and_others_make_way():
    ids = card_ids(["Become Anonymous", "Become: Anonymous!"], {"Become Anonymous": "become-anonymous"})
    assert ids["Become Anonymous"] == "become-anonymous"
    assert ids["Become: Anonymous!"].startswith("become-anonymous-")


@pytest.mark.parametrize("one, other", [
    ("Turning it face up doesn't use the stack.", "Turning it face-up doesn’t use the stack"),
    ("A B", "a   b"),
])
def test_ruling_ids_ignore_case_punctuation_and_spacing(one, other):
    assert ruling_id(one) == ruling_id(other)
    assert ID_PATTERN.match(ruling_id(one))


def test_different_rulings_get_different_ids():
    assert ruling_id("You may look at it.") != ruling_id("You may not look at it.")
