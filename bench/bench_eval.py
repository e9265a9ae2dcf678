"""Time ``judge eval`` on a bank of 10,000 scenarios (target: at most 2 s).

The bank is made from the example scenarios (``examples/scenarios``), repeated
with fresh ids until it holds ``--count`` scenarios, so every question kind is
mixed in and every scenario is one the evaluator is known to answer.  The
figure is printed next to the time of a bare ``yaml.safe_load`` of the same
file (with the C loader where PyYAML has it), which is the floor: reading the
file is part of the job.

    python bench/bench_eval.py [--count 10000] [--repeat 3] [--format text]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parent.parent
EXAMPLES = REPO / "examples" / "scenarios"
TARGET_SECONDS = 2.0


def plain(value):
    """Located YAML values as plain dicts and lists, for dumping."""
    if isinstance(value, dict):
        return {key: plain(item) for key, item in value.items()}
    if isinstance(value, list):
        return [plain(item) for item in value]
    return value


def templates() -> list[dict]:
    """Every example scenario, as plain data."""
    sys.path.insert(0, str(REPO))
    from judge_cli.yamlsafe import read_yaml_file

    found = []
    for path in sorted(EXAMPLES.rglob("*.y*ml")):
        found.extend(plain(read_yaml_file(path))["scenarios"])
    if not found:
        raise SystemExit(f"no example scenarios under {EXAMPLES}")
    return found


def write_bank(path: Path, count: int) -> int:
    """Write ``count`` scenarios cycling through the examples; return the file size."""
    base = templates()
    scenarios = []
    for number in range(count):
        scenario = dict(base[number % len(base)])
        scenario["id"] = f"{scenario['id']}-{number}"
        scenarios.append(scenario)
    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
    text = yaml.dump({"scenarios": scenarios}, Dumper=dumper, allow_unicode=True, sort_keys=False)
    path.write_text(text, encoding="utf-8")
    return len(text.encode("utf-8"))


def time_eval(path: Path, output_format: str) -> tuple[float, int, str]:
    """Wall-clock seconds of one ``judge eval`` run, its exit code and its last line."""
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "judge_cli", "eval", "--format", output_format, str(path)],
                          cwd=REPO, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - start
    lines = done.stdout.strip().splitlines() or done.stderr.strip().splitlines() or [""]
    return elapsed, done.returncode, lines[-1]


def time_safe_load(path: Path) -> float:
    """Seconds of a bare YAML load of the file (C loader where present)."""
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    text = path.read_text(encoding="utf-8")
    start = time.perf_counter()
    yaml.load(text, Loader=loader)
    return time.perf_counter() - start


def main() -> int:
    """Generate the bank, time both, print the figures; exit 1 when over target."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=3, help="runs of each; the best is kept")
    parser.add_argument("--format", default="text", choices=("text", "json", "junit"))
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        bank = Path(folder) / "bank.yaml"
        size = write_bank(bank, args.count)
        runs = [time_eval(bank, args.format) for _ in range(args.repeat)]
        load = min(time_safe_load(bank) for _ in range(args.repeat))
    best, code, last = min(runs)
    loader = "CSafeLoader" if hasattr(yaml, "CSafeLoader") else "SafeLoader"
    print(f"scenarios:        {args.count:,} ({size / 1024 / 1024:.1f} MB)")
    print(f"judge eval:       {best:.2f} s (best of {args.repeat}; exit {code}; {last})")
    print(f"yaml.load ({loader}): {load:.2f} s")
    print(f"ratio:            {best / load:.1f}x the bare load")
    verdict = "met" if best <= TARGET_SECONDS else "MISSED"
    print(f"target ≤ {TARGET_SECONDS:.0f} s:     {verdict}")
    return 0 if best <= TARGET_SECONDS and code == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
