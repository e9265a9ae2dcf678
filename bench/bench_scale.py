"""Scale benchmark: import a synthetic 30,000-card MTGJSON file and time lookups on it.

    python bench/bench_scale.py [--workdir DIR] [--cards 30000] [--rulings 60000] [--runs 10]

1. ``bench/gen_mtgjson.py`` writes the file into ``--workdir`` (default: a
   folder in the system's temp dir), unless a file with the same parameters
   is already there; ``--large`` also imports a ~580 MB file with every
   printing and every field (the 500 MB memory bound);
2. ``judge import mtgjson`` into a fresh data directory in the workdir
   (``JUDGE_DATA_DIR``): wall time, and the child's peak memory from
   ``os.wait4`` (its own ``ru_maxrss``);
3. cold lookups: ``judge card <typo>`` as new processes, best and median;
4. warm lookups in one process: p50/p90 of ``find_card`` on typos of
   imported names in all seven languages (recall: the intended card first),
   next to a plain ``rapidfuzz.process.extractOne(query, all_names,
   scorer=WRatio)`` over every name of the same corpus, and their ratio;
5. the name-index query table of ``tests/test_search.py`` (the shipped cards
   in seven languages, typos, must-not-match) against the large corpus.

Targets (issue 5): import <= 90 s and <= 1 GiB; cold card <= 400 ms; warm
p50 <= 10 ms and >= 20x faster than the WRatio scan.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO), str(REPO / "tests")]

TARGETS = {"import_s": 90.0, "import_mib": 1024.0, "cold_ms": 400.0, "warm_p50_ms": 10.0, "ratio": 20.0}


def judge_command() -> list[str]:
    """The installed console script beside this Python, else ``python -m judge_cli``."""
    script = Path(sys.executable).with_name("judge")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "judge_cli"]


def environment(data_dir: Path) -> dict[str, str]:
    env = dict(os.environ, JUDGE_DATA_DIR=str(data_dir), JUDGE_LANG="en")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH", "")]))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def generated_file(workdir: Path, cards: int, rulings: int, seed: int, large: bool = False) -> Path:
    """The synthetic file for these parameters, generated when missing (``large``: every set printed
    four times with all the fields a real printing has, about 580 MB)."""
    path = workdir / f"AllPrintings-synthetic-{cards}-{rulings}-s{seed}{'-large' if large else ''}.json"
    if not path.is_file():
        started = time.perf_counter()
        extra = ["--reprints", "3", "--bulky"] if large else []
        subprocess.run([sys.executable, str(REPO / "bench" / "gen_mtgjson.py"), str(path), "--cards", str(cards),
                        "--rulings", str(rulings), "--seed", str(seed), *extra], check=True, stdout=subprocess.DEVNULL)
        print(f"generated {path.name} in {time.perf_counter() - started:.1f} s")
    return path


def timed_import(path: Path, env: dict[str, str]) -> tuple[float, float]:
    """Wall seconds and peak resident MiB of ``judge import mtgjson PATH`` (one child process)."""
    started = time.perf_counter()
    child = subprocess.Popen([*judge_command(), "import", "mtgjson", str(path)], env=env, cwd=REPO,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _pid, status, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - started
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode:
        raise SystemExit(f"import failed: {child.stderr.read().decode()}")
    peak_kib = usage.ru_maxrss if sys.platform != "darwin" else usage.ru_maxrss / 1024
    return elapsed, peak_kib / 1024


def typo(name: str, rng: random.Random) -> str | None:
    """``name`` with one slip: two letters swapped or one dropped (one character replaced in CJK)."""
    from judge_cli.search.normalize import is_cjk

    if any(is_cjk(char) for char in name):
        if len(name) < 4:
            return None
        at = rng.randrange(1, len(name))
        return name[:at] + ("衆" if name[at] != "衆" else "的") + name[at + 1:]
    words = name.split()
    longest = max(range(len(words)), key=lambda i: len(words[i]))
    word = words[longest]
    if len(word) < 5:
        return None
    at = rng.randrange(1, len(word) - 2)
    words[longest] = (word[:at] + word[at + 1] + word[at] + word[at + 2:]) if rng.random() < 0.5 \
        else word[:at] + word[at + 1:]
    return " ".join(words)


def cold_lookups(queries: list[str], env: dict[str, str], runs: int) -> dict[str, list[float]]:
    """Wall seconds of ``judge card QUERY`` as new processes, interleaved."""
    times: dict[str, list[float]] = {query: [] for query in queries}
    for _ in range(runs):
        for query in queries:
            started = time.perf_counter()
            subprocess.run([*judge_command(), "card", query], env=env, cwd=REPO, check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            times[query].append(time.perf_counter() - started)
    return times


def warm_lookups(samples: dict[str, list[str]], rng: random.Random, limit: int):
    """(find_card seconds, index seconds, recall, corpus) over typos of sample names in every language."""
    from judge_cli.cli.context import RunContext
    from judge_cli.errors import NotFoundError
    from judge_cli.search.index import NameIndex
    from judge_cli.search.lookup import find_card

    corpus = RunContext.from_environ(os.environ).corpus
    index = NameIndex.build(corpus)
    cases = [(lang, name, q) for lang, names in samples.items() for name in names[:limit]
             if (q := typo(name, rng)) is not None]
    find_card(corpus, cases[0][2])  # first query: opens the store and reads the index arrays
    lookup_times, index_times, found = [], [], 0
    for lang, name, query in cases:  # the figure compared with the WRatio scan: each query seen first here
        started = time.perf_counter()
        try:
            card = find_card(corpus, query).card
        except NotFoundError:
            card = None
        lookup_times.append(time.perf_counter() - started)
        found += card is not None and name in (card.names.get(lang), card.name)
    for _lang, _name, query in cases:
        started = time.perf_counter()
        index.search(query, limit=5, floor=0.0, stop_at_exact=True)
        index_times.append(time.perf_counter() - started)
    return lookup_times, index_times, found / len(cases), corpus, [case[2] for case in cases]


def wratio_baseline(corpus, queries: list[str]) -> tuple[list[float], int]:
    """Seconds of a plain extractOne with WRatio over every name of the corpus, and the number of names."""
    from rapidfuzz import fuzz, process

    names = [name for (name,) in corpus.connection.execute("SELECT name FROM names")]
    names += [name for card in corpus.shipped.cards.values() for name in card.names.values()]
    times = []
    for query in queries:
        started = time.perf_counter()
        process.extractOne(query, names, scorer=fuzz.WRatio)
        times.append(time.perf_counter() - started)
    return times, len(names)


def query_table(corpus) -> tuple[int, int, list[str], int]:
    """The must-match / must-not-match tables of tests/test_search.py on the large corpus."""
    from test_search import MUST_MATCH, MUST_NOT_MATCH

    from judge_cli.search.index import NameIndex

    index = NameIndex.build(corpus)
    passed, failures = 0, []
    for query, card_id, lang in MUST_MATCH:
        match = index.best(query)
        if match is not None and (match.card_id, match.lang) == (card_id, lang):
            passed += 1
        else:
            failures.append(f"{query!r} -> {match}")
    shipped_hits = 0
    for query in MUST_NOT_MATCH:
        match = index.best(query)
        if match is not None and match.card_id in corpus.shipped.cards:
            failures.append(f"must not match {query!r} -> {match}")
            shipped_hits += 1
    return passed, len(MUST_MATCH), failures, len(MUST_NOT_MATCH) - shipped_hits


def ms(values: list[float], q: float = 0.5) -> float:
    """The ``q`` quantile of ``values`` in milliseconds."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000


def verdict(ok: bool) -> str:
    return "OK" if ok else "ABOVE TARGET"


def main() -> None:
    """Run every stage and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workdir", type=Path, default=Path(tempfile.gettempdir()) / "judge-bench-scale")
    parser.add_argument("--cards", type=int, default=30_000)
    parser.add_argument("--rulings", type=int, default=60_000)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--runs", type=int, default=10, help="runs of each cold lookup")
    parser.add_argument("--queries", type=int, default=60, help="typo queries per language (warm)")
    parser.add_argument("--large", action="store_true",
                        help="also import a ~580 MB file (every printing, every field) for the memory bound")
    args = parser.parse_args()
    args.workdir.mkdir(parents=True, exist_ok=True)
    source = generated_file(args.workdir, args.cards, args.rulings, args.seed)
    samples = json.loads(source.with_name(source.name.split(".")[0] + ".names.json").read_text(encoding="utf-8"))
    data_dir = args.workdir / "data"
    shutil.rmtree(data_dir, ignore_errors=True)
    env = environment(data_dir)
    os.environ["JUDGE_DATA_DIR"] = str(data_dir)

    seconds, peak = timed_import(source, env)
    size = (data_dir / "corpus" / "corpus.sqlite").stat().st_size
    print(f"input: {source.name} ({source.stat().st_size / 1e6:.1f} MB, {args.cards:,} cards, {args.rulings:,} rulings)")
    print(f"import:  {seconds:6.1f} s   peak memory {peak:6.0f} MiB   store {size / 1e6:.1f} MB   "
          f"{verdict(seconds <= TARGETS['import_s'] and peak <= TARGETS['import_mib'])} "
          f"(targets <= {TARGETS['import_s']:.0f} s, <= {TARGETS['import_mib']:.0f} MiB)")

    if args.large:
        large = generated_file(args.workdir, args.cards, args.rulings, args.seed, large=True)
        large_env = environment(args.workdir / "data-large")
        shutil.rmtree(args.workdir / "data-large", ignore_errors=True)
        large_seconds, large_peak = timed_import(large, large_env)
        shutil.rmtree(args.workdir / "data-large", ignore_errors=True)
        print(f"import:  {large_seconds:6.1f} s   peak memory {large_peak:6.0f} MiB   for {large.name} "
              f"({large.stat().st_size / 1e6:.0f} MB) "
              f"{verdict(large_seconds <= TARGETS['import_s'] and large_peak <= TARGETS['import_mib'])}")

    rng = random.Random(args.seed)
    cold_queries = [next(q for name in samples[lang][3:] if (q := typo(name, rng))) for lang in ("en", "de", "ja")]
    cold_queries.append("anonimat")
    cold = cold_lookups(cold_queries, env, args.runs)
    worst = max(statistics.median(values) for values in cold.values()) * 1000
    for query, values in cold.items():
        print(f"cold:    judge card {query!r:34} best {min(values) * 1000:6.1f} ms   "
              f"median {statistics.median(values) * 1000:6.1f} ms")
    print(f"cold:    worst median {worst:.1f} ms {verdict(worst <= TARGETS['cold_ms'])} "
          f"(target <= {TARGETS['cold_ms']:.0f} ms; new process each run, OS file cache warm)")

    lookup_times, index_times, recall, corpus, queries = warm_lookups(samples, rng, args.queries)
    baseline, names = wratio_baseline(corpus, queries[:: max(1, len(queries) // 40)])
    ratio = ms(baseline) / ms(lookup_times)
    print(f"warm:    {len(lookup_times)} typo queries in 7 languages over {names:,} names; "
          f"recall (intended card first) {recall:.1%}")
    print(f"warm:    find_card      p50 {ms(lookup_times):7.2f} ms   p90 {ms(lookup_times, 0.9):7.2f} ms   "
          f"(name index alone, second pass: p50 {ms(index_times):.2f} ms)")
    print(f"warm:    WRatio scan    p50 {ms(baseline):7.2f} ms   p90 {ms(baseline, 0.9):7.2f} ms   "
          f"(rapidfuzz.process.extractOne(query, all_names, scorer=WRatio), {len(baseline)} queries)")
    print(f"warm:    ratio {ratio:.0f}x   {verdict(ms(lookup_times) <= TARGETS['warm_p50_ms'] and ratio >= 20)} "
          f"(targets p50 <= {TARGETS['warm_p50_ms']:.0f} ms, >= {TARGETS['ratio']:.0f}x)")

    passed, total, failures, clean = query_table(corpus)
    print(f"table:   shipped cards found by {passed}/{total} must-match queries; "
          f"{clean} must-not-match queries match no shipped card")
    for failure in failures:
        print(f"         FAILED {failure}")


if __name__ == "__main__":
    main()
