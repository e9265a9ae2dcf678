"""Finding a rule again in another edition: by title, then by position and wording below the title.

Titled rules (sections, chapters, ``701.58. Cloak``) are found by their
title; when several share it ("General"), by the titles above them, then by
the same number.  A rule without a title is found below its nearest titled
ancestor: the lists of rules under each level are aligned — identical texts
first (a sequence match over text digests, so an inserted subrule does not
shift its neighbours), then the most similar wording in what is left.

The same alignment serves ``judge cr history`` (one rule through many
editions, read from the store a few rows at a time) and ``judge cr diff``
(two whole editions held in memory): both see an edition as a :class:`Tree`.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from difflib import SequenceMatcher
from typing import Protocol

from judge_cli.cr import storedb
from judge_cli.cr.storedb import Row

#: Wording similarity (0-1) above which two rules in the same place are the same rule reworded.
SIMILAR = 0.55
#: Lower bar when they also keep their letter or number under the same parent.
SIMILAR_SAME_PLACE = 0.35


class Tree(Protocol):
    """One edition as alignment reads it."""

    key: str
    pre_renumbering: bool  #: numbers are compared only between editions on the same side of July 2009

    def row(self, number: str) -> Row | None:
        """The rule ``number``, or None."""

    def children(self, number: str | None) -> list[Row]:
        """The rules right below ``number`` (None: the sections), in document order."""

    def titled(self, tkey: str) -> list[Row]:
        """The rules titled ``tkey`` (normal form), in document order."""

    def body(self, digest: int) -> str:
        """The stored text of ``digest``."""

    def prefetch(self, digests: Iterable[int]) -> None:
        """Read the texts of ``digests`` in one go (a hint; may do nothing)."""


class MemoryTree:
    """A whole edition held in memory (for diffs of two editions)."""

    def __init__(self, key: str, rows: list[Row], bodies: dict[int, str]) -> None:
        self.key = key
        self.pre_renumbering = _pre_renumbering(key)
        self.rows = {row.number: row for row in rows}
        self.bodies = bodies
        self._children: dict[str | None, list[Row]] = {}
        self._titled: dict[str, list[Row]] = {}
        for row in rows:
            self._children.setdefault(row.parent, []).append(row)
            if row.tkey:
                self._titled.setdefault(row.tkey, []).append(row)

    def row(self, number: str) -> Row | None:
        """The rule ``number``, or None."""
        return self.rows.get(number)

    def children(self, number: str | None) -> list[Row]:
        """The rules right below ``number``, in document order."""
        return self._children.get(number, [])

    def titled(self, tkey: str) -> list[Row]:
        """The rules titled ``tkey``, in document order."""
        return self._titled.get(tkey, [])

    def body(self, digest: int) -> str:
        """The stored text of ``digest``."""
        return self.bodies.get(digest, "")

    def prefetch(self, digests: Iterable[int]) -> None:
        """Nothing to read: every text is in memory."""


class StoredTree:
    """An edition read from the store a few rows at a time (for history over many editions)."""

    def __init__(self, connection: sqlite3.Connection, key: str, bodies: dict[int, str]) -> None:
        self.key = key
        self.pre_renumbering = _pre_renumbering(key)
        self.connection = connection
        self.bodies = bodies  #: shared by every edition of one store file
        self._rows: dict[str, Row | None] = {}
        self._children: dict[str | None, list[Row]] = {}

    def row(self, number: str) -> Row | None:
        """The rule ``number``, or None."""
        if number not in self._rows:
            self._rows[number] = storedb.row(self.connection, self.key, number)
        return self._rows[number]

    def children(self, number: str | None) -> list[Row]:
        """The rules right below ``number``, in document order."""
        if number not in self._children:
            if number is None:
                rows = [row for row in (self.row(str(n)) for n in range(1, 10)) if row is not None]
            else:
                rows = storedb.children(self.connection, self.key, number)
            self._children[number] = rows
            for row in rows:
                self._rows[row.number] = row
        return self._children[number]

    def titled(self, tkey: str) -> list[Row]:
        """The rules titled ``tkey``, in document order."""
        return storedb.titled(self.connection, self.key, tkey)

    def body(self, digest: int) -> str:
        """The stored text of ``digest``."""
        if digest not in self.bodies:
            self.prefetch([digest])
        return self.bodies.get(digest, "")

    def prefetch(self, digests: Iterable[int]) -> None:
        """Read the texts of ``digests`` in one go."""
        missing = [digest for digest in digests if digest not in self.bodies]
        if missing:
            self.bodies.update(storedb.texts(self.connection, missing))


def _pre_renumbering(key: str) -> bool:
    import datetime as dt

    from judge_cli.cr.model import RENUMBERED

    return dt.date.fromisoformat(key) < RENUMBERED


def same_numbering(source: Tree, target: Tree) -> bool:
    """True when numbers mean the same in both editions (both before, or both since, July 2009)."""
    return source.pre_renumbering == target.pre_renumbering


def ancestors(tree: Tree, row: Row) -> list[Row]:
    """The rules above ``row``, nearest first."""
    found: list[Row] = []
    parent = row.parent
    while parent is not None:
        above = tree.row(parent)
        if above is None:
            break
        found.append(above)
        parent = above.parent
    return found


def locate(row: Row, source: Tree, target: Tree) -> Row | None:
    """``row`` of the edition ``source``, found again in ``target`` (None when it is not there)."""
    if row.tkey:
        return _locate_titled(row, source, target)
    path = [row]
    anchor: Row | None = None
    for above in ancestors(source, row):
        if above.tkey:
            anchor = above
            break
        path.append(above)
    if anchor is None:
        return target.row(row.number) if same_numbering(source, target) else None
    current_source, current_target = anchor, locate(anchor, source, target)
    for step in reversed(path):
        if current_target is None:
            return None
        partner = dict(align(source.children(current_source.number), target.children(current_target.number),
                             source, target)).get(step.number)
        current_source, current_target = step, target.row(partner) if partner else None
    return current_target


def _locate_titled(row: Row, source: Tree, target: Tree) -> Row | None:
    candidates = target.titled(row.tkey)
    if len(candidates) <= 1:
        return candidates[0] if candidates else None
    chain = [above.tkey for above in ancestors(source, row)]
    numbers_agree = same_numbering(source, target)

    def score(candidate: Row) -> tuple[int, bool]:
        theirs = [above.tkey for above in ancestors(target, candidate)]
        common = 0
        for mine, other in zip(chain, theirs, strict=False):
            if mine != other:
                break
            common += 1
        return common, numbers_agree and candidate.number == row.number

    return max(candidates, key=score)  # max keeps the first of equals: document order


def relative(row: Row) -> str:
    """A rule's number below its parent: ``b`` for 701.58b, ``.4`` for 613.4, the number for a chapter."""
    if row.parent and row.number.startswith(row.parent):
        return row.number[len(row.parent):]
    return row.number


def similarity(a: str, b: str) -> float:
    """How alike two wordings are, 0-1 (the normalised Indel similarity of their characters)."""
    from rapidfuzz.distance import Indel  # imported once; later imports are a dictionary look-up

    return float(Indel.normalized_similarity(a, b))


def align(old: list[Row], new: list[Row], source: Tree, target: Tree) -> list[tuple[str, str]]:
    """Pairs ``(old number, new number)`` of the same rule among two lists of sibling rules.

    Titled rules pair by title (or, retitled, by the same number); the others
    by identical text, then by similar wording in the same stretch.
    """
    pairs: list[tuple[str, str]] = []
    taken: set[str] = set()
    by_title: dict[str, list[Row]] = {}
    for row in new:
        if row.tkey:
            by_title.setdefault(row.tkey, []).append(row)
    untitled_old: list[Row] = []
    unmatched_titled: list[Row] = []
    for row in old:
        if not row.tkey:
            untitled_old.append(row)
            continue
        partner = next((r for r in by_title.get(row.tkey, []) if r.number not in taken), None)
        if partner is None:
            unmatched_titled.append(row)
        else:
            pairs.append((row.number, partner.number))
            taken.add(partner.number)
    for row in unmatched_titled if same_numbering(source, target) else []:  # retitled: "Tribal" -> "Kindred"
        partner = next((r for r in new if r.tkey and r.number == row.number and r.number not in taken), None)
        if partner is not None:
            pairs.append((row.number, partner.number))
            taken.add(partner.number)
    untitled_new = [row for row in new if not row.tkey]
    # Rules that kept both their number and their text are fixed points; what lies between is aligned
    # by text (so an inserted subrule does not shift its neighbours) and then by wording.
    anchors: list[tuple[int, int]] = []
    if same_numbering(source, target):
        where = {(relative(row), row.digest): j for j, row in enumerate(untitled_new)}
        for i, row in enumerate(untitled_old):
            j = where.get((relative(row), row.digest))
            if j is not None and (not anchors or j > anchors[-1][1]):
                anchors.append((i, j))
    start_old = start_new = 0
    for i, j in [*anchors, (len(untitled_old), len(untitled_new))]:
        pairs.extend(_align_stretch(untitled_old[start_old:i], untitled_new[start_new:j], source, target))
        if i < len(untitled_old):
            pairs.append((untitled_old[i].number, untitled_new[j].number))
        start_old, start_new = i + 1, j + 1
    return pairs


def _align_stretch(old: list[Row], new: list[Row], source: Tree, target: Tree) -> list[tuple[str, str]]:
    """Pairs between two fixed points: identical texts in order, then similar wordings in each changed part."""
    pairs: list[tuple[str, str]] = []
    matcher = SequenceMatcher(None, [r.digest for r in old], [r.digest for r in new], autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            pairs.extend((a.number, b.number) for a, b in zip(old[i1:i2], new[j1:j2], strict=True))
        elif i2 > i1 and j2 > j1:
            pairs.extend(_pair_by_wording(old[i1:i2], new[j1:j2], source, target))
    return pairs


def _pair_by_wording(old: list[Row], new: list[Row], source: Tree, target: Tree) -> list[tuple[str, str]]:
    """Pairs within one changed stretch: the most similar wordings first, never crossing (order is kept)."""
    source.prefetch(row.digest for row in old)
    target.prefetch(row.digest for row in new)
    numbers_agree = same_numbering(source, target)
    scored: list[tuple[float, int, int]] = []
    for i, row in enumerate(old):
        text = source.body(row.digest)
        for j, candidate in enumerate(new):
            score = similarity(text, target.body(candidate.digest))
            bar = SIMILAR_SAME_PLACE if numbers_agree and relative(candidate) == relative(row) else SIMILAR
            if score >= bar:
                scored.append((score, i, j))
    chosen: list[tuple[int, int]] = []
    for _score, i, j in sorted(scored, key=lambda item: (-item[0], item[1], item[2])):
        if all((i - a) * (j - b) > 0 for a, b in chosen):  # same side of every pair already made
            chosen.append((i, j))
    if numbers_agree:  # what is left keeps its number in the same place: the same rule, reworded beyond likeness
        for i, row in enumerate(old):
            for j, candidate in enumerate(new):
                if relative(candidate) == relative(row) and all((i - a) * (j - b) > 0 for a, b in chosen):
                    chosen.append((i, j))
    return [(old[i].number, new[j].number) for i, j in sorted(chosen)]
