"""The corpus round-trips the seed documents, and broken corpus files give located errors.

The seed documents (``../shared/seeds/*.txt``, copied whole into
``tests/fixtures/seeds`` so the checks run without ``../shared``) are
paragraphs separated by blank lines.  Every paragraph must be in the corpus under the language it is
written in: names and set names are listed below as read from the seeds; the
language of longer texts is found with a small stop-word count (JA by its
kana, ZH by Han without kana).
"""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

import pytest

from judge_cli.corpus.load import load_corpus
from judge_cli.errors import CorpusError, InputError

FIXTURES = Path(__file__).parent / "fixtures"
SEEDS = FIXTURES / "seeds"
BA, HIPS, UA = "become-anonymous", "hide-in-plain-sight", "unexplained-absence"
DATE_LINE = re.compile(r"^\d\d/\d\d/\d{4}$")

#: Short paragraphs of the seeds: card names (card, language) and set names (card, None).
SHORT = {
    "Become Anonymous": (BA, "en"), "Anonym werden": (BA, "de"), "Anonymat": (BA, "fr"),
    "Ser anónimo": (BA, "es"), "Diventare Anonimo": (BA, "it"), "群衆紛れ": (BA, "ja"), "匿身于众": (BA, "zh"),
    "Hide in Plain Sight": (HIPS, "en"), "Gut sichtbar versteckt": (HIPS, "de"),
    "Caché sous le nez de tous": (HIPS, "fr"), "自然な溶け込み": (HIPS, "ja"), "当面匿踪": (HIPS, "zh"),
    "Unexplained Absence": (UA, "en"), "Unerklärliche Abwesenheit": (UA, "de"),
    "Absence inexpliquée": (UA, "fr"), "存在不明": (UA, "ja"), "莫名失踪": (UA, "zh"),
    "Assassin's Creed": (BA, None), "Murders at Karlov Manor Promos": (HIPS, None),
    "Murders at Karlov Manor": (HIPS, None), "Murders at Karlov Manor Commander": (UA, None),
}
_STOP_WORDS = {
    "en": {"the", "you", "your", "of", "to", "and", "it", "is", "that", "can", "if", "its", "an", "any", "or"},
    "de": {"der", "die", "das", "und", "ein", "eine", "deiner", "sie", "zu", "ins", "mit", "für", "dir", "den"},
    "fr": {"les", "des", "vous", "votre", "la", "le", "et", "une", "ce", "du", "pour", "sa", "que", "sur"},
    "es": {"las", "los", "el", "tu", "una", "y", "por", "esa", "esas", "con", "como", "cual", "eres"},
    "it": {"il", "di", "che", "una", "del", "non", "per", "quel", "quella", "sul", "della", "puoi", "sia", "gli"},
}
#: English words that mark an untranslated fragment inside an Italian ruling.
_ENGLISH_ONLY = {"or", "if", "this", "was", "the", "includes"}


def language_of(text: str) -> str:
    """The language a (long) seed paragraph is written in."""
    if re.search(r"[\u3040-\u30ff]", text):
        return "ja"
    if re.search(r"[\u4e00-\u9fff]", text):
        return "zh"
    words = re.findall(r"[^\W\d_]+", text.lower())
    counts = {lang: sum(word in stop for word in words) for lang, stop in _STOP_WORDS.items()}
    return max(counts, key=counts.get)


def squeeze(text: str) -> str:
    return " ".join(text.split())


def seed_paragraphs(path: Path) -> list[tuple[str, dt.date | None]]:
    """(paragraph, date given just before it) for every paragraph of a seed."""
    result, date = [], None
    for block in re.split(r"\n\s*\n", path.read_text(encoding="utf-8")):
        block = block.strip()
        if not block:
            continue
        if DATE_LINE.match(block):
            day, month, year = (int(part) for part in block.split("/"))  # seed 003 is Italian: dd/mm/yyyy
            date = dt.date(year, month, day)
            continue
        result.append((block, date))
        date = None
    return result


def corpus_texts(corpus) -> dict[str, set[tuple[str, str, str | None]]]:
    """Whitespace-squeezed text -> {(kind, id, lang)} for every text the corpus holds."""
    found: dict[str, set[tuple[str, str, str | None]]] = {}

    def put(text, *where):
        found.setdefault(squeeze(text), set()).add(where)

    for card in corpus.cards.values():
        put(card.oracle_text, "oracle", card.id, "en")
        for kind, per_lang in (("name", card.names), ("text", card.texts), ("flavor", card.flavor)):
            for lang, text in per_lang.items():
                put(text, kind, card.id, lang)
        for printing in card.printings:
            if printing.set_name:
                put(printing.set_name, "set", card.id, None)
            for lang, text in printing.printed_text.items():
                put(text, "printing", card.id, lang)
    for ruling in corpus.rulings.values():
        for lang, text in ruling.text.items():
            put(text, "ruling", ruling.id, lang)
        for variant in ruling.variants:
            put(variant.text, "variant", ruling.id, variant.lang)
    return found


@pytest.fixture(scope="module")
def seeds() -> dict[str, list[tuple[str, dt.date | None]]]:
    paths = sorted(SEEDS.glob("*.txt"))
    assert len(paths) == 4, f"expected the four seed documents in {SEEDS}"
    return {path.name[:3]: seed_paragraphs(path) for path in paths}


@pytest.mark.shared
def test_the_vendored_seeds_are_the_shared_ones(shared_dir):
    """The copies in tests/fixtures/seeds are byte for byte the documents in ../shared/seeds, none missing."""
    shared = {path.name: path.read_bytes() for path in (shared_dir / "seeds").glob("*.txt")}
    vendored = {path.name: path.read_bytes() for path in SEEDS.glob("*.txt")}
    assert sorted(vendored) == sorted(shared)
    changed = [name for name in shared if shared[name] != vendored[name]]
    assert not changed, f"copy these again from ../shared/seeds: {changed}"


def seed_card(paragraphs) -> str:
    """The card a seed document is about: the one its first paragraph names."""
    return SHORT[paragraphs[0][0]][0]


def ruling_paragraphs(corpus, paragraphs):
    """(ruling id, language, paragraph, date) for each paragraph of a seed that is a ruling."""
    texts = corpus_texts(corpus)
    for paragraph, date in paragraphs:
        for kind, item_id, lang in texts.get(squeeze(paragraph), ()):
            if kind in ("ruling", "variant"):
                yield item_id, lang, paragraph, date
                break


def test_every_seed_paragraph_is_in_the_corpus_under_its_language(corpus, seeds):
    texts = corpus_texts(corpus)
    for seed, paragraphs in seeds.items():
        card_id = seed_card(paragraphs)
        for paragraph, _date in paragraphs:
            places = texts.get(squeeze(paragraph), set())
            if paragraph in SHORT:
                expected_card, lang = SHORT[paragraph]
                kind = "set" if lang is None else "name"
                assert (kind, expected_card, lang) in places, (seed, paragraph, places)
                continue
            lang = language_of(paragraph)
            langs = {where_lang for _kind, where_id, where_lang in places
                     if where_id == card_id or _kind in ("ruling", "variant")}
            assert lang in langs, (seed, lang, paragraph[:60], places)


def test_printed_variants_are_printing_texts_not_oracle_text(corpus):
    card = corpus.card(BA)
    assert "enter the battlefield tapped" not in card.oracle_text
    printed = {squeeze(text) for printing in card.printings for text in printing.printed_text.values()}
    assert any("They enter the battlefield tapped. (To cloak" in text for text in printed)
    assert any(text.startswith("Exile target creature you control") for text in printed)
    assert next(p for p in card.printings if p.set_name == "Assassin's Creed").printed_text["en"]


def test_every_ruling_of_a_seed_is_linked_to_its_card_and_no_other_link_exists(corpus, seeds):
    seen: dict[str, set[str]] = {}
    for paragraphs in seeds.values():
        card_id = seed_card(paragraphs)
        ids = {ruling_id for ruling_id, *_ in ruling_paragraphs(corpus, paragraphs)}
        seen.setdefault(card_id, set()).update(ids)
    for card_id, ruling_ids in seen.items():
        linked = {link.ruling_id for link in corpus.card(card_id).rulings}
        assert linked == ruling_ids, card_id
    assert len(seen) == 3


def test_a_ruling_shared_by_several_cards_is_one_ruling(corpus):
    english = [squeeze(ruling.text["en"]) for ruling in corpus.rulings.values()]
    assert len(english) == len(set(english))
    shared = corpus.cards_with_ruling("look-at-face-down")
    assert {card.id for card, _date in shared} == {BA, HIPS, UA}


def test_italian_seed_entries_are_recorded_in_the_language_they_are_written_in(corpus, seeds):
    italian_page = next(p for p in seeds.values() if p[0][0] == "Diventare Anonimo")
    checked = 0
    for ruling_id, _lang, paragraph, _date in ruling_paragraphs(corpus, italian_page):
        ruling = corpus.ruling(ruling_id)
        if language_of(paragraph) == "en":
            assert squeeze(ruling.text["en"]) == squeeze(paragraph)
            assert "it" not in ruling.text and "it" in ruling.untranslated, ruling_id
        else:
            assert squeeze(ruling.text["it"]) == squeeze(paragraph), ruling_id
            fragments = " ".join(re.findall(r"\(([^)]*)\)", paragraph)).lower().split()
            assert ("it" in ruling.partial) == any(word in _ENGLISH_ONLY for word in fragments), ruling_id
        checked += 1
    assert checked == 15


def test_dates_are_exactly_those_the_italian_page_gives(corpus, seeds):
    italian_page = next(p for p in seeds.values() if p[0][0] == "Diventare Anonimo")
    dated = {ruling_id: date for ruling_id, _lang, _p, date in ruling_paragraphs(corpus, italian_page)}
    assert set(dated.values()) == {dt.date(2024, 7, 5)}
    for card in corpus.cards.values():
        for link in card.rulings:
            expected = dated.get(link.ruling_id) if card.id == BA else None
            assert link.date == expected, (card.id, link.ruling_id)


def test_face_up_wording_difference_is_a_ruling_variant(corpus, seeds):
    ruling = corpus.ruling("turn-face-up-special-action")
    assert "turn a cloaked permanent you control face up by" in ruling.text["en"]
    (variant,) = ruling.variants
    assert variant.lang == "en" and "control face-up by" in variant.text
    assert set(variant.cards) == {HIPS, UA}
    for paragraphs in seeds.values():
        wordings = [p for p, _d in paragraphs if p.startswith("Any time you have priority")]
        expected = ruling.text["en"] if seed_card(paragraphs) == BA else variant.text
        assert [squeeze(w) for w in wordings] == [squeeze(expected)]


def test_no_english_is_copied_under_another_language(corpus):
    for card in corpus.cards.values():
        english = {squeeze(card.oracle_text), squeeze(card.names["en"])}
        english |= {squeeze(t) for t in (card.texts.get("en"), card.flavor.get("en")) if t}
        for per_lang in (card.names, card.texts, card.flavor):
            for lang, text in per_lang.items():
                if lang != "en":
                    assert squeeze(text) not in english, (card.id, lang)
    for ruling in corpus.rulings.values():
        for lang, text in ruling.text.items():
            if lang != "en":
                assert squeeze(text) != squeeze(ruling.text["en"]), (ruling.id, lang)


def test_missing_translations_stay_missing(corpus):
    assert "es" not in corpus.card(HIPS).names and "it" not in corpus.card(UA).names
    assert "en" not in corpus.card(HIPS).flavor


# -- broken corpus files ---------------------------------------------------------------


@pytest.mark.parametrize(
    "folder, where, detail",
    [
        ("corpus_bad_yaml", "cards/test-card.yaml:6:", "YAML syntax error"),
        ("corpus_unknown_field", "cards/test-card.yaml:13:", "field 'colour': unknown field"),
        ("corpus_bad_mana", "cards/test-card.yaml:4:", "field 'mana_cost': expected a mana cost"),
        ("corpus_unknown_ruling", "cards/test-card.yaml:16:", "field 'rulings': unknown ruling id 'no-such-ruling'"),
        ("corpus_bad_date", "cards/test-card.yaml:17:", "field 'date': bad value '2024-13-05'"),
    ],
)
def test_a_broken_corpus_file_is_named_with_line_and_field(folder, where, detail):
    with pytest.raises(InputError) as caught:
        load_corpus(FIXTURES / folder)
    message = str(caught.value)
    assert message.startswith(f"{FIXTURES / folder}/{where} ") and detail in message
    assert "\n" not in message


def test_the_valid_fixture_loads():
    corpus = load_corpus(FIXTURES / "corpus_ok")
    assert set(corpus.cards) == {"test-card", "test-dfc"}
    assert corpus.card("test-dfc").back.name == "Backside Wonder"


def test_an_empty_folder_is_a_corpus_error(tmp_path):
    with pytest.raises(CorpusError, match="no card files found"):
        load_corpus(tmp_path)


def test_the_shipped_corpus_names_files_under_data():
    from judge_cli.corpus.load import _display

    assert _display(Path("/x/_data/cards/a.yaml"), Path("/x/_data"), Path("data")) == "data/cards/a.yaml"
