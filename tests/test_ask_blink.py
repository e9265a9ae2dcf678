"""A card named as exiling the face-down permanent and returning it (Cloudshift, Flickerwisp, Restoration Angel) is
read off its whole English rules text (judge_cli/ask/cardtext.py ``blink``) and reaches ``leaves-and-returns`` with
its target requirement as the kind's ``spell``: the card comes back a new object, face up (CR 400.7, 708.9, 110.5b).
Phrasings here are not from any measured question set; each group is a contrasting pair (one fact changed, the answer
or the refusal changes)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from ask_helpers import answer_or_none, asker_with, printed
from rules_helpers import ask as rules_ask
from rules_helpers import cited

from judge_cli.ask.cardtext import BLINK, action, blink


def _read(text: str, name: str = "Some Card"):
    return blink(SimpleNamespace(name=name, front=SimpleNamespace(name=name, oracle_text=text)))


@pytest.mark.parametrize("text, requires, yours", [
    ("Exile target creature you control, then return that card to the battlefield under your control.",
     {"types": ["creature"]}, True),
    ("Flash\nFlying\nWhen Some Card enters the battlefield, you may exile target non-Angel creature you control, then "
     "return that card to the battlefield under your control.", {"types": ["creature"], "not_subtypes": ["Angel"]},
     True),
    ("Flying\nWhen Some Card enters the battlefield, exile another target permanent. Return that card to the "
     "battlefield under its owner's control at the beginning of the next end step.", {}, False),
    ("Exile target creature you control, then return it to the battlefield under its owner's control.\nFlashback "
     "{3}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)",
     {"types": ["creature"]}, True),
])
def test_a_text_that_only_exiles_and_returns_its_target_is_read(text, requires, yours):
    read = _read(text)
    assert read is not None and (read.verb, read.requires, read.yours) == (BLINK, requires, yours)


@pytest.mark.parametrize("text", [
    # the same start, then something more: not read at all (a card is read whole or not at all)
    "Exile target creature you control, then return that card to the battlefield under its owner's control. If it's "
    "a Spirit, put a +1/+1 counter on it.",
    "{2}{C}: Exile another target creature, then return it to the battlefield tapped under its owner's control.",
    "Exile two target artifacts, creatures, and/or lands you control, then return those cards to the battlefield "
    "under your control.",
    "Exile target nontoken permanent, then return it to the battlefield under its owner's control.",
    "Exile target creature. At the beginning of the next end step, return that card to the battlefield under its "
    "owner's control with a +1/+1 counter on it.",
    "Deathtouch\nExile target creature you control, then return that card to the battlefield under your control.",
])
def test_a_text_that_does_more_is_not_read_as_a_blink(text):
    assert _read(text) is None


def test_a_subtype_negation_is_read_in_a_removal_text_too():
    """"non-Angel" (hyphenated: a subtype) is read, "nonblack" (a color) as before."""
    read = action(SimpleNamespace(name="X", front=SimpleNamespace(name="X", oracle_text="Destroy target non-Angel "
                                                                                        "creature.")))
    assert read is not None and read.requires == {"not_subtypes": ["Angel"], "types": ["creature"]}


# -- the rules kind: the spell's target is checked as it resolves -------------------------------------------------

ANGEL = '{name: Example Angel, types: [creature], subtypes: [angel], mana_cost: "{3}{W}", power: 3, toughness: 3}'
RESTORATION = "{name: Restoration Angel, requires: {types: [creature], not_subtypes: [angel]}}"


def test_a_face_down_angel_is_a_legal_target_for_a_non_angel_blink_and_comes_back_face_up(corpus):
    """Face down it has no subtypes (CR 708.2): "target non-Angel creature" finds it; face up it is an Angel, the
    target is illegal and nothing leaves (CR 608.2b)."""
    down = rules_ask(corpus, "leaves-and-returns", f"permanent: {{face_down: cloak, card: {ANGEL}}}\n"
                                                   f"spell: {RESTORATION}\n")
    up = rules_ask(corpus, "leaves-and-returns", f"permanent: {{card: {ANGEL}}}\nspell: {RESTORATION}\n")
    assert (down.answer["face_up"], down.answer["returned"]) == ("yes", ["Example Angel"])
    assert (up.answer["face_up"], up.answer["returned"]) == (None, [])
    assert "resolving.2b" in cited(up)


# -- judge ask ------------------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def asker(corpus):
    """The seed corpus plus the printed texts and names of three blink cards, one that does more, and a morph."""
    card = printed

    extra = [
        card("cloudshift", "Cloudshift", "Instant", "{W}",
             "Exile target creature you control, then return that card to the battlefield under your control.",
             ("Wolkenverschiebung", "Changenuage", "Nebuliformar", "Nubiscarto", "雲隠れ", "云移")),
        card("flickerwisp", "Flickerwisp", "Creature — Elemental", "{1}{W}{W}",
             "Flying\nWhen Flickerwisp enters the battlefield, exile another target permanent. Return that card to "
             "the battlefield under its owner's control at the beginning of the next end step.",
             ("Flimmerwisch", "Voloscille", "Efímero fluctuante", "Guizzo Incorporeo", "ちらつき鬼火", "明灭翔灵"),
             "3", "1"),
        card("restoration-angel", "Restoration Angel", "Creature — Angel", "{3}{W}",
             "Flash\nFlying\nWhen Restoration Angel enters the battlefield, you may exile target non-Angel creature "
             "you control, then return that card to the battlefield under your control.",
             ("Engel der Wiederherstellung", "Ange de la restauration", "Ángel de la restitución",
              "Angelo della Restaurazione", "修復の天使", "复归天使"), "3", "4"),
        card("essence-flux", "Essence Flux", "Instant", "{U}",
             "Exile target creature you control, then return that card to the battlefield under its owner's control. "
             "If it's a Spirit, put a +1/+1 counter on it.",
             ("Essenzfluktuation", "Flux d'essence", "Flujo de esencia", "Flusso di Essenza", "本質の変転",
              "菁华异变")),
    ]
    return asker_with(corpus, extra)


_answer = answer_or_none


@pytest.mark.parametrize("question, expected", [
    ("I flicker my morph with Cloudshift. Does it return to the battlefield face up?", "yes"),
    ("I flicker my morph with Cloudshift. Does it return to the battlefield face down?", "no"),
    ("Restoration Angel blinks my face-down morph. Does it come back face down?", "no"),
    ("Wolkenverschiebung auf meinen Morph: kommt er offen zurück?", "yes"),
    ("Wolkenverschiebung auf meinen Morph: kommt er verdeckt zurück?", "no"),
    ("Le Voloscille exile ma mue : revient-elle face cachée ?", "no"),
    ("Nubiscarto sulla mia metamorfosi: ritorna a faccia in su?", "yes"),
    ("雲隠れで変異クリーチャーを明滅させた。裏向きで戻る？", "no"),
])
def test_a_blink_card_named_returns_the_face_down_card_face_up(asker, question, expected):
    assert _answer(asker, question) == expected


@pytest.mark.parametrize("answered, refused", [
    # "target creature you control": an opponent's creature is not what it may exile (whose is not modelled there)
    ("I Cloudshift my face-down morph. Does it come back face up?",
     "I Cloudshift my opponent's face-down morph. Does it come back face up?"),
    # a text that says more (a counter if it's a Spirit) is not read: the card stays not understood
    ("Wolkenverschiebung auf meinen Morph: kommt er offen zurück?",
     "Essenzfluktuation auf meinen Morph: kommt er offen zurück?"),
])
def test_a_blink_card_is_refused_where_its_text_does_not_fit(asker, answered, refused):
    assert _answer(asker, answered) == "yes"
    assert _answer(asker, refused) is None


def test_the_blink_card_after_a_face_down_noun_is_what_blinks_it_not_the_face_down_card(asker):
    """"mi criatura boca abajo con el Efímero fluctuante": the face-down words describe the creature, Flickerwisp is
    the card that exiles it (a token is the contrast: it doesn't come back, CR 111.8)."""
    assert _answer(asker, "Exilio mi criatura boca abajo con el Efímero fluctuante, ¿vuelve boca arriba?") == "yes"
    assert _answer(asker, "Exilio mi ficha boca abajo con el Efímero fluctuante, ¿vuelve boca arriba?") == "no"
