"""From source records to corpus cards: merging sources, faces, seed precedence, ruling ids.

Sources are merged newest first: for every field the newest source that has
a value gives it (so importing Scryfall after MTGJSON fills in what MTGJSON
lacked and refreshes the rest), printings and rulings are united.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from typing import Any

from judge_cli.corpus.model import Card, Corpus, Printing, Ruling, RulingLink
from judge_cli.game.oracle import face_from_oracle
from judge_cli.importers.ids import ruling_id
from judge_cli.importers.records import DOUBLE_FACED, CardRecord
from judge_cli.languages import LANGUAGES


def merge_records(sources: Iterable[tuple[str, Iterable[CardRecord]]]
                  ) -> tuple[dict[str, CardRecord], dict[str, list[str]]]:
    """One record per Oracle name from ``(source key, records)`` pairs (newest first), and each
    name's source keys.  The input records are not changed: a name's only record is the merged one
    itself (nothing changes it afterwards), and a name with several gets a copy of its first to merge
    the others into (copying every record held each card's data twice at the import's peak)."""
    merged: dict[str, CardRecord] = {}
    origins: dict[str, list[str]] = {}
    copied: set[str] = set()
    for key, records in sources:
        for record in records:
            origins.setdefault(record.name, []).append(key)
            have = merged.get(record.name)
            if have is None:
                merged[record.name] = record
                continue
            if record.name not in copied:
                copied.add(record.name)
                have = merged[record.name] = CardRecord(
                    have.name, have.layout, dict(have.faces), dict(have.names), dict(have.texts),
                    dict(have.flavor), dict(have.printings), dict(have.rulings), dict(have.oracle_ids),
                    dict(have.legalities), have.legal_date, have.identity,
                    {lang: list(names) for lang, names in have.face_names.items()})
            have.add_legalities(record.legalities, record.legal_date)
            if have.identity is None:
                have.identity = record.identity
            for side, face in record.faces.items():
                have.faces.setdefault(side, face)
            for lang, names in record.face_names.items():
                for name in names:
                    have.add_face_name(lang, name)
            pairs: tuple[tuple[dict[str, Any], dict[str, Any]], ...] = (
                (have.names, record.names), (have.texts, record.texts), (have.flavor, record.flavor),
                (have.printings, record.printings), (have.rulings, record.rulings),
                (have.oracle_ids, record.oracle_ids))
            for target, values in pairs:
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
    found: dict[str, str] = {}
    for ruling in seed.rulings.values():
        wordings = [ruling.text.get("en", "")] + [v.text for v in ruling.variants if v.lang == "en"]
        for text in wordings:
            if text:
                found.setdefault(ruling_id(text), ruling.id)
    return found


def record_to_card(record: CardRecord, card_id: str, links: tuple[RulingLink, ...],
                   sources: Iterable[str]) -> Card:
    """The corpus card of a merged record: one face per side, in side order, and the record's layout.

    Split cards combine their halves' costs and type lines off the stack, and
    the other multi-face layouts show every face's text (see
    :class:`~judge_cli.corpus.model.Card`).
    """
    faces = tuple(
        face_from_oracle(
            name=fields.get("name") or record.name, type_line=fields["type_line"], mana_cost=fields.get("mana_cost"),
            oracle_text=fields.get("oracle_text"), power=fields.get("power"), toughness=fields.get("toughness"),
            loyalty=fields.get("loyalty"), colors=tuple(fields["colors"]) if "colors" in fields else None,
        )
        for _side, fields in sorted(record.faces.items())
    )
    name = display_name(record)
    printed = {"en": name, **record.names}
    names = {lang: printed[lang] for lang in LANGUAGES if lang in printed}
    faces_printed = {lang: tuple(name for name in record.face_names[lang] if name != names.get(lang))
                     for lang in LANGUAGES if record.face_names.get(lang)}
    return Card(
        id=card_id, name=name, faces=faces, layout=record.layout, names=names, texts=dict(record.texts),
        flavor=dict(record.flavor), printings=tuple(_printing(fields) for fields in record.printings.values()),
        rulings=links, sources=tuple(sources), legalities=dict(record.legalities),
        legalities_date=_date(record.legal_date),
        color_identity=tuple(record.identity) if record.identity is not None else None,
        face_names={lang: found for lang, found in faces_printed.items() if found},
    )


def _date(value: str | None) -> dt.date | None:
    return dt.date.fromisoformat(value) if value else None


def _printing(fields: dict[str, Any]) -> Printing:
    """A printing of the card from a record's printing fields (see :attr:`CardRecord.printings`)."""
    return Printing(
        set_name=fields.get("set"), printed_text=dict(fields.get("text", {})), set_code=fields.get("code"),
        number=fields.get("number"), rarity=fields.get("rarity"), released=_date(fields.get("released")),
        printed_names=dict(fields.get("names", {})), flavor_name=fields.get("flavor_name"))


def imported_ruling(ruling_key: str, text: str, origins: Iterable[str]) -> Ruling:
    """An imported ruling: English text only, with where it was published."""
    return Ruling(id=ruling_key, text={"en": text}, sources=tuple(sorted(set(origins))))
