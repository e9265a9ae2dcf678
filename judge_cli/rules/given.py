"""Validation of a scenario's ``given`` values: every error names the key, its line and what was expected.

The plain shapes (a yes/no, a word, a mana cost…) are read by :class:`~judge_cli.rules.shapes.ShapeReader`;
this module builds the game's objects out of them: cards, permanents, effects, requirements, dependents.
"""

from __future__ import annotations

import re
from typing import Any

from judge_cli.corpus.model import Card
from judge_cli.game.card import Face, TypeLine
from judge_cli.game.vocabulary import (
    CARD_TYPES,
    EFFECT_CREATED,
    EFFECT_DURATIONS,
    FACE_DOWN_CHOICES,
    FACE_UP,
    OBJECT_ZONES,
    PERMANENT_ZONES,
    PROCEDURES,
    SUPERTYPES,
    TRIGGERS,
)
from judge_cli.i18n import _
from judge_cli.rules.api import CardResolver
from judge_cli.rules.blocks import CARD, EFFECT, PERMANENT_PROPERTIES
from judge_cli.rules.characteristics import token_copy, zone_place
from judge_cli.rules.given_blocks import REQUIREMENT_KEYS, BlockReader
from judge_cli.rules.kind import KeySpec
from judge_cli.rules.shapes import line_of, nearest
from judge_cli.rules.state import Effect, Permanent

#: The keys each building block accepts (their shapes are in :mod:`judge_cli.rules.blocks`).
CARD_KEYS = tuple(CARD)
PERMANENT_KEYS = tuple(PERMANENT_PROPERTIES)
EFFECT_KEYS = tuple(EFFECT)
#: Inline cards already read, by the text of their description (see :meth:`Reader.inline_card`).
_INLINE_CARDS: dict[tuple[str, str | None], Card] = {}
_INLINE_CARDS_MAX = 4096
#: The inline card keys that describe a back face (they need ``double_faced: true``).
BACK_KEYS = tuple(key for key in CARD_KEYS if key.startswith("back_")) + ("modal", "meld")


class Reader(BlockReader):
    """Reads typed values out of ``given`` mappings, raising ScenarioError on any problem."""

    def __init__(self, source: str, resolve_card: CardResolver) -> None:
        super().__init__(source, resolve_card)
        self.local_cards: dict[str, Card] = {}

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
        # A bank of scenarios describes the same few cards thousands of times: a description read once (without
        # error) gives the same immutable card again.  The text of the mapping is the key (its lines are not).
        memo = repr(value), default_name
        known = _INLINE_CARDS.get(memo)
        if known is not None:
            return known
        card_obj = self._inline_card(value, where, parent, key, default_name)
        if len(_INLINE_CARDS) >= _INLINE_CARDS_MAX:
            _INLINE_CARDS.clear()
        _INLINE_CARDS[memo] = card_obj
        return card_obj

    def _inline_card(self, value: Any, where: str, parent: Any, key: Any, default_name: str | None) -> Card:
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
        for back_key in BACK_KEYS:
            if card.get(back_key) is not None and not double_faced:
                raise self.error(f"{where}.{back_key}", _("expected double_faced: true for a card with a back face"),
                                 card, back_key)
        modal, meld = self.boolean(card, "modal", where), self.boolean(card, "meld", where)
        if modal and meld:
            raise self.error(f"{where}.meld", _("expected either modal or meld, not both"), card, "meld")
        costs = tuple((keyword, cost) for keyword in ("disguise", "morph", "megamorph")
                      if (cost := self.cost(card, keyword, where)) is not None)
        front = self._face(card, where, "", name, types, costs,
                           self.counter_map(card, "turned_face_up_counters", where))
        faces = [front]
        if double_faced:
            faces.append(self._face(card, where, "back_", self.text(card, "back_name", where) or "",
                                    self.words(card, "back_types", where, CARD_TYPES)))
        layout = ("meld" if meld else "modal_dfc" if modal else "transform") if double_faced else "normal"
        return Card(id="", name=name, faces=tuple(faces), layout=layout)

    def _face(self, card: dict, where: str, prefix: str, name: str, types: tuple[str, ...],
              costs: tuple[tuple[str, str], ...] = (), counters: tuple[tuple[str, int], ...] = ()) -> Face:
        """One face of an inline card, from its keys with ``prefix`` (``back_`` for the back face)."""
        type_info = TypeLine(self.words(card, prefix + "supertypes", where, SUPERTYPES), types,
                             tuple(s.title() for s in self.words(card, prefix + "subtypes", where)))
        face = Face(
            name=name,
            type_line=type_info.text(),
            mana_cost=self.cost(card, prefix + "mana_cost", where),
            power=self.strength(card, prefix + "power", where),
            toughness=self.strength(card, prefix + "toughness", where),
            colors=self.colors(card, prefix + "colors", where),
            color_indicator=self.colors(card, prefix + "color_indicator", where) or None,
            abilities=self.words(card, prefix + "abilities", where),
            triggers=self.words(card, prefix + "triggers", where, TRIGGERS),
            costs=costs,
            turned_face_up_counters=counters,
            activated=self.names(card, "activated", where) if not prefix else (),
            pt_count=self.requirement(card["pt_count"], f"{where}.pt_count", card, "pt_count")
            if not prefix and card.get("pt_count") is not None else None,
            pt_count_yours=self.boolean(card, "pt_count_yours", where) if not prefix else False,
            enters_with_counters=self.enters_with(card, where) if not prefix else (),
            turned_face_up_copy=self.boolean(card, "turned_face_up_copy", where) if not prefix else False,
            turned_face_up_effect=self.pt_change(card, "turned_face_up_effect", where) if not prefix else None,
        )
        # The parsed type line is known already: fill the cached property instead of parsing its text again
        # (a bank of 10,000 scenarios describes as many cards inline).
        face.__dict__["type_info"] = type_info
        return face

    def enters_with(self, card: dict, where: str) -> tuple[tuple[str, str], ...]:
        """``enters_with_counters: {"+1/+1": X}`` — counter kind -> a number or X."""
        raw = card.get("enters_with_counters")
        if raw is None:
            return ()
        if not isinstance(raw, dict) or not all(
                (isinstance(v, int) and not isinstance(v, bool) and v >= 0) or str(v).upper() == "X"
                for v in raw.values()):
            raise self.wrong(card, "enters_with_counters", where, _("a mapping of counter kind to a number or X, "
                                                                    "such as {example}").format(example="{'+1/+1': X}"))
        return tuple((" ".join(str(kind).lower().split()), str(count).upper()) for kind, count in raw.items())

    def pt_change(self, card: dict, key: str, where: str) -> tuple[str, str] | None:
        """``{power: -X, toughness: -X}`` — a change to power and toughness: whole numbers or ±X."""
        raw = card.get(key)
        if raw is None:
            return None
        spec = self.mapping(raw, f"{where}.{key}", ("power", "toughness"), card, key)
        values = []
        for part in ("power", "toughness"):
            value = str(spec.get(part, 0)).strip().upper().replace(" ", "")
            if not re.fullmatch(r"[+-]?(\d+|X)", value):
                raise self.wrong(spec, part, f"{where}.{key}", _("a whole number, X or -X"))
            values.append(value)
        return values[0], values[1]

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
        original: Permanent | None = None
        copied: tuple[Effect, ...] = ()
        if spec.get("created_as_copy_of") is not None:
            if spec.get("card") is not None or spec.get("face_down", FACE_UP) != FACE_UP or spec.get("transformed"):
                raise self.error(f"{where}.created_as_copy_of", _("a token created as a copy takes its card, face and "
                                                                  "characteristics from the copied permanent; expected "
                                                                  "no card, face_down or transformed beside it"),
                                 spec, "created_as_copy_of")
            original = self.permanent(spec["created_as_copy_of"], f"{where}.created_as_copy_of", spec,
                                      "created_as_copy_of")
            card, transformed, copied = token_copy(original)
        else:
            card = self.card(spec, "card", where)
            transformed = self.boolean(spec, "transformed", where)
        face_down = self.choice(spec, "face_down", where, FACE_DOWN_CHOICES, FACE_UP)
        if transformed and (face_down != FACE_UP or not card.double_faced):
            raise self.error(f"{where}.transformed", _("expected a face-up double-faced card for transformed: true"),
                             spec, "transformed")
        zone = self.choice(spec, "zone", where, OBJECT_ZONES, "battlefield")
        if zone not in PERMANENT_ZONES and (face_down != FACE_UP or transformed):
            raise self.error(f"{where}.zone", _("a card {where} is neither face down nor transformed; expected "
                                                "zone: battlefield or stack").format(where=zone_place(zone)),
                             spec, "zone")
        if zone == "stack" and face_down != FACE_UP and not PROCEDURES[face_down].cast:
            raise self.error(f"{where}.zone", _("a face-down spell is cast with disguise or morph; expected "
                                                "face_down: disguise or morph with zone: stack"), spec, "zone")
        melded_with = self.card(spec, "melded_with", where) if spec.get("melded_with") is not None else None
        if melded_with is not None and (card.layout != "meld" or melded_with.layout != "meld" or face_down != FACE_UP
                                        or transformed or zone != "battlefield"):
            raise self.error(f"{where}.melded_with", _("expected two meld cards (meld: true), face up on the "
                                                       "battlefield, for a melded permanent"), spec, "melded_with")
        controller = self.text(spec, "controller", where, "you") or "you"
        return Permanent(
            card=card,
            face_down=face_down,
            tapped=self.boolean(spec, "tapped", where),
            abilities_lost=self.boolean(spec, "abilities_lost", where),
            controller=controller,
            owner=self.text(spec, "owner", where, controller) or controller,
            token=self.boolean(spec, "token", where) or original is not None,
            transformed=transformed,
            phased_out=self.boolean(spec, "phased_out", where),
            counters=self.counter_map(spec, "counters", where),
            effects=copied + self.effects(spec, where),
            label=self.text(spec, "label", where),
            line=line_of(parent, key) or line_of(spec) or 0,
            zone=zone,
            melded_with=melded_with,
            cant_turn_face_up=self.boolean(spec, "cant_turn_face_up", where),
            created_as_copy_of=original,
        )

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
            copied = effect.get("copy_of_permanent")
            if copy_of is not None and copied is not None:
                raise self.error(f"{path}.copy_of_permanent", _("expected copy_of or copy_of_permanent, not both"),
                                 effect, "copy_of_permanent")
            only_if = effect.get("only_if")
            if effect.get("except") is not None and copy_of is None and copied is None:
                raise self.error(f"{path}.except", _("expected except only with copy_of or copy_of_permanent"),
                                 effect, "except")
            subtypes = self.words(effect, "set_subtypes", path) if effect.get("set_subtypes") is not None else None
            effects.append(Effect(
                label=self.text(effect, "name", path),
                power=self.integer(effect, "power", path, 0) or 0,
                toughness=self.integer(effect, "toughness", path, 0) or 0,
                set_power=self.integer(effect, "set_power", path),
                set_toughness=self.integer(effect, "set_toughness", path),
                add_abilities=self.words(effect, "add_abilities", path),
                remove_abilities=self.words(effect, "remove_abilities", path),
                lose_all_abilities=self.boolean(effect, "lose_all_abilities", path),
                add_types=self.words(effect, "add_types", path, CARD_TYPES),
                add_subtypes=tuple(s.title() for s in self.words(effect, "add_subtypes", path)),
                set_subtypes=tuple(s.title() for s in subtypes) if subtypes is not None else None,
                add_supertypes=self.words(effect, "add_supertypes", path, SUPERTYPES),
                remove_supertypes=self.words(effect, "remove_supertypes", path, SUPERTYPES),
                set_colors=self.colors(effect, "set_colors", path),
                add_colors=self.colors(effect, "add_colors", path) or (),
                copy_of=copy_of,
                copy_of_permanent=self.permanent(copied, f"{path}.copy_of_permanent", effect, "copy_of_permanent")
                if copied is not None else None,
                timestamp=self.integer(effect, "timestamp", path),
                only_if=self.requirement(only_if, f"{path}.only_if", effect, "only_if") if only_if is not None
                else None,
                copy_except=self.copy_exception(effect.get("except"), f"{path}.except", effect),
                applies_in=self.choice(effect, "applies_in", path, OBJECT_ZONES, None)
                if effect.get("applies_in") is not None else None,
                until=self.choice(effect, "until", path, EFFECT_DURATIONS, None)
                if effect.get("until") is not None else None,
                created=self.choice(effect, "created", path, EFFECT_CREATED, "this-turn"),
            ))
        return tuple(effects)

    # -- keys of a question kind -----------------------------------------------------------------
    def key_value(self, given: dict, spec: KeySpec) -> Any:
        """The value of the ``given`` key ``spec`` (its default when left out; an error when required)."""
        if not spec.required and given.get(spec.name) is None:
            return spec.default
        if spec.required and given.get(spec.name) is None:
            expected = {"permanent": _("a permanent: {{face_down, card, tapped, ...}}"),
                        "permanents": _("a list of permanents"),
                        "choice": _("one of: {choices}")}.get(spec.shape, _("a value")).format(
                choices=", ".join(spec.choices))
            raise self.error("given", _("missing key {key!r}; expected {expected}").format(
                key=spec.name, expected=expected), given)
        if given.get(spec.name) is None and spec.shape in ("permanent", "card", "requirement", "permanents", "cards",
                                                           "dependent"):
            return spec.default
        if spec.shape == "permanent":
            return self.permanent(given[spec.name], f"given.{spec.name}", given, spec.name)
        if spec.shape == "card":
            return self.card(given, spec.name, "given")
        if spec.shape == "requirement":
            return self.requirement(given[spec.name], f"given.{spec.name}", given, spec.name)
        if spec.shape == "dependent":
            return self.dependent(given[spec.name], f"given.{spec.name}", given, spec.name, "target")
        if spec.shape == "cards":
            raw = given[spec.name]
            if not isinstance(raw, list):
                raise self.wrong(given, spec.name, "given", _("a list of cards"))
            return tuple(self.card_ref(item, f"given.{spec.name}[{i + 1}]", raw, i) for i, item in enumerate(raw))
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
        if spec.shape == "cost-modifiers":
            return self.cost_modifiers(given, spec.name)
        if spec.shape == "restrictions":
            return self.restrictions(given, spec.name)
        if spec.shape == "watchers":
            return self.watchers(given, spec.name)
        if spec.shape in ("targets", "attachments"):
            return self.dependents(given, spec.name, "target" if spec.shape == "targets" else None)
        if spec.shape == "permanents":
            raw = given[spec.name]
            if not isinstance(raw, list) or (not raw and spec.required):
                raise self.wrong(given, spec.name, "given", _("a non-empty list of permanents"))
            return tuple(self.permanent(item, f"given.{spec.name}[{i + 1}]", raw, i) for i, item in enumerate(raw))
        raise TypeError(f"key {spec.name!r} of shape {spec.shape!r} needs the kind's own parse")


__all__ = ["Reader", "REQUIREMENT_KEYS", "line_of", "nearest"]
