"""The corpus as immutable dataclasses: cards, printings, rulings.

Nothing here reads files; ``judge_cli.corpus.load`` builds these objects from
the YAML in ``data/`` (and importers from other sources).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import field
from functools import cached_property
from typing import Any

from judge_cli.game import mana
from judge_cli.game.card import Face, TypeLine
from judge_cli.game.vocabulary import (
    CARD_TYPES,
    COMBINED_LAYOUTS,
    DOUBLE_FACED_LAYOUTS,
    PERMANENT_TYPES,
    SUPERTYPES,
)
from judge_cli.languages import LANGUAGES
from judge_cli.records import frozen, record

__all__ = ["CARD_TYPES", "PERMANENT_TYPES", "SUPERTYPES", "Card", "Corpus", "Face", "LocalizedText", "Printing",
           "Ruling", "RulingLink", "RulingVariant", "TypeLine"]


@frozen
class Printing:
    """One printing of a card: its set, collector number, rarity and date, and what it prints where that differs.

    ``printed_text`` holds printed texts per language where they differ from the card's (an English variant
    such as the *Assassin's Creed* wording, a reprint's translation); ``printed_names`` likewise for names;
    ``flavor_name`` is a Universes Beyond name printed on this printing (MTGJSON ``flavorName``).
    """

    set_name: str | None
    printed_text: dict[str, str] = field(default_factory=dict)
    note: str | None = None
    set_code: str | None = None
    number: str | None = None
    rarity: str | None = None  #: common, uncommon, rare, mythic, special, bonus
    released: dt.date | None = None
    printed_names: dict[str, str] = field(default_factory=dict)
    flavor_name: str | None = None


@frozen
class RulingLink:
    """A card's reference to a ruling, with the date the source gives for that card."""

    ruling_id: str
    date: dt.date | None = None


@frozen
class Card:
    """A card: one or more faces and their layout, with printed texts per language and ruling links.

    The same model serves a corpus card (id, names, printings, rulings) and a
    card a scenario describes inline (no id, nothing but its faces).  The
    properties without a face in their name speak of the card as the game sees
    it in most zones: the front face, or both halves combined for split cards
    (CR 709.4).
    """

    id: str
    name: str
    faces: tuple[Face, ...]
    layout: str = "normal"
    names: dict[str, str] = field(default_factory=dict)
    texts: dict[str, str] = field(default_factory=dict)
    flavor: dict[str, str] = field(default_factory=dict)
    printings: tuple[Printing, ...] = ()
    rulings: tuple[RulingLink, ...] = ()
    sources: tuple[str, ...] = ()
    source_file: str | None = None
    #: Format -> ``legal``, ``banned``, ``restricted`` or ``not_legal`` (formats the data doesn't list are absent).
    legalities: dict[str, str] = field(default_factory=dict)
    #: The date of the data the legalities come from (MTGJSON's ``meta.date``, a Scryfall file's date).
    legalities_date: dt.date | None = None
    #: The colour identity (CR 903.4), as colour words; None when the source doesn't give it.
    color_identity: tuple[str, ...] | None = None
    #: Language -> printed names of the faces ``names`` does not name: a double-faced card's back face
    #: ("Insekten-Scheußlichkeit"), a split card's halves ("Feuer", "Eis"); the card is found by them too.
    face_names: dict[str, tuple[str, ...]] = field(default_factory=dict)

    @property
    def front(self) -> Face:
        """The front face (the only face of a normal card)."""
        return self.faces[0]

    @property
    def back(self) -> Face | None:
        """The back face of a double-faced card; None for every other layout."""
        return self.faces[1] if self.double_faced else None

    @property
    def double_faced(self) -> bool:
        """True for a double-faced card (transforming, modal, meld…) with a back face."""
        return self.layout in DOUBLE_FACED_LAYOUTS and len(self.faces) > 1

    @property
    def modal(self) -> bool:
        """True for a modal double-faced card."""
        return self.layout == "modal_dfc"

    @property
    def combined(self) -> bool:
        """True when the card's characteristics combine its halves (split cards off the stack)."""
        return self.layout in COMBINED_LAYOUTS and len(self.faces) > 1

    @property
    def mana_cost(self) -> str | None:
        """The mana cost (a split card's halves' costs together)."""
        if self.combined:
            return "".join(face.mana_cost or "" for face in self.faces) or None
        return self.front.mana_cost

    @property
    def type_line(self) -> str:
        """The type line (a split card's distinct halves' type lines joined by //)."""
        if self.combined:
            return " // ".join(dict.fromkeys(face.type_line for face in self.faces))
        return self.front.type_line

    @property
    def oracle_text(self) -> str:
        """The Oracle text: the front face's for double-faced cards, every face's (named) for the other layouts."""
        if len(self.faces) == 1 or self.double_faced:
            return self.front.oracle_text
        return "\n//\n".join(f"{face.name}\n{face.oracle_text}".rstrip() for face in self.faces)

    @property
    def power(self) -> str | None:
        """The front face's power."""
        return self.front.power

    @property
    def toughness(self) -> str | None:
        """The front face's toughness."""
        return self.front.toughness

    @property
    def disguise(self) -> str | None:
        """The front face's disguise cost."""
        return self.front.cost("disguise")

    @property
    def morph(self) -> str | None:
        """The front face's morph cost."""
        return self.front.cost("morph")

    @cached_property
    def type_info(self) -> TypeLine:
        """The parsed type line (parsed once: the rules ask a card's types again and again)."""
        return TypeLine.parse(self.type_line)

    @property
    def types(self) -> tuple[str, ...]:
        """Card types, lower case (``('instant',)``)."""
        return self.type_info.types

    @property
    def mana_value(self) -> int:
        """Mana value of the mana cost (0 when there is none)."""
        return mana.mana_value(self.mana_cost)

    def name_in(self, lang: str) -> str:
        """Printed name in ``lang``; the Oracle name when the corpus has none."""
        return self.names.get(lang) or self.name

    def languages(self) -> list[str]:
        """Languages in which the corpus has at least this card's name."""
        return [lang for lang in LANGUAGES if lang in self.names]


@frozen
class RulingVariant:
    """Another published wording of a ruling (e.g. on another card's page)."""

    lang: str
    text: str
    cards: tuple[str, ...] = ()


@frozen
class LocalizedText:
    """A text chosen for a wanted language, saying whether it fell back."""

    text: str
    lang: str
    fallback: bool


@frozen
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


@record
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

    def text_matches(self, query: str, lang: str | None) -> Any:
        """The stored texts holding the normalised ``query``, counted before they are read (a
        :class:`judge_cli.store.greptexts.TextMatches`); None: the corpus has none, every text of
        :meth:`text_candidates` (or of the whole corpus) is looked at."""
        return None

    def language_counts(self) -> dict[str, Any] | None:
        """Per-language counts for ``judge langs`` when known without a walk, else None
        (see ``judge_cli.corpus.coverage``)."""
        return None
