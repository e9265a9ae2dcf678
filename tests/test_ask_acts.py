"""`judge ask` and the act a question asks about: turning a face-down permanent face up is a special action (CR
116.2b, 702.37e: nothing to respond to, no stack), casting a card face down is casting a spell (CR 702.37c, 708.4,
601.2: on the stack, it can be responded to). "Respond to" and "use the stack" say something of an act; the act is
the one the words do — turning it face up, or casting it — never assumed to be the turning when the words cast.

Phrasings here are not from any measured question set; each pair changes the act and the answer with it, in the
seven languages."""

from __future__ import annotations

import pytest


def answer(asker, question: str) -> tuple[str, str]:
    outcome = asker.ask(question)
    assert outcome.verdict is not None, (question, outcome.refusal, outcome.missing, outcome.detail)
    return outcome.verdict.answer, outcome.reading.question


# (casting it face down: yes, it can be responded to) / (turning it face up: no)
RESPOND = [
    ("Is my opponent allowed to respond when I cast a creature face down using morph?",
     "Is my opponent allowed to respond when I turn my morph face up?"),
    ("Darf mein Gegner reagieren, wenn ich eine Kreatur verdeckt als Morph wirke?",
     "Darf mein Gegner reagieren, wenn ich meinen Morph aufdecke?"),
    ("Mon adversaire a-t-il le droit de répondre quand je lance une créature face cachée grâce à la mue ?",
     "Mon adversaire a-t-il le droit de répondre quand je retourne ma mue face visible ?"),
    ("¿Puede responder mi rival cuando lanzo una criatura boca abajo con metamorfosis?",
     "¿Puede responder mi rival cuando pongo boca arriba mi metamorfosis?"),
    ("Il mio avversario può rispondere quando lancio una creatura a faccia in giù con metamorfosi?",
     "Il mio avversario può rispondere quando giro a faccia in su la mia metamorfosi?"),
    ("変異でクリーチャーを裏向きに唱えたら、相手はそれに対応できますか？",
     "変異クリーチャーを表向きにしたら、相手はそれに対応できますか？"),
    ("我用变身把生物牌面朝下施放时，对手能响应吗？",
     "我把变身生物翻回正面时，对手能响应吗？"),
]


@pytest.mark.parametrize(("casting", "turning"), RESPOND)
def test_responding_to_casting_face_down_is_yes_to_turning_face_up_no(asker, casting, turning):
    assert answer(asker, casting) == ("yes", "can-respond-to-turning-face-up")
    assert answer(asker, turning) == ("no", "can-respond-to-turning-face-up")


# "does <act> use the stack?": the act is the subject, the stack is what is asked
STACK = [
    ("Does casting a face-down disguise creature go on the stack?",
     "Does unmorphing a face-down creature go on the stack?"),
    ("Geht das verdeckte Wirken einer Kreatur mit Verkleidung auf den Stapel?",
     "Geht das Aufdecken einer Kreatur mit Verkleidung auf den Stapel?"),
    ("Lancer une créature face cachée avec le déguisement, ça passe par la pile ?",
     "Retourner face visible une créature avec le déguisement, ça passe par la pile ?"),
    ("¿Lanzar boca abajo una criatura con disfraz pasa por la pila?",
     "¿Poner boca arriba una criatura con disfraz pasa por la pila?"),
    ("Lanciare a faccia in giù una creatura con camuffamento passa per la pila?",
     "Girare a faccia in su una creatura con camuffamento passa per la pila?"),
    ("変装で裏向きに唱えるのはスタックに乗りますか？", "変装クリーチャーを表向きにするのはスタックに乗りますか？"),
    ("以伪装方式牌面朝下施放生物走不走堆叠？", "把伪装生物翻回正面走不走堆叠？"),
]


@pytest.mark.parametrize(("casting", "turning"), STACK)
def test_casting_face_down_uses_the_stack_turning_face_up_does_not(asker, casting, turning):
    assert answer(asker, casting) == ("yes", "can-respond-to-turning-face-up")
    assert answer(asker, turning) == ("no", "can-respond-to-turning-face-up")


@pytest.mark.parametrize("question", [
    "Does demorphing my creature use the stack?", "Does flipping a morph go on the stack?",
    "Does uncloaking it use the stack?",
])
def test_a_turning_word_before_use_the_stack_is_its_subject(asker, question):
    assert answer(asker, question) == ("no", "can-respond-to-turning-face-up")


@pytest.mark.parametrize("question", [
    "Can I unmorph it in response?",                                    # the turning is done in response: not asked
    "Can my opponent respond by unmorphing his creature?",
    "Can I unmorph my creature and does it use the stack?",             # two questions joined
    "Does casting a morph face down and then unmorphing it use the stack?",  # which act?
    "Can my opponent respond by casting a spell when I unmorph my creature?",
    "Can my opponent respond when I manifest a card?",                  # no turning, no casting: another act
    "Can my opponent respond when I cast my cloaked creature?",         # cloak never casts a card face down
    "Kann mein Gegner reagieren, wenn ich eine Karte manifestiere?",
])
def test_an_act_not_told_apart_is_refused(asker, question):
    outcome = asker.ask(question)
    assert outcome.verdict is None or outcome.reading.question != "can-respond-to-turning-face-up", question
