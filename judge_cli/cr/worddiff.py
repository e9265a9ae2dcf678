"""Word diffs of rule texts: what was removed and added, word by word."""

from __future__ import annotations

import re

#: Words, single punctuation marks and runs of white space: the units a diff keeps or changes.
_TOKEN = re.compile(r"\w+|[^\w\s]|\s+")

#: One step of a word diff: ``=`` kept, ``-`` removed, ``+`` added, with its text.
Op = tuple[str, str]


def word_diff(old: str, new: str) -> list[Op]:
    """The steps from ``old`` to ``new``: removed text before added text, adjacent steps of one kind merged,
    and a lone space between two changes folded into them (``[-Two-Headed Giant-]{+games using+}``).
    Texts with little in common are one replacement.

    Joining the ``=`` and ``-`` texts gives ``old``; the ``=`` and ``+`` texts give ``new``.
    """
    from rapidfuzz.distance import Indel  # the longest common subsequence of words, in C

    a, b = _TOKEN.findall(old), _TOKEN.findall(new)
    steps: list[tuple[str, str, str]] = []  #: (kept, removed, added): one of the three is set
    for op in Indel.opcodes(a, b):
        if op.tag == "equal":
            steps.append(("".join(a[op.src_start:op.src_end]), "", ""))
        else:
            steps.append(("", "".join(a[op.src_start:op.src_end]), "".join(b[op.dest_start:op.dest_end])))
    if 3 * sum(len(kept.strip()) for kept, _gone, _added in steps) < max(len(old.strip()), len(new.strip())):
        # little in common: one replacement reads better than a patchwork of scattered words
        return [op for op in (("-", old), ("+", new)) if op[1]]
    ops: list[Op] = []
    removed = added = ""
    for index, (kept, gone, new_text) in enumerate(steps):
        between_changes = 0 < index < len(steps) - 1 and kept.isspace()
        if kept and not between_changes:
            _add(ops, "-", removed)
            _add(ops, "+", added)
            removed = added = ""
            _add(ops, "=", kept)
        else:
            removed += gone or kept
            added += new_text or kept
    _add(ops, "-", removed)
    _add(ops, "+", added)
    return ops


def _add(ops: list[Op], kind: str, text: str) -> None:
    if not text:
        return
    if ops and ops[-1][0] == kind:
        ops[-1] = (kind, ops[-1][1] + text)
    else:
        ops.append((kind, text))


def render(ops: list[Op]) -> str:
    """``git diff --word-diff`` style: ``[-removed-]{+added+}``, the rest as it was."""
    marks = {"=": ("", ""), "-": ("[-", "-]"), "+": ("{+", "+}")}
    return "".join(marks[kind][0] + text + marks[kind][1] for kind, text in ops)


def side(ops: list[Op], which: str) -> str:
    """The old (``which="-"``) or new (``"+"``) text back from a diff."""
    return "".join(text for kind, text in ops if kind in ("=", which))
