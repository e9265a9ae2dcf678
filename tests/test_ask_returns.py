"""What returns a permanent to the battlefield must be known: the card's own text read (Ashcloud Phoenix: "When ~
dies, return it to the battlefield face down" — an ability it has only face up), or an effect that moved it; a
creature that just died with nothing named to return it is refused, not answered "it comes back face up".  The
phrasings are not from any measured set."""

from __future__ import annotations

import pytest


def _outcome(corpus, question: str):
    from ask_helpers import new_asker

    return new_asker(corpus).ask(question)


@pytest.mark.shared
@pytest.mark.parametrize("question, expected", [
    ("Mi Ashcloud Phoenix boca arriba muere. ¿Vuelve boca abajo?", "yes"),
    ("Mi Ashcloud Phoenix boca abajo muere. ¿Vuelve boca abajo?", "no"),
    ("My face-down Ashcloud Phoenix is destroyed. Does it come back face down?", "no"),
    ("Ashcloud Phoenix dies. Does it come back face down?", None),  # face up or face down: not said
])
def test_the_card_s_own_text_returns_it_only_face_up(real_corpus, question, expected):
    outcome = _outcome(real_corpus, question)
    assert (outcome.verdict.answer if outcome.refusal is None else None) == expected, (outcome.refusal,
                                                                                          outcome.detail)


@pytest.mark.parametrize("question, answered", [
    ("My face-down creature dies. Does it come back face down?", False),
    ("My face-down creature is exiled and returned. Does it come back face down?", True),
    ("Meine verdeckte Kreatur stirbt. Kommt sie verdeckt zurück?", False),
])
def test_a_return_nobody_named_is_not_assumed(corpus, question, answered):
    outcome = _outcome(corpus, question)
    assert (outcome.refusal is None) is answered, (outcome.refusal, outcome.detail)
    if answered:
        assert outcome.verdict.answer == "no"


def test_the_own_return_is_read_off_the_text():
    from types import SimpleNamespace

    from judge_cli.ask.cardtext import returns_itself_face_down
    from judge_cli.game.card import Face

    phoenix = SimpleNamespace(front=Face(name="Some Phoenix", type_line="Creature — Phoenix", oracle_text=(
        "Flying\nWhen Some Phoenix dies, return it to the battlefield face down under your control.")))
    other = SimpleNamespace(front=Face(name="Some Bird", type_line="Creature — Bird", oracle_text=(
        "When Some Bird dies, return it to its owner's hand.")))
    assert (returns_itself_face_down(phoenix), returns_itself_face_down(other)) == (True, False)
