"""Copy exceptions (CR 707.9a, b), effects that apply in one zone, effects that last until the permanent is turned
face down (CR 611.2a), and a double-faced card's characteristics in a graveyard or a hand (CR 712.8a)."""

from __future__ import annotations

import pytest
from rules_helpers import ask, cited, state_of

from judge_cli.rules.api import ScenarioError

DEMON = ('{name: Grinning Demon, types: [creature], mana_cost: "{2}{B}{B}", power: 6, toughness: 6, '
         'morph: "{2}{B}{B}"}')
GARGANTUAN = '{name: Quicksilver Gargantuan, types: [creature], mana_cost: "{5}{U}{U}", power: 7, toughness: 7}'
VESUVAN = ('{name: Vesuvan Shapeshifter, types: [creature], mana_cost: "{3}{U}{U}", power: 0, toughness: 0, '
           'morph: "{1}{U}"}')
SERRA = '{name: Serra Angel, types: [creature], mana_cost: "{3}{W}{W}", power: 4, toughness: 4, abilities: [flying]}'
VALKI = ('{name: Valki, types: [creature], mana_cost: "{1}{B}", power: 2, toughness: 1, double_faced: true, '
         'modal: true, back_name: Tibalt, back_types: [planeswalker], back_mana_cost: "{5}{B}{R}"}')


def _copy(face_down: str, exception: str = "") -> str:
    return (f"permanent:\n  card: {GARGANTUAN}\n  effects:\n"
            f"    - {{copy_of_permanent: {{face_down: {face_down}, card: {DEMON}}}{exception}}}")


@pytest.mark.parametrize("face_down, exception, power, name", [
    ("morph", ", except: {power: 7, toughness: 7}", 7, None),
    ("morph", "", 2, None),
    ("none", ", except: {power: 7, toughness: 7}", 7, "Grinning Demon"),
    ("none", "", 6, "Grinning Demon"),
])
def test_a_copy_exception_is_a_copiable_value(corpus, face_down, exception, power, name):
    verdict = ask(corpus, "characteristics", _copy(face_down, exception))
    assert (verdict.answer["power"], verdict.answer["toughness"], verdict.answer["name"]) == (power, power, name)
    assert ("copying.9b" in cited(verdict)) == bool(exception)


def test_an_ability_gained_while_copying_is_cited_as_such(corpus):
    verdict = ask(corpus, "characteristics", _copy("none", ", except: {add_abilities: [flying], add_types: "
                                                           "[artifact]}"))
    assert "flying" in verdict.answer["abilities"] and "artifact" in verdict.answer["types"]
    assert {"copying.9a", "copying.9b"} <= cited(verdict)


def test_a_face_down_copy_with_an_exception_is_still_a_face_down_2_2_until_it_turns(corpus):
    text = (f"permanent:\n  face_down: morph\n  card: {DEMON}\n  effects: [{{copy_of: {SERRA}, "
            "except: {power: 9, toughness: 9}}]")
    assert ask(corpus, "characteristics", text).answer["power"] == 2
    turned = ask(corpus, "turning-face-up", text + "\nby: effect")
    assert turned.answer["characteristics"]["power"] == 9


def test_except_needs_a_copy_effect(corpus):
    with pytest.raises(ScenarioError, match="except only with copy_of"):
        state_of(corpus, "characteristics", f"permanent: {{card: {DEMON}, effects: [{{except: {{power: 1}}}}]}}")


@pytest.mark.parametrize("until, answer", [("\n      until: turned-face-down", "yes"), ("", "no")])
def test_an_effect_that_lasted_until_it_turned_face_down_has_ended(corpus, until, answer):
    text = f"permanent:\n  face_down: effect\n  card: {VESUVAN}\n  effects:\n    - copy_of: {SERRA}{until}"
    verdict = ask(corpus, "can-turn-face-up", text)
    assert verdict.answer == answer
    assert ("continuous-effects.2a" in cited(verdict)) == bool(until)


def test_turning_face_down_ends_such_an_effect(corpus):
    text = f"permanent:\n  card: {VESUVAN}\n  effects:\n    - copy_of: {SERRA}\n      until: turned-face-down"
    assert ask(corpus, "characteristics", text).answer["name"] == "Serra Angel"
    verdict = ask(corpus, "turn-face-down", text)
    assert verdict.details["can_turn_face_up"] == [{"procedure": "morph", "cost": "{1}{U}"}]


@pytest.mark.parametrize("zone, power", [("graveyard", 2), ("battlefield", 6)])
def test_an_effect_applies_only_in_its_zone(corpus, zone, power):
    text = (f"permanent:\n  zone: {zone}\n  card: {DEMON}\n  effects: [{{set_power: 2, applies_in: graveyard}}]")
    assert ask(corpus, "characteristics", text).answer["power"] == power


@pytest.mark.parametrize("zone", ["graveyard", "hand", "library", "exile"])
def test_a_double_faced_card_off_the_battlefield_and_stack_has_its_front_face(corpus, zone):
    verdict = ask(corpus, "characteristics", f"permanent: {{zone: {zone}, card: {VALKI}}}")
    assert (verdict.answer["name"], verdict.answer["colors"], verdict.answer["mana_value"]) == ("Valki", ["black"], 2)
    assert cited(verdict) == {"double-faced.8a"}


@pytest.mark.parametrize("extra, message", [
    ("transformed: true, ", "neither face down nor transformed"),
    ("face_down: morph, ", "neither face down nor transformed"),
])
def test_a_card_in_a_graveyard_is_face_up_front_face_up(corpus, extra, message):
    with pytest.raises(ScenarioError, match=message):
        state_of(corpus, "characteristics", f"permanent: {{{extra}zone: graveyard, card: {VALKI}}}")


@pytest.mark.parametrize("kind", ["can-turn-face-up", "can-target", "legend-rule"])
def test_other_kinds_refuse_a_card_in_a_graveyard(corpus, kind):
    text = {"can-turn-face-up": f"permanent: {{zone: graveyard, card: {DEMON}}}",
            "can-target": f"permanent: {{zone: graveyard, card: {DEMON}}}\nspell: {{name: Shock}}",
            "legend-rule": f"permanents: [{{zone: graveyard, card: {DEMON}}}]"}[kind]
    with pytest.raises(ScenarioError, match="expected one of: battlefield, stack"):
        state_of(corpus, kind, text)
