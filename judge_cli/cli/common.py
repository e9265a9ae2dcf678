"""Helpers shared by the command modules: output (the run's settings and data are in ``cli.context``)."""

from __future__ import annotations

from typing import Any

from judge_cli.cli.output import clean, clean_json, json_needs_ascii, write_out


def emit_json(payload: Any) -> None:
    """Print ``payload`` as indented JSON on stdout: UTF-8, or ASCII escapes where stdout cannot carry UTF-8.

    JSON escapes the C0 control characters itself, :func:`~judge_cli.cli.output.clean_json` the others, so
    nothing in it can act on a terminal.
    """
    import json

    write_out(clean_json(json.dumps(payload, ensure_ascii=json_needs_ascii(), indent=2, default=str)) + "\n")


def echo(text: str = "") -> None:
    """Print a line on stdout, its control characters shown as escapes (see :func:`~judge_cli.cli.output.clean`)."""
    write_out(clean(text) + "\n")
