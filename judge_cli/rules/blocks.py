"""The building blocks of ``given`` — cards, permanents, effects, requirements — as JSON Schema, key by key.

:mod:`judge_cli.rules.given` reads these keys and nothing else (its key lists
are this module's); :mod:`judge_cli.rules.schema` puts them into the JSON
Schema of scenario files.  Words come from :mod:`judge_cli.game.vocabulary`.
"""

from __future__ import annotations

from typing import Any

from judge_cli.game.vocabulary import (
    CARD_TYPES,
    COLORLESS,
    COLORS,
    COST_MODIFIED,
    EFFECT_CREATED,
    EFFECT_DURATIONS,
    FACE_DOWN_CHOICES,
    OBJECT_ZONES,
    RESTRICTED_ACTIONS,
    RESTRICTION_SCOPES,
    RESTRICTION_TURNS,
    SUPERTYPES,
    TRIGGERS,
)

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
SUPERTYPE_LIST = one_of(SUPERTYPES)
COUNTERS: Schema = {"type": "object", "additionalProperties": {"type": "integer", "minimum": 0}}

#: An inline card: key -> schema.
CARD: dict[str, Schema] = {
    "name": described(TEXT, "English name (defaults to the key of a `cards:` entry)."),
    "types": described({**CARD_TYPE_LIST, "minItems": 1}, "Card types of the front face."),
    "mana_cost": described(COST, "Leave out for no mana cost."),
    "double_faced": described({"type": "boolean"}, "The back_* keys need it."),
    "modal": described({"type": "boolean"}, "A modal double-faced card (otherwise a transforming one)."),
    "meld": described({"type": "boolean"}, "A meld card; the back_* keys describe the combined back face."),
    "back_name": TEXT,
    "back_types": CARD_TYPE_LIST,
    "back_mana_cost": COST,
    "back_power": STRENGTH,
    "back_toughness": STRENGTH,
    "back_subtypes": WORDS,
    "back_supertypes": SUPERTYPE_LIST,
    "back_colors": described(COLOR_LIST, "Overrides the back face's own colors (its mana cost's and its color "
                                         "indicator's)."),
    "back_color_indicator": described(COLOR_LIST, "The back face's color indicator."),
    "back_abilities": WORDS,
    "back_triggers": one_of(TRIGGERS),
    "disguise": COST,
    "morph": COST,
    "megamorph": described(COST, "A megamorph cost (a morph cost that adds a +1/+1 counter)."),
    "turned_face_up_counters": described(COUNTERS, "'As this is turned face up, put these counters on it'."),
    "power": STRENGTH,
    "toughness": STRENGTH,
    "subtypes": WORDS,
    "supertypes": SUPERTYPE_LIST,
    "colors": described(COLOR_LIST, "Overrides the colors of the mana cost and color indicator ([] or [colorless]: "
                                    "no color)."),
    "color_indicator": described(COLOR_LIST, "The front face's color indicator."),
    "triggers": one_of(TRIGGERS),
    "abilities": described(WORDS, "Printed keyword abilities, lower case."),
    "activated": described(WORDS, "Activated abilities, as '[cost]: [effect]' texts."),
    "pt_count": described({"$ref": "#/$defs/requirement"}, "A characteristic-defining ability: power and toughness "
                                                           "are each the number of permanents on the battlefield "
                                                           "meeting this."),
    "pt_count_yours": described({"type": "boolean"}, "pt_count counts only its controller's permanents."),
    "enters_with_counters": described({"type": "object", "additionalProperties": {
        "oneOf": [{"type": "integer", "minimum": 0}, {"enum": ["X", "x"]}]}},
        "'This enters with N counters': counter kind -> a number or X."),
    "turned_face_up_effect": described({"type": "object", "additionalProperties": False, "properties": {
        "power": {"type": ["integer", "string"]}, "toughness": {"type": ["integer", "string"]}}},
        "What its 'when turned face up' ability does to its power and toughness: a number or ±X."),
    "turned_face_up_copy": described({"type": "boolean"}, "'As this is turned face up, you may have it become a copy "
                                                          "of a creature' (Vesuvan Shapeshifter)."),
}

#: A permanent: key -> schema.
PERMANENT_PROPERTIES: dict[str, Schema] = {
    "face_down": {"enum": list(FACE_DOWN_CHOICES), "default": "none"},
    "card": CARD_REF,
    "created_as_copy_of": {"$ref": "#/$defs/permanent", "description": "A token an effect created as a copy of this "
                           "permanent (instead of card): a double-faced token if it is a face-up double-faced "
                           "permanent, back face up if it is (CR 707.8a); else a one-faced token with its copiable "
                           "values, face up even when the copied permanent is face down (CR 707.2)."},
    "tapped": {"type": "boolean", "default": False},
    "abilities_lost": {"type": "boolean", "default": False},
    "controller": {"type": "string", "default": "you"},
    "owner": described({"type": "string"}, "Defaults to the controller."),
    "token": {"type": "boolean", "default": False},
    "transformed": described({"type": "boolean", "default": False}, "Back face up (face-up double-faced cards only)."),
    "phased_out": {"type": "boolean", "default": False},
    "counters": described(COUNTERS, 'Counter kind -> number, e.g. {"+1/+1": 2}.'),
    "effects": described({"type": "array", "items": {"$ref": "#/$defs/effect"}}, "In timestamp order."),
    "label": described({"type": "string"}, "How `resolve` refers to it (defaults to the card's name)."),
    "zone": described({"enum": list(OBJECT_ZONES), "default": "battlefield"},
                      "stack: a spell (face down: cast with disguise or morph); graveyard, hand, library, exile: a "
                      "card there (characteristics only)."),
    "melded_with": described(CARD_REF, "A melded permanent: the other card of the meld pair."),
    "cant_turn_face_up": described({"type": "boolean", "default": False}, "An effect says it can't be turned face "
                                                                          "up."),
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
    "set_subtypes": described(WORDS, "Layer 4: its subtypes become these."),
    "add_supertypes": SUPERTYPE_LIST,
    "remove_supertypes": SUPERTYPE_LIST,
    "set_colors": COLOR_LIST,
    "add_colors": COLOR_LIST,
    "copy_of": described(CARD_REF, "Layer 1; ignored while face down."),
    "copy_of_permanent": described(PERMANENT, "Layer 1: a copy of this permanent (of a face-down one: its "
                                              "face-down characteristics)."),
    "timestamp": described({"type": "integer"}, "Within a layer, smaller first (default: the order listed)."),
    "only_if": described({"$ref": "#/$defs/requirement"}, "The effect applies only while the permanent meets "
                                                          "this."),
    "except": described({"$ref": "#/$defs/copyException"}, "With copy_of or copy_of_permanent: the copy effect's "
                                                           "exceptions, part of the copiable values."),
    "applies_in": described({"enum": list(OBJECT_ZONES)}, "The effect applies only in this zone ('cards in "
                                                          "graveyards lose all abilities')."),
    "until": described({"enum": list(EFFECT_DURATIONS)}, "turned-face-down: it lasts until the permanent is turned "
                                                         "face down; end-of-turn: until end of turn."),
    "created": described({"enum": list(EFFECT_CREATED), "default": "this-turn"},
                         "The turn it began in: an until-end-of-turn effect from an earlier turn has ended."),
}

#: The exceptions of a copy effect ("except it's 7/7"): key -> schema.
COPY_EXCEPTION: dict[str, Schema] = {
    "power": {"type": "integer"},
    "toughness": {"type": "integer"},
    "add_abilities": WORDS,
    "add_types": CARD_TYPE_LIST,
    "add_subtypes": WORDS,
    "add_supertypes": SUPERTYPE_LIST,
}

#: What a target or an attachment requires of the permanent: key -> schema.
REQUIREMENT: dict[str, Schema] = {
    "types": CARD_TYPE_LIST,
    "not_types": CARD_TYPE_LIST,
    "any_types": described(CARD_TYPE_LIST, "It has at least one of these card types."),
    "subtypes": WORDS,
    "not_subtypes": WORDS,
    "supertypes": SUPERTYPE_LIST,
    "not_supertypes": SUPERTYPE_LIST,
    "colors": COLOR_LIST,
    "not_colors": COLOR_LIST,
    "abilities": WORDS,
    "not_abilities": WORDS,
    "max_mana_value": {"type": "integer", "minimum": 0},
    "min_mana_value": {"type": "integer", "minimum": 0},
    "min_power": described({"type": "integer"}, "Its power is at least this."),
    "max_power": described({"type": "integer"}, "Its power is at most this."),
    "min_toughness": described({"type": "integer"}, "Its toughness is at least this."),
    "max_toughness": described({"type": "integer"}, "Its toughness is at most this."),
    "face_down": described({"type": "boolean"}, "True: a face-down permanent; false: a face-up one."),
    "monocolored": described({"type": "boolean"}, "True: exactly one color; false: not exactly one."),
    "multicolored": described({"type": "boolean"}, "True: two or more colors; false: fewer."),
    "named": described(WORDS, "It has one of these names (a nameless object has none: CR 201.2a)."),
}

#: A spell or ability targeting the permanent, or an Aura or Equipment attached to it.
DEPENDENT_PROPERTIES: dict[str, Schema] = {
    "name": {"type": "string"},
    "kind": {"enum": ["aura", "equipment"]},
    "requires": {"$ref": "#/$defs/requirement"},
    "controller": described({"type": "string"}, "Who controls it (hexproof and ward look at this)."),
    "colors": described(COLOR_LIST, "Its own colors (protection looks at this; [] is colorless)."),
    "types": described(CARD_TYPE_LIST, "Its own card types, or its source's for an ability (protection looks at "
                                       "this)."),
}


#: An effect that changes costs: key -> schema.
COST_MODIFIER: dict[str, Schema] = {
    "name": described(TEXT, "What makes it (shown in explanations)."),
    "applies_to": described({"enum": list(COST_MODIFIED)}, "The costs it changes: spells' total costs, or morph or "
                                                           "disguise costs paid to turn a permanent face up."),
    "amount": described({"type": "integer"}, "Generic mana: 2 costs {2} more, -1 costs {1} less."),
    "requires": described({"$ref": "#/$defs/requirement"}, "What the spell, or the permanent whose cost it is, "
                                                           "must be."),
    "controller": described({"type": "string"}, "Only this player's spells or costs (default: every player's)."),
}

#: An effect that says something can't be done: key -> schema.
RESTRICTION: dict[str, Schema] = {
    "name": described(TEXT, "What makes it (shown in explanations)."),
    "forbids": described({"enum": list(RESTRICTED_ACTIONS)}, "What can't be done."),
    "controller": described({"type": "string"}, "Who controls its source."),
    "affects": described({"enum": list(RESTRICTION_SCOPES), "default": "everyone"},
                         "Whose permanents, relative to its controller."),
    "during": described({"enum": list(RESTRICTION_TURNS), "default": "any-turn"}, "When it applies."),
    "requires": described({"$ref": "#/$defs/requirement"}, "What the permanents (or spells) it covers must be."),
    "same_name_as": described({"$ref": "#/$defs/permanent"}, "With forbids: casting, it forbids spells with the "
                                                             "same name as this permanent (Reflector Mage)."),
    "unless_cast": described({"$ref": "#/$defs/requirement"}, "With forbids: attacking, it doesn't apply once the "
                                                              "creature's controller has cast a spell meeting this "
                                                              "this turn (Goblin Cohort)."),
}


#: Another permanent's "whenever a permanent is turned face up" ability and what it does to it: key -> schema.
WATCHER: dict[str, Schema] = {
    "name": described(TEXT, "The watching permanent (shown in explanations)."),
    "requires": described({"$ref": "#/$defs/requirement"}, "What the permanent turned face up must be."),
    "power": described({"type": "integer"}, "+N/+0 it gives that permanent until end of turn."),
    "toughness": {"type": "integer"},
    "controller": described({"type": "string", "default": "you"}, "Who controls the watching permanent."),
    "yours": described({"type": "boolean", "default": True}, "It watches only its controller's permanents."),
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
        "permanent": {"type": "object", "oneOf": [{"required": ["card"]}, {"required": ["created_as_copy_of"]}],
                      "additionalProperties": False, "properties": PERMANENT_PROPERTIES},
        "effect": {"type": "object", "additionalProperties": False, "properties": EFFECT},
        "copyException": {"type": "object", "additionalProperties": False, "properties": COPY_EXCEPTION},
        "costModifier": {"type": "object", "additionalProperties": False, "required": ["applies_to", "amount"],
                         "properties": COST_MODIFIER},
        "restriction": {"type": "object", "additionalProperties": False, "required": ["forbids"],
                        "properties": RESTRICTION},
        "watcher": {"type": "object", "additionalProperties": False, "properties": WATCHER},
        "requirement": {"type": "object", "additionalProperties": False, "properties": REQUIREMENT},
        "dependent": {"type": "object", "additionalProperties": False, "properties": DEPENDENT_PROPERTIES},
    }
