"""How a permanent enters the battlefield (CR 614.12: as it would exist there; CR 708.3: face down, its own entering
abilities don't apply; CR 707.5: a copy's enters abilities), "as this is turned face up, it becomes a copy" (CR
708.11), and a permanent turned face down keeping its tapped status (CR 110.5c)."""

from __future__ import annotations

import pytest
from rules_helpers import ask, cited, state_of

from judge_cli.rules.api import ScenarioError

TREEFOLK = ('{name: Scarwood Treefolk, types: [creature], mana_cost: "{3}{G}", power: 3, toughness: 5, '
            'abilities: [enters tapped], triggers: [enters]}')
HYDRA = ('{name: Hooded Hydra, types: [creature], mana_cost: "{X}{G}{G}", power: 0, toughness: 0, morph: "{3}", '
         'enters_with_counters: {"+1/+1": X}, turned_face_up_counters: {"+1/+1": 5}}')
HUMILITY = "{name: Humility, lose_all_abilities: true, set_power: 1, set_toughness: 1}"
BRINE = ('{name: Brine Elemental, types: [creature], mana_cost: "{4}{U}{U}", power: 5, toughness: 4, morph: "{5}", '
         'triggers: [turned-face-up]}')
VESUVAN = ('{name: Vesuvan Shapeshifter, types: [creature], mana_cost: "{3}{U}{U}", power: 0, toughness: 0, '
           'morph: "{1}{U}", turned_face_up_copy: true}')


@pytest.mark.parametrize("extra, effects, tapped, triggers, rule", [
    ("", "[]", "yes", ["enters"], "replacement-effects.1d"),
    ("", f"[{HUMILITY}]", "no", [], "replacement-effects.12"),
    ("", "[{lose_all_abilities: true, applies_in: graveyard}]", "yes", ["enters"], "replacement-effects.12"),
    ("", "[{remove_abilities: [enters tapped]}]", "no", ["enters"], "replacement-effects.12"),
    ("face_down: manifest, ", "[]", "no", [], "face-down.3"),
    ("face_down: cloak, ", f"[{HUMILITY}]", "no", [], "face-down.3"),
])
def test_entering_tapped(corpus, extra, effects, tapped, triggers, rule):
    verdict = ask(corpus, "entering-the-battlefield", f"permanent: {{{extra}card: {TREEFOLK}, effects: {effects}}}")
    assert (verdict.answer["tapped"], verdict.answer["triggers"]) == (tapped, triggers)
    assert rule in cited(verdict)


def test_an_effect_putting_it_onto_the_battlefield_tapped(corpus):
    verdict = ask(corpus, "entering-the-battlefield", f"permanent: {{card: {TREEFOLK}, effects: [{HUMILITY}]}}\n"
                                                      "tapped: true")
    assert verdict.answer["tapped"] == "yes"


@pytest.mark.parametrize("extra, x, counters, power", [
    ("", 3, {"+1/+1": 3}, 3), ("", 0, {"+1/+1": 0}, 0), (f"effects: [{HUMILITY}], ", 3, {}, 1),
    ("face_down: morph, ", None, {}, 2),
])
def test_entering_with_x_counters(corpus, extra, x, counters, power):
    text = f"permanent: {{{extra}card: {HYDRA}}}" + (f"\nx: {x}" if x is not None else "")
    verdict = ask(corpus, "entering-the-battlefield", text)
    assert verdict.answer["counters"] == counters and verdict.answer["characteristics"]["power"] == power


def test_x_is_needed_for_x_counters(corpus):
    with pytest.raises(ScenarioError, match="given.x"):
        state_of(corpus, "entering-the-battlefield", f"permanent: {{card: {HYDRA}}}")


def test_enters_with_counters_is_a_number_or_x(corpus):
    with pytest.raises(ScenarioError, match="a number or X"):
        state_of(corpus, "characteristics", "permanent: {card: {name: Y, types: [creature], "
                                            "enters_with_counters: {'+1/+1': many}}}")


def test_entering_as_a_copy_gets_its_enters_abilities_not_its_turned_face_up_ones(corpus):
    elvish = '{name: Elvish Visionary, types: [creature], mana_cost: "{1}{G}", triggers: [enters]}'
    assert ask(corpus, "entering-the-battlefield",
               f"permanent: {{card: {VESUVAN}, effects: [{{copy_of: {elvish}}}]}}").answer["triggers"] == ["enters"]
    verdict = ask(corpus, "entering-the-battlefield",
                  f"permanent: {{card: {VESUVAN}, effects: [{{copy_of: {BRINE}}}]}}")
    assert verdict.answer["triggers"] == [] and verdict.details["not_triggering"] == ["turned-face-up"]


@pytest.mark.parametrize("card, choice, answer", [
    (VESUVAN, f"{{card: {BRINE}}}", "yes"),
    (VESUVAN, "null", "no"),
    (VESUVAN.replace("turned_face_up_copy: true", "turned_face_up_copy: false"), f"{{card: {BRINE}}}", "no"),
    (VESUVAN, f"{{face_down: morph, card: {BRINE}}}", "no"),
])
def test_becoming_a_copy_as_it_turns_face_up(corpus, card, choice, answer):
    verdict = ask(corpus, "turned-face-up-triggers", f"permanent: {{face_down: morph, card: {card}}}\n"
                                                     f"copy_choice: {choice}")
    assert verdict.answer == answer
    if choice != "null" and "true" in card:
        assert "face-down.11" in cited(verdict)


def test_turning_face_up_as_a_copy(corpus):
    verdict = ask(corpus, "turning-face-up", f"permanent: {{face_down: morph, card: {VESUVAN}}}\nby: morph\n"
                                             f"copy_choice: {{card: {BRINE}}}")
    assert verdict.answer["characteristics"]["name"] == "Brine Elemental"
    assert verdict.answer["triggers"] == ["turned-face-up"]


@pytest.mark.parametrize("extra, answer, face_down_after", [
    ("tapped: true, ", "yes", "yes"), ("tapped: false, ", "no", "yes"),
    ("tapped: true, face_down: cloak, ", "yes", "yes"), ("tapped: true, phased_out: true, ", "yes", "no"),
])
def test_turning_face_down_keeps_tapped_status(corpus, extra, answer, face_down_after):
    verdict = ask(corpus, "tapped-after-turning-face-down", f"permanent: {{{extra}card: {TREEFOLK}}}")
    assert verdict.answer == answer and verdict.details["face_down_after"] == face_down_after
    assert "permanents.5c" in cited(verdict)
