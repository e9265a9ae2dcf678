"""Language detection: words and phrases two languages share ("usa la pila" is Spanish and Italian, "creature"
English and Italian, "a" English and Romance) say nothing of a second language, so a short question in one
language is not refused as mixed; a question that really mixes two still is."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="module")
def lexicon():
    from judge_cli.ask.vocabulary import compile_lexicon, vocabulary_dir

    return compile_lexicon(vocabulary_dir())


def detected(lexicon, question: str):
    from judge_cli.ask.detect import detect
    from judge_cli.ask.text import read

    return detect(read(question), lexicon)


@pytest.mark.parametrize("question, lang", [
    ("Una creatura a faccia in giù ha un nome?", "it"),
    ("Girare a faccia in su un morph usa la pila?", "it"),
    ("Il morph a faccia in giù può attaccare?", "it"),
    ("¿Las criaturas boca abajo son incoloras?", "es"),
    ("¿Girar boca arriba un morph usa la pila?", "es"),
    ("¿Poner boca arriba un morph usa la pila o no?", "es"),
    ("Una criatura boca abajo tiene nombre?", "es"),
])
def test_a_short_question_in_one_language_is_not_mixed(lexicon, question, lang):
    found = detected(lexicon, question)
    assert (found.lang, found.mixed_with) == (lang, None)


def test_a_question_that_mixes_two_languages_still_is(lexicon):
    found = detected(lexicon, "Can my face-down creature attack? Peut-elle bloquer une créature?")
    assert (found.lang, found.mixed_with) == ("en", "fr")


def test_an_italian_question_is_answered(corpus):
    from judge_cli.ask import Asker

    outcome = Asker(corpus).ask("Una creatura a faccia in giù ha un nome?")
    assert outcome.refusal is None and outcome.verdict.answer == "no"
