"""What the clause that asks asks: an obligation is no negation, a spaced hyphen ends the story told before the
question, and a claim the chosen reading would leave out refuses it.  Contrasting pairs in words of their own."""

from __future__ import annotations

import pytest


def outcome(asker, question: str):
    return asker.ask(question)


@pytest.mark.parametrize("must, need_not", [
    ("予示したクリーチャーが死亡した。公開しないといけませんか？",
     "予示したクリーチャーが死亡した。公開しなくてもいいですか？"),
    ("予示したクリーチャーが死亡した。公開しなければなりませんか？",
     "予示したクリーチャーが死亡した。公開しなくてもいいですか？"),
])
def test_a_polite_obligation_in_japanese_negates_nothing(asker, must, need_not):
    answers = [outcome(asker, question).verdict for question in (must, need_not)]
    assert all(verdict is not None for verdict in answers)
    assert [verdict.answer for verdict in answers] == ["yes", "no"]


STORY = "I manifested a creature card with mana cost {1}{U} and turned it face up for its mana cost"


@pytest.mark.parametrize("question, kind", [
    (f"{STORY} - does it get a +1/+1 counter?", "turning-face-up"),
    (f"{STORY} - so was that a special action?", "can-respond-to-turning-face-up"),
])
def test_a_spaced_hyphen_ends_the_story(asker, question, kind):
    result = outcome(asker, question)
    assert result.reading is not None and result.reading.question == kind, (result.refusal, result.detail)


def test_the_counter_asked_after_the_story_is_answered_from_the_way_it_was_turned(asker):
    result = outcome(asker, f"{STORY} - does it get a +1/+1 counter?")
    assert result.verdict is not None and result.verdict.answer == "no"


def test_a_claim_the_reading_would_leave_out_refuses_it(asker):
    from judge_cli.ask import reader

    facts = outcome(asker, f"{STORY} does it get a +1/+1 counter?").facts
    # Whether it gets the counter is claimed in the clause that asks: a reading of whether it can be turned face up
    # leaves it out, one of what turning it face up does checks it.
    assert reader._claim_unused(facts, "can-turn-face-up")
    assert not reader._claim_unused(facts, "turning-face-up")
    story_only = outcome(asker, f"{STORY}. Can I turn it face up?").facts
    assert not reader._claim_unused(story_only, "can-turn-face-up")


@pytest.mark.parametrize("question, answer", [
    ("I paid {3} for it, so my face-down creature has mana value 3?", "no"),
    ("I paid {3} for it, so my face-down creature has mana value 0?", "yes"),
    ("Ich habe {3} bezahlt, hat meine verdeckte Kreatur also Manabetrag 3?", "no"),
    ("Ich habe {3} bezahlt, hat meine verdeckte Kreatur also Manabetrag 0?", "yes"),
])
def test_a_cost_paid_says_nothing_of_the_card_and_changes_no_face_down_mana_value(asker, question, answer):
    """The {3} paid is no mana cost of the card; a face-down permanent's mana value is 0 whatever its card costs, so
    the question is answered (the card's cost is probed, not assumed)."""
    verdict = outcome(asker, question).verdict
    assert verdict is not None and verdict.answer == answer


def test_a_cost_asked_about_must_have_a_part_in_the_reading(asker):
    """Paying {2} while targeting it: whether it can be targeted does not answer whether {2} must be paid."""
    assert outcome(asker, "My opponent has a face-down creature and I target it with a spell - do I have to pay "
                          "{2}?").verdict is None


@pytest.mark.parametrize("told, plain", [
    ("Yesterday at FNM my manifested creature died. Did I have to reveal it?",
     "My manifested creature died. Did I have to reveal it?"),
    ("Hier soir en FNM, ma créature manifestée est morte. Fallait-il la révéler ?",
     "Ma créature manifestée est morte. Fallait-il la révéler ?"),
    ("Ieri in torneo la mia creatura manifestata è morta. Dovevo rivelarla?",
     "La mia creatura manifestata è morta. Dovevo rivelarla?"),
    ("Anoche en el FNM mi criatura manifestada murió. ¿Tenía que revelarla?",
     "Mi criatura manifestada murió. ¿Tenía que revelarla?"),
    ("昨天我显化的生物死了。我必须展示它吗？", "我显化的生物死了。我必须展示它吗？"),
])
def test_when_and_where_the_story_was_played_changes_nothing(asker, told, plain):
    answers = [outcome(asker, question).verdict for question in (told, plain)]
    assert all(verdict is not None for verdict in answers), told
    assert answers[0].answer == answers[1].answer == "yes"


@pytest.mark.parametrize("question, answer", [
    ("Quick story: my cloaked creature is a land card. Can I turn it face up?", "no"),
    ("Quick story: my cloaked creature is a creature card with mana cost {2}{G}. Can I turn it face up?", "yes"),
    ("Petite histoire : ma créature voilée est une carte de terrain. Puis-je la retourner face visible ?", "no"),
])
def test_a_story_opener_leaves_the_facts_to_decide(asker, question, answer):
    verdict = outcome(asker, question).verdict
    assert verdict is not None and verdict.answer == answer


def test_who_the_story_was_played_with_is_not_filler(asker):
    """"My buddy's face-down creature" is not mine: the word is not dropped to read it as the asker's."""
    assert outcome(asker, "My buddy's face-down creature got turned face up. Can I look at it?").verdict is None


@pytest.mark.parametrize("question, answer", [
    ("Does turning my cloaked creature face up untap it?", "no"),
    ("¿Poner boca arriba mi criatura enmascarada la endereza?", "no"),
    ("偽装したクリーチャーを表向きにしたらアンタップしますか？", "no"),
    ("My cloaked creature is untapped. Does turning it face up untap it?", "no"),
    ("My cloaked creature is tapped. Is it still tapped after I turn it face up?", "yes"),
])
def test_asking_whether_it_untaps_takes_it_as_tapped(asker, question, answer):
    """Only a tapped permanent could untap: the question says it is tapped without writing it; whether it stays
    tapped is still refused when the words say nothing of it (below)."""
    verdict = outcome(asker, question).verdict
    assert verdict is not None and verdict.answer == answer


def test_whether_it_is_tapped_once_face_up_needs_to_know_whether_it_was(asker):
    assert outcome(asker, "Is my cloaked creature tapped once I turn it face up?").verdict is None


STORY_TAPPED = "My cloaked creature is tapped. I turned it face up."


@pytest.mark.parametrize("question, answer", [
    (f"{STORY_TAPPED} Doesn't it stay tapped?", "yes"),
    (f"{STORY_TAPPED} So doesn't it stay tapped?", "yes"),
    (f"{STORY_TAPPED} Does it stay tapped?", "yes"),
    (f"{STORY_TAPPED} It doesn't stay tapped?", "no"),
    ("Isn't a cloaked creature colorless?", "yes"),
    ("Can't I turn my cloaked land card face up?", "no"),
])
def test_an_english_negative_question_asks_the_positive_one(asker, question, answer):
    """"Doesn't it stay tapped?" is answered like "does it stay tapped?"; a negated statement asked back is not."""
    verdict = outcome(asker, question).verdict
    assert verdict is not None and verdict.answer == answer
