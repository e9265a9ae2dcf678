"""The Comprehensive Rules shipped with judge-cli, so ``judge cr`` and the citations work on a fresh install.

The package carries the published text (``data/cr/*.txt`` in the repository,
``judge_cli/_data/cr`` once installed), byte for byte as Wizards of the Coast
publishes it.  A wheel also carries the SQLite store built from it when the
wheel was made (``setup.py``), so an installed judge-cli reads it at once, from
a read-only place if need be.  A source checkout has only the text: the store
is built from it once (about a quarter of a second) into the parsed-corpus
cache, keyed by the text's name, size and time and the store's schema, or —
without a cache — into a temporary folder that lives as long as the process.

The shipped folder is read after the user's own (``<data dir>/cr``): an
imported edition of the same date wins, and a newer one is the default.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from judge_cli.cr.storefile import DB_NAME, SCHEMA_VERSION  # not storedb: no SQLite to find the store

if TYPE_CHECKING:  # pragma: no cover - typing only
    import tempfile

#: The folder of the shipped data that holds the rules text (and, in a wheel, its store).
FOLDER = "cr"
#: The folder of the parsed-corpus cache that holds stores built from a checkout's text.
CACHE_FOLDER = "shipped-cr"

_scratch: list[tempfile.TemporaryDirectory[str]] = []  #: stores built without a cache, removed at exit


def shipped_texts(folder: Path) -> list[Path]:
    """The rules texts in ``folder`` (the shipped ``cr`` folder), in name order."""
    if not folder.is_dir():
        return []
    return sorted(path for path in folder.iterdir() if path.suffix.lower() == ".txt" and not path.name.startswith("."))


def shipped_folder(cache_dir: Path | None, data_dir: Path | None = None) -> Path | None:
    """The folder of the shipped editions' store, building it from the text when the package has none.

    ``data_dir`` is the shipped data folder (default: the package's);
    ``cache_dir`` where a checkout's store is kept (None: a temporary folder).
    None when nothing is shipped.
    """
    if data_dir is None:
        from judge_cli.corpus.paths import default_data_dir
        from judge_cli.errors import CorpusError

        try:
            data_dir = default_data_dir()
        except CorpusError:
            return None
    folder = data_dir / FOLDER
    if (folder / DB_NAME).is_file():  # an installed wheel: built when the wheel was made
        return folder
    texts = shipped_texts(folder)
    if not texts:
        return None
    return _cached_build(texts, cache_dir)


def build_store(texts: Sequence[Path], folder: Path) -> None:
    """Import each rules text of ``texts`` into the store in ``folder`` (``setup.py`` calls it for a wheel)."""
    from judge_cli.cr.store import import_into

    for path in texts:
        import_into(path, folder, display=path.name)


def _stamp(texts: Sequence[Path]) -> str:
    """What a built store depends on: each text's name, size and time, and the store's schema."""
    from zlib import crc32  # not hashlib: loading OpenSSL costs each judge cr of a checkout ~5 ms

    parts = [f"schema {SCHEMA_VERSION}"]
    for path in texts:
        status = path.stat()
        parts.append(f"{path.name} {status.st_size} {status.st_mtime_ns}")
    stamp = "\n".join(parts).encode("utf-8")
    return f"{crc32(stamp):08x}{crc32(stamp[::-1]):08x}"


def _cached_build(texts: Sequence[Path], cache_dir: Path | None) -> Path:
    """The folder of a store built from ``texts``: found in ``cache_dir``, else built there (or, without a
    cache or when it cannot be written, in a temporary folder kept until the process ends)."""
    if cache_dir is not None:
        base = cache_dir / CACHE_FOLDER
        final = base / _stamp(texts)
        if (final / DB_NAME).is_file():
            return final
        try:
            return _build_into(texts, base, final)
        except OSError:
            pass  # a read-only or full cache: build where it is sure to work
    import tempfile  # here: only a build needs it

    scratch = tempfile.TemporaryDirectory(prefix="judge-cli-cr-")
    _scratch.append(scratch)
    folder = Path(scratch.name)
    build_store(texts, folder)
    return folder


def _build_into(texts: Sequence[Path], base: Path, final: Path) -> Path:
    """Build in a folder of its own, then rename it into place: a process that finds ``final`` finds it whole,
    and two processes building at once both end up with one good copy."""
    import tempfile

    base.mkdir(parents=True, exist_ok=True)
    building = Path(tempfile.mkdtemp(prefix=".building-", dir=base))
    try:
        build_store(texts, building)
        try:
            os.replace(building, final)
        except OSError:  # another process was faster (its folder is in place, not empty)
            if not (final / DB_NAME).is_file():
                raise
    finally:
        shutil.rmtree(building, ignore_errors=True)
    for stale in base.iterdir():  # stores of earlier texts or schemas
        if stale != final and not stale.name.startswith("."):
            shutil.rmtree(stale, ignore_errors=True)
    return final
