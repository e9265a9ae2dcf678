"""Read a decklist as people register and export it.

Plain text, one card a line (``4 Lightning Bolt``, ``4x Lightning Bolt``, full-width digits), MTG Arena
exports (``4 Lightning Bolt (M11) 149``, ``Deck``/``Sideboard``/``Commander``/``Companion`` headers),
MTGO ``.txt`` (a blank line before the sideboard) and ``.dek`` (XML), ``SB: 2 Name`` lines, section headers
in the seven languages, and ``//`` or ``#`` comments.  Lines that are none of these are kept as unreadable
(a problem the check reports with the line number), not dropped.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from judge_cli.errors import InputError
from judge_cli.i18n import _

#: Larger files are not decklists.
MAX_BYTES = 1_000_000
MAIN, SIDEBOARD, COMMANDER = "main", "sideboard", "commander"
#: Section headers (lower case, without a trailing colon or count) -> section; None: lines left out.
HEADERS: dict[str, str | None] = {
    **dict.fromkeys(("deck", "main", "maindeck", "main deck", "mainboard", "hauptdeck", "deck principal",
                     "mazo", "mazo principal", "mazzo", "mazzo principale", "デッキ", "メインデッキ", "メイン",
                     "主牌", "套牌", "主牌库"), MAIN),
    **dict.fromkeys(("sideboard", "side", "sb", "companion", "réserve", "reserve", "banquillo", "サイドボード",
                     "サイド", "备牌", "副牌", "相伴"), SIDEBOARD),
    **dict.fromkeys(("commander", "commanders", "kommandeur", "commandant", "comandante", "統率者", "指挥官"),
                    COMMANDER),
    **dict.fromkeys(("maybeboard", "maybe", "considering", "tokens"), None),
}
_COUNT = re.compile(r"^(\d{1,3})\s*[x×]?\s+(.+)$|^(\d{1,3})[x×](.+)$", re.IGNORECASE)
#: An Arena export's set and collector number, a foil or etched marker, after the name.
_PRINTING = re.compile(r"\s+\(([A-Za-z0-9]{2,6})\)(?:\s+[\w★-]+)?\s*$")
_MARKERS = re.compile(r"\s+\*[FE]\*\s*$")


@dataclass(frozen=True)
class DeckLine:
    """One card line: how many, the name as written, where it stands."""

    count: int
    name: str
    line: int
    section: str


@dataclass
class Deck:
    """A decklist as read: its card lines and the lines that could not be read."""

    source: str
    lines: list[DeckLine] = field(default_factory=list)
    unreadable: list[tuple[int, str]] = field(default_factory=list)


def decode(data: bytes, source: str) -> str:
    """The text of a decklist file: UTF-8 (with or without BOM) or UTF-16 with a BOM; InputError otherwise."""
    if len(data) > MAX_BYTES:
        raise InputError(_("larger than {limit} MB: not a decklist").format(limit=MAX_BYTES // 1_000_000),
                         source=source)
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16")
    if b"\x00" in data[:4096]:
        raise InputError(_("this is not a text file (it holds NUL bytes)"), source=source)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise InputError(_("not UTF-8 text (byte {position})").format(position=error.start + 1),
                         source=source) from None


def _header(text: str) -> tuple[bool, str | None]:
    """(is a header, its section) of a line such as ``Sideboard``, ``Sideboard (15)``, ``// Sideboard``."""
    word = re.sub(r"\s*[(（]\d+[)）]\s*$", "", text.strip().lstrip("/#").strip()).rstrip(":：").strip().lower()
    if word in HEADERS:
        return True, HEADERS[word]
    return False, None


def parse_deck(text: str, source: str) -> Deck:
    """The card lines of a decklist's ``text`` (an MTGO ``.dek`` XML file too)."""
    if text.lstrip().startswith("<"):
        return _parse_dek(text, source)
    deck = Deck(source)
    section: str | None = MAIN
    blank_after_cards = False
    for number, raw in enumerate(text.splitlines(), start=1):
        line = unicodedata.normalize("NFKC", raw).strip()
        if not line:
            blank_after_cards = blank_after_cards or (section == MAIN and any(
                entry.section == MAIN for entry in deck.lines))
            continue
        is_header, named = _header(line)
        if is_header:
            section, blank_after_cards = named, False
            continue
        if line.startswith(("//", "#")):
            continue
        here = section
        if line[:3].lower() == "sb:":
            line, here = line[3:].strip(), SIDEBOARD
        elif blank_after_cards and section == MAIN:
            here = section = SIDEBOARD  # MTGO: the sideboard follows a blank line
        if here is None:
            continue
        found = _COUNT.match(line)
        if found is None:
            deck.unreadable.append((number, raw.strip()))
            continue
        count = int(found.group(1) or found.group(3))
        name = _MARKERS.sub("", _PRINTING.sub("", (found.group(2) or found.group(4)).strip())).strip()
        if not name:
            deck.unreadable.append((number, raw.strip()))
            continue
        deck.lines.append(DeckLine(count, name, number, here))
    return deck


def _parse_dek(text: str, source: str) -> Deck:
    """An MTGO ``.dek`` file: ``<Cards Quantity="4" Sideboard="false" Name="Lightning Bolt"/>`` elements."""
    from xml.etree import ElementTree

    if "<!DOCTYPE" in text or "<!ENTITY" in text:
        raise InputError(_("a .dek file with a DOCTYPE or entities is refused"), source=source)
    try:
        root = ElementTree.fromstring(text)
    except ElementTree.ParseError as error:
        line = error.position[0] if error.position else None
        raise InputError(_("not a valid .dek file ({reason})").format(reason=error), source=source,
                         line=line) from None
    lines = text.splitlines()
    deck = Deck(source)
    for element in root.iter("Cards"):
        name = element.get("Name", "").strip()
        quantity = element.get("Quantity", "")
        marker = f'Name="{name}"'
        number = next((index for index, line in enumerate(lines, start=1) if marker in line), 0)
        if not name or not quantity.isdigit():
            deck.unreadable.append((number, marker))
            continue
        side = SIDEBOARD if element.get("Sideboard", "false").lower() == "true" else MAIN
        deck.lines.append(DeckLine(int(quantity), name, number, side))
    return deck
