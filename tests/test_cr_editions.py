"""Every published edition imports: dates, format quirks, the pre-2009 edition, a folder at once.

The excerpts in tests/fixtures/cr/real/ are cut from the real files (scripts/cut-cr-excerpts) and keep
their bytes; the full files in ../shared are checked too when present (marked ``shared``).
"""

from __future__ import annotations

import pytest
import typer
from cr_helpers import EDITIONS, REAL

from judge_cli.cli import crcmd
from judge_cli.cli.app import JudgeGroup
from judge_cli.cr.lookup import lookup
from judge_cli.cr.parser import read_cr_file
from judge_cli.cr.slang import load_slang
from judge_cli.cr.store import EditionStore, cr_dir, import_file
from judge_cli.errors import NotFoundError
from judge_cli.i18n import set_language


@pytest.fixture(scope="module")
def real():
    return {name: read_cr_file(REAL / name) for name in EDITIONS}


@pytest.mark.parametrize("name", sorted(EDITIONS))
def test_effective_date_phrase_and_numbering(real, name):
    effective, _encoding, _ends, phrase, pre = EDITIONS[name]
    edition = real[name]
    assert edition.key == effective
    assert (edition.date_phrase, edition.pre_renumbering) == (phrase, pre)
    assert edition.unparsed == []
    assert not any("as of" in paragraph for paragraph in edition.intro.split("\n"))


def test_the_file_date_is_not_the_effective_date(real):
    assert real["2024-02-06.txt"].key == "2024-02-02"


@pytest.mark.parametrize("name", sorted(EDITIONS))
def test_glossary_and_credits_are_read_once_from_the_body(real, name):
    """The contents list "Glossary" and "Credits" too; the body's are the ones read."""
    edition = real[name]
    assert "Credits" not in edition.glossary and "Glossary" not in edition.glossary
    assert edition.credits.replace("_", "").startswith("Magic: The Gathering Original Game Design")
    assert edition.glossary["APNAP Order"] == "See Active Player, Nonactive Player Order."
    # no chapter was read from the contents: each has the rules below it in the body
    assert all(edition.rules[n].children for n in edition.rules if edition.rules[n].kind == "chapter")


@pytest.mark.parametrize(("name", "number", "start"), [
    ("2024-02-06.txt", "119.1d", "In a two-player Brawl game"),  # "119.1d." with a stray dot
    ("2026-01-16.txt", "119.1d", "In a two-player Brawl game"),
    ("2024-02-06.txt", "606.5", "If the total cost to activate a loyalty ability"),  # "606.5 " without a dot
    ("2009-07-11.txt", "120.1c", "If a player has ten or more poison counters"),
    ("2008-10-01.txt", "212.1b", "When an object's card type changes"),
    ("2008-10-01.txt", "216.4", "A token that has left play"),
])
def test_stray_and_missing_dots_after_numbers(real, name, number, start):
    assert real[name].rules[number].text.startswith(start)


def test_glossary_senses_stay_numbered(real):
    power = real["2026-01-16.txt"].glossary["Power"].split("\n")
    assert [line[:3] for line in power] == ["1. ", "2. "]


@pytest.mark.parametrize("name", sorted(EDITIONS))
def test_obsolete_entries_are_found_by_their_plain_name(real, name):
    match = lookup(real[name], "bury")
    assert match.term == "Bury (Obsolete)"


def test_subrule_letters_skip_l_and_o(real):
    edition = real["2026-01-16.txt"]
    letters = [n[-1] for n in edition.rules["704.5"].children] if "704.5" in edition.rules else []
    assert "l" not in letters and "o" not in letters
    with pytest.raises(NotFoundError, match="skip l and o"):
        lookup(edition, "702.37l")
    with pytest.raises(NotFoundError) as caught:  # contrast: a missing ordinary letter says nothing of l and o
        lookup(edition, "702.37z")
    assert "skip" not in caught.value.message


def test_the_pre_2009_edition_keeps_its_own_numbering(real):
    old = real["2008-10-01.txt"]
    assert old.rules["502.26"].title == "Morph"  # 702.37 today
    assert [old.rules[n].title for n in old.rules if len(n) == 1] == [
        "The Game", "Parts of the Game", "Spells, Abilities, and Effects", "Additional Rules"]
    assert lookup(old, "morph").rule.number == "502.26"


def test_slang_finds_what_each_edition_calls_it(real):
    slang = load_slang()
    assert lookup(real["2016-08-26.txt"], "CMC", slang=slang).term == "Converted Mana Cost"
    assert lookup(real["2024-02-06.txt"], "CMC", slang=slang).term == "Mana Value"
    assert lookup(real["2009-07-11.txt"], "layer 7b", slang=slang).rule.number == "612.3b"
    assert lookup(real["2018-10-05.txt"], "layer 7b", slang=slang).rule.number == "613.3b"
    assert lookup(real["2026-01-16.txt"], "layer 7b", slang=slang).rule.number == "613.4b"


# --- judge import cr FOLDER/ ---------------------------------------------------------------------------------

@pytest.fixture()
def cr_app():
    set_language("en")
    app = typer.Typer(cls=JudgeGroup, pretty_exceptions_enable=False, add_completion=False)
    crcmd.register(app)
    return app


def test_a_folder_imports_every_edition_with_a_summary_per_file(runner, cr_app, tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "data"))
    result = runner.invoke(cr_app, ["import", "cr", str(REAL)])
    assert result.exit_code == 0, result.stderr
    out = result.stdout
    for name, (effective, encoding, ends, _phrase, _pre) in EDITIONS.items():
        assert f"Imported the Comprehensive Rules effective {effective} from {name}." in out
        assert f"read as {encoding}, {ends} line ends" in out
    assert "the file is named for 2024-02-06; the rules inside say they are effective 2024-02-02" in out
    assert out.count("before the July 2009 renumbering") == 1
    assert "Imported 6 of 6 files." in out
    with EditionStore([cr_dir(tmp_path / "data")]) as store:
        assert store.keys() == sorted(effective for effective, *_rest in EDITIONS.values())
    listed = runner.invoke(cr_app, ["cr", "editions"])
    assert listed.exit_code == 0 and "2016-08-26  2016-08-26.txt   UTF-16 LE with BOM, CRLF" in listed.stdout


def test_one_bad_file_in_a_folder_is_reported_and_the_others_imported(runner, cr_app, tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "data"))
    folder = tmp_path / "editions"
    folder.mkdir()
    (folder / "2026-01-16.txt").write_bytes((REAL / "2026-01-16.txt").read_bytes())
    (folder / "notes.txt").write_text("Not the rules.\n", encoding="utf-8")
    (folder / "README.md").write_text("ignored: not a .txt file\n", encoding="utf-8")
    result = runner.invoke(cr_app, ["import", "cr", str(folder)])
    assert result.exit_code == 2
    assert "notes.txt: no numbered rules found" in result.stderr
    assert "Imported 1 of 2 files." in result.stdout
    assert "Traceback" not in result.stdout + result.stderr


def test_an_empty_folder_is_a_usage_error(runner, cr_app, tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "data"))
    result = runner.invoke(cr_app, ["import", "cr", str(tmp_path)])
    assert result.exit_code == 2 and "no .txt files in the folder" in result.stderr


# --- the full published files (../shared), when present ---------------------------------------------------------

@pytest.fixture(scope="module")
def shared_editions(shared_dir, tmp_path_factory):
    folder = shared_dir / "data" / "comprehensive-rules"
    base = tmp_path_factory.mktemp("shared-cr")
    return {name: import_file(folder / name, base) for name in EDITIONS}, base


@pytest.mark.parametrize("name", sorted(EDITIONS))
def test_every_published_edition_imports_with_its_date_and_encoding(shared_editions, name):
    effective, encoding, ends, phrase, pre = EDITIONS[name]
    edition = shared_editions[0][name].edition
    assert (edition.key, edition.encoding, edition.date_phrase, edition.pre_renumbering) == (
        effective, encoding, phrase, pre)
    assert ends in edition.line_ends
    assert edition.unparsed == []
    counts = edition.counts()
    assert counts["section"] == (6 if pre else 8 if effective < "2010" else 9)
    assert counts["rule"] > 450 and counts["subrule"] > 650 and counts["glossary"] > 390
    assert all(rule.parent for rule in edition.rules.values() if rule.kind != "section")


def test_published_editions_share_their_texts_in_the_store(shared_editions):
    imported, base = shared_editions
    total = (cr_dir(base) / "editions.sqlite").stat().st_size
    # each import's disk use is what it added to the one store file
    assert total == sum(result.bytes for result in imported.values())
    assert all(result.bytes > 0 for result in imported.values())
