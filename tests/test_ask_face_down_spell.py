"""A face-down spell on the stack is not a permanent: "can I turn it face up?" is answered no for the spell, yes for
the permanent it becomes (CR 702.37e, 708.4), and words saying where it is ("while it's on the stack") describe the
spell, not whether something uses the stack. Phrasings are not from a measured question set; each pair changes one
fact (spell or permanent) and the answer with it."""

from __future__ import annotations

import pytest
from ask_helpers import answer, answer_or_none


@pytest.mark.parametrize("spell, permanent", [
    ("Can I turn a face-down creature spell face up while it's still on the stack?",
     "Can I turn my morphed creature face up?"),
    ("Kann ich einen verdeckten Zauber aufdecken, während er auf dem Stapel liegt?",
     "Kann ich meine gemorphte Kreatur aufdecken?"),
    ("Puis-je retourner face visible un sort face cachée tant qu'il est sur la pile ?",
     "Puis-je retourner face visible ma mue ?"),
    ("¿Puedo poner boca arriba un hechizo boca abajo mientras está en la pila?",
     "¿Puedo poner boca arriba mi criatura con metamorfosis?"),
    ("Posso girare a faccia in su una magia a faccia in giù mentre è ancora in pila?",
     "Posso girare a faccia in su la mia creatura con metamorfosi?"),
    ("スタック上にある裏向きの呪文は表向きにできる？", "変異で裏向きのクリーチャーは表向きにできる？"),
    ("牌面朝下的生物咒语还在堆叠上的时候，能翻回正面吗？", "变身的牌面朝下生物能翻回正面吗？"),
    # where the spell is, written right after it ("on the stack", "auf dem Stapel"), is not a cue of responding
    ("Can a face-down spell on the stack be turned face up?", "Can a morphed creature be turned face up?"),
    ("Kann ich einen verdeckten Zauber auf dem Stapel aufdecken?", "Kann ich meine gemorphte Kreatur aufdecken?"),
])
def test_a_face_down_spell_cannot_be_turned_face_up_the_permanent_can(asker, spell, permanent):
    outcome = asker.ask(spell)
    assert outcome.verdict is not None, (spell, outcome.refusal, outcome.detail)
    assert outcome.reading.question == "can-turn-face-up"
    assert outcome.reading.given["permanent"]["zone"] == "stack"
    assert outcome.verdict.answer == "no"
    assert answer(asker, permanent) == "yes"


@pytest.mark.parametrize("cast, put", [
    ("Can I turn my morph face up while it is on the stack?",  # a morph on the stack is a spell cast face down
     "Can I turn my cloaked creature face up while it is on the stack?"),  # a cloaked card never is: not understood
    ("Posso girare a faccia in su la mia metamorfosi mentre è in pila?",
     "Posso girare a faccia in su la mia creatura celata mentre è in pila?"),
])
def test_on_the_stack_said_of_a_morph_is_a_spell_of_a_cloaked_card_not_understood(asker, cast, put):
    assert answer_or_none(asker, cast) == "no"
    assert answer_or_none(asker, put) is None


def test_a_face_down_spell_is_cast_with_morph_or_disguise_not_cloaked(asker):
    outcome = asker.ask("Can I turn a cloaked face-down spell face up?")
    assert outcome.verdict is None and "how the face-down spell was cast" in outcome.missing


@pytest.mark.parametrize("question", [
    "Can I turn face up a face-down spell that is still on the stack?",
    "¿Puedo poner boca arriba un hechizo boca abajo que todavía está en la pila?",
    "Puis-je retourner face visible un sort face cachée qui est encore sur la pile ?",
])
def test_a_relative_clause_saying_where_the_spell_is_describes_it(asker, question):
    outcome = asker.ask(question)
    assert outcome.verdict is not None and outcome.reading.question == "can-turn-face-up"
    assert outcome.verdict.answer == "no"
