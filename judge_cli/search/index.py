"""Fuzzy card-name index over every name of every card in every language.

A query goes through these stages, cheapest first, so the index stays fast
at 100,000 cards in seven languages (~700,000 names):

1. **exact**: a dict from normalised key to names (one lookup);
2. **prefix**: the sorted keys and :mod:`bisect` find names that start with
   the query (``unexplained``, ``群衆``);
3. **typos**: one rapidfuzz call compares the query, in C, with the names
   that start with its first letter and whose length allows a QRatio of
   :data:`TYPO_CUTOFF` (:func:`judge_cli.search.scan.bucket_scan`);
4. **words**: the names holding most of the query's rarest n-grams
   (trigrams of each word; bigrams for CJK, which has no spaces): word order,
   missing or partial words, a mistyped first letter;
5. **last resort**: when no name scores :data:`MATCH_THRESHOLD` yet, a QRatio
   scan of every name (:func:`judge_cli.search.scan.full_scan`), so the index
   never finds less than a plain scan would.

Only the few dozen best candidates (:data:`CANDIDATES` at most) are scored
in Python (:func:`~judge_cli.search.scoring.score`: typos, missing words,
word order, partial words).  The prefix list, the n-gram postings and the
sorted key array are built on first use, so an exact hit pays for none.  A
large index whose storage cannot hand over its key array cheaply searches
as before it had one: the names sharing most n-grams are scored (3 and 4
become one stage, and there is no last resort).

Scores run from 0 to 100 (100: the normalised query *is* a name).  Two names
scoring the same rank by the fewer typing slips (transpositions count as
one).  A card matches when its best name scores at least
:data:`MATCH_THRESHOLD`; :meth:`NameIndex.search` also lists weaker
candidates down to :data:`SUGGEST_FLOOR` as suggestions.
"""

from __future__ import annotations

import heapq
from bisect import bisect_left
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import field
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:  # pragma: no cover - typing only
    from judge_cli.corpus.model import Corpus

from judge_cli.records import record
from judge_cli.search.candidates import (
    count_map,
    counted_candidates,
    rare_gram_holders,
)
from judge_cli.search.matches import Match, card_names, rank, slips
from judge_cli.search.normalize import normalize_query, search_keys
from judge_cli.search.scan import KeyArray, KeyArrayLike, bucket_scan, closest, full_scan
from judge_cli.search.scoring import (  # noqa: F401 - score and prefix_score are looked up here (tests patch them)
    MIN_PREFIX,
    MIN_PREFIX_CJK,
    PREFIX_BASE,
    _has_cjk,
    ngrams,
    prefix_score,
    score,
)

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
#: At most this many names of a query are scored in Python (the typo, word and last-resort stages' picks).
CANDIDATES = 64
#: Typo stage: the names it passes on, and the lowest QRatio it looks for (one slip in a
#: five-letter word scores 80, in a four-character CJK name 75).
TYPO_CANDIDATES = 12
TYPO_CUTOFF = 70.0
#: ... or, for a query of n characters, 100 - TYPO_SLIPS_SCORE / n if higher (about three slips).
TYPO_SLIPS_SCORE = 300.0
#: A query of CLEAR_TYPO_LENGTH characters or more with a name this close (QRatio) from the typo
#: stage needs no word stage: one slip in a ten-letter name scores 90 to 95.
CLEAR_TYPO = 90.0
CLEAR_TYPO_LENGTH = 8
#: Word stage: it counts the query's rarest n-grams, at most RARE_GRAMS of them holding together at
#: most GRAM_BUDGET postings (or GRAM_BUDGET_SHARE of the names, if more); a candidate lacks at most
#: GRAM_MISSES of them (a typo changes up to four) and holds at least MIN_GRAM_SHARE of all the
#: query's n-grams (whatever else the index holds, so an index searched in parts answers as one
#: index would).  QRatio (in C) picks WORD_CANDIDATES among the GRAM_POOL holding the most.
RARE_GRAMS = 6
GRAM_BUDGET = 3000
GRAM_BUDGET_SHARE = 0.02
GRAM_MISSES = 2
MIN_GRAM_SHARE = 0.3
GRAM_POOL = 2000
WORD_CANDIDATES = 12
#: ... and partial_token_sort_ratio picks HELD_CANDIDATES more: the names holding the query's words in another
#: order, or the query within them (see :func:`~judge_cli.search.scan.closest`).
HELD_CANDIDATES = 6
#: The default storage builds its key array on first use up to this many names (~30 ms); above, it
#: needs one kept ready (see NameIndexBase._ready_key_array).
KEY_ARRAY_BUILD_LIMIT = 10_000
#: Last resort: the names the full scan passes on.
SCAN_CANDIDATES = 12
#: Ties in score are broken by typing slips among this many best names (OSA distance: each
#: transposition, insertion, deletion or substitution counts one).
TIE_BREAK_DEPTH = 32
#: Without a key array, a query's n-grams are all counted (``counted_candidates``), at least
#: MIN_GRAM_SHARE of them held by a candidate, and an n-gram held by more than FREQUENT_GRAM names
#: is common: its count map (:func:`count_map`, one byte per name, written by ``judge_cli.store``)
#: adds it to every name's count at once.
FREQUENT_GRAM = 6000


class NameLookup(Protocol):
    """What finding cards by name needs of an index: the in-memory :class:`NameIndex`, the imported
    cards' stored index, or both in front of each other (``judge_cli.store.names``)."""

    def search(self, query: str, *, lang: str | None = None, limit: int = 10,
               floor: float = SUGGEST_FLOOR, stop_at_exact: bool = False) -> list[Match]:  # pragma: no cover
        """Best name per card for ``query``, ranked, scores at least ``floor``."""

    def exact_names(self, key: str) -> list[Match]:  # pragma: no cover - protocol
        """The names whose normalised key is exactly ``key``, in index order."""

    def __len__(self) -> int:  # pragma: no cover - protocol
        """How many names the index holds."""


class NameIndexBase:
    """The staged search over any storage of names (in memory here, SQLite in ``judge_cli.store``).

    Subclasses give access to the names by position: exact lookup, prefix
    scan, n-gram postings, each name's keys and its (card id, language, name).
    """

    _scan: KeyArrayLike | None = None  #: see :meth:`_key_array`
    _scan_read = False

    # -- storage accessors (overridden by each storage) ----------------------

    def _exact_positions(self, key: str) -> Iterable[int]:
        """Positions of the names with the normalised key ``key``."""
        raise NotImplementedError

    def _prefix_hits(self, query: str) -> Iterable[tuple[int, str]]:
        """(position, key) of names whose key starts with ``query`` (not equal to it)."""
        raise NotImplementedError

    def _postings(self, wanted: set[str]) -> Mapping[str, Sequence[int]]:
        """The postings (positions of the names holding it) of each n-gram of ``wanted`` the index has."""
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

    def _count_maps(self, grams: list[str]) -> dict[str, bytes]:
        """For each of ``grams`` (all common), its :func:`count_map` (only without a key array)."""
        raise NotImplementedError

    def _ready_key_array(self) -> KeyArrayLike | None:
        """The key array of the typo stage and the last resort, if it can be had for less than a query costs.

        A storage that keeps it (written at import time) overrides this.  The
        default builds it from every name's first key (:meth:`_keys_of`) for an
        index of at most :data:`KEY_ARRAY_BUILD_LIMIT` names; a larger one then
        searches without it, as before (:func:`counted_candidates`).
        """
        if len(self) > KEY_ARRAY_BUILD_LIMIT:
            return None
        keys = self._keys_of(list(range(len(self))))
        return KeyArray([keys[position][0] for position in range(len(self))])

    def __len__(self) -> int:
        raise NotImplementedError

    # -- the algorithm ---------------------------------------------------------

    def _key_array(self) -> KeyArrayLike | None:
        """The sorted key array of the typo stage and the last resort, or None (read once, on first use)."""
        if not self._scan_read:
            self._scan, self._scan_read = self._ready_key_array(), True
        return self._scan

    def _word_candidates(self, query: str, allowed: Callable[[int], bool] | None, array_: KeyArrayLike) -> list[int]:
        """Positions of the names holding most of ``query``'s rarest n-grams, the closest first.

        Up to :data:`RARE_GRAMS` of the rarest n-grams are counted, within the
        budget; a candidate holds all but :data:`GRAM_MISSES` of them, and at
        least :data:`MIN_GRAM_SHARE` of all the query's n-grams.  Of the
        :data:`GRAM_POOL` holding the most, QRatio picks :data:`WORD_CANDIDATES`.
        """
        budget = max(GRAM_BUDGET, int(len(self) * GRAM_BUDGET_SHARE))
        grams = ngrams(query)
        least = int(len(grams) * MIN_GRAM_SHARE + 0.999)
        found, counts = rare_gram_holders(self._postings(grams), RARE_GRAMS, budget, GRAM_MISSES, least)
        if allowed is not None:
            found = [pos for pos in found if allowed(pos)]
        if len(found) <= WORD_CANDIDATES:
            return found
        if len(found) > GRAM_POOL:
            found = heapq.nlargest(GRAM_POOL, found, key=counts.__getitem__)
        return closest(array_, query, found, WORD_CANDIDATES, HELD_CANDIDATES)

    def search(self, query: str, *, lang: str | None = None, limit: int = 10,
               floor: float = SUGGEST_FLOOR, stop_at_exact: bool = False,
               matched_elsewhere: bool = False) -> list[Match]:
        """Best name per card for ``query``, ranked, scores at least ``floor``.

        ``lang`` restricts matching to names in that language.  With
        ``stop_at_exact``, an exact hit ends the search (only other exact hits
        are listed): enough to pick a card, and no prefix or fuzzy work.
        ``matched_elsewhere``: another part of an index searched in parts (the
        shipped cards in front of the imported ones) has a name scoring
        :data:`MATCH_THRESHOLD`, so this part needs no last resort (one index
        holding both parts would not scan either).
        Raises :class:`~judge_cli.errors.UsageError` for an empty or over-long query.
        """
        normal = normalize_query(query)
        language = self._lang
        allowed = None if lang is None else (lambda position: language(position) == lang)
        scores: dict[int, float] = {}
        for position in self._exact_positions(normal):
            if allowed is None or allowed(position):
                scores[position] = 100.0
        matched: dict[int, str] = {}  # the key each inexact score was earned by (for the slips)
        if not (stop_at_exact and scores):
            self._inexact(normal, allowed, scores, matched, matched_elsewhere)
        return self._ranked(scores, floor, limit, normal, matched)

    def _inexact(self, normal: str, allowed: Callable[[int], bool] | None, scores: dict[int, float],
                 matched: dict[int, str], matched_elsewhere: bool = False) -> None:
        """The prefix, typo, word and last-resort stages: raise ``scores`` (position -> score) in place.

        ``allowed``: None, or a test a position must pass (the language filter).
        """
        for position, key in self._prefix_hits(normal):
            if allowed is None or allowed(position):
                value = prefix_score(normal, key)
                if value > scores.get(position, 0.0):
                    scores[position], matched[position] = value, key
        array_ = self._key_array()
        if array_ is None:  # a large index without its key array: the names sharing most n-grams
            wanted = ngrams(normal)
            counted = counted_candidates(wanted, self._postings(wanted), self._count_maps, self._key_length,
                                         len(self), allowed, CANDIDATES, MIN_GRAM_SHARE, FREQUENT_GRAM)
            self._score(normal, counted, scores, matched)
            return
        # Up to about three slips: the longer the query, the higher the QRatio that allows them.
        cutoff = max(TYPO_CUTOFF, 100.0 - TYPO_SLIPS_SCORE / max(1, len(normal)))
        typos = bucket_scan(array_, normal, cutoff, TYPO_CANDIDATES, allowed)
        picked = dict.fromkeys(pos for pos, _value in typos)
        if not typos or typos[0][1] < CLEAR_TYPO or len(normal) < CLEAR_TYPO_LENGTH:  # else: one slip from a name
            picked.update(dict.fromkeys(self._word_candidates(normal, allowed, array_)))
        self._score(normal, list(picked), scores, matched)
        if max(scores.values(), default=0.0) < MATCH_THRESHOLD and not matched_elsewhere:
            # Nothing matches yet: make sure no name anywhere does (a QRatio of the threshold).  Only
            # matches count, not weaker names: an index searched in parts (judge_cli.store) then
            # answers as one index would.
            more = [pos for pos, _value in full_scan(array_, normal, MATCH_THRESHOLD, SCAN_CANDIDATES, allowed)
                    if pos not in picked]
            self._score(normal, more, scores, matched)

    def _score(self, normal: str, positions: list[int], scores: dict[int, float], matched: dict[int, str]) -> None:
        """Score each name at ``positions`` (its best key) into ``scores``; exact hits are left alone."""
        pending = [pos for pos in positions if scores.get(pos, 0.0) < 100.0][:CANDIDATES]
        for position, keys in self._keys_of(pending).items():
            value, key = max((score(normal, key), key) for key in keys)
            if value > scores.get(position, 0.0):
                scores[position], matched[position] = value, key

    def _ranked(self, scores: dict[int, float], floor: float, limit: int, normal: str = "",
                matched: dict[int, str] | None = None) -> list[Match]:
        """The best-scoring name of each card, ranked, at least ``floor``, at most ``limit``.

        Among the :data:`TIE_BREAK_DEPTH` best, equal scores rank by the fewer
        typing slips from ``normal`` to the key that scored (``matched``;
        exact hits have none).
        """
        matched = matched or {}
        kept = sorted((pos for pos, value in scores.items() if value >= floor), key=lambda pos: -scores[pos])
        slipped = slips(normal, [(pos, matched[pos]) for pos in kept[:TIE_BREAK_DEPTH] if pos in matched])
        best: dict[str, Match] = {}
        for position, (card_id, lang, name) in self._entries(kept).items():
            # Exact hits have no slips; an inexact name too far down for the tie-break, many.
            order = (scores[position], slipped.get(position, 999 if position in matched else 0), position)
            current = best.get(card_id)
            if current is None or (-order[0], order[1], order[2]) < (-current.order[0], *current.order[1:]):
                best[card_id] = Match(card_id, lang, name, round(order[0], 1), order)
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


@record
class NameIndex(NameIndexBase):
    """Every card name (Oracle, printed per language, back faces) with its normalised keys, in memory."""

    card_ids: list[str] = field(default_factory=list)
    langs: list[str] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    keys: list[tuple[str, ...]] = field(default_factory=list)
    exact: dict[str, list[int]] = field(default_factory=dict)
    _sorted_keys: list[tuple[str, int]] | None = None
    _grams: dict[str, list[int]] | None = None
    _scan: KeyArrayLike | None = None

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
        self._scan, self._scan_read = None, False

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

    def _ready_key_array(self) -> KeyArray:
        return KeyArray([keys[0] for keys in self.keys])  # in memory: as cheap as the index itself

    def _count_maps(self, grams: list[str]) -> dict[str, bytes]:
        return {gram: count_map(self.grams()[gram], len(self)) for gram in grams}

    def _key_length(self, position: int) -> int:
        return len(self.keys[position][0])

    def _lang(self, position: int) -> str:
        return self.langs[position]

    def _keys_of(self, positions: list[int]) -> dict[int, tuple[str, ...]]:
        return {pos: self.keys[pos] for pos in positions}

    def _entries(self, positions: list[int]) -> dict[int, tuple[str, str, str]]:
        return {pos: (self.card_ids[pos], self.langs[pos], self.names[pos]) for pos in positions}
