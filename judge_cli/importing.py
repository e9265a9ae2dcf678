"""Import card data files: read them completely (``judge_cli.importers``), merge them with the sources
imported before, and write the new store (``judge_cli.store``).

This module sits above both: the importers know nothing of the store, and
the store keeps the sources' records without reading them.  A file that
cannot be read stops the import before anything is written; a failure while
writing leaves the previous store as it was.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from judge_cli.corpus.model import Corpus
from judge_cli.errors import CorpusError, UsageError
from judge_cli.i18n import _
from judge_cli.importers.merge import Merge, SourceData
from judge_cli.importers.records import CardRecord, ImportSummary, RulingRecord
from judge_cli.importers.source import Progress
from judge_cli.store.build import rebuilding
from judge_cli.store.write import Phase, StoredSource, StoreWriter

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
        from judge_cli.importers.mtgjson import read_mtgjson

        cards, summary = read_mtgjson(path, str(path), progress)
        return SourceData(summary, cards)
    from judge_cli.importers.scryfall import read_scryfall

    cards, rulings, summary = read_scryfall(path, str(path), progress)
    return SourceData(summary, cards, rulings)


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
    for path in paths:
        data = _read(kind, Path(path), progress_for(Path(path).name) if progress_for else None)
        key = data.summary.source
        if key in read:
            raise UsageError(_("{first} and {second} are the same source ({key}); import one of them").format(
                first=read[key].summary.file, second=data.summary.file, key=key))
        read[key] = data
    return store_sources(list(read.values()), seed, base, phase)


def store_sources(new: list[SourceData], seed: Corpus, base: Path, phase: Phase | None = None) -> BuildResult:
    """Store the ``new`` sources (replacing earlier imports of the same sources) with the kept ones.

    ``seed`` is the shipped corpus: its cards keep their ids and win over
    imported copies, and imported rulings with a shipped ruling's wording take
    the shipped id.
    """
    say: Phase = phase or (lambda message: None)
    new_keys = {data.summary.source for data in new}
    with rebuilding(base) as store:
        kept = [_from_store(source, store.target) for source in store.kept_sources(new_keys)]  # one at a time
        old_keys = store.source_keys()
        now = dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat()
        top = max((data.rank for data in kept), default=0)
        for number, data in enumerate(new, start=1):
            data.rank, data.imported_at = top + number, now
        sources = sorted(kept + new, key=lambda data: -data.rank)  # newest first

        def fill(writer: StoreWriter) -> tuple[dict[str, int], int]:
            say(_("saving the sources"))
            writer.source_records(_to_store(data) for data in sources)
            say(_("merging the sources"))
            merge = Merge(sources, seed)
            for data in sources:  # the summaries are complete now (unmatched rulings)
                writer.source(_to_store(data, with_records=False))
                # The merge holds what it needs; letting the records go frees each card's data as it is
                # written (the read values are shared with the merged records): ~50 MB less at the peak of the
                # real 2018 AllPrintings.
                data.cards, data.rulings = [], []
            say(_("writing cards and rulings"))
            for card in merge.cards():
                writer.card(card)
            for ruling in merge.new_rulings():
                writer.ruling(ruling)
            return writer.finish(say), merge.total

        counts, total = store.write(fill)
    return BuildResult(store.target, [data.summary for data in new], sorted(new_keys & old_keys),
                       cards=counts["cards"], rulings=counts["rulings"], shipped_overlap=total - counts["cards"],
                       cleaned=store.cleaned)


def _to_store(data: SourceData, *, with_records: bool = True) -> StoredSource:
    """A source as the store keeps it (its records as JSON values)."""
    source = StoredSource(data.summary.source, data.summary.to_json(), rank=data.rank, imported_at=data.imported_at)
    if with_records:  # made as they are written, one at a time
        source.cards = (record.to_json() for record in data.cards)
        source.rulings = ((r.oracle_id, r.text, r.date, r.origin) for r in data.rulings)
    return source


def _from_store(source: StoredSource, path: Path) -> SourceData:
    """A kept source's records read back, one at a time (CorpusError when the store holds something else)."""
    try:
        return SourceData(ImportSummary.from_json(source.summary),
                          [CardRecord.from_json(record) for record in source.cards],
                          [RulingRecord(*row) for row in source.rulings], source.rank, source.imported_at)
    except (ValueError, KeyError, TypeError):
        raise CorpusError(_("the imported corpus is damaged or from another version of judge-cli; "
                            "run `judge corpus reset` and import your files again"), source=str(path)) from None
