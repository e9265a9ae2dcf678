"""Issue 10's model: colour indicators, Oracle reading of "as turned face up" and "enters tapped", the store,
every rule name the evaluator cites, and reports that say the deciding fact first."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from judge_cli.game.card import Face
from judge_cli.game.oracle import read_oracle
from judge_cli.rules.citations import load_references
from judge_cli.store.codec import face_from_json, face_to_json

RULES = Path(__file__).resolve().parent.parent / "judge_cli" / "rules"


@pytest.mark.parametrize("face, colors", [
    (Face(name="Back", type_line="Land"), ()),
    (Face(name="Back", type_line="Creature", color_indicator=("blue",)), ("blue",)),
    (Face(name="Back", type_line="Creature", mana_cost="{G}", color_indicator=("white",)), ("white", "green")),
    (Face(name="Back", type_line="Creature", mana_cost="{G}", colors=("red",)), ("red",)),
])
def test_a_face_is_the_colors_of_its_mana_cost_and_color_indicator(face, colors):
    assert face.color_list == colors


@pytest.mark.parametrize("text, counters", [
    ("Morph {3}{G}{G}\nAs Hooded Hydra is turned face up, put five +1/+1 counters on it.", (("+1/+1", 5),)),
    ("As this creature is turned face up, put a +1/+1 counter on it.", (("+1/+1", 1),)),
    ("When this creature is turned face up, put five +1/+1 counters on target creature.", ()),
])
def test_oracle_text_gives_the_as_turned_face_up_counters(text, counters):
    assert read_oracle(text).turned_face_up_counters == counters


@pytest.mark.parametrize("text, tapped", [
    ("This land enters tapped.\n{T}: Add {G}.", True),
    ("Creatures your opponents control enter tapped.", False),
])
def test_oracle_text_gives_enters_tapped_only_for_the_permanent_itself(text, tapped):
    assert ("enters tapped" in read_oracle(text).abilities) is tapped


def test_oracle_text_gives_megamorph_and_turned_face_down_triggers():
    facts = read_oracle("Megamorph {1}{G}\nWhenever a permanent you control is turned face down, draw a card.")
    assert facts.costs == (("megamorph", "{1}{G}"),)
    assert "turned-face-down" in facts.triggers


def test_the_store_keeps_a_color_indicator_and_face_up_counters():
    face = Face(name="Back", type_line="Creature", color_indicator=("blue",), turned_face_up_counters=(("+1/+1", 5),))
    assert face_from_json(json.loads(json.dumps(face_to_json(face)))) == face


def test_every_rule_the_evaluator_names_is_a_known_reference():
    references = load_references()
    named = set()
    for path in RULES.rglob("*.py"):
        named |= set(re.findall(r'"((?:[a-z]+-)*[a-z]+\.[0-9]+[a-z]?)"', path.read_text(encoding="utf-8")))
    sections = {name.split(".")[0] for name in references.rules}
    unknown = sorted(name for name in named if name.split(".")[0] in sections and name not in references.rules)
    assert not unknown


def test_a_rule_newer_than_an_edition_has_no_number_there():
    rule = load_references().rules["manifest-dread.a"]
    assert rule.numbers == {"2026-01-16": "701.62a"}


def test_the_text_report_says_the_deciding_fact_before_the_answer(runner, app, tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text("scenarios:\n  - id: phased\n    question: can-turn-face-up\n    given:\n      permanent: "
                    "{face_down: cloak, phased_out: true, "
                    "card: {name: Giant, types: [creature], mana_cost: '{3}{R}'}}\n"
                    "    expect: {answer: 'no', cites: [phasing.b]}\n", encoding="utf-8")
    lines = runner.invoke(app, ["eval", str(path)]).stdout.splitlines()
    because = next(i for i, line in enumerate(lines) if line.strip().startswith("because:"))
    answer = next(i for i, line in enumerate(lines) if line.strip().startswith("answer:"))
    assert because < answer and "it is phased out, so" in lines[because]
    data = json.loads(runner.invoke(app, ["eval", "--format", "json", str(path)]).stdout)
    assert data["results"][0]["because"].startswith("it is phased out, so")
    assert [c["id"] for c in data["results"][0]["citations"]] == ["phasing.b"]
