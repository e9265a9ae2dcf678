"""The closed set of question kinds: their ``given`` keys, their evaluator, their answer shape."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from judge_cli.corpus.model import Corpus
from judge_cli.i18n import _
from judge_cli.rules import information, resolve, turning
from judge_cli.rules.api import CardResolver, ScenarioError, Verdict
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.given import Reader, nearest
from judge_cli.rules.state import State


@dataclass(frozen=True)
class Key:
    """One ``given`` key of a question kind."""

    name: str
    shape: str  #: permanent | permanents | bool | choice | text | targets | attachments
    required: bool = False
    default: Any = None
    choices: tuple[str, ...] = ()


@dataclass(frozen=True)
class Kind:
    """A question kind: what ``given`` holds and how it is answered."""

    name: str
    evaluate: Callable[[State, Reasoning], Verdict]
    keys: tuple[Key, ...] = ()
    answer: str = "yes/no"  #: "yes/no" or "mapping"
    face_down: str = "any"  #: "required" when the permanent must be face down


PERMANENT = Key("permanent", "permanent", required=True)
WATCHER = Key("watcher", "choice", default="self", choices=("self", "other"))

KINDS: dict[str, Kind] = {kind.name: kind for kind in (
    Kind("can-turn-face-up", turning.can_turn_face_up, (PERMANENT, Key("has_priority", "bool", default=True))),
    Kind("can-transform", turning.can_transform, (PERMANENT,)),
    Kind("characteristics", information.characteristics, (PERMANENT,), answer="mapping"),
    Kind("enters-triggers-on-turning-face-up", turning.enters_triggers, (
        PERMANENT, Key("event", "choice", default="turned-face-up",
                       choices=("turned-face-up", "enters-face-down", "enters-face-up")), WATCHER)),
    Kind("turned-face-up-triggers", turning.turned_face_up_triggers, (
        PERMANENT, Key("by", "choice", default="special-action", choices=("special-action", "effect")), WATCHER),
        face_down="required"),
    Kind("tapped-after-turning-face-up", turning.tapped_after, (PERMANENT,), face_down="required"),
    Kind("targets-and-attachments-after-turning-face-up", turning.targets_and_attachments, (
        PERMANENT, Key("targeted_by", "targets"), Key("attached", "attachments")), face_down="required"),
    Kind("can-look", information.can_look, (
        PERMANENT, Key("viewer", "choice", required=True, choices=("controller", "opponent")),
        Key("effect_allows_looking", "bool", default=False))),
    Kind("share-a-name", information.share_a_name, (PERMANENT, Key("other", "permanent", required=True))),
    Kind("must-reveal", information.must_reveal, (
        PERMANENT, Key("event", "choice", required=True, choices=information.EVENTS),
        Key("to", "choice", default="graveyard", choices=information.ZONES))),
    Kind("can-respond-to-turning-face-up", turning.can_respond, (
        PERMANENT, Key("method", "choice", default="special-action", choices=("special-action", "spell", "ability"))),
        face_down="required"),
    Kind("can-rearrange-face-down", information.can_rearrange, (
        Key("permanents", "permanents", required=True), Key("player", "text", default="you"))),
    Kind("resolve", resolve.evaluate, answer="mapping"),
)}

#: The question kinds, in documentation order.
QUESTION_KINDS: tuple[str, ...] = tuple(KINDS)


def kind_of(question: str) -> Kind:
    """The kind called ``question``; ScenarioError suggesting the nearest kind otherwise."""
    kind = KINDS.get(question) if isinstance(question, str) else None
    if kind is None:
        guess = nearest(str(question), QUESTION_KINDS)
        hint = _(" (did you mean {guess!r}?)").format(guess=guess) if guess else ""
        raise ScenarioError(_("unknown question kind {question!r}; expected one of: {kinds}{hint}").format(
            question=question, kinds=", ".join(QUESTION_KINDS), hint=hint))
    return kind


def _read_key(reader: Reader, given: dict, key: Key) -> Any:
    if key.required and given.get(key.name) is None:
        expected = {"permanent": _("a permanent: {{face_down, card, tapped, ...}}"),
                    "permanents": _("a list of permanents"),
                    "choice": _("one of: {choices}")}.get(key.shape, _("a value")).format(choices=", ".join(key.choices))
        raise reader.error("given", _("missing key {key!r}; expected {expected}").format(key=key.name, expected=expected),
                           given)
    if key.shape == "permanent":
        return reader.permanent(given[key.name], f"given.{key.name}", given, key.name)
    if key.shape == "bool":
        return reader.boolean(given, key.name, "given", key.default)
    if key.shape == "choice":
        return reader.choice(given, key.name, "given", key.choices, key.default)
    if key.shape == "text":
        return reader.text(given, key.name, "given", key.default)
    if key.shape == "targets":
        return reader.dependents(given, key.name, "target")
    if key.shape == "attachments":
        return reader.dependents(given, key.name, None)
    raw = given[key.name]  # permanents
    if not isinstance(raw, list) or not raw:
        raise reader.wrong(given, key.name, "given", _("a non-empty list of permanents"))
    return tuple(reader.permanent(item, f"given.{key.name}[{i + 1}]", raw, i) for i, item in enumerate(raw))


def parse_given(question: str, given: Any, *, source: str, resolve_card: CardResolver) -> State:
    """Validate ``given`` for ``question`` into a typed :class:`State` (ScenarioError naming key and line)."""
    try:
        kind = kind_of(question)
    except ScenarioError as error:
        raise ScenarioError(error.detail, source=source, line=getattr(given, "line", None)) from None
    reader = Reader(source, resolve_card)
    given = {} if given is None else given
    allowed = (resolve.KEYS if kind.name == "resolve" else tuple(k.name for k in kind.keys)) + ("cards",)
    reader.mapping(given, "given", allowed)
    reader.local_definitions(given)
    if kind.name == "resolve":
        return State(kind.name, source, resolve.parse(reader, given))
    values = {key.name: _read_key(reader, given, key) for key in kind.keys}
    _check(reader, kind, given, values)
    return State(kind.name, source, values)


def _check(reader: Reader, kind: Kind, given: dict, values: dict[str, Any]) -> None:
    """Combinations of keys that make no sense for the question."""
    permanent = values.get("permanent")
    event = values.get("event")
    needs_face_down = kind.face_down == "required" or (
        kind.name == "enters-triggers-on-turning-face-up" and event in ("turned-face-up", "enters-face-down"))
    if needs_face_down and not permanent.is_face_down:
        raise reader.error("given.permanent.face_down", _("this question is about a face-down permanent; expected "
                                                          "one of: cloak, disguise, morph, manifest"),
                           given.get("permanent"), "face_down")
    if kind.name == "enters-triggers-on-turning-face-up" and event == "enters-face-up" and permanent.is_face_down:
        raise reader.error("given.permanent.face_down", _("event enters-face-up describes a face-up permanent; "
                                                          "expected face_down: none"), given.get("permanent"),
                           "face_down")
    if kind.name == "targets-and-attachments-after-turning-face-up" and not (values["targeted_by"] or values["attached"]):
        raise reader.error("given", _("expected targeted_by or attached (or both) to list something"), given)
    if kind.name == "must-reveal" and "to" in given:
        if event == "dies" and values["to"] != "graveyard":
            raise reader.wrong(given, "to", "given", _("graveyard (a creature that dies goes there)"))
        if event == "leaves-battlefield" and values["to"] == "battlefield":
            raise reader.wrong(given, "to", "given", _("a zone other than the battlefield"))
        if event not in ("leaves-battlefield", "dies", "leaves-stack", "countered"):
            raise reader.error("given.to", _("expected 'to' only with the events leaves-battlefield, dies, "
                                             "leaves-stack and countered"), given, "to")


def evaluate(question: str, state: State, corpus: Corpus, *, lang: str = "en") -> Verdict:
    """Answer ``question`` about ``state``, with explanation, steps and citations in ``lang``."""
    kind = kind_of(question)
    return kind.evaluate(state, Reasoning(corpus, lang))
