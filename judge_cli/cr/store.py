"""Imported Comprehensive Rules editions, one compact JSON file per effective date.

Layout: ``<data dir>/cr/<YYYY-MM-DD>.json``; the data directory is given by
the caller (the command line finds it: ``judge_cli.cli.context``).
Importing an edition with the same effective date replaces its file; each
write goes through a temporary file and ``os.replace``, so a failed or
interrupted import leaves the previous data as it was.
"""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path
from typing import Any

from judge_cli.cr.model import Edition, Rule
from judge_cli.errors import CorpusError, NotFoundError, UsageError
from judge_cli.fsutil import atomic_write_bytes
from judge_cli.i18n import _

#: Bumped when the stored shape changes; older files ask for a re-import.
FORMAT = 1
_EDITION_FILE = re.compile(r"^(\d{4}-\d{2}-\d{2})\.json$")


def cr_dir(base: Path) -> Path:
    """The folder holding the imported editions (``base``: the data directory)."""
    return base / "cr"


def edition_to_json(edition: Edition) -> dict[str, Any]:
    """The stored form: rules as ``[number, title, text, examples, line]`` rows."""
    return {
        "format": FORMAT,
        "effective": edition.key,
        "source": edition.source,
        "intro": edition.intro,
        "rules": [[r.number, r.title, r.text, r.examples, r.line] for r in edition.rules.values()],
        "glossary": [[term, text] for term, text in edition.glossary.items()],
        "credits": edition.credits,
        "unparsed": [[line, text] for line, text in edition.unparsed],
    }


def edition_from_json(data: Any, source: str) -> Edition:
    """Rebuild an :class:`Edition` from :func:`edition_to_json` output."""
    try:
        if data.get("format") != FORMAT:
            raise ValueError("format")
        edition = Edition(
            effective=dt.date.fromisoformat(data["effective"]),
            glossary={str(term): str(text) for term, text in data["glossary"]},
            credits=str(data.get("credits", "")),
            intro=str(data.get("intro", "")),
            source=str(data.get("source", "")),
            unparsed=[(int(line), str(text)) for line, text in data.get("unparsed", [])],
        )
        for number, title, text, examples, line in data["rules"]:
            edition.rules[str(number)] = Rule(str(number), str(title), str(text), [str(e) for e in examples],
                                              line=int(line))
    except (AttributeError, KeyError, TypeError, ValueError):
        raise CorpusError(_("stored edition is damaged or from another version; import it again"),
                          source=source) from None
    return edition.link()


def save_edition(edition: Edition, base: Path) -> Path:
    """Store ``edition`` under its effective date, replacing any earlier import of it."""
    import json

    path = cr_dir(base) / f"{edition.key}.json"
    payload = json.dumps(edition_to_json(edition), ensure_ascii=False, separators=(",", ":"))
    atomic_write_bytes(path, payload.encode("utf-8"))
    return path


def list_editions(base: Path) -> list[str]:
    """Effective dates of the imported editions, oldest first."""
    folder = cr_dir(base)
    if not folder.is_dir():
        return []
    return sorted(m.group(1) for m in map(_EDITION_FILE.match, (p.name for p in folder.iterdir())) if m)


def choose_edition(requested: str | None, available: list[str]) -> str:
    """The edition key for ``--edition``: the newest when None, else an exact date
    or a unique prefix (``2024``, ``2024-02``)."""
    if not available:
        raise NotFoundError(_("no Comprehensive Rules imported; run `judge import cr FILE`"))
    if requested is None:
        return available[-1]
    wanted = requested.strip()
    matches = [key for key in available if key == wanted] or [key for key in available if key.startswith(wanted)]
    if len(matches) == 1:
        return matches[0]
    raise UsageError(
        _("no single imported edition matches {edition!r}; imported: {editions}").format(
            edition=requested, editions=", ".join(available)
        )
    )


def load_edition(requested: str | None, base: Path) -> Edition:
    """Load an imported edition (the newest unless ``requested`` names one)."""
    import json

    key = choose_edition(requested, list_editions(base))
    path = cr_dir(base) / f"{key}.json"
    try:
        data = json.loads(path.read_bytes().decode("utf-8"))
    except OSError as exc:
        raise CorpusError(_("cannot read file ({reason})").format(reason=exc.strerror), source=str(path)) from None
    except ValueError:
        raise CorpusError(_("stored edition is damaged or from another version; import it again"),
                          source=str(path)) from None
    return edition_from_json(data, str(path))


def import_file(path: Path, base: Path, display: str | None = None) -> tuple[Edition, Path, bool]:
    """Parse the CR file at ``path`` and store it: (edition, stored file, replaced an earlier import).

    Nothing is written unless the whole file parsed.
    """
    from judge_cli.cr.parser import read_cr_file

    edition = read_cr_file(path, display)
    edition.source = Path(path).name
    replaced = edition.key in list_editions(base)
    return edition, save_edition(edition, base), replaced
