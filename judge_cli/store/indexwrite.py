"""Write the imported cards' name index as the cards come, without holding it in memory.

:class:`IndexWriter` is given each name once (:meth:`IndexWriter.add`, in
the cards' id order: a name's position is its rank) and writes the tables
:class:`judge_cli.store.names.StoredNameIndex` reads:

* ``names`` and ``name_keys``, in batches as the names come;
* ``grams``: each n-gram's postings wait in memory as packed integers, and
  are spilled to a temporary table when there are many, so memory stays
  bounded whatever the number of names; :meth:`IndexWriter.finish` joins
  each n-gram's pieces in order;
* ``scan_buckets``: the key array of the typo stage, one row per first
  character (:class:`judge_cli.store.names.StoredKeyArray`), sorted in SQL
  from a temporary table: by first character, length and position, the
  order :class:`judge_cli.search.scan.KeyArray` sorts in (and, in ``meta``,
  where each position's key is in that order);
* the per-position key lengths and languages, as arrays in ``meta``.
"""

from __future__ import annotations

import sys
from array import array
from collections.abc import Iterator
from typing import TYPE_CHECKING

from judge_cli.languages import LANGUAGES
from judge_cli.search.index import FREQUENT_GRAM, count_map
from judge_cli.search.normalize import search_keys
from judge_cli.search.scoring import ngrams
from judge_cli.store.names import KEY_LENGTH, POSTING, SCAN_INDEX

if TYPE_CHECKING:  # pragma: no cover - typing only
    import sqlite3

#: Names written per ``executemany``.
_BATCH = 5000
#: Postings held in memory before they are spilled to the temporary table (4 bytes each).
SPILL_POSTINGS = 4_000_000
_SEPARATOR = "\n"


class IndexWriter:
    """Writes the stored name index of the names it is given (see the module docstring)."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self.connection = connection
        self.size = 0
        self.names: list[tuple[int, str, str, str, str]] = []
        self.keys: list[tuple[str, int]] = []
        self.firsts: list[tuple[str, int, int, str]] = []
        self.grams: dict[str, array] = {}
        self.held = 0  #: postings in :attr:`grams`
        self.spilled = False
        self.lengths = array(KEY_LENGTH)
        self.langs = bytearray()
        connection.execute("CREATE TEMP TABLE gram_pieces(gram TEXT NOT NULL, postings BLOB NOT NULL)")
        connection.execute("CREATE TEMP TABLE scan_stage(head TEXT NOT NULL, length INTEGER NOT NULL, "
                           "pos INTEGER NOT NULL, key TEXT NOT NULL)")

    def __len__(self) -> int:
        return self.size

    def add(self, card_id: str, lang: str, name: str) -> None:
        """Index one name of the card ``card_id`` (a name with no key, all punctuation, is left out)."""
        keys = tuple(key for key in search_keys(name) if key)
        if not keys:
            return
        position = self.size
        self.size += 1
        self.names.append((position, card_id, lang, name, "\t".join(keys)))
        self.keys += [(key, position) for key in keys]
        first = keys[0]
        self.firsts.append((first[:1], len(first), position, first))
        self.lengths.append(min(len(first), 65535))
        self.langs.append(LANGUAGES.index(lang))
        grams = self.grams
        held = set().union(*(ngrams(key) for key in keys))
        for gram in held:
            postings = grams.get(gram)
            if postings is None:
                postings = grams[gram] = array(POSTING)
            postings.append(position)
        self.held += len(held)
        if len(self.names) >= _BATCH:
            self._flush()
        if self.held >= SPILL_POSTINGS:
            self._spill()

    def _flush(self) -> None:
        connection = self.connection
        connection.executemany("INSERT INTO names(pos, card, lang, name, keys) VALUES (?, ?, ?, ?, ?)", self.names)
        connection.executemany("INSERT INTO name_keys(key, pos) VALUES (?, ?)", self.keys)
        connection.executemany("INSERT INTO temp.scan_stage(head, length, pos, key) VALUES (?, ?, ?, ?)",
                               self.firsts)
        self.names, self.keys, self.firsts = [], [], []

    def _spill(self) -> None:
        """Move the postings held to the temporary table (each n-gram's pieces are joined in rowid order)."""
        self.connection.executemany("INSERT INTO temp.gram_pieces(gram, postings) VALUES (?, ?)",
                                    ((gram, postings.tobytes()) for gram, postings in self.grams.items()))
        self.grams, self.held, self.spilled = {}, 0, True

    def _postings(self) -> Iterator[tuple[str, array]]:
        """Every n-gram with all its postings, from memory or joined from the pieces spilled."""
        if not self.spilled:
            yield from self.grams.items()
            return
        self._spill()
        gram, joined = None, array(POSTING)
        for piece_gram, blob in self.connection.execute(
                "SELECT gram, postings FROM temp.gram_pieces ORDER BY gram, rowid"):
            if piece_gram != gram:
                if gram is not None:
                    yield gram, joined
                gram, joined = piece_gram, array(POSTING)
            joined.frombytes(blob)
        if gram is not None:
            yield gram, joined

    def finish(self) -> None:
        """Write what is left: the n-grams, the key array's buckets and the arrays of ``meta``."""
        self._flush()
        connection = self.connection
        size = self.size
        rows: list[tuple[str, bytes]] = []
        for gram, postings in self._postings():
            rows.append((gram, postings.tobytes()))
            if len(postings) > FREQUENT_GRAM:  # one byte per name: written at once, never held
                connection.execute("INSERT INTO gram_maps(gram, count_map) VALUES (?, ?)",
                                   (gram, count_map(postings, size)))
            if len(rows) >= _BATCH:
                connection.executemany("INSERT INTO grams(gram, postings) VALUES (?, ?)", rows)
                rows = []
        connection.executemany("INSERT INTO grams(gram, postings) VALUES (?, ?)", rows)
        self.grams = {}
        connection.execute("DROP TABLE temp.gram_pieces")
        self._write_buckets()
        connection.executemany("INSERT INTO meta(key, value) VALUES (?, ?)", [
            ("index.key_lengths", self.lengths.tobytes()), ("index.langs", bytes(self.langs)),
            ("index.byteorder", sys.byteorder), ("index.size", size),
        ])

    def _write_buckets(self) -> None:
        """One ``scan_buckets`` row per first character: its keys (UTF-8, one per line), positions and lengths.

        SQLite orders text by its UTF-8 bytes, which is the order of the code points, as Python sorts.
        """
        connection = self.connection
        found = connection.execute("SELECT head, pos, length, key FROM temp.scan_stage ORDER BY head, length, pos")
        start = 0
        head: str | None = None
        keys: list[str] = []
        positions, lengths = array(POSTING), array(KEY_LENGTH)
        index_of = array(POSTING, bytes(4 * self.size))  #: where each position's key is in the whole array

        def write() -> None:
            connection.execute("INSERT INTO scan_buckets(head, start, keys, positions, lengths) VALUES (?, ?, ?, ?, ?)",
                               (head, start, _SEPARATOR.join(keys).encode("utf-8"), positions.tobytes(),
                                lengths.tobytes()))

        for row_head, position, length, key in found:
            if row_head != head:
                if head is not None:
                    write()
                    start += len(keys)
                head, keys, positions, lengths = row_head, [], array(POSTING), array(KEY_LENGTH)
            index_of[position] = start + len(keys)
            keys.append(key)
            positions.append(position)
            lengths.append(min(length, 65535))
        if head is not None:
            write()
        connection.execute("DROP TABLE temp.scan_stage")
        connection.execute("INSERT INTO meta(key, value) VALUES (?, ?)", (SCAN_INDEX, index_of.tobytes()))
