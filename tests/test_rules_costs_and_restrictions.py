"""Cost modifiers (CR 601.2f, 118.7) on turning face up and on casting face down (CR 702.37c, 708.4); restrictions
that stop turning face up (Karlov Watchdog, CR 101.2) and those that don't (activated abilities, split second:
turning face up is a special action, CR 116.2b, 702.61b); turning face up by paying a given cost."""

from __future__ import annotations

import pytest
from rules_helpers import ask, cited, state_of

from judge_cli.game.mana import with_generic
from judge_cli.rules.api import ScenarioError

PINE = '{name: Pine Walker, types: [creature], mana_cost: "{3}{G}{G}", power: 5, toughness: 5, morph: "{4}{G}"}'
BOWMASTERS = ('{name: Aerie Bowmasters, types: [creature], mana_cost: "{2}{G}{G}", power: 3, toughness: 4, '
              'megamorph: "{5}{G}"}')
DOG_WALKER = ('{name: Dog Walker, types: [creature], mana_cost: "{R}{W}", power: 3, toughness: 1, '
              'disguise: "{R/W}{R/W}"}')
DRAGON = ('{name: Quicksilver Dragon, types: [creature], subtypes: [dragon], mana_cost: "{4}{U}{U}", power: 5, '
          'toughness: 5, morph: "{4}{U}"}')
DOOMSAYER = "{name: Exiled Doomsayer, applies_to: morph-costs, amount: 2}"


@pytest.mark.parametrize("cost, delta, total", [
    ("{5}{G}", 2, "{7}{G}"), ("{1}{G}", -2, "{G}"), ("{3}", -5, "{0}"), ("{R}", 1, "{1}{R}"),
    ("{X}{R}", 2, "{X}{2}{R}"),
])
def test_generic_mana_is_added_or_taken(cost, delta, total):
    assert with_generic(cost, delta) == total


@pytest.mark.parametrize("face_down, card, modifier, procedure, total", [
    ("morph", PINE, DOOMSAYER, "morph", "{6}{G}"),
    ("morph", BOWMASTERS, DOOMSAYER, "megamorph", "{7}{G}"),
    ("manifest", PINE, DOOMSAYER, "mana-cost", "{3}{G}{G}"),
    ("disguise", DOG_WALKER, DOOMSAYER, "disguise", "{R/W}{R/W}"),
    ("disguise", DOG_WALKER, "{name: X, applies_to: disguise-costs, amount: -1}", "disguise", "{R/W}{R/W}"),
    ("disguise", DOG_WALKER, "{name: X, applies_to: disguise-costs, amount: 1}", "disguise", "{1}{R/W}{R/W}"),
    ("morph", PINE, "{name: X, applies_to: morph-costs, amount: 2, controller: opponent}", "morph", "{4}{G}"),
    ("morph", PINE, "{name: X, applies_to: morph-costs, amount: 2, requires: {face_down: true}}", "morph", "{6}{G}"),
])
def test_cost_modifiers_change_the_costs_they_name(corpus, face_down, card, modifier, procedure, total):
    verdict = ask(corpus, "can-turn-face-up",
                  f"permanent: {{face_down: {face_down}, card: {card}}}\ncost_modifiers: [{modifier}]")
    used = next(proc for proc in verdict.details["procedures"] if proc["procedure"] == procedure)
    assert used["total"] == total
    assert ("costs.7" in cited(verdict)) == (modifier == DOOMSAYER or "controller" not in modifier)


def test_without_cost_modifiers_no_total_is_reported(corpus):
    verdict = ask(corpus, "can-turn-face-up", f"permanent: {{face_down: morph, card: {PINE}}}")
    assert "total" not in verdict.details["procedures"][0]


@pytest.mark.parametrize("x, total", [(0, "{R}"), (2, "{4}{R}")])
def test_the_total_cost_of_an_x_morph_cost_counts_x(corpus, x, total):
    card = '{name: Warbreak Trumpeter, types: [creature], mana_cost: "{R}", morph: "{X}{X}{R}"}'
    verdict = ask(corpus, "turning-face-up", f"permanent: {{face_down: morph, card: {card}}}\nby: morph\nx: {x}")
    assert (verdict.answer["x"], verdict.answer["total_cost"]) == (x, total)


@pytest.mark.parametrize("modifier, total", [
    ("{name: The Ur-Dragon, applies_to: spells, amount: -1, controller: you, requires: {subtypes: [dragon]}}", "{3}"),
    ("{name: Dream Chisel, applies_to: spells, amount: -1, requires: {face_down: true, types: [creature]}}", "{2}"),
    ("{name: Chisel, applies_to: spells, amount: -1, controller: opponent}", "{3}"),
    ("{name: Thalia, applies_to: spells, amount: 1, requires: {not_types: [creature]}}", "{3}"),
    ("{name: Tax, applies_to: spells, amount: 1}", "{4}"),
    (DOOMSAYER, "{3}"),
])
def test_casting_face_down_costs_3_and_only_face_down_spell_modifiers_apply(corpus, modifier, total):
    verdict = ask(corpus, "cost-to-cast-face-down", f"card: {DRAGON}\nby: morph\ncost_modifiers: [{modifier}]")
    assert verdict.answer["cost"] == "{3}" and verdict.answer["total_cost"] == total


def test_a_disguised_spell_is_a_ward_2_2_and_a_card_without_the_keyword_cant_be_cast_face_down(corpus):
    verdict = ask(corpus, "cost-to-cast-face-down", f"card: {DOG_WALKER}\nby: disguise")
    assert verdict.answer["characteristics"]["abilities"] == ["ward {2}"]
    refused = ask(corpus, "cost-to-cast-face-down", f"card: {DOG_WALKER}\nby: morph")
    assert refused.answer["can_cast_face_down"] == "no" and cited(refused) == {"morph.d"}


KARLOV = ("{name: Karlov Watchdog, forbids: turning-face-up, controller: opponent, affects: opponents, "
          "during: controllers-turn}")


@pytest.mark.parametrize("controller, active, answer", [
    ("you", "opponent", "no"), ("you", "you", "yes"),
])
def test_karlov_watchdog(corpus, controller, active, answer):
    verdict = ask(corpus, "can-turn-face-up", f"permanent: {{face_down: morph, controller: {controller}, "
                                              f"card: {PINE}}}\nrestrictions: [{KARLOV}]\nactive_player: {active}")
    assert verdict.answer == answer
    assert ("golden-rules.2" in cited(verdict)) == (answer == "no")


def test_karlov_watchdog_on_its_own_controllers_permanent(corpus):
    own = KARLOV.replace("controller: opponent", "controller: you")
    verdict = ask(corpus, "can-turn-face-up", f"permanent: {{face_down: morph, card: {PINE}}}\n"
                                              f"restrictions: [{own}]\nactive_player: you")
    assert verdict.answer == "yes"
    assert "opponents' permanents" in verdict.because


@pytest.mark.parametrize("restriction, rule", [
    ("{name: Linvala, forbids: activated-abilities, controller: opponent, affects: opponents}", "special-actions.2b"),
    ("{name: Sudden Shock, forbids: split-second}", "split-second.b"),
])
def test_what_stops_abilities_doesnt_stop_the_special_action(corpus, restriction, rule):
    verdict = ask(corpus, "can-turn-face-up", f"permanent: {{face_down: morph, card: {PINE}}}\n"
                                              f"restrictions: [{restriction}]")
    assert verdict.answer == "yes" and rule in cited(verdict)


def test_a_restriction_depending_on_its_controller_needs_one(corpus):
    with pytest.raises(ScenarioError, match="given.restrictions\\[1\\].controller"):
        ask(corpus, "can-turn-face-up", f"permanent: {{face_down: morph, card: {PINE}}}\n"
                                        "restrictions: [{name: Dog, forbids: turning-face-up, affects: opponents}]")


@pytest.mark.parametrize("forbids, by, turns", [
    ("turning-face-up", "morph", "no"), ("turning-face-up", "effect", "no"),
    ("activated-abilities", "morph", "yes"), ("split-second", "effect", "yes"),
])
def test_cant_be_turned_face_up_stops_every_way_and_nothing_else_does(corpus, forbids, by, turns):
    text = f"permanent: {{face_down: morph, card: {PINE}}}\nrestrictions: [{{forbids: {forbids}}}]\nby: {by}"
    verdict = ask(corpus, "turning-face-up", text)
    assert verdict.answer["turns_face_up"] == turns
    assert ("golden-rules.2" in cited(verdict)) == (turns == "no")


@pytest.mark.parametrize("face_down, card, paying, answer, rule", [
    ("cloak", '{name: Serra Angel, types: [creature], mana_cost: "{3}{W}{W}"}', "{2}", "no", "ward.a"),
    ("cloak", '{name: Serra Angel, types: [creature], mana_cost: "{3}{W}{W}"}', "{W}{3}{W}", "yes", "cloak.b"),
    ("manifest", ('{name: Valki, types: [creature], mana_cost: "{1}{B}", double_faced: true, modal: true, '
                  'back_name: Tibalt, back_types: [planeswalker], back_mana_cost: "{5}{B}{R}"}'), "{5}{B}{R}", "no",
     "double-faced.15a"),
    ("morph", PINE, "{4}{G}", "yes", "morph.e"),
])
def test_paying_a_given_cost(corpus, face_down, card, paying, answer, rule):
    verdict = ask(corpus, "can-turn-face-up", f"permanent: {{face_down: {face_down}, card: {card}}}\n"
                                              f"paying: \"{paying}\"")
    assert verdict.answer == answer and rule in cited(verdict)


def test_paying_counts_the_cost_modifiers(corpus):
    text = f"permanent: {{face_down: morph, card: {PINE}}}\ncost_modifiers: [{DOOMSAYER}]\npaying: "
    assert ask(corpus, "can-turn-face-up", text + '"{4}{G}"').answer == "no"
    assert ask(corpus, "can-turn-face-up", text + '"{6}{G}"').answer == "yes"


@pytest.mark.parametrize("text, message", [
    ("paying: two", "a mana cost"),
    ("cost_modifiers: [{name: X, applies_to: spells}]", "amount"),
    ("cost_modifiers: [{name: X, applies_to: morph, amount: 1}]", "one of: spells, morph-costs, disguise-costs"),
    ("restrictions: [{name: X, forbids: blocking}]", "one of: turning-face-up"),
    ("cost_modifiers: {name: X}", "a list of cost modifiers"),
])
def test_malformed_keys_are_located_errors(corpus, text, message):
    with pytest.raises(ScenarioError, match=message):
        state_of(corpus, "can-turn-face-up", f"permanent: {{face_down: morph, card: {PINE}}}\n{text}")


@pytest.mark.parametrize("by", ["morph", "megamorph"])
def test_a_megamorph_card_is_cast_face_down_with_morph_or_megamorph(corpus, by):
    verdict = ask(corpus, "cost-to-cast-face-down", f"card: {BOWMASTERS}\nby: {by}")
    assert verdict.answer["can_cast_face_down"] == "yes" and verdict.answer["total_cost"] == "{3}"
