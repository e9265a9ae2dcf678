"""Which part each card named in a question plays: the face-down card, the spell that acted, or none known.

A story names several cards ("Opp casts Krosan Grip, can I unmorph my Willbender?", "I equipped Bonesplitter
to my face-down creature"); only one of them can be the permanent the question is about.  A card is that
*subject* when a face-down or turning word stands right by it with nothing but filler words between
("my face-down Akroma", "Delver of Secrets got manifested", "unmorph my Willbender", "Akroma face cachée") —
unless the word describes a noun of its own ("Bonesplitter to my face-down *creature*").  A seed card the
``resolve`` kind knows is the spell cast.  Any other card is a part the reader can't place: its name is
reported as not understood, so the question is refused rather than answered about the wrong card.
"""

from __future__ import annotations

from judge_cli.ask.names import NamedCard
from judge_cli.ask.text import Hit, Text
from judge_cli.ask.vocabulary import Lexicon
from judge_cli.rules.seed_spells import SEED_CARDS

#: The words that put a card in the face-down part: a procedure, face down, turning face up.
_SUBJECT_CUES = ("proc.", "face-down", "hint.can-turn-face-up", "kind.can-turn-face-up", "kind.can-transform")
#: Nouns a face-down word may describe instead of the card before it.
_NOUNS = ("type.", "status.token")
#: Filler words at most between a card and the word that makes it the subject.
REACH_WORDS = 3


def subject_card(cards: list[NamedCard], hits: list[Hit], text: Text, lexicon: Lexicon,
                 lang: str) -> tuple[NamedCard | None, list[NamedCard]]:
    """The card the question is about (or None), and the named cards no part explains (seed spells excepted)."""
    seeds = set(SEED_CARDS.values())
    subject = None
    others = []
    for card in cards:
        if subject is None and _by_a_cue(card, hits, text, lexicon, lang):
            subject = card  # "a cloaked Become Anonymous": even a seed card can be the face-down card
        elif card.card_id not in seeds:
            others.append(card)
    return subject, others


def _by_a_cue(card: NamedCard, hits: list[Hit], text: Text, lexicon: Lexicon, lang: str) -> bool:
    start, end = card.span
    if start == end:  # a quoted name, not located in the text: by itself it is what is asked about
        return True
    for hit in hits:
        if not hit.concept.startswith(_SUBJECT_CUES):
            continue
        if hit.end <= start and _only_fillers(text, hit.end, start, lexicon, lang):
            return True  # "face-down Akroma", "unmorph my Willbender"
        if hit.start >= end and _only_fillers(text, end, hit.start, lexicon, lang) \
                and not _describes_a_noun(hit, hits, text, lexicon, lang):
            return True  # "Delver of Secrets got manifested", "Akroma face cachée"
    return False


def _between(text: Text, start: int, end: int) -> list[str]:
    return [word for word, at, stop in text.tokens if start <= at and stop <= end]


def _only_fillers(text: Text, start: int, end: int, lexicon: Lexicon, lang: str) -> bool:
    if lang in ("ja", "zh"):  # no spaces: a few characters of particles at most (の, が, を, 的, 被)
        gap = text.normal[start:end].strip()
        return len(gap) <= 2
    words = _between(text, start, end)
    return len(words) <= REACH_WORDS and all(lexicon.is_filler(lang, word) for word in words)


def _describes_a_noun(hit: Hit, hits: list[Hit], text: Text, lexicon: Lexicon, lang: str) -> bool:
    """True when a type noun follows ``hit`` closely: the face-down word is that noun's ("face-down creature")."""
    return any(other.start >= hit.end and other.concept.startswith(_NOUNS)
               and _only_fillers(text, hit.end, other.start, lexicon, lang)
               and len(_between(text, hit.end, other.start)) <= 1 for other in hits)
