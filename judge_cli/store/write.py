"""Write the tables of a new store: the sources kept for later imports, the cards and rulings, texts, index.

The store keeps each imported source so that importing another one can
rebuild the corpus; it does not read what it keeps (records are JSON values
made and read by ``judge_cli.importers``).  The cards and rulings it is
given are already merged (``judge_cli.importers.merge``); shipped cards are
never given.
"""

from __future__ import annotations

import datetime as dt
import zlib
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from judge_cli.corpus.model import Card, Ruling
from judge_cli.i18n import _
from judge_cli.languages import LANGUAGES
from judge_cli.search.grep import texts_of
from judge_cli.search.index import card_names
from judge_cli.store import codec, greptexts
from judge_cli.store.db import FORMAT
from judge_cli.store.findindex import FindIndex
from judge_cli.store.greptexts import grep_rows
from judge_cli.store.indexwrite import IndexWriter

if TYPE_CHECKING:  # pragma: no cover - typing only
    import sqlite3

#: Rows written per ``executemany``.
BATCH = 2000
#: A kept Scryfall ruling: (Oracle id, English text, date or None, where it was published).
RulingRow = tuple[str, str, str | None, str]
#: ``phase(message)``: what the build is doing now (for a progress line).
Phase = Callable[[str], None]


@dataclass
class StoredSource:
    """One imported source as the store keeps it: its summary and card records as JSON values, its rulings."""

    key: str
    summary: dict[str, Any]
    cards: Iterable[Any] = field(default_factory=list)  #: read back: a list; to write: any iterable
    rulings: Iterable[RulingRow] = field(default_factory=list)
    rank: int = 0
    imported_at: str = ""


class StoreWriter:
    """Fills the (new, empty) tables of a store; batches rows and keeps the counts ``judge corpus info``
    and ``judge langs`` show."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self.connection = connection
        self.index = IndexWriter(connection)
        self.rows: dict[str, list[tuple[Any, ...]]] = {"cards": [], "links": [], "grep": []}
        self.counts: Counter[str] = Counter()
        self.find = FindIndex(connection)

    def source_records(self, sources: Iterable[StoredSource]) -> None:
        """Keep each source's card records and rulings (``src_cards``, ``src_rulings``)."""
        for source in sources:
            self.connection.executemany("INSERT INTO src_cards(source, record) VALUES (?, ?)",
                                        ((source.key, zlib.compress(codec.to_json(record).encode(), 6))
                                         for record in source.cards))
            self.connection.executemany(
                "INSERT INTO src_rulings(source, oracle_id, text, date, origin) VALUES (?, ?, ?, ?, ?)",
                ((source.key, *row) for row in source.rulings))

    def source(self, source: StoredSource) -> None:
        """The source's row: rank, import time and summary (``sources``)."""
        self.connection.execute("INSERT INTO sources(key, rank, imported_at, summary) VALUES (?, ?, ?, ?)",
                                (source.key, source.rank, source.imported_at, codec.to_json(source.summary)))

    def card(self, card: Card) -> None:
        """One card: its row, its ruling links, its searchable texts, its names in the index."""
        self.rows["cards"].append((card.id, zlib.compress(codec.card_to_row(card).encode(), 6)))
        self.rows["links"] += [(link.ruling_id, card.id, link.date.isoformat() if link.date else None)
                               for link in card.rulings]
        self.rows["grep"] += grep_rows(texts_of([card], []))
        self.find.add(card)
        for lang, name in card_names(card):
            self.index.add(card.id, lang, name)
        self.counts.update({"cards": 1, "links": len(card.rulings), "flavored": int(bool(card.flavor))})
        for kind, per_lang in (("names", card.names), ("texts", card.texts), ("flavors", card.flavor)):
            self.counts.update(f"{kind}.{lang}" for lang in per_lang)
        if len(self.rows["cards"]) >= BATCH:
            self.flush()

    def ruling(self, ruling: Ruling) -> None:
        """One ruling: its row and its searchable texts."""
        self.connection.execute("INSERT INTO rulings(id, row) VALUES (?, ?)", (ruling.id, codec.ruling_to_row(ruling)))
        self.rows["grep"] += grep_rows(texts_of([], [ruling]))
        self.counts.update(f"ruling_texts.{lang}" for lang in ruling.text)
        self.counts["rulings"] += 1
        if len(self.rows["grep"]) >= BATCH * 8:
            self.flush()

    def flush(self) -> None:
        """Write the batched rows."""
        statements = {"cards": "INSERT INTO cards(id, row) VALUES (?, ?)",
                      "links": "INSERT OR IGNORE INTO links(ruling, card, date) VALUES (?, ?, ?)",
                      "grep": greptexts.INSERT}
        for table, rows in self.rows.items():
            self.connection.executemany(statements[table], rows)
            rows.clear()

    def finish(self, phase: Phase) -> dict[str, int]:
        """Write what is batched, the name index and the counts; how many cards and rulings were written."""
        self.flush()
        phase(_("indexing {count} names").format(count=f"{len(self.index):,}"))
        self.index.finish()
        phase(_("indexing card texts for judge find"))
        self.find.finish()
        greptexts.index_texts(self.connection)
        counts = self.counts
        meta = {"format": FORMAT, "built_at": dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat(),
                **{key: counts[key] for key in ("cards", "rulings", "links", "flavored")},
                **{f"{kind}.{lang}": counts[f"{kind}.{lang}"]
                   for kind in ("names", "texts", "flavors", "ruling_texts") for lang in LANGUAGES}}
        self.connection.executemany("INSERT INTO meta(key, value) VALUES (?, ?)", list(meta.items()))
        return {"cards": counts["cards"], "rulings": counts["rulings"]}
