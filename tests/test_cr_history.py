"""``judge cr history``: one rule through every edition, followed by title across renumbering."""

from __future__ import annotations

import datetime as dt
import json

import pytest
import typer
from cr_helpers import import_real, mini
from hypothesis import given, settings
from hypothesis import strategies as st

from judge_cli.cli import crcmd
from judge_cli.cli.app import JudgeGroup
from judge_cli.cr.compare import history
from judge_cli.cr.slang import load_slang
from judge_cli.cr.store import EditionStore, cr_dir, import_file
from judge_cli.cr.terms import load_vocabulary
from judge_cli.cr.worddiff import render, side
from judge_cli.errors import NotFoundError
from judge_cli.i18n import set_language


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    base = tmp_path_factory.mktemp("history")
    import_real(base)
    with EditionStore([cr_dir(base)]) as editions:
        yield editions


def trace(store, query, edition=None):
    found = history(store, query, edition=edition, vocabulary=load_vocabulary(), slang=load_slang())
    return found.history, [(entry.edition, entry.number) for entry in found.history.entries]


def test_cloak_moves_from_701_56_to_701_58(store):
    result, numbers = trace(store, "cloak")
    assert (result.rule, result.title) == ("701.58", "Cloak")
    assert numbers == [("2008-10-01", None), ("2009-07-11", None), ("2016-08-26", None), ("2018-10-05", None),
                       ("2024-02-02", "701.56"), ("2026-01-16", "701.58")]
    latest = result.entries[-1]
    assert (latest.changed, latest.renumbered_from, latest.changes) == (True, "701.56", [])
    assert result.changed_in == ["2024-02-02", "2026-01-16"]


def test_morph_is_followed_across_the_2009_renumbering(store):
    result, numbers = trace(store, "morph")
    assert [number for _edition, number in numbers] == ["502.26", "702.34", "702.36", "702.36", "702.37", "702.37"]
    in_2009 = result.entries[1]
    assert in_2009.pre_renumbering is False and result.entries[0].pre_renumbering is True
    reworded = [change for change in in_2009.changes if change.kind == "reworded"]
    assert any("[-play-]{+cast+}" in render(change.ops) for change in reworded)


def test_a_reworded_rule_has_a_word_diff_where_it_changed(store):
    result, numbers = trace(store, "704.5a")
    assert [number for _edition, number in numbers] == [None, "704.5a", "704.5a", "704.5a", "704.5a", "704.5a"]
    assert result.changed_in == ["2009-07-11", "2018-10-05"]
    assert render(result.entries[3].ops) == ("If a player has 0 or less life, [-he or she-]{+that player+} loses "
                                             "the game.")
    assert result.entries[2].ops == [] and result.entries[4].ops == []  # contrast: unchanged editions


def test_a_subrule_is_followed_when_its_rule_is_renumbered(store):
    _result, numbers = trace(store, "layer 7b")
    assert [number for _edition, number in numbers] == [None, "612.3b", "613.3b", "613.3b", "613.4b", "613.4b"]


def test_the_query_uses_the_numbering_of_the_edition_asked_for(store):
    result, _numbers = trace(store, "701.56", edition="2024")
    assert result.title == "Cloak" and result.reference == "2024-02-02"
    with pytest.raises(NotFoundError):  # contrast: the 2026 excerpt has no 701.56
        trace(store, "701.56")


def test_a_glossary_entry_keeps_its_history_when_it_becomes_obsolete(store):
    found = history(store, "converted mana cost", slang=load_slang())
    entries = found.history.entries
    assert [entry.title for entry in entries] == ["Converted Mana Cost"] * 4 + ["Converted Mana Cost (Obsolete)"] * 2
    assert entries[4].changed
    assert "(Obsolete)" in side(entries[4].ops, "+") and "(Obsolete)" not in side(entries[4].ops, "-")
    assert not entries[5].changed


def test_json_shape(runner, tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path))
    import_real(tmp_path, ["2024-02-06.txt", "2026-01-16.txt"])
    set_language("en")
    app = typer.Typer(cls=JudgeGroup, pretty_exceptions_enable=False, add_completion=False)
    crcmd.register(app)
    result = runner.invoke(app, ["cr", "history", "cloak", "--json"])
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    assert (data["rule"], data["title"]) == ("701.58", "Cloak")
    assert [(e["edition"], e["number"], e["changed"]) for e in data["editions"]] == [
        ("2024-02-02", "701.56", False), ("2026-01-16", "701.58", True)]
    assert data["editions"][0]["text"].startswith("Cloak\n701.56a To cloak a card")
    text = runner.invoke(app, ["cr", "history", "704.5a"])
    assert "  2024-02-02              704.5a    as first imported" in text.stdout
    assert "  2026-01-16              704.5a    unchanged" in text.stdout


# --- properties on made-up editions ---------------------------------------------------------------------------

WORDING = ["A two-player game has exactly two players.", "A two-player game has two players, no more.",
           "A game for two has exactly two players."]


@settings(max_examples=25)
@given(st.lists(st.sampled_from(range(len(WORDING))), min_size=1, max_size=6),
       st.randoms(use_true_random=False))
def test_history_is_ordered_by_date_and_changed_exactly_where_the_text_changed(wordings, random):
    import tempfile
    from pathlib import Path

    dates = [dt.date(2030, 1, 1) + dt.timedelta(days=30 * index) for index in range(len(wordings))]
    order = list(range(len(wordings)))
    random.shuffle(order)  # imported in any order
    with tempfile.TemporaryDirectory() as folder:
        base = Path(folder)
        for index in order:
            path = base / f"edition-{index}.txt"
            path.write_text(mini(dates[index], {WORDING[0]: WORDING[wordings[index]]}), encoding="utf-8")
            import_file(path, base)
        with EditionStore([cr_dir(base)]) as editions:
            result = history(editions, "100.1a").history
    assert [entry.edition for entry in result.entries] == [date.isoformat() for date in dates]
    expected = [False] + [wordings[i] != wordings[i - 1] for i in range(1, len(wordings))]
    assert [entry.changed for entry in result.entries] == expected
    assert [entry.text for entry in result.entries] == [WORDING[w] for w in wordings]
