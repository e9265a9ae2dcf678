"""``judge find`` on the command line: one card a line with the total, JSON, exit codes."""

from __future__ import annotations

import json

import pytest
from lookup_helpers import one_error_line, run


@pytest.fixture()
def imported(excerpt_dir, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA_DIR", str(excerpt_dir))


def test_text_lists_name_cost_and_type_then_the_total(runner, app, imported):
    result = run(runner, app, "find", "t:instant", "mv=1", "c:r")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert "Lightning Bolt  {R}  Instant" in lines
    assert lines[-1].endswith("cards") and lines[-1].split()[0].isdigit()


def test_limit_says_how_many_are_shown(runner, app, imported):
    result = run(runner, app, "find", "t:creature", "--limit", "2")
    assert len(result.stdout.splitlines()) == 3
    assert "(showing the first 2; --limit shows more)" in result.stdout


def test_json_has_query_total_and_results(runner, app, imported):
    result = run(runner, app, "find", "--json", "--lang", "de", "blitz")
    data = json.loads(result.stdout)
    assert data == {"query": "blitz", "total": 1, "results": [
        {"id": "lightning-bolt", "name": "Lightning Bolt", "mana_cost": "{R}", "type_line": "Instant",
         "printed_name": "Blitzschlag"}]}


def test_nothing_found_exits_1_and_a_bad_query_exits_2(runner, app, imported):
    assert run(runner, app, "find", "t:goblin", "t:angel").exit_code == 1
    assert json.loads(run(runner, app, "find", "--json", "t:goblin", "t:angel").stdout)["total"] == 0
    result = run(runner, app, "find", "art:squirrel")
    assert result.exit_code == 2
    assert "art: is not supported by judge find" in one_error_line(result)


def test_the_shipped_corpus_alone_is_searched_in_memory(runner, app):
    result = run(runner, app, "find", "is:cloak")
    assert result.exit_code == 0 and "Become Anonymous" in result.stdout and "3 cards" in result.stdout
