"""A card found by name, how found cards rank, and the names a card is found by (``judge_cli.search.index``
re-exports them)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import field
from typing import Any

from judge_cli.languages import LANGUAGES
from judge_cli.records import frozen


@frozen
class Match:
    """A card found by name: which name matched, in which language, how well (0–100)."""

    card_id: str
    lang: str
    matched: str
    score: float
    #: How it ranks against a match with the same (rounded) score: (unrounded score, typing slips,
    #: position in its index).
    order: tuple[float, int, int] = field(default=(0.0, 0, 0), compare=False, repr=False)


def rank(matches: Iterable[Match], limit: int) -> list[Match]:
    """Matches best first, at most ``limit``.

    Ties: the unrounded score, then the fewer typing slips, then the name
    indexed first (as a plain scan ranks ties; one card's names are indexed
    in language order), then language order and card id.
    """
    ranked = sorted(matches, key=lambda m: (-m.score, -m.order[0], *m.order[1:], LANGUAGES.index(m.lang), m.card_id))
    return ranked[:max(0, limit)]


def slips(normal: str, keys: list[tuple[int, str]]) -> dict[int, int]:
    """Position -> typing slips (OSA distance) from ``normal`` to its key."""
    if not keys:
        return {}
    from rapidfuzz.distance import OSA

    return {position: OSA.distance(normal, key) for position, key in keys}


def card_names(card: Any) -> list[tuple[str, str]]:
    """(language, name) of every name a card is found by, each once: its printed name per language, its Oracle
    name and its faces' (a back face, a split card's halves), its faces' printed names ("Insekten-Scheußlichkeit",
    "Feuer"), every other name one of its printings prints (Counterspell is "Contromagia" in Italian, but
    "Counterspell" in 7th Edition), and the flavor names of its printings (Universes Beyond names, MTGJSON
    ``flavorName``)."""
    named = [(lang, card.names[lang]) for lang in LANGUAGES if lang in card.names]
    named.append(("en", card.name))
    named += [("en", face.name) for face in card.faces]
    named += [(lang, name) for lang in LANGUAGES for name in card.face_names.get(lang, ())]
    named += [(lang, name) for printing in card.printings for lang, name in printing.printed_names.items()]
    named += [("en", printing.flavor_name) for printing in card.printings if printing.flavor_name]
    return list(dict.fromkeys(named))
