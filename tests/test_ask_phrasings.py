"""Phrasings told as a story that ask something else than the story's verb: the cost that describes the card is not
the way it was turned, a megamorph cost is read as one, a size claimed in the clause that asks is not left out, and
turning face down is asked only when something turns it.  Contrasting pairs in words of their own."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("by_morph, by_mana", [
    ("I manifested a creature card with mana cost {1}{U} and morph {2}{U} and turned it face up for its morph cost "
     "- does it get a +1/+1 counter?",
     "I manifested a creature card with mana cost {1}{U} and morph {2}{U} and turned it face up for its mana cost "
     "- does it get a +1/+1 counter?"),
    ("Ich habe eine Kreaturenkarte mit Manakosten {1}{U} und Morph {2}{U} manifestiert und sie für ihre Morphkosten "
     "umgedreht. Bekommt sie eine +1/+1-Marke?",
     "Ich habe eine Kreaturenkarte mit Manakosten {1}{U} und Morph {2}{U} manifestiert und sie für ihre Manakosten "
     "umgedreht. Bekommt sie eine +1/+1-Marke?"),
])
def test_the_cost_describing_the_card_is_not_the_way_it_was_turned(asker, by_morph, by_mana):
    ways = [asker.ask(question).reading for question in (by_morph, by_mana)]
    assert all(reading is not None for reading in ways)
    assert [reading.given["by"] for reading in ways] == ["morph", "mana-cost"]


@pytest.mark.parametrize("megamorph, morph", [
    ("I manifested a creature card with mana cost {1}{U} and megamorph {2}{U} and turned it face up for its "
     "megamorph cost - does it get a +1/+1 counter?",
     "I manifested a creature card with mana cost {1}{U} and morph {2}{U} and turned it face up for its morph cost "
     "- does it get a +1/+1 counter?"),
    ("J'ai manifesté une carte de créature avec un coût de mana de {1}{U} et mégamue {2}{U}, puis je l'ai retournée "
     "pour son coût de mégamue. Prend-elle un marqueur +1/+1 ?",
     "J'ai manifesté une carte de créature avec un coût de mana de {1}{U} et mue {2}{U}, puis je l'ai retournée pour "
     "son coût de mue. Prend-elle un marqueur +1/+1 ?"),
])
def test_a_cost_after_megamorph_is_the_megamorph_cost(asker, megamorph, morph):
    results = [asker.ask(question) for question in (megamorph, morph)]
    assert all(result.verdict is not None for result in results), [result.refusal for result in results]
    assert results[0].reading.given["permanent"]["card"]["megamorph"] == "{2}{U}"
    assert "megamorph" not in results[1].reading.given["permanent"]["card"]
    assert [result.verdict.answer for result in results] == ["yes", "no"]


def test_a_way_denied_is_not_the_way_it_was_turned(asker):
    result = asker.ask("I manifested a creature card with megamorph {2}{U} and turned it face up for its mana cost "
                       "{1}{U}, not its megamorph cost - does it get a +1/+1 counter?")
    assert result.verdict is not None and result.verdict.answer == "no"
    assert result.reading.given["by"] == "mana-cost"


STORY = "I manifested a creature card with mana cost {1}{U} and morph {2}{U} and turned it face up for its mana cost"


def test_a_size_claimed_where_it_asks_is_not_left_out(asker):
    claimed = asker.ask(f"{STORY} - is it still a 2/2?")
    counter = asker.ask(f"{STORY} - does it get a +1/+1 counter?")
    assert claimed.verdict is None
    assert counter.verdict is not None and counter.verdict.answer == "no"


def test_a_size_naming_the_permanent_claims_nothing(asker):
    from judge_cli.ask import reader

    named = asker.ask("may my opponent look at my face down 2/2?").facts
    claimed = asker.ask("I cloaked a creature card, is it a 2/2?").facts
    assert not named.size_asked() and not reader._claim_unused(named, "can-look")
    assert claimed.size_asked() and reader._claim_unused(claimed, "can-look")


def test_two_sizes_written_are_not_read(asker):
    from judge_cli.ask import reader

    two = asker.ask("I cloaked a 3/3 creature card - is it a 2/2?").facts
    one = asker.ask("I cloaked a creature card - is it a 2/2?").facts
    assert reader._claim_unused(two, "characteristics")
    assert not reader._claim_unused(one, "characteristics")


@pytest.mark.parametrize("single, double", [
    ("Can a face-up creature be turned face down by an effect?", "Can a face-up DFC be turned face down by an effect?"),
])
def test_turning_face_down_is_asked_of_what_an_effect_does(asker, single, double):
    results = [asker.ask(question) for question in (single, double)]
    assert all(result.reading is not None and result.reading.question == "turn-face-down" for result in results)
    assert [result.verdict.answer for result in results] == ["yes", "no"]


@pytest.mark.parametrize("question", [
    "Can a face-up creature be turned face down again?",
    "Can I turn my face-up morph creature face down again?",
    f"{STORY} - can I turn it face down again?",
])
def test_no_player_turns_a_permanent_face_down_of_their_own_accord(asker, question):
    result = asker.ask(question)
    assert result.verdict is None, result.verdict


@pytest.mark.parametrize("unsaid, said", [
    ("I manifested a creature card with megamorph {2}{U} and turned it face up. Does it get a +1/+1 counter?",
     "I manifested a creature card with megamorph {2}{U} and turned it face up for its megamorph cost. Does it get a "
     "+1/+1 counter?"),
])
def test_the_keyword_of_a_manifested_card_is_not_the_way_it_was_turned(asker, unsaid, said):
    results = [asker.ask(question) for question in (unsaid, said)]
    assert results[0].verdict is None and "how it is turned face up" in results[0].missing
    assert results[1].verdict is not None and results[1].verdict.answer == "yes"


@pytest.mark.parametrize("face_up_first, face_down_first", [
    ("Puis-je retourner ma créature face visible face cachée ?", "Puis-je retourner ma créature face cachée face "
                                                                 "visible ?"),
])
def test_the_last_of_two_state_words_says_where_it_is_turned(asker, face_up_first, face_down_first):
    assert asker.ask(face_up_first).verdict is None
    result = asker.ask(face_down_first)
    assert result.reading is not None and result.reading.question == "can-turn-face-up"
    assert result.verdict is not None and result.verdict.answer == "yes"


def test_still_tapped_after_an_effect_turned_it_face_down_is_not_asked_once_face_up(asker):
    down = asker.ask("An effect turned my creature face down - is it still tapped?")
    up = asker.ask("I turned my tapped face-down creature face up - is it still tapped?")
    assert down.verdict is None
    assert up.verdict is not None and up.verdict.answer == "yes"


@pytest.mark.parametrize("face_up, face_down", [
    ("I flickered my face-down creature. Does it come back face up?",
     "I flickered my face-down creature. Does it come back face down?"),
    ("Ich habe meine verdeckte Kreatur geblinkt. Kommt sie offen zurück?",
     "Ich habe meine verdeckte Kreatur geblinkt. Kommt sie verdeckt zurück?"),
    ("裏向きのクリーチャーを明滅させた。表向きで戻る？", "裏向きのクリーチャーを明滅させた。裏向きで戻る？"),
])
def test_a_flickered_face_down_creature_comes_back_face_up(asker, face_up, face_down):
    results = [asker.ask(question) for question in (face_up, face_down)]
    assert all(result.reading is not None and result.reading.question == "leaves-and-returns" for result in results)
    assert [result.verdict.answer for result in results] == ["yes", "no"]


def test_a_token_that_comes_back_neither_face_up_nor_face_down_is_answered_no_both_ways(asker):
    # a token that left the battlefield ceases to exist (CR 111.8): it comes back neither face up nor face down
    answers = [asker.ask(f"I flickered my face-down token. Does it come back face {way}?").verdict
               for way in ("up", "down")]
    assert [verdict.answer if verdict else None for verdict in answers] == ["no", "no"]


@pytest.mark.parametrize("megamorph, mana", [
    ("An effect turned my creature card with megamorph {1}{U} face down. Can I turn it face up for its megamorph cost?",
     "An effect turned my creature card with megamorph {1}{U} face down. Can I turn it face up for its mana cost?"),
])
def test_the_sentence_that_asks_is_asked_not_the_story_before_it(asker, megamorph, mana):
    results = [asker.ask(question) for question in (megamorph, mana)]
    assert all(result.reading is not None and result.reading.question == "can-turn-face-up" for result in results)
    assert [result.verdict.answer for result in results] == ["yes", "no"]  # a megamorph cost is a morph cost


@pytest.mark.parametrize("keyword, cloaked", [
    ("If an effect turns my morph face down, does it turn face down?",
     "If an effect turns my cloaked creature face down, does it turn face down?"),
])
def test_a_morph_keyword_does_not_say_it_is_face_down(asker, keyword, cloaked):
    assert asker.ask(keyword).verdict is None
    result = asker.ask(cloaked)
    assert result.verdict is not None and result.verdict.answer == "no"  # cloaked: already face down


def test_a_story_only_leaning_towards_its_kind_is_not_set_aside(asker):
    # "turned … face up for its morph cost" only leans towards turning face up: the sentence that asks is not read
    # alone (its "trigger" would ask about enters abilities, not the "when turned face up" one written)
    result = asker.ask('I turned my face-down creature face up for its morph cost. Does its "when turned face up" '
                       'ability trigger?')
    assert result.reading is None or result.reading.question != "enters-triggers-on-turning-face-up" \
        or result.verdict is None
