"""Stable ids of imported cards and rulings.

A card's id is the slug of its Oracle name (``Lim-Dûl's Vault`` →
``lim-duls-vault``); names whose slugs collide are told apart
deterministically.  A ruling's id is a hash of its normalised English text,
so the same ruling printed on forty cards is one ruling, and importing the
same data again gives the same ids.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Iterable

from judge_cli.search.normalize import normalize

#: Longest slug kept (Oracle names are under 150 characters; ids stay readable).
MAX_SLUG = 80
#: Hex digits of a ruling id's hash: 48 bits, so 100,000 rulings collide with odds of about 1 in 50,000.
RULING_HASH_DIGITS = 12
#: Letters NFKD does not decompose, spelled the way English-language card sites spell them.
_SPELLED = str.maketrans({"æ": "ae", "œ": "oe", "ø": "o", "ß": "ss", "đ": "d", "ð": "d", "þ": "th",
                          "ł": "l", "ı": "i", "ŋ": "ng"})
_APOSTROPHES = re.compile("['’ʼ`´ʹ′]")
_NOT_SLUG = re.compile(r"[^a-z0-9]+")


def _digest(text: str, digits: int) -> str:
    return hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()[:digits]


def slug(name: str) -> str:
    """The id form of a card name: lower-case ASCII letters, digits and single hyphens.

    Accents are dropped, ``Æ`` becomes ``ae``, apostrophes join their word and
    anything else separates words.  A name with no Latin letter or digit at
    all gets ``card-`` and a hash of the name.
    """
    text = unicodedata.normalize("NFKD", unicodedata.normalize("NFKC", name).casefold()).translate(_SPELLED)
    text = "".join(char for char in text if not unicodedata.combining(char))
    text = _NOT_SLUG.sub("-", _APOSTROPHES.sub("", text)).strip("-")
    if not text:
        return "card-" + _digest(name, 10)
    return text[:MAX_SLUG].rstrip("-")


def card_ids(names: Iterable[str], reserved: dict[str, str] | None = None) -> dict[str, str]:
    """An id for each Oracle name: its slug, told apart when slugs collide.

    ``reserved`` maps names that already have an id (the shipped cards) to it.
    Among names sharing a slug, the smallest name (code-point order) keeps the
    plain slug unless a reserved card holds it; every other one gets the slug
    plus a hash of its own name, which does not depend on the other names.
    """
    reserved = dict(reserved or {})
    by_slug: dict[str, set[str]] = {}
    for name in names:
        if name not in reserved:
            by_slug.setdefault(slug(name), set()).add(name)
    ids = dict(reserved)
    used = set(reserved.values())
    others: list[tuple[str, str]] = []
    for plain, group in sorted(by_slug.items()):
        ordered = sorted(group)
        if plain not in used:
            ids[ordered.pop(0)] = plain
            used.add(plain)
        others.extend((plain, name) for name in ordered)
    # Every plain slug is placed first, so a hashed id can only clash with one by chance; then more digits.
    for plain, name in others:
        for digits in (8, 16, 40):
            candidate = f"{plain[:MAX_SLUG - digits - 1].rstrip('-')}-{_digest(name, digits)}"
            if candidate not in used:
                break
        ids[name] = candidate
        used.add(candidate)
    return ids


def ruling_id(english_text: str) -> str:
    """``r-`` and a hash of the ruling's normalised English text (case, punctuation and spacing ignored)."""
    return "r-" + _digest(normalize(english_text), RULING_HASH_DIGITS)
