"""Validation of a scenario's ``given`` values: every error names the key, its line and what was expected."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from judge_cli.corpus.model import Card
from judge_cli.game import mana
from judge_cli.game.card import Face, TypeLine
from judge_cli.game.vocabulary import CARD_TYPES, COLORLESS, COLORS, FACE_DOWN_CHOICES, SUPERTYPES, TRIGGERS
from judge_cli.i18n import _
from judge_cli.rules.api import CardResolver, ScenarioError
from judge_cli.rules.blocks import CARD, EFFECT, PERMANENT_PROPERTIES, REQUIREMENT
from judge_cli.rules.kind import KeySpec
from judge_cli.rules.state import Dependent, Effect, Permanent, Requirement
from judge_cli.suggest import closest as nearest

#: The keys each building block accepts (their shapes are in :mod:`judge_cli.rules.blocks`).
CARD_KEYS = tuple(CARD)
PERMANENT_KEYS = tuple(PERMANENT_PROPERTIES)
EFFECT_KEYS = tuple(EFFECT)
REQUIREMENT_KEYS = tuple(REQUIREMENT)
assert set(REQUIREMENT_KEYS) == set(Requirement.__dataclass_fields__)


def line_of(mapping: Any, key: str | None = None) -> int | None:
    """The line of ``key`` in ``mapping`` (or of the mapping itself) when it is a located YAML value."""
    if key is not None and hasattr(mapping, "line_of"):
        return mapping.line_of(key) or None
    return getattr(mapping, "line", None) or None


class Reader:
    """Reads typed values out of ``given`` mappings, raising :class:`ScenarioError` on any problem."""

    def __init__(self, source: str, resolve_card: CardResolver) -> None:
        self.source = source
        self.resolve_card = resolve_card
        self.local_cards: dict[str, Card] = {}

    # -- errors -------------------------------------------------------------------------------
    def error(self, where: str, message: str, mapping: Any = None, key: str | None = None) -> ScenarioError:
        """A ScenarioError ``where: message`` located at ``key`` of ``mapping``."""
        return ScenarioError(_("{where}: {message}").format(where=where, message=message),
                             source=self.source, line=line_of(mapping, key))

    def wrong(self, mapping: Any, key: str, where: str, expected: str) -> ScenarioError:
        """The error for a value of the wrong shape."""
        return self.error(f"{where}.{key}", _("expected {expected}, got {value!r}").format(
            expected=expected, value=mapping.get(key)), mapping, key)

    # -- shapes -------------------------------------------------------------------------------
    def mapping(self, value: Any, where: str, allowed: Iterable[str], parent: Any = None,
                key: Any = None) -> dict:
        """``value`` as a mapping whose keys are all in ``allowed``."""
        if not isinstance(value, dict):
            raise self.error(where, _("expected a mapping with keys: {keys}, got {value!r}").format(
                keys=", ".join(allowed), value=value), parent if parent is not None else value, key)
        allowed = tuple(allowed)
        for name in value:
            if name not in allowed:
                guess = nearest(name, allowed)
                hint = _(" (did you mean {guess!r}?)").format(guess=guess) if guess else ""
                raise self.error(where, _("unknown key {key!r}; expected one of: {keys}{hint}").format(
                    key=name, keys=", ".join(allowed), hint=hint), value, name)
        return value

    def require(self, mapping: dict, key: str, where: str, expected: str) -> Any:
        """The value of a required key."""
        if mapping.get(key) is None:
            raise self.error(where, _("missing key {key!r}; expected {expected}").format(
                key=key, expected=expected), mapping)
        return mapping[key]

    def boolean(self, mapping: dict, key: str, where: str, default: bool = False) -> bool:
        """A true/false value."""
        value = mapping.get(key, default)
        if value is None:
            return default
        if not isinstance(value, bool):
            raise self.wrong(mapping, key, where, _("true or false"))
        return value

    def integer(self, mapping: dict, key: str, where: str, default: int | None = None,
                minimum: int | None = None) -> int | None:
        """A whole number (at least ``minimum`` when given)."""
        value = mapping.get(key, default)
        if value is None:
            return default
        if isinstance(value, bool) or not isinstance(value, int) or (minimum is not None and value < minimum):
            expected = _("a whole number") if minimum is None else _("a whole number >= {minimum}").format(minimum=minimum)
            raise self.wrong(mapping, key, where, expected)
        return value

    def text(self, mapping: dict, key: str, where: str, default: str | None = None) -> str | None:
        """A non-empty text."""
        value = mapping.get(key, default)
        if value is None:
            return default
        if not isinstance(value, str) or not value.strip():
            raise self.wrong(mapping, key, where, _("a non-empty text"))
        return value.strip()

    def choice(self, mapping: dict, key: str, where: str, choices: tuple[str, ...], default: str | None) -> str:
        """One word out of ``choices``."""
        value = mapping.get(key, default)
        if value is None:
            raise self.error(where, _("missing key {key!r}; expected one of: {choices}").format(
                key=key, choices=", ".join(choices)), mapping)
        if value not in choices:
            guess = nearest(str(value), choices)
            hint = _(" (did you mean {guess!r}?)").format(guess=guess) if guess else ""
            raise self.wrong(mapping, key, where, _("one of: {choices}").format(choices=", ".join(choices)) + hint)
        return value

    def words(self, mapping: dict, key: str, where: str, vocabulary: tuple[str, ...] | None = None) -> tuple[str, ...]:
        """A list of words, lower-cased (checked against ``vocabulary`` when given)."""
        value = mapping.get(key)
        if value is None:
            return ()
        if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
            raise self.wrong(mapping, key, where, _("a list of words"))
        found = tuple(" ".join(v.lower().split()) for v in value)
        if vocabulary is not None:
            for word in found:
                if word not in vocabulary:
                    raise self.wrong(mapping, key, where, _("a list of: {choices}").format(choices=", ".join(vocabulary)))
        return found

    def colors(self, mapping: dict, key: str, where: str) -> tuple[str, ...] | None:
        """A list of colors; ``[colorless]`` and ``[]`` both mean no color."""
        if mapping.get(key) is None:
            return None
        found = self.words(mapping, key, where, COLORS + (COLORLESS,))
        return tuple(c for c in COLORS if c in found)

    def cost(self, mapping: dict, key: str, where: str) -> str | None:
        """A mana cost such as ``{2}{U}``."""
        value = self.text(mapping, key, where)
        if value is not None and not mana.is_mana_cost(value):
            raise self.wrong(mapping, key, where, _("a mana cost such as {example}").format(example="{2}{U}"))
        return value

    def strength(self, mapping: dict, key: str, where: str) -> str | None:
        """Power or toughness: a number or a text such as ``*``."""
        value = mapping.get(key)
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, (int, str)):
            raise self.wrong(mapping, key, where, _("a number or a text such as '*'"))
        return str(value)

    # -- cards ----------------------------------------------------------------------------------
    def card(self, mapping: dict, key: str, where: str) -> Card:
        """A card: a name (a ``cards:`` entry of this scenario, else the corpus) or an inline mapping."""
        value = self.require(mapping, key, where, _("a card name or a mapping with name, types, mana_cost"))
        return self.card_ref(value, f"{where}.{key}", mapping, key)

    def card_ref(self, value: Any, where: str, parent: Any, key: Any) -> Card:
        """A card named (``cards:`` of this scenario first, then the corpus) or described inline."""
        if isinstance(value, str):
            local = self.local_cards.get(value.strip().casefold())
            if local is not None:
                return local
            return self.resolve_card(value.strip(), source=self.source, line=line_of(parent, key) or 0)
        return self.inline_card(value, where, parent, key)

    def inline_card(self, value: Any, where: str, parent: Any = None, key: Any = None,
                    default_name: str | None = None) -> Card:
        """A card described inline by its characteristics (front face, and a back face when double-faced)."""
        card = self.mapping(value, where, CARD_KEYS, parent, key)
        name = self.text(card, "name", where, default_name)
        if name is None:
            raise self.error(where, _("missing key {key!r}; expected {expected}").format(
                key="name", expected=_("the card's English name")), card)
        types = self.words(card, "types", where, CARD_TYPES)
        if not types:
            raise self.error(where, _("missing key {key!r}; expected {expected}").format(
                key="types", expected=_("a list of card types such as [creature]")), card)
        double_faced = self.boolean(card, "double_faced", where)
        for back_key in ("modal", "back_name", "back_types", "back_mana_cost", "back_power", "back_toughness",
                         "back_subtypes", "back_colors", "back_abilities"):
            if card.get(back_key) is not None and not double_faced:
                raise self.error(f"{where}.{back_key}", _("expected double_faced: true for a card with a back face"),
                                 card, back_key)
        costs = tuple((keyword, cost) for keyword in ("disguise", "morph")
                      if (cost := self.cost(card, keyword, where)) is not None)
        front = Face(
            name=name,
            type_line=TypeLine(self.words(card, "supertypes", where, SUPERTYPES), types,
                               tuple(s.title() for s in self.words(card, "subtypes", where))).text(),
            mana_cost=self.cost(card, "mana_cost", where),
            power=self.strength(card, "power", where),
            toughness=self.strength(card, "toughness", where),
            colors=self.colors(card, "colors", where),
            abilities=self.words(card, "abilities", where),
            triggers=self.words(card, "triggers", where, TRIGGERS),
            costs=costs,
        )
        faces = [front]
        modal = self.boolean(card, "modal", where)
        if double_faced:
            faces.append(Face(
                name=self.text(card, "back_name", where) or "",
                type_line=TypeLine((), self.words(card, "back_types", where, CARD_TYPES),
                                   tuple(s.title() for s in self.words(card, "back_subtypes", where))).text(),
                mana_cost=self.cost(card, "back_mana_cost", where),
                power=self.strength(card, "back_power", where),
                toughness=self.strength(card, "back_toughness", where),
                colors=self.colors(card, "back_colors", where),
                abilities=self.words(card, "back_abilities", where),
            ))
        layout = ("modal_dfc" if modal else "transform") if double_faced else "normal"
        return Card(id="", name=name, faces=tuple(faces), layout=layout)

    def local_definitions(self, given: dict) -> None:
        """Read ``cards:`` (name -> inline card) so other keys can name these cards."""
        cards = given.get("cards")
        if cards is None:
            return
        if not isinstance(cards, dict):
            raise self.wrong(given, "cards", "given", _("a mapping of card name to card description"))
        for name, value in cards.items():
            self.local_cards[str(name).casefold()] = self.inline_card(
                value if value is not None else {}, f"given.cards.{name}", cards, name, default_name=str(name))

    # -- permanents -----------------------------------------------------------------------------
    def permanent(self, value: Any, where: str, parent: Any = None, key: Any = None) -> Permanent:
        """A permanent: its card, how it is face down, its status, counters and effects."""
        spec = self.mapping(value, where, PERMANENT_KEYS, parent, key)
        card = self.card(spec, "card", where)
        face_down = self.choice(spec, "face_down", where, FACE_DOWN_CHOICES, "none")
        transformed = self.boolean(spec, "transformed", where)
        if transformed and (face_down != "none" or not card.double_faced):
            raise self.error(f"{where}.transformed", _("expected a face-up double-faced card for transformed: true"),
                             spec, "transformed")
        controller = self.text(spec, "controller", where, "you")
        return Permanent(
            card=card,
            face_down=face_down,
            tapped=self.boolean(spec, "tapped", where),
            abilities_lost=self.boolean(spec, "abilities_lost", where),
            controller=controller,  # type: ignore[arg-type]
            owner=self.text(spec, "owner", where, controller),  # type: ignore[arg-type]
            token=self.boolean(spec, "token", where),
            transformed=transformed,
            phased_out=self.boolean(spec, "phased_out", where),
            counters=self.counters(spec, where),
            effects=self.effects(spec, where),
            label=self.text(spec, "label", where),
            line=line_of(parent, key) or line_of(spec) or 0,
        )

    def counters(self, spec: dict, where: str) -> tuple[tuple[str, int], ...]:
        """``counters: {"+1/+1": 2, flying: 1}``."""
        raw = spec.get("counters")
        if raw is None:
            return ()
        if not isinstance(raw, dict):
            raise self.wrong(spec, "counters", where, _("a mapping of counter kind to number, such as {example}").format(example="{'+1/+1': 2}"))
        found = []
        for kind, _count in raw.items():
            count = self.integer(raw, kind, f"{where}.counters", minimum=0)
            found.append((" ".join(str(kind).lower().split()), count))
        return tuple(found)  # type: ignore[arg-type]

    def effects(self, spec: dict, where: str) -> tuple[Effect, ...]:
        """``effects:`` — continuous effects in timestamp order."""
        raw = spec.get("effects")
        if raw is None:
            return ()
        if not isinstance(raw, list):
            raise self.wrong(spec, "effects", where, _("a list of effects"))
        effects = []
        for index, item in enumerate(raw):
            path = f"{where}.effects[{index + 1}]"
            effect = self.mapping(item, path, EFFECT_KEYS, raw, index)
            copy_of = self.card(effect, "copy_of", path) if effect.get("copy_of") is not None else None
            effects.append(Effect(
                label=self.text(effect, "name", path),
                power=self.integer(effect, "power", path, 0),  # type: ignore[arg-type]
                toughness=self.integer(effect, "toughness", path, 0),  # type: ignore[arg-type]
                set_power=self.integer(effect, "set_power", path),
                set_toughness=self.integer(effect, "set_toughness", path),
                add_abilities=self.words(effect, "add_abilities", path),
                remove_abilities=self.words(effect, "remove_abilities", path),
                lose_all_abilities=self.boolean(effect, "lose_all_abilities", path),
                add_types=self.words(effect, "add_types", path, CARD_TYPES),
                add_subtypes=tuple(s.title() for s in self.words(effect, "add_subtypes", path)),
                set_colors=self.colors(effect, "set_colors", path),
                add_colors=self.colors(effect, "add_colors", path) or (),
                copy_of=copy_of,
            ))
        return tuple(effects)

    def requirement(self, value: Any, where: str, parent: Any, key: str) -> Requirement:
        """``requires:`` — conditions on the permanent's characteristics."""
        if value is None:
            return Requirement()
        spec = self.mapping(value, where, REQUIREMENT_KEYS, parent, key)
        return Requirement(
            types=self.words(spec, "types", where, CARD_TYPES),
            not_types=self.words(spec, "not_types", where, CARD_TYPES),
            subtypes=tuple(s.title() for s in self.words(spec, "subtypes", where)),
            not_subtypes=tuple(s.title() for s in self.words(spec, "not_subtypes", where)),
            colors=self.words(spec, "colors", where, COLORS + (COLORLESS,)),
            not_colors=self.words(spec, "not_colors", where, COLORS + (COLORLESS,)),
            abilities=self.words(spec, "abilities", where),
            not_abilities=self.words(spec, "not_abilities", where),
            max_mana_value=self.integer(spec, "max_mana_value", where, minimum=0),
            min_mana_value=self.integer(spec, "min_mana_value", where, minimum=0),
        )

    def dependents(self, given: dict, key: str, kind: str | None) -> tuple[Dependent, ...]:
        """``targeted_by`` / ``attached``: a list of {name, requires} (plus kind: aura|equipment when attached)."""
        raw = given.get(key)
        if raw is None:
            return ()
        if not isinstance(raw, list):
            raise self.wrong(given, key, "given", _("a list of mappings with name and requires"))
        found = []
        allowed = ("name", "requires") if kind else ("name", "kind", "requires")
        for index, item in enumerate(raw):
            path = f"given.{key}[{index + 1}]"
            spec = self.mapping(item, path, allowed, raw, index)
            name = self.text(spec, "name", path) or _("item {number}").format(number=index + 1)
            found.append(Dependent(
                name=name,
                kind=kind or self.choice(spec, "kind", path, ("aura", "equipment"), None),
                requires=self.requirement(spec.get("requires"), f"{path}.requires", spec, "requires"),
            ))
        return tuple(found)


    # -- keys of a question kind -----------------------------------------------------------------
    def key_value(self, given: dict, spec: KeySpec) -> Any:
        """The value of the ``given`` key ``spec`` (its default when left out; an error when required)."""
        if spec.required and given.get(spec.name) is None:
            expected = {"permanent": _("a permanent: {{face_down, card, tapped, ...}}"),
                        "permanents": _("a list of permanents"),
                        "choice": _("one of: {choices}")}.get(spec.shape, _("a value")).format(
                choices=", ".join(spec.choices))
            raise self.error("given", _("missing key {key!r}; expected {expected}").format(
                key=spec.name, expected=expected), given)
        if spec.shape == "permanent":
            if given.get(spec.name) is None:
                return spec.default
            return self.permanent(given[spec.name], f"given.{spec.name}", given, spec.name)
        if spec.shape == "card":
            return self.card(given, spec.name, "given") if given.get(spec.name) is not None else spec.default
        if spec.shape == "bool":
            return self.boolean(given, spec.name, "given", spec.default)
        if spec.shape == "integer":
            return self.integer(given, spec.name, "given", spec.default)
        if spec.shape == "choice":
            return self.choice(given, spec.name, "given", spec.choices, spec.default)
        if spec.shape == "text":
            return self.text(given, spec.name, "given", spec.default)
        if spec.shape == "texts":
            return self.words(given, spec.name, "given") or spec.default
        if spec.shape in ("targets", "attachments"):
            return self.dependents(given, spec.name, "target" if spec.shape == "targets" else None)
        if spec.shape == "permanents":
            raw = given.get(spec.name)
            if raw is None:
                return spec.default
            if not isinstance(raw, list) or not raw:
                raise self.wrong(given, spec.name, "given", _("a non-empty list of permanents"))
            return tuple(self.permanent(item, f"given.{spec.name}[{i + 1}]", raw, i) for i, item in enumerate(raw))
        raise TypeError(f"key {spec.name!r} of shape {spec.shape!r} needs the kind's own parse")


__all__ = ["Reader", "nearest", "line_of"]
