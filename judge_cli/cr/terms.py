"""The vocabulary of official game terms per language (``data/terms.yaml``), and the printed names of keywords
(``data/cr-keywords.json``, made by ``scripts/keyword-names.py`` from what MTGJSON's cards print)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from judge_cli.errors import CorpusError
from judge_cli.i18n import _
from judge_cli.languages import LANGUAGES


@dataclass
class Vocabulary:
    """Official terms in every language, each pointing at its English CR term."""

    #: normalised term in any language -> (English term, language of the term)
    terms: dict[str, tuple[str, str]] = field(default_factory=dict)
    #: English term -> {language: [official terms]}
    by_english: dict[str, dict[str, list[str]]] = field(default_factory=dict)

    def english(self, key: str) -> tuple[str, str] | None:
        """(English term, language) for an already-normalised ``key``, or None."""
        return self.terms.get(key)


def terms_file() -> Path:
    """``data/terms.yaml`` inside the package (or the checkout)."""
    from judge_cli.corpus.paths import default_data_dir

    return default_data_dir() / "terms.yaml"


def keywords_file() -> Path:
    """``data/cr-keywords.json`` inside the package (or the checkout)."""
    from judge_cli.corpus.paths import default_data_dir

    return default_data_dir() / "cr-keywords.json"


def add_keyword_names(vocabulary: Vocabulary, path: Path | None = None) -> None:
    """Add each keyword's printed names (``Fliegend``, ``vol``, ``飛行`` -> Flying); a term already known
    (from ``terms.yaml``) keeps its meaning.  A missing file adds nothing."""
    import json

    from judge_cli.search.normalize import normalize

    path = path or keywords_file()
    if not path.is_file():
        return
    try:
        table = json.loads(path.read_text(encoding="utf-8")).get("keywords")
    except (ValueError, AttributeError) as error:
        raise CorpusError(_("expected a JSON object"), source=f"data/{path.name}") from error
    if not isinstance(table, dict):
        raise CorpusError(_("expected a JSON object"), source=f"data/{path.name}")
    for english, per_language in table.items():
        for lang, entry in per_language.items():
            if lang not in LANGUAGES or not isinstance(entry, dict):
                continue
            for word in [entry.get("name"), *entry.get("also", {})]:
                if isinstance(word, str) and normalize(word):
                    vocabulary.terms.setdefault(normalize(word), (english, lang))


def load_vocabulary(path: Path | None = None, keywords: Path | None = None) -> Vocabulary:
    """Read and check the vocabulary file (CorpusError naming file and line on a fault), with the keywords'
    printed names (``keywords``: default ``data/cr-keywords.json`` when ``path`` is the default too)."""
    from judge_cli.search.normalize import normalize
    from judge_cli.yamlsafe import YamlList, YamlMap, read_yaml_file

    path = path or terms_file()
    source = f"data/{path.name}"
    data = read_yaml_file(path, source)
    if not isinstance(data, YamlMap) or not isinstance(data.get("terms"), YamlMap):
        raise CorpusError(_("expected a mapping 'terms:'"), source=source, line=getattr(data, "line", None))
    vocabulary = Vocabulary()
    for english, per_language in data["terms"].items():
        if not isinstance(per_language, YamlMap):
            raise CorpusError(_("term {term!r}: expected a mapping of languages").format(term=english),
                              source=source, line=data["terms"].line_of(english))
        vocabulary.by_english[english] = {}
        for lang, words in per_language.items():
            if lang not in LANGUAGES or not isinstance(words, YamlList) or not all(
                isinstance(word, str) and normalize(word) for word in words
            ):
                raise CorpusError(
                    _("term {term!r}, {lang!r}: expected a supported language and a list of words").format(
                        term=english, lang=lang),
                    source=source, line=per_language.line_of(lang))
            vocabulary.by_english[english][lang] = list(words)
            for word in words:
                vocabulary.terms.setdefault(normalize(word), (english, lang))
        vocabulary.terms.setdefault(normalize(english), (english, "en"))
    if keywords is not None or path == terms_file():
        add_keyword_names(vocabulary, keywords)
    return vocabulary
