"""The one "did you mean": close spellings only, the best first, one suggestion for a clear typo."""

from __future__ import annotations

from judge_cli.i18n import set_language
from judge_cli.suggest import closest, did_you_mean, nearest

KINDS = ["can-look", "can-transform", "share-a-name", "must-reveal"]


def test_a_clear_typo_gets_one_suggestion():
    assert nearest("can-transfrom", KINDS) == ["can-transform"]
    assert closest("can-transfrom", KINDS) == "can-transform"


def test_nothing_close_gets_none():
    assert nearest("zzz", KINDS) == [] and closest("zzz", KINDS) is None and did_you_mean("zzz", KINDS) == ""
    assert nearest("x", []) == []


def test_equally_close_choices_are_all_offered_up_to_the_limit():
    choices = ["colour", "colors", "color"]
    assert set(nearest("colr", choices)) == {"color", "colors", "colour"}
    assert len(nearest("colr", choices, limit=2)) == 2


def test_the_hint_is_a_phrase_to_append():
    set_language("en")
    assert did_you_mean("can-lok", KINDS) == " (did you mean 'can-look'?)"
    assert did_you_mean("colr", ["color", "colors"]) == " (did you mean 'color' or 'colors'?)"
