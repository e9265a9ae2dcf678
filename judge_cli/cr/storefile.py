"""Where a folder of editions keeps its store, and the schema the store is written in.

Apart from :mod:`judge_cli.cr.storedb` (which imports SQLite): finding the shipped store, or checking that a
cached index of the cited edition is still current (:mod:`judge_cli.rules.crcache`), needs these names only.
"""

from __future__ import annotations

from pathlib import Path

#: File name of the store inside a folder of editions.
DB_NAME = "editions.sqlite"
#: Bumped when the schema changes (``PRAGMA user_version``); older files ask for a re-import.
SCHEMA_VERSION = 3


def cr_dir(base: Path) -> Path:
    """The folder holding the editions imported into the data directory ``base``."""
    return base / "cr"
