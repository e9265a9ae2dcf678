"""The corpus the commands see when cards have been imported: the shipped corpus plus the store.

:class:`StoredCorpus` is a :class:`~judge_cli.corpus.model.Corpus` whose
``cards`` and ``rulings`` are read-only mappings that look in the shipped
corpus first and in the store second, decoding a stored card only when it is
asked for.  A lookup therefore reads the few index pages its query needs and
the one card it shows; commands that walk everything (``grep``, ``langs``)
stream the rows.  The shipped corpus wins for its own cards and ruling ids.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, ItemsView, Iterator, Mapping, ValuesView
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from judge_cli.corpus.model import Card, Corpus, Ruling
from judge_cli.i18n import _
from judge_cli.store.db import FORMAT, connect_readonly, meta_value

if TYPE_CHECKING:  # pragma: no cover - typing only
    import sqlite3

    from judge_cli.find.stored import StoredSearch
    from judge_cli.store.greptexts import TextMatches
    from judge_cli.store.names import CombinedIndex


class _HasId(Protocol):
    """A card or a ruling: what a :class:`StoredMapping` holds, by its id."""

    @property
    def id(self) -> str: ...


V = TypeVar("V", bound=_HasId)


class _StoredValues(ValuesView[V]):
    def __init__(self, mapping: StoredMapping[V]) -> None:
        super().__init__(mapping)
        self._stored = mapping

    def __iter__(self) -> Iterator[V]:
        return self._stored._values()


class _StoredItems(ItemsView[str, V]):
    def __init__(self, mapping: StoredMapping[V]) -> None:
        super().__init__(mapping)
        self._stored = mapping

    def __iter__(self) -> Iterator[tuple[str, V]]:
        return ((value.id, value) for value in self._stored._values())


class StoredMapping(Mapping[str, V]):
    """Shipped objects by id first, then rows of one store table, decoded on demand."""

    def __init__(self, shipped: dict[str, V], connection: sqlite3.Connection, table: str,
                 decode: Callable[[str], V]) -> None:
        self.shipped = shipped
        self.connection = connection
        self.table = table
        self.decode = decode
        self._decoded: dict[str, V] = {}
        self._size: int | None = None

    def __getitem__(self, key: str) -> V:
        if key in self.shipped:
            return self.shipped[key]
        found = self._decoded.get(key)
        if found is None:
            row = self.connection.execute(f"SELECT row FROM {self.table} WHERE id = ?", (key,)).fetchone()
            if row is None:
                raise KeyError(key)
            found = self._decoded[key] = self.decode(row[0])
        return found

    def __contains__(self, key: object) -> bool:
        if key in self.shipped or key in self._decoded:
            return True
        return self.connection.execute(f"SELECT 1 FROM {self.table} WHERE id = ?", (key,)).fetchone() is not None

    def __iter__(self) -> Iterator[str]:
        yield from self.shipped
        for (key,) in self.connection.execute(f"SELECT id FROM {self.table} ORDER BY rowid"):
            if key not in self.shipped:
                yield key

    def __len__(self) -> int:
        if self._size is None:
            stored = self.connection.execute(f"SELECT count(*) FROM {self.table}").fetchone()[0]
            self._size = len(self.shipped) + stored - sum(1 for key in self.shipped if key in self._stored_ids())
        return self._size

    def _stored_ids(self) -> set[str]:
        marks = ",".join("?" * len(self.shipped))
        if not marks:
            return set()
        rows = self.connection.execute(f"SELECT id FROM {self.table} WHERE id IN ({marks})", list(self.shipped))
        return {key for (key,) in rows}

    def _values(self) -> Iterator[V]:
        """Every object, streamed (not kept): shipped ones first."""
        yield from self.shipped.values()
        for key, row in self.connection.execute(f"SELECT id, row FROM {self.table} ORDER BY rowid"):
            if key not in self.shipped:
                yield self._decoded.get(key) or self.decode(row)

    def values(self) -> ValuesView[V]:
        return _StoredValues(self)

    def items(self) -> ItemsView[str, V]:
        return _StoredItems(self)


def _card_from_row(row: str | bytes) -> Card:
    """:func:`judge_cli.store.codec.card_from_row`, imported on the first card decoded (a lookup that finds a
    shipped card decodes none, and the codec brings the Oracle-text parser with it)."""
    from judge_cli.store import codec

    return codec.card_from_row(row)


def _ruling_from_row(row: str | bytes) -> Ruling:
    """:func:`judge_cli.store.codec.ruling_from_row`, imported on first use."""
    from judge_cli.store import codec

    return codec.ruling_from_row(row)


class StoredCorpus(Corpus):
    """The shipped corpus and the imported store, as one read-only corpus."""

    def __init__(self, shipped: Corpus, path: Path) -> None:
        import sqlite3

        from judge_cli.store import health

        try:
            connection = connect_readonly(path)
            stored_format = int(meta_value(connection, "format", 0))
        except (sqlite3.Error, ValueError, TypeError) as error:
            # Unreadable (permissions) is not damaged: the advice to reset would delete the user's data.
            raise health.unreadable(path) or health.StoreDamaged(path, health.sqlite_reason(error)) from None
        if 0 < stored_format < FORMAT:
            raise health.StoreOutdated(path, stored_format, FORMAT)
        if stored_format != FORMAT:
            raise health.StoreDamaged(path, _("written by another version of judge-cli"))
        super().__init__(
            cards=StoredMapping(shipped.cards, connection, "cards",  # type: ignore[arg-type]
                                health.guarded(_card_from_row, path)),
            rulings=StoredMapping(shipped.rulings, connection, "rulings",  # type: ignore[arg-type]
                                  health.guarded(_ruling_from_row, path)),
            sources=[*shipped.sources, str(path)],
        )
        self.shipped = shipped
        self.path = path
        self.connection = connection
        self._index: CombinedIndex | None = None
        self._search: StoredSearch | None = None

    def name_index(self) -> CombinedIndex:
        """The shipped cards' index in front of the stored one (see :class:`~judge_cli.store.names.CombinedIndex`)."""
        if self._index is None:
            from judge_cli.search.index import NameIndex
            from judge_cli.store.names import CombinedIndex, StoredNameIndex

            self._index = CombinedIndex(NameIndex.build(self.shipped), StoredNameIndex(self.connection),
                                        frozenset(self.shipped.cards))
        return self._index

    def find_tables(self) -> StoredSearch:
        """The search tables of ``judge find`` (see :mod:`judge_cli.find.stored`)."""
        if self._search is None:
            from judge_cli.find.stored import StoredSearch

            self._search = StoredSearch(self.connection)
        return self._search

    def cards_with_ruling(self, ruling_id: str) -> list[tuple[Card, dt.date | None]]:
        """Shipped cards linking the ruling, then imported ones (from the links table, not a scan)."""
        found = self.shipped.cards_with_ruling(ruling_id)
        rows = self.connection.execute("SELECT card, date FROM links WHERE ruling = ? ORDER BY card", (ruling_id,))
        for card_id, date in rows:
            if card_id not in self.shipped.cards:
                found.append((self.cards[card_id], dt.date.fromisoformat(date) if date else None))
        return found

    def rulings_on(self, topic: str) -> list[Ruling]:
        """Rulings tagged with ``topic``: only shipped rulings have topics."""
        return self.shipped.rulings_on(topic)

    def text_matches(self, query: str, lang: str | None) -> TextMatches | None:
        """The imported texts holding the normalised ``query`` (see :mod:`judge_cli.store.greptexts`), not those
        of shipped items; None for a store written before ``grep_texts`` (then see :meth:`text_candidates`)."""
        from judge_cli.store.greptexts import TextMatches, has_grep_texts

        texts, fts = has_grep_texts(self.connection)
        if not texts:
            return None
        cards, rulings = self.shipped.cards, self.shipped.rulings
        return TextMatches(self.connection, query, lang, fts,
                           lambda kind, item_id: item_id in (cards if kind == "card" else rulings))

    def text_candidates(self, query: str) -> Iterator[tuple[str, str, str, str, str]]:
        """Every shipped text, and the texts of the imported items whose stored normal forms hold ``query``."""
        from judge_cli.search.grep import texts_of

        def candidates() -> Iterator[tuple[str, str, str, str, str]]:
            yield from texts_of(self.shipped.cards.values(), self.shipped.rulings.values())
            rows = self.connection.execute("SELECT kind, id FROM texts WHERE instr(norm, ?) > 0 ORDER BY rowid",
                                           (query,))
            for kind, item_id in rows.fetchall():
                if kind == "card" and item_id not in self.shipped.cards:
                    yield from texts_of([self.cards[item_id]], [])
                elif kind == "ruling" and item_id not in self.shipped.rulings:
                    yield from texts_of([], [self.rulings[item_id]])

        return candidates()

    def language_counts(self) -> dict[str, Any]:
        """The shipped corpus's counts (a walk over a few cards) plus the store's (kept at import)."""
        from judge_cli.corpus.coverage import count_languages
        from judge_cli.languages import LANGUAGES

        counts = count_languages(self.shipped)
        stored = dict(self.connection.execute("SELECT key, value FROM meta WHERE key NOT LIKE 'index.%'"))
        for key in ("cards", "flavored", "rulings"):
            counts[key] += int(stored.get(key, 0))
        for kind in ("names", "texts", "flavors", "ruling_texts"):
            for lang in LANGUAGES:
                counts[kind][lang] += int(stored.get(f"{kind}.{lang}", 0))
        return counts
