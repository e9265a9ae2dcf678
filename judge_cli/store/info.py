"""``judge corpus info`` and ``judge corpus reset``: what is imported, and removing it.

Both return plain data; the CLI renders it.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any, TypedDict

from judge_cli.corpus.model import Corpus
from judge_cli.errors import ResourceError
from judge_cli.i18n import _
from judge_cli.languages import LANGUAGES
from judge_cli.store.db import FORMAT, connect_readonly, corpus_dir, meta_value, store_path


class _Total(TypedDict):
    """``info["total"]``: shipped and imported together."""

    cards: int
    rulings: int
    names: dict[str, int]


def _size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(item.stat().st_size for item in path.rglob("*") if item.is_file()) if path.is_dir() else 0


def _per_language(corpus: Corpus) -> dict[str, dict[str, int]]:
    counts = {kind: dict.fromkeys(LANGUAGES, 0) for kind in ("names", "texts", "flavors")}
    for card in corpus.cards.values():
        for kind, per_lang in (("names", card.names), ("texts", card.texts), ("flavors", card.flavor)):
            for lang in per_lang:
                counts[kind][lang] += 1
    return counts


def _stored(path: Path, *, check: bool = False, cache_dir: Path | None = None) -> dict[str, Any]:
    """What the store file says about itself (format, counts, sources); ``check``: also run SQLite's
    ``quick_check``, which reads the whole file (once per version of it when ``cache_dir`` keeps the result).

    ``damaged`` is True (with ``problem``) for a damaged file or another version's; a file that cannot be
    read is not damaged but ``unreadable`` (with the reason), and resetting is not the answer to it.
    """
    import sqlite3

    from judge_cli.store import health

    problem = health.unreadable(path)
    if problem is not None:
        return {"path": str(path), "bytes": _size(path), "damaged": False, "unreadable": problem.message}
    found = health.quick_check_once(path, cache_dir) if check else None
    if found is not None:
        return {"path": str(path), "bytes": _size(path), "damaged": True, "problem": found}
    try:
        connection = connect_readonly(path)
        try:
            meta = dict(connection.execute("SELECT key, value FROM meta WHERE key NOT LIKE 'index.%'"))
            sources = [
                {**json.loads(summary), "imported_at": imported_at}
                for imported_at, summary in connection.execute(
                    "SELECT imported_at, summary FROM sources ORDER BY rank")
            ]
            names_indexed = int(meta_value(connection, "index.size", 0))
        finally:
            connection.close()
    except (sqlite3.Error, ValueError) as error:
        return {"path": str(path), "bytes": _size(path), "damaged": True, "problem": health.sqlite_reason(error)}
    if int(meta.get("format", 0)) != FORMAT:
        return {"path": str(path), "bytes": _size(path), "damaged": True,
                "problem": _("written by another version of judge-cli")}
    return {
        "path": str(path), "bytes": _size(path), "damaged": False, "built_at": meta.get("built_at"),
        "cards": int(meta.get("cards", 0)), "rulings": int(meta.get("rulings", 0)),
        "links": int(meta.get("links", 0)), "names_indexed": names_indexed,
        "per_language": {kind: {lang: int(meta.get(f"{kind}.{lang}", 0)) for lang in LANGUAGES}
                         for kind in ("names", "texts", "flavors")},
        "sources": sources,
    }


def source_keys(base: Path) -> set[str]:
    """The keys of the sources imported into the data directory ``base`` (``mtgjson:AllPrintings``…); empty
    when there is no store or it cannot be read (a damaged store is reported by ``judge corpus info``)."""
    import sqlite3

    path = store_path(base)
    if not path.is_file():
        return set()
    try:
        connection = connect_readonly(path)
        try:
            return {str(key) for (key,) in connection.execute("SELECT key FROM sources")}
        finally:
            connection.close()
    except (sqlite3.Error, ValueError):
        return set()


def corpus_info(shipped: Corpus, base: Path, shipped_cr: Path | None = None, *,
                cache_dir: Path | None = None) -> dict[str, Any]:
    """Sources, Comprehensive Rules editions (imported, and those shipped in the folder ``shipped_cr``),
    counts per language and sizes on disk; the store is checked for damage (a check it passed is remembered
    in ``cache_dir`` until the file changes)."""
    from judge_cli.cr.store import EditionStore, cr_dir

    path = store_path(base)
    folder = cr_dir(base)
    stored = _stored(path, check=True, cache_dir=cache_dir) if path.is_file() else None
    shipped_counts = _per_language(shipped)
    info: dict[str, Any] = {
        "data_dir": str(corpus_dir(base).parent),
        "shipped": {"path": shipped.sources[0] if shipped.sources else None, "cards": len(shipped.cards),
                    "rulings": len(shipped.rulings), "per_language": shipped_counts},
        "imported": stored,
        "cr": {"path": str(folder), "bytes": _size(folder), "editions": _cr_editions(EditionStore([folder])),
               "shipped": _cr_editions(EditionStore([shipped_cr])) if shipped_cr is not None else []},
    }
    total: _Total = {"cards": len(shipped.cards), "rulings": len(shipped.rulings),
             "names": dict(shipped_counts["names"])}
    if stored and not stored["damaged"] and "unreadable" not in stored:
        total["cards"] += stored["cards"]
        total["rulings"] += stored["rulings"]
        for lang in LANGUAGES:
            total["names"][lang] += stored["per_language"]["names"][lang]
    info["total"] = total
    info["temporary"] = leftovers(base)
    return info


def reset_plan(base: Path) -> list[dict[str, Any]]:
    """What :func:`reset_store` would remove (the same items), without removing anything."""
    from judge_cli.cr.store import EditionStore, cr_dir

    plan = []
    folder = corpus_dir(base)
    if folder.exists():
        stored = _stored(store_path(base)) if store_path(base).is_file() else None
        plan.append({"what": "cards", "path": str(folder), "bytes": _size(folder),
                     "cards": (stored or {}).get("cards"), "rulings": (stored or {}).get("rulings")})
    with EditionStore([cr_dir(base)]) as editions:
        infos = list(editions.infos().values())
    plan += [{"what": "cr", "path": str(info.store), "bytes": info.bytes, "effective": info.key} for info in infos]
    return plan


def reset_store(base: Path) -> list[dict[str, Any]]:
    """Remove the imported cards and Comprehensive Rules editions; the shipped corpus stays.

    Returns what was removed (``{"what", "path", "bytes"}``); an empty list
    when nothing had been imported.  Holds the import lock while it removes:
    UsageError when an import is running (removing its temporary file would
    make it fail half-way).
    """
    from judge_cli.cr.store import cr_dir
    from judge_cli.store.build import LOCK_NAME, import_lock

    plan = reset_plan(base)
    folder = corpus_dir(base)
    if folder.exists():
        with import_lock(folder):
            for entry in sorted(folder.iterdir()):
                if entry.name != LOCK_NAME:
                    _remove(entry)
            # Last, still holding it: an import starting now makes a new folder and a new lock file.
            _remove(folder / LOCK_NAME)
            _remove(folder)
    for path in dict.fromkeys(item["path"] for item in plan if item["what"] == "cr"):
        _remove(Path(path))  # every edition is in one store file
    cr_folder = cr_dir(base)
    if cr_folder.is_dir() and not any(cr_folder.iterdir()):
        cr_folder.rmdir()
    return plan


def _cr_editions(editions: Any) -> list[dict[str, Any]]:
    """The imported CR editions, each with how much it added to the store."""
    with editions:
        return [{"effective": info.key, "bytes": info.bytes, "source": info.source, "encoding": info.encoding}
                for info in editions.infos().values()]


def _remove(path: Path) -> None:
    from judge_cli.fsutil import os_reason

    try:
        if path.is_dir():
            if any(path.iterdir()):
                shutil.rmtree(path)
            else:
                path.rmdir()
        elif path.exists():
            path.unlink()
    except OSError as exc:
        raise ResourceError(_("{path}: cannot remove ({reason})").format(path=path, reason=os_reason(exc))) from None


def leftovers(base: Path) -> dict[str, Any]:
    """Temporary files of imports in the store folder, and whether an import is running now (then they are
    its own; otherwise a killed import left them, and the next import removes them)."""
    from judge_cli.store.build import lock_is_held, temporaries

    folder = corpus_dir(base)
    files = []
    for path in temporaries(folder):
        try:
            files.append({"path": str(path), "bytes": path.stat().st_size})
        except OSError:
            continue
    return {"files": files, "import_running": bool(files) and lock_is_held(folder)}
