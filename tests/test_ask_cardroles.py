"""A card named besides the face-down one brings what it is to the story (judge_cli/ask/cardroles.py): an
Equipment is attached equipment, a card whose text makes creatures lose all abilities is abilities lost; a card
with no role is still a part the reader can't place."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from judge_cli.ask.cardroles import roles
from judge_cli.ask.names import NamedCard
from judge_cli.ask.vocabulary import vocabulary_dir
from judge_cli.errors import CorpusError
from judge_cli.game.card import Face


class _Cards:
    """A corpus of a few cards, by id."""

    def __init__(self, **faces: Face) -> None:
        self.faces = faces

    def card(self, card_id: str) -> SimpleNamespace:
        return SimpleNamespace(front=self.faces[card_id])


CARDS = _Cards(
    blade=Face(name="Some Blade", type_line="Artifact — Equipment", oracle_text="Equipped creature gets +2/+0."),
    wood=Face(name="Some Wood", type_line="Enchantment — Aura",
              oracle_text="Enchant creature\nEnchanted creature loses all abilities and is a 0/4 Treefolk."),
    bear=Face(name="Some Bear", type_line="Creature — Bear", oracle_text=""),
    meek=Face(name="Some Meekness", type_line="Enchantment", oracle_text="All creatures lose all abilities."),
)


def _named(card_id: str, span: tuple[int, int] = (0, 9)) -> NamedCard:
    return NamedCard(card_id, CARDS.faces[card_id].name, CARDS.faces[card_id].name, span)


def test_what_a_card_is_or_does_is_its_part():
    found = roles([_named("blade"), _named("wood"), _named("bear"), _named("meek")], CARDS, vocabulary_dir())
    assert found[_named("blade")] == ["attach.equipment"]
    assert set(found[_named("wood")]) == {"attach.aura", "status.abilities-lost"}
    assert found[_named("meek")] == ["status.abilities-lost"]
    assert _named("bear") not in found  # a creature named in passing: no part known, the question is refused


def test_a_quoted_name_not_located_in_the_text_brings_nothing():
    assert roles([_named("blade", (0, 0))], CARDS, vocabulary_dir()) == {}


@pytest.mark.parametrize("table, words", [
    ("card-roles:\n  attach.nothing: ['subtype: equipment']\n", "unknown concept"),
    ("card-roles:\n  attach.aura: ['colour: red']\n", "a card role is"),
])
def test_a_broken_role_table_is_a_located_error(tmp_path, table, words):
    (tmp_path / "common.yaml").write_text("language: common\n" + table, encoding="utf-8")
    with pytest.raises(CorpusError) as caught:
        roles([_named("blade")], CARDS, tmp_path)
    assert words in str(caught.value) and "common.yaml" in str(caught.value)


@pytest.mark.parametrize("first, second, answers", [
    ("Humility is out. Can I turn my cloaked Siege Rhino face up for its mana cost?",
     "Humility is out. Can I turn my morphed Exalted Angel face up for its morph cost?", ("yes", "no")),
    ("Bonesplitter is attached to my cloaked Siege Rhino. When I turn it face up, does the equipment stay attached?",
     "Bonesplitter is attached to my cloaked Siege Rhino. When I turn it face up, does the equipment fall off?",
     ("yes", "no")),
])
def test_named_equipment_and_ability_loss_on_the_whole_2018_data(real_corpus, first, second, answers):
    from ask_helpers import new_asker

    asker = new_asker(real_corpus)
    outcomes = [asker.ask(first), asker.ask(second)]
    assert tuple(o.verdict.answer if o.verdict else o.refusal for o in outcomes) == answers
    assert asker.ask("Llanowar Elves is out. Can I turn my morphed Exalted Angel face up for its morph cost?") \
        .refusal == "not-understood"  # a card with no part in the story
