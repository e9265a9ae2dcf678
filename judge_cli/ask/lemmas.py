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
    from simplemma.strategies.dictionaries.dictionary_factory import DefaultDictionaryFactory

    from judge_cli.search.normalize import normalize

    wanted = set(words)
    dictionary: Any = DefaultDictionaryFactory().get_dictionary(lang)
    pairs = []
    lemmas = set(wanted)
    for form, lemma in dictionary.items():
        plain_form = _plain(form, normalize)
        if not plain_form:
            continue
        plain_lemma = _plain(lemma, normalize)
        pairs.append((plain_form, plain_lemma))
        if plain_form in wanted:
            lemmas.add(plain_lemma)
    return {form: lemma for form, lemma in pairs if lemma in lemmas and form != lemma}


def _plain(text: str, normalize: Any) -> str:
    """One normalised word, or "" for entries of several words (they never match one token)."""
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
