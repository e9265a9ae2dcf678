"""The everyday words of a face-down story in every language: the fillers English already had (*I control*,
*because*, *use*, *right?*, *in the middle of*), the times that say who had priority or when a creature came
(*au milieu de la résolution*, *seit Beginn des Zuges*), the English *stack* players write in any language, German
genitives, typo correction that stops at a typo, and language detection that doesn't count a word two languages share.
Contrasting pairs: one fact changed and the answer with it, or a word that can change the answer left unread."""

from __future__ import annotations

import pytest
from ask_helpers import answer_or_none

# -- a conjunction joining two facts of the story: the clause it opens is read like the rest --------------------------

@pytest.mark.parametrize("question", [
    "My cloaked creature is tapped because it attacked. Does it stay tapped when I turn it face up?",
    "Meine getarnte Kreatur ist getappt, weil sie angegriffen hat. Bleibt sie getappt, wenn ich sie aufdecke?",
    "Ma créature voilée est engagée car elle a attaqué. Elle reste engagée si je la retourne face visible, c'est ça ?",
    "Ma créature voilée est engagée parce qu'elle a attaqué. Reste-t-elle engagée si je la retourne face visible ?",
    "Mi criatura enmascarada está girada porque atacó. ¿Sigue girada si la pongo boca arriba?",
    "Mi criatura enmascarada está girada ya que atacó. ¿Sigue girada si la pongo boca arriba, correcto?",
])
def test_because_joins_a_fact_that_is_read(asker, question):
    assert answer_or_none(asker, question) == "yes"


def test_perche_is_also_why_and_stays_unread(asker):
    # Italian "perché" is "because" and "why": a why-question is no yes/no question, so the word is not a filler
    assert answer_or_none(asker, "La mia creatura celata è tappata. Resta tappata se la giro a faccia in su?") == "yes"
    outcome = asker.ask("La mia creatura celata è tappata perché ha attaccato. "
                        "Resta tappata se la giro a faccia in su?")
    assert outcome.verdict is None and outcome.refusal == "not-understood"


@pytest.mark.parametrize("stays, untaps", [
    ("Meine getarnte Kreatur ist getappt. Bleibt sie getappt, wenn ich sie aufdecke, stimmt das?",
     "Meine getarnte Kreatur ist getappt. Wird sie enttappt, wenn ich sie aufdecke, stimmt das?"),
])
def test_a_tag_asking_for_agreement_turns_nothing_around(asker, stays, untaps):
    assert (answer_or_none(asker, stays), answer_or_none(asker, untaps)) == ("yes", "no")


@pytest.mark.parametrize("question", [
    "Meine getarnte Kreatur stirbt. Muss ich sie zeigen, stimmt das?",
    "La mia creatura celata muore: devo rivelarla, giusto?",
    "Ma créature face cachée est exilée, c'est ça ? Je dois la révéler ?",
    "相手の裏向きのクリーチャーが追放されたら、みんなに公開しないといけない？",
    "裏向きのクリーチャーが手札に戻ったら、全員に公開しないといけない？",
])
def test_everyone_and_agreement_tags_are_fillers(asker, question):
    assert answer_or_none(asker, question) == "yes"


# -- "I control it since the start of the turn": no summoning sickness; "this turn": it has ----------------------------

@pytest.mark.parametrize("question", [
    "Ich kontrolliere eine getarnte Kreatur seit Beginn des Zuges. Kann sie angreifen?",
    "Je contrôle une créature voilée depuis le début du tour, je la retourne face visible : peut-elle attaquer ?",
    "Controlo una criatura enmascarada desde el principio del turno. ¿Puede atacar si la pongo boca arriba?",
    "Io controllo una creatura celata dall'inizio del turno: se la giro a faccia in su può attaccare?",
    "ターン開始時から自分がコントロールしている裏向きのクリーチャーは、表向きにしたら攻撃できる？",
    "这个牌面朝下的生物从回合开始时就在场，翻回正面后能攻击吗？",
])
def test_controlled_since_the_turn_began_can_attack(asker, question):
    assert answer_or_none(asker, question) == "yes"


def test_who_controls_it_is_not_dropped(asker):
    # "I control" is a filler, "my opponent controls" is not: the controller of what is looked at would be lost
    # (the opponent may look at what the opponent controls)
    assert answer_or_none(asker, "自分がコントロールしている裏向きのクリーチャーを見られますか？") == "yes"
    assert answer_or_none(asker, "相手がコントロールしている裏向きのクリーチャーは相手が見られますか？") is None
    assert answer_or_none(asker, "Mon adversaire contrôle une créature voilée : peut-il la regarder ?") is None


def test_cloaked_this_turn_cannot_attack(asker):
    question = "Ich kontrolliere eine Kreatur, die ich diesen Zug getarnt habe. Kann sie angreifen?"
    assert answer_or_none(asker, question) == "no"


# -- who has priority: in the middle of a resolution nobody does ---------------------------------------------------

@pytest.mark.parametrize("question", [
    "Can I turn my cloaked creature face up in the middle of resolution?",
    "Puis-je retourner face visible ma créature voilée au milieu de la résolution d'un sort ?",
    "¿Puedo poner boca arriba mi criatura enmascarada en medio de la resolución de un hechizo?",
    "Posso girare a faccia in su la mia creatura celata nel mezzo della risoluzione di una magia?",
    # a German genitive is its noun: "des Enttappsegments" is the untap step
    "Kann ich während meines Enttappsegments eine getarnte Kreatur aufdecken?",
])
def test_no_priority_in_the_middle_of_a_resolution(asker, question):
    assert answer_or_none(asker, question) == "no"


@pytest.mark.parametrize("combat, resolution", [
    ("Can I turn my morph face up in the middle of combat?",
     "Can I turn my morph face up in the middle of resolution?"),
    ("Posso girare a faccia in su la mia metamorfosi nel mezzo del combattimento?",
     "Posso girare a faccia in su la mia metamorfosi nel mezzo della risoluzione di una magia?"),
])
def test_in_the_middle_of_combat_it_can(asker, combat, resolution):
    assert (answer_or_none(asker, combat), answer_or_none(asker, resolution)) == ("yes", "no")


# -- the stack: the English word in any language, "use", and what a typo is ----------------------------------------

@pytest.mark.parametrize("question", [
    "Geht das Aufdecken einer getarnten Kreatur auf den Stack?",
    "Girare a faccia in su una creatura celata usa lo stack?",
    "¿Poner boca arriba una criatura enmascarada usa la pila?",
    "裏向きのクリーチャーを表向きにするのはスタックを使う？",
])
def test_turning_face_up_does_not_use_the_stack(asker, question):
    assert answer_or_none(asker, question) == "no"


def test_a_word_one_letter_off_is_not_corrected_into_another_meaning(asker):
    # "Stark" is a German word, not a typo of "Stack": it stays unread
    outcome = asker.ask("Geht das Aufdecken einer getarnten Kreatur auf den Stark?")
    assert outcome.verdict is None and outcome.refusal == "not-understood"


def test_typo_correction_stops_at_a_letter_or_two(asker):
    from judge_cli.ask import text as textmod

    lexicon = asker.lexicon
    for lang, question, kept in [("de", "Hat sie vier Eismarken?", "eismarken"),
                                 ("fr", "Les blessures disparaissent ?", "disparaissent")]:
        text = textmod.read(question)
        assert kept in textmod.correct(text, lexicon, lang)  # a prefix more or less is another word
    text = textmod.read("Can I turn my cloakd creature face up?")
    assert "cloaked" in textmod.correct(text, lexicon, "en")  # one letter left out: a typo


# -- a word two languages share tells neither apart ----------------------------------------------------------------

def test_shared_words_do_not_make_a_question_mixed(asker):
    assert answer_or_none(asker, "Le creature celate sono incolori?") == "yes"  # "creature" is English too
    # Half English, half German: refused (as mixed, or for the German words English does not read), never answered.
    assert asker.ask("Can my getarnte Kreatur attack?").refusal in ("mixed-language", "not-understood", "unknown-card")


# -- Chinese: 看 leans towards looking, who looks decides -----------------------------------------------------------

def test_zh_look(asker):
    assert answer_or_none(asker, "我可以看我自己牌面朝下的生物吗？") == "yes"
    assert answer_or_none(asker, "对手可以看我牌面朝下的生物吗？") == "no"


# -- Spanish: back to the hand is leaving the battlefield ----------------------------------------------------------

@pytest.mark.parametrize("question", [
    "Mi criatura enmascarada vuelve a su mano. ¿Tengo que revelarla?",
    "Mi criatura enmascarada vuelve a la mano de su propietario. ¿Tengo que revelarla?",
])
def test_es_back_to_hand_is_revealed(asker, question):
    assert answer_or_none(asker, question) == "yes"


def test_staying_on_the_battlefield_is_not_read_as_leaving(asker):
    question = "Mi criatura enmascarada se queda en el campo de batalla. ¿Tengo que revelarla?"
    assert answer_or_none(asker, question) is None


# -- Chinese "A 不 A" asks yes or no: the 不 in it turns nothing around ----------------------------------------

@pytest.mark.parametrize("a_not_a, plain, negated", [
    ("翻面会不会用堆叠？", "翻面用堆叠吗？", None),
    ("显化出来的牌面朝下生物有没有守护{2}？", "显化出来的牌面朝下生物有守护{2}吗？", None),
    ("翻面会不会触发进战场异能？", "翻面会触发进战场异能吗？", "翻面不会触发进战场异能吗？"),
])
def test_zh_a_not_a_is_a_plain_question(asker, a_not_a, plain, negated):
    assert answer_or_none(asker, a_not_a) == answer_or_none(asker, plain) == "no"
    if negated is not None:  # a negation of its own still asks the opposite
        assert answer_or_none(asker, negated) == "yes"


# -- a step named as a time ("after blocks") says when; a creature that was blocked is an event of the story -------

@pytest.mark.parametrize("question", [
    "Can I unmorph my creature after blocks?",
    "自分のターンの戦闘で、ブロック後に裏向きの変異を表向きにできますか？",
    "对手回合的战斗中，阻挡后我能把变身生物翻回正面吗？",
])
def test_after_blocks_is_a_time(asker, question):
    assert answer_or_none(asker, question) == "yes"


def test_being_blocked_is_an_event_not_a_time(asker):
    assert answer_or_none(asker, "ブロックされたら、裏向きの変異を表向きにできますか？") is None


# -- Japanese verbs in their polite and negative forms: 見られます, 見られない ---------------------------------

@pytest.mark.parametrize("question, expected", [
    ("自分の裏向きのクリーチャーはいつでも見られますか？", "yes"),
    ("相手は私の裏向きのクリーチャーを見られますか？", "no"),
    ("相手は私の裏向きのクリーチャーを見られない？", "yes"),  # asks the opposite: it is true they can't
])
def test_ja_can_look_in_every_form(asker, question, expected):
    assert answer_or_none(asker, question) == expected
