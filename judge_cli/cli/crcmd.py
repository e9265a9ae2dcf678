"""``judge import cr FILE|FOLDER…`` and ``judge cr QUERY | history | diff | editions``: the Comprehensive Rules."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from typer.core import TyperGroup

from judge_cli.cli import completion
from judge_cli.cli.common import echo, emit_json
from judge_cli.cli.context import run_context
from judge_cli.cli.plaintext import PlainTextCommand
from judge_cli.errors import InputError, UsageError
from judge_cli.i18n import _, ngettext


class CrGroup(TyperGroup):
    """``judge cr``: a group whose first argument, when it is not a sub-command, is a query (``judge cr 701.58``)."""

    default_command = "show"

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        if args and args[0] not in self.commands and args[0] not in ("--help", "-h"):
            args = [self.default_command, *args]
        return super().parse_args(ctx, args)


def import_group(app: typer.Typer) -> typer.Typer:
    """The ``judge import`` sub-command group, created by the first importer that needs it."""
    for info in app.registered_groups:
        if info.name == "import" and info.typer_instance is not None:
            return info.typer_instance
    group = typer.Typer(
        name="import",
        help=_("Import data files into your judge-cli data directory."),
        no_args_is_help=True,
    )
    app.add_typer(group, name="import")
    return group


def _data_dir(ctx: typer.Context) -> Path:
    return run_context(ctx).data_dir


def _store(ctx: typer.Context) -> Any:
    """The editions the user imported, then the one shipped with judge-cli."""
    return run_context(ctx).cr_store()


def _slang(ctx: typer.Context) -> Any:
    from judge_cli.cr.slang import load_slang, slang_file

    return load_slang([slang_file(), _data_dir(ctx) / "cr-slang.yaml"])


def _vocabulary() -> Any:
    from judge_cli.cr.terms import load_vocabulary

    return load_vocabulary()


def _edition_help() -> str:
    return _("Effective date of an imported edition (YYYY-MM-DD, or a unique prefix); default: the newest.")


def register(app: typer.Typer) -> None:
    """Add ``import cr`` and the ``cr`` group to ``app``."""
    importer = import_group(app)

    @importer.command(
        name="cr",
        help=_("Import Comprehensive Rules text files (as published by Wizards of the Coast), or every .txt file "
               "in a folder. Each edition is stored under its effective date; importing it again replaces it."),
    )
    def import_cr(
        ctx: typer.Context,
        paths: Annotated[list[Path], typer.Argument(metavar="PATH",
                                                    help=_("Comprehensive Rules .txt files, or folders of them."),
                                                    show_default=False)],
    ) -> None:
        _import(paths, _data_dir(ctx))

    group = typer.Typer(
        cls=CrGroup, name="cr", no_args_is_help=True, subcommand_metavar="QUERY | COMMAND [ARGS]...",
        help=_("Look up the Comprehensive Rules: judge cr QUERY finds a rule by number (701.58, 701.58b, 708, 7), "
               "by title or glossary term in any supported language (cloak, tarnen, 偽装, ward), or by judge slang "
               "(ETB, SBA, layer 7b), with typos forgiven. Sub-commands: history, diff, editions."))
    app.add_typer(group, name="cr")

    @group.command(name="show", hidden=True, cls=PlainTextCommand,
                   help=_("Look up a rule, title, glossary term or slang."))
    def show(
        ctx: typer.Context,
        query: Annotated[list[str], typer.Argument(metavar="QUERY", help=_("A rule number, title, term or slang."),
                                                   show_default=False, autocompletion=completion.rule_numbers)],
        edition: Annotated[str | None, typer.Option("--edition", "-e", metavar="DATE", help=_edition_help())] = None,
        full: Annotated[bool, typer.Option("--all", help=_("Print every rule below a section or chapter in full."))
                        ] = False,
        as_json: Annotated[bool, typer.Option("--json", help=_("Print JSON."))] = False,
    ) -> None:
        from judge_cli.cr.lookup import lookup
        from judge_cli.cr.model import normalise_number
        from judge_cli.cr.render import lookup_lines
        from judge_cli.cr.views import to_json

        typed = " ".join(query)
        number = normalise_number(typed) is not None
        with _store(ctx) as store:  # open while the lookup and the output read the edition
            if number:  # a number needs neither the vocabulary nor the slang, nor more rules than it shows
                loaded = store.load_lazily(edition)
                match = lookup(loaded, typed)
            else:
                loaded = store.load(edition)
                match = lookup(loaded, typed, _vocabulary(), _slang(ctx))
            if as_json:
                emit_json(to_json(match, loaded, full))
                return
            for line in lookup_lines(match, loaded, full):
                echo(line)

    @group.command(name="history", cls=PlainTextCommand,
                   help=_("A rule through every imported edition, followed by its title across renumbering, "
                          "with a word diff of each change (judge cr history cloak, judge cr history 613.4b)."))
    def history(
        ctx: typer.Context,
        query: Annotated[list[str], typer.Argument(metavar="RULE|TITLE", help=_("A rule number, title, term or slang."),
                                                   show_default=False)],
        edition: Annotated[str | None, typer.Option(
            "--edition", "-e", metavar="DATE",
            help=_("The edition whose numbering the query uses (default: the newest)."))] = None,
        as_json: Annotated[bool, typer.Option("--json", help=_("Print JSON."))] = False,
    ) -> None:
        from judge_cli.cr.compare import history as find_history
        from judge_cli.cr.render import history_lines
        from judge_cli.cr.views import history_json

        with _store(ctx) as store:
            found = find_history(store, " ".join(query), edition=edition, vocabulary=_vocabulary(), slang=_slang(ctx))
        if as_json:
            emit_json(history_json(found.match, found.history))
            return
        for line in history_lines(found.history):
            echo(line)

    @group.command(name="diff", cls=PlainTextCommand,
                   help=_("What changed between two imported editions: rules added, removed, renumbered (found by "
                          "title) and reworded (word diff), for the whole document or below one rule."))
    def diff(
        ctx: typer.Context,
        old: Annotated[str, typer.Argument(metavar="A", help=_("The older edition (date or unique prefix)."),
                                           show_default=False)],
        new: Annotated[str, typer.Argument(metavar="B", help=_("The newer edition (date or unique prefix)."),
                                           show_default=False)],
        scope: Annotated[list[str] | None, typer.Argument(
            metavar="RULE-PREFIX", help=_("Only this rule and what is below it: a number or a title, as edition "
                                            "B has it (701, 613.4, Cloak)."), show_default=False)] = None,
        as_json: Annotated[bool, typer.Option("--json", help=_("Print JSON."))] = False,
    ) -> None:
        from judge_cli.cr.compare import diff as find_diff
        from judge_cli.cr.render import diff_lines
        from judge_cli.cr.views import diff_json

        with _store(ctx) as store:
            result = find_diff(store, old, new, " ".join(scope) if scope else None)
        if as_json:
            emit_json(diff_json(result))
            return
        for line in diff_lines(result):
            echo(line)

    @group.command(name="editions", cls=PlainTextCommand,
                   help=_("List the editions, imported and shipped with judge-cli: effective date, file, encoding, "
                          "line ends, counts."))
    def editions(ctx: typer.Context,
                 as_json: Annotated[bool, typer.Option("--json", help=_("Print JSON."))] = False) -> None:
        from judge_cli.cr.render import editions_lines
        from judge_cli.cr.views import editions_json

        with _store(ctx) as store:
            infos = list(store.infos().values())
        if as_json:
            emit_json(editions_json(infos))
            return
        if not infos:
            from judge_cli.errors import NotFoundError

            raise NotFoundError(_("no Comprehensive Rules imported; run `judge import cr FILE`"))
        for line in editions_lines(infos):
            echo(line)


def _import(paths: list[Path], data_dir: Path) -> None:
    """Import each file (a folder: its .txt files); one failing file does not stop the others."""
    from judge_cli.cr.render import import_lines
    from judge_cli.cr.store import cr_dir, import_into

    files = _files(paths)
    failed = 0
    folder = cr_dir(data_dir)
    for index, path in enumerate(files):
        try:
            result = import_into(path, folder, display=str(path))
        except InputError as error:
            if len(files) == 1:
                raise
            failed += 1
            typer.echo(_("judge: error: {message}").format(message=error.message), err=True)
            continue
        if index:
            echo()
        for line in import_lines(result, path.name):
            echo(line)
        if result.edition.unparsed:
            first_line = result.edition.unparsed[0][0]
            typer.echo(ngettext(
                "judge: note: {count} line was not recognised (line {line}); it is kept with the edition.",
                "judge: note: {count} lines were not recognised (first: line {line}); they are kept with the edition.",
                len(result.edition.unparsed)).format(count=len(result.edition.unparsed), line=first_line), err=True)
    if len(files) > 1:
        echo()
        echo(_("Imported {done} of {total} files.").format(done=len(files) - failed, total=len(files)))
    if failed:
        raise typer.Exit(2)


def _files(paths: list[Path]) -> list[Path]:
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            found = sorted(p for p in path.iterdir() if p.suffix.lower() == ".txt" and not p.name.startswith("."))
            if not found:
                raise UsageError(_("no .txt files in the folder {folder}").format(folder=path))
            files.extend(found)
        else:
            files.append(path)
    return files
