"""What the confidence of a reading means: how often readings like it were right on the development set.

The reader's own score (how far the best kind leads, how much of the text the phrases cover) did not tell
right from wrong answers: with the words-not-understood check switched off, the dev set's 14 wrong answers had
scores of 0.8 to 1.0, like the right ones (``bench/ask_dev.py --relaxed --calibration``).  What the reader
knows of a reading that mattered there is coarse: whether a kind cue or claim asks it, or only a hint.  That is
the bucket; ``data/ask/calibration.yaml`` holds, per bucket, how many answers the dev set gave and
how many were right (``bench/ask_dev.py --write-calibration`` rewrites it, with the real pool imported).  The
confidence is Laplace's estimate (right + 1) / (answered + 2), and the reader answers only from
:data:`THRESHOLD` up: a bucket the dev set never or rarely saw is refused, however clean its words.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover - typing only
    from judge_cli.ask.build import Draft
    from judge_cli.ask.facts import Facts

#: Answer only when the estimate is at least this: (right + 1) / (n + 2) >= 0.9 needs 8 right answers of 8 in
#: a bucket, or about 19 of 20 — a wrong answer at most 1 time in 10 in the worst bucket answered.
THRESHOLD = 0.9


def bucket(facts: Facts, draft: Draft) -> str:
    """The features of a reading, as a bucket name: ``strong`` or ``hint``.

    Only a feature that told right from wrong on the dev set with the word check relaxed is kept: a reading
    asked by a hint alone was wrong 4 times in 22, one asked by a kind cue or claim 10 times in 141.  Corrected
    typos (1 wrong in 13), assumed facts (3 in 96, they are probed) and stories told first made no difference.
    """
    strong = facts.asks_strongly(draft.kind) or any(
        concept in _claims(draft.kind) for concept, _inverse in facts.claims())
    return "strong" if strong else "hint"


def _claims(kind: str) -> tuple[str, ...]:
    from judge_cli.rules.kinds import CLAIMS

    return CLAIMS.get(kind, ())


def confidence(name: str, table: dict[str, tuple[int, int]] | None = None) -> float:
    """(right + 1) / (answered + 2) for the bucket ``name`` in the calibration table."""
    counts = table if table is not None else load()
    right, answered = counts.get(name, (0, 0))
    return round((right + 1) / (answered + 2), 2)


@lru_cache(maxsize=1)
def load(path: Path | None = None) -> dict[str, tuple[int, int]]:
    """``data/ask/calibration.yaml``: bucket -> (right, answered); empty when the file is missing."""
    from judge_cli.corpus.paths import default_data_dir

    source = path or default_data_dir() / "ask" / "calibration.yaml"
    table: dict[str, tuple[int, int]] = {}
    try:
        lines = source.read_text(encoding="utf-8").splitlines()
    except OSError:
        return table
    for line in lines:  # "  strong-stated-plain-single: [120, 120]" — read without YAML (it is on every answer)
        name, sep, value = line.strip().partition(":")
        if not sep or not value.strip().startswith("["):
            continue
        numbers = [int(part) for part in value.strip(" []").split(",") if part.strip().isdigit()]
        if len(numbers) == 2:
            table[name.strip()] = (numbers[0], numbers[1])
    return table
