"""A fresh install answers ``judge cr 701.58`` cold: build the wheel, install it into a new venv, time it.

    python bench/bench_fresh_install.py [--runs 15] [--keep DIR]

1. ``pip wheel`` builds judge-cli's wheel from this checkout (``setup.py``
   puts the shipped Comprehensive Rules store inside it);
2. a new virtual environment gets the wheel and its dependencies (``pip
   install``, from the configured index);
3. ``judge cr 701.58`` runs as a new process ``--runs`` times with an empty
   data directory and cache (nothing imported, nothing built: the first run is
   the one a judge makes right after installing), interleaved with the
   baseline ``python -c "import typer"`` of the same venv.  Wall and CPU times
   (the child's, from ``os.wait4``) are printed, best and median.

Target (issue 12): at most 300 ms.  The venv is removed afterwards unless
``--keep`` names a folder to build it in.
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
TARGET_MS = 300.0


def run_timed(command: list[str], env: dict[str, str], cwd: Path) -> tuple[float, float]:
    """Wall and CPU (user + system) milliseconds of one run of ``command``; it must succeed."""
    started = time.perf_counter()
    child = subprocess.Popen(command, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _pid, status, usage = os.wait4(child.pid, 0)
    wall = (time.perf_counter() - started) * 1000
    if os.waitstatus_to_exitcode(status):
        raise SystemExit(f"{' '.join(command)} failed: {child.stderr.read().decode() if child.stderr else ''}")
    return wall, (usage.ru_utime + usage.ru_stime) * 1000


def install(work: Path) -> Path:
    """Build the wheel and install it into a new venv in ``work``; the venv's ``bin`` folder."""
    dist = work / "dist"
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(dist), str(REPO)], check=True)
    wheel = next(dist.glob("judge_cli-*.whl"))
    print(f"built {wheel.name} ({wheel.stat().st_size / 1e6:.2f} MB) in {time.perf_counter() - started:.1f} s")
    venv = work / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    bin_dir = venv / ("Scripts" if os.name == "nt" else "bin")
    started = time.perf_counter()
    subprocess.run([str(bin_dir / "python"), "-m", "pip", "install", "-q", str(wheel)], check=True)
    print(f"installed it into a new venv in {time.perf_counter() - started:.1f} s")
    return bin_dir


def report(label: str, times: list[tuple[float, float]]) -> float:
    walls, cpus = [wall for wall, _cpu in times], [cpu for _wall, cpu in times]
    median = statistics.median(walls)
    print(f"{label:<28} wall best {min(walls):6.1f} ms, median {median:6.1f} ms; "
          f"CPU best {min(cpus):6.1f} ms, median {statistics.median(cpus):6.1f} ms")
    return median


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--keep", type=Path, help="build the venv in this folder and keep it")
    args = parser.parse_args()
    work = args.keep or Path(tempfile.mkdtemp(prefix="judge-fresh-"))
    work.mkdir(parents=True, exist_ok=True)
    try:
        bin_dir = install(work)
        judge, python = bin_dir / "judge", bin_dir / "python"
        env = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "JUDGE_CORPUS_DIR")}
        env["JUDGE_LANG"] = "en"
        first = None
        cr_times, typer_times = [], []
        for number in range(args.runs):
            run_env = dict(env, JUDGE_DATA_DIR=str(work / f"data-{number}"),
                           XDG_CACHE_HOME=str(work / f"cache-{number}"))
            timing = run_timed([str(judge), "cr", "701.58"], run_env, work)
            first = first or timing
            cr_times.append(timing)
            typer_times.append(run_timed([str(python), "-c", "import typer"], env, work))
        print(f"first run after installing: wall {first[0]:.1f} ms, CPU {first[1]:.1f} ms")
        median = report("judge cr 701.58 (cold)", cr_times)
        report('python -c "import typer"', typer_times)
        print(f"target: median wall <= {TARGET_MS:.0f} ms: {'met' if median <= TARGET_MS else 'MISSED'}")
        built = [path for path in work.glob("cache-*/judge-cli/shipped-cr") if path.exists()]
        print("the shipped store was read from the package (nothing built in the cache)" if not built
              else f"WARNING: a store was built in {built[0]}")
    finally:
        if args.keep is None:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
