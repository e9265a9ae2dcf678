"""`judge ask` and three families of questions: what stays on a permanent turned face up (its counters, the damage
marked on it: ``kept-after-turning-face-up``), whether turning face up, cloaking or casting face down is casting a
spell (``counts-as-casting``), and how manifest dread goes (``manifest-dread``); with the words "does it use the
stack" and the German players' "Manawert".  Phrasings here are not from any measured question set; each pair changes
one fact or word and the answer with it, in the seven languages."""

from __future__ import annotations

import pytest


def answer(asker, question: str) -> tuple[str, str]:
    outcome = asker.ask(question)
    assert outcome.verdict is not None, (question, outcome.refusal, outcome.missing, outcome.detail)
    return outcome.verdict.answer, outcome.reading.question


# A counter stays on the permanent turned face up; asked the other way round ("does it go away?"), the answer turns.
COUNTERS = [
    ('My morph has two +1/+1 counters. After I turn it face up, do the counters remain?',
     'My morph has two +1/+1 counters. After I turn it face up, do the counters disappear?'),
    ('Meine getarnte Kreatur hat zwei +1/+1-Marken. Wenn ich sie aufdecke, bleiben die Marken?',
     'Meine getarnte Kreatur hat zwei +1/+1-Marken. Wenn ich sie aufdecke, sind die Marken weg?'),
    ('Ma créature voilée a deux marqueurs +1/+1. Si je la retourne face visible, les marqueurs restent ?',
     'Ma créature voilée a deux marqueurs +1/+1. Si je la retourne face visible, les marqueurs disparaissent ?'),
    ('Mi criatura enmascarada tiene dos contadores +1/+1. Si la pongo boca arriba, ¿los contadores se mantienen?',
     'Mi criatura enmascarada tiene dos contadores +1/+1. Si la pongo boca arriba, ¿pierde los contadores?'),
    ('La mia creatura celata ha due segnalini +1/+1. Se la giro a faccia in su, i segnalini rimangono?',
     'La mia creatura celata ha due segnalini +1/+1. Se la giro a faccia in su, perde i segnalini?'),
    ('匿伏的生物上有两个+1/+1指示物，翻回正面后指示物还在吗？',
     '匿伏的生物上有两个+1/+1指示物，翻回正面后指示物会消失吗？'),
]


@pytest.mark.parametrize(("stays", "goes"), COUNTERS)
def test_a_counter_stays_when_it_is_turned_face_up(asker, stays, goes):
    assert answer(asker, stays) == ("yes", "kept-after-turning-face-up")
    assert answer(asker, goes) == ("no", "kept-after-turning-face-up")


# Damage marked stays marked.
DAMAGE = [
    ('Il danno sulla mia creatura celata rimane se la giro a faccia in su?', "yes"),
    ('El daño de mi criatura enmascarada, ¿desaparece si la pongo boca arriba?', "no"),
    ('裏向きのクリーチャーが負ったダメージは、表向きにしたら消える？', "no"),
    ('Der Schaden auf meiner verdeckten Kreatur: bleibt der Schaden, wenn ich sie aufdecke?', "yes"),
    ('I danni segnati sulla mia creatura a faccia in giù spariscono quando la giro a faccia in su?', "no"),
]


@pytest.mark.parametrize(("question", "expected"), DAMAGE)
def test_damage_stays_marked_when_it_is_turned_face_up(asker, question, expected):
    assert answer(asker, question) == (expected, "kept-after-turning-face-up")


def test_a_counter_question_without_turning_it_face_up_is_refused(asker):
    assert answer(asker, "My morph has a +1/+1 counter. If I turn it face up, does the counter stay?")[0] == "yes"
    assert asker.ask("My morph has a +1/+1 counter. Does the counter stay?").verdict is None


# Turning face up is no casting; casting face down with disguise or morph is.
CASTING = [
    ('Does turning a disguised creature face up count as casting a spell?', "no"),
    ('If I cast a card face down using disguise, does that count as casting a spell?', "yes"),
    ('Zählt es als Wirken eines Zaubers, wenn ich einen Morph aufdecke?', "no"),
    ('Wenn ich eine Karte verdeckt als Morph wirke, zählt das als Wirken eines Zaubers?', "yes"),
    ('Retourner face visible une créature déguisée, ça compte comme lancer un sort ?', "no"),
    ('Poner boca arriba una criatura disfrazada, ¿cuenta como lanzar un hechizo?', "no"),
    ('Girare a faccia in su una creatura camuffata conta come lanciarla?', "no"),
    ('変装を表向きにするのは呪文を唱えたことになる？', "no"),
    ('把伪装的生物翻回正面算施放咒语吗？', "no"),
    ('用变身牌面朝下施放，算施放咒语吗？', "yes"),
    ('Does cloaking a card count as casting it?', "no"),
]


@pytest.mark.parametrize(("question", "expected"), CASTING)
def test_only_casting_face_down_counts_as_casting(asker, question, expected):
    assert answer(asker, question) == (expected, "counts-as-casting")


# Manifest dread: two looked at, one manifested (chosen), the other into the graveyard.
DREAD = [
    ('With manifest dread, can I manifest both cards?', "no"),
    ('With manifest dread, do I get to choose which card I manifest?', "yes"),
    ('With manifest dread, does the other card go into my hand?', "no"),
    ('Mit manifest dread: darf ich beide Karten manifestieren?', "no"),
    ('Avec manifest dread, je peux manifester les deux cartes ?', "no"),
    ('Con manifest dread ¿puedo elegir cuál manifiesto?', "yes"),
    ('Con manifest dread, posso scegliere quale carta manifestare?', "yes"),
    ("Con manifest dread, l'altra carta va nel cimitero?", "yes"),
    ('manifest dreadで2枚とも予示できる？', "no"),
    ('manifest dread可以两张都显化吗？', "no"),
]


@pytest.mark.parametrize(("question", "expected"), DREAD)
def test_manifest_dread_is_answered_from_its_procedure(asker, question, expected):
    assert answer(asker, question) == (expected, "manifest-dread")


def test_manifest_dread_named_without_a_claim_is_refused(asker):
    assert asker.ask("What does manifest dread do?").verdict is None
    assert answer(asker, "With manifest dread, can I choose which card I manifest?")[0] == "yes"


# "Does it use the stack?" in the words players use: turning face up is a special action.
STACK = [
    ('Wenn ich einen Morph aufdecke, geht das auf den Stack?', "no"),
    ('Voltear una criatura disfrazada, ¿pasa por la pila?', "no"),
    ('変異を表向きにするのはスタックを使う？', "no"),
    ('我翻开一个变身生物，会走堆叠吗？', "no"),
]


@pytest.mark.parametrize(("question", "expected"), STACK)
def test_turning_face_up_does_not_use_the_stack(asker, question, expected):
    assert answer(asker, question) == (expected, "can-respond-to-turning-face-up")


def test_the_zh_a_not_a_question_does_not_turn_the_answer(asker):
    """用不用 ("uses it or not") asks, it doesn't deny: the special action's no, not its opposite."""
    assert answer(asker, "伪装生物翻回正面用不用堆叠？") == ("no", "can-respond-to-turning-face-up")
    assert answer(asker, "伪装生物翻回正面不用堆叠吗？") == ("yes", "can-respond-to-turning-face-up")


def test_manawert_is_the_mana_value(asker):
    assert answer(asker, "Ist der Manawert einer getarnten Kreatur 0?") == ("yes", "characteristics")
    assert answer(asker, "Ist der Manawert einer getarnten Kreatur 3?") == ("no", "characteristics")
