"""The texts ``judge grep`` searches, stored one row per text at import time, with a trigram index.

``grep_texts`` holds every searchable text of every imported card and ruling
(the rows :func:`judge_cli.search.grep.texts_of` yields, a text repeated in one
item and language kept once), in the order grep reports them: its kind, id,
language and field, the text as printed (for the snippet) and its normal
forms, one per line (``norm``: what grep matches).  So grep counts the hits
of a query in SQL and reads and cuts only the texts it shows; no card is
decoded.

``grep_fts`` is an FTS5 trigram index of ``norm`` with ``detail=none`` and
``columnsize=0`` (row ids only: a third of the size of one with positions).  A query of three or
more characters asks it for the rows holding all of its trigrams, and
``instr`` then keeps those that hold the query itself, so the answer is
exactly the scan's.  A shorter query (two CJK characters: 護法) and a
SQLite without the trigram tokenizer scan every row with ``instr``, as
before.  A store written before these tables existed has ``texts`` instead
(one row per item); :meth:`judge_cli.store.view.StoredCorpus.text_candidates`
reads that one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, Any

from judge_cli.search.normalize import search_keys

if TYPE_CHECKING:  # pragma: no cover - typing only (sqlite3 is imported when a store is opened)
    import sqlite3

#: The table itself is in :data:`judge_cli.store.db.SCHEMA`.
FTS_SCHEMA = """
CREATE VIRTUAL TABLE grep_fts USING fts5(norm, content='grep_texts', tokenize='trigram', detail='none',
                               columnsize=0);
"""
#: The ``meta`` key saying whether ``grep_fts`` was built (1) or this SQLite could not (0).
FTS_KEY = "grep.fts"
#: Rows read per statement (SQLite's bound-parameter limit is 999 on old versions).
_CHUNK = 500

#: (kind, id, lang, field, text) of one searchable text.
TextRow = tuple[str, str, str, str, str]


def norm_of(text: str) -> str:
    """The normal forms of ``text``, one per line, each once (a query is found in one of them)."""
    return "\n".join(dict.fromkeys(search_keys(text)))


def grep_rows(texts: Iterable[TextRow]) -> list[tuple[str, str, str, str, str, str]]:
    """The ``grep_texts`` rows of one item's texts: a text repeated in a language (the English printed text is
    usually the Oracle text) once, where it first comes."""
    seen: set[tuple[str, str]] = set()
    norms: dict[str, str] = {}  # a text of several languages (a name, a printing) is normalised once
    rows = []
    for kind, item_id, lang, field, body in texts:
        if (lang, body) in seen:
            continue
        seen.add((lang, body))
        norm = norms.get(body)
        if norm is None:
            norm = norms[body] = norm_of(body)
        rows.append((kind, item_id, lang, field, body, norm))
    return rows


INSERT = "INSERT INTO grep_texts(kind, id, lang, field, body, norm) VALUES (?, ?, ?, ?, ?, ?)"


def index_texts(connection: sqlite3.Connection) -> bool:
    """Build ``grep_fts`` over the rows written; False when this SQLite has no trigram tokenizer."""
    import sqlite3

    try:
        connection.executescript(FTS_SCHEMA)
        connection.execute("INSERT INTO grep_fts(grep_fts) VALUES ('rebuild')")
        built = True
    except sqlite3.OperationalError:
        built = False
    connection.execute("INSERT INTO meta(key, value) VALUES (?, ?)", (FTS_KEY, int(built)))
    return built


def has_grep_texts(connection: sqlite3.Connection) -> tuple[bool, bool]:
    """(the store has ``grep_texts``, it has ``grep_fts`` too)."""
    tables = {name for (name,) in connection.execute(
        "SELECT name FROM sqlite_master WHERE name IN ('grep_texts', 'grep_fts')")}
    return "grep_texts" in tables, "grep_fts" in tables


def _fts_query(query: str) -> str | None:
    """The FTS5 query asking for every trigram of ``query`` (None: shorter than a trigram)."""
    trigrams = dict.fromkeys(query[start:start + 3] for start in range(len(query) - 2))
    if not trigrams:
        return None
    return " AND ".join('"' + trigram.replace('"', '""') + '"' for trigram in trigrams)


class TextMatches:
    """The imported texts holding the normalised ``query`` (in ``lang`` only, when given), in grep's order;
    ``skip(kind, id)`` leaves out the items the shipped corpus has."""

    def __init__(self, connection: sqlite3.Connection, query: str, lang: str | None, fts: bool,
                 skip: Callable[[str, str], bool]) -> None:
        self.connection = connection
        where, params = ["instr(norm, ?) > 0"], [query]
        if lang is not None:
            where.append("lang = ?")
            params.append(lang)
        match = _fts_query(query) if fts else None
        if match is not None:
            where.append("rowid IN (SELECT rowid FROM grep_fts WHERE grep_fts MATCH ?)")
            params.append(match)
        found = connection.execute(f"SELECT rowid, kind, id FROM grep_texts WHERE {' AND '.join(where)} "
                                   "ORDER BY rowid", params)
        self.rowids = [rowid for rowid, kind, item_id in found if not skip(kind, item_id)]

    def __len__(self) -> int:
        return len(self.rowids)

    def rows(self, limit: int | None = None) -> Iterator[TextRow]:
        """The first ``limit`` texts (all: None), read only now."""
        wanted = self.rowids if limit is None else self.rowids[:limit]
        for start in range(0, len(wanted), _CHUNK):
            chunk = wanted[start:start + _CHUNK]
            marks = ",".join("?" * len(chunk))
            found: dict[int, Any] = {row[0]: row[1:] for row in self.connection.execute(
                f"SELECT rowid, kind, id, lang, field, body FROM grep_texts WHERE rowid IN ({marks})", chunk)}
            for rowid in chunk:
                yield found[rowid]
