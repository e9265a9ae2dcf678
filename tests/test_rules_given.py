"""Validation of ``given``: unknown kinds and keys, missing and mistyped values, card references."""

from __future__ import annotations

from pathlib import Path

import pytest
from rules_helpers import GIANT, SOURCE, ask, given_of, state_of, tiny_resolver

from judge_cli.rules import KINDS, QUESTION_KINDS, parse_given
from judge_cli.rules.api import ScenarioError

DOCS = Path(__file__).resolve().parent.parent / "docs" / "given.md"


def error_of(corpus, question: str, text: str | None) -> ScenarioError:
    with pytest.raises(ScenarioError) as caught:
        parse_given(question, given_of(text) if text is not None else None, source=SOURCE,
                    resolve_card=tiny_resolver(corpus))
    return caught.value


def test_issue_kinds_are_all_there():
    issue_kinds = {
        "can-turn-face-up", "can-transform", "characteristics", "enters-triggers-on-turning-face-up",
        "turned-face-up-triggers", "tapped-after-turning-face-up", "targets-and-attachments-after-turning-face-up",
        "can-look", "share-a-name", "must-reveal", "can-respond-to-turning-face-up", "resolve",
    }
    assert issue_kinds <= set(QUESTION_KINDS)
    assert "can-rearrange-face-down" in QUESTION_KINDS


@pytest.mark.parametrize("typo, suggestion", [
    ("can-turn-faceup", "can-turn-face-up"), ("can-transfrom", "can-transform"), ("must-reveals", "must-reveal"),
])
def test_unknown_kind_suggests_the_nearest(corpus, typo, suggestion):
    error = error_of(corpus, typo, "permanent: {card: Become Anonymous}")
    assert suggestion in error.message and "expected" in error.message
    assert error.source == SOURCE


# Each case: question, given, a word the message must contain, the line of the fault.
BAD = [
    ("can-look", "permanent: {face_down: cloak, card: Become Anonymous}\nviewr: opponent", "viewr", 2),
    ("can-look", "permanent: {face_down: cloak, card: Become Anonymous}", "viewer", 1),
    ("can-look", "permanent: {face_down: cloak, card: Become Anonymous}\nviewer: owner", "viewer", 2),
    ("can-look", "permanent: {face_down: cloak, card: Become Anonymous}\nviewer: opponent\n"
                 "effect_allows_looking: maybe", "effect_allows_looking", 3),
    ("can-transform", "permanent:\n  face_down: clok\n  card: Become Anonymous", "face_down", 2),
    ("can-transform", "permanent:\n  card: Become Anonymus", "Become Anonymus", 2),
    ("can-transform", "permanent:\n  card: {name: X}", "types", 2),
    ("can-transform", "permanent:\n  card: {name: X, types: [creture]}", "types", 2),
    ("can-transform", "permanent:\n  card: {name: X, types: [creature], mana_cost: 3R}", "mana_cost", 2),
    ("can-transform", "permanent:\n  card: {name: X, types: [creature], back_name: Y}", "double_faced", 2),
    ("can-transform", "permanent:\n  tapped: yes please\n  card: " + GIANT, "tapped", 2),
    ("can-transform", "permanent:\n  card: " + GIANT + "\n  counters: {'+1/+1': -1}", "+1/+1", 3),
    ("can-transform", "permanent:\n  card: " + GIANT + "\n  effects:\n    - {power: lots}", "power", 4),
    ("can-transform", "permanent:\n  card: " + GIANT + "\n  transformed: true", "transformed", 3),
    ("can-transform", "permanent: Hill Giant", "mapping", 1),
    ("can-transform", "[1, 2]", "mapping", 1),
    ("can-transform", None, "permanent", None),
    ("tapped-after-turning-face-up", "permanent: {card: " + GIANT + "}", "face_down", 1),
    ("enters-triggers-on-turning-face-up", "permanent: {face_down: cloak, card: " + GIANT + "}\n"
                                           "event: enters-face-up", "face_down", 1),
    ("targets-and-attachments-after-turning-face-up", "permanent: {face_down: cloak, card: " + GIANT + "}\n"
     "attached:\n  - {name: Ring, kind: curse}", "kind", 3),
    ("targets-and-attachments-after-turning-face-up", "permanent: {face_down: cloak, card: " + GIANT + "}\n"
     "targeted_by:\n  - {name: Scour, requires: {colour: [blue]}}", "colour", 3),
    ("must-reveal", "permanent: {face_down: cloak, card: " + GIANT + "}\nevent: dies\nto: exile", "to", 3),
    ("must-reveal", "permanent: {face_down: cloak, card: " + GIANT + "}\nevent: attacks\nto: exile", "to", 3),
    ("must-reveal", "permanent: {face_down: cloak, card: " + GIANT + "}\nevent: explodes", "event", 2),
    ("can-rearrange-face-down", "permanents: []", "permanents", 1),
    ("can-look", "cards: [Hill Giant]\npermanent: {card: " + GIANT + "}\nviewer: opponent", "cards", 1),
]


@pytest.mark.parametrize("question, text, word, line", BAD)
def test_bad_given_names_key_line_and_expectation(corpus, question, text, word, line):
    error = error_of(corpus, question, text)
    assert word in error.message
    assert error.line == line
    assert error.source == SOURCE
    if "Anonymus" not in word:  # the card resolver writes its own message
        assert "expected" in error.message


def test_unknown_key_suggests_the_nearest_key(corpus):
    error = error_of(corpus, "can-look", "permanent: {card: Become Anonymous}\nviewr: opponent")
    assert "did you mean 'viewer'" in error.message


def test_local_card_definitions_are_used_before_the_corpus(corpus):
    text = ("cards:\n  Hill Giant: {types: [creature], mana_cost: '{3}{R}'}\n"
            "permanent: {face_down: cloak, card: hill giant}")
    state = state_of(corpus, "can-turn-face-up", text)
    assert state.permanent.card.name == "Hill Giant"
    assert state.permanent.card.mana_cost == "{3}{R}"


@pytest.mark.parametrize("name", ["Become Anonymous", "Anonym werden", "群衆紛れ", "Anonymat"])
def test_corpus_cards_by_name_in_any_language(corpus, name):
    state = state_of(corpus, "characteristics", f"permanent: {{card: {name}}}")
    assert state.permanent.card.id == "become-anonymous"


def test_issue_example_keys_are_accepted(corpus):
    text = """
    permanent:
      face_down: cloak
      card:
        name: Kruin Outlaw
        types: [creature]
        mana_cost: "{1}{R}{R}"
        double_faced: true
        back_types: [creature]
      tapped: false
      abilities_lost: false
      controller: you
    """
    assert ask(corpus, "can-transform", text).answer == "no"


def test_defaults_are_filled_in(corpus):
    state = state_of(corpus, "turned-face-up-triggers", "permanent: {face_down: cloak, card: " + GIANT + "}")
    assert (state.by, state.watcher) == ("special-action", "self")
    assert state.permanent.owner == "you" and not state.permanent.tapped


def test_docs_describe_every_kind_and_key():
    text = DOCS.read_text(encoding="utf-8")
    from judge_cli.rules.given import CARD_KEYS, EFFECT_KEYS, PERMANENT_KEYS, REQUIREMENT_KEYS

    for kind in QUESTION_KINDS:
        assert f"## `{kind}`" in text, kind
        for key in KINDS[kind].keys:
            assert f"`{key.name}`" in text, (kind, key.name)
    for key in (*(spec.name for spec in KINDS["resolve"].keys), *CARD_KEYS, *PERMANENT_KEYS, *EFFECT_KEYS,
                *REQUIREMENT_KEYS):
        assert f"`{key}`" in text, key
