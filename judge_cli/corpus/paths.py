"""Where the shipped corpus is (kept apart from the loader so finding it needs no YAML)."""

from __future__ import annotations

from pathlib import Path

from judge_cli.errors import CorpusError
from judge_cli.i18n import _


def default_data_dir() -> Path:
    """The corpus shipped with the package (or the checkout's ``data/``)."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / "_data", here.parent / "data"):
        if (candidate / "cards").is_dir():
            return candidate
    raise CorpusError(_("the corpus shipped with judge-cli is missing (reinstall the package)"))
