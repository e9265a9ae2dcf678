"""Evaluate a query tree against the store's search tables: each condition is one indexed SQL query that
yields card numbers (``find_cards.rowid``, name order); ``and``/``or``/``-`` are set operations.

Text conditions of three characters or more use the FTS5 trigram index (a substring ``MATCH``); shorter
ones, and stores written where SQLite had no trigram tokenizer, scan the text table with ``instr``.
The meaning of every condition is that of :mod:`judge_cli.find.memory`, on the same facts.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable

from judge_cli.find.memory import name_key
from judge_cli.find.query import All, Any_, Node, Not, Term
from judge_cli.find.terms import MULTICOLOR
from judge_cli.game.vocabulary import RARITIES
from judge_cli.search.normalize import normalize

#: Colour masks with two colours or more (multicolour).
_MULTI = tuple(mask for mask in range(32) if mask.bit_count() >= 2)
_OPERATORS = {"=": "=", "!=": "!=", "<": "<", ">": ">", "<=": "<=", ">=": ">="}
_TEXT_COLUMNS = {"oracle": "oracle", "full": "full", "flavor": "flavor", "type": "types"}
_FACE_COLUMNS = {"pow": "pow", "tou": "tou", "loy": "loy"}
#: Shortest text the trigram index can look up.
TRIGRAM = 3


def _mask_condition(column: str, op: str, want: object) -> tuple[str, list[object]]:
    """SQL for :func:`judge_cli.find.memory.compare_masks` on ``column``."""
    if want == MULTICOLOR:
        marks = ",".join(str(mask) for mask in _MULTI)
        return (f"{column} IN ({marks})" if op == "=" else f"{column} NOT IN ({marks})"), []
    mask = int(want)  # type: ignore[call-overload]
    outside = 31 & ~mask
    return {
        "=": (f"{column} = ?", [mask]), "!=": (f"{column} != ?", [mask]),
        ">=": (f"({column} & ?) = ?", [mask, mask]), "<=": (f"({column} & ?) = 0", [outside]),
        ">": (f"({column} & ?) = ? AND {column} != ?", [mask, mask, mask]),
        "<": (f"({column} & ?) = 0 AND {column} != ?", [outside, mask]),
    }[op]


def _fts_phrase(column: str, text: str) -> str:
    """An FTS5 query: ``text`` as one phrase in ``column`` (a substring, with the trigram tokenizer)."""
    return "{" + column + "} : \"" + text.replace('"', '""') + "\""


class StoredSearch:
    """Answers query trees from the search tables of one store."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self.connection = connection
        row = connection.execute("SELECT value FROM meta WHERE key = 'find.fts'").fetchone()
        self.fts = bool(row and int(row[0]))
        self._all: set[int] | None = None

    def _numbers(self, sql: str, parameters: Iterable[object] = ()) -> set[int]:
        return {number for (number,) in self.connection.execute(sql, list(parameters))}

    def everything(self) -> set[int]:
        """Every card's number."""
        if self._all is None:
            self._all = self._numbers("SELECT rowid FROM find_cards")
        return self._all

    def evaluate(self, node: Node, lang: str | None = None) -> set[int]:
        """The numbers of the cards matching ``node`` (``lang``: bare words match names in it only)."""
        if isinstance(node, All):
            # Smallest first: later intersections then touch few numbers.
            sets = sorted((self.evaluate(item, lang) for item in node.items), key=len)
            found = sets[0]
            for other in sets[1:]:
                found = found & other
            return found
        if isinstance(node, Any_):
            union: set[int] = set()
            for item in node.items:
                union |= self.evaluate(item, lang)
            return union
        if isinstance(node, Not):
            return self.everything() - self.evaluate(node.item, lang)
        return self._term(node, lang)

    def _text(self, column: str, value: str) -> set[int]:
        if self.fts and len(value) >= TRIGRAM:
            return self._numbers("SELECT rowid FROM find_fts WHERE find_fts MATCH ?", [_fts_phrase(column, value)])
        return self._numbers(f"SELECT rowid FROM find_text WHERE instr({column}, ?) > 0", [value])

    def _names(self, key: str, lang: str | None) -> set[int]:
        language, parameters = ("", []) if lang is None else (" AND lang = ?", [lang])
        if self.fts and len(key) >= TRIGRAM:
            return self._numbers(
                "SELECT card FROM find_names WHERE rowid IN (SELECT rowid FROM find_names_fts "
                f"WHERE find_names_fts MATCH ?){language}", [_fts_phrase("key", key), *parameters])
        return self._numbers(f"SELECT card FROM find_names WHERE instr(key, ?) > 0{language}", [key, *parameters])

    def _attr(self, attr: str, values: Iterable[str]) -> set[int]:
        wanted = list(dict.fromkeys(values))
        marks = ",".join("?" * len(wanted))
        return self._numbers(f"SELECT card FROM find_attrs WHERE attr = ? AND value IN ({marks})", [attr, *wanted])

    def _numeric(self, term: Term) -> set[int]:
        op, value = _OPERATORS[term.op], term.value
        if term.keyword == "mv":
            if value in ("even", "odd"):
                return self._numbers("SELECT rowid FROM find_cards WHERE mv = CAST(mv AS INTEGER) "
                                     "AND CAST(mv AS INTEGER) % 2 = ?", [int(value == "odd")])
            if isinstance(value, tuple):
                if value[1] == "mv":
                    return self._numbers(f"SELECT rowid FROM find_cards WHERE mv {op} mv")
                return self._numbers(f"SELECT DISTINCT f.card FROM find_faces f JOIN find_cards c ON c.rowid = f.card "
                                     f"WHERE c.mv {op} f.{_FACE_COLUMNS[value[1]]}")
            return self._numbers(f"SELECT rowid FROM find_cards WHERE mv {op} ?", [value])
        column = _FACE_COLUMNS[term.keyword]
        if isinstance(value, tuple):
            if value[1] == "mv":
                return self._numbers(f"SELECT DISTINCT f.card FROM find_faces f JOIN find_cards c ON c.rowid = f.card "
                                     f"WHERE f.{column} {op} c.mv")
            return self._numbers(f"SELECT DISTINCT card FROM find_faces WHERE {column} {op} "
                                 f"{_FACE_COLUMNS[value[1]]}")
        return self._numbers(f"SELECT DISTINCT card FROM find_faces WHERE {column} {op} ?", [value])

    def _term(self, term: Term, lang: str | None) -> set[int]:
        keyword, value = term.keyword, term.value
        if keyword == "name":
            key = name_key(str(value))
            return self._names(key, lang) if key else set()
        if keyword == "exact":
            return self._numbers("SELECT card FROM find_names WHERE key = ?", [name_key(str(value))])
        if keyword in _TEXT_COLUMNS:
            return self._text(_TEXT_COLUMNS[keyword], str(value).lower())
        if keyword == "color":
            condition, parameters = _mask_condition("colors", term.op, value)
            return self._numbers(f"SELECT DISTINCT card FROM find_faces WHERE {condition}", parameters)
        if keyword == "identity":
            condition, parameters = _mask_condition("identity", term.op, value)
            return self._numbers(f"SELECT rowid FROM find_cards WHERE {condition}", parameters)
        if keyword in ("mv", "pow", "tou", "loy"):
            return self._numeric(term)
        if keyword == "rarity":
            ranks = [str(rank) for rank in range(len(RARITIES)) if _compare(term.op, rank, int(value))]  # type: ignore[call-overload]
            return self._attr("rarity", ranks) if ranks else set()
        if keyword == "set":
            return self._attr("set", [str(value), normalize(str(value))])
        if keyword in ("legal", "banned", "restricted"):
            return self._attr(keyword, [str(value)])
        if keyword == "keyword":
            return self._attr("kw", [str(value)])
        if keyword in ("is", "lang"):
            return self._attr(keyword, [str(value)])
        raise AssertionError(f"unknown keyword {keyword}")

    def rows(self, numbers: list[int]) -> list[tuple[int, str, str, str | None, str, str]]:
        """(number, id, name, mana cost, type line, names JSON) of the cards ``numbers``, in that order."""
        found: dict[int, tuple[int, str, str, str | None, str, str]] = {}
        for start in range(0, len(numbers), 500):
            chunk = numbers[start:start + 500]
            marks = ",".join("?" * len(chunk))
            for row in self.connection.execute(
                    f"SELECT rowid, id, name, mana_cost, type_line, names FROM find_cards WHERE rowid IN ({marks})",
                    chunk):
                found[row[0]] = row
        return [found[number] for number in numbers if number in found]


def _compare(op: str, have: int, want: int) -> bool:
    return {"=": have == want, "!=": have != want, "<": have < want, ">": have > want, "<=": have <= want,
            ">=": have >= want}[op]
