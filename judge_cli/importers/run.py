"""Import files into the store: read every file completely first, then build the new store.

A file that cannot be read stops the import before anything is written.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from judge_cli.corpus.model import Corpus
from judge_cli.errors import UsageError
from judge_cli.i18n import _
from judge_cli.importers.source import Progress
from judge_cli.store.build import BuildResult, Phase, SourceData, build_store

#: ``progress_for(file name)``: a byte-progress callback for reading that file (or None).
ProgressFactory = Callable[[str], "Progress | None"]


def _read(kind: str, path: Path, progress: Progress | None) -> SourceData:
    if kind == "mtgjson":
        from judge_cli.importers.mtgjson import read_mtgjson

        cards, summary = read_mtgjson(path, str(path), progress)
        return SourceData(summary, cards)
    from judge_cli.importers.scryfall import read_scryfall

    cards, rulings, summary = read_scryfall(path, str(path), progress)
    return SourceData(summary, cards, rulings)


def import_files(kind: str, paths: list[Path], seed: Corpus, *, base: Path | None = None,
                 progress_for: ProgressFactory | None = None, phase: Phase | None = None) -> BuildResult:
    """Read ``paths`` with the ``kind`` importer ("mtgjson" or "scryfall") and store them.

    Each file is one source: importing a file with the same name again (see
    :func:`~judge_cli.importers.mtgjson.source_stem`) replaces that source.
    Raises :class:`~judge_cli.errors.InputError` for a file that cannot be
    imported (nothing is written then).
    """
    if kind not in ("mtgjson", "scryfall"):
        raise UsageError(_("unknown importer {kind!r}").format(kind=kind))
    read: dict[str, SourceData] = {}
    for path in paths:
        data = _read(kind, Path(path), progress_for(Path(path).name) if progress_for else None)
        key = data.summary.source
        if key in read:
            raise UsageError(_("{first} and {second} are the same source ({key}); import one of them").format(
                first=read[key].summary.file, second=data.summary.file, key=key))
        read[key] = data
    return build_store(list(read.values()), seed, base, phase)
