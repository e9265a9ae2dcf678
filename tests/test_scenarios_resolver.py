"""Card names in scenarios: corpus cards in any language become the rules' CardFacts."""

from __future__ import annotations

import pytest

from judge_cli.corpus.model import Card, Face
from judge_cli.rules.api import ScenarioError
from judge_cli.scenarios.resolver import CorpusCardResolver, card_facts


@pytest.fixture()
def resolver(corpus) -> CorpusCardResolver:
    return CorpusCardResolver(corpus)


@pytest.mark.parametrize(
    "name, card_id",
    [
        ("Become Anonymous", "become-anonymous"),
        ("become  ANONYMOUS", "become-anonymous"),
        ("Anonymat", "become-anonymous"),
        ("Ser anonimo", "become-anonymous"),
        ("群衆紛れ", "become-anonymous"),
        ("Gut sichtbar versteckt", "hide-in-plain-sight"),
        ("Unexplained Absence", "unexplained-absence"),
    ],
)
def test_exact_names_in_any_language_resolve(resolver, name, card_id):
    facts = resolver(name, source="s.yaml", line=4)
    assert facts.corpus_id == card_id


def test_a_near_miss_is_an_error_naming_the_nearest_card(resolver):
    with pytest.raises(ScenarioError) as caught:
        resolver("Become Anonymus", source="s.yaml", line=7)
    assert str(caught.value).startswith("s.yaml:7: unknown card 'Become Anonymus'; nearest: Become Anonymous")


def test_a_name_far_from_every_card_says_so(resolver):
    with pytest.raises(ScenarioError) as caught:
        resolver("Hill Giant", source="s.yaml", line=2)
    assert "no corpus card has that name in any language" in str(caught.value)
    assert caught.value.line == 2


def test_each_name_is_looked_up_once_per_run(corpus):
    class Counting:
        def __init__(self):
            from judge_cli.search import NameIndex

            self.index, self.calls = NameIndex.build(corpus), 0

        def search(self, query, limit=10, **options):
            self.calls += 1
            return self.index.search(query, limit=limit, **options)

    index = Counting()
    resolver = CorpusCardResolver(corpus, index)
    for line in range(1, 50):
        resolver("Anonymat", source="s.yaml", line=line)
        with pytest.raises(ScenarioError) as caught:
            resolver("Nowhere", source="s.yaml", line=line)
        assert caught.value.line == line  # the cached error still names this line
    assert index.calls == 2


def test_corpus_card_facts(corpus):
    facts = card_facts(corpus.card("become-anonymous"))
    assert (facts.name, facts.types, facts.mana_cost) == ("Become Anonymous", ("instant",), "{2}{U}{U}")
    assert (facts.double_faced, facts.triggers, facts.corpus_id) == (False, (), "become-anonymous")


def test_card_facts_of_a_double_faced_creature_with_triggers():
    card = Card(
        id="kruin-outlaw", name="Kruin Outlaw", mana_cost="{1}{R}{R}", type_line="Creature — Human Rogue Werewolf",
        oracle_text="First strike\nWhen this creature enters, draw a card.\nWhen this is turned face up, you win.",
        power="2", toughness="2", morph="{3}",
        back=Face("Terror of Kruin Pass", "Creature — Werewolf", None, "Double strike"),
    )
    facts = card_facts(card)
    assert facts.types == ("creature",) and facts.subtypes == ("Human", "Rogue", "Werewolf")
    assert (facts.power, facts.toughness, facts.morph) == ("2", "2", "{3}")
    assert facts.double_faced and facts.back_name == "Terror of Kruin Pass" and facts.back_types == ("creature",)
    assert facts.back_subtypes == ("Werewolf",) and facts.back_mana_cost is None
    assert set(facts.triggers) == {"enters", "turned-face-up"}
