"""The first blind set of hard rules cases, now a regression set.

Someone who never read the evaluator wrote 201 cases from the CR's examples, the seed rulings and XMage's tests
(states in prose, answers with the deciding rule); someone else, reading only docs/given.md and the schema,
encoded the 131 the scenario format could express. Measured before any fix: 129 of 131 right, two wrong (a spell's
hexproof on the stack, Blood Moon on a morphed land); both causes are fixed.

Of the 70 left out, 63 were about face-down, double-faced, copied, warded, phased or melded objects and what turning
face up does; the model was extended to express them (new keys and kinds, not special cases), and they were encoded
afterwards with the blind author's answers, each with its why as description. Of the other 7, casting under split
second was encoded once can-cast could ask it; the remaining 6 (life totals, land plays, the commander designation)
are outside this tool; rules-A-not-expressible.yaml says why. This test keeps all 195 right.
"""

from __future__ import annotations

from pathlib import Path

from judge_cli.scenarios.fileformat import Source
from judge_cli.scenarios.runner import PASS, run_paths

BLIND = Path(__file__).parent / "fixtures" / "blind"


def _evaluated(corpus, name: str) -> tuple[list, list[str]]:
    """Every result of the encoded set ``name``, and those not answered as its author answered."""
    path = BLIND / name
    report = run_paths([Source(str(path), path)], corpus)
    return report.results, [f"{result.id}: {result.error or result.failures}" for result in report.results
                            if result.status != PASS]


def test_every_encoded_blind_case_is_answered_as_its_author_answered_it(corpus):
    results, wrong = _evaluated(corpus, "rules-A.yaml")
    assert len(results) == 195 and not wrong, wrong


def test_every_case_is_either_encoded_or_listed_as_out_of_scope():
    from judge_cli.yamlsafe import read_yaml_file

    encoded = [scenario["id"] for scenario in read_yaml_file(BLIND / "rules-A.yaml")["scenarios"]]
    left_out = [entry["id"] for entry in read_yaml_file(BLIND / "rules-A-not-expressible.yaml")]
    assert len(set(encoded)) == len(encoded) == 195 and len(left_out) == 6
    assert not set(encoded) & set(left_out)
    assert all(entry["reason"].startswith("[out of scope]")
               for entry in read_yaml_file(BLIND / "rules-A-not-expressible.yaml"))


def test_the_second_blind_set_is_answered_as_its_author_answered_it(corpus):
    """Rules set B: 186 cases by another author who never read the evaluator, encoded from docs/given.md alone.
    Measured as delivered: 149 of the 151 encoded right; two wrong, both fixed at the cause (a target that left the
    battlefield before resolution is a new object, CR 400.7 and 608.2b; exiling a melded permanent exiles both its
    cards, CR 712.21c). The 35 left out needed state the format didn't hold (combat, damage, durations, casting
    prohibitions); 9 of them were encoded later with the blind author's answers, once can-attack, can-cast and
    "until end of turn" effects could say them (summoning sickness; Goblin Cohort after a face-down spell or a
    cloak; Meddling Mage and Reflector Mage against a face-down spell; Turn to Frog from an earlier turn): all
    right. rules-B-not-expressible.yaml says what the other 26 need, rules-B-doubts.yaml where the encoder
    approximated."""
    results, wrong = _evaluated(corpus, "rules-B.yaml")
    assert len(results) == 160 and not wrong, wrong


def test_every_case_of_the_second_set_is_encoded_or_listed():
    from judge_cli.yamlsafe import read_yaml_file

    encoded = {scenario["id"] for scenario in read_yaml_file(BLIND / "rules-B.yaml")["scenarios"]}
    left_out = {entry["id"] for entry in read_yaml_file(BLIND / "rules-B-not-expressible.yaml")}
    assert len(encoded) == 160 and len(left_out) == 26 and not encoded & left_out


def test_the_third_blind_set_is_answered_as_its_author_answered_it(corpus):
    """Rules set C: 172 cases by a third author (contrasting pairs: one fact changed, answer changed), encoded from
    docs/given.md alone by someone who never saw the engine's answers. Measured once as delivered: all 138 encoded
    cases right. The 34 left out needed kinds or keys the format lacked; 14 of them (summoning sickness, casting face
    down under timing rules, flash permissions and prohibitions, two alternative costs, "until end of turn" effects
    from an earlier turn, token copies of face-down and double-faced permanents) were encoded later with the
    author's answers through can-attack, can-cast, effect durations and created_as_copy_of, all right. The other 20
    (rules-C-not-expressible.yaml) need other durations, combat, damage, phasing history or mass turn-face-down
    effects."""
    results, wrong = _evaluated(corpus, "rules-C.yaml")
    assert len(results) == 152 and not wrong, wrong


def test_every_case_of_the_third_set_is_encoded_or_listed():
    from judge_cli.yamlsafe import read_yaml_file

    cases = {case["id"] for case in read_yaml_file(BLIND / "rules-C-cases.yaml")}
    encoded = {scenario["id"] for scenario in read_yaml_file(BLIND / "rules-C.yaml")["scenarios"]}
    left_out = {entry["id"] for entry in read_yaml_file(BLIND / "rules-C-not-expressible.yaml")["not_expressible"]}
    assert len(encoded) == 152 and len(left_out) == 20 and not encoded & left_out
    assert encoded | left_out == cases


def test_the_fourth_blind_set_is_answered_as_its_author_answered_it(corpus):
    """Rules set D: 186 cases (93 contrasting pairs) by a fourth author, encoded from the docs alone by someone who
    never saw the engine's answers. Measured once as delivered: all 165 encoded cases right. 28 of them answer a
    question the case asks another way (rules-D-doubts.yaml: "translated", e.g. "is Shock countered?" as "does
    ward trigger?"); without those, 137 of 137. The 21 left out (rules-D-not-expressible.yaml) need damage and
    state-based actions, phasing or flicker history outside can-attack, attachments after turning face down, a
    watcher's own state, what a mass turn-face-down effect covers, or casting from the library."""
    results, wrong = _evaluated(corpus, "rules-D.yaml")
    assert len(results) == 165 and not wrong, wrong


def test_every_case_of_the_fourth_set_is_encoded_or_listed():
    from judge_cli.yamlsafe import read_yaml_file

    cases = {case["id"] for case in read_yaml_file(BLIND / "rules-D-cases.yaml")}
    encoded = {scenario["id"] for scenario in read_yaml_file(BLIND / "rules-D.yaml")["scenarios"]}
    left_out = {entry["id"] for entry in read_yaml_file(BLIND / "rules-D-not-expressible.yaml")["not_expressible"]}
    assert len(encoded) == 165 and len(left_out) == 21 and not encoded & left_out
    assert encoded | left_out == cases


def test_the_fifth_blind_set_is_answered_as_its_author_answered_it(corpus):
    """Rules set E: 180 cases (90 contrasting pairs) by a fifth author, encoded from the docs alone by someone who
    never saw the engine's answers. Measured once as delivered: 125 of the 126 encoded cases answered as the author
    answered. The one disagreement (rulesE-036b, a face-down Exalted Angel that became a copy of Grizzly Bears,
    then turned up by its morph cost) is the case's: the morph procedure shows the morph cost the permanent would
    have face up (CR 702.37e), and as a copy of Grizzly Bears it would have none (CR 708.10); the vendored encoding
    expects "no" and rules-E-doubts.yaml says why. The 54 left out (rules-E-not-expressible.yaml) need combat,
    damage, blocking, step triggers, the stack's order, effects scoped to one player's creatures, or cost
    comparisons."""
    results, wrong = _evaluated(corpus, "rules-E.yaml")
    assert len(results) == 126 and not wrong, wrong


def test_every_case_of_the_fifth_set_is_encoded_or_listed():
    from judge_cli.yamlsafe import read_yaml_file

    cases = {case["id"] for case in read_yaml_file(BLIND / "rules-E-cases.yaml")}
    encoded = {scenario["id"] for scenario in read_yaml_file(BLIND / "rules-E.yaml")["scenarios"]}
    left_out = {entry["id"] for entry in read_yaml_file(BLIND / "rules-E-not-expressible.yaml")}
    assert len(encoded) == 126 and len(left_out) == 54 and not encoded & left_out
    assert encoded | left_out == cases
