"""Questions that ask for agreement: a tag ("…, no?", "…, ¿no?", "…, non ?") negates nothing, and a negated verb
of what is asked ("its ETB doesn't trigger, right?") turns the question around.  Each group has a contrasting pair
whose answer must change; the phrasings are not from any measured question set."""

from __future__ import annotations

import pytest
from ask_helpers import answer


@pytest.mark.parametrize("first, second", [
    ("A cloaked creature has mana value 0, no?", "A cloaked creature has mana value 3, no?"),
    ("Una criatura enmascarada tiene valor de maná 0, ¿no?", "Una criatura enmascarada tiene valor de maná 3, ¿no?"),
    ("Une créature voilée a une valeur de mana de 0, non ?", "Une créature voilée a une valeur de mana de 3, non ?"),
    ("Eine getarnte Kreatur hat Manabetrag 0, nicht?", "Eine getarnte Kreatur hat Manabetrag 3, nicht?"),
])
def test_a_tag_asking_for_agreement_negates_nothing(asker, first, second):
    assert (answer(asker, first), answer(asker, second)) == ("yes", "no")


def test_a_negation_inside_the_sentence_still_negates(asker):
    assert answer(asker, "A cloaked creature doesn't have mana value 3?") == "yes"


@pytest.mark.parametrize("negated, plain", [
    ("When I unmorph my creature, its ETB doesn't trigger, right?",
     "When I unmorph my creature, does its ETB trigger?"),
    ("表向きにしても、ETBは誘発しないよね？", "表向きにしたら、ETBは誘発する？"),
])
def test_a_negated_verb_of_the_question_turns_it_around(asker, negated, plain):
    assert (answer(asker, negated), answer(asker, plain)) == ("yes", "no")


def test_an_ellipsis_inside_quoted_text_ends_no_sentence():
    from judge_cli.ask.text import read

    text = read("Does « when ... enters » trigger when it is turned face up?")
    assert len(text.sentences) == 1
