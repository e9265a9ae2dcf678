"""Merge the records of every imported source into corpus cards and rulings.

Card ids come from Oracle names (shipped cards keep theirs); a ruling's id
comes from its English text (a shipped ruling's wording keeps the shipped
id); Scryfall rulings join cards through their Oracle ids.  Shipped cards are
not produced: the shipped corpus wins for them.  Nothing here knows how the
result is stored (``judge_cli.importing`` hands it to ``judge_cli.store``).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from judge_cli.corpus.model import Card, Corpus, Ruling, RulingLink
from judge_cli.importers.cards import imported_ruling, merge_records, record_to_card, seed_names, seed_ruling_ids
from judge_cli.importers.ids import card_ids, ruling_id
from judge_cli.importers.records import CardRecord, ImportSummary, RulingRecord


@dataclass
class SourceData:
    """One source's records, as read by an importer or loaded back from the store."""

    summary: ImportSummary
    cards: list[CardRecord] = field(default_factory=list)
    rulings: list[RulingRecord] = field(default_factory=list)
    rank: int = 0
    imported_at: str = ""


class _Rulings:
    """Ruling ids, texts, where they were published and which cards link them (with dates)."""

    def __init__(self, seed: Corpus) -> None:
        self.shipped = seed_ruling_ids(seed)
        self.ids: dict[str, str] = {}
        self.texts: dict[str, str] = {}
        self.published: dict[str, set[str]] = {}
        self.links: dict[str, dict[str, str | None]] = {}  #: card id -> ruling id -> date

    def link(self, card_id: str, text: str, date: str | None, origins: Iterable[str]) -> None:
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


def _link_rulings(merged: dict[str, CardRecord], ids: dict[str, str], sources: list[SourceData],
                  seed: Corpus) -> _Rulings:
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


class Merge:
    """The corpus merged from ``sources`` (newest first) next to the shipped ``seed``.

    Made in one go (ids, ruling links; each source's summary gets its count of
    unmatched rulings), then read as :meth:`cards` and :meth:`new_rulings`.
    """

    def __init__(self, sources: list[SourceData], seed: Corpus) -> None:
        self.seed = seed
        self._merged, self._origins = merge_records((data.summary.source, data.cards) for data in sources)
        self._ids = card_ids(self._merged, seed_names(seed))
        self._rulings = _link_rulings(self._merged, self._ids, sources, seed)
        #: How many cards the sources hold (shipped ones included).
        self.total = len(self._merged)
        self._used: set[str] = set()

    def cards(self) -> Iterator[Card]:
        """Every merged card that is not a shipped one, in id order (each record is let go once made)."""
        for name in sorted(self._merged, key=self._ids.__getitem__):
            card_id = self._ids[name]
            if card_id in self.seed.cards:
                continue
            links = self._rulings.of(card_id)
            self._used.update(link.ruling_id for link in links)
            yield record_to_card(self._merged.pop(name), card_id, links, self._origins[name])

    def new_rulings(self) -> Iterator[Ruling]:
        """The rulings the cards given by :meth:`cards` link that are not shipped ones, in id order."""
        for key in sorted(self._used):
            if key not in self.seed.rulings:
                yield self._rulings.ruling(key)
