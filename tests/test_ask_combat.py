"""`judge ask` and a face-down creature in combat (``combat-damage``): the size written where it is turned face up is
its face-up size, the damage written on it (or the power of the creature it blocks) is the damage marked, and the
words saying combat damage was already dealt put the flip after the state-based actions.  Phrasings here are not
from any measured question set; each pair changes one fact and the answer with it, in the seven languages."""

from __future__ import annotations

import pytest
from ask_helpers import answer

# Turned face up before combat damage: it deals the power of the size it is turned into.
DEALS = [
    ('My face-down 2/2 blocks a 4/4, and before damage I turn it face up into a 6/6. Does it deal 6 damage?',
     'My face-down 2/2 blocks a 4/4, and before damage I turn it face up into a 3/3. Does it deal 6 damage?'),
    ('Meine verdeckte 2/2 blockt eine 4/4, vor dem Kampfschaden decke ich sie als 6/6 auf. Macht sie 6 Schaden?',
     'Meine verdeckte 2/2 blockt eine 4/4, vor dem Kampfschaden decke ich sie als 3/3 auf. Macht sie 6 Schaden?'),
    ('Ma créature face cachée 2/2 bloque une 4/4, avant les blessures je la retourne face visible en '
     '6/6. Inflige-t-elle 6 blessures ?',
     'Ma créature face cachée 2/2 bloque une 4/4, avant les blessures je la retourne face visible en '
     '3/3. Inflige-t-elle 6 blessures ?'),
    ('Mi criatura boca abajo 2/2 bloquea a una 4/4 y, antes del daño, la pongo boca arriba como 6/6. ¿Hace 6 de daño?',
     'Mi criatura boca abajo 2/2 bloquea a una 4/4 y, antes del daño, la pongo boca arriba como 3/3. ¿Hace 6 de daño?'),
    ('La mia creatura a faccia in giù 2/2 blocca una 4/4 e, prima dei danni, la giro a faccia in su '
     'come 6/6. Infligge 6 danni?',
     'La mia creatura a faccia in giù 2/2 blocca una 4/4 e, prima dei danni, la giro a faccia in su '
     'come 3/3. Infligge 6 danni?'),
    ('裏向きの2/2で4/4をブロックし、戦闘ダメージの前に6/6として表向きにしました。6点ダメージを与えますか？',
     '裏向きの2/2で4/4をブロックし、戦闘ダメージの前に3/3として表向きにしました。6点ダメージを与えますか？'),
    ('我牌面朝下的2/2阻挡了一个4/4，战斗伤害之前我把它翻成6/6。它会造成6点伤害吗？',
     '我牌面朝下的2/2阻挡了一个4/4，战斗伤害之前我把它翻成3/3。它会造成6点伤害吗？'),
]

# After combat damage: state-based actions first, so a face-down 2/2 with 2 damage is gone before it can be flipped.
SURVIVES = [
    ('After combat damage my face-down 2/2 has 1 damage. If I turn it face up into a 4/4, does it survive?',
     'After combat damage my face-down 2/2 has 2 damage. If I turn it face up into a 4/4, does it survive?'),
    ('Nach dem Kampfschaden hat meine verdeckte 2/2 1 Schaden. Wenn ich sie als 4/4 aufdecke, überlebt sie?',
     'Nach dem Kampfschaden hat meine verdeckte 2/2 2 Schaden. Wenn ich sie als 4/4 aufdecke, überlebt sie?'),
    ('Après les blessures de combat, ma créature face cachée 2/2 a 1 blessure. Si je la retourne '
     'face visible en 4/4, survit-elle ?',
     'Après les blessures de combat, ma créature face cachée 2/2 a 2 blessures. Si je la retourne '
     'face visible en 4/4, survit-elle ?'),
    ('Después del daño de combate mi criatura boca abajo 2/2 tiene 1 de daño. Si la pongo boca '
     'arriba como 4/4, ¿sobrevive?',
     'Después del daño de combate mi criatura boca abajo 2/2 tiene 2 de daño. Si la pongo boca '
     'arriba como 4/4, ¿sobrevive?'),
    ('Dopo il danno da combattimento la mia creatura a faccia in giù 2/2 ha 1 danno. Se la giro a '
     'faccia in su come 4/4, sopravvive?',
     'Dopo il danno da combattimento la mia creatura a faccia in giù 2/2 ha 2 danni. Se la giro a '
     'faccia in su come 4/4, sopravvive?'),
    ('戦闘ダメージの後、裏向きの2/2に1点ダメージが乗っています。4/4として表向きにしたら生き残りますか？',
     '戦闘ダメージの後、裏向きの2/2に2点ダメージが乗っています。4/4として表向きにしたら生き残りますか？'),
    ('战斗伤害之后，我牌面朝下的2/2身上有1点伤害。把它翻成4/4的话，它能活下来吗？',
     '战斗伤害之后，我牌面朝下的2/2身上有2点伤害。把它翻成4/4的话，它能活下来吗？'),
]


@pytest.mark.parametrize("face_up_big_enough, too_small", DEALS)
def test_it_deals_the_power_of_what_it_was_turned_into(asker, face_up_big_enough, too_small):
    assert (answer(asker, face_up_big_enough), answer(asker, too_small)) == ("yes", "no")


@pytest.mark.parametrize("one_damage, two_damage", SURVIVES)
def test_lethal_damage_on_the_face_down_2_2_comes_before_the_flip(asker, one_damage, two_damage):
    assert (answer(asker, one_damage), answer(asker, two_damage)) == ("yes", "no")


@pytest.mark.parametrize("question", [
    "Their face-down 2/2 blocked my 3/3 and they turned it face up into a 5/5 before damage. Does my 3/3 survive?",
    "My face-down 2/2 blocked a 3/3 and I turned it face up before damage. Does it deal 5 damage?",
    "My face-down 2/2 attacked, then I turned it face up into a 5/5. Does it survive?",
])
def test_a_claim_about_another_creature_or_an_unknown_size_is_not_answered(asker, question):
    outcome = asker.ask(question)
    assert outcome.verdict is None, (question, outcome.verdict)


# -- turning face up when no player has priority -----------------------------------------------------------------

@pytest.mark.parametrize("untap_step, upkeep", [
    ("Can I turn it face up during my untap step?", "Can I turn it face up during my upkeep?"),
    ("Darf ich sie im Enttappsegment aufdecken?", "Darf ich sie im Versorgungssegment aufdecken?"),
    ("Puis-je la retourner face visible pendant mon étape de dégagement ?",
     "Puis-je la retourner face visible pendant mon entretien ?"),
    ("¿Puedo ponerla boca arriba durante mi paso de enderezar?",
     "¿Puedo ponerla boca arriba durante mi mantenimiento?"),
    ("Posso girarla a faccia in su durante la mia sottofase di STAP?",
     "Posso girarla a faccia in su durante il mio mantenimento?"),
    ("自分のアンタップ・ステップに表向きにできますか？", "自分のアップキープに表向きにできますか？"),
    ("我能在我的重置步骤把它翻回正面吗？", "我能在我的维持把它翻回正面吗？"),
])
def test_turning_face_up_alone_names_a_face_down_permanent(asker, untap_step, upkeep):
    """No face-down word: the verb turning it face up says it is face down, so the question is in the model; in the
    untap step nobody has priority (CR 502.4, 116.2b), in the upkeep its controller does (then only what the card is
    decides, which these words don't say)."""
    assert answer(asker, untap_step) == "no"
    outcome = asker.ask(upkeep)
    assert outcome.verdict is None or outcome.verdict.answer == "yes", (upkeep, outcome.verdict)
    assert outcome.refusal != "out-of-scope"


# -- vigilance once face up -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("question", [
    ('My face-down creature attacked and got tapped. If I turn it face up into a creature with vigilance, '
     'does it untap?'),
    ('Meine verdeckte Kreatur hat angegriffen und ist getappt. Wenn ich sie als Kreatur mit '
     'Wachsamkeit aufdecke, wird sie enttappt?'),
    ('Ma créature face cachée a attaqué et elle est engagée. Si je la retourne face visible en '
     'une créature avec la vigilance, se dégage-t-elle ?'),
    'Mi criatura boca abajo atacó y quedó girada. Si la pongo boca arriba y tiene vigilancia, ¿se endereza?',
    ('La mia creatura a faccia in giù ha attaccato ed è TAPpata. Se la giro a faccia in su come '
     'una creatura con cautela, si STAPpa?'),
    '裏向きのクリーチャーが攻撃してタップされている。表向きにしたら警戒持ちのクリーチャーですが、アンタップしますか？',
    '我牌面朝下的生物攻击后已横置。把它翻回正面后它具有警戒，它会重置吗？',
])
def test_vigilance_once_face_up_does_not_untap_it(asker, question):
    """Vigilance keeps a creature from tapping as it attacks (CR 702.20b): a face-down attacker, tapped, stays tapped
    when turned face up with it — read as a card with vigilance, not refused for the word."""
    outcome = asker.ask(question)
    assert outcome.verdict is not None and outcome.verdict.answer == "no", (question, outcome.refusal)
    assert outcome.reading.given["permanent"]["card"]["abilities"] == ["vigilance"]


@pytest.mark.parametrize("unsaid, said", [
    ("My face-down 2/2 blocked their 3/3. Does it survive?",
     "My face-down 2/2 blocked their 3/3 and I turned it face up into a 5/5 before damage. Does it survive?"),
    ("Meine verdeckte 2/2 blockt eine 3/3. Überlebt sie?",
     "Meine verdeckte 2/2 blockt eine 3/3 und ich decke sie vor dem Schaden als 5/5 auf. Überlebt sie?"),
])
def test_whether_it_is_turned_face_up_before_damage_is_asked_not_assumed(corpus, unsaid, said):
    """Its controller may turn it face up before damage: unsaid, the answer hinges on the card (refused, naming
    it); said, it is answered from the size it is turned into."""
    from ask_helpers import new_asker

    asker = new_asker(corpus)
    refused = asker.ask(unsaid)
    assert refused.verdict is None and "turned_face_up" in refused.missing
    answered = asker.ask(said)
    assert answered.verdict is not None and answered.verdict.answer == "yes"


def test_the_readings_offered_differ_by_when_it_is_turned_face_up(corpus):
    """Refused for want of when it is turned face up, the readings offered say it: no two are written alike."""
    from ask_helpers import new_asker

    from judge_cli.ask.render import describe

    outcome = new_asker(corpus).ask("My face-down 2/2 blocked their 3/3. Does it survive?")
    described = [describe(reading) for reading in outcome.candidates]
    assert len(described) > 1 and len(set(described)) == len(described), described
    assert any("before combat damage" in text for text in described)
