"""A name that holds the query word for word, and a name typed with its faces (``judge_cli.search.holders``).

Each cause comes from the blind set lookup-D (measured once: "Cappello" gave Appeal // Authority, "Unbowed"
and "Lyzolda" found nothing, "Dónde está la biblioteca" gave a card), written here in other names; each
test has its contrast, where one fact changed changes the answer.
"""

from __future__ import annotations

import pytest

from judge_cli.corpus.model import Card, Corpus, Face
from judge_cli.errors import AmbiguousNameError, NotFoundError
from judge_cli.search.holders import faces, holds_whole
from judge_cli.search.index import MATCH_THRESHOLD
from judge_cli.search.lookup import find_card
from judge_cli.search.scan import KeyArray, closest
from judge_cli.search.scoring import score


def _card(card_id: str, name: str, *face_names: str, **names: str) -> Card:
    shown = face_names or (name,)
    return Card(id=card_id, name=name, faces=tuple(Face(face, "Instant", "{U}", "", None, None) for face in shown),
                names={"en": name, **names})


def _corpus(*cards: Card) -> Corpus:
    return Corpus(cards={card.id: card for card in cards})


def test_a_word_spelt_as_one_name_holds_it_beats_a_slip_from_a_split_cards_half():
    corpus = _corpus(_card("rapier-parry", "Rapier // Parry", "Rapier", "Parry"),
                     _card("grapier", "Grapier Knight"))
    found = find_card(corpus, "Grapier")  # one slip from the half "Rapier", the first word of Grapier Knight
    assert found.card.id == "grapier"
    assert found.close  # the half is still offered: the two are near
    # Contrast: a word no name holds is read as the slip it is.
    assert find_card(corpus, "Rapiers").card.id == "rapier-parry"


def test_a_word_two_names_hold_is_not_promoted_over_a_slip():
    corpus = _corpus(_card("rapier-parry", "Rapier // Parry", "Rapier", "Parry"),
                     _card("grapier", "Grapier Knight"), _card("grapier-sage", "Grapier Sage"))
    with pytest.raises(AmbiguousNameError):
        find_card(corpus, "Grapier")


def test_one_distinct_word_of_a_long_name_names_the_only_card_holding_it():
    corpus = _corpus(_card("veska", "Veska Thorn, the Unyielding Warden of Mountains"), _card("sky", "Sky Lantern"))
    found = find_card(corpus, "Unyielding")
    assert found.card.id == "veska" and found.match.score < MATCH_THRESHOLD
    # Contrast: a shorter word of the same name says too little by itself.
    with pytest.raises(NotFoundError):
        find_card(corpus, "Thorn")
    # Contrast: only the start of the word is no whole word.
    with pytest.raises(NotFoundError):
        find_card(corpus, "Unyield")


def test_a_card_that_extends_another_ones_name_is_no_rival_for_its_first_word():
    corpus = _corpus(_card("kessandra", "Kessandra, the Tide Witch"),
                     _card("kessandra-avatar", "Kessandra, the Tide Witch Avatar"))
    assert find_card(corpus, "Kessandra").card.id == "kessandra"
    # Contrast: a name that holds the word without extending the other is a rival, shown beside it; the name
    # holding it whole comes first ("Kessandra's" only starts a longer word).
    corpus = _corpus(_card("kessandra", "Kessandra, the Tide Witch"),
                     _card("kessandra-reach", "Kessandra's Long Reach"))
    found = find_card(corpus, "Kessandra")
    assert found.card.id == "kessandra" and "kessandra-reach" in {match.card_id for match in found.close}


def test_the_name_part_of_a_japanese_epithet_name_names_the_card():
    corpus = _corpus(_card("galdran", "Galdran, King of Flames", ja="クルフィックスの炎の王、ガルドラン"),
                     _card("sky", "Sky Lantern", ja="空の灯籠"))
    assert holds_whole("ガルドラン", "クルフィックスの炎の王、ガルドラン")
    assert find_card(corpus, "ガルドラン").card.id == "galdran"
    # Contrast: a piece of that part is no whole part.
    assert not holds_whole("ガルド", "クルフィックスの炎の王、ガルドラン")
    with pytest.raises(NotFoundError):
        find_card(corpus, "ガルド")


def test_a_phrase_sharing_only_its_last_words_with_a_name_is_not_that_card():
    corpus = _corpus(_card("geist", "Geist of the Crossroads", es="Geist de la encrucijada"))
    with pytest.raises(NotFoundError):
        find_card(corpus, "Dónde está la encrucijada")  # a phrase; only "la encrucijada" is the name's
    # Contrast: typos of the whole name are that card.
    assert find_card(corpus, "Geist de la encrucijda").card.id == "geist"
    assert find_card(corpus, "Giest de la encrucijada").card.id == "geist"


def test_a_double_faced_card_typed_with_both_faces_is_that_card():
    corpus = _corpus(_card("watcher", "Grim Watcher", "Grim Watcher", "Hollow Shade"),
                     _card("sky", "Sky Lantern"))
    assert faces("Grim Watcher // Hollow Shade") == ["Grim Watcher", "Hollow Shade"]
    assert find_card(corpus, "Grim Watcher // Hollow Shade").card.id == "watcher"
    assert find_card(corpus, "Grim Wacher // Hollow Shade").card.id == "watcher"  # a typo in a face
    # Contrast: faces of two different cards name neither.
    with pytest.raises(NotFoundError):
        find_card(corpus, "Grim Watcher // Sky Lantern")
    assert faces("Grim Watcher //") == [] and faces("Grim Watcher") == []


def test_words_in_another_order_are_picked_among_names_closer_by_their_letters():
    # Names as long as the query, sharing its letters in its order, rank before the reordered name by QRatio.
    keys = ["priced velmorian", "ride of velmorian", "prized velmoria", "pride of velmor", "velmorian rider",
            "velmorian pride"]
    array_ = KeyArray(keys)
    positions = list(range(len(keys)))
    assert 5 not in closest(array_, "pride velmorian", positions, 3)
    assert closest(array_, "pride velmorian", positions, 3, held=1)[3:] == [5]
    # Contrast: the names closest by QRatio still come first, and a query in the name's order needs no help.
    assert closest(array_, "pride velmorian", positions, 3, held=1)[:3] == closest(
        array_, "pride velmorian", positions, 3)
    assert closest(array_, "velmorian pride", positions, 1) == [5]


def test_short_words_a_name_leaves_out_count_together():
    corpus = _corpus(_card("sword", "Sword of Thole"), _card("sky", "Sky Lantern"))
    assert score("the old sword", "sword of thole") >= MATCH_THRESHOLD  # near by its letters, sorted
    with pytest.raises(NotFoundError):
        find_card(corpus, "The Old Sword")  # "the" and "old": three letters each, six together
    # Contrast: a slip in a word the name has is that card.
    assert find_card(corpus, "Sword of Thol").card.id == "sword"


def test_a_word_one_name_holds_whole_beats_names_that_only_start_a_word_with_it():
    corpus = _corpus(_card("orvane", "Orvane, Keeper of Ash"), _card("orvanes-pet", "Orvane's Hound"),
                     _card("orvanesque", "Orvanesque Idol"))
    assert find_card(corpus, "orvane").card.id == "orvane"
    # Contrast: a second name holding the word whole leaves the query only part of a name.
    corpus = _corpus(_card("orvane", "Orvane, Keeper of Ash"), _card("orvanes-pet", "Orvane's Hound"),
                     _card("orvane-young", "Orvane, the Younger"))
    with pytest.raises(AmbiguousNameError):
        find_card(corpus, "orvane")
