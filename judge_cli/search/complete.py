"""Shell completion answers: card names by prefix in any language, rule numbers and titles, eval arguments.

Plain functions of their inputs; the CLI's completion callbacks (``judge_cli.cli.completion``) call them.
Card names come from the prefix stage of the name indexes: :func:`complete_card_names` asks the indexes
of a corpus; :func:`complete_stored_card_names` (the shell's path) reads the same answers without loading
any corpus: the shipped cards' (key, name) table from a small cache beside the parsed-corpus cache
(``marshal``, written on first use), and one indexed range query on the store's ``name_keys`` table
(``judge_cli.store.db.prefix_names``, which the CLI's completion callback passes in).
"""

from __future__ import annotations

import os
from bisect import bisect_left
from collections.abc import Callable
from pathlib import Path
from typing import Any

from judge_cli.search.normalize import normalize

#: At most this many suggestions (a shell shows no more usefully).
LIMIT = 50
#: At most this many names are read per index (several keys of one name, and names of one card, repeat).
ROWS = LIMIT * 4
#: Bump when the layout of the shipped name table's cache changes.
NAMES_FORMAT = 1


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
    return _tails(_prefix_names(index, key), words, incomplete)


def complete_stored_card_names(corpus_dir: Path | None, cache_dir: Path | None,
                               stored: Callable[[str, bool, int], list[str]] | None,
                               words: list[str], incomplete: str) -> list[str]:
    """:func:`complete_card_names` of the corpus in ``corpus_dir`` (None: the shipped one) and the imported
    cards, without loading either: the same answers, from the shipped cards' name table (cached in
    ``cache_dir``) and ``stored(key, exact_only, rows)``, the imported names in the index's order
    (:func:`judge_cli.store.db.prefix_names`: one range of ``name_keys``); None: nothing imported."""
    typed = " ".join([*words, incomplete]).strip()
    key = normalize(typed)
    if len(key) < 2:
        return []
    keys, names = shipped_name_table(corpus_dir, cache_dir)
    found = _table_prefix_names(keys, names, key)
    if stored is not None:
        found += stored(key, _prefix_only_exact(key), ROWS)
    return _tails(list(dict.fromkeys(found)), words, incomplete)


def _prefix_only_exact(key: str) -> bool:
    """True when ``key`` is too short for a prefix hit (the indexes then answer exact names only)."""
    from judge_cli.search.scoring import MIN_PREFIX, MIN_PREFIX_CJK, _has_cjk

    return len(key) < (MIN_PREFIX_CJK if _has_cjk(key) else MIN_PREFIX)


def _table_prefix_names(keys: list[str], names: list[str], key: str) -> list[str]:
    """The names of the sorted (key, name) table whose key is ``key`` or (long enough) starts with it,
    in the index's order: the exact ones first, then by key and position."""
    exact_only = _prefix_only_exact(key)
    found = []
    start = bisect_left(keys, key)
    for position in range(start, min(len(keys), start + ROWS)):
        current = keys[position]
        if current != key and (exact_only or not current.startswith(key)):
            break
        found.append(names[position])
    return found


def name_table(index: Any) -> tuple[list[str], list[str]]:
    """(keys, names) of an in-memory :class:`~judge_cli.search.index.NameIndex`: every (key, position)
    sorted, and the name at each position beside its key."""
    pairs = index.sorted_keys()
    return [key for key, _pos in pairs], [index.names[pos] for _key, pos in pairs]


def _names_stamp(data_dir: Path) -> str:
    """The parsed-corpus cache's fingerprint, and the files that make the keys (normalising, indexing)."""
    from judge_cli.corpus.cache import fingerprint

    here = os.path.dirname(os.path.abspath(__file__))
    parts = [str(NAMES_FORMAT), fingerprint(data_dir)]
    for source in ("normalize.py", "index.py", "complete.py"):
        stat = os.stat(os.path.join(here, source))
        parts.append(f"{source}:{stat.st_mtime_ns}:{stat.st_size}")
    return "\n".join(parts)


def shipped_name_table(corpus_dir: Path | None, cache_dir: Path | None) -> tuple[list[str], list[str]]:
    """:func:`name_table` of the corpus in ``corpus_dir`` (None: the shipped one), from its cache in
    ``cache_dir`` when current (else built from the corpus and written there); ``cache_dir`` None: no cache."""
    import marshal

    from judge_cli.corpus.cache import cache_file
    from judge_cli.corpus.paths import default_data_dir

    data_dir = corpus_dir or default_data_dir()
    path = stamp = None
    if cache_dir is not None:
        try:
            path = cache_file(data_dir, cache_dir).with_suffix(".names")
            stamp = _names_stamp(data_dir)
            with path.open("rb") as handle:
                cached = marshal.load(handle)
            if isinstance(cached, tuple) and len(cached) == 3 and cached[0] == stamp:
                return cached[1], cached[2]
        except Exception:  # noqa: BLE001 - a missing, old or unreadable cache: build the table
            pass
    from judge_cli.corpus.cache import load_cached
    from judge_cli.search.index import NameIndex

    keys, names = name_table(NameIndex.build(load_cached(corpus_dir, cache_dir=cache_dir)))
    if path is not None and stamp is not None:
        from judge_cli.fsutil import replacing

        try:
            with replacing(path) as temporary, temporary.open("wb") as handle:
                marshal.dump((stamp, keys, names), handle)
        except Exception:  # noqa: BLE001 - the cache is optional
            pass
    return keys, names


def _tails(names: list[str], words: list[str], incomplete: str) -> list[str]:
    """Each name as the rest from the cursor's word on, spelt as typed for that word; at most :data:`LIMIT`."""
    found = []
    for name in names:
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
