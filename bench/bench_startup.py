"""Time a cold ``judge card anonimat`` against a bare ``python -c "import typer"``.

Both run as fresh subprocesses, interleaved, ``--runs`` times each; the best
and the median wall times are printed with their ratio (target: at most 1.6).
``anonimat`` is a typo of the French name *Anonymat*, so the run goes through
every stage of the name index, rapidfuzz scoring included.

    python bench/bench_startup.py [--runs 30] [--query anonimat] [--no-cache]

The judge command is the ``judge`` console script beside the running Python
when it is installed there, else ``python -m judge_cli`` from this checkout.
One untimed run first fills the parsed-corpus cache (see
``judge_cli/corpus/cache.py``) and writes the bytecode of a checkout, as
installing and any earlier use of the tool would have;
``--no-cache`` sets ``JUDGE_NO_CACHE=1`` to time the YAML parse every run.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
TARGET_RATIO = 1.6


def judge_command() -> list[str]:
    """The installed console script of this Python, or ``python -m judge_cli``."""
    script = Path(sys.executable).with_name("judge")
    if script.is_file():
        return [str(script)]
    found = shutil.which("judge")
    if found and Path(found).parent == Path(sys.executable).parent:
        return [found]
    return [sys.executable, "-m", "judge_cli"]


def timed(command: list[str], env: dict[str, str]) -> float:
    """Wall time of one run of ``command`` (its output is discarded; it must succeed)."""
    started = time.perf_counter()
    subprocess.run(command, env=env, cwd=REPO, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def main() -> None:
    """Run both commands interleaved and print best/median times and their ratio."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--query", default="anonimat")
    parser.add_argument("--no-cache", action="store_true", help="parse the YAML corpus on every run")
    args = parser.parse_args()

    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH", "")]))
    env["JUDGE_LANG"] = "en"
    # An installed judge-cli has its bytecode compiled by pip, like typer has; let the
    # warm-up run write the checkout's __pycache__ instead of compiling every module each run.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if args.no_cache:
        env["JUDGE_NO_CACHE"] = "1"
    judge = [*judge_command(), "card", args.query]
    baseline = [sys.executable, "-c", "import typer"]
    timed(judge, env)  # warm the disk cache and the parsed-corpus cache, as any earlier use would
    timed(baseline, env)
    judge_times, base_times = [], []
    for _ in range(args.runs):
        base_times.append(timed(baseline, env))
        judge_times.append(timed(judge, env))

    def line(label: str, values: list[float]) -> str:
        return f"{label:<34} best {min(values) * 1000:7.1f} ms   median {statistics.median(values) * 1000:7.1f} ms"

    print(line("python -c 'import typer'", base_times))
    print(line(" ".join(["judge", "card", args.query]), judge_times))
    best_ratio = min(judge_times) / min(base_times)
    median_ratio = statistics.median(judge_times) / statistics.median(base_times)
    verdict = "OK" if median_ratio <= TARGET_RATIO else "ABOVE TARGET"
    print(f"ratio: best {best_ratio:.2f}, median {median_ratio:.2f} (target <= {TARGET_RATIO}) {verdict}")
    print(f"runs: {args.runs} each; judge command: {' '.join(judge)}; cache: {'off' if args.no_cache else 'on'}")


if __name__ == "__main__":
    main()
