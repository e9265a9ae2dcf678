"""Turning face up: procedures and costs, transforming, triggers, tapped status, targets and attachments."""

from __future__ import annotations

import pytest
from rules_helpers import GIANT, ask, cited

HIDDEN = '{name: Hidden Thing, types: [creature], mana_cost: "{3}{U}", disguise: "{1}{U}"}'
MORPHLING = '{name: Morph Beast, types: [creature], mana_cost: "{4}{G}", morph: "{2}{G}"}'
KRUIN = ('{name: Kruin Outlaw, types: [creature], mana_cost: "{1}{R}{R}", double_faced: true, '
         'back_name: Terror of Kruin Pass, back_types: [creature]}')
SAGA_DFC = ('{name: Tale of Claws, types: [enchantment], mana_cost: "{2}{G}", double_faced: true, '
            'back_name: Clawed Beast, back_types: [creature]}')


@pytest.mark.parametrize("permanent, answer, procedures", [
    ("{face_down: cloak, card: " + GIANT + "}", "yes", [("mana-cost", "{3}{R}")]),
    ("{face_down: manifest, card: " + GIANT + "}", "yes", [("mana-cost", "{3}{R}")]),
    ("{face_down: cloak, card: {name: Island, types: [land]}}", "no", []),
    ("{face_down: cloak, card: {name: Ornithopter, types: [artifact], mana_cost: '{0}'}}", "no", []),
    ("{face_down: cloak, card: {name: Dryad Arbor, types: [land, creature], power: 1, toughness: 1}}", "no", []),
    ("{face_down: cloak, card: {name: Shock, types: [instant], mana_cost: '{R}'}}", "no", []),
    ("{face_down: cloak, card: " + HIDDEN + "}", "yes", [("mana-cost", "{3}{U}"), ("disguise", "{1}{U}")]),
    ("{face_down: cloak, abilities_lost: true, card: " + HIDDEN + "}", "yes", [("mana-cost", "{3}{U}")]),
    ("{face_down: disguise, card: " + HIDDEN + "}", "yes", [("disguise", "{1}{U}")]),
    ("{face_down: disguise, abilities_lost: true, card: " + HIDDEN + "}", "no", []),
    ("{face_down: morph, card: " + MORPHLING + "}", "yes", [("morph", "{2}{G}")]),
    ("{face_down: morph, abilities_lost: true, card: " + MORPHLING + "}", "no", []),
    ("{face_down: manifest, card: " + MORPHLING + "}", "yes", [("mana-cost", "{4}{G}"), ("morph", "{2}{G}")]),
    ("{face_down: morph, card: " + GIANT + "}", "no", []),
    ("{face_down: cloak, card: " + KRUIN + "}", "yes", [("mana-cost", "{1}{R}{R}")]),
    ("{face_down: cloak, card: " + SAGA_DFC + "}", "no", []),
    ("{face_down: none, card: " + GIANT + "}", "no", []),
    ("{face_down: cloak, controller: opponent, card: " + GIANT + "}", "no", [("mana-cost", "{3}{R}")]),
])
def test_can_turn_face_up_procedures(corpus, permanent, answer, procedures):
    verdict = ask(corpus, "can-turn-face-up", f"permanent: {permanent}")
    assert verdict.answer == answer
    found = [(p["procedure"], p["cost"]) for p in verdict.details.get("procedures", [])]
    assert found == procedures


def test_corpus_instant_cloaked_is_never_turned_up_and_cites_the_ruling(corpus):
    verdict = ask(corpus, "can-turn-face-up", "permanent: {face_down: cloak, card: Become Anonymous}")
    assert verdict.answer == "no"
    assert {"instant-or-sorcery-stays-face-down", "cloak.g"} <= cited(verdict)


@pytest.mark.parametrize("extra, ruling", [
    ("abilities_lost: true, card: " + HIDDEN, "lost-abilities-no-disguise-cost"),
    ("abilities_lost: true, card: " + GIANT, "cloaked-creature-without-abilities"),
    ("card: " + HIDDEN, "disguise-or-morph-cost"),
    ("card: " + KRUIN, "cloaked-double-faced-card"),
    ("card: " + GIANT, "turn-face-up-special-action"),
])
def test_can_turn_face_up_cites_the_ruling_of_its_reason(corpus, extra, ruling):
    verdict = ask(corpus, "can-turn-face-up", f"permanent: {{face_down: cloak, {extra}}}")
    assert ruling in cited(verdict)


def test_type_changing_and_copy_effects_are_ignored_when_turning_up(corpus):
    text = ("permanent: {face_down: cloak, card: {name: Island, types: [land]}, effects: "
            "[{add_types: [artifact]}, {copy_of: " + GIANT + "}]}")
    verdict = ask(corpus, "can-turn-face-up", text)
    assert verdict.answer == "no"
    assert "turn-face-up-special-action" in cited(verdict)


def test_without_priority_the_special_action_is_not_available(corpus):
    text = "permanent: {face_down: cloak, card: " + GIANT + "}\nhas_priority: false"
    assert ask(corpus, "can-turn-face-up", text).answer == "no"


@pytest.mark.parametrize("permanent, answer", [
    ("{card: " + KRUIN + "}", "yes"),
    ("{card: " + KRUIN + ", transformed: true}", "yes"),
    ("{face_down: cloak, card: " + KRUIN + "}", "no"),
    ("{card: " + GIANT + "}", "no"),
    ("{card: {name: Valki, types: [creature], mana_cost: '{1}{B}', double_faced: true, modal: true, "
     "back_name: Tibalt, back_types: [planeswalker], back_mana_cost: '{5}{R}{R}'}}", "yes"),
    ("{card: {name: Sea Gate, types: [instant], mana_cost: '{2}{U}', double_faced: true, modal: true, "
     "back_name: Sea Gate Land, back_types: [land]}, transformed: true}", "no"),
])
def test_can_transform(corpus, permanent, answer):
    assert ask(corpus, "can-transform", f"permanent: {permanent}").answer == answer


def test_modal_transform_records_the_2024_difference(corpus):
    verdict = ask(corpus, "can-transform", "permanent: {card: {name: Valki, types: [creature], double_faced: true, "
                                           "modal: true, back_types: [planeswalker]}}")
    assert verdict.details["under_2024_02_02"] == "no"
    assert verdict.details["edition"] == "2026-01-16"


@pytest.mark.parametrize("text, answer", [
    ("permanent: {face_down: cloak, card: {name: Elvish Visionary, types: [creature], triggers: [enters]}}", "no"),
    ("permanent: {face_down: cloak, card: {name: Elvish Visionary, types: [creature], triggers: [enters]}}\n"
     "event: enters-face-down", "no"),
    ("permanent: {card: {name: Elvish Visionary, types: [creature], triggers: [enters]}}\n"
     "event: enters-face-up", "yes"),
    ("permanent: {card: " + GIANT + "}\nevent: enters-face-up", "no"),
    ("permanent: {card: " + GIANT + "}\nevent: enters-face-up\nwatcher: other", "yes"),
    ("permanent: {card: {name: Island, types: [land]}}\nevent: enters-face-up\nwatcher: other", "no"),
])
def test_enters_triggers(corpus, text, answer):
    verdict = ask(corpus, "enters-triggers-on-turning-face-up", text)
    assert verdict.answer == answer
    assert "turning-face-up-is-not-entering" in cited(verdict)


@pytest.mark.parametrize("permanent, extra, answer", [
    ("{face_down: cloak, card: {name: Horror, types: [creature], mana_cost: '{B}', triggers: [turned-face-up]}}",
     "", "yes"),
    ("{face_down: cloak, card: {name: Horror, types: [creature], mana_cost: '{B}'}}", "", "no"),
    ("{face_down: cloak, card: {name: Horror, types: [creature], mana_cost: '{B}'}}", "watcher: other", "yes"),
    ("{face_down: cloak, card: {name: Shock, types: [instant], mana_cost: '{R}'}}", "watcher: other", "no"),
    ("{face_down: cloak, card: {name: Shock, types: [instant], mana_cost: '{R}'}}", "by: effect", "no"),
    ("{face_down: cloak, card: {name: Island, types: [land]}}", "watcher: other", "no"),
    ("{face_down: cloak, card: {name: Island, types: [land]}}", "watcher: other\nby: effect", "yes"),
])
def test_turned_face_up_triggers(corpus, permanent, extra, answer):
    verdict = ask(corpus, "turned-face-up-triggers", f"permanent: {permanent}\n{extra}")
    assert verdict.answer == answer


def test_instant_never_turns_up_so_its_triggers_never_fire(corpus):
    verdict = ask(corpus, "turned-face-up-triggers",
                  "permanent: {face_down: cloak, card: Become Anonymous}\nby: effect")
    assert verdict.answer == "no"
    assert "instant-or-sorcery-stays-face-down" in cited(verdict)


@pytest.mark.parametrize("tapped, answer", [(True, "yes"), (False, "no")])
def test_tapped_status_is_unchanged(corpus, tapped, answer):
    verdict = ask(corpus, "tapped-after-turning-face-up",
                  f"permanent: {{face_down: morph, tapped: {str(tapped).lower()}, card: {MORPHLING}}}")
    assert verdict.answer == answer
    assert "tapped-status-unchanged" in cited(verdict)


@pytest.mark.parametrize("card, dependents, answer, results", [
    (GIANT, "targeted_by: [{name: Scour, requires: {colors: [colorless]}}]", "no", ["illegal-target"]),
    (GIANT, "targeted_by: [{name: Bolt, requires: {types: [creature]}}]", "yes", ["stays"]),
    (GIANT, "attached: [{name: Pacifism, kind: aura, requires: {not_colors: [red]}}]", "no", ["aura-to-graveyard"]),
    ("{name: Island, types: [land]}",
     "attached: [{name: Bonesplitter, kind: equipment, requires: {types: [creature]}}]",
     "no", ["equipment-unattached"]),
    (GIANT, "targeted_by: [{name: Snare, requires: {max_mana_value: 2}}]\n"
            "attached: [{name: Blade, kind: equipment, requires: {types: [creature]}}]", "no",
     ["illegal-target", "stays"]),
    ("{name: Goblin, types: [creature], mana_cost: '{R}', subtypes: [goblin]}",
     "targeted_by: [{name: Goblin Hunt, requires: {subtypes: [Goblin], max_mana_value: 2}}]", "yes", ["stays"]),
    ("{name: Shock, types: [instant], mana_cost: '{R}'}",
     "targeted_by: [{name: Scour, requires: {colors: [colorless]}}]", "yes", ["stays"]),
])
def test_targets_and_attachments(corpus, card, dependents, answer, results):
    verdict = ask(corpus, "targets-and-attachments-after-turning-face-up",
                  f"permanent: {{face_down: cloak, card: {card}}}\n{dependents}")
    assert verdict.answer == answer
    assert [d["result"] for d in verdict.details["dependents"]] == results
    assert "same-permanent-after-turning-face-up" in cited(verdict)


def test_effects_still_apply_when_checking_new_targets(corpus):
    text = ("permanent: {face_down: cloak, card: " + GIANT + ", effects: [{set_colors: [colorless]}]}\n"
            "targeted_by: [{name: Scour, requires: {colors: [colorless]}}]")
    assert ask(corpus, "targets-and-attachments-after-turning-face-up", text).answer == "yes"


@pytest.mark.parametrize("method, answer", [("special-action", "no"), ("spell", "yes"), ("ability", "yes")])
def test_can_respond(corpus, method, answer):
    verdict = ask(corpus, "can-respond-to-turning-face-up",
                  f"permanent: {{face_down: disguise, card: {HIDDEN}}}\nmethod: {method}")
    assert verdict.answer == answer
    assert "turn-face-up-special-action" in cited(verdict)
