"""Writing files so that readers see the old file or the new one, never half of one.

Every write of judge-cli's own files (imported CR editions, the imported-cards
store, the parsed-corpus cache) goes through :func:`replacing`: the new content
is written to a temporary file in the target's folder, flushed to disk, then
``os.replace`` swaps it in (atomic on POSIX and Windows).  Any error, Ctrl-C
included, removes the temporary file and leaves the target as it was.

Nothing heavy is imported here: every lookup imports the modules that use it.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import TYPE_CHECKING

from judge_cli.errors import ResourceError
from judge_cli.i18n import _

if TYPE_CHECKING:
    import signal


def os_reason(error: OSError) -> str:
    """Why an operating-system call failed, in the interface language.

    ``strerror`` is the C library's English (Python never sets the messages
    locale); the reasons people meet at the table are translated here, the
    rare others keep the system's words.
    """
    import errno

    reasons = {
        errno.ENOSPC: _("no space left on the device"),
        errno.EDQUOT: _("disk quota exceeded"),
        errno.EFBIG: _("file too large for this file system"),
        errno.EACCES: _("permission denied"),
        errno.EPERM: _("operation not permitted"),
        errno.EROFS: _("read-only file system"),
        errno.ENOTDIR: _("a part of the path is a file, not a folder"),
        errno.EISDIR: _("is a folder, not a file"),
        errno.ENOENT: _("no such file or folder"),
        errno.EBADF: _("it is closed"),
        errno.EIO: _("input/output error"),
        errno.ENAMETOOLONG: _("the name is too long"),
        errno.ELOOP: _("too many symbolic links"),
        errno.ENXIO: _("no such device"),
    }
    return reasons.get(error.errno or 0) or error.strerror or type(error).__name__


def default_file_mode() -> int:
    """0666 less the process umask: the mode ``open()`` would give a new file."""
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


def temporary_beside(target: Path) -> Path:
    """A new empty temporary file in ``target``'s folder (created if needed); OSError when it cannot be."""
    import tempfile  # not at the top: the lookup commands import this module and never write

    target.parent.mkdir(parents=True, exist_ok=True)
    handle, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    os.close(handle)
    return Path(name)


def hold_interrupts() -> set[int | signal.Signals] | None:
    """Hold Ctrl-C back (where the platform can) and return the previous signal mask.

    Between creating a temporary file and entering the block that removes it on error, an interrupt would
    leave the file behind (a slow or stopped process makes that window real); :func:`swapping_in` releases
    the mask first thing inside that block.
    """
    import signal  # not at the top: the lookup commands import this module and never write

    if not hasattr(signal, "pthread_sigmask"):
        return None
    return signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})


def release_interrupts(held: set[int | signal.Signals] | None) -> None:
    """Restore the mask :func:`hold_interrupts` returned; a Ctrl-C held back meanwhile is raised now."""
    if held is not None:
        import signal

        signal.pthread_sigmask(signal.SIG_SETMASK, held)


@contextmanager
def swapping_in(temporary: Path, target: Path, *, mode: int | None = None,
                held: set[int | signal.Signals] | None = None) -> Iterator[Path]:
    """Write ``temporary`` in the block; on a normal exit it is flushed to disk, given ``mode`` and renamed
    over ``target``; on any exception (Ctrl-C included) it is removed and ``target`` is left as it was.

    ``mode`` defaults to :func:`default_file_mode` (``mkstemp`` makes files 0600). ``held``: the signal mask
    :func:`hold_interrupts` returned when the temporary file was made; restored inside the block that removes
    the file, so a Ctrl-C held back since then lands where it cleans up.
    """
    try:
        release_interrupts(held)
        yield temporary
        with open(temporary, "rb") as written:  # the writer may have used its own handle (SQLite, pickle)
            os.fsync(written.fileno())
        os.chmod(temporary, default_file_mode() if mode is None else mode)
        os.replace(temporary, target)
    except BaseException:
        with suppress(OSError):  # already gone: nothing to clean up
            os.unlink(temporary)
        raise


def _temporary_held(target: Path) -> tuple[Path, set[int | signal.Signals] | None]:
    """:func:`temporary_beside` with Ctrl-C held back (see :func:`hold_interrupts`) until :func:`swapping_in`
    releases it; released here when the file cannot be made."""
    held = hold_interrupts()
    try:
        return temporary_beside(target), held
    except BaseException:
        release_interrupts(held)
        raise


@contextmanager
def replacing(target: Path, *, mode: int | None = None) -> Iterator[Path]:
    """A temporary path beside ``target`` to write the new content to, swapped in when the block ends
    (see :func:`swapping_in`); OSError before the block when the temporary file cannot be made."""
    made, held = _temporary_held(target)
    with swapping_in(made, target, mode=mode, held=held) as temporary:
        yield temporary


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through :func:`replacing`; OSError becomes :class:`ResourceError`.

    The message says whether the folder could not be written to at all or the
    file itself failed (full disk, permissions).
    """
    try:
        temporary, held = _temporary_held(path)
    except OSError as exc:
        raise ResourceError(_("{path}: cannot write to the data directory ({reason})").format(
            path=path.parent, reason=os_reason(exc))) from None
    try:
        with swapping_in(temporary, path, held=held):
            temporary.write_bytes(data)
    except OSError as exc:
        raise ResourceError(_("{path}: cannot write file ({reason})").format(
            path=path, reason=os_reason(exc))) from None
