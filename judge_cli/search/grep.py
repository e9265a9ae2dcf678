"""Full-text search over the corpus: card names, texts, flavor, printings and rulings.

Matching is on normalised text (:mod:`judge_cli.search.normalize`), so case,
accents on Latin letters, punctuation, full-width forms and ``ae``/``ä`` do
not matter: ``face up`` finds ``face-up``, ``verdeckt`` finds ``verdeckten``.

:func:`grep_page` shows the first hits and counts the others: imported texts
are counted in SQL and only the ones shown are read and cut into snippets
(see :mod:`judge_cli.store.greptexts`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from judge_cli.corpus.model import Card, Corpus, Ruling
from judge_cli.search.normalize import normalize_query, search_keys

#: Snippets are cut to about this many characters around the match.
SNIPPET_WIDTH = 110
_SENTENCE_END = re.compile(r"(?<=[.!?。！？])\s*|\n+")


#: Hits ``judge grep`` shows unless told otherwise (``--limit``).
DEFAULT_LIMIT = 50


@dataclass(frozen=True)
class GrepHit:
    """One text containing the query: what it belongs to, which field, and a snippet."""

    kind: str  #: "card" or "ruling"
    id: str
    lang: str
    field: str  #: name, oracle, text, flavor, printing, back, ruling, variant
    snippet: str

    def to_json(self) -> dict[str, str]:
        """The JSON form used by ``judge grep --json``."""
        return {"kind": self.kind, "id": self.id, "lang": self.lang, "field": self.field, "snippet": self.snippet}


def _texts(corpus: Corpus) -> Iterator[tuple[str, str, str, str, str]]:
    """(kind, id, lang, field, text) for every searchable text of the corpus."""
    yield from texts_of(corpus.cards.values(), corpus.rulings.values())


def texts_of(cards: Iterable[Card], rulings: Iterable[Ruling]) -> Iterator[tuple[str, str, str, str, str]]:
    """(kind, id, lang, field, text) for every searchable text of ``cards`` and ``rulings``."""
    for card in cards:
        for lang, name in card.names.items():
            yield "card", card.id, lang, "name", name
        yield "card", card.id, "en", "oracle", card.oracle_text
        for field, per_lang in (("text", card.texts), ("flavor", card.flavor)):
            for lang, text in per_lang.items():
                yield "card", card.id, lang, field, text
        for printing in card.printings:
            for lang, text in printing.printed_text.items():
                yield "card", card.id, lang, "printing", text
        if card.back is not None:
            yield "card", card.id, "en", "back", f"{card.back.name}\n{card.back.oracle_text}"
    for ruling in rulings:
        for lang, text in ruling.text.items():
            yield "ruling", ruling.id, lang, "ruling", text
        for variant in ruling.variants:
            yield "ruling", ruling.id, variant.lang, "variant", variant.text


def _contains(text: str, query: str) -> bool:
    return any(query in key for key in search_keys(text))


def snippet(text: str, query: str, width: int = SNIPPET_WIDTH) -> str:
    """The sentence of ``text`` holding the normalised ``query``, cut to about ``width`` characters."""
    sentences = [part for part in _SENTENCE_END.split(text) if part and part.strip()]
    sentence = next((part for part in sentences if _contains(part, query)), " ".join(text.split()))
    sentence = " ".join(sentence.split())
    if len(sentence) <= width:
        return sentence
    # Find where the match starts: the last start position whose suffix still contains it.
    low, high = 0, len(sentence) - 1
    while low < high:
        middle = (low + high + 1) // 2
        if _contains(sentence[middle:], query):
            low = middle
        else:
            high = middle - 1
    start = max(0, low - width // 4)
    end = min(len(sentence), start + width)
    start = max(0, end - width)
    # Cut at spaces where there are some nearby, so no word is shown half.
    if start and " " in sentence[start:low]:
        start = sentence.index(" ", start, low) + 1
    if end < len(sentence) and " " in sentence[low + 1:end]:
        end = sentence.rindex(" ", low + 1, end)
    return ("…" if start else "") + sentence[start:end].strip() + ("…" if end < len(sentence) else "")


@dataclass(frozen=True)
class GrepPage:
    """The first hits of a query and how many there are in all."""

    hits: list[GrepHit]
    total: int

    @property
    def left_out(self) -> int:
        """Hits found but not shown."""
        return self.total - len(self.hits)


def grep(corpus: Corpus, text: str, *, lang: str | None = None) -> list[GrepHit]:
    """Every card and ruling text containing ``text`` (normalised), optionally in one language.

    Raises :class:`~judge_cli.errors.UsageError` for an empty or over-long query.
    A text shared by several fields of one card (the English printed text is
    usually the Oracle text) is reported once.
    """
    return grep_page(corpus, text, lang=lang, limit=None).hits


def grep_page(corpus: Corpus, text: str, *, lang: str | None = None, limit: int | None = DEFAULT_LIMIT) -> GrepPage:
    """The first ``limit`` hits of :func:`grep` (None: all of them) and the number of hits in all."""
    query = normalize_query(text)
    hits: list[GrepHit] = []
    total = 0
    seen: set[tuple[str, str, str, str]] = set()
    # A corpus backed by imported data counts its texts in SQL (or narrows them down to candidates).
    stored = corpus.text_matches(query, lang) if "\n" not in query else None
    if stored is not None:
        texts: Iterable[tuple[str, str, str, str, str]] = texts_of(
            corpus.shipped.cards.values(), corpus.shipped.rulings.values())  # type: ignore[attr-defined]
    else:
        candidates = corpus.text_candidates(query)
        texts = _texts(corpus) if candidates is None else candidates
    for kind, item_id, item_lang, field, body in texts:
        if lang is not None and item_lang != lang:
            continue
        marker = (kind, item_id, item_lang, body)
        if marker in seen or not _contains(body, query):
            continue
        seen.add(marker)
        total += 1
        if limit is None or len(hits) < limit:
            hits.append(GrepHit(kind, item_id, item_lang, field, snippet(body, query)))
    if stored is not None:
        total += len(stored)
        room = None if limit is None else max(0, limit - len(hits))
        hits += [GrepHit(kind, item_id, item_lang, field, snippet(body, query))
                 for kind, item_id, item_lang, field, body in stored.rows(room)]
    return GrepPage(hits, total)
