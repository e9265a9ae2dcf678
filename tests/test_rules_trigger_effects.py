"""What the triggers of turning face up do once they resolve: its own "when turned face up" ability with the X of
its morph cost (CR 702.37f), other permanents' "whenever a permanent is turned face up" abilities (layer 7c), and the
state-based action for toughness 0 or less (CR 704.5f)."""

from __future__ import annotations

import pytest
from rules_helpers import ask, cited, state_of

from judge_cli.rules.api import ScenarioError

BANE = ('{name: Bane of the Living, types: [creature], mana_cost: "{2}{B}{B}", power: 4, toughness: 3, '
        'morph: "{X}{B}{B}", triggers: [turned-face-up], turned_face_up_effect: {power: -X, toughness: -X}}')
PINE = '{name: Pine Walker, types: [creature], mana_cost: "{3}{G}{G}", power: 5, toughness: 5, morph: "{4}{G}"}'
TRAIL = "{name: Trail of Mystery, requires: {types: [creature]}, power: 2, toughness: 2}"


@pytest.mark.parametrize("x, power, toughness, survives", [(0, 4, 3, "yes"), (2, 2, 1, "yes"), (3, 1, 0, "no"),
                                                           (5, -1, -2, "no")])
def test_x_of_the_morph_cost_in_its_own_trigger(corpus, x, power, toughness, survives):
    verdict = ask(corpus, "turning-face-up", f"permanent: {{face_down: morph, card: {BANE}}}\nby: morph\nx: {x}")
    assert verdict.answer["after_triggers"] == {"power": power, "toughness": toughness, "survives": survives}
    assert "morph.f" in cited(verdict)
    assert ("state-based-actions.5f" in cited(verdict)) == (survives == "no")


def test_without_its_trigger_its_effect_doesnt_happen(corpus):
    verdict = ask(corpus, "turning-face-up", f"permanent: {{face_down: morph, abilities_lost: true, card: {BANE}}}\n"
                                             "by: morph\nx: 3")
    assert verdict.answer["after_triggers"] is None


@pytest.mark.parametrize("watcher, extra, after", [
    (TRAIL, "", {"power": 7, "toughness": 7, "survives": "yes"}),
    (TRAIL.replace("power: 2", "power: 2, controller: opponent"), "", None),
    (TRAIL.replace("power: 2", "power: 2, controller: opponent, yours: false"), "",
     {"power": 7, "toughness": 7, "survives": "yes"}),
    (TRAIL.replace("[creature]", "[land]"), "", None),
    (TRAIL, "counters: {'+1/+1': 1}, ", {"power": 8, "toughness": 8, "survives": "yes"}),
])
def test_watchers_of_turning_face_up(corpus, watcher, extra, after):
    verdict = ask(corpus, "turning-face-up", f"permanent: {{{extra}face_down: morph, card: {PINE}}}\nby: morph\n"
                                             f"watchers: [{watcher}]")
    assert verdict.answer["after_triggers"] == after


def test_an_instant_turned_up_by_an_effect_triggers_nothing(corpus):
    verdict = ask(corpus, "turning-face-up", "permanent: {face_down: manifest, card: {name: Bolt, types: [instant]}}"
                                             f"\nby: effect\nwatchers: [{TRAIL}]")
    assert verdict.answer["turns_face_up"] == "no" and verdict.answer["after_triggers"] is None


@pytest.mark.parametrize("effect", ["{power: many}", "{speed: 1}"])
def test_a_turned_face_up_effect_is_numbers_or_x(corpus, effect):
    with pytest.raises(ScenarioError, match="turned_face_up_effect"):
        state_of(corpus, "characteristics", f"permanent: {{card: {{name: Y, types: [creature], "
                                            f"turned_face_up_effect: {effect}}}}}")


@pytest.mark.parametrize("face_down, answer, counters", [("none", "yes", {"+1/+1": 5}), ("morph", "no", {"+1/+1": 5})])
def test_a_dies_ability_sees_the_last_known_counters(corpus, face_down, answer, counters):
    hydra = ('{name: Hooded Hydra, types: [creature], mana_cost: "{X}{G}{G}", power: 0, toughness: 0, morph: "{3}", '
             'triggers: [dies]}')
    verdict = ask(corpus, "leaves-battlefield-triggers", f"permanent: {{face_down: {face_down}, "
                                                         f"counters: {{'+1/+1': 5}}, card: {hydra}}}")
    assert verdict.answer == answer and verdict.details["last_known"]["counters"] == counters
    assert ("resolving.2h" in cited(verdict)) == (answer == "yes")
