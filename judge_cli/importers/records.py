"""What an importer keeps of a card: one :class:`CardRecord` per Oracle name, and the import summary.

MTGJSON and Scryfall list a card once per printing (and per language); the
importers fold every printing of a card into one record, first value kept.
Records are what the store keeps of each source, so that re-importing one
source can rebuild the corpus from all of them (see ``judge_cli.importing``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from judge_cli.errors import InputError
from judge_cli.game.vocabulary import DOUBLE_FACED_LAYOUTS
from judge_cli.i18n import _

#: MTGJSON ``language`` values of the seven supported languages (others are left out and counted).
MTGJSON_LANGUAGES = {"English": "en", "German": "de", "French": "fr", "Spanish": "es", "Italian": "it",
                     "Japanese": "ja", "Chinese Simplified": "zh"}
#: Scryfall ``lang`` codes of the seven supported languages.
SCRYFALL_LANGUAGES = {"en": "en", "de": "de", "fr": "fr", "es": "es", "it": "it", "ja": "ja", "zhs": "zh"}
DOUBLE_FACED = DOUBLE_FACED_LAYOUTS
FACE_FIELDS = ("name", "mana_cost", "type_line", "oracle_text", "power", "toughness")
#: Longest text kept from one field: real Oracle texts are under 1,000 characters, rulings under 2,000.
#: (The stream itself refuses strings over 1 MB: ``judge_cli.importers.guard``.)
MAX_FIELD_CHARS = 20_000


@dataclass(slots=True)
class CardRecord:
    """Everything kept of one card (Oracle name) from one source."""

    name: str
    layout: str = "normal"
    faces: dict[str, dict[str, str]] = field(default_factory=dict)  #: side ("a", "b"…) -> face fields
    names: dict[str, str] = field(default_factory=dict)
    texts: dict[str, str] = field(default_factory=dict)
    flavor: dict[str, str] = field(default_factory=dict)
    printings: dict[str, None] = field(default_factory=dict)  #: set names, in order (a dict as ordered set)
    rulings: dict[str, str | None] = field(default_factory=dict)  #: English text -> date (ISO) or None
    oracle_ids: dict[str, None] = field(default_factory=dict)  #: Scryfall Oracle ids, to join Scryfall rulings

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

    def add_ruling(self, text: str, date: str | None) -> None:
        """Link a ruling (English text) with the date given for this card; the first date is kept."""
        if text not in self.rulings:
            self.rulings[text] = date

    def to_json(self) -> dict[str, Any]:
        """A compact keyed JSON-able form (see :meth:`from_json`)."""
        return {"name": self.name, "layout": self.layout, "faces": self.faces, "names": self.names,
                "texts": self.texts, "flavor": self.flavor, "printings": list(self.printings),
                "rulings": [[text, date] for text, date in self.rulings.items()], "oracle_ids": list(self.oracle_ids)}

    @classmethod
    def from_json(cls, data: dict[str, Any] | list[Any]) -> CardRecord:
        """Rebuild a record from :meth:`to_json` output (or the positional list older stores hold)."""
        if isinstance(data, list):
            keys = ("name", "layout", "faces", "names", "texts", "flavor", "printings", "rulings", "oracle_ids")
            data = dict(zip(keys, data))
        return cls(data["name"], data["layout"], data["faces"], data["names"], data["texts"], data["flavor"],
                   dict.fromkeys(data["printings"]), {text: date for text, date in data["rulings"]},
                   dict.fromkeys(data["oracle_ids"]))


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

    def to_json(self) -> dict[str, Any]:
        """The JSON form stored with the source."""
        return {"source": self.source, "kind": self.kind, "file": self.file, "entries": self.entries,
                "cards": self.cards, "rulings": self.rulings, "names": dict(self.names),
                "dropped_languages": dict(self.dropped_languages), "skipped": dict(self.skipped),
                "variants": self.variants, "unmatched_rulings": self.unmatched_rulings}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "ImportSummary":
        """Rebuild a summary stored by :meth:`to_json`."""
        summary = cls(data["source"], data["kind"], data["file"])
        for key in ("entries", "cards", "rulings", "variants", "unmatched_rulings"):
            setattr(summary, key, int(data.get(key, 0)))
        for key in ("names", "dropped_languages", "skipped"):
            setattr(summary, key, Counter(data.get(key, {})))
        return summary


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
        if isinstance(value, (int, float)) and not isinstance(value, bool) and key in ("power", "toughness"):
            return str(value)
        if not isinstance(value, str):
            raise self.fail(_("field '{field}' should be text").format(field=key))
        if len(value) > MAX_FIELD_CHARS:
            raise self._too_long(key, value)
        return value

    def _too_long(self, key: str, value: str) -> InputError:
        return self.fail(_("field '{field}' is {length} characters long; the limit is {limit}").format(
            field=key, length=f"{len(value):,}", limit=f"{MAX_FIELD_CHARS:,}"))

    def objects(self, key: str) -> list["Fields"]:
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
