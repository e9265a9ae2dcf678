"""Ward questions that name no card but say the asker targets the face-down permanent: the spell's controller is all
that counts face down (CR 702.21a, 708.2). Contrasting pairs: my own permanent (no) and an opponent's (yes); cloaked
(ward {2}) and morphed (none). When an opponent targets, "do I have to pay?" asks who pays: refused, not answered.
The phrasings are not from a measured question set."""

from __future__ import annotations

import pytest
from ask_helpers import answer, answer_or_none


@pytest.mark.parametrize("own, theirs", [
    ("If I target my own cloaked creature, do I have to pay ward?",
     "If I target my opponent's cloaked creature, do I have to pay ward?"),
    ("Si je cible ma propre créature voilée, je dois payer la parade ?",
     "Si je cible la créature voilée de mon adversaire, je dois payer la parade ?"),
    ("Si hago objetivo a mi criatura enmascarada, ¿tengo que pagar rebatir?",
     "Si hago objetivo a la criatura enmascarada de mi oponente, ¿tengo que pagar rebatir?"),
])
def test_ward_triggers_only_for_an_opponents_spell(asker, own, theirs):
    assert answer(asker, own) == "no"
    assert answer(asker, theirs) == "yes"


def test_a_morph_has_no_ward_to_trigger(asker):
    assert answer(asker, "If I target my opponent's cloaked creature, does ward trigger?") == "yes"
    assert answer(asker, "If I target my opponent's morph, does ward trigger?") == "no"


@pytest.mark.parametrize("question", [
    "If my opponent targets my cloaked creature, do I have to pay ward?",  # who pays: not what the kind answers
    "Does ward trigger on my cloaked creature?",                          # who targets: not said
])
def test_an_unnamed_spell_whose_controller_is_not_the_asker_is_refused(asker, question):
    outcome = asker.ask(question)
    assert outcome.verdict is None
    assert answer_or_none(asker, question) is None
