"""The parsed ``rules/cr-references.yaml``, kept beside the parsed-corpus cache.

Every ``judge eval`` and ``judge ask`` cites Comprehensive Rules by name, so
every run read the references file: PyYAML with line numbers for 34 kB (about
4 ms, and PyYAML's import for ``judge ask``, which reads no other YAML).  The
parsed rules are written with ``marshal`` (no module to import) under the
cache folder the caller names, with a fingerprint: the file's path, size and
modification time, this module's and the parser's, and judge-cli's version.
A cache whose fingerprint differs is never read, so an edited file is always
parsed again, errors included; any problem reading or writing the cache only
means parsing the file.
"""

from __future__ import annotations

import marshal
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

#: Bump when the cached layout changes in a way the fingerprint would not see.
CACHE_FORMAT = 1


def fingerprint(path: Path) -> str:
    """The references file and the code reading it, by name, size and modification time: equal means unchanged."""
    from judge_cli import __version__

    here = os.path.dirname(os.path.abspath(__file__))
    parts = [str(CACHE_FORMAT), __version__]
    for source in (str(path.resolve()), os.path.join(here, "refcache.py"), os.path.join(here, "citations.py")):
        stat = os.stat(source)
        parts.append(f"{source}:{stat.st_mtime_ns}:{stat.st_size}")
    return "\n".join(parts)


def cache_file(path: Path, cache_dir: Path) -> Path:
    """The file in ``cache_dir`` caching the references file ``path`` (its name hashes the file's path)."""
    import zlib

    return cache_dir / f"cr-references-{zlib.crc32(str(path.resolve()).encode()):08x}.marshal"


def cached_rows(path: Path, cache_dir: Path, parse: Callable[[], Any]) -> Any:
    """What ``parse()`` made of ``path`` (values ``marshal`` can write: the caller turns them into its objects):
    from ``cache_dir`` when the cache there is current, else ``parse()``'s (errors propagate), written there for
    the next run."""
    try:
        stamp = fingerprint(path)
        cached = cache_file(path, cache_dir)
    except OSError:
        return parse()
    saved = read_stamped(cached, stamp)
    if saved is not None:
        return saved
    rows = parse()
    write_stamped(cached, stamp, rows)
    return rows


def read_stamped(path: Path, stamp: str) -> Any:
    """The value a cache file holds under ``stamp``, or None when it is missing, old, damaged or stamped otherwise."""
    try:
        saved = marshal.loads(path.read_bytes())
        if isinstance(saved, tuple) and len(saved) == 2 and saved[0] == stamp:
            return saved[1]
    except Exception:  # noqa: BLE001 - a missing, old or damaged cache just means reading the source again
        pass
    return None


def write_stamped(path: Path, stamp: str, value: Any) -> None:
    """Write ``value`` under ``stamp`` atomically; give up silently on any error (read-only home, full disk…)."""
    from judge_cli.fsutil import replacing

    try:
        data = marshal.dumps((stamp, value))
        path.parent.mkdir(parents=True, exist_ok=True)
        with replacing(path) as temporary:
            temporary.write_bytes(data)
    except Exception:  # noqa: BLE001 - the cache is optional (replacing() has removed its temporary file)
        pass
