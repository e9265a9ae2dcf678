"""The real 2018 printings of the cards the ``ask.cardwatch`` tests name (tests/fixtures/ask-cards-watchers.json, an
excerpt of MTGJSON: English text and printed names), and an asker over the seed corpus plus them."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace
from typing import Any

CARDS = {card["name"]: card for card in json.loads(
    (Path(__file__).parent / "fixtures" / "ask-cards-watchers.json").read_text(encoding="utf-8"))["cards"]}


def text_card(text: str, name: str = "Some Card") -> Any:
    """A stand-in corpus card with only a name and a rules text (what ask.cardwatch reads)."""
    return SimpleNamespace(name=name, front=SimpleNamespace(name=name, oracle_text=text))


def build_asker(corpus: Any) -> Any:
    """An Asker over ``corpus`` plus the excerpt's cards, with their printed names."""
    from ask_helpers import new_asker

    from judge_cli.corpus.model import Card
    from judge_cli.game.oracle import face_from_oracle

    extra = []
    for record in CARDS.values():
        face = face_from_oracle(record["name"], record["type"], record["manaCost"], record["text"], record["power"],
                                record["toughness"])
        card_id = record["name"].lower().replace(" ", "-")
        extra.append(Card(id=card_id, name=record["name"], faces=(face,), names={"en": record["name"],
                                                                                 **record["names"]}))
    return new_asker(replace(corpus, cards={**corpus.cards, **{c.id: c for c in extra}}))


def answer(asker: Any, question: str) -> str | None:
    """The answer ("yes"/"no") or the refusal."""
    outcome = asker.ask(question)
    return outcome.verdict.answer if outcome.verdict is not None else outcome.refusal
