"""Choosing the interface language and locale-aware formatting."""

from __future__ import annotations

import datetime as dt

import pytest

from judge_cli.i18n import language_from_environment
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
    ],
)
def test_language_from_environment(environ, expected):
    assert language_from_environment(environ) == expected


@pytest.mark.parametrize(
    "lang, expected",
    [("it", "5 lug 2024"), ("ja", "2024/07/05"), ("de", "05.07.2024"), ("en", "Jul 5, 2024")],
)
def test_dates_follow_the_locale(lang, expected):
    assert format_date(dt.date(2024, 7, 5), lang) == expected


def test_unknown_date_is_said_not_invented():
    assert format_date(None, "en") == "date unknown"


@pytest.mark.parametrize("code, name", [("de", "Deutsch"), ("ja", "日本語"), ("zh", "中文"), ("fr", "Français")])
def test_language_names_are_endonyms(code, name):
    assert language_name(code) == name
