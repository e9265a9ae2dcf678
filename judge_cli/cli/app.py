"""The typer application, where the run context is built, and the one place where errors become exit codes.

Every way a run can end goes through :meth:`JudgeGroup.main`: a result, a
:class:`~judge_cli.errors.JudgeError`, a command-line mistake (click's usage
errors), Ctrl-C, a closed or full standard output, or a bug.  Each failure
is exactly one line on standard error, in the interface language, and an
exit code from :class:`~judge_cli.errors.ExitCode`; never a traceback
(``JUDGE_DEBUG=1`` shows the traceback of an internal error).
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Sequence
from typing import Any

import typer
from typer.core import TyperGroup

from judge_cli.cli.context import RunContext, invocation_context
from judge_cli.cli.output import OutputFailed, discard_stdout, flush_out, prepare_streams, write_err
from judge_cli.errors import ExitCode, JudgeError, ResourceError, UsageError
from judge_cli.i18n import _

#: An error line longer than this is cut (a hostile file can put a megabyte-long name into a message).
MAX_LINE = 2000


def _one_line(message: str) -> str:
    text = " ".join(message.splitlines())
    return text[:MAX_LINE] + "…" if len(text) > MAX_LINE else text


def error_line(message: str) -> None:
    """Print ``judge: error: MESSAGE`` (one line, control characters shown as escapes, cut at
    :data:`MAX_LINE` characters) on stderr."""
    write_err(_("judge: error: {message}").format(message=_one_line(message)))


def warning_line(message: str) -> None:
    """Print ``judge: warning: MESSAGE`` on stderr, on one line like :func:`error_line`."""
    write_err(_("judge: warning: {message}").format(message=_one_line(message)))


def _with_nearest(error: JudgeError) -> str:
    """The error's message, with the nearest names (of a lookup that found nothing) on the same line."""
    nearest = getattr(error, "nearest", None)
    if not nearest:
        return error.message
    return _("{message}; nearest: {names}").format(message=error.message, names=" · ".join(nearest))


class _StoreFallback(Exception):
    """The imported store was found damaged while a command used it: run the command again without it."""

    def __init__(self, damage: JudgeError) -> None:
        super().__init__(damage.message)
        self.damage = damage


def _may_come_from_the_store(error: Exception) -> bool:
    """SQLite's errors, and what decoding a damaged row or index array raises."""
    import zlib

    return type(error).__module__ == "sqlite3" or isinstance(error, (zlib.error, ValueError, IndexError, KeyError))


class JudgeGroup(TyperGroup):
    """Runs a command with the run context and turns every outcome into one line and an exit code."""

    def main(self, args: Sequence[str] | None = None, prog_name: str | None = None,  # type: ignore[override]
             complete_var: str | None = None, standalone_mode: bool = True, **extra: Any) -> Any:
        """Run the command line ``args`` (``sys.argv[1:]`` by default); exit with its code (or return it when
        ``standalone_mode`` is False)."""
        prepare_streams()
        words = list(sys.argv[1:] if args is None else args)
        code = self._run(words, prog_name, complete_var, extra)
        try:
            flush_out()  # what is still buffered fails here, where it can be reported, not at exit
        except OutputFailed as failure:
            code = self._output_failed(failure)
        if standalone_mode:
            sys.exit(code)
        return code

    def _run(self, words: list[str], prog_name: str | None, complete_var: str | None, extra: dict[str, Any]) -> int:
        try:
            result = super().main(words, prog_name, complete_var, standalone_mode=False, **extra)
        except OutputFailed as failure:
            return self._output_failed(failure)
        except typer.Abort:  # click's answer to end-of-input at a prompt
            error_line(_("no answer: standard input ended"))
            return int(ExitCode.BAD_INPUT)
        except typer.TyperException as error:  # click's usage errors (imported only now: start-up stays lean)
            from judge_cli.cli.usage import ClickException, NoArgsIsHelpError, usage_problem

            if isinstance(error, NoArgsIsHelpError):  # `judge` or `judge corpus` alone: the help, as click does
                from judge_cli.cli.common import echo

                echo(error.ctx.get_help().rstrip("\n") if error.ctx is not None else "")
                return int(ExitCode.BAD_INPUT)
            if not isinstance(error, ClickException):
                raise
            error_line(usage_problem(error, words, self))
            return int(ExitCode.BAD_INPUT)
        except SystemExit as done:
            # Not standalone, click never exits by itself; typer and rich do, with 1, when printing help
            # (or click's own output) meets a closed pipe (| head): a reader that stopped early, no failure.
            if done.code == 1:
                discard_stdout()
                return int(ExitCode.OK)
            raise
        return int(result) if isinstance(result, int) else int(ExitCode.OK)

    @staticmethod
    def _output_failed(failure: OutputFailed) -> int:
        """A reader that stopped early (``| head``) is no failure: exit 0 quietly; anything else is one line."""
        discard_stdout()
        if failure.broken_pipe:
            return int(ExitCode.OK)
        error_line(failure.message)
        return int(failure.exit_code)

    def invoke(self, ctx: Any) -> Any:  # ctx: click's Context (vendored by typer 0.29, not importable as click)
        if not isinstance(ctx.obj, RunContext):  # main() passes one; an app built by a test gets one per invocation
            ctx.obj = invocation_context()
        # A damaged imported store is found while the command uses it: the command then runs again on the
        # shipped corpus alone (typer's group consumes these arguments as it invokes the command).
        saved = (list(getattr(ctx, "_protected_args", [])), list(ctx.args))
        try:
            return self._invoke_once(ctx)
        except _StoreFallback as fallback:
            warning_line(fallback.damage.message)
            ctx._protected_args, ctx.args = saved
            ctx.obj = ctx.obj.without_store()
            return self._invoke_once(ctx)

    def _invoke_once(self, ctx: Any) -> Any:
        try:
            if ctx.obj.environment_problem:
                raise UsageError(ctx.obj.environment_problem)
            return super().invoke(ctx)
        except OutputFailed:
            raise
        except JudgeError as error:
            self._fall_back_from(ctx, error)
            error_line(_with_nearest(error))
            raise typer.Exit(int(error.exit_code)) from None
        except KeyboardInterrupt:
            write_err(_("judge: interrupted"))
            raise typer.Exit(int(ExitCode.INTERRUPTED)) from None
        except (typer.Exit, typer.Abort, typer.TyperException):
            raise
        except Exception as error:
            problem = self._fall_back_from(ctx, error)
            if problem is not None:  # the store cannot be read: one line, exit 3
                error_line(problem.message)
                raise typer.Exit(int(problem.exit_code)) from None
            if isinstance(error, OSError):  # a file or folder the command did not expect to fail
                from judge_cli.fsutil import os_reason

                where = f"{error.filename}: " if error.filename else ""
                error_line(ResourceError(where + os_reason(error)).message)
                raise typer.Exit(int(ExitCode.IO_ERROR)) from None
            if ctx.obj.debug:
                raise
            error_line(_("internal error ({kind}: {detail}); please report it (JUDGE_DEBUG=1 shows where)").format(
                kind=type(error).__name__, detail=error))
            raise typer.Exit(int(ExitCode.INTERNAL)) from None

    @staticmethod
    def _fall_back_from(ctx: Any, error: Exception) -> ResourceError | None:
        """After ``error``: raise _StoreFallback when the imported store turns out damaged (and the run used
        it); the ResourceError when it cannot be read; None when the store is not the cause."""
        run = ctx.obj
        if not run.use_store:
            return None
        from judge_cli.store import health

        if isinstance(error, health.StoreDamaged):
            raise _StoreFallback(error)
        if isinstance(error, JudgeError) or not _may_come_from_the_store(error):
            return None
        from judge_cli.store.db import store_path

        path = store_path(run.data_dir)
        if not health.has_store(path):
            return None
        found = health.failure(path, error)
        if isinstance(found, health.StoreDamaged):
            raise _StoreFallback(found)
        return found


def _show_version(value: bool) -> None:
    """``judge --version``: the package's version, then exit."""
    if value:
        from judge_cli import __version__
        from judge_cli.cli.common import echo

        echo(_("judge-cli {version}").format(version=__version__))
        raise typer.Exit()


def build_app(words: Sequence[str] | None = None) -> typer.Typer:
    """Create the typer app; call after the interface language is set.

    ``words``: the command line it will run, when known; then only the commands it can reach are built (see
    :func:`judge_cli.cli.modules_for`).  Without it, every command is.
    """
    from judge_cli.cli.chrome import translate_typer
    from judge_cli.cli.helpcache import install_help_cache
    from judge_cli.cli.plaintext import install_plain_coercion

    translate_typer()
    install_plain_coercion()  # option values converted without pydantic (~90 ms): see cli/plaintext.py
    install_help_cache()  # rich's help drawn once, then shown from the cache (~100 ms): see cli/helpcache.py
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

    @app.callback()
    def root(version: bool = typer.Option(False, "--version", is_eager=True, callback=_show_version,
                                          help=_("Show the version of judge-cli and exit."))) -> None:
        pass  # `judge` itself has no work of its own: --version acts while the options are read

    from judge_cli.cli import modules_for

    for module_name in modules_for(words):
        module = importlib.import_module(f"judge_cli.cli.{module_name}")
        module.register(app)
    return app


def main() -> None:
    """Entry point of the ``judge`` console script: the run context is built here, once, from the environment."""
    _freeze_at_exit()
    context = RunContext.from_environ(os.environ)
    context.activate()  # before build_app(): the help texts are translated as it builds
    app = build_app(sys.argv[1:])
    app(obj=context)


def _freeze_at_exit() -> None:
    """When the process exits, move every object to the collector's permanent generation first.

    Python's exit makes full collections over every object still tracked (the modules imported, the corpus, the
    vocabulary: tens of thousands), only to find them alive: a good part of a short command's time (about 25 ms of
    a ``judge ask``, 15 ms of ``judge card``). Frozen, they are left out, as ``judge eval``'s batches leave theirs
    (:func:`judge_cli.scenarios.runner.paused_gc`); reference counting still frees them. At exit only: a process
    that runs :func:`main` again and again (a test worker) keeps collecting between runs.
    """
    global _FREEZING
    if not _FREEZING:
        import atexit
        import gc

        atexit.register(gc.freeze)
        _FREEZING = True


_FREEZING = False  #: :func:`_freeze_at_exit` has registered its handler
