"""``judge eval`` on a 10,000-scenario bank against the C YAML loader alone reading the same file.

    python bench/bench_eval.py [--count 10000] [--runs 7] [--format json] [--keep BANK.yaml]

The bank is written the way people write banks: every scenario of
``examples/scenarios`` copied as *text* (flow and block style, quoted costs,
inline cards, comments), each copy with its own id, cycling through all the
question kinds.  Nothing is shared: the file has no YAML anchors or aliases
(checked), so both sides parse every value of every scenario.  (The old bank
was dumped from shared Python objects, so 99% of it was ``*id001`` aliases.)

Both sides run as fresh processes, interleaved, ``--runs`` times each:

* ``judge eval --format json BANK`` (``python -m judge_cli`` from this checkout;
  its output is read and thrown away), which must answer every scenario as expected;
* the floor: ``python -c`` reading the file and ``yaml.load(text, Loader=yaml.CSafeLoader)``
  with the garbage collector off, as judge runs its batch.

It prints p50 and p95 of each, wall and CPU time (user + system: less
sensitive to other work on a shared machine), and their ratios next to the
goal (≤ 1.5).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
EXAMPLES = REPO / "examples" / "scenarios"
GOAL_RATIO = 1.5
FLOOR = ("import gc, sys, yaml; gc.disable(); "
         "text = open(sys.argv[1], encoding='utf-8').read(); yaml.load(text, Loader=yaml.CSafeLoader)")
_ID = re.compile(r"^  - id: (\S+)$", re.MULTILINE)


def templates() -> list[tuple[str, str]]:
    """(id, text) of every example scenario: the lines from its ``  - id:`` to the next one, as written."""
    found = []
    for path in sorted(EXAMPLES.glob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        starts = [match.start() for match in _ID.finditer(text)]
        for start, end in zip(starts, starts[1:] + [len(text)], strict=True):
            block = text[start:end].rstrip() + "\n"
            found.append((_ID.match(block).group(1), block))  # type: ignore[union-attr]
    if not found:
        raise SystemExit(f"no example scenarios under {EXAMPLES}")
    return found


def write_bank(path: Path, count: int) -> tuple[int, int]:
    """Write ``count`` scenarios cycling through the examples; return (bytes, question kinds)."""
    base = templates()
    parts = ["# A question bank: every example scenario, each copy with its own id.\nscenarios:\n"]
    for number in range(count):
        ident, block = base[number % len(base)]
        if number % len(base) == 0:
            parts.append(f"\n  # -- round {number // len(base) + 1} --\n")
        parts.append(block.replace(f"  - id: {ident}\n", f"  - id: {ident}-{number}\n", 1) + "\n")
    text = "".join(parts)
    path.write_text(text, encoding="utf-8")
    kinds = set(re.findall(r"^    question: (\S+)$", text, re.MULTILINE))
    return len(text.encode("utf-8")), len(kinds)


def check_no_aliases(path: Path) -> None:
    """Refuse a bank with anchors or aliases: it would time less parsing than it claims."""
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    with path.open(encoding="utf-8") as stream:
        for event in yaml.parse(stream, Loader=loader):
            if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None):
                raise SystemExit(f"the bank has a YAML anchor or alias at line {event.start_mark.line + 1}")


def timed(command: list[str], env: dict[str, str]) -> tuple[float, float, int, bytes]:
    """Wall seconds, CPU seconds (user + system, from ``os.wait4``), exit code and stdout of one run."""
    with tempfile.TemporaryFile() as out:
        started = time.perf_counter()
        child = subprocess.Popen(command, cwd=REPO, env=env, stdout=out, stderr=subprocess.DEVNULL)
        _pid, status, usage = os.wait4(child.pid, 0)
        wall = time.perf_counter() - started
        out.seek(0)
        return wall, usage.ru_utime + usage.ru_stime, os.waitstatus_to_exitcode(status), out.read()


def quantile(values: list[float], q: float) -> float:
    """The ``q`` quantile (nearest rank) of ``values``."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> int:
    """Write the bank, time both sides interleaved, print p50/p95 and the ratio; exit 1 above the goal."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=7, help="runs of each side (interleaved)")
    parser.add_argument("--format", default="json", choices=("text", "json", "junit"))
    parser.add_argument("--keep", type=Path, help="also write the bank here")
    args = parser.parse_args()
    env = dict(os.environ, JUDGE_LANG="en")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH", "")]))
    with tempfile.TemporaryDirectory() as folder:
        bank = args.keep or Path(folder) / "bank.yaml"
        size, kinds = write_bank(bank, args.count)
        check_no_aliases(bank)
        judge = [sys.executable, "-m", "judge_cli", "eval", "--format", args.format, str(bank)]
        floor = [sys.executable, "-c", FLOOR, str(bank)]
        _wall, _cpu, code, output = timed(judge, env)  # warm-up: corpus cache, bytecode, disk cache
        timed(floor, env)
        if code != 0:
            print(output.decode(errors="replace")[-2000:])
            raise SystemExit(f"judge eval exited {code}: the bank must pass")
        runs: dict[str, list[tuple[float, float]]] = {"judge eval": [], "C loader": []}
        for _ in range(args.runs):
            runs["C loader"].append(timed(floor, env)[:2])
            runs["judge eval"].append(timed(judge, env)[:2])
    print(f"bank:        {args.count:,} scenarios, {kinds} question kinds, {size / 1e6:.1f} MB, no aliases; "
          f"{args.format} report {len(output) / 1e6:.1f} MB")
    for label, values in runs.items():
        wall, cpu = [v[0] for v in values], [v[1] for v in values]
        print(f"{label:12} wall p50 {quantile(wall, 0.5):6.3f} s  p95 {quantile(wall, 0.95):6.3f} s   "
              f"cpu p50 {quantile(cpu, 0.5):6.3f} s  p95 {quantile(cpu, 0.95):6.3f} s   ({args.runs} runs)")
    ratios = {}
    for measure, which in (("wall", 0), ("cpu", 1)):
        judge_p = [quantile([v[which] for v in runs["judge eval"]], q) for q in (0.5, 0.95)]
        floor_p = [quantile([v[which] for v in runs["C loader"]], q) for q in (0.5, 0.95)]
        ratios[measure] = judge_p[0] / floor_p[0]
        verdict = "OK" if ratios[measure] <= GOAL_RATIO else "ABOVE GOAL"
        print(f"ratio {measure:4}:  p50 {ratios[measure]:.2f}x   p95 {judge_p[1] / floor_p[1]:.2f}x "
              f"the C loader alone (goal p50 <= {GOAL_RATIO}x) {verdict}")
    ratio = ratios["wall"]
    return 0 if ratio <= GOAL_RATIO else 1


if __name__ == "__main__":
    sys.exit(main())
