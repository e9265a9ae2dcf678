"""``judge import mtgjson``: read an MTGJSON AllPrintings, AtomicCards or single-set file.

Shapes (https://mtgjson.com/data-models/):

* AllPrintings (and the format files such as Standard.json):
  ``{"data": {SET_CODE: {"name": …, "cards": [card, …]}, …}}``;
* AtomicCards: ``{"data": {ORACLE_NAME: [face, …], …}}``;
* one set: ``{"data": {"name": …, "code": …, "cards": [card, …]}}``.

The file is streamed one ``data`` entry (one set, one atomic card) at a time.
Each card object adds to the :class:`CardRecord` of its Oracle name: faces by
``side``, printed names/texts/flavor per language from ``foreignData``
(languages other than the seven supported ones are left out and counted),
set names, rulings with their dates, and the Scryfall Oracle id.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from judge_cli.errors import InputError
from judge_cli.i18n import _
from judge_cli.importers.records import (
    DOUBLE_FACED,
    LAYOUT_WORDS,
    MTGJSON_LANGUAGES,
    RARITY_WORDS,
    CardRecord,
    Fields,
    ImportSummary,
    color_words,
    legality_word,
    own_colors,
)
from judge_cli.importers.source import InputStream, Progress, json_events


def _expected() -> str:
    return _("an MTGJSON file (AllPrintings, AtomicCards or a set file)")


class _Collector:
    """Folds MTGJSON card objects into records, refusing the same printing twice."""

    def __init__(self, summary: ImportSummary, display: str) -> None:
        self.summary = summary
        self.display = display
        self.records: dict[str, CardRecord] = {}
        self.seen: dict[Any, str] = {}
        self.date: str | None = None  #: the file's meta.date, the date of its legalities

    def _check_unique(self, identity: Any, entry: Fields, name: Any, what: str) -> None:
        earlier = self.seen.get(identity)
        if earlier is not None:
            raise entry.fail(_("duplicate card {name!r}: {what} already given at {earlier}").format(
                name=name, what=what, earlier=earlier))
        self.seen[identity] = entry.where

    def add_set(self, code: str, set_name: str | None, cards: Any, where: str, released: Any = None) -> None:
        """Add every card object of one set (``released``: the set's release date)."""
        holder = Fields({"cards": cards, "releaseDate": released}, where, self.display)
        info = {"set": set_name, "code": code or None, "released": holder.date("releaseDate")}
        for entry in holder.objects("cards"):
            uuid = entry.text("uuid")
            if uuid is not None:
                self._check_unique(("uuid", uuid), entry, entry.data.get("name"), _("a card with uuid {uuid}").format(uuid=uuid))
            self.add_entry(entry, info, printings=False)

    def add_atomic(self, name: str, faces: list[Any], where: str) -> None:
        """Add the faces of one AtomicCards entry."""
        self._check_unique(("atomic", name), Fields({}, where, self.display), name, _("an entry with this name"))
        for number, face in enumerate(faces):
            entry = Fields(face, f"{where}[{number}]", self.display)
            if entry.data.get("name") != name:
                raise entry.fail(_("the card is named {name!r} but listed under {key!r}").format(
                    name=entry.data.get("name"), key=name))
            self.add_entry(entry, None, printings=True)

    def add_entry(self, entry: Fields, set_info: dict[str, Any] | None, *, printings: bool) -> None:
        """Add one card object (a printing of a card, or a face); ``set_info``: its set's name, code and date."""
        name = entry.text("name", required=True)
        type_line = entry.text("type", required=True)
        assert name is not None and type_line is not None
        summary = self.summary
        summary.entries += 1
        layout = entry.text("layout") or "normal"
        layout = LAYOUT_WORDS.get(layout, layout)
        side = entry.text("side") or "a"
        record = self.records.get(name)
        if record is None:
            record = self.records[name] = CardRecord(name, layout)
        if not record.add_face(side, _face(entry, name, type_line, layout)):
            summary.variants += 1
        printing = None
        if set_info is not None and side == "a" and (set_info["code"] or set_info["set"]):  # one per card
            number = entry.text("number")
            key = f"{set_info['code']}#{number or ''}" if set_info["code"] else set_info["set"]
            rarity = (entry.text("rarity") or "").lower()
            printing = record.add_printing(key, {**set_info, "number": number,
                                                 "rarity": RARITY_WORDS.get(rarity, rarity) or None,
                                                 "flavor_name": entry.text("flavorName")})
        if side == "a":
            record.add_printed("en", None, None, entry.text("flavorText"))
            original = entry.text("originalText")
            if printing is not None and original and original != entry.text("text"):
                printing.setdefault("text", {}).setdefault("en", original)
            for foreign in entry.objects("foreignData"):
                language = foreign.text("language", required=True)
                lang = MTGJSON_LANGUAGES.get(language or "")
                if lang is None:
                    summary.dropped_languages[language] += 1
                    continue
                printed = (foreign.text("faceName") if layout in DOUBLE_FACED else None) or foreign.text(
                    "name", required=True)
                record.add_printed(lang, printed, foreign.text("text"), foreign.text("flavorText"))
                if printing is not None:
                    record.add_printed_variant(printing, lang, printed, foreign.text("text"))
            legalities = {fmt.lower(): word for fmt, status in entry.mapping("legalities").items()
                          if isinstance(status, str) and (word := legality_word(status))}
            record.add_legalities(legalities, self.date)
            if record.identity is None and "colorIdentity" in entry.data:
                record.identity = color_words(entry.strings("colorIdentity"))
        if printings:
            for code in entry.strings("printings"):
                record.add_printing(f"{code}#", {"code": code})
        for ruling in entry.objects("rulings"):
            record.add_ruling(ruling.text("text", required=True), ruling.date("date"))  # type: ignore[arg-type]
        identifiers = entry.data.get("identifiers")
        if isinstance(identifiers, dict) and isinstance(identifiers.get("scryfallOracleId"), str):
            record.oracle_ids[identifiers["scryfallOracleId"]] = None


def _face(entry: Fields, name: str, type_line: str, layout: str) -> dict[str, Any]:
    """The face fields of one card object; colours only where they are not those of the mana cost."""
    face: dict[str, Any] = {
        "name": entry.text("faceName") or name, "mana_cost": entry.text("manaCost"), "type_line": type_line,
        "oracle_text": entry.text("text") or "", "power": entry.text("power"), "toughness": entry.text("toughness"),
        "loyalty": entry.text("loyalty")}
    colors = own_colors(entry, "colorIndicator", "colors", face["mana_cost"], layout)
    if colors is not None:
        face["colors"] = colors
    return face


def read_mtgjson(path: Path, display: str | None = None,
                 progress: Progress | None = None) -> tuple[list[CardRecord], ImportSummary]:
    """Every card of an MTGJSON file as records, with the import summary.

    Raises :class:`InputError` (file and position named) for a file that is
    not MTGJSON, broken JSON, a card object without name or type, or the
    same card given twice.
    """
    display = display or str(path)
    summary = ImportSummary(source="", kind="", file=Path(path).name)
    collector = _Collector(summary, display)
    shapes: set[str] = set()
    single: dict[str, Any] = {}
    with InputStream(path, display, progress) as stream:
        if stream.check_json(_expected()) == "[":
            raise InputError(_("this is a JSON list, as Scryfall bulk files are, not {expected}; "
                               "import it with `judge import scryfall`").format(expected=_expected()), source=display)
        collector.date = _meta_date(stream.first_bytes())
        for key, value in json_events(stream, "data", "kvitems"):
            where = f"data.{key}" if key.isidentifier() else f"data[{key!r}]"
            if isinstance(value, dict) and "cards" in value:
                shapes.add("sets")
                set_name = value.get("name") if isinstance(value.get("name"), str) else None
                collector.add_set(str(value.get("code") or key), set_name, value["cards"], where,
                                  value.get("releaseDate"))
            elif key == "cards" and isinstance(value, list):
                shapes.add("set")
                single["cards"] = value  # the set's name may come after its cards
            elif isinstance(value, list) and value and all(_is_atomic_face(v) for v in value):
                shapes.add("atomic")
                collector.add_atomic(key, value, where)
            elif isinstance(value, str):
                single[key] = value
        if collector.date is None:  # MTGJSON writes meta first; a file that puts it last has it in the last chunk
            collector.date = _meta_date(stream.chunk)
            for record in collector.records.values():
                if record.legalities:
                    record.legal_date = collector.date
    if "set" in shapes:
        collector.add_set(str(single.get("code", "")), single.get("name"), single["cards"], "data",
                          single.get("releaseDate"))
    if not collector.records:
        raise InputError(_("no cards found under 'data': not {expected}").format(expected=_expected()),
                         source=display)
    if len(shapes) > 1:
        raise InputError(_("'data' mixes sets and atomic cards: not {expected}").format(expected=_expected()),
                         source=display)
    kind = {"sets": "mtgjson-allprintings", "set": "mtgjson-set", "atomic": "mtgjson-atomic"}[shapes.pop()]
    summary.kind = kind
    summary.source = f"mtgjson:{source_stem(path)}"
    summary.data_date = collector.date
    records = list(collector.records.values())
    summarise(summary, records)
    return records, summary


def _meta_date(data: bytes) -> str | None:
    """``meta.date`` found in a piece of the file (the date of the data, and so of its legalities), or None."""
    import re

    found = re.search(rb'"meta"\s*:\s*\{[^{}]*?"date"\s*:\s*"(\d{4}-\d{2}-\d{2})', data)
    return found[1].decode() if found else None


def _is_atomic_face(value: Any) -> bool:
    """An AtomicCards face: a card object without the set fields a printing has."""
    return isinstance(value, dict) and "setCode" not in value and "uuid" not in value


def source_stem(path: Path) -> str:
    """The file's name without compression and ``.json`` suffixes, nor a trailing date stamp.

    Two files with the same stem are the same source: importing the second
    replaces the first (``AllPrintings.json.xz`` and ``AllPrintings.json``;
    Scryfall's ``rulings-20240705090000.json`` and ``rulings-20250101.json``).
    """
    import re

    name = Path(path).name
    for suffix in (".gz", ".bz2", ".xz", ".json"):
        if name.lower().endswith(suffix):
            name = name[: -len(suffix)]
    return re.sub(r"[-_]\d{8,14}$", "", name) or name


def summarise(summary: ImportSummary, records: list[CardRecord]) -> None:
    """Fill the counts of cards, distinct ruling texts and printed names per language from ``records``."""
    summary.cards = len(records)
    summary.rulings = len({text for record in records for text in record.rulings})
    for record in records:
        summary.names.update(record.names.keys())
        if "en" not in record.names:
            summary.names["en"] += 1
