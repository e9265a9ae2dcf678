"""Japanese and Chinese as players type it to `judge ask`: colloquial words that change no answer, colloquial verbs,
and a story told in one sentence with commas before the clause that asks.  Phrasings here are not from any measured
question set; each group is a contrasting pair whose answer (or whether there is one) must change with one fact."""

from __future__ import annotations

import pytest
from ask_helpers import answer

# -- colloquial words that change no answer ---------------------------------------------------------------------

@pytest.mark.parametrize("first, second, answers", [
    # そいつ (that guy = it), 自体 (itself), 扱い (treated as): the claim is what is asked, the procedure decides it
    ("変装で裏向きにしたやつは護法を持つ扱い？", "変異で裏向きにしたやつは護法を持つ扱い？", ("yes", "no")),
    # 好きなときに (whenever I like) is いつでも; whose face-down creature it is decides
    ("自分の裏向きのクリーチャーは好きなときに中身を確認していい？",
     "相手の裏向きのクリーチャーは好きなときに中身を確認していい？", ("yes", "no")),
    # さっきの試合で (in a game a while ago) only tells when the story happened
    ("さっきの試合で予示したクリーチャーを表にしたら、戦場に出たときの能力は誘発する？",
     "さっきの試合で予示したクリーチャーを表にしたら、表向きになったときの能力は誘発する？", ("no", "yes")),
    # 刚才打了一局 (I just played a game), 结果 (as it turned out), 亮给我看 (show it to me)
    ("我刚才打了一局，对手的牌面朝下生物结果死了，他需要亮给我看吗？",
     "我刚才打了一局，对手的牌面朝下生物结果被横置了，他需要亮给我看吗？", ("yes", "no")),
    # 因为某种效果 (because of some effect): what lost the abilities is not read, that they are lost is
    ("显化的生物牌因为某种效果失去了所有异能，还能支付法术力费用翻回正面吗？",
     "伪装的生物因为某种效果失去了所有异能，还能支付伪装费用翻回正面吗？", ("yes", "no")),
    # 已经在场 (already on the battlefield), 直接 (directly), 进场 (enters, colloquial)
    ("我的变身生物已经在场了，我直接把它翻回正面，进场异能会触发吗？",
     "我的变身生物已经在场了，我直接把它翻回正面，翻回正面时的异能会触发吗？", ("no", "yes")),
])
def test_colloquial_words_that_change_no_answer(asker, first, second, answers):
    assert (answer(asker, first), answer(asker, second)) == answers


def test_a_colloquial_word_is_not_a_filler_where_it_means_something(asker):
    """打了一局 (played a game) is a time; 打中 (a spell hit it) says something targeted it: without a target, "is it
    still the target?" has nothing to check."""
    hit = asker.ask("我显化的生物被对手打中了，我响应翻回正面，它仍是目标吗？")
    played = asker.ask("我刚才打了一局，我把显化的生物翻回正面，它仍是目标吗？")
    assert hit.verdict is not None and hit.verdict.answer == "yes"
    assert played.verdict is None or played.verdict.answer != "yes"


# -- colloquial verbs ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("first, second, answers", [
    # 出す (put onto the battlefield) after the procedure: 変装で出した is disguised, 変異で出した morphed
    ("変装で出したやつって護法ある？", "変異で出したやつって護法ある？", ("yes", "no")),
    ("偽装で出したやつって護法ある？", "予示で出したやつって護法ある？", ("yes", "no")),
    # 吃了一发 / 作用在 (a spell hit it, colloquial) is a targeting spell, asked either way round
    ("我显化的生物吃了对手的一发，我响应翻回正面，它仍是目标吗？",
     "我显化的生物吃了对手的一发，我响应翻回正面，目标会掉吗？", ("yes", "no")),
    ("对手的咒语作用在我显化的生物上，我响应翻回正面，它仍是目标吗？",
     "对手的咒语作用在我显化的生物上，我响应翻回正面，目标会掉吗？", ("yes", "no")),
])
def test_colloquial_verbs(asker, first, second, answers):
    assert (answer(asker, first), answer(asker, second)) == answers


def test_the_mana_paid_to_cast_it_face_down_is_part_of_the_story(asker):
    """3マナで唱えた: casting face down costs {3}, so the amount says nothing new; paid to turn it face up, an amount
    would be a cost asked about, and stays not understood."""
    assert answer(asker, "変装で4マナ払って裏向きに出した。そいつのマナ総量は0？") == "yes"
    assert answer(asker, "変装で4マナ払って裏向きに出した。そいつのマナ総量は4？") == "no"
    assert asker.ask("変装の裏向きのクリーチャーを4マナ払って表向きにできる？").verdict is None


@pytest.mark.parametrize("claimed, answers", [("0", "yes"), ("3", "no")])
def test_an_amount_of_mana_paid_is_not_the_number_claimed(asker, claimed, answers):
    """花3费 (spent 3 mana) tells the story; the number the question claims is the one asked about, not the first
    digit written."""
    assert answer(asker, f"对手花3费牌面朝下施放了一个生物，它的总法术力值是{claimed}吗？") == answers
    assert answer(asker, f"相手が3マナで変装の何かを唱えた。そいつのマナ総量は{claimed}？") == answers


# -- a story told in one sentence, with commas ---------------------------------------------------------------------

@pytest.mark.parametrize("told, asked_twice", [
    ("我显化的生物吃了对手的一发，我响应翻回正面，目标会掉吗？",
     "我显化的生物吃了对手的一发，我能响应吗，目标会掉吗？"),
    ("相手が予示したクリーチャーを対象にして、対応して表にした、対象から外れる？",
     "相手が予示したクリーチャーを対象にして、対応できるか、対象から外れる？"),
])
def test_the_last_clause_asks_when_the_clauses_before_it_tell(asker, told, asked_twice):
    """Responding (响应, 対応) is what happened in a clause of the story; the last clause asks whether the spell still
    targets it.  When the clause before is a question of its own (吗, か), two things are asked: no answer."""
    outcome = asker.ask(told)
    assert outcome.reading.question == "targets-and-attachments-after-turning-face-up"
    assert outcome.verdict.answer == "no"
    assert asker.ask(asked_twice).verdict is None


# -- whose permanent it is, and who acts --------------------------------------------------------------------------

@pytest.mark.parametrize("first, second, answers", [
    # 对手的 / 他的 (the opponent's, his) is whose face-down creature it is; 自己的 (my own) the other way round
    ("我能看他的牌面朝下生物吗？", "我能看自己的牌面朝下生物吗？", ("no", "yes")),
    ("我可以偷看对手的牌面朝下生物吗？", "我可以偷看自己的牌面朝下生物吗？", ("no", "yes")),
])
def test_whose_face_down_permanent_it_is(asker, first, second, answers):
    assert (answer(asker, first), answer(asker, second)) == answers


@pytest.mark.parametrize("mine, theirs", [
    ("相手の終了ステップに、予示したクリーチャー・カードを表にできる？",
     "相手の終了ステップに、相手の予示したクリーチャー・カードを表にできる？"),
    ("相手のアップキープに予示したクリーチャー・カードを表にできる？",
     "相手のアップキープに相手の予示したクリーチャー・カードを表にできる？"),
    ("对手的结束步骤，我能把显化的生物牌翻回正面吗？", "对手的结束步骤，我能把对手显化的生物牌翻回正面吗？"),
    ("对手的维持步骤我能把显化的生物牌翻回正面吗？", "对手的维持步骤我能把对手显化的生物牌翻回正面吗？"),
])
def test_the_opponents_step_is_a_time_not_whose_permanent(asker, mine, theirs):
    """相手の終了ステップ / 对手的结束步骤 says when; the permanent is the asker's unless other words make it the
    opponent's, and then who turns it face up is not said: no answer."""
    assert answer(asker, mine) == "yes"
    outcome = asker.ask(theirs)
    assert outcome.verdict is None or outcome.verdict.answer == "no"


@pytest.mark.parametrize("count, answers", [("两张", "yes"), ("三张", "no")])
def test_how_many_cards_a_spell_cloaks(asker, count, answers):
    """匿伏两张 (cloak two): Hide in Plain Sight cloaks two of the five cards it looks at."""
    assert answer(asker, f"当面匿踪会匿伏{count}吗？") == answers


# -- Chinese puts the object after the verb ------------------------------------------------------------------------

@pytest.fixture(scope="module")
def naming(excerpt_corpus):
    from ask_helpers import new_asker

    return new_asker(excerpt_corpus)


@pytest.mark.parametrize("instant, creature", [
    # 显化了一张X (manifested an X): the card after the procedure and its measure word is what was manifested
    ("我显化了一张闪电击，之后能把它翻回正面吗？", "我显化了一张灰棕熊，之后能把它翻回正面吗？"),
    # X以显化方式牌面朝下 (X, by way of manifest, face down): X is the face-down card, not what did it
    ("闪电击以显化方式牌面朝下，之后能翻回正面吗？", "灰棕熊以显化方式牌面朝下，之后能翻回正面吗？"),
])
def test_the_card_a_chinese_procedure_names_after_it(naming, instant, creature):
    """A manifested instant can't be turned face up, a manifested creature card can."""
    assert (answer(naming, instant), answer(naming, creature)) == ("no", "yes")


# -- English game words inside Japanese and Chinese ----------------------------------------------------------------

@pytest.mark.parametrize("creature, land", [
    ("manifest dreadで予示したクリーチャー・カードは表にできる？", "manifest dreadで予示した土地は表にできる？"),
    ("manifest dread 之后，我能把显化的生物牌翻回正面吗？", "manifest dread 之后，我能把显化的地翻回正面吗？"),
])
def test_manifest_dread_is_the_keyword_action_not_a_card(asker, creature, land):
    """"manifest dread" manifests (a creature card can be turned face up for its mana cost, a land can't); read as
    the card named Dread, the face-down card would have been taken for that 6/6."""
    assert (answer(asker, creature), answer(asker, land)) == ("yes", "no")


# -- "does it count as black?", "is it still a creature?" -----------------------------------------------------------

@pytest.mark.parametrize("first, second, answers", [
    # 算黑色 (counts as black) asks the color; face down it has none, face up it is the card's
    ("牌面朝下的生物算绿色吗？", "灰棕熊被匿伏了，翻回正面后算绿色吗？", ("no", "yes")),
    # 还是生物吗 (still a creature?): face down it is a 2/2 creature; face up, the card's types
    ("显化的生物还是生物吗？", "闪电击被显化了，翻回正面后还是生物吗？", ("yes", "no")),
])
def test_a_color_or_a_type_asked_as_a_yes_no_question(naming, first, second, answers):
    assert (answer(naming, first), answer(naming, second)) == answers


def test_a_color_asked_of_a_card_only_described_face_up_is_not_answered(naming):
    """Face up, a card only described could be any color: which card it is, is missing."""
    assert naming.ask("显化的生物翻回正面后算黑色吗？").verdict is None
