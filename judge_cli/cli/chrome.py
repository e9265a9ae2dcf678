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
sentences built inside click: ``judge_cli.cli.usage`` says them again in the
interface language.

:func:`plain_metavars` makes the help show plain flags and metavars
(``--json``, ``--lang LANG``, ``QUERY...``) instead of typer 0.29's Python
types (``<bool>``, ``<str>``, ``<list[str]>``, ``{QUERY}...``).
"""

from __future__ import annotations

import importlib.machinery
import sys
from collections.abc import Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any

from judge_cli.i18n import _, current_language

if TYPE_CHECKING:
    from importlib.abc import Loader as _LoaderBase

    from typer.core import TyperOption
else:  # importlib.abc costs ~8 ms to import; the loader below only needs the protocol's two methods
    _LoaderBase = object

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

    def folding(*args: Any, **kwargs: Any) -> Any:  # rich_utils._make_rich_text, a private function
        text = make(*args, **kwargs)
        if isinstance(text, Text):  # not Markdown, which wraps on its own
            text.overflow = "fold"
        return text

    folding._judge_folds = True  # type: ignore[attr-defined]
    module._make_rich_text = folding


class _AfterImportLoader(_LoaderBase):
    """Runs the real loader of ``typer.rich_utils``, then translates its constants."""

    def __init__(self, loader: Any) -> None:
        self.loader = loader

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:  # noqa: D102 - the Loader protocol
        return self.loader.create_module(spec)

    def exec_module(self, module: ModuleType) -> None:  # noqa: D102 - the Loader protocol
        self.loader.exec_module(module)
        _set_rich_words(module)


class _RichUtilsHook:
    """Finds ``typer.rich_utils`` like the path finder does, with :class:`_AfterImportLoader` around it."""

    def find_spec(  # noqa: D102 - the MetaPathFinder protocol
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname != RICH_UTILS:
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is not None and spec.loader is not None:
            spec.loader = _AfterImportLoader(spec.loader)
        return spec


def _wrap_click() -> None:
    """Translate the ``--help`` option's text and the ``Usage:`` prefix of typer's click (once)."""
    try:
        from typer._click.core import Command, Context
        from typer._click.formatting import HelpFormatter
    except ImportError:  # pragma: no cover - depends on the installed typer
        return
    if getattr(Command.get_help_option, "_judge_translated", False):
        return
    get_help_option = Command.get_help_option
    write_usage = HelpFormatter.write_usage

    def translated_help_option(self: Command, ctx: Context) -> TyperOption | None:
        option = get_help_option(self, ctx)
        if option is not None:
            option.help = _("Show this message and exit.")
        return option

    def translated_usage(self: HelpFormatter, prog: str, args: str = "", prefix: str | None = None) -> None:
        return write_usage(self, prog, args, _("Usage: ") if prefix is None else prefix)

    translated_help_option._judge_translated = True  # type: ignore[attr-defined]
    # setattr: replacing methods of typer's vendored click on purpose (mypy refuses a plain assignment)
    setattr(Command, "get_help_option", translated_help_option)  # noqa: B010
    setattr(HelpFormatter, "write_usage", translated_usage)  # noqa: B010


def _plain_option_type(self: Any, ctx: Any) -> str | None:
    """The value an option takes, as help shows it: none for a flag, ``[a|b]`` for choices, else a metavar."""
    if self.metavar is not None:
        return str(self.metavar)
    if getattr(self, "is_flag", False) or getattr(self, "count", False):
        return None
    descriptor = getattr(self, "type_descriptor", None)
    choices = getattr(descriptor, "choices", None) if getattr(descriptor, "is_choice", False) else None
    if choices:
        return "[" + "|".join(str(getattr(choice, "value", choice)) for choice in choices) + "]"
    return str(self.name or "value").upper()


def _plain_argument_type(self: Any, ctx: Any) -> str | None:
    return None  # the argument's name (QUERY...) already says what it is


def _plain_usage_name(self: Any) -> str:
    """``QUERY...`` for a required argument, ``[QUERY]...`` for an optional one (click's style)."""
    name = self.display_name_raw
    name = name if self.required else f"[{name}]"
    return name + "..." if self.nargs != 1 and not name.endswith("...") else name


def plain_metavars() -> None:
    """Show plain flags and metavars in help (once; a typer without these hooks keeps its own)."""
    try:
        from typer.core import TyperArgument, TyperOption
    except ImportError:  # pragma: no cover - depends on the installed typer
        return
    if not hasattr(TyperOption, "display_type_rich") or getattr(TyperOption, "_judge_plain", False):
        return
    TyperOption.display_type_rich = _plain_option_type  # type: ignore[method-assign]
    TyperArgument.display_type_rich = _plain_argument_type  # type: ignore[method-assign]
    if hasattr(TyperArgument, "_usage_display_name"):
        TyperArgument._usage_display_name = _plain_usage_name  # type: ignore[method-assign]
    TyperOption._judge_plain = True  # type: ignore[attr-defined]


def translate_typer() -> None:
    """Make typer's own words follow the interface language now in force (call before building the app).

    In English with nothing translated before, there is nothing to do (the
    words are typer's own), so the common path adds no work.
    """
    plain_metavars()
    english = current_language() == "en"
    if not english:
        _wrap_click()
    module = sys.modules.get(RICH_UTILS)
    if module is not None:  # already imported (an earlier app in this process): set them now
        _set_rich_words(module)
    elif not english and not any(isinstance(finder, _RichUtilsHook) for finder in sys.meta_path):
        sys.meta_path.insert(0, _RichUtilsHook())
