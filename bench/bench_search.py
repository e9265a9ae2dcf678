"""Warm fuzzy lookup in the in-memory name index against a plain QRatio scan, at 30,000 and 100,000 cards.

    python bench/bench_search.py [--cards 30000 100000] [--queries 60] [--seed 5]

For each size, cards get made-up names in all seven languages with
``bench/gen_mtgjson.py``'s generator (one in twenty with a back face), plus
the shipped cards: about seven names a card.  Queries are typos (two letters
swapped or one dropped in the longest word; one character replaced in CJK) of
the names of every 60th card, ``--queries`` per language (``--first-letter``
also times typos of the first letter, without a goal).

Both sides answer every query, interleaved, in one warm process:

* judge: ``NameIndex.search(query, limit=5, floor=0, stop_at_exact=True)``, as ``judge card`` asks it;
* the scan: ``rapidfuzz.process.extract(normalize_query(query), keys, scorer=fuzz.QRatio, limit=5)``
  over every name's pre-normalised key (normalised once, before timing).

A query is answered right when the first card has the typed name (in any of
its languages).  Printed: p50 and p95 of each, recall of each, and the goal:
judge's recall at least the scan's and its p50 at least 10x faster.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO), str(REPO / "bench")]

GOAL_SPEEDUP = 10.0
LANGS = ("en", "de", "fr", "es", "it", "ja", "zh")


def typo(name: str, rng: random.Random, first: bool = False) -> str | None:
    """``name`` with one slip in its longest word: two letters swapped or one dropped (one character
    replaced in CJK), never the first letter; ``first``: the first letter swapped, dropped or replaced."""
    from judge_cli.search.normalize import is_cjk

    cjk = any(is_cjk(char) for char in name)
    if cjk and not first:
        if len(name) < 4:
            return None
        at = rng.randrange(1, len(name))
        return name[:at] + ("衆" if name[at] != "衆" else "的") + name[at + 1:]
    words = name.split()
    longest = max(range(len(words)), key=lambda i: len(words[i]))
    word = words[longest]
    if len(word) < 5 or (first and cjk):
        return None
    if first:
        slip = rng.random()
        words[longest] = (word[1] + word[0] + word[2:]) if slip < 1 / 3 else word[1:] if slip < 2 / 3 \
            else rng.choice("bcdfgklmnprstv".replace(word[0].lower(), "")) + word[1:]
        return " ".join(words)
    at = rng.randrange(1, len(word) - 2)
    words[longest] = (word[:at] + word[at + 1] + word[at] + word[at + 2:]) if rng.random() < 0.5 \
        else word[:at] + word[at + 1:]
    return " ".join(words)


def synthetic_index(cards: int, seed: int) -> tuple[Any, dict[str, list[str]]]:
    """A NameIndex of the shipped cards and ``cards`` made-up ones; sample names per language."""
    from gen_mtgjson import card_name

    from judge_cli.corpus.load import load_corpus
    from judge_cli.search.index import NameIndex

    rng = random.Random(seed)
    index: Any = NameIndex.build(load_corpus())
    samples: dict[str, list[str]] = {lang: [] for lang in LANGS}
    for number in range(cards):
        names = {lang: card_name(rng, lang) for lang in LANGS}
        for lang, name in names.items():
            index.add(f"fake-{number}", lang, name)
        if rng.random() < 0.05:
            index.add(f"fake-{number}", "en", card_name(rng, "en"))
        if number % 60 == 0:
            for lang, name in names.items():
                samples[lang].append(name)
    return index, samples


def quantile(values: list[float], q: float) -> float:
    """The ``q`` quantile (nearest rank) of ``values``."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def compare(index: Any, cases: list[tuple[str, str]],
            first_key: Callable[[int], str]) -> dict[str, tuple[list[float], list[float], int]]:
    """Wall and CPU seconds per query, and right answers, of judge and of the scan, interleaved.

    ``cases``: (typed name, query); ``first_key``: every name's pre-normalised key, by position.
    """
    from rapidfuzz import fuzz, process

    from judge_cli.search.normalize import normalize, normalize_query

    def cards_named(name: str) -> set[str]:
        return {index.card_ids[pos] for pos in index.exact.get(normalize(name), ())}

    # One string split apart: the keys lie in memory in order, as the index's own array does.
    keys = "\n".join(first_key(pos) for pos in range(len(index))).split("\n")
    index.search(cases[0][1])  # first query: builds the lazy prefix list and n-gram postings
    found: dict[str, tuple[list[float], list[float], int]] = {"judge": ([], [], 0), "scan": ([], [], 0)}
    for number, (name, query) in enumerate(cases):
        right = cards_named(name)
        for side in (("judge", "scan") if number % 2 else ("scan", "judge")):
            started, cpu = time.perf_counter(), time.process_time()
            if side == "judge":
                matches = index.search(query, limit=5, floor=0.0, stop_at_exact=True)
                card = matches[0].card_id if matches else None
            else:
                best = process.extract(normalize_query(query), keys, scorer=fuzz.QRatio, limit=5)
                card = index.card_ids[best[0][2]] if best else None
            elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
            times, cpus, hits = found[side]
            times.append(elapsed)
            cpus.append(cpu)
            found[side] = (times, cpus, hits + (card in right))
    return found


def report(label: str, found: dict[str, tuple[list[float], list[float], int]], count: int, names: int) -> bool:
    """Print one size's figures; True when the goal is met (on CPU time: the machine may be shared)."""
    judge, scan = found["judge"], found["scan"]
    print(f"{label}: {names:,} names, {count} typo queries in 7 languages")
    for side, (times, cpus, hits) in (("judge", judge), ("QRatio scan", scan)):
        print(f"  {side:12} wall p50 {quantile(times, 0.5) * 1000:7.2f} ms  p95 {quantile(times, 0.95) * 1000:7.2f} ms"
              f"   cpu p50 {quantile(cpus, 0.5) * 1000:7.2f} ms  p95 {quantile(cpus, 0.95) * 1000:7.2f} ms"
              f"   recall {hits / count:6.1%}")
    speedups = {measure: (quantile(scan_times, 0.5) / quantile(judge_times, 0.5),
                          quantile(scan_times, 0.95) / quantile(judge_times, 0.95))
                for measure, judge_times, scan_times in (("wall", judge[0], scan[0]), ("cpu", judge[1], scan[1]))}
    ok = judge[2] >= scan[2] and speedups["cpu"][0] >= GOAL_SPEEDUP
    print(f"  judge faster than the scan: cpu p50 {speedups['cpu'][0]:.1f}x, p95 {speedups['cpu'][1]:.1f}x; "
          f"wall p50 {speedups['wall'][0]:.1f}x, p95 {speedups['wall'][1]:.1f}x; recall {judge[2] - scan[2]:+d} "
          f"queries vs the scan")
    print(f"  goal: recall >= the scan's and >= {GOAL_SPEEDUP:.0f}x at p50 (cpu): {'OK' if ok else 'MISSED'}")
    return ok


def main() -> int:
    """Build each index size, compare, print; exit 1 when a goal is missed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, nargs="+", default=[30_000, 100_000])
    parser.add_argument("--queries", type=int, default=60, help="typo queries per language")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--first-letter", action="store_true",
                        help="also typos of the first letter (no goal: the typo stage assumes a right first letter)")
    args = parser.parse_args()
    met = True
    for cards in args.cards:
        started = time.perf_counter()
        index, samples = synthetic_index(cards, args.seed)
        built = time.perf_counter() - started
        rng = random.Random(args.seed)
        cases = [(name, query) for lang in LANGS for name in samples[lang][:args.queries]
                 if (query := typo(name, rng)) is not None]
        def first_key(position: int, index: Any = index) -> str:
            return index.keys[position][0]

        found = compare(index, cases, first_key)
        met &= report(f"{cards:,} cards (in memory, built in {built:.1f} s)", found, len(cases), len(index))
        if args.first_letter:
            rng = random.Random(args.seed)
            cases = [(name, query) for lang in LANGS for name in samples[lang][:args.queries]
                     if (query := typo(name, rng, first=True)) is not None]
            found = compare(index, cases, first_key)
            report(f"{cards:,} cards, typos of the first letter (Latin names; information only)", found,
                   len(cases), len(index))
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
