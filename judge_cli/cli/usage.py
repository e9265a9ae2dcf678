"""Command-line mistakes (an unknown option, a bad value, a missing or extra argument) as one translated line.

Typer shows these as a boxed, multi-line panel whose sentence comes from
click, in English.  :func:`usage_problem` reads the exception click raised
(its class, the parameter, the value on the command line) and says the same
in the interface language, ready for ``judge: error: …``.  An error of a kind
not known here keeps click's own sentence, still on one line.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from judge_cli.i18n import _
from judge_cli.suggest import did_you_mean

try:  # typer >= 0.25 vendors click
    from typer._click import exceptions as click_errors
except ImportError:  # pragma: no cover - older typer uses click itself
    from click import exceptions as click_errors  # type: ignore[no-redef,import-not-found,unused-ignore]

ClickException = click_errors.ClickException
NoArgsIsHelpError = click_errors.NoArgsIsHelpError

#: click's sentences for the errors it raises as a plain UsageError (typer 0.29's click, in English).
_EXTRA = re.compile(r"^Got unexpected extra arguments? ?(?:\(s\))? \((?P<args>.*)\)$", re.S)
_NO_COMMAND = re.compile(r"^No such command '(?P<name>[^']*)'\.", re.S)  # click may add its own "Did you mean"
_NO_VALUE = re.compile(r"^Option '(?P<option>[^']*)' requires an argument\.$")
_TAKES_NO_VALUE = re.compile(r"^Option '(?P<option>[^']*)' does not take a value\.$")


def usage_problem(error: Any, args: Sequence[str], root: Any = None) -> str:
    """The one-line message for click's usage ``error`` (``args``: the command line, to quote the bad value;
    ``root``: the top command, to name the command when click's error does not)."""
    ctx = getattr(error, "ctx", None)
    command = ctx.command_path if ctx is not None else _command_path(root, list(args))
    problem = _problem(error, ctx, list(args))
    return _("{command}: {problem} (see '{command} --help')").format(command=command, problem=problem)


def _problem(error: Any, ctx: Any, args: list[str]) -> str:
    if isinstance(error, click_errors.NoSuchOption):
        known = _option_names(ctx)
        return _("unknown option {option}{hint}").format(option=error.option_name,
                                                          hint=did_you_mean(error.option_name, known))
    if isinstance(error, click_errors.MissingParameter):
        return _("missing {argument}").format(argument=_display_name(error.param))
    if isinstance(error, click_errors.BadParameter):
        return _bad_value(error.param, args)
    message = error.format_message()
    if isinstance(error, click_errors.BadOptionUsage):
        found = _NO_VALUE.match(message)
        if found:
            return _("option {option} needs a value").format(option=found["option"])
        found = _TAKES_NO_VALUE.match(message)
        if found:
            return _("option {option} takes no value").format(option=found["option"])
    found = _EXTRA.match(message)
    if found:
        return _("unexpected extra argument {arguments!r}").format(arguments=found["args"])
    found = _NO_COMMAND.match(message)
    if found:
        commands = list(getattr(ctx.command, "commands", {})) if ctx is not None else []
        return _("unknown command {name!r}{hint}").format(name=found["name"],
                                                          hint=did_you_mean(found["name"], commands))
    if message == "Missing command.":
        return _("missing a command")
    return " ".join(message.split())  # click's own words, on one line


def _command_path(root: Any, args: list[str]) -> str:
    """``judge corpus info``: the commands named on the command line, followed from ``root``."""
    words = ["judge"]
    command = root
    for word in args:
        commands = getattr(command, "commands", None)
        if not commands or word.startswith("-"):
            continue
        if word not in commands:
            break
        words.append(word)
        command = commands[word]
    return " ".join(words)


def _option_names(ctx: Any) -> list[str]:
    if ctx is None:
        return []
    return [name for param in ctx.command.get_params(ctx) for name in getattr(param, "opts", [])
            if name.startswith("-")]


def _display_name(param: Any) -> str:
    """QUERY, FILE, --lang: how the help names the parameter."""
    if param is None:
        return _("an argument")
    if getattr(param, "param_type_name", "") == "option":
        return max(param.opts, key=len)
    return (param.metavar or param.name or "").upper().rstrip(".")


def _given(param: Any, args: list[str]) -> str | None:
    """The value ``param`` was given on the command line (the last one), when it can be found."""
    found = None
    for index, word in enumerate(args):
        for name in getattr(param, "opts", []):
            if word == name and index + 1 < len(args):
                found = args[index + 1]
            elif word.startswith(name + "="):
                found = word[len(name) + 1:]
    return found


def _bad_value(param: Any, args: list[str]) -> str:
    """``--limit takes a whole number from 1 to 100, not '0'``, and the like for choices and other values."""
    name = _display_name(param)
    value = _given(param, args)
    shown = repr(value) if value is not None else "?"
    descriptor = getattr(param, "type_descriptor", None)
    choices = getattr(descriptor, "choices", None) if getattr(descriptor, "is_choice", False) else None
    if choices:
        names = ", ".join(str(getattr(choice, "value", choice)) for choice in choices)
        return _("{option} takes one of {choices}, not {value}").format(option=name, choices=names, value=shown)
    annotation = getattr(descriptor, "annotation", None)
    if annotation is int:
        low, high = getattr(param, "min", None), getattr(param, "max", None)
        if low is not None and high is not None:
            return _("{option} takes a whole number from {low} to {high}, not {value}").format(
                option=name, low=low, high=high, value=shown)
        return _("{option} takes a whole number, not {value}").format(option=name, value=shown)
    return _("{option} cannot be {value}").format(option=name, value=shown)
