"""Issue 10's new questions: turning face up (megamorph, "as turned face up", X, the legend rule), turning face
down, watchers, leaving the battlefield, face-down spells, looking in exile, cloak/manifest/manifest dread, meld and
a back face's own colors."""

from __future__ import annotations

import pytest
from rules_helpers import GIANT, ask, cited

from judge_cli.rules.api import ScenarioError

DEN = ('{name: Den Protector, types: [creature], mana_cost: "{1}{G}", power: 2, toughness: 1, megamorph: "{1}{G}", '
       'triggers: [turned-face-up]}')
HYDRA = ('{name: Hooded Hydra, types: [creature], mana_cost: "{3}{G}{G}", power: 0, toughness: 0, morph: "{3}{G}{G}", '
         'triggers: [dies], turned_face_up_counters: {"+1/+1": 5}}')
ISAMARU = '{name: Isamaru, types: [creature], supertypes: [legendary], mana_cost: "{W}", power: 2, toughness: 2}'
DELVER = ('{name: Delver, types: [creature], mana_cost: "{U}", double_faced: true, back_name: Aberration, '
          'back_types: [creature]}')
BRUNA = ('{name: Bruna, types: [creature], mana_cost: "{5}{W}{W}", double_faced: true, meld: true, back_name: Brisela, '
         'back_types: [creature], back_power: 9, back_toughness: 10}')
GISELA = ('{name: Gisela, types: [creature], mana_cost: "{2}{W}{W}", double_faced: true, meld: true, '
          'back_name: Brisela, back_types: [creature]}')


@pytest.mark.parametrize("by, counters, power", [("megamorph", {"+1/+1": 1}, 3), ("effect", {}, 2)])
def test_megamorph_adds_a_counter_only_when_its_cost_is_paid(corpus, by, counters, power):
    verdict = ask(corpus, "turning-face-up", f"permanent: {{face_down: morph, card: {DEN}}}\nby: {by}")
    assert verdict.answer["counters"] == counters
    assert verdict.answer["characteristics"]["power"] == power
    assert verdict.answer["triggers"] == ["turned-face-up"]
    assert ("morph.b" in cited(verdict)) is (by == "megamorph")


@pytest.mark.parametrize("effects, counters, toughness", [("[]", {"+1/+1": 5}, 5),
                                                          ("[{lose_all_abilities: true}]", {}, 0)])
def test_as_turned_face_up_counters_need_the_ability_face_up(corpus, effects, counters, toughness):
    verdict = ask(corpus, "turning-face-up", f"permanent: {{face_down: morph, card: {HYDRA}, effects: {effects}}}\n"
                                             "by: effect")
    assert verdict.answer["counters"] == counters
    assert verdict.answer["characteristics"]["toughness"] == toughness


def test_a_way_that_isnt_available_doesnt_turn_it_face_up(corpus):
    verdict = ask(corpus, "turning-face-up", f"permanent: {{face_down: morph, card: {HYDRA}}}\nby: mana-cost")
    assert verdict.answer["turns_face_up"] == "no"
    assert "face-down.7" in cited(verdict)


@pytest.mark.parametrize("face_down, by, x, expected, rule", [
    ("cloak", "mana-cost", None, 0, "numbers.3h"),
    ("morph", "morph", 4, 4, "numbers.3d"),
])
def test_x_in_the_cost_paid(corpus, face_down, by, x, expected, rule):
    card = '{name: Beast, types: [creature], mana_cost: "{X}{G}", morph: "{X}{G}"}'
    text = f"permanent: {{face_down: {face_down}, card: {card}}}\nby: {by}" + (f"\nx: {x}" if x is not None else "")
    verdict = ask(corpus, "turning-face-up", text)
    assert verdict.answer["x"] == expected
    assert rule in cited(verdict)


def test_a_morph_cost_with_x_needs_the_x_chosen(corpus):
    with pytest.raises(ScenarioError) as caught:
        ask(corpus, "turning-face-up", "permanent: {face_down: morph, card: {name: Beast, types: [creature], "
                                       "morph: '{X}{G}'}}\nby: morph")
    assert "given.x" in caught.value.message


@pytest.mark.parametrize("others, legend_rule", [(f"[{{card: {ISAMARU}}}]", "yes"),
                                                 (f"[{{card: {ISAMARU}, controller: opponent}}]", "no"),
                                                 (f"[{{card: {ISAMARU}, phased_out: true}}]", "no")])
def test_turned_face_up_a_legend_meets_the_legend_rule(corpus, others, legend_rule):
    verdict = ask(corpus, "turning-face-up", f"permanent: {{face_down: cloak, card: {ISAMARU}}}\nby: mana-cost\n"
                                             f"others: {others}")
    assert verdict.answer["legend_rule"] == legend_rule


@pytest.mark.parametrize("second, answer", [(f"{{face_down: cloak, card: {ISAMARU}}}", "no"),
                                            (f"{{card: {ISAMARU}}}", "yes")])
def test_a_face_down_legend_is_neither_named_nor_legendary(corpus, second, answer):
    verdict = ask(corpus, "legend-rule", f"permanents: [{{card: {ISAMARU}}}, {second}]")
    assert verdict.answer == answer
    details = ask(corpus, "characteristics", f"permanent: {second}").details
    assert details["supertypes"] == ([] if "cloak" in second else ["legendary"])


@pytest.mark.parametrize("permanent, answer, rule", [
    (f"{{card: {GIANT}}}", "yes", "face-down.2a"),
    (f"{{face_down: morph, card: {GIANT}}}", "no", "face-down.2b"),
    (f"{{card: {DELVER}}}", "no", "double-faced.16"),
    (f"{{card: {BRUNA}, melded_with: {GISELA}}}", "no", "double-faced.16"),
])
def test_turning_face_down(corpus, permanent, answer, rule):
    verdict = ask(corpus, "turn-face-down", f"permanent: {permanent}")
    assert verdict.answer == answer
    assert rule in cited(verdict)


def test_turned_face_down_it_is_a_plain_2_2_that_only_morph_turns_back(corpus):
    verdict = ask(corpus, "turn-face-down", "permanent: {tapped: true, card: {name: Angel, types: [creature], "
                                            "mana_cost: '{4}{W}{W}', power: 4, toughness: 5, morph: '{2}{W}{W}'}}")
    assert verdict.details["characteristics"]["name"] is None
    assert verdict.details["can_turn_face_up"] == [{"procedure": "morph", "cost": "{2}{W}{W}"}]


@pytest.mark.parametrize("melded_with, answer", [(GISELA, "no"), (None, "no")])
def test_meld_cards_never_transform(corpus, melded_with, answer):
    extra = f", melded_with: {melded_with}" if melded_with else ""
    verdict = ask(corpus, "can-transform", f"permanent: {{card: {BRUNA}{extra}}}")
    assert verdict.answer == answer
    assert "double-faced.9" in cited(verdict)


def test_a_melded_permanents_mana_value_adds_its_front_faces(corpus):
    verdict = ask(corpus, "characteristics", f"permanent: {{card: {BRUNA}, melded_with: {GISELA}}}")
    assert (verdict.answer["name"], verdict.answer["mana_value"]) == ("Brisela", 11)


@pytest.mark.parametrize("back, colors", [
    ("back_types: [land]", []),  # a land back face: no mana cost, no color indicator
    ("back_types: [creature], back_color_indicator: [blue]", ["blue"]),
    ("back_types: [creature], back_mana_cost: '{5}{B}{R}'", ["black", "red"]),
    ("back_types: [creature], back_colors: [green]", ["green"]),
])
def test_a_back_face_has_its_own_colors(corpus, back, colors):
    modal = "modal: true, " if "mana_cost" in back else ""
    verdict = ask(corpus, "characteristics", "permanent: {transformed: true, card: {name: Front, types: [creature], "
                                              f"mana_cost: '{{U}}', double_faced: true, {modal}back_name: Back, "
                                              f"{back}}}}}")
    assert verdict.answer["colors"] == colors


@pytest.mark.parametrize("event, waits_for, watching, face_down, answer", [
    ("enters-face-down", "enters", "{types: [land]}", "manifest", "no"),  # no landfall for a manifested land
    ("enters-face-up", "enters", "{types: [land]}", "none", "yes"),
    ("enters-face-down", "enters", "{types: [creature]}", "manifest", "yes"),
    ("dies", "dies", "{face_down: true}", "cloak", "yes"),
    ("dies", "dies", "{face_down: true}", "none", "no"),
    ("leaves-battlefield", "dies", "{}", "cloak", "no"),
    ("turned-face-up", "enters", "{}", "cloak", "no"),
])
def test_watchers_see_the_permanent_as_the_event_does(corpus, event, waits_for, watching, face_down, answer):
    card = "{name: Forest, types: [land]}" if "land" in watching else GIANT
    verdict = ask(corpus, "watcher-triggers", f"permanent: {{face_down: {face_down}, card: {card}}}\n"
                                              f"event: {event}\nwaits_for: {waits_for}\nwatching_for: {watching}")
    assert verdict.answer == answer


@pytest.mark.parametrize("subtypes, answer", [("[detective]", "yes"), ("[rogue]", "no")])
def test_whenever_a_detective_is_turned_face_up(corpus, subtypes, answer):
    verdict = ask(corpus, "watcher-triggers", "permanent: {face_down: cloak, card: {name: Sleuth, types: [creature], "
                                              f"mana_cost: '{{1}}{{W}}', subtypes: {subtypes}}}}}\n"
                                              "event: turned-face-up\nwaits_for: turned-face-up\n"
                                              "watching_for: {subtypes: [detective]}")
    assert verdict.answer == answer


@pytest.mark.parametrize("event, waits_for, answer, rule", [
    ("transforms", "turned-face-up", "no", "transform.b"),
    ("transforms", "transforms", "yes", "triggered-abilities.10"),
])
def test_transforming_is_not_turning_face_up(corpus, event, waits_for, answer, rule):
    verdict = ask(corpus, "watcher-triggers", f"permanent: {{card: {DELVER}}}\nevent: {event}\nwaits_for: {waits_for}")
    assert verdict.answer == answer
    assert rule in cited(verdict)


@pytest.mark.parametrize("face_down, answer, revealed", [("morph", "no", "Hooded Hydra"), ("none", "yes", None)])
def test_its_own_dies_ability_looks_back_in_time(corpus, face_down, answer, revealed):
    verdict = ask(corpus, "leaves-battlefield-triggers", f"permanent: {{face_down: {face_down}, card: {HYDRA}}}")
    assert verdict.answer == answer
    assert verdict.details["revealed"] == revealed
    assert "triggered-abilities.10a" in cited(verdict)


@pytest.mark.parametrize("zone, mana_value", [("stack", 0), ("battlefield", 0)])
def test_a_face_down_spell_is_a_colorless_2_2(corpus, zone, mana_value):
    verdict = ask(corpus, "characteristics", f"permanent: {{face_down: morph, zone: {zone}, card: {GIANT}}}")
    assert (verdict.answer["mana_value"], verdict.answer["colors"], verdict.answer["power"]) == (mana_value, [], 2)


@pytest.mark.parametrize("zone, answer", [("stack", "no"), ("battlefield", "yes")])
def test_a_face_down_spell_cant_be_turned_face_up(corpus, zone, answer):
    card = '{name: Angel, types: [creature], mana_cost: "{4}{W}{W}", morph: "{2}{W}{W}"}'
    assert ask(corpus, "can-turn-face-up", f"permanent: {{face_down: morph, zone: {zone}, card: {card}}}").answer \
        == answer


@pytest.mark.parametrize("event, to, answer, revealed", [("countered", "graveyard", "yes", "Hill Giant"),
                                                         ("leaves-stack", "battlefield", "no", None)])
def test_a_face_down_spell_is_revealed_unless_it_resolves(corpus, event, to, answer, revealed):
    verdict = ask(corpus, "must-reveal", f"permanent: {{face_down: morph, zone: stack, card: {GIANT}}}\n"
                                         f"event: {event}\nto: {to}")
    assert verdict.answer == answer
    assert verdict.details.get("revealed") == revealed


def test_cloak_and_manifest_are_never_spells(corpus):
    with pytest.raises(ScenarioError) as caught:
        ask(corpus, "characteristics", f"permanent: {{face_down: cloak, zone: stack, card: {GIANT}}}")
    assert "given.permanent.zone" in caught.value.message


@pytest.mark.parametrize("given, answer, rule", [
    ("exiled_by: foretell\nowner: you\nviewer: you", "yes", "foretell.a"),
    ("exiled_by: foretell\nowner: you\nviewer: opponent", "no", "exile.3"),
    ("exiled_by: hideaway\nowner: you\nhideaway_controller: opponent\nviewer: opponent", "yes", "hideaway.a"),
    ("exiled_by: hideaway\nowner: you\nhideaway_controller: opponent\nviewer: you", "no", "exile.3"),
    ("exiled_by: hideaway\nowner: you\nhideaway_controller: opponent\nviewer: you\nallowed_before: true", "yes",
     "exile.3"),
    ("exiled_by: effect\nviewer: you\nallowed_before: true\nshuffled: true", "no", "exile.3"),
])
def test_looking_at_cards_exiled_face_down(corpus, given, answer, rule):
    verdict = ask(corpus, "can-look-in-exile", given)
    assert verdict.answer == answer
    assert rule in cited(verdict)


@pytest.mark.parametrize("choice, manifested, graveyard", [(1, "Hill Giant", ["Shock"]), (2, "Shock", ["Hill Giant"])])
def test_manifest_dread(corpus, choice, manifested, graveyard):
    verdict = ask(corpus, "put-onto-battlefield-face-down",
                  f"action: manifest-dread\nlibrary: [{GIANT}, {{name: Shock, "
                                                            f"types: [instant]}}]\nchoice: {choice}")
    assert (verdict.answer["face_down"], verdict.answer["graveyard"]) == (manifested, graveyard)
    assert "manifest-dread.a" in cited(verdict)


def test_manifest_dread_needs_the_choice(corpus):
    with pytest.raises(ScenarioError) as caught:
        ask(corpus, "put-onto-battlefield-face-down", f"action: manifest-dread\nlibrary: [{GIANT}, {GIANT}]")
    assert "given.choice" in caught.value.message


@pytest.mark.parametrize("cant_enter, enters", [("{types: [creature]}", "no"), ("{types: [land]}", "yes")])
def test_a_cloak_fails_when_the_face_down_object_cant_enter(corpus, cant_enter, enters):
    verdict = ask(corpus, "put-onto-battlefield-face-down", "action: cloak\nlibrary: [{name: Forest, types: [land]}]\n"
                                                            f"cant_enter: {cant_enter}")
    assert verdict.answer["enters"] == enters
    if enters == "no":
        assert verdict.answer["stays_in"] == "library" and "cloak.f" in cited(verdict)


@pytest.mark.parametrize("tapped, answer", [("false", "no"), ("true", "yes")])
def test_a_manifested_tapland_enters_untapped_unless_the_effect_says_so(corpus, tapped, answer):
    verdict = ask(corpus, "put-onto-battlefield-face-down", "action: manifest\nlibrary: [{name: Temple, types: [land], "
                                                            f"abilities: [enters tapped]}}]\ntapped: {tapped}")
    assert verdict.answer["tapped"] == answer
