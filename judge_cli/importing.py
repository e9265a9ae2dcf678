"""Import card data files: read them completely (``judge_cli.importers``), merge them with the sources
imported before, and write the new store (``judge_cli.store``).

This module sits above both: the importers know nothing of the store, and
the store keeps the sources' records without reading them.  A file that
cannot be read stops the import before anything is written; a failure while
writing leaves the previous store as it was.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from judge_cli.corpus.model import Corpus
from judge_cli.errors import CorpusError, UsageError
from judge_cli.i18n import _
from judge_cli.importers.merge import Merge, SourceData
from judge_cli.importers.records import CardRecord, ImportSummary, RulingRecord
from judge_cli.importers.source import Progress
from judge_cli.store.build import rebuilding
from judge_cli.store.write import Phase, StoredSource, StoreWriter

T = TypeVar("T")
#: ``progress_for(file name)``: a byte-progress callback for reading that file (or None).
ProgressFactory = Callable[[str], "Progress | None"]
#: The importers, by the name ``judge import`` gives them.
IMPORTERS = ("mtgjson", "scryfall")


@dataclass
class BuildResult:
    """What the new store holds."""

    path: Path
    sources: list[ImportSummary]  #: the sources just imported, with counts completed by the build
    replaced: list[str]  #: keys of sources that were imported before and are now replaced
    cards: int
    rulings: int
    shipped_overlap: int  #: imported cards that are shipped cards (the shipped version is used)
    #: temporary files that killed imports had left, removed before this one: (path, bytes)
    cleaned: list[tuple[Path, int]] = field(default_factory=list)


def _read(kind: str, path: Path, progress: Progress | None) -> SourceData:
    if kind == "mtgjson":
        from judge_cli.importers.mtgjson import stage_mtgjson

        cards, summary = stage_mtgjson(path, str(path), progress)
        return SourceData(summary, cards)
    from judge_cli.importers.scryfall import read_scryfall

    read_cards, rulings, summary = read_scryfall(path, str(path), progress)
    return SourceData(summary, read_cards, rulings)


def _close(sources: Iterable[SourceData]) -> None:
    """Remove what the sources read keep on disk (an MTGJSON file's staged card objects)."""
    for data in sources:
        close = getattr(data.cards, "close", None)
        if close is not None:
            close()


def import_files(kind: str, paths: list[Path], seed: Corpus, *, base: Path,
                 progress_for: ProgressFactory | None = None, phase: Phase | None = None) -> BuildResult:
    """Read ``paths`` with the ``kind`` importer ("mtgjson" or "scryfall") and store them in the data
    directory ``base``.

    Each file is one source: importing a file with the same name again (see
    :func:`~judge_cli.importers.mtgjson.source_stem`) replaces that source.
    Raises :class:`~judge_cli.errors.InputError` for a file that cannot be
    imported (nothing is written then).
    """
    if kind not in IMPORTERS:
        raise UsageError(_("unknown importer {kind!r}").format(kind=kind))
    read: dict[str, SourceData] = {}
    try:
        for path in paths:
            data = _read(kind, Path(path), progress_for(Path(path).name) if progress_for else None)
            key = data.summary.source
            if key in read:
                _close([data])
                raise UsageError(_("{first} and {second} are the same source ({key}); import one of them").format(
                    first=read[key].summary.file, second=data.summary.file, key=key))
            read[key] = data
        return store_sources(list(read.values()), seed, base, phase)
    finally:
        _close(read.values())


def store_sources(new: list[SourceData], seed: Corpus, base: Path, phase: Phase | None = None) -> BuildResult:
    """Store the ``new`` sources (replacing earlier imports of the same sources) with the kept ones.

    ``seed`` is the shipped corpus: its cards keep their ids and win over
    imported copies, and imported rulings with a shipped ruling's wording take
    the shipped id.
    """
    say: Phase = phase or (lambda message: None)
    new_keys = {data.summary.source for data in new}
    with rebuilding(base) as store:
        kept = [_from_store(source, store.target) for source in store.kept_sources(new_keys)]  # read as written
        old_keys = store.source_keys()
        now = dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat()
        top = max((data.rank for data in kept), default=0)
        for number, data in enumerate(new, start=1):
            data.rank, data.imported_at = top + number, now
        sources = sorted(kept + new, key=lambda data: -data.rank)  # newest first

        def fill(writer: StoreWriter) -> tuple[dict[str, int], int]:
            merge = Merge([data.summary.source for data in sources], seed)
            try:
                say(_("saving the sources"))
                # Each record goes to the store (kept for later imports) and to the merge, one at a time.
                writer.source_records(_to_store(data, merge, number) for number, data in enumerate(sources))
                say(_("merging the sources"))
                say(_("writing cards and rulings"))
                for card in merge.cards():
                    writer.card(card)
                for ruling in merge.new_rulings():
                    writer.ruling(ruling)
                for number, data in enumerate(sources):  # the summaries are complete now (unmatched rulings)
                    data.summary.unmatched_rulings = merge.unmatched[number]
                    writer.source(_to_store(data))
                return writer.finish(say), merge.total
            finally:
                merge.close()

        counts, total = store.write(fill)
    return BuildResult(store.target, [data.summary for data in new], sorted(new_keys & old_keys),
                       cards=counts["cards"], rulings=counts["rulings"], shipped_overlap=total - counts["cards"],
                       cleaned=store.cleaned)


def _to_store(data: SourceData, merge: Merge | None = None, number: int = 0) -> StoredSource:
    """A source as the store keeps it (its summary; with ``merge``, its records as JSON values, each handed to
    the merge too as the store reads it: ``number`` is the source's place, newest first)."""
    source = StoredSource(data.summary.source, data.summary.to_json(), rank=data.rank, imported_at=data.imported_at)
    if merge is not None:  # made as they are written, one at a time
        source.cards = _merged_records(data, merge, number)
        source.rulings = _merged_rulings(data, merge, number)
    return source


def _merged_records(data: SourceData, merge: Merge, number: int) -> Iterator[dict[str, Any]]:
    for record in data.cards:
        value = record.to_json()
        merge.add_card(number, value)
        yield value


def _merged_rulings(data: SourceData, merge: Merge, number: int) -> Iterator[tuple[str, str, str | None, str]]:
    for ruling in data.rulings:
        merge.add_ruling(number, ruling)
        yield ruling.oracle_id, ruling.text, ruling.date, ruling.origin


def _from_store(source: StoredSource, path: Path) -> SourceData:
    """A kept source's records read back, one at a time (CorpusError when the store holds something else)."""
    try:
        summary = ImportSummary.from_json(source.summary)
    except (ValueError, KeyError, TypeError):
        raise _damaged(path) from None
    return SourceData(summary, _decoded(source.cards, CardRecord.from_json, path),
                      _decoded(source.rulings, lambda row: RulingRecord(*row), path), source.rank, source.imported_at)


def _decoded(values: Iterable[Any], decode: Callable[[Any], T], path: Path) -> Iterator[T]:
    """``decode`` of each value, one at a time (CorpusError when the store holds something else)."""
    for value in values:
        try:
            yield decode(value)
        except (ValueError, KeyError, TypeError):
            raise _damaged(path) from None


def _damaged(path: Path) -> CorpusError:
    return CorpusError(_("the imported corpus is damaged or from another version of judge-cli; "
                         "run `judge corpus reset` and import your files again"), source=str(path))
