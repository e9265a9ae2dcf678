"""Candidates from the n-gram postings: which names share enough of a query's n-grams to be worth scoring."""

from __future__ import annotations

import heapq
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence


def rare_gram_holders(postings: Mapping[str, Sequence[int]], rare: int, budget: int, misses: int,
                      least: int = 1) -> tuple[list[int], Counter]:
    """The positions holding most of the ``rare`` rarest n-grams of ``postings``, and how many each holds.

    Rarest first, n-grams are counted while their postings together stay
    within ``budget`` (a common n-gram would cost more than it tells).  A
    position must hold all but ``misses`` of those counted, and enough of
    them to reach ``least`` n-grams with all the others the index has: so
    whether a name is a candidate does not depend on what else the index holds.
    """
    counts: Counter = Counter()
    used = total = 0
    for size, gram in sorted((len(positions), gram) for gram, positions in postings.items()):
        if used == rare or (used and total + size > budget):
            break
        counts.update(postings[gram])  # in C
        used, total = used + 1, total + size
    needed = max(1, least - (len(postings) - used), used - misses)
    return ([pos for pos, count in counts.items() if count >= needed] if needed > 1 else list(counts)), counts


def counted_candidates(wanted: set[str], postings: Mapping[str, Sequence[int]],
                       count_maps: Callable[[list[str]], dict[str, bytes]], key_length: Callable[[int], int],
                       size: int, allowed: Callable[[int], bool] | None, limit: int, share: float,
                       frequent: int) -> list[int]:
    """Positions of the ``limit`` names sharing the most of ``wanted`` (all the query's n-grams).

    The search's stage when no key array is at hand (see
    :meth:`~judge_cli.search.index.NameIndexBase._key_array`).  A candidate
    holds at least ``share`` of the query's n-grams, one of them held by at
    most ``frequent`` names; ties go to the shorter name.  Rarer n-grams are
    counted from their postings; the common ones' counts for every name at
    once come from adding their count maps (one byte per name of an index of
    ``size``) as big integers, which Python does in C.
    """
    common = [gram for gram, positions in postings.items() if len(positions) > frequent]
    if len(common) == len(wanted) or len(common) > 255:  # nothing rarer to start from; or a byte overflows
        common = []
    counts: Counter = Counter()
    for gram in wanted.difference(common):
        counts.update(postings.get(gram, ()))
    needed = max(1, int(len(wanted) * share + 0.999))
    if not common:
        ranked = [(-count, pos) for pos, count in counts.items() if count >= needed]
    else:
        extra = sum(int.from_bytes(counts_map, "little") for counts_map in count_maps(common).values()
                    ).to_bytes(size, "little")
        ranked = [(-total, pos) for pos, count in counts.items() if (total := count + extra[pos]) >= needed]
    if allowed is not None:
        ranked = [item for item in ranked if allowed(item[1])]
    if len(ranked) > limit:  # only names counting as many n-grams as the last one kept need a length
        cut = heapq.nsmallest(limit, ranked)[-1][0]
        ranked = [item for item in ranked if item[0] <= cut]
    return [pos for _count, _length, pos in sorted((count, key_length(pos), pos) for count, pos in ranked)][:limit]


def count_map(positions: Iterable[int], size: int) -> bytes:
    """One byte per name of an index of ``size`` names: 1 at ``positions``, else 0."""
    marks = bytearray(size)
    for position in positions:
        marks[position] = 1
    return bytes(marks)
