"""Typer's own words in the interface language: panel titles, ``Usage:``, ``[required]``, ``--help``.

Typer keeps these English words outside our ``_()`` calls: as constants of
``typer.rich_utils`` (fixed when that module is imported, which typer does
only to render help or an error) and as literals of its vendored click (the
``--help`` option's text, the ``Usage:`` prefix).  :func:`translate_typer`
points them at our catalog:

* the click literals through two small method wrappers that call ``_()``
  each time, so they follow whatever language is in force;
* the ``rich_utils`` constants set from ``_()`` now if typer already imported
  the module, else the moment it does (an import hook), so that the English
  path never pays for importing rich.

These are private parts of typer 0.29; if they move, the words stay English
(never an error).  Click's own parse errors ("No such option: …") are
sentences built inside click and stay English.
"""

from __future__ import annotations

import importlib.machinery
import sys
from typing import Any

from judge_cli.i18n import _, current_language

RICH_UTILS = "typer.rich_utils"


def _rich_words() -> dict[str, str]:
    """The ``typer.rich_utils`` constants judge-cli's help and errors show, translated."""
    return {
        "DEFAULT_STRING": _("[default: {}]"),
        "REQUIRED_LONG_STRING": _("[required]"),
        "ARGUMENTS_PANEL_TITLE": _("Arguments"),
        "OPTIONS_PANEL_TITLE": _("Options"),
        "COMMANDS_PANEL_TITLE": _("Commands"),
        "ERRORS_PANEL_TITLE": _("Error"),
        "ABORTED_TEXT": _("Aborted."),
        "RICH_HELP": _("Try [blue]'{command_path} {help_option}'[/] for help."),
    }


def _set_rich_words(module: Any) -> None:
    for name, text in _rich_words().items():
        if hasattr(module, name):
            setattr(module, name, text)
    _fold_long_words(module)


def _fold_long_words(module: Any) -> None:
    """Help texts fold a word too long for its column instead of cutting it with '…'.

    Japanese and Chinese sentences have no spaces, so to rich a whole clause is
    one word; typer's option table would truncate it.
    """
    make = getattr(module, "_make_rich_text", None)
    if make is None or getattr(make, "_judge_folds", False):
        return

    from rich.text import Text  # loaded already: typer.rich_utils imports it

    def folding(*args, **kwargs):
        text = make(*args, **kwargs)
        if isinstance(text, Text):  # not Markdown, which wraps on its own
            text.overflow = "fold"
        return text

    folding._judge_folds = True  # type: ignore[attr-defined]
    module._make_rich_text = folding


class _AfterImportLoader:
    """Runs the real loader of ``typer.rich_utils``, then translates its constants."""

    def __init__(self, loader: Any) -> None:
        self.loader = loader

    def create_module(self, spec):  # noqa: D102 - the Loader protocol
        return self.loader.create_module(spec)

    def exec_module(self, module) -> None:  # noqa: D102 - the Loader protocol
        self.loader.exec_module(module)
        _set_rich_words(module)


class _RichUtilsHook:
    """Finds ``typer.rich_utils`` like the path finder does, with :class:`_AfterImportLoader` around it."""

    def find_spec(self, fullname, path, target=None):  # noqa: D102 - the MetaPathFinder protocol
        if fullname != RICH_UTILS:
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is not None and spec.loader is not None:
            spec.loader = _AfterImportLoader(spec.loader)
        return spec


def _wrap_click() -> None:
    """Translate the ``--help`` option's text and the ``Usage:`` prefix of typer's click (once)."""
    try:
        from typer._click.core import Command
        from typer._click.formatting import HelpFormatter
    except ImportError:  # pragma: no cover - depends on the installed typer
        return
    if getattr(Command.get_help_option, "_judge_translated", False):
        return
    get_help_option = Command.get_help_option
    write_usage = HelpFormatter.write_usage

    def translated_help_option(self, ctx):
        option = get_help_option(self, ctx)
        if option is not None:
            option.help = _("Show this message and exit.")
        return option

    def translated_usage(self, prog, args="", prefix=None):
        return write_usage(self, prog, args, _("Usage: ") if prefix is None else prefix)

    translated_help_option._judge_translated = True  # type: ignore[attr-defined]
    Command.get_help_option = translated_help_option
    HelpFormatter.write_usage = translated_usage


def translate_typer() -> None:
    """Make typer's own words follow the interface language now in force (call before building the app).

    In English with nothing translated before, there is nothing to do (the
    words are typer's own), so the common path adds no work.
    """
    english = current_language() == "en"
    if not english:
        _wrap_click()
    module = sys.modules.get(RICH_UTILS)
    if module is not None:  # already imported (an earlier app in this process): set them now
        _set_rich_words(module)
    elif not english and not any(isinstance(finder, _RichUtilsHook) for finder in sys.meta_path):
        sys.meta_path.insert(0, _RichUtilsHook())
