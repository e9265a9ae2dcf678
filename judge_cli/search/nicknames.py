"""Card nicknames ("bob" -> Dark Confidant): the shipped ``data/nicknames.yaml`` and a judge's own file.

A file maps Oracle card names to lists of nicknames (see the shipped file's header).  Nicknames are compared
in normalised form, as names are.  A lookup consults them only when no card's own name matches the query
exactly, so a nickname never hides a real card name.  Reading YAML costs more than a lookup, so the parsed
table is cached beside the parsed-corpus cache (with ``marshal``: no module to import, unlike ``json``),
keyed by the files' sizes and times; a problem with the cache only means the files are read again.
"""

from __future__ import annotations

import marshal
import os
from pathlib import Path

from judge_cli.errors import InputError
from judge_cli.i18n import _
from judge_cli.search.normalize import normalize

FILE_NAME = "nicknames.yaml"


def _read(path: Path, table: dict[str, str]) -> None:
    """Add the nicknames of one file to ``table`` (normalised nickname -> card name)."""
    from judge_cli.yamlsafe import YamlList, YamlMap, read_yaml_file

    data = read_yaml_file(path)
    if data is None:
        return
    if not isinstance(data, YamlMap):
        raise InputError(_("expected a mapping of card names to lists of nicknames"), source=str(path))
    here: dict[str, str] = {}
    for card, nicknames in data.items():
        line = data.line_of(card)
        if not isinstance(card, str) or not isinstance(nicknames, YamlList) or not all(
                isinstance(nickname, str) and nickname.strip() for nickname in nicknames):
            raise InputError(_("{card}: expected a list of nicknames, such as [bob]").format(card=card),
                             source=str(path), line=line or None)
        for nickname in nicknames:
            key = normalize(nickname)
            if here.get(key, card) != card:
                raise InputError(_("the nickname {nickname!r} is given to {first} and to {second}").format(
                    nickname=nickname, first=here[key], second=card), source=str(path), line=line or None)
            here[key] = card
    table.update(here)


def _stamp(paths: list[Path]) -> str:
    parts = []
    for path in paths:
        try:
            stat = os.stat(path)
        except OSError:
            parts.append(f"{path}:-")
            continue
        parts.append(f"{path}:{stat.st_mtime_ns}:{stat.st_size}")
    return "\n".join(parts)


def load_nicknames(paths: list[Path], cache: Path | None = None) -> dict[str, str]:
    """Normalised nickname -> Oracle card name from ``paths`` (later files win; missing files are skipped).

    ``cache``: a file to keep the parsed table in (None: no cache).  Raises :class:`InputError` for a
    malformed file.
    """
    stamp = _stamp(paths)
    if cache is not None:
        try:
            saved = marshal.loads(cache.read_bytes())
            if isinstance(saved, tuple) and len(saved) == 2 and saved[0] == stamp and isinstance(saved[1], dict):
                return dict(saved[1])
        except (OSError, ValueError, EOFError, TypeError):  # missing, old or damaged: read the files again
            pass
    table: dict[str, str] = {}
    for path in paths:
        if path.is_file():
            _read(path, table)
    if cache is not None:
        try:
            cache.parent.mkdir(parents=True, exist_ok=True)
            cache.write_bytes(marshal.dumps((stamp, table)))
        except OSError:
            pass
    return table
