"""Typo correction never turns a real word of the language into a different known word: *volée* (stolen) is not
*voilée* (cloaked), *Schutz* (protection) not *schaut* (looks). A word simplemma's dictionary knows, one letter from a
word of the vocabulary, is left as written (and so not understood, the question refused) unless it is another ending
of a known word (*gewirkte* next to *gewirkt*). A word no dictionary knows is still corrected.

Phrasings here are not from any measured question set."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("question", "word"), [
    ("Ma créature voilée a été volée, mon adversaire peut-il la regarder ?", "volee"),
    ("Hat meine getarnte Kreatur Schutz vor Rot?", "schutz"),
])
def test_a_real_word_near_a_known_one_is_not_corrected(asker, question, word):
    outcome = asker.ask(question)
    assert word not in dict(outcome.corrections), outcome.corrections
    assert outcome.verdict is None


@pytest.mark.parametrize(("question", "typo", "fixed"), [
    ("Ma créature voliée peut-elle être retournée face visible ?", "voliee", "voilee"),  # no word: a typo
    ("Can I turn my clokaed creature face up for its mana cost?", "clokaed", "cloaked"),
])
def test_a_word_no_dictionary_knows_is_still_corrected(asker, question, typo, fixed):
    assert (typo, fixed) in asker.ask(question).corrections


def test_another_ending_of_a_known_word_is_still_read(asker):
    outcome = asker.ask("Und eine mit Morph verdeckt gewirkte Kreatur, hat die auch Abwehr {2}?")
    assert outcome.verdict is not None and outcome.verdict.answer == "no"


def test_the_near_words_are_the_dictionarys_not_the_vocabularys(asker):
    table = asker.lexicon.table("fr")
    assert "volee" in table.near and "voilee" not in table.near and "voliee" not in table.near
