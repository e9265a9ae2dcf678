"""The vocabulary files of `judge ask`: loading, the phrase syntax, and located errors."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from judge_cli.ask.concepts import all_concepts
from judge_cli.ask.text import Text, match, tokens
from judge_cli.ask.vocabulary import LATIN, Table, add_phrase, load_lexicon, vocabulary_dir
from judge_cli.errors import CorpusError
from judge_cli.languages import LANGUAGES
from judge_cli.search.normalize import normalize


@pytest.fixture(scope="module")
def lexicon():
    return load_lexicon()


def hits(phrases: list[tuple[str, str]], question: str) -> list[tuple[str, str]]:
    table = Table("en")
    for concept, phrase in phrases:
        add_phrase(table, concept, phrase)
    text = Text(question, normalize(question))
    text.tokens = tokens(text.normal)
    found = match(text, [word for word, _s, _e in text.tokens], table.phrases)
    return [(hit.concept, text.normal[hit.start:hit.end]) for hit in found]


def test_every_language_has_a_table_with_phrases(lexicon):
    for lang in LANGUAGES:
        concepts = {phrase.concept for phrase in lexicon.phrases(lang)}
        assert {"proc.cloak", "face-down", "type.creature", "kind.can-look", "out-of-scope"} <= concepts, lang


@pytest.mark.parametrize("lang, term", [("de", "tarnen"), ("fr", "voiler"), ("es", "enmascarar"), ("it", "celare"),
                                        ("ja", "偽装"), ("zh", "匿伏"), ("en", "cloak")])
def test_official_cloak_terms_come_from_terms_yaml(lexicon, lang, term):
    assert any(p.concept == "proc.cloak" and p.text == term for p in lexicon.tables[lang].phrases)


def test_official_terms_are_not_repeated_in_the_language_files():
    from judge_cli.cr.terms import load_vocabulary
    from judge_cli.yamlsafe import read_yaml_file

    official = load_vocabulary()
    mapped = read_yaml_file(vocabulary_dir() / "common.yaml")["terms"]
    for lang in ("de", "fr", "es", "it", "ja", "zh"):
        phrases = read_yaml_file(vocabulary_dir() / f"{lang}.yaml")["phrases"]
        for english, concept in mapped.items():
            written = {normalize(phrase) for phrase in phrases.get(concept, [])}
            terms = {normalize(word) for word in official.by_english[english].get(lang, [])}
            assert not written & terms, (lang, concept, written & terms)


@pytest.mark.parametrize("phrases, question, expected", [
    ([("kind.can-transform", "transform*")], "it transformed", [("kind.can-transform", "transformed")]),
    ([("kind.can-transform", "transform*")], "a transformer", [("kind.can-transform", "transformer")]),
    ([("status.tapped", "tapped")], "untapped", []),
    ([("hint.can-turn-face-up", "turn ... face up"), ("proc.cloak", "cloaked")], "turn my cloaked bear face up",
     [("hint.can-turn-face-up", "turn my cloaked bear face up"), ("proc.cloak", "cloaked")]),
    ([("hint.can-turn-face-up", "turn ... face up")], "turn one two three four five six seven face up", []),
    ([("face-up", "face up"), ("hint.can-turn-face-up", "turned face up")], "it turned face up",
     [("hint.can-turn-face-up", "turned face up")]),
    ([("kind.can-transform", "変身")], "両面カードは変身できる", [("kind.can-transform", "変身")]),
    ([("hint.can-turn-face-up", "表向き...にできる")], "表向きにすぐにできる",
     [("hint.can-turn-face-up", "表向きにすぐにできる")]),
])
def test_phrase_syntax(phrases, question, expected):
    assert hits(phrases, question) == expected


def copy_vocabulary(tmp_path: Path) -> Path:
    target = tmp_path / "ask"
    shutil.copytree(vocabulary_dir(), target)
    return target


@pytest.mark.parametrize("lang, line, replacement, words", [
    ("en", "  kind.can-look:", "  kind.can-lok:", "unknown concept 'kind.can-lok'"),
    ("de", "  type.land:", "  type.land: 42\n  type.land2:", "expected a list of phrases"),
    ("fr", "language: fr", "language: it", "expected a mapping with 'language: fr'"),
])
def test_a_broken_vocabulary_file_is_a_located_error(tmp_path, lang, line, replacement, words):
    folder = copy_vocabulary(tmp_path)
    path = folder / f"{lang}.yaml"
    text = path.read_text(encoding="utf-8")
    assert line in text
    path.write_text(text.replace(line, replacement, 1), encoding="utf-8")
    with pytest.raises(CorpusError) as caught:
        load_lexicon(folder)
    assert f"data/ask/{lang}.yaml" in caught.value.message and words in caught.value.message


def test_an_unquoted_yes_is_explained(tmp_path):
    folder = copy_vocabulary(tmp_path)
    path = folder / "es.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace('"no"', "no", 1), encoding="utf-8")
    with pytest.raises(CorpusError, match="quote yes, no"):
        load_lexicon(folder)


def test_a_missing_file_is_named(tmp_path):
    folder = copy_vocabulary(tmp_path)
    (folder / "zh.yaml").unlink()
    with pytest.raises(CorpusError, match="data/ask/zh.yaml: the vocabulary file is missing"):
        load_lexicon(folder)


def test_concepts_are_documented():
    doc = (Path(__file__).resolve().parent.parent / "docs" / "ask-vocabulary.md").read_text(encoding="utf-8")
    families = {concept.split(".")[0] for concept in all_concepts()}
    missing = [family for family in families if f"`{family}" not in doc]
    assert not missing


def test_the_compiled_vocabularys_fingerprint_covers_where_the_concepts_come_from():
    from pathlib import Path

    from judge_cli.ask import concepts, vocabulary

    sources = set(vocabulary._concept_sources(Path(concepts.__file__)))
    kinds = Path(vocabulary.__file__).parent.parent / "rules" / "kinds"
    assert Path(concepts.__file__) in sources and kinds / "_table.py" in sources
    assert set(kinds.glob("*.py")) <= sources
    stamp = vocabulary._fingerprint(vocabulary.vocabulary_dir(), None)
    assert str(kinds / "can_look.py") in stamp and "simplemma" in stamp


def test_a_cached_lexicon_reads_a_language_on_first_use_and_never_a_stale_or_damaged_table(lexicon, tmp_path):
    from judge_cli.ask.lexcache import store

    load_lexicon(cache_dir=tmp_path)  # compiled and stored: the lexicon, then one table file per language
    tables = {path.name.rpartition("-")[2].removesuffix(".pickle"): path for path in tmp_path.glob("ask-table-*")}
    assert sorted(tables) == sorted(LANGUAGES) and len(list(tmp_path.glob("ask-lexicon-*.pickle"))) == 1
    cached = load_lexicon(cache_dir=tmp_path)
    assert cached.tables["de"].forms == {} and cached.tables["de"].phrases == []
    # What finding the language reads is there already, as the whole table gives it.
    assert all(cached._telling[lang] == lexicon.telling(lang) for lang in LATIN) and "de" in cached._rest
    assert cached.lemma("de", "getarnte") == lexicon.lemma("de", "getarnte")  # the German table read now
    assert cached.tables["de"] == lexicon.tables["de"] and cached.tables["fr"].forms == {}
    assert all(cached.table(lang) == lexicon.tables[lang] for lang in LANGUAGES)
    assert cached.tables == lexicon.tables
    tables["ja"].write_bytes(b"damaged")
    store(tables["fr"], "another vocabulary's fingerprint", lexicon.tables["fr"])
    again = load_lexicon(cache_dir=tmp_path)
    assert again.table("ja") == lexicon.tables["ja"] and again.table("fr") == lexicon.tables["fr"]
    assert load_lexicon(cache_dir=tmp_path).table("ja") == lexicon.tables["ja"]  # and stored again
