"""``resolve``: Become Anonymous, Hide in Plain Sight and Unexplained Absence on explicit states."""

from __future__ import annotations

import pytest
from rules_helpers import ask, cited, state_of

from judge_cli.rules.api import ScenarioError

CARDS = """
cards:
  Hill Giant: {types: [creature], mana_cost: "{3}{R}"}
  Grizzly Bears: {types: [creature], mana_cost: "{1}{G}"}
  Island: {types: [land]}
  Shock: {types: [instant], mana_cost: "{R}"}
  Ornithopter: {types: [artifact, creature], mana_cost: "{0}"}
  Forest: {types: [land]}
"""
BEAR = "{label: bear, card: Grizzly Bears}"


def resolve(corpus, body: str):
    return ask(corpus, "resolve", CARDS + body)


def test_become_anonymous_cloaks_the_target_and_two_cards_tapped(corpus):
    verdict = resolve(corpus, f"card: Become Anonymous\nlibrary: {{you: [Hill Giant, Shock, Island]}}\n"
                              f"battlefield: [{BEAR}]\ntargets: [bear]")
    answer = verdict.answer
    assert answer["resolves"] == "yes"
    assert answer["cloaked"] == {"you": ["Grizzly Bears", "Hill Giant", "Shock"]}
    assert answer["tapped"] == "yes"
    assert answer["can_turn_face_up_later"] == ["Grizzly Bears", "Hill Giant"]
    assert verdict.details["library_sizes"]["you"] == 1
    assert all(row["tapped"] == "yes" for row in verdict.details["cloaked"])
    assert {"pile-is-shuffled", "instant-or-sorcery-stays-face-down", "cloak.a"} <= cited(verdict)


@pytest.mark.parametrize("target, reason", [
    ("{label: bear, token: true, card: Grizzly Bears}", "token"),
    ("{label: bear, owner: opponent, card: Grizzly Bears}", "owner"),
    ("{label: bear, card: Island}", "creature"),
    ("{label: bear, zone: graveyard, card: Grizzly Bears}", "left the battlefield"),
])
def test_become_anonymous_with_an_illegal_target_does_nothing(corpus, target, reason):
    verdict = resolve(corpus, f"card: Become Anonymous\nlibrary: {{you: [Hill Giant, Island]}}\n"
                              f"battlefield: [{target}]\ntargets: [bear]")
    assert verdict.answer["resolves"] == "no"
    assert verdict.answer["illegal_targets"] == ["bear"]
    assert verdict.answer["cloaked_count"] == 0
    assert verdict.details["library_sizes"]["you"] == 2
    assert "resolving.2b" in cited(verdict)
    assert reason in verdict.steps[0].fact


def test_become_anonymous_takes_back_a_creature_you_own_that_an_opponent_controls(corpus):
    verdict = resolve(corpus, "card: Become Anonymous\nlibrary: {you: [Island, Island]}\n"
                              "battlefield: [{label: bear, controller: opponent, owner: you, card: Grizzly Bears}]\n"
                              "targets: [bear]")
    assert verdict.answer["cloaked"] == {"you": ["Grizzly Bears", "Island", "Island"]}


BRUNA = ('{name: Bruna, types: [creature], mana_cost: "{5}{W}{W}", double_faced: true, meld: true, back_name: Brisela, '
         'back_types: [creature], back_power: 9, back_toughness: 10}')
GISELA = ('{name: Gisela, types: [creature], mana_cost: "{2}{W}{W}", double_faced: true, meld: true, '
          'back_name: Brisela, back_types: [creature]}')


@pytest.mark.parametrize("melded_with, cloaked", [(GISELA, ["Bruna", "Gisela", "Island", "Shock"]),
                                                  (None, ["Bruna", "Island", "Shock"])])
def test_become_anonymous_exiles_both_cards_of_a_melded_permanent(corpus, melded_with, cloaked):
    """Exiling a melded permanent exiles both its cards, and the effect cloaks both (CR 712.21c)."""
    pair = f", melded_with: {melded_with}" if melded_with else ""
    verdict = resolve(corpus, f"card: Become Anonymous\nlibrary: {{you: [Shock, Island, Forest]}}\n"
                              f"battlefield: [{{label: host, card: {BRUNA}{pair}}}]\ntargets: [host]")
    assert verdict.answer["cloaked"] == {"you": cloaked}
    assert verdict.answer["cloaked_count"] == len(cloaked)
    assert ("double-faced.21c" in cited(verdict)) is (melded_with is not None)


@pytest.mark.parametrize("pay, resolves", [(True, "yes"), (False, "no")])
def test_ward_of_an_opponents_face_down_target(corpus, pay, resolves):
    verdict = resolve(corpus, "card: Become Anonymous\nlibrary: {you: [Island, Island]}\n"
                              "battlefield: [{label: cloaked, face_down: cloak, controller: opponent, owner: you, "
                              f"card: Hill Giant}}]\ntargets: [cloaked]\npay_ward: {str(pay).lower()}")
    assert verdict.answer["resolves"] == resolves
    assert verdict.details["countered_by_ward"] is (not pay)
    assert "ward.a" in cited(verdict)


@pytest.mark.parametrize("library, count", [("[Hill Giant]", 2), ("[]", 1)])
def test_become_anonymous_with_a_short_library(corpus, library, count):
    verdict = resolve(corpus, f"card: Become Anonymous\nlibrary: {{you: {library}}}\nbattlefield: [{BEAR}]\n"
                              "targets: [bear]")
    assert verdict.answer["cloaked_count"] == count
    assert "library" in verdict.steps[0].fact


def test_become_anonymous_by_its_german_name_reveals_a_face_down_target(corpus):
    verdict = resolve(corpus, "card: Anonym werden\nlibrary: {you: [Island, Island]}\n"
                              "battlefield: [{label: fd, face_down: manifest, card: Shock}]\ntargets: [fd]")
    assert verdict.answer["resolves"] == "yes"
    assert "reveal-when-leaving" in cited(verdict)


@pytest.mark.parametrize("library, choice, cloaked, bottom, size", [
    ("[Island, Hill Giant, Forest, Shock, Grizzly Bears, Island, Island]", None,
     ["Hill Giant", "Island"], ["Forest", "Grizzly Bears", "Shock"], 5),
    ("[Island, Hill Giant, Forest, Shock, Grizzly Bears, Island, Island]", "[2, Grizzly Bears]",
     ["Grizzly Bears", "Hill Giant"], ["Forest", "Island", "Shock"], 5),
    ("[Island, Hill Giant, Forest]", "[3, 2]", ["Forest", "Hill Giant"], ["Island"], 1),
    ("[Hill Giant]", None, ["Hill Giant"], [], 0),
    ("[]", None, [], [], 0),
])
def test_hide_in_plain_sight(corpus, library, choice, cloaked, bottom, size):
    body = f"card: Hide in Plain Sight\nlibrary: {{you: {library}}}" + (f"\ncloak_choice: {choice}" if choice else "")
    verdict = resolve(corpus, body)
    assert verdict.answer["resolves"] == "yes"
    assert sorted(sum(verdict.answer["cloaked"].values(), [])) == cloaked
    assert verdict.answer["library_bottom"] == bottom
    assert verdict.answer["tapped"] == "no"
    assert verdict.details["library_sizes"]["you"] == size


@pytest.mark.parametrize("body, key", [
    ("card: Hide in Plain Sight\nlibrary: {you: [Island, Island, Island]}\ncloak_choice: [1]", "cloak_choice"),
    ("card: Hide in Plain Sight\nlibrary: {you: [Island, Island]}\ncloak_choice: [1, 1]", "cloak_choice"),
    ("card: Hide in Plain Sight\nlibrary: {you: [Island]}\ncloak_choice: [Forest]", "cloak_choice"),
    ("card: Hide in Plain Sight\ntargets: [x]", "targets"),
    ("card: Become Anonymous\nbattlefield: [{label: a, card: Island}]\ntargets: [a, b]", "targets"),
    ("card: Become Anonymous\nbattlefield: [{label: a, card: Island}]\ntargets: [b]", "targets"),
    ("card: Unexplained Absence\nbattlefield: [{label: a, card: Island}]\ntargets: {nobody: a}", "targets"),
    ("card: Unexplained Absence\nbattlefield: [{label: a, card: Island}]\ntargets: {you: a, opponent: a}", "targets"),
    ("card: Become Anonymous\nbattlefield: [{card: Island}, {card: Island}]\ntargets: [Island]", "battlefield"),
    ("card: Shock\ntargets: [x]", "card"),
    ("card: Hide in Plain Sight\nlibrary: {zed: []}", "library"),
])
def test_bad_resolve_states_name_the_key(corpus, body, key):
    with pytest.raises(ScenarioError) as caught:
        state_of(corpus, "resolve", CARDS + body)
    assert key in caught.value.message
    assert caught.value.line


UA_FIELD = """
battlefield:
  - {label: bear, card: Grizzly Bears}
  - {label: thopter, controller: opponent, card: Ornithopter}
  - {label: forest, controller: opponent, card: Forest}
  - {label: soldier, token: true, controller: opponent, card: {name: Soldier, types: [creature]}}
"""


@pytest.mark.parametrize("targets, library, resolves, cloaked, exiled, illegal", [
    ("{you: bear, opponent: thopter}", "{you: [Hill Giant], opponent: [Shock]}", "yes",
     {"you": ["Hill Giant"], "opponent": ["Shock"]}, ["Grizzly Bears", "Ornithopter"], []),
    ("{you: bear, opponent: forest}", "{you: [Hill Giant], opponent: [Shock]}", "yes",
     {"you": ["Hill Giant"]}, ["Grizzly Bears"], ["forest"]),
    ("{opponent: forest}", "{you: [Hill Giant], opponent: [Shock]}", "no", {}, [], ["forest"]),
    ("{you: thopter}", "{you: [Hill Giant], opponent: [Shock]}", "no", {}, [], ["thopter"]),
    ("{opponent: soldier}", "{you: [Hill Giant], opponent: [Island]}", "yes", {"opponent": ["Island"]}, [], []),
    ("{}", "{you: [Hill Giant], opponent: [Shock]}", "yes", {}, [], []),
    ("{you: bear, opponent: thopter}", "{you: [], opponent: [Shock]}", "yes", {"opponent": ["Shock"]},
     ["Grizzly Bears", "Ornithopter"], []),
])
def test_unexplained_absence(corpus, targets, library, resolves, cloaked, exiled, illegal):
    verdict = resolve(corpus, f"card: Unexplained Absence\nlibrary: {library}\ntargets: {targets}\n{UA_FIELD}")
    answer = verdict.answer
    assert (answer["resolves"], answer["cloaked"], answer["exiled"], answer["illegal_targets"]) == (
        resolves, cloaked, exiled, illegal)
    assert answer["tapped"] == "no"


def test_unexplained_absence_token_ceases_to_exist(corpus):
    verdict = resolve(corpus, f"card: Unexplained Absence\nlibrary: {{opponent: [Island]}}\n"
                              f"targets: {{opponent: soldier}}\n{UA_FIELD}")
    assert verdict.details["ceased_to_exist"] == ["soldier"]
    assert "tokens.7" in cited(verdict)


def test_unexplained_absence_in_a_three_player_game(corpus):
    verdict = resolve(corpus, "card: Unexplained Absence\nplayers: [you, ana, bo]\n"
                              "library: {ana: [Hill Giant], bo: [Island]}\n"
                              "battlefield: [{label: a, controller: ana, card: Grizzly Bears}, "
                              "{label: b, controller: bo, card: Ornithopter}]\ntargets: {ana: a, bo: b}")
    assert verdict.answer["cloaked"] == {"ana": ["Hill Giant"], "bo": ["Island"]}


def test_resolving_twice_gives_the_same_answer(corpus):
    state = state_of(corpus, "resolve", CARDS + "card: Hide in Plain Sight\nlibrary: {you: [Island, Hill Giant]}")
    from judge_cli.rules import evaluate

    assert evaluate("resolve", state, corpus).answer == evaluate("resolve", state, corpus).answer
