"""Evaluate a query tree against cards in memory (the shipped corpus; any corpus without search tables)."""

from __future__ import annotations

from collections.abc import Callable

from judge_cli.find.facts import CardFacts, FaceFacts
from judge_cli.find.query import All, Any_, Node, Not, Term
from judge_cli.find.terms import MULTICOLOR
from judge_cli.search.normalize import normalize

_COMPARE: dict[str, Callable[[float, float], bool]] = {
    "=": lambda a, b: a == b, "!=": lambda a, b: a != b, "<": lambda a, b: a < b, ">": lambda a, b: a > b,
    "<=": lambda a, b: a <= b, ">=": lambda a, b: a >= b,
}


def compare_masks(op: str, have: int, want: int) -> bool:
    """Colour sets compared as sets: ``>=`` superset, ``<=`` subset, ``=`` equal, ``>``/``<`` strict."""
    if op == "=":
        return have == want
    if op == "!=":
        return have != want
    if op == ">=":
        return have & want == want
    if op == "<=":
        return have & ~want == 0
    if op == ">":
        return have & want == want and have != want
    return have & ~want == 0 and have != want  # "<"


def _face_number(face: FaceFacts, facts: CardFacts, field: str) -> float | None:
    if field == "mv":
        return facts.mana_value
    return {"pow": face.power, "tou": face.toughness, "loy": face.loyalty}[field]


def _numeric(term: Term, facts: CardFacts) -> bool:
    value = term.value
    if term.keyword == "mv":
        if value in ("even", "odd"):
            return facts.mana_value.is_integer() and int(facts.mana_value) % 2 == (value == "odd")
        other = facts.mana_value if not isinstance(value, tuple) else None
        if isinstance(value, tuple):  # mv compared with a face's number: any face
            return any((b := _face_number(face, facts, value[1])) is not None
                       and _COMPARE[term.op](facts.mana_value, b) for face in facts.faces)
        return _COMPARE[term.op](other, float(value))  # type: ignore[arg-type]
    for face in facts.faces:
        have = _face_number(face, facts, term.keyword)
        want = _face_number(face, facts, value[1]) if isinstance(value, tuple) else value
        if have is not None and want is not None and _COMPARE[term.op](have, want):  # type: ignore[arg-type]
            return True
    return False


def name_key(value: str) -> str:
    """A typed name fragment as compared with the normalised names."""
    return normalize(value)


def matches(node: Node, facts: CardFacts, lang: str | None = None) -> bool:
    """Does the card described by ``facts`` satisfy ``node``?  ``lang``: bare words match names in it only."""
    if isinstance(node, All):
        return all(matches(item, facts, lang) for item in node.items)
    if isinstance(node, Any_):
        return any(matches(item, facts, lang) for item in node.items)
    if isinstance(node, Not):
        return not matches(node.item, facts, lang)
    return _term(node, facts, lang)


def _term(term: Term, facts: CardFacts, lang: str | None) -> bool:
    keyword, value = term.keyword, term.value
    if keyword == "name":
        key = name_key(str(value))
        return bool(key) and any(key in name for name_lang, name in facts.names if lang is None or name_lang == lang)
    if keyword == "exact":
        key = name_key(str(value))
        return any(key == name for _lang, name in facts.names)
    if keyword in ("oracle", "full", "flavor", "type"):
        text = {"oracle": facts.oracle, "full": facts.full, "flavor": facts.flavor, "type": facts.types}[keyword]
        return str(value).lower() in text
    if keyword in ("color", "identity"):
        masks = [face.colors for face in facts.faces] if keyword == "color" else [facts.identity]
        if value == MULTICOLOR:
            multi = any(mask.bit_count() >= 2 for mask in masks)
            return multi if term.op == "=" else not multi
        return any(compare_masks(term.op, mask, int(value)) for mask in masks)  # type: ignore[call-overload]
    if keyword in ("mv", "pow", "tou", "loy"):
        return _numeric(term, facts)
    if keyword == "rarity":
        return any(_COMPARE[term.op](rank, value) for rank in facts.rarities)  # type: ignore[arg-type]
    if keyword == "set":
        return str(value) in facts.sets or normalize(str(value)) in facts.sets
    if keyword == "legal":
        return facts.legalities.get(str(value)) in ("legal", "restricted")
    if keyword in ("banned", "restricted"):
        return facts.legalities.get(str(value)) == keyword
    if keyword == "keyword":
        return str(value) in facts.keywords
    if keyword == "is":
        return str(value) in facts.flags
    if keyword == "lang":
        return str(value) in facts.langs
    raise AssertionError(f"unknown keyword {keyword}")  # read_term accepts no other
