"""``judge cr`` forgives a decimal comma ("704,5g"), knows "fizzle" (found by the rule's text, not its number)
and says when a typo'd keyword is a guess."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge_cli.cr.model import normalise_number


@pytest.fixture()
def data_dir(isolated_data_dir) -> Path:
    return isolated_data_dir


@pytest.mark.parametrize(("typed", "number"), [
    ("704,5g", "704.5g"), ("704,5", "704.5"), (" 704 , 5G ", "704.5g"), ("704.5g", "704.5g"), ("7,5", None),
    ("cr601.2f", "601.2f"), ("CR 601.2f", "601.2f"), ("rule704.5j", "704.5j"),
    ("ＣＲ７０２．９", "702.9"), ("７０４．５ｊ", "704.5j"), ("crab 601", None),
])
def test_a_decimal_comma_is_a_rule_number(typed, number):
    assert normalise_number(typed) == number


def test_judge_cr_finds_a_rule_typed_with_a_decimal_comma(runner, app, data_dir):
    data = json.loads(runner.invoke(app, ["cr", "704,5g", "--json"]).stdout)
    assert data["rule"] == "704.5g" and data["match"] == "number"


@pytest.mark.parametrize("typed", ["fizzle", "Fizzled", "fizzles"])
def test_fizzle_is_the_rule_on_a_spell_whose_targets_are_all_illegal(runner, app, data_dir, typed):
    result = runner.invoke(app, ["cr", typed, "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["match"] == "slang"
    assert "are now illegal, the spell or ability doesn’t resolve" in data["text"]
    assert data["rule"] == "608.2b"  # where the 2026 edition has it; the slang entry finds it by its text


def test_fizzle_follows_the_text_into_another_numbering():
    from judge_cli.cr.lookup import lookup
    from judge_cli.cr.parser import parse_text
    from judge_cli.cr.slang import load_slang

    edition = parse_text("Comprehensive Rules\nThese rules are effective as of January 1, 2030.\n\n"
                         "6. Spells\n\n609. Resolving\n\n609.3. How spells resolve.\n\n609.3c If all its targets, for "
                         "every instance of the word \u201ctarget,\u201d are now illegal, the spell or ability "
                         "doesn\u2019t resolve.\n\nGlossary\n\nCredits\n", "renumbered.txt")
    assert lookup(edition, "fizzle", slang=load_slang()).rule.number == "609.3c"


def test_a_typo_of_a_keyword_is_found_and_said_to_be_a_guess(runner, app, data_dir):
    result = runner.invoke(app, ["cr", "defedner"])
    assert result.exit_code == 0
    assert "Defender — a guess (you typed: defedner)" in result.stdout and "702.3. Defender" in result.stdout
    data = json.loads(runner.invoke(app, ["cr", "defedner", "--json"]).stdout)
    assert (data["rule"], data["match"], data["guess"]) == ("702.3", "fuzzy", True)
    exact = json.loads(runner.invoke(app, ["cr", "defender", "--json"]).stdout)
    assert (exact["rule"], exact["guess"]) == ("702.3", False)
