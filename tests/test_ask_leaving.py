"""`judge ask` reaches the kinds about leaving the battlefield: a permanent's own dies / leaves ability
(``leaves-battlefield-triggers``) and another permanent watching creatures die (``watcher-triggers``).

Contrasting pairs in every language: one fact changed (face down or face up as it left, died or was exiled), the
answer changed.  A fact the answer hinges on and the words don't give (where a face-up creature went) is refused.
"""

from __future__ import annotations

import pytest


def _answer(asker, question: str) -> str | None:
    outcome = asker.ask(question)
    assert outcome.reading is not None and outcome.verdict is not None, (question, outcome.refusal, outcome.missing)
    return outcome.verdict.answer


# Face down as it dies: no abilities, so the card's own ability is not there (CR 603.10a, 708.2); face up: it is.
@pytest.mark.parametrize("face_down, face_up", [
    ("A cloaked creature of mine that has a dies trigger gets destroyed. Will its dies trigger happen?",
     "A creature of mine that has a dies trigger gets destroyed. Will its dies trigger happen?"),
    ("Meine getarnte Kreatur hat einen Stirbt-Trigger und wird zerstört. Löst der Stirbt-Trigger aus?",
     "Meine Kreatur hat einen Stirbt-Trigger und wird zerstört. Löst der Stirbt-Trigger aus?"),
    ("Ma créature voilée a une capacité de mort et elle est détruite. Sa capacité de mort se déclenche ?",
     "Ma créature a une capacité de mort et elle est détruite. Sa capacité de mort se déclenche ?"),
    ("Mi criatura enmascarada con habilidad de muerte es destruida. ¿Se dispara su habilidad de muerte?",
     "Mi criatura con habilidad de muerte es destruida. ¿Se dispara su habilidad de muerte?"),
    ("La mia creatura celata con abilità di morte viene distrutta. Si innesca la sua abilità di morte?",
     "La mia creatura con abilità di morte viene distrutta. Si innesca la sua abilità di morte?"),
    ("偽装したクリーチャーが破壊された。死亡時の能力は誘発する？",
     "クリーチャーが破壊された。死亡時の能力は誘発する？"),
    ("匿伏的生物被消灭了，死去时的异能会触发吗？",
     "生物被消灭了，死去时的异能会触发吗？"),
])
def test_its_own_dies_ability_triggers_only_if_it_died_face_up(asker, face_down, face_up):
    assert (_answer(asker, face_down), _answer(asker, face_up)) == ("no", "yes")
    assert asker.ask(face_down).reading.question == "leaves-battlefield-triggers"


def test_turned_face_up_before_it_died_it_is_face_up_as_it_leaves(asker):
    """The history decides: unmorphed first, then killed, the ability is there as it dies."""
    assert _answer(asker, "I unmorphed my creature and later it was destroyed. Will its dies trigger happen?") == "yes"
    assert _answer(asker, "My morph was destroyed. Will its dies trigger happen?") == "no"


@pytest.mark.parametrize("question, answer", [
    ("My creature with a dies trigger gets exiled. Will its dies trigger happen?", "no"),   # it didn't die
    ("My creature with an LTB trigger gets exiled. Will its LTB trigger happen?", "yes"),   # it left
    ("My creature with an LTB trigger is destroyed. Will its LTB trigger happen?", "yes"),  # dying is leaving
    ("Meine Kreatur mit Stirbt-Trigger geht ins Exil. Löst der Stirbt-Trigger aus?", "no"),
    ("Ma créature avec une capacité de mort est exilée. Sa capacité de mort se déclenche ?", "no"),
])
def test_a_dies_ability_needs_the_graveyard_a_leaves_ability_any_zone(asker, question, answer):
    assert _answer(asker, question) == answer


@pytest.mark.parametrize("question", [
    "My creature with a dies trigger leaves the battlefield. Will its dies trigger happen?",
    "My creature with a dies trigger is sacrificed. Will its dies trigger happen?",
])
def test_where_a_face_up_creature_went_is_not_assumed(asker, question):
    """Left face up, a dies ability triggers only if it went to the graveyard: words that don't say where are
    refused, never read as either."""
    outcome = asker.ask(question)
    assert outcome.verdict is None and "where it goes" in outcome.missing


# Another permanent watching creatures die sees the face-down 2/2 die (CR 603.10a): it triggers; exiled, it doesn't.
@pytest.mark.parametrize("dies, exiled", [
    ('I have a permanent with "whenever another creature dies". My cloaked creature is destroyed. Will that trigger?',
     'I have a permanent with "whenever another creature dies". My cloaked creature is exiled. Will that trigger?'),
    ("Ich habe eine Karte mit „immer wenn eine andere Kreatur stirbt“. Meine getarnte Kreatur wird zerstört. Löst "
     "das aus?",
     "Ich habe eine Karte mit „immer wenn eine andere Kreatur stirbt“. Meine getarnte Kreatur geht ins Exil. Löst "
     "das aus?"),
    ("J'ai un permanent avec « chaque fois qu'une autre créature meurt ». Ma créature voilée est détruite. Il se "
     "déclenche ?",
     "J'ai un permanent avec « chaque fois qu'une autre créature meurt ». Ma créature voilée est exilée. Il se "
     "déclenche ?"),
    ("Tengo «siempre que otra criatura muera». Mi criatura enmascarada es destruida. ¿Se dispara?",
     "Tengo «siempre que otra criatura muera». Mi criatura enmascarada es exiliada. ¿Se dispara?"),
    ("Ho «ogniqualvolta un'altra creatura muore». La mia creatura celata viene distrutta. Si innesca?",
     "Ho «ogniqualvolta un'altra creatura muore». La mia creatura celata viene esiliata. Si innesca?"),
    ("「他のクリーチャーが死亡するたび」を持つパーマネントがある。偽装したクリーチャーが破壊された。誘発する？",
     "「他のクリーチャーが死亡するたび」を持つパーマネントがある。偽装したクリーチャーが追放された。誘発する？"),
    ("我有一个「每当另一个生物死去」的永久物。匿伏的生物被消灭了。它会触发吗？",
     "我有一个「每当另一个生物死去」的永久物。匿伏的生物被放逐了。它会触发吗？"),
])
def test_a_dies_watcher_sees_a_face_down_creature_die_not_leave_for_exile(asker, dies, exiled):
    assert (_answer(asker, dies), _answer(asker, exiled)) == ("yes", "no")
    assert asker.ask(dies).reading.question == "watcher-triggers"


def test_a_watcher_question_that_does_not_say_what_happened_is_refused(asker):
    outcome = asker.ask('I have a permanent with "whenever another creature dies" and a cloaked creature. '
                        'Will that trigger?')
    assert outcome.verdict is None


@pytest.mark.shared
@pytest.mark.parametrize("dies, exiled", [
    ("Blood Artist is out and my morph is destroyed. Does Blood Artist trigger?",
     "Blood Artist is out and my morph is exiled. Does Blood Artist trigger?"),
    # "Does it trigger?" only leans towards every trigger kind: the watcher named in the story is what is asked
    ("Blood Artist is out, my face-down 2/2 dies. Does it trigger?",
     "Blood Artist is out, my face-down 2/2 is exiled. Does it trigger?"),
])
def test_a_named_dies_watcher_on_the_whole_2018_data(real_corpus, dies, exiled):
    """A card named besides the face-down one whose text waits for creatures to die is what is asked about."""
    from ask_helpers import new_asker

    asker = new_asker(real_corpus)
    assert (_answer(asker, dies), _answer(asker, exiled)) == ("yes", "no")


def test_a_face_up_permanent_the_words_do_not_make_leave_is_not_read_as_dying(asker):
    """Turned face up and nothing else: the dies ability is not asked about a death that didn't happen."""
    outcome = asker.ask("When I unmorph my creature, will its dies trigger happen?")
    assert outcome.verdict is None and "event" in outcome.missing
    assert _answer(asker, "When I unmorph my creature and it is then destroyed, will its dies trigger happen?") == "yes"
