"""Card names inside a question: quoted, written exactly, or capitalised with a typo."""

from __future__ import annotations

import re
from typing import Any

from judge_cli.ask.text import Text
from judge_cli.errors import JudgeError
from judge_cli.records import frozen
from judge_cli.search.normalize import is_cjk, normalize

#: Longest name looked up word by word (card names rarely pass six words).
MAX_NAME_WORDS = 6
#: Latin languages that capitalise only names (German capitalises every noun).
CAPITALISING = ("en", "fr", "es", "it")
#: Small words that may sit inside a capitalised card name ("Hide in Plain Sight").
_CONNECTORS = frozenset(["in", "of", "the", "a", "an", "de", "la", "le", "les", "du", "des", "del", "di", "da", "dei",
                         "sous", "nez", "tous", "y", "e", "et", "and"])
_WORD = re.compile(r"[^\W\d_][\w'’-]*")


@frozen
class NamedCard:
    """A corpus card named in the question."""

    card_id: str
    name: str  #: its English name
    written: str  #: as the question wrote it
    span: tuple[int, int]  #: offsets in the normalised text (0, 0 for quoted names)
    types: tuple[str, ...] = ()  #: its front face's card types, lower case
    subtypes: tuple[str, ...] = ()  #: its front face's subtypes, lower case (aura, equipment…)
    colors: tuple[str, ...] = ()  #: its front face's colors
    enchant: str | None = None  #: an Aura's "Enchant …" restriction, lower case ("creature")


@frozen
class UnknownName:
    """A name the question clearly gives (quoted or capitalised) that matches no card."""

    written: str
    nearest: tuple[str, ...]


def find(text: Text, corpus: Any, index: Any, lang: str, known_words: set[str],
         cjk_phrases: tuple[str, ...] = ()) -> tuple[list[NamedCard], list[UnknownName]]:
    """Corpus cards named in ``text``, and the names that matched nothing.

    A name written without quotes counts only as a real mention (:func:`_mentioned`): "Later", "Turn", "Qui" or
    可以 are words of the question, even when some card in some language is called so.
    """
    found: list[NamedCard] = []
    unknown: list[UnknownName] = []
    for written in text.quoted:
        words = normalize(written).split()
        if sum(word in known_words for word in words) * 2 >= len(words) or _cjk_rules_text(written, cjk_phrases):
            continue  # quoted rules text ("when it is turned face up"), read like the rest of the question
        card = _lookup(written, corpus, index)
        if isinstance(card, NamedCard):
            found.append(_located(card, text))
        else:
            unknown.append(card)
    quoted = {(card.card_id, card.span) for card in found}
    found.extend(card for card in _exact_spans(text, corpus, index)  # a quoted name is also written exactly
                 if (card.card_id, card.span) not in quoted and _mentioned(card, text, lang, known_words, cjk_phrases))
    if lang in CAPITALISING:
        taken = {card.card_id for card in found}
        for written in _capitalised(text.raw, known_words):
            if any(normalize(written) in normalize(card.written) for card in found):
                continue
            card = _lookup(written, corpus, index)
            if isinstance(card, NamedCard):
                located = _located(card, text)
                # a card already found is kept again only where this mention is written apart from the others ("Opp
                # Doom Blades my morph … does Doom Blade destroy it?"): dropped, its words would be left unread
                if card.card_id not in taken or located.span[0] < located.span[1] and not any(
                        other.span[0] < located.span[1] and located.span[0] < other.span[1] for other in found):
                    found.append(located)
            else:
                unknown.append(card)
    return found, unknown


def _cjk_rules_text(written: str, cjk_phrases: tuple[str, ...]) -> bool:
    """True when quoted CJK text is mostly known phrases (「クリーチャーが戦場に出るたび」): an ability, not a name."""
    key = normalize(written)
    if not key or not is_cjk(key[0]):
        return False
    covered = [False] * len(key)
    for phrase in cjk_phrases:
        at = key.find(phrase)
        while phrase and at >= 0:
            covered[at:at + len(phrase)] = [True] * len(phrase)
            at = key.find(phrase, at + 1)
    return sum(covered) * 2 >= len(key)


def _mentioned(card: NamedCard, text: Text, lang: str, known_words: set[str], cjk_phrases: tuple[str, ...]) -> bool:
    """True when the unquoted ``card`` is really named: not made only of words the vocabulary knows, unless
    written capitalised inside a sentence (English, French, Spanish, Italian); for Chinese and Japanese, not a
    known word nor part of a known phrase written there."""
    start, end = card.span
    written = text.normal[start:end]
    if written and is_cjk(written[0]):
        if written in known_words:
            return False
        return not any(written in phrase and _occurs_over(text.normal, phrase, start, end) for phrase in cjk_phrases)
    words = written.split()
    if not all(word in known_words for word in words):
        return True
    return lang in CAPITALISING and _capitalised_inside(text.raw, card.written)


def _occurs_over(normal: str, phrase: str, start: int, end: int) -> bool:
    """True when ``phrase`` is written in ``normal`` over the stretch ``start:end``."""
    at = normal.find(phrase)
    while at >= 0:
        if at <= start and end <= at + len(phrase):
            return True
        at = normal.find(phrase, at + 1)
    return False


def _capitalised_inside(raw: str, written: str) -> bool:
    """True when ``written`` appears in ``raw`` with a capital, not at the start of a sentence."""
    for match in re.finditer(re.escape(written.split()[0]) if written.split() else "$^", raw, re.IGNORECASE):
        before = raw[:match.start()].rstrip()
        if match.group(0)[:1].isupper() and before and before[-1] not in ".!?¿¡:;\"'«“„(":
            return True
    return False


def _located(card: NamedCard, text: Text) -> NamedCard:
    """``card`` with the span its written name takes in the normalised text (its words are not read again)."""
    key = normalize(written_key(card.written))
    start = text.normal.find(key)
    span = (start, start + len(key)) if key and start >= 0 else (0, 0)
    from dataclasses import replace

    return replace(card, span=span)


def written_key(written: str) -> str:
    """The name as the question wrote it, elisions split like the rest of the text."""
    from judge_cli.ask.vocabulary import split_elisions

    return split_elisions(written)


def _lookup(written: str, corpus: Any, index: Any) -> NamedCard | UnknownName:
    from judge_cli.search.index import MATCH_THRESHOLD

    try:
        matches = index.search(written, limit=3)
    except JudgeError:
        return UnknownName(written, ())
    if matches and matches[0].score >= MATCH_THRESHOLD and not index.close_call(matches):
        card = corpus.card(matches[0].card_id)
        return NamedCard(card.id, card.name, written, (0, 0), *_described(card))
    return UnknownName(written, tuple(match.matched for match in matches))


def _exact_spans(text: Text, corpus: Any, index: Any) -> list[NamedCard]:
    """Runs of words (or of CJK characters) that are exactly a card name, longest first."""
    found: list[NamedCard] = []
    covered: list[tuple[int, int]] = []
    candidates = []
    words = text.tokens
    for size in range(MAX_NAME_WORDS, 0, -1):
        for first in range(len(words) - size + 1):
            chunk = words[first:first + size]
            if size == 1 and is_cjk(chunk[0][0][0]):
                candidates.extend(_cjk_substrings(chunk[0]))
            else:
                candidates.append((" ".join(word for word, _s, _e in chunk), chunk[0][1], chunk[-1][2]))
    for key, start, end in sorted(candidates, key=lambda c: c[1] - c[2]):
        hits = index.exact_names(key)  # works for the in-memory index and the imported-cards store alike
        if not hits or any(s < end and start < e for s, e in covered):
            continue
        card = corpus.card(hits[0].card_id)
        covered.append((start, end))
        found.append(NamedCard(card.id, card.name, hits[0].matched, (start, end), *_described(card)))
    return found


def _described(card: Any) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], str | None]:
    """``card``'s front face: card types and subtypes (lower case), colors, and an Aura's enchant restriction."""
    front = card.front
    text = (front.oracle_text or "").splitlines()
    enchant = text[0][len("Enchant "):].strip().lower() if text and text[0].startswith("Enchant ") else None
    return (tuple(kind.lower() for kind in front.types), tuple(kind.lower() for kind in front.subtypes),
            tuple(front.color_list), enchant)


def _cjk_substrings(token: tuple[str, int, int]) -> list[tuple[str, int, int]]:
    word, start, _end = token
    return [(word[i:j], start + i, start + j)
            for i in range(len(word)) for j in range(i + 2, min(len(word), i + 16) + 1)]


def _capitalised(raw: str, known_words: set[str]) -> list[str]:
    """Capitalised runs not at the start of a sentence, made of words the vocabulary doesn't know."""
    spans: list[str] = []
    current: list[str] = []
    sentence_start = True
    for match in _WORD.finditer(raw):
        word = match.group(0)
        before = raw[:match.start()].rstrip()
        starts = sentence_start or not before or before[-1] in ".!?¿¡:;"
        capital = word[0].isupper() and not word.isupper()
        if capital and not starts or current and word.lower() in _CONNECTORS:
            current.append(word)
        else:
            _close(current, spans, known_words)
            current = []
        sentence_start = False
    _close(current, spans, known_words)
    return spans


def _close(current: list[str], spans: list[str], known_words: set[str]) -> None:
    while current and current[-1].lower() in _CONNECTORS:
        current.pop()
    if current and not all(normalize(word) in known_words for word in current):
        spans.append(" ".join(current))
