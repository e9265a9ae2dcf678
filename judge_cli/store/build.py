"""Write the store: keep the other sources, add the new ones, merge, index, swap the file in.

Everything goes to a temporary file beside the store; only when it is
complete and on disk does ``os.replace`` put it in place.  Any error (or
Ctrl-C) before that removes the temporary file and leaves the previous store
untouched.  One import at a time: a lock file in the store folder.
"""

from __future__ import annotations

import datetime as dt
import os
import zlib
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterator

from judge_cli.corpus.model import Corpus
from judge_cli.errors import CorpusError, UsageError
from judge_cli.i18n import _
from judge_cli.importers.records import CardRecord, ImportSummary, RulingRecord
from judge_cli.store import codec
from judge_cli.store.db import FORMAT, SCHEMA, connect_readonly, format_error, meta_value, store_path

#: ``phase(message)``: what the build is doing now (for a progress line).
Phase = Callable[[str], None]


@dataclass
class SourceData:
    """One source's records, as read by an importer or loaded back from the store."""

    summary: ImportSummary
    cards: list[CardRecord] = field(default_factory=list)
    rulings: list[RulingRecord] = field(default_factory=list)
    rank: int = 0
    imported_at: str = ""


@dataclass
class BuildResult:
    """What the new store holds."""

    path: Path
    sources: list[ImportSummary]  #: the sources just imported, with counts completed by the build
    replaced: list[str]  #: keys of sources that were imported before and are now replaced
    cards: int
    rulings: int
    shipped_overlap: int  #: imported cards that are shipped cards (the shipped version is used)


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


def load_sources(path: Path, skip: set[str]) -> list[SourceData]:
    """The sources kept in the store at ``path``, except those in ``skip``."""
    import json
    import sqlite3

    try:
        connection = connect_readonly(path)
        try:
            if int(meta_value(connection, "format", 0)) != FORMAT:
                raise format_error(path, int(meta_value(connection, "format", 0)))
            kept = []
            for key, rank, imported_at, summary in connection.execute(
                    "SELECT key, rank, imported_at, summary FROM sources ORDER BY rank"):
                if key in skip:
                    continue
                data = SourceData(ImportSummary.from_json(json.loads(summary)), rank=rank, imported_at=imported_at)
                data.cards = [CardRecord.from_json(json.loads(zlib.decompress(blob))) for (blob,) in
                              connection.execute("SELECT record FROM src_cards WHERE source = ?", (key,))]
                data.rulings = [RulingRecord(*row) for row in connection.execute(
                    "SELECT oracle_id, text, date, origin FROM src_rulings WHERE source = ?", (key,))]
                kept.append(data)
            return kept
        finally:
            connection.close()
    except (sqlite3.Error, ValueError, KeyError, TypeError, zlib.error):
        raise CorpusError(_("the imported corpus is damaged or from another version of judge-cli; "
                            "run `judge corpus reset` and import your files again"), source=str(path)) from None


def build_store(new: list[SourceData], seed: Corpus, base: Path | None = None,
                phase: Phase | None = None) -> BuildResult:
    """Store the ``new`` sources (replacing earlier imports of the same sources) with the kept ones.

    ``seed`` is the shipped corpus: its cards keep their ids and win over
    imported copies, and imported rulings with a shipped ruling's wording take
    the shipped id.
    """
    import sqlite3
    import tempfile

    target = store_path(base)
    from judge_cli.store.write import write_corpus

    phase = phase or (lambda message: None)
    with _import_lock(target.parent):
        new_keys = {data.summary.source for data in new}
        kept = load_sources(target, new_keys) if target.is_file() else []
        old_keys = set()
        if target.is_file():
            connection = connect_readonly(target)
            old_keys = {key for (key,) in connection.execute("SELECT key FROM sources")}
            connection.close()
        now = dt.datetime.now(dt.timezone.utc).replace(microsecond=0).isoformat()
        top = max((data.rank for data in kept), default=0)
        for number, data in enumerate(new, start=1):
            data.rank, data.imported_at = top + number, now
        sources = sorted(kept + new, key=lambda data: -data.rank)  # newest first
        handle, temporary = tempfile.mkstemp(prefix=".corpus-", suffix=".sqlite.tmp", dir=target.parent)
        os.close(handle)
        try:
            connection = sqlite3.connect(temporary)
            connection.execute("PRAGMA journal_mode = OFF")  # a half-written file is thrown away anyway
            connection.execute("PRAGMA synchronous = OFF")  # flushed once, below, before the rename
            connection.executescript(SCHEMA)
            phase(_("saving the sources"))
            _write_sources(connection, sources)
            phase(_("merging the sources"))
            counts = write_corpus(connection, sources, seed, phase)
            connection.commit()
            connection.close()
            with open(temporary, "rb") as written:
                os.fsync(written.fileno())
            os.chmod(temporary, 0o644 & ~_umask())
            os.replace(temporary, target)
        except BaseException:
            try:
                os.unlink(temporary)
            except OSError:
                pass
            raise
    return BuildResult(target, [data.summary for data in new], sorted(new_keys & old_keys), **counts)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _write_sources(connection, sources: list[SourceData]) -> None:
    for data in sources:
        key = data.summary.source
        connection.executemany("INSERT INTO src_cards(source, record) VALUES (?, ?)",
                               ((key, zlib.compress(codec.to_json(record.to_json()).encode(), 6))
                                for record in data.cards))
        connection.executemany(
            "INSERT INTO src_rulings(source, oracle_id, text, date, origin) VALUES (?, ?, ?, ?, ?)",
            ((key, r.oracle_id, r.text, r.date, r.origin) for r in data.rulings))
