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
    from ask_helpers import new_asker

    outcome = new_asker(corpus).ask("Una creatura a faccia in giù ha un nome?")
    assert outcome.refusal is None and outcome.verdict.answer == "no"


def _questions() -> list[str]:
    """Every question of the vendored ask sets."""
    from pathlib import Path

    found = []
    for path in sorted((Path(__file__).parent / "fixtures" / "ask").glob("*.tsv")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                found.append(line.split("\t")[0])
    return found


def test_the_telling_phrases_find_what_every_phrase_finds(lexicon):
    """Finding the language through judge_cli.ask.telling (each distinct phrase once, tried by its first word)
    gives the evidence that matching every phrase of every Latin language gave, on every question of the sets."""
    from judge_cli.ask.detect import _latin_evidence
    from judge_cli.ask.telling import UNTELLING
    from judge_cli.ask.text import match, read
    from judge_cli.ask.vocabulary import LATIN

    questions = _questions()
    assert len(questions) > 2000
    for question in questions:
        text = read(question)
        words = [word for word, _start, _end in text.tokens]
        evidence = _latin_evidence(text, lexicon, LATIN)
        for lang in LATIN:
            every = frozenset((hit.start, hit.end) for hit in match(text, words, lexicon.tables[lang].phrases)
                              if not hit.phrase.cjk and hit.concept not in UNTELLING)
            assert evidence[lang].spans == every, (question, lang)
