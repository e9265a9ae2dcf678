"""``judge import scryfall``: read Scryfall bulk data (https://scryfall.com/docs/api/bulk-data).

A bulk file is one JSON list.  Card files (Oracle Cards, Default Cards, All
Cards) hold card objects, one per printing and language; the Rulings file
holds ruling objects (``oracle_id``, ``source``, ``published_at``,
``comment``).  Which one a file is, is told by its content.  Tokens, emblems
and art-series cards are not cards a judge looks up by name: they are left
out and counted.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from judge_cli.errors import InputError
from judge_cli.i18n import _
from judge_cli.importers.mtgjson import source_stem, summarise
from judge_cli.importers.records import (
    DOUBLE_FACED,
    SCRYFALL_LANGUAGES,
    CardRecord,
    Fields,
    ImportSummary,
    RulingRecord,
    color_words,
    data_date,
    legality_word,
    own_colors,
)
from judge_cli.importers.source import InputStream, Progress, json_events

#: Layouts left out of the corpus, by the reason shown in the summary.
SKIPPED_LAYOUTS = {"art_series": "art series cards", "token": "tokens", "double_faced_token": "tokens",
                   "emblem": "emblems"}
_SIDES = "abcdefghij"


def _expected() -> str:
    return _("a Scryfall bulk data file (cards or rulings)")


def _add_card(entry: Fields, records: dict[str, CardRecord], seen: dict[str, str], summary: ImportSummary) -> None:
    """Fold one Scryfall card object into the record of its Oracle name."""
    name = entry.text("name", required=True)
    assert name is not None
    layout = entry.text("layout") or "normal"
    if layout in SKIPPED_LAYOUTS:
        summary.skipped[SKIPPED_LAYOUTS[layout]] += 1
        return
    faces = entry.objects("card_faces")
    top_type = entry.text("type_line", required=not faces)
    card_id = entry.text("id")
    if card_id is not None:
        if card_id in seen:
            raise entry.fail(_("duplicate card {name!r}: the card with id {id} is already given at {earlier}").format(
                name=name, id=card_id, earlier=seen[card_id]))
        seen[card_id] = entry.where
    summary.entries += 1
    record = records.get(name)
    if record is None:
        record = records[name] = CardRecord(name, layout)
    sources = faces or [entry]
    for side, face in zip(_SIDES, sources):
        fields: dict[str, Any] = {
            "name": face.text("name", required=bool(faces)) or name, "mana_cost": face.text("mana_cost"),
            "type_line": face.text("type_line", required=top_type is None) or top_type,
            "oracle_text": face.text("oracle_text") or "", "power": face.text("power"),
            "toughness": face.text("toughness"), "loyalty": face.text("loyalty")}
        colors = own_colors(face, "color_indicator", "colors", fields["mana_cost"], layout)
        if colors is not None:
            fields["colors"] = colors
        if not record.add_face(side, fields):
            summary.variants += 1
    code = entry.text("lang") or "en"
    lang = SCRYFALL_LANGUAGES.get(code)
    front = faces[0] if faces else entry
    if lang is None:
        summary.dropped_languages[code] += 1
    elif lang == "en":
        record.add_printed("en", None, None, entry.text("flavor_text") or front.text("flavor_text"))
    else:
        printed_name = front.text("printed_name") if layout in DOUBLE_FACED else None
        record.add_printed(lang, printed_name or entry.text("printed_name") or front.text("printed_name"),
                           entry.text("printed_text") or front.text("printed_text"),
                           entry.text("flavor_text") or front.text("flavor_text"))
    set_code, set_name = entry.text("set"), entry.text("set_name")
    if set_code or set_name:
        number = entry.text("collector_number")
        printing = record.add_printing(
            f"{set_code.upper()}#{number or ''}" if set_code else set_name,  # type: ignore[arg-type]
            {"set": set_name, "code": set_code.upper() if set_code else None, "number": number,
             "rarity": entry.text("rarity"), "released": entry.date("released_at"),
             "flavor_name": entry.text("flavor_name") or front.text("flavor_name")})
        if lang is not None and lang != "en":
            printed_name = front.text("printed_name") if layout in DOUBLE_FACED else None
            record.add_printed_variant(printing, lang, printed_name or entry.text("printed_name"),
                                       entry.text("printed_text") or front.text("printed_text"))
    legalities = {fmt.lower(): word for fmt, status in entry.mapping("legalities").items()
                  if isinstance(status, str) and (word := legality_word(status))}
    record.add_legalities(legalities, summary.data_date)
    if record.identity is None and "color_identity" in entry.data:
        record.identity = color_words(entry.strings("color_identity"))
    oracle_id = entry.text("oracle_id") or front.text("oracle_id")
    if oracle_id:
        record.oracle_ids[oracle_id] = None


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
            entry = Fields(item, f"[{number}]", display)
            this = "rulings" if item.get("object") == "ruling" or ("comment" in item and "name" not in item) \
                else "cards"
            if kind is None:
                kind = this
            elif kind != this:
                raise entry.fail(_("a file of {kind} cannot also hold {other}").format(kind=kind, other=this))
            if this == "cards":
                _add_card(entry, records, seen, summary)
            else:
                ruling = _ruling(entry)
                summary.entries += 1
                rulings.setdefault((ruling.oracle_id, ruling.text), ruling)
    if kind is None:
        raise InputError(_("the list is empty: no cards or rulings"), source=display)
    summary.kind = f"scryfall-{kind}"
    if kind == "rulings":
        summary.rulings = len(rulings)
        return [], list(rulings.values()), summary
    card_records = list(records.values())
    summarise(summary, card_records)
    return card_records, [], summary
