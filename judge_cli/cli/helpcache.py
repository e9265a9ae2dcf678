"""Help as rich draws it, drawn once and shown again from the cache.

Typer draws ``--help`` with rich: importing rich (and the markdown and
traceback modules typer's help module imports with it) and laying out the
panels cost about 100 ms, more than anything else a run of ``judge`` does.
The drawing depends only on what this module puts in its key: judge-cli's
version and command-line sources, typer's version and rich's files, the
command, the interface language and its catalog, and what rich asks about
the output (a terminal or not, its size and encoding, and the environment
variables rich and typer read: ``COLUMNS``, ``NO_COLOR``, ``FORCE_COLOR``,
``TERM``…).  So the first ``--help`` of a command draws it and keeps every
character it wrote (colours included) in the parsed-corpus cache folder;
the next one with the same key writes those characters again, without
importing rich.  Without a cache folder (``JUDGE_NO_CACHE``), without rich,
or when anything about the cache fails, help is drawn as typer draws it.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

#: Bump when the cached layout changes.
FORMAT = 1
#: The environment variables rich's console and typer's help read (rich/console.py, typer/rich_utils.py, core.py).
RICH_VARIABLES = ("COLORTERM", "COLUMNS", "DATABRICKS_RUNTIME_VERSION", "FORCE_COLOR", "GITHUB_ACTIONS",
                  "JUPYTER_COLUMNS", "JUPYTER_LINES", "LINES", "NO_COLOR", "PY_COLORS", "TERM", "TERMINAL_WIDTH",
                  "TTY_COMPATIBLE", "TTY_INTERACTIVE", "TYPER_USE_RICH", "_TYPER_FORCE_DISABLE_TERMINAL")
#: A help text larger than this is not kept.
MAX_SIZE = 1 << 20


def _stat(path: Path | str) -> str:
    try:
        stat = os.stat(path)
    except OSError:
        return f"{path}:-"
    return f"{path}:{stat.st_mtime_ns}:{stat.st_size}"


def _terminal(stream: Any) -> list[str]:
    """What rich asks about the output: a terminal or not, its encoding, the size of each standard stream."""
    try:
        isatty = bool(stream.isatty())
    except (AttributeError, ValueError, OSError):
        isatty = False
    parts = [f"tty:{isatty}", f"encoding:{getattr(stream, 'encoding', None)}"]
    for descriptor in (0, 1, 2):
        try:
            parts.append("size:{}x{}".format(*os.get_terminal_size(descriptor)))
        except (AttributeError, ValueError, OSError):
            parts.append("size:-")
    return parts


def help_key(command_path: str, environ: Any, stream: Any) -> str | None:
    """Everything the help of ``command_path`` drawn on ``stream`` depends on; None when it cannot be told."""
    import importlib.util

    import typer

    from judge_cli import __version__
    from judge_cli.i18n import DOMAIN, current_language, locales_dir

    rich = importlib.util.find_spec("rich")
    if rich is None or rich.origin is None:
        return None
    language = current_language()
    parts = [str(FORMAT), __version__, typer.__version__, _stat(rich.origin), command_path, language]
    here = Path(__file__).parent
    for entry in sorted(os.scandir(here), key=lambda entry: entry.name):
        if entry.name.endswith(".py"):
            parts.append(_stat(entry.path))
    catalogs = locales_dir()
    if catalogs is not None and language != "en":
        for suffix in (".mo", ".po"):
            parts.append(_stat(catalogs / language / "LC_MESSAGES" / f"{DOMAIN}{suffix}"))
    parts.extend(_terminal(stream))
    parts.extend(f"{name}={environ.get(name)!r}" for name in RICH_VARIABLES)
    return "\n".join(parts)


def _cache_file(cache_dir: Path, key: str) -> Path:
    import zlib

    return cache_dir / "help" / f"help-{zlib.crc32(key.encode('utf-8', 'surrogatepass')):08x}.marshal"


def _read(path: Path, key: str) -> str | None:
    import marshal

    try:
        with path.open("rb") as handle:
            saved = marshal.load(handle)
    except (OSError, EOFError, ValueError, TypeError):
        return None
    if isinstance(saved, tuple) and len(saved) == 2 and saved[0] == key and isinstance(saved[1], str):
        return saved[1]
    return None


def _keep(path: Path, key: str, text: str) -> None:
    import marshal

    from judge_cli.fsutil import replacing

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with replacing(path) as temporary, temporary.open("wb") as handle:
            marshal.dump((key, text), handle)
    except Exception:  # noqa: BLE001 - the cache is optional
        pass


class _Copying:
    """Standard output, with a copy of everything written through it."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream
        self.written: list[str] = []

    def write(self, text: str) -> int:
        """Write ``text`` and keep a copy."""
        self.written.append(text)
        return int(self.stream.write(text))

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


def _run_context(ctx: Any) -> Any:
    root = ctx.find_root() if ctx is not None else None
    return getattr(root, "obj", None)


def cached_format_help(draw: Any, command: Any, ctx: Any, formatter: Any) -> None:
    """Write the help of ``command`` from the cache, or ``draw`` it (typer's ``format_help``) and keep it."""
    run = _run_context(ctx)
    cache_dir = getattr(run, "cache_dir", None)
    environ = getattr(run, "environ", None)
    if cache_dir is None or environ is None or getattr(command, "rich_markup_mode", None) is None \
            or environ.get("TYPER_USE_RICH") is not None:
        draw(command, ctx, formatter)
        return
    key = help_key(ctx.command_path, environ, sys.stdout)
    if key is None:
        draw(command, ctx, formatter)
        return
    path = _cache_file(Path(cache_dir), key)
    text = _read(path, key)
    if text is not None:
        from judge_cli.cli.output import write_out

        write_out(text)
        return
    copying = _Copying(sys.stdout)
    sys.stdout = copying
    try:
        draw(command, ctx, formatter)
    finally:
        sys.stdout = copying.stream
    text = "".join(copying.written)
    if not formatter.getvalue() and len(text) <= MAX_SIZE:  # rich wrote it all (the formatter holds nothing)
        _keep(path, key, text)


def install_help_cache() -> None:
    """Route the help of every typer command and group through :func:`cached_format_help` (once per process)."""
    from typer.core import TyperCommand, TyperGroup

    for cls in (TyperCommand, TyperGroup):
        draw = cls.format_help
        if getattr(draw, "_judge_cached", False):
            continue

        def format_help(self: Any, ctx: Any, formatter: Any, _draw: Any = draw) -> None:
            cached_format_help(_draw, self, ctx, formatter)

        format_help._judge_cached = True  # type: ignore[attr-defined]
        cls.format_help = format_help  # type: ignore[method-assign]
