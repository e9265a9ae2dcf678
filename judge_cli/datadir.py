"""The per-user data directory, and writing files there without ever leaving half a file.

Imported data (Comprehensive Rules editions, card corpora) lives in the
operating system's standard place for application data (``platformdirs``:
``~/.local/share/judge-cli`` on Linux, ``~/Library/Application Support/judge-cli``
on macOS, ``%LOCALAPPDATA%\\judge-cli`` on Windows), or in ``JUDGE_DATA_DIR``
when that variable is set (tests, portable installs).
"""

from __future__ import annotations

import os
from pathlib import Path

from judge_cli.errors import InputError
from judge_cli.i18n import _

APP_NAME = "judge-cli"
ENV_VARIABLE = "JUDGE_DATA_DIR"


def user_data_dir(environ: dict[str, str] | None = None) -> Path:
    """Where judge-cli keeps imported data (not created here)."""
    environ = os.environ if environ is None else environ
    override = environ.get(ENV_VARIABLE, "").strip()
    if override:
        return Path(override).expanduser()
    fast = _linux_data_dir(environ)
    if fast is not None:
        return fast
    import platformdirs  # only commands that touch imported data pay for it

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def _linux_data_dir(environ) -> Path | None:
    """platformdirs' answer on Linux in the plain cases, without importing it (~15 ms).

    Every lookup checks for imported cards, so this is on the start-up path of
    ``judge card``.  Unusual settings (a relative ``XDG_DATA_HOME`` or
    ``HOME``) and other systems are left to platformdirs.
    """
    import sys

    if not sys.platform.startswith("linux"):
        return None
    xdg = environ.get("XDG_DATA_HOME", "")
    if xdg:
        return Path(xdg) / APP_NAME if os.path.isabs(xdg) else None
    home = environ.get("HOME")
    if home is not None and not os.path.isabs(home):
        return None
    return Path(os.path.expanduser("~/.local/share")) / APP_NAME


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so that readers see the old file or the new one, never a mix.

    The bytes go to a temporary file in the same directory, are flushed to
    disk, then ``os.replace`` swaps it in (atomic on POSIX and Windows).  An
    interrupted write leaves only a stray ``.tmp`` file, which is removed when
    possible.
    """
    import tempfile  # not at the top: every lookup imports this module to find the imported cards

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise InputError(_("cannot write to the data directory ({reason})").format(reason=exc.strerror),
                         source=str(path.parent)) from None
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, _file_mode())  # mkstemp makes 0600; data files are as readable as any other
        os.replace(temporary, path)
    except BaseException as exc:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        if isinstance(exc, OSError):
            raise InputError(_("cannot write file ({reason})").format(reason=exc.strerror), source=str(path)) from None
        raise


def _file_mode() -> int:
    """0666 less the process umask: the mode ``open()`` would have given a new file."""
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask
