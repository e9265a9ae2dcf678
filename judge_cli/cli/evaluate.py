"""``judge eval``: run scenario files through the rules evaluator."""

from __future__ import annotations

import sys
from collections.abc import Iterable
from enum import Enum
from typing import TYPE_CHECKING

import typer

from judge_cli.cli import completion
from judge_cli.cli.common import echo
from judge_cli.cli.context import RunContext, run_context
from judge_cli.cli.credition import cr_edition_option
from judge_cli.i18n import _

if TYPE_CHECKING:  # pragma: no cover - typing only: the scenario modules load when eval runs
    from judge_cli.ask.bank import QuestionBank
    from judge_cli.scenarios.fileformat import Problem, Scenario, Source
    from judge_cli.scenarios.runner import Result, RunReport


class ReportFormat(str, Enum):  # noqa: UP042 - a StrEnum would print differently; keep the values typer shows
    """Output formats of ``judge eval``."""

    text = "text"
    json = "json"
    junit = "junit"


def _read_stdin() -> str:
    """Standard input as YAML text: read as bytes, at most the size limit, decoded like a file.

    InputError (one ERROR entry of the batch) when standard input is closed,
    too large or not UTF-8.
    """
    from judge_cli.errors import InputError
    from judge_cli.fsutil import os_reason
    from judge_cli.scenarios.fileformat import STDIN_NAME
    from judge_cli.yamlsafe import decode_yaml_bytes, read_limited

    stream = getattr(sys.stdin, "buffer", sys.stdin)
    if stream is None:
        raise InputError(_("standard input is closed"), source=STDIN_NAME)
    try:
        raw = read_limited(stream, STDIN_NAME)
    except OSError as error:
        raise InputError(_("cannot read standard input ({reason})").format(reason=os_reason(error)),
                         source=STDIN_NAME) from None
    if isinstance(raw, str):  # a text stream without a binary buffer (an embedding that replaced sys.stdin)
        return raw
    return decode_yaml_bytes(raw, STDIN_NAME)


def register(app: typer.Typer) -> None:
    """Add the ``eval`` command to ``app``."""

    @app.command(
        "eval",
        help=_("Evaluate scenario files (YAML) and check their expected answers. "
               "PATH is a file, a folder (searched for *.yaml and *.yml) or - for standard input. "
               "Exit code: 0 all passed, 1 some failed, 2 some file or scenario was invalid."),
    )
    def eval_command(
        ctx: typer.Context,
        paths: list[str] = typer.Argument(..., metavar="PATH", help=_("Scenario files or folders; - reads stdin."),
                                          autocompletion=completion.eval_paths),
        output_format: ReportFormat = typer.Option(ReportFormat.text, "--format", "-f",
                                                   help=_("Report format: text, json or junit.")),
        lang: str | None = typer.Option(None, "--lang", "-l",
                                           help=_("Language of the cited texts (default: the interface language).")),
        explain: bool = typer.Option(False, "--explain",
                                     help=_("Show every reasoning step: which fact led to which rule.")),
        cr_edition: str | None = cr_edition_option(),
    ) -> None:
        from judge_cli.gcpause import paused_gc

        if any(not path.strip() for path in paths):  # `judge eval "$UNSET"` must not read the current folder
            from judge_cli.errors import UsageError

            raise UsageError(_("an empty PATH was given (an unset variable?); name a file, a folder or -"))
        # From the start: the modules, the corpus and the citations it loads are kept, as is the report of a big
        # bank (as many small objects as the run).
        with paused_gc():
            from judge_cli.scenarios.fileformat import collect_sources

            run = run_context(ctx, lang=lang, cr_edition=cr_edition)
            _corpus, _binder = run.corpus, run.rebinder  # first: a missing edition fails before any file is read
            report = evaluate_sources(run, collect_sources(paths, _read_stdin))
            _render(report, output_format, explain)
        raise typer.Exit(int(report.summary().exit_code))


def evaluate_sources(run: RunContext, sources: Iterable[Source | Problem]) -> RunReport:
    """Evaluate ``sources`` with the run's corpus, language and citations; ``ask`` scenarios go to the ask side
    (:class:`judge_cli.ask.bank.QuestionBank`), which shares the card resolver and the citations."""
    from judge_cli.scenarios.resolver import CorpusCardResolver
    from judge_cli.scenarios.runner import default_engine, run_paths

    corpus = run.corpus
    resolver = CorpusCardResolver(corpus)
    banks: list[QuestionBank] = []

    def asking(scenario: Scenario, *, lang: str) -> Result:
        """The question bank's result, the bank made when the first ``ask`` scenario comes (most files have none:
        they need not import it)."""
        if not banks:
            from judge_cli.ask.bank import QuestionBank

            banks.append(QuestionBank(corpus, resolver=resolver, citations=run.rebinder, sources=run.citing,
                                      cache_dir=run.cache_dir))
        return banks[0](scenario, lang=lang)

    return run_paths(sources, corpus, lang=run.display_lang, engine=default_engine(run.citing), resolver=resolver,
                     citations=run.rebinder, asking=asking)


def _render(report: RunReport, output_format: ReportFormat, explain: bool) -> None:
    """Print ``report`` in the chosen format; problems also go to stderr for machine formats."""
    if output_format is ReportFormat.text:
        from judge_cli.scenarios.report_text import render

        echo("\n".join(render(report, explain=explain)))
        return
    from judge_cli.cli.app import error_line

    for result in report.results:
        if result.error:
            error_line(result.error)
    if output_format is ReportFormat.json:
        from judge_cli.cli.output import clean_json, json_needs_ascii, write_out
        from judge_cli.scenarios.report_json import dumps_report

        # JSON's own escapes (not clean()'s), and ASCII escapes where the output cannot carry UTF-8.
        write_out(clean_json(dumps_report(report, explain=explain), ascii_only=json_needs_ascii()) + "\n")
    else:
        from judge_cli.scenarios.report_junit import report_to_junit

        echo(report_to_junit(report))
