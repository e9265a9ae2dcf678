"""Score card-name, Comprehensive Rules and decklist lookups on a blind set (such as lookup-A).

    python bench/score_lookup.py FOLDER [DATA_DIR] [--judge CMD] [--jobs N] [--only names|cr|decks] [--json FILE]

FOLDER holds ``names.tsv`` (query, expected English card name or ``NONE``, language, note), ``cr.tsv``
(query, expected rule numbers or glossary entries separated by ``|``, or ``NONE``; language; note) and
``decks/`` (``NAME.txt`` with ``NAME.expected.yaml``: file, format, legal, main_count, sideboard_count,
commander, problems).  Each row is asked of judge as a user would, one process per query, with the
data directory ``DATA_DIR`` (where ``judge import`` put the card data; default: the environment's
``JUDGE_DATA_DIR``, else judge's own default):

* names: ``judge card QUERY --json``.  Right: exit 0 and the card is the expected one (for a card of
  several faces, ``A // B``, the name judge shows may be either face).  Confidently wrong: exit 0 with
  another card, or any card for a ``NONE`` row.  Missed: no card (exit 1).
* cr: ``judge cr QUERY --json``.  Right: exit 0 and the rule number or glossary entry shown is one of
  the expected ones (a glossary entry counts with the rules it points to, shown under it); for ``NONE``,
  exit 1.  Wrong: exit 0 with anything else.  Missed: exit 1.
* decks: ``judge deck FILE --format F --json``.  Right when the verdict, the main-deck count (with the
  commander), the sideboard count, the commander and the problems (kind, card, line; an unknown card's
  name is not compared) are all as expected.

Prints every row that is not right, the figures per language, and per section (names, cr, decks) how
many rows are right, missed and confidently wrong; ``--json`` writes the figures.  The module's
functions take a ``run(args) -> (exit code, stdout)`` so a test can score in-process (``tests/test_blind_lookup.py``).
"""

from __future__ import annotations

import argparse
import json
import shlex
import shutil
import subprocess
import sys
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

#: ``run(arguments after "judge")`` -> (exit code, standard output).
Run = Callable[[list[str]], tuple[int, str]]
VERDICTS = ("right", "wrong", "missed")


@dataclass
class Row:
    """One scored query: what was asked, expected and answered, and the verdict."""

    kind: str  #: names | cr | decks
    query: str
    expected: str
    lang: str
    got: str
    code: int
    verdict: str  #: right | wrong | missed
    detail: str = ""


@dataclass
class Score:
    """Every row of one blind set, with the figures per kind and language."""

    rows: list[Row] = field(default_factory=list)

    def figures(self) -> dict[str, Any]:
        """``{kind: {"total": {verdict: n}, "langs": {lang: {verdict: n}}, "rows": n}}``."""
        out: dict[str, Any] = {}
        for kind in ("names", "cr", "decks"):
            rows = [row for row in self.rows if row.kind == kind]
            if not rows:
                continue
            langs: dict[str, Counter] = defaultdict(Counter)
            for row in rows:
                langs[row.lang][row.verdict] += 1
            total = Counter(row.verdict for row in rows)
            out[kind] = {"rows": len(rows), "total": {v: total[v] for v in VERDICTS},
                         "langs": {lang: {v: c[v] for v in VERDICTS} for lang, c in sorted(langs.items())}}
        return out


def subprocess_runner(judge: str, data_dir: Path | None = None) -> Run:
    """A runner calling the ``judge`` command (``judge`` may hold arguments: ``python -m judge_cli``), with
    ``JUDGE_DATA_DIR`` set to ``data_dir`` when given."""
    import os

    command = shlex.split(judge)
    env = dict(os.environ)
    if data_dir is not None:
        env["JUDGE_DATA_DIR"] = str(data_dir)

    def run(args: list[str]) -> tuple[int, str]:
        done = subprocess.run(command + args, capture_output=True, text=True, timeout=300, env=env)
        return done.returncode, done.stdout

    return run


def read_tsv(path: Path) -> list[tuple[str, str, str, str]]:
    """(query, expected, lang, note) of every row after the header; lines starting with ``#`` are comments."""
    rows = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
        if number == 0 or not line.strip() or line.startswith("#"):
            continue
        cells = line.split("\t") + ["", "", ""]
        rows.append((cells[0], cells[1], cells[2], cells[3]))
    return rows


def _json(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return None


def score_name(run: Run, query: str, expected: str, lang: str) -> Row:
    """``judge card QUERY --json`` against the expected card (``NONE``: no card)."""
    code, out = run(["card", query, "--json"])
    data = _json(out) if code == 0 else None
    got = data.get("name", "") if isinstance(data, dict) else ""
    close = bool(data.get("close_call")) if isinstance(data, dict) else False
    faces = {expected, *expected.split(" // ")}
    if expected == "NONE":
        verdict = "wrong" if code == 0 else "right"
    elif code != 0:
        verdict = "missed"
    else:
        verdict = "right" if got in faces else "wrong"
    return Row("names", query, expected, lang, got, code, verdict, "close call" if close else "")


def _cr_answers(data: dict[str, Any]) -> set[str]:
    """The rule number and the glossary entry a ``judge cr --json`` answer shows."""
    found = {data.get("rule") or ""}
    glossary = data.get("glossary")
    if isinstance(glossary, dict):
        found.add(glossary.get("term") or "")
    if data.get("rule") is None:
        found.add(data.get("title") or "")
        # A glossary entry is shown with the rules it points to ("See rule 202.3"), each with its opening words:
        # those rules are shown too.
        found.update(link.get("rule") or "" for link in data.get("see") or [] if isinstance(link, dict))
    return found - {""}


def score_cr(run: Run, query: str, expected: str, lang: str) -> Row:
    """``judge cr QUERY --json`` against the expected rules or glossary entries (``NONE``: nothing)."""
    code, out = run(["cr", query, "--json"])
    data = _json(out) if code == 0 else None
    answers = _cr_answers(data) if isinstance(data, dict) else set()
    got = " | ".join(sorted(answers))
    if expected == "NONE":
        verdict = "wrong" if code == 0 else "right"
    elif code != 0:
        verdict = "missed"
    else:
        verdict = "right" if answers & set(expected.split("|")) else "wrong"
    return Row("cr", query, expected, lang, got, code, verdict)


# judge reports a second copy in a singleton format as "singleton"; blind sets may call it
# "too-many-copies" like the four-copy rule: the same problem under two names.
KIND_ALIASES = {"singleton": "too-many-copies"}


def _problems(items: Iterable[dict[str, Any]]) -> Counter:
    found: Counter = Counter()
    for item in items:
        kind = KIND_ALIASES.get(str(item.get("kind")), item.get("kind"))
        found[(kind, None if kind == "unknown-card" else item.get("card"), item.get("line"))] += 1
    return found


def score_deck(run: Run, path: Path) -> Row:
    """``judge deck FILE --format F --json`` against ``FILE``'s ``.expected.yaml``."""
    import yaml

    wanted = yaml.safe_load(path.with_suffix("").with_suffix(".expected.yaml").read_text(encoding="utf-8")) \
        if path.suffix == ".txt" else {}
    code, out = run(["deck", str(path), "--format", str(wanted["format"]), "--json"])
    data = _json(out)
    if not isinstance(data, dict):
        return Row("decks", path.name, str(wanted["format"]), "", "", code, "missed", "no JSON report")
    counts = data.get("counts", {})
    got = {"legal": data.get("legal"), "main_count": counts.get("main", 0) + counts.get("commander", 0),
           "sideboard_count": counts.get("sideboard", 0)}
    differences = [f"{key}: {got[key]!r} (want {wanted[key]!r})" for key in got if got[key] != wanted[key]]
    if "commander" in wanted:
        commander = [entry.get("name") for entry in data.get("commander", [])]
        # "commander: null" in the expected file means no commander: judge lists none.
        if commander != ([wanted["commander"]] if wanted["commander"] is not None else []):
            differences.append(f"commander: {commander!r} (want {wanted['commander']!r})")
    have, want = _problems(data.get("problems", [])), _problems(wanted.get("problems") or [])
    differences += [f"extra problem {key}" for key in sorted(have - want, key=str)]
    differences += [f"missing problem {key}" for key in sorted(want - have, key=str)]
    verdict = "right" if not differences else "wrong"
    return Row("decks", path.name, str(wanted["format"]), "", "legal" if data.get("legal") else "not legal", code,
               verdict, "; ".join(differences))


def score_folder(folder: Path, run: Run, *, jobs: int = 2, only: str | None = None) -> Score:
    """Every row of the blind set in ``folder`` (``only``: names, cr or decks)."""
    tasks: list[Callable[[], Row]] = []
    if only in (None, "names") and (folder / "names.tsv").is_file():
        tasks += [lambda r=row: score_name(run, r[0], r[1], r[2]) for row in read_tsv(folder / "names.tsv")]
    if only in (None, "cr") and (folder / "cr.tsv").is_file():
        tasks += [lambda r=row: score_cr(run, r[0], r[1], r[2]) for row in read_tsv(folder / "cr.tsv")]
    if only in (None, "decks") and (folder / "decks").is_dir():
        tasks += [lambda p=path: score_deck(run, p) for path in sorted((folder / "decks").glob("*.txt"))]
    with ThreadPoolExecutor(max(1, jobs)) as pool:
        return Score(list(pool.map(lambda task: task(), tasks)))


def report(score: Score) -> list[str]:
    """The rows that are not right, then the figures per language and the totals of each file."""
    lines = []
    for row in score.rows:
        if row.verdict != "right":
            want = row.expected if row.kind != "decks" else ""
            lines.append(f"{row.verdict:6} {row.kind:5} [{row.lang or '-'}] {row.query!r} -> {row.got!r} "
                         f"(exit {row.code}){' want ' + repr(want) if want else ''}"
                         f"{' — ' + row.detail if row.detail else ''}")
    for kind, figures in score.figures().items():
        lines.append("")
        for lang, counts in figures["langs"].items():
            if kind != "decks":
                lines.append(f"{kind:5} {lang:3} " + " ".join(f"{v} {counts[v]}" for v in VERDICTS))
        total = figures["total"]
        lines.append(f"{kind:5} TOTAL {total['right']}/{figures['rows']} right, {total['missed']} missed, "
                     f"{total['wrong']} confidently wrong")
    return lines


def main(argv: list[str] | None = None) -> int:
    """Score the folder and print the report; exit 0 always (the figures are the result)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path, help="the blind set: names.tsv, cr.tsv, decks/")
    parser.add_argument("data_dir", type=Path, nargs="?",
                        help="judge's data directory holding the imported cards (default: JUDGE_DATA_DIR)")
    parser.add_argument("--judge", default=shutil.which("judge") or f"{sys.executable} -m judge_cli",
                        help="the judge command (default: judge on the PATH)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", choices=("names", "cr", "decks"))
    parser.add_argument("--json", type=Path, help="write the figures to this file")
    args = parser.parse_args(argv)
    for path, what in ((args.folder, "blind folder"), (args.data_dir, "data directory")):
        if path is not None and not path.is_dir():
            parser.error(f"{what} {path} is not a directory")
    score = score_folder(args.folder, subprocess_runner(args.judge, args.data_dir), jobs=args.jobs,
                         only=args.only)
    print("\n".join(report(score)))
    if args.json:
        args.json.write_text(json.dumps(score.figures(), indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
