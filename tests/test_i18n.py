"""Choosing the interface language and locale-aware formatting."""

from __future__ import annotations

import datetime as dt
import subprocess
import sys

import pytest

from judge_cli.i18n import _, choose_language, chosen_language, language_from_environment, ngettext, set_language
from judge_cli.localize import format_date, language_name


@pytest.mark.parametrize(
    "environ, expected",
    [
        ({}, "en"),
        ({"JUDGE_LANG": "ja"}, "ja"),
        ({"JUDGE_LANG": "de", "LANG": "fr_FR.UTF-8"}, "de"),
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LC_ALL": "it_IT.UTF-8", "LANG": "de_DE.UTF-8"}, "it"),
        ({"LC_MESSAGES": "es_ES", "LANG": "de_DE"}, "es"),
        ({"LANG": "zh_CN.UTF-8"}, "zh"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "pt_BR.UTF-8"}, "en"),
        ({"JUDGE_LANG": "xx", "LANG": "de_DE.UTF-8"}, "de"),
        ({"JUDGE_LANG": "ja_JP"}, "ja"),
        ({"JUDGE_LANG": "de-AT"}, "de"),
        ({"LANG": "zh_TW.UTF-8"}, "zh"),  # Babel reads it as zh_Hant_TW: still Chinese
        ({"LANG": "de_DE.utf8@euro"}, "de"),
        ({"LANG": "es_419"}, "es"),
        ({"LANG": "it-IT"}, "it"),
        ({"LANG": "german"}, "en"),  # not a locale name Babel knows
        ({"LANG": "POSIX"}, "en"),
        ({"LC_ALL": "C", "LANG": "de_DE.UTF-8"}, "en"),  # the first variable set decides, as in POSIX
        ({"LC_ALL": "", "LC_MESSAGES": "ja_JP.UTF-8", "LANG": "fr_FR"}, "ja"),
    ],
)
def test_language_from_environment(environ, expected):
    assert language_from_environment(environ) == expected


@pytest.mark.parametrize(
    "environ, chosen",
    [({}, False), ({"LANG": "C.UTF-8"}, False), ({"LANG": "pt_BR.UTF-8"}, False), ({"LANG": "en_GB.UTF-8"}, True),
     ({"JUDGE_LANG": "it"}, True), ({"JUDGE_LANG": "en"}, True), ({"LANG": "ja_JP.UTF-8"}, True)],
)
def test_a_language_counts_as_chosen_only_when_the_environment_names_one(environ, chosen):
    assert choose_language(environ)[1] is chosen


def test_chosen_language_is_recorded_by_set_language():
    try:
        set_language("it", chosen=True)
        assert chosen_language() == "it"
        set_language("it")
        assert chosen_language() is None
    finally:
        set_language("en")


def test_an_english_locale_is_read_without_importing_babel():
    code = ("import sys; from judge_cli.i18n import language_from_environment as f; "
            "print(f({'LANG': 'en_US.UTF-8'}), f({'LANG': 'C'}), 'babel' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["en", "en", "False"]


@pytest.mark.parametrize("lang, count, expected", [
    ("de", 1, "1 Regel"), ("de", 3, "3 Regeln"), ("fr", 0, "0 règle"), ("fr", 2, "2 règles"),
    ("it", 1, "1 regola"), ("ja", 5, "5 ルール"), ("zh", 1, "1 条规则"), ("en", 2, "2 rules"),
])
def test_plural_forms_follow_each_language(lang, count, expected):
    try:
        set_language(lang)
        assert ngettext("{count} rule", "{count} rules", count).format(count=count) == expected
    finally:
        set_language("en")


def test_unknown_language_installs_english():
    try:
        set_language("pt")
        assert _("date unknown") == "date unknown"
    finally:
        set_language("en")


@pytest.mark.parametrize(
    "lang, expected",
    [("it", "5 lug 2024"), ("ja", "2024/07/05"), ("de", "05.07.2024"), ("en", "Jul 5, 2024")],
)
def test_dates_follow_the_locale(lang, expected):
    assert format_date(dt.date(2024, 7, 5), lang) == expected


@pytest.mark.parametrize("lang", ["en", "de", "fr", "es", "it", "ja", "zh"])
def test_the_date_table_says_what_babel_says(lang):
    from babel.dates import format_date as babel_format_date

    days = [dt.date(year, month, mday) for year in (999, 1993, 2026) for month in range(1, 13) for mday in (1, 9, 28)]
    for day in days:
        assert format_date(day, lang) == babel_format_date(day, format="medium", locale=lang), (lang, day)
    assert format_date(dt.date(2024, 7, 5), "pt") == babel_format_date(dt.date(2024, 7, 5), "medium", locale="pt")


def test_unknown_date_is_said_not_invented():
    assert format_date(None, "en") == "date unknown"


@pytest.mark.parametrize("code, name", [("de", "Deutsch"), ("ja", "日本語"), ("zh", "中文"), ("fr", "Français")])
def test_language_names_are_endonyms(code, name):
    assert language_name(code) == name
