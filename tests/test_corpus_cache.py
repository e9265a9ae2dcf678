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
def corpus_dir(tmp_path, monkeypatch) -> Path:
    """A private copy of the valid fixture corpus, and a private cache folder."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("JUDGE_NO_CACHE", raising=False)
    folder = tmp_path / "corpus"
    shutil.copytree(FIXTURES / "corpus_ok", folder)
    return folder


def _forbid_parsing(monkeypatch):
    def fail(*_args, **_kwargs):
        raise AssertionError("the YAML was parsed although the cache is current")

    monkeypatch.setattr(cache, "_parse", fail)


def test_second_load_comes_from_the_cache(corpus_dir, monkeypatch):
    first = cache.load_cached(corpus_dir)
    assert cache.cache_file(corpus_dir).is_file()
    _forbid_parsing(monkeypatch)
    second = cache.load_cached(corpus_dir)
    assert second == first and second.card("test-dfc").back.name == "Backside Wonder"


def test_an_edited_file_is_read_again(corpus_dir):
    cache.load_cached(corpus_dir)
    card_file = corpus_dir / "cards" / "test-card.yaml"
    card_file.write_text(card_file.read_text(encoding="utf-8").replace("name: Testkarte", "name: Prüfkarte"),
                         encoding="utf-8")
    stat = card_file.stat()
    os.utime(card_file, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
    assert cache.load_cached(corpus_dir).card("test-card").names["de"] == "Prüfkarte"


def test_a_file_broken_after_caching_is_reported_not_hidden(corpus_dir):
    cache.load_cached(corpus_dir)
    card_file = corpus_dir / "cards" / "test-card.yaml"
    card_file.write_text(card_file.read_text(encoding="utf-8") + "colour: blue\n", encoding="utf-8")
    with pytest.raises(InputError, match="field 'colour'"):
        cache.load_cached(corpus_dir)


def test_a_new_file_is_seen(corpus_dir):
    cache.load_cached(corpus_dir)
    (corpus_dir / "cards" / "test-extra.yaml").write_text(
        (corpus_dir / "cards" / "test-card.yaml").read_text(encoding="utf-8")
        .replace("id: test-card", "id: test-extra"), encoding="utf-8")
    assert "test-extra" in cache.load_cached(corpus_dir).cards


def test_no_cache_setting_writes_nothing(corpus_dir, monkeypatch):
    monkeypatch.setenv("JUDGE_NO_CACHE", "1")
    assert "test-card" in cache.load_cached(corpus_dir).cards
    assert not cache.cache_file(corpus_dir).exists()


def test_an_unusable_cache_folder_only_costs_time(corpus_dir, monkeypatch, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    assert "test-card" in cache.load_cached(corpus_dir).cards


def test_a_garbled_cache_file_is_ignored(corpus_dir):
    cache.load_cached(corpus_dir)
    cache.cache_file(corpus_dir).write_bytes(b"not a pickle")
    assert "test-card" in cache.load_cached(corpus_dir).cards


def test_cache_dir_follows_xdg(monkeypatch):
    assert cache.cache_dir({"XDG_CACHE_HOME": "/tmp/x"}) == Path("/tmp/x/judge-cli")
    assert cache.cache_dir({}).name == "judge-cli"
