"""The corpus as immutable dataclasses: cards, printings, rulings.

Nothing here reads files; ``judge_cli.corpus.load`` builds these objects from
the YAML in ``data/`` (and importers from other sources).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any, Iterable

from judge_cli import mana
from judge_cli.languages import LANGUAGES

#: Card types in the order the type line lists them.
CARD_TYPES = (
    "artifact", "battle", "creature", "enchantment", "instant", "kindred",
    "land", "planeswalker", "sorcery", "tribal",
)
SUPERTYPES = ("basic", "legendary", "snow", "world", "ongoing")
PERMANENT_TYPES = ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")


@dataclass(frozen=True)
class TypeLine:
    """A parsed type line such as ``Legendary Creature — Human Rogue``."""

    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()

    @classmethod
    def parse(cls, text: str) -> "TypeLine":
        """Split an English type line into lower-case super/card/subtypes."""
        head, _, tail = (text or "").replace(" - ", " — ").partition("—")
        words = [w.lower() for w in head.split()]
        return cls(
            supertypes=tuple(w for w in words if w in SUPERTYPES),
            types=tuple(w for w in words if w in CARD_TYPES),
            subtypes=tuple(tail.split()),
        )


@dataclass(frozen=True)
class Face:
    """The back face of a double-faced card (the front face is the card itself)."""

    name: str
    type_line: str
    mana_cost: str | None = None
    oracle_text: str = ""

    @property
    def types(self) -> tuple[str, ...]:
        """Card types of this face, lower case."""
        return TypeLine.parse(self.type_line).types


@dataclass(frozen=True)
class Printing:
    """One printing (set) of a card, with its printed English where it differs from Oracle."""

    set_name: str | None
    printed_text: dict[str, str] = field(default_factory=dict)
    note: str | None = None


@dataclass(frozen=True)
class RulingLink:
    """A card's reference to a ruling, with the date the source gives for that card."""

    ruling_id: str
    date: dt.date | None = None


@dataclass(frozen=True)
class Card:
    """A card with its Oracle data, printed texts per language and ruling links."""

    id: str
    name: str
    mana_cost: str | None
    type_line: str
    oracle_text: str
    names: dict[str, str] = field(default_factory=dict)
    texts: dict[str, str] = field(default_factory=dict)
    flavor: dict[str, str] = field(default_factory=dict)
    printings: tuple[Printing, ...] = ()
    rulings: tuple[RulingLink, ...] = ()
    sources: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    back: Face | None = None
    disguise: str | None = None
    morph: str | None = None
    source_file: str | None = None

    @property
    def type_info(self) -> TypeLine:
        """The parsed type line."""
        return TypeLine.parse(self.type_line)

    @property
    def types(self) -> tuple[str, ...]:
        """Card types, lower case (``('instant',)``)."""
        return self.type_info.types

    @property
    def mana_value(self) -> int:
        """Mana value of the mana cost (0 when there is none)."""
        return mana.mana_value(self.mana_cost)

    @property
    def double_faced(self) -> bool:
        """True when the card has a back face."""
        return self.back is not None

    def name_in(self, lang: str) -> str:
        """Printed name in ``lang``; the Oracle name when the corpus has none."""
        return self.names.get(lang) or self.name

    def languages(self) -> list[str]:
        """Languages in which the corpus has at least this card's name."""
        return [lang for lang in LANGUAGES if lang in self.names]


@dataclass(frozen=True)
class RulingVariant:
    """Another published wording of a ruling (e.g. on another card's page)."""

    lang: str
    text: str
    cards: tuple[str, ...] = ()


@dataclass(frozen=True)
class LocalizedText:
    """A text chosen for a wanted language, saying whether it fell back."""

    text: str
    lang: str
    fallback: bool


@dataclass(frozen=True)
class Ruling:
    """An official ruling: one id however many cards it belongs to."""

    id: str
    text: dict[str, str]
    topics: tuple[str, ...] = ()
    sources: tuple[str, ...] = ()
    partial: tuple[str, ...] = ()
    untranslated: tuple[str, ...] = ()
    variants: tuple[RulingVariant, ...] = ()
    source_file: str | None = None

    def text_in(self, lang: str) -> LocalizedText:
        """The text in ``lang`` where the corpus has it, else English marked as fallback."""
        if lang in self.text:
            return LocalizedText(self.text[lang], lang, False)
        return LocalizedText(self.text["en"], "en", lang != "en")

    def short(self, lang: str = "en", width: int = 100) -> str:
        """First ``width`` characters of the text in ``lang`` (or English)."""
        text = " ".join(self.text_in(lang).text.split())
        return text if len(text) <= width else text[: width - 1].rstrip() + "…"


@dataclass
class Corpus:
    """All cards and rulings, keyed by id.  Built once, then passed around."""

    cards: dict[str, Card] = field(default_factory=dict)
    rulings: dict[str, Ruling] = field(default_factory=dict)
    sources: list[str] = field(default_factory=list)

    def card(self, card_id: str) -> Card:
        """The card with ``card_id`` (KeyError when absent)."""
        return self.cards[card_id]

    def ruling(self, ruling_id: str) -> Ruling:
        """The ruling with ``ruling_id`` (KeyError when absent)."""
        return self.rulings[ruling_id]

    def rulings_of(self, card: Card) -> list[tuple[Ruling, dt.date | None]]:
        """The card's rulings in corpus order, each with the date given for this card."""
        return [(self.rulings[link.ruling_id], link.date) for link in card.rulings]

    def cards_with_ruling(self, ruling_id: str) -> list[tuple[Card, dt.date | None]]:
        """Every card that links ``ruling_id``, with the date given on that card."""
        found = []
        for card in self.cards.values():
            for link in card.rulings:
                if link.ruling_id == ruling_id:
                    found.append((card, link.date))
        return found

    def rulings_on(self, topic: str) -> list[Ruling]:
        """Rulings tagged with ``topic``, in corpus order."""
        return [r for r in self.rulings.values() if topic in r.topics]

    # Hooks for a corpus backed by imported data (``judge_cli.store.view``), which can answer
    # these from its indexes instead of a walk over every card.

    def text_candidates(self, query: str) -> Iterable[tuple[str, str, str, str, str]] | None:
        """(kind, id, lang, field, text) of the items that may contain the normalised ``query``;
        None: every text must be looked at (see ``judge_cli.search.grep``)."""
        return None

    def language_counts(self) -> dict[str, Any] | None:
        """Per-language counts for ``judge langs`` when known without a walk, else None
        (see ``judge_cli.corpus.coverage``)."""
        return None
