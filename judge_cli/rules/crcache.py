"""What re-binding citations needs of the cited CR edition, kept beside the parsed-corpus cache.

Every ``judge eval`` and ``judge ask`` cites Comprehensive Rules from an
edition (the shipped one, or the newest imported): opening its store costs
SQLite, JSON and the CR model (about 8 ms a run) and each cited rule a lookup
by title.  The named rules of ``cr-references.yaml`` are few (about two
hundred), so the first run locates them all (:meth:`EditionCitations.index
<judge_cli.rules.crtext.EditionCitations.index>`) and writes the result with
``marshal`` under the cache folder the caller names, with a stamp: the edition
asked for, each folder of editions and its store file (size, modification
time, inode), the references' contents, judge-cli's version and the code that
locates rules.  A run whose stamp matches re-binds from that index
(:class:`~judge_cli.rules.crtext.IndexedCitations`) and never opens the store;
any other run opens it as before (its errors included).  Any problem reading
or writing the cache only means opening the store.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from judge_cli.cr.storefile import DB_NAME
from judge_cli.rules.crtext import EditionCitations, IndexedCitations, cited_edition
from judge_cli.rules.refcache import read_stamped, write_stamped

if TYPE_CHECKING:  # pragma: no cover - typing only
    from judge_cli.rules.citations import References

#: Bump when the cached layout changes in a way the stamp would not see.
CACHE_FORMAT = 1
#: The modules whose code decides where a named rule is and what its citation shows.
_CODE = (("rules", "crtext.py"), ("rules", "crcache.py"), ("cr", "lookup.py"), ("cr", "model.py"),
         ("cr", "storedb.py"), ("cr", "store.py"))


def _status(path: Path | str) -> str:
    try:
        status = os.stat(path)
    except OSError:
        return f"{path}: absent"
    return f"{path}:{status.st_mtime_ns}:{status.st_size}:{status.st_ino}"


def stamp(requested: str | None, folders: Sequence[Path], references: References) -> str:
    """Everything the index of the edition cited from ``folders`` depends on: equal means it is still right."""
    from judge_cli import __version__

    package = Path(__file__).resolve().parent.parent
    parts = [str(CACHE_FORMAT), __version__, repr(requested)]
    parts += [_status(package / part / name) for part, name in _CODE]
    for folder in folders:  # a folder's time changes when a file is added (an edition of the old JSON format)
        parts += [_status(folder), _status(Path(folder) / DB_NAME)]
    parts.append(repr((references.pinned, [(rule.name, rule.title, rule.path, rule.check, sorted(rule.numbers.items()))
                                           for rule in references.rules.values()])))
    return "\n".join(parts)


def cache_file(requested: str | None, folders: Sequence[Path], cache_dir: Path) -> Path:
    """The file in ``cache_dir`` for the edition ``requested`` from ``folders`` (its name hashes them)."""
    import zlib

    key = repr((requested, [str(Path(folder).resolve()) for folder in folders])).encode("utf-8", "surrogatepass")
    return cache_dir / f"cr-citations-{zlib.crc32(key):08x}.marshal"


def cited_citations(requested: str | None, folders: Sequence[Path], references: References,
                    cache_dir: Path | None) -> EditionCitations | None:
    """The re-binder to the edition :func:`~judge_cli.rules.crtext.cited_edition` chooses (None: none), from
    the cached index in ``cache_dir`` when it is current, else from the edition, whose index is then written."""
    if cache_dir is None:
        edition = cited_edition(requested, folders)
        return None if edition is None else EditionCitations(edition, references)
    current: str | None = None
    cached: Path | None = None
    try:
        current = stamp(requested, folders, references)
        cached = cache_file(requested, folders, cache_dir)
    except (OSError, ValueError):
        current = cached = None
    if current is not None and cached is not None:
        index = read_stamped(cached, current)
        if index is not None:
            try:
                return IndexedCitations(index, references)
            except Exception:  # noqa: BLE001 - a damaged index just means reading the edition
                pass
    edition = cited_edition(requested, folders)
    if edition is None:
        return None
    citations = EditionCitations(edition, references)
    if current is not None and cached is not None:
        try:
            index = citations.index()
        except Exception:  # noqa: BLE001 - e.g. a damaged store: the rules cited are read (and fail) as before
            return citations
        write_stamped(cached, current, index)
    return citations
