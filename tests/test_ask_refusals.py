"""Questions `judge ask` must not answer: ambiguous, out of scope, unknown cards, mixed languages, bad input."""

from __future__ import annotations

import pytest

from judge_cli.errors import InputError


@pytest.mark.parametrize("question, reason", [
    ("who wins the game?", "out-of-scope"),
    ("what's the weather like tomorrow", "out-of-scope"),
    ("Wer gewinnt das Spiel?", "out-of-scope"),
    ("Quel est le meilleur deck ?", "out-of-scope"),
    ("天気はどう？", "out-of-scope"),
    ("Can I turn my face-down permanent face up?", "ambiguous"),
    ("Kann ich meine verdeckte Karte aufdecken?", "ambiguous"),
    ("cloaked DFC", "ambiguous"),
    ("Is my cloaked creature tapped or untapped after I turn it face up?", "ambiguous"),
    ("Is a cloaked Llanowar Elves a 2/2?", "unknown-card"),
    ("Puis-je retourner « Elfes de Llanowar » voilés face visible ?", "unknown-card"),
    ("Kann eine getarnte Kreatur peut-elle se transformer ?", "mixed-language"),
    ("Может ли замаскированное существо?", "unsupported-language"),
])
def test_refused(asker, question, reason):
    outcome = asker.ask(question)
    assert outcome.refusal == reason
    assert outcome.verdict is None


def test_ambiguity_names_what_is_missing_and_offers_readings(asker):
    outcome = asker.ask("Can I turn my face-down permanent face up?")
    assert outcome.missing == ["card type"]
    kinds = [reading.given["permanent"]["card"]["types"] for reading in outcome.candidates]
    assert kinds == [["creature"], ["instant"], ["land"]]


def test_an_unstated_procedure_that_matters_is_missing(asker):
    outcome = asker.ask("What abilities does a face-down creature have?")
    assert outcome.refusal == "ambiguous" and outcome.missing == ["procedure"]


def test_an_unstated_procedure_that_doesnt_matter_is_assumed(asker):
    outcome = asker.ask("Can my opponent look at my face-down creature?")
    assert outcome.verdict.answer == "no" and "procedure" in outcome.reading.assumed


def test_tied_kinds_offer_both(asker):
    outcome = asker.ask("Bleibt die Aura an der getarnten Kreatur oder darf mein Gegner sie ansehen?")
    assert outcome.refusal == "ambiguous"
    assert {reading.question for reading in outcome.candidates} >= {"targets-and-attachments-after-turning-face-up",
                                                                    "can-look"}


def test_unknown_card_names_the_nearest(asker):
    outcome = asker.ask('Can I turn a cloaked "Become Anonymoose Now Please" face up?')
    assert outcome.refusal == "unknown-card"
    assert outcome.detail["names"][0][0] == "Become Anonymoose Now Please"


@pytest.mark.parametrize("text, words", [
    ("", "the question is empty"),
    ("   \n\t ", "the question is empty"),
    ("?!? ... ¿¡", "no words"),
    ("a" * 10_000, "10000 characters long"),
    ("can a cloaked\x07 DFC transform", "control characters"),
    ("can a cloaked\x00 DFC transform", "control characters"),
])
def test_bad_input_is_an_input_error(asker, text, words):
    with pytest.raises(InputError, match=words):
        asker.ask(text)


@pytest.mark.parametrize("text", ["\u200b\u200b", "🙂🙂🙂", "{2}{U}", "3/3", "«»", "\ufeff?"])
def test_odd_text_never_raises_anything_but_a_judge_error(asker, text):
    from judge_cli.errors import JudgeError

    try:
        outcome = asker.ask(text)
    except JudgeError:
        return
    assert outcome.verdict is None


@pytest.mark.parametrize("trigger, turning", [
    ("I turned my morph face up. Can my opponent respond to the trigger?",
     "I turned my morph face up. Can my opponent respond?"),
    ("Quand je retourne ma mue, sa capacité « quand elle est retournée face visible » va sur la pile, et mon "
     "adversaire peut y répondre ?", "Quand je retourne ma mue, mon adversaire peut y répondre ?"),
])
def test_responding_to_the_ability_that_triggers_is_not_responding_to_the_turning(asker, trigger, turning):
    """The turning is a special action (no response); the ability it triggers uses the stack. Words naming a trigger
    or an ability don't say which one is responded to: refused, where the turning alone is answered "no"."""
    refused = asker.ask(trigger)
    assert refused.verdict is None and "what is responded to" in refused.missing
    assert asker.ask(turning).verdict.answer == "no"


@pytest.mark.parametrize("unsaid, said", [
    ("I have a face-down creature, can I turn it face up for {3} now?",
     "My face-down creature is a creature card with mana cost {3}. Can I turn it face up for {3}?"),
    ("Ich habe eine verdeckte Kreatur, kann ich die jetzt für {3} aufdecken?",
     "Meine verdeckte Kreatur ist eine Kreaturenkarte mit Manakosten {3}. Kann ich sie für {3} aufdecken?"),
    ("我匿伏的生物能用{2}{U}翻回正面吗？", "我匿伏的生物是法术力费用{2}{U}的生物牌。能用{2}{U}翻回正面吗？"),
    ("裏向きのクリーチャーを{2}{U}で表向きにできる？",
     "裏向きのクリーチャーはマナ・コスト{2}{U}のクリーチャー・カードだ。{2}{U}で表向きにできる？"),
])
def test_the_price_asked_for_turning_face_up_is_not_taken_for_what_the_card_costs(asker, unsaid, said):
    """"Can I turn it face up for {3}?" asks whether {3} is its cost: unsaid, refused; said, answered."""
    refused = asker.ask(unsaid)
    assert refused.verdict is None and "card's mana cost" in refused.missing
    assert asker.ask(said).verdict.answer == "yes"
