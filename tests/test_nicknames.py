"""Nicknames ("bob", "goyf") and flavor names: found by judge card, never hiding a real card name."""

from __future__ import annotations

import marshal
from pathlib import Path

import pytest
from lookup_helpers import run

from judge_cli.corpus.model import Card, Corpus, Face
from judge_cli.errors import InputError, NotFoundError
from judge_cli.search.lookup import card_view, find_card, match_json
from judge_cli.search.nicknames import load_nicknames
from judge_cli.search.normalize import normalize

REPO = Path(__file__).resolve().parent.parent
SHIPPED = REPO / "data" / "nicknames.yaml"


def _card(card_id: str, name: str) -> Card:
    return Card(id=card_id, name=name, faces=(Face(name, "Creature — Human Wizard", "{1}{B}", "", "2", "1"),),
                names={"en": name})


def test_the_shipped_file_reads_and_its_nicknames_are_normalised():
    table = load_nicknames([SHIPPED])
    assert table["bob"] == "Dark Confidant" and table["goyf"] == "Tarmogoyf"
    assert table[normalize("JTMS")] == "Jace, the Mind Sculptor" and table["tnn"] == "True-Name Nemesis"


def test_a_nickname_finds_its_card_and_says_so(excerpt_corpus):
    found = find_card(excerpt_corpus, "bob", nicknames=load_nicknames([SHIPPED]))
    assert found.card.name == "Dark Confidant" and found.nickname
    assert match_json(found)["via"] == "nickname"
    assert find_card(excerpt_corpus, "goyf", nicknames=load_nicknames([SHIPPED])).card.name == "Tarmogoyf"


def test_a_nickname_never_hides_a_card_named_exactly_so():
    corpus = Corpus(cards={card.id: card for card in (_card("dark-confidant", "Dark Confidant"),
                                                       _card("bob", "Bob"))})
    table = {"bob": "Dark Confidant"}
    assert find_card(corpus, "bob", nicknames=table).card.id == "bob"  # the real card named Bob
    assert find_card(corpus, "Bob", nicknames=table).nickname is False
    del corpus.cards["bob"]
    assert find_card(corpus, "bob", nicknames=table).card.id == "dark-confidant"


def test_a_nickname_of_a_card_not_in_the_data_says_what_to_import(corpus):
    with pytest.raises(NotFoundError, match="'bob' is a nickname of Dark Confidant, which is not in the card data"):
        find_card(corpus, "bob", nicknames={"bob": "Dark Confidant"})


def test_a_judges_own_file_adds_and_overrides(tmp_path):
    own = tmp_path / "nicknames.yaml"
    own.write_text("Dark Confidant: [bobby]\nTarmogoyf: [bob]\n", encoding="utf-8")
    table = load_nicknames([SHIPPED, own])
    assert table["bobby"] == "Dark Confidant" and table["bob"] == "Tarmogoyf"


def test_a_nickname_for_two_cards_in_one_file_names_the_line(tmp_path):
    bad = tmp_path / "nicknames.yaml"
    bad.write_text("Dark Confidant: [bob]\nTarmogoyf: [Bob]\n", encoding="utf-8")
    with pytest.raises(InputError) as caught:
        load_nicknames([bad])
    assert "nicknames.yaml:2:" in caught.value.message and "Dark Confidant" in caught.value.message


def test_the_parsed_table_is_cached_until_a_file_changes(tmp_path):
    own = tmp_path / "nicknames.yaml"
    own.write_text("Dark Confidant: [bob]\n", encoding="utf-8")
    cache = tmp_path / "cache.marshal"
    assert load_nicknames([own], cache)["bob"] == "Dark Confidant" and cache.is_file()
    own.write_text("Tarmogoyf: [bob, goyf]\n", encoding="utf-8")
    assert load_nicknames([own], cache)["bob"] == "Tarmogoyf"
    assert marshal.loads(cache.read_bytes())[1]["goyf"] == "Tarmogoyf"
    assert load_nicknames([own], cache)["goyf"] == "Tarmogoyf"  # read back from the cache
    cache.write_bytes(b"damaged")
    assert load_nicknames([own], cache)["goyf"] == "Tarmogoyf"


def test_judge_card_bob_on_imported_data(runner, app, excerpt_dir, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA_DIR", str(excerpt_dir))
    result = run(runner, app, "card", "bob")
    assert result.exit_code == 0
    assert "matched the nickname 'bob' of Dark Confidant" in result.stdout


def test_decklists_may_use_nicknames(excerpt_corpus):
    from judge_cli.deck.check import check_deck
    from judge_cli.deck.parse import parse_deck

    report = check_deck(excerpt_corpus, parse_deck("4 goyf\n4 bob\n52 Forest\n", "d"), "modern",
                        load_nicknames([SHIPPED]))
    assert [entry["name"] for entry in report["main"]] == ["Tarmogoyf", "Dark Confidant", "Forest"]


def test_flavor_names_find_their_card(tmp_path, corpus):
    from judge_cli.importing import import_files
    from judge_cli.store.db import store_path
    from judge_cli.store.view import StoredCorpus

    import_files("scryfall", [REPO / "tests" / "fixtures" / "scryfall" / "default-cards-20250301000000.json"],
                 corpus, base=tmp_path)
    stored = StoredCorpus(corpus, store_path(tmp_path))
    found = find_card(stored, "Bolt of the Universe Beyond")
    assert found.card.name == "Printed Test Bolt" and match_json(found)["via"] == "flavor_name"
    view = card_view(stored, found, None)
    assert any(p["flavor_name"] == "Bolt of the Universe Beyond" for p in view["printings"])
