"""Reading Scryfall bulk files: cards (Oracle, All Cards) and rulings, told apart by content; bad input."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_cli.errors import InputError
from judge_cli.importers.scryfall import read_scryfall

FIXTURES = Path(__file__).parent / "fixtures"
SCRYFALL = FIXTURES / "scryfall"
ORACLE, ALL, RULINGS = (SCRYFALL / f"{kind}-20240101090000.json" for kind in ("oracle-cards", "all-cards", "rulings"))


def test_oracle_cards_keep_cards_and_leave_out_tokens_and_art_cards():
    cards, rulings, summary = read_scryfall(ORACLE)
    assert rulings == []
    assert (summary.kind, summary.source, summary.entries, summary.cards) == (
        "scryfall-cards", "scryfall:oracle-cards", 3, 3)
    assert dict(summary.skipped) == {"tokens": 1, "art series cards": 1}
    by_name = {record.name: record for record in cards}
    assert by_name["Test Lantern"].flavor == {"en": "A light for tests."}
    assert list(by_name["Scryfall Test Owl"].oracle_ids) == ["00000000-0000-4000-8000-0000000000a1"]


def test_card_faces_become_sides():
    cards, _rulings, _summary = read_scryfall(ORACLE)
    seer = next(record for record in cards if record.layout == "modal_dfc")
    assert [seer.faces[side]["name"] for side in ("a", "b")] == ["Dawn Test Seer", "Dusk Test Seer"]
    assert seer.faces["b"]["type_line"] == "Sorcery"


def test_all_cards_printed_names_per_language_and_languages_left_out():
    cards, _rulings, summary = read_scryfall(ALL)
    by_name = {record.name: record for record in cards}
    assert by_name["Scryfall Test Owl"].names == {"de": "Scryfall-Testeule", "zh": "测试猫头鹰"}
    assert by_name["Scryfall Test Owl"].texts == {"de": "Flugfähigkeit", "zh": "飞行"}
    assert by_name["Dawn Test Seer // Dusk Test Seer"].names == {"ja": "夜明けの試験予見者"}
    assert dict(summary.dropped_languages) == {"ru": 1, "ko": 1}


def test_the_rulings_file_is_told_by_its_content():
    cards, rulings, summary = read_scryfall(RULINGS)
    assert cards == [] and summary.kind == "scryfall-rulings" and summary.rulings == 4
    first = rulings[0]
    assert (first.oracle_id, first.date, first.origin) == ("00000000-0000-4000-8000-0000000000a1", "2024-03-01", "wotc")
    assert rulings[2].origin == "scryfall"


BAD = [
    ("mixed.json", ["[1]", "cannot also hold"]),
    ("duplicate-card.json", ["[2]", "duplicate card 'Test Lantern'", "already given at [0]"]),
    ("empty-list.json", ["empty"]),
]


@pytest.mark.parametrize("name, words", BAD)
def test_bad_files_are_located_errors(name, words):  # odd entries of good files: tests/test_import_odd_entries.py
    with pytest.raises(InputError) as caught:
        read_scryfall(SCRYFALL / name)
    message = str(caught.value)
    assert message.startswith(str(SCRYFALL / name) + ": ")
    for word in words:
        assert word in message, message


def test_a_traditional_chinese_printing_adds_a_name_to_find_the_card_by_and_nothing_else(tmp_path):
    import json

    entries = json.loads(ALL.read_text(encoding="utf-8"))
    simplified = next(entry for entry in entries if entry["lang"] == "zhs")
    traditional = {**simplified, "id": "e1000000-0000-4000-8000-0000000000f1", "lang": "zht",
                   "printed_name": "測試貓頭鷹", "printed_text": "飛行"}
    russian = {**simplified, "id": "e1000000-0000-4000-8000-0000000000f2", "lang": "ru",
               "printed_name": "Тестовая сова", "printed_text": "Полет"}
    path = tmp_path / "all-cards-20240101090000.json"
    path.write_text(json.dumps([*entries, traditional, russian], ensure_ascii=False), encoding="utf-8")
    cards, _rulings, summary = read_scryfall(path)
    owl = next(record for record in cards if record.name == "Scryfall Test Owl")
    assert owl.names["zh"] == "测试猫头鹰" and owl.texts["zh"] == "飞行"  # the Simplified name and text stay shown
    assert owl.face_names.get("zh") == ["測試貓頭鷹"]
    # Contrast: a language that is no spelling of a supported one is still left out, and counted.
    assert dict(summary.dropped_languages) == {"ru": 2, "ko": 1}
