"""Every printed name finds its card: the name most printings use is the card's, the others stay on their
printings and are indexed too; a double-faced card's back face and a split card's halves keep their printed
names (MTGJSON and Scryfall), and a split card is found by both halves' names ("Feuer/Eis")."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_cli.importers.mtgjson import read_mtgjson
from judge_cli.importers.records import printed_forms
from judge_cli.importers.scryfall import read_scryfall
from judge_cli.search.lookup import find_card

FIXTURES = Path(__file__).parent / "fixtures"
MTGJSON = FIXTURES / "mtgjson" / "printed-names.json"
SCRYFALL = FIXTURES / "scryfall" / "printed-names.json"
DELVER = "Delver of Secrets // Insectile Aberration"


@pytest.fixture(scope="module")
def mtgjson_records():
    records, _summary = read_mtgjson(MTGJSON)
    return {record.name: record for record in records}


@pytest.fixture(scope="module")
def scryfall_records():
    records, _rulings, _summary = read_scryfall(SCRYFALL)
    return {record.name: record for record in records}


@pytest.fixture(scope="module")
def printed_corpus(tmp_path_factory, corpus):
    """Both fixtures imported into one store."""
    from judge_cli.importing import import_files
    from judge_cli.store.db import store_path
    from judge_cli.store.view import StoredCorpus

    base = tmp_path_factory.mktemp("printed-names")
    import_files("mtgjson", [MTGJSON], corpus, base=base)
    return StoredCorpus(corpus, store_path(base))


def test_the_card_s_name_is_the_one_most_printings_use_and_the_others_stay_on_their_printings(mtgjson_records):
    counterspell = mtgjson_records["Counterspell"]
    # Seen first in Italian as "Counterspell" (the old edition); two later printings say "Contromagia".
    assert counterspell.names["it"] == "Contromagia"
    assert counterspell.printings["OLD#1"]["names"] == {"it": "Counterspell"}
    assert "names" not in counterspell.printings["MID#10"] and "names" not in counterspell.printings["NEW#20"]
    assert counterspell.names["de"] == "Gegenzauber"  # the same everywhere: on no printing


def test_a_tie_goes_to_the_newest_printing_s_name(mtgjson_records):
    sol_ring = mtgjson_records["Sol Ring"]
    assert sol_ring.names["ja"] == "太陽の指輪"  # one printing each; the 2008 one is newer than the 2001 one
    assert sol_ring.printings["OLD#2"]["names"] == {"ja": "太陽のリング"}


def test_the_back_face_keeps_its_printed_names(mtgjson_records, scryfall_records):
    for records in (mtgjson_records, scryfall_records):
        delver = records[DELVER]
        assert delver.names["de"] == "Geheimnisstöberer"
        assert delver.face_names["de"] == ["Insekten-Scheußlichkeit"]
    assert mtgjson_records[DELVER].face_names["it"] == ["Insetto Aberrante"]


def test_a_split_card_is_named_by_both_halves_and_keeps_each_half(mtgjson_records, scryfall_records):
    # MTGJSON 2018 names only the halves (joined here), or prints "Feuer (Feuer/Eis)"; today's gives both.
    wear = mtgjson_records["Wear // Tear"]
    assert wear.names == {"de": "Verschleiß // Abnutzung", "ja": "摩耗 // 損耗"}
    assert wear.face_names == {"de": ["Verschleiß", "Abnutzung"], "ja": ["摩耗", "損耗"]}
    fire = mtgjson_records["Fire // Ice"]
    assert fire.names == {"de": "Feuer // Eis"} and fire.face_names == {"de": ["Feuer", "Eis"]}
    commit = mtgjson_records["Commit // Memory"]
    assert commit.names == {"de": "Einprägen // Erinnern"} and commit.face_names == {"de": ["Einprägen", "Erinnern"]}
    # Scryfall: the object's printed_name where it has one, else its faces' joined.
    wear = scryfall_records["Wear // Tear"]
    assert wear.names == {"de": "Verschleiß // Abnutzung", "ja": "摩耗 // 損耗"}
    assert wear.face_names == {"de": ["Verschleiß", "Abnutzung"], "ja": ["摩耗", "損耗"]}


def test_scryfall_names_too_are_the_ones_most_printings_use(scryfall_records):
    counterspell = scryfall_records["Counterspell"]
    assert counterspell.names["it"] == "Contromagia"
    assert counterspell.printings["OLD#1"]["names"] == {"it": "Counterspell"}


@pytest.mark.parametrize(("layout", "side", "name", "face", "expected"), [
    ("normal", "a", "Blitzschlag", None, ("Blitzschlag", None)),
    ("transform", "a", "Geheimnisstöberer", None, ("Geheimnisstöberer", None)),
    ("transform", "b", "Insekten-Scheußlichkeit", None, (None, "Insekten-Scheußlichkeit")),
    ("transform", "a", "Geheimnisstöberer // Insekten-Scheußlichkeit", "Geheimnisstöberer",
     ("Geheimnisstöberer", None)),
    ("split", "a", "Verschleiß", None, (None, "Verschleiß")),
    ("split", "b", "Feuer // Eis", "Eis", ("Feuer // Eis", "Eis")),
    ("split", "a", "Feuer (Feuer/Eis)", None, ("Feuer // Eis", "Feuer")),
    ("split", "a", "Feuer // Eis", None, ("Feuer // Eis", None)),
])
def test_printed_forms(layout, side, name, face, expected):
    assert printed_forms(layout, side, name, face) == expected


@pytest.mark.parametrize(("query", "card", "lang"), [
    ("Contromagia", "Counterspell", "it"),  # was Control Magic, when only the first Italian name was indexed
    ("Counterspell", "Counterspell", "en"),
    ("Control Magic", "Control Magic", "en"),
    ("太陽のリング", "Sol Ring", "ja"),  # one printing's name
    ("太陽の指輪", "Sol Ring", "ja"),
    ("Insekten-Scheusslichkeit", DELVER, "de"),  # the back face, ss for ß
    ("Insetto Aberrante", DELVER, "it"),
    ("Feuer/Eis", "Fire // Ice", "de"),
    ("Feuer", "Fire // Ice", "de"),
    ("Verschleiss", "Wear // Tear", "de"),
    ("Abnutzung", "Wear // Tear", "de"),
    ("Erinnern", "Commit // Memory", "de"),
])
def test_every_printed_name_finds_its_card(printed_corpus, query, card, lang):
    found = find_card(printed_corpus, query)
    oracle = found.card.name if found.card.back is None else f"{found.card.name} // {found.card.back.name}"
    assert (oracle, found.match.lang, found.match.score) == (card, lang, 100.0)
    assert not found.close


def test_the_card_shows_the_name_most_printings_use(printed_corpus):
    found = find_card(printed_corpus, "Counterspell")
    assert found.card.names["it"] == "Contromagia"
    assert found.card.face_names == {}
    delver = find_card(printed_corpus, "Insekten-Scheußlichkeit").card
    assert delver.names["de"] == "Geheimnisstöberer" and delver.face_names["de"] == ("Insekten-Scheußlichkeit",)


@pytest.mark.shared
@pytest.mark.parametrize(("query", "card_id", "lang"), [
    ("Contromagia", "counterspell", "it"),
    ("Counterspell", "counterspell", "en"),
    ("太陽のリング", "sol-ring", "ja"),
    ("太陽の指輪", "sol-ring", "ja"),
    ("林木妖精", "wood-elves", "zh"),  # most of Wood Elves' Chinese printings; the first seen says 林木地精
    ("林木地精", "wood-elves", "zh"),
    ("Insekten-Scheusslichkeit", "delver-of-secrets-insectile-aberration", "de"),
    ("Insetto Aberrante", "delver-of-secrets-insectile-aberration", "it"),
    ("Feuer/Eis", "fire-ice", "de"),
    ("Abnutzung", "wear-tear", "de"),
])
def test_every_printed_name_finds_its_card_in_the_real_2018_data(real_corpus, query, card_id, lang):
    found = find_card(real_corpus, query)
    assert (found.card.id, found.match.lang, found.match.score) == (card_id, lang, 100.0)
    assert not found.close


@pytest.mark.shared
def test_a_half_named_like_another_card_is_a_close_call(real_corpus):
    found = find_card(real_corpus, "Verschleiß")  # Wear's German name, and Attrition's
    assert {match.card_id for match in found.close} == {"attrition", "wear-tear"}


@pytest.mark.shared
def test_the_real_2018_names_are_the_ones_most_printings_use(real_corpus):
    assert real_corpus.cards["counterspell"].names["it"] == "Contromagia"
    assert real_corpus.cards["sol-ring"].names["ja"] == "太陽の指輪"
    assert real_corpus.cards["wood-elves"].names["zh"] == "林木妖精"
    assert real_corpus.cards["delver-of-secrets-insectile-aberration"].face_names["de"] == ("Insekten-Scheußlichkeit",)
    assert real_corpus.cards["wear-tear"].names["de"] == "Verschleiß // Abnutzung"
