"""Command classes whose plain text parameters and flags skip typer's pydantic coercion.

Typer 0.29 coerces every non-flag parameter through a pydantic
``TypeAdapter``; importing pydantic and building the adapters costs about
90 ms per run, more than all of ``judge card``'s own work.  A ``str``,
``str | None`` or ``list[str]`` parameter needs no coercion at all (the parser
already hands over strings), and neither does a flag (``--json``, and the
``--help`` every command and group has); :func:`install_plain_coercion` gives
those parameters a pass-through coercer before parsing (used by
:class:`PlainTextCommand` and by the app's group).  Other parameters (numbers
with ranges, paths…) keep typer's coercion.  If typer's internals change, the
class silently falls back to typer's own behaviour: slower, never wrong.
"""

from __future__ import annotations

from typing import Any, Optional

from typer.core import TyperCommand

_PLAIN = (str, Optional[str], str | None, list[str], bool)

try:  # private API of typer >= 0.20; absent elsewhere, then nothing is changed
    from typer._coercion import RuntimeParam as _RuntimeParam
except ImportError:  # pragma: no cover - depends on the installed typer
    _RuntimeParam = None  # type: ignore[assignment,misc]


if _RuntimeParam is not None:

    class _PassThrough(_RuntimeParam):  # type: ignore[misc,valid-type]
        """Strings stay strings, flags stay booleans; several values become a list."""

        def _coerce_value(self, value: Any, param: Any, ctx: Any) -> Any:
            if self.annotation is bool:
                return bool(value)
            if isinstance(value, (list, tuple)):
                return [str(item) for item in value]
            return str(value)


def install_plain_coercion(command: Any, ctx: Any) -> None:
    """Give ``command``'s text and flag parameters (``--help`` too) the pass-through coercer.

    Does nothing when the installed typer lacks the private API this relies on.
    """
    if _RuntimeParam is None:
        return
    for param in command.get_params(ctx):
        descriptor = getattr(param, "type_descriptor", None)
        if (descriptor is None or getattr(param, "_runtime_param", False) is not None
                or descriptor.file_annotation is not None or descriptor.annotation not in _PLAIN):
            continue
        param._runtime_param = _PassThrough(parameter_info=descriptor.parameter_info, annotation=descriptor.annotation)


class PlainTextCommand(TyperCommand):
    """A typer command that coerces its plain text parameters without pydantic."""

    def parse_args(self, ctx, args):  # type: ignore[override]
        """Install the pass-through coercer on plain text parameters, then parse as usual."""
        install_plain_coercion(self, ctx)
        return super().parse_args(ctx, args)
