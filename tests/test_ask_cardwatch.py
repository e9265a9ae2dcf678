"""A card named beside the face-down one whose ability watches face-down permanents is read off its whole English rules
text (judge_cli/ask/cardwatch.py) and asked about with ``watcher-triggers``: "whenever a permanent you control is
turned face up" triggers when a face-down permanent is turned up (never when a creature enters face down), "whenever a
face-down creature enters" when one is put onto the battlefield face down (never when one is turned up).  A text with a
clause not read is not read at all.  The cards are the real 2018 printings (tests/fixtures/ask-cards-watchers.json, an
excerpt of MTGJSON); the phrasings are not from any measured question set, and each group is a contrasting pair (one
fact changed, the answer or the refusal changes)."""

from __future__ import annotations

import pytest
from watcher_cards import CARDS, answer, build_asker, text_card

from judge_cli.ask.cardwatch import Watcher, watchers


def _read(text: str, name: str = "Some Card"):
    return watchers(text_card(text, name))


def test_the_real_texts_are_read_completely():
    assert _read(CARDS["Secret Plans"]["text"], "Secret Plans") == (Watcher("waits.turned-face-up", "effect.draw", 2),)
    assert _read(CARDS["Trail of Mystery"]["text"], "Trail of Mystery") == (
        Watcher("waits.face-down-enters", None, 1), Watcher("waits.creature-turned-face-up", None, 2))
    assert _read(CARDS["Mastery of the Unseen"]["text"], "Mastery of the Unseen") == (
        Watcher("waits.turned-face-up", "effect.gain-life", 1),)


@pytest.mark.parametrize("text", [
    # Deathmist Raptor: its keyword line and its return from the graveyard (an ability working only there) are not
    # read, so nothing of it is
    CARDS["Deathmist Raptor"]["text"],
    "Whenever a permanent you control is turned face up, draw two cards.",  # an effect not read
    "Flash\nWhenever a permanent you control is turned face up, draw a card.",  # a line not read
    "Whenever a permanent an opponent controls is turned face up, draw a card.",  # whose
    "Face-down creatures you control get +0/+1.",  # nothing watched
    "Whenever a creature you control is turned face up, draw a card, then discard a card.",
])
def test_a_clause_not_read_leaves_the_card_unread(text):
    assert _read(text) is None


@pytest.fixture(scope="module")
def asker(corpus):
    """The seed corpus plus the real 2018 texts and printed names of the excerpt."""
    return build_asker(corpus)


_answer = answer


@pytest.mark.parametrize("turned, entered", [
    ("I control Secret Plans and turn my manifested creature face up for its mana cost. Do I draw a card?",
     "I control Secret Plans and cast a creature face down with morph. Do I draw a card?"),
    ("Geheime Pläne liegt. Ich decke meine manifestierte Kreatur für ihre Manakosten auf. Ziehe ich eine Karte?",
     "Geheime Pläne liegt. Ich wirke eine Kreatur verdeckt als Morph. Ziehe ich eine Karte?"),
    ("Je contrôle Plans secrets et je retourne ma créature manifestée face visible. Je pioche une carte ?",
     "Je contrôle Plans secrets. Je manifeste une carte. Je pioche une carte ?"),
    ("秘密の計画があるとき、予示したクリーチャーを表向きにしたらカードを引ける？",
     "秘密の計画があるとき、クリーチャーを変異で裏向きに唱えたらカードを引ける？"),
])
def test_turning_face_up_is_watched_entering_face_down_is_not(asker, turned, entered):
    """Secret Plans draws when a face-down permanent is turned face up, not when a creature is cast face down."""
    assert (_answer(asker, turned), _answer(asker, entered)) == ("yes", "no")


@pytest.mark.parametrize("entered, turned", [
    ("Trail of Mystery is out and I manifest a card. Does the first ability trigger?",
     "Trail of Mystery is out and I turn my manifested creature face up. Does the first ability trigger?"),
    ("Rastro de misterio está en juego y manifiesto una carta. ¿Se dispara la primera habilidad?",
     "Rastro de misterio está en juego y pongo boca arriba mi criatura manifestada. ¿Se dispara la primera "
     "habilidad?"),
    ("神秘踪迹在场，我显化一张牌，“每当一个牌面朝下的生物在你的操控下进战场”那个异能会触发吗？",
     "神秘踪迹在场，我把显化的生物翻回正面，“每当一个牌面朝下的生物在你的操控下进战场”那个异能会触发吗？"),
])
def test_entering_face_down_is_watched_turning_face_up_is_not(asker, entered, turned):
    """Trail of Mystery's first ability waits for a face-down creature entering: turning one face up is not entering
    (CR 708.8)."""
    assert (_answer(asker, entered), _answer(asker, turned)) == ("yes", "no")


@pytest.mark.parametrize("read, refused", [
    # the effect asked about must be the card's: Trail of Mystery draws nothing
    ("I control Secret Plans and turn my manifested creature face up. Do I draw a card?",
     "I control Trail of Mystery and turn my manifested creature face up. Do I draw a card?"),
    # an effect with no card doing it is not read at all
    ("I control Secret Plans and turn my manifested creature face up. Do I draw a card?",
     "I turn my manifested creature face up. Do I draw a card?"),
    # "you control": an opponent's permanent is not modelled, so not answered
    ("I control Secret Plans and turn my manifested creature face up. Do I draw a card?",
     "I control Secret Plans and my opponent turns their manifested creature face up. Do I draw a card?"),
    # an amount the reading doesn't check
    ("I control Mastery of the Unseen and turn my manifested creature face up. Do I gain life?",
     "I control Secret Plans and turn my manifested creature face up. Do I draw two cards?"),
    # a text with a clause not read (Deathmist Raptor's return from the graveyard)
    ("Ho \"Dominio dell'Invisibile\" in gioco e giro a faccia in su una creatura manifestata. Guadagno vita?",
     "Ho Raptor della Foschia Letale in gioco e giro a faccia in su una creatura manifestata. Guadagno vita?"),
])
def test_what_is_not_read_is_refused(asker, read, refused):
    assert _answer(asker, read) == "yes"
    assert _answer(asker, refused) == "not-understood"


def test_the_static_ability_is_read_with_the_triggers():
    assert _read_statics(CARDS["Secret Plans"]["text"], "Secret Plans") == (
        {"name": "Secret Plans", "power": 0, "toughness": 1, "only_if": {"face_down": True, "types": ["creature"]}},)
    assert _read_statics(CARDS["Trail of Mystery"]["text"], "Trail of Mystery") is None


def _read_statics(text: str, name: str):
    from judge_cli.ask.cardwatch import statics

    return statics(text_card(text, name))


@pytest.mark.parametrize("boosted, plain", [
    ("Secret Plans is out: are my face-down creatures 2/3?", "Secret Plans is out: are my face-down creatures 2/2?"),
    ("Geheime Pläne liegt: sind meine verdeckten Kreaturen 2/3?",
     "Geheime Pläne liegt: sind meine verdeckten Kreaturen 2/2?"),
    ("Plans secrets est en jeu : mes créatures face cachée sont-elles 2/3 ?",
     "Plans secrets est en jeu : mes créatures face cachée sont-elles 2/2 ?"),
    ("秘密の計画があるとき、裏向きのクリーチャーは2/3？", "秘密の計画があるとき、裏向きのクリーチャーは2/2？"),
])
def test_face_down_creatures_you_control_get_plus_0_plus_1(asker, boosted, plain):
    """Secret Plans' static ability: the face-down 2/2 is a 2/3 (CR 708.2a, 613.4c)."""
    assert (_answer(asker, boosted), _answer(asker, plain)) == ("yes", "no")


def test_a_card_without_that_static_ability_is_not_read_for_it(asker):
    assert _answer(asker, "Planes secretos en juego: ¿mis criaturas boca abajo son 2/3?") == "yes"
    assert _answer(asker, "Rastro de misterio en juego: ¿mis criaturas boca abajo son 2/3?") == "not-understood"
