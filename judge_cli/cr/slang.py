"""Judge slang (``data/cr-slang.yaml``, plus the user's own file): ETB, SBA, "layer 7b", "der Stapel"…

Each entry names what a phrase means and where the Comprehensive Rules
define it — a glossary entry, a title, the beginning of a rule's text, or a
number — tried in order, because editions differ ("Mana Value" is
"Converted Mana Cost" before 2021).  A phrase may hold ``{n}``, a number with
an optional letter, filled into the targets (``layer {n}`` -> the rule whose
text begins "Layer 7b:").  The file also lists each language's stopwords.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge_cli.errors import CorpusError
from judge_cli.i18n import _
from judge_cli.languages import LANGUAGES

#: The kinds of target an entry may give, in the file's words.
TARGET_KINDS = ("glossary", "title", "text", "contains", "rule")
_PLACEHOLDER = "{n}"
_NUMBER_PATTERN = r"(?P<n>\d{1,2}[a-z]?)"


@dataclass(frozen=True)
class SlangEntry:
    """One slang entry: what it means and where the rules define it."""

    name: str
    means: str
    find: tuple[tuple[str, str], ...]  #: (kind, value) pairs, tried in order


@dataclass(frozen=True)
class SlangHit:
    """A query recognised as slang: the entry, with ``{n}`` filled in."""

    typed: str
    lang: str
    entry: SlangEntry
    number: str = ""

    @property
    def means(self) -> str:
        """What the phrase stands for."""
        return self.entry.means.replace(_PLACEHOLDER, self.number)

    def targets(self) -> list[tuple[str, str]]:
        """The entry's targets with ``{n}`` filled in."""
        return [(kind, value.replace(_PLACEHOLDER, self.number)) for kind, value in self.entry.find]


@dataclass
class Slang:
    """Every slang phrase (normalised) and the stopwords of each language."""

    phrases: dict[str, tuple[SlangEntry, str]] = field(default_factory=dict)  #: phrase -> (entry, language)
    patterns: list[tuple[re.Pattern[str], SlangEntry, str]] = field(default_factory=list)
    stopwords: dict[str, set[str]] = field(default_factory=dict)
    entries: dict[str, SlangEntry] = field(default_factory=dict)

    def find(self, typed: str, key: str) -> SlangHit | None:
        """The entry the normalised query ``key`` is slang for, or None."""
        found = self.phrases.get(key)
        if found is not None:
            return SlangHit(typed.strip(), found[1], found[0])
        for pattern, entry, lang in self.patterns:
            match = pattern.fullmatch(key)
            if match:
                return SlangHit(typed.strip(), lang, entry, match.group("n"))
        return None

    def only_stopwords(self, key: str) -> bool:
        """True when every word of the normalised query is a stopword of one language."""
        words = key.split()
        return bool(words) and any(all(word in stop for word in words) for stop in self.stopwords.values())


def slang_file() -> Path:
    """``data/cr-slang.yaml`` inside the package (or the checkout)."""
    from judge_cli.corpus.paths import default_data_dir

    return default_data_dir() / "cr-slang.yaml"


def load_slang(paths: Sequence[Path] | None = None) -> Slang:
    """Read the slang files ``paths`` (default: the shipped one), later files adding to earlier ones.

    Missing files after the first are skipped (the user's own file is optional).
    """
    paths = list(paths) if paths is not None else [slang_file()]
    entries: dict[str, dict[str, Any]] = {}
    stopwords: dict[str, set[str]] = {lang: set() for lang in LANGUAGES}
    for index, path in enumerate(paths):
        if index and not path.is_file():
            continue
        _read(path, entries, stopwords)
    return _build(entries, stopwords)


def _read(path: Path, entries: dict[str, dict[str, Any]], stopwords: dict[str, set[str]]) -> None:
    from judge_cli.search.normalize import normalize
    from judge_cli.yamlsafe import YamlList, YamlMap, read_yaml_file

    source = str(path) if path != slang_file() else f"data/{path.name}"
    data = read_yaml_file(path, source)
    if not isinstance(data, YamlMap) or not isinstance(data.get("slang", YamlMap()), YamlMap):
        raise CorpusError(_("expected a mapping 'slang:'"), source=source, line=getattr(data, "line", None))
    for name, body in data.get("slang", {}).items():
        line = data["slang"].line_of(name)
        if not isinstance(body, YamlMap):
            raise CorpusError(_("slang {name!r}: expected a mapping").format(name=name), source=source, line=line)
        merged = entries.setdefault(str(name), {"means": "", "find": [], "words": []})
        if "means" in body:
            if not isinstance(body["means"], str) or not body["means"].strip():
                raise CorpusError(_("slang {name!r}: 'means' must be a text").format(name=name),
                                  source=source, line=body.line_of("means"))
            merged["means"] = body["means"].strip()
        if "find" in body:
            merged["find"] = _targets(name, body["find"], source, body.line_of("find"))
        for key, words in body.items():
            if key in ("means", "find"):
                continue
            if key not in LANGUAGES or not isinstance(words, YamlList) or not all(
                    isinstance(word, (str, int)) and normalize(str(word)) for word in words):
                raise CorpusError(
                    _("slang {name!r}, {key!r}: expected 'means', 'find' or a language with a list of words").format(
                        name=name, key=key), source=source, line=body.line_of(key))
            merged["words"].extend((str(key), str(word)) for word in words)
        if not merged["means"] or not merged["find"]:
            raise CorpusError(_("slang {name!r}: 'means' and 'find' are required").format(name=name),
                              source=source, line=line)
    stops = data.get("stopwords", YamlMap())
    if not isinstance(stops, YamlMap):
        raise CorpusError(_("expected a mapping 'stopwords:'"), source=source, line=data.line_of("stopwords"))
    for lang, words in stops.items():
        if lang not in LANGUAGES or not isinstance(words, YamlList):
            raise CorpusError(_("stopwords {lang!r}: expected a supported language and a list of words").format(
                lang=lang), source=source, line=stops.line_of(lang))
        stopwords[lang].update(normalize(str(word)) for word in words if normalize(str(word)))


def _targets(name: str, value: Any, source: str, line: int) -> list[tuple[str, str]]:
    from judge_cli.yamlsafe import YamlList, YamlMap

    found: list[tuple[str, str]] = []
    if isinstance(value, YamlList):
        for item in value:
            if isinstance(item, YamlMap) and len(item) == 1:
                kind, target = next(iter(item.items()))
                if kind in TARGET_KINDS and isinstance(target, (str, int, float)) and str(target).strip():
                    found.append((str(kind), str(target).strip()))
                    continue
            found = []
            break
    if not found:
        raise CorpusError(
            _("slang {name!r}: 'find' must be a list of targets, each one of glossary, title, text or rule").format(
                name=name), source=source, line=line)
    return found


def _build(entries: dict[str, dict[str, Any]], stopwords: dict[str, set[str]]) -> Slang:
    from judge_cli.search.normalize import normalize

    slang = Slang(stopwords=stopwords)
    for name, body in entries.items():
        entry = SlangEntry(name, body["means"], tuple(body["find"]))
        slang.entries[name] = entry
        for lang, word in body["words"]:
            if _PLACEHOLDER in word:
                before, _sep, after = word.partition(_PLACEHOLDER)
                pattern = (re.escape(normalize(before)) + r"\s*" if normalize(before) else "") + _NUMBER_PATTERN + (
                    r"\s*" + re.escape(normalize(after)) if normalize(after) else "")
                slang.patterns.append((re.compile(pattern), entry, lang))
            else:
                slang.phrases.setdefault(normalize(word), (entry, lang))
    return slang
