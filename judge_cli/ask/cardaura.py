"""An Aura named on the face-down permanent whose whole text makes it lose all abilities (cardtext.removes_abilities).

"My morph is enchanted with Lignify: can I still turn it face up for its morph cost?": the Aura is neither the
face-down card nor an effect the vocabulary names, and what decides the question is that the permanent it enchants
has lost all abilities — its morph cost among them, while a cloaked or manifested creature card can still be turned
face up for its mana cost (that is a rule, not an ability).  The Aura's other effects (a creature type, a base power
and toughness) decide nothing about turning face up: the card is read for the kinds of ``KINDS`` only, and a
question asking another kind is refused (its answer would leave them out).
"""

from __future__ import annotations

from typing import Any

from judge_cli.ask.cardtext import removes_abilities
from judge_cli.ask.text import Hit
from judge_cli.ask.vocabulary import Phrase

#: The kinds whose answer the Aura's other effects (creature type, base power and toughness) can't change.
KINDS = ("can-turn-face-up",)
#: The concepts the Aura brings: it is attached to the permanent, which has lost all abilities.
_BRINGS = ("attach.aura", "status.abilities-lost")


def place(cards: list[Any], subject: Any, corpus: Any) -> tuple[Any, list[Hit]] | None:
    """The one card named, other than the face-down one, whose whole text is such an Aura, with the concepts it brings
    at each place it is named; None when there is none, or more than one such card."""
    found = [card for card in cards if card.span != (0, 0) and (subject is None or card.card_id != subject.card_id)
             and "aura" in card.subtypes and removes_abilities(corpus.card(card.card_id))]
    if len({card.card_id for card in found}) != 1:
        return None
    return found[0], [Hit(concept, card.span[0], card.span[1], Phrase(concept, (), card.name, "common"),
                          segments=(card.span,)) for card in found for concept in _BRINGS]
