"""What an importer keeps of a card: one :class:`CardRecord` per Oracle name, and the import summary.

MTGJSON and Scryfall list a card once per printing (and per language); the
importers fold every printing of a card into one record, first value kept —
except the printed name per language, which is the name most printings use
(:meth:`CardRecord.settle_names`; Counterspell is "Contromagia" in Italian
although 7th Edition prints "Counterspell"), every other one kept on the
printings that print it.  Records are what the store keeps of each source, so
that re-importing one source can rebuild the corpus from all of them (see
``judge_cli.importing``).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from judge_cli.errors import InputError
from judge_cli.game.vocabulary import DOUBLE_FACED_LAYOUTS, LAYOUTS
from judge_cli.i18n import _

#: MTGJSON ``language`` values of the seven supported languages (others are left out and counted).
MTGJSON_LANGUAGES = {"English": "en", "German": "de", "French": "fr", "Spanish": "es", "Italian": "it",
                     "Japanese": "ja", "Chinese Simplified": "zh"}
#: Scryfall ``lang`` codes of the seven supported languages.
SCRYFALL_LANGUAGES = {"en": "en", "de": "de", "fr": "fr", "es": "es", "it": "it", "ja": "ja", "zhs": "zh"}
#: Other spellings of a supported language, by MTGJSON ``language`` and Scryfall ``lang``: a card's printed names
#: in them are kept as more names to find the card by in that language (a judge in Taipei or Hong Kong types 護靈師
#: for Soul Warden, 护灵师 in Simplified Chinese), never as the name shown; their texts are left out.
MTGJSON_SPELLINGS = {"Chinese Traditional": "zh"}
SCRYFALL_SPELLINGS = {"zht": "zh"}
DOUBLE_FACED = DOUBLE_FACED_LAYOUTS
#: Layouts whose printed name in a language is the front face's: the other faces' names are face names.
FRONT_NAMED = DOUBLE_FACED_LAYOUTS | {"flip"}
#: Layouts whose printed name is both halves' ("Feuer // Eis"); each half's name is a face name.
HALVES = frozenset({"split", "aftermath", "adventure"})
FACE_FIELDS = ("name", "mana_cost", "type_line", "oracle_text", "power", "toughness", "loyalty", "colors")
#: Older MTGJSON words for layouts and rarities, in today's words (the 2018 data says ``double-faced``).
LAYOUT_WORDS = {"double-faced": "transform", "plane": "planar", "phenomenon": "planar"}
RARITY_WORDS = {"mythic rare": "mythic", "basic land": "common", "timeshifted": "special"}
#: Colour letters of MTGJSON and Scryfall, in WUBRG order.
COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
#: Longest text kept from one field: real Oracle texts are under 1,000 characters, rulings under 2,000.
#: (The stream itself refuses strings over 1 MB: ``judge_cli.importers.guard``.)
MAX_FIELD_CHARS = 20_000
#: Layouts of things that are not cards a judge looks up by name, by the reason shown in the summary.
NOT_CARDS = {"art_series": "art series cards", "token": "tokens", "double_faced_token": "tokens",
             "emblem": "emblems"}
#: Every layout MTGJSON and Scryfall use (today's and older words); an entry with another one is left out.
KNOWN_LAYOUTS = frozenset(LAYOUTS) | frozenset(LAYOUT_WORDS) | frozenset(LAYOUT_WORDS.values()) | frozenset(
    NOT_CARDS) | {"scheme", "vanguard", "augment", "host", "battle"}
#: Why an entry of a real file was left out (the keys summaries keep; shown translated, with where they were).
NO_NAME, NO_TYPE, UNKNOWN_LAYOUT, UNREADABLE = "no name", "no type line", "unknown layout", "unreadable"
ODD = (NO_NAME, NO_TYPE, UNKNOWN_LAYOUT, UNREADABLE)
#: How many places a summary keeps per reason (the first ones of the file).
KEPT_PLACES = 3


@dataclass(slots=True)
class CardRecord:
    """Everything kept of one card (Oracle name) from one source."""

    name: str
    layout: str = "normal"
    faces: dict[str, dict[str, Any]] = field(default_factory=dict)  #: side ("a", "b"…) -> face fields
    names: dict[str, str] = field(default_factory=dict)
    texts: dict[str, str] = field(default_factory=dict)
    flavor: dict[str, str] = field(default_factory=dict)
    #: printing key (``SET#number``, or the set's name when there is no code) -> its fields, in the store's
    #: short keys (``set code number rarity released flavor_name names text``; empty ones left out)
    printings: dict[str, dict[str, Any]] = field(default_factory=dict)
    rulings: dict[str, str | None] = field(default_factory=dict)  #: English text -> date (ISO) or None
    oracle_ids: dict[str, None] = field(default_factory=dict)  #: Scryfall Oracle ids, to join Scryfall rulings
    legalities: dict[str, str] = field(default_factory=dict)  #: format -> legal, banned, restricted, not_legal
    legal_date: str | None = None  #: the date of the data the legalities come from (ISO)
    identity: list[str] | None = None  #: colour identity as colour words; None when the source has none
    #: lang -> printed names of the faces the card's name is not (a back face, a split card's halves), and the
    #: names printed in another spelling of the language (Traditional Chinese: :data:`MTGJSON_SPELLINGS`), each once
    face_names: dict[str, list[str]] = field(default_factory=dict)

    def add_face(self, side: str, face: dict[str, str]) -> bool:
        """Keep ``face`` for ``side`` unless one is known; False when the known one differs (a variant)."""
        known = self.faces.get(side)
        if known is None:
            self.faces[side] = face
            return True
        return known.get("oracle_text") == face.get("oracle_text") and known.get("type_line") == face.get("type_line")

    def add_printed(self, lang: str, name: str | None, text: str | None, flavor: str | None) -> None:
        """Keep the printed name, text and flavor text in ``lang`` where none is known yet."""
        for target, value in ((self.names, name), (self.texts, text), (self.flavor, flavor)):
            if value and lang not in target:
                target[lang] = value

    def add_printing(self, key: str, fields: dict[str, Any]) -> dict[str, Any]:
        """The printing ``key`` (added with ``fields`` when new; a known one keeps its values, gaining new ones)."""
        known = self.printings.setdefault(key, {})
        for name, value in fields.items():
            if value and name not in known:
                known[name] = value
        return known

    def add_printed_variant(self, printing: dict[str, Any], lang: str, name: str | None, text: str | None) -> None:
        """Keep on ``printing`` the name it prints in ``lang`` (until :meth:`settle_names` keeps only those that
        differ from the card's) and the text it prints where that differs from the card's."""
        if name:
            printing.setdefault("names", {}).setdefault(lang, name)
        usual = self.texts.get(lang)
        if text and usual and text != usual:
            printing.setdefault("text", {}).setdefault(lang, text)

    def add_face_name(self, lang: str, name: str | None) -> None:
        """Keep ``name``, printed in ``lang`` on a face the card's name is not (a back face, a half) or in another
        spelling of ``lang`` (Traditional Chinese), once."""
        if name and name not in (known := self.face_names.setdefault(lang, [])):
            known.append(name)

    def settle_names(self) -> None:
        """The card's printed name per language becomes the one most of its printings use (a tie: the newest
        printing's, then the first seen); each printing keeps only the names that differ from it.

        Called once an importer has read every printing (names given without a printing, as AtomicCards
        gives them, stay the first seen).
        """
        tally: dict[str, dict[str, tuple[int, str]]] = {}
        for printing in self.printings.values():
            for lang, name in printing.get("names", {}).items():
                count, newest = tally.setdefault(lang, {}).get(name, (0, ""))
                tally[lang][name] = (count + 1, max(newest, printing.get("released") or ""))
        for lang, names in tally.items():
            self.names[lang] = max(names, key=names.__getitem__)
        for printing in self.printings.values():
            printed = printing.get("names")
            if printed is None:
                continue
            for lang in [lang for lang, name in printed.items() if name == self.names.get(lang)]:
                del printed[lang]
            if not printed:
                del printing["names"]
        for lang, faces in self.face_names.items():
            faces[:] = [name for name in faces if name != self.names.get(lang)]

    def add_legalities(self, legalities: dict[str, str], date: str | None) -> None:
        """Keep the first legalities given (format -> status in judge-cli's words) and their data's date."""
        if legalities and not self.legalities:
            self.legalities = legalities
            self.legal_date = date

    def add_ruling(self, text: str, date: str | None) -> None:
        """Link a ruling (English text) with the date given for this card; the first date is kept."""
        if text not in self.rulings:
            self.rulings[text] = date

    def to_json(self) -> dict[str, Any]:
        """A compact keyed JSON-able form (see :meth:`from_json`)."""
        data = {"name": self.name, "layout": self.layout, "faces": self.faces, "names": self.names,
                "texts": self.texts, "flavor": self.flavor, "printings": [[key, value] for key, value in
                                                                         self.printings.items()],
                "rulings": [[text, date] for text, date in self.rulings.items()], "oracle_ids": list(self.oracle_ids)}
        optional = {"legalities": self.legalities, "legal_date": self.legal_date, "identity": self.identity,
                    "face_names": {lang: names for lang, names in self.face_names.items() if names}}
        data.update({key: value for key, value in optional.items() if value is not None and value != {}})
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any] | list[Any]) -> CardRecord:
        """Rebuild a record from :meth:`to_json` output (or the positional list older stores hold)."""
        if isinstance(data, list):
            keys = ("name", "layout", "faces", "names", "texts", "flavor", "printings", "rulings", "oracle_ids")
            data = dict(zip(keys, data, strict=False))  # as before: positions past the keys are ignored
        printings = {key: value for key, value in data["printings"]}
        return cls(data["name"], data["layout"], data["faces"], data["names"], data["texts"], data["flavor"],
                   printings, {text: date for text, date in data["rulings"]}, dict.fromkeys(data["oracle_ids"]),
                   data.get("legalities", {}), data.get("legal_date"), data.get("identity"),
                   {lang: list(names) for lang, names in data.get("face_names", {}).items()})


@dataclass(slots=True)
class RulingRecord:
    """A ruling published for the cards with one Scryfall Oracle id (the Scryfall rulings file)."""

    oracle_id: str
    text: str
    date: str | None
    origin: str  #: "wotc" or "scryfall"


@dataclass
class ImportSummary:
    """What one import read, kept, merged and left out: shown after importing and by ``judge corpus info``."""

    source: str  #: the stable key of the source (re-importing it replaces it)
    kind: str  #: mtgjson-allprintings, mtgjson-atomic, mtgjson-set, scryfall-cards, scryfall-rulings
    file: str
    entries: int = 0  #: card objects read (printings, faces, language versions)
    cards: int = 0  #: distinct Oracle names kept
    rulings: int = 0  #: distinct ruling texts (a card file) or distinct (Oracle id, text) pairs (a rulings file)
    names: Counter = field(default_factory=Counter)  #: printed names kept per language
    dropped_languages: Counter = field(default_factory=Counter)  #: language -> entries left out
    skipped: Counter = field(default_factory=Counter)  #: reason -> entries left out (tokens, art cards…)
    variants: int = 0  #: printings whose Oracle text differs from the first one kept (Un-set variants)
    unmatched_rulings: int = 0  #: Scryfall rulings whose Oracle id is on no imported card
    data_date: str | None = None  #: the date of the data (MTGJSON's meta.date, a Scryfall file's date stamp)
    #: odd reason -> where the first few such entries are (``data.UGL.cards[88]``; an unreadable one with why)
    skipped_at: dict[str, list[str]] = field(default_factory=dict)
    problem: str | None = None  #: the first odd entry, with its place and what is wrong (not stored)

    def leave_out(self, reason: str, where: str, problem: str | None = None) -> None:
        """Count an entry left out for ``reason`` at ``where``; an odd one (:data:`ODD`) is remembered, with
        ``problem`` (what is wrong with it, perhaps located deeper inside it) for an unreadable one."""
        self.skipped[reason] += 1
        if reason not in ODD:
            return
        located = None if problem is None else problem if problem.startswith(where) else f"{where}: {problem}"
        places = self.skipped_at.setdefault(reason, [])
        if len(places) < KEPT_PLACES:
            places.append(located if reason in (UNREADABLE, UNKNOWN_LAYOUT) and located else where)
        if self.problem is None:
            self.problem = located or where

    @property
    def odd(self) -> int:
        """Entries left out because something was wrong with them (not tokens and the like)."""
        return sum(self.skipped[reason] for reason in ODD)

    def refuse_if_mostly_wrong(self, display: str, expected: str) -> None:
        """InputError when more entries were wrong than read: a file that is mostly wrong is not what it seems.

        One odd entry in a real file is left out and counted; a file whose
        entries are mostly not cards (another format, a broken export) is
        refused, naming the first problem.
        """
        odd = self.odd
        if odd and odd > self.entries:
            raise InputError(_("{problem}; {count} of {total} entries could not be read: this is not {expected}")
                             .format(problem=self.problem, count=f"{odd:,}", total=f"{odd + self.entries:,}",
                                     expected=expected), source=display)

    def to_json(self) -> dict[str, Any]:
        """The JSON form stored with the source."""
        return {"source": self.source, "kind": self.kind, "file": self.file, "entries": self.entries,
                "cards": self.cards, "rulings": self.rulings, "names": dict(self.names),
                "dropped_languages": dict(self.dropped_languages), "skipped": dict(self.skipped),
                "skipped_at": self.skipped_at, "variants": self.variants,
                "unmatched_rulings": self.unmatched_rulings, "data_date": self.data_date}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ImportSummary:
        """Rebuild a summary stored by :meth:`to_json`."""
        summary = cls(data["source"], data["kind"], data["file"])
        for key in ("entries", "cards", "rulings", "variants", "unmatched_rulings"):
            setattr(summary, key, int(data.get(key, 0)))
        for key in ("names", "dropped_languages", "skipped"):
            setattr(summary, key, Counter(data.get(key, {})))
        summary.data_date = data.get("data_date")
        summary.skipped_at = {str(reason): [str(place) for place in places]
                              for reason, places in data.get("skipped_at", {}).items()}
        return summary


#: Fields some files give as numbers where others give text.
NUMBER_FIELDS = ("power", "toughness", "loyalty", "number", "collector_number")


#: A split card's half as older data prints it: "Feuer (Feuer/Eis)", the half's name and both halves' names.
_HALF_WITH_PAIR = re.compile(r"(?P<half>[^()/]+?)\s*\((?P<first>[^()/]+?)\s*/\s*(?P<second>[^()/]+?)\s*\)")


def printed_forms(layout: str, side: str, name: str | None, face_name: str | None) -> tuple[str | None, str | None]:
    """(the card's printed name, a face's printed name) that the printed name of one face gives.

    ``name`` and ``face_name`` are what the data gives for the face (MTGJSON's ``name`` and ``faceName``).
    A double-faced or flip card's front gives the card's name, its other faces face names
    ("Insekten-Scheußlichkeit").  A split card's half gives a face name ("Feuer") and, where the data has it,
    the card's ("Feuer // Eis": MTGJSON's whole name beside ``faceName``, or older data's "Feuer (Feuer/Eis)");
    where it has not, the card's name is None and the importer joins the halves of one printing.  Any other
    card: its name.
    """
    if layout in FRONT_NAMED:
        face = face_name or name
        return (face, None) if side == "a" else (None, face)
    if layout not in HALVES:
        return name, None
    paired = _HALF_WITH_PAIR.fullmatch(name or "")
    if paired:
        return f"{paired['first']} // {paired['second']}", paired["half"]
    if face_name:
        return (name if name and name != face_name else None), face_name
    if name and " // " in name:
        return name, None
    return None, name


def legality_word(status: str) -> str | None:
    """MTGJSON's ``Legal``/``Banned``/``Restricted``/``Not Legal`` and Scryfall's ``not_legal`` in one spelling."""
    word = status.strip().lower().replace(" ", "_")
    return word if word in ("legal", "banned", "restricted", "not_legal") else None


def color_words(letters: list[str] | None) -> list[str] | None:
    """``["W", "U"]`` -> ``["white", "blue"]`` (WUBRG order); None for None; unknown letters are dropped."""
    if letters is None:
        return None
    return [word for letter, word in COLOR_WORDS.items() if letter in letters]


def own_colors(entry: Fields, indicator: str, given: str, mana_cost: str | None, layout: str) -> list[str] | None:
    """A face's colours when they are not its mana cost's: its colour indicator, else the colours the data
    gives where they differ (older data has no indicator field; devoid and colour-setting texts).

    Split-like layouts are left alone: their faces carry the whole card's colours.
    """
    from judge_cli.game import mana

    if indicator in entry.data:
        return color_words(entry.strings(indicator))
    if given not in entry.data or layout in ("split", "aftermath", "adventure", "flip"):
        return None
    colors = color_words(entry.strings(given))
    return colors if colors is not None and colors != mana.colors(mana_cost) else None


def data_date(path_name: str) -> str | None:
    """The date stamp of a bulk file's name (Scryfall's ``oracle-cards-20240101090000.json``), ISO, or None."""
    import re

    found = re.search(r"[-_](\d{4})(\d{2})(\d{2})\d{0,6}(?:\.json)?(?:\.(?:gz|bz2|xz))?$", path_name)
    return f"{found[1]}-{found[2]}-{found[3]}" if found else None


class OddEntry(Exception):
    """An entry a real file may hold that cannot be a card: it is left out and counted (see
    :meth:`ImportSummary.leave_out`), and the import goes on."""

    def __init__(self, reason: str, problem: str | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.problem = problem


def layout_of(entry: Fields) -> str:
    """The entry's layout in today's words ("normal" when absent); OddEntry for one no source uses."""
    layout = entry.text("layout") or "normal"
    if layout not in KNOWN_LAYOUTS:
        raise OddEntry(UNKNOWN_LAYOUT, _("unknown layout {layout!r}").format(layout=layout))
    return LAYOUT_WORDS.get(layout, layout)


def name_and_type(entry: Fields, name_key: str, type_key: str, *, type_required: bool = True) -> tuple[str, str | None]:
    """The entry's name and type line; OddEntry when either is missing (a card needs both)."""
    name = entry.data.get(name_key)
    if name is not None and not isinstance(name, str):
        raise OddEntry(NO_NAME, _("field '{field}' should be text").format(field=name_key))
    if not isinstance(name, str) or not name.strip():
        raise OddEntry(NO_NAME, _("missing field '{field}'{card}").format(field=name_key, card=""))
    type_line = entry.data.get(type_key)
    if type_required and type_line is not None and not isinstance(type_line, str):
        raise OddEntry(NO_TYPE, _("field '{field}' should be text").format(field=type_key))
    if type_required and (not isinstance(type_line, str) or not type_line.strip()):
        raise OddEntry(NO_TYPE, _("missing field '{field}'{card}").format(field=type_key, card=f" ({name!r})"))
    return name, entry.text(type_key)


class Fields:
    """Typed access to one JSON object of an input file, with errors naming the file and the object's path."""

    __slots__ = ("data", "where", "display")

    def __init__(self, data: Any, where: str, display: str) -> None:
        if not isinstance(data, dict):
            raise InputError(_("{where}: expected a JSON object").format(where=where), source=display)
        self.data, self.where, self.display = data, where, display

    def fail(self, message: str) -> InputError:
        """An error about this object."""
        return InputError(f"{self.where}: {message}", source=self.display)

    def text(self, key: str, *, required: bool = False) -> str | None:
        """The string field ``key`` (None when absent, null or empty, unless required; at most
        :data:`MAX_FIELD_CHARS` characters)."""
        value = self.data.get(key)
        if value is None or value == "":
            if required:
                name = self.data.get("name")
                label = f" ({name[:100]!r})" if isinstance(name, str) else ""
                if key not in self.data:
                    raise self.fail(_("missing field '{field}'{card}").format(field=key, card=label))
                if value is None:
                    raise self.fail(_("field '{field}' is null{card}; it should be text").format(field=key, card=label))
                raise self.fail(_("field '{field}' is empty{card}").format(field=key, card=label))
            return None
        if isinstance(value, (int, float)) and not isinstance(value, bool) and key in NUMBER_FIELDS:
            return str(value)
        if not isinstance(value, str):
            raise self.fail(_("field '{field}' should be text").format(field=key))
        if len(value) > MAX_FIELD_CHARS:
            raise self._too_long(key, value)
        return value

    def _too_long(self, key: str, value: str) -> InputError:
        return self.fail(_("field '{field}' is {length} characters long; the limit is {limit}").format(
            field=key, length=f"{len(value):,}", limit=f"{MAX_FIELD_CHARS:,}"))

    def objects(self, key: str) -> list[Fields]:
        """The list-of-objects field ``key`` (empty when absent)."""
        value = self.data.get(key)
        if value is None:
            return []
        if not isinstance(value, list):
            raise self.fail(_("field '{field}' should be a list").format(field=key))
        return [Fields(item, f"{self.where}.{key}[{number}]", self.display) for number, item in enumerate(value)]

    def strings(self, key: str) -> list[str]:
        """The list-of-strings field ``key`` (empty when absent)."""
        value = self.data.get(key)
        if value is None:
            return []
        if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
            raise self.fail(_("field '{field}' should be a list of texts").format(field=key))
        for item in value:
            if len(item) > MAX_FIELD_CHARS:
                raise self._too_long(key, item)
        return value

    def mapping(self, key: str) -> dict[str, Any]:
        """The object field ``key`` as a dict (empty when absent)."""
        value = self.data.get(key)
        if value is None:
            return {}
        if not isinstance(value, dict):
            raise self.fail(_("field '{field}' should be an object").format(field=key))
        return value

    def date(self, key: str) -> str | None:
        """The ISO date field ``key`` (``2024-07-05``), or None when absent."""
        import datetime as dt

        value = self.text(key)
        if value is None:
            return None
        try:
            return dt.date.fromisoformat(value[:10]).isoformat()
        except ValueError:
            raise self.fail(_("field '{field}' is not a date (YYYY-MM-DD): {value!r}").format(
                field=key, value=value)) from None
