"""Which language a question is written in: its script, then marker words and phrase hits."""

from __future__ import annotations

from judge_cli.ask.telling import UNTELLING, candidates
from judge_cli.ask.text import Text, match
from judge_cli.ask.vocabulary import LATIN, Lexicon, Phrase
from judge_cli.records import frozen
from judge_cli.search.normalize import is_cjk

#: A second language this strong (absolute, and relative to the first) makes the question mixed.
MIXED_MIN = 2.0
MIXED_SHARE = 0.6


@frozen
class Detection:
    """The language found, the runner-up, and the evidence for each."""

    lang: str | None  #: None: no supported script
    scores: dict[str, float]
    mixed_with: str | None = None


def _is_kana(char: str) -> bool:
    return 0x3040 <= ord(char) <= 0x30FF or 0x31F0 <= ord(char) <= 0x31FF


@frozen
class _Evidence:
    """What tells one Latin language: its marker words (position, weight) and the spans of its own phrases."""

    markers: tuple[tuple[int, float], ...]
    spans: frozenset[tuple[int, int]]

    @property
    def score(self) -> float:
        return sum(weight for _at, weight in self.markers) + len(self.spans)

    def beside(self, best: _Evidence) -> float:
        """The evidence left once what ``best`` explains is set aside: a word inside one of its phrases or one of
        its markers, a phrase on the same words ("usa la pila" is Spanish and Italian, "creature" English and
        Italian): words both languages have say nothing of a second language."""
        def explained(start: int, end: int) -> bool:
            return any(s <= start and end <= e for s, e in best.spans)

        taken = {at for at, _weight in best.markers}
        words = sum(weight for at, weight in self.markers if at not in taken and not explained(at, at + 1))
        return words + len([span for span in self.spans if not explained(*span)])


def _latin_evidence(text: Text, lexicon: Lexicon, langs: tuple[str, ...]) -> dict[str, _Evidence]:
    """Marker words (shared ones weigh less) plus hits of each language's own phrases (not those of
    :data:`UNTELLING`).

    Only the phrases that can be found among the question's words are tried, as :mod:`judge_cli.ask.telling`
    keeps them (their text and lemmas play no part in finding them).
    """
    words = [word for word, _start, _end in text.tokens]
    evidence = {}
    for lang in langs:
        table = lexicon.tables[lang]
        markers = tuple((start, table.markers[word]) for word, start, _end in text.tokens if word in table.markers)
        phrases = [Phrase(concept, written, "", lang, cjk)
                   for concept, written, cjk in candidates(lexicon.telling(lang), words)]
        own = frozenset((hit.start, hit.end) for hit in match(text, words, phrases) if not hit.phrase.cjk
                        and hit.concept not in UNTELLING)
        evidence[lang] = _Evidence(markers, own)
    return evidence


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
    evidence = _latin_evidence(text, lexicon, LATIN) if latin else {}
    scores = {lang: found.score for lang, found in evidence.items()}
    if kana or han:
        cjk_words = [word for word, _start, _end in text.tokens]
        cjk = {lang: float(len([h for h in match(text, cjk_words, lexicon.table(lang).phrases) if h.phrase.cjk]))
               for lang in ("ja", "zh")}
        lang = "ja" if kana or cjk["ja"] > cjk["zh"] else "zh"
        second = max(scores, key=scores.__getitem__) if scores else None
        mixed = second if second and scores[second] >= MIXED_MIN else None
        return Detection(lang, {**scores, **cjk}, mixed)
    ranked = sorted(scores, key=lambda lang: (-scores[lang], LATIN.index(lang)))
    best = ranked[0]
    if scores[best] == 0:
        return Detection("en", scores)  # only shared words (DFC, cloak, ETB): players' English
    beside = {lang: evidence[lang].beside(evidence[best]) for lang in ranked[1:]}
    second = max(ranked[1:], key=lambda lang: beside[lang])  # ties: the order of ``ranked``
    mixed = second if beside[second] >= MIXED_MIN and beside[second] >= MIXED_SHARE * scores[best] else None
    return Detection(best, scores, mixed)


def _name(char: str) -> str:
    import unicodedata

    return unicodedata.name(char, "")
