"""Score ``judge ask`` in-process on a question set (the format of ``tests/fixtures/ask/dev-set.tsv``).

Same verdicts as ``../shared/tools/ask_score.py`` (right, confidently wrong, wrongly refused; a REFUSE row is
right when no yes/no answer is given), but one process for the whole set, so a tuning round takes seconds.
The card pool is ``JUDGE_DATA_DIR``'s, as for ``judge``.  ``--calibration`` prints the answered questions'
confidence by bucket, right and wrong, to choose the answering threshold.

    python bench/ask_dev.py tests/fixtures/ask/dev-set.tsv [--show wrong,refused] [--lang de]
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from judge_cli.cli.context import RunContext  # noqa: E402


def rows(path: str) -> list[tuple[str, str, str]]:
    """(question, expected, language) of each line that is not a comment."""
    found = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        cols = line.split("\t")
        found.append((cols[0], cols[1], cols[2] if len(cols) > 2 else "?"))
    return found


def bank_rows(folder: str) -> list[tuple[str, str, str]]:
    """(question, expected, language) of the ``ask`` scenarios of the question banks (mapping answers: "mapping",
    refusals: REFUSE)."""
    import yaml

    found = []
    for path in sorted(Path(folder).glob("*.yaml")):
        for scenario in yaml.safe_load(path.read_text(encoding="utf-8")).get("scenarios", []):
            expect = scenario.get("expect") or {}
            if "refused" in expect:
                want = "REFUSE"
            elif isinstance(expect.get("answer"), str):
                want = expect["answer"]
            else:
                want = "mapping"
            found.append((scenario["ask"], want, path.stem))
    return found


def verdict(want: str, answer: str | None) -> str:
    """right / wrong / refused, as ask_score.py counts them."""
    if want == "REFUSE":
        return "right" if answer not in ("yes", "no") else "wrong"
    if answer == want:
        return "right"
    return "wrong" if answer is not None else "refused"


def main() -> None:
    """Score every row and print the failures, then a table per language."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tsv")
    parser.add_argument("--show", default="wrong,refused")
    parser.add_argument("--lang")
    parser.add_argument("--bank", help="also read the ask scenarios of the question banks in this folder")
    parser.add_argument("--calibration", action="store_true")
    parser.add_argument("--write-calibration", metavar="PATH",
                        help="answer every reading (no threshold) and write right/answered per bucket to PATH")
    parser.add_argument("--relaxed", action="store_true",
                        help="answer despite words not understood (to see where the gate's wrong answers would fall)")
    args = parser.parse_args()
    from judge_cli.ask.answer import Asker

    if args.relaxed:
        from judge_cli.ask import reader

        original = reader.understand

        def relaxed(*a: object, **k: object) -> object:
            found = original(*a, **k)  # type: ignore[arg-type]
            found.unknown = []
            return found

        reader.understand = relaxed  # type: ignore[assignment]

    run = RunContext.from_environ(os.environ)
    asker = Asker(run.corpus, citations=run.rebinder, sources=run.citing, cache_dir=run.cache_dir,
                  threshold=0.0 if args.write_calibration else None)
    buckets_seen: dict[str, Counter[str]] = defaultdict(Counter)
    per: dict[str, Counter[str]] = defaultdict(Counter)
    confidences: list[tuple[float, str]] = []
    show = set(args.show.split(","))
    for question, want, lang in rows(args.tsv) + (bank_rows(args.bank) if args.bank else []):
        if args.lang and lang != args.lang:
            continue
        with run.speaking("en"):
            outcome = asker.ask(question)
        answer = outcome.verdict.answer if outcome.verdict is not None else None
        if answer is not None and not isinstance(answer, str):
            answer = "mapping"
        result = verdict(want, answer)
        per[lang][result] += 1
        if answer is not None and outcome.reading is not None:
            confidences.append((outcome.reading.confidence, result))
            buckets_seen[outcome.reading.bucket][result] += 1
        if result in show:
            reading = outcome.reading.question if outcome.reading else "-"
            why = outcome.refusal or ""
            extra = ",".join(outcome.detail.get("unknown_words", []))
            print(f"{result:8} [{lang}] {question[:90]!r} -> {answer} ({reading}; {why} {extra}) want {want}")
    print(f"\n{'lang':5} {'n':>4} {'right':>6} {'wrong':>6} {'refused':>8}")
    total: Counter[str] = Counter()
    for lang in sorted(per):
        count = per[lang]
        total.update(count)
        print(f"{lang:5} {sum(count.values()):4} {count['right']:6} {count['wrong']:6} {count['refused']:8}")
    n = sum(total.values())
    print(f"all   {n:4} {total['right']:6} {total['wrong']:6} {total['refused']:8}")
    if args.write_calibration:
        lines = ["# judge ask calibration: bucket -> [right, answered] on the development set (tests/fixtures/ask/",
                 "# dev-set.tsv) and the question banks (examples/questions), with the 2018 card pool imported;",
                 "# written by bench/ask_dev.py --write-calibration.",
                 "# See judge_cli/ask/calibration.py for what a bucket is and how the confidence is derived.",
                 "buckets:"]
        for name in sorted(buckets_seen):
            count = buckets_seen[name]
            lines.append(f"  {name}: [{count['right']}, {count['right'] + count['wrong']}]")
        Path(args.write_calibration).write_text("\n".join(lines) + "\n", encoding="utf-8")
    if args.calibration:
        buckets: dict[float, Counter[str]] = defaultdict(Counter)
        for value, result in confidences:
            buckets[round(value, 1)][result] += 1
        for value in sorted(buckets):
            print(f"confidence {value:.1f}: {dict(buckets[value])}")
        for threshold in (0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9):
            kept = [result for value, result in confidences if value >= threshold]
            print(f"answer at >= {threshold:.2f}: {len(kept)} answered, {kept.count('wrong')} wrong")


if __name__ == "__main__":
    main()
