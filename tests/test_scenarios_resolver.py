"""Card names in scenarios: corpus cards in any language, found exactly or refused with the nearest names."""

from __future__ import annotations

import pytest

from judge_cli.rules.api import ScenarioError
from judge_cli.scenarios.resolver import CorpusCardResolver


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
    assert facts.id == card_id


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


