"""Cards and rulings as compact JSON rows of the store, and back.

Rows are JSON lists in a fixed order (no repeated key names); dates are ISO
strings.  ``FORMAT`` in :mod:`judge_cli.store.db` changes when this does.
"""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

from judge_cli.corpus.model import Card, Face, Printing, Ruling, RulingLink

_dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode


def card_to_row(card: Card) -> str:
    """The stored JSON of ``card``."""
    back = None
    if card.back is not None:
        back = [card.back.name, card.back.type_line, card.back.mana_cost, card.back.oracle_text]
    return _dumps([
        card.id, card.name, card.mana_cost, card.type_line, card.oracle_text, card.names, card.texts, card.flavor,
        [[p.set_name, p.printed_text, p.note] for p in card.printings],
        [[link.ruling_id, link.date.isoformat() if link.date else None] for link in card.rulings],
        list(card.sources), card.power, card.toughness, back, card.disguise, card.morph,
    ])


def _date(value: str | None) -> dt.date | None:
    return dt.date.fromisoformat(value) if value else None


def card_from_row(row: str | bytes) -> Card:
    """The card stored by :func:`card_to_row` (zlib-compressed in the store)."""
    if isinstance(row, bytes):
        import zlib

        row = zlib.decompress(row)
    (card_id, name, mana_cost, type_line, oracle_text, names, texts, flavor, printings, links, sources, power,
     toughness, back, disguise, morph) = json.loads(row)
    return Card(
        id=card_id, name=name, mana_cost=mana_cost, type_line=type_line, oracle_text=oracle_text,
        names=names, texts=texts, flavor=flavor,
        printings=tuple(Printing(set_name, text, note) for set_name, text, note in printings),
        rulings=tuple(RulingLink(ruling, _date(date)) for ruling, date in links),
        sources=tuple(sources), power=power, toughness=toughness,
        back=Face(*back) if back else None, disguise=disguise, morph=morph,
    )


def ruling_to_row(ruling: Ruling) -> str:
    """The stored JSON of an imported ruling (texts per language and sources)."""
    return _dumps([ruling.id, ruling.text, list(ruling.sources)])


def ruling_from_row(row: str | bytes) -> Ruling:
    """The ruling stored by :func:`ruling_to_row`."""
    ruling_id, text, sources = json.loads(row)
    return Ruling(id=ruling_id, text=text, sources=tuple(sources))


def to_json(value: Any) -> str:
    """Compact JSON (for source records and metadata)."""
    return _dumps(value)
