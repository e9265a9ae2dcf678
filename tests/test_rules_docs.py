"""docs/given.md: every example gives the answer and the citations it shows."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from rules_helpers import tiny_resolver

from judge_cli.rules import QUESTION_KINDS, citation_ids, evaluate, parse_given
from judge_cli.yamlsafe import parse_yaml

DOCS = Path(__file__).resolve().parent.parent / "docs" / "given.md"
BLOCKS = [b for b in re.findall(r"```yaml\n(.*?)```", DOCS.read_text(encoding="utf-8"), re.S) if "question:" in b]


def _subset(expected, actual) -> bool:
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(k in actual and _subset(v, actual[k]) for k, v in expected.items())
    if isinstance(expected, list):
        return sorted(map(str, expected)) == sorted(map(str, actual))
    return expected == actual


def test_every_kind_has_an_example():
    shown = {parse_yaml(block, "docs")["question"] for block in BLOCKS}
    assert shown == set(QUESTION_KINDS)


@pytest.mark.parametrize("block", BLOCKS, ids=lambda b: b.split("\n", 1)[0])
def test_documented_example_holds(corpus, block):
    scenario = parse_yaml(block, "docs/given.md")
    state = parse_given(scenario["question"], scenario["given"], source="docs/given.md",
                        resolve_card=tiny_resolver(corpus))
    verdict = evaluate(scenario["question"], state, corpus)
    assert _subset(scenario["expect"]["answer"], verdict.answer), verdict.answer
    assert set(scenario["expect"].get("cites", [])) <= citation_ids(verdict)

