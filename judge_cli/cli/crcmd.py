"""``judge import cr FILE`` and ``judge cr QUERY``: the Comprehensive Rules."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from judge_cli.cli import completion

from judge_cli.cli.common import echo, emit_json
from judge_cli.cli.context import run_context
from judge_cli.i18n import _, current_language, ngettext

_INDENT = "    "


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


def register(app: typer.Typer) -> None:
    """Add ``import cr`` and ``cr`` to ``app``."""
    importer = import_group(app)

    @importer.command(
        name="cr",
        help=_("Import a Comprehensive Rules text file (as published by Wizards of the Coast). "
               "Each edition is stored under its effective date; importing it again replaces it."),
    )
    def import_cr(
        ctx: typer.Context,
        file: Annotated[Path, typer.Argument(help=_("The Comprehensive Rules .txt file."), show_default=False)],
    ) -> None:
        from judge_cli.cr.store import import_file

        edition, stored, replaced = import_file(file, run_context(ctx).data_dir, display=str(file))
        counts = edition.counts()
        echo(_("Imported the Comprehensive Rules effective {date} from {file}.").format(
            date=edition.key, file=file.name))
        echo(_INDENT + ", ".join((
            ngettext("{count} section", "{count} sections", counts["section"]).format(count=counts["section"]),
            ngettext("{count} chapter", "{count} chapters", counts["chapter"]).format(count=counts["chapter"]),
            ngettext("{count} rule", "{count} rules", counts["rule"]).format(count=counts["rule"]),
            ngettext("{count} subrule", "{count} subrules", counts["subrule"]).format(count=counts["subrule"]),
            ngettext("{count} glossary term", "{count} glossary terms", counts["glossary"]).format(
                count=counts["glossary"]),
        )))
        if replaced:
            echo(_INDENT + _("Replaced the earlier import of this edition."))
        echo(_INDENT + _("Stored in {path}").format(path=stored))
        if edition.unparsed:
            first_line = edition.unparsed[0][0]
            typer.echo(ngettext(
                "judge: note: {count} line was not recognised (line {line}); it is kept with the edition.",
                "judge: note: {count} lines were not recognised (first: line {line}); they are kept with the edition.",
                len(edition.unparsed)).format(count=len(edition.unparsed), line=first_line), err=True)

    @app.command(
        name="cr",
        help=_("Look up the Comprehensive Rules: by number (701.58, 701.58b, 708, 7), by title or glossary "
               "term in any supported language (cloak, tarnen, 偽装, ward), with typos forgiven."),
    )
    def cr(
        ctx: typer.Context,
        query: Annotated[str, typer.Argument(help=_("A rule number, title or term."), show_default=False,
                                             autocompletion=completion.rule_numbers)],
        edition: Annotated[Optional[str], typer.Option(
            "--edition", "-e", metavar="DATE",
            help=_("Effective date of an imported edition (YYYY-MM-DD, or a unique prefix); "
                   "default: the newest."))] = None,
        as_json: Annotated[bool, typer.Option("--json", help=_("Print JSON."))] = False,
    ) -> None:
        from judge_cli.cr.lookup import lookup, to_json
        from judge_cli.cr.store import load_edition
        from judge_cli.cr.terms import load_vocabulary

        loaded = load_edition(edition, run_context(ctx).data_dir)
        match = lookup(loaded, query, load_vocabulary())
        if as_json:
            emit_json(to_json(match, loaded))
            return
        for line in _render(match, loaded):
            echo(line)


def _render(match, edition) -> list[str]:
    """The lines of a found entry: rule and subrules (or glossary entry), see-also, edition."""
    from judge_cli.localize import format_date, language_name

    lines: list[str] = []
    if match.translated:
        typed, lang, english = match.translated
        lines.append(_("“{term}” ({language}) is the official term for “{english}”.").format(
            term=typed, language=language_name(lang), english=english))
    if match.rule is not None:
        depth = 1 if match.rule.kind == "section" else -1
        _render_rule(edition, match.rule, 0, depth, lines)
    if match.term:
        lines.append("")
        lines.append(_("Glossary: {term}").format(term=match.term))
        lines.extend(_INDENT + paragraph for paragraph in (match.definition or "").split("\n"))
    if match.see:
        lines.append("")
        lines.append(_("See also: {rules}").format(
            rules="; ".join(f"{n} {_one_line(edition.rules[n].heading)}" for n in match.see)))
    lines.append("")
    lines.append(_("Comprehensive Rules effective {date}").format(
        date=format_date(edition.effective, current_language())))
    return lines


def _render_rule(edition, rule, level: int, depth: int, lines: list[str]) -> None:
    indent = _INDENT * level
    label = f"{rule.number}." if rule.kind in ("section", "chapter", "rule") else rule.number
    paragraphs = (rule.title or rule.text or "").split("\n")
    lines.append(f"{indent}{label} {paragraphs[0]}".rstrip())
    lines.extend(f"{indent}{_INDENT}{paragraph}" for paragraph in paragraphs[1:])
    if rule.title and rule.text:
        lines.extend(f"{indent}{_INDENT}{paragraph}" for paragraph in rule.text.split("\n"))
    for example in rule.examples:
        lines.append(f"{indent}{_INDENT}" + _("Example: {text}").format(text=example.replace("\n", " ")))
    if depth == 0:
        return
    for number in rule.children:
        _render_rule(edition, edition.rules[number], level + 1, depth - 1, lines)


def _one_line(text: str, width: int = 70) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1].rstrip() + "…"
