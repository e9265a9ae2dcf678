"""The cached index of the cited CR edition re-binds citations exactly as the edition does, and only while current."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_cli.cr.store import cr_dir, import_file
from judge_cli.rules import load_references
from judge_cli.rules.crcache import cited_citations
from judge_cli.rules.crtext import EditionCitations, IndexedCitations, imported_edition

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "cr"


@pytest.fixture(scope="module")
def references():
    return load_references()


@pytest.fixture()
def data_dir(tmp_path):
    base = tmp_path / "data"
    import_file(FIXTURES / "citations-2024.txt", base)
    return base


def every_citation(references, lang="en"):
    return [references.citation(name, lang) for name in references.rules]


@pytest.mark.parametrize("key", ["2024-02-02", "2026-01-16"])
def test_the_index_rebinds_every_named_rule_as_the_edition_does(tmp_path, references, key):
    base = tmp_path / "data"
    for name in ("citations-2024.txt", "citations-2026.txt"):
        import_file(FIXTURES / name, base)
    direct = EditionCitations(imported_edition(key, base), references)
    indexed = IndexedCitations(EditionCitations(imported_edition(key, base), references).index(), references)
    for lang in ("en", "de"):
        expected = direct.rebind(every_citation(references, lang))
        assert indexed.rebind(every_citation(references, lang)) == expected
    notes = {citation.note for citation in expected}
    assert len(notes) > 1  # the fixtures hold rules found, not confirmed and missing: all three compared


def test_the_second_run_reads_the_index_and_a_new_import_makes_it_stale(tmp_path, data_dir, references):
    cache = tmp_path / "cache"
    folders = [cr_dir(data_dir)]
    first = cited_citations(None, folders, references, cache)
    second = cited_citations(None, folders, references, cache)
    assert type(first) is EditionCitations and type(second) is IndexedCitations
    assert (first.key, second.key) == ("2024-02-02", "2024-02-02")
    import_file(FIXTURES / "citations-2026.txt", data_dir)  # the store changes: its index is stale
    third = cited_citations(None, folders, references, cache)
    assert type(third) is EditionCitations and third.key == "2026-01-16"
    asked = cited_citations("2024", folders, references, cache)  # another edition asked for: its own index
    assert type(asked) is EditionCitations and asked.key == "2024-02-02"
    assert type(cited_citations(None, folders, references, cache)) is IndexedCitations


def test_a_damaged_index_or_no_cache_reads_the_edition(tmp_path, data_dir, references):
    cache = tmp_path / "cache"
    folders = [cr_dir(data_dir)]
    cited_citations(None, folders, references, cache)
    for path in cache.glob("cr-citations-*.marshal"):
        path.write_bytes(b"not marshal")
    again = cited_citations(None, folders, references, cache)
    assert type(again) is EditionCitations and again.key == "2024-02-02"
    assert type(cited_citations(None, folders, references, None)) is EditionCitations


def test_without_any_edition_there_is_nothing_to_rebind(tmp_path, references):
    assert cited_citations(None, [tmp_path / "nothing" / "cr"], references, tmp_path / "cache") is None
