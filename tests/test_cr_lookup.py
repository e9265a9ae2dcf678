"""Finding rules: by number, title, glossary term, official term in seven languages, typo; names per edition."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_cli.cr.lookup import find_rule_by_title, lookup, resolve_number
from judge_cli.cr.parser import read_cr_file
from judge_cli.cr.terms import load_vocabulary
from judge_cli.cr.views import to_json
from judge_cli.errors import CorpusError, NotFoundError

FIXTURES = Path(__file__).parent / "fixtures" / "cr"


@pytest.fixture(scope="module")
def vocabulary():
    return load_vocabulary()


@pytest.fixture(scope="module")
def editions():
    return {
        "2024": read_cr_file(FIXTURES / "mini-2024-bom-crlf.txt"),
        "2026": read_cr_file(FIXTURES / "mini-2026-bom-cr.txt"),
    }


#: (query, rule number in the 2024 fixture, in the 2026 fixture, how it was found)
QUERIES = [
    ("701.56", "701.56", "701.56", "number"),
    ("701.58b", None, "701.58b", "number"),
    ("708", "708", "708", "number"),
    ("7", "7", "7", "number"),
    ("cloak", "701.56", "701.58", "title"),
    ("CLOAK", "701.56", "701.58", "title"),
    ("tarnen", "701.56", "701.58", "title"),
    ("voiler", "701.56", "701.58", "title"),
    ("enmascarar", "701.56", "701.58", "title"),
    ("celare", "701.56", "701.58", "title"),
    ("偽装", "701.56", "701.58", "title"),
    ("匿伏", "701.56", "701.58", "title"),
    ("ward", "702.21", "702.21", "title"),
    ("Abwehr", "702.21", "702.21", "title"),
    ("parade", "702.21", "702.21", "title"),
    ("rebatir", "702.21", "702.21", "title"),
    ("egida", "702.21", "702.21", "title"),
    ("護法", "702.21", "702.21", "title"),
    ("守护", "702.21", "702.21", "title"),
    ("clok", "701.56", "701.58", "fuzzy"),
    ("tarnn", "701.56", "701.58", "fuzzy"),
    ("time travel", None, "701.56", "title"),
    ("travel", None, "701.56", "words"),
]


@pytest.mark.parametrize(("query", "in_2024", "in_2026", "how"), QUERIES)
@pytest.mark.parametrize("year", ["2024", "2026"])
def test_query_table(editions, vocabulary, query, in_2024, in_2026, how, year):
    wanted = in_2024 if year == "2024" else in_2026
    if wanted is None:
        with pytest.raises(NotFoundError):
            lookup(editions[year], query, vocabulary)
        return
    match = lookup(editions[year], query, vocabulary)
    assert match.rule is not None and match.rule.number == wanted
    assert match.how == how


@pytest.mark.parametrize(
    ("query", "lang"),
    [("face-down", None), ("face down", None), ("verdeckt", "de"), ("face cachée", "fr"), ("boca abajo", "es"),
     ("a faccia in giù", "it"), ("裏向き", "ja"), ("牌面朝下", "zh")],
)
def test_face_down_in_every_language_finds_the_glossary_and_rule_708(editions, vocabulary, query, lang):
    match = lookup(editions["2026"], query, vocabulary)
    assert match.rule is None and match.term == "Face Down"
    assert "708" in match.see
    assert (match.translated[1] if match.translated else None) == lang


@pytest.mark.parametrize("query", ["zzzzqq", "sword of something", "999.1", "702.99", "8"])
def test_misses_are_not_found(editions, vocabulary, query):
    with pytest.raises(NotFoundError):
        lookup(editions["2026"], query, vocabulary)


def test_missing_number_suggests_its_neighbours(editions):
    with pytest.raises(NotFoundError) as caught:
        lookup(editions["2026"], "701.99", None)
    assert caught.value.nearest[0] == "701"
    assert "701.58" in caught.value.nearest


def test_title_match_carries_the_glossary_entry_and_its_references(editions, vocabulary):
    match = lookup(editions["2026"], "cloak", vocabulary)
    assert match.term == "Cloak"
    assert "rule 701.58" in match.definition
    assert "701.58" not in match.see


def test_json_shape(editions, vocabulary):
    payload = to_json(lookup(editions["2026"], "tarnen", vocabulary), editions["2026"])
    assert {"rule", "title", "text", "subrules", "examples", "edition"} <= set(payload)
    assert (payload["rule"], payload["title"], payload["edition"]) == ("701.58", "Cloak", "2026-01-16")
    assert [sub["rule"] for sub in payload["subrules"]] == ["701.58a", "701.58b"]
    assert payload["subrules"][1]["examples"][0].startswith("A player cloaks")
    assert payload["translated"] == {"term": "tarnen", "lang": "de", "en": "cloak"}


def test_json_of_a_section_lists_chapters_only(editions):
    payload = to_json(lookup(editions["2026"], "7", None), editions["2026"])
    assert [sub["rule"] for sub in payload["subrules"]] == ["701", "702", "708"]
    assert all(sub["subrules"] == [] for sub in payload["subrules"])


@pytest.mark.parametrize(("year", "number"), [("2024", "701.56b"), ("2026", "701.58b")])
def test_resolve_number_per_edition(editions, year, number):
    assert resolve_number(editions[year], "Keyword Actions/Cloak", "b") == number
    assert resolve_number(editions[year], "cloak", "B") == number
    assert find_rule_by_title(editions[year], "Cloak").number == number[:-1]


@pytest.mark.parametrize(("path", "subrule"), [("Cloak", "z"), ("Keyword Abilities/Cloak", ""), ("Nothing", "")])
def test_resolve_number_misses(editions, path, subrule):
    with pytest.raises(NotFoundError):
        resolve_number(editions["2026"], path, subrule)


# --- the vocabulary file ------------------------------------------------------------

#: The official terms issue 4 lists (and the seed documents print).
OFFICIAL = {
    "cloak": {"de": "tarnen", "fr": "voiler", "es": "enmascarar", "it": "celare", "ja": "偽装", "zh": "匿伏"},
    "ward": {"de": "Abwehr", "fr": "parade", "es": "rebatir", "it": "egida", "ja": "護法", "zh": "守护"},
    "face down": {"de": "verdeckt", "fr": "face cachée", "es": "boca abajo", "it": "a faccia in giù",
                  "ja": "裏向き", "zh": "牌面朝下"},
}


@pytest.mark.parametrize("english", sorted(OFFICIAL))
def test_vocabulary_has_the_official_terms_first(vocabulary, english):
    for lang, term in OFFICIAL[english].items():
        assert vocabulary.by_english[english][lang][0] == term


def test_every_vocabulary_term_is_printed_in_a_seed_document(vocabulary, shared_dir):
    seeds = " ".join(path.read_text(encoding="utf-8") for path in (shared_dir / "seeds").glob("*.txt")).casefold()
    missing = [word for words in vocabulary.by_english.values() for terms in words.values() for word in terms
               if word.casefold() not in seeds]
    assert not missing


@pytest.mark.parametrize(
    ("content", "message"),
    [("terms: []\n", "expected a mapping 'terms:'"), ("terms:\n  cloak: [x]\n", "expected a mapping of languages"),
     ("terms:\n  cloak:\n    xx: [x]\n", "supported language"), ("terms:\n  cloak:\n    de: tarnen\n", "list")],
)
def test_vocabulary_errors_name_file_and_line(tmp_path, content, message):
    path = tmp_path / "terms.yaml"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(CorpusError, match=message) as caught:
        load_vocabulary(path)
    assert "terms.yaml" in caught.value.message and caught.value.line


# --- the real editions, when ../shared has them --------------------------------------

@pytest.mark.parametrize(("name", "number"), [("2024-02-06.txt", "701.56"), ("2026-01-16.txt", "701.58")])
def test_real_editions_resolve_cloak_by_name(shared_dir, vocabulary, name, number):
    path = shared_dir / "data" / "comprehensive-rules" / name
    if not path.is_file():
        pytest.skip(f"{path} is not present")
    edition = read_cr_file(path)
    assert resolve_number(edition, "Keyword Actions/Cloak") == number
    for query in ("cloak", "tarnen", "偽装", "匿伏", "clok"):
        assert lookup(edition, query, vocabulary).rule.number == number
    assert lookup(edition, "守护", vocabulary).rule.number == "702.21"
    assert lookup(edition, "verdeckt", vocabulary).term == "Face Down"
