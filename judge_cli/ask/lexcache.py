"""The compiled vocabulary of ``judge ask``, kept in the user's cache folder.

Compiling ``data/ask`` means parsing YAML with line numbers, reading the official terms and building the lemma
tables from simplemma's dictionaries (seconds).  The result is pickled next to the parsed-corpus cache
(:mod:`judge_cli.corpus.cache`) with a fingerprint: the name, size and modification time of every input file
(the vocabulary files, ``data/terms.yaml``, the modules that compile them, those the concepts are read from)
plus the versions the caller names (judge-cli's, simplemma's package file).  A cache whose fingerprint
differs is never read, so an edited vocabulary file is always read again, errors included.  Any problem
reading or writing the cache is ignored: it only saves time.  This module knows nothing of what it caches
(the vocabulary module calls it).
"""

from __future__ import annotations

import gc
import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TypeVar

#: Bump when the pickled layout changes in a way the fingerprint would not see.
CACHE_FORMAT = 2

T = TypeVar("T")


def fingerprint(sources: Iterable[Path], versions: Iterable[str]) -> str:
    """Every input file by name, size and modification time, and the versions given: equal means unchanged."""
    parts = [str(CACHE_FORMAT), *versions]
    for source in sources:
        stat = os.stat(source)
        parts.append(f"{source}:{stat.st_mtime_ns}:{stat.st_size}")
    return "\n".join(parts)


def cached(name: str, stamp: Callable[[], str], cache_dir: Path, compile_: Callable[[], T], kind: type[T]) -> T:
    """``compile_()``'s result: from ``cache_dir/name`` when the fingerprint there is ``stamp()``, else compiled
    and stored."""
    try:
        current = stamp()
        path = cache_dir / name
    except OSError:
        return compile_()
    value = load(path, current, kind)
    if value is not None:
        return value
    value = compile_()  # errors in the inputs propagate: they are the user's to fix
    store(path, current, value)
    return value


def load(path: Path, stamp: str, kind: type[T]) -> T | None:
    """The ``kind`` stored at ``path`` with the fingerprint ``stamp``; None when the file is missing, stale (another
    fingerprint), unreadable or holds something else."""
    try:  # CPython's unpickler itself: ``pickle`` would add its Python half and ``struct`` to every question
        from _pickle import load as unpickle
    except ImportError:  # pragma: no cover - another Python
        from pickle import load as unpickle

    collecting = gc.isenabled()
    gc.disable()  # the tens of thousands of objects read are all kept: collections meanwhile find nothing (~20%)
    try:
        with path.open("rb") as handle:
            cached_stamp, value = unpickle(handle)
        if cached_stamp == stamp and isinstance(value, kind):
            return value
    except Exception:  # noqa: BLE001 - a missing, old or unreadable cache just means compiling again
        pass
    finally:
        if collecting:
            gc.enable()
    return None


def store(path: Path, stamp: str, value: object) -> None:
    """Write ``value`` with its fingerprint ``stamp`` to ``path`` atomically; give up silently on any error
    (read-only home, full disk…)."""
    import pickle

    from judge_cli.fsutil import replacing

    try:
        with replacing(path) as temporary, temporary.open("wb") as handle:
            pickle.dump((stamp, value), handle, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:  # noqa: BLE001 - the cache is optional
        pass
