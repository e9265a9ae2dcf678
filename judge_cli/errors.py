"""The one error tree of judge-cli and the exit codes the CLI maps it to.

The library raises subclasses of :class:`JudgeError`; only the CLI turns them
into a message and an exit code (see ``judge_cli.cli.app``).
"""

from __future__ import annotations

from enum import IntEnum


class ExitCode(IntEnum):
    """Process exit codes, documented in the README."""

    OK = 0  #: found / every scenario passed
    NOT_FOUND = 1  #: nothing matched / a scenario failed
    BAD_INPUT = 2  #: bad usage, bad input file, broken corpus
    #: the system stood in the way, not the input: the output is closed or full, the data directory
    #: cannot be read or written, the disk is full
    IO_ERROR = 3
    INTERNAL = 70  #: a bug in judge-cli (sysexits' EX_SOFTWARE); the message asks for a report
    INTERRUPTED = 130  #: Ctrl-C (128 + SIGINT, as shells report a process the signal ended)


class JudgeError(Exception):
    """Base of every error judge-cli reports to a user.

    ``message`` is already a complete, one-line, human sentence.
    """

    exit_code: ExitCode = ExitCode.BAD_INPUT

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


def located(source: str | None, line: int | None, message: str) -> str:
    """Prefix ``message`` with ``file:line:`` the way compilers do."""
    if source and line:
        return f"{source}:{line}: {message}"
    if source:
        return f"{source}: {message}"
    return message


class InputError(JudgeError):
    """A file or text given by the user (or a corpus file) is malformed."""

    def __init__(self, message: str, *, source: str | None = None, line: int | None = None) -> None:
        super().__init__(located(source, line, message))
        self.source = source
        self.line = line
        self.detail = message


class CorpusError(InputError):
    """A corpus data file is missing, unreadable or does not fit the schema."""


class DownloadError(InputError):
    """A download failed, or brought something other than the file asked for (an error page, a file cut
    short, a wrong checksum); ``source`` is the address or file it was about, ``status`` the HTTP status
    when the server answered with an error."""

    def __init__(self, message: str, *, source: str | None = None, status: int | None = None) -> None:
        super().__init__(message, source=source)
        self.status = status


class UsageError(JudgeError):
    """A command-line argument or option is invalid."""


class NotFoundError(JudgeError):
    """A lookup found nothing close enough."""

    exit_code = ExitCode.NOT_FOUND

    def __init__(self, message: str, nearest: list[str] | None = None) -> None:
        super().__init__(message)
        self.nearest = nearest or []


class AmbiguousNameError(NotFoundError):
    """A name that several cards hold equally ("Angel", "Cradle"): ``nearest`` lists them, none is chosen."""


class ResourceError(JudgeError):
    """A file, folder or stream judge-cli needs for itself (not an input) cannot be read or written:
    the data directory, the imported store, standard output."""

    exit_code = ExitCode.IO_ERROR


class Interrupted(JudgeError):
    """The user pressed Ctrl-C; ``message`` says what state things were left in."""

    exit_code = ExitCode.INTERRUPTED
