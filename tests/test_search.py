"""The name index: what must match in every language, what must not, ranking and close calls."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import judge_cli.search.index as index_module
from judge_cli.errors import UsageError
from judge_cli.search import Match, NameIndex
from judge_cli.search.index import CANDIDATES, MATCH_THRESHOLD

FIXTURES = Path(__file__).parent / "fixtures"
BA, HIPS, UA = "become-anonymous", "hide-in-plain-sight", "unexplained-absence"


@pytest.fixture(scope="module")
def index(corpus) -> NameIndex:
    return NameIndex.build(corpus)


#: (query, expected card, language of the name that should match)
MUST_MATCH = [
    # English
    ("Become Anonymous", BA, "en"),  # exact
    ("Becom Anonymus", BA, "en"),  # typos
    ("HIDE IN PLAIN SIGHT", HIPS, "en"),  # wrong case
    ("unexplained", UA, "en"),  # prefix
    ("hide plain sight", HIPS, "en"),  # missing word
    ("Anonymous Become", BA, "en"),  # word order
    ("ｕｎｅｘｐｌａｉｎｅｄ ａｂｓｅｎｃｅ", UA, "en"),  # full-width
    # German
    ("Anonym werden", BA, "de"),
    ("ANONYM WERDEN", BA, "de"),
    ("Unerklärliche Abwesenheit", UA, "de"),
    ("Unerklaerliche Abwesenheit", UA, "de"),  # ae for ä
    ("Unerklarliche", UA, "de"),  # accent dropped, prefix
    ("unerklärliche", UA, "de"),
    ("Gut sichtbra versteckt", HIPS, "de"),  # typo
    ("gut versteckt", HIPS, "de"),  # missing word
    # French
    ("Anonymat", BA, "fr"),
    ("anonimat", BA, "fr"),  # typo
    ("Cache sous le nez de tous", HIPS, "fr"),  # no accents
    ("CACHÉ SOUS LE NEZ", HIPS, "fr"),  # wrong case, prefix
    ("Absence inexpliquee", UA, "fr"),  # no accents
    ("Absense inexpliquée", UA, "fr"),  # typo
    # Spanish
    ("Ser anónimo", BA, "es"),
    ("ser anonimo", BA, "es"),  # no accents
    ("anonimo", BA, "es"),  # partial (second word only)
    ("Ser anonmo", BA, "es"),  # typo
    ("SER ANÓNIMO", BA, "es"),  # wrong case
    ("ｓｅｒ ａｎｏｎｉｍｏ", BA, "es"),  # full-width
    # Italian
    ("Diventare Anonimo", BA, "it"),
    ("diventare anonimo", BA, "it"),
    ("Diventre Anonimo", BA, "it"),  # typo
    ("diventare anon", BA, "it"),  # partial word
    ("Anonimo Diventare", BA, "it"),  # word order
    ("ＤＩＶＥＮＴＡＲＥ ＡＮＯＮＩＭＯ", BA, "it"),  # full-width
    # Japanese
    ("群衆紛れ", BA, "ja"),
    ("群衆", BA, "ja"),  # prefix
    ("群集紛れ", BA, "ja"),  # same reading, wrong kanji (an IME slip)
    ("自然な溶け込み", HIPS, "ja"),
    ("溶け込み", HIPS, "ja"),  # second half
    ("「存在不明」", UA, "ja"),  # with brackets
    # Chinese
    ("匿身于众", BA, "zh"),
    ("莫名", UA, "zh"),  # prefix
    ("莫名失纵", UA, "zh"),  # wrong character
    ("当面匿踪", HIPS, "zh"),
    ("匿踪", HIPS, "zh"),  # second half
    ("莫名 失踪", UA, "zh"),  # a stray space
]


@pytest.mark.parametrize("query, card_id, lang", MUST_MATCH)
def test_query_finds_the_card(index, query, card_id, lang):
    match = index.best(query)
    assert match is not None, query
    assert (match.card_id, match.lang) == (card_id, lang)
    assert MATCH_THRESHOLD <= match.score <= 100


def test_every_language_has_at_least_five_queries():
    per_lang: dict[str, int] = {}
    for _query, _card, lang in MUST_MATCH:
        per_lang[lang] = per_lang.get(lang, 0) + 1
    assert set(per_lang) == {"en", "de", "fr", "es", "it", "ja", "zh"}
    assert min(per_lang.values()) >= 5


#: Names of real cards that are not in the corpus, in several languages, and random words.
MUST_NOT_MATCH = [
    "Lightning Bolt", "Llanowar Elves", "Counterspell", "Giant Growth", "Plains",
    "Unexpectedly Absent", "Become Immense", "Hidden Strings",
    "Blitzschlag", "Foudre", "Fulmine", "Rayo", "稲妻", "闪电击",
    "banana", "xyzzy", "in", "the", "qwertyuiop",
]


@pytest.mark.parametrize("query", MUST_NOT_MATCH)
def test_names_of_other_cards_and_random_words_match_nothing(index, query):
    assert index.best(query) is None


def test_an_exact_name_scores_100_and_reports_its_printed_spelling(index):
    match = index.best("ser anonimo")
    assert match == Match(BA, "es", "Ser anónimo", 100.0)


def test_search_lists_each_card_once_best_first(index):
    results = index.search("anon", limit=10)
    ids = [m.card_id for m in results]
    assert ids[0] == BA and len(ids) == len(set(ids))
    assert [m.score for m in results] == sorted((m.score for m in results), reverse=True)


def test_search_respects_the_limit(index):
    assert len(index.search("a b c d e f g h", limit=1, floor=0)) <= 1
    assert index.search("anonymat", limit=0) == []


@pytest.mark.parametrize("lang", ["de", "ja", "fr"])
def test_lang_restricts_matching_to_names_in_that_language(index, lang):
    results = index.search("Anonymat", lang=lang, floor=0)
    assert all(m.lang == lang for m in results)


def test_lang_filter_can_leave_nothing(index):
    assert index.best("群衆紛れ", lang="de") is None


def test_back_face_names_are_indexed():
    from judge_cli.corpus.load import load_corpus

    index = NameIndex.build(load_corpus(FIXTURES / "corpus_ok"))
    match = index.best("Backside Wonder")
    assert (match.card_id, match.score) == ("test-dfc", 100.0)


@pytest.mark.parametrize("query", ["", "   ", "・。", "x" * 10_000])
def test_bad_queries_are_usage_errors(index, query):
    with pytest.raises(UsageError):
        index.search(query)


def _tiny_index(*names: str) -> NameIndex:
    index = NameIndex()
    for number, name in enumerate(names):
        index.add(f"card-{number}", "en", name)
    return index


def test_two_names_sharing_a_prefix_are_a_close_call():
    index = _tiny_index("Shadow Step", "Shadow Stab")
    matches = index.search("shadow st")
    assert len(matches) == 2 and NameIndex.close_call(matches)


def test_an_exact_hit_is_never_a_close_call():
    index = _tiny_index("Shadow Step", "Shadow Stab")
    matches = index.search("shadow step")
    assert matches[0].score == 100.0 and not NameIndex.close_call(matches)


def test_two_exact_hits_are_a_close_call():
    index = _tiny_index("Mirror", "Mirror")
    assert NameIndex.close_call(index.search("mirror"))


def test_a_clear_winner_is_not_a_close_call():
    assert not NameIndex.close_call([Match("a", "en", "A", 95.0), Match("b", "en", "B", 80.0)])
    assert not NameIndex.close_call([Match("a", "en", "A", 95.0)])
    assert not NameIndex.close_call([])


def test_an_exact_hit_skips_the_prefix_and_fuzzy_stages(index, monkeypatch):
    calls = []
    monkeypatch.setattr(index_module, "score", lambda q, k: calls.append(k) or 0.0)
    assert index.best("Anonymat").score == 100.0
    assert calls == []


def test_fuzzy_scoring_only_sees_a_bounded_number_of_candidates(corpus, monkeypatch):
    """At 20,000 extra names, a typo still finds its card and at most CANDIDATES names are scored."""
    rng = random.Random(7)
    syllables = ["an", "bel", "cor", "dra", "el", "mor", "nar", "on", "ym", "at", "sol", "tor"]
    index = NameIndex.build(corpus)
    for number in range(20_000):
        words = ["".join(rng.choice(syllables) for _ in range(rng.randint(2, 4))) for _ in range(rng.randint(1, 3))]
        index.add(f"fake-{number}", rng.choice(["en", "de", "fr"]), " ".join(words).title())
    real_score = index_module.score
    calls = []

    def counting(query, key):
        calls.append(key)
        return real_score(query, key)

    monkeypatch.setattr(index_module, "score", counting)
    match = index.best("Diventre Anonimo")
    assert match is not None and match.card_id == BA
    assert 0 < len(calls) <= 2 * CANDIDATES  # a name has at most two keys (umlauts spelled out)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=250))
def test_any_text_gives_ranked_matches_or_a_usage_error(index, text):
    try:
        matches = index.search(text, floor=0)
    except UsageError:
        return
    assert all(0 <= m.score <= 100 for m in matches)
    assert [m.score for m in matches] == sorted((m.score for m in matches), reverse=True)
    assert len({m.card_id for m in matches}) == len(matches)
