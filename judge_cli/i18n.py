"""Interface language: gettext catalogs under ``locales/<lang>/LC_MESSAGES``.

English msgids live in the code wrapped in ``_()``; placeholders are named
(``{card}``) and filled *after* translation with ``.format``.  The language is
chosen once, before typer builds the help texts (see ``judge_cli.cli.app``).
"""

from __future__ import annotations

import gettext as _gettext
import os
from pathlib import Path

from judge_cli.languages import LANGUAGES

DOMAIN = "judge_cli"


class _Active:
    """Holder of the one installed translation (gettext is process-global by nature)."""

    translation: _gettext.NullTranslations = _gettext.NullTranslations()
    language: str = "en"


def locales_dir() -> Path | None:
    """Where the catalogs are: inside the installed package, or the checkout's ``locales/``."""
    here = Path(__file__).resolve().parent
    for candidate in (here / "_locales", here.parent / "locales"):
        if candidate.is_dir():
            return candidate
    return None


def language_from_environment(environ: dict[str, str] | None = None) -> str:
    """The interface language: ``JUDGE_LANG``, else ``LC_ALL``/``LC_MESSAGES``/``LANG``, else English."""
    environ = dict(os.environ if environ is None else environ)
    for variable in ("JUDGE_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(variable, "").strip()
        if not value or value in ("C", "POSIX") or value.startswith("C."):
            continue
        code = value.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
        if variable == "JUDGE_LANG":
            continue
    return "en"


def set_language(lang: str) -> None:
    """Install the catalog of ``lang`` (English and unknown codes install none)."""
    _Active.language = lang if lang in LANGUAGES else "en"
    _Active.translation = _gettext.NullTranslations()
    if _Active.language == "en":
        return
    directory = locales_dir()
    if directory is None:
        return
    _Active.translation = _load_catalog(directory, _Active.language)


def _load_catalog(directory: Path, lang: str) -> _gettext.NullTranslations:
    mo_file = directory / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
    if mo_file.is_file():
        with mo_file.open("rb") as handle:
            return _gettext.GNUTranslations(handle)
    po_file = mo_file.with_suffix(".po")
    if po_file.is_file():
        # A source checkout has no compiled catalogs (the wheel build makes
        # them); compile in memory so tests and `python -m judge_cli` agree.
        return _compile_in_memory(po_file, lang)
    return _gettext.NullTranslations()


def _compile_in_memory(po_file: Path, lang: str) -> _gettext.NullTranslations:
    import io

    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po_file.open("rb") as handle:
        catalog = read_po(handle, locale=lang)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    buffer.seek(0)
    return _gettext.GNUTranslations(buffer)


def current_language() -> str:
    """The interface language now in force."""
    return _Active.language


def _(message: str) -> str:
    """Translate ``message`` into the interface language."""
    return _Active.translation.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """Translate a message that depends on ``count``."""
    return _Active.translation.ngettext(singular, plural, count)
