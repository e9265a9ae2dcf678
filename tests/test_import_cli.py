"""judge import mtgjson|scryfall, judge corpus info|reset, and the other commands on imported data."""

from __future__ import annotations

from pathlib import Path

import pytest
from lookup_helpers import one_error_line, run, run_json

FIXTURES = Path(__file__).parent / "fixtures"
MTGJSON = FIXTURES / "mtgjson"
SCRYFALL = FIXTURES / "scryfall"


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch) -> Path:
    """A private data directory and parsed-corpus cache, and the shipped corpus."""
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("JUDGE_CORPUS_DIR", raising=False)
    return tmp_path / "data"


def _import_all_printings(runner, app):
    result = run(runner, app, "import", "mtgjson", str(MTGJSON / "AllPrintings.json"))
    assert result.exit_code == 0, result.stderr
    return result


def test_import_prints_a_summary_and_no_progress_bar_off_a_terminal(runner, app, data_dir):
    result = _import_all_printings(runner, app)
    out = result.stdout
    assert "Imported AllPrintings.json (mtgjson:AllPrintings, mtgjson-allprintings): 4 cards from 7 entries." in out
    assert "left out (language not supported): Korean 1, Portuguese (Brazil) 1, Russian 1" in out
    assert str(data_dir / "corpus" / "corpus.sqlite") in out
    assert "\r" not in result.stderr and result.stderr == ""


def test_imported_cards_are_found_by_card_rulings_ruling_and_grep(runner, app):
    _import_all_printings(runner, app)
    card = run_json(runner, app, "card", "Testlaterne")
    assert (card["id"], card["match"]["lang"], card["printed"]["text_lang"]) == ("test-lantern", "de", "de")
    assert [entry["date"] for entry in card["ruling_texts"]] == ["2024-07-05", "2024-08-01"]
    rulings = run_json(runner, app, "rulings", "Front Wonder")
    assert len(rulings["rulings"]) == 1
    ruling = run_json(runner, app, "ruling", rulings["rulings"][0]["id"])
    assert {c["id"] for c in ruling["cards"]} == {"test-lantern", "front-wonder-backside-marvel"}
    hits = run_json(runner, app, "grep", "Licht fur Tests")["hits"]
    assert [(hit["id"], hit["lang"], hit["field"]) for hit in hits] == [("test-lantern", "de", "flavor")]
    assert run_json(runner, app, "card", "anonimat")["id"] == "become-anonymous"


def test_langs_counts_imported_cards(runner, app):
    _import_all_printings(runner, app)
    rows = {row["lang"]: row for row in run_json(runner, app, "langs")["languages"]}
    assert rows["de"]["total_cards"] == 7 and rows["it"]["names"] == 2


def test_a_scenario_can_name_an_imported_card(runner, app, tmp_path):
    _import_all_printings(runner, app)
    scenario = tmp_path / "imported.yaml"
    scenario.write_text("""scenarios:
  - id: cloak-imported-cards
    question: resolve
    given:
      card: Become Anonymous
      battlefield:
        - {label: wonder, card: Vorderwunder}
      library: {you: [Sly Disguiser, Test Lantern]}
      targets: [wonder]
    expect:
      answer:
        resolves: "yes"
        cloaked: {you: [Front Wonder, Sly Disguiser, Test Lantern]}
        can_turn_face_up_later: [Front Wonder, Sly Disguiser]
""", encoding="utf-8")
    result = run(runner, app, "eval", str(scenario), "--format", "json")
    assert result.exit_code == 0, result.stdout + result.stderr


@pytest.mark.parametrize("broken, where", [
    ("truncated.json", "ends at byte"), ("corrupt.json", "near byte"), ("mostly-wrong.json", "data.TS9.cards[1]"),
    ("duplicate-card.json", "duplicate card"), ("image.png", "PNG image"),
])
def test_a_broken_file_is_exit_2_one_line_and_the_previous_corpus_stays(runner, app, broken, where):
    _import_all_printings(runner, app)
    result = run(runner, app, "import", "mtgjson", str(MTGJSON / broken))
    assert result.exit_code == 2
    line = one_error_line(result)
    assert str(MTGJSON / broken) in line and where in line
    assert run_json(runner, app, "card", "Testlaterne")["id"] == "test-lantern"


def test_a_cr_file_given_to_the_mtgjson_importer_says_which_command_to_use(runner, app):
    result = run(runner, app, "import", "mtgjson", str(FIXTURES / "cr" / "mini-2026-lf.txt"))
    assert result.exit_code == 2 and "judge import cr" in one_error_line(result)


def test_scryfall_files_in_one_command(runner, app):
    files = [str(SCRYFALL / f"{kind}-20240101090000.json") for kind in ("oracle-cards", "all-cards", "rulings")]
    result = run(runner, app, "import", "scryfall", *files)
    assert result.exit_code == 0, result.stderr
    assert "left out: art series cards 1, tokens 1" in result.stdout
    assert "1 ruling names an Oracle id of no imported card" in result.stdout
    assert run_json(runner, app, "card", "Scryfall-Testeule")["id"] == "scryfall-test-owl"


def test_corpus_info_text_and_json(runner, app):
    empty = run(runner, app, "corpus", "info")
    assert empty.exit_code == 0 and "Imported cards: none" in empty.stdout
    _import_all_printings(runner, app)
    text = run(runner, app, "corpus", "info").stdout
    assert "mtgjson:AllPrintings: AllPrintings.json (mtgjson-allprintings)" in text
    assert "All cards: 7, rulings: 18" in text
    data = run_json(runner, app, "corpus", "info")
    assert data["imported"]["cards"] == 4 and data["total"]["names"]["de"] == 5
    assert data["cr"]["editions"] == []


def test_corpus_reset_removes_imported_data_and_keeps_the_shipped_corpus(runner, app, data_dir):
    _import_all_printings(runner, app)
    cr = run(runner, app, "import", "cr", str(FIXTURES / "cr" / "mini-2026-lf.txt"))
    assert cr.exit_code == 0, cr.stderr
    refused = run(runner, app, "corpus", "reset")  # no terminal to ask on, no --yes: nothing removed
    assert refused.exit_code == 2 and "--yes" in refused.stderr and (data_dir / "corpus").exists()
    result = run(runner, app, "corpus", "reset", "--yes")
    assert result.exit_code == 0
    assert "Removed the imported cards (4 cards, 3 rulings)" in result.stdout
    assert "Removed the Comprehensive Rules effective 2026-01-16" in result.stdout
    assert not (data_dir / "corpus").exists() and not (data_dir / "cr").exists()
    assert run(runner, app, "card", "Testlaterne").exit_code == 1
    assert run_json(runner, app, "card", "anonimat")["id"] == "become-anonymous"
    again = run(runner, app, "corpus", "reset")
    assert again.exit_code == 0 and "Nothing to remove" in again.stdout  # nothing to confirm either


def test_import_help_lists_the_three_importers(runner, app):
    result = run(runner, app, "import", "--help")
    assert all(name in result.stdout for name in ("cr", "mtgjson", "scryfall"))


def test_judge_ask_reads_an_imported_card_name(runner, app):
    _import_all_printings(runner, app)
    result = run(runner, app, "ask", "Can I turn a cloaked Sly Disguiser face up?", "--json")
    assert result.exit_code == 0, result.stdout + result.stderr
    assert "{1}{U}" in result.stdout  # the disguise cost, read from the imported Oracle text


def test_a_card_is_found_by_its_traditional_chinese_name_and_shown_in_simplified(runner, app):
    result = run(runner, app, "import", "mtgjson", str(MTGJSON / "AtomicCards.json.bz2"))
    assert result.exit_code == 0, result.stderr
    assert "Chinese Traditional" not in result.stdout  # no longer left out
    card = run_json(runner, app, "card", "原子測試貓頭鷹")
    assert card["name"] == "Atomic Test Owl" and card["match"]["lang"] == "zh"
    assert card["names"].get("zh") is None  # the owl prints no Simplified name: none is made up from it
