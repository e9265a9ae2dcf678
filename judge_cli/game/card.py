"""One face of a card: the characteristics the game reads, whichever source the card came from.

A :class:`Face` is built from the corpus YAML, an imported record, the store or
a scenario's inline card; :class:`judge_cli.corpus.model.Card` holds one or
more faces and the layout that says how they relate (a double-faced card's
back face, a split card's halves, an adventure).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from judge_cli.game import mana
from judge_cli.game.vocabulary import CARD_TYPES, SUPERTYPES


@dataclass(frozen=True)
class TypeLine:
    """A parsed type line such as ``Legendary Creature — Human Rogue``."""

    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()

    @classmethod
    def parse(cls, text: str | None) -> TypeLine:
        """Split an English type line into lower-case super/card types and subtypes as printed."""
        head, _dash, tail = (text or "").replace(" - ", " — ").partition("—")
        words = [w.lower() for w in head.split()]
        return cls(
            supertypes=tuple(w for w in words if w in SUPERTYPES),
            types=tuple(w for w in words if w in CARD_TYPES),
            subtypes=tuple(tail.split()),
        )

    def text(self) -> str:
        """The English type line of these types: ``Legendary Creature — Human Rogue``."""
        head = " ".join(word.title() for word in self.supertypes + self.types)
        return f"{head} — {' '.join(self.subtypes)}" if self.subtypes else head


@dataclass(frozen=True)
class Face:
    """The printed characteristics of one face of a card.

    ``types``, ``subtypes`` and ``supertypes`` are read off ``type_line``.
    ``colors`` is None when the face's colours are those of its mana cost; a
    colour indicator (or a scenario's ``colors:``) sets them.  ``abilities``
    are keyword abilities in lower case (``flying``, ``ward {2}``);
    ``triggers`` the trigger words of its triggered abilities (``enters``,
    ``turned-face-up``); ``costs`` the keyword costs that matter face down,
    as ``(keyword, cost)`` pairs (``("disguise", "{1}{U}")``).
    """

    name: str
    type_line: str = ""
    mana_cost: str | None = None
    oracle_text: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    colors: tuple[str, ...] | None = None
    abilities: tuple[str, ...] = ()
    triggers: tuple[str, ...] = ()
    costs: tuple[tuple[str, str], ...] = field(default=())

    @cached_property
    def type_info(self) -> TypeLine:
        """The parsed type line."""
        return TypeLine.parse(self.type_line)

    @property
    def types(self) -> tuple[str, ...]:
        """Card types of this face, lower case (``('creature',)``)."""
        return self.type_info.types

    @property
    def subtypes(self) -> tuple[str, ...]:
        """Subtypes as printed (``('Human', 'Rogue')``)."""
        return self.type_info.subtypes

    @property
    def supertypes(self) -> tuple[str, ...]:
        """Supertypes, lower case (``('legendary',)``)."""
        return self.type_info.supertypes

    @property
    def color_list(self) -> tuple[str, ...]:
        """This face's colours: its colour indicator or given colours, else those of its mana cost."""
        return self.colors if self.colors is not None else tuple(mana.colors(self.mana_cost))

    @property
    def mana_value(self) -> int:
        """Mana value of the mana cost (0 without one)."""
        return mana.mana_value(self.mana_cost)

    def cost(self, keyword: str) -> str | None:
        """The cost of keyword ``keyword`` (``morph``, ``disguise``) on this face, or None."""
        return next((cost for name, cost in self.costs if name == keyword), None)

    def is_a(self, card_type: str) -> bool:
        """True when the face has the card type ``card_type``."""
        return card_type in self.types
