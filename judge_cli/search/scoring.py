"""How well a typed name matches an indexed one: n-grams for the candidate stage, scores for the last.

Scores run from 0 to 100 (100: the normalised query *is* the name).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from judge_cli.search.normalize import is_cjk

#: A rapidfuzz scorer (``fuzz.ratio``, ``fuzz.partial_ratio``): two strings to a score 0-100.
Scorer = Callable[[str, str], float]

#: Shortest query that counts as a prefix (CJK characters carry more information).
MIN_PREFIX = 3
MIN_PREFIX_CJK = 2
#: A prefix hit scores between these two bounds, by how much of the name it covers.
PREFIX_BASE = 80.0
#: How much a name's unmatched part lowers the score of a word-level match.
COVERAGE_WEIGHT = 0.4
#: A one-word Latin query shorter than this is too little to pick a card by the start of a longer word
#: ("LED" is not Ledev Champion, "WoG" not Wogender Wahn, "CoCo" not Cocoon): such a match scores at most
#: SHORT_PARTIAL_CAP, below the match threshold, so it is offered as a near name, never taken.
SHORT_QUERY = 5
SHORT_PARTIAL_CAP = 70.0
#: The same words in another order, or the same letters with other spaces ("Counter Spell" for
#: Counterspell), are near but not the name: they stay below an exact hit (100).
REORDERED_CAP = 99.0
SPACING_ONLY = 99.5


def _has_cjk(text: str) -> bool:
    return not text.isascii() and any(is_cjk(char) for char in text)


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


def _token_score(token: str, name_token: str, ratio: Scorer, cjk: bool) -> float:
    """How well one query word (``cjk``: it holds CJK characters) matches one word of a name."""
    if token == name_token:
        return 100.0
    if cjk:
        if len(token) >= MIN_PREFIX_CJK and token in name_token:
            return 100.0
    elif len(token) >= MIN_PREFIX and name_token.startswith(token):
        return 100.0
    return ratio(token, name_token)


@lru_cache(maxsize=256)
def _query_words(query: str) -> tuple[tuple[tuple[str, bool], ...], int]:
    """The query's words with whether each holds CJK, and its length without spaces.

    One query is scored against dozens of names: this is worked out once.
    """
    return tuple((token, _has_cjk(token)) for token in query.split()), len(query.replace(" ", ""))


def _words_score(query: str, key: str, ratio: Scorer) -> float:
    """Each query word against its best word of the name, discounted by what the query leaves out."""
    name_tokens = key.split()
    words, query_length = _query_words(query)
    total = 0.0
    for token, cjk in words:
        total += max(_token_score(token, name_token, ratio, cjk) for name_token in name_tokens) * len(token)
    coverage = min(1.0, query_length / max(1, len(key) - key.count(" ")))
    return total / max(1, query_length) * (1 - COVERAGE_WEIGHT + COVERAGE_WEIGHT * coverage)


def score(query: str, key: str) -> float:
    """Score (0–100) of the normalised ``query`` against the normalised name ``key``.

    The best of: whole-string similarity (typos), the same with words sorted
    (word order), and a word-by-word match (missing words, partial words).
    """
    from rapidfuzz import fuzz  # imported here: an exact or prefix hit never needs it

    if query == key:
        return 100.0
    if query.replace(" ", "") == key.replace(" ", ""):
        return SPACING_ONLY
    best = max(fuzz.ratio(query, key), min(REORDERED_CAP, fuzz.token_sort_ratio(query, key)))
    return cap_short_partial(query, key, max(best, min(REORDERED_CAP, _words_score(query, key, fuzz.ratio))))


def cap_short_partial(query: str, key: str, value: float) -> float:
    """``value``, or at most :data:`SHORT_PARTIAL_CAP` when ``query`` is one short Latin word that is not
    a whole word of the name ``key`` (only the start of one, or a near spelling)."""
    if value <= SHORT_PARTIAL_CAP or len(query) >= SHORT_QUERY or " " in query or _has_cjk(query):
        return value
    return value if query in key.split() else SHORT_PARTIAL_CAP


def prefix_score(query: str, key: str) -> float:
    """Score of a query that is a prefix of ``key``: higher the more of the name it covers."""
    return cap_short_partial(query, key, PREFIX_BASE + (100.0 - PREFIX_BASE) * len(query) / len(key) - 0.01)


#: A query word counts as found in a name when it is this close (QRatio) to one of the name's words, or to a
#: stretch of the name written without spaces (``partial_ratio``: "elfen" in "llanowarelfen").
WORD_FOUND = 80.0


def _word_found(word: str, name_words: list[str], joined: str, ratio: Scorer, partial: Scorer) -> bool:
    """Whether the name (its words, and ``joined``: them without spaces) holds the Latin query word ``word``."""
    for name_word in name_words:
        if word == name_word or (len(word) >= MIN_PREFIX and name_word.startswith(word)):
            return True
    if len(word) >= MIN_PREFIX and word in joined:
        return True
    if max(ratio(word, name_word) for name_word in name_words) >= WORD_FOUND:
        return True
    return len(word) >= 4 and partial(word, joined) >= WORD_FOUND


def coverage(query: str, key: str) -> tuple[float, float]:
    """How much of the normalised ``query`` the normalised name ``key`` accounts for: (share of its words,
    share of its letters), each 0–1.

    A word counts when the name holds it (as a word, the start of one or inside one, or within a typo of
    one: see :data:`WORD_FOUND`); a CJK word, which has no spaces inside, counts character by character
    ("杰斯心灵塑师" is all in "心灵塑师杰斯").  "oko thief of crowns" against "crown of the ages" accounts for
    "of" and "crowns" only: half its words and letters.
    """
    from rapidfuzz import fuzz

    query, key = fold_letters(query), fold_letters(key)
    name_words = key.split()
    joined = key.replace(" ", "")
    words, letters = _query_words(query)
    if not words or not name_words:
        return 0.0, 0.0
    found_words = 0.0
    found_letters = 0
    for word, cjk in words:
        if cjk:
            pool = list(joined)
            hits = 0
            for char in word:
                if char in pool:
                    pool.remove(char)
                    hits += 1
            found_words += hits / len(word)
            found_letters += hits
        elif _word_found(word, name_words, joined, fuzz.ratio, fuzz.partial_ratio):
            found_words += 1
            found_letters += len(word)
    return found_words / len(words), found_letters / max(1, letters)


#: Letters a name may print that a query spells out ("Fiole d'Æther" typed "Fiole d'Aether").
_FOLDED = str.maketrans({"æ": "ae", "œ": "oe", "ß": "ss", "ø": "o"})


def fold_letters(text: str) -> str:
    """``text`` with æ, œ, ß and ø spelled out, as a query typed without them would have them."""
    return text.translate(_FOLDED)


def word_found(word: str, key: str) -> bool:
    """Whether the normalised name ``key`` holds the Latin query word ``word`` (as :func:`coverage` counts it)."""
    from rapidfuzz import fuzz

    word, key = fold_letters(word), fold_letters(key)
    return _word_found(word, key.split(), key.replace(" ", ""), fuzz.ratio, fuzz.partial_ratio)
