"""``judge find``: run a query over the corpus and return what the command shows, as plain data.

With imported cards the store's search tables answer (:mod:`judge_cli.find.stored`) and the few shipped
cards are checked in memory; without, every card is checked in memory (:mod:`judge_cli.find.memory`).
Results are sorted by name (normalised: case and accents ignored), the total counts every match.
"""

from __future__ import annotations

import json
from typing import Any

from judge_cli.corpus.model import Card, Corpus
from judge_cli.find.facts import card_facts
from judge_cli.find.memory import matches
from judge_cli.find.query import Node, parse
from judge_cli.find.terms import read_term

#: How many results are listed when no ``--limit`` is given (the total still counts them all).
DEFAULT_LIMIT = 100


def parse_query(query: str) -> Node:
    """The tree of ``query`` (UsageError for a malformed query or an unsupported keyword)."""
    return parse(query, read_term)


def _result(card_id: str, name: str, mana_cost: str | None, type_line: str, names: dict[str, str],
            lang: str | None) -> dict[str, Any]:
    result: dict[str, Any] = {"id": card_id, "name": name, "mana_cost": mana_cost, "type_line": type_line}
    if lang is not None:
        result["printed_name"] = names.get(lang)
    return result


def _card_result(card: Card, lang: str | None) -> dict[str, Any]:
    return _result(card.id, card.name, card.mana_cost, card.type_line, card.names, lang)


def find(corpus: Corpus, query: str, *, lang: str | None = None, limit: int = DEFAULT_LIMIT) -> dict[str, Any]:
    """The cards matching ``query``: ``{"query", "total", "results": [{"id", "name", "mana_cost", "type_line"}]}``
    sorted by name, at most ``limit`` results (``printed_name`` too when ``lang`` is given).

    ``lang`` also makes bare words match names printed in that language only.
    """
    tree = parse_query(query)
    tables = getattr(corpus, "find_tables", None)
    search = tables() if tables is not None else None
    if search is None:
        found = [card_facts(card) for card in corpus.cards.values()]
        hits = sorted((facts.sort_key, facts.id) for facts in found if matches(tree, facts, lang))
        results = [_card_result(corpus.cards[card_id], lang) for _key, card_id in hits[:limit]]
        return {"query": query, "total": len(hits), "results": results}
    shipped = corpus.shipped  # type: ignore[attr-defined]
    extra = [(facts.sort_key, facts.id) for card in shipped.cards.values()
             if matches(tree, facts := card_facts(card), lang)]
    numbers = sorted(search.evaluate(tree, lang))
    rows = search.rows(numbers[:limit])
    merged = [(card_facts_key(name), 1, (card_id, name, cost, type_line, json.loads(names)))
              for _number, card_id, name, cost, type_line, names in rows]
    for key, card_id in extra:
        card = shipped.cards[card_id]
        merged.append((key, 0, (card.id, card.name, card.mana_cost, card.type_line, card.names)))
    merged.sort(key=lambda item: (item[0], item[1]))
    results = [_result(*shown, lang) for _key, _order, shown in merged[:limit]]
    return {"query": query, "total": len(numbers) + len(extra), "results": results}


def card_facts_key(name: str) -> str:
    """The sort key of a card name (as :class:`~judge_cli.find.facts.CardFacts` has it)."""
    from judge_cli.search.normalize import normalize

    return normalize(name) or name.lower()
