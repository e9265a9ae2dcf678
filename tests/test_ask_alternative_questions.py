"""Questions that ask yes-or-no in one breath: the Chinese A-not-A form (用不用, 有没有, 可不可以) and "… or not?",
"… ou pas ?", "… oder nicht?", "whether or not" ask the positive question; their 不/没/not negates nothing.  Each
group has a contrasting pair (one fact changed, the answer changes); the phrasings are not from a measured set."""

from __future__ import annotations

import pytest
from ask_helpers import answer


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

    assert positive_question(written) == read
