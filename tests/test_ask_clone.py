"""A Clone copying a face-down creature gets its face-down characteristics but never its face-down status: it enters
face up (CR 707.2 example, ``entering-the-battlefield``'s ``face_down``).  "Does the Clone enter face down?" said of
the copy, named again right before the entering words, is asked about the copy (ask.roles.copier_card); said of
the creature copied it is not.  Phrasings here are not from any measured question set; each group is a contrasting
pair (one fact changed, the answer or the refusal changes)."""

from __future__ import annotations

import pytest
from ask_helpers import answer_or_none
from test_ask_cardsource import copy_asker as copy_asker  # the seed corpus plus Clone and Phantasmal Image

_answer = answer_or_none


@pytest.mark.parametrize("down, up", [
    ("My Clone copies a manifested creature. Does my Clone enter face down?",
     "My Clone copies a manifested creature. Does my Clone enter face up?"),
    ("Mein Klon kopiert einen Morph. Kommt mein Klon verdeckt ins Spiel?",
     "Mein Klon kopiert einen Morph. Kommt mein Klon offen ins Spiel?"),
    ("Mon Clone copie une mue. Est-ce que mon Clone arrive face cachée ?",
     "Mon Clone copie une mue. Est-ce que mon Clone arrive face visible ?"),
    ("仿生妖复制了一个变身生物，仿生妖会牌面朝下进战场吗？", None),
    ("クローンが変異クリーチャーをコピーした。クローンは裏向きで戦場に出ますか？", None),
])
def test_a_clone_copying_a_face_down_creature_enters_face_up(copy_asker, down, up):
    assert _answer(copy_asker, down) == "no"
    if up is not None:
        assert _answer(copy_asker, up) in ("yes", None)  # face up asked: never answered no


def test_entering_face_down_said_of_the_creature_copied_is_not_asked_about_the_clone(copy_asker):
    """"…, does the face-down creature stay face down?": the words are the original's, not the copy's — refused, never
    answered about the Clone."""
    assert _answer(copy_asker, "If Clone copies a morph, does the Clone enter face down?") == "no"
    assert _answer(copy_asker, "If Clone copies a morph, does the morph enter face down?") is None


def test_a_copier_whose_text_says_more_is_not_read(copy_asker):
    """Phantasmal Image is also an Illusion with a trigger of its own: not read, the question refused."""
    assert _answer(copy_asker, "Mein Klon kopiert einen Morph. Kommt mein Klon verdeckt ins Spiel?") == "no"
    assert _answer(copy_asker, "Mein Traumbild kopiert einen Morph. Kommt mein Traumbild verdeckt ins Spiel?") is None


def test_copies_before_an_article_is_copying_not_a_count_of_copies(copy_asker):
    """"Clone copies a morph" is the Clone copying; "how many copies" stays out of scope."""
    assert _answer(copy_asker, "If Clone copies a morph, does the Clone enter face down?") == "no"
    assert copy_asker.ask("How many copies of Clone can I play?").refusal == "out-of-scope"
