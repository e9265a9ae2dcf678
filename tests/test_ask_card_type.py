"""What the words say of the face-down card's type.  A cloaked or manifested permanent is a creature whatever card
was put face down, so "my manifested creature" names the permanent and says nothing of its card: where the answer
hinges on the card (turning it face up for its mana cost), the question is refused.  "creature card" says it; a
morph or disguise card is a creature card.  Phrasings here are not from any measured question set."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("unsaid, said", [
    ("Can I turn my manifested creature face up for its mana cost?",
     "Can I turn my manifested creature card face up for its mana cost?"),
    ("Kann ich meine getarnte Kreatur für ihre Manakosten aufdecken?",
     "Kann ich meine getarnte Kreaturenkarte für ihre Manakosten aufdecken?"),
    ("Puis-je retourner ma créature manifestée face visible pour son coût de mana ?",
     "Puis-je retourner ma carte de créature manifestée face visible pour son coût de mana ?"),
    ("予示したクリーチャーをマナ・コストで表向きにできる？",
     "予示したクリーチャー・カードをマナ・コストで表向きにできる？"),
    ("我匿伏的生物能支付法术力费用翻回正面吗？", "我匿伏的生物牌能支付法术力费用翻回正面吗？"),
])
def test_a_cloaked_or_manifested_creature_does_not_say_its_card_is_one(asker, unsaid, said):
    refused = asker.ask(unsaid)
    assert refused.verdict is None and refused.refusal == "ambiguous", (unsaid, refused.refusal)
    answered = asker.ask(said)
    assert answered.refusal is None and answered.verdict.answer == "yes", (said, answered.refusal)


def test_the_card_type_is_not_asked_where_the_answer_does_not_hinge_on_it(asker):
    outcome = asker.ask("Is my manifested creature colorless?")
    assert outcome.refusal is None and outcome.verdict.answer == "yes"


def test_a_morphed_creature_is_a_creature_card(asker):
    outcome = asker.ask("Can I turn my morphed creature face up for its morph cost?")
    assert outcome.refusal is None and outcome.verdict.answer == "yes"


@pytest.mark.parametrize("land, creature", [
    ("I cloaked a land card. Can I turn it face up as a special action?",
     "I cloaked a creature card. Can I turn it face up as a special action?"),
    ("Ich habe eine Landkarte getarnt. Kann ich sie per Sonderaktion aufdecken?",
     "Ich habe eine Kreaturenkarte getarnt. Kann ich sie per Sonderaktion aufdecken?"),
])
def test_the_special_action_named_as_the_way_to_turn_it_is_not_what_is_asked(asker, land, creature):
    """"as a special action" says how its controller turns it face up; "is it a special action?" asks whether."""
    answers = [asker.ask(question) for question in (land, creature)]
    assert [outcome.reading.question for outcome in answers] == ["can-turn-face-up"] * 2
    assert [outcome.verdict.answer for outcome in answers] == ["no", "yes"]


def test_a_cost_paid_in_the_asking_clause_is_asked_about_whatever_the_word_order(asker):
    """German puts the verb last ("muss ich {3} zahlen?"), and a dash may cut the story from the question: the {3} is
    what is asked about, not the card's mana cost; said as the card's cost, it is."""
    asked = asker.ask("Meine manifestierte Kreaturenkarte – muss ich {3} zahlen, um sie aufzudecken?")
    assert asked.verdict is None and "card's mana cost" in asked.missing
    told = asker.ask("Meine manifestierte Kreaturenkarte hat Manakosten {3}. Kann ich sie aufdecken?")
    assert told.refusal is None and told.verdict.answer == "yes"


@pytest.mark.parametrize("by_it, it", [
    ("I cloaked a card with Become Anonymous. Can I turn it face up?",
     "Can I turn a cloaked Become Anonymous face up?"),
    ("Ho celato una carta con Diventare Anonimo. Posso girarla a faccia in su?",
     "Posso girare a faccia in su un Diventare Anonimo celato?"),
])
def test_a_card_after_with_did_the_cloaking(asker, by_it, it):
    """The spell after "with"/"con" cloaked a card nobody named (what it is decides the answer); written right by the
    face-down word, the spell is itself the card cloaked (a sorcery: it can't be turned face up)."""
    unknown = asker.ask(by_it)
    assert unknown.verdict is None and "card type" in unknown.missing, (by_it, unknown.verdict)
    named = asker.ask(it)
    assert named.refusal is None and named.verdict.answer == "no"


def test_the_special_action_with_words_between_is_still_the_way_to_turn_it(asker):
    outcome = asker.ask("I cloaked a creature card. Can I turn it face up with the cloak special action?")
    assert outcome.reading.question == "can-turn-face-up" and outcome.verdict.answer == "yes"
