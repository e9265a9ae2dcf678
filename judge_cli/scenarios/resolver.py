"""Turn a card name written in a scenario (any language) into the rules' CardFacts.

One :class:`CorpusCardResolver` serves a whole run: the name index is built
once, and each distinct name is resolved once (a bank of 10,000 scenarios
names the same few cards again and again).
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from judge_cli.corpus.model import Card, Corpus
from judge_cli.i18n import _
from judge_cli.rules.api import CardFacts, ScenarioError

#: Oracle phrasings of the triggers the rules care about (face-down questions).
_TRIGGER_PATTERNS = (
    ("turned-face-up", re.compile(r"\bwhen(ever)?\b[^.]*\bis turned face up\b", re.IGNORECASE)),
    ("enters", re.compile(r"\bwhen(ever)?\b[^.]*\benters\b", re.IGNORECASE)),
)


def fold(name: str) -> str:
    """Case-, accent- and space-insensitive form of a name, for exact matching."""
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(stripped.replace("’", "'").split())


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
        disguise=card.disguise,
        morph=card.morph,
        triggers=triggers,
        corpus_id=card.id,
    )


class CorpusCardResolver:
    """Resolves names against the corpus through the search package's NameIndex.

    Only an exact name (ignoring case, accents and spacing) in any language is
    accepted: a judge tool must not silently guess which card was meant, so a
    near miss is an error that lists the nearest names.
    """

    def __init__(self, corpus: Corpus, index: Any = None) -> None:
        self.corpus = corpus
        self._index = index
        self._cache: dict[str, CardFacts | str] = {}
        self._exact: dict[str, str] | None = None

    @property
    def index(self) -> Any:
        """The NameIndex, built on first use (scenarios with inline cards never need it)."""
        if self._index is None:
            from judge_cli.search import NameIndex

            self._index = NameIndex.build(self.corpus)
        return self._index

    def _exact_names(self) -> dict[str, str]:
        """Folded printed name (every language) -> card id."""
        if self._exact is None:
            self._exact = {}
            for card in self.corpus.cards.values():
                for name in (card.name, *card.names.values()):
                    self._exact.setdefault(fold(name), card.id)
        return self._exact

    def __call__(self, name: str, *, source: str, line: int) -> CardFacts:
        """The card called ``name``, or ScenarioError naming the nearest names."""
        key = fold(name)
        cached = self._cache.get(key)
        if cached is None:
            cached = self._resolve(name, key)
            self._cache[key] = cached
        if isinstance(cached, str):
            raise ScenarioError(cached, source=source, line=line)
        return cached

    def _resolve(self, name: str, key: str) -> CardFacts | str:
        card_id = self._exact_names().get(key)
        if card_id is None:
            match = self.index.best(name)
            if match is not None and fold(match.matched) == key:
                card_id = match.card_id
        if card_id is not None:
            return card_facts(self.corpus.card(card_id))
        return self._unknown(name)

    def _unknown(self, name: str) -> str:
        """The message for a name no card has, with the nearest names."""
        suggestions: list[str] = []
        try:
            matches = self.index.search(name, limit=3)
        except Exception:  # noqa: BLE001 - a suggestion must never hide the real error
            matches = []
        for match in matches:
            label = match.matched
            card = self.corpus.cards.get(match.card_id)
            if card is not None and label != card.name:
                label = f"{label} ({card.name})"
            if label not in suggestions:
                suggestions.append(label)
        if suggestions:
            return _("unknown card {name!r}; nearest: {names} (or describe the card inline: name, types, mana_cost)").format(
                name=name, names="; ".join(suggestions))
        return _("unknown card {name!r}: no corpus card has that name in any language "
                 "(describe the card inline: name, types, mana_cost)").format(name=name)
