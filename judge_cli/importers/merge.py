"""Merge the records of every imported source into corpus cards and rulings, one card at a time.

Card ids come from Oracle names (shipped cards keep theirs); a ruling's id
comes from its English text (a shipped ruling's wording keeps the shipped
id); Scryfall rulings join cards through their Oracle ids.  Shipped cards are
not produced: the shipped corpus wins for them.  Nothing here knows how the
result is stored (``judge_cli.importing`` hands it to ``judge_cli.store``).

The records wait on disk, in a private SQLite temporary database, not in
memory: :class:`Merge` is given them one at a time (:meth:`Merge.add_card`,
:meth:`Merge.add_ruling`), then gives the merged cards one at a time, in id
order, each card's records read back together.  What a ruling needs from
every card that links it (its first text, where it was published) waits
there too, so memory does not grow with the number of cards.
"""

from __future__ import annotations

import datetime as dt
import marshal
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from judge_cli.corpus.model import Card, Corpus, Ruling, RulingLink
from judge_cli.importers.cards import imported_ruling, merge_records, record_to_card, seed_names, seed_ruling_ids
from judge_cli.importers.ids import card_ids, ruling_id
from judge_cli.importers.records import CardRecord, ImportSummary, RulingRecord

if TYPE_CHECKING:  # pragma: no cover - typing only
    import sqlite3

#: Rows written per ``executemany``.
_BATCH = 2000
#: Ruling texts whose id is remembered (hashing a text again costs little; remembering all of them, memory).
_KNOWN_TEXTS = 20_000

_SCHEMA = """
CREATE TABLE records(name TEXT NOT NULL, src INTEGER NOT NULL, seq INTEGER NOT NULL, record BLOB NOT NULL);
CREATE TABLE rulings(oracle_id TEXT NOT NULL, src INTEGER NOT NULL, seq INTEGER NOT NULL, text TEXT NOT NULL,
                     date TEXT, origin TEXT NOT NULL);
CREATE TABLE ids(name TEXT PRIMARY KEY, id TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE matched(oracle_id TEXT PRIMARY KEY) WITHOUT ROWID;
CREATE TABLE links(key TEXT NOT NULL, phase INTEGER NOT NULL, src INTEGER NOT NULL, seq INTEGER NOT NULL,
                   pos INTEGER NOT NULL, text TEXT NOT NULL, origin TEXT NOT NULL);
"""


@dataclass
class SourceData:
    """One source's records, as read by an importer or loaded back from the store (any iterable: they are
    read once, when the store is written)."""

    summary: ImportSummary
    cards: Iterable[CardRecord] = field(default_factory=list)
    rulings: Iterable[RulingRecord] = field(default_factory=list)
    rank: int = 0
    imported_at: str = ""


class Merge:
    """The corpus merged from the sources ``keys`` (newest first) next to the shipped ``seed``.

    Given every source's records (:meth:`add_card`, :meth:`add_ruling`), it
    gives the merged cards (:meth:`cards`), then the rulings they link
    (:meth:`new_rulings`); :attr:`unmatched` counts each source's Scryfall
    rulings whose Oracle id is on no card.  Close it (:meth:`close`) to
    remove its temporary database.
    """

    def __init__(self, keys: list[str], seed: Corpus) -> None:
        import sqlite3

        self.keys = keys
        self.seed = seed
        # "": a private temporary database, on disk, deleted when closed.
        self.connection: sqlite3.Connection = sqlite3.connect("")
        self.connection.executescript(_SCHEMA)
        self._records: list[tuple[str, int, int, bytes]] = []
        self._rulings: list[tuple[str, int, int, str, str | None, str]] = []
        self._links: list[tuple[str, int, int, int, int, str, str]] = []
        self._seq = 0
        self._has_rulings = False
        self._shipped_rulings = seed_ruling_ids(seed)
        self._known: dict[str, str] = {}
        self._used: set[str] = set()
        #: How many cards the sources hold (shipped ones included), known once :meth:`cards` is read.
        self.total = 0
        #: Per source (by its place in ``keys``): its Scryfall rulings whose Oracle id is on no card.
        self.unmatched = [0] * len(keys)

    def add_card(self, source: int, record: dict[str, Any]) -> None:
        """Keep a card record (:meth:`CardRecord.to_json` form) of the source ``keys[source]``."""
        self._seq += 1
        self._records.append((record["name"], source, self._seq, marshal.dumps(record)))
        if len(self._records) >= _BATCH:
            self._flush()

    def add_ruling(self, source: int, ruling: RulingRecord) -> None:
        """Keep a Scryfall ruling of the source ``keys[source]``."""
        self._seq += 1
        self._has_rulings = True
        self._rulings.append((ruling.oracle_id, source, self._seq, ruling.text, ruling.date, ruling.origin))
        if len(self._rulings) >= _BATCH:
            self._flush()

    def _flush(self) -> None:
        connection = self.connection
        connection.executemany("INSERT INTO records VALUES (?, ?, ?, ?)", self._records)
        connection.executemany("INSERT INTO rulings VALUES (?, ?, ?, ?, ?, ?)", self._rulings)
        connection.executemany("INSERT INTO links VALUES (?, ?, ?, ?, ?, ?, ?)", self._links)
        self._records, self._rulings, self._links = [], [], []

    def _ruling_key(self, text: str) -> str:
        key = self._known.get(text)
        if key is None:
            if len(self._known) >= _KNOWN_TEXTS:
                self._known.clear()
            hashed = ruling_id(text)
            key = self._known[text] = self._shipped_rulings.get(hashed, hashed)
        return key

    def _ids(self) -> None:
        """Every name's card id, into the ``ids`` table (see :func:`~judge_cli.importers.ids.card_ids`)."""
        connection = self.connection
        self._flush()
        connection.execute("CREATE INDEX records_name ON records(name, src, seq)")
        names = [name for (name,) in connection.execute("SELECT DISTINCT name FROM records")]
        self.total = len(names)
        ids = card_ids(names, seed_names(self.seed))
        del names
        connection.executemany("INSERT INTO ids(name, id) VALUES (?, ?)",
                               ((name, card_id) for name, card_id in ids.items()))
        if self._has_rulings:
            connection.execute("CREATE INDEX rulings_oracle ON rulings(oracle_id, src, seq)")

    def _groups(self) -> Iterator[tuple[str, list[tuple[int, int, CardRecord]]]]:
        """(card id, [(source, seq, record)…]) of every name, in id order, each name's records newest source
        first (two names of one shipped card, under both its name forms, come one after the other)."""
        found = self.connection.execute(
            "SELECT i.id, i.name, r.src, r.seq, r.record FROM ids i JOIN records r ON r.name = i.name "
            "ORDER BY i.id, i.name, r.src, r.seq")
        current: tuple[str, str] | None = None
        group: list[tuple[int, int, CardRecord]] = []
        for card_id, name, source, seq, blob in found:
            if (card_id, name) != current:
                if current is not None:
                    yield current[0], group
                current, group = (card_id, name), []
            group.append((source, seq, CardRecord.from_json(marshal.loads(blob))))
        if current is not None:
            yield current[0], group

    def cards(self) -> Iterator[Card]:
        """Every merged card that is not a shipped one, in id order."""
        self._ids()
        for card_id, group in self._groups():
            merged, origins = merge_records((self.keys[source], [record]) for source, _seq, record in group)
            (name, record), = merged.items()
            links = self._link(card_id, group, record)
            if card_id in self.seed.cards:
                continue
            self._used.update(links)
            yield record_to_card(record, card_id, tuple(
                RulingLink(key, dt.date.fromisoformat(date) if date else None) for key, date in links.items()),
                origins[name])
        self._flush()
        if self._has_rulings:
            for source, count in self.connection.execute(
                    "SELECT src, count(*) FROM rulings WHERE oracle_id NOT IN (SELECT oracle_id FROM matched) "
                    "GROUP BY src"):
                self.unmatched[source] = count

    def _link(self, card_id: str, group: list[tuple[int, int, CardRecord]], merged: CardRecord
              ) -> dict[str, str | None]:
        """The card's ruling links (ruling id -> the first date given), in the order they were first given:
        each source's (newest first), then the Scryfall rulings of its Oracle ids; each link is noted for the
        ruling's text and sources (:meth:`new_rulings`)."""
        links: dict[str, str | None] = {}
        for source, seq, record in group:
            origin = self.keys[source]
            for pos, (text, date) in enumerate(record.rulings.items()):
                key = self._ruling_key(text)
                links.setdefault(key, date)
                self._links.append((key, 0, source, seq, pos, text, origin))
        if self._has_rulings and merged.oracle_ids:
            oracle_ids = list(merged.oracle_ids)
            self.connection.executemany("INSERT OR IGNORE INTO matched(oracle_id) VALUES (?)",
                                        ((oracle_id,) for oracle_id in oracle_ids))
            marks = ",".join("?" * len(oracle_ids))
            for source, seq, text, date, origin in self.connection.execute(
                    f"SELECT src, seq, text, date, origin FROM rulings WHERE oracle_id IN ({marks}) "
                    "ORDER BY src, seq", oracle_ids).fetchall():
                key = self._ruling_key(text)
                links.setdefault(key, date)
                self._links.append((key, 1, source, seq, 0, text, f"scryfall:{origin}"))
        if len(self._links) >= _BATCH:
            self._flush()
        return links

    def new_rulings(self) -> Iterator[Ruling]:
        """The rulings the cards given by :meth:`cards` link that are not shipped ones, in id order: each with
        the text it was first given with and every source that published it for any card."""
        self._flush()
        current: str | None = None
        text = ""
        origins: set[str] = set()
        for key, given, origin in self.connection.execute(
                "SELECT key, text, origin FROM links ORDER BY key, phase, src, seq, pos"):
            if key != current:
                if current is not None and current in self._used and current not in self.seed.rulings:
                    yield imported_ruling(current, text, origins)
                current, text, origins = key, given, set()
            origins.add(origin)
        if current is not None and current in self._used and current not in self.seed.rulings:
            yield imported_ruling(current, text, origins)

    def close(self) -> None:
        """Remove the temporary database."""
        self.connection.close()
