"""Soul Warden's "Whenever another creature enters the battlefield, you gain 1 life." read off its whole text
(ask.cardwatch): a face-down creature entering is a creature entering (cloaked, manifested, cast face down: CR 708.3,
603.6a), turning one face up is not entering (CR 708.8).  The cards are the real 2018 printings and printed names
(tests/fixtures/ask-cards-watchers.json); the phrasings are not from any measured set, and each group is a contrasting
pair (one fact changed: the answer, or answered against refused)."""

from __future__ import annotations

import pytest
from watcher_cards import CARDS, answer, build_asker, text_card

from judge_cli.ask.cardwatch import Watcher, watchers


@pytest.fixture(scope="module")
def asker(corpus):
    return build_asker(corpus)


def test_soul_warden_and_soul_attendant_are_read_whole():
    assert watchers(text_card(CARDS["Soul Warden"]["text"])) == (Watcher("waits.creature-enters", "effect.gain-life",
                                                                         1),)
    # "you may gain 1 life": whether it triggers is read, not whether life is gained
    assert watchers(text_card(CARDS["Soul's Attendant"]["text"])) == (Watcher("waits.creature-enters", None, 1),)
    # a line not read (protection), or a second trigger about an opponent's creatures: not read at all
    assert watchers(text_card(CARDS["Auriok Champion"]["text"])) is None
    assert watchers(text_card(CARDS["Suture Priest"]["text"])) is None


@pytest.mark.parametrize("entered, turned", [
    ("I have Soul Warden and I manifest a card. Does Soul Warden trigger?",
     "I have Soul Warden and turn my manifested creature face up. Does Soul Warden trigger?"),
    ("Soul Warden is out. A face-down creature enters the battlefield. Does Soul Warden trigger?",
     "Soul Warden is out. I turn a face-down creature face up. Does Soul Warden trigger?"),
    ("I control Soul Warden and manifest a card. Do I gain life?",
     "I control Soul Warden and turn my manifested creature face up. Do I gain life?"),
    ("Seelenwächter liegt, ich manifestiere eine Karte. Löst Seelenwächter aus?",
     "Seelenwächter liegt, ich decke meine manifestierte Kreatur auf. Löst Seelenwächter aus?"),
    ("J'ai Garde des âmes et je manifeste une carte : Garde des âmes se déclenche ?",
     "J'ai Garde des âmes et je retourne ma créature manifestée face visible : Garde des âmes se déclenche ?"),
    ("Tengo a Protectora de almas y manifiesto una carta. ¿Se dispara?",
     "Tengo a Protectora de almas y pongo boca arriba mi criatura manifestada. ¿Se dispara otra vez?"),
    ("Ho \"Guardiano dell'Anima\" in gioco e manifesto una carta. Si innesca?",
     "Ho \"Guardiano dell'Anima\" in gioco e giro a faccia in su la mia creatura manifestata. Si innesca?"),
    ("魂の管理人がいるとき、クリーチャーを変異で裏向きに唱えたら誘発する？",
     "魂の管理人がいるとき、予示したクリーチャーを表向きにしたら誘発する？"),
    ("护灵师在场，我显化一张牌，护灵师会触发吗？", "护灵师在场，我把显化的生物翻回正面，护灵师会触发吗？"),
])
def test_a_face_down_creature_entering_triggers_it_turning_one_face_up_does_not(asker, entered, turned):
    assert (answer(asker, entered), answer(asker, turned)) == ("yes", "no")


@pytest.mark.parametrize("read, refused", [
    # "you may gain 1 life": whether it triggers is answered, whether I gain life is not read
    ("I control Soul's Attendant and manifest a card. Does it trigger?",
     "I control Soul's Attendant and manifest a card. Do I gain life?"),
    # a line of the card not read: not answered from the rest
    ("I control Soul Warden and manifest a card. Does it trigger?",
     "I control Auriok Champion and manifest a card. Does it trigger?"),
    # what entered is not said face down: the event asked about is not sure
    ("Soul Warden is out. A face-down creature enters the battlefield. Does Soul Warden trigger?",
     "Soul Warden is out. A creature enters the battlefield. Does Soul Warden trigger?"),
])
def test_what_is_not_read_is_refused(asker, read, refused):
    assert answer(asker, read) == "yes"
    assert answer(asker, refused) in ("not-understood", "ambiguous")


def test_the_card_named_beside_the_procedure_is_not_the_face_down_one(asker):
    """"I have Soul Warden and I manifest a card": the card manifested is another one ("and" stands between), while
    "I manifested Soul Warden" makes it the face-down card (which, face down, has no abilities)."""
    assert answer(asker, "I have Soul Warden and I manifest a card. Does Soul Warden trigger?") == "yes"
    assert answer(asker, "I manifested Soul Warden. Does it trigger?") == "no"
