"""Questions that ask for agreement: a tag ("…, no?", "…, ¿no?", "…, non ?") negates nothing, and a negated verb
of what is asked ("its ETB doesn't trigger, right?") turns the question around; a German, French, Spanish or Italian
question asked in the negative ("¿No puede atacar…?") is answered about the positive one.  Each group has a
contrasting pair whose answer must change; the phrasings are not from any measured question set."""

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


@pytest.mark.parametrize("negative, positive", [
    ("¿No puede atacar mi criatura manifestada que entró este turno?",
     "¿Puede atacar mi criatura manifestada que entró este turno?"),
    ("Non può trasformarsi una carta bifronte celata?", "Può trasformarsi una carta bifronte celata?"),
    ("Une carte manifestée, elle n'a pas la parade {2} ?", "Une carte manifestée, elle a la parade {2} ?"),
    ("Kann eine getarnte doppelseitige Karte nicht transformieren?",
     "Kann eine getarnte doppelseitige Karte transformieren?"),
])
def test_a_question_asked_in_the_negative_is_answered_about_the_positive(asker, negative, positive):
    """"¿No puede atacar…?" is answered like "¿Puede atacar…?" ("no: it can't"), as German, French, Spanish and Italian
    answer a negative question (doch, si contradict one); the pair's answer is the same, and it is "no"."""
    assert answer(asker, negative) == answer(asker, positive) == "no"


@pytest.mark.parametrize("question, expected", [
    # a negative statement, then a tag asking whether it is right: "yes" confirms it
    ("Une créature face cachée n'a pas de nom, c'est ça ?", "yes"),
    ("Une créature face cachée a un nom, c'est ça ?", "no"),
    ("Una creatura manifestata non ha egida, vero?", "yes"),
    ("Una creatura manifestata ha egida, vero?", "no"),
    # the noun the statement is about, written after it, does not stand between the statement and its tag
    ("la mia creatura non ha nome, la creatura occultata, vero?", "yes"),
    ("la mia creatura non ha nome, la creatura occultata?", "no"),
    # the negation inside a relative clause states a fact of the question, it does not ask it the other way round
    ("Retourner une créature face cachée, c'est une action spéciale qui n'utilise pas la pile ?", "yes"),
    # Japanese answers a negative question by agreeing with it: the negation is what is asked
    ("予示したのが土地カードだったら、マナ・コストで表向きにはできないよね？", "yes"),
    ("予示したのが土地カードだったら、マナ・コストで表向きにできる？", "no"),
])
def test_negative_statements_tags_relative_clauses_and_japanese_keep_their_negation(asker, question, expected):
    assert answer(asker, question) == expected
