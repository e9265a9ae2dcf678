"""can-attack and can-cast: summoning sickness and casting face down, each verdict a contrasting pair."""

from __future__ import annotations

import pytest
from rules_helpers import GIANT, ask, cited, state_of

from judge_cli.rules.api import ScenarioError

HASTY = ('{name: Example Hasty Morph, types: [creature], mana_cost: "{2}{R}", power: 3, toughness: 2, '
         'abilities: [haste], morph: "{R}"}')
WALL = '{name: Example Wall, types: [creature], mana_cost: "{1}{W}", power: 0, toughness: 4, abilities: [defender]}'
SAGU = ('{name: Sagu Mauler, types: [creature], subtypes: [beast], mana_cost: "{4}{G}{U}", power: 6, toughness: 6, '
        'abilities: [trample, hexproof], morph: "{3}{G}{U}"}')
FLASHY = ('{name: Example Flash Morph, types: [creature], mana_cost: "{2}{U}", power: 2, toughness: 2, '
          'abilities: [flash], morph: "{2}{U}"}')
BRANCH = '{name: Branch of Vitu-Ghazi, types: [land], disguise: "{3}"}'


def attack(corpus, permanent: str, extra: str = ""):
    return ask(corpus, "can-attack", f"permanent: {permanent}\n{extra}")


@pytest.mark.parametrize("history, answer", [
    ("[]", "yes"), ("[turned-face-up]", "yes"), ("[turned-face-down]", "yes"), ("[phased-out, phased-in]", "yes"),
    ("[transformed]", "yes"), ("[entered]", "no"), ("[control-changed]", "no"), ("[entered, turned-face-up]", "no"),
])
def test_only_a_new_object_or_a_new_controller_brings_summoning_sickness(corpus, history, answer):
    verdict = attack(corpus, "{card: " + GIANT + "}" if "face-down" not in history
                     else "{face_down: effect, card: " + GIANT + "}", f"since_turn_began: {history}")
    assert verdict.answer == answer, history
    assert "creatures.6" in cited(verdict)


def test_haste_is_read_off_the_permanent_as_it_is_now(corpus):
    face_up = attack(corpus, "{card: " + HASTY + "}", "since_turn_began: [entered, turned-face-up]")
    face_down = attack(corpus, "{face_down: morph, card: " + HASTY + "}", "since_turn_began: [entered]")
    granted = attack(corpus, "{face_down: morph, card: " + HASTY + ", effects: [{add_abilities: [haste]}]}",
                     "since_turn_began: [entered]")
    assert (face_up.answer, face_down.answer, granted.answer) == ("yes", "no", "yes")
    assert "haste.b" in cited(face_up) and face_down.details["haste"] == "no"


def test_attacking_needs_an_untapped_creature_of_the_active_player_without_defender(corpus):
    assert attack(corpus, "{card: " + GIANT + "}").answer == "yes"
    assert attack(corpus, "{tapped: true, card: " + GIANT + "}").answer == "no"
    assert attack(corpus, "{card: " + GIANT + "}", "active_player: opponent").answer == "no"
    assert attack(corpus, "{controller: opponent, card: " + GIANT + "}", "active_player: opponent").answer == "yes"
    assert attack(corpus, "{phased_out: true, card: " + GIANT + "}", "since_turn_began: [phased-out]").answer == "no"
    wall = attack(corpus, "{card: " + WALL + "}")
    assert wall.answer == "no" and "defender.b" in cited(wall)
    # Defender doesn't stop paying {T}; a face-down Wall has no defender at all.
    assert attack(corpus, "{card: " + WALL + "}", "action: tap").answer == "yes"
    assert attack(corpus, "{face_down: manifest, card: " + WALL + "}").answer == "yes"


def test_a_land_turned_face_up_cannot_attack_but_can_tap_the_turn_it_was_cast(corpus):
    land = "{card: " + BRANCH + "}"
    assert attack(corpus, land, "since_turn_began: [turned-face-up]").answer == "no"
    assert attack(corpus, land, "since_turn_began: [entered, turned-face-up]\naction: tap").answer == "yes"
    assert attack(corpus, "{face_down: disguise, card: " + BRANCH + "}",
                  "since_turn_began: [entered]\naction: tap").answer == "no"


def test_a_cant_attack_restriction_covers_only_what_it_names(corpus):
    lockdown = "restrictions: [{name: Lockdown, forbids: attacking, requires: {face_down: true}}]"
    assert attack(corpus, "{face_down: cloak, card: " + GIANT + "}", lockdown).answer == "no"
    assert attack(corpus, "{card: " + GIANT + "}", lockdown).answer == "yes"
    # A restriction on attacking doesn't stop turning face up or activating abilities.
    turn = ask(corpus, "can-turn-face-up", "permanent: {face_down: cloak, card: " + GIANT + "}\n" + lockdown)
    assert turn.answer == "yes"


@pytest.mark.parametrize("extra, message", [
    ("since_turn_began: [flickered]", r"given.since_turn_began\[1\]: unknown event 'flickered'"),
    ("since_turn_began: [turned-face-up]", "given.permanent.face_down"),
    ("since_turn_began: [phased-out]", "given.permanent.phased_out"),
    ("action: block", "given.action"),
])
def test_bad_history_is_a_located_error(corpus, extra, message):
    with pytest.raises(ScenarioError, match=message):
        attack(corpus, "{face_down: cloak, card: " + GIANT + "}", extra)


def cast(corpus, card: str, extra: str = ""):
    return ask(corpus, "can-cast", f"card: {card}\n{extra}")


def test_a_card_cast_face_down_has_no_flash_but_a_permission_still_applies(corpus):
    late = "active_player: opponent\nstep: end\n"
    assert cast(corpus, FLASHY, late + "by: face-up").answer == "yes"
    face_down = cast(corpus, FLASHY, late + "by: morph")
    assert face_down.answer == "no" and {"face-down.4", "timing.1a"} <= cited(face_down)
    assert cast(corpus, FLASHY, late + "by: morph\nflash_permission: {}").answer == "yes"
    # A permission for blue creature spells doesn't see the colorless face-down spell.
    assert cast(corpus, FLASHY, late + "by: morph\nflash_permission: {colors: [blue]}").answer == "no"
    assert cast(corpus, FLASHY, late + "by: face-up\nflash_permission: {colors: [blue]}").answer == "yes"


@pytest.mark.parametrize("extra, answer", [
    ("", "yes"), ("stack_empty: false", "no"), ("step: upkeep", "no"), ("active_player: opponent", "no"),
    ("has_priority: false", "no"), ("step: cleanup", "no"),
])
def test_a_spell_without_flash_waits_for_its_casters_main_phase(corpus, extra, answer):
    assert cast(corpus, SAGU, "by: morph\n" + extra).answer == answer, extra


@pytest.mark.parametrize("requires, face_down, face_up", [
    ("{named: [Sagu Mauler]}", "yes", "no"),
    ("{types: [creature], min_mana_value: 4}", "yes", "no"),
    ("{types: [creature]}", "no", "no"),
    ("{colors: [green]}", "yes", "no"),
])
def test_prohibitions_see_the_face_down_spell(corpus, requires, face_down, face_up):
    rule = f"restrictions: [{{name: Prohibition, forbids: casting, requires: {requires}}}]\n"
    assert cast(corpus, SAGU, rule + "by: morph").answer == face_down
    assert cast(corpus, SAGU, rule + "by: face-up").answer == face_up


def test_same_name_as_a_face_down_permanent_forbids_nothing(corpus):
    def rule(permanent: str) -> str:
        return ("restrictions: [{name: Reflector Mage, forbids: casting, controller: opponent, affects: opponents, "
                f"same_name_as: {permanent}}}]")
    assert cast(corpus, SAGU, rule("{face_down: morph, card: " + SAGU + "}")).answer == "yes"
    assert cast(corpus, SAGU, rule("{card: " + SAGU + "}")).answer == "no"
    assert cast(corpus, SAGU, rule("{card: " + SAGU + "}") + "\nby: morph").answer == "yes"
    assert cast(corpus, SAGU, rule("{card: " + GIANT + "}")).answer == "yes"


def test_split_second_lands_and_alternative_costs(corpus):
    split = "restrictions: [{name: Sudden Spoiling, forbids: split-second}]"
    assert cast(corpus, SAGU, split + "\nby: morph").answer == "no"
    assert cast(corpus, BRANCH).answer == "no"
    assert cast(corpus, BRANCH, "by: disguise").answer == "yes"
    assert cast(corpus, BRANCH, "by: morph").answer == "no"
    assert cast(corpus, SAGU, "by: morph\nwithout_paying_mana_cost: true").answer == "no"
    assert cast(corpus, SAGU, "without_paying_mana_cost: true").answer == "yes"
    # A casting prohibition doesn't stop activating abilities.
    assert ask(corpus, "can-activate", "permanent: {card: {name: Q, types: [creature], activated: ['{1}: x']}}\n"
               "ability: '{1}: x'\nrestrictions: [{name: M, forbids: casting}]").answer == "yes"


@pytest.mark.parametrize("extra, message", [
    ("by: flip", "given.by"), ("step: lunch", "given.step"),
    ("restrictions: [{name: R, forbids: casting, same_name_as: {face_down: morph}}]",
     r"given.restrictions\[1\].same_name_as"),
    ("flash_permission: {colour: [blue]}", "given.flash_permission"),
])
def test_bad_casting_input_is_a_located_error(corpus, extra, message):
    with pytest.raises(ScenarioError, match=message):
        cast(corpus, SAGU, extra)


GROWTH = "{name: Giant Growth, power: 3, toughness: 3, until: end-of-turn, created: <x>}"


@pytest.mark.parametrize("created, size", [("this-turn", (5, 5)), ("earlier-turn", (2, 2))])
def test_an_until_end_of_turn_effect_from_an_earlier_turn_has_ended(corpus, created, size):
    """Even while the permanent was phased out (CR 702.26f): the effect ended in that turn's cleanup step."""
    verdict = ask(corpus, "characteristics", "permanent: {face_down: morph, card: " + SAGU + ", effects: ["
                  + GROWTH.replace("<x>", created) + "]}")
    assert (verdict.answer["power"], verdict.answer["toughness"]) == size
    assert ("cleanup.2" in cited(verdict)) == (created == "earlier-turn")


def test_an_ended_effect_no_longer_takes_away_a_morph_cost(corpus):
    frog = "{name: Turn to Frog, lose_all_abilities: true, until: end-of-turn, created: <x>}"
    text = "permanent: {face_down: morph, card: " + SAGU + ", effects: [" + frog + "]}\npaying: '{3}{G}{U}'"
    assert ask(corpus, "can-turn-face-up", text.replace("<x>", "this-turn")).answer == "no"
    assert ask(corpus, "can-turn-face-up", text.replace("<x>", "earlier-turn")).answer == "yes"
    # Without a duration an effect from an earlier turn still applies.
    lasting = text.replace(", until: end-of-turn", "").replace("<x>", "earlier-turn")
    assert ask(corpus, "can-turn-face-up", lasting).answer == "no"


def test_a_bad_duration_is_a_located_error(corpus):
    with pytest.raises(ScenarioError, match=r"given.permanent.effects\[1\].created"):
        ask(corpus, "characteristics", "permanent: {card: " + SAGU + ", effects: [{power: 1, until: end-of-turn, "
                                       "created: yesterday}]}")


COHORT = "{card: {name: Goblin Cohort, types: [creature], mana_cost: '{R}', power: 2, toughness: 2}}"
UNLESS = "restrictions: [{name: Goblin Cohort, forbids: attacking, unless_cast: {types: [creature]}}]\n"


@pytest.mark.parametrize("cast, answer", [
    ("[]", "no"),
    ("[{zone: stack, face_down: morph, card: " + SAGU + "}]", "yes"),
    ("[{zone: stack, face_down: disguise, card: " + BRANCH + "}]", "yes"),
    ("[{zone: stack, card: {name: Hide in Plain Sight, types: [sorcery], mana_cost: '{1}{G}'}}]", "no"),
    ("[{zone: stack, card: " + SAGU + "}]", "yes"),
])
def test_an_unless_cast_restriction_sees_each_spell_as_it_was_cast(corpus, cast, answer):
    verdict = attack(corpus, COHORT, UNLESS + f"cast_this_turn: {cast}")
    assert verdict.answer == answer, cast
    assert ("face-down.4" in cited(verdict)) == ("face_down" in cast)


def test_a_spell_cast_this_turn_must_be_on_the_stack(corpus):
    with pytest.raises(ScenarioError, match=r"given.cast_this_turn\[1\].zone"):
        attack(corpus, COHORT, UNLESS + "cast_this_turn: [{card: " + SAGU + "}]")


DELVER = ("{name: Delver of Secrets, types: [creature], mana_cost: '{U}', power: 1, toughness: 1, double_faced: true, "
          "back_name: Insectile Aberration, back_types: [creature], back_power: 3, back_toughness: 2}")


@pytest.mark.parametrize("original, transforms, turns_down, power", [
    ("{transformed: true, card: " + DELVER + "}", "yes", "no", 3),
    ("{card: " + DELVER + "}", "yes", "no", 1),
    ("{face_down: manifest, card: " + DELVER + "}", "no", "yes", 2),
    ("{card: " + GIANT + "}", "no", "yes", 3),
])
def test_a_token_copy_is_double_faced_only_when_it_copies_a_face_up_double_faced_permanent(
        corpus, original, transforms, turns_down, power):
    token = f"permanent: {{created_as_copy_of: {original}}}"
    assert ask(corpus, "can-transform", token).answer == transforms
    assert ask(corpus, "turn-face-down", token).answer == turns_down
    chars = ask(corpus, "characteristics", token)
    assert chars.answer["power"] == power and chars.details["face_down"] == "none"
    assert state_of(corpus, "characteristics", token).permanent.token


def test_a_token_copy_of_a_face_down_permanent_is_a_face_up_warded_2_2(corpus):
    original = ("{face_down: disguise, card: {name: X, types: [creature], mana_cost: '{2}{B}', power: 4, "
                "toughness: 4, disguise: '{1}{B}'}}")
    chars = ask(corpus, "characteristics", f"permanent: {{created_as_copy_of: {original}}}")
    assert (chars.answer["name"], chars.answer["abilities"], chars.details["face_down"]) == (None, ["ward {2}"], "none")
    assert {"copying.2", "permanents.5b"} <= cited(chars)


@pytest.mark.parametrize("extra", ["card: " + GIANT, "face_down: cloak", "transformed: true"])
def test_a_token_copy_takes_nothing_else_of_its_own(corpus, extra):
    with pytest.raises(ScenarioError, match="given.permanent.created_as_copy_of"):
        ask(corpus, "characteristics", f"permanent: {{{extra}, created_as_copy_of: {{card: {GIANT}}}}}")
