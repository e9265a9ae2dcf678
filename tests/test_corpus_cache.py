"""The parsed-corpus cache: used when current, never stale, never in the way."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from judge_cli.corpus import cache
from judge_cli.errors import InputError

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture()
def corpus_dir(tmp_path) -> Path:
    """A private copy of the valid fixture corpus."""
    folder = tmp_path / "corpus"
    shutil.copytree(FIXTURES / "corpus_ok", folder)
    return folder


@pytest.fixture()
def cache_dir(tmp_path) -> Path:
    """A private cache folder (not created: the cache makes it)."""
    return tmp_path / "cache" / "judge-cli"


def load(corpus_dir: Path, cache_dir: Path | None):
    return cache.load_cached(corpus_dir, cache_dir=cache_dir)


def _forbid_parsing(monkeypatch):
    def fail(*_args, **_kwargs):
        raise AssertionError("the YAML was parsed although the cache is current")

    monkeypatch.setattr(cache, "_parse", fail)


def test_second_load_comes_from_the_cache(corpus_dir, cache_dir, monkeypatch):
    first = load(corpus_dir, cache_dir)
    assert cache.cache_file(corpus_dir, cache_dir).is_file()
    _forbid_parsing(monkeypatch)
    second = load(corpus_dir, cache_dir)
    assert second == first and second.card("test-dfc").back.name == "Backside Wonder"


def test_an_edited_file_is_read_again(corpus_dir, cache_dir):
    load(corpus_dir, cache_dir)
    card_file = corpus_dir / "cards" / "test-card.yaml"
    card_file.write_text(card_file.read_text(encoding="utf-8").replace("name: Testkarte", "name: Prüfkarte"),
                         encoding="utf-8")
    stat = card_file.stat()
    os.utime(card_file, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
    assert load(corpus_dir, cache_dir).card("test-card").names["de"] == "Prüfkarte"


def test_a_file_broken_after_caching_is_reported_not_hidden(corpus_dir, cache_dir):
    load(corpus_dir, cache_dir)
    card_file = corpus_dir / "cards" / "test-card.yaml"
    card_file.write_text(card_file.read_text(encoding="utf-8") + "colour: blue\n", encoding="utf-8")
    with pytest.raises(InputError, match="field 'colour'"):
        load(corpus_dir, cache_dir)


def test_a_new_file_is_seen(corpus_dir, cache_dir):
    load(corpus_dir, cache_dir)
    (corpus_dir / "cards" / "test-extra.yaml").write_text(
        (corpus_dir / "cards" / "test-card.yaml").read_text(encoding="utf-8")
        .replace("id: test-card", "id: test-extra"), encoding="utf-8")
    assert "test-extra" in load(corpus_dir, cache_dir).cards


def test_no_cache_writes_nothing(corpus_dir, cache_dir):
    assert "test-card" in load(corpus_dir, None).cards
    assert not cache_dir.exists()


def test_an_unusable_cache_folder_only_costs_time(corpus_dir, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    assert "test-card" in load(corpus_dir, blocker / "judge-cli").cards


def test_a_garbled_cache_file_is_ignored(corpus_dir, cache_dir):
    load(corpus_dir, cache_dir)
    cache.cache_file(corpus_dir, cache_dir).write_bytes(b"not a pickle")
    assert "test-card" in load(corpus_dir, cache_dir).cards
