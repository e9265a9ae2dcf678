"""``judge cr`` finds a keyword by the name the cards print in any of the seven languages
(``data/cr-keywords.json``, made by ``scripts/keyword-names.py`` from MTGJSON's printed texts)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
TABLE = REPO / "data" / "cr-keywords.json"
SCRIPT = REPO / "scripts" / "keyword-names.py"
EXCERPT = REPO / "tests" / "fixtures" / "mtgjson" / "real-2018-excerpt.json.xz"


def _script():
    spec = importlib.util.spec_from_file_location("keyword_names", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture()
def data_dir(isolated_data_dir) -> Path:
    return isolated_data_dir


@pytest.mark.parametrize(("query", "rule", "lang"), [
    ("Fliegend", "702.9", "de"),
    ("vol", "702.9", "fr"),
    ("Vuela", "702.9", "es"),
    ("volare", "702.9", "it"),
    ("飛行", "702.9", "ja"),
    ("飞行", "702.9", "zh"),
    ("Verursacht Trampelschaden", "702.19", "de"),  # the older German wording, seen often enough too
    ("Todesberührung", "702.2", "de"),
    ("Umwandlung", "702.29", "de"),
    ("Abwehr", "702.21", "de"),  # ward: terms.yaml, from the seed documents
    ("探査", "702.66", "ja"),  # half of its printings read "探査ｆ": a glitch, counted as 探査
    ("不灭", "702.12", "zh"),  # old printings say "<card name>不会毁坏": sentences, not counted
    ("Trampelschaden", "702.19", "de"),  # a whole word of the one term "Verursacht Trampelschaden"
    ("Schutz vor Artefakten", "702.16", "de"),  # protection's own word, read from "Schutz vor Schwarz" and the like
    ("プロテクション", "702.16", "ja"),  # … and from "プロテクション（黒）"
])
def test_judge_cr_finds_a_keyword_by_its_printed_name(runner, app, data_dir, query, rule, lang):
    result = runner.invoke(app, ["cr", query, "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["rule"] == rule
    assert data["translated"]["lang"] == lang


def test_the_text_output_says_which_language_the_name_is(runner, app, data_dir):
    result = runner.invoke(app, ["cr", "Fliegend"])
    assert result.exit_code == 0 and "702.9. Flying" in result.stdout and "Fliegend" in result.stdout


def test_an_english_title_wins_over_a_foreign_keyword_spelled_the_same(runner, app, data_dir):
    # French prints first strike as "Initiative"; typed alone, it is the initiative of the rules (725), and the
    # other reading is said and offered first among the rules to read, never dropped silently.
    data = json.loads(runner.invoke(app, ["cr", "initiative", "--json"]).stdout)
    assert data["title"] == "Initiative" and data.get("translated") is None
    assert data["also"] == {"term": "initiative", "lang": "fr", "en": "First Strike"}
    assert data["see"][0]["rule"] == "702.7"


def test_the_table_is_small_sorted_and_says_where_it_comes_from():
    table = json.loads(TABLE.read_text(encoding="utf-8"))
    assert "MTGJSON" in table["source"] and "scripts/keyword-names.py" in table["source"]
    assert list(table["keywords"]) == sorted(table["keywords"])
    for per_lang in table["keywords"].values():
        assert list(per_lang) == sorted(per_lang)
        for entry in per_lang.values():
            assert entry["count"] >= table["min_count"] and entry["count"] * 2 > entry["of"]
    assert "cloak" not in {title.casefold() for title in table["keywords"]}  # newer than the 2018 data
    assert TABLE.stat().st_size < 64_000


def test_the_checked_in_table_holds_what_the_script_finds_in_the_vendored_excerpt():
    script = _script()
    found = script.build(EXCERPT, next((REPO / "data" / "cr").glob("*.txt")), 1)["keywords"]
    table = json.loads(TABLE.read_text(encoding="utf-8"))["keywords"]
    assert found, "the excerpt aligns no keyword"
    for title, per_lang in found.items():
        for lang, entry in per_lang.items():
            if title in table and lang in table[title]:
                names = {table[title][lang]["name"], *table[title][lang].get("also", {})}
                assert entry["name"] in names, (title, lang, entry)
    assert found["Cycling"]["de"]["name"] == table["Cycling"]["de"]["name"] == "Umwandlung"


def test_the_script_writes_sorted_json_that_reads_back(tmp_path):
    script = _script()
    out = tmp_path / "keywords.json"
    script.main([str(EXCERPT), "--min-count", "1", "-o", str(out)])
    table = json.loads(out.read_text(encoding="utf-8"))
    assert table["min_count"] == 1 and list(table["keywords"]) == sorted(table["keywords"])
    assert script.dump(table) == out.read_text(encoding="utf-8")


@pytest.mark.shared
def test_the_checked_in_table_is_the_script_s_output_on_the_real_2018_data(shared_dir):
    script = _script()
    real = shared_dir / "data" / "mtgjson" / "AllPrintings-2018.json.xz"
    if not real.is_file():
        pytest.skip(f"no {real}")
    table = script.build(real, next((REPO / "data" / "cr").glob("*.txt")), 3)
    assert script.dump(table) == TABLE.read_text(encoding="utf-8")


def _aligned(script, english: str, printed: str, name: str) -> dict:
    card = {"text": english, "foreignData": [{"language": "Chinese Simplified", "text": printed, "name": name}]}
    titles = {"indestructible": "Indestructible", "flying": "Flying"}
    return {key: dict(value) for key, value in script.align([card], titles).items()}


def test_a_printed_line_holding_the_card_s_own_name_is_a_sentence_not_a_keyword_name():
    script = _script()
    assert _aligned(script, "Indestructible", "玄铁锭不会毁坏", "玄铁锭") == {}
    # Contrast: the same line without the card's name is the keyword's printed name.
    assert _aligned(script, "Indestructible", "不灭", "玄铁锭") == {("Indestructible", "zh"): {"不灭": 1}}


def test_latin_letters_stuck_to_the_end_of_a_cjk_name_are_a_glitch():
    script = _script()
    assert _aligned(script, "Flying", "飞行ｆ", "某牌") == {("Flying", "zh"): {"飞行": 1}}
    assert _aligned(script, "Flying", "飞行", "某牌") == {("Flying", "zh"): {"飞行": 1}}


def test_a_keyword_with_a_glossary_entry_and_no_rule_of_its_own_has_its_printed_names(runner, app, data_dir):
    data = json.loads(runner.invoke(app, ["cr", "Megamorfosi", "--json"]).stdout)  # Italian megamorph
    assert data["title"] == "Megamorph" and data["translated"]["lang"] == "it"
    # Contrast: the English word German prints as it is translates nothing.
    english = json.loads(runner.invoke(app, ["cr", "megamorph", "--json"]).stdout)
    assert english["title"] == "Megamorph" and english.get("translated") is None and english.get("also") is None


def _quality(script, english: str, printed: str, language: str) -> dict:
    card = {"text": english, "foreignData": [{"language": language, "text": printed, "name": "X"}]}
    return {key: dict(value) for key, value in script.align([card], {"protection": "Protection"}).items()}


def test_a_keyword_followed_by_its_quality_gives_the_keyword_s_own_word():
    script = _script()
    assert _quality(script, "Protection from green", "Protezione dal verde", "Italian") == {
        ("Protection", "it"): {"Protezione": 1}}
    assert _quality(script, "Protection from green", "プロテクション（緑）", "Japanese") == {
        ("Protection", "ja"): {"プロテクション": 1}}
    # Contrast: a language that writes the quality into the word, and one that prints the English word, give none.
    assert _quality(script, "Protection from green", "反绿保护", "Chinese Simplified") == {}
    assert _quality(script, "Protection from green", "Protection contre le vert", "French") == {}
