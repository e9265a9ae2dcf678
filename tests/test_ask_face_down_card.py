"""Which card is the face-down one must be a card that can be it: a card is made the morph or the disguised card
only when it has morph (or megamorph) or disguise (CR 702.37c, 702.168c), an Aura or Equipment where something is
attached is what is attached, a face-down word in another clause makes no card the face-down one, and "my
face-down creature … it's a land card" states a land card.  The phrasings are not from any measured set."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from judge_cli.game.card import Face


def _card(**face) -> SimpleNamespace:
    return SimpleNamespace(front=Face(**face))


@pytest.mark.parametrize("card, procedure, able", [
    (_card(name="A", type_line="Creature — Bird", costs=(("morph", "{2}"),)), "morph", True),
    (_card(name="B", type_line="Creature — Elf", costs=(("megamorph", "{1}{G}"),)), "morph", True),
    (_card(name="B", type_line="Creature — Elf", costs=(("megamorph", "{1}{G}"),)), "megamorph", True),
    (_card(name="C", type_line="Enchantment — Aura"), "morph", False),
    (_card(name="A", type_line="Creature — Bird", costs=(("morph", "{2}"),)), "disguise", False),
])
def test_a_card_is_face_down_by_a_keyword_only_when_it_has_it(card, procedure, able):
    from judge_cli.ask.cardtext import can_be_cast_face_down

    assert can_be_cast_face_down(card, procedure) is able


def _answer(asker, question: str) -> str:
    outcome = asker.ask(question)
    assert outcome.refusal is None, (question, outcome.refusal, outcome.detail)
    return outcome.verdict.answer


@pytest.mark.shared
@pytest.mark.parametrize("question, expected", [
    ("Bonesplitter is on my morph. When I unmorph it, does Bonesplitter stay attached?", "yes"),
    ("Pacifism is on my morph. After I turn it face up, does Pacifism fall off?", "no"),
    ("Auf meinem Morph liegt Pazifismus. Bleibt Pazifismus liegen, wenn ich ihn umdrehe?", "yes"),
    ("Bonesplitter is attached to my face-down creature. If I turn it face up, does Bonesplitter stay attached?",
     "yes"),
])
def test_an_attachment_named_on_the_morph_is_not_the_morph(real_corpus, question, expected):
    from ask_helpers import new_asker

    assert _answer(new_asker(real_corpus), question) == expected


@pytest.mark.shared
@pytest.mark.parametrize("stated, expected", [("a land card", "yes"), ("a creature card", "no")])
def test_the_card_type_stated_beside_a_face_down_creature_is_the_cards(real_corpus, stated, expected):
    from ask_helpers import new_asker

    question = f"Pacifism is on my face-down creature; it is {stated}. After I turn it face up, does Pacifism fall off?"
    assert _answer(new_asker(real_corpus), question) == expected


def test_the_morph_word_makes_a_card_without_morph_no_face_down_card():
    from judge_cli.ask.names import NamedCard
    from judge_cli.ask.roles import subject_card
    from judge_cli.ask.text import Hit, read
    from judge_cli.ask.vocabulary import Phrase, compile_lexicon, vocabulary_dir

    text = read("Some Aura is on my morph")
    card = NamedCard("aura", "Some Aura", "some aura", (0, 9), types=("enchantment",), subtypes=("aura",),
                     enchant="creature")
    morph = Hit("proc.morph", 19, 24, Phrase("proc.morph", ("morph",), "morph", "en"), segments=((19, 24),))
    lexicon = compile_lexicon(vocabulary_dir())
    assert subject_card([card], [morph], text, lexicon, "en")[0] == card  # unchecked: the word after makes it so
    assert subject_card([card], [morph], text, lexicon, "en", able=lambda _card, _proc: False)[0] is None


@pytest.mark.shared
@pytest.mark.parametrize("refused, answered", [
    ("My face-down Pacifism was cast as a morph. Can I turn it face up for {1}{W}?",
     "My face-down Pacifism was manifested. Can I turn it face up for {1}{W}?"),
])
def test_a_reading_that_makes_a_card_a_morph_it_cannot_be_is_refused(real_corpus, refused, answered):
    from ask_helpers import new_asker

    asker = new_asker(real_corpus)
    assert asker.ask(refused).refusal is not None
    assert asker.ask(answered).refusal is None


@pytest.mark.shared
@pytest.mark.parametrize("question, answer", [
    ("Secret Plans is on the battlefield, I turn a manifested creature face up for its mana cost. Do I draw a card?",
     "yes"),  # Secret Plans is in its own clause: not the manifested card; its text is read (ask.cardwatch): it draws
    ("Plans secrets est en jeu, je retourne face visible une créature manifestée pour son coût de mana. Est-ce que "
     "je pioche ?", "yes"),
    ("Can I turn my manifested Secret Plans face up for its mana cost?", "no"),  # the manifested card: an enchantment
])
def test_a_card_in_another_clause_is_not_the_face_down_card(real_corpus, question, answer):
    from ask_helpers import new_asker

    outcome = new_asker(real_corpus).ask(question)
    assert (outcome.verdict.answer if outcome.refusal is None else None) == answer
