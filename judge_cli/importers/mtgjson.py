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

Printed names: the card's name in a language is the one most of its
printings print (:meth:`CardRecord.settle_names`), the others stay on their
printings.  A double-faced card's back face and a split card's halves keep
their printed names as face names; a split card's name is both halves'
("Feuer // Eis"), joined from the halves of one printing when the data does
not give it whole (see :func:`~judge_cli.importers.records.printed_forms`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge_cli.errors import InputError
from judge_cli.i18n import _
from judge_cli.importers.records import (
    HALVES,
    MTGJSON_LANGUAGES,
    MTGJSON_SPELLINGS,
    NOT_CARDS,
    RARITY_WORDS,
    UNREADABLE,
    CardRecord,
    Fields,
    ImportSummary,
    OddEntry,
    color_words,
    layout_of,
    legality_word,
    name_and_type,
    own_colors,
    printed_forms,
)
from judge_cli.importers.source import InputStream, Progress, json_events
from judge_cli.importers.stage import EntryStage, StagedRecords, counted, temporary_error


def _expected() -> str:
    return _("an MTGJSON file (AllPrintings, AtomicCards or a set file)")


@dataclass(slots=True)
class _Entry:
    """What one MTGJSON card object adds to the record of its card, read completely before anything is added
    (so an entry found wrong halfway adds nothing)."""

    name: str
    layout: str
    side: str
    face: dict[str, Any]
    printing: tuple[str, dict[str, Any]] | None = None  #: (key, fields) of the printing it is
    flavor: str | None = None
    original: str | None = None  #: the English text printed, where it differs from the Oracle text
    #: (lang, the card's printed name, a face's printed name, text, flavor text) per supported language
    foreign: list[tuple[str, str | None, str | None, str | None, str | None]] = field(default_factory=list)
    pair: tuple[str, str] = ("", "")  #: (set code, number without its face letter): the halves of one printing
    dropped: list[str] = field(default_factory=list)  #: languages of foreignData that are not supported
    #: (supported language, name) printed in another spelling of it (:data:`MTGJSON_SPELLINGS`)
    spellings: list[tuple[str, str]] = field(default_factory=list)
    legalities: dict[str, str] = field(default_factory=dict)
    identity: list[str] | None = None
    printings: list[str] = field(default_factory=list)  #: set codes (AtomicCards)
    rulings: list[tuple[str, str | None]] = field(default_factory=list)
    oracle_id: str | None = None


class _Collector:
    """Reads MTGJSON card objects, refusing the same printing twice and leaving odd entries out, and folds
    each card's objects into its record once the file is read (:meth:`records`)."""

    def __init__(self, summary: ImportSummary, display: str) -> None:
        self.summary = summary
        self.display = display
        #: every card object read, waiting on disk until the file is read (see judge_cli.importers.stage)
        self.stage = EntryStage()
        self.seen: dict[Any, str] = {}
        self.date: str | None = None  #: the file's meta.date, the date of its legalities

    def _check_unique(self, identity: Any, where: str, name: Any, what: str) -> None:
        earlier = self.seen.get(identity)
        if earlier is not None:
            raise InputError(f"{where}: " + _("duplicate card {name!r}: {what} already given at {earlier}").format(
                name=name, what=what, earlier=earlier), source=self.display)
        self.seen[identity] = where

    def add_set(self, code: str, set_name: str | None, cards: Any, where: str, released: Any = None) -> None:
        """Add every card object of one set (``released``: the set's release date)."""
        holder = Fields({"releaseDate": released}, where, self.display)
        try:
            info = {"set": set_name, "code": code or None, "released": holder.date("releaseDate")}
        except InputError as error:
            info = {"set": set_name, "code": code or None, "released": None}
            self.summary.leave_out(UNREADABLE, where, error.detail)
        if not isinstance(cards, list):
            self.summary.leave_out(UNREADABLE, f"{where}.cards", _("expected a list of cards"))
            return
        for number, item in enumerate(cards):
            place = f"{where}.cards[{number}]"
            uuid = item.get("uuid") if isinstance(item, dict) else None
            if isinstance(uuid, str) and uuid:
                self._check_unique(("uuid", uuid), place, item.get("name"),
                                   _("a card with uuid {uuid}").format(uuid=uuid))
            entry = self._read(item, place, lambda fields: _read_entry(fields, info, printings=False))
            if entry is not None:
                self._keep(entry)

    def add_atomic(self, name: str, faces: list[Any], where: str) -> None:
        """Add the faces of one AtomicCards entry (all of them, or none when one is odd)."""
        self._check_unique(("atomic", name), where, name, _("an entry with this name"))
        read = []
        for number, face in enumerate(faces):
            entry = self._read(face, f"{where}[{number}]", lambda fields: _read_entry(fields, None, printings=True))
            if entry is None:
                return
            if entry.name != name:
                raise InputError(f"{where}[{number}]: " + _("the card is named {name!r} but listed under {key!r}")
                                 .format(name=entry.name, key=name), source=self.display)
            read.append(entry)
        for entry in read:
            self._keep(entry)

    def _read(self, item: Any, where: str, reader: Callable[[Fields], _Entry]) -> _Entry | None:
        """``reader`` applied to the card object ``item``; None (the entry counted as left out) when it is not a
        card judge-cli keeps or something in it is wrong."""
        try:
            return reader(Fields(item, where, self.display))
        except OddEntry as odd:
            self.summary.leave_out(odd.reason, where, odd.problem)
        except InputError as error:  # a field of the wrong kind: the entry is odd, the file may be fine
            self.summary.leave_out(UNREADABLE, where, error.detail)
        return None

    def _keep(self, entry: _Entry) -> None:
        """Count one card object read and keep it for its card's record."""
        self.summary.entries += 1
        if entry.side == "a":
            for language in entry.dropped:
                self.summary.dropped_languages[language] += 1
        self.stage.add(entry.name, tuple(getattr(entry, name) for name in _Entry.__slots__))

    def _fold(self, group: list[tuple[Any, ...]]) -> CardRecord:
        """The record of one card from its objects, in the order they were read, its printed names settled
        (see :meth:`CardRecord.settle_names`)."""
        entries = [_Entry(*values) for values in group]
        record = CardRecord(entries[0].name, entries[0].layout)
        halves: _Halves = {}
        for entry in entries:
            self._apply(record, entry, halves)
        record.settle_names()
        return record

    def _apply(self, record: CardRecord, entry: _Entry, halves: _Halves) -> None:
        """Add one card object to its card's record."""
        summary = self.summary
        if not record.add_face(entry.side, entry.face):
            summary.variants += 1
        printing = record.add_printing(*entry.printing) if entry.printing is not None else None
        if entry.side == "a":
            record.add_printed("en", None, None, entry.flavor)
            if printing is not None and entry.original:
                printing.setdefault("text", {}).setdefault("en", entry.original)
            record.add_legalities(entry.legalities, self.date)
            if record.identity is None:
                record.identity = entry.identity
        for lang, printed, face, text, flavor in entry.foreign:
            record.add_printed(lang, printed, text, flavor)
            record.add_face_name(lang, face)
            if printing is not None:
                record.add_printed_variant(printing, lang, printed, text)
            if printed is None and face and entry.layout in HALVES:
                _join_halves(halves, record, entry, lang, face, printing)
        for lang, name in entry.spellings:
            record.add_face_name(lang, name)
        for code in entry.printings:
            record.add_printing(f"{code}#", {"code": code})
        for text, date in entry.rulings:
            record.add_ruling(text, date)
        if entry.oracle_id:
            record.oracle_ids[entry.oracle_id] = None

    def records(self) -> StagedRecords:
        """Every card's record, folded one at a time as they are read (see :class:`StagedRecords`)."""
        return StagedRecords(self.stage, self._fold, self.summary)


#: (card, set code, number) -> the printing and, per language, each half's printed name (split cards whose data
#: names only the halves: their printed name is joined once every half is read)
_Halves = dict[tuple[str, str, str], tuple[list[dict[str, Any]], dict[str, dict[str, str]]]]


def _join_halves(halves: _Halves, record: CardRecord, entry: _Entry, lang: str, half: str,
                 printing: dict[str, Any] | None) -> None:
    """Keep ``half``, one half's name in ``lang``; once every half of the printing is named, the card's printed
    name is theirs joined ("Verschleiß // Abnutzung")."""
    printings, names = halves.setdefault((entry.name, *entry.pair), ([], {}))
    if printing is not None and not printings:
        printings.append(printing)
    sides = names.setdefault(lang, {})
    sides.setdefault(entry.side, half)
    if len(sides) == entry.name.count(" // ") + 1:
        joined = " // ".join(sides[side] for side in sorted(sides))
        record.add_printed(lang, joined, None, None)
        for held in printings:
            record.add_printed_variant(held, lang, joined, None)


def _read_entry(entry: Fields, set_info: dict[str, Any] | None, *, printings: bool) -> _Entry:
    """Everything one card object (a printing of a card, or a face) adds; ``set_info``: its set's name, code and
    date.  OddEntry for a token, an unknown layout, a missing name or type line; InputError for a field of the
    wrong kind."""
    layout = layout_of(entry)
    if layout in NOT_CARDS:
        raise OddEntry(NOT_CARDS[layout])
    name, type_line = name_and_type(entry, "name", "type")
    assert type_line is not None
    side = entry.text("side") or "a"
    read = _Entry(name, layout, side, _face(entry, name, type_line, layout))
    number = entry.text("number") if set_info is not None else None
    if set_info is not None:
        read.pair = (set_info["code"] or set_info["set"] or "", (number or "").rstrip("abcdefghij"))
    if set_info is not None and side == "a" and (set_info["code"] or set_info["set"]):  # one per card
        key = f"{set_info['code']}#{number or ''}" if set_info["code"] else set_info["set"]
        rarity = (entry.text("rarity") or "").lower()
        read.printing = (key, {**set_info, "number": number, "rarity": RARITY_WORDS.get(rarity, rarity) or None,
                               "flavor_name": entry.text("flavorName")})
    for foreign in entry.objects("foreignData"):
        language = foreign.text("language", required=True)
        lang = MTGJSON_LANGUAGES.get(language or "")
        if lang is None and language in MTGJSON_SPELLINGS:  # only more names to find the card by
            read.spellings += [(MTGJSON_SPELLINGS[language], name) for name in (
                foreign.text("name"), foreign.text("faceName")) if name]
            continue
        if lang is None:
            if side == "a":
                read.dropped.append(language or "")
            continue
        printed, face = printed_forms(layout, side, foreign.text("name", required=True), foreign.text("faceName"))
        front = side == "a"
        read.foreign.append((lang, printed, face, foreign.text("text") if front else None,
                             foreign.text("flavorText") if front else None))
    if side == "a":
        read.flavor = entry.text("flavorText")
        original = entry.text("originalText")
        if original and original != entry.text("text"):
            read.original = original
        read.legalities = {fmt.lower(): word for fmt, status in entry.mapping("legalities").items()
                           if isinstance(status, str) and (word := legality_word(status))}
        if "colorIdentity" in entry.data:
            read.identity = color_words(entry.strings("colorIdentity"))
    if printings:
        read.printings = entry.strings("printings")
    read.rulings = [(ruling.text("text", required=True) or "", ruling.date("date"))
                    for ruling in entry.objects("rulings")]
    identifiers = entry.data.get("identifiers")
    if isinstance(identifiers, dict) and isinstance(identifiers.get("scryfallOracleId"), str):
        read.oracle_id = identifiers["scryfallOracleId"]
    return read


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
    """Every card of an MTGJSON file as records, with the import summary (all in memory: see
    :func:`stage_mtgjson` for the import's way, one record at a time).

    Raises :class:`InputError` (file and position named) for a file that is
    not MTGJSON, broken JSON, a card object without name or type, or the
    same card given twice.
    """
    staged, summary = stage_mtgjson(path, display, progress)
    return list(staged), summary


def stage_mtgjson(path: Path, display: str | None = None,
                  progress: Progress | None = None) -> tuple[StagedRecords, ImportSummary]:
    """Read an MTGJSON file: its records, made one at a time as they are iterated (the card objects read wait
    on disk: :mod:`judge_cli.importers.stage`), and the import summary, whose counts of cards, rulings and
    names are complete once the records are iterated.

    Raises :class:`InputError` as :func:`read_mtgjson` does; nothing is left on disk then.
    """
    display = display or str(path)
    summary = ImportSummary(source="", kind="", file=Path(path).name)
    collector = _Collector(summary, display)
    import sqlite3

    try:
        _read_file(collector, path, display, progress)
    except sqlite3.Error as error:  # the temporary folder is full or not writable: nothing is written
        collector.stage.close()
        raise temporary_error(error) from None
    except BaseException:  # an error or Ctrl-C: the stage's temporary database goes too
        collector.stage.close()
        raise
    return collector.records(), summary


def _read_file(collector: _Collector, path: Path, display: str, progress: Progress | None) -> None:
    """Read every card object of the file into the collector; the summary's kind, source and date."""
    summary = collector.summary
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
            collector.date = _meta_date(stream.chunk)  # the records are made after: their legalities get it
    if "set" in shapes:
        collector.add_set(str(single.get("code", "")), single.get("name"), single["cards"], "data",
                          single.get("releaseDate"))
    summary.refuse_if_mostly_wrong(display, _expected())
    if not len(collector.stage):
        raise InputError(_("no cards found under 'data': not {expected}").format(expected=_expected()),
                         source=display)
    if len(shapes) > 1:
        raise InputError(_("'data' mixes sets and atomic cards: not {expected}").format(expected=_expected()),
                         source=display)
    kind = {"sets": "mtgjson-allprintings", "set": "mtgjson-set", "atomic": "mtgjson-atomic"}[shapes.pop()]
    summary.kind = kind
    summary.source = f"mtgjson:{source_stem(path)}"
    summary.data_date = collector.date


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
    for _record in counted(summary, records):
        pass
