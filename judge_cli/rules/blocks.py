"""The building blocks of ``given`` — cards, permanents, effects, requirements — as JSON Schema, key by key.

:mod:`judge_cli.rules.given` reads these keys and nothing else (its key lists
are this module's); :mod:`judge_cli.rules.schema` puts them into the JSON
Schema of scenario files.  Words come from :mod:`judge_cli.game.vocabulary`.
"""

from __future__ import annotations

from typing import Any

from judge_cli.game.vocabulary import CARD_TYPES, COLORLESS, COLORS, FACE_DOWN_CHOICES, SUPERTYPES, TRIGGERS

Schema = dict[str, Any]

COST: Schema = {"type": "string", "pattern": r"^(\{[^{}]+\})+$"}
TEXT: Schema = {"type": "string", "minLength": 1}
WORDS: Schema = {"type": "array", "items": TEXT}
STRENGTH: Schema = {"type": ["integer", "string"]}
CARD_REF: Schema = {"$ref": "#/$defs/cardRef"}
PERMANENT: Schema = {"$ref": "#/$defs/permanent"}
DEPENDENT: Schema = {"$ref": "#/$defs/dependent"}


def one_of(words: tuple[str, ...]) -> Schema:
    """A list of words out of ``words``."""
    return {"type": "array", "items": {"enum": list(words)}}


def described(schema: Schema, description: str) -> Schema:
    """``schema`` with a description."""
    return {**schema, "description": description}


CARD_TYPE_LIST = one_of(CARD_TYPES)
COLOR_LIST = one_of(COLORS + (COLORLESS,))

#: An inline card: key -> schema.
CARD: dict[str, Schema] = {
    "name": described(TEXT, "English name (defaults to the key of a `cards:` entry)."),
    "types": described({**CARD_TYPE_LIST, "minItems": 1}, "Card types of the front face."),
    "mana_cost": described(COST, "Leave out for no mana cost."),
    "double_faced": described({"type": "boolean"}, "The back_* keys need it."),
    "modal": described({"type": "boolean"}, "A modal double-faced card (otherwise a transforming one)."),
    "back_name": TEXT,
    "back_types": CARD_TYPE_LIST,
    "back_mana_cost": COST,
    "back_power": STRENGTH,
    "back_toughness": STRENGTH,
    "back_subtypes": WORDS,
    "back_colors": COLOR_LIST,
    "back_abilities": WORDS,
    "disguise": COST,
    "morph": COST,
    "power": STRENGTH,
    "toughness": STRENGTH,
    "subtypes": WORDS,
    "supertypes": one_of(SUPERTYPES),
    "colors": described(COLOR_LIST, "Overrides the colors of the mana cost ([] or [colorless]: no color)."),
    "triggers": one_of(TRIGGERS),
    "abilities": described(WORDS, "Printed keyword abilities, lower case."),
}

#: A permanent: key -> schema.
PERMANENT_PROPERTIES: dict[str, Schema] = {
    "face_down": {"enum": list(FACE_DOWN_CHOICES), "default": "none"},
    "card": CARD_REF,
    "tapped": {"type": "boolean", "default": False},
    "abilities_lost": {"type": "boolean", "default": False},
    "controller": {"type": "string", "default": "you"},
    "owner": described({"type": "string"}, "Defaults to the controller."),
    "token": {"type": "boolean", "default": False},
    "transformed": described({"type": "boolean", "default": False}, "Back face up (face-up double-faced cards only)."),
    "phased_out": {"type": "boolean", "default": False},
    "counters": described({"type": "object", "additionalProperties": {"type": "integer", "minimum": 0}},
                          'Counter kind -> number, e.g. {"+1/+1": 2}.'),
    "effects": described({"type": "array", "items": {"$ref": "#/$defs/effect"}}, "In timestamp order."),
    "label": described({"type": "string"}, "How `resolve` refers to it (defaults to the card's name)."),
}

#: A continuous effect: key -> schema.
EFFECT: dict[str, Schema] = {
    "name": described({"type": "string"}, "Label shown in explanations."),
    "power": described({"type": "integer"}, "+N/+0 (layer 7c)."),
    "toughness": {"type": "integer"},
    "set_power": described({"type": "integer"}, "Layer 7b."),
    "set_toughness": {"type": "integer"},
    "add_abilities": WORDS,
    "remove_abilities": WORDS,
    "lose_all_abilities": {"type": "boolean"},
    "add_types": CARD_TYPE_LIST,
    "add_subtypes": WORDS,
    "set_colors": COLOR_LIST,
    "add_colors": COLOR_LIST,
    "copy_of": described(CARD_REF, "Layer 1; ignored while face down."),
}

#: What a target or an attachment requires of the permanent: key -> schema.
REQUIREMENT: dict[str, Schema] = {
    "types": CARD_TYPE_LIST,
    "not_types": CARD_TYPE_LIST,
    "subtypes": WORDS,
    "not_subtypes": WORDS,
    "colors": COLOR_LIST,
    "not_colors": COLOR_LIST,
    "abilities": WORDS,
    "not_abilities": WORDS,
    "max_mana_value": {"type": "integer", "minimum": 0},
    "min_mana_value": {"type": "integer", "minimum": 0},
}

#: A spell or ability targeting the permanent, or an Aura or Equipment attached to it.
DEPENDENT_PROPERTIES: dict[str, Schema] = {
    "name": {"type": "string"},
    "kind": {"enum": ["aura", "equipment"]},
    "requires": {"$ref": "#/$defs/requirement"},
}


def block_defs() -> dict[str, Schema]:
    """The ``$defs`` of the building blocks."""
    return {
        "cards": {"type": "object", "description": "Name -> inline card, usable by name elsewhere in this scenario.",
                  "additionalProperties": {"oneOf": [{"$ref": "#/$defs/card"}, {"type": "null"}]}},
        "cardRef": {"description": "A card: a name (a `cards:` entry of the scenario, else a corpus card in any "
                                   "language) or an inline card.",
                    "oneOf": [TEXT, {"allOf": [{"$ref": "#/$defs/card"}, {"required": ["name", "types"]}]}]},
        "card": {"type": "object", "additionalProperties": False, "properties": CARD},
        "permanent": {"type": "object", "required": ["card"], "additionalProperties": False,
                      "properties": PERMANENT_PROPERTIES},
        "effect": {"type": "object", "additionalProperties": False, "properties": EFFECT},
        "requirement": {"type": "object", "additionalProperties": False, "properties": REQUIREMENT},
        "dependent": {"type": "object", "additionalProperties": False, "properties": DEPENDENT_PROPERTIES},
    }
