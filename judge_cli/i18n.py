"""Interface language: gettext catalogs under ``locales/<lang>/LC_MESSAGES``.

English msgids live in the code wrapped in ``_()``; placeholders are named
(``{card}``) and filled *after* translation with ``.format``.  The language is
chosen once, before typer builds the help texts, by the run context of the
command line (``judge_cli.cli.context``), which alone switches it:
``JUDGE_LANG``, else ``LANGUAGE``, else the locale variables read with
``babel.Locale``, else English (:func:`choose_language` reads them from the mapping it is given).
Babel is imported only to read a non-English locale name, or to compile a
``.po`` in a checkout that has no ``.mo``; English costs nothing.
"""

from __future__ import annotations

import gettext as _gettext
from collections.abc import Mapping
from pathlib import Path

from judge_cli.languages import LANGUAGES

DOMAIN = "judge_cli"


def locales_dir() -> Path | None:
    """Where the catalogs are: inside the installed package, or the checkout's ``locales/``."""
    here = Path(__file__).resolve().parent
    for candidate in (here / "_locales", here.parent / "locales"):
        if candidate.is_dir():
            return candidate
    return None


#: The standard locale variables, strongest first (POSIX: the first one set decides).
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")


class _Active:
    """Holder of the one installed translation (gettext is process-global by nature)."""

    translation: _gettext.NullTranslations = _gettext.NullTranslations()
    language: str = "en"
    chosen: bool = False


def language_from_environment(environ: Mapping[str, str]) -> str:
    """The interface language: ``JUDGE_LANG``, else ``LANGUAGE``, else ``LC_ALL``/``LC_MESSAGES``/``LANG``,
    else English (see :func:`choose_language`)."""
    return choose_language(environ)[0]


def choose_language(environ: Mapping[str, str]) -> tuple[str, bool]:
    """``(language, chosen)``: chosen is False when nothing named a supported language and English is the default.

    ``JUDGE_LANG`` holds one of the codes of :data:`LANGUAGES` (``ja``, also
    ``ja_JP``/``ja-JP``) and wins; an unsupported value is ignored here (the
    command line refuses it: :func:`unsupported_judge_lang`).  Then the
    gettext convention: ``LANGUAGE``, a colon-separated list of languages in
    order of preference (the first supported one is used; none supported
    means English), unless the locale is exactly ``C`` or ``POSIX``, as GNU
    gettext does (``C.UTF-8``, common in containers, does not disable it);
    then the first of ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` that is set,
    parsed with ``babel.Locale``.  A locale judge-cli has no catalog for
    means English.
    """
    judge_lang = _leading_subtag(environ.get("JUDGE_LANG", ""))
    if judge_lang in LANGUAGES:
        return judge_lang, True
    locale = next((value for value in (environ.get(name, "").strip() for name in LOCALE_VARIABLES) if value), "")
    preferences = environ.get("LANGUAGE", "").strip()
    if preferences and locale not in ("C", "POSIX"):
        for entry in preferences.split(":"):
            language = _locale_language(entry.strip()) if entry.strip() else None
            if language:
                return language, True
        return "en", False
    if locale:
        language = _locale_language(locale)
        return (language, True) if language else ("en", False)
    return "en", False


def unsupported_judge_lang(environ: Mapping[str, str]) -> str | None:
    """The value of ``JUDGE_LANG`` when it is set but names no supported language, else None."""
    value = environ.get("JUDGE_LANG", "").strip()
    return value if value and _leading_subtag(value) not in LANGUAGES else None


def _is_c_locale(value: str) -> bool:
    return value in ("C", "POSIX") or value.startswith("C.")


def _leading_subtag(value: str) -> str:
    """``ja`` of ``ja``, ``ja_JP``, ``ja-JP.UTF-8`` (lower-cased); no Babel needed for a bare code."""
    return value.strip().replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()


def _locale_language(value: str) -> str | None:
    """The supported language of a locale name such as ``fr_FR.UTF-8``; None for C/POSIX and the others."""
    if _is_c_locale(value):
        return None
    if _leading_subtag(value) == "en":  # English needs no catalog: no need to import Babel to know it
        return "en"
    from babel import Locale, UnknownLocaleError

    try:  # "de-DE" is not a locale name, but people write it; the encoding after "." is dropped anyway
        language = Locale.parse(value.replace("-", "_")).language
    except (ValueError, TypeError, UnknownLocaleError):
        return None
    return language if language in LANGUAGES else None


def set_language(lang: str, *, chosen: bool = False) -> None:
    """Install the catalog of ``lang`` (English and unknown codes install none).

    ``chosen`` records that the user asked for this language (``JUDGE_LANG`` or
    a locale variable) rather than getting the English default; the lookup
    commands then show rulings in it (see :func:`chosen_language`).
    """
    _Active.language = lang if lang in LANGUAGES else "en"
    _Active.chosen = chosen and lang in LANGUAGES
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


def chosen_language() -> str | None:
    """The interface language when the user chose it (``JUDGE_LANG`` or a locale), else None."""
    return _Active.language if _Active.chosen else None


def N_(message: str) -> str:
    """Mark ``message`` for the catalogs where it is defined (at import time, before a language is chosen); it is
    translated with :func:`_` where it is shown."""
    return message


def _(message: str) -> str:
    """Translate ``message`` into the interface language."""
    return _Active.translation.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """Translate a message that depends on ``count``."""
    return _Active.translation.ngettext(singular, plural, count)
