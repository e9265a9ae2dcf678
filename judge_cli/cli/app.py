"""The typer application, where the run context is built, and the one place where errors become exit codes."""

from __future__ import annotations

import importlib
import os
import sys
from typing import Any

import typer
from typer.core import TyperGroup

from judge_cli.cli.context import RunContext, invocation_context
from judge_cli.errors import ExitCode, JudgeError
from judge_cli.i18n import _


class JudgeGroup(TyperGroup):
    """Runs a command with the run context and turns any :class:`JudgeError` into a message and exit code."""

    def invoke(self, ctx: Any) -> Any:  # ctx: click's Context (vendored by typer 0.29, not importable as click)
        if not isinstance(ctx.obj, RunContext):  # main() passes one; an app built by a test gets one per invocation
            ctx.obj = invocation_context()
        try:
            return super().invoke(ctx)
        except JudgeError as error:
            typer.echo(_("judge: error: {message}").format(message=error.message), err=True)
            for name in getattr(error, "nearest", []) or []:
                typer.echo(f"  {name}", err=True)
            raise typer.Exit(int(error.exit_code)) from None

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        # The group's --help flag would otherwise make typer import pydantic (~90 ms); see cli/plaintext.py.
        from judge_cli.cli.plaintext import install_plain_coercion

        install_plain_coercion(self, ctx)
        return super().parse_args(ctx, args)


def build_app() -> typer.Typer:
    """Create the typer app; call after the interface language is set."""
    from judge_cli.cli.chrome import translate_typer

    translate_typer()
    app = typer.Typer(
        cls=JudgeGroup,
        name="judge",
        help=_("Offline rules companion for Magic: The Gathering judges: "
               "card lookup in seven languages, rulings, and a face-down rules evaluator."),
        add_completion=True,  # typer's --install-completion; the callbacks are in cli/completion.py
        no_args_is_help=True,
        pretty_exceptions_enable=False,
        context_settings={"help_option_names": ["-h", "--help"]},
    )
    from judge_cli.cli import COMMAND_MODULES

    for module_name in COMMAND_MODULES:
        module = importlib.import_module(f"judge_cli.cli.{module_name}")
        module.register(app)
    return app


def main() -> None:
    """Entry point of the ``judge`` console script: the run context is built here, once, from the environment."""
    context = RunContext.from_environ(os.environ)
    context.activate()  # before build_app(): the help texts are translated as it builds
    app = build_app()
    try:
        app(obj=context)
    except KeyboardInterrupt:
        typer.echo(_("judge: interrupted"), err=True)
        sys.exit(130)
    except BrokenPipeError:
        sys.exit(int(ExitCode.OK))
