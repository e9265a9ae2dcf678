"""Issue 10: phasing (CR 702.26) and targeting restrictions — hexproof, shroud, protection, ward — in can-target,
resolve and targets-and-attachments; a question that hinges on an unstated fact is an error naming it."""

from __future__ import annotations

import pytest
from rules_helpers import GIANT, ask, cited

from judge_cli.rules.api import ScenarioError

BEAR = '{name: Grizzly Bears, types: [creature], mana_cost: "{1}{G}", power: 2, toughness: 2}'
SHOCK = "{name: Shock, controller: opponent, colors: [red], types: [instant], requires: {types: [creature]}}"


def _target(abilities: str, spell: str = SHOCK, extra: str = "") -> str:
    return (f"permanent: {{{extra}card: {{name: Knight, types: [creature], mana_cost: '{{1}}{{W}}', "
            f"abilities: {abilities}}}}}\nspell: {spell}")


@pytest.mark.parametrize("kind, text", [
    ("can-turn-face-up", "permanent: {face_down: cloak, phased_out: <x>, card: " + GIANT + "}"),
    ("can-transform", ("permanent: {phased_out: <x>, card: {name: Delver, types: [creature], double_faced: true, "
                      "back_name: Aberration, back_types: [creature]}}")),
    ("can-target", "permanent: {phased_out: <x>, card: " + BEAR + "}\nspell: " + SHOCK),
    ("turn-face-down", "permanent: {phased_out: <x>, card: " + GIANT + "}"),
])
def test_a_phased_out_permanent_is_treated_as_though_it_doesnt_exist(corpus, kind, text):
    phased_out = ask(corpus, kind, text.replace("<x>", "true"))
    phased_in = ask(corpus, kind, text.replace("<x>", "false"))
    assert (phased_out.answer, phased_in.answer) == ("no", "yes")
    assert cited(phased_out) == {"phasing.b"}


@pytest.mark.parametrize("phased_out, resolves", [(True, "no"), (False, "yes")])
def test_a_target_that_phased_out_is_illegal_on_resolution(corpus, phased_out, resolves):
    verdict = ask(corpus, "resolve", "card: Become Anonymous\nlibrary: {you: [" + GIANT + "]}\n"
                                      f"battlefield: [{{label: bear, phased_out: {str(phased_out).lower()}, "
                                      f"card: {BEAR}}}]\ntargets: [bear]")
    assert verdict.answer["resolves"] == resolves
    if phased_out:
        assert {"resolving.2b", "phasing.b"} == cited(verdict)


@pytest.mark.parametrize("event, answer", [("phases-out", "no"), ("phases-in", "no"), ("dies", "yes")])
def test_phasing_is_not_leaving_the_battlefield(corpus, event, answer):
    verdict = ask(corpus, "watcher-triggers", f"permanent: {{card: {GIANT}}}\nevent: {event}\n"
                                              "waits_for: leaves-battlefield")
    assert verdict.answer == answer


@pytest.mark.parametrize("abilities, spell, answer, rule", [
    ("[hexproof]", SHOCK, "no", "hexproof.b"),
    ("[hexproof]", SHOCK.replace("opponent", "you"), "yes", "resolving.2b"),
    ("[shroud]", SHOCK.replace("opponent", "you"), "no", "shroud.a"),
    ("[protection from red]", SHOCK, "no", "protection.b"),
    ("[protection from red]", SHOCK.replace("[red]", "[black]"), "yes", "resolving.2b"),
    ("[protection from instants]", SHOCK, "no", "protection.b"),
    ("[protection from everything]", SHOCK, "no", "protection.j"),
    ("[protection from multicolored]", SHOCK, "yes", "resolving.2b"),
    ("[hexproof from red]", SHOCK, "no", "hexproof.d"),
    ("[hexproof from red]", SHOCK.replace("opponent", "you"), "yes", "resolving.2b"),
    ("['ward {2}']", SHOCK, "yes", "ward.a"),
])
def test_targeting_restrictions(corpus, abilities, spell, answer, rule):
    verdict = ask(corpus, "can-target", _target(abilities, spell))
    assert verdict.answer == answer
    assert rule in cited(verdict)


def test_face_down_the_card_has_no_protection(corpus):
    face_up = ask(corpus, "can-target", _target("[protection from red]"))
    face_down = ask(corpus, "can-target", _target("[protection from red]", extra="face_down: morph, "))
    assert (face_up.answer, face_down.answer) == ("no", "yes")


@pytest.mark.parametrize("spell, missing", [
    ("{name: Shock, colors: [red], requires: {types: [creature]}}", "controller"),
])
def test_hexproof_without_the_spells_controller_is_an_error_naming_it(corpus, spell, missing):
    with pytest.raises(ScenarioError) as caught:
        ask(corpus, "can-target", _target("[hexproof]", spell))
    assert f"given.spell.{missing}" in caught.value.message


def test_protection_without_the_spells_colors_is_an_error_naming_them(corpus):
    with pytest.raises(ScenarioError) as caught:
        ask(corpus, "can-target", _target("[protection from red]", "{name: Bolt, controller: opponent}"))
    assert "given.spell.colors" in caught.value.message


def test_a_protection_quality_it_cant_read_is_an_error_not_a_guess(corpus):
    with pytest.raises(ScenarioError) as caught:
        ask(corpus, "can-target", _target("[protection from the chosen name]"))
    assert "protection from the chosen name" in caught.value.message


def test_without_protection_the_unknown_colors_dont_matter(corpus):
    verdict = ask(corpus, "can-target", _target("[flying]", "{name: Bolt, requires: {types: [creature]}}"))
    assert verdict.answer == "yes"


@pytest.mark.parametrize("abilities, resolves, rule", [
    ("[protection from blue]", "no", "protection.b"),
    ("[protection from red]", "yes", None),
    ("[hexproof]", "yes", None),  # the caster's own creature: hexproof doesn't stop the caster
    ("[shroud]", "no", "shroud.a"),
])
def test_become_anonymous_rechecks_its_target_on_resolution(corpus, abilities, resolves, rule):
    verdict = ask(corpus, "resolve", "card: Become Anonymous\nlibrary: {you: [" + GIANT + "]}\n"
                                      "battlefield: [{label: knight, card: {name: Knight, types: [creature], "
                                      f"mana_cost: '{{1}}{{W}}', abilities: {abilities}}}}}]\ntargets: [knight]")
    assert verdict.answer["resolves"] == resolves
    if rule:
        assert {"resolving.2b", rule} == cited(verdict)


@pytest.mark.parametrize("their_abilities, exiled, cloaked", [
    ("[hexproof]", ["Mind Stone"], {"you": ["Hill Giant"]}),
    ("[]", ["Grizzly Bears", "Mind Stone"], {"you": ["Hill Giant"], "opponent": ["Hill Giant"]}),
])
def test_unexplained_absence_with_one_illegal_target_of_two(corpus, their_abilities, exiled, cloaked):
    verdict = ask(corpus, "resolve", "card: Unexplained Absence\n"
                                      f"library: {{you: [{GIANT}], opponent: [{GIANT}]}}\n"
                                      "battlefield: [{label: stone, card: {name: Mind Stone, types: [artifact]}}, "
                                      "{label: bears, controller: opponent, card: {name: Grizzly Bears, "
                                      f"types: [creature], abilities: {their_abilities}}}}}]\n"
                                      "targets: {you: stone, opponent: bears}")
    assert verdict.answer["resolves"] == "yes"
    assert verdict.answer["exiled"] == exiled
    assert verdict.answer["cloaked"] == cloaked


def test_resolve_cites_only_what_decided(corpus):
    failed = ask(corpus, "resolve", "card: Become Anonymous\nlibrary: {you: [" + GIANT + "]}\n"
                                     "battlefield: [{label: bear, owner: opponent, card: " + BEAR + "}]\n"
                                     "targets: [bear]")
    assert cited(failed) == {"resolving.2b"}  # not the cloak rules of what would have happened
    assert failed.because.startswith("the only target, bear, is illegal")


@pytest.mark.parametrize("aura_colors, result", [("[red]", "aura-to-graveyard"), ("[white]", "stays")])
def test_turning_face_up_with_protection_drops_an_aura_of_that_color(corpus, aura_colors, result):
    verdict = ask(corpus, "targets-and-attachments-after-turning-face-up",
                  "permanent: {face_down: morph, card: {name: Knight, types: [creature], mana_cost: '{1}{W}', "
                  "abilities: [protection from red], morph: '{W}'}}\n"
                  f"attached: [{{name: Aura, kind: aura, colors: {aura_colors}}}]")
    assert verdict.details["dependents"][0]["result"] == result
    if result != "stays":
        assert "protection.c" in cited(verdict)


def test_an_equipment_of_the_protected_color_becomes_unattached(corpus):
    verdict = ask(corpus, "targets-and-attachments-after-turning-face-up",
                  "permanent: {face_down: morph, card: {name: Knight, types: [creature], mana_cost: '{1}{W}', "
                  "abilities: [protection from artifacts], morph: '{W}'}}\n"
                  "attached: [{name: Sword, kind: equipment, colors: [], types: [artifact]}]")
    assert verdict.details["dependents"][0]["result"] == "equipment-unattached"
    assert "protection.d" in cited(verdict)


@pytest.mark.parametrize("listed, answer", [("", "yes"), (("\ntargeted_by: [{name: Scour, requires: {colors: "
                                                          "[colorless]}}]"), "no")])
def test_targets_and_attachments_answers_the_general_case(corpus, listed, answer):
    verdict = ask(corpus, "targets-and-attachments-after-turning-face-up",
                  "permanent: {face_down: cloak, card: " + GIANT + "}" + listed)
    assert verdict.answer == answer
    assert "same-permanent-after-turning-face-up" in cited(verdict)


COUNTERSPELL = "{name: Disdainful Stroke, controller: opponent, colors: [blue], types: [instant], requires: {}}"


@pytest.mark.parametrize("abilities", ["[hexproof]", "[shroud]", "[protection from blue]", "['ward {2}']"])
def test_a_spell_on_the_stack_has_no_working_hexproof_shroud_protection_or_ward(corpus, abilities):
    on_stack = ask(corpus, "can-target", _target(abilities, COUNTERSPELL, extra="zone: stack, "))
    on_battlefield = ask(corpus, "can-target", _target(abilities, COUNTERSPELL))
    assert on_stack.answer == "yes" and on_stack.details["ward"] is None
    assert "abilities.6" in cited(on_stack)
    blocked_or_taxed = on_battlefield.answer == "no" or on_battlefield.details["ward"] == "{2}"
    assert blocked_or_taxed and "abilities.6" not in cited(on_battlefield)


ZOETIC = "{name: Zoetic Cavern, types: [land], morph: '{2}'}"
BLOOD_MOON = "{name: Blood Moon, set_subtypes: [Mountain], only_if: {types: [land], not_supertypes: [basic]}}"


@pytest.mark.parametrize("effect, answer", [
    (BLOOD_MOON, "no"),  # CR 305.7: a nonbasic land made a Mountain loses its morph ability, so no morph cost face up
    ("{name: Terraform, add_subtypes: [Mountain]}", "yes"),  # adding a land type takes nothing away
])
def test_a_land_whose_subtype_is_set_to_a_basic_land_type_loses_its_morph_cost(corpus, effect, answer):
    verdict = ask(corpus, "can-turn-face-up", f"permanent: {{face_down: morph, card: {ZOETIC}, effects: [{effect}]}}")
    assert verdict.answer == answer
    assert ("lands.7" in {step_cite for step in verdict.steps for step_cite in step.cites}) == (answer == "no")


def test_setting_a_basic_land_type_keeps_abilities_granted_afterwards(corpus):
    text = ("permanent: {card: " + ZOETIC + ", effects: [" + BLOOD_MOON + ", {name: Bestow flying, "
            "add_abilities: [flying]}]}")
    verdict = ask(corpus, "characteristics", text)
    assert verdict.answer["abilities"] == ["flying"] and verdict.answer["subtypes"] == ["Mountain"]
