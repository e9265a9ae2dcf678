"""The question kinds, one module each.

Every module of this package that defines ``KIND`` (a
:class:`~judge_cli.rules.kind.QuestionKind`) is a question kind; modules
starting with ``_`` are helpers.  Adding a kind is adding a module here (see
``docs/adding-a-kind.md``): the scenario format, the JSON Schema, the
documentation checks and ``judge ask`` all read this registry.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

from judge_cli.rules.kind import QuestionKind


def _discover() -> dict[str, QuestionKind[Any]]:
    found: list[QuestionKind[Any]] = []
    for info in pkgutil.iter_modules(__path__):
        if info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        kind = getattr(module, "KIND", None)
        if not isinstance(kind, QuestionKind):
            raise TypeError(f"{module.__name__} defines no KIND; helper modules start with '_'")
        found.append(kind)
    return {kind.name: kind for kind in sorted(found, key=lambda kind: (kind.position, kind.name))}


#: Every question kind by name, in documentation order.
KINDS: dict[str, QuestionKind[Any]] = _discover()
#: The names of the question kinds, in documentation order.
QUESTION_KINDS: tuple[str, ...] = tuple(KINDS)

__all__ = ["KINDS", "QUESTION_KINDS"]
