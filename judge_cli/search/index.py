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

from bisect import bisect_left
from dataclasses import dataclass, field
from typing import Iterable

from judge_cli.languages import LANGUAGES
from judge_cli.search.normalize import is_cjk, normalize_query, search_keys

#: Lowest score at which :meth:`NameIndex.best` accepts a card.  Calibrated on
#: the tests' tables: a typo in a long name scores 85–97, a single typo in a
#: six-letter word 83, one wrong character in a four-character CJK name 75;
#: names of other cards and random words stay below 70.
MATCH_THRESHOLD = 75.0
#: Lowest score listed by :meth:`NameIndex.search` (suggestions, nearest names).
SUGGEST_FLOOR = 55.0
#: Two cards whose scores differ by at most this much are "too close to call".
CLOSE_MARGIN = 4.0
#: A prefix hit scores between these two bounds, by how much of the name it covers.
PREFIX_BASE = 80.0
#: Shortest query that counts as a prefix (CJK characters carry more information).
MIN_PREFIX = 3
MIN_PREFIX_CJK = 2
#: At most this many prefix hits are scored (a short prefix can start thousands of names).
MAX_PREFIX_HITS = 500
#: How many n-gram candidates reach the (slower) rapidfuzz scoring stage.
CANDIDATES = 64
#: A candidate must share at least this fraction of the query's n-grams.
MIN_GRAM_SHARE = 0.3
#: How much a name's unmatched part lowers the score of a word-level match.
COVERAGE_WEIGHT = 0.4


@dataclass(frozen=True)
class Match:
    """A card found by name: which name matched, in which language, how well (0–100)."""

    card_id: str
    lang: str
    matched: str
    score: float


def _has_cjk(text: str) -> bool:
    return any(is_cjk(char) for char in text)


def ngrams(key: str) -> set[str]:
    """Trigrams of each word (padded with spaces), bigrams of each CJK run."""
    grams: set[str] = set()
    for token in key.split():
        if _has_cjk(token):
            if len(token) == 1:
                grams.add(token)
            grams.update(token[i:i + 2] for i in range(len(token) - 1))
        else:
            padded = f" {token} "
            grams.update(padded[i:i + 3] for i in range(len(padded) - 2))
    return grams


def _token_score(token: str, name_token: str, ratio) -> float:
    """How well one query word matches one word of a name."""
    if token == name_token:
        return 100.0
    if _has_cjk(token):
        if len(token) >= MIN_PREFIX_CJK and token in name_token:
            return 100.0
    elif len(token) >= MIN_PREFIX and name_token.startswith(token):
        return 100.0
    return ratio(token, name_token)


def _words_score(query: str, key: str, ratio) -> float:
    """Each query word against its best word of the name, discounted by what the query leaves out."""
    name_tokens = key.split()
    total = weight = 0.0
    for token in query.split():
        total += max(_token_score(token, name_token, ratio) for name_token in name_tokens) * len(token)
        weight += len(token)
    coverage = min(1.0, len(query.replace(" ", "")) / max(1, len(key.replace(" ", ""))))
    return total / weight * (1 - COVERAGE_WEIGHT + COVERAGE_WEIGHT * coverage)


def score(query: str, key: str) -> float:
    """Score (0–100) of the normalised ``query`` against the normalised name ``key``.

    The best of: whole-string similarity (typos), the same with words sorted
    (word order), and a word-by-word match (missing words, partial words).
    """
    from rapidfuzz import fuzz  # imported here: an exact or prefix hit never needs it

    if query == key:
        return 100.0
    best = max(fuzz.ratio(query, key), fuzz.token_sort_ratio(query, key))
    return max(best, _words_score(query, key, fuzz.ratio))


def prefix_score(query: str, key: str) -> float:
    """Score of a query that is a prefix of ``key``: higher the more of the name it covers."""
    return PREFIX_BASE + (100.0 - PREFIX_BASE) * len(query) / len(key) - 0.01


@dataclass
class NameIndex:
    """Every card name (Oracle, printed per language, back faces) with its normalised keys."""

    card_ids: list[str] = field(default_factory=list)
    langs: list[str] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    keys: list[tuple[str, ...]] = field(default_factory=list)
    exact: dict[str, list[int]] = field(default_factory=dict)
    _sorted_keys: list[tuple[str, int]] | None = None
    _grams: dict[str, list[int]] | None = None

    @classmethod
    def build(cls, corpus) -> "NameIndex":
        """Index every name of every card of ``corpus``."""
        index = cls()
        for card in corpus.cards.values():
            seen: set[tuple[str, str]] = set()
            named = [(lang, card.names[lang]) for lang in LANGUAGES if lang in card.names]
            named.append(("en", card.name))
            if card.back is not None:
                named.append(("en", card.back.name))
            for lang, name in named:
                if (lang, name) not in seen:
                    seen.add((lang, name))
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

    def __len__(self) -> int:
        return len(self.names)

    # -- the three stages -------------------------------------------------

    def _prefix_hits(self, query: str) -> Iterable[tuple[int, str]]:
        """(position, key) of names whose key starts with ``query`` (not equal to it)."""
        if len(query) < (MIN_PREFIX_CJK if _has_cjk(query) else MIN_PREFIX):
            return
        if self._sorted_keys is None:
            self._sorted_keys = sorted((key, pos) for pos, keys in enumerate(self.keys) for key in keys)
        start = bisect_left(self._sorted_keys, (query, -1))
        for key, position in self._sorted_keys[start:start + MAX_PREFIX_HITS]:
            if not key.startswith(query):
                break
            if key != query:
                yield position, key

    def _candidates(self, query: str, allowed) -> list[int]:
        """Positions of the names sharing the most n-grams with ``query``."""
        if self._grams is None:
            grams: dict[str, list[int]] = {}
            for position, keys in enumerate(self.keys):
                for gram in set().union(*(ngrams(key) for key in keys)):
                    grams.setdefault(gram, []).append(position)
            self._grams = grams
        wanted = ngrams(query)
        counts: dict[int, int] = {}
        for gram in wanted:
            for position in self._grams.get(gram, ()):
                counts[position] = counts.get(position, 0) + 1
        needed = max(1, int(len(wanted) * MIN_GRAM_SHARE + 0.999))
        ranked = sorted(
            (pos for pos, count in counts.items() if count >= needed and allowed(pos)),
            key=lambda pos: (-counts[pos], len(self.keys[pos][0])),
        )
        return ranked[:CANDIDATES]

    # -- public API ---------------------------------------------------------

    def search(self, query: str, *, lang: str | None = None, limit: int = 10,
               floor: float = SUGGEST_FLOOR, stop_at_exact: bool = False) -> list[Match]:
        """Best name per card for ``query``, ranked, scores at least ``floor``.

        ``lang`` restricts matching to names in that language.  With
        ``stop_at_exact``, an exact hit ends the search (only other exact hits
        are listed): enough to pick a card, and no prefix or fuzzy work.
        Raises :class:`~judge_cli.errors.UsageError` for an empty or over-long query.
        """
        normal = normalize_query(query)

        def allowed(position: int) -> bool:
            return lang is None or self.langs[position] == lang

        scores: dict[int, float] = {}
        for position in self.exact.get(normal, ()):
            if allowed(position):
                scores[position] = 100.0
        if not (stop_at_exact and scores):
            self._inexact(normal, allowed, scores)
        return self._ranked(scores, floor, limit)

    def _inexact(self, normal: str, allowed, scores: dict[int, float]) -> None:
        """The prefix and fuzzy stages: raise ``scores`` (position -> score) in place."""
        for position, key in self._prefix_hits(normal):
            if allowed(position):
                scores[position] = max(scores.get(position, 0.0), prefix_score(normal, key))
        for position in self._candidates(normal, allowed):
            if scores.get(position, 0.0) < 100.0:
                fuzzy = max(score(normal, key) for key in self.keys[position])
                scores[position] = max(scores.get(position, 0.0), fuzzy)

    def _ranked(self, scores: dict[int, float], floor: float, limit: int) -> list[Match]:
        """The best-scoring name of each card, ranked, at least ``floor``, at most ``limit``."""
        best: dict[str, Match] = {}
        for position, value in scores.items():
            if value < floor:
                continue
            card_id = self.card_ids[position]
            current = best.get(card_id)
            if current is None or value > current.score:
                best[card_id] = Match(card_id, self.langs[position], self.names[position], round(value, 1))
        ranked = sorted(best.values(), key=lambda m: (-m.score, LANGUAGES.index(m.lang), m.card_id))
        return ranked[:max(0, limit)]

    def best(self, query: str, *, lang: str | None = None) -> Match | None:
        """The best card for ``query`` if it scores at least :data:`MATCH_THRESHOLD`, else None."""
        matches = self.search(query, lang=lang, limit=1, floor=MATCH_THRESHOLD, stop_at_exact=True)
        return matches[0] if matches else None

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
