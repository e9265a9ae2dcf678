"""A JSON Schema of ``given`` per question kind, built from the kind registry.

``docs/given.schema.json`` is this schema written out; a test keeps the two
equal.  Regenerate it with
``python -c "from judge_cli.rules.schema import render; print(render(), end='')" > docs/given.schema.json``.
The schema checks shapes only; ``parse_given`` checks everything (and says
where and what was expected).
"""

from __future__ import annotations

import json
from typing import Any

from judge_cli.corpus.model import CARD_TYPES, SUPERTYPES
from judge_cli.rules.given import CARD_KEYS, COLORS, EFFECT_KEYS, PERMANENT_KEYS, REQUIREMENT_KEYS
from judge_cli.rules.kinds import KINDS, Key
from judge_cli.rules.state import FACE_DOWN_CHOICES, TRIGGERS

_WORDS = {"type": "array", "items": {"type": "string", "minLength": 1}}
_COST = {"type": "string", "pattern": r"^(\{[^{}]+\})+$"}
_STRENGTH = {"type": ["integer", "string"]}
_COLOR_LIST = {"type": "array", "items": {"enum": list(COLORS) + ["colorless"]}}
_TYPE_LIST = {"type": "array", "items": {"enum": list(CARD_TYPES)}}


def _ref(name: str) -> dict:
    return {"$ref": f"#/$defs/{name}"}


def _object(properties: dict, required: tuple[str, ...] = ()) -> dict:
    schema: dict[str, Any] = {"type": "object", "additionalProperties": False, "properties": properties}
    if required:
        schema["required"] = list(required)
    return schema


def _card_properties() -> dict:
    shapes: dict[str, Any] = {
        "name": {"type": "string", "minLength": 1}, "types": _TYPE_LIST, "back_types": _TYPE_LIST,
        "supertypes": {"type": "array", "items": {"enum": list(SUPERTYPES)}},
        "triggers": {"type": "array", "items": {"enum": list(TRIGGERS)}},
        "colors": _COLOR_LIST, "back_colors": _COLOR_LIST,
        "double_faced": {"type": "boolean"}, "modal": {"type": "boolean"}, "back_name": {"type": "string"},
    }
    for key in ("mana_cost", "back_mana_cost", "disguise", "morph"):
        shapes[key] = _COST
    for key in ("power", "toughness", "back_power", "back_toughness"):
        shapes[key] = _STRENGTH
    return {key: shapes.get(key, _WORDS) for key in CARD_KEYS}


def _definitions() -> dict:
    effect = {key: _WORDS for key in EFFECT_KEYS}
    effect.update({key: {"type": "integer"} for key in ("power", "toughness", "set_power", "set_toughness")})
    effect.update({"name": {"type": "string"}, "lose_all_abilities": {"type": "boolean"}, "copy_of": _ref("card"),
                   "add_types": _TYPE_LIST, "set_colors": _COLOR_LIST, "add_colors": _COLOR_LIST})
    requirement = {key: _WORDS for key in REQUIREMENT_KEYS}
    requirement.update({"types": _TYPE_LIST, "not_types": _TYPE_LIST, "colors": _COLOR_LIST, "not_colors": _COLOR_LIST,
                        "max_mana_value": {"type": "integer", "minimum": 0},
                        "min_mana_value": {"type": "integer", "minimum": 0}})
    permanent = {key: {"type": "boolean"} for key in PERMANENT_KEYS}
    permanent.update({
        "card": _ref("card"), "face_down": {"enum": list(FACE_DOWN_CHOICES)}, "controller": {"type": "string"},
        "owner": {"type": "string"}, "label": {"type": "string"}, "effects": {"type": "array", "items": _ref("effect")},
        "counters": {"type": "object", "additionalProperties": {"type": "integer", "minimum": 0}},
    })
    card_properties = _card_properties()
    return {
        "card": {"oneOf": [{"type": "string", "minLength": 1}, _object(card_properties, ("name", "types"))]},
        "card-definition": _object(card_properties, ("types",)),
        "cards": {"type": "object", "additionalProperties": _ref("card-definition"),
                  "description": "Cards this scenario names: name -> description (name defaults to the key)."},
        "effect": _object(effect),
        "requirement": _object(requirement),
        "permanent": _object(permanent, ("card",)),
    }


def _key_schema(key: Key) -> dict:
    if key.shape == "permanent":
        return _ref("permanent")
    if key.shape == "permanents":
        return {"type": "array", "minItems": 1, "items": _ref("permanent")}
    if key.shape == "bool":
        return {"type": "boolean"}
    if key.shape == "choice":
        return {"enum": list(key.choices)}
    if key.shape == "text":
        return {"type": "string", "minLength": 1}
    item = {"name": {"type": "string"}, "requires": _ref("requirement")}
    if key.shape == "attachments":
        item["kind"] = {"enum": ["aura", "equipment"]}
        return {"type": "array", "items": _object(item, ("kind",))}
    return {"type": "array", "items": _object(item)}


def _resolve_given() -> dict:
    return _object({
        "cards": _ref("cards"), "card": _ref("card"), "caster": {"type": "string"}, "players": _WORDS,
        "library": {"type": "object", "additionalProperties": {"type": ["array", "null"], "items": _ref("card")}},
        "battlefield": {"type": "array", "items": _ref("permanent")},
        "targets": {"oneOf": [{"type": "array", "minItems": 1, "maxItems": 1, "items": {"type": "string"}},
                              {"type": "object", "additionalProperties": {"type": "string"}}]},
        "cloak_choice": {"type": "array", "items": {"type": ["integer", "string"]}},
        "pay_ward": {"type": "boolean"},
    }, ("card",))


def given_schema() -> dict:
    """The schema of a scenario's ``question`` + ``given``, one ``$defs`` entry per question kind."""
    definitions = _definitions()
    branches = []
    for name, kind in KINDS.items():
        if name == "resolve":
            definitions["given-resolve"] = _resolve_given()
        else:
            properties = {"cards": _ref("cards"), **{key.name: _key_schema(key) for key in kind.keys}}
            definitions[f"given-{name}"] = _object(properties, tuple(k.name for k in kind.keys if k.required))
        branches.append({"if": {"properties": {"question": {"const": name}}, "required": ["question"]},
                         "then": {"properties": {"given": _ref(f"given-{name}")}}})
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://judge-cli.invalid/docs/given.schema.json",
        "title": "judge-cli scenario question and given state",
        "description": "The `question` of a scenario and the `given` state it needs (see docs/given.md).",
        "type": "object",
        "properties": {"question": {"enum": list(KINDS)}, "given": {"type": ["object", "null"]}},
        "allOf": branches,
        "$defs": definitions,
    }


def render() -> str:
    """The schema as the text of docs/given.schema.json."""
    return json.dumps(given_schema(), ensure_ascii=False, indent=2) + "\n"
