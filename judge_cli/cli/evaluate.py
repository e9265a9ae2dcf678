"""``judge eval``: run scenario files through the rules evaluator."""

from __future__ import annotations

import sys
from enum import Enum
from typing import List, Optional

import typer

from judge_cli.cli import completion

from judge_cli.cli.common import default_content_language, echo, load_corpus
from judge_cli.cli.credition import cr_edition_option
from judge_cli.i18n import _


class ReportFormat(str, Enum):
    """Output formats of ``judge eval``."""

    text = "text"
    json = "json"
    junit = "junit"


def _read_stdin() -> str:
    """Standard input, capped just above the size limit so a huge pipe is refused, not swallowed."""
    from judge_cli.yamlsafe import MAX_FILE_BYTES

    return sys.stdin.read(MAX_FILE_BYTES + 1)


def register(app: typer.Typer) -> None:
    """Add the ``eval`` command to ``app``."""

    @app.command(
        "eval",
        help=_("Evaluate scenario files (YAML) and check their expected answers. "
               "PATH is a file, a folder (searched for *.yaml and *.yml) or - for standard input. "
               "Exit code: 0 all passed, 1 some failed, 2 some file or scenario was invalid."),
    )
    def eval_command(
        paths: List[str] = typer.Argument(..., metavar="PATH", help=_("Scenario files or folders; - reads stdin."),
                                          autocompletion=completion.eval_paths),
        output_format: ReportFormat = typer.Option(ReportFormat.text, "--format", "-f",
                                                   help=_("Report format: text, json or junit.")),
        lang: Optional[str] = typer.Option(None, "--lang", "-l",
                                           help=_("Language of the cited texts (default: the interface language).")),
        explain: bool = typer.Option(False, "--explain",
                                     help=_("Show every reasoning step: which fact led to which rule.")),
        cr_edition: Optional[str] = cr_edition_option(),
    ) -> None:
        from judge_cli.rules.crtext import citations_for_run
        from judge_cli.scenarios.fileformat import collect_sources
        from judge_cli.scenarios.runner import paused_gc, run_paths

        content_lang = default_content_language(lang)
        corpus = load_corpus()
        citations = citations_for_run(corpus, cr_edition)
        with paused_gc():  # the report of a big bank is as many small objects as the run
            report = run_paths(collect_sources(paths, _read_stdin), corpus, lang=content_lang, citations=citations)
            _render(report, output_format, explain)
        raise typer.Exit(int(report.summary().exit_code))


def _render(report, output_format: ReportFormat, explain: bool) -> None:
    """Print ``report`` in the chosen format; problems also go to stderr for machine formats."""
    if output_format is ReportFormat.text:
        from judge_cli.scenarios.report_text import render

        echo("\n".join(render(report, explain=explain)))
        return
    for result in report.results:
        if result.error:
            typer.echo(_("judge: error: {message}").format(message=result.error), err=True)
    if output_format is ReportFormat.json:
        from judge_cli.scenarios.report_json import dumps_report

        echo(dumps_report(report, explain=explain))
    else:
        from judge_cli.scenarios.report_junit import report_to_junit

        echo(report_to_junit(report))
