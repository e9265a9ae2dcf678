"""The name index's vectorised stages: rapidfuzz compares a query with many names in one call, in C.

:class:`KeyArray` holds every name's first key, pre-normalised, sorted by
first character and then by length, so that the names a query could match
with a given QRatio are one slice of it (QRatio at least *c* needs a length
within ``len(query) * c / (200 - c)`` and ``len(query) * (200 - c) / c``):

* :func:`bucket_scan`: the names starting with the query's first character
  whose length allows at least the cutoff (people rarely mistype the first
  letter; a name whose first letter is wrong is left to the n-gram stage and
  to the full scan);
* :func:`full_scan`: every name (the index's last resort: a plain QRatio
  scan of every name, so never worse than one).

The keys are built as one string split apart, so that they lie one after the
other in memory: the scan then reads memory in order, which is faster.
"""

from __future__ import annotations

from array import array
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from typing import Protocol

#: Stands between two keys in the joined text (normalised keys hold no control characters).
_SEPARATOR = "\n"


class KeyArrayLike(Protocol):
    """What the scans need of a key array: the in-memory :class:`KeyArray` or one a storage keeps."""

    def bucket(self, head: str) -> tuple[Sequence[str], Sequence[int], Sequence[int]]:  # pragma: no cover
        """(keys, positions, lengths) of the names whose first key starts with ``head``."""

    def every(self) -> tuple[Sequence[str], Sequence[int]]:  # pragma: no cover - protocol
        """(keys, positions) of every name, in the array's order."""

    def first_keys(self, positions: list[int]) -> list[str]:  # pragma: no cover - protocol
        """The first key of the name at each of ``positions``."""


class KeyArray:
    """Every name's first key, sorted by (first character, length, position); see the module docstring.

    The scans ask it for one bucket (:meth:`bucket`), for every key
    (:meth:`every`) and for the keys of some positions (:meth:`first_keys`);
    a storage that keeps the array bucket by bucket
    (:class:`judge_cli.store.names.StoredKeyArray`) answers the same three.
    """

    def __init__(self, first_keys: Sequence[str]) -> None:
        lengths = list(map(len, first_keys))
        heads = [key[:1] for key in first_keys]
        order = sorted(range(len(first_keys)), key=lengths.__getitem__)
        order.sort(key=heads.__getitem__)  # stable: by first character, then length, then position
        keys = [first_keys[position] for position in order]
        # Split from one text: the keys lie one after the other in memory, which a scan reads faster.
        self.keys = _SEPARATOR.join(keys).split(_SEPARATOR) if keys else []
        if len(self.keys) != len(keys):  # a key holding the separator (normalised keys never do)
            self.keys = keys
        #: index position of each key of :attr:`keys`
        self.positions = array("I", order)
        self.lengths = array("H", (min(lengths[position], 65535) for position in order))
        sorted_heads = [heads[position] for position in order]
        #: first character -> (start, end) of its names in :attr:`keys`
        self.buckets = {head: (bisect_left(sorted_heads, head), bisect_right(sorted_heads, head))
                        for head in dict.fromkeys(sorted_heads)}
        self._first = list(first_keys)

    def bucket(self, head: str) -> tuple[Sequence[str], Sequence[int], Sequence[int]]:
        """(keys, positions, lengths) of the names whose key starts with ``head``, by length then position."""
        start, end = self.buckets.get(head, (0, 0))
        return self.keys[start:end], self.positions[start:end], self.lengths[start:end]

    def every(self) -> tuple[Sequence[str], Sequence[int]]:
        """(keys, positions) of every name, in the array's order."""
        return self.keys, self.positions

    def first_keys(self, positions: list[int]) -> list[str]:
        """The first key of the name at each of ``positions``."""
        return [self._first[position] for position in positions]

    def __len__(self) -> int:
        return len(self.keys)


def length_window(length: int, cutoff: float) -> tuple[float, float]:
    """The key lengths that allow a QRatio of at least ``cutoff`` against a query of ``length`` characters."""
    cutoff = min(max(cutoff, 1.0), 100.0)
    return length * cutoff / (200.0 - cutoff), length * (200.0 - cutoff) / cutoff


def bucket_scan(array_: KeyArrayLike, query: str, cutoff: float, limit: int,
                allowed: Callable[[int], bool] | None = None) -> list[tuple[int, float]]:
    """(position, QRatio) of the best ``limit`` names starting with ``query``'s first character that score at
    least ``cutoff`` (see the module docstring)."""
    from rapidfuzz import fuzz, process

    keys, positions, lengths = array_.bucket(query[:1])
    if not keys:
        return []
    # Only the bucket's names of the right lengths: its lengths ascend, so bisect finds them.
    shortest, longest = length_window(len(query), cutoff)
    low = bisect_left(lengths, shortest)
    high = bisect_right(lengths, longest, low)
    if high <= low:
        return []
    # With a language filter, names of other languages take places: ask for more.
    wanted = limit if allowed is None else limit * 8
    found = process.extract(query, keys[low:high], scorer=fuzz.QRatio, limit=wanted, score_cutoff=cutoff)
    hits = [(positions[low + index], value) for _key, value, index in found]
    if allowed is not None:
        hits = [hit for hit in hits if allowed(hit[0])][:limit]
    return hits


def full_scan(array_: KeyArrayLike, query: str, cutoff: float, limit: int,
              allowed: Callable[[int], bool] | None = None) -> list[tuple[int, float]]:
    """The best names of the whole index: a plain QRatio scan of every key (rapidfuzz skips the keys whose
    length rules the cutoff out before comparing them)."""
    from rapidfuzz import fuzz, process

    keys, positions = array_.every()
    wanted = limit if allowed is None else limit * 8
    found = process.extract(query, keys, scorer=fuzz.QRatio, limit=wanted, score_cutoff=cutoff)
    hits = [(positions[index], value) for _key, value, index in found]
    if allowed is not None:
        hits = [hit for hit in hits if allowed(hit[0])][:limit]
    return hits


def closest(array_: KeyArrayLike, query: str, positions: list[int], limit: int, held: int = 0) -> list[int]:
    """The ``limit`` of ``positions`` whose first keys have the best QRatio against ``query``, best first; then,
    for a query of several words or a CJK one, the ``held`` best not among them by the words in any order
    (``token_sort_ratio``) or by the query inside the name (CJK: ``partial_ratio``).

    QRatio weighs whole strings: among a hundred names holding "kjeldoran" it ranks those as long as the query
    first, and loses Kjeldoran Pride to "Pride Kjeldoran"'s word order, or a Japanese name holding the query
    as its last part (epithet、name) to shorter names.  A one-word Latin query needs no second pick (and the
    typo queries most often are one: they do not pay for it).
    """
    from rapidfuzz import fuzz, process

    from judge_cli.search.normalize import is_cjk

    keys = array_.first_keys(positions)
    best = process.extract(query, keys, scorer=fuzz.QRatio, limit=limit)
    picked = [positions[index] for _key, _value, index in best]
    cjk = not query.isascii() and any(is_cjk(char) for char in query)
    if held and (cjk or " " in query):
        chosen = set(picked)
        scorer = fuzz.partial_ratio if cjk else fuzz.token_sort_ratio
        more = process.extract(query, keys, scorer=scorer, limit=limit + held)
        picked += [positions[index] for _key, _value, index in more if positions[index] not in chosen][:held]
    return picked
