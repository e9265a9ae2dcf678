"""``judge rulings QUERY`` and ``judge ruling ID``: languages, fallbacks, dates, flags, JSON."""

from __future__ import annotations

import pytest
from lookup_helpers import one_error_line, private_cache, run, run_json  # noqa: F401

from judge_cli.errors import ExitCode


def _by_id(data) -> dict:
    return {entry["id"]: entry for entry in data["rulings"]}


def test_italian_name_gives_italian_rulings_with_dates_and_flags(runner, app):
    result = run(runner, app, "rulings", "Diventare", "Anonimo")
    assert result.exit_code == ExitCode.OK
    out = result.stdout
    assert out.startswith("Diventare Anonimo — Become Anonymous: 15 rulings\n")
    assert "look-at-face-down · Jul 5, 2024\n" in out
    assert "  In qualsiasi momento, puoi guardare" in out
    assert "turn-face-up-special-action · Jul 5, 2024 [the Italian source gives this ruling in English]" in out
    assert "disguise-or-morph-cost · Jul 5, 2024 [contains untranslated English fragments as published]" in out
    assert "sources: seed:000_af67941fce1065d3" in out


def test_rulings_json_fields(runner, app):
    data = run_json(runner, app, "rulings", "Diventare Anonimo")
    assert (data["id"], data["lang"], data["name_in_lang"]) == ("become-anonymous", "it", "Diventare Anonimo")
    entries = _by_id(data)
    assert len(entries) == 15
    look = entries["look-at-face-down"]
    assert (look["date"], look["lang"], look["fallback"]) == ("2024-07-05", "it", False)
    assert look["text"].startswith("In qualsiasi momento")
    special = entries["turn-face-up-special-action"]
    assert (special["lang"], special["fallback"], special["untranslated"]) == ("en", True, True)
    assert entries["reveal-when-leaving"]["partial"] is True
    assert set(look) >= {"id", "date", "sources", "lang", "fallback", "text", "partial", "untranslated", "variant"}


def test_cards_without_dates_say_date_unknown(runner, app):
    result = run(runner, app, "rulings", "Unexplained Absence")
    assert "look-at-face-down · date unknown" in result.stdout
    assert all(entry["date"] is None for entry in run_json(runner, app, "rulings", "Unexplained Absence")["rulings"])


def test_the_face_up_wording_published_for_a_card_is_shown_for_that_card(runner, app):
    hide = _by_id(run_json(runner, app, "rulings", "Hide in Plain Sight"))["turn-face-up-special-action"]
    become = _by_id(run_json(runner, app, "rulings", "Become Anonymous"))["turn-face-up-special-action"]
    assert "control face-up by" in hide["text"] and hide["variant"] is True
    assert "control face up by" in become["text"] and become["variant"] is False


def test_lang_without_texts_marks_english_fallback_once_per_ruling(runner, app):
    result = run(runner, app, "rulings", "Anonymat", "--lang", "de")
    assert "(English fallback: the corpus has no German text for these rulings)" in result.stdout
    assert "look-at-face-down · Jul 5, 2024 [English fallback]" in result.stdout
    data = run_json(runner, app, "rulings", "Anonymat", "--lang", "de")
    assert all(entry["fallback"] for entry in data["rulings"])


def test_ruling_shows_every_language_cards_dates_and_variants(runner, app):
    result = run(runner, app, "ruling", "turn-face-up-special-action")
    assert result.exit_code == ExitCode.OK
    out = result.stdout
    assert "  Become Anonymous (become-anonymous) · Jul 5, 2024" in out
    assert "  Hide in Plain Sight (hide-in-plain-sight) · date unknown" in out
    assert "[en] English\n  Any time you have priority" in out
    assert "[it] Italian\n  the Italian source gives this ruling in English" in out
    assert "[en] wording published for hide-in-plain-sight, unexplained-absence:" in out


def test_ruling_json(runner, app):
    data = run_json(runner, app, "ruling", "disguise-or-morph-cost")
    assert set(data["text"]) == {"en", "it"} and data["partial"] == ["it"]
    assert {card["id"]: card["date"] for card in data["cards"]} == {
        "become-anonymous": "2024-07-05", "hide-in-plain-sight": None, "unexplained-absence": None}


def test_ruling_id_is_forgiving_about_case_and_spaces(runner, app):
    assert run_json(runner, app, "ruling", "Look At Face Down")["id"] == "look-at-face-down"


def test_unknown_ruling_exits_1_with_near_ids(runner, app):
    result = run(runner, app, "ruling", "look-at-face")
    assert result.exit_code == ExitCode.NOT_FOUND
    assert one_error_line(result).startswith("judge: error: no ruling has the id 'look-at-face'; nearest: ")
    assert "look-at-face-down" in result.stderr and len(result.stderr.splitlines()) == 1


@pytest.mark.parametrize(
    "args, code",
    [
        (["rulings", "xyzzy"], ExitCode.NOT_FOUND),
        (["rulings", ""], ExitCode.BAD_INPUT),
        (["rulings", "anonymat", "--lang", "xx"], ExitCode.BAD_INPUT),
        (["ruling", ""], ExitCode.BAD_INPUT),
        (["ruling", "a" * 10_000], ExitCode.BAD_INPUT),
    ],
)
def test_bad_or_unknown_input(runner, app, args, code):
    result = run(runner, app, *args)
    assert result.exit_code == code
    one_error_line(result)
