"""Property tests of the Comprehensive Rules parser (hypothesis)."""

from __future__ import annotations

import datetime as dt

from hypothesis import given, settings
from hypothesis import strategies as st

from judge_cli.cr.parser import decode, parse_cr, parse_text
from judge_cli.errors import InputError

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")

#: Lines the parser treats specially, mixed with arbitrary text to reach every state.
SPECIAL_LINES = st.sampled_from([
    "", "Glossary", "Credits", "Contents", "1. Game Concepts", "100. General", "100.1. A rule.",
    "100.1a A subrule.", "701.58. Cloak", "Example: an example.", "     indented continuation",
    "These rules are effective as of May 1, 2024", "These rules are effective as of Smarch 40, 2024",
    "901.4.No space", "{", "[1, 2]",
])
LINES = st.lists(st.one_of(SPECIAL_LINES, st.text(max_size=40)), max_size=40)
# Line text without line breaks or a byte-order mark (those are what the line-ending test varies).
PLAIN_LINE = st.one_of(
    SPECIAL_LINES,
    st.text(st.characters(blacklist_characters="\r\n\ufeff", blacklist_categories=("Cs",)), max_size=30),
)


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_any_text_parses_without_error(text):
    edition = parse_text(text)
    assert all(rule.number for rule in edition.rules.values())


@settings(max_examples=300, deadline=None)
@given(LINES, st.sampled_from(["\n", "\r\n", "\r"]))
def test_any_line_mix_parses_without_error_and_import_raises_only_input_errors(lines, newline):
    text = newline.join(lines)
    parse_text(text)
    try:
        edition = parse_cr(text, "generated.txt")
    except InputError as error:
        assert error.message.startswith("generated.txt")
    else:
        assert edition.rules and edition.effective is not None


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=200))
def test_any_bytes_decode_or_raise_input_error(raw):
    try:
        text = decode(raw, "file.bin")
    except InputError as error:
        assert "file.bin" in error.message
    else:
        parse_text(text)


@settings(max_examples=200, deadline=None)
@given(st.lists(PLAIN_LINE, max_size=40), st.booleans())
def test_line_endings_do_not_change_the_result(lines, bom):
    reference = parse_text("\n".join(lines))
    prefix = "\ufeff" if bom else ""
    for newline in ("\r\n", "\r"):
        assert parse_text(prefix + newline.join(lines)) == reference
    # the 2026 edition mixes bare CR with CRLF; a CR is never followed by a lone LF there
    mixed = "".join(line + ("\r\n" if index % 3 == 0 else "\r") for index, line in enumerate(lines))
    assert parse_text(prefix + mixed) == parse_text("\n".join(lines) + ("\n" if lines else ""))


# --- round trip: generate a rule document, write it as published, parse it back ---------

WORD = st.text(st.sampled_from("abcdefghijkmnprstuvwyz"), min_size=1, max_size=8)


@st.composite
def sentences(draw, max_words=8):
    words = draw(st.lists(WORD, min_size=1, max_size=max_words))
    return " ".join(words).capitalize() + "."


@st.composite
def titles(draw):
    return " ".join(w.capitalize() for w in draw(st.lists(WORD, min_size=1, max_size=4)))


@st.composite
def rule_documents(draw):
    """A dict of number -> (title, text, examples), glossary, credits, date."""
    rules: dict[str, tuple[str, str, list[str]]] = {}
    for section in draw(st.lists(st.integers(1, 9), min_size=1, max_size=2, unique=True).map(sorted)):
        rules[str(section)] = (draw(titles()), "", [])
        for chapter in draw(st.lists(st.integers(0, 99), min_size=1, max_size=2, unique=True).map(sorted)):
            chapter_number = f"{section}{chapter:02d}"
            rules[chapter_number] = (draw(titles()), "", [])
            for rule in range(1, draw(st.integers(1, 3)) + 1):
                number = f"{chapter_number}.{rule}"
                titled = draw(st.booleans())
                examples = [] if titled else draw(st.lists(sentences(), max_size=2))
                rules[number] = (draw(titles()), "", []) if titled else ("", draw(sentences()), examples)
                for letter in "abc"[: draw(st.integers(0, 3))]:
                    rules[number + letter] = ("", draw(sentences()), draw(st.lists(sentences(), max_size=1)))
    terms = draw(st.lists(titles().filter(lambda t: t not in ("Glossary", "Credits")), max_size=4, unique=True))
    glossary = {term: "\n".join(draw(st.lists(sentences(), min_size=1, max_size=2))) for term in terms}
    date = draw(st.dates(min_value=dt.date(1993, 1, 1), max_value=dt.date(2099, 12, 31)))
    return rules, glossary, draw(sentences()), date


def render(rules, glossary, credits, date) -> str:
    """Write a document in the published layout (contents first, then the body)."""
    out = ["Magic: The Gathering Comprehensive Rules", "",
           f"These rules are effective as of {MONTHS[date.month - 1]} {date.day}, {date.year}", "",
           "Introduction", "", "Generated.", "", "Contents", ""]
    out += [f"{number}. {title}" for number, (title, _t, _e) in rules.items() if "." not in number]
    out += ["", "Glossary", "", "Credits", ""]
    for number, (title, text, examples) in rules.items():
        label = f"{number}." if number[-1].isdigit() else number
        out += [f"{label} {title or text}"] + [f"Example: {example}" for example in examples] + [""]
    out += ["Glossary", ""]
    for term, definition in glossary.items():
        out += [term, *definition.split("\n"), ""]
    out += ["", "Credits", "", credits, ""]
    return "\n".join(out)


@settings(max_examples=150, deadline=None)
@given(rule_documents())
def test_round_trip_of_generated_documents(document):
    rules, glossary, credits, date = document
    edition = parse_cr(render(*document), "generated.txt")
    assert edition.effective == date
    assert {n: (r.title, r.text, r.examples) for n, r in edition.rules.items()} == rules
    assert edition.glossary == glossary
    assert edition.credits == credits
    assert edition.intro == "Generated."
    assert edition.unparsed == []
    for number, rule in edition.rules.items():
        assert all(edition.rules[child].parent == number for child in rule.children)
