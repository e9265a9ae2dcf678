"""Cards and rulings as compact JSON rows of the store, and back.

Rows are JSON objects with short keys; empty fields are left out, so a row
holds only what the card has.  Dates are ISO strings.  Rows written before
rows were keyed (positional JSON lists) are still read.
"""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

from judge_cli.corpus.model import Card, Printing, Ruling, RulingLink
from judge_cli.game.card import Face

_dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode

#: Face fields kept in a row, by row key; tuples are stored as lists.
_FACE_KEYS = ("name", "type_line", "mana_cost", "oracle_text", "power", "toughness", "loyalty", "colors",
              "abilities", "triggers", "costs", "color_indicator",
              "turned_face_up_counters")


def face_to_json(face: Face) -> dict[str, Any]:
    """The JSON object of ``face``: its set fields only."""
    data: dict[str, Any] = {}
    for key in _FACE_KEYS:
        value = getattr(face, key)
        if value is None or value == "" or (value == () and key != "colors"):  # no colours is not "unknown"
            continue
        data[key] = [list(pair) for pair in value] if key in ("costs", "turned_face_up_counters") else value
    return data


def face_from_json(data: dict[str, Any]) -> Face:
    """The face stored by :func:`face_to_json`."""
    return Face(
        name=data["name"], type_line=data.get("type_line", ""), mana_cost=data.get("mana_cost"),
        oracle_text=data.get("oracle_text", ""), power=data.get("power"), toughness=data.get("toughness"),
        loyalty=data.get("loyalty"), colors=tuple(data["colors"]) if data.get("colors") is not None else None,
        abilities=tuple(data.get("abilities", ())), triggers=tuple(data.get("triggers", ())),
        costs=tuple((keyword, cost) for keyword, cost in data.get("costs", ())),
        color_indicator=tuple(data["color_indicator"]) if data.get("color_indicator") else None,
        turned_face_up_counters=tuple((kind, int(count)) for kind, count in data.get("turned_face_up_counters", ())),
    )


def card_to_row(card: Card) -> str:
    """The stored JSON of ``card``."""
    row: dict[str, Any] = {"id": card.id, "name": card.name, "layout": card.layout,
                           "faces": [face_to_json(face) for face in card.faces]}
    optional: dict[str, Any] = {
        "names": card.names, "texts": card.texts, "flavor": card.flavor,
        "printings": [printing_to_json(p) for p in card.printings],
        "rulings": [[link.ruling_id, link.date.isoformat() if link.date else None] for link in card.rulings],
        "sources": list(card.sources),
        "legalities": card.legalities,
        "legal_date": card.legalities_date.isoformat() if card.legalities_date else None,
        "identity": list(card.color_identity) if card.color_identity is not None else None,
        "face_names": {lang: list(names) for lang, names in card.face_names.items()},
    }
    row.update({key: value for key, value in optional.items() if value or (key == "identity" and value == [])})
    return _dumps(row)


_PRINTING_KEYS = (("set", "set_name"), ("text", "printed_text"), ("note", "note"), ("code", "set_code"),
                  ("number", "number"), ("rarity", "rarity"), ("names", "printed_names"),
                  ("flavor_name", "flavor_name"))


def printing_to_json(printing: Printing) -> dict[str, Any]:
    """The JSON object of a printing: its set fields only."""
    data = {key: getattr(printing, attribute) for key, attribute in _PRINTING_KEYS if getattr(printing, attribute)}
    if printing.released is not None:
        data["released"] = printing.released.isoformat()
    return data


def printing_from_json(data: dict[str, Any]) -> Printing:
    """The printing stored by :func:`printing_to_json`."""
    return Printing(
        set_name=data.get("set"), printed_text=data.get("text", {}), note=data.get("note"), set_code=data.get("code"),
        number=data.get("number"), rarity=data.get("rarity"), released=_date(data.get("released")),
        printed_names=data.get("names", {}), flavor_name=data.get("flavor_name"))


def _date(value: str | None) -> dt.date | None:
    return dt.date.fromisoformat(value) if value else None


def card_from_row(row: str | bytes) -> Card:
    """The card stored by :func:`card_to_row` (zlib-compressed in the store)."""
    if isinstance(row, bytes):
        import zlib

        row = zlib.decompress(row)
    data = json.loads(row)
    if isinstance(data, list):
        return _card_from_positional(data)
    return Card(
        id=data["id"], name=data["name"], layout=data.get("layout", "normal"),
        faces=tuple(face_from_json(face) for face in data["faces"]),
        names=data.get("names", {}), texts=data.get("texts", {}), flavor=data.get("flavor", {}),
        printings=tuple(printing_from_json(p) for p in data.get("printings", ())),
        rulings=tuple(RulingLink(ruling, _date(date)) for ruling, date in data.get("rulings", ())),
        sources=tuple(data.get("sources", ())), legalities=data.get("legalities", {}),
        legalities_date=_date(data.get("legal_date")),
        color_identity=tuple(data["identity"]) if data.get("identity") is not None else None,
        face_names={lang: tuple(names) for lang, names in data.get("face_names", {}).items()},
    )


def _card_from_positional(data: list[Any]) -> Card:
    """A card of a store written before rows were keyed: 16 values in a fixed order."""
    # Only these old rows read the Oracle text again: a keyed row (every store written since) never needs the
    # parser, and importing it cost a `judge ask` naming an imported card about 2 ms.
    from judge_cli.game.oracle import face_from_oracle

    (card_id, name, mana_cost, type_line, oracle_text, names, texts, flavor, printings, links, sources, power,
     toughness, back, _disguise, _morph) = data
    faces = [face_from_oracle(name, type_line, mana_cost, oracle_text, power, toughness)]
    if back:
        faces.append(face_from_oracle(back[0], back[1], back[2], back[3]))
    return Card(
        id=card_id, name=name, faces=tuple(faces), layout="transform" if back else "normal",
        names=names, texts=texts, flavor=flavor,
        printings=tuple(Printing(set_name, text, note) for set_name, text, note in printings),
        rulings=tuple(RulingLink(ruling, _date(date)) for ruling, date in links), sources=tuple(sources),
    )


def ruling_to_row(ruling: Ruling) -> str:
    """The stored JSON of an imported ruling (texts per language and sources)."""
    return _dumps({"id": ruling.id, "text": ruling.text, "sources": list(ruling.sources)})


def ruling_from_row(row: str | bytes) -> Ruling:
    """The ruling stored by :func:`ruling_to_row`."""
    data = json.loads(row)
    if isinstance(data, list):
        ruling_id, text, sources = data
        return Ruling(id=ruling_id, text=text, sources=tuple(sources))
    return Ruling(id=data["id"], text=data["text"], sources=tuple(data.get("sources", ())))


def to_json(value: Any) -> str:
    """Compact JSON (for source records and metadata)."""
    return _dumps(value)
