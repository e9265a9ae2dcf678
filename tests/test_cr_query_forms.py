"""How judges type CR queries that are not a bare title: "§613.4b", a keyword with its parameter
("protection from red", "ward 2"), and two-word guesses that change a whole word ("commander damage")."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_cli.cr.lookup import _term_holding, lookup
from judge_cli.cr.model import normalise_number
from judge_cli.cr.parser import read_cr_file
from judge_cli.cr.terms import Vocabulary, load_vocabulary
from judge_cli.errors import NotFoundError


@pytest.fixture(scope="module")
def edition():
    return read_cr_file(next((Path(__file__).resolve().parent.parent / "data" / "cr").glob("*.txt")))


@pytest.fixture(scope="module")
def vocabulary():
    return load_vocabulary()


def test_a_section_sign_before_a_rule_number_is_the_number():
    assert normalise_number("§613.4b") == normalise_number("613.4b") == "613.4b"
    assert normalise_number("§ 702.9") == "702.9"
    assert normalise_number("§") is None and normalise_number("§ward") is None


@pytest.mark.parametrize(("query", "rule"), [("protection from red", "702.16"), ("Ward 2", "702.21"),
                                             ("equip {2}", "702.6"), ("cycling 2", "702.29")])
def test_a_keyword_with_its_parameter_is_the_keyword(edition, vocabulary, query, rule):
    match = lookup(edition, query, vocabulary)
    assert match.rule is not None and match.rule.number == rule


def test_a_keyword_followed_by_other_words_is_not_taken_for_the_keyword(edition, vocabulary):
    # "first strike damage step" talks about a combat damage step, not about the keyword itself.
    try:
        match = lookup(edition, "first strike damage step", vocabulary)
    except NotFoundError:
        return
    assert match.rule is None or match.rule.number != "702.7"


def test_a_guess_may_fix_a_typo_but_not_change_a_whole_word(edition, vocabulary):
    with pytest.raises(NotFoundError):
        lookup(edition, "commander damage", vocabulary)  # was Commander Draft, "a guess"
    assert lookup(edition, "fist strike", vocabulary).rule.number == "702.7"  # a typo stays a guess


def test_a_word_held_by_one_foreign_term_finds_it_and_two_find_neither(edition):
    one = Vocabulary(terms={"verursacht trampelschaden": ("Trample", "de"), "fliegend": ("Flying", "de")})
    match = _term_holding(edition, "Trampelschaden", "trampelschaden", one)
    assert match is not None and match.rule.number == "702.19" and match.translated[1] == "de"
    two = Vocabulary(terms={"verursacht trampelschaden": ("Trample", "de"),
                            "trampelschaden zweimal": ("Double Strike", "de")})
    assert _term_holding(edition, "Trampelschaden", "trampelschaden", two) is None


def test_rule_abbreviated_or_in_another_language_before_a_number_is_the_number():
    assert normalise_number("r. 702.9") == normalise_number("R 702.9") == "702.9"
    assert normalise_number("Regel 704.5a") == normalise_number("règle 704.5a") == "704.5a"
    # Contrast: the same letters before a word, or other letters before a number, are no number.
    assert normalise_number("r. ward") is None and normalise_number("rx 702.9") is None


def test_the_noun_of_a_keyword_action_typed_with_a_slip_is_that_action(edition, vocabulary):
    match = lookup(edition, "proliferaton", vocabulary)  # proliferation, one letter left out
    assert match.rule is not None and match.rule.title == "Proliferate"
    assert lookup(edition, "populating", vocabulary).rule.title == "Populate"
    # Contrast: another language's term typed as printed stays that term's entry.
    assert lookup(edition, "recuperation", vocabulary).rule.title == "Scavenge"


def test_a_zone_named_with_the_word_zone_is_that_zone(edition, vocabulary):
    assert lookup(edition, "graveyard zone", vocabulary).rule.number == "404"
    assert lookup(edition, "exile zone", vocabulary).rule.title == "Exile"
    # Contrast: "zone" after a word that names no zone finds nothing.
    with pytest.raises(NotFoundError):
        lookup(edition, "combat zone", vocabulary)


@pytest.mark.parametrize(("typed", "number"), [
    ("Regel #704.5j", "704.5j"), ("CR: 601.2f", "601.2f"), ("cr#510.1c", "510.1c"), ("nr. 702.9", "702.9"),
    ("vgl. 613.4b", "613.4b"), ("Comprehensive Rules 500.1", "500.1"), ("see rule 104.3a", "104.3a"),
    ("104-3-a", "104.3a"), ("104.3-a", "104.3a"), ("613.4(b)", "613.4b"), ("510.1c (trample)", "510.1c"),
    ("5O1.1", "501.1"), ("6o1.2f", "601.2f"), ("702.19(aa)", "702.19aa"),
])
def test_a_rule_number_typed_with_a_prefix_word_hyphens_or_brackets_is_the_number(typed, number):
    assert normalise_number(typed) == number


@pytest.mark.parametrize("typed", ["seed 601.2f", "notes 104.3", "104.3a trample", "104-3-a-b", "ooo", "o.1",
                                   "see ward", "r. 7O"])
def test_other_words_around_a_number_or_letters_alone_are_no_number(typed):
    assert normalise_number(typed) is None


def test_a_letter_o_for_a_zero_after_a_rule_number_is_the_zero_only_where_that_rule_exists(edition):
    assert lookup(edition, "106.1O").rule.number == "106.10"
    with pytest.raises(NotFoundError, match="skip l and o"):  # contrast: no rule 702.370, so the letter stays
        lookup(edition, "702.37o")


@pytest.mark.parametrize("word", ["metalcraft", "Morbid", "fateful hour", "revolt"])
def test_an_ability_word_is_the_rule_that_lists_the_ability_words(edition, vocabulary, word):
    match = lookup(edition, word, vocabulary)
    assert match.how == "ability-word" and match.rule.text.count("The ability words are") == 1


def test_a_keyword_with_the_letters_of_an_ability_word_stays_the_keyword(edition, vocabulary):
    assert lookup(edition, "Mentor", vocabulary).rule.title == "Mentor"  # contrast: a keyword ability (702)
    assert lookup(edition, "metalcraf", vocabulary).how == "fuzzy"  # a typo of one is a guess at it
    assert lookup(edition, "metalcraf", vocabulary).matched == "metalcraft"


def test_an_edition_without_the_list_has_no_ability_words():
    from judge_cli.cr.abilitywords import ability_words
    from judge_cli.cr.parser import parse_text

    document = ("These rules are effective as of May 1, 2024\n\n1. Game Concepts\n\n101. General\n\n"
                "101.1. Ability words have no rules meaning.\n\nGlossary\n\nX\ny\n\nCredits\n\nx\n")
    assert ability_words(parse_text(document)) == ("", frozenset())


def test_a_word_that_is_an_english_entry_and_another_languages_term_shows_both_readings(edition):
    both = Vocabulary(terms={"vigilance": ("Haste", "it")})  # made up: as French prints first strike "Initiative"
    match = lookup(edition, "Vigilance", both)
    assert match.rule.title == "Vigilance" and match.also == ("Vigilance", "it", "Haste")
    assert match.see[0] == "702.10"
    # Contrast: a word no other language uses for something else has one reading.
    plain = lookup(edition, "Vigilance", Vocabulary(terms={"rapidità": ("Haste", "it")}))
    assert plain.rule.title == "Vigilance" and plain.also is None and "702.10" not in plain.see


@pytest.mark.parametrize(("query", "title"), [("flashback spell", "Flashback"), ("ward ability", "Ward"),
                                              ("convoke a spell", "Convoke"), ("persist creatures", "Persist")])
def test_a_noun_saying_what_kind_of_thing_after_an_entry_is_that_entry(edition, vocabulary, query, title):
    assert lookup(edition, query, vocabulary).rule.title == title


def test_the_noun_alone_stays_its_own_entry(edition, vocabulary):
    assert lookup(edition, "spell", vocabulary).term == "Spell"


def test_two_entries_compared_show_the_first_and_offer_the_second(edition, vocabulary):
    match = lookup(edition, "deathtouch vs. indestructible", vocabulary)
    assert match.rule.title == "Deathtouch" and match.see[0] == "702.12"
    # Contrast: a second word that names nothing offers nothing more.
    alone = lookup(edition, "deathtouch versus frobnicating", vocabulary)
    assert alone.rule.title == "Deathtouch" and "702.12" not in alone.see


def test_a_negating_prefix_is_no_typo_of_the_entry_it_negates(edition, vocabulary):
    with pytest.raises(NotFoundError):
        lookup(edition, "uncascade", vocabulary)  # was Cascade, "a guess"
    assert lookup(edition, "flassh", vocabulary).rule.title == "Flash"  # contrast: a slip stays a guess
    assert lookup(edition, "unearh", vocabulary).rule.title == "Unearth"  # and a keyword that begins with "un"


def test_a_slang_phrase_negating_the_query_is_no_typo_of_it(edition, vocabulary):
    from judge_cli.cr.slang import load_slang

    # "unmorphing" (turning face up) is closer in letters to "morphing" than Morph is, and means the opposite.
    match = lookup(edition, "morphing", vocabulary, load_slang())
    assert match.rule.number == "702.37" and match.how == "fuzzy"
    assert lookup(edition, "unmorphing", vocabulary, load_slang()).rule.number == "116.2b"  # contrast: as typed
