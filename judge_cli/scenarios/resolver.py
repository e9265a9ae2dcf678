"""Turn a card name written in a scenario (any language) into the corpus card it names.

One :class:`CorpusCardResolver` serves a whole run: the name index is built
once, and each distinct name is resolved once (a bank of 10,000 scenarios
names the same few cards again and again).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge_cli.corpus.model import Card, Corpus
from judge_cli.errors import JudgeError
from judge_cli.i18n import _
from judge_cli.rules.api import ScenarioError

if TYPE_CHECKING:  # pragma: no cover - typing only; the search package loads when a name is looked up
    from judge_cli.search.index import NameLookup

#: Score the name index gives a query that *is* a name once normalised.
EXACT_SCORE = 100.0


class CorpusCardResolver:
    """Resolves names against the corpus through the search package's NameIndex.

    Only an exact name in some language is accepted (the index's normalisation
    already forgives case, accents, width and spacing): a judge tool must not
    silently guess which card was meant, so a near miss is an error that
    lists the nearest names.
    """

    def __init__(self, corpus: Corpus, index: NameLookup | None = None) -> None:
        self.corpus = corpus
        self._index = index
        self._cache: dict[str, Card | str] = {}

    @property
    def index(self) -> NameLookup:
        """The NameIndex, built on first use (scenarios with inline cards never need it)."""
        if self._index is None:
            from judge_cli.search import NameIndex

            self._index = NameIndex.build(self.corpus)
        return self._index

    def __call__(self, name: str, *, source: str, line: int) -> Card:
        """The card called ``name``, or ScenarioError naming the nearest names."""
        cached = self._cache.get(name)
        if cached is None:
            cached = self._resolve(name)
            self._cache[name] = cached
        if isinstance(cached, str):
            raise ScenarioError(cached, source=source, line=line)
        return cached

    def _resolve(self, name: str) -> Card | str:
        """The card's facts, or the error message (cached either way)."""
        try:
            # An exact name ends the search: no fuzzy scoring (nor rapidfuzz's import) for names written right.
            matches = self.index.search(name, limit=3, stop_at_exact=True)
        except JudgeError as error:  # an empty or over-long name
            return _("card name {name!r}: {problem}").format(name=name, problem=error.message)
        if matches and matches[0].score >= EXACT_SCORE:
            return self.corpus.card(matches[0].card_id)
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
