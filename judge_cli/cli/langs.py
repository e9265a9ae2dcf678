"""``judge langs``: where the corpus exists in each language, and where English stands in."""

from __future__ import annotations

from typing import Annotated

import typer

from judge_cli.cli.common import echo, emit_json
from judge_cli.cli.context import run_context
from judge_cli.i18n import _

BAR_WIDTH = 20


def _pad(text: str, width: int) -> str:
    """Pad to ``width`` terminal columns (CJK characters take two)."""
    from unicodedata import east_asian_width

    columns = sum(2 if east_asian_width(char) in "WF" else 1 for char in text)
    return text + " " * max(0, width - columns)


def _bar(fraction: float) -> str:
    filled = round(fraction * BAR_WIDTH)
    return "█" * filled + "░" * (BAR_WIDTH - filled)


def register(app: typer.Typer) -> None:
    """Add the ``langs`` command to ``app``."""

    @app.command(name="langs", help=_("Show, per language, how much of the corpus exists in it."))
    def langs(
        ctx: typer.Context,
        as_json: Annotated[bool, typer.Option("--json", help=_("Print JSON."))] = False,
    ) -> None:
        from judge_cli.corpus.coverage import language_coverage
        from judge_cli.localize import language_name

        rows = language_coverage(run_context(ctx).corpus)
        if as_json:
            emit_json({"languages": [
                {"lang": row.lang, "name": language_name(row.lang), "names": row.names, "texts": row.texts,
                 "flavors": row.flavors, "rulings": row.rulings, "total_cards": row.total_cards,
                 "total_flavors": row.total_flavors, "total_rulings": row.total_rulings,
                 "coverage": round(row.fraction(), 3)}
                for row in rows]})
            return
        for row in rows:
            echo(f"{row.lang}  {_pad(language_name(row.lang), 10)} {_bar(row.fraction())} {row.fraction():>4.0%}")
            echo("    " + _("card names {have}/{total} · card texts {texts}/{total} · "
                          "flavor texts {flavors}/{flavor_total} · rulings {rulings}/{ruling_total}").format(
                have=row.names, total=row.total_cards, texts=row.texts, flavors=row.flavors,
                flavor_total=row.total_flavors, rulings=row.rulings, ruling_total=row.total_rulings))
