"""`judge ask` and everyday words of a story that state a fact or name a time: a permanent that *entered tapped* is
tapped (and one that entered untapped is not), *haste* named on the card turned face up lets it attack the turn it
entered (*without haste* says the card has none), the *first main phase* is a time before combat that changes no
answer, and the Chinese printed *总法术力费用* (converted mana cost, 2018 printings) is the mana value.

Phrasings here are not from any measured question set; each pair changes one fact and the answer with it."""

from __future__ import annotations

import pytest


def answer(asker, question: str) -> tuple[str, str]:
    outcome = asker.ask(question)
    assert outcome.verdict is not None, (question, outcome.refusal, outcome.missing, outcome.detail)
    return outcome.verdict.answer, outcome.reading.question


# (entered tapped: it stays tapped) / (entered untapped: it isn't tapped)
ENTERED = [
    ("Meine verdeckte Kreatur ist getappt ins Spiel gekommen. Ist sie noch getappt, nachdem ich sie aufdecke?",
     "Meine verdeckte Kreatur ist ungetappt ins Spiel gekommen. Ist sie noch getappt, nachdem ich sie aufdecke?"),
    ("Ma créature face cachée est arrivée engagée ; une fois retournée face visible, est-elle toujours engagée ?",
     "Ma créature face cachée est arrivée dégagée ; une fois retournée face visible, est-elle toujours engagée ?"),
    ("Mi criatura boca abajo entró girada. Si la pongo boca arriba, ¿sigue girada?",
     "Mi criatura boca abajo entró enderezada. Si la pongo boca arriba, ¿sigue girada?"),
    ("La mia creatura a faccia in giù è entrata tappata: se la giro a faccia in su, resta tappata?",
     "La mia creatura a faccia in giù è entrata stappata: se la giro a faccia in su, resta tappata?"),
    ("タップ状態で戦場に出た裏向きのクリーチャーを表向きにしたら、タップ状態のまま？",
     "アンタップ状態で出た裏向きのクリーチャーを表向きにしたら、タップ状態のまま？"),
    ("我的牌面朝下生物横置着进战场，把它翻回正面后还是横置的吗？",
     "我的牌面朝下生物是未横置进战场的，把它翻回正面后还是横置的吗？"),
]


@pytest.mark.parametrize(("tapped", "untapped"), ENTERED)
def test_entered_tapped_is_a_fact_of_the_story(asker, tapped, untapped):
    assert answer(asker, tapped) == ("yes", "tapped-after-turning-face-up")
    assert answer(asker, untapped) == ("no", "tapped-after-turning-face-up")


# cast this turn and turned face up: (it has haste: yes) / (without haste: no)
HASTE = [
    ("Meinen Morph habe ich diesen Zug gewirkt und dann aufgedeckt; er hat Eile. Kann er angreifen?",
     "Meinen Morph habe ich diesen Zug gewirkt und dann aufgedeckt. Kann er ohne Eile angreifen?"),
    ("La lancé este turno boca abajo y la puse boca arriba enseguida; tiene prisa, ¿puede atacar?",
     "La lancé este turno boca abajo y la puse boca arriba enseguida, ¿puede atacar sin prisa?"),
    ("このターン唱えた変異クリーチャーをすぐ表向きにしたら、速攻を持っていた。攻撃できますか？",
     "このターン唱えた変異クリーチャーを表向きにしたけど速攻なしで攻撃できますか？"),
]


@pytest.mark.parametrize(("with_haste", "without"), HASTE)
def test_haste_named_lets_it_attack(asker, with_haste, without):
    assert answer(asker, with_haste) == ("yes", "can-attack")
    assert answer(asker, without) == ("no", "can-attack")


@pytest.mark.parametrize("question", [
    "Meinen Morph habe ich diesen Zug gewirkt; er hat Eile. Kann er angreifen?",  # which face has haste?
])
def test_haste_of_a_permanent_not_turned_face_up_is_refused(asker, question):
    assert asker.ask(question).verdict is None


# since the start of the turn, turned face up in the first main phase: it can attack (no summoning sickness)
MAIN_PHASE = [
    "Since the start of my turn I've had a face-down creature; I unmorph it in my first main phase. Can it attack?",
    "Seit Beginn meines Zuges liegt meine verdeckte Kreatur da, in der ersten Hauptphase decke ich sie auf. "
    "Kann sie angreifen?",
    "Tengo mi criatura boca abajo desde el inicio de mi turno; en mi primera fase principal la pongo boca arriba. "
    "¿Puede atacar?",
    "Ho una creatura a faccia in giù dall'inizio del mio turno e nella mia prima fase principale la giro a faccia "
    "in su: può attaccare?",
    "ターン開始時からいる裏向きのクリーチャーを第1メインフェイズに表向きにした。攻撃できる？",
    "牌面朝下的生物从我回合开始就在场上，我在第一个主阶段把它翻回正面，能攻击吗？",
]


@pytest.mark.parametrize("question", MAIN_PHASE)
def test_the_first_main_phase_is_a_time(asker, question):
    assert answer(asker, question) == ("yes", "can-attack")


def test_the_printed_chinese_converted_mana_cost_is_the_mana_value(asker):
    assert answer(asker, "牌面朝下的生物的总法术力费用是0吗？") == ("yes", "characteristics")
    assert answer(asker, "牌面朝下的生物的总法术力费用是3吗？") == ("no", "characteristics")


# "when it's turned face up" (the words of a printed trigger) beside another kind's verb is that verb's time:
# (the counters are kept: yes) / (they are lost: no)
TIMED = [
    ("Does my cloaked creature keep its +1/+1 counters when it is turned face up?",
     "Does my cloaked creature lose its +1/+1 counters when it is turned face up?"),
    ("Ma créature voilée garde-t-elle ses marqueurs +1/+1 quand elle est retournée face visible ?",
     "Ma créature voilée perd-elle ses marqueurs +1/+1 quand elle est retournée face visible ?"),
    ("¿Mi criatura enmascarada conserva sus contadores +1/+1 cuando se pone boca arriba?",
     "¿Mi criatura enmascarada pierde sus contadores +1/+1 cuando se pone boca arriba?"),
    ("La mia creatura celata mantiene i segnalini +1/+1 quando viene girata a faccia in su?",
     "La mia creatura celata perde i segnalini +1/+1 quando viene girata a faccia in su?"),
]


@pytest.mark.parametrize(("kept", "lost"), TIMED)
def test_a_printed_trigger_condition_is_the_time_of_the_verb_that_asks(asker, kept, lost):
    assert answer(asker, kept) == ("yes", "kept-after-turning-face-up")
    assert answer(asker, lost) == ("no", "kept-after-turning-face-up")


def test_a_tapped_permanent_stays_tapped_when_turned_face_up(asker):
    assert answer(asker, "Does my tapped morph stay tapped when it is turned face up?") == (
        "yes", "tapped-after-turning-face-up")
    assert answer(asker, "Does my tapped morph untap when it is turned face up?") == (
        "no", "tapped-after-turning-face-up")


def test_a_quoted_printed_trigger_is_the_ability_named_not_a_time(asker):
    # responding to the trigger ("Wenn … aufgedeckt wird") is not responding to the turning: not answered "no"
    outcome = asker.ask('Kann mein Gegner auf den Trigger ihrer Fähigkeit ("Wenn sie aufgedeckt wird") reagieren?')
    assert outcome.verdict is None or outcome.verdict.answer != "no"


def test_a_reading_leaves_the_kinds_bindings_as_they_were(corpus):
    """The haste story turns its history into "entered, then turned face up"; a later question that only says it was
    cast this turn must still read "entered" alone, face down (a hook once appended to the kind's own list, and every
    later such question in the process was read as turned face up)."""
    from ask_helpers import new_asker

    asker = new_asker(corpus)
    plain = "Can my face-down creature attack if I cast it this turn?"
    for with_haste, _without in HASTE:
        assert answer(asker, with_haste) == ("yes", "can-attack")
    after = asker.ask(plain)
    assert after.verdict is not None and after.verdict.answer == "no"
    assert after.reading.given["since_turn_began"] == ["entered"] and after.reading.given["permanent"]["face_down"]
