"""For every question kind, a pair of states that differ in one fact and get different answers."""

from __future__ import annotations

import pytest
from rules_helpers import GIANT, ask

from judge_cli.rules import QUESTION_KINDS

CLOAKED_GIANT = "permanent: {face_down: cloak, card: " + GIANT + "}"
KRUIN = ('{name: Kruin Outlaw, types: [creature], mana_cost: "{1}{R}{R}", double_faced: true, '
         'back_name: Terror of Kruin Pass, back_types: [creature]}')
TRIGGERED = '{name: Hidden Horror, types: [creature], mana_cost: "{2}{B}", triggers: [turned-face-up]}'
BEAR = '{name: Grizzly Bears, types: [creature], mana_cost: "{1}{G}", power: 2, toughness: 2}'
DEN = '{name: Den Protector, types: [creature], mana_cost: "{1}{G}", power: 2, toughness: 1, megamorph: "{1}{G}"}'
HYDRA = '{name: Hooded Hydra, types: [creature], mana_cost: "{3}{G}{G}", morph: "{3}{G}{G}", triggers: [dies]}'
BOGLE = '{name: Slippery Bogle, types: [creature], mana_cost: "{G/U}", abilities: [hexproof]}'
ISAMARU = '{name: Isamaru, types: [creature], supertypes: [legendary], mana_cost: "{W}"}'

#: kind -> (given with <x>, value A, answer A, value B, answer B); a mapping answer is matched as a subset.
PAIRS = {
    "can-turn-face-up": (CLOAKED_GIANT.replace("cloak,", "cloak, controller: <x>,"), "you", "yes", "opponent", "no"),
    "can-transform": ("permanent: {face_down: <x>, card: " + KRUIN + "}", "none", "yes", "cloak", "no"),
    "characteristics": ("permanent: {face_down: <x>, card: " + GIANT + "}", "cloak",
                        {"name": None, "power": 2, "colors": [], "mana_value": 0, "abilities": ["ward {2}"]},
                        "none", {"name": "Hill Giant", "power": 3, "colors": ["red"], "mana_value": 4,
                                 "abilities": []}),
    "enters-triggers-on-turning-face-up": (CLOAKED_GIANT + "\nwatcher: other\nevent: <x>",
                                           "turned-face-up", "no", "enters-face-down", "yes"),
    "turned-face-up-triggers": ("permanent: {face_down: cloak, abilities_lost: <x>, card: " + TRIGGERED + "}",
                                "false", "yes", "true", "no"),
    "tapped-after-turning-face-up": (CLOAKED_GIANT.replace("cloak,", "cloak, tapped: <x>,"), "true", "yes",
                                     "false", "no"),
    "targets-and-attachments-after-turning-face-up": (
        CLOAKED_GIANT + "\ntargeted_by: [{name: Scour, requires: {colors: [<x>]}}]", "red", "yes", "colorless", "no"),
    "can-look": (CLOAKED_GIANT + "\nviewer: <x>", "controller", "yes", "opponent", "no"),
    "share-a-name": ("permanent: {face_down: <x>, card: " + GIANT + "}\nother: {card: " + GIANT + "}", "none", "yes",
                     "cloak", "no"),
    "must-reveal": (CLOAKED_GIANT + "\nevent: <x>", "leaves-battlefield", "yes", "attacks", "no"),
    "can-respond-to-turning-face-up": (CLOAKED_GIANT + "\nmethod: <x>", "spell", "yes", "special-action", "no"),
    "kept-after-turning-face-up": (
        "permanent: {face_down: cloak, effects: [{name: Giant Growth, power: 3, toughness: 3, until: end-of-turn, "
        "created: <x>}], card: " + GIANT + "}\nasked: effects", "this-turn", "yes", "earlier-turn", "no"),
    "counts-as-casting": ("permanent: {face_down: morph, card: {name: Sagu Mauler, types: [creature], "
                          "mana_cost: '{4}{G}{U}', morph: '{3}{G}{U}'}}\naction: <x>",
                          "cast-face-down", "yes", "turn-face-up", "no"),
    "manifest-dread": ("action: manifest-dread\nlibrary_size: <x>", "2", {"looks_at": 2, "manifested": 1}, "0",
                       {"looks_at": 0, "manifested": 0}),
    "can-rearrange-face-down": ("permanents: [{face_down: cloak, card: " + GIANT + "}, {face_down: <x>, card: "
                                + BEAR + "}]", "none", "yes", "morph", "no"),
    "resolve": ("card: Become Anonymous\nlibrary: {you: [" + GIANT + "]}\n"
                "battlefield: [{label: bear, owner: <x>, card: " + BEAR + "}]\ntargets: [bear]",
                "you", {"resolves": "yes", "cloaked_count": 2}, "opponent", {"resolves": "no", "cloaked_count": 0}),
    # Issue 10's kinds.
    "turning-face-up": ("permanent: {face_down: morph, card: " + DEN + "}\nby: <x>", "megamorph",
                        {"turns_face_up": "yes", "counters": {"+1/+1": 1}}, "effect",
                        {"turns_face_up": "yes", "counters": {}}),
    "turn-face-down": ("permanent: {face_down: <x>, card: " + GIANT + "}", "none", "yes", "morph", "no"),
    "watcher-triggers": ("permanent: {face_down: manifest, card: {name: Forest, types: [land]}}\nevent: dies\n"
                         "waits_for: dies\nwatching_for: {face_down: <x>}", "true", "yes", "false", "no"),
    "leaves-battlefield-triggers": ("permanent: {face_down: <x>, card: " + HYDRA + "}", "none", "yes", "morph", "no"),
    "can-target": ("permanent: {card: " + BOGLE + "}\nspell: {name: Shock, controller: <x>, colors: [red], "
                   "requires: {types: [creature]}}", "you", "yes", "opponent", "no"),
    "can-look-in-exile": ("exiled_by: foretell\nowner: you\nviewer: <x>", "you", "yes", "opponent", "no"),
    "legend-rule": ("permanents: [{card: " + ISAMARU + "}, {face_down: <x>, card: " + ISAMARU + "}]", "none", "yes",
                    "cloak", "no"),
    "cost-to-cast-face-down": ("card: " + DEN.replace("megamorph", "<x>") + "\nby: megamorph", "megamorph",
                               {"can_cast_face_down": "yes"}, "morph", {"can_cast_face_down": "no"}),
    "ward-triggers": ("permanent: {face_down: <x>, card: " + GIANT + "}\nspell: {name: Shock, controller: opponent}",
                      "cloak", "yes", "manifest", "no"),
    "can-be-countered": ("permanent: {face_down: <x>, zone: stack, card: {name: Akroma, types: [creature], "
                         "morph: '{3}', abilities: [\"can't be countered\"]}}\ncounter: {name: Counterspell}",
                         "morph", "yes", "none", "no"),
    "cast-triggers": ("permanent: {face_down: <x>, zone: stack, card: " + GIANT.replace("[creature]", "[creature], "
                      "morph: '{3}'") + "}\nwatching_for: {colors: [red]}", "none", "yes", "morph", "no"),
    "can-activate": ("permanent: {face_down: <x>, card: {name: Quanar, types: [creature], morph: '{3}', "
                     "activated: ['{1}: hide']}}\nability: '{1}: hide'", "none", "yes", "morph", "no"),
    "count-permanents": ("permanents: [{card: " + BEAR + "}, {face_down: cloak, phased_out: <x>, card: " + GIANT
                         + "}]\ncounts: {types: [creature]}", "false", {"count": 2}, "true", {"count": 1}),
    "affected-on-resolution": ("permanent: {face_down: <x>, card: " + GIANT + "}\nspell: {name: Fatal Push, "
                               "requires: {types: [creature]}}\nonly_if: {max_mana_value: 2}", "cloak", "yes", "none",
                               "no"),
    "entering-the-battlefield": ("permanent: {face_down: <x>, card: {name: Tranquil Cove, types: [land], "
                                 "abilities: [enters tapped]}}", "none", {"tapped": "yes"}, "manifest",
                                 {"tapped": "no"}),
    "tapped-after-turning-face-down": ("permanent: {tapped: <x>, card: " + GIANT + "}", "true", "yes", "false", "no"),
    "meld": ("permanents: [{token: <x>, card: {name: Rats, types: [creature], double_faced: true, meld: true, "
             "back_name: Host, back_types: [creature]}}, {card: {name: Scavengers, types: [creature], double_faced: "
             "true, meld: true, back_name: Host, back_types: [creature]}}]", "false", {"melded": "yes"}, "true",
             {"melded": "no"}),
    "times-triggered": ("permanent: {token: <x>, card: " + GIANT + "}\nevent: dies\nwaits_for: "
                        "card-put-into-graveyard", "false", "1", "true", "0"),
    "leaves-and-returns": ("permanent: {token: <x>, card: " + GIANT + "}", "false", {"returned": ["Hill Giant"]},
                           "true", {"returned": []}),
    "can-attack": (CLOAKED_GIANT + "\nsince_turn_began: [<x>]", "phased-in", "yes", "entered", "no"),
    "can-cast": ("card: " + DEN.replace("megamorph", "morph") + "\nby: <x>\nstep: end\nactive_player: opponent\n"
                 "flash_permission: {types: [creature], max_mana_value: 1}", "morph", "yes", "face-up", "no"),
    "combat-damage": (CLOAKED_GIANT + "\nturned_face_up: after-damage\ndamage_dealt_to_it: <x>", "1",
                      {"survives": "yes", "toughness": 3}, "2", {"survives": "no", "turned_face_up": "no"}),
    "put-onto-battlefield-face-down": ("action: cloak\nlibrary: [{name: Forest, types: [land]}]\n"
                                       "cant_enter: {types: [<x>]}", "land", {"enters": "yes"}, "creature",
                                       {"enters": "no"}),
}


def _fill(template: str, value: str) -> str:
    return template.replace("<x>", value)


def _matches(expected, actual) -> bool:
    if isinstance(expected, dict):
        return all(_matches(v, actual.get(k)) for k, v in expected.items())
    return expected == actual


def test_every_kind_has_a_contrasting_pair():
    assert set(PAIRS) == set(QUESTION_KINDS)


@pytest.mark.parametrize("kind", sorted(PAIRS))
def test_one_fact_changes_the_answer(corpus, kind):
    template, value_a, answer_a, value_b, answer_b = PAIRS[kind]
    first = ask(corpus, kind, _fill(template, value_a))
    second = ask(corpus, kind, _fill(template, value_b))
    assert _matches(answer_a, first.answer), (kind, value_a, first.answer)
    assert _matches(answer_b, second.answer), (kind, value_b, second.answer)
    assert first.answer != second.answer
