"""The card named right after a megamorph or morph cost word is the face-down one when it has that keyword ("the
megamorph cost of Hidden Dragonslayer", "coût de mégamue du Tueur de dragon caché", "costo di megamorfosi
dell'Ammazzadraghi Nascosto"): only a face-down permanent is turned face up for it (CR 702.37e), and turned up for its
megamorph cost it gets a +1/+1 counter (CR 702.37b).  A card without the keyword is not made the face-down one.  The
cards are the real 2018 printings and printed names (tests/fixtures/ask-cards-watchers.json); the phrasings are not from
a measured set."""

from __future__ import annotations

import pytest
from watcher_cards import answer, build_asker


@pytest.fixture(scope="module")
def asker(corpus):
    return build_asker(corpus)


@pytest.mark.parametrize("question", [
    "If I pay the megamorph cost of Hidden Dragonslayer, does it get a +1/+1 counter?",
    "Si je paye le coût de mégamue de Assassin de Silumgar, reçoit-il un marqueur +1/+1 ?",
    "Si pago el coste de megametamorfosis de la Asesina de Sílumgar, ¿recibe un contador +1/+1?",
    "Se pago il costo di megamorfosi dell'Assassina Silumgar, riceve un segnalino +1/+1?",
    "Wenn ich die Megamorph-Kosten von Silumgar-Meuchlerin bezahle, bekommt sie eine +1/+1-Marke?",
])
def test_the_card_whose_megamorph_cost_is_paid_is_the_face_down_one(asker, question):
    assert answer(asker, question) == "yes"


def test_a_card_without_megamorph_is_not_made_the_face_down_one(asker):
    assert answer(asker, "If I pay the megamorph cost of Hidden Dragonslayer, does it get a +1/+1 counter?") == "yes"
    assert answer(asker, "If I pay the megamorph cost of Soul Warden, does it get a +1/+1 counter?") not in (
        "yes", "no")
