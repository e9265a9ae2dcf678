"""An Aura whose whole text makes the enchanted creature lose all abilities (Lignify, Fowl Play), named on a face-down
permanent, is read off its text (ask.cardtext.removes_abilities, ask.cardaura): its morph, megamorph or disguise cost
is an ability, lost with the others (CR 702.37, 702.168), while a manifested or cloaked creature card is still turned
face up for its mana cost — a rule, not an ability (CR 701.40b, 701.58b).  Read only for can-turn-face-up: the Aura's
creature type and base power and toughness decide nothing there.  The cards are the real 2018 printings and printed
names (tests/fixtures/ask-cards-watchers.json); the phrasings are not from any measured set, each group a contrasting
pair."""

from __future__ import annotations

import pytest
from watcher_cards import CARDS, answer, build_asker, text_card

from judge_cli.ask.cardtext import removes_abilities


@pytest.fixture(scope="module")
def asker(corpus):
    return build_asker(corpus)


def test_only_a_whole_text_of_losing_all_abilities_is_read():
    assert removes_abilities(text_card(CARDS["Lignify"]["text"], "Lignify"))
    assert removes_abilities(text_card(CARDS["Fowl Play"]["text"], "Fowl Play"))
    # "loses all other abilities" beside "has defender": another effect, not read
    assert not removes_abilities(text_card(CARDS["Deep Freeze"]["text"], "Deep Freeze"))
    assert not removes_abilities(text_card("Enchant creature\nEnchanted creature loses all abilities.\n"
                                           "When this enters, draw a card."))


@pytest.mark.parametrize("by_mana_cost, by_morph", [
    ("Meine manifestierte Kreatur ist mit Verholzen verzaubert. Kann ich sie für ihre Manakosten aufdecken, wenn sie "
     "eine Kreaturenkarte ist?",
     "Mein Morph ist mit Verholzen verzaubert. Kann ich ihn für seine Morphkosten aufdecken?"),
    ("Ma créature manifestée est enchantée par Lignification. Je peux la retourner pour son coût de mana si c'est une "
     "carte de créature ?", "Mon morph est enchanté par Lignification. Je peux le retourner pour son coût de mue ?"),
    ("Mi criatura manifestada está encantada con Lignificar. ¿Puedo ponerla boca arriba por su coste de maná si es una "
     "carta de criatura?", "Mi criatura boca abajo con metamorfosis está encantada con Lignificar. ¿Puedo ponerla boca "
     "arriba por su coste de metamorfosis?"),
    ("木化がついた予示クリーチャー（中身はクリーチャー・カード）はマナ・コストで表向きにできる？",
     "木化がついた変異クリーチャーは変異コストで表向きにできますか？"),
    ("我显化的生物被木质化结附了，它是生物牌，能支付法术力费用翻回正面吗？",
     "我的变身生物被木质化结附了，能支付变身费用翻回正面吗？"),
])
def test_the_mana_cost_is_a_rule_the_morph_cost_an_ability_lost(asker, by_mana_cost, by_morph):
    assert (answer(asker, by_mana_cost), answer(asker, by_morph)) == ("yes", "no")


@pytest.mark.parametrize("enchanted, plain", [
    ("Lignify is on my face-down morph creature. Can I turn it face up for its morph cost?",
     "I have a face-down morph creature. Can I turn it face up for its morph cost?"),
    ("Fowl Play is on my morph. Can I turn it face up for its morph cost?",
     "I have a morph. Can I turn it face up for its morph cost?"),
])
def test_without_the_aura_the_morph_cost_is_there(asker, enchanted, plain):
    assert (answer(asker, enchanted), answer(asker, plain)) == ("no", "yes")


@pytest.mark.parametrize("question", [
    "Deep Freeze is on my morph. Can I turn it face up for its morph cost?",  # its text is not read
    "Lignify is on my morph. What is its power?",  # the Aura's base power and toughness are not read
    "Lignify is on my morph. Is it a 2/2?",
])
def test_what_is_not_read_is_refused(asker, question):
    assert answer(asker, question) in ("not-understood", "ambiguous")
