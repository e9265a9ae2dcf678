"""Every shipped example and question bank passes with a whole card pool imported, not only the shipped cards.

With every card of the game imported, ordinary words of a question are card
names too (Spanish *boca* is a half of Mouth // Feed, Italian *vuoto* is Void,
French *qui*, *quelle*, *la force*, *endurance* are halves or names of real
cards, *Humility* is the effect and the card).  A small file plants those
traps for every run; the real 2018 data checks the same where ../shared is.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"

#: (English name, type line, {language: printed name}): real names, and two made-up ones in Japanese and Chinese
#: that are the official words for cloak.
TRAPS = [
    ("Humility", "Enchantment", {}),
    ("Mouth", "Sorcery", {"Spanish": "Boca"}),
    ("Void", "Sorcery", {"Italian": "Vuoto"}),
    ("Who", "Instant", {"French": "Qui"}),
    ("Brawn", "Creature — Incarnation", {"French": "La Force"}),
    ("Endure", "Instant", {"French": "Endurance"}),
    ("Spring", "Sorcery", {"French": "Quelle"}),
    ("Trap of Words", "Instant", {"Japanese": "偽装", "Chinese Simplified": "匿伏"}),
]


def _trap_file(path: Path) -> Path:
    cards = [{"name": name, "type": type_line, "text": "", "layout": "normal", "manaCost": "{1}",
              "uuid": f"b0000000-0000-4000-8000-{number:012d}",
              "foreignData": [{"language": lang, "name": printed} for lang, printed in names.items()]}
             for number, (name, type_line, names) in enumerate(TRAPS)]
    data = {"meta": {"date": "2024-01-01"}, "data": {"TRP": {"name": "Traps", "code": "TRP", "cards": cards}}}
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def _eval_everything(runner, app, data_dir: Path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA_DIR", str(data_dir))
    result = runner.invoke(app, ["eval", str(EXAMPLES)])
    failing = [line for line in result.stdout.splitlines() if line.startswith(("FAIL", "ERROR"))]
    assert result.exit_code == 0, "\n".join(failing) or result.output
    assert result.stdout.strip().splitlines()[-1].endswith(" 0 failed, 0 errors")


def test_words_of_the_questions_that_are_card_names_are_read_as_words(runner, app, tmp_path, corpus, monkeypatch):
    from judge_cli.importing import import_files

    import_files("mtgjson", [_trap_file(tmp_path / "traps.json")], corpus, base=tmp_path / "data")
    _eval_everything(runner, app, tmp_path / "data", monkeypatch)


def test_a_card_name_that_is_no_vocabulary_word_is_still_a_card(tmp_path, corpus):
    from judge_cli.ask.reader import parse
    from judge_cli.ask.vocabulary import load_lexicon
    from judge_cli.importing import import_files
    from judge_cli.search.index import NameIndex
    from judge_cli.store.db import store_path
    from judge_cli.store.view import StoredCorpus

    import_files("mtgjson", [_trap_file(tmp_path / "traps.json")], corpus, base=tmp_path / "data")
    cards = StoredCorpus(corpus, store_path(tmp_path / "data"))
    lexicon, index = load_lexicon(), NameIndex.build(cards)
    for question in ("Can I turn a cloaked Brawn face up?", 'Can I turn a cloaked "Brawn" face up?'):
        parsed = parse(question, lexicon, cards, index)
        assert parsed.facts is not None and [card.name for card in parsed.facts.cards] == ["Brawn"], question
    parsed = parse("¿Puedo voltear boca abajo una criatura enmascarada?", lexicon, cards, index)
    assert parsed.facts is not None and parsed.facts.cards == []


@pytest.mark.usefixtures("shared_dir")
def test_every_example_passes_with_the_real_2018_cards_imported(runner, app, real_dir, monkeypatch):
    _eval_everything(runner, app, real_dir, monkeypatch)
