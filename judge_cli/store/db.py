"""Where imported card data lives, and the layout of its SQLite file.

One file, ``<data dir>/corpus/corpus.sqlite`` (the data directory is given
by the caller; the command line finds it: ``judge_cli.cli.context``), holds

* the records of every imported source (to rebuild the corpus when one
  source is imported again: ``sources``, ``src_cards``, ``src_rulings``);
* the merged corpus: one JSON row per card (zlib-compressed) and per
  ruling, and the ruling-to-card links with their dates (``cards``,
  ``rulings``, ``links``);
* every searchable text of each card and ruling, as printed and in
  normalised form, with a trigram index, so ``grep`` counts its hits in SQL
  and reads only the texts it shows (``grep_texts``, ``grep_fts``: see
  :mod:`judge_cli.store.greptexts`; a store written before them has
  ``texts``, one row of normal forms per item);
* the name index built at import time (``names``, ``name_keys``, ``grams``
  with a one-byte-per-name count map beside the postings of the most
  common n-grams, ``scan_buckets``: the typo stage's key array, one row per
  first character, and two arrays in ``meta``), so a lookup reads a few
  pages instead of building an index over 200,000 names;
* counts for ``judge corpus info`` (``meta``).

An import writes a new file beside the old one and renames it over it, so
readers see the old corpus or the new one, and a failed or interrupted
import leaves the old one as it was.  Nothing here imports ``sqlite3`` at
module level: finding out whether there is a store must stay cheap.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover - typing only (sqlite3 is imported when a store is opened)
    import sqlite3

if TYPE_CHECKING:
    from judge_cli.errors import CorpusError

#: Bumped when the layout changes; an older file asks for a re-import (4: printings, legalities and the
#: ``find_*`` search tables; 5: every printed name indexed, faces' printed names kept; 6: the key array of the
#: name index kept bucket by bucket in ``scan_buckets``).
FORMAT = 6
FILE_NAME = "corpus.sqlite"

SCHEMA = """
CREATE TABLE meta(key TEXT PRIMARY KEY, value) WITHOUT ROWID;
CREATE TABLE sources(key TEXT PRIMARY KEY, rank INTEGER NOT NULL, imported_at TEXT NOT NULL,
                     summary TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE src_cards(source TEXT NOT NULL, record BLOB NOT NULL);
CREATE TABLE src_rulings(source TEXT NOT NULL, oracle_id TEXT NOT NULL, text TEXT NOT NULL, date TEXT,
                         origin TEXT NOT NULL);
CREATE TABLE cards(id TEXT PRIMARY KEY, row BLOB NOT NULL);
CREATE TABLE rulings(id TEXT PRIMARY KEY, row TEXT NOT NULL);
CREATE TABLE grep_texts(rowid INTEGER PRIMARY KEY, kind TEXT NOT NULL, id TEXT NOT NULL, lang TEXT NOT NULL,
                        field TEXT NOT NULL, body TEXT NOT NULL, norm TEXT NOT NULL);
CREATE TABLE links(ruling TEXT NOT NULL, card TEXT NOT NULL, date TEXT, PRIMARY KEY(ruling, card)) WITHOUT ROWID;
CREATE TABLE names(pos INTEGER PRIMARY KEY, card TEXT NOT NULL, lang TEXT NOT NULL, name TEXT NOT NULL,
                   keys TEXT NOT NULL);
CREATE TABLE name_keys(key TEXT NOT NULL, pos INTEGER NOT NULL, PRIMARY KEY(key, pos)) WITHOUT ROWID;
CREATE TABLE grams(gram TEXT PRIMARY KEY, postings BLOB NOT NULL) WITHOUT ROWID;
CREATE TABLE gram_maps(gram TEXT PRIMARY KEY, count_map BLOB NOT NULL);
CREATE TABLE scan_buckets(head TEXT PRIMARY KEY, start INTEGER NOT NULL, keys BLOB NOT NULL, positions BLOB NOT NULL,
                          lengths BLOB NOT NULL) WITHOUT ROWID;
"""


def corpus_dir(base: Path) -> Path:
    """The folder of the imported card data (``base``: the data directory)."""
    return base / "corpus"


def store_path(base: Path) -> Path:
    """The store file (it may not exist)."""
    return corpus_dir(base) / FILE_NAME


def existing_store(base: Path) -> Path | None:
    """The store file when cards have been imported, else None (one ``stat``)."""
    path = store_path(base)
    return path if os.path.isfile(path) else None


def connect_readonly(path: Path) -> sqlite3.Connection:
    """A read-only connection to a finished store file.

    ``immutable=1``: the file never changes once renamed into place (an import
    replaces it by a new file), so SQLite may skip locking.
    """
    import sqlite3
    from urllib.parse import quote

    uri = "file:" + quote(str(Path(path).resolve())) + "?mode=ro&immutable=1"
    return sqlite3.connect(uri, uri=True)


def meta_value(connection: sqlite3.Connection, key: str, default: Any = None) -> Any:
    """One value of the ``meta`` table."""
    row = connection.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
    return default if row is None else row[0]


def format_error(path: Path, found: object) -> CorpusError:
    """The error for a store whose format is not :data:`FORMAT`: older (re-import) or unreadable."""
    from judge_cli.errors import CorpusError
    from judge_cli.i18n import _

    if isinstance(found, int) and 0 < found < FORMAT:
        return CorpusError(_("the imported cards were stored by an older judge-cli (store format {found}, this "
                             "version reads {wanted}); run `judge corpus reset` and import your files again").format(
                                 found=found, wanted=FORMAT), source=str(path))
    return CorpusError(_("the imported corpus is damaged or from another version of judge-cli; "
                         "run `judge corpus reset` and import your files again"), source=str(path))


def prefix_names(path: Path, key: str, exact_only: bool, rows: int) -> list[str]:
    """The names of the store at ``path`` whose normalised key is ``key`` (``exact_only``) or starts with it, in
    the name index's order (by key, then position): one range of the ``name_keys`` primary key, joined to
    the names, at most ``rows``.  Shell completion reads these without loading the index.

    Raises ``ValueError`` for a store of another format and ``sqlite3.Error`` for an unreadable one.
    """
    import sys

    connection = connect_readonly(path)
    try:
        if int(meta_value(connection, "format", 0)) != FORMAT:
            raise ValueError("a store of another format")
        if exact_only:
            found = connection.execute("SELECT n.name FROM name_keys k JOIN names n ON n.pos = k.pos "
                                       "WHERE k.key = ? ORDER BY k.key, k.pos LIMIT ?", (key, rows))
        else:
            # Keys starting with ``key`` sort between it and ``key`` with its last character bumped.
            upper = key[:-1] + chr(ord(key[-1]) + 1) if ord(key[-1]) < sys.maxunicode else key + "\U0010ffff"
            found = connection.execute("SELECT n.name FROM name_keys k JOIN names n ON n.pos = k.pos "
                                       "WHERE k.key >= ? AND k.key < ? ORDER BY k.key, k.pos LIMIT ?",
                                       (key, upper, rows))
        return [name for (name,) in found]
    finally:
        connection.close()
