"""Cards with faces: one model for the corpus, imports, the store and scenarios' inline cards."""

from __future__ import annotations

import json

import pytest

from judge_cli.corpus.model import Card
from judge_cli.game.card import Face, TypeLine
from judge_cli.game.oracle import face_from_oracle, read_oracle
from judge_cli.store.codec import card_from_row, card_to_row

KRUIN_TEXT = "First strike\nWhen this creature enters, draw a card.\nWhen this is turned face up, you win.\nMorph {3}"


def kruin() -> Card:
    front = face_from_oracle("Kruin Outlaw", "Creature — Human Rogue Werewolf", "{1}{R}{R}", KRUIN_TEXT, "2", "2")
    back = face_from_oracle("Terror of Kruin Pass", "Creature — Werewolf", None, "Double strike", "3", "3")
    return Card(id="kruin-outlaw", name="Kruin Outlaw", faces=(front, back), layout="transform")


def test_a_shipped_card_is_one_face_read_from_its_oracle_text(corpus):
    card = corpus.card("become-anonymous")
    assert (card.name, card.types, card.mana_cost, card.layout) == ("Become Anonymous", ("instant",), "{2}{U}{U}",
                                                                      "normal")
    assert len(card.faces) == 1 and not card.double_faced and card.back is None
    # Its Oracle text mentions "enter" only inside a cloak reminder, never as "when … enters".
    assert card.front.triggers == () and card.front.abilities == ()


def test_a_double_faced_creature_keeps_both_faces_with_their_own_types():
    card = kruin()
    assert card.double_faced and card.back is not None and card.back.name == "Terror of Kruin Pass"
    assert card.front.subtypes == ("Human", "Rogue", "Werewolf") and card.back.subtypes == ("Werewolf",)
    assert card.back.types == ("creature",) and card.back.mana_cost is None
    assert (card.power, card.toughness, card.morph) == ("2", "2", "{3}")
    assert set(card.front.triggers) == {"enters", "turned-face-up"}
    assert card.front.abilities == ("first strike",) and card.back.abilities == ("double strike",)


def test_the_same_faces_under_another_layout_are_not_double_faced():
    card = kruin()
    adventure = Card(id="x", name="x", faces=card.faces, layout="adventure")
    assert not adventure.double_faced and adventure.back is None
    assert "Terror of Kruin Pass" in adventure.oracle_text and "Terror" not in card.oracle_text


def test_a_split_card_combines_its_halves_costs_and_types():
    fire = face_from_oracle("Fire", "Instant", "{1}{R}", "Fire deals 2 damage divided as you choose.")
    ice = face_from_oracle("Ice", "Instant", "{1}{U}", "Tap target permanent.\nDraw a card.")
    card = Card(id="fire-ice", name="Fire // Ice", faces=(fire, ice), layout="split")
    assert card.mana_cost == "{1}{R}{1}{U}" and card.mana_value == 4 and card.type_line == "Instant"
    assert card.oracle_text.startswith("Fire\nFire deals") and "\n//\nIce\n" in card.oracle_text


@pytest.mark.parametrize("text, abilities, costs", [
    ("Flying, vigilance\nWard {2}", ("flying", "vigilance", "ward {2}"), ()),
    ("Megamorph {5}{G}{G} (You may cast this card face down as a 2/2 creature for {3}.)", (),
     (("megamorph", "{5}{G}{G}"),)),
    ("Morph—Reveal a white card in your hand. (You may cast this card face down.)", (),
     (("morph", "Reveal a white card in your hand"),)),
    ("Disguise {1}{U}\nProtection from red", ("protection from red",), (("disguise", "{1}{U}"),)),
    # A rules sentence that merely starts with a keyword is not a keyword line.
    ("Flying creatures you control get +1/+1.", (), ()),
])
def test_keywords_and_face_down_costs_are_read_off_keyword_lines_only(text, abilities, costs):
    facts = read_oracle(text)
    assert facts.abilities == abilities and facts.costs == costs


def test_type_lines_round_trip_between_text_and_parts():
    line = TypeLine.parse("Legendary Creature — Human Rogue")
    assert line == TypeLine(("legendary",), ("creature",), ("Human", "Rogue"))
    assert TypeLine.parse(line.text()) == line


def test_colours_come_from_the_mana_cost_unless_the_face_says_otherwise():
    assert Face("Bear", "Creature", "{1}{G}").color_list == ("green",)
    assert Face("Ancestral Vision", "Sorcery", None, colors=("blue",)).color_list == ("blue",)


def test_the_store_keeps_every_face_in_a_keyed_row():
    card = kruin()
    row = card_to_row(card)
    data = json.loads(row)
    assert isinstance(data, dict) and data["layout"] == "transform" and len(data["faces"]) == 2
    assert card_from_row(row) == card


def test_printings_legalities_and_colour_identity_survive_the_store():
    import datetime as dt

    from judge_cli.corpus.model import Printing

    printing = Printing("Innistrad", set_code="ISD", number="149", rarity="rare", released=dt.date(2011, 9, 30),
                        printed_names={"de": "Kruin-Gesetzloser"}, flavor_name=None)
    card = Card(id="k", name="Kruin Outlaw", faces=kruin().faces, layout="transform", printings=(printing,),
                legalities={"modern": "legal", "standard": "not_legal"}, color_identity=("red",))
    assert card_from_row(card_to_row(card)) == card
    colorless = Card(id="w", name="Wastes", faces=(Face("Wastes", "Basic Land — "),), color_identity=())
    assert card_from_row(card_to_row(colorless)).color_identity == ()


def test_rows_of_an_older_store_are_still_read():
    legacy = json.dumps(["kruin-outlaw", "Kruin Outlaw", "{1}{R}{R}", "Creature — Human Rogue Werewolf", KRUIN_TEXT,
                         {"en": "Kruin Outlaw"}, {}, {}, [["Innistrad", {}, None]], [], ["mtgjson"], "2", "2",
                         ["Terror of Kruin Pass", "Creature — Werewolf", None, "Double strike"], None, "{3}"])
    card = card_from_row(legacy)
    assert card.double_faced and card.morph == "{3}" and card.back.name == "Terror of Kruin Pass"
    assert card.printings[0].set_name == "Innistrad" and card.names == {"en": "Kruin Outlaw"}
