"""Time cold ``judge ask`` questions against a bare ``python -c "import typer"`` (target: 300 ms with a pool).

Each question and the typer baseline run as fresh subprocesses, interleaved, ``--runs`` times; the best and
median wall times and their ratio to the baseline are printed.  Set ``JUDGE_DATA_DIR`` to a data directory with
the real pool imported (``judge import mtgjson ../shared/data/mtgjson/AllPrintings-2018.json.xz``).  One
untimed run of each question first fills the caches (parsed corpus, compiled vocabulary), as any earlier use
would have; run ``python -m compileall judge_cli`` first where PYTHONDONTWRITEBYTECODE is set, or every run
compiles the sources.

    JUDGE_DATA_DIR=/tmp/askpool python bench/bench_ask.py [--runs 15]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
TARGET_SECONDS = 0.300
QUESTIONS = (
    "can a cloaked DFC transform?",
    "Bleibt der Knochenbrecher dran, wenn ich meinen Morph umdrehe?",
    "Une créature voilée a bien parade {2} ?",
    "偽装された両面カードは変身できる？",
    "匿伏的生物有守护吗？",
)


def timed(command: list[str]) -> float:
    """Wall time of one run of ``command`` (output discarded)."""
    started = time.perf_counter()
    subprocess.run(command, cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=dict(os.environ))
    return time.perf_counter() - started


def main() -> None:
    """Time each question and the baseline, interleaved; print best, median and the ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    judge = [str(Path(sys.executable).with_name("judge"))]
    baseline = [sys.executable, "-c", "import typer"]
    commands = {"import typer": baseline} | {question: judge + ["ask", question] for question in QUESTIONS}
    for command in commands.values():
        timed(command)  # fill the caches
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _run in range(args.runs):
        for name, command in commands.items():
            times[name].append(timed(command))
    base = min(times["import typer"])
    print(f"{'command':60} {'best':>7} {'median':>7} {'ratio':>6}")
    for name, values in times.items():
        best, median = min(values), statistics.median(values)
        flag = "" if name == "import typer" or best <= TARGET_SECONDS else "  over 300 ms"
        print(f"{name[:60]:60} {best * 1000:6.0f}ms {median * 1000:6.0f}ms {best / base:6.2f}{flag}")


if __name__ == "__main__":
    main()
