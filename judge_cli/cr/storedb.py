"""The SQLite file that holds imported Comprehensive Rules editions, and what history and diffs read from it.

One file, ``editions.sqlite``, holds any number of editions.  Texts are
stored once, keyed by a 64-bit digest, and shared by every edition that has
them: consecutive editions differ in a few dozen rules, so 85 editions cost
little more than a handful.  Each rule row keeps what finding it again needs
— number, parent, title and its normal form, the digest of its text — so
``judge cr history`` reads a few rows per edition instead of parsing 85
editions.

Writes happen in one transaction per edition: a failed or interrupted import
leaves the file as it was (SQLite's rollback journal; no WAL files left
behind).  Readers open the file read-only, so a packaged copy on a read-only
file system works as well as the user's own.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from judge_cli.cr.model import Edition, Rule, bare_title_key, title_key
from judge_cli.cr.storefile import DB_NAME as DB_NAME  # still importable from here
from judge_cli.cr.storefile import SCHEMA_VERSION
from judge_cli.errors import CorpusError, ResourceError
from judge_cli.fsutil import os_reason
from judge_cli.i18n import _

#: The rowid of an edition from its key (an integer per row costs less than the date repeated in every index).
_ID = "(SELECT id FROM editions WHERE key = ?)"
#: Separates a rule's text from its examples in a stored body (never in the published text).
EXAMPLE_SEPARATOR = "\x1e"

_SCHEMA = """
CREATE TABLE editions(
    id INTEGER PRIMARY KEY, key TEXT UNIQUE NOT NULL, source TEXT NOT NULL, encoding TEXT NOT NULL,
    line_ends TEXT NOT NULL, date_phrase TEXT NOT NULL, intro TEXT NOT NULL, credits TEXT NOT NULL,
    counts TEXT NOT NULL, imported TEXT NOT NULL, bytes INTEGER NOT NULL, seconds REAL NOT NULL);
CREATE TABLE texts(digest INTEGER PRIMARY KEY, body TEXT NOT NULL);
CREATE TABLE rules(
    edition INTEGER NOT NULL, seq INTEGER NOT NULL, number TEXT NOT NULL, parent TEXT, title TEXT NOT NULL,
    tkey TEXT NOT NULL, body INTEGER NOT NULL, line INTEGER NOT NULL, PRIMARY KEY(edition, number)) WITHOUT ROWID;
CREATE INDEX rules_by_title ON rules(tkey, edition) WHERE tkey != '';
CREATE INDEX rules_by_parent ON rules(edition, parent, seq);
CREATE TABLE glossary(
    edition INTEGER NOT NULL, seq INTEGER NOT NULL, term TEXT NOT NULL, tkey TEXT NOT NULL, body INTEGER NOT NULL,
    PRIMARY KEY(edition, term)) WITHOUT ROWID;
CREATE TABLE unparsed(edition INTEGER NOT NULL, line INTEGER NOT NULL, text TEXT NOT NULL);
"""


@dataclass(frozen=True)
class Row:
    """One rule as the store indexes it: enough to find it again in another edition."""

    number: str
    parent: str | None
    title: str
    tkey: str  #: normalised title ('' for a rule without one)
    digest: int  #: digest of the rule's text and examples


def digest(body: str) -> int:
    """A 64-bit digest of ``body`` (a signed integer, as SQLite stores them)."""
    import hashlib  # here: loading OpenSSL costs a lookup (judge cr NUMBER) ~8 ms, and only imports need it

    return int.from_bytes(hashlib.blake2b(body.encode("utf-8"), digest_size=8).digest(), "big", signed=True)


def rule_body(rule: Rule) -> str:
    """The stored text of a rule: its text, then each example, separated by :data:`EXAMPLE_SEPARATOR`."""
    return EXAMPLE_SEPARATOR.join([rule.text, *rule.examples])


def split_body(body: str) -> tuple[str, list[str]]:
    """``(text, examples)`` of a stored body."""
    text, *examples = body.split(EXAMPLE_SEPARATOR)
    return text, examples


def damaged(path: Path) -> CorpusError:
    """The error for a store file that cannot be read."""
    return CorpusError(_("stored editions are damaged or from another version; import them again"),
                       source=str(path))


def not_permitted(path: Path, *, write: bool) -> ResourceError | None:
    """The error for a store (or its folder) the user may not read or write, else None: that is not damage, and
    the advice to import again (which replaces the store) would be wrong."""
    import os

    folder_mode = os.W_OK | os.X_OK if write else os.X_OK
    file_mode = os.R_OK | os.W_OK if write else os.R_OK
    if (path.parent.is_dir() and not os.access(path.parent, folder_mode)) or (
            path.exists() and not os.access(path, file_mode)):
        reason = os_reason(PermissionError(13, "Permission denied"))
        if write:
            return ResourceError(_("{path}: cannot write to the data directory ({reason})").format(
                path=path.parent, reason=reason))
        return ResourceError(_("{path}: cannot read the stored editions ({reason})").format(path=path, reason=reason))
    return None


def open_read(path: Path) -> sqlite3.Connection:
    """Open the store at ``path`` read-only (a packaged copy may live on a read-only file system)."""
    try:
        connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
        version = connection.execute("PRAGMA user_version").fetchone()[0]
    except sqlite3.Error:
        raise not_permitted(path, write=False) or damaged(path) from None
    if version != SCHEMA_VERSION:
        connection.close()
        raise damaged(path)
    return connection


def open_write(path: Path) -> sqlite3.Connection:
    """Open (creating when needed) the store at ``path`` for an import."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        connection = sqlite3.connect(str(path), isolation_level=None)
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        if version == 0 and not connection.execute("SELECT 1 FROM sqlite_master").fetchone():
            connection.executescript(f"BEGIN; {_SCHEMA} PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;")
        elif version != SCHEMA_VERSION:
            connection.close()
            raise damaged(path)
    except sqlite3.Error:
        raise not_permitted(path, write=True) or damaged(path) from None
    except OSError as exc:
        raise ResourceError(_("{path}: cannot write to the data directory ({reason})").format(
            path=path.parent, reason=os_reason(exc))) from None
    return connection


def write_edition(connection: sqlite3.Connection, edition: Edition, *, path: Path, started: float,
                  size_before: int) -> bool:
    """Store ``edition`` in one transaction, replacing an earlier import of the same date.

    Returns True when an earlier import was replaced.  On any error the
    transaction is rolled back and the store is as it was.  The edition's
    disk use is recorded as how much the file grew from ``size_before``
    (taken before the file was opened, so the first import counts the
    schema); the import time as the time since ``started``.
    """
    import time

    key = edition.key
    try:
        connection.execute("BEGIN IMMEDIATE")
        replaced = connection.execute("SELECT 1 FROM editions WHERE key = ?", (key,)).fetchone() is not None
        if replaced:
            for table in ("rules", "glossary", "unparsed"):
                connection.execute(f"DELETE FROM {table} WHERE edition = {_ID}", (key,))
            connection.execute("DELETE FROM editions WHERE key = ?", (key,))
        now = dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat()
        ident = connection.execute(
            "INSERT INTO editions(key, source, encoding, line_ends, date_phrase, intro, credits, counts, imported, "
            "bytes, seconds) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (key, edition.source, edition.encoding, edition.line_ends, edition.date_phrase, edition.intro,
             edition.credits, json.dumps(edition.counts()), now, 0, 0.0)).lastrowid
        bodies: dict[int, str] = {}
        rules = []
        for seq, rule in enumerate(edition.rules.values()):
            body = rule_body(rule)
            bodies[digest(body)] = body
            rules.append((ident, seq, rule.number, rule.parent, rule.title, title_key(rule.title), digest(body),
                          rule.line))
        glossary = []
        for seq, (term, text) in enumerate(edition.glossary.items()):
            bodies[digest(text)] = text
            # keyed without "(Obsolete)": an entry stays the same entry when it becomes obsolete
            glossary.append((ident, seq, term, bare_title_key(term), digest(text)))
        connection.executemany("INSERT OR IGNORE INTO texts VALUES (?, ?)", bodies.items())
        connection.executemany("INSERT INTO rules VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rules)
        connection.executemany("INSERT INTO glossary VALUES (?, ?, ?, ?, ?)", glossary)
        connection.executemany("INSERT INTO unparsed VALUES (?, ?, ?)",
                               ((ident, line, text) for line, text in edition.unparsed))
        if replaced:  # texts only the replaced import had
            connection.execute("DELETE FROM texts WHERE digest NOT IN (SELECT body FROM rules) "
                               "AND digest NOT IN (SELECT body FROM glossary)")
        connection.execute("COMMIT")
    except BaseException as exc:
        if connection.in_transaction:
            connection.execute("ROLLBACK")
        if isinstance(exc, sqlite3.Error):
            raise not_permitted(path, write=True) or damaged(path) from None
        raise
    # The disk use of this import: how much the file grew (pages are only known after the commit).
    grown = file_size(path) - size_before
    connection.execute("UPDATE editions SET bytes = ?, seconds = ? WHERE key = ?",
                       (grown, time.perf_counter() - started, key))
    return replaced


def file_size(path: Path) -> int:
    """Size of ``path`` in bytes, 0 when absent."""
    try:
        return path.stat().st_size
    except OSError:
        return 0


def edition_rows(connection: sqlite3.Connection) -> list[dict[str, Any]]:
    """Every edition's metadata row, oldest first."""
    cursor = connection.execute(
        "SELECT key, source, encoding, line_ends, date_phrase, counts, imported, bytes, seconds FROM editions "
        "ORDER BY key")
    names = [column[0] for column in cursor.description]
    return [dict(zip(names, row, strict=True)) for row in cursor]


def _edition_meta(connection: sqlite3.Connection, key: str) -> Edition:
    """The edition ``key`` with its metadata only (no rules, no glossary yet)."""
    meta = connection.execute(
        "SELECT source, encoding, line_ends, date_phrase, intro, credits FROM editions WHERE key = ?",
        (key,)).fetchone()
    source, encoding, ends, phrase, intro, credits = meta
    return Edition(effective=dt.date.fromisoformat(key), intro=intro, credits=credits, source=source,
                   encoding=encoding, line_ends=ends, date_phrase=phrase)


def read_edition(connection: sqlite3.Connection, key: str) -> Edition:
    """The whole edition ``key`` as an :class:`Edition` (linked)."""
    edition = _edition_meta(connection, key)
    for number, title, body, line in connection.execute(
            "SELECT r.number, r.title, t.body, r.line FROM rules r JOIN texts t ON t.digest = r.body "
            f"WHERE r.edition = {_ID} ORDER BY r.seq", (key,)):
        text, examples = split_body(body)
        edition.rules[number] = Rule(number, title, text, examples, line=line)
    edition.glossary = dict(connection.execute(
        f"SELECT g.term, t.body FROM glossary g JOIN texts t ON t.digest = g.body WHERE g.edition = {_ID} "
        "ORDER BY g.seq", (key,)).fetchall())
    edition.unparsed = [(line, text) for line, text in connection.execute(
        f"SELECT line, text FROM unparsed WHERE edition = {_ID} ORDER BY rowid", (key,))]
    return edition.link()


class StoredRules(Mapping[str, Rule]):
    """The rules of one stored edition, read from the store as they are asked for.

    ``judge cr 701.58`` shows a rule, its subrules and the rules they cite: a
    few dozen rows, where reading the whole edition (about 3,000 rules and
    their texts) and linking it would cost most of the command's run time.
    Each rule is read once, with the numbers of its children (the parent
    index), so :class:`Rule` objects look exactly like those of
    :func:`read_edition`.  Listing the rules (iteration, ``len``) reads them
    all at once.  The connection must stay open while the mapping is used.
    """

    def __init__(self, connection: sqlite3.Connection, key: str, path: Path) -> None:
        self._connection = connection
        self._path = path
        self._cache: dict[str, Rule | None] = {}
        self._all: list[str] | None = None
        try:
            found = connection.execute("SELECT id FROM editions WHERE key = ?", (key,)).fetchone()
        except sqlite3.Error:
            raise not_permitted(path, write=False) or damaged(path) from None
        if found is None:
            raise damaged(path)
        self._id: int = found[0]

    def _read(self, number: str) -> Rule | None:
        try:
            found = self._connection.execute(
                "SELECT r.title, t.body, r.line, r.parent FROM rules r JOIN texts t ON t.digest = r.body "
                "WHERE r.edition = ? AND r.number = ?", (self._id, number)).fetchone()
            if found is None:
                return None
            title, body, line, parent = found
            children = [child for (child,) in self._connection.execute(
                "SELECT number FROM rules WHERE edition = ? AND parent = ? ORDER BY seq", (self._id, number))]
        except sqlite3.Error:
            raise not_permitted(self._path, write=False) or damaged(self._path) from None
        text, examples = split_body(body)
        return Rule(number, title, text, examples, parent=parent, children=children, line=line)

    def __getitem__(self, number: str) -> Rule:
        if number not in self._cache:
            if not isinstance(number, str):
                raise KeyError(number)
            self._cache[number] = self._read(number)
        rule = self._cache[number]
        if rule is None:
            raise KeyError(number)
        return rule

    def _numbers(self) -> list[str]:
        if self._all is None:
            try:
                rows = self._connection.execute(
                    "SELECT r.number, r.title, t.body, r.line, r.parent FROM rules r JOIN texts t ON t.digest = "
                    "r.body WHERE r.edition = ? ORDER BY r.seq", (self._id,)).fetchall()
            except sqlite3.Error:
                raise not_permitted(self._path, write=False) or damaged(self._path) from None
            rules: dict[str, Rule] = {}
            for number, title, body, line, parent in rows:
                text, examples = split_body(body)
                rules[number] = Rule(number, title, text, examples, parent=parent, line=line)
            for number, rule in rules.items():
                if rule.parent is not None and rule.parent in rules:
                    rules[rule.parent].children.append(number)
            for number, rule in rules.items():  # rules read before keep their identity
                if self._cache.get(number) is None:
                    self._cache[number] = rule
            self._all = list(rules)
        return self._all

    def titled(self, tkey: str) -> list[str]:
        """Numbers of the rules titled ``tkey`` (normal form, not empty), in document order: the store's title
        index, as :func:`judge_cli.cr.lookup.find_rule_by_title` would find them among all the rules."""
        try:
            # ``tkey != ''`` lets SQLite use the partial title index, ``+edition`` keeps it from preferring the
            # primary key (edition, number), which scans the edition's ~3,000 rules: 20 times slower a title.
            return [number for (number,) in self._connection.execute(
                "SELECT number FROM rules WHERE tkey = ? AND tkey != '' AND +edition = ? ORDER BY seq",
                (tkey, self._id))]
        except sqlite3.Error:
            raise not_permitted(self._path, write=False) or damaged(self._path) from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._numbers())

    def __len__(self) -> int:
        return len(self._numbers())


class StoredGlossary(Mapping[str, str]):
    """The glossary of one stored edition, read whole the first time it is used (a rule number needs none)."""

    def __init__(self, connection: sqlite3.Connection, key: str, path: Path) -> None:
        self._connection, self._key, self._path = connection, key, path
        self._terms: dict[str, str] | None = None

    def _read(self) -> dict[str, str]:
        if self._terms is None:
            try:
                self._terms = dict(self._connection.execute(
                    f"SELECT g.term, t.body FROM glossary g JOIN texts t ON t.digest = g.body WHERE g.edition = {_ID} "
                    "ORDER BY g.seq", (self._key,)).fetchall())
            except sqlite3.Error:
                raise not_permitted(self._path, write=False) or damaged(self._path) from None
        return self._terms

    def __getitem__(self, term: str) -> str:
        return self._read()[term]

    def __iter__(self) -> Iterator[str]:
        return iter(self._read())

    def __len__(self) -> int:
        return len(self._read())


def read_edition_lazily(connection: sqlite3.Connection, key: str, path: Path) -> Edition:
    """The edition ``key`` with its metadata read now and its rules (:class:`StoredRules`) and glossary read
    when asked for: ``judge cr NUMBER`` reads only what it prints.  ``unparsed`` is left empty (only an
    import reports it)."""
    edition = _edition_meta(connection, key)
    # read-only mappings standing in for the dicts: a lookup only reads them
    edition.rules = cast(dict[str, Rule], StoredRules(connection, key, path))
    edition.glossary = cast(dict[str, str], StoredGlossary(connection, key, path))
    return edition


_ROW = "SELECT number, parent, title, tkey, body FROM rules"


def row(connection: sqlite3.Connection, key: str, number: str) -> Row | None:
    """The rule ``number`` of edition ``key``, or None."""
    found = connection.execute(f"{_ROW} WHERE edition = {_ID} AND number = ?", (key, number)).fetchone()
    return Row(*found) if found else None


def children(connection: sqlite3.Connection, key: str, number: str) -> list[Row]:
    """The rules right below ``number`` in edition ``key``, in document order."""
    return [Row(*found) for found in connection.execute(
        f"{_ROW} WHERE edition = {_ID} AND parent = ? ORDER BY seq", (key, number))]


def titled(connection: sqlite3.Connection, key: str, tkey: str) -> list[Row]:
    """The rules of edition ``key`` titled ``tkey`` (normal form), in document order."""
    if not tkey:  # untitled rules: not in the title index
        return [Row(*found) for found in connection.execute(
            f"{_ROW} WHERE tkey = ? AND edition = {_ID} ORDER BY seq", (tkey, key))]
    # The title index, not the primary key (see StoredRules.titled).
    return [Row(*found) for found in connection.execute(
        f"{_ROW} WHERE tkey = ? AND tkey != '' AND +edition = {_ID} ORDER BY seq", (tkey, key))]


def all_rows(connection: sqlite3.Connection, key: str) -> list[Row]:
    """Every rule of edition ``key`` in document order."""
    return [Row(*found) for found in connection.execute(f"{_ROW} WHERE edition = {_ID} ORDER BY seq", (key,))]


def texts(connection: sqlite3.Connection, digests: Iterable[int]) -> dict[int, str]:
    """The stored bodies of ``digests`` (those the store has)."""
    wanted = list(set(digests))
    found: dict[int, str] = {}
    for start in range(0, len(wanted), 500):  # SQLite caps the number of parameters
        chunk = wanted[start:start + 500]
        found.update(connection.execute(
            f"SELECT digest, body FROM texts WHERE digest IN ({','.join('?' * len(chunk))})", chunk).fetchall())
    return found


def glossary_rows(connection: sqlite3.Connection, key: str) -> list[tuple[str, str, int]]:
    """``(term, normal form, digest)`` of every glossary entry of edition ``key``, in document order."""
    return connection.execute(
        f"SELECT term, tkey, body FROM glossary WHERE edition = {_ID} ORDER BY seq", (key,)).fetchall()


def glossary_entry(connection: sqlite3.Connection, key: str, tkey: str) -> tuple[str, str] | None:
    """``(term, text)`` of the glossary entry ``tkey`` (normal form) in edition ``key``, or None."""
    found = connection.execute(
        f"SELECT g.term, t.body FROM glossary g JOIN texts t ON t.digest = g.body WHERE g.edition = {_ID} "
        "AND g.tkey = ?", (key, tkey)).fetchone()
    return (found[0], found[1]) if found else None
