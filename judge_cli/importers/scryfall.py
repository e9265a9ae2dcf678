"""``judge import scryfall``: read Scryfall bulk data (https://scryfall.com/docs/api/bulk-data).

A bulk file is one JSON list.  Card files (Oracle Cards, Default Cards, All
Cards) hold card objects, one per printing and language; the Rulings file
holds ruling objects (``oracle_id``, ``source``, ``published_at``,
``comment``).  Which one a file is, is told by its content.  Tokens, emblems
and art-series cards are not cards a judge looks up by name: they are left
out and counted.

Printed names: the card's name in a language is the one most of its
printings print (:meth:`CardRecord.settle_names`), the others stay on their
printings; a double-faced card's back face and a split card's halves keep
their ``printed_name`` as face names, and a split card's name is both halves'.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge_cli.errors import InputError
from judge_cli.i18n import _
from judge_cli.importers.mtgjson import source_stem, summarise
from judge_cli.importers.records import (
    FRONT_NAMED,
    HALVES,
    NO_TYPE,
    NOT_CARDS,
    SCRYFALL_LANGUAGES,
    SCRYFALL_SPELLINGS,
    UNREADABLE,
    CardRecord,
    Fields,
    ImportSummary,
    OddEntry,
    RulingRecord,
    color_words,
    data_date,
    layout_of,
    legality_word,
    name_and_type,
    own_colors,
)
from judge_cli.importers.source import InputStream, Progress, json_events

#: Layouts left out of the corpus, by the reason shown in the summary.
SKIPPED_LAYOUTS = NOT_CARDS
_SIDES = "abcdefghij"


def _expected() -> str:
    return _("a Scryfall bulk data file (cards or rulings)")


@dataclass(slots=True)
class _Entry:
    """What one Scryfall card object adds to the record of its card, read completely before anything is added."""

    name: str
    layout: str
    faces: list[dict[str, Any]]
    lang: str | None  #: one of the seven languages, or None (then ``code`` is counted as left out)
    code: str
    printed: tuple[str | None, str | None, str | None] = (None, None, None)  #: name, text, flavor in ``lang``
    printing: tuple[str, dict[str, Any]] | None = None
    variant: tuple[str | None, str | None] = (None, None)  #: printed name and text of this printing
    face_names: list[str] = field(default_factory=list)  #: printed names of the faces the card's name is not
    #: the supported language ``code`` is another spelling of (Traditional Chinese): its names are more names
    #: to find the card by in that language (:data:`~judge_cli.importers.records.SCRYFALL_SPELLINGS`)
    spelling: str | None = None
    legalities: dict[str, str] = field(default_factory=dict)
    identity: list[str] | None = None
    oracle_id: str | None = None


def _read_card(entry: Fields) -> _Entry:
    """Everything one Scryfall card object adds; OddEntry for tokens and the like, an unknown layout, a missing
    name or type line; InputError for a field of the wrong kind."""
    layout = layout_of(entry)
    if layout in NOT_CARDS:
        raise OddEntry(NOT_CARDS[layout])
    faces = entry.objects("card_faces")
    name, top_type = name_and_type(entry, "name", "type_line", type_required=not faces)
    read_faces = []
    for face in faces or [entry]:
        fields: dict[str, Any] = {
            "name": face.text("name", required=bool(faces)) or name, "mana_cost": face.text("mana_cost"),
            "type_line": face.text("type_line") or top_type, "oracle_text": face.text("oracle_text") or "",
            "power": face.text("power"), "toughness": face.text("toughness"), "loyalty": face.text("loyalty")}
        if not fields["type_line"]:
            raise OddEntry(NO_TYPE, _("missing field '{field}'{card}").format(field="type_line", card=f" ({name!r})"))
        colors = own_colors(face, "color_indicator", "colors", fields["mana_cost"], layout)
        if colors is not None:
            fields["colors"] = colors
        read_faces.append(fields)
    code = entry.text("lang") or "en"
    lang = SCRYFALL_LANGUAGES.get(code)
    front = faces[0] if faces else entry
    read = _Entry(name, layout, read_faces, lang, code)
    if lang == "en":
        read.printed = (None, None, entry.text("flavor_text") or front.text("flavor_text"))
    elif lang is not None:
        name_printed = _printed_names(entry, faces, layout, read)
        text = entry.text("printed_text") or front.text("printed_text")
        read.printed = (name_printed, text, entry.text("flavor_text") or front.text("flavor_text"))
        read.variant = (name_printed, text)
    elif code in SCRYFALL_SPELLINGS:
        read.spelling = SCRYFALL_SPELLINGS[code]
        name_printed = _printed_names(entry, faces, layout, read)
        read.face_names = [name for name in (name_printed, *read.face_names) if name]
    set_code, set_name = entry.text("set"), entry.text("set_name")
    if set_code or set_name:
        number = entry.text("collector_number")
        read.printing = (f"{set_code.upper()}#{number or ''}" if set_code else set_name or "",
                         {"set": set_name, "code": set_code.upper() if set_code else None, "number": number,
                          "rarity": entry.text("rarity"), "released": entry.date("released_at"),
                          "flavor_name": entry.text("flavor_name") or front.text("flavor_name")})
    read.legalities = {fmt.lower(): word for fmt, status in entry.mapping("legalities").items()
                       if isinstance(status, str) and (word := legality_word(status))}
    if "color_identity" in entry.data:
        read.identity = color_words(entry.strings("color_identity"))
    read.oracle_id = entry.text("oracle_id") or front.text("oracle_id")
    return read


def _printed_names(entry: Fields, faces: list[Fields], layout: str, read: _Entry) -> str | None:
    """The card's printed name in the object's language; the other faces' printed names go to ``read.face_names``.

    A double-faced or flip card is named by its front; a split card by both halves ("Feuer // Eis": the object's
    ``printed_name``, or its halves' joined).
    """
    names = [face.text("printed_name") for face in faces]
    if layout in FRONT_NAMED and faces:
        read.face_names = [name for name in names[1:] if name]
        return names[0] or entry.text("printed_name")
    if layout in HALVES and faces:
        read.face_names = [name for name in names if name]
        halves = [name for name in names if name]
        return entry.text("printed_name") or (" // ".join(halves) if len(halves) == len(names) else None)
    return entry.text("printed_name") or (names[0] if names else None)


def _add_card(read: _Entry, records: dict[str, CardRecord], summary: ImportSummary) -> None:
    """Fold one read Scryfall card object into the record of its Oracle name."""
    summary.entries += 1
    record = records.get(read.name)
    if record is None:
        record = records[read.name] = CardRecord(read.name, read.layout)
    for side, fields in zip(_SIDES, read.faces, strict=False):
        if not record.add_face(side, fields):
            summary.variants += 1
    if read.spelling is not None:
        for face_name in read.face_names:
            record.add_face_name(read.spelling, face_name)
    elif read.lang is None:
        summary.dropped_languages[read.code] += 1
    else:
        record.add_printed(read.lang, *read.printed)
        for face_name in read.face_names:
            record.add_face_name(read.lang, face_name)
    if read.printing is not None:
        printing = record.add_printing(*read.printing)
        if read.lang is not None and read.lang != "en":
            record.add_printed_variant(printing, read.lang, *read.variant)
    record.add_legalities(read.legalities, summary.data_date)
    if record.identity is None:
        record.identity = read.identity
    if read.oracle_id:
        record.oracle_ids[read.oracle_id] = None


def _ruling(entry: Fields) -> RulingRecord:
    return RulingRecord(
        oracle_id=entry.text("oracle_id", required=True),  # type: ignore[arg-type]
        text=entry.text("comment", required=True),  # type: ignore[arg-type]
        date=entry.date("published_at"),
        origin=entry.text("source") or "scryfall",
    )


def read_scryfall(path: Path, display: str | None = None, progress: Progress | None = None
                  ) -> tuple[list[CardRecord], list[RulingRecord], ImportSummary]:
    """The cards (as records) or the rulings of one Scryfall bulk file, with the import summary.

    Raises :class:`InputError` (file and position named) for a file that is not
    a Scryfall bulk file, broken JSON, objects without their required fields,
    a file mixing cards and rulings, or the same printing given twice.
    """
    display = display or str(path)
    summary = ImportSummary(source=f"scryfall:{source_stem(path)}", kind="", file=Path(path).name)
    summary.data_date = data_date(Path(path).name)
    records: dict[str, CardRecord] = {}
    rulings: dict[tuple[str, str], RulingRecord] = {}
    seen: dict[str, str] = {}
    kind = None
    with InputStream(path, display, progress) as stream:
        if stream.check_json(_expected()) == "{":
            raise InputError(_("this is a JSON object, not a Scryfall bulk file (a JSON list); MTGJSON files "
                               "are imported with `judge import mtgjson`"), source=display)
        for number, item in enumerate(json_events(stream, "item", "items")):
            where = f"[{number}]"
            if not isinstance(item, dict):
                summary.leave_out(UNREADABLE, where, _("expected a JSON object"))
                continue
            entry = Fields(item, where, display)
            this = "rulings" if item.get("object") == "ruling" or ("comment" in item and "name" not in item) \
                else "cards"
            if kind is None:
                kind = this
            elif kind != this:
                raise entry.fail(_("a file of {kind} cannot also hold {other}").format(kind=kind, other=this))
            card_id = entry.data.get("id") if this == "cards" else None
            if isinstance(card_id, str) and card_id:
                if card_id in seen:
                    raise entry.fail(_("duplicate card {name!r}: the card with id {id} is already given at {earlier}")
                                     .format(name=item.get("name"), id=card_id, earlier=seen[card_id]))
                seen[card_id] = where
            try:
                if this == "cards":
                    _add_card(_read_card(entry), records, summary)
                else:
                    ruling = _ruling(entry)
                    summary.entries += 1
                    rulings.setdefault((ruling.oracle_id, ruling.text), ruling)
            except OddEntry as odd:
                summary.leave_out(odd.reason, where, odd.problem)
            except InputError as error:  # a field of the wrong kind: the entry is odd, the file may be fine
                summary.leave_out(UNREADABLE, where, error.detail)
    summary.refuse_if_mostly_wrong(display, _expected())
    if kind is None:
        raise InputError(_("the list is empty: no cards or rulings"), source=display)
    summary.kind = f"scryfall-{kind}"
    if kind == "rulings":
        summary.rulings = len(rulings)
        return [], list(rulings.values()), summary
    card_records = list(records.values())
    for record in card_records:
        record.settle_names()
    summarise(summary, card_records)
    return card_records, [], summary
