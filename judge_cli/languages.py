"""The seven languages judge-cli knows, by ISO 639-1 code."""

from __future__ import annotations

#: Supported content and interface languages, English first (it is the fallback).
LANGUAGES: tuple[str, ...] = ("en", "de", "fr", "es", "it", "ja", "zh")
