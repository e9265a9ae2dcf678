"""The structure of the sentence that asks (judge_cli/ask/clauses.py), in the five Latin-script languages:
contrasting pairs, one fact of the wording changed and the reading or the answer with it."""

from __future__ import annotations

import pytest
from ask_helpers import answer_or_none

# -- a wh-word right after the cue that asks opens its object: still a yes/no question ------------------------------

@pytest.mark.parametrize("opponent, me", [
    ("Can my opponent look at what my cloaked creature is?", "Can I look at what my cloaked creature is?"),
    ("Darf mein Gegner nachschauen was meine getarnte Kreatur ist?",
     "Darf ich nachschauen was meine getarnte Kreatur ist?"),
    ("Mon adversaire peut regarder quelle carte est ma créature voilée ?",
     "Je peux regarder quelle carte est ma créature voilée ?"),
    ("¿Mi rival puede mirar cuál es mi criatura enmascarada?", "¿Puedo mirar cuál es mi criatura enmascarada?"),
    ("Il mio avversario può guardare quale carta è la mia creatura celata?",
     "Posso guardare quale carta è la mia creatura celata?"),
])
def test_a_wh_word_after_the_asking_verb_is_its_object(asker, opponent, me):
    assert (answer_or_none(asker, opponent), answer_or_none(asker, me)) == ("no", "yes")


@pytest.mark.parametrize("question", [
    "Which of my cloaked creatures can my opponent look at?",
    "Welche meiner getarnten Kreaturen darf mein Gegner anschauen?",
])
def test_a_wh_word_that_opens_the_question_still_asks_a_value(asker, question):
    outcome = asker.ask(question)
    assert outcome.verdict is None, outcome.verdict


# -- a time phrase naming the opponent says when, not whose permanent it is -----------------------------------------

@pytest.mark.parametrize("when, whose", [
    ("Can I turn my cloaked creature card face up in the upkeep of my opponent?",
     "Can I turn the cloaked creature of my opponent face up in my upkeep?"),
    ("Kann ich meine getarnte Kreaturenkarte in der Runde des Gegners aufdecken?",
     "Kann ich die getarnte Kreatur des Gegners in meiner Runde aufdecken?"),
    ("Je peux retourner ma carte de créature voilée pendant l'entretien de mon adversaire ?",
     "Je peux retourner la créature voilée de mon adversaire pendant mon entretien ?"),
    ("¿Puedo voltear mi carta de criatura enmascarada durante el mantenimiento de mi rival?",
     "¿Puedo voltear la criatura enmascarada de mi rival durante mi mantenimiento?"),
    ("Posso girare la mia carta creatura celata nel mantenimento del mio avversario?",
     "Posso girare la creatura celata del mio avversario nel mio mantenimento?"),
])
def test_the_opponent_of_a_time_phrase_controls_nothing(asker, when, whose):
    read = asker.ask(when)
    assert read.verdict is not None and read.verdict.answer == "yes", (read.refusal, read.missing)
    other = asker.ask(whose)  # the opponent's permanent: who would turn it face up is asked back (and what it is)
    assert other.verdict is None and "who acts" in other.missing, (other.refusal, other.missing)


# -- the verb that asks chooses the kind over a cue that is its object ----------------------------------------------

@pytest.mark.parametrize("governed, joined", [
    ("can my opponent respond to me unmorphing my creature?", "can my opponent respond and unmorph my creature?"),
    ("Mon adversaire peut répondre au démorphage de ma créature ?",
     "Mon adversaire peut répondre et démorpher ma créature ?"),
    ("¿Mi rival puede responder a pagar su coste de maná?", "¿Mi rival puede responder y pagar su coste de maná?"),
    ("Il mio avversario può rispondere a pagare il suo costo di mana?",
     "Il mio avversario può rispondere e pagare il suo costo di mana?"),
])
def test_the_verb_that_asks_governs_its_object(asker, governed, joined):
    read = asker.ask(governed)
    assert read.reading is not None and read.reading.question == "can-respond-to-turning-face-up"
    assert read.verdict is not None and read.verdict.answer == "no"
    assert asker.ask(joined).verdict is None  # two questions joined: not answered


@pytest.mark.parametrize("question", [
    "can my opponent respond by unmorphing his creature?",
    "¿Mi rival puede responder pagando su coste de maná?",
    "Il mio avversario può rispondere pagando il suo costo di mana?",
])
def test_a_cue_without_an_object_preposition_is_not_governed(asker, question):
    outcome = asker.ask(question)  # "respond by doing it": what is asked is not responding to it
    assert outcome.reading is None or outcome.reading.question != "can-respond-to-turning-face-up" \
        or outcome.verdict is None


# -- a phrase asks one way round: never listed both as asking a kind and as asking its opposite ----------------------

def test_no_phrase_asks_a_kind_both_ways_round():
    import yaml

    from judge_cli.ask.vocabulary import vocabulary_dir

    for path in sorted(vocabulary_dir().glob("*.yaml")):
        phrases = (yaml.safe_load(path.read_text(encoding="utf-8")) or {}).get("phrases") or {}
        for concept, listed in phrases.items():
            if concept.startswith("!"):
                both = {str(p) for p in listed} & {str(p) for p in phrases.get(concept[1:]) or []}
                assert not both, f"{path.name}: {sorted(both)} both under {concept[1:]} and {concept}"


@pytest.mark.parametrize("falls, stays", [
    ("Does the Aura fall off when I turn my cloaked creature face up?",
     "Does the Aura stay attached when I turn my cloaked creature face up?"),
    ("L'Aura tombe quand je retourne ma créature voilée ?",
     "L'Aura reste attachée quand je retourne ma créature voilée ?"),
    ("¿Se cae el Aura cuando volteo mi criatura enmascarada?",
     "¿Sigue anexada el Aura cuando volteo mi criatura enmascarada?"),
    ("L'Aura cade quando giro la mia creatura celata?", "L'Aura resta attaccata quando giro la mia creatura celata?"),
])
def test_asking_the_opposite_turns_the_answer(asker, falls, stays):
    assert (answer_or_none(asker, falls), answer_or_none(asker, stays)) == ("no", "yes")


# -- a condition whose comma is left out: the cue after the condition's own verb is the main clause's ---------------

@pytest.mark.parametrize("untaps, stays", [
    ("if I turn my tapped cloaked creature face up does it untap?",
     "if I turn my tapped cloaked creature face up does it stay tapped?"),
    ("Wenn ich meine getappte getarnte Kreatur aufdecke wird sie enttappt?",
     "Wenn ich meine getappte getarnte Kreatur aufdecke bleibt sie getappt?"),
    ("Si je retourne ma créature voilée engagée elle se dégage ?",
     "Si je retourne ma créature voilée engagée elle reste engagée ?"),
    ("Si volteo mi criatura enmascarada girada se endereza?", "Si volteo mi criatura enmascarada girada sigue girada?"),
    ("Se giro la mia creatura celata tappata si stappa?", "Se giro la mia creatura celata tappata resta tappata?"),
])
def test_the_main_clause_after_a_condition_without_comma(asker, untaps, stays):
    assert (answer_or_none(asker, untaps), answer_or_none(asker, stays)) == ("no", "yes")


# -- vocabulary: a plural says two or more; modal verbs mean nothing for the reading ---------------------------------

@pytest.mark.parametrize("plural, singular", [
    ("Can I shuffle my face-down creatures around?", "Can I shuffle my face-down creature around?"),
    ("Darf ich meine verdeckten Kreaturen mischen?", "Darf ich meine verdeckte Kreatur mischen?"),
    ("Je peux mélanger mes créatures face cachée ?", "Je peux mélanger ma créature face cachée ?"),
    ("¿Puedo mezclar mis criaturas boca abajo?", "¿Puedo mezclar mi criatura boca abajo?"),
    ("Posso mescolare le mie creature a faccia in giù?", "Posso mescolare la mia creatura a faccia in giù?"),
])
def test_a_plural_says_there_are_several(asker, plural, singular):
    assert answer_or_none(asker, plural) == "no"
    outcome = asker.ask(singular)  # one face-down permanent or several: not said
    assert outcome.verdict is None and "how many face-down permanents" in outcome.missing


def test_a_modal_verb_is_understood(asker):
    assert answer_or_none(asker, "Darf mein Gegner meine getarnte Kreatur anschauen, wenn er will?") == "no"
    assert answer_or_none(asker, "Darf ich meine getarnte Kreatur anschauen, wenn ich will?") == "yes"


# -- a negation in the gap of a phrase, right before its next word, turns that phrase around ------------------------

@pytest.mark.parametrize("negated, plain", [
    ("I cast my morph last turn and turned it face up now. Can it not attack?",
     "I cast my morph last turn and turned it face up now. Can it attack?"),
])
def test_a_negation_inside_a_phrase_turns_it_around(asker, negated, plain):
    assert (answer_or_none(asker, negated), answer_or_none(asker, plain)) == ("no", "yes")


@pytest.mark.parametrize("negated, plain", [
    ("Ich habe letzten Zug einen Morph gelegt und ihn umgedreht. Darf er nicht angreifen?",
     "Ich habe letzten Zug einen Morph gelegt und ihn umgedreht. Darf er angreifen?"),
    ("J'ai lancé ma mue au tour précédent et je la retourne. Elle ne peut pas attaquer ?",
     "J'ai lancé ma mue au tour précédent et je la retourne. Elle peut attaquer ?"),
    ("Lancé mi metamorfosis el turno pasado y la volteo. ¿Puede no atacar?",
     "Lancé mi metamorfosis el turno pasado y la volteo. ¿Puede atacar?"),
    ("Ho lanciato la mia metamorfosi il turno scorso e la giro. Può non attaccare?",
     "Ho lanciato la mia metamorfosi il turno scorso e la giro. Può attaccare?"),
])
def test_in_german_french_spanish_italian_the_negated_verb_asked_is_answered_about_the_positive(asker, negated,
                                                                                                  plain):
    """The negation on the verb the question asks asks for agreement there ("Darf er nicht angreifen?" "Doch."):
    answered like the positive question (see test_ask_agreement.py); "¿Puede no atacar?" (may it refrain?) is yes
    as well."""
    assert (answer_or_none(asker, negated), answer_or_none(asker, plain)) == ("yes", "yes")


def test_a_negation_of_another_phrase_in_the_gap_is_not_the_questions(asker):
    # "nicht getarnte" negates the procedure (no opposite): not understood, not "can it not attack?"
    outcome = asker.ask("Ich habe letzten Zug einen Morph gelegt. Kann der nicht getarnte Morph angreifen?")
    assert outcome.verdict is None and outcome.refusal == "not-understood"
