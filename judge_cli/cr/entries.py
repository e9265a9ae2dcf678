"""An edition's index of titles and glossary terms, rules found by title, and where an entry sends the reader next
(the rules and glossary entries it cites, the subrule that defines what was typed, the nearest names after a miss).

``judge_cli.cr.lookup`` finds entries with these; other modules resolve rules by name per edition through
:func:`find_rule_by_title` and :func:`resolve_number` (re-exported there): cloak is 701.56 in the 2024
editions and 701.58 in 2026, and citations follow whichever is loaded.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from judge_cli.cr.links import glossary_keys, glossary_links, rule_references
from judge_cli.cr.model import Edition, Rule, sort_key
from judge_cli.errors import NotFoundError, UsageError
from judge_cli.i18n import _

#: Minimum rapidfuzz ``WRatio`` for a name to be suggested after a miss.
NEAREST_CUTOFF = 60
_MAX_SEE = 8
#: Glossary "See …" links are followed this many steps (APNAP Order -> Active Player, Nonactive Player Order).
_LINK_DEPTH = 2
_MAX_LINKS = 4


@dataclass
class TitleIndex:
    """Normalised titles and glossary terms of one edition."""

    titles: dict[str, list[str]]  #: normalised title -> rule numbers in document order
    glossary: dict[str, str]  #: normalised term (also without "(Obsolete)") -> term as printed


def title_index(edition: Edition) -> TitleIndex:
    """Build (once per edition object) the normalised title and term index."""
    cached = getattr(edition, "_lookup_index", None)
    if isinstance(cached, TitleIndex):
        return cached
    from judge_cli.search.normalize import normalize

    titles: dict[str, list[str]] = {}
    for number, rule in edition.rules.items():
        if rule.title:
            titles.setdefault(normalize(rule.title), []).append(number)
    index = TitleIndex(titles, glossary_keys(edition.glossary))
    edition._lookup_index = index  # type: ignore[attr-defined]  # a cache on the object, not global state
    return index


def find_rule_by_title(edition: Edition, title: str, *, under: str | None = None) -> Rule | None:
    """The rule titled ``title`` (case, hyphens and accents ignored), or None.

    With ``under`` (a rule number), only rules below it count: ``Exile`` is
    both chapter 406 (the zone) and rule 701.13 (the keyword action).
    """
    from judge_cli.search.normalize import normalize

    for number in _titled(edition, normalize(title)):
        if under is None or _is_below(edition, number, under):
            return edition.rules[number]
    return None


def _titled(edition: Edition, key: str) -> list[str]:
    """Numbers of the rules titled ``key`` (normal form), in document order; an edition read from the store as
    it is used (:class:`~judge_cli.cr.storedb.StoredRules`) asks the store's title index instead of reading
    every rule."""
    titled = getattr(edition.rules, "titled", None)
    if titled is not None and key:
        found: list[str] = titled(key)
        return found
    return title_index(edition).titles.get(key, [])


def _is_below(edition: Edition, number: str, ancestor: str) -> bool:
    parent = edition.rules[number].parent
    while parent is not None:
        if parent == ancestor:
            return True
        parent = edition.rules[parent].parent
    return False


def find_by_path(edition: Edition, title_path: str) -> Rule | None:
    """The rule named by ``/``-separated titles, each below the previous one (``Keyword Actions/Cloak``).

    A title that holds a slash itself ("Power/Toughness") is found whole first.
    """
    whole = find_rule_by_title(edition, title_path)
    if whole is not None:
        return whole
    rule: Rule | None = None
    for title in (part.strip() for part in title_path.split("/")):
        rule = find_rule_by_title(edition, title, under=rule.number if rule else None)
        if rule is None:
            return None
    return rule


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


def with_defining(edition: Edition, key: str, cited: list[str]) -> list[str]:
    """``cited`` with, after the rule it belongs to, the first subrule of a cited rule that puts what was typed in
    quotes where the rules define it ("phased out": 702.26b, 'its status changes to “phased out.”')."""
    from judge_cli.search.normalize import normalize

    for at, number in enumerate(cited):
        for child in edition.rules[number].children:
            quoted = re.findall(r"“([^”]{1,40})”", edition.rules[child].text)
            if child not in cited and any(normalize(phrase) == key for phrase in quoted):
                return [*cited[:at + 1], child, *cited[at + 1:]]
    return cited


def follow_links(edition: Edition, definition: str, seen: set[str]) -> list[tuple[str, str]]:
    """The glossary entries a definition sends the reader to, and theirs, a few steps deep."""
    keys = title_index(edition).glossary
    found: list[tuple[str, str]] = []
    frontier = [definition]
    for _step in range(_LINK_DEPTH):
        following: list[str] = []
        for text in frontier:
            for term in glossary_links(text, keys):
                if term not in seen and len(found) < _MAX_LINKS:
                    seen.add(term)
                    found.append((term, edition.glossary[term]))
                    following.append(edition.glossary[term])
        frontier = following
    return found


def cited_in(edition: Edition, text: str, exclude: str = "") -> list[str]:
    """The rule numbers ``text`` cites that the edition has, but ``exclude``."""
    return [n for n in rule_references(text) if n in edition.rules and n != exclude]


def titles_starting(edition: Edition, key: str) -> list[str]:
    """Rules whose title begins with ``key`` (``face down`` -> 708 Face-Down Spells and Permanents)."""
    return [n for name, numbers in title_index(edition).titles.items() if name.startswith(key + " ") for n in numbers]


def dedupe(numbers: list[str]) -> list[str]:
    """``numbers`` each once, in order, at most a few (the rules offered to read next)."""
    return list(dict.fromkeys(numbers))[:_MAX_SEE]


def nearby_numbers(edition: Edition, number: str) -> list[str]:
    """Numbers next to a missing one: its parent and the last children there."""
    from judge_cli.cr.model import parent_number

    parent = parent_number(number)
    while parent is not None and parent not in edition.rules:
        parent = parent_number(parent)
    if parent is None:
        return [n for n in edition.rules if len(n) == 1]
    children = sorted(edition.rules[parent].children, key=sort_key)
    return [parent] + children[-3:]


def nearest_names(edition: Edition, key: str) -> list[str]:
    from rapidfuzz import fuzz, process

    index = title_index(edition)
    names = {name: edition.rules[numbers[0]].title for name, numbers in index.titles.items()}
    names.update({name: term for name, term in index.glossary.items()})
    found = process.extract(key, list(names), scorer=fuzz.WRatio, limit=5, score_cutoff=NEAREST_CUTOFF)
    return list(dict.fromkeys(names[name] for name, _score, _i in found))
