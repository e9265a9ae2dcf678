"""Ward (CR 702.21a) on face-down permanents and spells; countering a face-down spell (CR 708.4, 113.6g, 101.2);
"whenever a player casts" abilities seeing a face-down spell; activated abilities of face-down permanents (CR 708.2a,
602) and what forbids them (CR 602.5, 702.61a)."""

from __future__ import annotations

import pytest
from rules_helpers import ask, cited, state_of

from judge_cli.rules.api import ScenarioError

WALKER = ('{name: Dog Walker, types: [creature], mana_cost: "{R}{W}", power: 3, toughness: 1, '
          'disguise: "{R/W}{R/W}"}')
WARDED = '{name: Warded Knight, types: [creature], mana_cost: "{1}{W}", abilities: ["ward {1}"], morph: "{W}"}'
BOLT = "{name: Lightning Bolt, controller: <c>, colors: [red], types: [instant]}"
AKROMA = ('{name: Akroma, types: [creature], mana_cost: "{5}{R}{R}{R}", morph: "{3}{R}{R}{R}", '
          'abilities: ["<a>", protection from blue]}')
QUANAR = ('{name: Mischievous Quanar, types: [creature], mana_cost: "{4}{U}", morph: "{1}{U}{U}", '
          'activated: ["{3}{U}{U}: turn it face down"]}')


@pytest.mark.parametrize("face_down, card, controller, answer, ward, rule", [
    ("disguise", WALKER, "opponent", "yes", ["{2}"], "disguise.a"),
    ("cloak", WALKER, "opponent", "yes", ["{2}"], "cloak.a"),
    ("morph", WALKER, "opponent", "no", [], "morph.a"),
    ("manifest", WALKER, "opponent", "no", [], "manifest.a"),
    ("disguise", WALKER, "you", "no", ["{2}"], "disguise.a"),
    ("none", WALKER, "opponent", "no", [], "ward.a"),
    ("none", WARDED, "opponent", "yes", ["{1}"], "ward.a"),
    ("morph", WARDED, "opponent", "no", [], "morph.a"),
])
def test_ward_triggers(corpus, face_down, card, controller, answer, ward, rule):
    verdict = ask(corpus, "ward-triggers", f"permanent: {{face_down: {face_down}, card: {card}}}\n"
                                           f"spell: {BOLT.replace('<c>', controller)}")
    assert verdict.answer == answer and rule in cited(verdict)
    assert verdict.details["ward"] == ward


def test_ward_of_a_face_down_card_with_its_own_ward_says_it_is_hidden(corpus):
    verdict = ask(corpus, "ward-triggers", f"permanent: {{face_down: morph, card: {WARDED}}}\n"
                                           f"spell: {BOLT.replace('<c>', 'opponent')}")
    assert "hidden" in verdict.because


@pytest.mark.parametrize("extra, rule", [
    ("zone: stack, ", "abilities.6"), ("phased_out: true, ", "phasing.b"),
])
def test_ward_doesnt_trigger_on_a_spell_or_a_phased_out_permanent(corpus, extra, rule):
    verdict = ask(corpus, "ward-triggers", f"permanent: {{{extra}face_down: disguise, card: {WALKER}}}\n"
                                           f"spell: {BOLT.replace('<c>', 'opponent')}")
    assert verdict.answer == "no" and rule in cited(verdict)


def test_ward_doesnt_trigger_when_the_spell_cant_target_it(corpus):
    spell = "{name: Shock, controller: opponent, colors: [red], requires: {types: [land]}}"
    verdict = ask(corpus, "ward-triggers", f"permanent: {{face_down: disguise, card: {WALKER}}}\nspell: {spell}")
    assert verdict.answer == "no" and "resolving.2b" in cited(verdict)


def test_ward_needs_the_spells_controller(corpus):
    with pytest.raises(ScenarioError, match="given.spell.controller"):
        ask(corpus, "ward-triggers", f"permanent: {{face_down: disguise, card: {WALKER}}}\nspell: {{name: Bolt}}")


@pytest.mark.parametrize("face_down, ability, requires, answer, rule", [
    ("morph", "can't be countered", "{}", "yes", "face-down.4"),
    ("none", "can't be countered", "{}", "no", "abilities.6g"),
    ("none", "can’t be countered", "{}", "no", "golden-rules.2"),
    ("none", "flying", "{}", "yes", "resolving.2b"),
    ("morph", "flying", "{types: [creature]}", "yes", "resolving.2b"),
    ("morph", "flying", "{not_types: [creature]}", "no", "face-down.4"),
    ("none", "can't be countered", "{not_types: [creature]}", "no", "resolving.2b"),
])
def test_countering(corpus, face_down, ability, requires, answer, rule):
    verdict = ask(corpus, "can-be-countered", f"permanent: {{face_down: {face_down}, zone: stack, "
                                              f"card: {AKROMA.replace('<a>', ability)}}}\n"
                                              f"counter: {{name: Counterspell, requires: {requires}}}")
    assert verdict.answer == answer and rule in cited(verdict)


@pytest.mark.parametrize("kind, text", [
    ("can-be-countered", "counter: {name: Counterspell}"),
    ("cast-triggers", "whenever: a-player"),
])
def test_spell_kinds_need_a_spell(corpus, kind, text):
    with pytest.raises(ScenarioError, match="expected zone: stack"):
        state_of(corpus, kind, f"permanent: {{card: {WALKER}}}\n{text}")


@pytest.mark.parametrize("face_down, watching, whenever, caster, answer", [
    ("morph", "{multicolored: true}", "an-opponent", "you", "no"),
    ("none", "{multicolored: true}", "an-opponent", "you", "yes"),
    ("none", "{multicolored: true}", "an-opponent", "opponent", "no"),
    ("none", "{multicolored: true}", "you", "opponent", "yes"),
    ("none", "{multicolored: true}", "you", "you", "no"),
    ("morph", "{types: [creature]}", "a-player", "you", "yes"),
    ("morph", "{face_down: true}", "a-player", "you", "yes"),
    ("morph", "{named: [Ponyback Brigade]}", "a-player", "you", "no"),
    ("none", "{named: [ponyback brigade]}", "a-player", "you", "yes"),
    ("morph", "{subtypes: [goblin]}", "a-player", "you", "no"),
])
def test_cast_triggers_see_the_spell_as_cast(corpus, face_down, watching, whenever, caster, answer):
    card = '{name: Ponyback Brigade, types: [creature], subtypes: [goblin], mana_cost: "{3}{R}{W}{B}", morph: "{3}"}'
    verdict = ask(corpus, "cast-triggers", f"permanent: {{face_down: {face_down}, zone: stack, controller: {caster}, "
                                           f"card: {card}}}\nwatching_for: {watching}\nwhenever: {whenever}")
    assert verdict.answer == answer
    if face_down == "morph" and answer == "no":
        assert "face-down.4" in cited(verdict)


@pytest.mark.parametrize("extra, restrictions, answer, rule", [
    ("face_down: morph, ", "[]", "no", "face-down.2a"),
    ("", "[]", "yes", "activating.2"),
    ("abilities_lost: true, ", "[]", "no", "layers.1f"),
    ("controller: opponent, ", "[]", "no", "activating.2"),
    ("phased_out: true, ", "[]", "no", "phasing.b"),
    ("", "[{name: Sudden Shock, forbids: split-second}]", "no", "split-second.a"),
    ("", "[{name: Linvala, forbids: activated-abilities, controller: opponent, affects: opponents}]", "no",
     "activating.5"),
    ("", "[{name: Linvala, forbids: activated-abilities, controller: you, affects: opponents}]", "yes",
     "activating.2"),
    ("", "[{name: Karlov Watchdog, forbids: turning-face-up}]", "yes", "activating.5"),
])
def test_activating(corpus, extra, restrictions, answer, rule):
    verdict = ask(corpus, "can-activate", f"permanent: {{{extra}card: {QUANAR}}}\n"
                                          f"ability: \"{{3}}{{U}}{{U}}: Turn it face down\"\n"
                                          f"restrictions: {restrictions}")
    assert verdict.answer == answer and rule in cited(verdict)


def test_an_ability_the_card_doesnt_have(corpus):
    verdict = ask(corpus, "can-activate", f"permanent: {{card: {QUANAR}}}\nability: \"{{T}}: draw a card\"")
    assert verdict.answer == "no" and cited(verdict) == {"activating.1"}
