"""``judge find QUERY``: cards matching a Scryfall-syntax query (see :mod:`judge_cli.find`)."""

# No "from __future__ import annotations": typer evaluates the Annotated options, which use locals.

from typing import Annotated, Any

import typer

from judge_cli.cli.common import echo, emit_json
from judge_cli.cli.context import run_context
from judge_cli.cli.plaintext import PlainTextCommand
from judge_cli.i18n import _, ngettext


def render_find(found: dict[str, Any]) -> list[str]:
    """One card a line (name, mana cost, type line), then the total."""
    lines = []
    for card in found["results"]:
        name = card["name"]
        printed = card.get("printed_name")
        if printed and printed != name:
            name = f"{printed} — {name}"
        lines.append("  ".join(part for part in (name, card["mana_cost"], card["type_line"]) if part))
    total, shown = found["total"], len(found["results"])
    summary = ngettext("{count} card", "{count} cards", total).format(count=f"{total:,}")
    if shown < total:
        summary += " " + _("(showing the first {shown}; --limit shows more)").format(shown=shown)
    return lines + [summary]


def register(app: typer.Typer) -> None:
    """Add ``judge find`` to ``app``."""

    @app.command(name="find", cls=PlainTextCommand, help=_(
        "Find cards with Scryfall's search syntax: words in the name, o: oracle text, t: type, c: colour, "
        "id: identity, mv pow tou loy comparisons, r: rarity, s: set, f: format, banned:, restricted:, kw:, "
        "is:, lang:, ft: flavor; -, or, parentheses."))
    def find_command(
        ctx: typer.Context,
        query: Annotated[list[str], typer.Argument(metavar="QUERY", show_default=False, help=_(
            "The query, e.g. 't:creature o:\"enters tapped\" mv<=3' (quote it for your shell)."))],
        limit: Annotated[int, typer.Option("--limit", min=1, max=100000, help=_(
            "How many cards to list (the total counts them all)."))] = 100,
        lang: Annotated[str | None, typer.Option("--lang", show_default=False, help=_(
            "Show names printed in this language, and match bare words against them only."))] = None,
        as_json: Annotated[bool, typer.Option("--json", help=_("Print JSON."))] = False,
    ) -> None:
        from judge_cli.errors import ExitCode, NotFoundError
        from judge_cli.find.search import find

        run = run_context(ctx, lang=lang)
        text = " ".join(query).encode("utf-8", "surrogateescape").decode("utf-8", "replace")
        found = find(run.corpus, text, lang=run.content_lang, limit=limit)
        if as_json:
            emit_json(found)
            if not found["total"]:
                raise typer.Exit(int(ExitCode.NOT_FOUND))
            return
        if not found["total"]:
            raise NotFoundError(_("no card matches {query!r}").format(query=text))
        for line in render_find(found):
            echo(line)
