"""Card objects read from a file wait on disk until the whole file is read, then fold into records one card
at a time.

A card's printings are spread over the whole of an MTGJSON AllPrintings
(one set after another), so its record is complete only at the end of the
file.  Holding every record until then made an import's memory grow with
the number of cards (about 7 KiB each); :class:`EntryStage` keeps each card
object read, packed with :mod:`marshal`, in a private SQLite temporary
database instead (on disk, removed when closed), numbered by the card's first
appearance.  :meth:`EntryStage.groups` then gives each card's objects in
the order they were read, one card after another in the order cards first
appeared: folding them gives the records the file gives, in the same order.
"""

from __future__ import annotations

import hashlib
import marshal
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from judge_cli.errors import ResourceError
from judge_cli.i18n import _
from judge_cli.importers.records import CardRecord, ImportSummary

if TYPE_CHECKING:  # pragma: no cover - typing only
    import sqlite3

def temporary_error(error: Exception) -> ResourceError:
    """The error for a temporary database SQLite cannot write (a full or read-only temporary folder)."""
    import tempfile

    return ResourceError(_("{path}: cannot write the imported corpus ({reason}); the previous data is unchanged")
                         .format(path=tempfile.gettempdir(), reason=error))


#: Objects written per ``executemany``.
_BATCH = 2000


class EntryStage:
    """Card objects (any marshal-able values) waiting on disk, grouped by card name."""

    def __init__(self) -> None:
        import sqlite3

        # "": a private temporary database, on disk (in the system's temporary folder), deleted when closed.
        self.connection: sqlite3.Connection | None = sqlite3.connect("")
        self.connection.execute("CREATE TABLE entries(card INTEGER NOT NULL, entry BLOB NOT NULL)")
        self._cards: dict[str, int] = {}  #: card name -> its number, in order of first appearance
        self._pending: list[tuple[int, bytes]] = []
        self.count = 0  #: how many cards

    def add(self, name: str, entry: Any) -> None:
        """Keep one object of the card ``name``."""
        number = self._cards.setdefault(name, len(self._cards))
        self._pending.append((number, marshal.dumps(entry)))
        if len(self._pending) >= _BATCH:
            self._flush()

    def __contains__(self, name: str) -> bool:
        return name in self._cards

    def __len__(self) -> int:
        return len(self._cards)

    def _flush(self) -> None:
        assert self.connection is not None
        self.connection.executemany("INSERT INTO entries(card, entry) VALUES (?, ?)", self._pending)
        self._pending = []

    def groups(self) -> Iterator[list[Any]]:
        """Each card's objects, in the order they were added; cards in the order they first appeared."""
        self._flush()
        self._cards = {}  # the numbers are in the rows now
        assert self.connection is not None
        # An index of the card numbers (small: integers and row ids) instead of sorting every object.
        self.connection.execute("CREATE INDEX entries_card ON entries(card)")
        group: list[Any] = []
        current = None
        for card, blob in self.connection.execute("SELECT card, entry FROM entries ORDER BY card, rowid"):
            if card != current and group:
                yield group
                group = []
            current = card
            group.append(marshal.loads(blob))
        if group:
            yield group

    def close(self) -> None:
        """Remove the temporary database (again: nothing)."""
        if self.connection is not None:
            self.connection.close()
            self.connection = None


class StagedRecords:
    """The records of a staged file, folded one at a time as they are iterated (once), completing the
    summary's counts (:func:`counted`) as they go; the stage is closed at the end, or by :meth:`close`."""

    def __init__(self, stage: EntryStage, fold: Callable[[list[Any]], CardRecord], summary: ImportSummary) -> None:
        self.stage = stage
        self.fold = fold
        self.summary = summary

    def __len__(self) -> int:
        return len(self.stage)

    def __iter__(self) -> Iterator[CardRecord]:
        import sqlite3

        try:
            yield from counted(self.summary, (self.fold(group) for group in self.stage.groups()))
        except sqlite3.Error as error:
            raise temporary_error(error) from None
        finally:
            self.close()

    def close(self) -> None:
        """Remove the stage (the records not read yet are lost)."""
        self.stage.close()


def counted(summary: ImportSummary, records: Iterator[CardRecord] | list[CardRecord]) -> Iterator[CardRecord]:
    """``records``, counted into ``summary`` as they pass: cards, distinct ruling texts and printed names per
    language (English counted for every card: its Oracle name)."""
    summary.cards = summary.rulings = 0
    summary.names.clear()
    texts: set[bytes] = set()  # 16-byte digests: the texts themselves would be held until the end
    for record in records:
        summary.cards += 1
        for text in record.rulings:
            texts.add(hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).digest())
        summary.names.update(record.names.keys())
        if "en" not in record.names:
            summary.names["en"] += 1
        summary.rulings = len(texts)
        yield record
