"""Questions that ask yes-or-no in one breath: the Chinese A-not-A form (用不用, 有没有, 可不可以) and "… or not?",
"… ou pas ?", "… oder nicht?", "whether or not" ask the positive question; their 不/没/not negates nothing.  Each
group has a contrasting pair (one fact changed, the answer changes); the phrasings are not from a measured set."""

from __future__ import annotations

import pytest
from ask_helpers import answer, answer_or_none


@pytest.mark.parametrize("question, expected", [
    ("把变身生物翻面要不要用堆叠？", "no"),
    ("对手可不可以响应我的变身生物翻面？", "no"),
    ("牌面朝下的生物会不会有名称？", "no"),
    ("Does turning a morph face up use the stack or not?", "no"),
    ("Whether or not turning a morph face up uses the stack?", "no"),
    ("Retourner une créature face cachée utilise la pile ou pas ?", "no"),
    ("Retourner une créature face cachée utilise la pile ou non ?", "no"),
    ("Können Gegner auf das Aufdecken meines Morphs reagieren oder nicht?", "no"),
])
def test_an_alternative_question_asks_the_positive_one(asker, question, expected):
    assert answer(asker, question) == expected


@pytest.mark.parametrize("first, second", [
    ("伪装的牌面朝下生物有没有守护{2}？", "被显化的牌面朝下生物有没有守护{2}？"),
    ("Does a cloaked creature have ward {2} or not?", "Does a manifested creature have ward {2} or not?"),
])
def test_the_answer_follows_the_fact_not_the_negation(asker, first, second):
    assert (answer(asker, first), answer(asker, second)) == ("yes", "no")


def test_a_negation_before_a_phrase_after_or_still_negates_or_is_refused(asker):
    outcome = asker.ask("Can a face-down creature attack or not block?")
    assert outcome.refusal is not None


@pytest.mark.parametrize("written, read", [
    ("用不用堆叠", "用堆叠"), ("有没有守护", "有守护"), ("可不可以响应", "可以响应"), ("可以不可以响应", "可以响应"),
    ("不得不翻面", "不得不翻面"), ("不能响应", "不能响应"),
])
def test_the_a_not_a_form_is_read_as_its_verb(written, read):
    from judge_cli.ask.text import positive_question

    assert positive_question(written, "zh") == read


@pytest.mark.parametrize("written, read", [
    ("表向きにできる？できない？", "表向きにできる？"), ("誘発する？しない？", "誘発する？"),
    ("護法を持ってる？持ってない？", "護法を持ってる？"), ("コストはある？ない？", "コストはある？"),
    ("表向きにできますか？できませんか？", "表向きにできますか？"),
    # a second question with another verb, or a negative question alone, is no repetition
    ("表向きにできる？誘発しない？", "表向きにできる？誘発しない？"), ("表向きにできない？", "表向きにできない？"),
])
def test_a_japanese_question_repeated_in_the_negative_is_the_positive_one(written, read):
    from judge_cli.ask.text import positive_question

    assert positive_question(written, "ja") == read


@pytest.mark.parametrize("or_not, negative, answers", [
    # the repetition asks the positive question; the negative question alone asks the negation (いいえ: it can)
    ("変異を表向きにできる？できない？", "変異を表向きにできない？", ("yes", "no")),
    ("裏向きのクリーチャーを表向きにしたら、戦場に出たときの能力は誘発する？しない？",
     "裏向きのクリーチャーを表向きにしたら、戦場に出たときの能力は誘発しない？", ("no", "yes")),
])
def test_japanese_or_not_questions_answer_the_positive_one(asker, or_not, negative, answers):
    assert (answer(asker, or_not), answer(asker, negative)) == answers


@pytest.mark.parametrize("negative, positive", [
    ("My cloaked creature is tapped. When I turn it face up, doesn't it untap?",
     "My cloaked creature is tapped. When I turn it face up, does it untap?"),
    ("If I turn my tapped cloaked creature face up, doesn't it stay tapped?",
     "If I turn my tapped cloaked creature face up, does it stay tapped?"),
])
def test_a_negative_question_after_a_condition_asks_the_positive_one(asker, negative, positive):
    # "doesn't it untap?" asks for agreement with "it untaps": answered as "does it untap?" is (no: it stays tapped)
    assert answer(asker, negative) == answer(asker, positive)


def test_a_negation_inside_a_condition_still_negates(asker):
    assert answer_or_none(asker, "If it doesn't untap, can it attack?") is None
