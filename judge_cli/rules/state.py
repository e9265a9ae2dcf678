"""The typed game state a question is asked about (built from ``given`` by ``rules.given``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from judge_cli.rules.api import CardFacts

#: How a permanent came to be face down; ``none`` is a face-up permanent.
PROCEDURES = ("cloak", "disguise", "morph", "manifest")
FACE_DOWN_CHOICES = ("none",) + PROCEDURES
#: Procedures whose face-down characteristics include ward {2}.
WARDED_PROCEDURES = ("cloak", "disguise")
#: Procedures that turn a card up by revealing a creature card and paying its mana cost.
MANA_COST_PROCEDURES = ("cloak", "manifest")
#: Trigger words a card may list under ``triggers``.
TRIGGERS = ("enters", "turned-face-up", "dies", "attacks", "leaves-battlefield", "becomes-target", "transforms")
#: Counters that grant the keyword of the same name (CR 122.1b).
KEYWORD_COUNTERS = (
    "deathtouch", "decayed", "double strike", "exalted", "first strike", "flying", "haste", "hexproof",
    "indestructible", "lifelink", "menace", "reach", "shadow", "trample", "vigilance",
)


@dataclass(frozen=True)
class Effect:
    """A continuous effect applying to a permanent, in timestamp order (the order listed)."""

    label: str | None = None
    power: int = 0  #: +N/+0 (layer 7c)
    toughness: int = 0
    set_power: int | None = None  #: layer 7b
    set_toughness: int | None = None
    add_abilities: tuple[str, ...] = ()
    remove_abilities: tuple[str, ...] = ()
    lose_all_abilities: bool = False
    add_types: tuple[str, ...] = ()
    add_subtypes: tuple[str, ...] = ()
    set_colors: tuple[str, ...] | None = None
    add_colors: tuple[str, ...] = ()
    copy_of: CardFacts | None = None  #: layer 1 copy effect


@dataclass(frozen=True)
class Requirement:
    """What a targeting spell or an attachment needs of the permanent (all listed conditions)."""

    types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    not_subtypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()  #: "colorless" means: has no color
    not_colors: tuple[str, ...] = ()
    abilities: tuple[str, ...] = ()
    not_abilities: tuple[str, ...] = ()
    max_mana_value: int | None = None
    min_mana_value: int | None = None


@dataclass(frozen=True)
class Dependent:
    """A spell or ability targeting the permanent, or an Aura/Equipment attached to it."""

    name: str
    kind: str  #: "target" | "aura" | "equipment"
    requires: Requirement = Requirement()


@dataclass(frozen=True)
class Permanent:
    """A permanent on the battlefield, face up or face down."""

    card: CardFacts
    face_down: str = "none"
    tapped: bool = False
    abilities_lost: bool = False
    controller: str = "you"
    owner: str = "you"
    token: bool = False
    transformed: bool = False
    phased_out: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    effects: tuple[Effect, ...] = ()
    label: str | None = None
    line: int = 0

    @property
    def is_face_down(self) -> bool:
        """True for cloaked, disguised, morphed and manifested permanents."""
        return self.face_down != "none"

    @property
    def display(self) -> str:
        """How messages name this permanent (its label, else its card's name)."""
        return self.label or self.card.name


@dataclass(frozen=True)
class State:
    """A validated ``given``: the question kind and its typed values by key."""

    question: str
    source: str
    values: Mapping[str, Any] = field(default_factory=dict)

    def __getitem__(self, key: str) -> Any:
        return self.values[key]

    def get(self, key: str, default: Any = None) -> Any:
        """The value of ``key`` or ``default``."""
        return self.values.get(key, default)
