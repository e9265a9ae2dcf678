"""Short and partial names, reordered words and kana: what `judge card` may take as a card, and what it
must only offer (``judge_cli.search.scoring.cap_short_partial``, ``lookup._partial_name_holders``,
``lookup.query_variants``).  Each cause comes from the blind set lookup-C, written here in other names."""

from __future__ import annotations

import pytest

from judge_cli.corpus.model import Card, Corpus, Face
from judge_cli.errors import AmbiguousNameError, NotFoundError
from judge_cli.search.lookup import find_card, query_variants
from judge_cli.search.scoring import SHORT_PARTIAL_CAP, score


def _card(card_id: str, name: str, **names: str) -> Card:
    return Card(id=card_id, name=name, faces=(Face(name, "Instant", "{U}", "", None, None),),
                names={"en": name, **names})


def _corpus(*cards: Card) -> Corpus:
    return Corpus(cards={card.id: card for card in cards})


def test_a_short_query_is_no_confident_start_of_a_longer_word():
    corpus = _corpus(_card("ledger", "Ledger Keeper"), _card("mox", "Mox Opal"))
    with pytest.raises(NotFoundError, match="no card matches 'LEK'"):
        find_card(corpus, "LEK")  # only the start of "ledger": the old prefix score was 84
    assert score("lek", "ledger keeper") <= SHORT_PARTIAL_CAP
    # Contrast: the same length as a whole word of the name is a match, and five letters are enough.
    assert find_card(corpus, "Mox").card.id == "mox"
    assert find_card(corpus, "Ledge").card.id == "ledger"


def test_the_same_letters_spaced_otherwise_beat_the_same_words_reordered():
    corpus = _corpus(_card("storm-hammer", "Storm Hammer"), _card("hammerstorm", "Hammerstorm"))
    found = find_card(corpus, "Hammer Storm")  # Hammerstorm spaced otherwise, Storm Hammer reordered
    assert found.card.id == "hammerstorm" and 99 < found.match.score < 100
    assert score("hammer storm", "storm hammer") < found.match.score  # reordered: near, but behind
    # Contrast: the words in the name's own order are that name, exactly.
    found = find_card(corpus, "storm hammer")
    assert found.card.id == "storm-hammer" and found.match.score == 100 and not found.close


def test_a_word_that_several_names_hold_names_none_of_them():
    corpus = _corpus(_card("tower-guard", "Harbor Tower Guard"), _card("tower", "Tower of Gold"),
                     _card("sky", "Sky Lantern"))
    with pytest.raises(AmbiguousNameError, match="only part of a name") as raised:
        find_card(corpus, "Tower")
    assert {"Harbor Tower Guard", "Tower of Gold"} <= set(raised.value.nearest)
    # Contrast: a word only one name holds is that card.
    assert find_card(corpus, "Lantern").card.id == "sky"


def test_hiragana_is_read_as_the_katakana_of_a_name():
    corpus = _corpus(_card("kami", "Kami Example", ja="カミノレイ"))
    assert find_card(corpus, "かみのれい").card.id == "kami"
    assert "カミノレイ" in query_variants("かみのれい")
    assert query_variants("kami") == []  # nothing to read otherwise


def test_the_two_parts_of_a_cjk_name_may_come_in_either_order():
    corpus = _corpus(_card("sculptor", "Mind Sculptor Example", zh="心灵塑师杰斯"))
    assert find_card(corpus, "杰斯 心灵塑师").card.id == "sculptor"
    assert find_card(corpus, "杰斯心灵塑师").card.id == "sculptor"
    # Contrast: characters the name does not hold find nothing in any order.
    with pytest.raises(NotFoundError):
        find_card(corpus, "杰斯 火焰法师")
