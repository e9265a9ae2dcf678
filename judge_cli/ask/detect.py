"""Which language a question is written in: its script, then marker words and phrase hits."""

from __future__ import annotations

from judge_cli.ask.text import Text, match
from judge_cli.ask.vocabulary import Lexicon
from judge_cli.records import frozen
from judge_cli.search.normalize import is_cjk

LATIN = ("en", "de", "fr", "es", "it")
#: A second language this strong (absolute, and relative to the first) makes the question mixed.
MIXED_MIN = 2.0
MIXED_SHARE = 0.6
#: Concepts whose phrases tell no language apart: condition words (*si*, *se*) and the structure words of
#: judge_cli.ask.clauses (*de*, *of*, *fase*, *o*) are words of several languages.
UNTELLING = ("condition", "time", "time.of", "join", "object.to", "instrument")


@frozen
class Detection:
    """The language found, the runner-up, and the evidence for each."""

    lang: str | None  #: None: no supported script
    scores: dict[str, float]
    mixed_with: str | None = None


def _is_kana(char: str) -> bool:
    return 0x3040 <= ord(char) <= 0x30FF or 0x31F0 <= ord(char) <= 0x31FF


def _latin_scores(text: Text, lexicon: Lexicon, langs: tuple[str, ...]) -> dict[str, float]:
    """Marker words (shared ones weigh less) plus hits of each language's own phrases (not those of
    :data:`UNTELLING`); like a shared marker, words that several languages' phrases find alike weigh a share
    (*creature* is English and Italian, *usa la pila* Spanish and Italian)."""
    words = [word for word, _start, _end in text.tokens]
    markers, spans = {}, {}
    for lang in langs:
        table = lexicon.tables[lang]
        markers[lang] = sum(table.markers.get(word, 0.0) for word in words)
        spans[lang] = {(hit.start, hit.end) for hit in match(text, words, table.phrases) if not hit.phrase.cjk
                       and hit.concept not in UNTELLING}
    sharing: dict[tuple[int, int], int] = {}
    for found in spans.values():
        for span in found:
            sharing[span] = sharing.get(span, 0) + 1
    return {lang: markers[lang] + sum(1 / sharing[span] for span in spans[lang]) for lang in langs}


def detect(text: Text, lexicon: Lexicon) -> Detection:
    """The question's language; ``mixed_with`` names a second language about as present as the first."""
    letters = [char for char in text.normal if char.isalpha()]
    kana = sum(_is_kana(char) for char in letters)
    han = sum(is_cjk(char) and not _is_kana(char) for char in letters)
    latin = sum(char.isascii() or "LATIN" in _name(char) for char in letters)
    other = len(letters) - kana - han - latin
    if other > max(kana + han, latin):
        return Detection(None, {})
    if not letters:  # only costs, numbers or P/T: nothing tells a language, and nothing needs one
        return Detection("en", {})
    scores = _latin_scores(text, lexicon, LATIN) if latin else {}
    if kana or han:
        cjk_words = [word for word, _start, _end in text.tokens]
        cjk = {lang: float(len([h for h in match(text, cjk_words, lexicon.tables[lang].phrases) if h.phrase.cjk]))
               for lang in ("ja", "zh")}
        lang = "ja" if kana or cjk["ja"] > cjk["zh"] else "zh"
        second = max(scores, key=scores.__getitem__) if scores else None
        mixed = second if second and scores[second] >= MIXED_MIN else None
        return Detection(lang, {**scores, **cjk}, mixed)
    ranked = sorted(scores, key=lambda lang: (-scores[lang], LATIN.index(lang)))
    best, second = ranked[0], ranked[1]
    if scores[best] == 0:
        return Detection("en", scores)  # only shared words (DFC, cloak, ETB): players' English
    mixed = second if scores[second] >= MIXED_MIN and scores[second] >= MIXED_SHARE * scores[best] else None
    return Detection(best, scores, mixed)


def _name(char: str) -> str:
    import unicodedata

    return unicodedata.name(char, "")
