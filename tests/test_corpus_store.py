"""The store of imported cards: merging sources, seed precedence, the corpus view, atomic replacement."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from judge_cli.corpus.coverage import count_languages
from judge_cli.errors import CorpusError, InputError, UsageError
from judge_cli.importing import import_files
from judge_cli.search.grep import grep
from judge_cli.search.index import NameIndex, card_names
from judge_cli.search.lookup import find_card
from judge_cli.store import build as build_module
from judge_cli.store.db import store_path
from judge_cli.store.info import corpus_info, reset_store
from judge_cli.store.view import StoredCorpus

FIXTURES = Path(__file__).parent / "fixtures"
MTGJSON = FIXTURES / "mtgjson"
SCRYFALL = FIXTURES / "scryfall"
SCRYFALL_FILES = [SCRYFALL / f"{kind}-20240101090000.json" for kind in ("oracle-cards", "all-cards", "rulings")]
SHARED = "Made-up ruling for tests: a lantern and a wonder share this text."


def _import(base: Path, seed, kind: str = "mtgjson", *names: Path):
    return import_files(kind, list(names) or [MTGJSON / "AllPrintings.json"], seed, base=base)


@pytest.fixture()
def stored(tmp_path, corpus) -> StoredCorpus:
    _import(tmp_path, corpus)
    return StoredCorpus(corpus, store_path(tmp_path))


def test_imported_cards_sit_beside_the_shipped_ones(stored, corpus):
    assert len(stored.cards) == len(corpus.cards) + 4
    assert set(corpus.cards) < set(stored.cards)
    lantern = stored.card("test-lantern")
    assert (lantern.name, lantern.mana_cost, lantern.types) == ("Test Lantern", "{2}", ("artifact",))
    assert lantern.names["de"] == "Testlaterne" and list(lantern.names)[0] == "en"
    assert [p.set_name for p in lantern.printings] == ["Test Set One", "Test Set Two"]


def test_faces_layouts_and_face_down_costs_come_from_the_data(stored):
    wonder = stored.card("front-wonder-backside-marvel")
    assert wonder.name == "Front Wonder" and wonder.double_faced
    assert (wonder.back.name, wonder.back.types) == ("Backside Marvel", ("creature",))
    split = stored.card("left-half-right-half")
    assert (split.mana_cost, split.types, split.double_faced) == ("{1}{R}{1}{U}", ("instant", "sorcery"), False)
    assert split.mana_value == 4 and "Right Half" in split.oracle_text
    assert stored.card("sly-disguiser").disguise == "{1}{U}"


def test_a_ruling_shared_by_two_cards_is_one_ruling_with_each_cards_date(stored):
    lantern, wonder = stored.card("test-lantern"), stored.card("front-wonder-backside-marvel")
    shared = {link.ruling_id for link in lantern.rulings} & {link.ruling_id for link in wonder.rulings}
    assert len(shared) == 1
    ruling_id = shared.pop()
    assert stored.ruling(ruling_id).text == {"en": SHARED}
    cards = {card.id: date.isoformat() for card, date in stored.cards_with_ruling(ruling_id)}
    assert cards == {"front-wonder-backside-marvel": "2024-07-05", "test-lantern": "2024-07-05"}
    assert [date.isoformat() for _ruling, date in stored.rulings_of(lantern)] == ["2024-07-05", "2024-08-01"]


@pytest.mark.parametrize("query, card_id", [
    ("Testlaterne", "test-lantern"), ("testlaterne", "test-lantern"), ("Lanterne d'esai", "test-lantern"),
    ("試験のランタン", "test-lantern"), ("Backside Marvel", "front-wonder-backside-marvel"),
    ("Vorderwunder", "front-wonder-backside-marvel"), ("sly disgiuser", "sly-disguiser"),
    ("anonimat", "become-anonymous"), ("群衆", "become-anonymous"), ("Unerklaerliche", "unexplained-absence"),
])
def test_lookup_finds_imported_and_shipped_cards(stored, query, card_id):
    assert find_card(stored, query).card.id == card_id


@pytest.mark.parametrize("query", ["Testlaterne", "lantern", "Front Wondr", "群衆", "anonymat", "xyzzy", "disguiser"])
def test_the_stored_index_answers_as_the_in_memory_index_would(stored, corpus, query):
    memory = NameIndex()
    for card in stored.cards.values():
        for lang, name in card_names(card):
            memory.add(card.id, lang, name)
    assert NameIndex.build(stored).search(query, floor=0) == memory.search(query, floor=0)


def test_grep_reads_only_matching_imported_items_and_finds_the_same_as_a_walk(stored):
    from judge_cli.corpus.model import Corpus

    walked = Corpus(cards=dict(stored.cards.items()), rulings=dict(stored.rulings.items()))
    for query in ("lantern", "share this text", "Erzeuge", "verdeckt", "Licht fur Tests"):
        assert grep(stored, query) == grep(walked, query)
    assert [hit.id for hit in grep(stored, "Licht fur Tests")] == ["test-lantern"]


def test_language_counts_kept_at_import_agree_with_a_walk(stored):
    assert stored.language_counts() == count_languages(stored)


def test_seed_cards_and_seed_ruling_wordings_win(tmp_path, corpus):
    seed_text = corpus.ruling("pile-is-shuffled").text["en"]
    data = {"data": {"TSX": {"name": "Test Seed Clash", "cards": [
        {"name": "Become Anonymous", "type": "Instant", "text": "Made-up text that must not win.", "uuid": "x1",
         "foreignData": [{"language": "German", "name": "Falscher Name"}]},
        {"name": "Test Cloaker", "type": "Sorcery", "text": "Cloak a card.", "uuid": "x2",
         "rulings": [{"date": "2024-07-05", "text": seed_text}]}]}}}
    path = tmp_path / "clash.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = import_files("mtgjson", [path], corpus, base=tmp_path)
    assert (result.cards, result.shipped_overlap) == (1, 1)
    stored = StoredCorpus(corpus, store_path(tmp_path))
    assert stored.card("become-anonymous") == corpus.card("become-anonymous")
    assert [m.card_id for m in NameIndex.build(stored).search("Become Anonymous")] == ["become-anonymous"]
    assert NameIndex.build(stored).best("Falscher Name") is None
    assert [link.ruling_id for link in stored.card("test-cloaker").rulings] == ["pile-is-shuffled"]
    assert "test-cloaker" in {card.id for card, _date in stored.cards_with_ruling("pile-is-shuffled")}


def test_scryfall_sources_merge_with_mtgjson(tmp_path, corpus):
    _import(tmp_path, corpus)
    result = import_files("scryfall", SCRYFALL_FILES, corpus, base=tmp_path)
    assert [s.unmatched_rulings for s in result.sources] == [0, 0, 1]
    stored = StoredCorpus(corpus, store_path(tmp_path))
    owl = stored.card("scryfall-test-owl")
    assert owl.names == {"en": "Scryfall Test Owl", "de": "Scryfall-Testeule", "zh": "测试猫头鹰"}
    assert [stored.ruling(link.ruling_id).text["en"] for link in owl.rulings] == [
        "Made-up ruling for tests: the owl can block fliers."]
    seer = stored.card("dawn-test-seer-dusk-test-seer")
    assert seer.back.name == "Dusk Test Seer" and seer.names["ja"] == "夜明けの試験予見者"
    lantern = stored.card("test-lantern")
    assert len(lantern.rulings) == 2  # Scryfall's copy of the shared ruling is the same ruling
    assert set(stored.ruling(lantern.rulings[0].ruling_id).sources) == {"mtgjson:AllPrintings", "scryfall:wotc"}


def test_rulings_imported_before_their_cards_are_linked_when_the_cards_come(tmp_path, corpus):
    first = import_files("scryfall", [SCRYFALL_FILES[2]], corpus, base=tmp_path)
    assert first.sources[0].unmatched_rulings == 4
    import_files("scryfall", [SCRYFALL_FILES[0]], corpus, base=tmp_path)
    stored = StoredCorpus(corpus, store_path(tmp_path))
    assert len(stored.card("scryfall-test-owl").rulings) == 1
    info = corpus_info(corpus, tmp_path)
    assert [s["unmatched_rulings"] for s in info["imported"]["sources"]] == [1, 0]


def test_importing_a_source_again_replaces_it(tmp_path, corpus):
    _import(tmp_path, corpus)
    result = _import(tmp_path, corpus, "mtgjson", MTGJSON / "AllPrintings.json.gz")
    assert result.replaced == ["mtgjson:AllPrintings"] and result.cards == 4
    info = corpus_info(corpus, tmp_path)
    assert [s["source"] for s in info["imported"]["sources"]] == ["mtgjson:AllPrintings"]
    assert info["imported"]["cards"] == 4
    _import(tmp_path, corpus, "mtgjson", MTGJSON / "TS3.json.xz")
    assert corpus_info(corpus, tmp_path)["imported"]["cards"] == 5


def test_two_files_of_the_same_source_in_one_import_are_refused(tmp_path, corpus):
    with pytest.raises(UsageError, match="same source"):
        import_files("mtgjson", [MTGJSON / "AllPrintings.json", MTGJSON / "AllPrintings.json.gz"], corpus,
                     base=tmp_path)


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in folder.iterdir()}


@pytest.mark.parametrize("broken", ["truncated.json", "corrupt.json", "mostly-wrong.json", "duplicate-card.json",
                                    "image.png"])
def test_a_failed_import_leaves_the_previous_store_untouched(tmp_path, corpus, broken):
    _import(tmp_path, corpus)
    before = _snapshot(store_path(tmp_path).parent)
    with pytest.raises(InputError):
        _import(tmp_path, corpus, "mtgjson", MTGJSON / broken)
    assert _snapshot(store_path(tmp_path).parent) == before
    assert StoredCorpus(corpus, store_path(tmp_path)).card("test-lantern").name == "Test Lantern"


def test_an_import_interrupted_while_writing_leaves_no_trace(tmp_path, corpus, monkeypatch):
    _import(tmp_path, corpus)
    before = _snapshot(store_path(tmp_path).parent)

    def interrupted(*_args):
        raise KeyboardInterrupt

    monkeypatch.setattr("judge_cli.store.write.StoreWriter.card", interrupted)
    with pytest.raises(KeyboardInterrupt):
        _import(tmp_path, corpus, "mtgjson", MTGJSON / "TS3.json.xz")
    assert _snapshot(store_path(tmp_path).parent) == before


def test_one_import_at_a_time(tmp_path, corpus):
    with build_module._import_lock(store_path(tmp_path).parent), pytest.raises(UsageError, match="another import"):
        _import(tmp_path, corpus)


def test_a_damaged_store_asks_for_a_reset(tmp_path, corpus):
    path = store_path(tmp_path)
    path.parent.mkdir(parents=True)
    path.write_bytes(b"not a database")
    with pytest.raises(CorpusError, match="judge corpus reset"):
        StoredCorpus(corpus, path)
    assert corpus_info(corpus, tmp_path)["imported"]["damaged"] is True
    with pytest.raises(CorpusError, match="judge corpus reset"):
        _import(tmp_path, corpus)


def test_a_damaged_kept_record_stops_the_next_import_and_leaves_the_store(tmp_path, corpus):
    import sqlite3

    _import(tmp_path, corpus)
    connection = sqlite3.connect(store_path(tmp_path))
    connection.execute("UPDATE src_cards SET record = ? WHERE rowid = (SELECT min(rowid) FROM src_cards)",
                       (b"not zlib",))
    connection.commit()
    connection.close()
    before = _snapshot(store_path(tmp_path).parent)
    with pytest.raises(CorpusError, match="judge corpus reset"):
        _import(tmp_path, corpus, "scryfall", SCRYFALL_FILES[0])
    assert _snapshot(store_path(tmp_path).parent) == before


def test_info_counts_and_reset_keeps_the_shipped_corpus(tmp_path, corpus):
    _import(tmp_path, corpus)
    info = corpus_info(corpus, tmp_path)
    assert info["imported"]["cards"] == 4 and info["total"]["cards"] == len(corpus.cards) + 4
    assert info["imported"]["per_language"]["names"]["de"] == 2
    assert info["imported"]["sources"][0]["dropped_languages"] == {"Russian": 1, "Korean": 1,
                                                                   "Portuguese (Brazil)": 1}
    assert info["imported"]["bytes"] == store_path(tmp_path).stat().st_size
    removed = reset_store(tmp_path)
    assert [item["what"] for item in removed] == ["cards"] and removed[0]["cards"] == 4
    assert not store_path(tmp_path).parent.exists()
    assert reset_store(tmp_path) == []
    assert corpus_info(corpus, tmp_path)["imported"] is None


def test_the_store_file_is_readable_like_any_data_file(tmp_path, corpus):
    _import(tmp_path, corpus)
    mode = os.stat(store_path(tmp_path)).st_mode & 0o777
    assert mode & 0o444 == 0o444 & ~_umask()


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def test_common_ngrams_counted_from_count_maps_give_the_same_answers(stored, monkeypatch):
    """With every n-gram held by more than two names counted from count maps (stored or built in memory)."""
    import judge_cli.search.index as index_module

    monkeypatch.setattr(index_module, "FREQUENT_GRAM", 2)
    memory = NameIndex()
    for card in stored.cards.values():
        for lang, name in card_names(card):
            memory.add(card.id, lang, name)
    for query in ("Testlaterne", "Lanterne d'esai", "Front Wondr", "sly disgiuser", "anonimat"):
        assert NameIndex.build(stored).search(query, floor=0) == memory.search(query, floor=0)
    assert NameIndex.build(stored).best("Testlatern").card_id == "test-lantern"


def test_a_capped_grep_shows_the_first_hits_and_counts_the_others(stored):
    from judge_cli.search.grep import grep_page

    for query in ("lantern", "verdeckt", "the", "test"):
        every = grep(stored, query)
        for limit in (0, 1, 2, len(every), None):
            page = grep_page(stored, query, limit=limit)
            assert page.hits == every[:limit] if limit is not None else every
            assert page.total == len(every)
            assert page.left_out == len(every) - len(page.hits)


def test_queries_shorter_than_a_trigram_find_what_a_walk_finds(stored):
    from judge_cli.corpus.model import Corpus

    walked = Corpus(cards=dict(stored.cards.items()), rulings=dict(stored.rulings.items()))
    imported = [text for card in stored.cards.values() if card.id not in stored.shipped.cards
                for lang, text in card.names.items() if lang in ("ja", "zh")]
    queries = ["護法", "偽装", "看回", *(text[:2] for text in imported[:3])]
    for query in queries:
        assert grep(stored, query) == grep(walked, query), query
    assert grep(stored, "護法")


def test_the_store_keeps_the_key_array_of_the_typo_stage_bucket_by_bucket(stored, monkeypatch):
    import sqlite3

    from judge_cli.errors import CorpusError
    from judge_cli.search.index import NameIndexBase
    from judge_cli.store import names as names_module
    from judge_cli.store.names import StoredNameIndex

    index = StoredNameIndex(stored.connection)
    built = NameIndexBase._ready_key_array(index)  # sorted in memory from every name's first key
    kept = index._ready_key_array()
    assert built is not None and type(kept).__name__ == "StoredKeyArray"
    for head, (start, end) in built.buckets.items():
        keys, positions, lengths = kept.bucket(head)
        assert keys == built.keys[start:end] and list(positions) == list(built.positions[start:end]), head
        assert list(lengths) == list(built.lengths[start:end])
    assert kept.bucket("\u2603")[0] == []  # no name starts with it
    keys, positions = kept.every()
    assert keys == built.keys and list(positions) == list(built.positions)
    picked = [4, 0, 2, 2, len(index) - 1]
    assert kept.first_keys(picked) == built.first_keys(picked)  # a few: from names
    many = list(range(len(index))) * (names_module.FEW_KEYS // len(index) + 1)
    assert len(many) > names_module.FEW_KEYS and kept.first_keys(many) == built.first_keys(many)  # from buckets
    later = index._ready_key_array()
    for _call in range(names_module.FEW_KEYS_CALLS + 1):  # a few from names, then from the buckets too
        assert later.first_keys(picked) == built.first_keys(picked)
    copy = sqlite3.connect(":memory:")
    stored.connection.backup(copy)
    head = next(iter(built.buckets))
    copy.execute("UPDATE scan_buckets SET positions = x'00' WHERE head = ?", (head,))
    with pytest.raises(CorpusError, match="damaged"):  # one clear line, not a wrong answer
        StoredNameIndex(copy)._ready_key_array().bucket(head)
    copy.execute("UPDATE meta SET value = x'00000000' WHERE key = 'index.scan_index'")
    with pytest.raises(CorpusError, match="damaged"):
        StoredNameIndex(copy)._ready_key_array().first_keys([len(index) - 1] * (names_module.FEW_KEYS + 1))


def test_n_gram_postings_spilled_to_disk_are_written_as_those_held_in_memory(tmp_path, corpus, monkeypatch):
    """Past SPILL_POSTINGS the postings wait in a temporary table: the grams and count maps come out the same."""
    import sqlite3

    from judge_cli.store import indexwrite

    def tables(base: Path) -> dict[str, list[tuple]]:
        connection = sqlite3.connect(store_path(base))
        try:
            return {table: sorted(connection.execute(f"SELECT * FROM {table}"))
                    for table in ("grams", "gram_maps", "names", "name_keys", "scan_buckets")}
        finally:
            connection.close()

    monkeypatch.setattr(indexwrite, "FREQUENT_GRAM", 3)  # count maps for the common n-grams of a small file
    _import(tmp_path / "held", corpus, "mtgjson", MTGJSON / "real-2018-excerpt.json.xz")
    monkeypatch.setattr(indexwrite, "SPILL_POSTINGS", 40)
    _import(tmp_path / "spilled", corpus, "mtgjson", MTGJSON / "real-2018-excerpt.json.xz")
    held, spilled = tables(tmp_path / "held"), tables(tmp_path / "spilled")
    assert held["gram_maps"] and len(held["grams"]) > 100
    assert held == spilled


def test_corpus_info_checks_each_version_of_the_store_once(tmp_path, corpus, monkeypatch):
    """The whole-file check runs once per version of the store: again after anything wrote to it."""
    from judge_cli.store import health

    base, cache = tmp_path / "data", tmp_path / "cache"
    _import(base, corpus)
    checks = []
    real_check = health.quick_check
    monkeypatch.setattr(health, "quick_check", lambda path: checks.append(path) or real_check(path))
    assert corpus_info(corpus, base, cache_dir=cache)["imported"]["damaged"] is False
    assert corpus_info(corpus, base, cache_dir=cache)["imported"]["damaged"] is False
    assert len(checks) == 1  # the second run trusted the first one's check of the same file
    assert corpus_info(corpus, base)["imported"]["damaged"] is False and len(checks) == 2  # no cache: checked
    path = store_path(base)
    data = bytearray(path.read_bytes())
    data[4096:] = bytes(range(256)) * ((len(data) - 4096) // 256)
    path.write_bytes(bytes(data))  # same size, damaged in place
    info = corpus_info(corpus, base, cache_dir=cache)["imported"]
    assert info["damaged"] is True and info["problem"] and len(checks) == 3
    assert corpus_info(corpus, base, cache_dir=cache)["imported"]["damaged"] is True and len(checks) == 4
