"""How much of the corpus exists in each language (for ``judge langs``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

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


def count_languages(corpus: Corpus) -> dict[str, Any]:
    """Cards, flavored cards, rulings, and per language the cards with a name, text, flavor text
    and the rulings with a text in it, by walking the corpus."""
    cards = list(corpus.cards.values())
    rulings = list(corpus.rulings.values())
    return {
        "cards": len(cards),
        "flavored": sum(1 for card in cards if card.flavor),
        "rulings": len(rulings),
        "names": {lang: sum(lang in card.names for card in cards) for lang in LANGUAGES},
        "texts": {lang: sum(lang in card.texts for card in cards) for lang in LANGUAGES},
        "flavors": {lang: sum(lang in card.flavor for card in cards) for lang in LANGUAGES},
        "ruling_texts": {lang: sum(lang in ruling.text for ruling in rulings) for lang in LANGUAGES},
    }


def language_coverage(corpus: Corpus) -> list[Coverage]:
    """One :class:`Coverage` per supported language, English first.

    A flavor text counts towards the total when the card has one in any
    language, since a card without flavor text cannot be missing it.  A
    corpus of imported data gives its stored counts instead of a walk.
    """
    counts = corpus.language_counts() or count_languages(corpus)
    return [
        Coverage(
            lang=lang,
            names=counts["names"][lang],
            # Every card's Oracle text is English (empty for a vanilla card): imported cards keep it as
            # the Oracle text, not as a printed English text, so counting printed texts undercounts English.
            texts=counts["cards"] if lang == "en" else counts["texts"][lang],
            flavors=counts["flavors"][lang],
            rulings=counts["ruling_texts"][lang],
            total_cards=counts["cards"],
            total_flavors=counts["flavored"],
            total_rulings=counts["rulings"],
        )
        for lang in LANGUAGES
    ]
