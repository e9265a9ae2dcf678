"""``combat-damage``: a face-down creature in combat deals combat damage with the power it has when damage is dealt,
and state-based actions check the damage marked on it before any player gets priority (CR 510.1a, 704.3, 704.5g,
116.2b).  Each test is a contrasting pair: one fact changed, the answer changed."""

from __future__ import annotations

import pytest
from rules_helpers import ask, cited

from judge_cli.rules.api import ScenarioError

BIG = '{name: Example Big Morph, types: [creature], mana_cost: "{4}{G}{G}", power: 5, toughness: 5, morph: "{4}{G}"}'
SMALL = '{name: Example Small Creature, types: [creature], mana_cost: "{W}", power: 1, toughness: 1}'
SHOCK = '{name: Shock, types: [instant], mana_cost: "{R}"}'


def _combat(corpus, card: str, when: str, damage: int | None, procedure: str = "morph"):
    extra = f"\n        damage_dealt_to_it: {damage}" if damage is not None else ""
    return ask(corpus, "combat-damage", f"""
        permanent:
            face_down: {procedure}
            card: {card}
        turned_face_up: {when}{extra}
    """)


def test_turned_up_before_damage_it_deals_its_face_up_power(corpus):
    up, down = _combat(corpus, BIG, "before-damage", 3), _combat(corpus, BIG, "never", 3)
    assert (up.answer["deals"], up.answer["survives"]) == (5, "yes")
    assert (down.answer["deals"], down.answer["survives"]) == (2, "no")
    assert "combat-damage.1a" in cited(up) and "state-based-actions.5g" in cited(down)


def test_lethal_damage_face_down_is_checked_before_it_can_be_turned_up(corpus):
    late, spared = _combat(corpus, BIG, "after-damage", 3), _combat(corpus, BIG, "after-damage", 1)
    assert (late.answer["survives"], late.answer["turned_face_up"]) == ("no", "no")
    assert {"state-based-actions.3", "special-actions.2b"} <= cited(late)
    assert (spared.answer["survives"], spared.answer["turned_face_up"], spared.answer["toughness"]) == ("yes", "yes", 5)


def test_damage_stays_marked_when_it_turns_up_smaller(corpus):
    smaller = _combat(corpus, SMALL, "after-damage", 1, procedure="cloak")
    bigger = _combat(corpus, BIG, "after-damage", 1, procedure="cloak")
    assert (smaller.answer["survives"], bigger.answer["survives"]) == ("no", "yes")


def test_an_instant_card_face_down_stays_a_2_2(corpus):
    instant = _combat(corpus, SHOCK, "before-damage", None, procedure="cloak")
    assert (instant.answer["deals"], instant.answer["turned_face_up"]) == (2, "no")
    creature = _combat(corpus, BIG, "before-damage", None, procedure="cloak")
    assert (creature.answer["deals"], creature.answer["survives"]) == (5, None)


def test_after_damage_without_the_damage_is_undecided(corpus):
    with pytest.raises(ScenarioError, match="damage_dealt_to_it"):
        _combat(corpus, BIG, "after-damage", None)
    assert _combat(corpus, BIG, "after-damage", 0).answer["survives"] == "yes"


VIGILANT = '{name: Example Vigilant Morph, types: [creature], mana_cost: "{3}{W}", power: 3, toughness: 3, ' \
           'abilities: [vigilance], morph: "{W}"}'


def test_vigilance_face_up_untaps_nothing(corpus):
    """Tapped by attacking, turned face up with vigilance: still tapped (CR 702.20b); untapped, it stays untapped."""
    tapped = ask(corpus, "tapped-after-turning-face-up", f"""
        permanent: {{face_down: morph, tapped: true, card: {VIGILANT}}}
    """)
    untapped = ask(corpus, "tapped-after-turning-face-up", f"""
        permanent: {{face_down: morph, tapped: false, card: {VIGILANT}}}
    """)
    assert (tapped.answer, untapped.answer) == ("yes", "no")
    assert "vigilance.b" in cited(tapped) and "vigilance.b" not in cited(untapped)
