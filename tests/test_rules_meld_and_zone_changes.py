"""Meld (CR 701.42), a melded permanent leaving the battlefield (CR 712.21, 712.21c, 712.21e), cards returning to the
battlefield (CR 400.7, 110.5b, 400.4a, 111.8), manifest dread's watchers (CR 701.62b) and looking at a card exiled
face up (CR 406.3)."""

from __future__ import annotations

import pytest
from rules_helpers import ask, cited, state_of

from judge_cli.rules.api import ScenarioError

CARDS = """cards:
  Graf Rats: {types: [creature], mana_cost: "{1}{B}", double_faced: true, meld: true, back_name: Chittering Host,
              back_types: [creature]}
  Midnight Scavengers: {types: [creature], mana_cost: "{4}{B}", double_faced: true, meld: true,
                        back_name: Chittering Host, back_types: [creature]}
  Other Meld: {types: [creature], double_faced: true, meld: true, back_name: Something Else, back_types: [creature]}
"""


@pytest.mark.parametrize("first, second, melded, rule", [
    ("{card: Graf Rats}", "{card: Midnight Scavengers}", "yes", "meld.a"),
    ("{token: true, card: Graf Rats}", "{card: Midnight Scavengers}", "no", "meld.b"),
    ("{card: Graf Rats}", "{card: Other Meld}", "no", "meld.b"),
])
def test_melding(corpus, first, second, melded, rule):
    text = CARDS + f"permanents: [{first}, {second}]\nchecks_condition: false"
    verdict = ask(corpus, "meld", text)
    assert verdict.answer["melded"] == melded and rule in cited(verdict)


@pytest.mark.parametrize("second, condition, rule", [
    ("{card: Midnight Scavengers}", "yes", "meld.a"),
    ("{zone: hand, card: Midnight Scavengers}", "no", "meld.c"),
    ("{controller: opponent, card: Midnight Scavengers}", "no", "meld.c"),
    ("{owner: opponent, card: Midnight Scavengers}", "no", "meld.c"),
    ("{phased_out: true, card: Midnight Scavengers}", "no", "meld.c"),
    ("{face_down: morph, card: Midnight Scavengers}", "no", "name.2a"),
])
def test_the_meld_condition_is_checked_as_it_resolves(corpus, second, condition, rule):
    verdict = ask(corpus, "meld", CARDS + f"permanents: [{{card: Graf Rats}}, {second}]")
    assert verdict.answer["condition"] == condition and rule in cited(verdict)
    if condition == "no":
        assert verdict.answer["exiled"] == [] and "Graf Rats" in verdict.answer["on_battlefield"]


def test_a_meld_ability_names_two_objects(corpus):
    with pytest.raises(ScenarioError, match="the two objects"):
        state_of(corpus, "meld", CARDS + "permanents: [{card: Graf Rats}]")


MELDED = "permanent: {card: Graf Rats, melded_with: Midnight Scavengers}"


@pytest.mark.parametrize("permanent, event, waits_for, times", [
    (MELDED, "dies", "dies", "1"),
    (MELDED, "dies", "card-put-into-graveyard", "2"),
    (MELDED, "leaves-battlefield", "card-put-into-graveyard", "0"),
    ("permanent: {card: Graf Rats}", "dies", "card-put-into-graveyard", "1"),
    ("permanent: {token: true, card: Graf Rats}", "dies", "card-put-into-graveyard", "0"),
    ("permanent: {token: true, card: Graf Rats}", "dies", "dies", "1"),
    ("permanent: {face_down: cloak, card: Graf Rats}", "dies", "card-put-into-graveyard", "1"),
    ("permanent: {phased_out: true, card: Graf Rats}", "dies", "dies", "0"),
])
def test_how_many_times_it_triggers(corpus, permanent, event, waits_for, times):
    verdict = ask(corpus, "times-triggered", CARDS + f"{permanent}\nevent: {event}\nwaits_for: {waits_for}")
    assert verdict.answer == times


def test_cards_are_matched_by_their_front_faces(corpus):
    verdict = ask(corpus, "times-triggered", CARDS + MELDED.replace("Midnight Scavengers", "Other Meld") +
                  "\nevent: dies\nwaits_for: card-put-into-graveyard\nwatching_for: {named: [Graf Rats]}")
    assert verdict.answer == "1" and "double-faced.8a" in cited(verdict)


@pytest.mark.parametrize("permanent, extra, returned, face_up, rule", [
    (MELDED, "", ["Graf Rats", "Midnight Scavengers"], "yes", "double-faced.21c"),
    ("permanent: {face_down: morph, card: Graf Rats}", "", ["Graf Rats"], "yes", "face-down.9"),
    ("permanent: {token: true, card: Graf Rats}", "", [], None, "tokens.8"),
    ("permanent: {phased_out: true, card: Graf Rats}", "", [], None, "phasing.b"),
    ("permanent: {face_down: manifest, card: {name: Bolt, types: [instant]}}", "", [], None, "zones.4a"),
    ("permanent: {face_down: manifest, card: {name: Forest, types: [land]}}", "returns_face_down: true", ["Forest"],
     "no", "face-down.2a"),
    ("permanent: {face_down: manifest, card: {name: Forest, types: [land]}}",
     "returns_face_down: true\nthen_turned_face_up: true", ["Forest"], "yes", "face-down.7"),
])
def test_leaving_and_returning(corpus, permanent, extra, returned, face_up, rule):
    verdict = ask(corpus, "leaves-and-returns", CARDS + f"{permanent}\n{extra}")
    assert (verdict.answer["returned"], verdict.answer["face_up"]) == (returned, face_up)
    assert rule in cited(verdict)


@pytest.mark.parametrize("library, manifested, rule", [
    ("[]", "yes", "manifest-dread.b"), ("[{name: Hill Giant, types: [creature]}]", "yes", "manifest-dread.a"),
])
def test_manifesting_dread_triggers_even_with_nothing_to_manifest(corpus, library, manifested, rule):
    verdict = ask(corpus, "put-onto-battlefield-face-down", f"action: manifest-dread\nlibrary: {library}\n"
                  + ("choice: 1" if library != "[]" else ""))
    assert verdict.answer["manifested_dread"] == manifested and rule in cited(verdict)
    cloaked = ask(corpus, "put-onto-battlefield-face-down", "action: cloak\nlibrary: []")
    assert cloaked.answer["manifested_dread"] == "no"


@pytest.mark.parametrize("exiled_by, answer", [("face-up", "yes"), ("effect", "no")])
def test_a_card_exiled_face_up_is_public(corpus, exiled_by, answer):
    verdict = ask(corpus, "can-look-in-exile", f"exiled_by: {exiled_by}\nviewer: opponent")
    assert verdict.answer == answer and "exile.3" in cited(verdict)
