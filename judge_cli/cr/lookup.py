"""Find a Comprehensive Rules entry: by number, title, glossary term, translated term, or fuzzily.

Also the small API other modules use to resolve rules by name per edition
(:func:`find_rule_by_title`, :func:`resolve_number`): cloak is 701.56 in the
2024 editions and 701.58 in 2026, and citations follow whichever is loaded.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from judge_cli.cr.model import Edition, Rule, normalise_number, sort_key
from judge_cli.cr.terms import Vocabulary
from judge_cli.errors import NotFoundError, UsageError
from judge_cli.i18n import _

#: Minimum rapidfuzz ``ratio`` (0-100) for a typo'd title or term to count as found.
FUZZY_CUTOFF = 75
#: Minimum rapidfuzz ``WRatio`` for a name to be suggested after a miss.
NEAREST_CUTOFF = 60
#: Rule numbers inside glossary definitions ("See rule 701.58, …").
_REFERENCE = re.compile(r"\b(\d{3}(?:\.\d+[a-z]*)?)\b")
_MAX_SEE = 8


@dataclass
class CrMatch:
    """What a query found: a rule, or a glossary entry, and where to read next."""

    query: str
    how: str  #: number | title | glossary | words | fuzzy
    rule: Rule | None = None
    term: str | None = None  #: glossary term shown with the rule (or alone)
    definition: str | None = None
    see: list[str] = field(default_factory=list)  #: other rule numbers worth reading
    translated: tuple[str, str, str] | None = None  #: (typed term, its language, English term)


@dataclass
class _Index:
    """Normalised titles and glossary terms of one edition."""

    titles: dict[str, list[str]]  #: normalised title -> rule numbers in document order
    glossary: dict[str, str]  #: normalised term -> term as printed


def _index(edition: Edition) -> _Index:
    """Build (once per edition object) the normalised title and term index."""
    cached = getattr(edition, "_lookup_index", None)
    if cached is not None:
        return cached
    from judge_cli.search.normalize import normalize

    titles: dict[str, list[str]] = {}
    for number, rule in edition.rules.items():
        if rule.title:
            titles.setdefault(normalize(rule.title), []).append(number)
    index = _Index(titles, {normalize(term): term for term in edition.glossary})
    edition._lookup_index = index  # type: ignore[attr-defined]  # a cache on the object, not global state
    return index


def find_rule_by_title(edition: Edition, title: str, *, under: str | None = None) -> Rule | None:
    """The rule titled ``title`` (case, hyphens and accents ignored), or None.

    With ``under`` (a rule number), only rules below it count: ``Exile`` is
    both chapter 406 (the zone) and rule 701.13 (the keyword action).
    """
    from judge_cli.search.normalize import normalize

    for number in _index(edition).titles.get(normalize(title), []):
        if under is None or _is_below(edition, number, under):
            return edition.rules[number]
    return None


def _is_below(edition: Edition, number: str, ancestor: str) -> bool:
    parent = edition.rules[number].parent
    while parent is not None:
        if parent == ancestor:
            return True
        parent = edition.rules[parent].parent
    return False


def resolve_number(edition: Edition, title_path: str, subrule: str = "") -> str:
    """The number of a rule named by titles in this edition: ``"Keyword Actions/Cloak"``, ``"b"``
    -> ``"701.58b"`` in the 2026 edition, ``"701.56b"`` in 2024.

    Each ``/``-separated title is looked for below the previous one.  Raises
    :class:`NotFoundError` when a title or the subrule is not in the edition.
    """
    number: str | None = None
    for title in (part.strip() for part in title_path.split("/")):
        rule = find_rule_by_title(edition, title, under=number)
        if rule is None:
            raise NotFoundError(_("no rule titled {title!r} in the Comprehensive Rules of {edition}").format(
                title=title, edition=edition.key))
        number = rule.number
    if number is None:  # pragma: no cover - str.split always yields one part
        raise UsageError(_("empty rule title"))
    wanted = f"{number}{subrule.strip().lower()}"
    if wanted not in edition.rules:
        raise NotFoundError(_("no rule {number} in the Comprehensive Rules of {edition}").format(
            number=wanted, edition=edition.key))
    return wanted


def lookup(edition: Edition, query: str, vocabulary: Vocabulary | None = None) -> CrMatch:
    """Find ``query`` in ``edition``: a rule number, a title or glossary term (English
    or an official term of another language), a word of a title, or a typo of one."""
    from judge_cli.search.normalize import normalize_query

    number = normalise_number(query)
    if number is not None:
        rule = edition.rules.get(number)
        if rule is None:
            raise NotFoundError(_("no rule {number} in the Comprehensive Rules of {edition}").format(
                number=number, edition=edition.key), nearest=_nearby_numbers(edition, number))
        return CrMatch(query, "number", rule=rule)
    key = normalize_query(query)
    translated = None
    known = vocabulary.english(key) if vocabulary else None
    if known is not None and known[1] != "en":
        translated = (query.strip(), known[1], known[0])
    english = normalize_query(known[0]) if known else key
    match = _exact(edition, query, english) or _words(edition, query, english) or _fuzzy(edition, query, key, vocabulary)
    if match is None:
        raise NotFoundError(_("nothing in the Comprehensive Rules of {edition} matches {query!r}").format(
            edition=edition.key, query=query), nearest=_nearest_names(edition, key))
    if translated is not None and match.translated is None:
        match.translated = translated
    return match


def _exact(edition: Edition, query: str, key: str, how: str = "title") -> CrMatch | None:
    index = _index(edition)
    numbers = index.titles.get(key, [])
    term = index.glossary.get(key)
    if not numbers and term is None:
        return None
    definition = edition.glossary.get(term) if term else None
    if numbers:
        rule = edition.rules[numbers[0]]
        see = numbers[1:] + _references(edition, definition or "", exclude=rule.number)
        return CrMatch(query, how, rule=rule, term=term, definition=definition, see=_dedupe(see))
    see = _references(edition, definition or "") + _titles_starting(edition, key)
    return CrMatch(query, "glossary" if how == "title" else how, term=term, definition=definition,
                   see=_dedupe(see))


def _words(edition: Edition, query: str, key: str) -> CrMatch | None:
    """Titles and terms that contain ``key`` as whole words; the shortest wins."""
    pattern = re.compile(rf"(?:^| ){re.escape(key)}(?: |$)")
    index = _index(edition)
    names = sorted({name for name in list(index.titles) + list(index.glossary) if pattern.search(name)}, key=len)
    if not names:
        return None
    match = _exact(edition, query, names[0], how="words")
    if match is not None:
        shown = match.rule.number if match.rule else ""
        others = [n for name in names[1:] for n in index.titles.get(name, []) if n != shown]
        match.see = _dedupe([n for n in match.see if n != shown] + others)
    return match


def _fuzzy(edition: Edition, query: str, key: str, vocabulary: Vocabulary | None) -> CrMatch | None:
    from rapidfuzz import fuzz, process

    index = _index(edition)
    choices = list(index.titles) + list(index.glossary) + (list(vocabulary.terms) if vocabulary else [])
    best = process.extractOne(key, choices, scorer=fuzz.ratio, score_cutoff=FUZZY_CUTOFF)
    if best is None:
        return None
    name = best[0]
    translated = None
    if vocabulary and name in vocabulary.terms:
        english, lang = vocabulary.terms[name]
        if lang != "en":
            translated = (name, lang, english)
        from judge_cli.search.normalize import normalize

        name = normalize(english)
    match = _exact(edition, query, name, how="fuzzy") or _words(edition, query, name)
    if match is not None:
        match.how = "fuzzy"
        match.translated = translated
    return match


def _references(edition: Edition, text: str, exclude: str = "") -> list[str]:
    return [n for n in _REFERENCE.findall(text) if n in edition.rules and n != exclude]


def _titles_starting(edition: Edition, key: str) -> list[str]:
    """Rules whose title begins with ``key`` (``face down`` -> 708 Face-Down Spells and Permanents)."""
    return [n for name, numbers in _index(edition).titles.items() if name.startswith(key + " ") for n in numbers]


def _dedupe(numbers: list[str]) -> list[str]:
    return list(dict.fromkeys(numbers))[:_MAX_SEE]


def _nearby_numbers(edition: Edition, number: str) -> list[str]:
    """Numbers next to a missing one: its parent and the last children there."""
    from judge_cli.cr.model import parent_number

    parent = parent_number(number)
    while parent is not None and parent not in edition.rules:
        parent = parent_number(parent)
    if parent is None:
        return [n for n in edition.rules if len(n) == 1]
    children = sorted(edition.rules[parent].children, key=sort_key)
    return [parent] + children[-3:]


def _nearest_names(edition: Edition, key: str) -> list[str]:
    from rapidfuzz import fuzz, process

    index = _index(edition)
    names = {name: edition.rules[numbers[0]].title for name, numbers in index.titles.items()}
    names.update({name: term for name, term in index.glossary.items()})
    found = process.extract(key, list(names), scorer=fuzz.WRatio, limit=5, score_cutoff=NEAREST_CUTOFF)
    return [names[name] for name, _score, _i in found]


def to_json(match: CrMatch, edition: Edition) -> dict[str, Any]:
    """The ``--json`` form: ``{"rule", "title", "text", "subrules", "examples", "edition", …}``."""
    rule = match.rule
    if rule is None:
        payload: dict[str, Any] = {"rule": None, "title": match.term, "text": match.definition or "",
                                   "subrules": [], "examples": []}
    else:
        payload = _rule_json(edition, rule, depth=1 if rule.kind == "section" else -1)
        if match.term:
            payload["glossary"] = {"term": match.term, "text": match.definition}
    payload["edition"] = edition.key
    payload["match"] = match.how
    payload["see"] = [{"rule": n, "title": edition.rules[n].heading} for n in match.see]
    if match.translated:
        typed, lang, english = match.translated
        payload["translated"] = {"term": typed, "lang": lang, "en": english}
    return payload


def _rule_json(edition: Edition, rule: Rule, depth: int) -> dict[str, Any]:
    """A rule with its subrules, ``depth`` levels down (-1: all)."""
    children = rule.children if depth != 0 else []
    return {
        "rule": rule.number,
        "title": rule.title or None,
        "text": rule.text,
        "examples": list(rule.examples),
        "subrules": [_rule_json(edition, edition.rules[n], depth - 1) for n in children],
    }
