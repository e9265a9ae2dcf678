"""The reader of `judge ask`: language, question kind and each fact, in every language; contrasting pairs."""

from __future__ import annotations

import pytest


def read(asker, question: str, **options):
    outcome = asker.ask(question, **options)
    assert outcome.reading is not None, (question, outcome.refusal, outcome.missing)
    return outcome


def permanent(outcome) -> dict:
    return outcome.reading.given["permanent"]


@pytest.mark.parametrize("question, lang", [
    ("can a cloaked creature transform?", "en"),
    ("Kann eine getarnte Kreatur transformieren?", "de"),
    ("Une créature voilée peut-elle se transformer ?", "fr"),
    ("¿Una criatura enmascarada se puede transformar?", "es"),
    ("Una creatura celata può trasformarsi?", "it"),
    ("偽装されたクリーチャーは変身できる？", "ja"),
    ("被匿伏的生物能转化吗？", "zh"),
])
def test_language_and_kind(asker, question, lang):
    outcome = read(asker, question)
    assert outcome.lang == lang
    assert outcome.reading.question == "can-transform"
    assert permanent(outcome)["face_down"] == "cloak"


@pytest.mark.parametrize("question, kind", [
    ("Can my opponent peek at my cloaked creature?", "can-look"),
    ("Darf mein Gegner meine getarnte Kreatur ansehen?", "can-look"),
    ("Dois-je révéler ma créature voilée quand elle meurt ?", "must-reveal"),
    ("¿Se dispara la habilidad de entrada al poner boca arriba una criatura enmascarada?",
     "enters-triggers-on-turning-face-up"),
    ("Due creature celate hanno lo stesso nome?", "share-a-name"),
    ("偽装クリーチャーのパワーは？", "characteristics"),
    ("匿伏的生物翻回正面时对手能回应吗？", "can-respond-to-turning-face-up"),
    ("Can I rearrange my two morphed creatures?", "can-rearrange-face-down"),
    ("What happens if I cast Unexplained Absence on my opponent's creature?", "resolve"),
])
def test_kind_detection(asker, question, kind):
    assert read(asker, question).reading.question == kind


@pytest.mark.parametrize("question, key, value", [
    ("can a disguised creature be turned face up?", "face_down", "disguise"),
    ("Kann eine gemorphte Kreatur aufgedeckt werden?", "face_down", "morph"),
    ("Can a manifested creature be turned face up?", "face_down", "manifest"),
    ("Posso girare a faccia in su una creatura occultata?", "face_down", "cloak"),
    ("Can I turn my tapped cloaked creature face up?", "tapped", True),
    ("Kann ich eine getarnte Kreatur ohne Fähigkeiten aufdecken?", "abilities_lost", True),
    ("Puis-je retourner face visible une créature voilée qui a perdu ses capacités ?", "abilities_lost", True),
    ("能力を失った偽装クリーチャーは表向きにできる？", "abilities_lost", True),
    ("Can I turn my opponent's cloaked creature face up?", "controller", "opponent"),
])
def test_permanent_facts(asker, question, key, value):
    assert permanent(read(asker, question))[key] == value


@pytest.mark.parametrize("question, card", [
    ("can a cloaked instant be turned face up?", {"types": ["instant"]}),
    ("¿Se puede voltear una tierra enmascarada?", {"types": ["land"]}),
    ("被匿伏的双面牌能转化吗？", {"double_faced": True, "back_types": ["creature"]}),
    ("can a face up MDFC transform?", {"double_faced": True, "modal": True}),
    ("My cloaked creature card has mana cost {2}{U}{U}. Can I turn it face up?", {"mana_cost": "{2}{U}{U}"}),
    ("My cloaked creature card has mana cost 1RR. Can I turn it face up?", {"mana_cost": "{1}{R}{R}"}),
    ("Can I turn my cloaked creature with disguise {1}{U} face up?", {"disguise": "{1}{U}"}),
    ("can I unmorph my morph creature with morph {3}?", {"morph": "{3}"}),
    ("Can I turn up a cloaked creature with no mana cost?", {"types": ["creature"]}),
])
def test_card_facts(asker, question, card):
    found = permanent(read(asker, question))["card"]
    assert {key: found.get(key) for key in card} == card


def test_no_mana_cost_is_left_out(asker):
    card = permanent(read(asker, "Can I turn up a cloaked creature with no mana cost?"))["card"]
    assert "mana_cost" not in card


@pytest.mark.parametrize("question, key, value", [
    ("Do I have to reveal my cloaked creature when it dies?", "event", "dies"),
    ("Muss ich meine verdeckten Karten am Spielende vorzeigen?", "event", "game-ends"),
    ("Faut-il révéler une créature voilée qui est exilée ?", "event", "leaves-battlefield"),
    ("¿Hay que revelar un hechizo boca abajo que es contrarrestado?", "event", "countered"),
    ("偽装クリーチャーが攻撃したら公開しますか？", "event", "attacks"),
    ("Can my opponent look at my cloaked creature?", "viewer", "opponent"),
    ("Can I look at my cloaked creature?", "viewer", "controller"),
    ("If an effect lets my opponent look, can they look at my cloaked creature?", "effect_allows_looking", True),
    ("If a spell turns my cloaked creature face up, can my opponent respond?", "method", "spell"),
])
def test_question_facts(asker, question, key, value):
    assert read(asker, question).reading.given[key] == value


@pytest.mark.parametrize("question, name", [
    ("Can I turn a cloaked Become Anonymous face up?", "Become Anonymous"),
    ("Kann ich ein getarntes Anonym werden aufdecken?", "Become Anonymous"),
    ("偽装された群衆紛れは表向きにできる？", "Become Anonymous"),
    ("被匿伏的莫名失踪能翻回正面吗？", "Unexplained Absence"),
    ("Can I turn a cloaked \"Become Anonymus\" face up?", "Become Anonymous"),
    ("Can I turn a cloaked Hide in Plain Sigth face up?", "Hide in Plain Sight"),
])
def test_card_names_in_any_language_with_typos(asker, question, name):
    assert permanent(read(asker, question))["card"] == name


def test_typos_are_corrected_and_reported(asker):
    outcome = read(asker, "cna a clokaed creature crad be turend face up?")
    assert ("clokaed", "cloaked") in outcome.corrections
    assert outcome.verdict.answer == "yes"


# -- contrasting pairs: one word changed, the reading and the answer change -----------------------------

@pytest.mark.parametrize("first, second, answers", [
    ("Can I turn a cloaked creature card face up?", "Can I turn a cloaked instant face up?", ("yes", "no")),
    ("Kann meine getarnte Kreaturenkarte ohne Fähigkeiten aufgedeckt werden?",
     "Kann meine gemorphte Kreatur ohne Fähigkeiten aufgedeckt werden?", ("yes", "no")),
    ("Une carte double face voilée peut-elle se transformer ?",
     "Une carte double face visible peut-elle se transformer ?", ("no", "yes")),
    ("¿Tengo que revelar mi criatura enmascarada cuando muere?",
     "¿Tengo que revelar mi criatura enmascarada cuando ataca?", ("yes", "no")),
    ("Il mio avversario può guardare la mia creatura celata?", "Posso guardare la mia creatura celata?", ("no", "yes")),
    ("タップ状態の偽装クリーチャーを表向きにしたら、タップ状態のまま？",
     "アンタップ状態の偽装クリーチャーを表向きにしたら、タップ状態のまま？", ("yes", "no")),
    ("我把匿伏生物翻回正面时，对手能回应吗？", "被咒语翻回正面时，对手能回应匿伏生物吗？", ("no", "yes")),
])
def test_contrasting_pairs(asker, first, second, answers):
    assert (read(asker, first).verdict.answer, read(asker, second).verdict.answer) == answers


def test_answer_language_follows_the_question_unless_told(asker):
    german = read(asker, "Darf mein Gegner meine getarnte Kreatur anschauen?")
    assert german.answer_lang == "de"
    assert read(asker, "Darf mein Gegner meine getarnte Kreatur anschauen?", answer_lang="fr").answer_lang == "fr"


def test_the_reading_is_a_valid_scenario(asker, corpus):
    import json

    from judge_cli import rules
    from judge_cli.yamlsafe import parse_yaml

    reading = read(asker, "Can I turn my tapped cloaked creature with disguise {1}{U} face up?").reading
    state = rules.parse_given(reading.question, parse_yaml(json.dumps(reading.given), "t"), source="t",
                              resolve_card=asker.resolver)
    assert state.permanent.tapped and state.permanent.card.disguise == "{1}{U}"


def test_confidence_is_the_calibrated_rate_of_the_readings_bucket(asker):
    """A reading asked by a kind cue ("look at") and one only hinted at: their buckets' rates on the dev set."""
    from judge_cli.ask import calibration

    strong = read(asker, "Can my opponent look at my cloaked creature?").reading
    hinted = read(asker, "If I cloak an instant, can I turn it face up later?").reading
    assert (strong.bucket, hinted.bucket) == ("strong", "hint")
    table = calibration.load()
    assert strong.confidence == calibration.confidence("strong", table) > hinted.confidence > calibration.THRESHOLD


def test_a_bucket_the_calibration_never_saw_is_not_answered():
    from judge_cli.ask import calibration

    assert calibration.confidence("strong", {"strong": (19, 20)}) >= calibration.THRESHOLD
    assert calibration.confidence("strong", {}) < calibration.THRESHOLD  # (0 + 1) / (0 + 2)
    assert calibration.confidence("hint", {"hint": (5, 7)}) < calibration.THRESHOLD


@pytest.mark.parametrize("question", [
    "When a creature gets cloaked, does my \"whenever a creature enters\" card trigger?",
    "Quand une créature arrive voilée, est-ce que ma capacité « chaque fois qu'une créature arrive » se déclenche ?",
    "偽装で戦場に出たとき、「クリーチャーが戦場に出るたび」の能力は誘発する？",
])
def test_entering_face_down_with_a_quoted_ability_of_another_permanent(asker, question):
    """Entering face down in three languages; the quoted ability text is what triggers, never a card name."""
    outcome = asker.ask(question)
    assert outcome.verdict is not None, (outcome.refusal, outcome.missing, outcome.detail)
    assert outcome.reading.given["event"] == "enters-face-down" and outcome.reading.given["watcher"] == "other"
    assert outcome.verdict.answer == "yes"


def test_an_unstated_event_the_kind_probes_is_not_assumed_silently(asker):
    """The enters kind probes its event: a question that doesn't say whether the creature entered face down or
    was turned face up is refused, not answered for "turned face up" (the key's default)."""
    outcome = asker.ask("Does my \"whenever a creature enters\" card trigger for a cloaked creature?")
    assert outcome.verdict is None and "event" in outcome.missing


def test_every_kind_has_a_reading_label_in_every_language():
    """A reading names its question in the question's language: each kind declares its label (AskHints.label),
    and the catalogs translate it (a kind without one would show its English summary in every language)."""
    from judge_cli.ask.render import _kind_label
    from judge_cli.i18n import set_language
    from judge_cli.rules.kinds import KINDS

    assert all(kind.ask.label for kind in KINDS.values()), [name for name, k in KINDS.items() if not k.ask.label]
    try:
        set_language("it", chosen=True)
        shown = {name: _kind_label(name) for name in KINDS}
    finally:
        set_language("en")
    assert shown["ward-triggers"] == "Si innesca la sua egida?"
    assert all(shown[name] != kind.ask.label for name, kind in KINDS.items()), shown
