"""The parsed CR references kept between runs: the same rules as the file, read back without parsing, parsed again
(errors included) once the file changes, and never a reason to fail."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from judge_cli.corpus.paths import default_data_dir
from judge_cli.errors import CorpusError
from judge_cli.rules import citations, load_references
from judge_cli.rules.citations import REFERENCES_FILE


@pytest.fixture()
def data_dir(tmp_path) -> Path:
    """A data folder holding a copy of the shipped references."""
    (tmp_path / "data" / "rules").mkdir(parents=True)
    shutil.copyfile(default_data_dir() / REFERENCES_FILE, tmp_path / "data" / REFERENCES_FILE)
    return tmp_path / "data"


@pytest.fixture()
def parses(monkeypatch) -> list[str]:
    """The sources parse_references was called for (a cache hit adds none)."""
    seen: list[str] = []
    real = citations.parse_references

    def counting(data, source):
        seen.append(source)
        return real(data, source)

    monkeypatch.setattr(citations, "parse_references", counting)
    return seen


def test_the_cached_references_are_the_parsed_ones_and_are_read_without_parsing(data_dir, tmp_path, parses):
    parsed = load_references(data_dir)
    first = load_references(data_dir, cache_dir=tmp_path / "cache")
    again = load_references(data_dir, cache_dir=tmp_path / "cache")
    assert parsed == first == again
    assert len(parses) == 2  # without the cache, then to fill it; the third call read the cache
    assert list(again.rules) == list(parsed.rules) and again.number("cloak.b") == parsed.number("cloak.b")


def test_an_edited_file_is_parsed_again_and_its_errors_reported(data_dir, tmp_path, parses):
    cache = tmp_path / "cache"
    load_references(data_dir, cache_dir=cache)
    path = data_dir / REFERENCES_FILE
    path.write_text(path.read_text(encoding="utf-8").replace("pinned:", "pinned: 1999-01-01\nold_pinned:", 1),
                    encoding="utf-8")
    with pytest.raises(CorpusError, match="pinned"):
        load_references(data_dir, cache_dir=cache)
    assert len(parses) == 2


def test_a_cache_that_cannot_be_written_or_read_only_means_parsing(data_dir, tmp_path, parses):
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("", encoding="utf-8")
    assert load_references(data_dir, cache_dir=blocked) == load_references(data_dir)
    cache = tmp_path / "cache"
    load_references(data_dir, cache_dir=cache)
    for damaged in cache.iterdir():
        damaged.write_bytes(b"\x00 not marshal")
        os.utime(damaged)
    assert load_references(data_dir, cache_dir=cache) == load_references(data_dir)
    assert len(parses) == 5  # the damaged cache was parsed past, and rewritten
