"""The typed objects of a game state a question is asked about: permanents, their effects, what depends on them.

Each question kind's ``Given`` (see :mod:`judge_cli.rules.kinds`) is built out of these; the game's words
(procedures, colours, types) come from :mod:`judge_cli.game.vocabulary`.
"""

from __future__ import annotations

from dataclasses import dataclass

from judge_cli.corpus.model import Card
from judge_cli.game.vocabulary import FACE_UP


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
    copy_of: Card | None = None  #: layer 1 copy effect


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

    card: Card
    face_down: str = FACE_UP
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
        return self.face_down != FACE_UP

    @property
    def display(self) -> str:
        """How messages name this permanent (its label, else its card's name)."""
        return self.label or self.card.name
