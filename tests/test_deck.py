"""``judge deck``: decklists in the seven languages and the export formats, every problem kind, JSON, exit codes."""

from __future__ import annotations

import json

import pytest
from lookup_helpers import one_error_line, run

from judge_cli.deck.check import check_deck, copy_limit
from judge_cli.deck.parse import decode, parse_deck
from judge_cli.errors import InputError, UsageError

#: A modern-legal red-green deck of cards the excerpt has in all seven languages: (count, card id).
MAIN = [(4, "lightning-bolt"), (4, "goblin-guide"), (4, "monastery-swiftspear"), (4, "shock"), (4, "kird-ape"),
        (4, "wild-nacatl"), (18, "mountain"), (18, "forest")]
SIDE = [(3, "duress"), (2, "giant-growth")]


def _list(corpus, lang: str) -> str:
    def name(card_id: str) -> str:
        return corpus.cards[card_id].names[lang]

    main = "\n".join(f"{count} {name(card_id)}" for count, card_id in MAIN)
    side = "\n".join(f"{count} {name(card_id)}" for count, card_id in SIDE)
    return f"{main}\n\nSideboard\n{side}\n"


def _check(corpus, text: str, fmt: str | None = "modern"):
    return check_deck(corpus, parse_deck(text, "deck.txt"), fmt)


def _kinds(report) -> list[str]:
    return [problem["kind"] for problem in report["problems"]]


@pytest.mark.parametrize("lang", ["en", "de", "fr", "es", "it", "ja", "zh"])
def test_a_decklist_in_each_language_resolves_to_the_same_legal_deck(excerpt_corpus, lang):
    report = _check(excerpt_corpus, _list(excerpt_corpus, lang))
    assert report["problems"] == [] and report["legal"] is True
    assert [(e["count"], e["id"]) for e in report["main"]] == MAIN
    assert [(e["count"], e["id"]) for e in report["sideboard"]] == SIDE
    assert report["counts"] == {"main": 60, "sideboard": 5, "commander": 0}
    assert all(entry["lang"] == lang for entry in report["main"] if entry["query"] != entry["name"])


def test_typos_translations_and_katakana_become_oracle_names_with_their_line(excerpt_corpus):
    text = "4 Blitzschlag\n4x lightnin bolt\n4 タルモゴイフ\n４ 稲妻\n"
    report = _check(excerpt_corpus, text, None)
    shown = [(e["name"], e["line"], e["query"]) for e in report["main"]]
    assert shown == [("Lightning Bolt", 1, "Blitzschlag"), ("Lightning Bolt", 2, "lightnin bolt"),
                     ("Tarmogoyf", 3, "タルモゴイフ"), ("Lightning Bolt", 4, "稲妻")]
    assert "too-many-copies" in _kinds(report)  # 12 Lightning Bolts across the lines


def test_arena_export_with_set_numbers_sections_and_companion(excerpt_corpus):
    text = ("Deck\n4 Lightning Bolt (M11) 149\n4 Goblin Guide (ZEN) 126\n52 Mountain (M19) 275\n\n"
            "Sideboard\n3 Duress (M19) 94\n")
    report = _check(excerpt_corpus, text)
    assert report["counts"] == {"main": 60, "sideboard": 3, "commander": 0} and report["legal"]


def test_mtgo_text_blank_line_sideboard_sb_prefix_and_comments(excerpt_corpus):
    text = "// my deck\n# burn\n4 Lightning Bolt\n56 Mountain\n\n2 Duress\nSB: 1 Shock\n"
    report = _check(excerpt_corpus, text)
    assert report["counts"]["sideboard"] == 3 and report["legal"]
    assert [e["name"] for e in report["sideboard"]] == ["Duress", "Shock"]


def test_mtgo_dek_xml(excerpt_corpus):
    text = ('<?xml version="1.0" encoding="utf-8"?>\n<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema">\n'
            '  <NetDeckID>0</NetDeckID>\n'
            '  <Cards CatID="1" Quantity="4" Sideboard="false" Name="Lightning Bolt" />\n'
            '  <Cards CatID="2" Quantity="56" Sideboard="false" Name="Mountain" />\n'
            '  <Cards CatID="3" Quantity="2" Sideboard="true" Name="Duress" />\n</Deck>\n')
    report = _check(excerpt_corpus, text)
    assert report["counts"] == {"main": 60, "sideboard": 2, "commander": 0} and report["legal"]
    assert report["main"][0]["line"] == 4


def test_section_headers_in_other_languages(excerpt_corpus):
    text = "メインデッキ\n4 稲妻\n56 山\n\nサイドボード\n2 強迫\n"
    report = _check(excerpt_corpus, text)
    assert report["counts"] == {"main": 60, "sideboard": 2, "commander": 0} and report["legal"]


@pytest.mark.parametrize("text, fmt, kind, line", [
    ("4 Lightning Bolt\nfour Shock\n52 Mountain\n", "modern", "unreadable-line", 2),
    ("4 Lightning Bolt\n4 Xyzzy Quux\n52 Mountain\n", "modern", "unknown-card", 2),
    ("4 Lightning Bolt\n4 Angel\n52 Mountain\n", "modern", "ambiguous-card", 2),
    ("4 Lightning Bolt\n50 Mountain\n", "modern", "deck-size", None),
    ("4 Lightning Bolt\n56 Mountain\n\nSideboard\n16 Forest\n", "modern", "sideboard-size", None),
    ("3 Lightning Bolt\n57 Mountain\n\nSideboard\n2 Lightning Bolt\n", "modern", "too-many-copies", 1),
    ("4 Lightning Bolt\n1 Black Lotus\n55 Mountain\n", "legacy", "banned", 2),
    ("2 Black Lotus\n58 Mountain\n", "vintage", "restricted", 1),
    ("4 Brainstorm\n56 Island\n", "modern", "not-legal", 1),
    ("Commander\n1 Kiki-Jiki, Mirror Breaker\nDeck\n2 Lightning Bolt\n97 Mountain\n", "commander", "singleton", 4),
    ("Commander\n1 Kiki-Jiki, Mirror Breaker\nDeck\n1 Counterspell\n98 Mountain\n", "commander",
     "color-identity", 4),
    ("1 Lightning Bolt\n99 Mountain\n", "commander", "no-commander", None),
])
def test_each_problem_kind_names_the_card_and_line(excerpt_corpus, text, fmt, kind, line):
    report = _check(excerpt_corpus, text, fmt)
    assert kind in _kinds(report) and report["legal"] is False
    problem = next(p for p in report["problems"] if p["kind"] == kind)
    assert problem["message"] and problem["line"] == line


def test_contrasts_of_the_problem_kinds(excerpt_corpus):
    assert _check(excerpt_corpus, "1 Black Lotus\n59 Mountain\n", "vintage")["legal"]  # restricted: one is fine
    assert _check(excerpt_corpus, "4 Brainstorm\n56 Island\n", "legacy")["legal"]
    assert _check(excerpt_corpus, "40 Mountain\n", "limited")["legal"]  # 40 in limited, copies not counted
    assert _check(excerpt_corpus, "4 Relentless Rats\n20 Relentless Rats\n36 Swamp\n", None)["problems"][0][
        "kind"] == "unknown-card"  # Swamp is not in the excerpt; the rats themselves are fine
    assert "too-many-copies" not in _kinds(_check(excerpt_corpus, "24 Relentless Rats\n36 Mountain\n", None))
    assert _check(excerpt_corpus, "Commander\n1 Kiki-Jiki, Mirror Breaker\nDeck\n1 Lightning Bolt\n98 Mountain\n",
                  "commander")["legal"]


def test_copy_limits(excerpt_corpus):
    assert copy_limit(excerpt_corpus.cards["mountain"]) is None
    assert copy_limit(excerpt_corpus.cards["relentless-rats"]) is None
    assert copy_limit(excerpt_corpus.cards["lightning-bolt"]) == 4


def test_an_unknown_format_is_a_usage_error(excerpt_corpus):
    with pytest.raises(UsageError, match="unknown format 'modrn'"):
        _check(excerpt_corpus, "60 Mountain\n", "modrn")


@pytest.mark.parametrize("data, words", [
    (b"\x89PNG\r\n\x1a\n\x00\x00", "not a text file"),
    (b"4 Lightning Bolt\n4 \xff\xfeBad\n", "not UTF-8 text \\(byte 20\\)"),
    (b"<Deck><Cards Quantity='4' Name='x'></Deck>", "not a valid .dek file"),
])
def test_unreadable_files_are_input_errors(data, words):
    with pytest.raises(InputError, match=words):
        parse_deck(decode(data, "deck.txt"), "deck.txt")


def test_utf16_with_a_bom_is_read():
    assert parse_deck(decode("4 稲妻\n".encode("utf-16"), "d"), "d").lines[0].name == "稲妻"


@pytest.fixture()
def imported(excerpt_dir, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA_DIR", str(excerpt_dir))


def test_cli_json_shape_and_exit_codes(runner, app, imported, tmp_path, excerpt_corpus):
    good = tmp_path / "good.txt"
    good.write_text(_list(excerpt_corpus, "de"), encoding="utf-8")
    result = run(runner, app, "deck", str(good), "--format", "modern", "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert {"format", "legal", "main", "sideboard", "problems"} <= set(data) and data["legal"] is True
    assert set(data["main"][0]) >= {"count", "name", "line", "query"}
    bad = tmp_path / "bad.txt"
    bad.write_text("1 Black Lotus\n59 Mountain\n", encoding="utf-8")
    result = run(runner, app, "deck", str(bad), "--format", "legacy")
    assert result.exit_code == 1 and "line 1: Black Lotus is banned in legacy [banned]" in result.stdout
    problem = json.loads(run(runner, app, "deck", str(bad), "--format", "legacy", "--json").stdout)["problems"][0]
    assert set(problem) == {"kind", "card", "line", "message"} and problem["kind"] == "banned"
    result = run(runner, app, "deck", str(tmp_path / "missing.txt"))
    assert result.exit_code == 2 and "missing.txt" in one_error_line(result)


def test_cli_reads_standard_input_and_shows_where_a_translated_name_came_from(runner, app, imported):
    result = runner.invoke(app, ["deck", "-"], input="4 Blitzschlag\n56 Mountain\n")
    assert result.exit_code == 0
    assert "4 Lightning Bolt  ← line 1: 'Blitzschlag' [de]" in result.stdout


@pytest.mark.shared
def test_a_75_card_list_on_the_whole_2018_data(real_corpus):
    text = ("4 Lightning Bolt\n4 Goblin Guide\n4 Monastery Swiftspear\n4 Eidolon of the Great Revel\n"
            "4 Lava Spike\n4 Rift Bolt\n4 Skullcrack\n4 Searing Blaze\n4 Boros Charm\n4 Lightning Helix\n"
            "20 Mountain\n\nSideboard\n4 Path to Exile\n4 Destructive Revelry\n3 Smash to Smithereens\n"
            "4 Deflecting Palm\n")
    report = check_deck(real_corpus, parse_deck(text, "burn.txt"), "modern")
    assert report["counts"] == {"main": 60, "sideboard": 15, "commander": 0}
    assert report["problems"] == [] and report["legal"]


def test_a_line_whose_card_is_unknown_still_counts_and_is_named_with_its_line(runner, app, imported, tmp_path):
    deck = tmp_path / "one-typo.txt"
    deck.write_text("4 Lightning Bolt\n52 Mountain\n4 Lightnign Boltzmann Tortoise\n", encoding="utf-8")
    data = json.loads(run(runner, app, "deck", str(deck), "--format", "modern", "--json").stdout)
    assert data["counts"]["main"] == 60
    assert [p["kind"] for p in data["problems"]] == ["unknown-card"]  # 60 cards: no deck-size problem
    assert (data["problems"][0]["line"], data["problems"][0]["card"]) == (3, "Lightnign Boltzmann Tortoise")
    assert data["unresolved"] == [{"count": 4, "query": "Lightnign Boltzmann Tortoise", "line": 3,
                                   "section": "main"}]
    text = run(runner, app, "deck", str(deck), "--format", "modern").stdout
    assert "Main deck (60)" in text and "4 Lightnign Boltzmann Tortoise  ← line 3: no known card" in text
    assert "line 3: no card matches 'Lightnign Boltzmann Tortoise'" in text


def test_every_line_of_an_unknown_card_is_named(corpus):
    report = check_deck(corpus, parse_deck("4 Become Anonymous\n2 Flaming Tortoise\n54 Plains?\n"
                                           "2 Flaming Tortoise\n", "d"), None)
    unknown = [(p["card"], p["line"]) for p in report["problems"] if p["kind"] == "unknown-card"]
    assert ("Flaming Tortoise", 2) in unknown and ("Flaming Tortoise", 4) in unknown
    assert report["counts"]["main"] == 62
