"""Scale benchmark: import a synthetic MTGJSON file (or the real 2018 one) and look names up in it.

    python bench/bench_scale.py [--workdir DIR] [--cards 30000] [--rulings 60000] [--runs 10] [--reuse]
    python bench/bench_scale.py --cards 100000 --rulings 100000 --reuse --warm-only
    python bench/bench_scale.py --real ../shared/data/mtgjson/AllPrintings-2018.json.xz --warm-only

1. ``bench/gen_mtgjson.py`` writes the file into ``--workdir`` (default: a
   folder in the system's temp dir), unless a file with the same parameters
   is already there; ``--large`` also imports a ~580 MB file with every
   printing and every field (the 500 MB memory bound); ``--real FILE``
   imports that file instead (names of real cards in seven languages);
2. ``judge import mtgjson`` into a fresh data directory in the workdir
   (``JUDGE_DATA_DIR``; ``--reuse`` keeps one imported before): wall time,
   and the child's peak memory from ``os.wait4`` (its own ``ru_maxrss``);
3. cold lookups: ``judge card <typo>`` as new processes, best and median;
4. warm lookups in one process, interleaved with a plain
   ``rapidfuzz.process.extract(normalize_query(q), keys, scorer=fuzz.QRatio)``
   over every name's pre-normalised key (read once from the store, before
   timing): p50 and p95 (CPU and wall) of ``find_card`` and of the scan on
   typos of imported names in all seven languages, the recall of each (the
   first card has the typed name) and their ratio; the goal is the scan's
   recall or better and 10x faster at p50;
5. the name-index query table of ``tests/test_search.py`` (the shipped cards
   in seven languages, typos, must-not-match) against the large corpus.

``--warm-only`` skips steps 2's import (it needs ``--reuse`` data) and 3.
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
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO), str(REPO / "tests")]

TARGETS = {"import_s": 90.0, "import_mib": 500.0, "cold_ms": 400.0, "speedup": 10.0}


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
    """``name`` with one slip, as ``bench_search.py`` makes them (never the first letter)."""
    sys.path.insert(0, str(REPO / "bench"))
    from bench_search import typo as one_slip

    return one_slip(name, rng)


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


def store_names(corpus: Any, per_lang: int) -> dict[str, list[str]]:
    """Up to ``per_lang`` imported names per language, spread over the whole store (for typo queries)."""
    rows = corpus.connection.execute("SELECT lang, name FROM names ORDER BY pos").fetchall()
    by_lang: dict[str, list[str]] = {}
    for lang, name in rows:
        by_lang.setdefault(lang, []).append(name)
    return {lang: names[::max(1, len(names) // per_lang)][:per_lang] for lang, names in by_lang.items()}


def scan_keys(corpus: Any) -> tuple[list[str], list[str]]:
    """Every name's first pre-normalised key (imported, then shipped) and its card id, contiguous in memory."""
    from judge_cli.search.index import NameIndex

    keys, cards = [], []
    for card, key in corpus.connection.execute("SELECT card, keys FROM names ORDER BY pos"):
        if card not in corpus.shipped.cards:  # the shipped corpus wins for its own cards
            keys.append(key.split("\t", 1)[0])
            cards.append(card)
    shipped: Any = NameIndex.build(corpus.shipped)
    keys += [shipped.keys[position][0] for position in range(len(shipped))]
    cards += shipped.card_ids
    return "\n".join(keys).split("\n"), cards


def warm_lookups(corpus: Any, samples: dict[str, list[str]], rng: random.Random,
                 limit: int) -> tuple[dict[str, tuple[list[float], list[float], int]], int, int, bool]:
    """Per side: wall and CPU seconds per query, and right answers; interleaved query by query.

    Sides: ``find_card`` on the store as it is (its key array kept bucket by bucket, read as the queries
    need it), ``find_card`` with the key array sorted in memory from the store's first keys before
    timing (the same answers), and the plain QRatio scan.
    """
    from rapidfuzz import fuzz, process

    from judge_cli.errors import NotFoundError
    from judge_cli.search.index import NameIndex
    from judge_cli.search.lookup import find_card
    from judge_cli.search.normalize import normalize, normalize_query

    try:
        from judge_cli.search.scan import KeyArray
        has_array = True
    except ImportError:  # a checkout from before the key array: its own search only
        has_array = False

    index: Any = NameIndex.build(corpus)
    stored = index.stored
    cases = [(name, q) for names in samples.values() for name in names[:limit] if (q := typo(name, rng)) is not None]
    keys, cards = scan_keys(corpus)
    first = [key.split("\t", 1)[0] for (key,) in corpus.connection.execute("SELECT keys FROM names ORDER BY pos")]
    kept = KeyArray(first) if has_array else None  # the array sorted in memory, to compare with the stored one
    as_is = stored._ready_key_array() if has_array else None  # None above the build limit (before it was kept)

    def lookup(query: str, array_: Any) -> str | None:
        if has_array:
            stored._scan, stored._scan_read = array_, True
        try:
            return find_card(corpus, query).card.id
        except NotFoundError:
            return None

    for array_ in (as_is, kept):
        lookup(cases[0][1], array_)  # first query: opens the store, reads the index arrays
    sides = ("scan", "judge", "judge+array") if has_array else ("scan", "judge")
    found: dict[str, tuple[list[float], list[float], int]] = {side: ([], [], 0) for side in sides}
    for number, (name, query) in enumerate(cases):
        right = {match.card_id for match in index.exact_names(normalize(name))}
        for side in sides[number % len(sides):] + sides[:number % len(sides)]:
            started, cpu = time.perf_counter(), time.process_time()
            if side == "scan":
                best = process.extract(normalize_query(query), keys, scorer=fuzz.QRatio, limit=1)
                card = cards[best[0][2]] if best else None
            else:
                card = lookup(query, kept if side == "judge+array" else as_is)
            wall, cpu = time.perf_counter() - started, time.process_time() - cpu
            walls, cpus, hits = found[side]
            found[side] = (walls + [wall], cpus + [cpu], hits + (card in right))
    if has_array:
        stored._scan, stored._scan_read = as_is, True
    try:
        buckets, size = corpus.connection.execute(
            "SELECT count(*), sum(length(keys) + length(positions) + length(lengths)) FROM scan_buckets").fetchone()
        print(f"warm:    the store keeps the key array in {buckets:,} buckets, {(size or 0) / 1e6:.1f} MB")
    except Exception:  # a store from before scan_buckets
        pass
    return found, len(cases), len(keys), as_is is not None


def query_table(corpus: Any) -> tuple[int, int, list[str], int]:
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
    """The ``q`` quantile (nearest rank) of ``values`` in milliseconds."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))] * 1000


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
    parser.add_argument("--real", type=Path, help="import this MTGJSON file instead of a synthetic one")
    parser.add_argument("--reuse", action="store_true", help="keep the data directory imported before, if any")
    parser.add_argument("--warm-only", action="store_true", help="no import (needs --reuse data) and no cold runs")
    args = parser.parse_args()
    args.workdir.mkdir(parents=True, exist_ok=True)
    samples: dict[str, list[str]] | None = None
    if args.real:
        source = args.real.resolve()
        data_dir = args.workdir / f"data-{source.name.split('.')[0]}"
    else:
        source = generated_file(args.workdir, args.cards, args.rulings, args.seed)
        samples = json.loads(source.with_name(source.name.split(".")[0] + ".names.json").read_text(encoding="utf-8"))
        data_dir = args.workdir / f"data-{args.cards}-{args.rulings}-s{args.seed}"
    env = environment(data_dir)
    os.environ["JUDGE_DATA_DIR"] = str(data_dir)
    store = data_dir / "corpus" / "corpus.sqlite"
    if not (args.reuse and store.is_file()):
        if args.warm_only:
            raise SystemExit(f"--warm-only: no store at {store} (run once without it, with --reuse)")
        shutil.rmtree(data_dir, ignore_errors=True)
        seconds, peak = timed_import(source, env)
        print(f"input: {source.name} ({source.stat().st_size / 1e6:.1f} MB)")
        print(f"import:  {seconds:6.1f} s   peak memory {peak:6.0f} MiB   store {store.stat().st_size / 1e6:.1f} MB   "
              f"{verdict(seconds <= TARGETS['import_s'] and peak <= TARGETS['import_mib'])} "
              f"(targets <= {TARGETS['import_s']:.0f} s, <= {TARGETS['import_mib']:.0f} MiB)")
    else:
        print(f"input: {source.name}, imported before into {data_dir}")

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
    if not args.warm_only and samples is not None:
        cold_queries = [next(q for name in samples[lang][3:] if (q := typo(name, rng))) for lang in ("en", "de", "ja")]
        cold_queries.append("anonimat")
        cold = cold_lookups(cold_queries, env, args.runs)
        worst = max(statistics.median(values) for values in cold.values()) * 1000
        for query, values in cold.items():
            print(f"cold:    judge card {query!r:34} best {min(values) * 1000:6.1f} ms   "
                  f"median {statistics.median(values) * 1000:6.1f} ms")
        print(f"cold:    worst median {worst:.1f} ms {verdict(worst <= TARGETS['cold_ms'])} "
              f"(target <= {TARGETS['cold_ms']:.0f} ms; new process each run, OS file cache warm)")

    from judge_cli.cli.context import RunContext

    corpus = RunContext.from_environ(os.environ).corpus
    if samples is None:
        samples = store_names(corpus, args.queries)
    found, count, names, built = warm_lookups(corpus, samples, rng, args.queries)
    print(f"warm:    {count} typo queries in {len(samples)} languages over {names:,} names")
    labels = {"judge": "find_card (store as is: " + ("its key array" if built else "no key array, n-gram path") + ")",
              "judge+array": "find_card (with the key array sorted in memory)", "scan": "QRatio scan"}
    for side in [side for side in ("judge", "judge+array", "scan") if side in found]:
        walls, cpus, hits = found[side]
        print(f"warm:    {labels[side]}\n           cpu p50 {ms(cpus):7.2f} ms  p95 {ms(cpus, 0.95):7.2f} ms   "
              f"wall p50 {ms(walls):7.2f} ms  p95 {ms(walls, 0.95):7.2f} ms   recall {hits / count:6.1%}")
    scan_walls, scan_cpus, scan_hits = found["scan"]
    for side in [side for side in ("judge", "judge+array") if side in found]:
        walls, cpus, hits = found[side]
        speedup = ms(scan_cpus) / ms(cpus)
        ok = hits >= scan_hits and speedup >= TARGETS["speedup"]
        print(f"warm:    {side:11} {speedup:5.1f}x faster than the scan at cpu p50 "
              f"({ms(scan_cpus, 0.95) / ms(cpus, 0.95):.1f}x "
              f"at p95; wall {ms(scan_walls) / ms(walls):.1f}x), recall {hits - scan_hits:+d} queries; goal: recall >= "
              f"the scan's and >= {TARGETS['speedup']:.0f}x at p50: {'OK' if ok else 'MISSED'}")

    passed, total, failures, clean = query_table(corpus)
    print(f"table:   shipped cards found by {passed}/{total} must-match queries; "
          f"{clean} must-not-match queries match no shipped card")
    for failure in failures:
        print(f"         FAILED {failure}")


if __name__ == "__main__":
    main()
