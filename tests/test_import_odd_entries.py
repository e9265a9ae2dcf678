"""Real files have odd entries: one is left out, counted and located, and the import goes on; a file that is
mostly wrong is still refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from lookup_helpers import run, run_json

from judge_cli.errors import InputError
from judge_cli.importers.mtgjson import read_mtgjson
from judge_cli.importers.scryfall import read_scryfall


def _card(name: str | None, serial: int, **fields) -> dict:
    card = {"name": name, "type": "Creature — Test", "text": "", "layout": "normal", "manaCost": "{1}{G}",
            "power": "1", "toughness": "1", "uuid": f"c0000000-0000-4000-8000-{serial:012d}"}
    card.update(fields)
    return {key: value for key, value in card.items() if value is not None}


def _allprintings(path: Path, sets: dict[str, list]) -> Path:
    data = {"meta": {"date": "2024-01-01"},
            "data": {code: {"name": f"Set {code}", "code": code, "releaseDate": "2024-01-01", "cards": cards}
                     for code, cards in sets.items()}}
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


GOOD = [_card(f"Good Card {n}", n) for n in range(1, 5)]


@pytest.mark.parametrize("odd, reason, place", [
    (_card("Typeless", 90, type=None), "no type line", "data.UGL.cards[4]"),
    (_card(None, 90), "no name", "data.UGL.cards[4]"),
    (_card("Sticker Sheet", 90, layout="sticker"), "unknown layout", "data.UGL.cards[4]: unknown layout 'sticker'"),
    (_card("Listy", 90, power=["1"]), "unreadable", "data.UGL.cards[4]: field 'power' should be text"),
    ("not an object", "unreadable", "data.UGL.cards[4]: expected a JSON object"),
])
def test_one_odd_entry_is_left_out_counted_with_its_place(tmp_path, odd, reason, place):
    records, summary = read_mtgjson(_allprintings(tmp_path / "AllPrintings.json", {"UGL": GOOD + [odd]}))
    assert sorted(record.name for record in records) == [f"Good Card {n}" for n in range(1, 5)]
    assert dict(summary.skipped) == {reason: 1} and summary.skipped_at == {reason: [place]}
    assert summary.entries == 4


def test_an_entry_found_wrong_halfway_adds_nothing_to_its_card(tmp_path):
    """The second printing's foreign data is broken after its face was read: the card keeps only the first."""
    second = _card("Good Card 1", 91, foreignData=[{"language": "German", "name": "Gute Karte"}, {"language": 5}])
    records, summary = read_mtgjson(_allprintings(tmp_path / "AllPrintings.json", {"AAA": GOOD, "BBB": [second]}))
    card = next(record for record in records if record.name == "Good Card 1")
    assert card.names == {} and list(card.printings) == ["AAA#"]
    assert summary.skipped_at == {"unreadable": ["data.BBB.cards[0].foreignData[1]: field 'language' should be text"]}


def test_tokens_are_left_out_as_tokens_not_as_faults(tmp_path):
    token = _card("Beast", 95, layout="token")
    records, summary = read_mtgjson(_allprintings(tmp_path / "AllPrintings.json", {"DDD": GOOD + [token] * 1}))
    assert "Beast" not in {record.name for record in records}
    assert dict(summary.skipped) == {"tokens": 1} and summary.odd == 0 and summary.skipped_at == {}


def test_un_set_cards_with_odd_values_are_kept_and_shown(runner, app, tmp_path, monkeypatch):
    cards = [_card("Little Girl", 1, manaCost="{hw}", power=".5", toughness=".5", number="28a"),
             _card("Infinity Elemental", 2, manaCost="{4}{R}{R}{R}", power="∞", toughness="5"),
             _card("B.F.M. (Big Furry Monster)", 3, text="left half"),
             _card("B.F.M. (Big Furry Monster)", 4, text="right half", number="29b")]
    path = _allprintings(tmp_path / "AllPrintings.json", {"UGL": cards})
    records, summary = read_mtgjson(path)
    assert {record.name for record in records} == {"Little Girl", "Infinity Elemental", "B.F.M. (Big Furry Monster)"}
    assert summary.odd == 0 and summary.variants == 1
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "data"))
    assert run(runner, app, "import", "mtgjson", str(path)).exit_code == 0
    card = run_json(runner, app, "card", "Little Girl")
    assert (card["mana_cost"], card["printings"][0]["number"]) == ("{hw}", "28a")
    assert run(runner, app, "find", "pow>5").stdout.startswith("Infinity Elemental")


def test_a_file_mostly_wrong_is_refused_naming_the_first_problem(tmp_path):
    bad = [_card(f"Typeless {n}", 10 + n, type=None) for n in range(5)]
    path = _allprintings(tmp_path / "AllPrintings.json", {"XXX": GOOD[:2] + bad})
    with pytest.raises(InputError) as caught:
        read_mtgjson(path)
    message = str(caught.value)
    assert message.startswith(f"{path}: data.XXX.cards[2]: missing field 'type' ('Typeless 0')")
    assert "5 of 7 entries could not be read: this is not an MTGJSON file" in message


def test_an_atomic_card_with_an_odd_face_is_left_out_whole(tmp_path):
    data = {"meta": {"date": "2024-01-01"}, "data": {
        "Fine Card": [{"name": "Fine Card", "type": "Instant", "text": "Draw a card."}],
        "Half // Broken": [{"name": "Half // Broken", "faceName": "Half", "type": "Instant", "side": "a"},
                           {"name": "Half // Broken", "faceName": "Broken", "side": "b"}],
        "Other Card": [{"name": "Other Card", "type": "Sorcery"}]}}
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    records, summary = read_mtgjson(path)
    assert sorted(record.name for record in records) == ["Fine Card", "Other Card"]
    assert summary.skipped_at == {"no type line": ["data['Half // Broken'][1]"]}


def test_scryfall_odd_cards_and_rulings_are_left_out(tmp_path):
    cards = [{"object": "card", "id": f"id-{n}", "name": f"Card {n}", "type_line": "Instant", "layout": "normal",
              "lang": "en", "oracle_id": f"o-{n}"} for n in range(3)]
    cards.append({"object": "card", "id": "id-x", "name": "No Type", "layout": "normal", "lang": "en"})
    path = tmp_path / "oracle-cards-20240101.json"
    path.write_text(json.dumps(cards), encoding="utf-8")
    records, _rulings, summary = read_scryfall(path)
    assert len(records) == 3 and summary.skipped_at == {"no type line": ["[3]"]}
    rulings = [{"object": "ruling", "oracle_id": "o-1", "source": "wotc", "published_at": "2024-01-01",
                "comment": f"Ruling {n}."} for n in range(3)] + [{"object": "ruling", "comment": "No card."}]
    path = tmp_path / "rulings-20240101.json"
    path.write_text(json.dumps(rulings), encoding="utf-8")
    _records, kept, summary = read_scryfall(path)
    assert len(kept) == 3 and summary.skipped_at == {"unreadable": ["[3]: missing field 'oracle_id'"]}


def test_the_import_summary_and_corpus_info_say_what_was_left_out_and_where(runner, app, tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "data"))
    odd = [_card("Typeless", 90, type=None), _card("Beast", 95, layout="token")]
    path = _allprintings(tmp_path / "AllPrintings.json", {"UGL": GOOD + odd})
    result = run(runner, app, "import", "mtgjson", str(path))
    assert result.exit_code == 0, result.stderr
    assert "  left out: tokens 1\n  left out: 1 entry without a type line (data.UGL.cards[4])\n" in result.stdout
    info = run(runner, app, "corpus", "info")
    assert "    left out: 1 entry without a type line (data.UGL.cards[4])" in info.stdout
    source = run_json(runner, app, "corpus", "info", "--json")["imported"]["sources"][0]
    assert source["skipped"] == {"no type line": 1, "tokens": 1}
    assert source["skipped_at"] == {"no type line": ["data.UGL.cards[4]"]}


@pytest.mark.usefixtures("shared_dir")
def test_the_real_2018_data_has_tokens_but_no_fault(real_dir):
    from judge_cli.corpus.load import load_corpus
    from judge_cli.store.info import corpus_info

    source = corpus_info(load_corpus(), real_dir)["imported"]["sources"][0]
    assert source["skipped"] == {"tokens": 30} and source["skipped_at"] == {}
