"""Shell completion answers: card names by prefix in any language, rule numbers and titles, eval arguments.

Plain functions of their inputs; the CLI's completion callbacks (``judge_cli.cli.completion``) call them.
Card names come from the prefix stage of the name indexes (the stored one reads a few pages of the
``name_keys`` table), so completion stays fast with the whole game imported.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from judge_cli.search.normalize import normalize

#: At most this many suggestions (a shell shows no more usefully).
LIMIT = 50


def _prefix_names(index: Any, key: str) -> list[str]:
    """Names (as printed) whose normalised form starts with ``key``, exact ones first."""
    indexes = [index.seed, index.stored] if hasattr(index, "stored") else [index]
    names: list[str] = []
    for one in indexes:
        positions = list(one._exact_positions(key)) + [pos for pos, _key in one._prefix_hits(key)]
        entries = one._entries(positions[:LIMIT * 4])
        names += [entries[pos][2] for pos in positions if pos in entries]
    return list(dict.fromkeys(names))


def complete_card_names(corpus: Any, words: list[str], incomplete: str) -> list[str]:
    """Completions of the card name being typed: ``words`` already given, ``incomplete`` the word at the
    cursor.  Each answer is the rest of a name from the cursor's word on (``Lightning Bo`` -> ``Bolt``)."""
    from judge_cli.search.index import NameIndex

    typed = " ".join([*words, incomplete]).strip()
    key = normalize(typed)
    if not key:
        return []
    index = NameIndex.build(corpus)
    if len(key) < 2:
        return []
    found = []
    for name in _prefix_names(index, key):
        parts = name.split(" ")
        tail = " ".join(parts[len(words):]) if len(parts) > len(words) else name
        # Shells keep only answers that start with the word as typed: take its spelling (case) for that part.
        if tail[:len(incomplete)].casefold() == incomplete.casefold():
            tail = incomplete + tail[len(incomplete):]
        found.append(tail)
    return list(dict.fromkeys(found))[:LIMIT]


def complete_rules(edition: Any, incomplete: str) -> list[tuple[str, str]]:
    """(rule number, title) of rules whose number starts with ``incomplete``, or whose title does."""
    text = incomplete.strip().lower()
    found = []
    for number, rule in edition.rules.items():
        title = rule.title or ""
        if number.startswith(text) or (text and not text[0].isdigit() and title.lower().startswith(text)):
            found.append((number if text[:1].isdigit() or not text else title, f"{number} {title}".strip()))
        if len(found) >= LIMIT:
            break
    return found


def complete_paths(incomplete: str, suffixes: tuple[str, ...] = (".yaml", ".yml")) -> list[str]:
    """Folders and files with ``suffixes`` whose path starts with ``incomplete``."""
    folder, _sep, stem = incomplete.rpartition("/")
    base = Path(folder or ".")
    try:
        entries = sorted(base.iterdir())
    except OSError:
        return []
    found = []
    for entry in entries:
        if not entry.name.startswith(stem) or entry.name.startswith("."):
            continue
        shown = f"{folder}/{entry.name}" if folder else entry.name
        if entry.is_dir():
            found.append(shown + "/")
        elif entry.suffix in suffixes:
            found.append(shown)
    return found[:LIMIT]
