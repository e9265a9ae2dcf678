"""One rule through every imported edition, followed by title across renumbering.

The rule is found in a reference edition (the newest, or ``--edition``),
then edition by edition towards the oldest and the newest, each time from
where it was in the neighbouring edition (see :func:`judge_cli.cr.align.locate`):
cloak is 701.56 until the June 2025 edition and 701.58 after.  Only the rows
the search needs are read from the store — a title lookup and the rules below
it per edition — so 85 editions answer in well under a second.

Each edition's entry says whether the rule changed since the previous edition
that had it: for a rule with text, a word diff; for a titled rule (a section,
chapter or ``701.58. Cloak``), the changes of the rules below it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from judge_cli.cr.align import StoredTree, Tree, locate
from judge_cli.cr.diff import Change, changes_between, text_of
from judge_cli.cr.model import RENUMBERED
from judge_cli.cr.storedb import Row
from judge_cli.cr.worddiff import Op, word_diff


@dataclass
class HistoryEntry:
    """The rule in one edition (``number`` None when the edition does not have it)."""

    edition: str
    number: str | None
    title: str = ""
    text: str | None = None
    changed: bool = False  #: differs from the previous edition (added, removed, reworded or renumbered)
    ops: list[Op] = field(default_factory=list)  #: word diff of the rule's own text since the previous edition
    changes: list[Change] = field(default_factory=list)  #: changes below a titled rule since the previous edition
    renumbered_from: str | None = None

    @property
    def pre_renumbering(self) -> bool:
        """True for an edition before the July 2009 renumbering."""
        import datetime as dt

        return dt.date.fromisoformat(self.edition) < RENUMBERED


@dataclass
class RuleHistory:
    """The rule asked about and its entry in every edition, oldest first."""

    rule: str  #: its number in the reference edition
    title: str  #: its title, or the title of the nearest titled rule above it
    reference: str  #: the edition the query was resolved in
    entries: list[HistoryEntry] = field(default_factory=list)

    @property
    def changed_in(self) -> list[str]:
        """The editions where the rule changed."""
        return [entry.edition for entry in self.entries if entry.changed]


def rule_history(trees: list[StoredTree] | list[Tree], reference: str, number: str) -> RuleHistory:
    """The history of rule ``number`` of edition ``reference`` through ``trees`` (one per edition, any order)."""
    ordered = sorted(trees, key=lambda tree: tree.key)
    keys = [tree.key for tree in ordered]
    start = keys.index(reference)
    row = ordered[start].row(number)
    if row is None:
        raise KeyError(number)
    found: dict[str, Row | None] = {reference: row}
    for direction in (-1, 1):
        last_row, last_tree = row, ordered[start]
        index = start + direction
        while 0 <= index < len(ordered):
            tree = ordered[index]
            here = locate(last_row, last_tree, tree)
            found[tree.key] = here
            if here is not None:  # a gap (absent in one edition) does not lose the thread
                last_row, last_tree = here, tree
            index += direction
    from judge_cli.cr.diff import context_title

    history = RuleHistory(number, context_title(ordered[start], row), reference)
    previous: tuple[Tree, Row] | None = None
    seen_before = False
    for tree in ordered:
        here = found.get(tree.key)
        entry = HistoryEntry(tree.key, here.number if here else None)
        if here is None:
            entry.changed = previous is not None  # removed in this edition
            previous = None
        else:
            entry.title = here.title
            entry.text = _full_text(tree, here)
            if previous is None:
                entry.changed = seen_before or tree is not ordered[0]  # (re)appears after editions without it
            else:
                _compare(entry, previous, tree, here)
            previous = (tree, here)
            seen_before = True
        history.entries.append(entry)
    return history


def _compare(entry: HistoryEntry, previous: tuple[Tree, Row], tree: Tree, here: Row) -> None:
    before_tree, before = previous
    if before.number != here.number:
        entry.renumbered_from = before.number
    if here.tkey:
        entry.changes = changes_between(before_tree, tree, (before.number, here.number), descend_titled=False)
        if before.title != here.title:
            entry.changes.insert(0, Change("reworded", before.number, here.number, here.title, before.title,
                                           here.title, word_diff(before.title, here.title)))
    elif before.digest != here.digest:
        entry.ops = word_diff(text_of(before_tree, before), text_of(tree, here))
    entry.changed = bool(entry.renumbered_from or entry.changes or entry.ops)


def _full_text(tree: Tree, row: Row) -> str:
    """The rule as printed: its own text, or for a titled rule the rules below it (titled ones by title)."""
    if not row.tkey:
        return text_of(tree, row)
    lines = [row.title]

    def walk(parent: Row) -> None:
        children = tree.children(parent.number)
        tree.prefetch(child.digest for child in children)
        for child in children:
            label = f"{child.number}." if child.number[-1].isdigit() else child.number
            lines.append(f"{label} {text_of(tree, child)}")
            if not child.tkey:
                walk(child)

    walk(row)
    return "\n".join(lines)
