"""``judge cr diff A B [RULE-PREFIX]``: added, removed, renumbered (by title), reworded (word diff)."""

from __future__ import annotations

import datetime as dt
import json

import pytest
import typer
from cr_helpers import import_real, mini
from hypothesis import given, settings
from hypothesis import strategies as st
from test_cr_properties import render as render_document
from test_cr_properties import rule_documents

from judge_cli.cli import crcmd
from judge_cli.cli.app import JudgeGroup
from judge_cli.cr.compare import diff
from judge_cli.cr.diff import diff_editions, edition_tree
from judge_cli.cr.parser import parse_cr
from judge_cli.cr.store import EditionStore, cr_dir
from judge_cli.cr.worddiff import render, side
from judge_cli.errors import NotFoundError, UsageError
from judge_cli.i18n import set_language


def made_up(text: str):
    return edition_tree(parse_cr(text, "made-up.txt"))


def compare(old_text: str, new_text: str, scope: str | None = None):
    (old, old_glossary), (new, new_glossary) = made_up(old_text), made_up(new_text)
    return diff_editions(old, new, (old_glossary, new_glossary), scope)


# --- properties --------------------------------------------------------------------------------------------

@settings(max_examples=60)
@given(rule_documents())
def test_an_edition_compared_with_itself_has_no_differences(document):
    text = render_document(*document)
    assert compare(text, text).empty


@settings(max_examples=60)
@given(rule_documents(), st.data())
def test_one_reworded_rule_is_one_change_whose_diff_gives_both_texts(document, data):
    rules, glossary, credits, date = document
    worded = [number for number, (title, text, _examples) in rules.items() if text]
    if not worded:
        return
    number = data.draw(st.sampled_from(worded))
    title, text, examples = rules[number]
    changed = dict(rules)
    changed[number] = (title, text[:-1] + " and more words.", examples)
    result = compare(render_document(rules, glossary, credits, date),
                     render_document(changed, glossary, credits, date))
    assert [(c.kind, c.old, c.new) for c in result.changes] == [("reworded", number, number)]
    ops = result.changes[0].ops
    assert (side(ops, "-"), side(ops, "+")) == (result.changes[0].old_text, result.changes[0].new_text)
    assert "and more words" in "".join(text for kind, text in ops if kind == "+")


# --- contrasts on the made-up edition ------------------------------------------------------------------------

def test_a_subrule_inserted_renumbers_the_ones_after_it_and_rewords_none():
    inserted = mini(replace={"701.58b A cloaked": "701.58b A new subrule about cloaking.\n\n701.58c A cloaked"})
    result = compare(mini(), inserted)
    assert [(c.kind, c.old, c.new) for c in result.changes] == [
        ("renumbered", "701.58b", "701.58c"), ("added", None, "701.58b")]


def test_a_renumbered_rule_is_one_change_not_one_per_subrule():
    moved = mini(replace={"701.58": "701.59"})
    result = compare(mini(), moved)
    assert [(c.kind, c.old, c.new, c.title) for c in result.changes] == [("renumbered", "701.58", "701.59", "Cloak")]


def test_a_retitled_rule_is_reworded_in_place():
    result = compare(mini(), mini(replace={"701.56. Time Travel": "701.56. Travel in Time"}))
    assert [(c.kind, c.old, c.new) for c in result.changes] == [("reworded", "701.56", "701.56")]
    assert render(result.changes[0].ops) == "[-Time Travel-]{+Travel in Time+}"


def test_glossary_changes():
    result = compare(mini(), mini(replace={"Ward\nA triggered ability": "Ward (Obsolete)\nA triggered ability",
                                           "Cloak\nA keyword action": "Cloaking\nA keyword action"}))
    assert sorted((c.kind, c.old or "", c.new or "") for c in result.glossary) == [
        ("added", "", "Cloaking"), ("removed", "Cloak", ""), ("reworded", "Ward", "Ward (Obsolete)")]


def test_a_scope_limits_the_diff_to_one_rule_and_what_is_below_it():
    changed = mini(dt.date(2026, 6, 1), {"ward {2}.": "ward {3}.", "A two-player game has exactly": "Exactly"})
    whole = compare(mini(), changed)
    assert {c.new for c in whole.changes} == {"701.58a", "100.1a"}
    scoped = compare(mini(), changed, "cloak")
    assert scoped.scope == ("701.58", "701.58") and [c.new for c in scoped.changes] == ["701.58a"]
    assert compare(mini(), changed, "701.58a").scope == ("701.58a", "701.58a")


# --- the real excerpts -----------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def store(tmp_path_factory):
    base = tmp_path_factory.mktemp("diff")
    import_real(base)
    with EditionStore([cr_dir(base)]) as editions:
        yield editions


def test_cloak_was_renumbered_and_nothing_else_changed_in_it(store):
    result = diff(store, "2024", "2026", "cloak")
    assert result.scope == ("701.56", "701.58")
    assert [(c.kind, c.old, c.new) for c in result.changes] == [("renumbered", "701.56", "701.58")]


def test_the_layers_between_2018_and_2024(store):
    result = diff(store, "2018", "2024", "613")
    renumbered = {(c.old, c.new) for c in result.of_kind("renumbered")}
    assert ("613.3", "613.4") in renumbered  # "Within layer 7…" moved down one
    reworded = {c.new: render(c.ops) for c in result.of_kind("reworded")}
    assert "{+and counters +}" in reworded["613.4c"]
    assert "613.3" in {c.new for c in result.of_kind("added")}  # "Within layers 2–6…" is new


def test_across_the_2009_renumbering_rules_are_paired_by_title(store):
    result = diff(store, "2008", "2009", "Morph")
    assert result.scope == ("502.26", "702.34")
    assert ("renumbered", "502.26", "702.34") in [(c.kind, c.old, c.new) for c in result.changes]


def test_a_whole_document_diff_lists_each_kind(store):
    result = diff(store, "2024-02-02", "2026-01-16")
    kinds = {change.kind for change in result.changes}
    assert {"renumbered", "reworded"} <= kinds
    assert diff(store, "2026", "2026").empty


@pytest.mark.parametrize(("old", "new", "scope", "error"), [
    ("2024", "2026", "Nothing Such", NotFoundError), ("2026", "2026-01-16", None, UsageError),
    ("1999", "2026", None, UsageError)])
def test_errors(store, old, new, scope, error):
    with pytest.raises(error):
        diff(store, old, new, scope)


def test_the_command(runner, tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path))
    import_real(tmp_path, ["2024-02-06.txt", "2026-01-16.txt"])
    set_language("en")
    app = typer.Typer(cls=JudgeGroup, pretty_exceptions_enable=False, add_completion=False)
    crcmd.register(app)
    result = runner.invoke(app, ["cr", "diff", "2024", "2026", "Cloak", "--json"])
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["scope"] == {"from": "701.56", "to": "701.58"}
    assert data["renumbered"] == [{"from": "701.56", "to": "701.58", "title": "Cloak"}]
    assert data["summary"] == {"added": 0, "removed": 0, "renumbered": 1, "reworded": 0}
    text = runner.invoke(app, ["cr", "diff", "2024", "2026", "701"])
    assert "    701.56 → 701.58 Cloak (renumbered)" in text.stdout
    missing = runner.invoke(app, ["cr", "diff", "2024", "2026", "Nothing"])
    assert missing.exit_code == 1 and "no rule 'Nothing'" in missing.stderr
