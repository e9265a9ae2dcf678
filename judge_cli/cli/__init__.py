"""The command-line layer: parses options, calls one library function, renders."""

#: Command modules, each with ``register(app)``, in the order their commands
#: appear in ``judge --help``.
COMMAND_MODULES = ("lookup", "findcmd", "deckcmd", "langs", "evaluate", "ask", "crcmd", "corpuscmd", "updatecmd")
