"""The example scenarios under examples/scenarios: they pass, and they cover what the issue asks."""

from __future__ import annotations

from itertools import combinations
from pathlib import Path

import pytest

from judge_cli.rules import QUESTION_KINDS
from judge_cli.scenarios.fileformat import Scenario, collect_sources, read_source
from judge_cli.scenarios.runner import PASS, run_paths

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "scenarios"
#: Keys whose whole value counts as one fact when comparing two states (a card, a list of things).
ATOMIC = {"card", "cards", "other"}


@pytest.fixture(scope="module")
def scenarios() -> list[Scenario]:
    found = []
    for source in collect_sources([str(EXAMPLES)]):
        for entry in read_source(source).entries:
            assert isinstance(entry, Scenario), entry.message
            found.append(entry)
    return found


def test_every_example_passes(corpus):
    report = run_paths(collect_sources([str(EXAMPLES)]), corpus)
    failing = [f"{r.id}: {r.status} {r.error or '; '.join(r.failures)}" for r in report.results if r.status != PASS]
    assert not failing, "\n".join(failing)
    assert report.summary().passed >= 60


def test_every_example_expects_an_answer_and_citations(scenarios):
    lacking = [s.id for s in scenarios if s.expect is None or s.expect.answer is None or not s.expect.cites]
    assert not lacking


def test_every_corpus_ruling_is_cited_by_some_example(corpus, scenarios):
    cited = {cite for scenario in scenarios for cite in scenario.expect.cites}
    uncited = sorted(set(corpus.rulings) - cited)
    assert not uncited, f"no example scenario has these rulings in expect.cites: {uncited}"


def test_every_question_kind_has_examples(scenarios):
    asked = {scenario.question for scenario in scenarios}
    assert asked == set(QUESTION_KINDS)


def facts(given, prefix: str = "") -> dict[str, object]:
    """The state as path -> value, a card or a list counting as one value."""
    found: dict[str, object] = {}
    for key, value in (given or {}).items():
        path = f"{prefix}{key}"
        if isinstance(value, dict) and key not in ATOMIC:
            found.update(facts(value, path + "."))
        else:
            found[path] = repr(value)
    return found


def one_fact_apart(first: Scenario, second: Scenario) -> bool:
    a, b = facts(first.given), facts(second.given)
    return sum(a.get(key) != b.get(key) for key in set(a) | set(b)) == 1


@pytest.mark.parametrize("kind", QUESTION_KINDS)
def test_every_kind_has_a_contrasting_pair(scenarios, kind):
    """Two scenarios of the kind, one fact of the state changed, the expected answer changed."""
    same_kind = [s for s in scenarios if s.question == kind]
    pairs = [(a.id, b.id) for a, b in combinations(same_kind, 2)
             if one_fact_apart(a, b) and a.expect.answer != b.expect.answer]
    assert pairs, f"no contrasting pair for {kind}"


def test_example_ids_are_readable_slugs(scenarios):
    bad = [s.id for s in scenarios if not s.id.replace("-", "").replace("2", "").isalnum() or s.id != s.id.lower()]
    assert not bad
