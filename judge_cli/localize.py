"""Locale-aware formatting through Babel: dates and language names.

Babel is imported inside the functions: only commands that show dates or
language names pay for it.
"""

from __future__ import annotations

import datetime as dt

from judge_cli.i18n import _


def format_date(value: dt.date | None, lang: str) -> str:
    """A date in the medium format of ``lang`` (``5 lug 2024`` in Italian); unknown dates say so."""
    if value is None:
        return _("date unknown")
    from babel.dates import format_date as babel_format_date

    return babel_format_date(value, format="medium", locale=lang)


def language_name(code: str) -> str:
    """The language's own name (``Deutsch``, ``日本語``, ``中文``)."""
    from babel import Locale

    name = Locale.parse(code).display_name or code
    return name[:1].upper() + name[1:]
