"""A per-user cache of the parsed corpus, so a lookup does not re-read the YAML.

Parsing the corpus means importing PyYAML and walking every node with its
line numbers: more than the lookup itself costs.  After a successful load the
corpus is pickled under the user cache directory (``$XDG_CACHE_HOME`` or
``~/.cache``, then ``judge-cli/``, one file per corpus folder) together with a
fingerprint: the name, size and modification time of every data file and
judge-cli's version and loader/model files.  The cache is used only when the
fingerprint is identical, so a stale cache is never read; errors in
the YAML are therefore always reported from the YAML, never hidden.

The cache is only an accelerator: any problem reading or writing it is
ignored and the YAML is parsed.  The caller says where the cache folder is,
or that there is none (the command line: ``JUDGE_NO_CACHE=1``, see
``judge_cli.cli.context``).  Pickle is only read from the user's own cache
folder, which nobody else can write to on a normal system.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover - the model is imported where a corpus is read (completion needs none)
    from judge_cli.corpus.model import Corpus

#: Bump when the pickled layout changes in a way the fingerprint would not see.
CACHE_FORMAT = 1


def fingerprint(data_dir: Path) -> str:
    """Every data file's name, size and mtime, and the loader's own version: equal means unchanged."""
    from judge_cli import __version__

    here = os.path.dirname(os.path.abspath(__file__))  # the loader and the model sit beside this file
    parts = [str(CACHE_FORMAT), __version__, str(data_dir.resolve())]
    for source in (os.path.join(here, "load.py"), os.path.join(here, "model.py")):
        stat = os.stat(source)
        parts.append(f"{source}:{stat.st_mtime_ns}:{stat.st_size}")
    for sub in ("cards", "rulings"):
        try:
            entries = sorted(os.scandir(data_dir / sub), key=lambda entry: entry.name)
        except OSError:
            entries = []
        for entry in entries:
            if entry.name.endswith(".yaml"):
                stat = entry.stat()
                parts.append(f"{sub}/{entry.name}:{stat.st_mtime_ns}:{stat.st_size}")
    return "\n".join(parts)


def cache_file(data_dir: Path, cache_dir: Path) -> Path:
    """The file in ``cache_dir`` caching the corpus folder ``data_dir`` (its name hashes the folder's path)."""
    import zlib

    return cache_dir / f"corpus-{zlib.crc32(str(data_dir.resolve()).encode()):08x}.pickle"


def load_cached(data_dir: Path | None = None, *, cache_dir: Path | None) -> Corpus:
    """The corpus in ``data_dir`` (default: the shipped one), from ``cache_dir`` when the cache there is
    current; ``cache_dir`` None: no cache (the YAML is parsed, nothing is written)."""
    from judge_cli.corpus.model import Corpus
    from judge_cli.corpus.paths import default_data_dir

    requested, data_dir = data_dir, data_dir or default_data_dir()
    if cache_dir is None:
        return _parse(requested)
    try:  # CPython's unpickler itself: ``pickle`` would add its Python half and ``struct`` (~1 ms) to a lookup
        from _pickle import load
    except ImportError:  # pragma: no cover - another Python
        from pickle import load

    try:
        path = cache_file(data_dir, cache_dir)
        stamp = fingerprint(data_dir)
    except OSError:
        return _parse(requested)
    try:
        with path.open("rb") as handle:
            cached_stamp, corpus = load(handle)
        if cached_stamp == stamp and isinstance(corpus, Corpus):
            return corpus
    except Exception:  # noqa: BLE001 - a missing, old or unreadable cache just means parsing the YAML
        pass
    corpus = _parse(requested)  # errors in the YAML propagate: they are the user's to fix
    _store(path, stamp, corpus)
    return corpus


def _parse(data_dir: Path | None) -> Corpus:
    """Read the YAML (the loader, and PyYAML with it, are imported only here); None: the shipped corpus."""
    from judge_cli.corpus.load import load_corpus

    return load_corpus(data_dir)


def _store(path: Path, stamp: str, corpus: Corpus) -> None:
    """Write the cache atomically; give up silently on any error (read-only home, full disk…)."""
    import pickle

    from judge_cli.fsutil import replacing

    try:
        with replacing(path) as temporary, temporary.open("wb") as handle:
            pickle.dump((stamp, corpus), handle, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception:  # noqa: BLE001 - the cache is optional (replacing() has removed its temporary file)
        pass
