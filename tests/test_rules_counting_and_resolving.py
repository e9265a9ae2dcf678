"""Counting permanents (a face-down permanent is a nameless 2/2 creature, CR 708.2a; a phased-out one doesn't exist,
CR 702.26b; different names, CR 201.2b), a characteristic-defining ability that counts them (CR 604.3, 613.4a),
an effect that tries to turn a face-down permanent face down (CR 708.2b), and what a resolving spell does to a
permanent (CR 608.2b, 608.2h, 702.12b)."""

from __future__ import annotations

import pytest
from rules_helpers import ask, cited, state_of

from judge_cli.rules.api import ScenarioError

BEAR = '{name: Grizzly Bears, types: [creature], mana_cost: "{1}{G}", power: 2, toughness: 2}'
MORPH = '{name: Hidden, types: [creature], subtypes: [demon], mana_cost: "{3}{B}", morph: "{2}"}'
IXIDRON = ('{name: Ixidron, types: [creature], mana_cost: "{3}{U}{U}", power: "*", toughness: "*", '
           'pt_count: {face_down: true, types: [creature]}}')


@pytest.mark.parametrize("morph, counts, controlled_by, count", [
    ("{face_down: morph, card: " + MORPH + "}", "{types: [creature]}", "you", 3),
    ("{face_down: morph, phased_out: true, card: " + MORPH + "}", "{types: [creature]}", "you", 2),
    ("{face_down: morph, controller: opponent, card: " + MORPH + "}", "{types: [creature]}", "you", 2),
    ("{face_down: morph, controller: opponent, card: " + MORPH + "}", "{types: [creature]}", "null", 3),
    ("{face_down: morph, card: " + MORPH + "}", "{subtypes: [demon]}", "you", 0),
    ("{card: " + MORPH + "}", "{subtypes: [demon]}", "you", 1),
    ("{face_down: morph, card: " + MORPH + "}", "{face_down: true}", "you", 1),
])
def test_counting(corpus, morph, counts, controlled_by, count):
    verdict = ask(corpus, "count-permanents", f"permanents: [{{card: {BEAR}}}, {{label: b2, card: {BEAR}}}, {morph}]\n"
                                              f"counts: {counts}\ncontrolled_by: {controlled_by}")
    assert verdict.answer["count"] == count


@pytest.mark.parametrize("fourth, count, enough", [
    ("{face_down: morph, effects: [{add_subtypes: [demon]}], card: " + MORPH + "}", 3, "no"),
    ("{card: " + MORPH + "}", 4, "yes"),
    ("{card: {name: Demon A, types: [creature], subtypes: [demon]}}", 3, "no"),
])
def test_different_names(corpus, fourth, count, enough):
    demons = ", ".join(f"{{card: {{name: Demon {x}, types: [creature], subtypes: [demon]}}}}" for x in "ABC")
    verdict = ask(corpus, "count-permanents", f"permanents: [{demons}, {fourth}]\ncounts: {{subtypes: [demon]}}\n"
                                              "distinct_names: true\nat_least: 4")
    assert (verdict.answer["count"], verdict.answer["enough"]) == (count, enough)
    assert "name.2b" in cited(verdict)


@pytest.mark.parametrize("battlefield, power", [
    ("[]", 0),
    ("[{face_down: morph, card: " + MORPH + "}]", 1),
    ("[{face_down: morph, card: " + MORPH + "}, {face_down: cloak, controller: opponent, card: " + BEAR + "}]", 2),
    ("[{face_down: morph, phased_out: true, card: " + MORPH + "}, {card: " + BEAR + "}]", 0),
])
def test_a_characteristic_defining_ability_counts_the_battlefield(corpus, battlefield, power):
    verdict = ask(corpus, "characteristics", f"permanent: {{card: {IXIDRON}}}\nbattlefield: {battlefield}")
    assert (verdict.answer["power"], verdict.answer["toughness"]) == (power, power)
    assert {"static-abilities.3", "layers.4a"} <= cited(verdict)


def test_the_count_is_set_in_layer_7a_before_other_effects(corpus):
    verdict = ask(corpus, "characteristics", f"permanent: {{card: {IXIDRON}, counters: {{'+1/+1': 1}}, "
                                             "effects: [{power: 2}]}\nbattlefield: [{face_down: morph, card: "
                                             f"{MORPH}}}]")
    assert (verdict.answer["power"], verdict.answer["toughness"]) == (4, 2)


def test_face_down_ixidron_is_a_2_2_and_a_yours_only_count(corpus):
    assert ask(corpus, "characteristics", f"permanent: {{face_down: morph, card: {IXIDRON}}}").answer["power"] == 2
    yours = IXIDRON.replace("pt_count:", "pt_count_yours: true, pt_count:")
    verdict = ask(corpus, "characteristics", f"permanent: {{card: {yours}}}\nbattlefield: [{{face_down: morph, "
                                             f"controller: opponent, card: {MORPH}}}]")
    assert verdict.answer["power"] == 0


def test_a_counting_ability_needs_the_battlefield(corpus):
    with pytest.raises(ScenarioError, match="given.battlefield"):
        state_of(corpus, "characteristics", f"permanent: {{card: {IXIDRON}}}")


@pytest.mark.parametrize("face_down, ward, rule", [
    ("disguise", ["ward {2}"], "face-down.2b"), ("cloak", ["ward {2}"], "face-down.2b"), ("none", [], "face-down.2a"),
])
def test_telling_a_face_down_permanent_to_turn_face_down_changes_nothing(corpus, face_down, ward, rule):
    card = '{name: Dog Walker, types: [creature], mana_cost: "{R}{W}", power: 3, toughness: 1, disguise: "{1}"}'
    verdict = ask(corpus, "characteristics", f"permanent: {{face_down: {face_down}, card: {card}}}\n"
                                             "after: turn-face-down")
    assert verdict.answer["abilities"] == ward and verdict.answer["power"] == 2
    assert rule in cited(verdict)


SPELL = "{name: Test, controller: opponent, colors: [blue], types: [instant], requires: {types: [creature]}}"


@pytest.mark.parametrize("extra, only_if, action, answer, rule", [
    ("face_down: morph, ", "{max_mana_value: 2}", "destroy", "yes", "resolving.2h"),
    ("", "{max_mana_value: 2}", "destroy", "no", "resolving.2h"),
    ("", "null", "destroy", "no", "indestructible.b"),
    ("face_down: morph, ", "null", "destroy", "yes", "face-down.2"),
    ("", "null", "affect", "yes", "resolving.2b"),
    ("phased_out: true, ", "null", "affect", "no", "phasing.b"),
])
def test_what_a_targeting_spell_does_on_resolution(corpus, extra, only_if, action, answer, rule):
    card = '{name: Stone Knight, types: [creature], mana_cost: "{3}{W}{W}", abilities: [indestructible], morph: "{2}"}'
    verdict = ask(corpus, "affected-on-resolution", f"permanent: {{{extra}card: {card}}}\nspell: {SPELL}\n"
                                                    f"only_if: {only_if}\naction: {action}")
    assert verdict.answer == answer and rule in cited(verdict)


@pytest.mark.parametrize("asked, other, answer, resolves", [
    ("{card: " + BEAR + "}", "{card: {name: Akroma, types: [creature], abilities: [protection from blue]}}", "yes",
     "yes"),
    ("{card: {name: Akroma, types: [creature], abilities: [protection from blue]}}", "{card: " + BEAR + "}", "no",
     "yes"),
    ("{card: {name: Akroma, types: [creature], abilities: [protection from blue]}}",
     "{phased_out: true, card: " + BEAR + "}", "no", "no"),
])
def test_one_illegal_target_doesnt_stop_the_others(corpus, asked, other, answer, resolves):
    verdict = ask(corpus, "affected-on-resolution", f"permanent: {asked}\nspell: {SPELL}\nother_targets: [{other}]")
    assert verdict.answer == answer and verdict.details["resolves"] == resolves


@pytest.mark.parametrize("extra, requires, answer", [
    ("face_down: morph, ", "{types: [creature]}", "yes"),
    ("face_down: morph, phased_out: true, ", "{types: [creature]}", "no"),
    ("face_down: manifest, ", "{types: [land]}", "no"),
    ("", "{types: [land]}", "yes"),
])
def test_a_mass_effect_sees_what_is_there(corpus, extra, requires, answer):
    spell = SPELL.replace("{types: [creature]}", requires)
    verdict = ask(corpus, "affected-on-resolution", f"permanent: {{{extra}card: {{name: Forest, types: [land]}}}}\n"
                                                    f"spell: {spell}\ntargeted: false")
    assert verdict.answer == answer
