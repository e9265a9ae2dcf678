"""The vocabulary of ``judge ask``: ``data/ask/*.yaml`` plus the official terms of ``data/terms.yaml``.

One file per language (``en.yaml`` … ``zh.yaml``) maps phrases to concepts
(:mod:`judge_cli.ask.concepts`); ``common.yaml`` holds what players write in
every language (DFC, ETB, the English keywords) and says which official term
of ``data/terms.yaml`` stands for which concept, so those terms are not
repeated here.  The format is documented in ``docs/ask-vocabulary.md``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from judge_cli.ask.concepts import CONCEPTS
from judge_cli.errors import CorpusError
from judge_cli.i18n import _
from judge_cli.languages import LANGUAGES

#: The file read for every language.
COMMON = "common"
#: Stand for ``*`` and ``...`` while a phrase is normalised (which drops punctuation).
_STEM = "zqstemzq"
_GAP = " zqgapzq "
#: A gap (``...``) in a phrase: that many words at most (Latin), or characters (Chinese, Japanese).
GAP = "..."
GAP_WORDS = 6
GAP_CHARS = 10

#: French and Italian elisions (l'équipement, qu'une, un'altra): the apostrophe separates two words.
_ELISION = re.compile(r"(?i)\b(l|d|j|n|s|m|t|c|qu|jusqu|lorsqu|puisqu|un|dell|all|dall|nell|sull|quell|cos)['’]"
                      r"(?=[^\W\d_])")


def split_elisions(text: str) -> str:
    """``l'équipement`` -> ``l équipement`` (so the noun is a word of its own); other apostrophes stay."""
    return _ELISION.sub(r"\1 ", text)


@dataclass(frozen=True)
class Phrase:
    """One phrase of a vocabulary file, ready to match."""

    concept: str
    words: tuple[str, ...]  #: normalised words; one ending in ``*`` matches any word starting with it
    text: str  #: as written in the file
    lang: str  #: its language, or ``common``
    cjk: bool = False  #: matched as a substring (Chinese and Japanese have no spaces)


@dataclass
class Table:
    """The phrases and marker words of one language (or of ``common``)."""

    lang: str
    phrases: list[Phrase] = field(default_factory=list)
    markers: dict[str, float] = field(default_factory=dict)  #: word -> weight (shared markers weigh less)
    words: set[str] = field(default_factory=set)  #: every plain word its phrases use
    stems: set[str] = field(default_factory=set)  #: every stem (``transform*`` -> ``transform``)


@dataclass
class Lexicon:
    """Every table; :meth:`phrases` gives what is read for one language."""

    tables: dict[str, Table] = field(default_factory=dict)
    _known: dict[str, tuple[set[str], tuple[str, ...]]] = field(default_factory=dict)
    _pieces: dict[str, str] = field(default_factory=dict)

    def phrases(self, lang: str) -> list[Phrase]:
        """The common phrases and those of ``lang``."""
        return self.tables[COMMON].phrases + self.tables[lang].phrases

    def known_pieces(self, lang: str) -> str:
        """The Chinese and Japanese phrases of ``lang`` (their pieces between gaps), joined by NUL:
        ``piece in known_pieces(lang)`` tells whether a run of characters lies inside one."""
        if lang not in self._pieces:
            self._pieces[lang] = "\0".join(piece for phrase in self.phrases(lang) if phrase.cjk
                                           for piece in phrase.words if piece != GAP)
        return self._pieces[lang]

    def known_words(self, lang: str) -> tuple[set[str], tuple[str, ...]]:
        """(plain words, stems) understood in ``lang``: the targets of typo correction."""
        if lang not in self._known:
            common, own = self.tables[COMMON], self.tables[lang]
            words = common.words | own.words | set(own.markers)
            self._known[lang] = (words, tuple(sorted(common.stems | own.stems, key=len, reverse=True)))
        return self._known[lang]


def vocabulary_dir() -> Path:
    """``data/ask`` inside the package (or the checkout)."""
    from judge_cli.corpus.paths import default_data_dir

    return default_data_dir() / "ask"


def load_lexicon(directory: Path | None = None, terms_path: Path | None = None) -> Lexicon:
    """Read ``common.yaml`` and one file per language (CorpusError naming file and line on a fault)."""
    from judge_cli.cr.terms import load_vocabulary

    directory = directory or vocabulary_dir()
    lexicon = Lexicon()
    for name in (COMMON,) + LANGUAGES:
        lexicon.tables[name] = _read_table(directory / f"{name}.yaml", name)
    _add_official_terms(lexicon, directory / f"{COMMON}.yaml", load_vocabulary(terms_path))
    _weigh_markers(lexicon)
    return lexicon


def _read_table(path: Path, lang: str) -> Table:
    from judge_cli.yamlsafe import YamlList, YamlMap, read_yaml_file

    source = f"data/ask/{path.name}"
    if not path.is_file():
        raise CorpusError(_("the vocabulary file is missing"), source=source)
    data = read_yaml_file(path, source)
    if not isinstance(data, YamlMap) or data.get("language") != lang:
        raise CorpusError(_("expected a mapping with 'language: {lang}'").format(lang=lang), source=source,
                          line=getattr(data, "line", None))
    table = Table(lang)
    markers = data.get("markers", YamlList())
    if not isinstance(markers, list) or not all(isinstance(word, str) for word in markers):
        raise CorpusError(_("'markers' must be a list of words (quote yes, no, on and off, which YAML reads as true or false)"), source=source, line=data.line_of("markers"))
    table.markers = {_normal(word): 1.0 for word in markers if _normal(word)}
    phrases = data.get("phrases")
    if not isinstance(phrases, YamlMap):
        raise CorpusError(_("expected a mapping 'phrases:' of concept to phrases"), source=source, line=data.line)
    for concept, items in phrases.items():
        line = phrases.line_of(concept)
        if concept not in CONCEPTS:
            raise CorpusError(_("unknown concept {concept!r} (the concepts are listed in docs/ask-vocabulary.md)")
                              .format(concept=concept), source=source, line=line)
        if not isinstance(items, list) or not all(isinstance(item, str) and _normal(item) for item in items):
            raise CorpusError(_("concept {concept!r}: expected a list of phrases (quote yes, no, on and off, which YAML reads as true or "
                                "false)").format(concept=concept),
                              source=source, line=line)
        for item in items:
            add_phrase(table, concept, item)
    return table


def _normal(text: str) -> str:
    from judge_cli.search.normalize import normalize

    text = split_elisions(text.replace(GAP, _GAP).replace("…", _GAP).replace("*", _STEM))
    return normalize(text).replace(_STEM, "*").replace(_GAP.strip(), GAP)


def add_phrase(table: Table, concept: str, text: str) -> None:
    """Add ``text`` (a phrase as written in a file) to ``table`` under ``concept``."""
    from judge_cli.search.normalize import is_cjk

    words = tuple(_normal(text).split())
    if not words:
        return
    cjk = any(is_cjk(char) for char in "".join(words))
    if cjk:  # one string; gaps stay separate pieces
        words = tuple(" ".join(words).replace(" " + GAP + " ", "\0").replace(" ", "").split("\0"))
        words = tuple(part for piece in words for part in (piece, GAP))[:-1]
    table.phrases.append(Phrase(concept, words, text, table.lang, cjk))
    if not cjk:
        for word in words:
            if word.endswith("*"):
                table.stems.add(word[:-1])
            elif word != GAP:
                table.words.add(word)


def _add_official_terms(lexicon: Lexicon, source: Path, vocabulary) -> None:
    """Phrases for the official terms of ``data/terms.yaml`` named under ``terms:`` in ``common.yaml``."""
    from judge_cli.yamlsafe import YamlMap, read_yaml_file

    data = read_yaml_file(source, f"data/ask/{source.name}")
    mapping = data.get("terms") or YamlMap()
    for english, concept in mapping.items():
        if concept not in CONCEPTS or english not in vocabulary.by_english:
            raise CorpusError(_("terms: {term!r} -> {concept!r}: expected a term of data/terms.yaml and a concept")
                              .format(term=english, concept=concept), source=f"data/ask/{source.name}",
                              line=mapping.line_of(english))
        add_phrase(lexicon.tables["en"], concept, english)
        for lang, words in vocabulary.by_english[english].items():
            for word in words:
                add_phrase(lexicon.tables[lang], concept, word)


def _weigh_markers(lexicon: Lexicon) -> None:
    """A marker word listed by several languages counts 1/n for each (``a``, ``de``, ``la``…)."""
    counts: dict[str, int] = {}
    for lang in LANGUAGES:
        for word in lexicon.tables[lang].markers:
            counts[word] = counts.get(word, 0) + 1
    for lang in LANGUAGES:
        table = lexicon.tables[lang]
        table.markers = {word: 1.0 / counts[word] for word in table.markers}
