"""A cost written to turn a named card face up is read against the card's own costs (judge_cli/ask/paid.py): the
way whose cost it is, refused when no way or two ways cost it; a megamorph cost is a morph cost; and a question
whose premise fails ("when I turn it face up for its megamorph cost" of a card without one) is not answered "no".
The phrasings are not from any measured set; Exalted Angel is mana cost {4}{W}{W}, morph {2}{W}{W}; Den Protector
mana cost {1}{G}, megamorph {1}{G}; Hidden Dragonslayer mana cost {1}{W}, megamorph {2}{W}."""

from __future__ import annotations

import pytest


def _outcome(corpus, question: str):
    from ask_helpers import new_asker

    return new_asker(corpus).ask(question)


def _answer(corpus, question: str) -> str:
    outcome = _outcome(corpus, question)
    assert outcome.refusal is None, (question, outcome.refusal, outcome.detail)
    return outcome.verdict.answer


@pytest.mark.parametrize("paid, answered", [("{2}{W}{W}", True), ("{3}", False), ("{4}{W}{W}", False)])
def test_a_morphed_card_turns_face_up_only_for_its_morph_cost(excerpt_corpus, paid, answered):
    outcome = _outcome(excerpt_corpus, f"Can I turn my morphed Exalted Angel face up for {paid}?")
    assert (outcome.refusal is None) is answered
    if answered:
        assert outcome.verdict.answer == "yes"


def test_a_manifested_card_turns_face_up_for_its_mana_cost_too(excerpt_corpus):
    assert _answer(excerpt_corpus, "I manifested Exalted Angel. Can I turn it face up for {4}{W}{W}?") == "yes"
    assert _answer(excerpt_corpus, "Ich habe Exalted Angel manifestiert. Kann ich ihn für {2}{W}{W} aufdecken?") \
        == "yes"


def test_a_cost_beside_the_card_describes_it(excerpt_corpus):
    assert _answer(excerpt_corpus, "My morphed Exalted Angel {4}{W}{W}: can I turn it face up?") == "yes"


def test_a_premise_that_fails_is_not_answered_no(excerpt_corpus):
    outcome = _outcome(excerpt_corpus, "If I unmorph my Exalted Angel for its megamorph cost, does it get a +1/+1 "
                                       "counter?")
    assert outcome.refusal is not None
    assert _answer(excerpt_corpus, "If I turn my morphed Exalted Angel face up, does it get a +1/+1 counter?") == "no"


@pytest.mark.shared
@pytest.mark.parametrize("question, expected", [
    ("If I unmorph Den Protector for {1}{G}, does it get a +1/+1 counter?", "yes"),
    ("Si je retourne face visible mon Den Protector morphé pour {1}{G}, reçoit-il un marqueur +1/+1 ?", "yes"),
    ("If I unmorph Den Protector for {5}, does it get a +1/+1 counter?", None),
    ("I manifested Den Protector. If I turn it face up for {1}{G}, does it get a +1/+1 counter?", None),
])
def test_the_cost_paid_says_the_way_or_the_question_is_refused(real_corpus, question, expected):
    outcome = _outcome(real_corpus, question)
    assert (outcome.verdict.answer if outcome.refusal is None else None) == expected, (outcome.refusal,
                                                                                          outcome.detail)


@pytest.mark.shared
@pytest.mark.parametrize("question, expected", [
    ("I cast Hidden Dragonslayer face down for 3 and later paid {2}{W} to flip it. Does it get a +1/+1 counter?",
     "yes"),
    ("I cast Hidden Dragonslayer face down for 3 and later paid {2}{W} to flip it. Does it get two +1/+1 counters?",
     "no"),
])
def test_the_number_of_counters_asked_is_the_one_written_beside_them(real_corpus, question, expected):
    """The "3" paid to cast it is not a number of counters: only a number in the clause asking for them is."""
    assert _answer(real_corpus, question) == expected
