"""Japanese and Chinese questions to `judge ask`: which named card is the face-down one, phrases inside card names,
and the ways players write times, embedded questions and counts.  Phrasings here are not from any measured
question set; each group has a contrasting pair whose answer (or whether there is one) must change."""

from __future__ import annotations

import pytest
from ask_helpers import answer


@pytest.fixture(scope="module")
def asker(excerpt_corpus):
    from ask_helpers import new_asker

    return new_asker(excerpt_corpus)


# -- which named card is the face-down one ---------------------------------------------------------------------

@pytest.mark.parametrize("first, second", [
    ("予示したカードはショックだった。あとで表にできる？", "予示したカードは灰色熊だった。あとで表にできる？"),
    ("显化出来的闪电击能翻回正面吗？", "显化出来的灰棕熊能翻回正面吗？"),
])
def test_the_card_a_face_down_card_turned_out_to_be(asker, first, second):
    """"The card I manifested was Shock": the card named after "the card" is the hidden one (an instant: no)."""
    assert (answer(asker, first), answer(asker, second)) == ("no", "yes")


def test_one_card_named_twice_is_one_card(asker):
    """A Japanese name with its English name in brackets is one card; a second, other card is a part not placed."""
    assert answer(asker, "灰色熊（Grizzly Bears）を偽装した。表にできる？") == "yes"
    outcome = asker.ask("灰色熊（Shock）を偽装した。表にできる？")
    assert outcome.verdict is None and "灰色熊" in outcome.detail["unknown_words"]


def test_the_spell_that_cloaks_is_not_the_cloaked_card(asker):
    """"匿身于众让我匿伏…" (Become Anonymous has me cloak…): the instant is what cloaks, not what is cloaked — the
    hidden card is unknown, so the answer depends on it; "匿身于众被匿伏" (Become Anonymous got cloaked) is an
    instant face down: it can't be turned face up."""
    outcome = asker.ask("匿身于众让我匿伏了一张牌，之后能把它翻回正面吗？")
    assert outcome.verdict is None and "card type" in outcome.missing, (outcome.verdict, outcome.missing)
    assert answer(asker, "匿身于众被匿伏了，之后能把它翻回正面吗？") == "no"


def test_a_card_that_is_the_topic_of_another_clause_is_not_the_face_down_one(asker):
    """"ショックって、予示したクリーチャーを…" names Shock as a topic, and a creature is manifested: Shock is not it."""
    outcome = asker.ask("ショックって、予示したクリーチャーを表にできる？")
    assert outcome.verdict is None and "ショック" in outcome.detail["unknown_words"]
    assert answer(asker, "ショックって予示したら表にできる？") == "no"


def test_a_phrase_inside_a_card_name_is_not_read(asker):
    """色 (color) inside 灰色熊 (Grizzly Bears) made "what color?" compete with turning it face up."""
    outcome = asker.ask("灰色熊を偽装した。表にできる？")
    assert outcome.reading.question == "can-turn-face-up" and outcome.verdict.answer == "yes"
    assert asker.ask("偽装したクリーチャーの色は？").reading.question == "characteristics"


def test_the_kind_the_asking_sentence_names_wins_a_tie_with_the_story(asker):
    """"…対応して表にした。まだ対象のまま？": responding (対応して) is what happened, the last sentence asks whether the
    spell still targets it; tied, the two were ambiguous.  Asked the other way round, the answer turns."""
    story = "予示したクリーチャーに相手が除去を撃ってきたので、対応して表にした。"
    first, second = asker.ask(story + "まだ対象のまま？"), asker.ask(story + "対象から外れる？")
    assert first.reading.question == "targets-and-attachments-after-turning-face-up"
    assert (first.verdict.answer, second.verdict.answer) == ("yes", "no")


# -- times, embedded questions, counts: the words players use ---------------------------------------------------

@pytest.mark.parametrize("first, second, answers", [
    # after blockers are declared is a time (turning face up is a special action, any time with priority); a
    # creature that blocks is an event (nothing to reveal)
    ("相手のターンのブロック宣言後に、予示したクリーチャー・カードを表にできる？",
     "予示したクリーチャーがブロックしたら、公開しないといけない？", ("yes", "no")),
    ("宣告阻挡之后，我能把匿伏的生物牌翻回正面吗？", "匿伏的生物阻挡的时候要展示吗？", ("yes", "no")),
    # "what card it was" is what is shown, not what is asked
    ("裏向きのクリーチャーが破壊されたら、何のカードか見せないといけない？",
     "裏向きのクリーチャーが攻撃したら、何のカードか見せないといけない？", ("yes", "no")),
    ("牌面朝下的生物被打死了，要展示吗？", "牌面朝下的生物被横置了，要展示吗？", ("yes", "no")),
    # "which is which" names several face-down permanents; keeping them apart is the opposite of mixing them up
    ("裏向きのクリーチャー2体を、どれがどれか相手にわからなくしてもいい？",
     "裏向きのクリーチャーが2体いる。区別できるようにしておく必要がある？", ("no", "yes")),
    ("我可以把牌面朝下的生物打乱位置，让对手认不出谁是谁吗？", "我只有一张牌面朝下的生物，可以打乱位置吗？",
     ("no", "yes")),
    # a weapon is an Equipment; "put face down" is face down
    ("变身生物装备了武器，翻回正面后武器还在吗？", "变身生物装备了武器，翻回正面后武器会掉下来吗？", ("yes", "no")),
    ("変異で裏向きに出したクリーチャーは護法を持つ？", "変装で裏向きに出したクリーチャーは護法を持つ？", ("no", "yes")),
])
def test_the_words_players_use(asker, first, second, answers):
    assert (answer(asker, first), answer(asker, second)) == answers


@pytest.mark.parametrize("first, second, answers", [
    # the order they entered in must stay knowable: keeping it is the opposite of swapping it
    ("裏向きのクリーチャーの出た順番がわかるようにしておく必要がある？",
     "裏向きのクリーチャーの出た順番を入れ替えてもいい？", ("yes", "no")),
    # "may I target …" is Unexplained Absence's target claim: any player's nonland permanent
    ("存在不明で相手のクリーチャーを対象にしてもいい？", "存在不明で自分の土地を対象にしてもいい？", ("yes", "no")),
])
def test_order_and_targets(asker, first, second, answers):
    assert (answer(asker, first), answer(asker, second)) == answers


def test_a_countered_face_down_spell_is_shown(asker):
    """反掉 (countered, slang) and 给他看 (show him): a face-down spell countered is revealed."""
    assert answer(asker, "我的变身咒语被反掉了，要给他看吗？") == "yes"
    assert answer(asker, "我的变身生物被横置了，要给他看吗？") == "no"


# -- an Aura or Equipment card named where something is attached is what is attached -------------------------------

@pytest.fixture(scope="module")
def attaching(corpus):
    """The seed corpus plus an Aura, an Equipment, a creature with protection from white, a sorcery that manifests and
    Clone (their printed texts)."""
    from dataclasses import replace

    from ask_helpers import new_asker

    from judge_cli.corpus.model import Card
    from judge_cli.game.oracle import face_from_oracle

    def card(card_id, name, type_line, cost, text, ja, zh, power=None, toughness=None):
        face = face_from_oracle(name, type_line, cost, text, power, toughness)
        return Card(id=card_id, name=name, faces=(face,), names={"en": name, "ja": ja, "zh": zh})

    extra = [card("pacifism", "Pacifism", "Enchantment — Aura", "{1}{W}",
                  "Enchant creature\nEnchanted creature can't attack or block.", "平和な心", "和平主义"),
             card("holy-strength", "Holy Strength", "Enchantment — Aura", "{W}",
                  "Enchant land\nEnchanted land is white.", "聖なる力", "神圣力量"),
             card("bonesplitter", "Bonesplitter", "Artifact — Equipment", "{1}",
                  "Equipped creature gets +2/+0.\nEquip {1}", "骨断ちの矛槍", "碎骨刀"),
             card("akroma", "Akroma, Angel of Fury", "Legendary Creature — Angel", "{5}{R}{R}{R}",
                  "Flying, trample, protection from white and from blue\nMorph {3}{R}{R}{R}", "憤怒の天使アクローマ",
                  "怒火天使爱若玛", "6", "6"),
             card("soul-summons", "Soul Summons", "Sorcery", "{1}{W}", "Manifest the top card of your library.",
                  "魂の召喚", "唤魂术"),
             card("clone", "Clone", "Creature — Shapeshifter", "{3}{U}",
                  "You may have Clone enter the battlefield as a copy of any creature on the battlefield.", "クローン",
                  "仿生妖", "0", "0")]
    return new_asker(replace(corpus, cards={**corpus.cards, **{c.id: c for c in extra}}))


@pytest.mark.parametrize("first, second, answers", [
    # Pacifism (white) falls off Akroma (protection from white) turned face up, stays on a plain creature card
    ("憤怒の天使アクローマを偽装し、平和な心を付けた。表向きにしたら平和な心は外れる？",
     "クリーチャー・カードを偽装し、平和な心を付けた。表向きにしたら平和な心は外れる？", ("yes", "no")),
    ("变身的怒火天使爱若玛被贴了和平主义，翻回正面以后和平主义还在吗？",
     "变身的生物被贴了和平主义，翻回正面以后和平主义还在吗？", ("no", "yes")),
])
def test_a_named_aura_is_what_is_attached(attaching, first, second, answers):
    assert (answer(attaching, first), answer(attaching, second)) == answers


def test_an_aura_that_enchants_something_else_is_not_guessed(attaching):
    """"Enchant land" is not "enchant creature": what it requires is not guessed, the question is not answered."""
    outcome = attaching.ask("変異のクリーチャーに聖なる力が付いている。表向きにしても残る？")
    assert outcome.verdict is None and "聖なる力" in outcome.detail["unknown_words"], outcome.detail
    assert answer(attaching, "変異のクリーチャーに平和な心が付いている。表向きにしても残る？") == "yes"


@pytest.mark.parametrize("question", ["平和な心が付いた変異のクリーチャーを、変異コストで表向きにできる？",
                                      "和平主义贴在我变身的生物上，我能支付变身费用把它翻回正面吗？"])
def test_an_aura_is_placed_only_where_what_stays_attached_is_asked(attaching, question):
    """Asked whether it can be turned face up, what the Aura does to it (Lignify: it loses its morph cost) is not
    read: the Aura is a part the reader can't place, and the question is not answered."""
    outcome = attaching.ask(question)
    assert outcome.verdict is None and outcome.detail["unknown_words"], (outcome.verdict, outcome.detail)


def test_an_equipment_named_where_nothing_is_attached_is_not_placed(attaching):
    """An Equipment named in a question about looking at the card, with no word of attaching, is not placed."""
    outcome = attaching.ask("骨断ちの矛槍を持っている。偽装したクリーチャーを相手は見られる？")
    assert outcome.verdict is None and "骨断ちの矛槍" in outcome.detail["unknown_words"]
    assert answer(attaching, "偽装したクリーチャーを相手は見られる？") == "no"


# -- a named creature card that copies a face-down permanent is a face-up copy of it ---------------------------------

@pytest.mark.parametrize("first, second, answers", [
    ("仿生妖复制了一个被匿伏的生物，仿生妖有守护吗？", "仿生妖复制了一个变身的生物，仿生妖有守护吗？", ("yes", "no")),
    ("クローンで偽装されたクリーチャーをコピーした。クローンは護法を持つ？",
     "クローンで予示されたクリーチャーをコピーした。クローンは護法を持つ？", ("yes", "no")),
])
def test_a_copy_of_a_face_down_permanent_gets_its_face_down_characteristics(attaching, first, second, answers):
    """A copy of a cloaked permanent is a 2/2 with ward {2}; of a manifested one, a 2/2 with no abilities."""
    assert (answer(attaching, first), answer(attaching, second)) == answers
    assert "face_down" not in attaching.ask(first).reading.given["permanent"]  # the copy itself is face up


def test_the_copy_is_not_face_down_and_the_original_is_not_the_copy(attaching):
    """The copy can't be turned face up; "…and the original face-down creature?" is not read as the copy."""
    assert answer(attaching, "クローンで裏向きのクリーチャーをコピーした。クローンを表向きにできる？") == "no"
    outcome = attaching.ask("クローンで裏向きのクリーチャーをコピーしたら、元の裏向きのクリーチャーは表向きにできる？")
    assert outcome.verdict is None and "クローン" in outcome.detail["unknown_words"]


# -- the spell that performed the procedure ---------------------------------------------------------------------------

@pytest.mark.parametrize("first, second, answers", [
    ("魂の召喚で予示したのは土地カードだった。あとで表向きにできる？",
     "魂の召喚で予示したのはクリーチャー・カードだった。マナ・コストで表向きにできる？", ("no", "yes")),
    ("唤魂术显化了一张地，之后能翻回正面吗？", "唤魂术显化了一张生物牌，之后能支付法术力费用翻回正面吗？",
     ("no", "yes")),
])
def test_the_sorcery_that_manifested_is_not_the_manifested_card(attaching, first, second, answers):
    """"魂の召喚で予示した…": Soul Summons is what manifested; the manifested card is the one described."""
    assert (answer(attaching, first), answer(attaching, second)) == answers


def test_a_creature_before_the_procedure_is_not_what_performed_it(attaching):
    """Only an instant or sorcery performs a procedure: a creature card named so is a part the reader can't place."""
    outcome = attaching.ask("クローンで予示したのは土地カードだった。あとで表向きにできる？")
    assert outcome.verdict is None and "クローン" in outcome.detail["unknown_words"]
