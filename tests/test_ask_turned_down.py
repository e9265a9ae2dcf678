"""`judge ask` and permanents an effect turned face down (Ixidron, Backslide): named beside the face-down card, a
card whose text turns creatures face down makes the procedure ``effect`` — no mana cost turns it back up, only a
morph or disguise cost of the card itself (CR 708.8, 702.37e)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from judge_cli.ask.cardroles import roles
from judge_cli.ask.names import NamedCard
from judge_cli.ask.vocabulary import vocabulary_dir
from judge_cli.game.card import Face

_FACES = {
    "turner": Face(name="Some Turner", type_line="Creature — Illusion",
                   oracle_text="As Some Turner enters the battlefield, turn all other nontoken creatures face down."),
    "undo": Face(name="Some Undo", type_line="Instant", oracle_text="Turn target creature with morph face down."),
    "flipper": Face(name="Some Flipper", type_line="Instant", oracle_text="Turn target face-down creature face up."),
}


def _named(card_id: str) -> NamedCard:
    return NamedCard(card_id, _FACES[card_id].name, _FACES[card_id].name, (0, 9))


def test_a_card_that_turns_creatures_face_down_makes_the_procedure_an_effect():
    cards = SimpleNamespace(card=lambda card_id: SimpleNamespace(front=_FACES[card_id]))
    found = roles([_named("turner"), _named("undo"), _named("flipper")], cards, vocabulary_dir())
    assert found[_named("turner")] == ["proc.effect"] and found[_named("undo")] == ["proc.effect"]
    assert _named("flipper") not in found  # turning face up is no procedure of turning face down


@pytest.mark.shared
@pytest.mark.parametrize("mana, morph", [
    ("Ixidron turned my Gravedigger face down. Can I turn it face up for its mana cost?",
     "Ixidron turned my Exalted Angel face down. Can I turn it face up for its morph cost?"),
    ("Ixidron hat meinen Totengräber verdeckt. Kann ich ihn für seine Manakosten aufdecken?",
     "Ixidron hat meinen „Erhabener Engel“ verdeckt. Kann ich ihn für seine Morphkosten aufdecken?"),
    ("Ixidron a retourné mon Fossoyeur face cachée. Je peux le retourner pour son coût de mana ?",
     "Ixidron a retourné mon Ange exalté face cachée. Je peux le retourner pour son coût de mue ?"),
])
def test_a_creature_ixidron_turned_face_down_turns_up_only_by_its_own_morph(real_corpus, mana, morph):
    from ask_helpers import new_asker

    asker = new_asker(real_corpus)
    outcomes = [asker.ask(mana), asker.ask(morph)]
    assert [o.verdict.answer if o.verdict else (o.refusal, o.detail) for o in outcomes] == ["no", "yes"]
    assert outcomes[0].reading.given["permanent"]["face_down"] == "effect"
