"""Helpers shared by the command modules: options, corpus loading, JSON output."""

from __future__ import annotations

from typing import Any

import typer

from judge_cli.errors import UsageError
from judge_cli.i18n import _, chosen_language, current_language
from judge_cli.languages import LANGUAGES


def content_language(lang: str | None) -> str | None:
    """Validate ``--lang``; None means 'not given'."""
    if lang is None:
        return None
    code = lang.strip().lower()
    if code not in LANGUAGES:
        raise UsageError(
            _("unknown language {lang!r}; supported: {supported}").format(
                lang=lang, supported=", ".join(LANGUAGES)
            )
        )
    return code


def default_content_language(lang: str | None) -> str:
    """``--lang`` if given, else the interface language."""
    return content_language(lang) or current_language()


def rulings_language(lang: str | None) -> str | None:
    """``--lang`` if given, else the interface language the user chose; None: the language the name matched."""
    return content_language(lang) or chosen_language()


def load_shipped_corpus():
    """The base corpus: the folder named by ``JUDGE_CORPUS_DIR`` when set, else the shipped one.

    Goes through the per-user parsed-corpus cache (``judge_cli.corpus.cache``;
    ``JUDGE_NO_CACHE=1`` turns it off).  Imported lazily so ``--help`` stays fast.
    """
    import os
    from pathlib import Path

    from judge_cli.corpus.cache import load_cached as _load

    directory = os.environ.get("JUDGE_CORPUS_DIR", "").strip()
    return _load(Path(directory) if directory else None)


def load_corpus():
    """The corpus the commands use: the base corpus, plus the imported cards when there are some.

    With imported data (``judge import mtgjson|scryfall``) the result is a
    :class:`judge_cli.store.view.StoredCorpus`, which reads the store lazily;
    without, the base corpus itself (one ``stat`` more than before).
    """
    from judge_cli.store.db import existing_store

    shipped = load_shipped_corpus()
    path = existing_store()
    if path is None:
        return shipped
    from judge_cli.store.view import StoredCorpus

    return StoredCorpus(shipped, path)


def load_nicknames() -> dict[str, str]:
    """The nicknames of the shipped ``nicknames.yaml`` (of ``JUDGE_CORPUS_DIR`` when set) and of the user's
    ``<data dir>/nicknames.yaml``, the user's winning; parsed once and cached (see
    :mod:`judge_cli.search.nicknames`)."""
    import os
    from pathlib import Path

    from judge_cli.corpus.cache import cache_dir
    from judge_cli.corpus.paths import default_data_dir
    from judge_cli.datadir import user_data_dir
    from judge_cli.search.nicknames import FILE_NAME
    from judge_cli.search.nicknames import load_nicknames as load

    directory = os.environ.get("JUDGE_CORPUS_DIR", "").strip()
    shipped = (Path(directory) if directory else default_data_dir()) / FILE_NAME
    no_cache = os.environ.get("JUDGE_NO_CACHE", "").strip() not in ("", "0")
    cache = None if no_cache else cache_dir() / "nicknames.json"
    return load([shipped, user_data_dir() / FILE_NAME], cache)


def emit_json(payload: Any) -> None:
    """Print ``payload`` as indented UTF-8 JSON on stdout."""
    import json

    typer.echo(json.dumps(payload, ensure_ascii=False, indent=2, default=str))


def echo(text: str = "") -> None:
    """Print a line on stdout."""
    typer.echo(text)

