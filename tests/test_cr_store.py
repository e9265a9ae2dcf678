"""Storing imported editions: one SQLite file, shared texts, atomic replace, several folders, damaged files."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from judge_cli.cli.context import user_data_dir
from judge_cli.cr import store, storedb
from judge_cli.cr.parser import read_cr_file
from judge_cli.errors import CorpusError, InputError, NotFoundError, ResourceError, UsageError

FIXTURES = Path(__file__).parent / "fixtures" / "cr"


def test_data_dir_override_and_platform_default(tmp_path):
    assert user_data_dir({"JUDGE_DATA_DIR": str(tmp_path)}) == tmp_path
    default = user_data_dir({})
    assert default.name == "judge-cli"
    assert default != tmp_path


def test_save_and_load_round_trip(tmp_path):
    result = store.import_file(FIXTURES / "mini-2026-bom-cr.txt", tmp_path)
    assert result.path == tmp_path / "cr" / "editions.sqlite"
    loaded = store.load_edition(None, tmp_path)
    edition = read_cr_file(FIXTURES / "mini-2026-bom-cr.txt")
    edition.source = "mini-2026-bom-cr.txt"
    assert loaded == edition
    assert (loaded.encoding, loaded.line_ends) == ("UTF-8 with BOM", "CR+CRLF")
    assert loaded.rules["701.58"].children == ["701.58a", "701.58b"]


def test_reimport_replaces_and_never_duplicates(tmp_path):
    first = store.import_file(FIXTURES / "mini-2026-lf.txt", tmp_path)
    second = store.import_file(FIXTURES / "mini-2026-crlf.txt", tmp_path)
    assert (first.replaced, second.replaced) == (False, True)
    assert first.path == second.path
    assert sorted(p.name for p in (tmp_path / "cr").iterdir()) == ["editions.sqlite"]
    assert store.list_editions(tmp_path) == ["2026-01-16"]
    assert store.load_edition(None, tmp_path).source == "mini-2026-crlf.txt"


def test_replacing_an_edition_drops_the_texts_only_it_had(tmp_path, tmp_path_factory):
    store.import_file(FIXTURES / "mini-2026-lf.txt", tmp_path)
    edited = tmp_path_factory.mktemp("edited") / "mini.txt"
    edited.write_text((FIXTURES / "mini-2026-lf.txt").read_text(encoding="utf-8").replace(
        "These test rules", "These edited test rules"), encoding="utf-8")
    store.import_file(edited, tmp_path)
    with store.EditionStore([tmp_path / "cr"]) as editions:
        connection = editions.connection(tmp_path / "cr" / "editions.sqlite")
        bodies = [body for (body,) in connection.execute("SELECT body FROM texts")]
    assert any("These edited test rules" in body for body in bodies)
    assert not any("These test rules" in body for body in bodies)


def test_editions_share_their_texts(tmp_path, tmp_path_factory):
    """Contrast: a second edition that differs only in its date costs far less than the first."""
    first = store.import_file(FIXTURES / "mini-2026-lf.txt", tmp_path)
    later = tmp_path_factory.mktemp("later") / "mini-later.txt"
    later.write_text((FIXTURES / "mini-2026-lf.txt").read_text(encoding="utf-8").replace(
        "January 16, 2026", "February 20, 2026"), encoding="utf-8")
    second = store.import_file(later, tmp_path)
    assert store.list_editions(tmp_path) == ["2026-01-16", "2026-02-20"]
    with store.EditionStore([tmp_path / "cr"]) as editions:
        connection = editions.connection(first.path)
        texts = connection.execute("SELECT COUNT(*) FROM texts").fetchone()[0]
        rows = connection.execute("SELECT COUNT(*) FROM rules").fetchone()[0]
    assert rows == 2 * len(first.edition.rules)
    assert texts < len(first.edition.rules) + len(first.edition.glossary) + 1
    assert first.bytes > 0 and second.bytes < first.bytes


@pytest.mark.parametrize("bad", ["not-cr.json", "image.png", "empty.txt", "no-rules.txt", "bad-date.txt"])
def test_failed_import_leaves_previous_data_untouched(tmp_path, bad):
    stored = store.import_file(FIXTURES / "mini-2026-lf.txt", tmp_path).path
    before = stored.read_bytes()
    with pytest.raises(InputError):
        store.import_file(FIXTURES / bad, tmp_path)
    assert stored.read_bytes() == before
    assert [p.name for p in stored.parent.iterdir()] == [stored.name]


def test_interrupted_write_leaves_previous_edition_and_no_journal(tmp_path, monkeypatch):
    store.import_file(FIXTURES / "mini-2026-lf.txt", tmp_path)
    before = store.load_edition(None, tmp_path)
    calls = []

    def interrupted(edition):  # the third table written: rules are in, the glossary is not
        calls.append(edition)
        raise KeyboardInterrupt

    monkeypatch.setattr(storedb, "bare_title_key", interrupted)
    with pytest.raises(KeyboardInterrupt):
        store.import_file(FIXTURES / "mini-2026-crlf.txt", tmp_path)
    assert calls
    monkeypatch.undo()
    after = store.load_edition(None, tmp_path)
    assert after == before and after.source == "mini-2026-lf.txt"
    assert [p.name for p in (tmp_path / "cr").iterdir()] == ["editions.sqlite"]


def test_unwritable_data_dir_is_a_resource_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    with pytest.raises(ResourceError, match="cannot write"):
        store.import_file(FIXTURES / "mini-2026-lf.txt", blocker)


def test_stored_file_is_readable_like_any_other(tmp_path):
    path = store.import_file(FIXTURES / "mini-2026-lf.txt", tmp_path).path
    mask = os.umask(0)
    os.umask(mask)
    assert path.stat().st_mode & 0o777 == 0o644 & ~mask


def test_a_read_only_folder_is_read_and_the_first_folder_wins(tmp_path):
    """The shape of a packaged edition: a read-only folder listed after the user's own."""
    packaged, user = tmp_path / "packaged", tmp_path / "user"
    store.import_into(FIXTURES / "mini-2026-lf.txt", packaged)
    store.import_into(FIXTURES / "mini-2024-bom-crlf.txt", packaged)
    store.import_into(FIXTURES / "mini-2026-crlf.txt", user)
    os.chmod(packaged / "editions.sqlite", stat.S_IRUSR | stat.S_IRGRP)
    os.chmod(packaged, stat.S_IRUSR | stat.S_IXUSR)
    try:
        with store.EditionStore([user, packaged]) as editions:
            assert editions.keys() == ["2024-02-02", "2026-01-16"]
            assert editions.info("2026-01-16").source == "mini-2026-crlf.txt"
            assert editions.info("2024-02-02").store == packaged / "editions.sqlite"
            assert editions.load("2024").rules["701.56"].title == "Cloak"
        with store.EditionStore([packaged]) as editions:
            assert editions.load().source == "mini-2026-lf.txt"
    finally:
        os.chmod(packaged, stat.S_IRWXU)


@pytest.mark.parametrize(
    ("requested", "chosen"),
    [(None, "2026-01-16"), ("2024-02-02", "2024-02-02"), ("2024", "2024-02-02"), ("2026-01", "2026-01-16")],
)
def test_choose_edition(requested, chosen):
    assert store.choose_edition(requested, ["2024-02-02", "2026-01-16"]) == chosen


@pytest.mark.parametrize("requested", ["2025", "20", "2024-02-06"])
def test_choose_edition_refuses_unknown_or_ambiguous(requested):
    with pytest.raises(UsageError, match="2024-02-02, 2026-01-16"):
        store.choose_edition(requested, ["2024-02-02", "2026-01-16"])


def test_nothing_imported(tmp_path):
    with pytest.raises(NotFoundError, match="judge import cr FILE"):
        store.load_edition(None, tmp_path)


@pytest.mark.parametrize("content", [b"not a database at all", b"SQLite format 3\x00" + b"\x00" * 200, b""])
def test_damaged_store_asks_for_reimport(tmp_path, content):
    folder = tmp_path / "cr"
    folder.mkdir()
    (folder / "editions.sqlite").write_bytes(content)
    with pytest.raises(CorpusError, match="import them again") as caught:
        store.load_edition(None, tmp_path)
    assert "editions.sqlite" in caught.value.message


def test_a_store_from_another_version_asks_for_reimport(tmp_path):
    path = store.import_file(FIXTURES / "mini-2026-lf.txt", tmp_path).path
    import sqlite3

    with sqlite3.connect(path) as connection:
        connection.execute("PRAGMA user_version = 99")
    with pytest.raises(CorpusError, match="import them again"):
        store.load_edition(None, tmp_path)
    with pytest.raises(CorpusError, match="import them again"):
        store.import_file(FIXTURES / "mini-2026-lf.txt", tmp_path)


# --- editions an older judge-cli stored as one JSON file each ------------------------------------------------

def _legacy(edition_path, folder):
    edition = read_cr_file(edition_path)
    rows = [[r.number, r.title, r.text, r.examples, r.line] for r in edition.rules.values()]
    payload = {"format": 1, "effective": edition.key, "source": edition_path.name, "intro": edition.intro,
               "rules": rows, "glossary": [[t, d] for t, d in edition.glossary.items()],
               "credits": edition.credits, "unparsed": []}
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{edition.key}.json").write_text(json.dumps(payload), encoding="utf-8")
    return edition


def test_legacy_json_editions_move_into_the_store(tmp_path):
    edition = _legacy(FIXTURES / "mini-2024-bom-crlf.txt", tmp_path / "cr")
    loaded = store.load_edition(None, tmp_path)
    assert loaded.rules == edition.rules and loaded.glossary == edition.glossary
    assert sorted(p.name for p in (tmp_path / "cr").iterdir()) == ["editions.sqlite"]


@pytest.mark.parametrize("content", [b"{not json", b'{"format": 99}', b'{"format": 1, "effective": "x"}', b"[]"])
def test_damaged_legacy_edition_asks_for_reimport_and_a_reimport_replaces_it(tmp_path, content):
    folder = tmp_path / "cr"
    folder.mkdir()
    (folder / "2026-01-16.json").write_bytes(content)
    with pytest.raises(CorpusError, match="import it again") as caught:
        store.load_edition(None, tmp_path)
    assert "2026-01-16.json" in caught.value.message
    assert store.import_file(FIXTURES / "mini-2026-lf.txt", tmp_path).replaced
    assert store.list_editions(tmp_path) == ["2026-01-16"]


def test_only_dated_json_files_are_legacy_editions(tmp_path):
    folder = tmp_path / "cr"
    folder.mkdir()
    for name in (".2026-01-16.json.abc.tmp", "notes.json", "2024-02-02.txt"):
        (folder / name).write_text("{}")
    assert store.list_editions(tmp_path) == []


def test_a_rule_is_found_by_title_through_the_title_index(tmp_path):
    from judge_cli.cr.lookup import find_rule_by_title

    store.import_file(FIXTURES / "mini-2026-bom-cr.txt", tmp_path)
    path = tmp_path / "cr" / "editions.sqlite"
    with store.EditionStore([tmp_path / "cr"]) as editions:
        connection = editions.connection(path)
        asked: list[str] = []
        connection.set_trace_callback(asked.append)  # the statements as run, their values filled in
        lazy = editions.load_lazily(None)
        assert find_rule_by_title(lazy, "cloak").number == "701.58"
        assert [row.number for row in storedb.titled(connection, lazy.key, "cloak")] == ["701.58"]
        connection.set_trace_callback(None)
        by_title = [statement for statement in asked if "tkey = 'cloak'" in statement]
        plans = [" ".join(str(part) for step in connection.execute(f"EXPLAIN QUERY PLAN {statement}")
                          for part in step) for statement in by_title]
    assert len(plans) == 2 and all("rules_by_title" in plan for plan in plans), plans
