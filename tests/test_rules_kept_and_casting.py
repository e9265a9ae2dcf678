"""``kept-after-turning-face-up``, ``counts-as-casting`` and ``manifest-dread``: the same permanent keeps its
counters, damage and effects once face up (CR 708.8, 122.1, 120.6); turning face up or putting a card onto the
battlefield face down casts nothing, casting face down does (CR 601.2, 116.2b, 708.4); manifest dread looks at two,
manifests the one chosen and puts the other into the graveyard (CR 701.62a).  Each test is a contrasting pair."""

from __future__ import annotations

import pytest
from rules_helpers import ask, cited

from judge_cli.rules.api import ScenarioError

TWO_ONE = '{name: Example Two-One, types: [creature], mana_cost: "{1}{R}", power: 2, toughness: 1}'
THREE_THREE = '{name: Example Three-Three, types: [creature], mana_cost: "{2}{G}", power: 3, toughness: 3}'


def _kept(corpus, card: str, extra: str, asked: str, more: str = ""):
    return ask(corpus, "kept-after-turning-face-up", f"""
        permanent:
            face_down: manifest
            card: {card}
            {extra}
        asked: {asked}{more}
    """)


def test_a_minus_counter_stays_and_its_face_up_toughness_decides_whether_it_lives(corpus):
    small = _kept(corpus, TWO_ONE, 'counters: {"-1/-1": 1}', "counters")
    big = _kept(corpus, THREE_THREE, 'counters: {"-1/-1": 1}', "counters")
    assert small.answer == big.answer == "yes"
    assert (small.details["survives"], big.details["survives"]) == ("no", "yes")
    assert "state-based-actions.5f" in cited(small) and "state-based-actions.5f" not in cited(big)


def test_damage_stays_marked_and_kills_only_a_smaller_face_up_creature(corpus):
    small = _kept(corpus, TWO_ONE, "", "damage", "\n        damage_marked: 1")
    big = _kept(corpus, THREE_THREE, "", "damage", "\n        damage_marked: 1")
    assert small.answer == big.answer == "yes"
    assert (small.details["survives"], big.details["survives"]) == ("no", "yes")


def test_an_until_end_of_turn_effect_applies_face_up_unless_it_ended_in_an_earlier_turn(corpus):
    pump = "effects: [{name: Giant Growth, power: 3, toughness: 3, until: end-of-turn, created: %s}]"
    now = _kept(corpus, THREE_THREE, pump % "this-turn", "effects")
    before = _kept(corpus, THREE_THREE, pump % "earlier-turn", "effects")
    assert (now.answer, before.answer) == ("yes", "no")
    assert (now.details["face_up"]["power"], before.details["face_up"]["power"]) == (6, 3)


def test_what_is_asked_about_must_be_there(corpus):
    with pytest.raises(ScenarioError, match="counters"):
        _kept(corpus, THREE_THREE, "", "counters")


def _casting(corpus, extra: str, procedure: str = "morph"):
    return ask(corpus, "counts-as-casting", f"""
        permanent:
            face_down: {procedure}
            card: {{name: Example Morph, types: [creature], mana_cost: "{{2}}{{G}}", morph: "{{1}}{{G}}"}}
            {extra}
    """)


def test_turning_face_up_casts_nothing_casting_face_down_does(corpus):
    turned = _casting(corpus, "")
    cast = _casting(corpus, "zone: stack")
    assert (turned.answer, cast.answer) == ("no", "yes")
    assert "special-actions.2b" in cited(turned) and "casting.2i" in cited(cast)


def test_only_disguise_and_morph_cast_a_card_face_down(corpus):
    with pytest.raises(ScenarioError, match="disguise or morph"):
        ask(corpus, "counts-as-casting", """
            permanent: {face_down: cloak, card: {name: Hill Giant, types: [creature], mana_cost: "{3}{R}"}}
            action: cast-face-down
        """)


def test_manifest_dread_chooses_one_of_two_and_bins_the_other_unless_one_card_is_left(corpus):
    full = ask(corpus, "manifest-dread", "action: manifest-dread")
    last = ask(corpus, "manifest-dread", "action: manifest-dread\nlibrary_size: 1")
    assert (full.answer["chosen_by"], full.answer["others_to"]) == ("you", "graveyard")
    assert (last.answer["chosen_by"], last.answer["others_to"], last.answer["manifested"]) == (None, None, 1)


def test_plain_manifest_looks_at_nothing_first(corpus):
    dread = ask(corpus, "manifest-dread", "action: manifest-dread")
    plain = ask(corpus, "manifest-dread", "action: manifest")
    assert (dread.answer["looks_at"], plain.answer["looks_at"]) == (2, 0)
    assert "manifest.a" in cited(plain)
