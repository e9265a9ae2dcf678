"""What finding a question's language reads of a Latin language's phrases: each distinct phrase once, by its first
word.

Every question is matched against the phrases of all five Latin languages to tell which it is written in
(:mod:`judge_cli.ask.detect`), and then reads one language only.  Reading every phrase of all five from the
compiled vocabulary's cache (thousands of named tuples, each with its text and lemmas), then trying each against
the question, was a good part of every ``judge ask`` (issue 16).  Finding the language needs much less of a phrase:
its words, whether it is matched as CJK, and whether its concept tells a language (:data:`UNTELLING`); phrases
with the same words are found alike, so one of them stands for all (a telling one when there is).  An
:data:`Index` keeps those, by first word, so a question tries only the phrases whose first word it has (plus those
starting with a stem or written in CJK, which :func:`judge_cli.ask.text.match` checks otherwise).  The cached
vocabulary holds one index per Latin language (see :func:`judge_cli.ask.vocabulary.load_lexicon`); an uncached one
makes it from the language's phrases when first asked.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover - typing only
    from judge_cli.ask.vocabulary import Phrase

#: Concepts whose phrases tell no language apart: condition words (*si*, *se*) and the structure words of
#: judge_cli.ask.clauses (*de*, *of*, *fase*, *o*) are words of several languages.
UNTELLING = ("condition", "time", "time.of", "join", "object.to", "instrument")

#: A phrase as finding the language reads it: its concept, its words (as :class:`~judge_cli.ask.vocabulary.Phrase`
#: has them) and whether it is matched as CJK.
Entry = tuple[str, tuple[str, ...], bool]
#: The entries of one language: by first word, then those tried for every question (a first word that is a stem,
#: CJK phrases).
Index = tuple[dict[str, tuple[Entry, ...]], tuple[Entry, ...]]


def index(phrases: Iterable[Phrase]) -> Index:
    """The :data:`Index` of a language's ``phrases``: one entry per distinct words (and CJK or not), with the
    concept of a phrase that tells the language when one of them does."""
    chosen: dict[tuple[tuple[str, ...], bool], str] = {}
    for phrase in phrases:
        key = (phrase.words, phrase.cjk)
        if key not in chosen or (chosen[key] in UNTELLING and phrase.concept not in UNTELLING):
            chosen[key] = phrase.concept
    by_head: dict[str, list[Entry]] = {}
    always: list[Entry] = []
    for (words, cjk), concept in chosen.items():
        if cjk or words[0].endswith("*"):
            always.append((concept, words, cjk))
        else:
            by_head.setdefault(words[0], []).append((concept, words, cjk))
    return {head: tuple(entries) for head, entries in by_head.items()}, tuple(always)


def candidates(found: Index, words: Iterable[str]) -> list[Entry]:
    """The entries of ``found`` that can match a text of ``words``: those starting with one of them, then the
    others (in a fixed order: the words' own, then the index's)."""
    by_head, always = found
    return [entry for word in dict.fromkeys(words) for entry in by_head.get(word, ())] + list(always)
