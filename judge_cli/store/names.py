"""The name index of imported cards, stored in SQLite at import time and queried in place.

The same three stages as :class:`~judge_cli.search.index.NameIndex` (the
algorithm is shared: :class:`~judge_cli.search.index.NameIndexBase`), read
from tables instead of lists:

* exact and prefix: the ``name_keys`` table, whose primary key is the
  sorted (key, position) list the in-memory index bisects;
* candidates: ``grams`` maps each n-gram to its postings, the ascending
  positions of the names holding it, packed as unsigned 32-bit integers
  (and, for the most common n-grams, a count map: one byte per name);
  a query reads the rows of its own dozen n-grams only;
* each position's language and first-key length (for the language filter
  and the ranking of candidates) are two arrays in ``meta``, read once;
* the key array of the typo stage and the last resort
  (:class:`~judge_cli.search.scan.KeyArray`) is kept bucket by bucket, one
  ``scan_buckets`` row per first character (:class:`StoredKeyArray`): a
  typo query reads its own bucket only.

The tables are written by :class:`judge_cli.store.indexwrite.IndexWriter`.

:class:`CombinedIndex` puts the shipped cards' index in front: a shipped
card is always found under its shipped names, never under imported ones.
"""

from __future__ import annotations

import sys
from array import array
from bisect import bisect_right
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from judge_cli.languages import LANGUAGES
from judge_cli.search.index import (
    MATCH_THRESHOLD,
    MAX_PREFIX_HITS,
    MIN_PREFIX,
    MIN_PREFIX_CJK,
    SUGGEST_FLOOR,
    Match,
    NameIndexBase,
    NameLookup,
    _has_cjk,
    count_map,
    rank,
)
from judge_cli.store.db import meta_value

if TYPE_CHECKING:  # pragma: no cover - typing only
    import sqlite3

#: Type code of the postings and key-length arrays.
POSTING = "I"
KEY_LENGTH = "H"
#: The ``meta`` key of the key array's index of each position (where its key is, bucket after bucket).
SCAN_INDEX = "index.scan_index"
#: Up to this many candidates' keys are looked up in ``names`` (about one page read each, cold); more are cut
#: from their buckets (reading the index of positions and a bucket costs about as much as 300 page reads).
FEW_KEYS = 300
#: ... in the first few calls (one command's queries); later ones cut every key from the buckets.
FEW_KEYS_CALLS = 3
#: Stands between two keys of a bucket's text (normalised keys hold no control characters).
_SEPARATOR = "\n"


def _damaged() -> Exception:
    from judge_cli.errors import CorpusError
    from judge_cli.i18n import _

    return CorpusError(_("the imported corpus is damaged or from another version of judge-cli; "
                         "run `judge corpus reset` and import your files again"))


class StoredKeyArray:
    """The key array of the typo stage and the last resort as the store keeps it: one ``scan_buckets`` row per
    first character (written by :class:`judge_cli.store.indexwrite.IndexWriter`).

    A typo query reads the one bucket of its first character (a few hundred
    kilobytes of the real cards' 3 MB), the last resort every bucket, and the
    word stage its candidates' rows of ``names`` or, when there are many, their buckets.
    """

    def __init__(self, connection: sqlite3.Connection, keys_of: Callable[[list[int]], dict[int, tuple[str, ...]]],
                 swap: bool) -> None:
        self.connection = connection
        self._keys_of = keys_of
        self._swap = swap
        self._read: dict[str, tuple[list[str], array, array]] = {}
        self._starts: list[int] | None = None  #: where each bucket starts, in order (read by first_keys)
        self._heads: list[str] = []
        self._index_of = array(POSTING)
        self._asked = 0  #: calls of first_keys so far

    def _decoded(self, keys: bytes, positions: bytes, lengths: bytes) -> tuple[list[str], array, array]:
        """A bucket's row read back (CorpusError for one that does not hold together)."""
        numbers, sizes = array(POSTING), array(KEY_LENGTH)
        try:
            texts = keys.decode("utf-8").split(_SEPARATOR) if keys else []
            numbers.frombytes(positions)
            sizes.frombytes(lengths)
        except (ValueError, TypeError, AttributeError):  # UnicodeDecodeError is a ValueError
            texts = []
        if self._swap:
            numbers.byteswap()
            sizes.byteswap()
        if not texts or not len(texts) == len(numbers) == len(sizes):
            raise _damaged()
        return texts, numbers, sizes

    def bucket(self, head: str) -> tuple[list[str], array, array]:
        """(keys, positions, lengths) of the names whose first key starts with ``head`` (read once)."""
        found = self._read.get(head)
        if found is None:
            row = self.connection.execute("SELECT keys, positions, lengths FROM scan_buckets WHERE head = ?",
                                          (head,)).fetchone()
            found = self._decoded(*row) if row else ([], array(POSTING), array(KEY_LENGTH))
            self._read[head] = found
        return found

    def every(self) -> tuple[list[str], array]:
        """(keys, positions) of every name, bucket after bucket."""
        keys: list[str] = []
        positions = array(POSTING)
        for head, *blobs in self.connection.execute(
                "SELECT head, keys, positions, lengths FROM scan_buckets ORDER BY start"):
            found = self._read.get(head) or self._decoded(*blobs)
            keys += found[0]
            positions += found[1]
        return keys, positions

    def first_keys(self, positions: list[int]) -> list[str]:
        """The first key of the name at each of ``positions``: a few looked up in ``names`` (a page each), many
        cut from the buckets that hold them (each bucket read once), and all of them cut from the buckets once
        the index has answered a few queries (a process that asks many soon holds every bucket)."""
        self._asked += 1
        if len(positions) <= FEW_KEYS and self._asked <= FEW_KEYS_CALLS:
            keys = self._keys_of(positions)
            return [keys[position][0] for position in positions]
        if self._starts is None:
            index_of = array(POSTING)
            index_of.frombytes(meta_value(self.connection, SCAN_INDEX, b""))
            if self._swap:
                index_of.byteswap()
            rows = self.connection.execute("SELECT start, head FROM scan_buckets ORDER BY start").fetchall()
            self._index_of, self._starts, self._heads = index_of, [start for start, _head in rows], \
                [head for _start, head in rows]
        starts, heads, index_of = self._starts, self._heads, self._index_of
        found = []
        try:
            for position in positions:
                index = index_of[position]
                number = bisect_right(starts, index) - 1
                found.append(self.bucket(heads[number])[0][index - starts[number]])
        except IndexError:  # an index that does not match the buckets
            raise _damaged() from None
        return found


class StoredNameIndex(NameIndexBase):
    """The imported cards' name index, read from the store through ``connection``."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self.connection = connection
        self._size: int | None = None
        self._lengths: array | None = None
        self._langs: bytes | None = None
        self._swap = meta_value(connection, "index.byteorder", sys.byteorder) != sys.byteorder

    def __len__(self) -> int:
        if self._size is None:
            self._size = int(meta_value(self.connection, "index.size", 0))
        return self._size

    def _array(self, key: str, typecode: str) -> array:
        values = array(typecode)
        values.frombytes(meta_value(self.connection, key, b""))
        if self._swap:
            values.byteswap()
        return values

    def _ready_key_array(self) -> StoredKeyArray:
        """The key array the store keeps (bucket by bucket: see :class:`StoredKeyArray`)."""
        return StoredKeyArray(self.connection, self._keys_of, self._swap)

    def _exact_positions(self, key: str) -> Iterable[int]:
        return [pos for (pos,) in self.connection.execute("SELECT pos FROM name_keys WHERE key = ?", (key,))]

    def _prefix_hits(self, query: str) -> Iterable[tuple[int, str]]:
        if len(query) < (MIN_PREFIX_CJK if _has_cjk(query) else MIN_PREFIX):
            return []
        # Keys starting with the query sort between it and the query with its last character bumped.
        upper = query[:-1] + chr(ord(query[-1]) + 1) if ord(query[-1]) < sys.maxunicode else query + "\U0010ffff"
        rows = self.connection.execute(
            "SELECT key, pos FROM name_keys WHERE key >= ? AND key < ? ORDER BY key, pos LIMIT ?",
            (query, upper, MAX_PREFIX_HITS))
        return [(pos, key) for key, pos in rows if key != query]

    def _postings(self, wanted: set[str]) -> dict[str, array]:
        found: dict[str, array] = {}
        if not wanted:
            return found
        marks = ",".join("?" * len(wanted))
        for gram, blob in self.connection.execute(f"SELECT gram, postings FROM grams WHERE gram IN ({marks})",
                                                  list(wanted)):
            postings = found[gram] = array(POSTING)
            postings.frombytes(blob)
            if self._swap:
                postings.byteswap()
        return found

    def _count_maps(self, grams: list[str]) -> dict[str, bytes]:
        if not grams:
            return {}
        marks = ",".join("?" * len(grams))
        found = dict(self.connection.execute(f"SELECT gram, count_map FROM gram_maps WHERE gram IN ({marks})", grams))
        missing = set(grams).difference(found)
        for gram, postings in self._postings(missing).items():  # not common when the store was written
            found[gram] = count_map(postings, len(self))
        return found

    def _key_length(self, position: int) -> int:
        if self._lengths is None:
            self._lengths = self._array("index.key_lengths", KEY_LENGTH)
        return self._lengths[position]

    def _lang(self, position: int) -> str:
        if self._langs is None:
            self._langs = bytes(meta_value(self.connection, "index.langs", b""))
        return LANGUAGES[self._langs[position]]

    def _rows(self, columns: str, positions: list[int]) -> list[tuple]:
        rows: list[tuple] = []
        for start in range(0, len(positions), 500):  # stay under SQLite's bound-parameter limit
            chunk = positions[start:start + 500]
            marks = ",".join("?" * len(chunk))
            rows += self.connection.execute(f"SELECT pos, {columns} FROM names WHERE pos IN ({marks})", chunk)
        return rows

    def _keys_of(self, positions: list[int]) -> dict[int, tuple[str, ...]]:
        found = {pos: tuple(keys.split("\t")) for pos, keys in self._rows("keys", positions)}
        return {pos: found[pos] for pos in positions if pos in found}

    def _entries(self, positions: list[int]) -> dict[int, tuple[str, str, str]]:
        return {pos: (card, lang, name) for pos, card, lang, name in self._rows("card, lang, name", positions)}


class CombinedIndex:
    """The shipped cards' index and the imported cards' index, searched as one.

    Imported names of a shipped card (same id) are ignored: the shipped
    corpus wins for its own cards.
    """

    close_call = staticmethod(NameIndexBase.close_call)

    def __init__(self, seed: NameLookup, stored: NameIndexBase, seed_ids: frozenset[str]) -> None:
        self.seed = seed
        self.stored = stored
        self.seed_ids = seed_ids

    def __len__(self) -> int:
        return len(self.seed) + len(self.stored)

    def search(self, query: str, *, lang: str | None = None, limit: int = 10, floor: float = SUGGEST_FLOOR,
               stop_at_exact: bool = False) -> list[Match]:
        """Best name per card over both indexes (same contract as :meth:`NameIndexBase.search`)."""
        found = self.seed.search(query, lang=lang, limit=limit, floor=floor, stop_at_exact=stop_at_exact)
        elsewhere = any(match.score >= MATCH_THRESHOLD for match in found)
        more = self.stored.search(query, lang=lang, limit=limit + len(self.seed_ids), floor=floor,
                                  stop_at_exact=stop_at_exact, matched_elsewhere=elsewhere)
        found += [match for match in more if match.card_id not in self.seed_ids]
        if stop_at_exact and any(match.score >= 100.0 for match in found):
            found = [match for match in found if match.score >= 100.0]
        return rank(found, limit)

    def exact_names(self, key: str) -> list[Match]:
        """Names whose normalised key is ``key``: shipped cards' first, then imported ones'."""
        stored = [match for match in self.stored.exact_names(key) if match.card_id not in self.seed_ids]
        return self.seed.exact_names(key) + stored

    def best(self, query: str, *, lang: str | None = None) -> Match | None:
        """The best card for ``query`` if it scores at least the match threshold, else None."""
        matches = self.search(query, lang=lang, limit=1, floor=MATCH_THRESHOLD, stop_at_exact=True)
        return matches[0] if matches else None
