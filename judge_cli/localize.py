"""Locale-aware formatting: dates and language names.

Dates in the seven interface languages come from a table of CLDR's medium
date formats and abbreviated month names (what Babel says for them; a test
compares the two for every month): loading Babel's locale data costs about
20 ms, more than ``judge cr`` spends on its rule.  Other languages, and
language names, go through Babel, imported inside the functions.
"""

from __future__ import annotations

import datetime as dt

from judge_cli.i18n import _

#: CLDR's abbreviated month names (format context) of the languages whose medium date shows one.
_MONTHS = {
    "en": ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"),
    "fr": ("janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."),
    "es": ("ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"),
    "it": ("gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"),
}

#: CLDR's medium date format of each interface language (en ``MMM d, y``, de ``dd.MM.y``, fr es it ``d MMM y``,
#: ja ``y/MM/dd``, zh ``y年M月d日``).
_MEDIUM = {
    "en": lambda day: f"{_MONTHS['en'][day.month - 1]} {day.day}, {day.year}",
    "de": lambda day: f"{day.day:02d}.{day.month:02d}.{day.year}",
    "fr": lambda day: f"{day.day} {_MONTHS['fr'][day.month - 1]} {day.year}",
    "es": lambda day: f"{day.day} {_MONTHS['es'][day.month - 1]} {day.year}",
    "it": lambda day: f"{day.day} {_MONTHS['it'][day.month - 1]} {day.year}",
    "ja": lambda day: f"{day.year}/{day.month:02d}/{day.day:02d}",
    "zh": lambda day: f"{day.year}年{day.month}月{day.day}日",
}


def format_date(value: dt.date | None, lang: str) -> str:
    """A date in the medium format of ``lang`` (``5 lug 2024`` in Italian); unknown dates say so."""
    if value is None:
        return _("date unknown")
    medium = _MEDIUM.get(lang)
    if medium is not None:
        return medium(value)
    from babel.dates import format_date as babel_format_date

    return babel_format_date(value, format="medium", locale=lang)


def language_name(code: str) -> str:
    """The language's own name (``Deutsch``, ``日本語``, ``中文``)."""
    from babel import Locale

    name = Locale.parse(code).display_name or code
    return name[:1].upper() + name[1:]
