"""A removal spell named as targeting the face-down permanent, which its controller turns face up in response: the
creature card named right after the turning, in its sentence, is what the permanent is face up ("je la retourne en
réponse et c'est l'Aruspice sinistre"), and the spell's requirement is checked again as it resolves (CR 608.2b); a
card named twice, once as a verb ("Opp Doom Blades my morph"), is one card.  Phrasings here are not from any measured
question set; each group is a contrasting pair (one fact changed, the answer or the refusal changes)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from ask_helpers import answer_or_none, asker_with, printed

from judge_cli.ask.cardtext import action

FATAL_PUSH = ("Destroy target creature if it has converted mana cost 2 or less.\nRevolt — Destroy that creature if it "
              "has converted mana cost 4 or less instead if a permanent you controlled left the battlefield this turn.")


@pytest.fixture(scope="module")
def asker(corpus):
    """The seed corpus plus Doom Blade, a black and a white morph creature (printed texts and names)."""
    card = printed

    extra = [
        card("doom-blade", "Doom Blade", "Instant", "{1}{B}", "Destroy target nonblack creature.",
             ("Klinge des Schicksals", "Lame du destin", "Cuchilla fatal", "Lama del Fato", "破滅の刃", "送终刀锋")),
        card("grim-haruspex", "Grim Haruspex", "Creature — Human Wizard", "{2}{B}",
             "Morph {B}\nWhenever another nontoken creature you control dies, draw a card.",
             ("Grimmige Haruspex", "Aruspice sinistre", "Arúspice siniestra", "Aruspice Macabra", "不気味な腸卜師",
              "阴森肠占师"), "3", "2"),
        card("fatal-push", "Fatal Push", "Instant", "{B}", FATAL_PUSH,
             ("Tödlicher Stoß", "Poussée fatale", "Empujón fatal", "Spinta Fatale", "致命的な一押し", "送终一击")),
        card("exalted-angel", "Exalted Angel", "Creature — Angel", "{4}{W}{W}", "Flying\nLifelink\nMorph {2}{W}{W}",
             ("Erhabener Engel", "Ange exalté", "Ángel exaltado", "Angelo Esaltato", "賛美されし天使", "崇高天使"),
             "4", "5"),
    ]
    return asker_with(corpus, extra)


_answer = answer_or_none


@pytest.mark.parametrize("story, black, white", [
    ("Mon adversaire cible ma mue avec Lame du destin ; je la retourne en réponse et c'est {card}. Lame du destin la "
     "détruit quand même ?", "l'Aruspice sinistre", "l'Ange exalté"),
    ("Il mio avversario lancia Lama del Fato sulla mia metamorfosi; in risposta la giro ed è {card}. Viene distrutta "
     "lo stesso?", "l'Aruspice Macabra", "l'Angelo Esaltato"),
    ("Mi rival lanza Cuchilla fatal a mi criatura boca abajo; en respuesta la pongo boca arriba y es {card}. ¿La "
     "destruye igual?", "la Arúspice siniestra", "el Ángel exaltado"),
])
def test_the_card_named_after_turning_it_face_up_is_what_the_spell_meets_on_resolution(asker, story, black, white):
    """Black, it is an illegal target for Doom Blade as it resolves (not destroyed); white, still legal (destroyed)."""
    assert (_answer(asker, story.format(card=black)), _answer(asker, story.format(card=white))) == ("no", "yes")


def test_a_creature_named_in_another_sentence_is_not_taken_for_the_face_down_one(asker):
    """"…je la retourne en réponse. Mon adversaire contrôle l'Aruspice sinistre.": that card may be another
    permanent: refused, never answered about it."""
    answered = ("Mon adversaire cible ma mue avec Lame du destin ; je la retourne en réponse et c'est l'Aruspice "
                "sinistre. Lame du destin la détruit quand même ?")
    refused = ("Mon adversaire cible ma mue avec Lame du destin ; je la retourne en réponse. J'ai aussi l'Aruspice "
               "sinistre. Lame du destin la détruit quand même ?")
    assert (_answer(asker, answered), _answer(asker, refused)) == ("no", None)
    sacrificed = ("Mon adversaire cible ma mue avec Lame du destin ; je la retourne en réponse et la sacrifie pour "
                  "l'Aruspice sinistre. Lame du destin la détruit quand même ?")
    assert _answer(asker, sacrificed) is None


def test_a_card_name_used_as_a_verb_and_named_again_is_one_card(asker):
    """"Opp Doom Blades my face-down Grim Haruspex … does Doom Blade still destroy it?": both mentions are Doom Blade
    (the verb form's words were left unread before); the white morph is the contrast."""
    story = "Opp Doom Blades my face-down {card}, I flip it in response. Does Doom Blade still destroy it?"
    assert (_answer(asker, story.format(card="Grim Haruspex")),
            _answer(asker, story.format(card="Exalted Angel"))) == ("no", "yes")


# -- a condition checked as the spell resolves: Fatal Push -------------------------------------------------------

@pytest.mark.parametrize("text, only_if, revolt", [
    (FATAL_PUSH, {"max_mana_value": 2}, True),
    ("Destroy target creature if it has mana value 3 or less.", {"max_mana_value": 3}, False),
    # more than the condition and its revolt line: not read
    (FATAL_PUSH + "\nDraw a card.", None, None),
    ("Destroy target creature if it has converted mana cost 2 or less. You lose 2 life.", None, None),
])
def test_a_removal_text_with_a_mana_value_condition_is_read_whole(text, only_if, revolt):
    read = action(SimpleNamespace(name="X", front=SimpleNamespace(name="X", oracle_text=text)))
    assert (read.only_if, read.revolt) == (only_if, revolt) if only_if is not None else read is None


def test_fatal_push_destroys_a_face_down_creature_whose_mana_value_is_0(asker):
    """Face down it has mana value 0 (CR 708.2): destroyed whether revolt applies or not; turned face up in response
    as a mana value 6 creature, whether revolt applies is not told (2 or less, 4 or less: both fail here, but the
    reading doesn't know the card's value): refused, never guessed."""
    assert _answer(asker, "I cast Fatal Push on my opponent's face-down creature. Is it destroyed?") == "yes"
    assert _answer(asker, "Mein Gegner spielt Tödlicher Stoß auf meinen Morph. Wird er trotzdem zerstört?") == "yes"
    assert _answer(asker, "Mon adversaire cible ma mue avec Poussée fatale ; je la retourne en réponse et c'est l'Ange "
                          "exalté. Poussée fatale la détruit quand même ?") is None
