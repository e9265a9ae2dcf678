"""A file given to the wrong importer, or no card data at all, says what it is and which command to use."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_cli.errors import InputError
from judge_cli.importers.mtgjson import read_mtgjson
from judge_cli.importers.scryfall import read_scryfall

FIXTURES = Path(__file__).parent / "fixtures"
SCRYFALL_CARDS = FIXTURES / "scryfall" / "oracle-cards-20240101090000.json"


@pytest.mark.parametrize("reader, other, words", [
    (read_mtgjson, SCRYFALL_CARDS, ["JSON list", "judge import scryfall"]),
    (read_mtgjson, FIXTURES / "cr" / "mini-2026-lf.txt", ["Comprehensive Rules", "judge import cr"]),
    (read_mtgjson, FIXTURES / "cr" / "not-cr.json", ["data.Cloak[0]", "missing field 'type'"]),
    (read_mtgjson, FIXTURES / "cr" / "image.png", ["PNG image"]),
    (read_scryfall, FIXTURES / "mtgjson" / "AllPrintings.json", ["JSON object", "judge import mtgjson"]),
    (read_scryfall, FIXTURES / "mtgjson" / "image.png", ["PNG image"]),
    (read_scryfall, FIXTURES / "cr" / "mini-2026-crlf.txt", ["Comprehensive Rules", "judge import cr"]),
    (read_scryfall, FIXTURES / "scryfall" / "decklist.txt", ["not JSON"]),
    (read_scryfall, FIXTURES / "mtgjson" / "truncated.json.gz", ["gzip", "cut short"]),
])
def test_files_of_other_kinds_say_what_they_are(reader, other, words):
    with pytest.raises(InputError) as caught:
        reader(other)
    message = str(caught.value)
    assert message.startswith(f"{other}: ")
    for word in words:
        assert word in message, message
