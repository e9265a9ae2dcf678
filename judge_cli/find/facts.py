"""What ``judge find`` reads off a card, worked out once: the same facts feed the in-memory search and the
search tables written into the store at import time, so both answer a query the same way.

Texts are kept lower-cased as printed (Scryfall's ``o:`` is a case-insensitive substring of the Oracle text,
punctuation included); names in their normalised form (:mod:`judge_cli.search.normalize`), as the name
lookup compares them.  Colours are bit masks in WUBRG order.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from judge_cli.corpus.model import Card
from judge_cli.game import mana
from judge_cli.game.vocabulary import COLORS, DOUBLE_FACED_LAYOUTS, KEYWORD_ABILITIES, PERMANENT_TYPES, RARITIES
from judge_cli.search.index import card_names
from judge_cli.search.normalize import normalize, search_keys

#: Colour word -> bit (white 1, blue 2, black 4, red 8, green 16).
COLOR_BITS: dict[str, int] = {color: 1 << number for number, color in enumerate(COLORS)}
_REMINDER = re.compile(r"\([^()]*\)")
_SYMBOL = re.compile(r"\{([^{}]+)\}")
#: Between the Oracle text and its copy with the card's name as ``~``: a line no query can span.
SELF_SEPARATOR = "\n\x1f\n"
#: A keyword at the start of a part of a keyword line, longest first ("first strike" before "first"…).
_KEYWORD_START = re.compile("(" + "|".join(re.escape(kw) for kw in sorted(KEYWORD_ABILITIES, key=len, reverse=True))
                            + r")(?:$|[ —{])")
_OTHER_WALK_OR_CYCLING = re.compile(r"(\w+)(walk|cycling)\b")


def color_mask(colors: tuple[str, ...] | list[str]) -> int:
    """The bit mask of colour words (unknown words are ignored)."""
    mask = 0
    for color in colors:
        mask |= COLOR_BITS.get(color, 0)
    return mask


def numeric(value: str | None) -> float | None:
    """A power, toughness or loyalty as a number: ``*`` counts 0, ``1+*`` 1, ``∞`` infinity; None when absent
    or unreadable (``?``)."""
    if value is None:
        return None
    text = value.strip()
    if text in ("*", "X", "x"):
        return 0.0
    if "∞" in text:
        return float("inf")
    found = re.match(r"[+-]?\d+(?:\.\d+)?", text)
    return float(found.group()) if found else None


def format_key(name: str) -> str:
    """A format's name as compared: lower case without spaces, hyphens or underscores (``ice age block``)."""
    return re.sub(r"[\s_-]+", "", name.lower())


@dataclass(frozen=True)
class FaceFacts:
    """The numbers ``pow``/``tou``/``loy`` compare, and the colours ``c:`` compares, of one face."""

    power: float | None
    toughness: float | None
    loyalty: float | None
    colors: int


@dataclass
class CardFacts:
    """Everything ``judge find`` compares for one card."""

    id: str
    name: str
    sort_key: str
    names: list[tuple[str, str]]  #: (language, normalised name), every name and spelling the card is found by
    oracle: str  #: Oracle text of every face without reminder text, lower case, then the ``~`` copy
    full: str  #: the same with reminder text (``fo:``)
    types: str  #: every face's type line, lower case
    flavor: str  #: flavor text in every language, lower case
    mana_value: float
    faces: list[FaceFacts]
    identity: int
    sets: set[str] = field(default_factory=set)  #: set codes (lower case) and normalised set names
    rarities: set[int] = field(default_factory=set)  #: indexes into RARITIES
    legalities: dict[str, str] = field(default_factory=dict)  #: format key -> status
    keywords: set[str] = field(default_factory=set)
    flags: set[str] = field(default_factory=set)  #: what ``is:`` knows of the card
    langs: set[str] = field(default_factory=set)  #: languages the card has a printed name in


def _text_with_self(texts: list[str], names: list[str]) -> str:
    """The lower-cased texts, and after :data:`SELF_SEPARATOR` the same with the card's names as ``~``."""
    text = "\n".join(texts).lower()
    tilde = text
    for name in sorted({n.lower() for n in names if n}, key=len, reverse=True):
        tilde = tilde.replace(name, "~")
    return text if tilde == text else text + SELF_SEPARATOR + tilde


def keywords_in(text: str) -> set[str]:
    """The keyword abilities a face's Oracle text lists: lines whose comma-separated parts each start with one
    (``Flying, vigilance``; ``Cycling {2}``; ``Protection from red``; ``Islandwalk``)."""
    found: set[str] = set()
    for line in _REMINDER.sub("", text).lower().splitlines():
        parts = [part.strip() for part in re.split(r"[,;]", line) if part.strip()]
        here: set[str] = set()
        for part in parts:
            found_keyword = _KEYWORD_START.match(part)
            if found_keyword is not None:
                here.add(found_keyword.group(1))
                continue
            other = _OTHER_WALK_OR_CYCLING.match(part)  # islandwalk, plainscycling…
            if other is None:
                here = set()
                break
            here.update({other.group(1) + other.group(2), "landwalk" if other.group(2) == "walk" else "cycling"})
        found |= here
    if "megamorph" in found:
        found.add("morph")
    return found


def _identity(card: Card) -> int:
    """The colour identity (CR 903.4): the data's, else the faces' colours and mana symbols in their rules
    text outside reminder text."""
    if card.color_identity is not None:
        return color_mask(card.color_identity)
    mask = 0
    for face in card.faces:
        mask |= color_mask(face.color_list)
        for symbol in _SYMBOL.findall(_REMINDER.sub("", face.oracle_text)):
            mask |= color_mask(mana.colors("{" + symbol + "}"))
    return mask


def _flags(card: Card, keywords: set[str], oracle: str) -> set[str]:
    """What ``is:`` knows: the layout words, permanent/spell/vanilla, and the face-down procedures."""
    flags = {card.layout}
    if card.layout in DOUBLE_FACED_LAYOUTS and len(card.faces) > 1:
        flags.add("dfc")
    if card.layout == "modal_dfc":
        flags.add("mdfc")
    if card.layout == "aftermath":
        flags.add("split")
    front = card.front.types
    if any(kind in PERMANENT_TYPES for kind in front):
        flags.add("permanent")
    if front and "land" not in front:
        flags.add("spell")
    if "creature" in front and not any(face.oracle_text.strip() for face in card.faces):
        flags.add("vanilla")
    if "morph" in keywords or any(face.cost("morph") or face.cost("megamorph") for face in card.faces):
        flags.add("morph")
    if "disguise" in keywords or any(face.cost("disguise") for face in card.faces):
        flags.add("disguise")
    for procedure in ("cloak", "manifest"):
        if re.search(rf"\b{procedure}", oracle):
            flags.add(procedure)
    if flags & {"morph", "disguise", "cloak", "manifest"}:
        flags.add("facedown")
    return flags


def card_facts(card: Card) -> CardFacts:
    """Work out :class:`CardFacts` of ``card``."""
    face_names = [card.name, *(face.name for face in card.faces)]
    oracle_texts = [_REMINDER.sub("", face.oracle_text) for face in card.faces]
    oracle = _text_with_self(oracle_texts, face_names)
    keywords: set[str] = set()
    for face in card.faces:
        keywords |= keywords_in(face.oracle_text)
        keywords.update(name for name, _cost in face.costs)
    if card.layout in ("split", "aftermath", "adventure", "flip") or len(card.faces) == 1:
        union = 0
        for face in card.faces:
            union |= color_mask(face.color_list)
        colors = [union] * len(card.faces)
    else:  # a double-faced card is each face's colours
        colors = [color_mask(face.color_list) for face in card.faces]
    named = card_names(card) + [("en", name) for name in face_names]
    named += [("en", p.flavor_name) for p in card.printings if p.flavor_name]
    names = [(lang, key) for lang, name in dict.fromkeys(named) for key in search_keys(name)]
    facts = CardFacts(
        id=card.id, name=card.name, sort_key=normalize(card.name) or card.name.lower(),
        names=list(dict.fromkeys(names)), oracle=oracle,
        full=_text_with_self([face.oracle_text for face in card.faces], face_names),
        types="\n".join(face.type_line for face in card.faces).lower(),
        flavor="\n".join(card.flavor.values()).lower(), mana_value=float(card.mana_value),
        faces=[FaceFacts(numeric(face.power), numeric(face.toughness), numeric(face.loyalty), mask)
               for face, mask in zip(card.faces, colors, strict=True)],
        identity=_identity(card), keywords=keywords, langs=set(card.names),
        legalities={format_key(fmt): status for fmt, status in card.legalities.items()},
    )
    for printing in card.printings:
        if printing.set_code:
            facts.sets.add(printing.set_code.lower())
        if printing.set_name:
            facts.sets.add(normalize(printing.set_name))
        if printing.rarity in RARITIES:
            facts.rarities.add(RARITIES.index(printing.rarity))
    facts.flags = _flags(card, keywords, oracle)
    return facts
