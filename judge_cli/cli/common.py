"""Helpers shared by the command modules: output (the run's settings and data are in ``cli.context``)."""

from __future__ import annotations

from typing import Any

import typer


def emit_json(payload: Any) -> None:
    """Print ``payload`` as indented UTF-8 JSON on stdout."""
    import json

    typer.echo(json.dumps(payload, ensure_ascii=False, indent=2, default=str))


def echo(text: str = "") -> None:
    """Print a line on stdout."""
    typer.echo(text)
