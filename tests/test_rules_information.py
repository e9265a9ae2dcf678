"""Characteristics, looking, revealing, names and keeping face-down permanents apart."""

from __future__ import annotations

import pytest
from rules_helpers import GIANT, ask, cited

KRUIN = ('{name: Kruin Outlaw, types: [creature], mana_cost: "{1}{R}{R}", power: 2, toughness: 2, '
         'subtypes: [Human, Rogue], abilities: [first strike], double_faced: true, back_name: Terror of Kruin Pass, '
         'back_types: [creature], back_power: 3, back_toughness: 3, back_subtypes: [werewolf], '
         'back_abilities: [double strike], back_color_indicator: [red]}')


def characteristics(corpus, permanent: str) -> dict:
    return ask(corpus, "characteristics", f"permanent: {permanent}").answer


@pytest.mark.parametrize("procedure, abilities", [
    ("cloak", ["ward {2}"]), ("disguise", ["ward {2}"]), ("morph", []), ("manifest", []),
])
def test_face_down_characteristics_per_procedure(corpus, procedure, abilities):
    answer = characteristics(corpus, f"{{face_down: {procedure}, card: {GIANT}}}")
    assert answer == {"power": 2, "toughness": 2, "name": None, "mana_cost": None, "colors": [], "mana_value": 0,
                      "types": ["creature"], "subtypes": [], "abilities": abilities}


@pytest.mark.parametrize("extra, expected", [
    ("counters: {'+1/+1': 2}", {"power": 4, "toughness": 4}),
    ("counters: {'+1/+1': 1, '-1/-1': 2}", {"power": 1, "toughness": 1}),
    ("effects: [{name: Glorious Anthem, power: 1, toughness: 1}]", {"power": 3, "toughness": 3}),
    ("effects: [{name: Anthem, power: 1, toughness: 1}], counters: {'+1/+1': 1}", {"power": 4, "toughness": 4}),
    ("effects: [{set_power: 0, set_toughness: 1}, {power: 2}]", {"power": 2, "toughness": 1}),
    ("effects: [{add_abilities: [flying]}]", {"abilities": ["ward {2}", "flying"]}),
    ("counters: {flying: 1}", {"abilities": ["ward {2}", "flying"]}),
    ("effects: [{remove_abilities: [ward]}]", {"abilities": []}),
    ("abilities_lost: true", {"abilities": []}),
    ("abilities_lost: true, effects: [{add_abilities: [haste]}]", {"abilities": ["haste"]}),
    ("effects: [{add_abilities: [haste]}, {lose_all_abilities: true}]", {"abilities": []}),
    ("effects: [{add_types: [artifact], add_subtypes: [golem]}]", {"types": ["creature", "artifact"],
                                                                    "subtypes": ["Golem"]}),
    ("effects: [{set_colors: [black]}]", {"colors": ["black"]}),
    ("effects: [{add_colors: [green, white]}]", {"colors": ["white", "green"]}),
    ("effects: [{copy_of: {name: Serra Angel, types: [creature], mana_cost: '{3}{W}{W}', power: 4, toughness: 4}}]",
     {"name": None, "power": 2, "mana_value": 0}),
])
def test_other_effects_still_apply_to_a_cloaked_permanent(corpus, extra, expected):
    answer = characteristics(corpus, f"{{face_down: cloak, card: {GIANT}, {extra}}}")
    for key, value in expected.items():
        assert answer[key] == value, key


def test_face_down_characteristics_cite_the_cloak_ruling_and_rules(corpus):
    verdict = ask(corpus, "characteristics", f"permanent: {{face_down: cloak, card: {GIANT}, "
                                             "effects: [{name: Anthem, power: 1, toughness: 1}]}")
    assert {"cloak-characteristics", "face-down-has-no-name", "cloak.a", "layers.4c"} <= cited(verdict)


@pytest.mark.parametrize("permanent, expected", [
    ("{card: " + GIANT + "}", {"name": "Hill Giant", "power": 3, "colors": ["red"], "mana_value": 4,
                               "mana_cost": "{3}{R}"}),
    ("{card: " + GIANT + ", counters: {'+1/+1': 1}}", {"power": 4, "toughness": 4}),
    ("{card: " + KRUIN + "}", {"name": "Kruin Outlaw", "power": 2, "abilities": ["first strike"],
                               "subtypes": ["Human", "Rogue"]}),
    ("{card: " + KRUIN + ", transformed: true}", {"name": "Terror of Kruin Pass", "power": 3, "mana_value": 3,
                                                  "mana_cost": None, "colors": ["red"], "subtypes": ["Werewolf"],
                                                  "abilities": ["double strike"]}),
    ("{card: {name: Hidden Thing, types: [creature], mana_cost: '{3}{U}', disguise: '{1}{U}', power: 1, "
     "toughness: 4}}", {"abilities": ["disguise {1}{U}"], "colors": ["blue"]}),
    ("{card: {name: Island, types: [land]}}", {"power": None, "types": ["land"], "colors": []}),
    ("{card: " + GIANT + ", effects: [{copy_of: {name: Serra Angel, types: [creature], mana_cost: '{3}{W}{W}', "
     "power: 4, toughness: 4, abilities: [flying, vigilance]}}]}",
     {"name": "Serra Angel", "power": 4, "colors": ["white"], "abilities": ["flying", "vigilance"]}),
])
def test_face_up_characteristics(corpus, permanent, expected):
    answer = characteristics(corpus, permanent)
    for key, value in expected.items():
        assert answer[key] == value, key


@pytest.mark.parametrize("text, answer", [
    ("viewer: controller", "yes"),
    ("viewer: opponent", "no"),
    ("viewer: opponent\neffect_allows_looking: true", "yes"),
])
def test_can_look(corpus, text, answer):
    verdict = ask(corpus, "can-look", f"permanent: {{face_down: cloak, card: {GIANT}}}\n{text}")
    assert verdict.answer == answer
    assert "look-at-face-down" in cited(verdict)


def test_controller_may_look_even_while_phased_out(corpus):
    verdict = ask(corpus, "can-look", f"permanent: {{face_down: cloak, phased_out: true, card: {GIANT}}}\n"
                                      "viewer: controller")
    assert verdict.answer == "yes"
    assert "phased out" in verdict.steps[0].fact


@pytest.mark.parametrize("first, second, answer", [
    ("{face_down: cloak, card: " + GIANT + "}", "{face_down: morph, card: " + GIANT + "}", "no"),
    ("{face_down: cloak, card: " + GIANT + "}", "{card: " + GIANT + "}", "no"),
    ("{card: " + GIANT + "}", "{card: {name: hill giant, types: [creature]}}", "yes"),
    ("{card: " + GIANT + "}", "{card: {name: Hill Troll, types: [creature]}}", "no"),
    ("{card: " + KRUIN + ", transformed: true}", "{card: " + KRUIN + "}", "no"),
])
def test_share_a_name(corpus, first, second, answer):
    verdict = ask(corpus, "share-a-name", f"permanent: {first}\nother: {second}")
    assert verdict.answer == answer
    assert "face-down-has-no-name" in cited(verdict)


@pytest.mark.parametrize("event, to, answer", [
    ("leaves-battlefield", "exile", "yes"),
    ("leaves-battlefield", None, "yes"),
    ("dies", None, "yes"),
    ("leaves-stack", "graveyard", "yes"),
    ("countered", None, "yes"),
    ("leaves-stack", "battlefield", "no"),
    ("game-ends", None, "yes"),
    ("player-leaves-game", None, "yes"),
    ("attacks", None, "no"),
    ("becomes-target", None, "no"),
    ("phases-out", None, "no"),
    ("blocks", None, "no"),
])
def test_must_reveal(corpus, event, to, answer):
    text = f"permanent: {{face_down: disguise, card: {GIANT}}}\nevent: {event}" + (f"\nto: {to}" if to else "")
    verdict = ask(corpus, "must-reveal", text)
    assert verdict.answer == answer
    assert "reveal-when-leaving" in cited(verdict)
    assert "instant-or-sorcery-stays-face-down" not in cited(verdict)


def test_a_face_up_permanent_has_nothing_to_reveal(corpus):
    assert ask(corpus, "must-reveal", f"permanent: {{card: {GIANT}}}\nevent: dies").answer == "no"


@pytest.mark.parametrize("permanents, player, answer, count", [
    ("[{face_down: cloak, card: " + GIANT + "}, {face_down: morph, card: " + GIANT + "}]", "you", "no", 2),
    ("[{face_down: cloak, card: " + GIANT + "}, {card: " + GIANT + "}]", "you", "yes", 1),
    ("[{face_down: cloak, card: " + GIANT + "}, {face_down: cloak, controller: opponent, card: " + GIANT + "}]",
     "you", "yes", 1),
    ("[{face_down: cloak, controller: opponent, card: " + GIANT + "}, {face_down: manifest, controller: opponent, "
     "card: " + GIANT + "}]", "opponent", "no", 2),
])
def test_can_rearrange_face_down(corpus, permanents, player, answer, count):
    verdict = ask(corpus, "can-rearrange-face-down", f"permanents: {permanents}\nplayer: {player}")
    assert verdict.answer == answer
    assert verdict.details["face_down_count"] == count
    assert "keep-face-down-permanents-distinct" in cited(verdict)
