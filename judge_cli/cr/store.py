"""Imported Comprehensive Rules editions: where they are, importing them, reading them.

Editions live in a folder holding one SQLite file (``editions.sqlite``, see
:mod:`judge_cli.cr.storedb`).  The user's imports are in ``<data dir>/cr``;
an :class:`EditionStore` reads any list of such folders — the user's, then a
copy shipped inside the package — and an edition imported by the user takes
over one of the same date from a later folder.  Nothing here reads an
environment variable or decides where the data directory is: callers pass it.

Editions are keyed by their effective date.  Importing an edition with the
same date replaces it, in one transaction.
"""

from __future__ import annotations

import datetime as dt
import json
import re
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Self

from judge_cli.cr.model import RENUMBERED, Edition, Rule
from judge_cli.cr.storedb import (
    DB_NAME,
    damaged,
    edition_rows,
    file_size,
    not_permitted,
    open_read,
    open_write,
    read_edition,
    read_edition_lazily,
    write_edition,
)
from judge_cli.cr.storefile import cr_dir as cr_dir  # still importable from here
from judge_cli.errors import CorpusError, NotFoundError, UsageError
from judge_cli.i18n import _

_LEGACY_FILE = re.compile(r"^(\d{4}-\d{2}-\d{2})\.json$")
#: The shape of the per-edition JSON files of judge-cli before the SQLite store.
_LEGACY_FORMAT = 1


def store_file(folder: Path) -> Path:
    """The store inside a folder of editions."""
    return folder / DB_NAME


@dataclass(frozen=True)
class EditionInfo:
    """What the store knows of one edition without reading its rules."""

    key: str  #: the effective date, ISO
    source: str  #: the file it was imported from
    encoding: str
    line_ends: str
    date_phrase: str
    counts: dict[str, int]
    imported: str  #: when, ISO date and time (UTC)
    bytes: int  #: how much the store grew when it was imported
    seconds: float  #: how long the import took
    store: Path  #: the SQLite file holding it
    shipped: bool = False  #: the edition shipped with judge-cli (not one the user imported)

    @property
    def pre_renumbering(self) -> bool:
        """True before the July 2009 renumbering (see :attr:`Edition.pre_renumbering`)."""
        return dt.date.fromisoformat(self.key) < RENUMBERED


class EditionStore:
    """The editions found in ``folders``; a folder listed first wins for an edition of the same date.

    ``shipped`` is the folder of the editions shipped with judge-cli (their
    infos say so).  Opened stores stay open until :meth:`close` (or the end of
    a ``with`` block).
    """

    def __init__(self, folders: Sequence[Path], shipped: Path | None = None) -> None:
        self.folders = [Path(folder) for folder in folders]
        self.shipped = Path(shipped) if shipped is not None else None
        self._infos: dict[str, EditionInfo] | None = None
        self._connections: dict[Path, sqlite3.Connection] = {}

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Close the SQLite files opened so far."""
        for connection in self._connections.values():
            connection.close()
        self._connections.clear()

    def connection(self, path: Path) -> sqlite3.Connection:
        """The read-only connection to the store file ``path`` (opened once)."""
        if path not in self._connections:
            self._connections[path] = open_read(path)
        return self._connections[path]

    def infos(self) -> dict[str, EditionInfo]:
        """Every edition, oldest first."""
        if self._infos is None:
            found: dict[str, EditionInfo] = {}
            for folder in reversed(self.folders):  # earlier folders override later ones
                migrate_legacy(folder)
                path = store_file(folder)
                if not path.is_file():
                    continue
                try:
                    rows = edition_rows(self.connection(path))
                except sqlite3.Error:
                    raise not_permitted(path, write=False) or damaged(path) from None
                for row in rows:
                    row["counts"] = json.loads(row["counts"])
                    found[row["key"]] = EditionInfo(**row, store=path, shipped=folder == self.shipped)
            self._infos = dict(sorted(found.items()))
        return self._infos

    def keys(self) -> list[str]:
        """Effective dates of every edition, oldest first."""
        return list(self.infos())

    def choose(self, requested: str | None) -> str:
        """The key of ``requested`` (a date or a unique prefix; None: the newest)."""
        return choose_edition(requested, self.keys())

    def info(self, key: str) -> EditionInfo:
        """The metadata of edition ``key`` (a key from :meth:`keys`)."""
        return self.infos()[key]

    def load(self, requested: str | None = None) -> Edition:
        """The whole edition ``requested`` (see :meth:`choose`)."""
        key = self.choose(requested)
        path = self.info(key).store
        try:
            return read_edition(self.connection(path), key)
        except (sqlite3.Error, TypeError, ValueError):
            raise not_permitted(path, write=False) or damaged(path) from None


    def load_lazily(self, requested: str | None = None) -> Edition:
        """The edition ``requested`` (see :meth:`choose`), its rules and glossary read from the store as they
        are used (:func:`~judge_cli.cr.storedb.read_edition_lazily`): use it before the store is closed."""
        key = self.choose(requested)
        path = self.info(key).store
        try:
            return read_edition_lazily(self.connection(path), key, path)
        except (sqlite3.Error, TypeError, ValueError):
            raise not_permitted(path, write=False) or damaged(path) from None


@dataclass(frozen=True)
class Imported:
    """The outcome of importing one file."""

    edition: Edition
    path: Path  #: the store file
    replaced: bool  #: an earlier import of the same edition was replaced
    bytes: int  #: how much the store grew
    seconds: float  #: parse and write time


def import_into(path: Path, folder: Path, display: str | None = None) -> Imported:
    """Parse the CR file at ``path`` and store it in the folder of editions ``folder``.

    Nothing is written unless the whole file parsed; the write is one transaction.
    """
    import time

    from judge_cli.cr.parser import read_cr_file

    started = time.perf_counter()
    edition = read_cr_file(path, display)
    edition.source = Path(path).name
    target = store_file(folder)
    size_before = file_size(target)
    connection = open_write(target)
    try:
        replaced = write_edition(connection, edition, path=target, started=started, size_before=size_before)
        cost = connection.execute("SELECT bytes, seconds FROM editions WHERE key = ?", (edition.key,)).fetchone()
    finally:
        connection.close()
    legacy = folder / f"{edition.key}.json"
    if legacy.is_file():  # the import replaces what an older judge-cli stored for this date
        replaced = True
        legacy.unlink()
    return Imported(edition, target, replaced, int(cost[0]), float(cost[1]))


def import_file(path: Path, base: Path, display: str | None = None) -> Imported:
    """Import the CR file at ``path`` into the data directory ``base`` (see :func:`import_into`)."""
    return import_into(path, cr_dir(base), display)


def list_editions(base: Path) -> list[str]:
    """Effective dates of the editions imported into the data directory ``base``, oldest first."""
    with EditionStore([cr_dir(base)]) as store:
        return store.keys()


def load_edition(requested: str | None, base: Path) -> Edition:
    """An edition imported into the data directory ``base`` (the newest unless ``requested`` names one)."""
    with EditionStore([cr_dir(base)]) as store:
        return store.load(requested)


def choose_edition(requested: str | None, available: list[str]) -> str:
    """The edition key for ``--edition``: the newest when None, else an exact date
    or a unique prefix (``2024``, ``2024-02``)."""
    if not available:
        raise NotFoundError(_("no Comprehensive Rules imported; run `judge import cr FILE`"))
    if requested is None:
        return available[-1]
    wanted = requested.strip()
    matches = [key for key in available if key == wanted] or [key for key in available if key.startswith(wanted)]
    if len(matches) == 1:
        return matches[0]
    raise UsageError(
        _("no single imported edition matches {edition!r}; imported: {editions}").format(
            edition=requested, editions=", ".join(available)
        )
    )


# --- editions stored by judge-cli before the SQLite store (one JSON file each) -----------------------------

def migrate_legacy(folder: Path) -> None:
    """Move editions an older judge-cli stored as ``<date>.json`` into the store, then remove the files.

    A damaged file is an error naming it (importing that edition again replaces it).
    """
    if not folder.is_dir():
        return
    legacy = sorted(path for path in folder.iterdir() if _LEGACY_FILE.match(path.name))
    if not legacy:
        return
    import time

    target = store_file(folder)
    for path in legacy:
        try:
            data = json.loads(path.read_bytes().decode("utf-8"))
        except (OSError, ValueError):
            raise _legacy_damaged(path) from None
        edition = edition_from_json(data, str(path))
        size_before = file_size(target)
        connection = open_write(target)
        try:
            write_edition(connection, edition, path=target, started=time.perf_counter(), size_before=size_before)
        finally:
            connection.close()
        path.unlink()


def _legacy_damaged(path: Path) -> CorpusError:
    return CorpusError(_("stored edition is damaged or from another version; import it again"), source=str(path))


def edition_from_json(data: Any, source: str) -> Edition:
    """Rebuild an :class:`Edition` from an older judge-cli's JSON file."""
    try:
        if data.get("format") != _LEGACY_FORMAT:
            raise ValueError("format")
        edition = Edition(
            effective=dt.date.fromisoformat(data["effective"]),
            glossary={str(term): str(text) for term, text in data["glossary"]},
            credits=str(data.get("credits", "")),
            intro=str(data.get("intro", "")),
            source=str(data.get("source", "")),
            unparsed=[(int(line), str(text)) for line, text in data.get("unparsed", [])],
        )
        for number, title, text, examples, line in data["rules"]:
            edition.rules[str(number)] = Rule(str(number), str(title), str(text), [str(e) for e in examples],
                                              line=int(line))
    except (AttributeError, KeyError, TypeError, ValueError):
        raise _legacy_damaged(Path(source)) from None
    return edition.link()
