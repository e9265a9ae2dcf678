"""Inflected words back to the words of the vocabulary: lemma tables, and Japanese and Chinese word splitting.

* **English, German, French, Spanish, Italian** — simplemma's dictionaries (MIT; a form -> lemma table per
  language).  Loading one takes 0.4-2.4 s, far over a question's 300 ms, so it happens once, when the
  vocabulary is compiled (:func:`judge_cli.ask.vocabulary.load_lexicon`, cached): every form whose lemma is the
  lemma of a word the vocabulary uses is kept, a few thousand entries.  A question's word is then looked up in
  that table; a word outside it has no lemma the vocabulary knows, and stays as written.
* **Japanese** — MeCab through fugashi with the IPA dictionary (``ipadic``): 4 ms to start, 51 MB installed
  (unidic-lite: 249 MB, janome: 203 MB and 0.4 s to start).  It gives each word's dictionary form (出た -> 出る)
  and part of speech (particles and auxiliary verbs are grammar, not content).
* **Chinese** — no inflection to undo (了, 过, 着 are particles), and jieba's dictionary takes 1.5 s to load
  (rjieba 0.2 s), so the words left over after the vocabulary's phrases are split by longest match against the
  language's filler words (:func:`split_cjk`); what remains is reported as not understood.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from judge_cli.records import frozen

#: The languages simplemma lemmatises for the reader.
LEMMATISED = ("en", "de", "fr", "es", "it")
#: Japanese parts of speech that are grammar: particles, auxiliary verbs, symbols, interjections, fillers.
JA_GRAMMAR = frozenset({"助詞", "助動詞", "記号", "感動詞", "フィラー", "接続詞"})


def lemma_table(lang: str, words: Iterable[str]) -> dict[str, str]:
    """Normalised form -> normalised lemma, for every form of the lemmas of ``words`` (normalised words).

    A word of ``words`` that simplemma doesn't know is its own lemma.  Imports simplemma (slow: only when the
    vocabulary is compiled).
    """
    wanted = set(words)
    pairs = _plain_pairs(lang)
    lemmas = set(wanted) | {lemma for form, lemma in pairs if form in wanted}
    return {form: lemma for form, lemma in pairs if lemma in lemmas and form != lemma}


def near_forms(lang: str, targets: Iterable[str], shortest: int) -> set[str]:
    """The words of ``lang`` (forms simplemma's dictionary knows, normalised) one letter from a word of ``targets``
    (inserted, left out or replaced), of ``shortest`` letters or more, that are neither targets nor forms of the
    lemma as a known word: typo correction may only change their ending (:func:`same_word`): *Schutz* is not *schaut*,
    *volée* not *voilée* — a real word close to a known one is another word."""
    known = set(targets)
    lemma_of: dict[str, str] = {}
    for form, lemma in _plain_pairs(lang):
        lemma_of.setdefault(form, lemma)
        lemma_of.setdefault(lemma, lemma)
    # an inflection of a known word (its lemma is a known word's) is that word: correcting it changes no meaning
    known_lemmas = known | {lemma_of.get(target, target) for target in known}
    letters = sorted({char for form in lemma_of for char in form} & set("abcdefghijklmnopqrstuvwxyz"))
    near: set[str] = set()
    for target in known:
        if len(target) + 1 < shortest or not target.isalpha():
            continue
        variants = {target[:i] + target[i + 1:] for i in range(len(target))}
        for i in range(len(target) + 1):
            for char in letters:
                variants.add(target[:i] + char + target[i:])
                if i < len(target):
                    variants.add(target[:i] + char + target[i + 1:])
        near.update(v for v in variants if len(v) >= shortest and v in lemma_of and v not in known
                    and lemma_of[v] not in known_lemmas)
    return near


def same_word(word: str, target: str) -> bool:
    """True when ``word`` and ``target`` differ only in their last two letters: another ending of the same word
    (*bloquant*, *bloquat*; *gewirkte*, *gewirktem*), which the dictionaries don't always give one lemma."""
    common = 0
    for a, b in zip(word, target, strict=False):
        if a != b:
            break
        common += 1
    return common >= min(len(word), len(target)) - 2


@lru_cache(maxsize=1)
def _plain_pairs(lang: str) -> tuple[tuple[str, str], ...]:
    """(normalised form, normalised lemma) of every entry of simplemma's dictionary for ``lang`` (loaded once per
    compilation: the lemma table and the near forms both read it)."""
    from simplemma.strategies.dictionaries.dictionary_factory import DefaultDictionaryFactory

    from judge_cli.search.normalize import normalize

    dictionary: Any = DefaultDictionaryFactory().get_dictionary(lang)
    pairs = []
    lemmas: dict[str, str] = {}  # a lemma has many forms: normalised once (normalize's own memory is too small)
    for form, lemma in dictionary.items():
        plain_form = _plain(form, normalize)
        if plain_form:
            plain_lemma = lemmas.get(lemma)
            if plain_lemma is None:
                plain_lemma = lemmas[lemma] = _plain(lemma, normalize)
            pairs.append((plain_form, plain_lemma))
    return tuple(pairs)


def _plain(text: str, normalize: Any) -> str:
    """One normalised word, or "" for entries of several words (they never match one token)."""
    if text.isascii() and text.isalpha():
        return text.lower()  # normalize's result for most of a dictionary, without its cost over millions of words
    value: str = normalize(text)
    return value if value and " " not in value else ""


@frozen
class JaWord:
    """A Japanese word as MeCab reads it."""

    surface: str
    lemma: str  #: dictionary form
    grammar: bool  #: a particle, auxiliary verb, symbol…: not content


@lru_cache(maxsize=1)
def _tagger() -> Any:
    import fugashi
    import ipadic

    return fugashi.GenericTagger(ipadic.MECAB_ARGS)


def ja_words(text: str) -> list[JaWord]:
    """The words of a Japanese text, with their dictionary forms (fugashi and ipadic, imported here)."""
    found = []
    for node in _tagger()(text):
        feature = node.feature
        lemma = feature[6] if len(feature) > 6 and feature[6] not in ("*", "") else node.surface
        # Particles, auxiliaries and symbols, and the suffix or dependent verbs and nouns (さ*れ*る, こと, もの).
        grammar = feature[0] in JA_GRAMMAR or (feature[0] in ("動詞", "名詞") and feature[1] in ("接尾", "非自立"))
        found.append(JaWord(node.surface, lemma, grammar))
    return found


def split_cjk(run: str, known: Iterable[str], longest: int = 6) -> list[tuple[str, bool]]:
    """``run`` split by longest match against ``known`` words: (piece, known?); unknown characters are grouped."""
    vocabulary = set(known)
    pieces: list[tuple[str, bool]] = []
    index = 0
    while index < len(run):
        for size in range(min(longest, len(run) - index), 0, -1):
            if run[index:index + size] in vocabulary:
                pieces.append((run[index:index + size], True))
                index += size
                break
        else:
            if pieces and not pieces[-1][1]:
                pieces[-1] = (pieces[-1][0] + run[index], False)
            else:
                pieces.append((run[index], False))
            index += 1
    return pieces
