"""The Comprehensive Rules parser on the fixtures, on irregular lines, and on the real editions."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from judge_cli.cr.model import normalise_number, parent_number, sort_key
from judge_cli.cr.parser import effective_date, parse_cr, parse_text, read_cr_file
from judge_cli.errors import InputError

FIXTURES = Path(__file__).parent / "fixtures" / "cr"
MINI_2026 = ("mini-2026-lf.txt", "mini-2026-crlf.txt", "mini-2026-bom-cr.txt")


@pytest.fixture(scope="module")
def mini_2024():
    return read_cr_file(FIXTURES / "mini-2024-bom-crlf.txt")


@pytest.fixture(scope="module")
def mini_2026():
    return read_cr_file(FIXTURES / "mini-2026-lf.txt")


def test_effective_dates_with_and_without_a_full_stop(mini_2024, mini_2026):
    assert mini_2024.effective == dt.date(2024, 2, 2)
    assert mini_2026.effective == dt.date(2026, 1, 16)


@pytest.mark.parametrize("name", MINI_2026[1:])
def test_line_endings_and_bom_do_not_change_the_edition(mini_2026, name):
    other = read_cr_file(FIXTURES / name, display=str(FIXTURES / "mini-2026-lf.txt"))
    assert other == mini_2026


def test_the_contents_are_not_parsed_as_rules(mini_2024):
    # The contents list 100/701/702/708 before the body does; each is parsed once, from the body.
    chapter = mini_2024.rules["100"]
    assert chapter.title == "General"
    assert chapter.children == ["100.1", "100.2"]
    assert mini_2024.unparsed == []
    assert "small document" in mini_2024.intro


@pytest.mark.parametrize(
    ("number", "title", "text_start", "parent", "children"),
    [
        ("1", "Game Concepts", "", None, ["100"]),
        ("7", "Additional Rules", "", None, ["701", "702", "708"]),
        ("701", "Keyword Actions", "", "7", ["701.1", "701.56"]),
        ("701.56", "Cloak", "", "701", ["701.56a", "701.56b"]),
        ("701.56b", "", "A cloaked permanent", "701.56", []),
        ("100.1", "", "These test rules", "100", ["100.1a"]),
        ("708.1", "", "Face-down permanents", "708", []),
    ],
)
def test_rule_tree(mini_2024, number, title, text_start, parent, children):
    rule = mini_2024.rules[number]
    assert rule.title == title
    assert rule.text.startswith(text_start)
    assert rule.parent == parent
    assert rule.children == children


def test_examples_attach_to_their_rule(mini_2024):
    assert mini_2024.rules["701.56b"].examples == [
        "A player cloaks a creature card that costs {1}{G} and later pays {1}{G} to turn it face up."
    ]
    assert mini_2024.rules["100.2"].examples == ["A player brings a deck of sixty cards."]
    assert mini_2024.rules["701.56a"].examples == []


def test_indented_continuation_is_a_second_paragraph(mini_2024):
    assert mini_2024.rules["708.1"].text.split("\n") == [
        "Face-down permanents have only the characteristics that an effect gives them.",
        "A second paragraph of the same rule, indented as the published text does.",
    ]


def test_glossary_and_credits(mini_2024):
    assert list(mini_2024.glossary) == ["Cloak", "Face Down", "Ward"]
    assert mini_2024.glossary["Face Down"].split("\n") == [
        "1. A card is face down when its back is showing.",
        "2. A status a permanent may have. See rule 708.",
    ]
    assert mini_2024.credits == "Written for the judge-cli tests."


@pytest.mark.parametrize(
    ("line", "number", "text"),
    [
        ("119.1d. In a two-player game, extra dot.", "119.1d", "In a two-player game, extra dot."),
        ("606.5 No dot after a rule number.", "606.5", "No dot after a rule number."),
        ("901.4.No space after the dot.", "901.4", "No space after the dot."),
        ("100.01. Leading zero.", "100.1", "Leading zero."),
    ],
)
def test_irregular_number_lines_of_the_published_text(line, number, text):
    edition = parse_text(f"These rules are effective as of May 1, 2024\n\n1. Game Concepts\n\n100. General\n\n{line}\n")
    assert edition.rules[number].text == text


@pytest.mark.parametrize(
    ("line", "title"),
    [("702.163. For Mirrodin!", "For Mirrodin!"), ("702.186. ∞ (Infinity)", "∞ (Infinity)"),
     ("701.49. Venture into the Dungeon", "Venture into the Dungeon")],
)
def test_titled_rules(line, title):
    edition = parse_text(f"7. Additional Rules\n\n702. Keyword Abilities\n\n{line}\n")
    number = line.split(". ")[0]
    assert (edition.rules[number].title, edition.rules[number].text) == (title, "")


def test_unknown_lines_are_kept_not_dropped():
    edition = parse_text("stray words before anything\n100.1. A rule.\n100.1. The same number again.\n")
    assert edition.intro == "stray words before anything"
    assert edition.unparsed == [(3, "100.1. The same number again.")]
    assert edition.rules["100.1"].text == "A rule."


@pytest.mark.parametrize(
    ("name", "message", "line"),
    [
        ("not-cr.json", "looks like JSON", None),
        ("image.png", "binary file", None),
        ("empty.txt", "empty", None),
        ("no-rules.txt", "no numbered rules found", None),
        ("bad-date.txt", "cannot read the effective date", 3),
        ("broken-utf8.txt", "though most of the file is UTF-8", 7),
        ("does-not-exist.txt", "cannot read file", None),
    ],
)
def test_bad_input_names_the_file(name, message, line):
    with pytest.raises(InputError) as caught:
        read_cr_file(FIXTURES / name)
    assert message in caught.value.message
    assert caught.value.source == str(FIXTURES / name)
    assert caught.value.line == line


@pytest.mark.parametrize("path", sorted(p for p in FIXTURES.rglob("*") if p.is_file()), ids=lambda p: p.name)
def test_the_date_alone_is_read_with_the_checks_of_a_parse(path):
    """``judge update --check`` reads only the date (read_cr_date): same date, same error, as the whole parse."""
    from judge_cli.cr.parser import read_cr_date

    try:
        expected = read_cr_file(path).effective
    except InputError as error:
        with pytest.raises(InputError) as caught:
            read_cr_date(path)
        assert (caught.value.message, caught.value.source, caught.value.line) == (
            error.message, error.source, error.line)
    else:
        assert read_cr_date(path) == expected
    for text in ("1. Game Concepts\n\n100. General\n\n100.1. A rule.\n", "These rules are effective as of "
                 "July 11, 2009.\n1. Game Concepts\n", "   \n", "[1, 2]"):
        with pytest.raises(InputError) as whole:
            parse_cr(text, "x.txt")
        with pytest.raises(InputError) as alone:
            effective_date(text, "x.txt")
        assert alone.value.message == whole.value.message


def test_a_directory_is_refused():
    with pytest.raises(InputError, match="directory"):
        read_cr_file(FIXTURES)


def test_rules_without_a_date_are_refused():
    with pytest.raises(InputError, match="effective as of"):
        parse_cr("1. Game Concepts\n\n100. General\n\n100.1. A rule.\n", "x.txt")


@pytest.mark.parametrize(
    ("typed", "number"),
    [("701.58", "701.58"), ("701.58b", "701.58b"), ("701.58B.", "701.58b"), ("rule 708", "708"), ("7", "7"),
     (" 100.1 a ", "100.1a"), ("70", None), ("7010", None), ("cloak", None), ("1.5", None), ("", None)],
)
def test_normalise_number(typed, number):
    assert normalise_number(typed) == number


@pytest.mark.parametrize(
    ("number", "parent"), [("701.58b", "701.58"), ("701.58", "701"), ("701", "7"), ("7", None)]
)
def test_parent_number(number, parent):
    assert parent_number(number) == parent


def test_sort_key_is_numeric():
    numbers = ["701.10", "701.9", "701", "7", "701.9a", "100.1"]
    assert sorted(numbers, key=sort_key) == ["100.1", "7", "701", "701.9", "701.9a", "701.10"]


# --- the two real editions (read from ../shared when present) -----------------

REAL = {"2024-02-06.txt": (dt.date(2024, 2, 2), "701.56"), "2026-01-16.txt": (dt.date(2026, 1, 16), "701.58")}


@pytest.fixture(scope="module", params=sorted(REAL))
def real_edition(request, shared_dir):
    path = shared_dir / "data" / "comprehensive-rules" / request.param
    if not path.is_file():
        pytest.skip(f"{path} is not present")
    return request.param, read_cr_file(path)


def test_real_edition_date_and_cloak(real_edition):
    name, edition = real_edition
    effective, cloak = REAL[name]
    assert edition.effective == effective
    assert edition.rules[cloak].title == "Cloak"
    assert edition.rules[cloak].parent == "701"
    assert len(edition.rules[cloak].children) >= 7
    assert "Cloak" in edition.glossary
    assert f"rule {cloak}" in edition.glossary["Cloak"]


def test_real_edition_counts_are_sane(real_edition):
    _name, edition = real_edition
    counts = edition.counts()
    assert counts["section"] == 9
    assert 140 <= counts["chapter"] <= 160
    assert 1000 <= counts["rule"] <= 1400
    assert 1700 <= counts["subrule"] <= 2300
    assert 600 <= counts["glossary"] <= 800
    assert sum(len(rule.examples) for rule in edition.rules.values()) > 250
    assert edition.unparsed == []
    assert edition.credits.startswith("Magic: The Gathering Original Game Design")
    # every subrule hangs from its rule, every rule from a chapter
    assert all(rule.parent for rule in edition.rules.values() if rule.kind != "section")
