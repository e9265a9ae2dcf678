"""What `judge ask` understands beyond its phrases: words with no rules meaning, inflected forms reaching phrases
written in their base form, and clauses that set the scene rather than ask.  Phrasings here are not from any
measured question set; each group has a contrasting pair whose answer must change."""

from __future__ import annotations

import pytest


def answer(asker, question: str):
    outcome = asker.ask(question)
    assert outcome.reading is not None and outcome.refusal is None, (question, outcome.refusal, outcome.detail)
    return outcome.verdict.answer


# -- verbs of getting and keeping, quantifiers: understood, and the answer still turns on the facts ------------

@pytest.mark.parametrize("first, second, answers", [
    ("My cloaked creature gets destroyed, do I have to reveal it?",
     "My cloaked creature gets blocked, do I have to reveal it?", ("yes", "no")),
    ("Does my cloaked guy keep ward {2}?", "Does my manifested guy keep ward {2}?", ("yes", "no")),
    ("Behält eine getarnte Kreatur Abwehr 2?", "Behält eine manifestierte Kreatur Abwehr 2?", ("yes", "no")),
    ("Une créature voilée garde-t-elle parade 2 ?", "Une créature manifestée garde-t-elle parade 2 ?", ("yes", "no")),
    ("¿Una criatura enmascarada mantiene rebatir 2?", "¿Una criatura manifestada mantiene rebatir 2?", ("yes", "no")),
    ("Una creatura celata mantiene egida 2?", "Una creatura manifestata mantiene egida 2?", ("yes", "no")),
])
def test_getting_and_keeping_are_understood(asker, first, second, answers):
    assert (answer(asker, first), answer(asker, second)) == answers


@pytest.mark.parametrize("question", ["Do all face-down creatures have the same name?",
                                      "Haben alle verdeckten Kreaturen denselben Namen?",
                                      "两个牌面朝下的生物算同名吗？"])
def test_quantifiers_and_counting_as_are_understood(asker, question):
    assert answer(asker, question) == "no"


# -- inflected forms reach phrases written in their base form ------------------------------------------------------

@pytest.mark.parametrize("first, second", [
    ("Can I unmorph my face-down creature after it lost all of its abilities?",
     "Can I turn my cloaked creature card face up after it lost all of its abilities?"),
    ("Kann ich meine gemorphte Kreatur aufdecken, wenn sie alle ihre Fähigkeiten verloren hat?",
     "Kann ich meine getarnte Kreaturenkarte aufdecken, wenn sie alle ihre Fähigkeiten verloren hat?"),
])
def test_losing_all_abilities_in_any_form(asker, first, second):
    assert (answer(asker, first), answer(asker, second)) == ("no", "yes")


# -- a clause after "if"/"when" (before たら, 的时候) sets the scene; it does not ask ---------------------------

@pytest.mark.parametrize("question", [
    "if I turn my cloaked creature face up does it get a +1/+1 counter?",
    "When I turn my face-down creature face up, does it get a +1/+1 counter?",
    "匿伏的生物翻回正面的时候，会得到+1/+1指示物吗？",
])
def test_turning_face_up_in_a_condition_is_not_what_is_asked(asker, question):
    outcome = asker.ask(question)
    assert outcome.verdict is None and outcome.refusal is not None, outcome.reading


def test_turning_face_up_asked_with_a_condition_after_it(asker):
    assert answer(asker, "Can I turn my cloaked creature card face up if it has a +1/+1 counter on it?") == "yes"


def test_clauses_are_cut_at_commas():
    from judge_cli.ask.text import read

    text = read("If my guy, a cloaked one, dies: do I reveal it? 表向きにしたら、タップ状態のまま？")
    assert [text.normal[start:end].strip() for start, end in text.clauses] == [
        "if my guy", "a cloaked one", "dies", "do i reveal it", "表向きにしたら", "タップ状態のまま"]


# -- paying is understood; a negation next to a phrase it can't turn around is not read past it -------------------

@pytest.mark.parametrize("first, second, answers", [
    ("My cloaked card is a creature card. Can I pay its mana cost to turn it face up?",
     "My cloaked card is a land. Can I pay something to turn it face up?", ("yes", "no")),
    ("可以付法术力费用把匿伏的生物牌翻回正面吗？", "可以付法术力费用把匿伏的地牌翻回正面吗？", ("yes", "no")),
    ("マナ・コストを払って偽装したクリーチャー・カードを表向きにできる？",
     "マナ・コストを払って偽装した土地カードを表向きにできる？", ("yes", "no")),
])
def test_paying_is_understood(asker, first, second, answers):
    assert (answer(asker, first), answer(asker, second)) == answers


@pytest.mark.parametrize("question, word", [
    ("Can I turn my cloaked creature face up without paying anything?", "without"),
    ("If it isn't a creature card can I turn my cloaked permanent face up?", "isnt"),
])
def test_a_negation_is_not_read_past_the_phrase_it_stands_by(asker, question, word):
    outcome = asker.ask(question)
    assert outcome.verdict is None and word in outcome.detail.get("unknown_words", []), outcome.detail


# -- times, slips and ways of saying an event or a question cue, in each language -----------------------------------

@pytest.mark.parametrize("first, second, answers", [
    ("Auf meiner getarnten Kreatur liegt eine Aura. Bleibt die Aura liegen, wenn ich sie aufdecke?",
     "Auf meiner getarnten Kreatur liegt eine Aura. Fällt die Aura ab, wenn ich sie aufdecke?", ("yes", "no")),
    ("Das Spiel ist jetzt vorbei. Muss ich meine verdeckten Karten zeigen?",
     "Meine verdeckte Kreatur greift an. Muss ich sie zeigen?", ("yes", "no")),
    ("Manifesté una carta de criatura sin querer. ¿Puedo ponerla boca arriba?",
     "Manifesté una tierra sin querer. ¿Puedo ponerla boca arriba?", ("yes", "no")),
    ("裏向きのクリーチャーの中身を確認していい？", "相手の裏向きのクリーチャーの中身を確認していい？", ("yes", "no")),
    ("牌面朝下的生物死了，要给大家看吗？", "牌面朝下的生物攻击了，要给大家看吗？", ("yes", "no")),
])
def test_more_ways_of_saying_it(asker, first, second, answers):
    assert (answer(asker, first), answer(asker, second)) == answers


@pytest.mark.parametrize("question, expected", [
    ("Can I unmorph my face-down creature at sorcery speed only, or also after blockers are declared?", "yes"),
    ("Ich gebe auf. Muss ich meine verdeckten Karten zeigen?", "yes"),
    ("对手可以连锁回应我把变身生物翻回正面吗？", "no"),
])
def test_times_and_slang(asker, question, expected):
    assert answer(asker, question) == expected


# -- a fact written as the question cue that asks its opposite is asked, not stated -------------------------------

def test_untapped_asked_is_not_untapped_stated(asker):
    tapped = "Una creatura a faccia in giù tappata diventa stappata quando la giro a faccia in su?"
    stays = "Una creatura a faccia in giù tappata resta tappata quando la giro a faccia in su?"
    assert (answer(asker, tapped), answer(asker, stays)) == ("no", "yes")


# -- the story chooses no kind against the clause that asks ---------------------------------------------------------

@pytest.mark.parametrize("story, asked", [
    ("My opponent exiled my creature with Unexplained Absence, can the card I cloaked be turned face up?",
     "My opponent cast Unexplained Absence on my creature, does it exile it?"),
    ("对手用莫名失踪放逐了我的生物，我匿伏的那张牌能翻回正面吗？", "对手对我的生物施放莫名失踪，会放逐它吗？"),
])
def test_a_claim_in_the_story_does_not_answer_the_clause_that_asks(asker, story, asked):
    outcome = asker.ask(story)
    assert outcome.verdict is None and outcome.refusal == "ambiguous", outcome.reading
    assert answer(asker, asked) == "yes"


# -- an embedded "what it is" in a yes/no question (何だったか…？, 是什么吗？) does not ask a value -------------------

@pytest.mark.parametrize("first, second, answers", [
    ("裏向きのクリーチャーが死んだら、何だったか公開しないとだめ？",
     "裏向きのクリーチャーが攻撃したら、何だったか公開しないとだめ？", ("yes", "no")),
    ("我可以看我牌面朝下的生物是什么吗？", "对手可以看我牌面朝下的生物是什么吗？", ("yes", "no")),
])
def test_embedded_what_in_a_yes_no_question(asker, first, second, answers):
    assert (answer(asker, first), answer(asker, second)) == answers


def test_a_real_what_question_still_asks_a_value(asker):
    outcome = asker.ask("牌面朝下的生物是什么颜色？")
    assert outcome.verdict is None or outcome.verdict.answer not in ("yes", "no")


# -- a special action is what can't be responded to --------------------------------------------------------------

@pytest.mark.parametrize("first, second", [
    ("Is turning a morph face up a special action?", "A spell turns my morph face up. Is that a special action?"),
])
def test_a_special_action_asks_the_opposite_of_responding(asker, first, second):
    assert (answer(asker, first), answer(asker, second)) == ("yes", "no")


@pytest.mark.parametrize("question", ["Ist das Aufdecken eines Morphs eine Sonderaktion?",
                                      "¿Voltear una criatura boca abajo con metamorfosis es una acción especial?",
                                      "変異を表向きにするのは特別な処理？", "把变身生物翻回正面是特殊动作吗？"])
def test_special_action_in_every_language(asker, question):
    assert answer(asker, question) == "yes"


def test_removal_is_read_in_any_language(asker):
    assert answer(asker, "Kann mein Gegner mit Removal antworten, wenn ich meinen Morph aufdecke?") == "no"


@pytest.mark.parametrize("question", [
    "I have lots of cards in my library. Does Hide in Plain Sight cloak two cards?",
    "Ich habe viele Karten in meiner Bibliothek. Tarnt Gut sichtbar versteckt eine Karte?",
])
def test_quantifiers_are_understood(asker, question):
    outcome = asker.ask(question)
    assert not outcome.detail.get("unknown_words"), outcome.detail


# -- a cue in a condition does not compete with the cue that asks ----------------------------------------------------

@pytest.mark.parametrize("first, second, answers", [
    ("Does the Aura stay on when my cloaked creature flips?", "Does the Aura fall off when my cloaked creature flips?",
     ("yes", "no")),
])
def test_turning_in_a_condition_does_not_compete(asker, first, second, answers):
    assert (answer(asker, first), answer(asker, second)) == answers


def test_responding_when_it_flips(asker):
    assert answer(asker, "Can my opponent respond when I flip my face-down creature?") == "no"


def test_show_in_any_form_asks_about_revealing(asker):
    assert (answer(asker, "My face-down creature died. Do I show my opponent what it was?"),
            answer(asker, "My face-down creature attacked. Do I show my opponent what it was?")) == ("yes", "no")


@pytest.mark.parametrize("question", [
    "Can I flip my morph during my opponent's turn?",
    "Darf ich meine getarnte Kreaturenkarte im Zug meines Gegners aufdecken?",
    "Puis-je retourner ma carte de créature voilée pendant le tour de mon adversaire ?",
    "¿Puedo poner boca arriba mi carta de criatura enmascarada en el turno de mi rival?",
    "対戦相手のターンに裏向きのクリーチャーを表向きにできますか？",
    "在对手的回合我可以把匿伏的生物牌翻回正面吗？",
])
def test_the_opponents_turn_is_a_time_not_the_controller(asker, question):
    """"During my opponent's turn" names when, not who controls it: turning face up is a special action any time
    its controller has priority, so yes (it was read as an opponent's permanent, "only its controller may")."""
    outcome = asker.ask(question)
    assert outcome.verdict is not None, (outcome.refusal, outcome.missing, outcome.detail)
    assert outcome.verdict.answer == "yes"
    assert "controller" not in outcome.reading.given["permanent"]


@pytest.mark.parametrize("question, answered", [
    ("My opponent has a cloaked card. Can they turn it face up?", False),
    ("Mein Gegner hat eine getarnte Karte. Darf er sie aufdecken?", False),
    ("Can I turn my cloaked creature card face up?", True),
])
def test_who_turns_an_opponents_face_down_permanent_up_is_checked(asker, question, answered):
    """With an opponent as its controller, "can they turn it up" asks about the controller acting (it depends on
    the card), not about you (no): the reader probes who acts instead of answering "only its controller may"."""
    outcome = asker.ask(question)
    if answered:
        assert outcome.verdict is not None and outcome.verdict.answer == "yes"
    else:
        assert outcome.verdict is None and "who acts" in outcome.missing, (outcome.verdict, outcome.missing)


@pytest.mark.parametrize("question, answered", [
    ("Hide in Plain Sight on my cloaked guy (it's actually a creature card). Can I pay its mana cost to turn it up?",
     False),
    ("My cloaked guy is actually a creature card with mana cost {2}{G}. Can I pay its mana cost to turn it up?", True),
])
def test_a_named_card_of_another_type_than_the_hidden_one_is_not_the_hidden_one(asker, question, answered):
    """The sorcery named first acted on the cloaked card; the question says the hidden card is a creature card.
    Reading the sorcery as the face-down card answered "no, it would stay face down"; the reader now asks."""
    outcome = asker.ask(question)
    if answered:
        assert outcome.verdict is not None and outcome.verdict.answer == "yes"
    else:
        assert outcome.verdict is None and "which card is the face-down one" in outcome.missing


@pytest.mark.parametrize("question", [
    "I target my own disguised creature with my own spell. Do I have to pay ward?",
    "Bersaglio la mia creatura celata con una mia magia: devo pagare egida {2}?",
])
def test_paying_ward_is_about_ward_triggering_not_about_having_ward(asker, question):
    """"Do I have to pay ward?" is not "does it have ward?" (yes): on your own spell ward doesn't trigger."""
    outcome = asker.ask(question)
    assert outcome.verdict is None or outcome.reading.question == "ward-triggers", outcome.reading
    assert outcome.verdict is None or outcome.verdict.answer == "no"


@pytest.mark.parametrize("question, answered", [
    ("Je retourne ma carte de créature voilée en payant son coût de mana {1}{W} : elle prend le marqueur +1/+1 ?",
     "no"),
    # not said how it became face down: turned up for its mana cost it gets no counter, but a morph can't be turned
    # up that way at all, and a question whose premise fails is refused (ask.paid), not answered no
    ("裏向きのクリーチャーをマナ・コスト{1}{G}で表向きにした場合も+1/+1カウンターは乗る？", None),
    ("偽装したクリーチャー・カードをマナ・コスト{1}{G}で表向きにした場合も+1/+1カウンターは乗る？", "no"),
    ("My cloaked creature card has a +1/+1 counter, can I turn it face up for its mana cost {2}{G}?", "yes"),
])
def test_a_counter_in_the_clause_that_asks_is_asked_not_told(asker, question, answered):
    """"…: does it get the +1/+1 counter?" asks about the counter; read as a counter it already has, the other
    clause's "turn it face up" answered a question nobody asked (yes).  Where the words of getting a counter are
    known, turning face up that way is what answers it (no: paying the mana cost puts no counter)."""
    outcome = asker.ask(question)
    assert (outcome.verdict.answer if outcome.verdict else None) == answered, (outcome.refusal, outcome.verdict)


@pytest.mark.parametrize("first, second", [
    ("予示したクリーチャーを大変異コストで表向きにしたら、＋１/＋１カウンターは置かれる？",
     "予示したクリーチャーをマナ・コストで表向きにしたら、＋１/＋１カウンターは置かれる？"),
    ("显化的生物用威力变身费用翻回正面，会得到一个+1/+1指示物吗？",
     "显化的生物支付法术力费用翻回正面，会得到一个+1/+1指示物吗？"),
])
def test_the_counter_megamorph_puts_on_it_is_what_is_asked(asker, first, second):
    """"Does it get a +1/+1 counter?" after the way it was turned face up asks what turning it up does
    (turning-face-up's claim): a counter for the megamorph cost, none for the mana cost.  Full-width ＋１/＋１ is
    +1/+1.  Read as a counter it already has, "can it be turned face up?" answered a question nobody asked."""
    outcome = asker.ask(first)
    assert outcome.reading.question == "turning-face-up" and outcome.verdict.answer == "yes", outcome.refusal
    assert "counters" not in outcome.reading.given["permanent"]
    assert answer(asker, second) == "no"


def test_as_many_counters_as_asked(asker):
    """"Does it get two counters?" is no: megamorph puts one."""
    assert answer(asker, "変異で裏向きのクリーチャーを大変異コストで表向きにしたら+1/+1カウンターが1個乗る？") == "yes"
    assert answer(asker, "変異で裏向きのクリーチャーを大変異コストで表向きにしたら+1/+1カウンターが2個乗る？") == "no"


def test_a_story_then_a_bare_question_about_a_counter_is_not_answered_by_the_story(asker):
    """"I turned it up for its mana cost. A +1/+1 counter?": the asked sentence names a counter and cues no kind; the
    story's "turn it face up for its mana cost" must not answer it."""
    outcome = asker.ask("裏向きのクリーチャーをマナ・コストで表向きにした。+1/+1カウンターは？")
    assert outcome.verdict is None, outcome.verdict


# -- the kind the words that ask ask for; what turning face up puts on it ------------------------------------------

@pytest.mark.parametrize("first, second, answers", [
    ("I flipped my manifested creature for its megamorph cost, does it get a +1/+1 counter?",
     "I flipped my manifested creature for its mana cost, does it get a +1/+1 counter?", ("yes", "no")),
    ("My manifested creature has megamorph {2}{G}. I paid the megamorph cost to flip it. Does it get a +1/+1 counter?",
     "My manifested creature has megamorph {2}{G}. I paid its mana cost {1}{G} to flip it. Does it get a +1/+1 "
     "counter?", ("yes", "no")),
    ("Ich habe meine manifestierte Kreatur für die Megamorph-Kosten umgedreht, bekommt sie eine +1/+1-Marke?",
     "Ich habe meine manifestierte Kreatur für die Manakosten umgedreht, bekommt sie eine +1/+1-Marke?", ("yes", "no")),
])
def test_getting_a_counter_as_it_turns_face_up(asker, first, second, answers):
    """The sentence that asks ("does it get a counter?") chooses the kind, not the story's "flipped … for its cost";
    a megamorph cost paid puts a +1/+1 counter on it, its mana cost doesn't (CR 702.37b)."""
    outcomes = [asker.ask(first), asker.ask(second)]
    assert [o.reading.question for o in outcomes] == ["turning-face-up"] * 2
    assert tuple(o.verdict.answer for o in outcomes) == answers


def test_a_counter_asked_of_a_way_it_cant_turn_is_not_answered(asker):
    """Its morph cost paid, a manifested card with no morph doesn't turn face up: whether a counter is put on it is
    not a question the reading can answer yes or no."""
    outcome = asker.ask("My manifested creature card has no morph. I flipped it for its morph cost, does it get a "
                        "+1/+1 counter?")
    assert outcome.verdict is None or outcome.verdict.answer != "yes"


@pytest.mark.parametrize("first, second, answers", [
    ("Once I have turned my morphed Exalted Angel face up, is it colorless?",
     "Is my morphed Exalted Angel colorless?", ("no", "yes")),
    ("Après avoir retourné mon Ange exalté face cachée, est-il incolore ?",
     "Mon Ange exalté face cachée est-il incolore ?", ("no", "yes")),
])
def test_turned_face_up_it_has_its_own_characteristics(excerpt_corpus, first, second, answers):
    """A question about what the permanent is, told it was turned face up, asks about it face up."""
    from ask_helpers import new_asker

    asker = new_asker(excerpt_corpus)
    assert (answer(asker, first), answer(asker, second)) == answers


def test_turned_face_up_a_card_described_is_not_known(asker):
    """A creature card described, once face up, could have ward or any color of its own: which card it is is
    missing; face down, its characteristics are the procedure's."""
    outcome = asker.ask("Once I have turned my cloaked creature face up, does it still have ward?")
    assert outcome.verdict is None and "which card it is face up" in outcome.missing
    assert answer(asker, "Does my cloaked creature have ward?") == "yes"


def test_an_event_asked_in_another_sentence_than_the_kinds_cue_is_not_answered(asker):
    """"I flipped it. Can it attack?" is not "can it be turned face up?"; "must I reveal it if it attacks?" is asked."""
    assert asker.ask("I flipped my morph this turn. Can it attack?").verdict is None
    assert answer(asker, "I flipped my morph this turn. Must I reveal it if it attacks?") == "no"


def test_cast_face_up_it_was_never_turned_face_up(asker):
    """Cast face up, a card's "when turned face up" ability has nothing to trigger on: the kind that answers about a
    face-down permanent can't say it entered face up, so it doesn't answer; cast face down and turned up, it does."""
    outcome = asker.ask('If I cast a creature card face up, does its "when this is turned face up" ability trigger?')
    assert outcome.verdict is None
    assert answer(asker, 'If I cast a creature card face down and turn it face up, does its "when this is turned '
                         'face up" ability trigger?') == "yes"


@pytest.mark.parametrize("first, second, answers", [
    ("my face-down creature LTBs. must I reveal it?", "my face-down creature attacks. must I reveal it?",
     ("yes", "no")),
    ("Quick q: may I look at my cloaked creature card in the middle of combat?",
     "Quick q: may my opponent look at my cloaked creature card in the middle of combat?", ("yes", "no")),
    ("Am Ende der Partie: muss ich meine verdeckten Permanents zeigen?",
     "Meine verdeckte Kreatur greift an. Muss ich meine verdeckten Permanents zeigen?", ("yes", "no")),
    ("Fin de partie : je dois montrer à tout le monde mes créatures face cachée ?",
     "Mes créatures face cachée attaquent : je dois les montrer à tout le monde ?", ("yes", "no")),
    ("Puis-je retourner ma carte de créature voilée en payant son coût de mana ?",
     "Puis-je retourner mon terrain voilé en payant son coût de mana ?", ("yes", "no")),
    ("Mi carta de criatura enmascarada quedó girada. ¿Puedo ponerla boca arriba?",
     "Mi tierra enmascarada quedó girada. ¿Puedo ponerla boca arriba?", ("yes", "no")),
    ("Posso girare col suo costo di mana la mia carta creatura celata?",
     "Posso girare col suo costo di mana la mia terra celata?", ("yes", "no")),
])
def test_abbreviations_inflections_and_fillers(asker, first, second, answers):
    """LTB, "quick q", "in the middle of", "Partie", "Permanents", "en payant", "quedó girada", "col": understood,
    and the answer still turns on the facts."""
    assert (answer(asker, first), answer(asker, second)) == answers


def test_a_word_is_not_corrected_into_a_filler_it_only_resembles():
    """"instead" is not a typo of the filler "insisted": corrected, its meaning would be dropped unseen."""
    from judge_cli.ask import text as textmod
    from judge_cli.ask.vocabulary import load_lexicon

    lexicon = load_lexicon()
    read = textmod.read("pay its mana cost instead of the megamorph cost")
    assert "instead" in textmod.correct(read, lexicon, "en")
    typo = textmod.read("I am wondring whether it untaps")
    assert "wondering" in textmod.correct(typo, lexicon, "en")


@pytest.mark.parametrize("question, expected", [
    ("The cards Become Anonymous cloaks enter the battlefield tapped, right?", "yes"),
    ("The cards Become Anonymous cloaks enter the battlefield untapped, right?", "no"),
    ("匿身于众匿伏的牌是横置进入战场的吗？", "yes"),
])
def test_entering_tapped_is_what_the_spell_does_not_an_enters_trigger(excerpt_corpus, question, expected):
    """"Enter the battlefield tapped" says how the cloaked cards arrive (the spell's text), not whether an
    enters ability triggers: read as that, it answered "no" to a spell that says they enter tapped."""
    from ask_helpers import new_asker

    outcome = new_asker(excerpt_corpus).ask(question)
    assert outcome.reading.question == "resolve" and outcome.verdict is not None, outcome.refusal
    assert outcome.verdict.answer == expected


def test_a_cost_paid_in_the_clause_that_asks_is_not_the_card_s_own_cost(asker):
    """"Do you pay {3}?" about a creature only described asks what it costs; read as its mana cost, the
    question answered itself (yes). Told the card's mana cost elsewhere, the same payment is answered."""
    outcome = asker.ask("To turn a manifested creature face up, do you pay {3}?")
    assert outcome.verdict is None and "card's mana cost" in outcome.missing, outcome.verdict
    outcome = asker.ask("My manifested creature card has mana cost {3}. Can I pay {3} to turn it face up?")
    assert outcome.verdict is not None and outcome.verdict.answer == "yes", outcome.refusal
