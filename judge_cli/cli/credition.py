"""The ``--cr-edition`` option of ``judge eval`` and ``judge ask``: which imported CR edition citations quote."""

from __future__ import annotations

from typing import Any

import typer

from judge_cli.i18n import _


def cr_edition_option() -> Any:
    """``--cr-edition DATE`` (None when not given); call after the interface language is set.

    Any, as :func:`typer.Option` returns it: the default of an option parameter.
    """
    return typer.Option(
        None, "--cr-edition", metavar="DATE",
        help=_("Cite the Comprehensive Rules from this imported edition (YYYY-MM-DD, or a unique prefix); "
               "default: the newest imported edition, else judge-cli's own summaries of the rules."))
