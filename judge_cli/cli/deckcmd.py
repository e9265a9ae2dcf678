"""``judge deck FILE``: read a decklist, resolve its names in any language, check it (see :mod:`judge_cli.deck`)."""

# No "from __future__ import annotations": typer evaluates the Annotated options, which use locals.

import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from judge_cli.cli.common import echo, emit_json
from judge_cli.cli.context import run_context
from judge_cli.cli.plaintext import PlainTextCommand
from judge_cli.i18n import _

_INDENT = "  "


def _read(path: str) -> tuple[bytes, str]:
    """The file's bytes (``-``: standard input) and its name for messages."""
    from judge_cli.errors import InputError

    if path == "-":
        return sys.stdin.buffer.read(), _("<standard input>")
    try:
        return Path(path).read_bytes(), path
    except IsADirectoryError:
        raise InputError(_("is a folder, not a file"), source=path) from None
    except OSError as exc:
        raise InputError(_("cannot read file ({reason})").format(reason=exc.strerror), source=path) from None


def render_deck(report: dict[str, Any]) -> list[str]:
    """The resolved list by section, each corrected or translated name with its line, then the problems."""
    titles = {"commander": _("Commander ({count})"), "main": _("Main deck ({count})"),
              "sideboard": _("Sideboard ({count})")}
    lines: list[str] = []
    for section in ("commander", "main", "sideboard"):
        entries = report[section]
        if not entries and not report["counts"][section]:  # unknown lines count: a section of them is shown
            continue
        lines.append(titles[section].format(count=report["counts"][section]))
        for entry in entries:
            line = f"{_INDENT}{entry['count']} {entry['name']}"
            if entry["query"] != entry["name"]:
                line += "  " + _("← line {line}: {query!r} [{lang}]").format(
                    line=entry["line"], query=entry["query"], lang=entry["lang"])
            lines.append(line)
        for entry in report.get("unresolved", ()):
            if entry["section"] == section:
                lines.append(f"{_INDENT}{entry['count']} {entry['query']}  "
                             + _("← line {line}: no known card").format(line=entry["line"]))
    lines.append("")
    if report["problems"]:
        lines.append(_("Problems ({count}):").format(count=len(report["problems"])))
        for problem in report["problems"]:
            where = _("line {line}: ").format(line=problem["line"]) if problem["line"] else ""
            lines.append(f"{_INDENT}{where}{problem['message']} [{problem['kind']}]")
    verdict = _("legal") if report["legal"] else _("not legal")
    lines.append(_("Format {format}: {verdict}").format(format=report["format"], verdict=verdict))
    return lines


def register(app: typer.Typer) -> None:
    """Add ``judge deck`` to ``app``."""

    @app.command(name="deck", cls=PlainTextCommand, help=_(
        "Check a decklist (text, Arena or MTGO export, .dek) whose names may be in any of the seven languages: "
        "deck sizes, copies, banned and restricted cards, commander rules."))
    def deck(
        ctx: typer.Context,
        path: Annotated[str, typer.Argument(metavar="FILE", help=_("The decklist; - reads standard input."))],
        deck_format: Annotated[str | None, typer.Option("--format", show_default=False, help=_(
            "The format to check against (modern, legacy, vintage, standard, pauper, commander, limited…); "
            "without it: constructed sizes and copies only."))] = None,
        as_json: Annotated[bool, typer.Option("--json", help=_("Print JSON."))] = False,
    ) -> None:
        from judge_cli.deck.check import check_deck
        from judge_cli.deck.parse import decode, parse_deck
        from judge_cli.errors import ExitCode

        run = run_context(ctx)
        data, source = _read(path)
        report = check_deck(run.corpus, parse_deck(decode(data, source), source), deck_format, run.nicknames)
        if as_json:
            emit_json(report)
        else:
            for line in render_deck(report):
                echo(line)
        if not report["legal"]:
            raise typer.Exit(int(ExitCode.NOT_FOUND))
