"""``judge corpus info`` and ``judge corpus reset``: what is imported, and removing it.

Both return plain data; the CLI renders it.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from judge_cli.corpus.model import Corpus
from judge_cli.errors import InputError
from judge_cli.i18n import _
from judge_cli.languages import LANGUAGES
from judge_cli.store.db import FORMAT, connect_readonly, corpus_dir, meta_value, store_path


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


def _stored(path: Path) -> dict[str, Any]:
    """What the store file says about itself (format, counts, sources)."""
    import sqlite3

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
    except (sqlite3.Error, ValueError):
        return {"path": str(path), "bytes": _size(path), "damaged": True}
    if int(meta.get("format", 0)) != FORMAT:
        return {"path": str(path), "bytes": _size(path), "damaged": True}
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


def corpus_info(shipped: Corpus, base: Path, shipped_cr: Path | None = None) -> dict[str, Any]:
    """Sources, Comprehensive Rules editions (imported, and those shipped in the folder ``shipped_cr``),
    counts per language and sizes on disk."""
    from judge_cli.cr.store import EditionStore, cr_dir

    path = store_path(base)
    folder = cr_dir(corpus_dir(base).parent)
    stored = _stored(path) if path.is_file() else None
    shipped_counts = _per_language(shipped)
    info: dict[str, Any] = {
        "data_dir": str(corpus_dir(base).parent),
        "shipped": {"path": shipped.sources[0] if shipped.sources else None, "cards": len(shipped.cards),
                    "rulings": len(shipped.rulings), "per_language": shipped_counts},
        "imported": stored,
        "cr": {"path": str(folder), "bytes": _size(folder), "editions": _cr_editions(EditionStore([folder])),
               "shipped": _cr_editions(EditionStore([shipped_cr])) if shipped_cr is not None else []},
    }
    total = {"cards": len(shipped.cards), "rulings": len(shipped.rulings),
             "names": dict(shipped_counts["names"])}
    if stored and not stored["damaged"]:
        total["cards"] += stored["cards"]
        total["rulings"] += stored["rulings"]
        for lang in LANGUAGES:
            total["names"][lang] += stored["per_language"]["names"][lang]
    info["total"] = total
    return info


def reset_store(base: Path) -> list[dict[str, Any]]:
    """Remove the imported cards and Comprehensive Rules editions; the shipped corpus stays.

    Returns what was removed (``{"what", "path", "bytes"}``); an empty list
    when nothing had been imported.
    """
    from judge_cli.cr.store import EditionStore, cr_dir

    removed = []
    folder = corpus_dir(base)
    if folder.exists():
        stored = _stored(store_path(base)) if store_path(base).is_file() else None
        removed.append({"what": "cards", "path": str(folder), "bytes": _size(folder),
                        "cards": (stored or {}).get("cards"), "rulings": (stored or {}).get("rulings")})
        _remove(folder)
    cr_folder = cr_dir(folder.parent)
    with EditionStore([cr_folder]) as editions:
        infos = list(editions.infos().values())
    for info in infos:
        removed.append({"what": "cr", "path": str(info.store), "bytes": info.bytes, "effective": info.key})
    if infos:
        _remove(infos[0].store)
    if cr_folder.is_dir() and not any(cr_folder.iterdir()):
        cr_folder.rmdir()
    return removed


def _cr_editions(editions: Any) -> list[dict[str, Any]]:
    """The imported CR editions, each with how much it added to the store."""
    with editions:
        return [{"effective": info.key, "bytes": info.bytes, "source": info.source, "encoding": info.encoding}
                for info in editions.infos().values()]


def _remove(path: Path) -> None:
    try:
        if path.is_dir():
            shutil.rmtree(path)
        else:
            path.unlink()
    except OSError as exc:
        raise InputError(_("cannot remove ({reason})").format(reason=exc.strerror), source=str(path)) from None
