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
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from judge_cli.errors import CorpusError, ResourceError, UsageError
from judge_cli.fsutil import replacing
from judge_cli.i18n import _
from judge_cli.store.db import FILE_NAME, FORMAT, SCHEMA, connect_readonly, format_error, meta_value, store_path

if TYPE_CHECKING:  # pragma: no cover - the writer (and judge find's and grep's indexing) load when a store is built
    from judge_cli.store.write import StoredSource, StoreWriter

T = TypeVar("T")


#: The lock file of the store folder: imports and ``corpus reset`` hold it.
LOCK_NAME = ".import.lock"


@contextmanager
def _import_lock(folder: Path) -> Iterator[None]:
    """Hold the store folder's lock file; UsageError when another import holds it, ResourceError when the
    folder cannot be made or written (the data directory is a file, read-only, not ours)."""
    from judge_cli.fsutil import os_reason

    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle = open(folder / LOCK_NAME, "a+b")  # noqa: SIM115 - closed below
    except OSError as exc:
        raise ResourceError(_("{path}: cannot write to the data directory ({reason})").format(
            path=folder, reason=os_reason(exc))) from None
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


#: The public name: ``judge corpus reset`` holds the same lock as imports.
import_lock = _import_lock


def lock_is_held(folder: Path) -> bool:
    """True when an import (or a reset) holds the store folder's lock now; creates nothing."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows: no advisory locks
        return False
    try:
        handle = open(folder / LOCK_NAME, "rb")  # noqa: SIM115 - closed below
    except OSError:
        return False
    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_SH | fcntl.LOCK_NB)
    except OSError:
        return True
    finally:
        handle.close()  # closing releases the probe's own lock
    return False


def temporaries(folder: Path) -> list[Path]:
    """The temporary files of imports in the store folder (see ``judge_cli.fsutil.temporary_beside``): a
    running import's, or stale ones an import killed before it could remove them left behind."""
    if not folder.is_dir():
        return []
    return sorted(folder.glob(f".{FILE_NAME}.*.tmp"))


def _remove_stale(folder: Path) -> list[tuple[Path, int]]:
    """Remove the temporary files a killed import left (call with the lock held: none is a running import's)."""
    removed = []
    for path in temporaries(folder):
        try:
            size = path.stat().st_size
            path.unlink()
        except OSError:  # gone already, or not ours to remove: the import goes on
            continue
        removed.append((path, size))
    return removed


def _damaged(path: Path) -> CorpusError:
    return CorpusError(_("the imported corpus is damaged or from another version of judge-cli; "
                         "run `judge corpus reset` and import your files again"), source=str(path))


def load_sources(path: Path, skip: set[str]) -> Iterator[StoredSource]:
    """The sources kept in the store at ``path``, except those in ``skip``, oldest first.

    Each source's card records and rulings are read from the store and
    decoded only as they are iterated (a source may hold tens of thousands),
    one at a time.  CorpusError when the file is not a store of this version.
    """
    import sqlite3

    from judge_cli.store.write import StoredSource

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
    finally:
        connection.close()
    for key, rank, imported_at, summary in rows:
        if key in skip:
            continue
        try:
            read = json.loads(summary)
        except ValueError:
            raise _damaged(path) from None
        yield StoredSource(key, read, _decoded(_rows(path, "SELECT record FROM src_cards WHERE source = ? ORDER BY "
                                                       "rowid", key), path),
                           (tuple(row) for row in _rows(path, "SELECT oracle_id, text, date, origin FROM src_rulings "
                                                              "WHERE source = ? ORDER BY rowid", key)),
                           rank, imported_at)


def _rows(path: Path, query: str, key: str) -> Iterator[Any]:
    """The rows of ``query`` (for the source ``key``) in the store at ``path``, read as they are iterated."""
    import sqlite3

    try:
        connection = connect_readonly(path)
        try:
            cursor = connection.execute(query, (key,))
            while rows := cursor.fetchmany(500):
                if len(rows[0]) == 1:
                    yield from (row[0] for row in rows)
                else:
                    yield from rows
        finally:
            connection.close()
    except sqlite3.Error:
        raise _damaged(path) from None


def _decoded(blobs: Iterable[bytes], path: Path) -> Iterator[Any]:
    """The JSON values of compressed records, decoded one at a time (CorpusError for a damaged one)."""
    for blob in blobs:
        try:
            yield json.loads(zlib.decompress(blob))
        except (zlib.error, ValueError, TypeError):
            raise _damaged(path) from None


class Rebuild:
    """A store being rebuilt (the import lock held): read what it keeps, then write its replacement."""

    def __init__(self, target: Path) -> None:
        self.target = target
        #: Temporary files of killed imports removed before this one started: (path, bytes).
        self.cleaned: list[tuple[Path, int]] = []

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

        from judge_cli.fsutil import os_reason
        from judge_cli.store.health import sqlite_reason
        from judge_cli.store.write import StoreWriter

        # Flushed once, by replacing(), before the rename: a half-written file is thrown away anyway.
        try:
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
        except sqlite3.OperationalError as error:  # a full disk, an I/O error: the old store is untouched
            raise ResourceError(_("{path}: cannot write the imported corpus ({reason}); the previous data is "
                                  "unchanged").format(path=self.target.parent, reason=sqlite_reason(error))) from None
        except OSError as error:
            raise ResourceError(_("{path}: cannot write the imported corpus ({reason}); the previous data is "
                                  "unchanged").format(path=self.target.parent, reason=os_reason(error))) from None
        return result


@contextmanager
def rebuilding(base: Path) -> Iterator[Rebuild]:
    """The store of the data directory ``base``, locked against other imports for the block."""
    target = store_path(base)
    with _import_lock(target.parent):
        rebuild = Rebuild(target)
        rebuild.cleaned = _remove_stale(target.parent)
        yield rebuild


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
