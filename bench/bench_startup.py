"""Cold start-up of every ``judge`` command against a bare ``python -c "import typer"``.

    python bench/bench_startup.py [--runs 15] [--only card,help,...] [--data-dir DIR] [--no-cache]

Each command runs as a fresh process, interleaved with the baseline (one
round: the baseline, then every command once), ``--runs`` rounds.  For each
command it prints p50 and p95 of CPU time (user + system of the child, from
``os.wait4``: the steadier figure on a shared machine) and wall time, and the
ratio of its p50 to the baseline's, next to the goal (≤ 1.6; ``grep`` is
compared with ``card`` instead, goal ≤ 1.5).

The commands use an empty data directory (the shipped corpus and rules)
unless ``--data-dir`` names one with an imported store (``judge grep
graveyard`` is meant for one with the real 19k-card corpus).  ``card`` looks
up ``anonimat``, a typo of the French name *Anonymat*, so it goes through
every stage of the name index.  ``eval`` runs the smallest example file,
``deck`` a two-line list, ``update`` ``--check --from`` a folder that holds
the shipped Comprehensive Rules (nothing new: exit 0 without the network),
``complete`` asks for the completion of ``judge card anon`` the way a shell
does (``_JUDGE_COMPLETE=complete_bash``); besides the ratio, its wall p50 has
an absolute goal (≤ 100 ms: a shell waits for it at each Tab), meant for a
``--data-dir`` with the real corpus imported.

The judge command is the ``judge`` console script beside the running Python
when it is installed there, else ``python -m judge_cli`` from this checkout.
One untimed run of each fills the caches (parsed corpus, bytecode), as
installing and any earlier use would have (the caches are the benchmark's
own, in a temporary ``XDG_CACHE_HOME``: other checkouts' runs on the same
machine cannot overwrite them between two runs); ``--no-cache`` sets
``JUDGE_NO_CACHE=1`` to time the YAML parse every run.
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
GOAL = 1.6
GREP_GOAL = 1.5  #: grep ÷ card
COMPLETE_GOAL_MS = 100.0  #: the shell's completion of a card name, wall p50, whatever the data


def judge_command() -> list[str]:
    """The installed console script of this Python, or ``python -m judge_cli``."""
    script = Path(sys.executable).with_name("judge")
    if script.is_file():
        return [str(script)]
    found = shutil.which("judge")
    if found and Path(found).parent == Path(sys.executable).parent:
        return [found]
    return [sys.executable, "-m", "judge_cli"]


def commands(work: Path) -> dict[str, tuple[list[str], dict[str, str]]]:
    """label -> (judge arguments, extra environment) of every command timed."""
    deck = work / "deck.txt"
    deck.write_text("4 Become Anonymous\n56 Island\n", encoding="utf-8")
    mirror = work / "mirror"
    mirror.mkdir(exist_ok=True)
    shipped = sorted((REPO / "data" / "cr").glob("*.txt"))[-1]  # the shipped Comprehensive Rules
    shutil.copyfile(shipped, mirror / "MagicCompRules.txt")
    smallest = min((REPO / "examples" / "scenarios").glob("*.yaml"), key=lambda path: path.stat().st_size)
    completion = {"_JUDGE_COMPLETE": "complete_bash", "COMP_WORDS": "judge card anon", "COMP_CWORD": "2"}
    return {
        "card": (["card", "anonimat"], {}),
        "help": (["--help"], {}),
        "card --help": (["card", "--help"], {}),
        "eval --help": (["eval", "--help"], {}),
        "cr --help": (["cr", "--help"], {}),
        "cr 701.58": (["cr", "701.58"], {}),
        "eval": (["eval", str(smallest)], {}),
        "find": (["find", "t:creature o:draw"], {}),
        "deck": (["deck", str(deck)], {}),
        "search": (["search", "anonimat"], {}),
        "rulings": (["rulings", "anonimat"], {}),
        "corpus info": (["corpus", "info"], {}),
        "update": (["update", "--check", "--from", str(mirror)], {}),
        "grep": (["grep", "graveyard"], {}),
        "ask": (["ask", "Can I look at a face-down creature my opponent controls?", "--json"], {}),
        "complete": ([], completion),
    }


def timed(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds of one run of ``command`` (output discarded; exit codes 0 and 1 are fine)."""
    started = time.perf_counter()
    child = subprocess.Popen(command, env=env, cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _pid, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - started
    child.returncode = os.waitstatus_to_exitcode(status)
    error = child.stderr.read() if child.stderr else b""
    if child.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(command)} exited {child.returncode}: {error.decode(errors='replace')}")
    return wall, usage.ru_utime + usage.ru_stime


def p95(values: list[float]) -> float:
    """The 95th percentile (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def main() -> None:
    """Time every command and the baseline, interleaved; print p50/p95 and the ratios with their goals."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--only", default="", help="comma-separated labels (default: all)")
    parser.add_argument("--data-dir", type=Path, help="a data directory with an imported store")
    parser.add_argument("--no-cache", action="store_true", help="parse the YAML corpus on every run")
    args = parser.parse_args()

    work = Path(tempfile.mkdtemp(prefix="bench-startup-"))
    try:
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH", "")]))
        env["JUDGE_LANG"] = "en"
        env["JUDGE_DATA_DIR"] = str(args.data_dir or work / "data")
        env["XDG_CACHE_HOME"] = str(work / "cache")  # its own caches: other checkouts' runs don't overwrite them
        # An installed judge-cli has its bytecode compiled by pip, like typer has: let the warm-up
        # run write the checkout's __pycache__ instead of compiling every module each run.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        if args.no_cache:
            env["JUDGE_NO_CACHE"] = "1"
        table = commands(work)
        if args.only:
            wanted = [label.strip() for label in args.only.split(",")]
            table = {label: table[label] for label in wanted}
        judge = judge_command()
        runs = {label: ([*judge, *words], {**env, **extra}) for label, (words, extra) in table.items()}
        baseline = ([sys.executable, "-c", "import typer"], env)
        for command, run_env in [baseline, *runs.values()]:  # warm the caches, as any earlier use would
            timed(command, run_env)
        times: dict[str, list[tuple[float, float]]] = {label: [] for label in ["import typer", *runs]}
        for _ in range(args.runs):
            times["import typer"].append(timed(*baseline))
            for label, (command, run_env) in runs.items():
                times[label].append(timed(command, run_env))
        report(times, args.runs, judge)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def report(times: dict[str, list[tuple[float, float]]], runs: int, judge: list[str]) -> None:
    """Print one line per command: CPU and wall p50/p95 (ms), the CPU and wall ratios and the goal."""
    base_cpu = statistics.median(cpu for _wall, cpu in times["import typer"])
    base_wall = statistics.median(wall for wall, _cpu in times["import typer"])
    card = times.get("card")
    print(f"{'command':<14} {'CPU p50':>8} {'p95':>7} {'wall p50':>9} {'p95':>7}  {'ratio CPU':>9} {'wall':>5}  goal")
    for label, values in times.items():
        cpu = [c for _w, c in values]
        wall = [w for w, _c in values]
        if label == "grep" and card:
            ref_cpu = statistics.median(c for _w, c in card)
            ref_wall = statistics.median(w for w, _c in card)
            goal, against = GREP_GOAL, "card"
        else:
            ref_cpu, ref_wall, goal, against = base_cpu, base_wall, GOAL, "typer"
        ratio_cpu = statistics.median(cpu) / ref_cpu
        ratio_wall = statistics.median(wall) / ref_wall
        verdict = "" if label == "import typer" else (
            f"≤ {goal} × {against}  " + ("OK" if ratio_cpu <= goal else "ABOVE"))
        if label == "complete":
            verdict += f"; wall ≤ {COMPLETE_GOAL_MS:.0f} ms  " + (
                "OK" if statistics.median(wall) * 1000 <= COMPLETE_GOAL_MS else "ABOVE")
        print(f"{label:<14} {statistics.median(cpu) * 1000:8.1f} {p95(cpu) * 1000:7.1f} "
              f"{statistics.median(wall) * 1000:9.1f} {p95(wall) * 1000:7.1f}  {ratio_cpu:9.2f} {ratio_wall:5.2f}  "
              f"{verdict}")
    print(f"runs: {runs} each, interleaved; judge command: {' '.join(judge)}; times in ms")


if __name__ == "__main__":
    main()
