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

#: Stands between two keys in the joined text (normalised keys hold no control characters).
_SEPARATOR = "\n"


class KeyArray:
    """Every name's first key, sorted by (first character, length, position); see the module docstring.

    A storage that keeps the array writes :meth:`to_blobs` and reads them
    back with :meth:`from_blobs`: no sorting, no loop over the names, and the
    keys' text is split into :attr:`keys` only when every key is wanted (the
    typo stage reads one bucket: :meth:`bucket_keys`).
    """

    _keys: list[str] | None = None
    _text: str = ""  #: the keys joined by the separator, while :attr:`keys` is not split yet
    _buckets_split: dict[str, list[str]] | None = None

    def __init__(self, first_keys: Sequence[str]) -> None:
        lengths = list(map(len, first_keys))
        heads = [key[:1] for key in first_keys]
        order = sorted(range(len(first_keys)), key=lengths.__getitem__)
        order.sort(key=heads.__getitem__)  # stable: by first character, then length, then position
        keys = [first_keys[position] for position in order]
        # Split from one text: the keys lie one after the other in memory, which a scan reads faster.
        self._keys = _SEPARATOR.join(keys).split(_SEPARATOR) if keys else []
        if len(self._keys) != len(keys):  # a key holding the separator (normalised keys never do)
            self._keys = keys
        #: index position of each key of :attr:`keys`
        self.positions = array("I", order)
        self.lengths = array("H", (min(lengths[position], 65535) for position in order))
        sorted_heads = [heads[position] for position in order]
        #: first character -> (start, end) of its names in :attr:`keys`
        self.buckets = {head: (bisect_left(sorted_heads, head), bisect_right(sorted_heads, head))
                        for head in dict.fromkeys(sorted_heads)}
        index_of = [0] * len(order)
        for index, position in enumerate(order):
            index_of[position] = index
        #: where in :attr:`keys` each position's key is
        self.index_of = array("I", index_of)

    def to_blobs(self) -> dict[str, bytes]:
        """The array as a few byte strings (UTF-8 text, and machine integers in ``sys.byteorder``)."""
        import json
        import sys

        return {"keys": _SEPARATOR.join(self.keys).encode("utf-8"), "positions": self.positions.tobytes(),
                "lengths": self.lengths.tobytes(), "index_of": self.index_of.tobytes(),
                "buckets": json.dumps(self.buckets, ensure_ascii=False).encode("utf-8"),
                "byteorder": sys.byteorder.encode("ascii")}

    @classmethod
    def from_blobs(cls, blobs: dict[str, bytes]) -> KeyArray:
        """The array :meth:`to_blobs` gave (integers swapped if written on a machine of the other byte order).

        Raises ValueError when the blobs do not belong together (a storage then builds the array anew).
        """
        import json
        import sys

        made = cls.__new__(cls)
        text = blobs["keys"].decode("utf-8")
        if text or blobs["positions"]:
            made._text, count = text, text.count(_SEPARATOR) + 1
        else:
            made._keys, count = [], 0
        swap = blobs["byteorder"].decode("ascii") != sys.byteorder
        for name, typecode in (("positions", "I"), ("lengths", "H"), ("index_of", "I")):
            values = array(typecode)
            values.frombytes(blobs[name])
            if swap:
                values.byteswap()
            setattr(made, name, values)
        made.buckets = {head: (start, end) for head, (start, end) in json.loads(blobs["buckets"]).items()}
        if not count == len(made.positions) == len(made.lengths) == len(made.index_of):
            raise ValueError("the key array's blobs do not match one another")
        return made

    @property
    def keys(self) -> list[str]:
        """Every key, in the array's order (split from the stored text on first use)."""
        if self._keys is None:
            self._keys, self._text = self._text.split(_SEPARATOR), ""
        return self._keys

    def bucket_keys(self, head: str) -> list[str]:
        """``keys[start:end]`` of the bucket ``head`` (:attr:`buckets`), without splitting the others' keys.

        The bucket's keys are the only ones starting with ``head`` and lie one
        after the other: from the first to the last key starting with it.
        """
        start, end = self.buckets.get(head, (0, 0))
        if self._keys is not None or not head or end <= start:
            return self.keys[start:end]
        if self._buckets_split is None:
            self._buckets_split = {}
        found = self._buckets_split.get(head)
        if found is None:
            text = self._text
            first = 0 if start == 0 else text.find(_SEPARATOR + head) + 1
            last = text.rfind(_SEPARATOR + head) + 1
            last = max(last, first)
            stop = text.find(_SEPARATOR, last)
            found = text[first:len(text) if stop < 0 else stop].split(_SEPARATOR)
            if (first == 0) != (start == 0) or len(found) != end - start:  # not as expected: split them all
                found = self.keys[start:end]
            self._buckets_split[head] = found
        return found

    def keys_at(self, indices: list[int]) -> list[str]:
        """``[keys[i] for i in indices]``, cut from the stored text while it is not split: key ``i`` starts
        after the ``i`` keys before it and their separators (:attr:`lengths` are the keys' lengths unless one
        reached 65,535, which they never do; then the text is split)."""
        if self._keys is not None or b"\xff\xff" in self.lengths.tobytes():
            keys = self.keys
            return [keys[index] for index in indices]
        lengths, starts = self.lengths, {}
        offset = at = 0
        for index in sorted(set(indices)):
            offset += sum(lengths[at:index]) + index - at
            starts[index], at = offset, index
        text = self._text
        return [text[starts[index]:starts[index] + lengths[index]] for index in indices]

    def __len__(self) -> int:
        return len(self._keys) if self._keys is not None else self._text.count(_SEPARATOR) + 1


def length_window(length: int, cutoff: float) -> tuple[float, float]:
    """The key lengths that allow a QRatio of at least ``cutoff`` against a query of ``length`` characters."""
    cutoff = min(max(cutoff, 1.0), 100.0)
    return length * cutoff / (200.0 - cutoff), length * (200.0 - cutoff) / cutoff


def _scan(array_: KeyArray, query: str, start: int, end: int, cutoff: float, limit: int,
          allowed: Callable[[int], bool] | None) -> list[tuple[int, float]]:
    """(position, QRatio) of the best ``limit`` names of the bucket ``array_.keys[start:end]`` of ``query``'s
    first character scoring at least ``cutoff``."""
    from rapidfuzz import fuzz, process

    shortest, longest = length_window(len(query), cutoff)
    low = bisect_left(array_.lengths, shortest, start, end) if end > start else start
    high = bisect_right(array_.lengths, longest, low, end) if end > low else low
    if high <= low:
        return []
    # With a language filter, names of other languages take places: ask for more.
    wanted = limit if allowed is None else limit * 8
    bucket = array_.bucket_keys(query[:1])
    found = process.extract(query, bucket[low - start:high - start], scorer=fuzz.QRatio, limit=wanted,
                            score_cutoff=cutoff)
    positions = array_.positions
    hits = [(positions[low + index], value) for _key, value, index in found]
    if allowed is not None:
        hits = [hit for hit in hits if allowed(hit[0])][:limit]
    return hits


def bucket_scan(array_: KeyArray, query: str, cutoff: float, limit: int,
                allowed: Callable[[int], bool] | None = None) -> list[tuple[int, float]]:
    """The best names starting with ``query``'s first character (see the module docstring)."""
    start, end = array_.buckets.get(query[:1], (0, 0))
    if end <= start:
        return []
    # Only the bucket's names of the right lengths: its lengths ascend, so bisect finds them.
    return _scan(array_, query, start, end, cutoff, limit, allowed)


def full_scan(array_: KeyArray, query: str, cutoff: float, limit: int,
              allowed: Callable[[int], bool] | None = None) -> list[tuple[int, float]]:
    """The best names of the whole index: a plain QRatio scan of every key (rapidfuzz skips the keys whose
    length rules the cutoff out before comparing them)."""
    from rapidfuzz import fuzz, process

    wanted = limit if allowed is None else limit * 8
    found = process.extract(query, array_.keys, scorer=fuzz.QRatio, limit=wanted, score_cutoff=cutoff)
    positions = array_.positions
    hits = [(positions[index], value) for _key, value, index in found]
    if allowed is not None:
        hits = [hit for hit in hits if allowed(hit[0])][:limit]
    return hits


def closest(array_: KeyArray, query: str, positions: list[int], limit: int) -> list[int]:
    """The ``limit`` of ``positions`` whose first keys have the best QRatio against ``query``, best first."""
    from rapidfuzz import fuzz, process

    where = array_.index_of
    best = process.extract(query, array_.keys_at([where[pos] for pos in positions]), scorer=fuzz.QRatio,
                           limit=limit)
    return [positions[index] for _key, _value, index in best]
