"""Import the real 2018 MTGJSON data (../shared) as a judge would: time, CPU and peak memory of the child process.

    python bench/bench_import_real.py [--file PATH] [--runs 3]

``judge import mtgjson AllPrintings-2018.json.xz`` runs ``--runs`` times as a
new process, each into a fresh data directory; wall time, CPU time (user +
system, from ``os.wait4``: the steadier figure on a shared machine) and the
child's peak resident memory (``ru_maxrss``) are printed, best and median,
with the machine's load average beside them.

Before the importers kept printings and legalities (and before ``judge find``
indexed the cards at import time) this import took about 28 s and 190 MB here.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tests"))

from conftest import REAL_2018  # noqa: E402 - the tests know where ../shared is


def judge_command() -> list[str]:
    """The installed console script beside this Python, else ``python -m judge_cli``."""
    script = Path(sys.executable).with_name("judge")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "judge_cli"]


def one_import(path: Path, data_dir: Path) -> tuple[float, float, float]:
    """Wall seconds, CPU seconds and peak MiB of one ``judge import mtgjson PATH``."""
    env = dict(os.environ, JUDGE_DATA_DIR=str(data_dir), JUDGE_LANG="en")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH", "")]))
    started = time.perf_counter()
    child = subprocess.Popen([*judge_command(), "import", "mtgjson", str(path)], env=env, cwd=REPO,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _pid, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - started
    if os.waitstatus_to_exitcode(status):
        raise SystemExit(f"import failed: {child.stderr.read().decode() if child.stderr else ''}")
    peak = usage.ru_maxrss / 1024 if sys.platform != "darwin" else usage.ru_maxrss / 1024 / 1024
    return wall, usage.ru_utime + usage.ru_stime, peak


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--file", type=Path, default=REAL_2018)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    if not args.file.is_file():
        raise SystemExit(f"{args.file} is not there (it lives in ../shared/data/mtgjson)")
    results = []
    for number in range(args.runs):
        work = Path(tempfile.mkdtemp(prefix="judge-import-"))
        try:
            load = os.getloadavg()[0]
            wall, cpu, peak = one_import(args.file, work / "data")
            size = (work / "data" / "corpus" / "corpus.sqlite").stat().st_size / 1e6
        finally:
            shutil.rmtree(work, ignore_errors=True)
        results.append((wall, cpu, peak))
        print(f"run {number + 1}: wall {wall:5.1f} s, CPU {cpu:5.1f} s, peak {peak:5.0f} MiB, store {size:.0f} MB "
              f"(load average {load:.1f} on {os.cpu_count()} CPUs)")
    walls, cpus, peaks = zip(*results, strict=True)
    print(f"{args.file.name}: wall best {min(walls):.1f} s / median {statistics.median(walls):.1f} s; "
          f"CPU best {min(cpus):.1f} s / median {statistics.median(cpus):.1f} s; peak {max(peaks):.0f} MiB")


if __name__ == "__main__":
    main()
