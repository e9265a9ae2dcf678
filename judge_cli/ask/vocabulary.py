"""The vocabulary of ``judge ask``: ``data/ask/*.yaml`` plus the official terms of ``data/terms.yaml``.

One file per language (``en.yaml`` … ``zh.yaml``) maps phrases to concepts
(:mod:`judge_cli.ask.concepts`); ``common.yaml`` holds what players write in
every language (DFC, ETB, the English keywords) and says which official term
of ``data/terms.yaml`` stands for which concept, so those terms are not
repeated here.  The format is documented in ``docs/ask-vocabulary.md``.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable
from dataclasses import field
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from judge_cli.ask import telling
from judge_cli.ask.concepts import all_concepts
from judge_cli.errors import CorpusError
from judge_cli.i18n import _
from judge_cli.languages import LANGUAGES
from judge_cli.records import record

if TYPE_CHECKING:
    from judge_cli.cr.terms import Vocabulary

#: The file read for every language.
COMMON = "common"
#: The languages told apart by their phrases (and marker words): every question reads these tables' phrases to find
#: its language.  Chinese and Japanese are told by their script, their phrases read only for a question in them.
LATIN = ("en", "de", "fr", "es", "it")
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


#: A CJK filler this long is also looked for inside the text (obligation forms such as しないといけない);
#: shorter ones (の, 了) only as whole words.
CJK_FILLER_PHRASE = 3
#: The concept of filler phrases: understood, and meaning nothing for the reading ("is it true that").
FILLER = "filler"
#: The shortest word typo correction looks at (``judge_cli.ask.text.MIN_TYPO_LENGTH``): the real words near a known
#: word that it must leave alone are kept from that length on.
NEAR_SHORTEST = 5
#: A concept written ``!concept`` in a file: the phrase cues the concept but asks the opposite ("fall off" is the
#: inverse of "stay attached").
INVERSE = "!"


class Phrase(NamedTuple):
    """One phrase of a vocabulary file, ready to match.

    A named tuple rather than a dataclass: the compiled vocabulary holds thousands, and they unpickle in half the
    time (every ``judge ask`` reads them from the cache).
    """

    concept: str
    words: tuple[str, ...]  #: normalised words; one ending in ``*`` matches any word starting with it
    text: str  #: as written in the file
    lang: str  #: its language, or ``common``
    cjk: bool = False  #: matched as a substring (Chinese and Japanese have no spaces)
    inverse: bool = False  #: listed under ``!concept``: asks the opposite of the concept
    lemmas: tuple[str, ...] = ()  #: each word's lemma (filled when the lemma tables are built)


#: Object pronouns written onto a Spanish or Italian infinitive or gerund, longest first.
CLITICS = {"es": ("selas", "selos", "sela", "selo", "las", "los", "les", "nos", "la", "lo", "le", "me", "te", "se"),
           "it": ("gliela", "glielo", "gli", "la", "lo", "li", "le", "ne", "mi", "ti", "si", "ci", "vi")}
#: How the verb a pronoun is written onto ends: infinitives (Italian drops the final e: girarla) and gerunds.
VERB_ENDINGS = ("ar", "er", "ir", "ando", "iendo", "endo")
#: The shortest German word read as a genitive (*Zuges* -> *Zug*); shorter ones (*das*, *es*) are words of their own.
GENITIVE_MIN = 5


@record
class Table:
    """The phrases and marker words of one language (or of ``common``)."""

    lang: str
    phrases: list[Phrase] = field(default_factory=list)
    markers: dict[str, float] = field(default_factory=dict)  #: word -> weight (shared markers weigh less)
    words: set[str] = field(default_factory=set)  #: every plain word its phrases use
    stems: set[str] = field(default_factory=set)  #: every stem (``transform*`` -> ``transform``)
    fillers: set[str] = field(default_factory=set)  #: words that carry nothing for the reading (single words)
    negators: set[str] = field(default_factory=set)  #: words that turn the next phrase around (not, nicht, 不)
    forms: dict[str, str] = field(default_factory=dict)  #: inflected form -> lemma (simplemma, see ask.lemmas)
    #: Real words of the language a letter from a known word (see ask.lemmas.near_forms): never typo-corrected.
    near: set[str] = field(default_factory=set)


@record
class Lexicon:
    """Every table; :meth:`phrases` gives what is read for one language.

    Read from the cache, ``tables`` holds at first only what finding a question's language reads (each table's
    markers; ``common`` whole) and the phrases of :data:`LATIN` as finding it reads them (:meth:`telling`):
    :meth:`table` reads a language's whole table on first use (see :func:`load_lexicon`).
    """

    tables: dict[str, Table] = field(default_factory=dict)
    _known: dict[str, tuple[set[str], tuple[str, ...]]] = field(default_factory=dict)
    #: lang -> what reads the rest of its table (a cached lexicon's languages not read yet).
    _rest: dict[str, Callable[[], Table]] = field(default_factory=dict, repr=False, compare=False)
    #: lang -> its phrases as finding the language reads them (cached, or made from its table when first asked).
    _telling: dict[str, telling.Index] = field(default_factory=dict, repr=False, compare=False)

    def table(self, lang: str) -> Table:
        """The whole table of ``lang`` (or of ``common``), its cached rest read on first use."""
        rest = self._rest.pop(lang, None)
        if rest is not None:
            self.tables[lang] = rest()
        return self.tables[lang]

    def telling(self, lang: str) -> telling.Index:
        """The phrases of ``lang`` as finding a question's language reads them (see :mod:`judge_cli.ask.telling`)."""
        if lang not in self._telling:
            self._telling[lang] = telling.index(self.table(lang).phrases)
        return self._telling[lang]

    def phrases(self, lang: str) -> list[Phrase]:
        """The common phrases and those of ``lang`` (filler phrases left out)."""
        return [p for p in self.tables[COMMON].phrases + self.table(lang).phrases if p.concept != FILLER]

    def filler_phrases(self, lang: str) -> list[Phrase]:
        """The filler phrases of ``lang`` and ``common`` (several words, or CJK)."""
        return [p for p in self.tables[COMMON].phrases + self.table(lang).phrases if p.concept == FILLER]

    def cjk_texts(self, lang: str) -> tuple[str, ...]:
        """The CJK phrases of ``lang`` (and ``common``) as written in the text, gaps left out."""
        return tuple(piece for phrase in self.tables[COMMON].phrases + self.table(lang).phrases if phrase.cjk
                     for piece in phrase.words if piece != GAP)

    def lemma(self, lang: str, word: str) -> str:
        """The lemma of a normalised ``word`` in ``lang`` (the word itself when the tables don't know it).

        A German noun in the genitive (*des Enttappsegments*, *des Zuges*) is the noun: simplemma's table misses
        the compounds players write, and the genitive ending changes no meaning.
        """
        table = self.table(lang)
        if word in table.forms:
            return table.forms[word]
        if lang == "de" and len(word) >= GENITIVE_MIN and word.endswith("s"):
            for stem in (word[:-2], word[:-1]) if word.endswith("es") else (word[:-1],):
                if stem in table.words:
                    return table.forms.get(stem, stem)
        for clitic in CLITICS.get(lang, ()):
            # Spanish and Italian write the object pronoun onto an infinitive or gerund (revelarla, girandola,
            # riportarlo): the verb is read, the pronoun means what "la" or "lo" before the verb means.
            if not word.endswith(clitic) or not word[:-len(clitic)].endswith(VERB_ENDINGS):
                continue
            stem = word[:-len(clitic)]
            for verb in (stem, stem + "e") if lang == "it" and stem.endswith(("ar", "er", "ir")) else (stem,):
                if verb in table.forms or verb in table.words or verb in table.fillers:
                    return table.forms.get(verb, verb)
        return word

    def is_filler(self, lang: str, word: str) -> bool:
        """True when ``word`` (normalised) is a filler word of ``lang`` or of every language, by form or lemma."""
        own, common = self.table(lang).fillers, self.tables[COMMON].fillers
        lemma = self.lemma(lang, word)
        return word in own or word in common or lemma in own or lemma in common

    def is_negator(self, lang: str, word: str) -> bool:
        """True when ``word`` negates (``not``, ``nicht``, ``不``)."""
        return word in self.table(lang).negators or word in self.tables[COMMON].negators

    def known_words(self, lang: str) -> tuple[set[str], tuple[str, ...]]:
        """(plain words, stems) understood in ``lang``: the targets of typo correction."""
        if lang not in self._known:
            common, own = self.tables[COMMON], self.table(lang)
            words = (common.words | own.words | set(own.markers) | own.fillers | common.fillers | own.negators
                     | common.negators | set(own.forms))
            self._known[lang] = (words, tuple(sorted(common.stems | own.stems, key=len, reverse=True)))
        return self._known[lang]


def vocabulary_dir() -> Path:
    """``data/ask`` inside the package (or the checkout)."""
    from judge_cli.corpus.paths import default_data_dir

    return default_data_dir() / "ask"


def load_lexicon(directory: Path | None = None, terms_path: Path | None = None, *,
                 cache_dir: Path | None = None) -> Lexicon:
    """Read ``common.yaml`` and one file per language (CorpusError naming file and line on a fault).

    Compiling the vocabulary (YAML, official terms, lemma tables) takes seconds; with ``cache_dir`` the result
    is kept there and read back while no vocabulary file has changed (see :mod:`judge_cli.ask.lexcache`).  A
    question reads one language's lemma tables and word sets (and Chinese and Japanese phrases) only, so they are
    kept in a file per language, read by :meth:`Lexicon.table` when the language is first used: reading every
    language's was a good part of reading the whole cache, at every question.
    """
    directory = directory or vocabulary_dir()
    if cache_dir is None:
        return compile_lexicon(directory, terms_path)
    import zlib
    from functools import partial

    from judge_cli.ask.lexcache import load

    key = f"{zlib.crc32(str(directory.resolve()).encode()):08x}"
    try:
        stamp = _fingerprint(directory, terms_path)
    except OSError:
        return compile_lexicon(directory, terms_path)

    def compiled() -> Lexicon:  # errors in the inputs propagate: they are the user's to fix
        lexicon = compile_lexicon(directory, terms_path)
        _store(lexicon, cache_dir, key, stamp)
        return lexicon

    lexicon = load(cache_dir / f"ask-lexicon-{key}.pickle", stamp, Lexicon)
    if lexicon is None:
        return compiled()

    def rest(lang: str) -> Table:
        # Stored with the same fingerprint as the lexicon, so of the same vocabulary; missing or damaged, the whole
        # vocabulary is compiled again (and stored).
        table = load(cache_dir / f"ask-table-{key}-{lang}.pickle", stamp, Table)
        return table if table is not None else compiled().tables[lang]

    lexicon._rest = {lang: partial(rest, lang) for lang in LANGUAGES}
    return lexicon


def _store(lexicon: Lexicon, cache_dir: Path, key: str, stamp: str) -> None:
    """Cache ``lexicon``: each language's table in a file of its own, then what finding the language reads (the
    markers, the phrases of :data:`LATIN` as :meth:`Lexicon.telling` gives them; ``common`` whole), written last:
    while it is missing, nothing is read."""
    from judge_cli.ask.lexcache import store

    first: dict[str, Table] = {COMMON: lexicon.tables[COMMON]}
    for lang in LANGUAGES:
        whole = lexicon.tables[lang]
        store(cache_dir / f"ask-table-{key}-{lang}.pickle", stamp, whole)
        first[lang] = Table(lang, [], whole.markers)
    store(cache_dir / f"ask-lexicon-{key}.pickle", stamp,
          Lexicon(first, _telling={lang: lexicon.telling(lang) for lang in LATIN}))


def _fingerprint(directory: Path, terms_path: Path | None) -> str:
    """What the compiled vocabulary depends on: its files, the compiling modules, simplemma, the concepts (the
    files they are read from: see :func:`judge_cli.ask.concepts.all_concepts`)."""
    from judge_cli import __version__
    from judge_cli.ask.lexcache import fingerprint
    from judge_cli.corpus.paths import default_data_dir

    here = Path(__file__)
    # Every module of this package, not a hand-kept list of those that compile: a list misses the next module the
    # compiled tables come to depend on, and a stale cache then reads questions with an old vocabulary (it did,
    # on a CI machine whose cache outlived the commit).  os.scandir: pathlib's glob costs more than the stats.
    sources = sorted(Path(entry.path) for entry in os.scandir(here.parent) if entry.name.endswith(".py"))
    sources.append(terms_path or default_data_dir() / "terms.yaml")
    sources += sorted(directory.glob("*.yaml"))
    sources += _concept_sources(here.with_name("concepts.py"))
    return fingerprint(sources, [__version__, _simplemma_version(), str(directory.resolve())])


def _concept_sources(concepts_file: Path) -> list[Path]:
    """The modules the concepts are read from: the concepts' own, the game's words, the rules package's modules
    and every question kind's (the keys' ``ask`` bindings, the claims, the registry's table)."""
    package = concepts_file.parent.parent  # judge_cli/
    rules = package / "rules"
    found = [concepts_file, package / "game" / "vocabulary.py"]
    for folder in (rules, rules / "kinds"):  # os.scandir: pathlib's glob costs more than the stats themselves
        found += sorted(Path(entry.path) for entry in os.scandir(folder) if entry.name.endswith(".py"))
    return found


def _simplemma_version() -> str:
    """simplemma as installed, by its package file's path, size and modification time (a new version is a new
    file): neither importing it (tens of milliseconds) nor ``importlib.metadata`` (about as long as reading the
    compiled vocabulary) just to be told its version."""
    from importlib.util import find_spec

    spec = find_spec("simplemma")
    if spec is None or not spec.origin:
        return "none"
    stat = os.stat(spec.origin)
    return f"{spec.origin}:{stat.st_mtime_ns}:{stat.st_size}"


def compile_lexicon(directory: Path, terms_path: Path | None = None) -> Lexicon:
    """Read and check the vocabulary files, add the official terms, build the lemma tables."""
    from judge_cli.cr.terms import load_vocabulary

    lexicon = Lexicon()
    for name in (COMMON,) + LANGUAGES:
        lexicon.tables[name] = _read_table(directory / f"{name}.yaml", name)
    _add_official_terms(lexicon, directory / f"{COMMON}.yaml", load_vocabulary(terms_path))
    _weigh_markers(lexicon)
    _lemmatise(lexicon)
    _share_strings(lexicon)
    return lexicon


def _share_strings(lexicon: Lexicon) -> None:
    """One object for each distinct word, concept and language code of the tables (and a phrase's words for its
    lemmas when they are the same): pickled once and then referred to, the cache is a sixth smaller and quicker
    to read."""
    intern = sys.intern

    def words(items: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(intern(item) for item in items)

    for table in lexicon.tables.values():
        shared = []
        for phrase in table.phrases:
            written = words(phrase.words)
            lemmas = written if phrase.lemmas == phrase.words else words(phrase.lemmas)
            shared.append(phrase._replace(concept=intern(phrase.concept), words=written, text=intern(phrase.text),
                                          lang=intern(phrase.lang), lemmas=lemmas))
        table.phrases = shared
        table.markers = {intern(word): weight for word, weight in table.markers.items()}
        table.words, table.stems = {intern(word) for word in table.words}, {intern(stem) for stem in table.stems}
        table.fillers, table.negators = ({intern(word) for word in table.fillers},
                                         {intern(word) for word in table.negators})
        table.forms = {intern(form): intern(lemma) for form, lemma in table.forms.items()}
        table.near = {intern(word) for word in table.near}


def _lemmatise(lexicon: Lexicon) -> None:
    """Each language's form -> lemma table (for the words its phrases and fillers use), and each phrase's lemmas."""
    from judge_cli.ask.lemmas import LEMMATISED, lemma_table, near_forms

    common = lexicon.tables[COMMON]
    for lang in LEMMATISED:
        table = lexicon.tables[lang]
        words = table.words | table.fillers | table.negators | common.words | common.fillers | set(table.markers)
        table.forms = lemma_table(lang, words)
        table.near = near_forms(lang, words | set(table.forms), NEAR_SHORTEST)
    for lang in LANGUAGES:
        forms = lexicon.tables[lang].forms
        own = lexicon.tables[lang]
        own.phrases = [_with_lemmas(phrase, forms) for phrase in own.phrases]
    common.phrases = [_with_lemmas(phrase, {}) for phrase in common.phrases]


def _with_lemmas(phrase: Phrase, forms: dict[str, str]) -> Phrase:
    return phrase._replace(lemmas=tuple(forms.get(word, word) for word in phrase.words))


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
        raise CorpusError(_("'markers' must be a list of words (quote yes, no, on and off, which YAML reads as true "
                            "or false)"), source=source, line=data.line_of("markers"))
    table.markers = {_normal(word): 1.0 for word in markers if _normal(word)}
    for key in ("filler", "negation"):
        items = data.get(key, YamlList())
        if not isinstance(items, list) or not all(isinstance(item, str) and _normal(item) for item in items):
            raise CorpusError(_("{key!r} must be a list of words or phrases (quote yes, no, on and off, which YAML "
                                "reads as true or false)").format(key=key), source=source, line=data.line_of(key))
        for item in items:
            if key == "negation":
                table.negators.add(_normal(item))
            elif len(_normal(item).split()) == 1:  # one word (a CJK word is checked whole, never as a substring)
                table.fillers.add(_normal(item))
                if _is_cjk_text(item) and len(_normal(item)) >= CJK_FILLER_PHRASE:
                    add_phrase(table, FILLER, item)  # しないといけない: found inside the text too
            else:
                add_phrase(table, FILLER, item)
    phrases = data.get("phrases")
    if not isinstance(phrases, YamlMap):
        raise CorpusError(_("expected a mapping 'phrases:' of concept to phrases"), source=source, line=data.line)
    for written, items in phrases.items():
        line = phrases.line_of(written)
        concept = written[len(INVERSE):] if written.startswith(INVERSE) else written
        if concept not in all_concepts():
            raise CorpusError(_("unknown concept {concept!r} (the concepts are listed in docs/ask-vocabulary.md)")
                              .format(concept=concept), source=source, line=line)
        if not isinstance(items, list) or not all(isinstance(item, str) and _normal(item) for item in items):
            raise CorpusError(_("concept {concept!r}: expected a list of phrases (quote yes, no, on and off, which "
                                "YAML reads as true or false)").format(concept=concept),
                              source=source, line=line)
        for item in items:
            add_phrase(table, concept, item, inverse=written.startswith(INVERSE))
    return table


def _is_cjk_text(text: str) -> bool:
    from judge_cli.search.normalize import is_cjk

    return any(is_cjk(char) for char in text)


def _normal(text: str) -> str:
    from judge_cli.search.normalize import normalize

    text = split_elisions(text.replace(GAP, _GAP).replace("…", _GAP).replace("*", _STEM))
    return normalize(text).replace(_STEM, "*").replace(_GAP.strip(), GAP)


def add_phrase(table: Table, concept: str, text: str, *, inverse: bool = False) -> None:
    """Add ``text`` (a phrase as written in a file) to ``table`` under ``concept`` (``inverse``: ``!concept``)."""
    from judge_cli.search.normalize import is_cjk

    words = tuple(_normal(text).split())
    if not words:
        return
    cjk = any(is_cjk(char) for char in "".join(words))
    if cjk:  # one string; gaps stay separate pieces
        words = tuple(" ".join(words).replace(" " + GAP + " ", "\0").replace(" ", "").split("\0"))
        words = tuple(part for piece in words for part in (piece, GAP))[:-1]
    table.phrases.append(Phrase(concept, words, text, table.lang, cjk, inverse))
    if not cjk:
        for word in words:
            if word.endswith("*"):
                table.stems.add(word[:-1])
            elif word != GAP:
                table.words.add(word)


def _add_official_terms(lexicon: Lexicon, source: Path, vocabulary: Vocabulary) -> None:
    """Phrases for the official terms of ``data/terms.yaml`` named under ``terms:`` in ``common.yaml``."""
    from judge_cli.yamlsafe import YamlMap, read_yaml_file

    data = read_yaml_file(source, f"data/ask/{source.name}")
    mapping = data.get("terms") or YamlMap()
    for english, concept in mapping.items():
        if concept not in all_concepts() or english not in vocabulary.by_english:
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
