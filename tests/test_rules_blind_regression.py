"""The first blind set of hard rules cases, now a regression set.

Someone who never read the evaluator wrote 201 cases from the CR's examples, the seed rulings and XMage's tests
(states in prose, answers with the deciding rule); someone else, reading only docs/given.md and the schema,
encoded the 131 the scenario format can express (the other 70 are listed with why in
rules-A-not-expressible.yaml). Measured before any fix: 129 of 131 right, two wrong (a spell's hexproof on the
stack, Blood Moon on a morphed land); both causes are fixed. This test keeps all 131 right.
"""

from __future__ import annotations

from pathlib import Path

from judge_cli.scenarios.fileformat import Source
from judge_cli.scenarios.runner import PASS, run_paths

BLIND = Path(__file__).parent / "fixtures" / "blind"


def test_every_encoded_blind_case_is_answered_as_its_author_answered_it(corpus):
    path = BLIND / "rules-A.yaml"
    report = run_paths([Source(str(path), path)], corpus)
    wrong = [f"{result.id}: {result.error or result.failures}" for result in report.results if result.status != PASS]
    assert len(report.results) == 131 and not wrong, wrong
