"""The typed objects of a game state a question is asked about: permanents, their effects, what depends on them.

Each question kind's ``Given`` (see :mod:`judge_cli.rules.kinds`) is built out of these; the game's words
(procedures, colours, types) come from :mod:`judge_cli.game.vocabulary`.
"""

from __future__ import annotations

from judge_cli.corpus.model import Card
from judge_cli.game.vocabulary import FACE_UP
from judge_cli.records import frozen


@frozen
class Requirement:
    """Conditions on a permanent's characteristics (all listed ones must hold): what a target, an attachment or a
    watching ability needs, or when a conditional effect applies."""

    types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    #: It has at least one of these card types ("target creature or planeswalker", "any target": CR 115.4).
    any_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    not_subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    not_supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()  #: "colorless" means: has no color
    not_colors: tuple[str, ...] = ()
    abilities: tuple[str, ...] = ()
    not_abilities: tuple[str, ...] = ()
    max_mana_value: int | None = None
    min_mana_value: int | None = None
    #: Bounds on its power and toughness ("target creature with power 4 or greater"), as they are now (layer 7).
    min_power: int | None = None
    max_power: int | None = None
    min_toughness: int | None = None
    max_toughness: int | None = None
    face_down: bool | None = None  #: True: a face-down permanent; False: a face-up one (a status, CR 110.5)
    monocolored: bool | None = None  #: True: exactly one color (CR 105.2a); False: not exactly one
    multicolored: bool | None = None  #: True: two or more colors (CR 105.2b); False: fewer
    #: It has one of these names (CR 201.2a: an object with no name has no name in common with anything).
    named: tuple[str, ...] = ()

    @property
    def empty(self) -> bool:
        """True when nothing is required."""
        return self == Requirement()


@frozen
class CopyException:
    """What a copy effect changes as part of copying ("except it's 7/7", "except it has …"): these values become part
    of the copy's copiable values (CR 707.9a, b)."""

    power: int | None = None
    toughness: int | None = None
    add_abilities: tuple[str, ...] = ()
    add_types: tuple[str, ...] = ()
    add_subtypes: tuple[str, ...] = ()
    add_supertypes: tuple[str, ...] = ()


@frozen
class Effect:
    """A continuous effect applying to a permanent.

    Effects apply layer by layer (CR 613.1); within a layer in timestamp order (``timestamp``, else the order
    listed, CR 613.7) unless one depends on another (CR 613.8): an effect with ``only_if`` applies only while the
    permanent meets it, so it waits for the effects of its layer that change whether it does.
    """

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
    set_subtypes: tuple[str, ...] | None = None  #: layer 4: its subtypes become exactly these
    add_supertypes: tuple[str, ...] = ()
    remove_supertypes: tuple[str, ...] = ()
    set_colors: tuple[str, ...] | None = None
    add_colors: tuple[str, ...] = ()
    copy_of: Card | None = None  #: layer 1 copy effect: a copy of this card (its face-up front face)
    copy_of_permanent: Permanent | None = None  #: layer 1: a copy of this permanent (face down: its 2/2, CR 707.2)
    timestamp: int | None = None
    only_if: Requirement | None = None
    #: The copy effect's exceptions ("except it's 7/7"), part of the copiable values (CR 707.9b).
    copy_except: CopyException | None = None
    #: The zone the effect applies in ("cards in graveyards lose all abilities"); None: wherever the object is.
    applies_in: str | None = None
    #: ``turned-face-down``: it lasts until the permanent is turned face down (so it has ended on a face-down one);
    #: ``end-of-turn``: until the cleanup step of the turn it began in.
    until: str | None = None
    #: ``earlier-turn``: it began in an earlier turn (an "until end of turn" effect has ended, CR 514.2).
    created: str = "this-turn"

    def has_ended(self, face_down: bool) -> bool:
        """True when its duration is over: it lasted until the permanent was turned face down and it is face down,
        or until end of turn and it began in an earlier turn."""
        return ((self.until == "turned-face-down" and face_down)
                or (self.until == "end-of-turn" and self.created == "earlier-turn"))

    @property
    def copies(self) -> bool:
        """True for a copy effect (layer 1)."""
        return self.copy_of is not None or self.copy_of_permanent is not None


@frozen
class Source:
    """Who controls a spell, ability, Aura or Equipment, and its own qualities (for hexproof, shroud, protection and
    ward); None: not stated."""

    controller: str | None = None
    colors: tuple[str, ...] | None = None  #: () is colorless
    types: tuple[str, ...] | None = None


@frozen
class Dependent:
    """A spell or ability targeting the permanent, or an Aura/Equipment attached to it."""

    name: str
    kind: str  #: "target" | "aura" | "equipment"
    requires: Requirement = Requirement()
    source: Source = Source()


@frozen
class Permanent:
    """A permanent on the battlefield, face up or face down (or, with ``zone: stack``, a spell)."""

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
    #: ``stack``: a spell, not yet a permanent (a face-down spell cast with disguise or morph, CR 708.4).
    zone: str = "battlefield"
    #: A melded permanent: ``card`` and this card, back faces up and combined (CR 701.42, 712.4).
    melded_with: Card | None = None
    #: An effect says it can't be turned face up ("can't" wins over "can", CR 101.2).
    cant_turn_face_up: bool = False
    #: A token an effect created as a copy of this permanent (CR 707.8a): its card and status come from it, see
    #: :func:`judge_cli.rules.characteristics.token_copy`.
    created_as_copy_of: Permanent | None = None
    #: The other permanents on the battlefield, for what counts them (a characteristic-defining ability); set by the
    #: question kinds that are given them, not a key of its own.
    others: tuple[Permanent, ...] = ()

    @property
    def is_face_down(self) -> bool:
        """True for cloaked, disguised, morphed and manifested permanents."""
        return self.face_down != FACE_UP

    @property
    def effects_in_force(self) -> tuple[Effect, ...]:
        """Its effects that apply where it is now: not one that applies in another zone, nor one that has ended (see
        :meth:`Effect.has_ended`)."""
        if not self.effects:
            return self.effects
        # Kept on the (immutable) permanent, as compute() keeps its characteristics (a plain dict lookup: faster
        # than functools.cached_property, which locks).
        found = self.__dict__.get("_in_force")
        if found is None:
            face_down = self.is_face_down
            found = self.__dict__["_in_force"] = tuple(
                effect for effect in self.effects if (effect.applies_in is None or effect.applies_in == self.zone)
                and not effect.has_ended(face_down))
        return found

    @property
    def ended_effects(self) -> tuple[Effect, ...]:
        """Its effects that have ended: they lasted until it was turned face down, and it is face down; or until end
        of turn, and they began in an earlier turn."""
        if not self.effects:
            return ()
        face_down = self.is_face_down
        return tuple(effect for effect in self.effects if effect.has_ended(face_down))

    @property
    def on_stack(self) -> bool:
        """True for a spell on the stack."""
        return self.zone == "stack"

    @property
    def melded(self) -> bool:
        """True for a melded permanent."""
        return self.melded_with is not None

    @property
    def display(self) -> str:
        """How messages name this permanent (its label, else its card's name)."""
        return self.label or self.card.name


@frozen
class CostModifier:
    """An effect that makes some costs cost more or less generic mana (CR 601.2f, 118.7): "Dragon spells you cast
    cost {1} less", "All morph costs cost {2} more"."""

    name: str
    applies_to: str  #: "spells" | "morph-costs" | "disguise-costs"
    amount: int  #: generic mana: +2 costs {2} more, -1 costs {1} less
    #: What the spell, or the permanent whose morph or disguise cost it is, must be, as it is then (face down: its
    #: face-down characteristics, CR 708.4).
    requires: Requirement = Requirement()
    #: Whose spells or costs: only this player's (None: every player's).
    controller: str | None = None


@frozen
class Restriction:
    """An effect that says something can't be done: turn permanents face up (Karlov Watchdog), activate abilities
    (Linvala, Keeper of Silence), cast spells (Meddling Mage), attack, or — a spell with split second on the stack —
    cast spells and activate abilities that aren't mana abilities."""

    name: str
    forbids: str  #: one of RESTRICTED_ACTIONS
    #: Who controls its source (None: not stated; needed when ``affects`` or ``during`` depends on it).
    controller: str | None = None
    affects: str = "everyone"  #: whose permanents, relative to ``controller``: everyone, opponents, controller
    during: str = "any-turn"  #: any-turn, controllers-turn, opponents-turns
    requires: Requirement = Requirement()  #: what the permanents it covers must be ("creatures your opponents control")
    #: ``casting``: it forbids spells with the same name as this permanent as it last existed (Reflector Mage);
    #: a face-down one had no name, so it forbids none (CR 201.2a).
    same_name_as: Permanent | None = None
    #: ``attacking``: "… can't attack unless you've cast a [spell like this] this turn" (Goblin Cohort): it stops
    #: applying once the attacking creature's controller has cast such a spell this turn.
    unless_cast: Requirement | None = None


@frozen
class Watcher:
    """Another permanent's "whenever a permanent [you control] is turned face up" ability and what it does, on
    resolution, to that permanent's power and toughness (Trail of Mystery: "if it's a creature, it gets +2/+2")."""

    name: str
    requires: Requirement = Requirement()  #: what the permanent turned face up must be (checked face up)
    power: int = 0  #: +N/+0 until end of turn (layer 7c)
    toughness: int = 0
    controller: str = "you"  #: who controls the watching permanent
    yours: bool = True  #: it watches only permanents its controller controls ("a permanent you control")
