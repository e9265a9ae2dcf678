"""The registry of question kinds: its generated table is current, a lookup imports only the kind asked for,
and going over it still gives every kind in documentation order."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from judge_cli.rules.kinds import KINDS, QUESTION_KINDS, discover, render_table

REPO = Path(__file__).resolve().parent.parent
TABLE = REPO / "judge_cli" / "rules" / "kinds" / "_table.py"


def test_the_table_is_what_the_kind_modules_generate():
    assert TABLE.read_text(encoding="utf-8") == render_table(), "judge_cli/rules/kinds/_table.py is stale: run " \
                                                                "scripts/generate-schema"


def test_going_over_the_registry_gives_every_discovered_kind_in_order():
    found = discover()
    assert QUESTION_KINDS == tuple(found) == tuple(KINDS)
    assert [kind.position for kind in KINDS.values()] == sorted(kind.position for kind in KINDS.values())
    assert all(KINDS[name] is kind for name, (kind, _module) in found.items())
    assert list(KINDS.items()) == [(name, kind) for name, (kind, _module) in found.items()]


def test_an_unknown_name_is_not_a_kind():
    assert "can-lok" not in KINDS and "can-look" in KINDS
    assert KINDS.get("can-lok") is None
    with pytest.raises(KeyError):
        KINDS["can-lok"]


def test_a_lookup_imports_that_kind_only():
    probe = ("import sys; from judge_cli.rules.kinds import KINDS; "
             "assert 'can-look' in KINDS and 'meld' in KINDS; "
             "print(KINDS['can-look'].name, sorted(m for m in sys.modules if m.startswith('judge_cli.rules.kinds.')))")
    result = subprocess.run([sys.executable, "-c", probe], cwd=REPO, capture_output=True, text=True, timeout=60,
                            check=True)
    assert result.stdout.split(" ", 1) == ["can-look", "['judge_cli.rules.kinds._table', "
                                                       "'judge_cli.rules.kinds.can_look']\n"]


def test_the_claims_and_probed_keys_read_without_the_kinds_are_the_kinds_own():
    from judge_cli.ask.build import KEY_FACTS
    from judge_cli.ask.concepts import kinds_claiming
    from judge_cli.rules.kinds import CLAIMS, PROBED

    assert {name: tuple(kind.ask.claims) for name, kind in KINDS.items() if kind.ask.claims} == CLAIMS
    assert PROBED == KEY_FACTS == {spec.name for kind in KINDS.values() for spec in kind.keys
                                   if spec.name in kind.ask.probes}
    assert kinds_claiming("claim.colorless") == ["characteristics"] and kinds_claiming("kind.can-look") == []
