"""Option and argument values converted without pydantic, for every command.

Typer 0.29 converts every parameter value through a pydantic ``TypeAdapter``;
importing pydantic and building the adapters costs about 90 ms per run, more
than most commands' own work.  The values judge-cli's commands take need
nothing of the sort: strings (the parser already hands over strings), flags,
bounded whole numbers, a number of seconds, paths, and one choice of an enum.
:func:`install_plain_coercion` makes typer convert those itself, the way its
adapters would (the path and choice checks are typer's own functions, which
need no pydantic for a value of the right type), and hands anything unusual
— a value that is not a plain number, one out of range, an unknown choice —
to typer's own pydantic conversion, so every error message stays exactly as
typer words it.  If typer's internals change, nothing is changed: slower,
never wrong.
"""

from __future__ import annotations

import re
from enum import Enum
from pathlib import Path
from typing import Any

from typer.core import TyperCommand

_TEXT = (str, str | None, list[str])
_WHOLE = re.compile(r"-?[0-9]+\Z")
_DECIMAL = re.compile(r"-?[0-9]+(\.[0-9]+)?\Z")

try:  # private API of typer >= 0.20; absent elsewhere, then nothing is changed
    from typer import _param_types
    from typer._coercion import RuntimeParam as _RuntimeParam
    from typer._coercion import build_runtime_param as _build_runtime_param
    from typer.core import _TyperParameter
except ImportError:  # pragma: no cover - depends on the installed typer
    _RuntimeParam = None  # type: ignore[assignment,misc]


def _number(annotation: Any, value: Any, info: Any) -> Any:
    """``value`` as ``annotation`` (int or float) within ``info``'s bounds, or None when typer must decide."""
    if type(value) is annotation:  # a default
        number = value
    elif isinstance(value, str) and (_WHOLE if annotation is int else _DECIMAL).match(value):
        number = annotation(value)
    else:
        return None
    if (info.min is not None and number < info.min) or (info.max is not None and number > info.max):
        return None
    return number


if _RuntimeParam is not None:

    class _Plain(_RuntimeParam):
        """Converts the values of judge-cli's parameters as typer's adapters would, without pydantic;
        anything else goes to typer's own conversion (built only then)."""

        def _coerce_value(self, value: Any, param: Any, ctx: Any) -> Any:
            annotation, info = self.annotation, self.parameter_info
            if annotation is bool and isinstance(value, bool):
                return value
            if annotation in _TEXT and isinstance(value, (str, list, tuple)):
                return [str(item) for item in value] if isinstance(value, (list, tuple)) else str(value)
            if annotation in (int, float):
                number = _number(annotation, value, info)
                if number is not None:
                    return number
            elif annotation in (Path, list[Path]):
                return self._paths(value, param, ctx)
            elif isinstance(annotation, type) and issubclass(annotation, Enum) and isinstance(value, str):
                try:
                    return _param_types.coerce_cli_choice(value, choices=tuple(annotation),
                                                          case_sensitive=info.case_sensitive, ctx=ctx)
                except ValueError:
                    pass
            return _build_runtime_param(param.type_descriptor)._coerce_value(value, param=param, ctx=ctx)

        def _paths(self, value: Any, param: Any, ctx: Any) -> Any:
            """typer's path checks (existence, file or folder…) on ``Path`` values, as its adapter makes them."""
            path_type = self.parameter_info.path_type or Path

            def one(item: Any) -> Any:
                item = item if isinstance(item, Path) else path_type(item)
                return _param_types.coerce_cli_path(item, self.parameter_info, path_type=path_type,
                                                    param=param, ctx=ctx)

            if self.annotation is Path:
                return one(value)
            return [one(item) for item in (value if isinstance(value, (list, tuple)) else [value])]


def _convertible(descriptor: Any) -> bool:
    """True for the parameters :class:`_Plain` converts (or hands over to typer for what it cannot)."""
    info = descriptor.parameter_info
    if descriptor.file_annotation is not None or info.parser is not None or getattr(info, "clamp", False):
        return False
    annotation = descriptor.annotation
    if annotation in (*_TEXT, bool, int, float, Path, list[Path]):
        return info.path_type in (None, Path)
    return isinstance(annotation, type) and issubclass(annotation, Enum)


def install_plain_coercion() -> None:
    """Make every typer parameter whose values :class:`_Plain` converts use it (once per process).

    Does nothing when the installed typer lacks the private API this relies on.
    """
    if _RuntimeParam is None or getattr(_TyperParameter.get_runtime_param, "_judge_plain", False):
        return
    typer_own = _TyperParameter.get_runtime_param

    def get_runtime_param(self: Any) -> Any:
        if self._runtime_param is None and _convertible(self.type_descriptor):
            descriptor = self.type_descriptor
            self._runtime_param = _Plain(parameter_info=descriptor.parameter_info, annotation=descriptor.annotation)
        return typer_own(self)

    get_runtime_param._judge_plain = True  # type: ignore[attr-defined]
    _TyperParameter.get_runtime_param = get_runtime_param  # type: ignore[method-assign]


class PlainTextCommand(TyperCommand):
    """A typer command (kept for the commands that name it; every command converts without pydantic now)."""
