"""``judge card`` and ``judge search``: output, JSON shape, exit codes, bad input."""

from __future__ import annotations

import json

import pytest
from lookup_helpers import FIXTURES, one_error_line, private_cache, run, run_json  # noqa: F401

from judge_cli.errors import ExitCode

BA_RULINGS = 15


def test_card_shows_name_cost_type_texts_printings_and_rulings(runner, app):
    result = run(runner, app, "card", "anonimat")
    assert result.exit_code == ExitCode.OK
    out = result.stdout
    assert out.startswith("Anonymat — Become Anonymous\n")
    assert "{2}{U}{U} · Instant" in out
    assert "Oracle text:\n  Exile target nontoken creature you own" in out
    assert "Printed text (fr):\n  Exilez une créature non-jeton" in out
    assert "Assassin's Creed" in out and "printed text (en), differs from Oracle:" in out
    assert "They enter the battlefield tapped." in out  # the printing's wording, apart from the Oracle text
    assert f"{BA_RULINGS} rulings:" in out and "  look-at-face-down" in out


def test_card_json_has_the_documented_fields(runner, app, corpus):
    data = run_json(runner, app, "card", "Ser", "anonimo")
    card = corpus.card("become-anonymous")
    assert data["id"] == "become-anonymous" and data["name"] == "Become Anonymous"
    assert data["names"] == card.names
    assert (data["mana_cost"], data["type_line"]) == ("{2}{U}{U}", "Instant")
    assert data["oracle_text"] == card.oracle_text
    assert data["rulings"] == [link.ruling_id for link in card.rulings]
    assert data["match"] == {"query": "Ser anonimo", "lang": "es", "matched": "Ser anónimo", "score": 100.0,
                             "via": "name"}
    assert data["printed"]["text_lang"] == "es" and data["printed"]["text"] == card.texts["es"]
    assert data["close_call"] is False


def test_lang_chooses_the_printed_text(runner, app, corpus):
    result = run(runner, app, "card", "Anonymat", "--lang", "de")
    assert result.stdout.startswith("Anonym werden — Become Anonymous\n")
    assert "Printed text (de):\n  Schicke eine Nichtspielsteinkreatur" in result.stdout


def test_a_language_the_card_lacks_is_said_and_english_is_marked_as_fallback(runner, app):
    result = run(runner, app, "card", "Gut sichtbar versteckt", "--lang", "es")
    assert result.exit_code == ExitCode.OK
    assert "This card has no Spanish printing in the corpus; showing English (fallback)." in result.stdout
    assert "Printed text (en, fallback):\n  Look at the top five cards" in result.stdout
    data = run_json(runner, app, "card", "Gut sichtbar versteckt", "--lang", "es")
    assert data["has_lang"] is False and data["printed"]["text_lang"] == "en"


def test_rulings_in_card_output_mark_the_english_fallback(runner, app):
    data = run_json(runner, app, "card", "群衆紛れ")
    assert data["lang"] == "ja"
    assert all(entry["fallback"] and entry["lang"] == "en" for entry in data["ruling_texts"])
    assert all(len(entry["text"]) <= 100 for entry in data["ruling_texts"])


def _close_corpus(tmp_path):
    for sub in ("cards", "rulings"):
        (tmp_path / sub).mkdir()
    (tmp_path / "rulings" / "none.yaml").write_text("rulings: []\n", encoding="utf-8")
    for card_id, name in (("shadow-step", "Shadow Step"), ("shadow-stab", "Shadow Stab")):
        (tmp_path / "cards" / f"{card_id}.yaml").write_text(
            f"id: {card_id}\nname: {name}\ntype_line: Instant\noracle_text: Made up.\n"
            f"printed:\n  en:\n    name: {name}\n", encoding="utf-8")
    return {"JUDGE_CORPUS_DIR": str(tmp_path)}


def test_a_close_call_lists_the_candidates_and_still_answers(runner, app, tmp_path):
    env = _close_corpus(tmp_path)
    result = run(runner, app, "card", "shadow st", env=env)
    assert result.exit_code == ExitCode.OK
    assert result.stdout.startswith("several cards are close; showing the best, candidates:\n")
    assert "Shadow Step [en]" in result.stdout and "Shadow Stab [en]" in result.stdout


def test_close_call_in_json(runner, app, tmp_path):
    env = _close_corpus(tmp_path)
    result = run(runner, app, "card", "shadow st", "--json", env=env)
    data = json.loads(result.stdout)
    assert data["close_call"] is True
    assert {c["id"] for c in data["candidates"]} == {"shadow-step", "shadow-stab"}


def test_no_match_exits_1_with_the_nearest_names(runner, app):
    result = run(runner, app, "card", "Plains")
    assert result.exit_code == ExitCode.NOT_FOUND and result.stdout == ""
    assert one_error_line(result).startswith("judge: error: no card matches 'Plains'; nearest: Hide in Plain Sight")
    assert len(result.stderr.splitlines()) == 1


@pytest.mark.parametrize("query", ["xyzzy", "Lightning Bolt", "稲妻"])
def test_names_not_in_the_corpus_exit_1(runner, app, query):
    result = run(runner, app, "card", query)
    assert result.exit_code == ExitCode.NOT_FOUND
    assert one_error_line(result) == f"judge: error: no card matches {query!r}"


@pytest.mark.parametrize(
    "args, message",
    [
        (["card", ""], "empty query"),
        (["card", "\x00\x01\x1b"], "empty query"),
        (["card", "x" * 10_000], "query is 10000 characters long; the limit is 200"),
        (["card", "anonymat", "--lang", "xx"], "unknown language 'xx'; supported: en, de, fr, es, it, ja, zh"),
        (["search", ""], "empty query"),
        (["search", "anon", "--lang", "klingon"], "unknown language 'klingon'"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(runner, app, args, message):
    result = run(runner, app, *args)
    assert result.exit_code == ExitCode.BAD_INPUT
    assert message in one_error_line(result)


def test_control_characters_inside_a_name_are_ignored(runner, app):
    result = run(runner, app, "card", "Anony\x07mat\x00")
    assert result.exit_code == ExitCode.OK and result.stdout.startswith("Anonymat — Become Anonymous")


def test_a_broken_corpus_is_one_line_naming_file_line_and_field(runner, app):
    folder = FIXTURES / "corpus_bad_mana"
    result = run(runner, app, "card", "test", env={"JUDGE_CORPUS_DIR": str(folder)})
    assert result.exit_code == ExitCode.BAD_INPUT
    assert one_error_line(result) == (
        f"judge: error: {folder}/cards/test-card.yaml:4: field 'mana_cost': "
        "expected a mana cost such as '{2}{U}{U}'")


def test_search_json_lists_ranked_candidates(runner, app):
    data = run_json(runner, app, "search", "anon")
    assert data["query"] == "anon"
    assert data["results"][0] == {"id": "become-anonymous", "name": "Become Anonymous", "lang": "fr",
                                  "matched": "Anonymat", "score": data["results"][0]["score"]}
    assert all(set(item) == {"id", "name", "lang", "matched", "score"} for item in data["results"])


def test_search_text_and_limit(runner, app):
    result = run(runner, app, "search", "sight", "--limit", "1")
    assert result.exit_code == ExitCode.OK
    lines = result.stdout.splitlines()
    assert len(lines) == 1 and "Hide in Plain Sight [en] → Hide in Plain Sight (hide-in-plain-sight)" in lines[0]


def test_search_lang_only_matches_names_in_that_language(runner, app):
    data = run_json(runner, app, "search", "anonym", "--lang", "de")
    assert [(r["lang"], r["matched"]) for r in data["results"]] == [("de", "Anonym werden")]


def test_search_with_nothing_close_exits_1(runner, app):
    result = run(runner, app, "search", "xyzzy")
    assert result.exit_code == ExitCode.NOT_FOUND


def test_search_limit_out_of_range_is_bad_usage(runner, app):
    assert run(runner, app, "search", "anon", "--limit", "0").exit_code == ExitCode.BAD_INPUT


def test_bytes_that_were_not_utf8_are_replaced_not_echoed(runner, app):
    data = run_json(runner, app, "search", "Anonymat\udcff")  # how Python passes an undecodable byte
    assert data["query"] == "Anonymat\ufffd" and data["results"][0]["matched"] == "Anonymat"
