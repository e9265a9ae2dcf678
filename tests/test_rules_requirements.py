"""Requirements on colors and names: monocolored (CR 105.2a), multicolored (105.2b), a colorless face-down
permanent is neither (105.2c); a name (201.2a) — a face-down permanent has none, so it has no name in common."""

from __future__ import annotations

import pytest
from rules_helpers import ask, cited

DEMON = ('{name: Grinning Demon, types: [creature], mana_cost: "{2}{B}{B}", power: 6, toughness: 6, '
         'morph: "{2}{B}{B}"}')
BRIGADE = ('{name: Ponyback Brigade, types: [creature], mana_cost: "{3}{R}{W}{B}", power: 2, toughness: 2, '
           'morph: "{2}{R}{W}{B}"}')


def _target(card: str, face_down: str, requires: str) -> str:
    return (f"permanent: {{face_down: {face_down}, card: {card}}}\n"
            f"spell: {{name: Test Spell, controller: opponent, colors: [black], types: [instant], "
            f"requires: {{types: [creature], {requires}}}}}")


@pytest.mark.parametrize("card, face_down, requires, answer, rules", [
    (DEMON, "none", "monocolored: true", "yes", {"resolving.2b"}),
    (DEMON, "morph", "monocolored: true", "no", {"resolving.2b", "colors.2a", "colors.2c"}),
    (BRIGADE, "none", "monocolored: true", "no", {"resolving.2b", "colors.2a"}),
    (BRIGADE, "none", "multicolored: true", "yes", {"resolving.2b"}),
    (BRIGADE, "morph", "multicolored: true", "no", {"resolving.2b", "colors.2b", "colors.2c"}),
    (DEMON, "none", "multicolored: false", "yes", {"resolving.2b"}),
    (BRIGADE, "none", "multicolored: false", "no", {"resolving.2b", "colors.2b"}),
    (BRIGADE, "morph", "monocolored: false", "yes", {"resolving.2b"}),
])
def test_color_counts(corpus, card, face_down, requires, answer, rules):
    verdict = ask(corpus, "can-target", _target(card, face_down, requires))
    assert verdict.answer == answer
    assert cited(verdict) == rules


@pytest.mark.parametrize("face_down, names, answer", [
    ("none", "[Grinning Demon]", "yes"),
    ("none", "[grinning demon, Shock]", "yes"),
    ("none", "[Shock]", "no"),
    ("morph", "[Grinning Demon]", "no"),
])
def test_a_name_is_had_only_face_up(corpus, face_down, names, answer):
    verdict = ask(corpus, "can-target", _target(DEMON, face_down, f"named: {names}"))
    assert verdict.answer == answer
    if answer == "no":
        assert "name.2a" in cited(verdict)
        assert ("it has no name" in verdict.because) == (face_down == "morph")
