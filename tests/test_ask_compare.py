"""A procedure named after a comparison ("wie die getarnten Karten", "like cloaked cards") is what the face-down
permanent is compared with, not how it became face down. Found on ask-I: "Hat ein Morph Abwehr {2} wie die getarnten
Karten?" was read as a cloaked card with morph and answered yes; a morph has no ward (CR 702.37a, 708.2)."""

from __future__ import annotations

import pytest
from ask_helpers import answer_or_none


@pytest.mark.parametrize("compared, itself", [
    ("Hat mein Morph Abwehr {2} wie eine getarnte Kreatur?", "Hat meine getarnte Kreatur Abwehr {2}?"),
    ("Hat ein verdeckter Morph Abwehr {2}, genau wie die getarnten Kreaturen?",
     "Hat eine getarnte Kreatur Abwehr {2}?"),
])
def test_a_procedure_after_wie_and_an_article_is_compared_with(asker, compared, itself):
    assert (answer_or_none(asker, compared), answer_or_none(asker, itself)) == ("no", "yes")
