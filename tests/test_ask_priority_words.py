"""Saying that the player has no priority ("without having priority", "sans avoir la priorité", 结算的过程中) in the
forms players write it: turning face up is a special action taken only with priority (CR 116.2b). Each pair changes
that one fact and the answer with it; the phrasings are not from a measured question set."""

from __future__ import annotations

import pytest
from ask_helpers import answer


@pytest.mark.parametrize("without, with_it", [
    ("Can I turn my morph face up without having priority?", "Can I turn my morph face up?"),
    ("Kann ich meinen Morph aufdecken, ohne Priorität zu haben?", "Kann ich meinen Morph aufdecken?"),
    ("Je peux retourner ma mue face visible sans avoir la priorité ?", "Je peux retourner ma mue face visible ?"),
    ("¿Puedo poner boca arriba mi metamorfosis sin tener prioridad?", "¿Puedo poner boca arriba mi metamorfosis?"),
    ("Posso girare a faccia in su la mia metamorfosi senza avere la priorità?",
     "Posso girare a faccia in su la mia metamorfosi?"),
    ("優先権を持ってないときに変異を表向きにできる？", "変異を表向きにできる？"),
    ("在结算过程中我没有优先权，能把变身生物翻回正面吗？", "能把变身生物翻回正面吗？"),
])
def test_without_priority_it_cannot_be_turned_face_up(asker, without, with_it):
    assert answer(asker, without) == "no"
    assert answer(asker, with_it) == "yes"
