"""Import 85 editions of the Comprehensive Rules and time ``judge cr history`` over all of them.

There are about 85 editions since the July 2009 renumbering; ``../shared`` has
five of them (and one from 2008).  This benchmark makes 85 from those: each
gets an effective date between 2009-07-11 and 2026-01-16, starts from the
latest real edition of that date or before, and is edited the way real
editions differ — a few dozen rules reworded, now and then a subrule inserted
(renumbering the ones after it) — then written in its sample's encoding and
line ends under a file name a few days after its effective date.  Everything
happens in a temporary folder that is removed afterwards.

It prints each edition's import time and disk use (how much the store grew),
then times ``judge cr history`` for a few queries as fresh processes (cold
start included), ``judge cr 701.58`` and a whole-document ``judge cr diff``.

    python bench/bench_cr_history.py [--editions 85] [--runs 5] [--source ../shared/data/comprehensive-rules]
"""

from __future__ import annotations

import argparse
import codecs
import datetime as dt
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from judge_cli.cr.encoding import decode  # noqa: E402 - after sys.path names the repository
from judge_cli.cr.store import cr_dir, import_into  # noqa: E402

FIRST, LAST = dt.date(2009, 7, 11), dt.date(2026, 1, 16)
#: The real editions the benchmark starts from: file -> effective date.
SAMPLES = {"2009-07-11.txt": dt.date(2009, 7, 11), "2016-08-26.txt": dt.date(2016, 8, 26),
           "2018-10-05.txt": dt.date(2018, 10, 5), "2024-02-06.txt": dt.date(2024, 2, 2),
           "2026-01-16.txt": dt.date(2026, 1, 16)}
QUERIES = (["cloak"], ["613.1"], ["704.5a"], ["morph"], ["layer", "7b"], ["APNAP"])
TARGET_SECONDS = 1.0
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")
_CODECS = {"UTF-8": ("utf-8", b""), "UTF-8 with BOM": ("utf-8", codecs.BOM_UTF8),
           "UTF-16 LE with BOM": ("utf-16-le", codecs.BOM_UTF16_LE), "Windows-1252": ("cp1252", b"")}
_SUBRULE = re.compile(r"^(\d{3}\.\d+)([a-z])(\.?\s)(.*)$")


def judge_command() -> list[str]:
    """The installed console script of this Python, or ``python -m judge_cli``."""
    script = Path(sys.executable).with_name("judge")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "judge_cli"]


def effective_dates(count: int) -> list[dt.date]:
    """``count`` dates from 2009-07-11 to 2026-01-16, evenly spread, the real editions' dates among them."""
    span = (LAST - FIRST).days
    dates = {FIRST + dt.timedelta(days=round(span * i / (count - 1))) for i in range(count)}
    for real in SAMPLES.values():  # the real dates replace the generated ones nearest to them
        dates.discard(min(dates, key=lambda date: abs((date - real).days)))
        dates.add(real)
    return sorted(dates)


def edit(text: str, date: dt.date, rng: random.Random) -> str:
    """``text`` dated ``date``, with about thirty rules reworded and sometimes a subrule inserted."""
    text = re.sub(r"(effective|current) as of [A-Za-z]+ \d{1,2}, \d{4}",
                  f"effective as of {MONTHS[date.month - 1]} {date.day}, {date.year}", text, count=1)
    newline = "\r\n" if "\r\n" in text else "\r" if "\r" in text else "\n"
    lines = text.split(newline)
    numbered = [i for i, line in enumerate(lines) if re.match(r"^\d{3}\.\d+[a-z]?\.?\s", line)]
    for index in rng.sample(numbered, min(30, len(numbered))):
        words = lines[index].split(" ")
        position = rng.randrange(2, max(3, len(words)))
        words.insert(position, rng.choice(["also", "then", "instead", "still", "only"]))
        lines[index] = " ".join(words)
    if rng.random() < 0.3:  # a new subrule: the later ones of its rule move one letter on
        firsts = [(i, match.group(1)) for i in numbered
                  if (match := _SUBRULE.match(lines[i])) and match.group(2) == "a"]
        if firsts:
            at, rule = rng.choice(firsts)
            lines.insert(at + 1, "")
            lines.insert(at + 2, f"{rule}b A subrule added for the benchmark on {date.isoformat()}.")
            letters = "abcdefghijkmnpqrstuvwxyz"
            for i in range(at + 3, len(lines)):
                match = _SUBRULE.match(lines[i])
                if match and match.group(1) == rule and match.group(2) in letters[1:-1]:
                    following = letters[letters.index(match.group(2)) + 1]
                    lines[i] = f"{rule}{following}{match.group(3)}{match.group(4)}"
    return newline.join(lines)


def make_editions(source: Path, target: Path, count: int) -> list[Path]:
    """Write ``count`` editions into ``target``; returns their paths, oldest first."""
    rng = random.Random(85)
    texts = {}
    for name in SAMPLES:
        raw = (source / name).read_bytes()
        texts[name] = (*decode(raw, name),)
    paths = []
    for date in effective_dates(count):
        sample = max((name for name, real in SAMPLES.items() if real <= date), key=lambda name: SAMPLES[name])
        text, encoding = texts[sample]
        edited = text if date == SAMPLES[sample] else edit(text, date, rng)
        codec, bom = _CODECS[encoding]
        published = date + dt.timedelta(days=rng.choice([0, 0, 3, 4, 10]))
        path = target / f"MagicCompRules {published:%Y%m%d}.txt"
        path.write_bytes(bom + edited.encode(codec))
        paths.append(path)
    return paths


def timed(command: list[str], env: dict[str, str]) -> float:
    """Wall time of one run (output discarded; it must succeed); its CPU time is added to :data:`CPU`."""
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    CPU.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    return elapsed


#: CPU time (user + system) of each timed run, in order: on a busy machine wall times wait for a core.
CPU: list[float] = []


def line(label: str, command: list[str], env: dict[str, str], runs: int) -> float:
    """Time ``command`` ``runs`` times; print best and median wall time and the median CPU time."""
    CPU.clear()
    times = [timed(command, env) for _ in range(runs)]
    print(f"  {label:<24} wall best {min(times) * 1000:5.0f} ms, median {statistics.median(times) * 1000:5.0f} ms;"
          f" CPU median {statistics.median(CPU) * 1000:5.0f} ms")
    return statistics.median(times)


def main() -> None:
    """Make the editions, import them, time the commands, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--editions", type=int, default=85)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--source", type=Path, default=REPO.parent / "shared" / "data" / "comprehensive-rules")
    args = parser.parse_args()
    if not (args.source / "2026-01-16.txt").is_file():
        sys.exit(f"bench_cr_history: the real editions are not in {args.source} (use --source)")
    work = Path(tempfile.mkdtemp(prefix="judge-cr-bench-"))
    try:
        run(args, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def run(args: argparse.Namespace, work: Path) -> None:
    """The benchmark proper, in the temporary folder ``work``."""
    folder, data = work / "editions", work / "data"
    folder.mkdir()
    paths = make_editions(args.source, folder, args.editions)
    print(f"{len(paths)} editions written to a temporary folder; importing them one by one:")
    print(f"{'file':<30} {'effective':<11} {'encoding':<19} {'import':>8} {'disk use':>10}")
    seconds: list[float] = []
    sizes: list[int] = []
    groups: dict[str, list[tuple[float, int]]] = {}
    for path in paths:
        started = time.perf_counter()
        result = import_into(path, cr_dir(data))
        elapsed = time.perf_counter() - started
        seconds.append(elapsed)
        sizes.append(result.bytes)
        groups.setdefault(result.edition.encoding, []).append((elapsed, result.bytes))
        print(f"{path.name:<30} {result.edition.key:<11} {result.edition.encoding:<19} "
              f"{elapsed * 1000:6.0f} ms {result.bytes / 1e6:7.2f} MB")
    store = cr_dir(data) / "editions.sqlite"
    total_text = sum(path.stat().st_size for path in paths)
    print(f"import: median {statistics.median(seconds) * 1000:.0f} ms, max {max(seconds) * 1000:.0f} ms, "
          f"total {sum(seconds):.1f} s")
    for encoding, costs in groups.items():
        times = [cost[0] for cost in costs]
        print(f"  {encoding:<19} {len(costs):2} editions: import median {statistics.median(times) * 1000:4.0f} ms, "
              f"max {max(times) * 1000:4.0f} ms; disk use first {costs[0][1] / 1e6:.2f} MB, median of the rest "
              f"{statistics.median([c[1] for c in costs[1:]] or [costs[0][1]]) / 1e6:.2f} MB")
    print(f"disk use: first edition {sizes[0] / 1e6:.2f} MB, median of the others "
          f"{statistics.median(sizes[1:]) / 1e6:.2f} MB; store {store.stat().st_size / 1e6:.1f} MB for "
          f"{len(paths)} editions ({total_text / 1e6:.1f} MB of text files)")

    env = dict(os.environ, JUDGE_DATA_DIR=str(data), JUDGE_LANG="en",
               PYTHONPATH=os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH", "")])))
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed judge-cli has its bytecode, as pip compiles it
    judge = judge_command()
    timed([*judge, "cr", "701.58"], env)  # warm the disk cache and the bytecode, as any earlier use would
    print(f"\njudge cr history over {len(paths)} editions (a fresh process each run, {args.runs} runs):")
    worst = max(line(" ".join(["history", *query]), [*judge, "cr", "history", *query], env, args.runs)
                for query in QUERIES)
    verdict = "OK" if worst <= TARGET_SECONDS else "ABOVE TARGET"
    print(f"slowest median {worst * 1000:.0f} ms (target <= {TARGET_SECONDS * 1000:.0f} ms) {verdict}")
    print("for comparison:")
    line("judge cr 701.58", [*judge, "cr", "701.58"], env, args.runs)
    line("judge cr diff 2009 2026", [*judge, "cr", "diff", "2009-07-11", "2026-01-16"], env, args.runs)
    line("python -c 'import typer'", [sys.executable, "-c", "import typer"], env, args.runs)
    print(f"judge command: {' '.join(judge)}")


if __name__ == "__main__":
    main()
