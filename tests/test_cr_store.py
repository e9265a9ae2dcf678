"""Storing imported editions: data directory, atomic replace, re-import, damaged files."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from judge_cli.cli.context import user_data_dir
from judge_cli.cr import store
from judge_cli.cr.parser import read_cr_file
from judge_cli.errors import CorpusError, InputError, NotFoundError, ResourceError, UsageError
from judge_cli.fsutil import atomic_write_bytes

FIXTURES = Path(__file__).parent / "fixtures" / "cr"


def test_data_dir_override_and_platform_default(tmp_path):
    assert user_data_dir({"JUDGE_DATA_DIR": str(tmp_path)}) == tmp_path
    default = user_data_dir({})
    assert default.name == "judge-cli"
    assert default != tmp_path


def test_save_and_load_round_trip(tmp_path):
    edition = read_cr_file(FIXTURES / "mini-2026-bom-cr.txt")
    path = store.save_edition(edition, tmp_path)
    assert path == tmp_path / "cr" / "2026-01-16.json"
    loaded = store.load_edition(None, tmp_path)
    assert loaded == edition
    assert loaded.rules["701.58"].children == ["701.58a", "701.58b"]


def test_reimport_replaces_and_never_duplicates(tmp_path):
    _, first, replaced_first = store.import_file(FIXTURES / "mini-2026-lf.txt", tmp_path)
    _, second, replaced_second = store.import_file(FIXTURES / "mini-2026-crlf.txt", tmp_path)
    assert (replaced_first, replaced_second) == (False, True)
    assert first == second
    assert sorted(p.name for p in (tmp_path / "cr").iterdir()) == ["2026-01-16.json"]
    assert store.load_edition(None, tmp_path).source == "mini-2026-crlf.txt"


@pytest.mark.parametrize("bad", ["not-cr.json", "image.png", "empty.txt", "no-rules.txt", "bad-date.txt"])
def test_failed_import_leaves_previous_data_untouched(tmp_path, bad):
    _, stored, _ = store.import_file(FIXTURES / "mini-2026-lf.txt", tmp_path)
    before = stored.read_bytes()
    with pytest.raises(InputError):
        store.import_file(FIXTURES / bad, tmp_path)
    assert stored.read_bytes() == before
    assert [p.name for p in stored.parent.iterdir()] == [stored.name]


def test_interrupted_write_leaves_previous_file_and_no_temporary(tmp_path, monkeypatch):
    edition = read_cr_file(FIXTURES / "mini-2026-lf.txt")
    stored = store.save_edition(edition, tmp_path)
    before = stored.read_bytes()
    edition.rules["701.58"].title = "Changed"

    def interrupted(_source, _target):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        store.save_edition(edition, tmp_path)
    assert stored.read_bytes() == before
    assert [p.name for p in stored.parent.iterdir()] == [stored.name]


def test_unwritable_data_dir_is_a_resource_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    with pytest.raises(ResourceError, match="cannot write"):
        atomic_write_bytes(blocker / "cr" / "x.json", b"{}")


def test_stored_file_is_readable_like_any_other(tmp_path):
    path = store.save_edition(read_cr_file(FIXTURES / "mini-2026-lf.txt"), tmp_path)
    mask = os.umask(0)
    os.umask(mask)
    assert path.stat().st_mode & 0o777 == 0o666 & ~mask


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


@pytest.mark.parametrize("content", [b"{not json", b'{"format": 99}', b'{"format": 1, "effective": "x"}', b"[]"])
def test_damaged_stored_edition_asks_for_reimport(tmp_path, content):
    folder = tmp_path / "cr"
    folder.mkdir()
    (folder / "2026-01-16.json").write_bytes(content)
    with pytest.raises(CorpusError, match="import it again"):
        store.load_edition(None, tmp_path)


def test_only_dated_json_files_are_editions(tmp_path):
    folder = tmp_path / "cr"
    folder.mkdir()
    for name in ("2026-01-16.json", ".2026-01-16.json.abc.tmp", "notes.json", "2024-02-02.txt"):
        (folder / name).write_text("{}")
    assert store.list_editions(tmp_path) == ["2026-01-16"]
