"""How much of the corpus exists in each language (for ``judge langs``)."""

from __future__ import annotations

from dataclasses import dataclass

from judge_cli.corpus.model import Corpus
from judge_cli.languages import LANGUAGES


@dataclass(frozen=True)
class Coverage:
    """Counts of one language's texts against the corpus totals."""

    lang: str
    names: int
    texts: int
    flavors: int
    rulings: int
    total_cards: int
    total_flavors: int
    total_rulings: int

    def fraction(self) -> float:
        """Share of all countable items present in this language (0..1)."""
        total = 2 * self.total_cards + self.total_flavors + self.total_rulings
        have = self.names + self.texts + self.flavors + self.rulings
        return have / total if total else 0.0


def language_coverage(corpus: Corpus) -> list[Coverage]:
    """One :class:`Coverage` per supported language, English first.

    A flavor text counts towards the total when the card has one in any
    language, since a card without flavor text cannot be missing it.
    """
    cards = list(corpus.cards.values())
    flavored = [card for card in cards if card.flavor]
    result = []
    for lang in LANGUAGES:
        result.append(
            Coverage(
                lang=lang,
                names=sum(lang in card.names for card in cards),
                texts=sum(lang in card.texts for card in cards),
                flavors=sum(lang in card.flavor for card in flavored),
                rulings=sum(lang in ruling.text for ruling in corpus.rulings.values()),
                total_cards=len(cards),
                total_flavors=len(flavored),
                total_rulings=len(corpus.rulings),
            )
        )
    return result
