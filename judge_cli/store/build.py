"""Rebuild the store: one import at a time, the kept sources read back, the new file swapped in.

Everything goes to a temporary file beside the store; only when it is
complete and on disk does ``os.replace`` put it in place (``judge_cli.fsutil``).
Any error (or Ctrl-C) before that removes the temporary file and leaves the
previous store untouched.  One import at a time: a lock file in the store
folder.  What goes into the new file is the caller's business
(``judge_cli.importing``): this module only knows the store.
"""

from __future__ import annotations

import json
import os
import zlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

from judge_cli.errors import CorpusError, UsageError
from judge_cli.fsutil import replacing
from judge_cli.i18n import _
from judge_cli.store.db import FORMAT, SCHEMA, connect_readonly, format_error, meta_value, store_path
from judge_cli.store.write import StoredSource, StoreWriter

T = TypeVar("T")


@contextmanager
def _import_lock(folder: Path) -> Iterator[None]:
    """Hold the store folder's lock file; UsageError when another import holds it."""
    folder.mkdir(parents=True, exist_ok=True)
    handle = open(folder / ".import.lock", "a+b")  # noqa: SIM115
    try:
        try:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except ImportError:  # pragma: no cover - Windows: no advisory locks; imports are rare and short
            pass
        except OSError:
            raise UsageError(_("another import into {folder} is running; try again when it has finished").format(
                folder=folder)) from None
        yield
    finally:
        handle.close()


def _damaged(path: Path) -> CorpusError:
    return CorpusError(_("the imported corpus is damaged or from another version of judge-cli; "
                         "run `judge corpus reset` and import your files again"), source=str(path))


def load_sources(path: Path, skip: set[str]) -> Iterator[StoredSource]:
    """The sources kept in the store at ``path``, except those in ``skip``, oldest first, one at a time.

    Each source's card records are decoded as they are read from it (a source
    may hold tens of thousands), so only one of them is in memory as JSON.
    CorpusError when the file is not a store of this version.
    """
    import sqlite3

    try:
        connection = connect_readonly(path)
    except sqlite3.Error:
        raise _damaged(path) from None
    try:
        try:
            found = int(meta_value(connection, "format", 0))
            if found != FORMAT:
                raise format_error(path, found)
            rows = connection.execute("SELECT key, rank, imported_at, summary FROM sources ORDER BY rank").fetchall()
        except (sqlite3.Error, ValueError, TypeError):
            raise _damaged(path) from None
        for key, rank, imported_at, summary in rows:
            if key in skip:
                continue
            try:
                blobs = [blob for (blob,) in connection.execute("SELECT record FROM src_cards WHERE source = ?",
                                                                (key,))]
                rulings = [tuple(row) for row in connection.execute(
                    "SELECT oracle_id, text, date, origin FROM src_rulings WHERE source = ?", (key,))]
                source = StoredSource(key, json.loads(summary), _decoded(blobs, path), rulings, rank, imported_at)
            except (sqlite3.Error, ValueError, TypeError):
                raise _damaged(path) from None
            yield source
    finally:
        connection.close()


def _decoded(blobs: list[bytes], path: Path) -> Iterator[Any]:
    """The JSON values of compressed records, decoded one at a time (CorpusError for a damaged one)."""
    for blob in blobs:
        try:
            yield json.loads(zlib.decompress(blob))
        except (zlib.error, ValueError):
            raise _damaged(path) from None


class Rebuild:
    """A store being rebuilt (the import lock held): read what it keeps, then write its replacement."""

    def __init__(self, target: Path) -> None:
        self.target = target

    def kept_sources(self, skip: set[str]) -> Iterator[StoredSource]:
        """The sources the current store keeps, except those in ``skip`` (none when there is no store yet),
        one at a time (see :func:`load_sources`)."""
        return load_sources(self.target, skip) if self.target.is_file() else iter(())

    def source_keys(self) -> set[str]:
        """The keys of every source the current store keeps."""
        if not self.target.is_file():
            return set()
        connection = connect_readonly(self.target)
        try:
            return {key for (key,) in connection.execute("SELECT key FROM sources")}
        finally:
            connection.close()

    def write(self, fill: Callable[[StoreWriter], T]) -> T:
        """Make the new store with ``fill`` (which writes every table through the writer), then swap it in;
        ``fill``'s result.  Any exception leaves the current store as it was."""
        import sqlite3

        # Flushed once, by replacing(), before the rename: a half-written file is thrown away anyway.
        with replacing(self.target, mode=0o644 & ~_umask()) as temporary:
            connection = sqlite3.connect(temporary)
            try:
                connection.execute("PRAGMA journal_mode = OFF")
                connection.execute("PRAGMA synchronous = OFF")
                connection.executescript(SCHEMA)
                result = fill(StoreWriter(connection))
                connection.commit()
            finally:
                connection.close()
        return result


@contextmanager
def rebuilding(base: Path) -> Iterator[Rebuild]:
    """The store of the data directory ``base``, locked against other imports for the block."""
    target = store_path(base)
    with _import_lock(target.parent):
        yield Rebuild(target)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
