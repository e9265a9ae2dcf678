"""The JSON Schema of ``given``, generated from the question kinds and the building blocks.

``scripts/generate-schema`` writes the whole scenario-file schema
(:mod:`judge_cli.scenarios.schema`) to ``docs/scenario.schema.json``; a test
fails when the file is not what the code generates.
"""

from __future__ import annotations

from typing import Any

from judge_cli.rules.blocks import CARD_REF, DEPENDENT, PERMANENT, TEXT, Schema, block_defs
from judge_cli.rules.kind import KeySpec, QuestionKind
from judge_cli.rules.kinds import KINDS


def key_schema(spec: KeySpec) -> Schema:
    """The JSON Schema of one ``given`` key."""
    shapes: dict[str, Schema] = {
        "permanent": PERMANENT,
        "permanents": {"type": "array", "minItems": 1, "items": PERMANENT},
        "card": CARD_REF,
        "bool": {"type": "boolean"},
        "integer": {"type": "integer"},
        "choice": {"enum": list(spec.choices)},
        "text": TEXT,
        "texts": {"type": "array", "minItems": 1, "items": TEXT},
        "targets": {"type": "array", "items": DEPENDENT},
        "attachments": {"type": "array", "items": {"allOf": [DEPENDENT, {"required": ["kind"]}]}},
        "requirement": {"$ref": "#/$defs/requirement"},
        "dependent": DEPENDENT,
        "cards": {"type": "array", "items": CARD_REF},
        "cost-modifiers": {"type": "array", "items": {"$ref": "#/$defs/costModifier"}},
        "restrictions": {"type": "array", "items": {"$ref": "#/$defs/restriction"}},
        "watchers": {"type": "array", "items": {"$ref": "#/$defs/watcher"}},
    }
    schema: Schema = dict(spec.schema) if spec.schema is not None else dict(shapes[spec.shape])
    if spec.shape == "permanents" and not spec.required:
        schema.pop("minItems")
    if not spec.required and spec.default is not None:
        schema["default"] = list(spec.default) if isinstance(spec.default, tuple) else spec.default
    if spec.doc:
        schema["description"] = spec.doc[0].upper() + spec.doc[1:] + "."
    return schema


def given_schema(kind: QuestionKind[Any]) -> Schema:
    """The schema of ``given`` for ``kind``: its keys (plus ``cards``), the required ones, nothing else."""
    properties = {spec.name: key_schema(spec) for spec in kind.keys}
    properties["cards"] = {"$ref": "#/$defs/cards"}
    schema: Schema = {"type": "object", "additionalProperties": False, "description": kind.summary}
    required = [spec.name for spec in kind.keys if spec.required]
    if required:
        schema["required"] = required
    schema["properties"] = properties
    return schema


def given_defs() -> dict[str, Schema]:
    """``given-<kind>`` for every kind, then the building blocks."""
    defs = {f"given-{name}": given_schema(kind) for name, kind in KINDS.items()}
    defs.update(block_defs())
    return defs
