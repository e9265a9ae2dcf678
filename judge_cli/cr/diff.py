"""What changed between two editions: rules added, removed, renumbered (found by title) and reworded.

Both editions are walked from the top, aligning the rules under each pair of
matched parents (see :mod:`judge_cli.cr.align`).  A titled rule that moved to
another parent is still paired by its title.  A pair is *renumbered* when its
number changed other than by its parent's renumbering (Cloak 701.56 ->
701.58 is one change, not ten), and *reworded* when its title, text or
examples changed; each rewording carries a word diff.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field

from judge_cli.cr import storedb
from judge_cli.cr.align import MemoryTree, Tree, align, relative
from judge_cli.cr.model import Edition
from judge_cli.cr.storedb import Row, split_body
from judge_cli.cr.worddiff import Op, word_diff

#: The kinds of change, in the order they are reported.
KINDS = ("added", "removed", "renumbered", "reworded")


@dataclass
class Change:
    """One change between two editions (of a rule, or of a glossary entry)."""

    kind: str  #: added | removed | renumbered | reworded
    old: str | None  #: number (or glossary term) in the older edition
    new: str | None  #: number (or glossary term) in the newer edition
    title: str  #: the rule's title, else its nearest titled ancestor's
    old_text: str = ""
    new_text: str = ""
    ops: list[Op] = field(default_factory=list)  #: the word diff, for a rewording


@dataclass
class EditionDiff:
    """The changes from edition ``old`` to edition ``new`` (within ``scope`` when one was given)."""

    old: str
    new: str
    scope: tuple[str | None, str | None] = (None, None)  #: (number in old, number in new)
    changes: list[Change] = field(default_factory=list)
    glossary: list[Change] = field(default_factory=list)

    def of_kind(self, kind: str) -> list[Change]:
        """The rule changes of one kind."""
        return [change for change in self.changes if change.kind == kind]

    @property
    def empty(self) -> bool:
        """True when nothing changed."""
        return not self.changes and not self.glossary


def text_of(tree: Tree, row: Row) -> str:
    """A rule's text as compared: its title, or its text with one ``Example:`` line per example."""
    if row.tkey:
        return row.title
    text, examples = split_body(tree.body(row.digest))
    return "\n".join([text, *(f"Example: {example}" for example in examples)])


def context_title(tree: Tree, row: Row) -> str:
    """The rule's title, else the title of the nearest titled rule above it."""
    from judge_cli.cr.align import ancestors

    if row.title:
        return row.title
    return next((above.title for above in ancestors(tree, row) if above.title), "")


def pair_trees(old: Tree, new: Tree, roots: tuple[str | None, str | None] = (None, None),
               *, descend_titled: bool = True) -> tuple[list[tuple[str, str]], list[Row], list[Row]]:
    """``(pairs, removed, added)`` below ``roots``: the rules of both editions that are the same rule,
    and those only the old or only the new edition has (each with everything below it).

    With ``descend_titled`` False, titled rules below the roots are compared by title only.
    """
    pairs: list[tuple[str, str]] = []
    removed: list[Row] = []
    added: list[Row] = []

    def walk(a: str | None, b: str | None) -> None:
        old_children, new_children = old.children(a), new.children(b)
        found = align(old_children, new_children, old, new)
        paired_old = {x for x, _y in found}
        paired_new = {y for _x, y in found}
        removed.extend(row for row in old_children if row.number not in paired_old)
        added.extend(row for row in new_children if row.number not in paired_new)
        for x, y in found:
            pairs.append((x, y))
            row = old.row(x)
            if row is not None and (descend_titled or not row.tkey):
                walk(x, y)

    walk(*roots)
    if descend_titled:  # a titled rule that moved to another parent is the same rule
        for row in [row for row in removed if row.tkey]:
            partner = next((other for other in added if other.tkey == row.tkey), None)
            if partner is not None:
                removed.remove(row)
                added.remove(partner)
                pairs.append((row.number, partner.number))
                walk(row.number, partner.number)
    return pairs, _with_descendants(old, removed), _with_descendants(new, added)


def _with_descendants(tree: Tree, rows: list[Row]) -> list[Row]:
    found: list[Row] = []

    def walk(row: Row) -> None:
        found.append(row)
        for child in tree.children(row.number):
            walk(child)

    for row in rows:
        walk(row)
    return found


def changes_between(old: Tree, new: Tree, roots: tuple[str | None, str | None] = (None, None),
                    *, descend_titled: bool = True) -> list[Change]:
    """Every change below ``roots`` (both None: the whole editions)."""
    pairs, removed, added = pair_trees(old, new, roots, descend_titled=descend_titled)
    mapped = dict(pairs)
    if roots[0] is not None and roots[1] is not None:
        mapped[roots[0]] = roots[1]
    changes: list[Change] = []
    for x, y in pairs:
        a, b = old.row(x), new.row(y)
        if a is None or b is None:  # pragma: no cover - pairs only hold rows of the trees
            continue
        title = context_title(new, b)
        expected = mapped.get(a.parent or "")
        if x != y and (a.tkey or expected is None or expected + relative(a) != y):
            changes.append(Change("renumbered", x, y, title))
        if a.digest != b.digest or a.title != b.title:
            old_text, new_text = text_of(old, a), text_of(new, b)
            changes.append(Change("reworded", x, y, title, old_text, new_text, word_diff(old_text, new_text)))
    new.prefetch(row.digest for row in added)
    old.prefetch(row.digest for row in removed)
    changes.extend(Change("added", None, row.number, context_title(new, row), new_text=text_of(new, row))
                   for row in added)
    changes.extend(Change("removed", row.number, None, context_title(old, row), old_text=text_of(old, row))
                   for row in removed)
    return changes


def diff_glossaries(old: list[tuple[str, str, int]], new: list[tuple[str, str, int]],
                    bodies: dict[int, str]) -> list[Change]:
    """Glossary entries added, removed and reworded (entries pair by their term, "(Obsolete)" aside)."""
    old_by_key = {tkey: (term, body) for term, tkey, body in old}
    new_keys = {tkey for _term, tkey, _body in new}
    changes: list[Change] = []
    for term, tkey, body in new:
        before = old_by_key.get(tkey)
        if before is None:
            changes.append(Change("added", None, term, term, new_text=bodies.get(body, "")))
        elif before[1] != body or before[0] != term:
            old_text = bodies.get(before[1], "")
            new_text = bodies.get(body, "")
            if before[0] != term:  # "Mana Burn" became "Mana Burn (Obsolete)"
                old_text, new_text = f"{before[0]}\n{old_text}", f"{term}\n{new_text}"
            changes.append(Change("reworded", before[0], term, term, old_text, new_text,
                                  word_diff(old_text, new_text)))
    changes.extend(Change("removed", term, None, term, old_text=bodies.get(body, ""))
                   for term, tkey, body in old if tkey not in new_keys)
    return changes


def memory_tree(connection: sqlite3.Connection, key: str) -> tuple[MemoryTree, list[tuple[str, str, int]]]:
    """Edition ``key`` of a store, whole, with its glossary rows."""
    rows = storedb.all_rows(connection, key)
    glossary = storedb.glossary_rows(connection, key)
    bodies = storedb.texts(connection, [row.digest for row in rows] + [body for _t, _k, body in glossary])
    return MemoryTree(key, rows, bodies), glossary


def edition_tree(edition: Edition) -> tuple[MemoryTree, list[tuple[str, str, int]]]:
    """An :class:`Edition` held in memory as the store would index it, with its glossary rows."""
    from judge_cli.cr.model import bare_title_key, title_key

    bodies: dict[int, str] = {}
    rows = []
    for rule in edition.rules.values():
        body = storedb.rule_body(rule)
        bodies[storedb.digest(body)] = body
        rows.append(Row(rule.number, rule.parent, rule.title, title_key(rule.title), storedb.digest(body)))
    glossary = []
    for term, text in edition.glossary.items():
        bodies[storedb.digest(text)] = text
        glossary.append((term, bare_title_key(term), storedb.digest(text)))
    return MemoryTree(edition.key, rows, bodies), glossary


def find_scope(tree: Tree, scope: str) -> Row | None:
    """The rule ``scope`` names in ``tree``: a number, or titles from the top down separated by ``/``."""
    from judge_cli.cr.align import ancestors
    from judge_cli.cr.model import normalise_number, title_key

    number = normalise_number(scope)
    if number is not None:
        return tree.row(number)
    found: Row | None = None
    for part in (piece.strip() for piece in scope.split("/")):
        above = found
        candidates = [row for row in tree.titled(title_key(part))
                      if above is None or above in ancestors(tree, row)]
        if not candidates:
            return None
        found = candidates[0]
    return found


def diff_editions(old: MemoryTree, new: MemoryTree, glossaries: tuple[list[tuple[str, str, int]],
                  list[tuple[str, str, int]]] | None = None, scope: str | None = None) -> EditionDiff:
    """The changes from ``old`` to ``new``: the whole editions with their glossaries, or one rule
    and everything below it (``scope``: a number or a title, as the newer edition has it)."""
    from judge_cli.cr.align import locate

    result = EditionDiff(old.key, new.key)
    if scope is None:
        result.changes = changes_between(old, new)
        if glossaries is not None:
            bodies = {**old.bodies, **new.bodies}
            result.glossary = diff_glossaries(glossaries[0], glossaries[1], bodies)
        return result
    in_new = find_scope(new, scope)
    in_old = locate(in_new, new, old) if in_new is not None else find_scope(old, scope)
    if in_new is None and in_old is not None:
        in_new = locate(in_old, old, new)
    result.scope = (in_old.number if in_old else None, in_new.number if in_new else None)
    if in_old is not None and in_new is not None:
        top = changes_between_rows(old, new, in_old, in_new)
        result.changes = top + changes_between(old, new, (in_old.number, in_new.number))
    elif in_new is not None:
        result.changes = [Change("added", None, row.number, context_title(new, row), new_text=text_of(new, row))
                          for row in _with_descendants(new, [in_new])]
    elif in_old is not None:
        result.changes = [Change("removed", row.number, None, context_title(old, row), old_text=text_of(old, row))
                          for row in _with_descendants(old, [in_old])]
    return result


def changes_between_rows(old: Tree, new: Tree, a: Row, b: Row) -> list[Change]:
    """How one rule itself changed (its number, its title or text), not what is below it."""
    changes: list[Change] = []
    title = context_title(new, b)
    if a.number != b.number:
        changes.append(Change("renumbered", a.number, b.number, title))
    if a.digest != b.digest or a.title != b.title:
        old_text, new_text = text_of(old, a), text_of(new, b)
        changes.append(Change("reworded", a.number, b.number, title, old_text, new_text,
                              word_diff(old_text, new_text)))
    return changes
