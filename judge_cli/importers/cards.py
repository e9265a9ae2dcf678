"""From source records to corpus cards: merging sources, faces, seed precedence, ruling ids.

Sources are merged newest first: for every field the newest source that has
a value gives it (so importing Scryfall after MTGJSON fills in what MTGJSON
lacked and refreshes the rest), printings and rulings are united.
"""

from __future__ import annotations

import re
from typing import Iterable

from judge_cli.corpus.model import Card, Corpus, Face, Printing, Ruling, RulingLink
from judge_cli.importers.ids import ruling_id
from judge_cli.importers.records import COMBINED, DOUBLE_FACED, CardRecord
from judge_cli.languages import LANGUAGES

#: ``Disguise {1}{U}``, ``Morph {3}``, ``Megamorph {5}{G}`` at the start of an Oracle text line.
_FACE_DOWN_COST = re.compile(r"^(Disguise|Morph|Megamorph) ((?:\{[^{}]+\})+)", re.MULTILINE)


def merge_records(sources: Iterable[tuple[str, Iterable[CardRecord]]]
                  ) -> tuple[dict[str, CardRecord], dict[str, list[str]]]:
    """One record per Oracle name from ``(source key, records)`` pairs (newest first), and each
    name's source keys.  The input records are not changed."""
    merged: dict[str, CardRecord] = {}
    origins: dict[str, list[str]] = {}
    for key, records in sources:
        for record in records:
            origins.setdefault(record.name, []).append(key)
            have = merged.get(record.name)
            if have is None:
                merged[record.name] = CardRecord(
                    record.name, record.layout, dict(record.faces), dict(record.names), dict(record.texts),
                    dict(record.flavor), dict(record.printings), dict(record.rulings), dict(record.oracle_ids))
                continue
            for side, face in record.faces.items():
                have.faces.setdefault(side, face)
            for target, values in ((have.names, record.names), (have.texts, record.texts),
                                   (have.flavor, record.flavor), (have.printings, record.printings),
                                   (have.rulings, record.rulings), (have.oracle_ids, record.oracle_ids)):
                for field_key, value in values.items():
                    target.setdefault(field_key, value)
    return merged, {name: list(dict.fromkeys(keys)) for name, keys in origins.items()}


def display_name(record: CardRecord) -> str:
    """The card's name as judge-cli shows it: the front face's for a double-faced card, else the Oracle name."""
    sides = sorted(record.faces)
    if record.layout in DOUBLE_FACED and len(sides) > 1:
        return record.faces[sides[0]].get("name") or record.name
    return record.name


def seed_names(seed: Corpus) -> dict[str, str]:
    """Oracle name -> id of every shipped card (a double-faced one under both its name forms)."""
    names = {}
    for card in seed.cards.values():
        names[card.name] = card.id
        if card.back is not None:
            names[f"{card.name} // {card.back.name}"] = card.id
    return names


def seed_ruling_ids(seed: Corpus) -> dict[str, str]:
    """Hashed id -> shipped ruling id, for every English wording of a shipped ruling."""
    found = {}
    for ruling in seed.rulings.values():
        wordings = [ruling.text.get("en", "")] + [v.text for v in ruling.variants if v.lang == "en"]
        for text in wordings:
            if text:
                found.setdefault(ruling_id(text), ruling.id)
    return found


def _face_down_costs(text: str) -> tuple[str | None, str | None]:
    disguise = morph = None
    for keyword, cost in _FACE_DOWN_COST.findall(text or ""):
        if keyword == "Disguise":
            disguise = disguise or cost
        else:
            morph = morph or cost
    return disguise, morph


def record_to_card(record: CardRecord, card_id: str, links: tuple[RulingLink, ...],
                   sources: Iterable[str]) -> Card:
    """The corpus card of a merged record.

    Double-faced layouts get a back face; split cards combine their halves'
    mana costs and type lines (their characteristics off the stack); other
    multi-face layouts (adventure, flip…) keep the first face's
    characteristics.  Every face's text is kept in the Oracle text.
    """
    sides = sorted(record.faces)
    front = record.faces[sides[0]]
    others = [record.faces[side] for side in sides[1:]]
    mana_cost, type_line, oracle_text = front.get("mana_cost"), front["type_line"], front.get("oracle_text") or ""
    back = None
    if record.layout in DOUBLE_FACED and others:
        face = others[0]
        back = Face(name=face.get("name") or record.name, type_line=face["type_line"],
                    mana_cost=face.get("mana_cost"), oracle_text=face.get("oracle_text") or "")
    elif others:
        faces = [front, *others]
        if record.layout in COMBINED:
            mana_cost = "".join(face.get("mana_cost") or "" for face in faces) or None
            type_line = " // ".join(dict.fromkeys(face["type_line"] for face in faces))
        oracle_text = "\n//\n".join(f"{face.get('name')}\n{face.get('oracle_text') or ''}".rstrip()
                                    for face in faces)
    name = display_name(record)
    printed = {"en": name, **record.names}
    names = {lang: printed[lang] for lang in LANGUAGES if lang in printed}
    disguise, morph = _face_down_costs(front.get("oracle_text") or "")
    return Card(
        id=card_id, name=name, mana_cost=mana_cost, type_line=type_line, oracle_text=oracle_text,
        names=names, texts=dict(record.texts), flavor=dict(record.flavor),
        printings=tuple(Printing(set_name) for set_name in record.printings), rulings=links,
        sources=tuple(sources), power=front.get("power"), toughness=front.get("toughness"), back=back,
        disguise=disguise, morph=morph,
    )


def imported_ruling(ruling_key: str, text: str, origins: Iterable[str]) -> Ruling:
    """An imported ruling: English text only, with where it was published."""
    return Ruling(id=ruling_key, text={"en": text}, sources=tuple(sorted(set(origins))))
