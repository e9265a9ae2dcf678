"""`judge ask` reaches ``cast-triggers``: an ability waiting for spells cast, and a spell cast face down.

A face-down spell is a colorless, nameless 2/2 *creature* spell (CR 708.4): "whenever you cast a creature spell" sees
it, "whenever you cast a noncreature spell" doesn't.  Contrasting pairs in every language, one word changed.
"""

from __future__ import annotations

import pytest


def _answer(asker, question: str) -> str | None:
    outcome = asker.ask(question)
    assert outcome.verdict is not None, (question, outcome.refusal, outcome.missing, outcome.detail)
    assert outcome.reading.question == "cast-triggers"
    return outcome.verdict.answer


@pytest.mark.parametrize("creature, noncreature", [
    ('I cast a creature face down with morph. Does my "whenever you cast a creature spell" ability trigger?',
     'I cast a creature face down with morph. Does my "whenever you cast a noncreature spell" ability trigger?'),
    ('I cast a creature face down with morph. Does "whenever a player casts a creature spell" trigger?',
     'I cast a creature face down with morph. Does "whenever a player casts a noncreature spell" trigger?'),
    ("Ich wirke eine Kreatur mit Morph verdeckt. Wird „immer wenn du einen Kreaturenzauber wirkst“ ausgelöst?",
     "Ich wirke eine Kreatur mit Morph verdeckt. Wird „immer wenn du einen Nichtkreatur-Zauberspruch wirkst“ "
     "ausgelöst?"),
    ("Je lance une créature face cachée avec la mue. « À chaque fois que vous lancez un sort de créature » se "
     "déclenche ?",
     "Je lance une créature face cachée avec la mue. « À chaque fois que vous lancez un sort non-créature » se "
     "déclenche ?"),
    ("Lanzo una criatura boca abajo con metamorfosis. ¿Se dispara «siempre que lances un hechizo de criatura»?",
     "Lanzo una criatura boca abajo con metamorfosis. ¿Se dispara «siempre que lances un hechizo que no sea de "
     "criatura»?"),
    ("Lancio una creatura a faccia in giù con metamorfosi. Si innesca «ogniqualvolta lanci una magia creatura»?",
     "Lancio una creatura a faccia in giù con metamorfosi. Si innesca «ogniqualvolta lanci una magia non creatura»?"),
    ("変異でクリーチャーを裏向きに唱えた。「あなたがクリーチャー呪文を1つ唱えるたび」は誘発する？",
     "変異でクリーチャーを裏向きに唱えた。「あなたがクリーチャーでない呪文を1つ唱えるたび」は誘発する？"),
    ("我用变身把生物牌面朝下施放。「每当你施放生物咒语时」会触发吗？",
     "我用变身把生物牌面朝下施放。「每当你施放非生物咒语时」会触发吗？"),
])
def test_a_face_down_spell_is_a_creature_spell_to_cast_triggers(asker, creature, noncreature):
    assert (_answer(asker, creature), _answer(asker, noncreature)) == ("yes", "no")


def test_a_face_down_spell_unnamed_is_read_as_cast_with_morph_or_disguise(asker):
    """Only disguise and morph cast a spell face down: the procedure left unsaid is probed between those two."""
    outcome = asker.ask('I cast a face-down creature spell. Does "whenever a player casts a creature spell" trigger?')
    assert outcome.verdict is not None and outcome.verdict.answer == "yes"
    assert outcome.reading.given["permanent"]["face_down"] == "morph"


def test_whose_ability_it_is_is_not_assumed_when_an_opponent_casts(asker):
    """"Whenever *you* cast": with an opponent in the story, who casts and who controls the ability are not told
    apart by the words, so the question is refused rather than answered for either."""
    outcome = asker.ask('My opponent casts a morph face down. Does my "whenever you cast a creature spell" trigger?')
    assert outcome.verdict is None and "who controls the ability" in outcome.missing


def test_an_ability_the_reader_does_not_know_is_not_read_as_any_spell(asker):
    outcome = asker.ask("I cast a morph face down. Does my ability that waits for spells trigger?")
    assert outcome.verdict is None


@pytest.mark.parametrize("question", [
    'When I turn my morph face up, does my "whenever you cast a creature spell" ability trigger?',
    "Quand je retourne ma créature face cachée, « chaque fois que vous lancez un sort de créature » se déclenche ?",
])
def test_turning_a_permanent_face_up_is_not_read_as_casting_it(asker, question):
    """Turning face up is no casting: the question is not read as a face-down spell being cast."""
    assert asker.ask(question).verdict is None
