"""Validation of a scenario's ``given`` values: every error names the key, its line and what was expected."""

from __future__ import annotations

from typing import Any, Iterable

from judge_cli import mana
from judge_cli.corpus.model import CARD_TYPES, SUPERTYPES
from judge_cli.i18n import _
from judge_cli.rules.api import CardFacts, CardResolver, ScenarioError
from judge_cli.rules.state import FACE_DOWN_CHOICES, TRIGGERS, Dependent, Effect, Permanent, Requirement
from judge_cli.suggest import closest as nearest  # the package's one "did you mean"

COLORS = ("white", "blue", "black", "red", "green")
CARD_KEYS = (
    "name", "types", "mana_cost", "double_faced", "modal", "back_name", "back_types", "back_mana_cost",
    "back_power", "back_toughness", "back_subtypes", "back_colors", "back_abilities", "disguise", "morph",
    "power", "toughness", "subtypes", "supertypes", "colors", "triggers", "abilities",
)
PERMANENT_KEYS = (
    "face_down", "card", "tapped", "abilities_lost", "controller", "owner", "token", "transformed",
    "phased_out", "counters", "effects", "label",
)
EFFECT_KEYS = (
    "name", "power", "toughness", "set_power", "set_toughness", "add_abilities", "remove_abilities",
    "lose_all_abilities", "add_types", "add_subtypes", "set_colors", "add_colors", "copy_of",
)
REQUIREMENT_KEYS = tuple(Requirement.__dataclass_fields__)


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
        self.local_cards: dict[str, CardFacts] = {}

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
        found = self.words(mapping, key, where, COLORS + ("colorless",))
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
    def card(self, mapping: dict, key: str, where: str) -> CardFacts:
        """A card: a name (a ``cards:`` entry of this scenario, else the corpus) or an inline mapping."""
        value = self.require(mapping, key, where, _("a card name or a mapping with name, types, mana_cost"))
        return self.card_ref(value, f"{where}.{key}", mapping, key)

    def card_ref(self, value: Any, where: str, parent: Any, key: Any) -> CardFacts:
        """A card named (``cards:`` of this scenario first, then the corpus) or described inline."""
        if isinstance(value, str):
            local = self.local_cards.get(value.strip().casefold())
            if local is not None:
                return local
            return self.resolve_card(value.strip(), source=self.source, line=line_of(parent, key) or 0)
        return self.inline_card(value, where, parent, key)

    def inline_card(self, value: Any, where: str, parent: Any = None, key: Any = None,
                    default_name: str | None = None) -> CardFacts:
        """A card described inline by its characteristics."""
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
                raise self.error(f"{where}.{back_key}", _("expected double_faced: true for a card with a back face"), card, back_key)
        return CardFacts(
            name=name,
            types=types,
            mana_cost=self.cost(card, "mana_cost", where),
            supertypes=self.words(card, "supertypes", where, SUPERTYPES),
            subtypes=tuple(s.title() for s in self.words(card, "subtypes", where)),
            power=self.strength(card, "power", where),
            toughness=self.strength(card, "toughness", where),
            colors=self.colors(card, "colors", where),
            double_faced=double_faced,
            modal=self.boolean(card, "modal", where),
            back_name=self.text(card, "back_name", where),
            back_types=self.words(card, "back_types", where, CARD_TYPES),
            back_mana_cost=self.cost(card, "back_mana_cost", where),
            back_power=self.strength(card, "back_power", where),
            back_toughness=self.strength(card, "back_toughness", where),
            back_subtypes=tuple(s.title() for s in self.words(card, "back_subtypes", where)),
            back_colors=self.colors(card, "back_colors", where),
            back_abilities=self.words(card, "back_abilities", where),
            disguise=self.cost(card, "disguise", where),
            morph=self.cost(card, "morph", where),
            triggers=self.words(card, "triggers", where, TRIGGERS),
            abilities=self.words(card, "abilities", where),
        )

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
            colors=self.words(spec, "colors", where, COLORS + ("colorless",)),
            not_colors=self.words(spec, "not_colors", where, COLORS + ("colorless",)),
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


__all__ = ["Reader", "nearest", "line_of", "COLORS"]
