"""Recall of the name index at scale: a typo of a name among 100,000 finds it whenever a plain scan would.

The plain scan is ``rapidfuzz.process.extract(query, every_key, scorer=fuzz.QRatio)``: the index must
never find less than it (its last stage is such a scan when nothing else matches).  No timing here
(``bench/bench_search.py`` times both).
"""

from __future__ import annotations

import random

import pytest

import judge_cli.search.index as index_module
from judge_cli.search import NameIndex
from judge_cli.search.normalize import normalize, normalize_query

SYLLABLES = ["ar", "bel", "cor", "dun", "el", "fen", "gar", "hol", "ith", "kel", "lor", "mar", "nor", "oth", "pel",
             "quin", "ros", "sar", "thal", "ur", "vel", "wyn", "yor", "zan", "ash", "bri", "cal", "dra", "fal", "gil",
             "hel", "ion", "jar", "kor", "lan", "mor", "nim", "orn", "pra", "rin", "sil", "tor", "und", "vor", "wil"]


def _name(rng: random.Random) -> str:
    words = ["".join(rng.choice(SYLLABLES) for _ in range(rng.randint(1, 3))).capitalize()
             for _ in range(rng.randint(1, 3))]
    return " ".join(words)


def _typo(name: str, rng: random.Random) -> str | None:
    """One slip in the longest word, never its first letter: two letters swapped or one dropped."""
    words = name.split()
    longest = max(range(len(words)), key=lambda i: len(words[i]))
    word = words[longest]
    if len(word) < 5:
        return None
    at = rng.randrange(1, len(word) - 2)
    words[longest] = (word[:at] + word[at + 1] + word[at] + word[at + 2:]) if rng.random() < 0.5 \
        else word[:at] + word[at + 1:]
    return " ".join(words)


@pytest.fixture(scope="module")
def large() -> tuple[NameIndex, list[str]]:
    """100,000 cards with a made-up name each (some shared by several cards, as translations are)."""
    rng = random.Random(11)
    index = NameIndex()
    names = []
    for number in range(100_000):
        name = _name(rng)
        index.add(f"card-{number}", rng.choice(["en", "de", "fr"]), name)
        names.append(name)
    return index, names


def test_a_typo_of_a_name_among_100000_is_found_whenever_a_plain_scan_finds_it(large):
    """Whenever the scan's best is the typed name, the index lists it among its five best (it may rank a
    name the query is a prefix of or shares whole words with first: ``Falar Cor`` → *Falar Corund* before
    *Faljar Cor*); and its best is the typed name at least as often as the scan's."""
    from rapidfuzz import fuzz, process

    index, names = large
    keys = [index.keys[position][0] for position in range(len(index))]
    rng = random.Random(3)
    cases = [(name, query) for name in rng.sample(names, 200) if (query := _typo(name, rng)) is not None]
    found = scanned = 0
    for name, query in cases:
        right = {index.card_ids[position] for position in index.exact[normalize(name)]}
        matches = index.search(query, limit=5, floor=0.0, stop_at_exact=True)
        best = process.extract(normalize_query(query), keys, scorer=fuzz.QRatio, limit=1)
        if index.card_ids[best[0][2]] in right:
            scanned += 1
            assert any(match.card_id in right for match in matches), (query, name, matches, best)
        found += bool(matches) and matches[0].card_id in right
    assert found >= scanned >= 0.9 * len(cases)


def test_the_last_resort_finds_a_name_with_a_mistyped_first_letter(monkeypatch):
    index = NameIndex()
    for number, name in enumerate(["Luter", "Kaboom", "Kestrel Wing", "Orchard"]):
        index.add(f"card-{number}", "en", name)
    monkeypatch.setattr(NameIndex, "_word_candidates", lambda self, *args: [])
    match = index.best("Kuter")  # no name like it starts with k; the n-gram stage is switched off
    assert match is not None and match.matched == "Luter"


def test_equal_scores_rank_by_fewer_typing_slips():
    index = NameIndex()
    index.add("ceque", "en", "Ceque")  # indexed first, but two substitutions from the query
    index.add("cefue", "en", "Cefue")  # one transposition from it
    matches = index.search("Ceufe", floor=0.0)
    assert [m.card_id for m in matches[:2]] == ["cefue", "ceque"] and matches[0].score == matches[1].score


def test_the_store_still_finds_the_count_map_helpers():
    """``judge_cli.store`` writes count maps of common n-grams with these (the search reads none)."""
    assert index_module.count_map([0, 2], 4) == b"\x01\x00\x01\x00" and index_module.FREQUENT_GRAM > 0


def test_without_a_key_array_the_n_gram_path_still_answers_the_query_table(corpus, monkeypatch):
    """A large stored index without its key array searches by counting n-grams: the issue-2 table holds."""
    from test_search import MUST_MATCH, MUST_NOT_MATCH

    monkeypatch.setattr(NameIndex, "_ready_key_array", lambda self: None)
    index = NameIndex.build(corpus)
    for query, card_id, lang in MUST_MATCH:
        match = index.best(query)
        assert match is not None and (match.card_id, match.lang) == (card_id, lang), query
    assert all(index.best(query) is None for query in MUST_NOT_MATCH)


def test_a_small_stored_index_builds_its_key_array_from_its_keys(corpus):
    """The default hook reads every first key through _keys_of, up to the build limit."""
    from judge_cli.search.index import KEY_ARRAY_BUILD_LIMIT, NameIndexBase

    memory = NameIndex.build(corpus)
    array_ = NameIndexBase._ready_key_array(memory)
    assert len(memory) <= KEY_ARRAY_BUILD_LIMIT and array_ is not None
    assert sorted(array_.keys) == sorted(keys[0] for keys in memory.keys)
    assert all(memory.keys[array_.positions[i]][0] == key for i, key in enumerate(array_.keys))


def test_a_key_array_gives_its_buckets_every_key_and_the_keys_of_positions():
    """The three questions the scans ask (a storage that keeps the array answers the same ones)."""
    from judge_cli.search.scan import KeyArray

    first = ["luter", "群衆紛れ", "later", "a", "luter", "ab"]
    built = KeyArray(first)
    keys, positions, lengths = built.bucket("l")
    assert keys == ["luter", "later", "luter"] and list(positions) == [0, 2, 4] and list(lengths) == [5, 5, 5]
    assert built.bucket("a")[0] == ["a", "ab"] and built.bucket("x")[0] == []
    every, where = built.every()
    assert sorted(every) == sorted(first) and all(first[pos] == key for key, pos in zip(every, where, strict=True))
    assert built.first_keys([4, 1, 3]) == ["luter", "群衆紛れ", "a"]
