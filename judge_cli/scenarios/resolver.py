"""Turn a card name written in a scenario (any language) into the rules' CardFacts.

One :class:`CorpusCardResolver` serves a whole run: the name index is built
once, and each distinct name is resolved once (a bank of 10,000 scenarios
names the same few cards again and again).
"""

from __future__ import annotations

import re
from typing import Any

from judge_cli.corpus.model import Card, Corpus, TypeLine
from judge_cli.errors import JudgeError
from judge_cli.i18n import _
from judge_cli.rules.api import CardFacts, ScenarioError

#: Score the name index gives a query that *is* a name once normalised.
EXACT_SCORE = 100.0
#: Oracle phrasings of the triggers the rules care about (face-down questions).
_TRIGGER_PATTERNS = (
    ("turned-face-up", re.compile(r"\bwhen(ever)?\b[^.]*\bis turned face up\b", re.IGNORECASE)),
    ("enters", re.compile(r"\bwhen(ever)?\b[^.]*\benters\b", re.IGNORECASE)),
)


def card_facts(card: Card) -> CardFacts:
    """What the rules need to know of a corpus card."""
    info = card.type_info
    back = card.back
    triggers = tuple(name for name, pattern in _TRIGGER_PATTERNS if pattern.search(card.oracle_text or ""))
    return CardFacts(
        name=card.name,
        types=info.types,
        mana_cost=card.mana_cost,
        supertypes=info.supertypes,
        subtypes=info.subtypes,
        power=card.power,
        toughness=card.toughness,
        double_faced=back is not None,
        back_name=back.name if back is not None else None,
        back_types=back.types if back is not None else (),
        back_mana_cost=back.mana_cost if back is not None else None,
        back_subtypes=TypeLine.parse(back.type_line).subtypes if back is not None else (),
        disguise=card.disguise,
        morph=card.morph,
        triggers=triggers,
        corpus_id=card.id,
    )


class CorpusCardResolver:
    """Resolves names against the corpus through the search package's NameIndex.

    Only an exact name in some language is accepted (the index's normalisation
    already forgives case, accents, width and spacing): a judge tool must not
    silently guess which card was meant, so a near miss is an error that
    lists the nearest names.
    """

    def __init__(self, corpus: Corpus, index: Any = None) -> None:
        self.corpus = corpus
        self._index = index
        self._cache: dict[str, CardFacts | str] = {}

    @property
    def index(self) -> Any:
        """The NameIndex, built on first use (scenarios with inline cards never need it)."""
        if self._index is None:
            from judge_cli.search import NameIndex

            self._index = NameIndex.build(self.corpus)
        return self._index

    def __call__(self, name: str, *, source: str, line: int) -> CardFacts:
        """The card called ``name``, or ScenarioError naming the nearest names."""
        cached = self._cache.get(name)
        if cached is None:
            cached = self._resolve(name)
            self._cache[name] = cached
        if isinstance(cached, str):
            raise ScenarioError(cached, source=source, line=line)
        return cached

    def _resolve(self, name: str) -> CardFacts | str:
        """The card's facts, or the error message (cached either way)."""
        try:
            # An exact name ends the search: no fuzzy scoring (nor rapidfuzz's import) for names written right.
            matches = self.index.search(name, limit=3, stop_at_exact=True)
        except JudgeError as error:  # an empty or over-long name
            return _("card name {name!r}: {problem}").format(name=name, problem=error.message)
        if matches and matches[0].score >= EXACT_SCORE:
            return card_facts(self.corpus.card(matches[0].card_id))
        suggestions: list[str] = []
        for match in matches:
            card = self.corpus.cards.get(match.card_id)
            label = match.matched if card is None or match.matched == card.name else f"{match.matched} ({card.name})"
            if label not in suggestions:
                suggestions.append(label)
        if suggestions:
            return _("unknown card {name!r}; nearest: {names} (or describe the card inline: name, types, "
                     "mana_cost)").format(name=name, names="; ".join(suggestions))
        return _("unknown card {name!r}: no corpus card has that name in any language "
                 "(describe the card inline: name, types, mana_cost)").format(name=name)
