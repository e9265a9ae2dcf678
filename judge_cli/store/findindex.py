"""The search tables of ``judge find``, written at import time beside the cards (see :mod:`judge_cli.store.db`).

Cards get a row number in name order (``find_cards.rowid``), so a search sorts its results by sorting
integers; every other table refers to cards by that number.  The facts come from
:func:`judge_cli.find.facts.card_facts`, the same function the in-memory search uses.
"""

from __future__ import annotations

import json
import marshal
import sqlite3

from judge_cli.corpus.model import Card
from judge_cli.find.facts import CardFacts, card_facts

#: Cards written per batch.
_BATCH = 2000

#: The tables (the full-text ones are created by :func:`create_fts` when SQLite has FTS5's trigram tokenizer).
SCHEMA = """
CREATE TABLE find_cards(rowid INTEGER PRIMARY KEY, id TEXT NOT NULL, name TEXT NOT NULL, mana_cost TEXT,
                        type_line TEXT NOT NULL, names TEXT NOT NULL, mv REAL NOT NULL, identity INTEGER NOT NULL);
CREATE INDEX find_cards_mv ON find_cards(mv);
CREATE TABLE find_faces(card INTEGER NOT NULL, pow REAL, tou REAL, loy REAL, colors INTEGER NOT NULL);
CREATE INDEX find_faces_pow ON find_faces(pow);
CREATE INDEX find_faces_tou ON find_faces(tou);
CREATE INDEX find_faces_loy ON find_faces(loy);
CREATE TABLE find_attrs(attr TEXT NOT NULL, value TEXT NOT NULL, card INTEGER NOT NULL,
                        PRIMARY KEY(attr, value, card)) WITHOUT ROWID;
CREATE TABLE find_names(rowid INTEGER PRIMARY KEY, card INTEGER NOT NULL, lang TEXT NOT NULL, key TEXT NOT NULL);
CREATE INDEX find_names_key ON find_names(key);
CREATE TABLE find_text(rowid INTEGER PRIMARY KEY, oracle TEXT NOT NULL, full TEXT NOT NULL, types TEXT NOT NULL,
                       flavor TEXT NOT NULL);
"""
FTS_SCHEMA = """
CREATE VIRTUAL TABLE find_fts USING fts5(oracle, full, types, flavor, content='find_text', tokenize='trigram');
CREATE VIRTUAL TABLE find_names_fts USING fts5(key, content='find_names', tokenize='trigram');
"""


def create_fts(connection: sqlite3.Connection) -> bool:
    """Create the full-text tables; False when this SQLite has no FTS5 trigram tokenizer (searches then scan)."""
    try:
        connection.executescript(FTS_SCHEMA)
    except sqlite3.OperationalError:
        return False
    return True


def attributes(facts: CardFacts) -> list[tuple[str, str]]:
    """The (attribute, value) pairs ``find_attrs`` holds for one card."""
    pairs = [("set", code) for code in facts.sets]
    pairs += [("rarity", str(rank)) for rank in facts.rarities]
    for fmt, status in facts.legalities.items():
        if status in ("legal", "restricted"):
            pairs.append(("legal", fmt))
        if status in ("banned", "restricted"):
            pairs.append((status, fmt))
    pairs += [("kw", keyword) for keyword in facts.keywords]
    pairs += [("is", flag) for flag in facts.flags]
    pairs += [("lang", lang) for lang in facts.langs]
    return pairs


class FindIndex:
    """Collects the facts of every card written, then writes the search tables in name order.

    Each card's rows wait in a temporary table (SQLite's temporary database, on disk) rather than in
    memory, so an import's memory does not grow with the number of cards: :meth:`finish` reads them back
    in name order and numbers them.
    """

    def __init__(self, connection: sqlite3.Connection) -> None:
        self.connection = connection
        self.pending: list[tuple[str, str, bytes]] = []
        self.count = 0
        connection.execute("CREATE TEMP TABLE find_stage(sort_key TEXT NOT NULL, id TEXT NOT NULL, rows BLOB NOT NULL)")

    def add(self, card: Card) -> None:
        """Keep ``card``'s rows (without their number, given in :meth:`finish`) and what a result line shows."""
        facts = card_facts(card)
        rows = ((facts.id, facts.name, card.mana_cost, card.type_line, json.dumps(card.names, ensure_ascii=False),
                 facts.mana_value, facts.identity),
                [(face.power, face.toughness, face.loyalty, face.colors) for face in facts.faces],
                attributes(facts),
                list(facts.names),
                (facts.oracle, facts.full, facts.types, facts.flavor))
        self.pending.append((facts.sort_key, facts.id, marshal.dumps(rows)))
        self.count += 1
        if len(self.pending) >= _BATCH:
            self._stage()

    def _stage(self) -> None:
        self.connection.executemany("INSERT INTO temp.find_stage VALUES (?, ?, ?)", self.pending)
        self.pending = []

    def finish(self) -> int:
        """Write the tables (and fill the full-text index); the number of cards."""
        self._stage()
        connection = self.connection
        connection.executescript(SCHEMA)
        fts = create_fts(connection)
        # SQLite orders text by its UTF-8 bytes: the order of the code points, as Python sorts strings.
        staged = connection.execute("SELECT rows FROM temp.find_stage ORDER BY sort_key, id").fetchmany
        number = 0
        while batch := staged(_BATCH):
            cards, faces, attrs, names, texts = [], [], [], [], []
            for (blob,) in batch:
                number += 1
                card, card_faces, card_attrs, card_names, text = marshal.loads(blob)
                cards.append((number, *card))
                faces += [(number, *face) for face in card_faces]
                attrs += [(attr, value, number) for attr, value in card_attrs]
                names += [(number, lang, key) for lang, key in card_names]
                texts.append((number, *text))
            self._insert(cards, faces, attrs, names, texts)
        connection.execute("DROP TABLE temp.find_stage")
        if fts:
            connection.execute("INSERT INTO find_fts(find_fts) VALUES ('rebuild')")
            connection.execute("INSERT INTO find_names_fts(find_names_fts) VALUES ('rebuild')")
        connection.execute("INSERT INTO meta(key, value) VALUES ('find.fts', ?)", (int(fts),))
        return number

    def _insert(self, cards: list, faces: list, attrs: list, names: list, texts: list) -> None:
        connection = self.connection
        connection.executemany("INSERT INTO find_cards VALUES (?, ?, ?, ?, ?, ?, ?, ?)", cards)
        connection.executemany("INSERT INTO find_faces VALUES (?, ?, ?, ?, ?)", faces)
        connection.executemany("INSERT OR IGNORE INTO find_attrs VALUES (?, ?, ?)", attrs)
        connection.executemany("INSERT INTO find_names(card, lang, key) VALUES (?, ?, ?)", names)
        connection.executemany("INSERT INTO find_text VALUES (?, ?, ?, ?, ?)", texts)
