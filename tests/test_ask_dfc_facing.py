"""A face-down double-faced card: whether it can transform depends on when, and which face it is turned up with is
not a question any reading answers.  Phrasings here are not from any measured question set."""

from __future__ import annotations

import pytest


def test_turned_face_up_transformed_is_refused_not_read_as_transforming(asker):
    outcome = asker.ask("Can I turn my cloaked double-faced creature card face up transformed?")
    assert outcome.verdict is None and "which face it is turned up with" in outcome.missing
    plain = asker.ask("Can I turn my cloaked double-faced creature card face up?")
    assert plain.refusal is None and plain.verdict.answer == "yes"


@pytest.mark.parametrize("question", ["Can I turn my cloaked DFC face up with its back face up?",
                                      "Kann ich meine getarnte doppelseitige Kreaturenkarte transformiert aufdecken?"])
def test_the_back_face_named_with_the_turning_is_refused(asker, question):
    outcome = asker.ask(question)
    assert outcome.verdict is None, (question, outcome.verdict)


def test_after_it_is_turned_face_up_it_is_asked_about_face_up(asker):
    """"…transform after I turn it face up?" asks about it face up (which card it is, then); without the history it
    is face down, and a face-down permanent can't transform."""
    later = asker.ask("Can my cloaked double-faced creature card transform after I turn it face up?")
    assert later.verdict is None or later.verdict.answer == "yes", later.verdict
    now = asker.ask("Can my cloaked double-faced creature card transform?")
    assert now.refusal is None and now.verdict.answer == "no"
