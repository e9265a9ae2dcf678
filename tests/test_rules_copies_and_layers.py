"""Issue 10: copy effects and face-down costs, losing abilities by effect, timestamps and dependencies.

Each test is a contrasting pair (one fact changed, the answer changed) citing the rule that decides it.
"""

from __future__ import annotations

import pytest
from rules_helpers import GIANT, ask, cited

DEMON = '{name: Grinning Demon, types: [creature], mana_cost: "{2}{B}{B}", power: 6, toughness: 6, morph: "{2}{B}{B}"}'
LORIAN = ('{name: Branchsnap Lorian, types: [creature], mana_cost: "{1}{G}{G}", power: 4, toughness: 1, '
          'abilities: [trample], morph: "{G}"}')
WANDERING = '{name: Wandering Ones, types: [creature], mana_cost: "{U}", power: 1, toughness: 1}'
ROGUE = '{name: Rogue, types: [creature], mana_cost: "{1}{R}", disguise: "{2}{R}", abilities: [flying]}'
ANGEL = '{name: Exalted Angel, types: [creature], mana_cost: "{4}{W}{W}", abilities: [flying], morph: "{2}{W}{W}"}'
VISIONARY = ('{name: Elvish Visionary, types: [creature], mana_cost: "{1}{G}", power: 1, toughness: 1, '
             'triggers: [enters]}')
BRINE = ('{name: Brine Elemental, types: [creature], mana_cost: "{4}{U}{U}", power: 5, toughness: 4, '
         'morph: "{5}{U}{U}", triggers: [turned-face-up]}')


@pytest.mark.parametrize("copied, answer, costs", [(LORIAN, "yes", ["{G}"]), (WANDERING, "no", [])])
def test_a_face_down_copy_turns_up_for_the_copied_morph_cost(corpus, copied, answer, costs):
    verdict = ask(corpus, "can-turn-face-up", f"permanent: {{face_down: morph, card: {DEMON}, "
                                               f"effects: [{{copy_of: {copied}}}]}}")
    assert verdict.answer == answer
    assert [proc["cost"] for proc in verdict.details["procedures"]] == costs
    assert {"face-down.10", "morph.e"} <= cited(verdict)


def test_the_demons_own_morph_cost_is_not_offered_while_it_copies_lorian(corpus):
    verdict = ask(corpus, "can-turn-face-up", f"permanent: {{face_down: morph, card: {DEMON}, "
                                               f"effects: [{{copy_of: {LORIAN}}}]}}")
    assert "{2}{B}{B}" not in [proc["cost"] for proc in verdict.details["procedures"]]


def test_a_cloaked_copy_turns_up_for_the_cards_own_mana_cost_or_the_copied_morph(corpus):
    verdict = ask(corpus, "can-turn-face-up", f"permanent: {{face_down: cloak, card: {GIANT}, "
                                               f"effects: [{{copy_of: {LORIAN}}}]}}")
    assert [(p["procedure"], p["cost"]) for p in verdict.details["procedures"]] == [("mana-cost", "{3}{R}"),
                                                                                  ("morph", "{G}")]


@pytest.mark.parametrize("face_down, name, power", [("morph", None, 2), ("none", "Grinning Demon", 6)])
def test_clone_copying_a_permanent_gets_its_copiable_values(corpus, face_down, name, power):
    verdict = ask(corpus, "characteristics", "permanent: {card: {name: Clone, types: [creature], mana_cost: '{3}{U}', "
                                              f"power: 0, toughness: 0}}, effects: [{{copy_of_permanent: "
                                              f"{{face_down: {face_down}, card: {DEMON}}}}}]}}")
    assert (verdict.answer["name"], verdict.answer["power"]) == (name, power)
    assert verdict.details["face_down"] == "none"  # the Clone itself stays face up


def test_a_copy_of_a_transformed_permanent_has_mana_value_zero(corpus):
    kruin = ('{name: Kruin Outlaw, types: [creature], mana_cost: "{1}{R}{R}", power: 2, toughness: 2, '
             'double_faced: true, back_name: Terror of Kruin Pass, back_types: [creature], back_power: 3, '
             'back_toughness: 3}')
    for transformed, value in (("true", 0), ("false", 3)):
        verdict = ask(corpus, "characteristics", "permanent: {card: {name: Clone, types: [creature], mana_cost: "
                                                  "'{3}{U}'}, effects: [{copy_of_permanent: {transformed: "
                                                  f"{transformed}, card: {kruin}}}}}]}}")
        assert verdict.answer["mana_value"] == value


@pytest.mark.parametrize("card, copy, answer", [
    ('{name: Morphling, types: [creature], mana_cost: "{1}{R}", morph: "{2}{R}"}', BRINE, "yes"),
    (BRINE, '{name: Morphling, types: [creature], mana_cost: "{1}{R}", morph: "{2}{R}"}', "no"),
])
def test_the_turned_face_up_trigger_is_the_one_it_has_face_up(corpus, card, copy, answer):
    verdict = ask(corpus, "turned-face-up-triggers", f"permanent: {{face_down: morph, card: {card}, "
                                                      f"effects: [{{copy_of: {copy}}}]}}\nby: effect")
    assert verdict.answer == answer
    assert "face-down.10" in cited(verdict)


@pytest.mark.parametrize("copied, answer", [(VISIONARY, "yes"), (GIANT, "no")])
def test_clone_entering_as_a_copy_has_the_copied_enters_ability(corpus, copied, answer):
    verdict = ask(corpus, "enters-triggers-on-turning-face-up",
                  f"permanent: {{card: {{name: Clone, types: [creature]}}, effects: [{{copy_of: {copied}}}]}}\n"
                  "event: enters-face-up")
    assert verdict.answer == answer
    assert "copying.5" in cited(verdict)


@pytest.mark.parametrize("effect, answer", [
    ("{name: Humility, lose_all_abilities: true}", "no"),
    ("{name: Loss, remove_abilities: [disguise]}", "no"),
    ("{name: Grounded, remove_abilities: [flying]}", "yes"),
    ("{name: Anthem, power: 1, toughness: 1}", "yes"),
])
def test_losing_the_disguise_ability_by_an_effect_removes_the_cost(corpus, effect, answer):
    verdict = ask(corpus, "can-turn-face-up", f"permanent: {{face_down: disguise, card: {ROGUE}, effects: [{effect}]}}")
    assert verdict.answer == answer
    assert "disguise.d" in cited(verdict)


def test_losing_all_abilities_then_gaining_flying_still_has_no_morph_cost(corpus):
    verdict = ask(corpus, "can-turn-face-up", f"permanent: {{face_down: morph, card: {ANGEL}, effects: ["
                                               "{name: Frog, lose_all_abilities: true}, {name: Jump, "
                                               "add_abilities: [flying]}]}")
    assert verdict.answer == "no"
    granted = ask(corpus, "can-turn-face-up", f"permanent: {{face_down: morph, card: {ANGEL}, effects: ["
                                               "{name: Frog, lose_all_abilities: true}, {name: Gift, "
                                               "add_abilities: ['morph {1}']}]}")
    assert granted.answer == "yes"  # an effect that grants a morph cost after the loss does give one


@pytest.mark.parametrize("jump, frog, abilities", [(1, 2, []), (2, 1, ["flying"])])
def test_timestamps_order_the_effects_of_layer_6(corpus, jump, frog, abilities):
    verdict = ask(corpus, "characteristics", f"permanent: {{card: {GIANT}, effects: ["
                                              f"{{name: Jump, add_abilities: [flying], timestamp: {jump}}}, "
                                              f"{{name: Frog, lose_all_abilities: true, timestamp: {frog}}}]}}")
    assert verdict.answer["abilities"] == abilities
    assert "layers.7" in cited(verdict)


@pytest.mark.parametrize("condition, abilities, rule", [
    ("{abilities: [flying]}", [], "layers.8a"),  # depends on Jump: waits for it
    ("{types: [creature]}", ["flying"], "layers.7"),  # independent: timestamp order
])
def test_an_effect_waits_for_the_effect_it_depends_on(corpus, condition, abilities, rule):
    verdict = ask(corpus, "characteristics", f"permanent: {{card: {GIANT}, effects: ["
                                              f"{{name: Field, lose_all_abilities: true, only_if: {condition}}}, "
                                              "{name: Jump, add_abilities: [flying]}]}")
    assert verdict.answer["abilities"] == abilities
    assert rule in cited(verdict)


@pytest.mark.parametrize("colour_part, abilities, colors", [
    ("set_colors: [blue], ", [], ["blue"]),  # settled in layer 5 while it flew: still applies in layer 6
    ("", ["vigilance"], ["white"]),  # only a layer-6 part: it waits for Ground and then doesn't apply
])
def test_whether_an_effect_applies_is_settled_in_its_first_layer(corpus, colour_part, abilities, colors):
    angel = '{name: Serra Angel, types: [creature], mana_cost: "{3}{W}{W}", abilities: [flying, vigilance]}'
    verdict = ask(corpus, "characteristics", f"permanent: {{card: {angel}, effects: ["
                                              f"{{name: Field, {colour_part}lose_all_abilities: true, "
                                              "only_if: {abilities: [flying]}}, "
                                              "{name: Ground, remove_abilities: [flying]}]}")
    assert verdict.answer["abilities"] == abilities
    assert verdict.answer["colors"] == colors


@pytest.mark.parametrize("effects, answer, rule", [
    ("[{name: Humility, lose_all_abilities: true}]", "no", "triggered-abilities.6b"),
    ("[]", "yes", "triggered-abilities.6a"),
])
def test_a_creature_entering_under_no_abilities_has_no_enters_trigger(corpus, effects, answer, rule):
    verdict = ask(corpus, "enters-triggers-on-turning-face-up",
                  f"permanent: {{card: {VISIONARY}, effects: {effects}}}\nevent: enters-face-up")
    assert verdict.answer == answer
    assert rule in cited(verdict)


def test_the_deciding_fact_comes_first_and_only_its_rules_are_cited(corpus):
    verdict = ask(corpus, "can-turn-face-up", f"permanent: {{face_down: cloak, phased_out: true, card: {GIANT}}}")
    assert verdict.because.startswith("it is phased out")
    assert cited(verdict) == {"phasing.b"}
