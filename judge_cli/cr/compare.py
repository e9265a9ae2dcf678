"""``judge cr history`` and ``judge cr diff`` over an :class:`~judge_cli.cr.store.EditionStore`.

The query is resolved in one edition the way ``judge cr`` resolves it (a
number, a title, a glossary term, slang…); the rule is then followed through
the store's editions (:mod:`judge_cli.cr.history`), or two editions are
compared (:mod:`judge_cli.cr.diff`).  A query that finds only a glossary entry
gets the entry's own history, by its term.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from judge_cli.cr import storedb
from judge_cli.cr.align import StoredTree
from judge_cli.cr.diff import EditionDiff, diff_editions, memory_tree
from judge_cli.cr.history import HistoryEntry, RuleHistory, rule_history
from judge_cli.cr.model import bare_title_key
from judge_cli.cr.worddiff import word_diff
from judge_cli.errors import NotFoundError, UsageError
from judge_cli.i18n import _

if TYPE_CHECKING:  # pragma: no cover - typing only
    from pathlib import Path

    from judge_cli.cr.lookup import CrMatch
    from judge_cli.cr.slang import Slang
    from judge_cli.cr.store import EditionStore
    from judge_cli.cr.terms import Vocabulary


@dataclass
class GlossaryHistory:
    """A glossary entry through every edition, oldest first (``number`` of each entry is None)."""

    term: str
    reference: str
    entries: list[HistoryEntry] = field(default_factory=list)


@dataclass
class Found:
    """What a history query found: the match in the reference edition and its history."""

    match: CrMatch
    history: RuleHistory | GlossaryHistory


def history(store: EditionStore, query: str, *, edition: str | None = None,
            vocabulary: Vocabulary | None = None, slang: Slang | None = None) -> Found:
    """The history of what ``query`` finds in ``edition`` (default: the newest) through every edition."""
    from judge_cli.cr.lookup import lookup

    reference = store.choose(edition)
    match = lookup(store.load(reference), query, vocabulary, slang)
    if match.rule is None:
        return Found(match, glossary_history(store, match.term or "", reference))
    bodies: dict[Path, dict[int, str]] = {}
    trees = []
    for key, info in store.infos().items():
        trees.append(StoredTree(store.connection(info.store), key, bodies.setdefault(info.store, {})))
    return Found(match, rule_history(trees, reference, match.rule.number))


def glossary_history(store: EditionStore, term: str, reference: str) -> GlossaryHistory:
    """The glossary entry ``term`` in every edition ("(Obsolete)" aside, it is the same entry)."""
    key = bare_title_key(term)
    result = GlossaryHistory(term, reference)
    previous: str | None = None
    for edition, info in store.infos().items():
        found = storedb.glossary_entry(store.connection(info.store), edition, key)
        entry = HistoryEntry(edition, None)
        if found is None:
            entry.changed = previous is not None
            previous = None
        else:
            text = f"{found[0]}\n{found[1]}"
            entry.title, entry.text = found[0], found[1]
            if previous is not None and previous != text:
                entry.ops = word_diff(previous, text)
            entry.changed = bool(entry.ops) or (previous is None and bool(result.entries))
            previous = text
        result.entries.append(entry)
    return result


def diff(store: EditionStore, old: str, new: str, scope: str | None = None) -> EditionDiff:
    """The changes from edition ``old`` to edition ``new`` (dates or unique prefixes), whole or within ``scope``."""
    old_key, new_key = store.choose(old), store.choose(new)
    if old_key == new_key and old.strip() != new.strip():
        raise UsageError(_("{old!r} and {new!r} are the same edition ({edition})").format(
            old=old, new=new, edition=old_key))
    old_tree, old_glossary = memory_tree(store.connection(store.info(old_key).store), old_key)
    new_tree, new_glossary = memory_tree(store.connection(store.info(new_key).store), new_key)
    result = diff_editions(old_tree, new_tree, (old_glossary, new_glossary), scope)
    if scope is not None and result.scope == (None, None):
        raise NotFoundError(_("no rule {scope!r} in the editions {old} and {new}").format(
            scope=scope, old=old_key, new=new_key))
    return result
