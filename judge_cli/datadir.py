"""The per-user data directory.

Imported data (Comprehensive Rules editions, card corpora) lives in the
operating system's standard place for application data (``platformdirs``:
``~/.local/share/judge-cli`` on Linux, ``~/Library/Application Support/judge-cli``
on macOS, ``%LOCALAPPDATA%\\judge-cli`` on Windows), or in ``JUDGE_DATA_DIR``
when that variable is set (tests, portable installs).
"""

from __future__ import annotations

import os
from pathlib import Path


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
