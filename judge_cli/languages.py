"""The seven languages judge-cli knows, by ISO 639-1 code."""

from __future__ import annotations

#: Supported content and interface languages, English first (it is the fallback).
LANGUAGES: tuple[str, ...] = ("en", "de", "fr", "es", "it", "ja", "zh")

#: Each language's own name, for messages that must work without Babel.
ENDONYMS: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "es": "Español",
    "it": "Italiano",
    "ja": "日本語",
    "zh": "中文",
}


def is_language(code: str) -> bool:
    """True when ``code`` is one of the supported language codes."""
    return code in LANGUAGES
