"""A made-up name of several words is no confident match for a real card that holds some of its words; a typo
of a real name still is (``judge_cli.search.lookup._unaccounted``, ``scoring.coverage``)."""

from __future__ import annotations

import pytest

from judge_cli.errors import NotFoundError
from judge_cli.search.lookup import find_card
from judge_cli.search.scoring import coverage


@pytest.mark.parametrize("query", ["Become Anonymous of Doom", "Unexplained Flaming Absence",
                                   "Flaming Tortoise of Doom"])
def test_a_made_up_name_is_not_a_confident_match(corpus, query):
    # Before the coverage check, "Become Anonymous of Doom" was Become Anonymous at 81.4 (no close call).
    with pytest.raises(NotFoundError) as raised:
        find_card(corpus, query)
    assert "no card matches" in str(raised.value)


@pytest.mark.parametrize(("query", "card"), [
    ("Become Anonymus", "Become Anonymous"),
    ("Unexplaned Absence", "Unexplained Absence"),
    ("Hide in Plain Site", "Hide in Plain Sight"),
    ("hide plain sight", "Hide in Plain Sight"),
])
def test_a_typo_of_a_real_name_still_finds_it(corpus, query, card):
    found = find_card(corpus, query)
    assert found.card.name == card and not found.close


def test_coverage_counts_the_words_the_name_accounts_for():
    assert coverage("oko thief of crowns", "crown of the ages") == (0.5, 8 / 16)
    assert coverage("serra angle", "serra angel") == (1.0, 1.0)
    assert coverage("杰斯心灵塑师", "心灵塑师杰斯") == (1.0, 1.0)
    assert coverage("fiole daether", "fiole dæther") == (1.0, 1.0)  # a query spells æ out


@pytest.mark.shared
@pytest.mark.parametrize("query", ["Flaming Tortoise of Doom", "Lightning Dragon of Doom", "Oko Thief of Crowns"])
def test_a_made_up_name_is_not_a_confident_match_in_the_real_2018_data(real_corpus, query):
    # Lightning Dragon of Doom was Lightning Dragon (81.4), Oko Thief of Crowns Crown of the Ages (77.5).
    with pytest.raises(NotFoundError):
        find_card(real_corpus, query)


@pytest.mark.shared
@pytest.mark.parametrize(("query", "card_id"), [
    ("Serra Angle", "serra-angel"), ("Llanowar Elvse", "llanowar-elves"), ("Wrath of Dog", "wrath-of-god"),
    ("Jace the Mind Sculptr", "jace-the-mind-sculptor"), ("Krosan Tusker of", "krosan-tusker"),
    ("Fiole d'Aether", "aether-vial"),  # the French name prints Æ: it was missed by the first coverage check
])
def test_a_typo_still_finds_its_card_in_the_real_2018_data(real_corpus, query, card_id):
    found = find_card(real_corpus, query)
    assert found.card.id == card_id and not found.close
