"""Fuzzy card-name index over every name of every card in every language.

A query goes through three stages, cheapest first, so the index stays fast
at tens of thousands of cards in seven languages (~200,000 names):

1. **exact**: a dict from normalised key to names (one lookup);
2. **prefix**: the sorted keys and :mod:`bisect` find names that start with
   the query (``unexplained``, ``群衆``);
3. **candidates, then scoring**: an inverted index of character n-grams
   (trigrams of each word; bigrams for CJK, which has no spaces) picks the
   few dozen names sharing the most n-grams with the query; only those are
   scored with rapidfuzz (typos, missing words, word order, partial words).

Nothing ever scans all names with a slow scorer.  The prefix list and the
n-gram index are built on first use, so an exact hit pays for neither.

Scores run from 0 to 100 (100: the normalised query *is* a name).  A card
matches when its best name scores at least :data:`MATCH_THRESHOLD`;
:meth:`NameIndex.search` also lists weaker candidates down to
:data:`SUGGEST_FLOOR` as suggestions.
"""

from __future__ import annotations

import heapq
from bisect import bisect_left
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Iterable, Protocol, Sequence

from judge_cli.languages import LANGUAGES
from judge_cli.search.normalize import normalize_query, search_keys
from judge_cli.search.scoring import (  # noqa: F401 - score and prefix_score are looked up here (tests patch them)
    MIN_PREFIX, MIN_PREFIX_CJK, PREFIX_BASE, _has_cjk, ngrams, prefix_score, score,
)

if TYPE_CHECKING:  # pragma: no cover - typing only
    from judge_cli.corpus.model import Corpus

#: Lowest score at which :meth:`NameIndex.best` accepts a card.  Calibrated on
#: the tests' tables: a typo in a long name scores 85–97, a single typo in a
#: six-letter word 83, one wrong character in a four-character CJK name 75;
#: names of other cards and random words stay below 70.
MATCH_THRESHOLD = 75.0
#: Lowest score listed by :meth:`NameIndex.search` (suggestions, nearest names).
SUGGEST_FLOOR = 55.0
#: Two cards whose scores differ by at most this much are "too close to call".
CLOSE_MARGIN = 4.0
#: At most this many prefix hits are scored (a short prefix can start thousands of names).
MAX_PREFIX_HITS = 500
#: How many n-gram candidates reach the (slower) rapidfuzz scoring stage.
CANDIDATES = 64
#: A candidate must share at least this fraction of the query's n-grams.
MIN_GRAM_SHARE = 0.3
#: An n-gram found in more names than this is common (like " de" or "er " among 200,000 names
#: in seven languages): walking its postings would cost more than all the rest of a query.
#: Candidates are then the names holding one of the query's other n-grams, and a common one
#: only adds to their counts (see :meth:`NameIndexBase._candidates`).  An index of a few
#: thousand names has none.
FREQUENT_GRAM = 6000
@dataclass(frozen=True)
class Match:
    """A card found by name: which name matched, in which language, how well (0–100)."""

    card_id: str
    lang: str
    matched: str
    score: float


class NameLookup(Protocol):
    """What finding cards by name needs of an index: the in-memory :class:`NameIndex`, the imported
    cards' stored index, or both in front of each other (``judge_cli.store.names``)."""

    def search(self, query: str, *, lang: str | None = None, limit: int = 10,
               floor: float = SUGGEST_FLOOR, stop_at_exact: bool = False) -> list[Match]:  # pragma: no cover
        """Best name per card for ``query``, ranked, scores at least ``floor``."""

    def exact_names(self, key: str) -> list[Match]:  # pragma: no cover - protocol
        """The names whose normalised key is exactly ``key``, in index order."""


class NameIndexBase:
    """The three-stage search over any storage of names (in memory here, SQLite in ``judge_cli.store``).

    Subclasses give access to the names by position: exact lookup, prefix
    scan, n-gram postings, each name's keys and its (card id, language, name).
    """

    # -- storage accessors (overridden by each storage) ----------------------

    def _exact_positions(self, key: str) -> Iterable[int]:
        """Positions of the names with the normalised key ``key``."""
        raise NotImplementedError

    def _prefix_hits(self, query: str) -> Iterable[tuple[int, str]]:
        """(position, key) of names whose key starts with ``query`` (not equal to it)."""
        raise NotImplementedError

    def _postings(self, wanted: set[str]) -> dict[str, Sequence[int]]:
        """The postings (positions of the names holding it) of each n-gram of ``wanted`` the index has."""
        raise NotImplementedError

    def _count_maps(self, grams: list[str]) -> dict[str, bytes]:
        """For each of ``grams`` (all common), its :func:`count_map`."""
        raise NotImplementedError

    def _key_length(self, position: int) -> int:
        """Length of the first key of the name at ``position`` (shorter names rank first on ties)."""
        raise NotImplementedError

    def _lang(self, position: int) -> str:
        """Language of the name at ``position``."""
        raise NotImplementedError

    def _keys_of(self, positions: list[int]) -> dict[int, tuple[str, ...]]:
        """The normalised keys of the names at ``positions``."""
        raise NotImplementedError

    def _entries(self, positions: list[int]) -> dict[int, tuple[str, str, str]]:
        """(card id, language, name) of the names at ``positions``."""
        raise NotImplementedError

    # -- the algorithm ---------------------------------------------------------

    def _candidates(self, query: str, allowed=None) -> list[int]:
        """Positions of the :data:`CANDIDATES` names sharing the most n-grams with ``query``.

        A candidate holds at least :data:`MIN_GRAM_SHARE` of the query's
        n-grams, one of them not common (see :data:`FREQUENT_GRAM`); ties go
        to the shorter name.  Rarer n-grams are counted from their postings;
        the common ones' counts for every name at once come from adding their
        count maps (one byte per name) as big integers, which Python does in C.
        """
        wanted = ngrams(query)
        postings = self._postings(wanted)
        frequent = [gram for gram, positions in postings.items() if len(positions) > FREQUENT_GRAM]
        if len(frequent) == len(wanted) or len(frequent) > 255:  # nothing rarer to start from; or a byte overflows
            frequent = []
        counts: Counter = Counter()
        for gram in wanted.difference(frequent):
            counts.update(postings.get(gram, ()))
        needed = max(1, int(len(wanted) * MIN_GRAM_SHARE + 0.999))
        if not frequent:
            ranked = [(-count, pos) for pos, count in counts.items() if count >= needed]
        else:
            maps = self._count_maps(frequent).values()
            extra = sum(int.from_bytes(counts_map, "little") for counts_map in maps).to_bytes(len(self), "little")
            ranked = [(-total, pos) for pos, count in counts.items() if (total := count + extra[pos]) >= needed]
        if allowed is not None:
            ranked = [item for item in ranked if allowed(item[1])]
        if len(ranked) > CANDIDATES:  # only names counting as many n-grams as the last one kept need a length
            cut = heapq.nsmallest(CANDIDATES, ranked)[-1][0]
            ranked = [item for item in ranked if item[0] <= cut]
        key_length = self._key_length
        return [pos for _count, _length, pos in sorted((count, key_length(pos), pos) for count, pos in ranked)
                ][:CANDIDATES]

    def search(self, query: str, *, lang: str | None = None, limit: int = 10,
               floor: float = SUGGEST_FLOOR, stop_at_exact: bool = False) -> list[Match]:
        """Best name per card for ``query``, ranked, scores at least ``floor``.

        ``lang`` restricts matching to names in that language.  With
        ``stop_at_exact``, an exact hit ends the search (only other exact hits
        are listed): enough to pick a card, and no prefix or fuzzy work.
        Raises :class:`~judge_cli.errors.UsageError` for an empty or over-long query.
        """
        normal = normalize_query(query)
        language = self._lang
        allowed = None if lang is None else (lambda position: language(position) == lang)
        scores: dict[int, float] = {}
        for position in self._exact_positions(normal):
            if allowed is None or allowed(position):
                scores[position] = 100.0
        if not (stop_at_exact and scores):
            self._inexact(normal, allowed, scores)
        return self._ranked(scores, floor, limit)

    def _inexact(self, normal: str, allowed, scores: dict[int, float]) -> None:
        """The prefix and fuzzy stages: raise ``scores`` (position -> score) in place.

        ``allowed``: None, or a test a position must pass (the language filter).
        """
        for position, key in self._prefix_hits(normal):
            if allowed is None or allowed(position):
                scores[position] = max(scores.get(position, 0.0), prefix_score(normal, key))
        pending = [pos for pos in self._candidates(normal, allowed) if scores.get(pos, 0.0) < 100.0]
        for position, keys in self._keys_of(pending).items():
            fuzzy = max(score(normal, key) for key in keys)
            scores[position] = max(scores.get(position, 0.0), fuzzy)

    def _ranked(self, scores: dict[int, float], floor: float, limit: int) -> list[Match]:
        """The best-scoring name of each card, ranked, at least ``floor``, at most ``limit``."""
        kept = [pos for pos, value in scores.items() if value >= floor]
        best: dict[str, Match] = {}
        for position, (card_id, lang, name) in self._entries(kept).items():
            value = scores[position]
            current = best.get(card_id)
            if current is None or value > current.score:
                best[card_id] = Match(card_id, lang, name, round(value, 1))
        return rank(best.values(), limit)

    def best(self, query: str, *, lang: str | None = None) -> Match | None:
        """The best card for ``query`` if it scores at least :data:`MATCH_THRESHOLD`, else None."""
        matches = self.search(query, lang=lang, limit=1, floor=MATCH_THRESHOLD, stop_at_exact=True)
        return matches[0] if matches else None

    def exact_names(self, key: str) -> list[Match]:
        """The names whose normalised key is exactly ``key`` (already normalised), in index order.

        Cheap (one lookup, no scoring): for callers that try many spans of a text.
        """
        positions = list(self._exact_positions(key))
        entries = self._entries(positions)
        return [Match(*entries[pos], 100.0) for pos in positions if pos in entries]

    @staticmethod
    def close_call(matches: list[Match]) -> bool:
        """True when the two best matches are both good and within :data:`CLOSE_MARGIN` of each other.

        An exact hit (100) is never a close call against a non-exact one.
        """
        if len(matches) < 2:
            return False
        first, second = matches[0], matches[1]
        if second.score < MATCH_THRESHOLD:
            return False
        if first.score >= 100.0 > second.score:
            return False
        return first.score - second.score <= CLOSE_MARGIN


def count_map(positions: Iterable[int], size: int) -> bytes:
    """One byte per name of an index of ``size`` names: 1 at ``positions``, else 0."""
    marks = bytearray(size)
    for position in positions:
        marks[position] = 1
    return bytes(marks)


def rank(matches: Iterable[Match], limit: int) -> list[Match]:
    """Matches best first (ties: language order, then card id), at most ``limit``."""
    ranked = sorted(matches, key=lambda m: (-m.score, LANGUAGES.index(m.lang), m.card_id))
    return ranked[:max(0, limit)]


def card_names(card) -> list[tuple[str, str]]:
    """(language, name) of every name a card is found by: printed names, Oracle name, back face, the flavor
    names of its printings (Universes Beyond names, MTGJSON ``flavorName``)."""
    named = [(lang, card.names[lang]) for lang in LANGUAGES if lang in card.names]
    named.append(("en", card.name))
    if card.back is not None:
        named.append(("en", card.back.name))
    named += [("en", printing.flavor_name) for printing in card.printings if printing.flavor_name]
    return list(dict.fromkeys(named))


@dataclass
class NameIndex(NameIndexBase):
    """Every card name (Oracle, printed per language, back faces) with its normalised keys, in memory."""

    card_ids: list[str] = field(default_factory=list)
    langs: list[str] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    keys: list[tuple[str, ...]] = field(default_factory=list)
    exact: dict[str, list[int]] = field(default_factory=dict)
    _sorted_keys: list[tuple[str, int]] | None = None
    _grams: dict[str, list[int]] | None = None
    _map_cache: dict[str, bytes] = field(default_factory=dict)

    @classmethod
    def build(cls, corpus: Corpus) -> NameLookup:
        """Index every name of every card of ``corpus``.

        A corpus backed by imported data (``judge_cli.store``) brings its own
        index, stored at import time: that one is returned instead.
        """
        stored = getattr(corpus, "name_index", None)
        if stored is not None:
            return stored()
        index = cls()
        for card in corpus.cards.values():
            for lang, name in card_names(card):
                index.add(card.id, lang, name)
        return index

    def add(self, card_id: str, lang: str, name: str) -> None:
        """Add one name (used by :meth:`build`; handy for synthetic benchmarks)."""
        keys = tuple(key for key in search_keys(name) if key)
        if not keys:
            return
        position = len(self.names)
        self.card_ids.append(card_id)
        self.langs.append(lang)
        self.names.append(name)
        self.keys.append(keys)
        for key in keys:
            self.exact.setdefault(key, []).append(position)
        self._sorted_keys = None
        self._grams = None
        self._map_cache = {}

    def __len__(self) -> int:
        return len(self.names)

    def sorted_keys(self) -> list[tuple[str, int]]:
        """Every (key, position), sorted: the prefix stage's list (built on first use)."""
        if self._sorted_keys is None:
            self._sorted_keys = sorted((key, pos) for pos, keys in enumerate(self.keys) for key in keys)
        return self._sorted_keys

    def grams(self) -> dict[str, list[int]]:
        """The n-gram postings: gram -> ascending positions of the names containing it (built on first use)."""
        if self._grams is None:
            grams: dict[str, list[int]] = {}
            for position, keys in enumerate(self.keys):
                for gram in set().union(*(ngrams(key) for key in keys)):
                    grams.setdefault(gram, []).append(position)
            self._grams = grams
        return self._grams

    # -- storage accessors ---------------------------------------------------

    def _exact_positions(self, key: str) -> Iterable[int]:
        return self.exact.get(key, ())

    def _prefix_hits(self, query: str) -> Iterable[tuple[int, str]]:
        if len(query) < (MIN_PREFIX_CJK if _has_cjk(query) else MIN_PREFIX):
            return
        sorted_keys = self.sorted_keys()
        start = bisect_left(sorted_keys, (query, -1))
        for key, position in sorted_keys[start:start + MAX_PREFIX_HITS]:
            if not key.startswith(query):
                break
            if key != query:
                yield position, key

    def _postings(self, wanted: set[str]) -> dict[str, Sequence[int]]:
        grams = self.grams()
        return {gram: grams[gram] for gram in wanted if gram in grams}

    def _count_maps(self, grams: list[str]) -> dict[str, bytes]:
        cache = self._map_cache
        for gram in grams:
            if gram not in cache:
                cache[gram] = count_map(self.grams()[gram], len(self))
        return {gram: cache[gram] for gram in grams}

    def _key_length(self, position: int) -> int:
        return len(self.keys[position][0])

    def _lang(self, position: int) -> str:
        return self.langs[position]

    def _keys_of(self, positions: list[int]) -> dict[int, tuple[str, ...]]:
        return {pos: self.keys[pos] for pos in positions}

    def _entries(self, positions: list[int]) -> dict[int, tuple[str, str, str]]:
        return {pos: (self.card_ids[pos], self.langs[pos], self.names[pos]) for pos in positions}
