"""The commands in each interface language: help, errors, dates, fallback marks, content language."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from lookup_helpers import private_cache, run  # noqa: F401

from judge_cli.errors import ExitCode

REPO = Path(__file__).resolve().parent.parent
EXAMPLE = REPO / "examples" / "scenarios" / "triggers.yaml"

#: Per language: the "Commands" panel title, the help of --json, the unknown-language error,
#: the not-found error, the date of a 2024-07-05 ruling, the eval summary word for "passed".
EXPECTED = {
    "de": ("Befehle", "JSON ausgeben.", "unbekannte Sprache 'xx'", "keine Karte passt zu", "05.07.2024",
           "bestanden"),
    "fr": ("Commandes", "Afficher en JSON.", "langue inconnue 'xx'", "aucune carte ne correspond à",
           "5 juil. 2024", "réussis"),
    "es": ("Comandos", "Imprimir JSON.", "idioma desconocido 'xx'", "ninguna carta coincide con", "5 jul 2024",
           "superados"),
    "it": ("Comandi", "Stampa JSON.", "lingua sconosciuta 'xx'", "nessuna carta corrisponde a", "5 lug 2024",
           "superati"),
    "ja": ("コマンド", "JSON で出力します。", "不明な言語 'xx'", "に一致するカードはありません", "2024/07/05", "合格"),
    "zh": ("命令", "输出 JSON。", "未知语言 'xx'", "匹配的牌", "2024年7月5日", "个通过"),
}


@pytest.fixture()
def interface():
    """``interface(lang)`` sets the interface language as a user would and builds the app; English after."""
    from judge_cli.cli.app import build_app
    from judge_cli.i18n import set_language

    def build(lang: str, chosen: bool = True):
        set_language(lang, chosen=chosen)
        return build_app()

    yield build
    set_language("en")
    build_app()  # puts typer's own words back into English for the tests that follow


@pytest.mark.parametrize("lang", sorted(EXPECTED))
def test_help_is_translated(runner, interface, lang):
    panel, json_help = EXPECTED[lang][:2]
    app = interface(lang)
    group = run(runner, app, "--help")
    card = run(runner, app, "card", "--help")
    assert group.exit_code == card.exit_code == ExitCode.OK
    assert panel in group.stdout
    assert json_help in card.stdout
    assert "Show this message and exit." not in card.stdout
    assert "Print JSON." not in card.stdout


@pytest.mark.parametrize("lang", sorted(EXPECTED))
def test_errors_are_translated(runner, interface, lang):
    unknown_lang, no_card = EXPECTED[lang][2:4]
    app = interface(lang)
    bad_option = run(runner, app, "card", "--lang", "xx", "Anonymat")
    assert bad_option.exit_code == ExitCode.BAD_INPUT
    assert unknown_lang in bad_option.stderr
    missing = run(runner, app, "card", "zzqqxxvv")
    assert missing.exit_code == ExitCode.NOT_FOUND
    assert no_card in missing.stderr
    assert "no card matches" not in missing.stderr


@pytest.mark.parametrize("lang", sorted(EXPECTED))
def test_ruling_dates_follow_the_interface_locale(runner, interface, lang):
    date = EXPECTED[lang][4]
    result = run(runner, interface(lang), "rulings", "Become Anonymous")
    assert result.exit_code == ExitCode.OK
    assert f"look-at-face-down · {date}" in result.stdout
    assert "Jul 5, 2024" not in result.stdout


def test_italian_date_of_the_issue(runner, interface):
    result = run(runner, interface("it"), "ruling", "look-at-face-down")
    assert "(become-anonymous) · 5 lug 2024" in result.stdout


@pytest.mark.parametrize("lang", sorted(EXPECTED))
def test_eval_report_is_translated(runner, interface, lang):
    result = run(runner, interface(lang), "eval", str(EXAMPLE))
    assert result.exit_code == ExitCode.OK, result.stdout
    last = result.stdout.strip().splitlines()[-1]
    assert EXPECTED[lang][5] in last
    assert "passed" not in last


def test_fallback_is_marked_in_the_interface_language(runner, interface):
    result = run(runner, interface("de"), "rulings", "Become Anonymous")
    out = result.stdout
    assert "(englischer Ersatztext: der Korpus hat für diese Rulings keinen Text auf Deutsch)" in out
    assert "look-at-face-down · 05.07.2024 [englischer Ersatztext]" in out
    assert "  At any time, you can look at a face-down spell" in out  # the English text stands in


def test_chosen_interface_language_is_the_rulings_language(runner, interface):
    """JUDGE_LANG=it: printed text in the language the name matched (French), rulings in Italian."""
    out = run(runner, interface("it"), "card", "Anonymat").stdout
    assert "Testo stampato (fr):" in out
    assert "voilez ces cartes" in out
    assert "In qualsiasi momento, puoi guardare" in out
    assert "[la fonte in italiano riporta questo chiarimento in inglese]" in out


def test_english_default_keeps_the_matched_language_for_rulings(runner, interface):
    """No language chosen: rulings follow the name's language (French here: English stands in, marked)."""
    out = run(runner, interface("en", chosen=False), "rulings", "Anonymat").stdout
    assert "(English fallback: the corpus has no French text for these rulings)" in out
    assert "In qualsiasi momento" not in out


def test_lang_option_wins_over_the_interface_language(runner, interface):
    out = run(runner, interface("ja"), "rulings", "Become Anonymous", "--lang", "it").stdout
    assert "In qualsiasi momento, puoi guardare" in out
    assert "look-at-face-down · 2024/07/05" in out


@pytest.mark.parametrize("lang, name, label", [("ja", "日本語", "カード名"), ("de", "Deutsch", "Kartennamen"),
                                               ("zh", "中文", "牌名")])
def test_langs_labels_are_translated(runner, interface, lang, name, label):
    out = run(runner, interface(lang), "langs").stdout
    assert name in out
    assert label in out
    assert "card names" not in out


def _judge(env_changes: dict[str, str | None], *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    for key in ("JUDGE_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        env.pop(key, None)
    for key, value in env_changes.items():
        if value is not None:
            env[key] = value
    return subprocess.run([sys.executable, "-m", "judge_cli", *args], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=120)


def test_judge_lang_makes_the_help_japanese_before_typer_builds_it():
    result = _judge({"JUDGE_LANG": "ja"}, "--help")
    assert result.returncode == 0, result.stderr
    assert "コマンド" in result.stdout
    assert "使い方" in result.stdout
    assert "7言語" in result.stdout


def test_the_locale_variables_choose_the_language():
    result = _judge({"LANG": "fr_FR.UTF-8"}, "card", "--lang", "xx", "Anonymat")
    assert result.returncode == ExitCode.BAD_INPUT
    assert "langue inconnue 'xx'" in result.stderr


def test_no_language_set_means_english():
    result = _judge({"LANG": "C.UTF-8"}, "card", "--lang", "xx", "Anonymat")
    assert "unknown language 'xx'" in result.stderr
