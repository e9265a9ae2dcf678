"""The command-line layer: parses options, calls one library function, renders."""

from __future__ import annotations

from collections.abc import Sequence

#: Command modules, each with ``register(app)``, in the order their commands
#: appear in ``judge --help``.
COMMAND_MODULES = ("lookup", "findcmd", "deckcmd", "langs", "evaluate", "ask", "crcmd", "corpuscmd", "updatecmd")

#: The module(s) registering each top-level command (``import`` gathers the importers of two).
COMMANDS: dict[str, tuple[str, ...]] = {
    "card": ("lookup",), "search": ("lookup",), "rulings": ("lookup",), "ruling": ("lookup",), "grep": ("lookup",),
    "find": ("findcmd",), "deck": ("deckcmd",), "langs": ("langs",), "eval": ("evaluate",), "ask": ("ask",),
    "cr": ("crcmd",), "corpus": ("corpuscmd",), "update": ("updatecmd",), "import": ("crcmd", "corpuscmd"),
}


def modules_for(words: Sequence[str] | None) -> tuple[str, ...]:
    """The command modules a run of ``judge WORDS...`` needs: only its command's when the first word names one
    (building every command costs about 10 ms), else all of them (help, a mistyped command, completion)."""
    if words:
        wanted = COMMANDS.get(words[0])
        if wanted is not None:
            return tuple(module for module in COMMAND_MODULES if module in wanted)
    return COMMAND_MODULES
