"""Reading MTGJSON files: the three shapes, compression, languages kept and left out, bad input."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_cli.errors import InputError
from judge_cli.importers.mtgjson import read_mtgjson, source_stem

FIXTURES = Path(__file__).parent / "fixtures"
MTGJSON = FIXTURES / "mtgjson"


def _records(name: str):
    records, summary = read_mtgjson(MTGJSON / name)
    return {record.name: record for record in records}, summary


@pytest.mark.parametrize("name", ["AllPrintings.json", "AllPrintings.json.gz"])
def test_all_printings_folds_printings_into_one_record_per_oracle_name(name):
    records, summary = _records(name)
    assert sorted(records) == ["Front Wonder // Backside Marvel", "Left Half // Right Half", "Sly Disguiser",
                               "Test Lantern"]
    assert (summary.kind, summary.source, summary.entries, summary.cards) == (
        "mtgjson-allprintings", "mtgjson:AllPrintings", 7, 4)
    lantern = records["Test Lantern"]
    assert [p["set"] for p in lantern.printings.values()] == ["Test Set One", "Test Set Two"]
    assert lantern.names == {"de": "Testlaterne", "fr": "Lanterne d'essai", "ja": "試験のランタン",
                             "zh": "测试灯笼", "it": "Lanterna di prova"}  # first printing first, later ones fill in
    assert lantern.flavor == {"en": "A light for tests.", "de": "Licht für Tests."}
    assert list(lantern.rulings.values()) == ["2024-07-05", "2024-08-01"]
    assert list(lantern.oracle_ids) == ["00000000-0000-4000-8000-000000000001"]


def test_languages_outside_the_seven_are_left_out_and_counted():
    _records_, summary = _records("AllPrintings.json")
    assert dict(summary.dropped_languages) == {"Russian": 1, "Korean": 1, "Portuguese (Brazil)": 1}
    assert summary.names["de"] == 2 and summary.names["en"] == 4


def test_double_faced_cards_keep_both_faces_and_front_face_names():
    records, _summary = _records("AllPrintings.json")
    wonder = records["Front Wonder // Backside Marvel"]
    assert wonder.layout == "transform"
    assert wonder.faces["a"]["name"] == "Front Wonder" and wonder.faces["b"]["name"] == "Backside Marvel"
    assert wonder.faces["b"]["power"] == "4"
    assert wonder.names == {"de": "Vorderwunder", "es": "Maravilla frontal"}


def test_atomic_cards_bz2_with_printings_as_set_codes():
    records, summary = _records("AtomicCards.json.bz2")
    assert summary.kind == "mtgjson-atomic" and summary.source == "mtgjson:AtomicCards"
    owl = records["Atomic Test Owl"]
    assert [p["code"] for p in owl.printings.values()] == ["TS1", "TS3"]
    assert owl.names == {"fr": "Chouette d'essai atomique"}
    # Traditional Chinese is another spelling of Chinese: its name finds the card, never shown as its name.
    assert owl.face_names == {"zh": ["原子測試貓頭鷹"]} and "zh" not in owl.names
    assert dict(summary.dropped_languages) == {}


def test_a_single_set_file_xz_whose_name_comes_after_its_cards():
    records, summary = _records("TS3.json.xz")
    assert summary.kind == "mtgjson-set" and summary.source == "mtgjson:TS3"
    assert [p["set"] for p in records["Single Set Sprite"].printings.values()] == ["Test Set Three"]
    assert records["Single Set Sprite"].names == {"ja": "単一セットの妖精", "es": "Duende de colección única"}


@pytest.mark.parametrize("name, stem", [
    ("AllPrintings.json.xz", "AllPrintings"), ("AllPrintings.json", "AllPrintings"),
    ("rulings-20240705090256.json", "rulings"), ("oracle_cards_20240101.json.gz", "oracle_cards"),
    ("MKM.json", "MKM"),
])
def test_the_source_of_a_file_is_its_name_without_suffixes_or_date(name, stem):
    assert source_stem(Path(name)) == stem


#: (fixture, words the message must contain): every one names the file.
BAD = [
    ("truncated.json", ["ends at byte", "cut short"]),
    ("truncated.json.gz", ["gzip", "cut short"]),
    ("corrupt.json", ["invalid JSON near byte", "expect ',' or '}'"]),
    ("mostly-wrong.json", ["data.TS9.cards[1]", "missing field 'type' ('Sly Disguiser')",
                           "2 of 3 entries could not be read"]),
    ("duplicate-card.json", ["data.TS2.cards[2]", "duplicate card 'Sly Disguiser'", "data.TS2.cards[1]"]),
    ("duplicate-atomic.json", ["duplicate card 'Atomic Test Owl'"]),
    ("no-data.json", ["no cards found under 'data'"]),
    ("empty.json", ["empty"]),
    ("image.png", ["PNG image"]),
]


@pytest.mark.parametrize("name, words", BAD)
def test_bad_files_are_located_errors(name, words):
    with pytest.raises(InputError) as caught:
        read_mtgjson(MTGJSON / name, display=f"shown/{name}")
    message = str(caught.value)
    assert message.startswith(f"shown/{name}: ")
    for word in words:
        assert word in message, message


#: (fixture, reason, where): one odd entry of a file is left out, counted with its place, and the rest is read.
ODD = [
    ("missing-name.json", "no name", "data.TS1.cards[0]"),
    ("missing-type.json", "no type line", "data.TS2.cards[1]"),
    ("bad-date.json", "unreadable",
     "data.TS1.cards[0].rulings[0]: field 'date' is not a date (YYYY-MM-DD): '2024-13-45'"),
]


@pytest.mark.parametrize("name, reason, where", ODD)
def test_an_odd_entry_is_left_out_counted_and_located(name, reason, where):
    records, summary = read_mtgjson(MTGJSON / name)
    assert dict(summary.skipped) == {reason: 1}
    assert summary.skipped_at == {reason: [where]}
    assert records and summary.odd == 1


def test_the_byte_position_of_a_syntax_error_points_at_the_misplaced_token():
    text = (MTGJSON / "corrupt.json").read_bytes()
    with pytest.raises(InputError) as caught:
        read_mtgjson(MTGJSON / "corrupt.json")
    position = int(str(caught.value).split("near byte ")[1].split(":")[0])
    token = text.index(b'"manaCost"', text.index(b'"Sly Disguiser"')) + 1  # 1-based; a comma is missing before it
    assert token <= position <= token + 2


def test_the_byte_position_of_a_bad_character_deep_in_a_large_file(tmp_path):
    good = (MTGJSON / "AllPrintings.json").read_text(encoding="utf-8")
    filler = ", ".join(f'"note{number}": "{"x" * 50}"' for number in range(8000))  # ~500 kB: many read chunks
    text = good.replace('"meta": {', '"meta": {' + filler + ", ", 1)
    bad = text.index('"Sly Disguiser"') + 1
    path = tmp_path / "big.json"
    path.write_bytes(text[:bad].encode() + b"\x01" + text[bad:].encode())
    with pytest.raises(InputError, match="lexical error") as caught:
        read_mtgjson(path)
    position = int(str(caught.value).split("near byte ")[1].split(":")[0])
    assert abs(position - (len(text[:bad].encode()) + 1)) <= 1


def test_a_missing_file_and_a_folder_are_input_errors(tmp_path):
    with pytest.raises(InputError, match="cannot read file"):
        read_mtgjson(tmp_path / "nothing.json")
    with pytest.raises(InputError, match="folder"):
        read_mtgjson(tmp_path)


def test_a_temporary_folder_that_cannot_be_written_stops_the_import_with_one_line(tmp_path, monkeypatch):
    """The card objects read wait in a temporary SQLite database: a full disk there is a ResourceError, no
    traceback, and nothing is imported."""
    import sqlite3

    from judge_cli.errors import ResourceError
    from judge_cli.importers import stage

    def full(self):
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(stage.EntryStage, "_flush", full)
    with pytest.raises(ResourceError, match="cannot write the imported corpus .database or disk is full."):
        read_mtgjson(MTGJSON / "AllPrintings.json")
