"""Merge the sources' records into the corpus tables of a new store: cards, rulings, links, texts, index.

Card ids come from Oracle names (shipped cards keep theirs); a ruling's id
comes from its English text (a shipped ruling's wording keeps the shipped
id); Scryfall rulings join cards through their Oracle ids.  Shipped cards
are not written: the shipped corpus wins for them.
"""

from __future__ import annotations

import datetime as dt
import zlib
from collections import Counter

from judge_cli.corpus.model import Card, Corpus, Ruling, RulingLink
from judge_cli.i18n import _
from judge_cli.importers.cards import imported_ruling, merge_records, record_to_card, seed_names, seed_ruling_ids
from judge_cli.importers.ids import card_ids, ruling_id
from judge_cli.importers.records import CardRecord
from judge_cli.languages import LANGUAGES
from judge_cli.search.grep import texts_of
from judge_cli.search.index import NameIndex, card_names
from judge_cli.search.normalize import search_keys
from judge_cli.store import codec
from judge_cli.store.db import FORMAT
from judge_cli.store.findindex import FindIndex
from judge_cli.store.names import write_index

#: Rows written per ``executemany``.
BATCH = 2000


class _Rulings:
    """Ruling ids, texts, where they were published and which cards link them (with dates)."""

    def __init__(self, seed: Corpus) -> None:
        self.shipped = seed_ruling_ids(seed)
        self.ids: dict[str, str] = {}
        self.texts: dict[str, str] = {}
        self.published: dict[str, set[str]] = {}
        self.links: dict[str, dict[str, str | None]] = {}  #: card id -> ruling id -> date

    def link(self, card_id: str, text: str, date: str | None, origins) -> None:
        """Link the ruling with English ``text`` to ``card_id``; the first date given is kept."""
        key = self.ids.get(text)
        if key is None:
            hashed = ruling_id(text)
            key = self.ids[text] = self.shipped.get(hashed, hashed)
        self.texts.setdefault(key, text)
        self.published.setdefault(key, set()).update(origins)
        self.links.setdefault(card_id, {}).setdefault(key, date)

    def of(self, card_id: str) -> tuple[RulingLink, ...]:
        """The card's links, in the order they were first given."""
        return tuple(RulingLink(key, dt.date.fromisoformat(date) if date else None)
                     for key, date in self.links.get(card_id, {}).items())

    def ruling(self, key: str) -> Ruling:
        """The imported ruling with id ``key``."""
        return imported_ruling(key, self.texts[key], self.published[key])


def _link_rulings(merged: dict[str, CardRecord], ids: dict[str, str], sources, seed: Corpus) -> _Rulings:
    """Every card's rulings from every source (newest first), Scryfall's joined through Oracle ids."""
    rulings = _Rulings(seed)
    for data in sources:
        origin = [data.summary.source]
        for record in data.cards:
            for text, date in record.rulings.items():
                rulings.link(ids[record.name], text, date, origin)
    by_oracle: dict[str, list[str]] = {}
    for name, record in merged.items():
        for oracle_id in record.oracle_ids:
            by_oracle.setdefault(oracle_id, []).append(ids[name])
    for data in sources:
        data.summary.unmatched_rulings = 0
        for ruling in data.rulings:
            cards = by_oracle.get(ruling.oracle_id)
            if not cards:
                data.summary.unmatched_rulings += 1
            for card_id in cards or ():
                rulings.link(card_id, ruling.text, ruling.date, [f"scryfall:{ruling.origin}"])
    return rulings


def _norm(cards: list[Card], rulings: list[Ruling]) -> str:
    """Every normalised form of every searchable text of one item, one per line (for ``grep``)."""
    return "\n".join(key for *_, text in texts_of(cards, rulings) for key in search_keys(text))


class _Writer:
    """Batches rows into the tables and keeps the counts ``judge corpus info`` and ``judge langs`` show."""

    def __init__(self, connection) -> None:
        self.connection = connection
        self.index = NameIndex()
        self.rows: dict[str, list[tuple]] = {"cards": [], "links": [], "texts": []}
        self.counts: Counter = Counter()
        self.find = FindIndex(connection)

    def card(self, card: Card) -> None:
        self.rows["cards"].append((card.id, zlib.compress(codec.card_to_row(card).encode(), 6)))
        self.rows["links"] += [(link.ruling_id, card.id, link.date.isoformat() if link.date else None)
                               for link in card.rulings]
        self.rows["texts"].append(("card", card.id, _norm([card], [])))
        self.find.add(card)
        for lang, name in card_names(card):
            self.index.add(card.id, lang, name)
        self.counts.update({"cards": 1, "links": len(card.rulings), "flavored": int(bool(card.flavor))})
        for kind, per_lang in (("names", card.names), ("texts", card.texts), ("flavors", card.flavor)):
            self.counts.update(f"{kind}.{lang}" for lang in per_lang)
        if len(self.rows["cards"]) >= BATCH:
            self.flush()

    def ruling(self, ruling: Ruling) -> None:
        self.connection.execute("INSERT INTO rulings(id, row) VALUES (?, ?)", (ruling.id, codec.ruling_to_row(ruling)))
        self.rows["texts"].append(("ruling", ruling.id, _norm([], [ruling])))
        self.counts.update(f"ruling_texts.{lang}" for lang in ruling.text)
        self.counts["rulings"] += 1

    def flush(self) -> None:
        statements = {"cards": "INSERT INTO cards(id, row) VALUES (?, ?)",
                      "links": "INSERT OR IGNORE INTO links(ruling, card, date) VALUES (?, ?, ?)",
                      "texts": "INSERT INTO texts(kind, id, norm) VALUES (?, ?, ?)"}
        for table, rows in self.rows.items():
            self.connection.executemany(statements[table], rows)
            rows.clear()


def write_corpus(connection, sources, seed: Corpus, phase) -> dict[str, int]:
    """Merge ``sources`` (newest first) and write the corpus tables and the name index; the counts."""
    merged, origins = merge_records((data.summary.source, data.cards) for data in sources)
    ids = card_ids(merged, seed_names(seed))
    rulings = _link_rulings(merged, ids, sources, seed)
    for data in sources:  # the summaries are complete now (unmatched rulings)
        connection.execute("INSERT INTO sources(key, rank, imported_at, summary) VALUES (?, ?, ?, ?)",
                           (data.summary.source, data.rank, data.imported_at, codec.to_json(data.summary.to_json())))
    phase(_("writing cards and rulings"))
    writer = _Writer(connection)
    total = len(merged)
    used: set[str] = set()
    for name in sorted(merged, key=ids.__getitem__):
        card_id = ids[name]
        if card_id in seed.cards:
            continue
        links = rulings.of(card_id)
        writer.card(record_to_card(merged.pop(name), card_id, links, origins[name]))
        used.update(link.ruling_id for link in links)
    for key in sorted(used):
        if key not in seed.rulings:
            writer.ruling(rulings.ruling(key))
    writer.flush()
    phase(_("indexing {count} names").format(count=f"{len(writer.index):,}"))
    write_index(connection, writer.index)
    phase(_("indexing card texts for judge find"))
    writer.find.finish()
    counts = writer.counts
    meta = {"format": FORMAT, "built_at": dt.datetime.now(dt.timezone.utc).replace(microsecond=0).isoformat(),
            **{key: counts[key] for key in ("cards", "rulings", "links", "flavored")},
            **{f"{kind}.{lang}": counts[f"{kind}.{lang}"]
               for kind in ("names", "texts", "flavors", "ruling_texts") for lang in LANGUAGES}}
    connection.executemany("INSERT INTO meta(key, value) VALUES (?, ?)", list(meta.items()))
    return {"cards": counts["cards"], "rulings": counts["rulings"], "shipped_overlap": total - counts["cards"]}
