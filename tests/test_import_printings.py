"""What the importers keep that judges need: printings (set, number, rarity, date, printed names, flavor names),
legalities with the data's date, colour identity and colour indicators; and how ``judge card`` shows them."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from judge_cli.importers.mtgjson import read_mtgjson
from judge_cli.importers.scryfall import read_scryfall
from judge_cli.search.lookup import card_view, find_card

FIXTURES = Path(__file__).parent / "fixtures"
EXCERPT = FIXTURES / "mtgjson" / "real-2018-excerpt.json.xz"
DEFAULT_CARDS = FIXTURES / "scryfall" / "default-cards-20250301000000.json"


@pytest.fixture(scope="module")
def excerpt_records():
    records, summary = read_mtgjson(EXCERPT)
    return {record.name: record for record in records}, summary


def test_mtgjson_printings_keep_set_code_name_number_rarity_and_release_date(excerpt_records):
    records, summary = excerpt_records
    bolt = records["Lightning Bolt"]
    assert bolt.printings["M11#149"] == {"set": "Magic 2011", "code": "M11", "released": "2010-07-16",
                                         "number": "149", "rarity": "common"}
    assert summary.data_date == "2018-10-05"


def test_old_mtgjson_words_are_today_s_words(excerpt_records):
    records, _summary = excerpt_records
    assert records["Delver of Secrets // Insectile Aberration"].layout == "transform"  # "double-faced" in 2018
    rarities = {p["rarity"] for r in records.values() for p in r.printings.values()}
    assert "mythic rare" not in rarities and "basic land" not in rarities and "mythic" in rarities


def test_mtgjson_legalities_with_the_files_date_and_colour_identity(excerpt_records):
    records, _summary = excerpt_records
    lotus = records["Black Lotus"]
    assert lotus.legalities == {"commander": "banned", "legacy": "banned", "vintage": "restricted"}
    assert lotus.legal_date == "2018-10-05" and lotus.identity == []
    assert records["Fire // Ice"].identity == ["blue", "red"]


def test_colours_the_mana_cost_does_not_give_are_kept_on_the_face(excerpt_records):
    records, _summary = excerpt_records
    assert records["Dryad Arbor"].faces["a"]["colors"] == ["green"]  # a colour indicator in print
    assert records["Delver of Secrets // Insectile Aberration"].faces["b"]["colors"] == ["blue"]
    assert "colors" not in records["Lightning Bolt"].faces["a"]  # the mana cost says it
    assert "colors" not in records["Fire // Ice"].faces["a"]  # split halves carry the card's colours in the data


def test_printed_names_per_printing_where_they_differ(excerpt_records):
    records, _summary = excerpt_records
    varied = [p for r in records.values() for p in r.printings.values() if p.get("names")]
    assert varied, "the 2018 data has printings whose translated names differ"
    for printing in varied:
        assert all(isinstance(name, str) and name for name in printing["names"].values())


def test_scryfall_printings_legalities_identity_indicator_and_flavor_names():
    records, _rulings, summary = read_scryfall(DEFAULT_CARDS)
    by_name = {record.name: record for record in records}
    bolt = by_name["Printed Test Bolt"]
    assert summary.data_date == "2025-03-01"
    assert bolt.legalities == {"standard": "not_legal", "modern": "legal", "legacy": "legal",
                               "vintage": "restricted", "commander": "banned"}
    assert bolt.legal_date == "2025-03-01" and bolt.identity == ["red"]
    alpha, beta = bolt.printings["TSA#149"], bolt.printings["TSB#7★"]
    assert (alpha["code"], alpha["number"], alpha["rarity"], alpha["released"]) == ("TSA", "149", "common",
                                                                                    "2010-07-16")
    assert bolt.names["de"] == "Gedruckter Testblitz"
    assert beta["names"] == {"de": "Alter Testblitz"} and beta["flavor_name"] == "Bolt of the Universe Beyond"
    assert "names" not in alpha  # the same name as the card's
    seer = by_name["Indicated Test Seer // Indicated Test Sage"]
    assert seer.faces["b"]["colors"] == ["green"] and seer.faces["b"]["loyalty"] == "3"
    assert "colors" not in seer.faces["a"]


def test_judge_card_shows_printings_oldest_first_and_a_legality_line(excerpt_corpus):
    view = card_view(excerpt_corpus, find_card(excerpt_corpus, "Black Lotus"), None)
    assert [p["code"] for p in view["printings"]] == ["CEI", "VMA"]
    assert view["printings"][1] == {"set": "Vintage Masters", "code": "VMA", "number": "4", "rarity": "special",
                                    "released": "2014-06-16", "flavor_name": None, "printed_names": {}, "note": None,
                                    "printed_text": {}}
    assert view["legalities"] == {"commander": "banned", "legacy": "banned", "vintage": "restricted"}
    assert view["legalities_date"] == "2018-10-05" and view["color_identity"] == []
    card = excerpt_corpus.cards[view["id"]]
    assert card.legalities_date == dt.date(2018, 10, 5)


def test_judge_card_text_lists_printings_and_legality(excerpt_dir, runner, app, monkeypatch):
    from lookup_helpers import run

    monkeypatch.setenv("JUDGE_DATA_DIR", str(excerpt_dir))
    out = run(runner, app, "card", "Black Lotus").stdout
    assert "Legality: restricted in: vintage · banned in: commander, legacy (as of Oct 5, 2018)" in out
    assert "  VMA #4 · special · Jun 16, 2014 · Vintage Masters" in out


@pytest.mark.shared
def test_the_real_2018_data_keeps_printings_legalities_and_identity(real_corpus):
    bolt = real_corpus.cards["lightning-bolt"]
    codes = {p.set_code for p in bolt.printings}
    assert {"LEA", "M10", "M11", "A25"} <= codes
    assert all(p.rarity and p.released for p in bolt.printings if p.set_code == "M11")
    assert bolt.legalities["modern"] == "legal" and bolt.color_identity == ("red",)
    assert real_corpus.cards["black-lotus"].legalities["vintage"] == "restricted"
