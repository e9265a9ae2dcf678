"""Reading the smaller building blocks of ``given``: requirements, spells and abilities that target (dependents),
copy exceptions, cost modifiers and restrictions — each error naming the key, its line and what was expected.

:class:`judge_cli.rules.given.Reader` adds cards, permanents and effects on top of these.
"""

from __future__ import annotations

from typing import Any

from judge_cli.game.vocabulary import (
    CARD_TYPES,
    COLORLESS,
    COLORS,
    COST_MODIFIED,
    RESTRICTED_ACTIONS,
    RESTRICTION_SCOPES,
    RESTRICTION_TURNS,
    SUPERTYPES,
)
from judge_cli.i18n import _
from judge_cli.rules.blocks import (
    COPY_EXCEPTION,
    COST_MODIFIER,
    DEPENDENT_PROPERTIES,
    REQUIREMENT,
    RESTRICTION,
    WATCHER,
)
from judge_cli.rules.shapes import ShapeReader
from judge_cli.rules.state import (
    CopyException,
    CostModifier,
    Dependent,
    Permanent,
    Requirement,
    Restriction,
    Source,
    Watcher,
)

REQUIREMENT_KEYS = tuple(REQUIREMENT)
assert set(REQUIREMENT_KEYS) == set(Requirement.__dataclass_fields__)
COPY_EXCEPTION_KEYS = tuple(COPY_EXCEPTION)
COST_MODIFIER_KEYS = tuple(COST_MODIFIER)
RESTRICTION_KEYS = tuple(RESTRICTION)
WATCHER_KEYS = tuple(WATCHER)


class BlockReader(ShapeReader):
    """Reads requirements, dependents, copy exceptions, cost modifiers and restrictions."""

    def permanent(self, value: Any, where: str, parent: Any = None, key: Any = None) -> Permanent:
        """A permanent (a restriction's ``same_name_as``): read by the full reader, which knows cards."""
        raise NotImplementedError

    def copy_exception(self, value: Any, where: str, parent: Any) -> CopyException | None:
        """``except:`` of a copy effect — what the copy gets as part of copying (CR 707.9a, b)."""
        if value is None:
            return None
        spec = self.mapping(value, where, COPY_EXCEPTION_KEYS, parent, "except")
        return CopyException(
            power=self.integer(spec, "power", where), toughness=self.integer(spec, "toughness", where),
            add_abilities=self.words(spec, "add_abilities", where),
            add_types=self.words(spec, "add_types", where, CARD_TYPES),
            add_subtypes=tuple(s.title() for s in self.words(spec, "add_subtypes", where)),
            add_supertypes=self.words(spec, "add_supertypes", where, SUPERTYPES))

    def requirement(self, value: Any, where: str, parent: Any, key: str) -> Requirement:
        """``requires:`` — conditions on the permanent's characteristics."""
        if value is None:
            return Requirement()
        spec = self.mapping(value, where, REQUIREMENT_KEYS, parent, key)
        return Requirement(
            types=self.words(spec, "types", where, CARD_TYPES),
            not_types=self.words(spec, "not_types", where, CARD_TYPES),
            any_types=self.words(spec, "any_types", where, CARD_TYPES),
            subtypes=tuple(s.title() for s in self.words(spec, "subtypes", where)),
            not_subtypes=tuple(s.title() for s in self.words(spec, "not_subtypes", where)),
            supertypes=self.words(spec, "supertypes", where, SUPERTYPES),
            not_supertypes=self.words(spec, "not_supertypes", where, SUPERTYPES),
            colors=self.words(spec, "colors", where, COLORS + (COLORLESS,)),
            not_colors=self.words(spec, "not_colors", where, COLORS + (COLORLESS,)),
            abilities=self.words(spec, "abilities", where),
            not_abilities=self.words(spec, "not_abilities", where),
            max_mana_value=self.integer(spec, "max_mana_value", where, minimum=0),
            min_mana_value=self.integer(spec, "min_mana_value", where, minimum=0),
            min_power=self.integer(spec, "min_power", where), max_power=self.integer(spec, "max_power", where),
            min_toughness=self.integer(spec, "min_toughness", where),
            max_toughness=self.integer(spec, "max_toughness", where),
            face_down=self.boolean(spec, "face_down", where) if spec.get("face_down") is not None else None,
            monocolored=self.boolean(spec, "monocolored", where) if spec.get("monocolored") is not None else None,
            multicolored=self.boolean(spec, "multicolored", where) if spec.get("multicolored") is not None else None,
            named=self.names(spec, "named", where),
        )

    def names(self, mapping: dict, key: str, where: str) -> tuple[str, ...]:
        """A list of card names, as written (names keep their case)."""
        value = mapping.get(key)
        if value is None:
            return ()
        if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
            raise self.wrong(mapping, key, where, _("a list of card names"))
        return tuple(" ".join(v.split()) for v in value)

    def dependents(self, given: dict, key: str, kind: str | None) -> tuple[Dependent, ...]:
        """``targeted_by`` / ``attached``: a list of {name, requires, controller, colors, types} (plus kind:
        aura|equipment when attached)."""
        raw = given.get(key)
        if raw is None:
            return ()
        if not isinstance(raw, list):
            raise self.wrong(given, key, "given", _("a list of mappings with name and requires"))
        return tuple(self.dependent(item, f"given.{key}[{index + 1}]", raw, index, kind,
                                    _("item {number}").format(number=index + 1)) for index, item in enumerate(raw))

    def dependent(self, value: Any, where: str, parent: Any, key: Any, kind: str | None,
                  default_name: str | None = None) -> Dependent:
        """One spell, ability, Aura or Equipment: {name, requires, controller, colors, types} (and ``kind`` when
        ``kind`` is None: aura or equipment)."""
        allowed = tuple(k for k in DEPENDENT_PROPERTIES if k != "kind" or not kind)
        spec = self.mapping(value, where, allowed, parent, key)
        return Dependent(
            name=self.text(spec, "name", where) or default_name or _("the spell"),
            kind=kind or self.choice(spec, "kind", where, ("aura", "equipment"), None),
            requires=self.requirement(spec.get("requires"), f"{where}.requires", spec, "requires"),
            source=self.source_of(spec, where),
        )

    def source_of(self, spec: dict, where: str) -> Source:
        """Who controls a spell, ability or attachment and its own colors and types (each None when not given)."""
        types = self.words(spec, "types", where, CARD_TYPES) if spec.get("types") is not None else None
        return Source(controller=self.text(spec, "controller", where), colors=self.colors(spec, "colors", where),
                      types=types)

    def listed(self, given: dict, key: str, what: str) -> list[tuple[str, Any]]:
        """The items of the list ``key`` with their paths (an error unless a list)."""
        raw = given.get(key)
        if raw is None:
            return []
        if not isinstance(raw, list):
            raise self.wrong(given, key, "given", what)
        return [(f"given.{key}[{index + 1}]", item) for index, item in enumerate(raw)]

    def cost_modifiers(self, given: dict, key: str) -> tuple[CostModifier, ...]:
        """``cost_modifiers:`` — effects that make costs cost more or less."""
        found = []
        for index, (path, item) in enumerate(self.listed(given, key, _("a list of cost modifiers"))):
            spec = self.mapping(item, path, COST_MODIFIER_KEYS, given[key], index)
            amount = self.integer(spec, "amount", path)
            if amount is None:
                raise self.error(path, _("missing key {key!r}; expected {expected}").format(
                    key="amount", expected=_("a whole number of generic mana (-1: costs {1} less)")), spec)
            found.append(CostModifier(
                name=self.text(spec, "name", path) or _("a cost modifier"),
                applies_to=self.choice(spec, "applies_to", path, COST_MODIFIED, None), amount=amount,
                requires=self.requirement(spec.get("requires"), f"{path}.requires", spec, "requires"),
                controller=self.text(spec, "controller", path)))
        return tuple(found)

    def restrictions(self, given: dict, key: str) -> tuple[Restriction, ...]:
        """``restrictions:`` — effects that say something can't be done."""
        found = []
        for index, (path, item) in enumerate(self.listed(given, key, _("a list of restrictions"))):
            spec = self.mapping(item, path, RESTRICTION_KEYS, given[key], index)
            found.append(Restriction(
                name=self.text(spec, "name", path) or _("a restriction"),
                forbids=self.choice(spec, "forbids", path, RESTRICTED_ACTIONS, None),
                controller=self.text(spec, "controller", path),
                affects=self.choice(spec, "affects", path, RESTRICTION_SCOPES, "everyone"),
                during=self.choice(spec, "during", path, RESTRICTION_TURNS, "any-turn"),
                requires=self.requirement(spec.get("requires"), f"{path}.requires", spec, "requires"),
                same_name_as=self.permanent(spec["same_name_as"], f"{path}.same_name_as", spec, "same_name_as")
                if spec.get("same_name_as") is not None else None,
                unless_cast=self.requirement(spec["unless_cast"], f"{path}.unless_cast", spec, "unless_cast")
                if spec.get("unless_cast") is not None else None))
        return tuple(found)

    def watchers(self, given: dict, key: str) -> tuple[Watcher, ...]:
        """``watchers:`` — other permanents' "whenever a permanent is turned face up" abilities and their effects."""
        found = []
        for index, (path, item) in enumerate(self.listed(given, key, _("a list of watching abilities"))):
            spec = self.mapping(item, path, WATCHER_KEYS, given[key], index)
            found.append(Watcher(
                name=self.text(spec, "name", path) or _("a watching ability"),
                requires=self.requirement(spec.get("requires"), f"{path}.requires", spec, "requires"),
                power=self.integer(spec, "power", path, 0) or 0,
                toughness=self.integer(spec, "toughness", path, 0) or 0,
                controller=self.text(spec, "controller", path, "you") or "you",
                yours=self.boolean(spec, "yours", path, True)))
        return tuple(found)
