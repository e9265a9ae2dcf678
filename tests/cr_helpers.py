"""Shared helpers of the Comprehensive Rules tests: fixture paths, the real excerpts, made-up editions."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures" / "cr"
#: Excerpts of the six real editions (scripts/cut-cr-excerpts), each in its file's own encoding and line ends.
REAL = FIXTURES / "real"
#: file -> (effective date, encoding, line ends, date phrase, before the 2009 renumbering)
EDITIONS = {
    "2008-10-01.txt": ("2008-10-01", "UTF-8", "CRLF", "current", True),
    "2009-07-11.txt": ("2009-07-11", "UTF-8", "CRLF", "effective", False),
    "2016-08-26.txt": ("2016-08-26", "UTF-16 LE with BOM", "CRLF", "effective", False),
    "2018-10-05.txt": ("2018-10-05", "Windows-1252", "CRLF", "effective", False),
    "2024-02-06.txt": ("2024-02-02", "UTF-8 with BOM", "CRLF", "effective", False),
    "2026-01-16.txt": ("2026-01-16", "UTF-8 with BOM", "CR+CRLF", "effective", False),
}
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")


def import_real(base: Path, names: list[str] | None = None) -> None:
    """Import the real excerpts (all, or ``names``) into the data directory ``base``."""
    from judge_cli.cr.store import import_file

    for name in names or sorted(EDITIONS):
        import_file(REAL / name, base)


def dated(text: str, date: dt.date) -> str:
    """``text`` (a CR document) with its "effective as of" date replaced by ``date``."""
    import re

    return re.sub(r"(effective|current) as of [A-Za-z]+ \d{1,2}, \d{4}",
                  f"effective as of {MONTHS[date.month - 1]} {date.day}, {date.year}", text, count=1)


def mini(date: dt.date | None = None, replace: dict[str, str] | None = None) -> str:
    """The made-up 2026 document (tests/fixtures/cr/mini-2026-lf.txt), dated ``date``, with text replaced."""
    text = (FIXTURES / "mini-2026-lf.txt").read_text(encoding="utf-8")
    for old, new in (replace or {}).items():
        assert old in text, old
        text = text.replace(old, new)
    return dated(text, date) if date else text
