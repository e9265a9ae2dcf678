"""One face of a card: the characteristics the game reads, whichever source the card came from.

A :class:`Face` is built from the corpus YAML, an imported record, the store or
a scenario's inline card; :class:`judge_cli.corpus.model.Card` holds one or
more faces and the layout that says how they relate (a double-faced card's
back face, a split card's halves, an adventure).
"""

from __future__ import annotations

from dataclasses import field
from functools import cached_property

from judge_cli.game import mana
from judge_cli.game.vocabulary import CARD_TYPES, COLORS, SUPERTYPES
from judge_cli.records import frozen


@frozen
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


@frozen
class Face:
    """The printed characteristics of one face of a card.

    ``types``, ``subtypes`` and ``supertypes`` are read off ``type_line``.
    A face's colours are those of its own mana cost and its own colour
    indicator (CR 202.2, 204); ``colors`` (a scenario's ``colors:``), when
    set, overrides both.  ``color_indicator`` is None when the face has none.
    ``abilities``
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
    color_indicator: tuple[str, ...] | None = None
    #: "As this is turned face up, put these counters on it" (CR 708.11): (kind, number) pairs.
    turned_face_up_counters: tuple[tuple[str, int], ...] = ()
    #: Activated abilities, as "[cost]: [effect]" texts (CR 602.1).
    activated: tuple[str, ...] = ()
    #: A characteristic-defining ability (CR 604.3): "its power and toughness are each equal to the number of
    #: [quality] permanents on the battlefield" — the quality as the rules layer's requirement (kept opaque here).
    pt_count: object | None = None
    #: ``pt_count`` counts only the permanents its controller controls ("… you control").
    pt_count_yours: bool = False
    #: "This enters with N [kind] counters on it" (CR 614.1c): (kind, number or "X") pairs.
    enters_with_counters: tuple[tuple[str, str], ...] = ()
    #: "As this is turned face up, you may have it become a copy of a creature" (Vesuvan Shapeshifter, CR 708.11).
    turned_face_up_copy: bool = False
    #: What its "when this is turned face up" ability does to its power and toughness when it resolves, until end of
    #: turn ("all creatures get -X/-X" includes it): (power, toughness) as texts, a number or ±X.
    turned_face_up_effect: tuple[str, str] | None = None

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
        """This face's colours: the given colours, else those of its mana cost and its colour indicator (WUBRG).

        Only this face counts: a back face without a mana cost or a colour indicator is colourless,
        whatever colour the front face is (CR 712.8).
        """
        if self.colors is not None:
            return self.colors
        found = set(mana.colors(self.mana_cost)) | set(self.color_indicator or ())
        return tuple(color for color in COLORS if color in found)

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
