"""Time the name index at corpus scale: ~30,000 cards x 7 languages of synthetic names.

Run: ``python bench/bench_search.py [--cards 30000]``.  Prints the build time of
each stage and the median time per query for exact, prefix, typo and CJK
queries.  The names are made-up syllable strings (no real card data), with
the seed corpus's real names added so the queries have something to find.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

SYLLABLES = ["an", "bel", "cor", "dra", "el", "fin", "gor", "hal", "is", "jor", "ka", "lum", "mor", "nar",
             "or", "pel", "qui", "ras", "sol", "tor", "ul", "vel", "wyn", "xa", "yor", "zen", "ä", "ö", "ü",
             "é", "ñ"]
KANA = "あいうえおかきくけこさしすせそたちつてとなにぬねのまみむめもやゆよらりるれろわん群衆紛存在不明匿身于众莫名失踪"


def fake_name(rng: random.Random, lang: str) -> str:
    """A pronounceable made-up name (or a CJK string for ja/zh)."""
    if lang in ("ja", "zh"):
        return "".join(rng.choice(KANA) for _ in range(rng.randint(3, 7)))
    words = [
        "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(1, 4))).capitalize()
        for _ in range(rng.randint(1, 4))
    ]
    return " ".join(words)


def main() -> None:
    """Build a synthetic index and print timings."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, default=30_000)
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()

    from judge_cli.corpus.load import load_corpus
    from judge_cli.languages import LANGUAGES
    from judge_cli.search.index import NameIndex

    rng = random.Random(20240705)
    started = time.perf_counter()
    index = NameIndex.build(load_corpus())
    for number in range(args.cards):
        for lang in LANGUAGES:
            index.add(f"fake-{number}", lang, fake_name(rng, lang))
    built = time.perf_counter() - started
    print(f"names indexed: {len(index):,}; build (normalise + exact dict): {built:.2f} s")

    queries = {
        "exact": "Become Anonymous",
        "prefix": "unexplained",
        "typo": "anonimat",
        "missing word": "hide plain sight",
        "CJK prefix": "群衆",
        "no match": "xyzzy banana",
    }
    for label, query in queries.items():
        started = time.perf_counter()
        index.search(query)  # the first query builds the lazy prefix list / n-gram index
        first = time.perf_counter() - started
        times = []
        for _ in range(args.repeat):
            started = time.perf_counter()
            result = index.search(query, limit=3)
            times.append(time.perf_counter() - started)
        top = f"{result[0].matched} ({result[0].score})" if result else "-"
        print(f"{label:14} first {first * 1000:8.1f} ms   median {statistics.median(times) * 1000:7.2f} ms   -> {top}")


if __name__ == "__main__":
    main()
