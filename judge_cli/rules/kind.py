"""What a question kind is: a typed ``Given``, its evaluator, and what the scenario format and ``judge ask``
need to know about it.

Each kind is one module of :mod:`judge_cli.rules.kinds` that defines a frozen
dataclass ``Given`` and a ``KIND = QuestionKind(...)``.  The keys of ``given``
are the dataclass's fields: their *shape* (a permanent, a yes/no, one word out
of a list, a requirement…) is read off the field's type, their documentation and their
``judge ask`` bindings off :func:`key`.  From that one description come the
validation of scenario files (:mod:`judge_cli.rules.given`), the JSON Schema
(:mod:`judge_cli.rules.schema`) and what the ask reader fills in.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import field
from functools import cached_property
from typing import Any, Generic, Literal, Protocol, TypeVar

from judge_cli.corpus.model import Card
from judge_cli.game.vocabulary import PERMANENT_ZONES
from judge_cli.i18n import _
from judge_cli.records import frozen
from judge_cli.rules.api import Verdict
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.state import CostModifier, Dependent, Permanent, Requirement, Restriction, Watcher

#: What a key holds, read off its type: see :func:`shape_of`.
Shape = Literal["permanent", "permanents", "card", "cards", "bool", "integer", "choice", "text", "texts", "targets",
                "attachments", "dependent", "requirement", "cost-modifiers", "restrictions", "watchers",
                "custom"]
#: Whether the question's permanent is face down: required, assumed unless the words say otherwise, or the
#: reverse; ``none`` for kinds without one subject permanent.
Subject = Literal["face-down", "face-down-by-default", "face-up-by-default", "none"]

_MISSING: Any = dataclasses.MISSING
#: The cost the ask reader writes for "its mana cost" (or disguise/morph cost) when the question doesn't say it.
UNSTATED_COST = "{?}"
#: The value a spell or ability key (a ``dependent``) binds to take the card the question names as acting on the
#: permanent, read off that card's rules text by the ask reader (``judge_cli.ask.cardtext``).
NAMED_CARD = "{named card}"


@frozen
class KeySpec:
    """One ``given`` key of a question kind, as the scenario format and the ask reader see it."""

    name: str
    shape: Shape
    required: bool
    default: Any
    doc: str
    choices: tuple[str, ...] = ()
    #: ``judge ask``: concept expression -> value this key takes when the question states it (first match wins);
    #: an expression is concepts joined by ``&``, a ``!`` before one means "not stated".
    ask: Mapping[str, Any] = field(default_factory=dict)
    #: JSON Schema of the key when its shape is ``custom`` (or to refine another shape).
    schema: Mapping[str, Any] | None = None


def key(*, default: Any = _MISSING, doc: str = "", ask: Mapping[str, Any] | None = None,
        schema: Mapping[str, Any] | None = None, attached: bool = False, choices: tuple[str, ...] = ()) -> Any:
    """Declare a field of a ``Given`` dataclass as a ``given`` key.

    ``default`` makes the key optional; ``doc`` is its one-line meaning; ``ask``
    binds concepts of the ask reader to values; ``schema`` gives a custom key's
    JSON Schema; ``attached`` marks a list of dependents as Auras/Equipment
    (``attached``) rather than spells and abilities targeting the permanent;
    ``choices`` makes a ``str`` key one word out of a list of the game's vocabulary (a ``Literal`` type does the
    same for a list of the kind's own).
    """
    metadata = {"doc": doc, "ask": dict(ask or {}), "schema": schema, "attached": attached, "choices": choices}
    if default is _MISSING:
        return field(metadata=metadata)
    if isinstance(default, (list, dict, set)):
        raise TypeError("use an immutable default (tuple) for a given key")
    return field(default=default, metadata=metadata)


class AskFacts(Protocol):
    """What ``judge ask`` read off a question, as the kinds' ask hooks may consult it."""

    lang: str  #: the question's language code

    def has(self, *concepts: str) -> bool:
        """True when any of ``concepts`` was stated."""

    def with_prefix(self, prefix: str) -> list[str]:
        """The concepts stated that start with ``prefix``, in the order first found."""

    def only_denied(self, concept: str) -> bool:
        """True when ``concept`` is written only negated ("not the megamorph cost")."""

    def number(self) -> int | None:
        """The first number written."""

    @property
    def card_ids(self) -> list[str]:
        """Corpus ids of the cards the question names."""

    def power_toughness(self) -> tuple[int, int] | None:
        """The power and toughness written (``2/2``), if any."""

    def sizes(self) -> list[tuple[int, int, int]]:
        """Every power and toughness written, in order: (power, toughness, about where in the text)."""

    def numbers(self) -> list[tuple[int, int]]:
        """Every number written in digits, with where it starts."""

    def clause_of(self, at: int) -> tuple[int, int]:
        """The clause (start, end) holding the character at ``at``."""

    def in_asked_sentence(self, at: int) -> bool:
        """True when the character at ``at`` is in the sentence that asks."""

    def spans(self, concept: str) -> list[tuple[int, int]]:
        """Where ``concept`` was found (start, end), in order."""


class AskDraft(Protocol):
    """A reading of a question being built into a ``given`` mapping (in the scenario-file format)."""

    kind: str
    given: dict[str, Any]
    assumed: list[str]  #: facts filled in by default
    missing: list[str]  #: facts the question must state for an answer
    probes: dict[str, list[str]]  #: assumed fact -> its other values, checked for a change of answer


#: A kind's own step in building a reading: adds to the draft what the generic bindings can't.
AskHook = Callable[[AskDraft, AskFacts], None]
#: A yes/no claim about a kind's mapping answer ("is it colorless?"): the answer and the question's facts in,
#: True/False out, or None when the question doesn't say enough to check it (no number written…).
AskClaim = Callable[[Mapping[str, Any], AskFacts], "bool | str | None"]
#: What a claim returns when neither it nor its opposite holds ("does it come back face down?" when nothing comes
#: back): the answer is no whichever way round it is asked.
NEITHER = "neither"


@frozen
class AskHints:
    """What the ask reader needs to know about a kind beyond its keys' bindings."""

    subject: Subject = "face-down-by-default"
    #: Facts the question must state, else the reader asks for them (e.g. ``tapped``).
    requires: tuple[str, ...] = ()
    #: Facts the answer may hinge on when the words leave them out (e.g. ``double-faced``).
    probes: tuple[str, ...] = ()
    #: Trigger words a card described by the question has unless another permanent is watching.
    card_triggers: tuple[str, ...] = ()
    #: key -> value: the permanent is face up when this key holds this value (``event: enters-face-up``).
    face_up_when: Mapping[str, str] = field(default_factory=dict)
    hook: AskHook | None = None
    #: ``claim.<name>`` concept -> its check: on the answer of a kind whose answer is a mapping ("is a face-down
    #: creature colorless?" is yes when the claim holds), on the verdict's ``details`` of a yes/no kind (the
    #: answer is yes when the verdict is and every claim holds: "can I turn it face up *for its mana cost*?").
    #: Declaring a claim also makes the phrases of ``claim.<name>`` point the reader at this kind.
    claims: Mapping[str, AskClaim] = field(default_factory=dict)
    #: The answer says whether *you* may act on the permanent ("only its controller may turn it face up"): when
    #: the words make an opponent its controller, who would act ("can they turn it face up?") is probed.
    asker_acts: bool = False
    #: The kind's hook reads every power and toughness written (the creatures of a combat): several sizes are its
    #: facts, not a size claimed that other kinds would leave out.
    reads_sizes: bool = False
    #: The question as a reading shows it ("Can it be turned face up?"), marked with ``N_`` and translated where
    #: it is shown; the kind's English ``summary`` when empty.
    label: str = ""


G = TypeVar("G")


@frozen
class QuestionKind(Generic[G]):
    """A question kind: its typed ``given``, its evaluator and its metadata."""

    name: str
    #: The dataclass declaring the ``given`` keys.  Without ``parse``, ``evaluate`` gets an instance of it (G); a
    #: kind with ``parse`` gets whatever ``parse`` builds of them (``resolve``: a SpellState).
    given: type[Any]
    evaluate: Callable[[G, Reasoning], Verdict]
    summary: str  #: one English sentence: what is asked
    answer: Literal["yes/no", "number", "mapping"] = "yes/no"
    #: Cross-key checks: ``check(value, reader, raw)`` raises a located ScenarioError for combinations that make
    #: no sense (the reader gives the located errors; ``raw`` is the ``given`` mapping as written).
    check: Callable[[G, Any, Any], None] | None = None
    #: A kind whose keys don't fit the generic shapes reads ``given`` itself: ``parse(reader, raw) -> G``.
    parse: Callable[[Any, Any], G] | None = None
    ask: AskHints = field(default_factory=AskHints)
    #: Place in the documentation's list of kinds (smaller first).
    position: int = 100
    #: The zones its ``permanent`` (and ``permanents``) may be in: the battlefield and the stack, unless the kind
    #: also describes cards in other zones (``characteristics``: a card in a graveyard, CR 712.8a).
    zones: tuple[str, ...] = PERMANENT_ZONES

    @cached_property
    def keys(self) -> tuple[KeySpec, ...]:
        """The ``given`` keys, in field order."""
        hints = typing.get_type_hints(self.given)
        specs = []
        for item in dataclasses.fields(self.given):
            shape, choices = shape_of(hints[item.name], bool(item.metadata.get("attached")))
            if item.metadata.get("choices"):
                shape, choices = "choice", tuple(item.metadata["choices"])
            if shape == "custom" and item.metadata.get("schema") is None:
                raise TypeError(f"{self.name}: key {item.name!r} has no generic shape; give it a schema")
            required = item.default is _MISSING and item.default_factory is _MISSING
            specs.append(KeySpec(
                name=item.name, shape=shape, required=required, default=None if required else item.default,
                doc=item.metadata.get("doc", ""), choices=choices, ask=item.metadata.get("ask", {}),
                schema=item.metadata.get("schema")))
        return tuple(specs)

    @cached_property
    def key_names(self) -> tuple[str, ...]:
        """The names of the ``given`` keys (plus ``cards``, which every kind accepts)."""
        return tuple(spec.name for spec in self.keys) + ("cards",)

    @property
    def face_down_required(self) -> bool:
        """True when the question's ``permanent`` must be face down."""
        return self.ask.subject == "face-down"


def shape_of(annotation: Any, attached: bool = False) -> tuple[Shape, tuple[str, ...]]:
    """The shape of a ``given`` key of type ``annotation`` and, for a choice, its words."""
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is Literal:
        return "choice", tuple(str(arg) for arg in args)
    if origin in (types.UnionType, typing.Union):
        inner = [arg for arg in args if arg is not type(None)]
        if len(inner) == 1:
            return shape_of(inner[0], attached)
    simple: dict[Any, Shape] = {Permanent: "permanent", Card: "card", bool: "bool", int: "integer", str: "text",
                                Requirement: "requirement", Dependent: "dependent"}
    if annotation in simple:
        return simple[annotation], ()
    if origin is tuple and args and args[-1] is Ellipsis:
        item = args[0]
        if item is Permanent:
            return "permanents", ()
        if item is Card:
            return "cards", ()
        if item is Dependent:
            return ("attachments" if attached else "targets"), ()
        if item is str:
            return "texts", ()
        if item is CostModifier:
            return "cost-modifiers", ()
        if item is Restriction:
            return "restrictions", ()
        if item is Watcher:
            return "watchers", ()
    return "custom", ()


def check_spell_on_stack(given: Any, reader: Any, raw: Any) -> None:
    """The ``check`` of a kind that asks about a spell: ``given.permanent`` must be on the stack."""
    if not given.permanent.on_stack:
        raise reader.error("given.permanent.zone", _("this question is about a spell; expected zone: stack"),
                           raw.get("permanent"), "zone")


#: The procedures a card is cast face down by (CR 708.4): the one assumed first, then the other, probed.
CAST_FACE_DOWN = ("morph", "disguise")


def read_as_face_down_spell(draft: AskDraft) -> None:
    """The permanent asked about is a spell on the stack; the reader then takes a face-down one as cast by morph or
    disguise (:data:`CAST_FACE_DOWN`; cloak and manifest never cast a spell)."""
    permanent = draft.given.get("permanent")
    if isinstance(permanent, dict):
        permanent["zone"] = "stack"
