"""Shared helpers of the tests/test_rules_*.py modules: a tiny card resolver and one-call questions."""

from __future__ import annotations

import textwrap

from judge_cli.corpus.model import Card, Corpus
from judge_cli.rules import evaluate, parse_given
from judge_cli.rules.api import ScenarioError, Verdict
from judge_cli.yamlsafe import parse_yaml

SOURCE = "test.yaml"


def tiny_resolver(corpus: Corpus):
    """Exact (case-insensitive) match on corpus names in every language; enough for tests."""
    names = {}
    for card in corpus.cards.values():
        for name in (card.name, *card.names.values()):
            names[name.casefold()] = card

    def resolve(name: str, *, source: str, line: int) -> Card:
        card = names.get(name.casefold())
        if card is None:
            raise ScenarioError(f"unknown card {name!r}", source=source, line=line)
        return card

    return resolve


def given_of(text: str):
    """Parse a ``given`` written as YAML (so that keys carry line numbers)."""
    return parse_yaml(textwrap.dedent(text), SOURCE)


def state_of(corpus: Corpus, question: str, text: str):
    """The parsed state of ``question`` with ``given`` written as YAML."""
    return parse_given(question, given_of(text), source=SOURCE, resolve_card=tiny_resolver(corpus))


def ask(corpus: Corpus, question: str, text: str, lang: str = "en") -> Verdict:
    """Parse and evaluate one question."""
    return evaluate(question, state_of(corpus, question, text), corpus, lang=lang)


def cited(verdict: Verdict) -> set[str]:
    """Ids of the verdict's citations."""
    return {citation.id for citation in verdict.citations}


GIANT = '{name: Hill Giant, types: [creature], mana_cost: "{3}{R}", power: 3, toughness: 3}'
