"""Is the imported store usable?  Damage, permissions and SQLite's failures told apart, in words.

A store is only checked when using it failed (``PRAGMA quick_check`` reads
the whole file: not something every lookup should pay for), and by
``judge corpus info`` once per version of the file (:func:`quick_check_once`).
A store that cannot be *read* (permissions) is not damaged: saying "run judge
corpus reset" there would delete the user's data.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from judge_cli.errors import CorpusError, ResourceError
from judge_cli.i18n import _

T = TypeVar("T")
#: Failures of decoding a row that only a damaged file explains (the rows are written by judge-cli).
DECODE_ERRORS: tuple[type[Exception], ...] = (ValueError, KeyError, TypeError, IndexError, UnicodeDecodeError)


class StoreDamaged(CorpusError):
    """The imported store is damaged: the run can go on with the shipped corpus; ``corpus reset`` removes it."""

    def __init__(self, path: Path, problem: str) -> None:
        super().__init__(_("the imported corpus is damaged ({problem}); the shipped cards still work; "
                           "run `judge corpus reset` and import your files again").format(problem=problem),
                         source=str(path))
        self.path = path
        self.problem = problem


class StoreOutdated(StoreDamaged):
    """The imported store was written by an older judge-cli: the shipped cards still work; re-importing fixes it."""

    def __init__(self, path: Path, found: int, wanted: int) -> None:
        CorpusError.__init__(self, _("the imported cards were stored by an older judge-cli (store format {found}, "
                                     "this version reads {wanted}); the shipped cards still work; run `judge corpus "
                                     "reset` and import your files again").format(found=found, wanted=wanted),
                             source=str(path))
        self.path = path
        self.problem = "format"


def sqlite_reason(error: Exception) -> str:
    """Why SQLite failed, in the interface language where it is a reason people meet (full disk, permissions)."""
    name = getattr(error, "sqlite_errorname", "") or ""
    reasons = {
        "SQLITE_FULL": _("no space left on the device"),
        "SQLITE_READONLY": _("read-only file system"),
        "SQLITE_PERM": _("permission denied"),
        "SQLITE_CANTOPEN": _("the file cannot be opened"),
        "SQLITE_CORRUPT": _("the file is damaged"),
        "SQLITE_NOTADB": _("the file is not a judge-cli store"),
    }
    if name.startswith("SQLITE_IOERR"):
        return _("input/output error")
    return reasons.get(name) or str(error)


def unreadable(path: Path) -> ResourceError | None:
    """A ResourceError when the store file exists but cannot be read (permissions, a folder…), else None."""
    from judge_cli.fsutil import os_reason

    try:
        with open(path, "rb") as handle:
            handle.read(1)
    except OSError as error:
        return ResourceError(_("{path}: cannot read the imported corpus ({reason})").format(
            path=path, reason=os_reason(error)))
    return None


def quick_check(path: Path) -> str | None:
    """The first problem ``PRAGMA quick_check`` finds in the store, or None when the file is sound."""
    import sqlite3

    from judge_cli.store.db import connect_readonly

    try:
        connection = connect_readonly(path)
        try:
            rows = connection.execute("PRAGMA quick_check(1)").fetchall()
        finally:
            connection.close()
    except sqlite3.Error as error:
        return sqlite_reason(error)
    result = str(rows[0][0]) if rows else "?"
    if result == "ok":
        return None
    # SQLite's report spans lines ("*** in database main ***", "Page 9: …"): one line, its substance.
    lines = [line.strip() for line in result.splitlines() if line.strip() and not line.startswith("***")]
    return "; ".join(lines) or result.strip()


def _version(path: Path) -> list[int]:
    """What tells one version of the file from another: a rewrite or an in-place write changes one of them."""
    status = path.stat()
    return [status.st_size, status.st_mtime_ns, status.st_ino, status.st_ctime_ns]


def quick_check_once(path: Path, cache_dir: Path | None) -> str | None:
    """:func:`quick_check`, skipped when this very version of the file has already passed it.

    ``quick_check`` reads the whole store (about 0.3 s for the 264 MB of every 2018 card); ``judge corpus
    info`` is run again and again on the same file, which only an import replaces.  A passed check is kept
    in ``cache_dir`` with the file's size, times and inode; any write to the file changes them, so a store
    damaged since is checked again.  ``cache_dir`` None: always checked.
    """
    import json
    import zlib

    if cache_dir is None:
        return quick_check(path)
    record = cache_dir / f"store-checked-{zlib.crc32(str(path.resolve()).encode()):08x}.json"
    try:
        version = _version(path)
        if json.loads(record.read_text(encoding="utf-8")) == version:
            return None
    except (OSError, ValueError):
        pass  # no record, or an unreadable one: check
    found = quick_check(path)
    if found is None:
        try:
            cache_dir.mkdir(parents=True, exist_ok=True)
            record.write_text(json.dumps(version), encoding="utf-8")
        except OSError:
            pass  # the record only saves time: a read-only cache checks every time
    return found


def failure(path: Path, error: Exception | None = None) -> ResourceError | StoreDamaged | None:
    """What is wrong with the store after using it raised ``error``: unreadable, damaged, or None (sound:
    the error had another cause)."""
    problem = unreadable(path)
    if problem is not None:
        return problem
    found = quick_check(path)
    if found is not None:
        return StoreDamaged(path, found)
    if error is not None and isinstance(error, DECODE_ERRORS):  # a row only damage explains
        return StoreDamaged(path, _("a row cannot be decoded"))
    return None


def guarded(decode: Callable[[Any], T], path: Path) -> Callable[[Any], T]:
    """``decode`` of a stored row, raising StoreDamaged (not a ValueError deep inside) for a damaged row."""

    import zlib

    caught: tuple[type[BaseException], ...] = (zlib.error, *DECODE_ERRORS)

    def decoding(row: Any) -> T:
        try:
            return decode(row)
        except caught:
            raise StoreDamaged(path, _("a row cannot be decoded")) from None

    return decoding


def has_store(path: Path) -> bool:
    """True when a store file is there (even one that cannot be read)."""
    return os.path.lexists(path)
