"""``judge ask`` end to end: the reading, the answer, JSON, exit codes, bad input, question banks in ``judge eval``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

QUESTIONS = Path(__file__).resolve().parent.parent / "examples" / "questions"


@pytest.fixture(autouse=True)
def no_interface_choice(monkeypatch):
    monkeypatch.delenv("JUDGE_LANG", raising=False)


def ask(runner, app, *args):
    return runner.invoke(app, ["ask", *args])


def test_prints_the_reading_then_the_answer(runner, app):
    result = ask(runner, app, "can a cloaked DFC transform?")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "Answer: no — A face-down permanent can't transform."  # the deciding fact first
    assert lines[1] == "Read as: Can it transform? · cloaked, double-faced creature card"
    assert any(line.startswith("Cited: cloaked-double-faced-card") for line in lines)


def test_the_whole_text_speaks_the_questions_language(runner, app):
    """A German question: "Antwort: nein", the reading and the notes in German words (JSON keeps "no")."""
    result = ask(runner, app, "Kann eine getarnte DFC transformieren?")
    lines = result.stdout.splitlines()
    assert lines[0].startswith("Antwort: nein — ")
    assert lines[1] == "Gelesen als: Kann sie transformieren? · getarnt, doppelseitige Kreatur-Karte"
    assert "angenommen: welche Art Karte es ist" in lines[2] and "Sicherheit" in lines[2]
    shown = "\n".join(lines[:3])  # the citations name rulings and CR sections by their own (English) ids
    assert not any(word in shown for word in ("no —", "double-faced", "card type", "confidence"))
    data = json.loads(ask(runner, app, "--json", "Kann eine getarnte DFC transformieren?").stdout)
    assert data["answer"] == "no" and data["read_as"]["question"] == "can-transform"


@pytest.mark.parametrize("question, named", [
    ("Puis-je retourner face visible ma créature manifestée qui est une carte de créature avec un coût de mana de "
     "{2}{G} ?", "{2}{G} (coût de mana)"),
    ("Can I turn my manifested creature face up? It is a creature card with mana cost {2}{G}.", "{2}{G} (mana cost)"),
])
def test_the_way_to_turn_it_face_up_is_named_in_the_answers_language(runner, app, question, named):
    result = ask(runner, app, question)
    assert result.exit_code == 0 and named in result.stdout.splitlines()[0], result.stdout
    data = json.loads(ask(runner, app, "--json", question).stdout)
    assert [proc["procedure"] for proc in data["details"]["procedures"]] == ["mana-cost"]  # JSON keeps the key


def test_words_not_understood_are_named_and_the_question_refused(runner, app):
    """"cl0aked" is no word the reader knows: it is not dropped to answer about a face-up DFC."""
    result = ask(runner, app, "--json", "can a cl0aked DFC transform?")
    data = json.loads(result.stdout)
    assert result.exit_code == 1 and data["answer"] is None
    assert data["refused"] == "not-understood" and data["not_understood"] == ["cl0aked"]
    text = ask(runner, app, "can a cl0aked DFC transform?")
    assert text.exit_code == 1 and "«cl0aked»" in text.stdout


def test_words_may_come_unquoted(runner, app):
    result = ask(runner, app, "can", "a", "cloaked", "DFC", "transform?")
    assert result.exit_code == 0 and result.stdout.startswith("Answer: no — ")


def test_explain_prints_the_steps(runner, app):
    result = ask(runner, app, "--explain", "can a cloaked DFC transform?")
    assert "Steps:" in result.stdout and " → " in result.stdout


def test_typos_and_assumptions_are_shown(runner, app):
    result = ask(runner, app, "cna a clokaed creature crad be turend face up?")
    assert result.exit_code == 0
    assert "read 'clokaed' as 'cloaked'" in result.stdout


def test_json_is_an_eval_result_plus_the_reading(runner, app):
    result = ask(runner, app, "--json",
                 "Kann eine getarnte Kreaturenkarte mit verlorenen Fähigkeiten aufgedeckt werden?")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    eval_keys = {"id", "question", "status", "answer", "details", "explanation", "citations", "expected", "error",
                 "failures", "file", "line"}
    assert eval_keys <= set(data)
    assert data["answer"] == "yes" and data["question"] == "can-turn-face-up" and data["lang"] == "de"
    assert data["read_as"]["question"] == "can-turn-face-up"
    assert data["read_as"]["given"]["permanent"]["abilities_lost"] is True
    assert 0 < data["confidence"] <= 1
    assert {c["id"] for c in data["citations"]} >= {"cloaked-creature-without-abilities"}


def test_the_answer_follows_the_question_language(runner, app):
    result = ask(runner, app, "--json", "Il mio avversario può guardare la mia creatura celata?")
    assert {c["lang"] for c in json.loads(result.stdout)["citations"] if c["kind"] == "ruling"} == {"it"}


def test_lang_option_chooses_the_answer_language(runner, app):
    result = ask(runner, app, "--json", "--lang", "it", "Darf mein Gegner meine getarnte Kreatur anschauen?")
    citations = json.loads(result.stdout)["citations"]
    assert {c["lang"] for c in citations if c["kind"] == "ruling"} == {"it"}
    english = ask(runner, app, "--json", "--lang", "en", "Il mio avversario può guardare la mia creatura celata?")
    assert {c["lang"] for c in json.loads(english.stdout)["citations"] if c["kind"] == "ruling"} == {"en"}


def test_the_interface_language_is_restored_after_answering(runner, app):
    from judge_cli.i18n import current_language

    ask(runner, app, "Darf mein Gegner meine getarnte Kreatur anschauen?")
    assert current_language() == "en"


@pytest.mark.parametrize("question, words", [
    ("who wins the game?", "outside what judge-cli can answer"),
    ("Can I turn my face-down permanent face up?", "Closest readings:"),
    ("Is a cloaked Llanowar Elves a 2/2?", "no card named 'Llanowar Elves'"),
    ("Kann eine getarnte Kreatur peut-elle se transformer ?", "mixes languages"),
])
def test_refusals_exit_1(runner, app, question, words):
    result = ask(runner, app, question)
    assert result.exit_code == 1
    assert words in result.stdout
    assert "Traceback" not in result.output


def test_refusal_in_json(runner, app):
    result = ask(runner, app, "--json", "Can I turn my face-down permanent face up?")
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["status"] == "REFUSED" and data["refused"] == "ambiguous" and data["answer"] is None
    assert data["missing"] == ["card type"] and len(data["candidates"]) == 3
    assert all({"question", "given", "confidence"} <= set(c) for c in data["candidates"])


@pytest.mark.parametrize("text, words", [
    ("", "the question is empty"),
    ("?!?", "no words"),
    ("x" * 10_000, "limit is 500"),
    ("can a cloaked\x1b[31m DFC transform", "control characters"),
])
def test_bad_input_exit_2_one_line(runner, app, text, words):
    result = ask(runner, app, text)
    assert result.exit_code == 2
    assert words in result.stderr and result.stderr.count("\n") == 1


def test_unknown_language_option_is_a_usage_error(runner, app):
    result = ask(runner, app, "--lang", "xx", "can a cloaked DFC transform?")
    assert result.exit_code == 2 and "unknown language 'xx'" in result.stderr


def test_eval_of_the_question_bank_prints_accuracy_per_language(runner, app):
    result = runner.invoke(app, ["eval", str(QUESTIONS)])
    assert result.exit_code == 0, "\n".join(line for line in result.stdout.splitlines() if not line.startswith(" "))
    lines = result.stdout.strip().splitlines()
    assert lines[-2].startswith("accuracy by language: de ")
    counts = dict(part.split() for part in lines[-2].split(": ", 1)[1].split(" · "))
    assert set(counts) == {"en", "de", "fr", "es", "it", "ja", "zh"}
    for lang, count in counts.items():
        right, total = map(int, count.split("/"))
        assert right == total >= 20, lang


def test_eval_json_carries_the_reading(runner, app, tmp_path):
    bank = tmp_path / "bank.yaml"
    bank.write_text('scenarios:\n  - id: q\n    ask: "can a cloaked DFC transform?"\n'
                    '    expect: {read_as: {question: can-look}}\n', encoding="utf-8")
    result = runner.invoke(app, ["eval", "--format", "json", str(bank)])
    assert result.exit_code == 1
    row = json.loads(result.stdout)["results"][0]
    assert row["status"] == "FAIL" and row["read_as"]["question"] == "can-transform" and row["lang"] == "en"
    assert "read_as.question: expected can-look, got can-transform" in row["failures"][0]


def test_eval_refusal_expectations(runner, app, tmp_path):
    bank = tmp_path / "bank.yaml"
    bank.write_text('scenarios:\n  - id: a\n    ask: "who wins?"\n    expect: {refused: ambiguous}\n'
                    '  - id: b\n    ask: "who wins?"\n    expect: {refused: out-of-scope}\n'
                    '  - id: c\n    ask: "can a cloaked DFC transform?"\n    expect: {refused: ambiguous}\n'
                    '  - id: d\n    ask: "Kann ich meine verdeckte Karte aufdecken?"\n    lang: de\n'
                    '    expect: {answer: "no"}\n', encoding="utf-8")
    result = runner.invoke(app, ["eval", str(bank)])
    statuses = [line.split()[0:2] for line in result.stdout.splitlines() if not line.startswith(" ")][:4]
    assert statuses == [["FAIL", "a"], ["PASS", "b"], ["FAIL", "c"], ["FAIL", "d"]]
    assert "the question was refused (ambiguous)" in result.stdout


@pytest.mark.parametrize("explicit, question_lang, environ, expected", [
    ("fr", "de", {"JUDGE_LANG": "it"}, "fr"),
    (None, "de", {"JUDGE_LANG": "it"}, "it"),
    (None, "de", {"LANG": "en_US.UTF-8"}, "de"),
    (None, None, {}, "en"),
])
def test_answer_language_precedence(explicit, question_lang, environ, expected):
    from judge_cli.cli.context import RunContext

    assert RunContext.from_environ(environ).with_options(lang=explicit).answer_lang(question_lang) == expected
