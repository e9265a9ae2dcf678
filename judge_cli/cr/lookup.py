"""Find a Comprehensive Rules entry: by number, title, glossary term, translated term, slang, or fuzzily.

The order: a rule number; an exact title or glossary term (English, or an
official term of another language from ``terms.yaml``); judge slang
(``cr-slang.yaml``: ETB, "layer 7b", "der Stapel"); then — unless the query
is only stopwords ("the") — titles holding the query's words, and last a
typo-tolerant match, which says it is a guess ("Cloak — a guess (you typed: clok)").

Also the small API other modules use to resolve rules by name per edition
(:func:`find_rule_by_title`, :func:`resolve_number`): cloak is 701.56 in the
2024 editions and 701.58 in 2026, and citations follow whichever is loaded.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from judge_cli.cr.forms import action_nouns, zone_title
from judge_cli.cr.links import glossary_keys, glossary_links, rule_references
from judge_cli.cr.model import Edition, Rule, normalise_number, skipped_letter, sort_key
from judge_cli.errors import NotFoundError, UsageError
from judge_cli.i18n import _

if TYPE_CHECKING:  # pragma: no cover - typing only
    from judge_cli.cr.slang import Slang, SlangHit
    from judge_cli.cr.terms import Vocabulary

#: Minimum rapidfuzz ``ratio`` (0-100) for a typo'd title or term to count as found.
FUZZY_CUTOFF = 75
#: Minimum rapidfuzz ``WRatio`` for a name to be suggested after a miss.
NEAREST_CUTOFF = 60
_MAX_SEE = 8
#: Glossary "See …" links are followed this many steps (APNAP Order -> Active Player, Nonactive Player Order).
_LINK_DEPTH = 2
#: A word shorter than this is not looked for inside another language's terms.
MIN_HELD_WORD = 5
_MAX_LINKS = 4


@dataclass
class CrMatch:
    """What a query found: a rule, or a glossary entry, and where to read next."""

    query: str
    how: str  #: number | title | glossary | slang | words | ability-word | fuzzy
    rule: Rule | None = None
    term: str | None = None  #: glossary term shown with the rule (or alone)
    definition: str | None = None
    see: list[str] = field(default_factory=list)  #: other rule numbers worth reading
    translated: tuple[str, str, str] | None = None  #: (typed term, its language, English term)
    matched: str = ""  #: the title, term or phrase a words, fuzzy or slang match stands for
    slang: SlangHit | None = None
    links: list[tuple[str, str]] = field(default_factory=list)  #: glossary entries the definition sends to
    #: (typed term, its language, English term): the other reading of a word that is an English entry and another
    #: language's official term for something else (French "Initiative" is first strike), shown beside it
    also: tuple[str, str, str] | None = None


@dataclass
class _Index:
    """Normalised titles and glossary terms of one edition."""

    titles: dict[str, list[str]]  #: normalised title -> rule numbers in document order
    glossary: dict[str, str]  #: normalised term (also without "(Obsolete)") -> term as printed


def _index(edition: Edition) -> _Index:
    """Build (once per edition object) the normalised title and term index."""
    cached = getattr(edition, "_lookup_index", None)
    if isinstance(cached, _Index):
        return cached
    from judge_cli.search.normalize import normalize

    titles: dict[str, list[str]] = {}
    for number, rule in edition.rules.items():
        if rule.title:
            titles.setdefault(normalize(rule.title), []).append(number)
    index = _Index(titles, glossary_keys(edition.glossary))
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
    return _index(edition).titles.get(key, [])


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


def lookup(edition: Edition, query: str, vocabulary: Vocabulary | None = None, slang: Slang | None = None) -> CrMatch:
    """Find ``query`` in ``edition`` (see the module's docstring for the order of the searches)."""
    number = normalise_number(query)
    if number is not None:
        return CrMatch(query, "number", rule=_numbered(edition, number))
    from judge_cli.search.normalize import normalize_query

    key = normalize_query(query)
    translated = None
    known = vocabulary.english(key) if vocabulary else None
    other = None
    if known is not None and known[1] != "en" and _exact(edition, query, key) is not None:
        # An English title or term first: "Initiative" is the initiative; French first strike is shown beside it.
        other, known = known, None
    if known is not None and known[1] != "en":
        translated = (query.strip(), known[1], known[0])
    english = normalize_query(known[0]) if known else key
    match = _exact(edition, query, english) or _slang(edition, query, key, slang)
    if match is None and slang is not None and slang.only_stopwords(key):
        raise NotFoundError(_("{query!r} is only common words; nothing in the Comprehensive Rules matches it "
                              "by them alone").format(query=query.strip()))
    match = match or _ability_word(edition, query, key) or _words(edition, query, english) \
        or _zone(edition, query, english) \
        or _term_holding(edition, query, key, vocabulary) \
        or _with_parameter(edition, query, key, vocabulary) or _fuzzy(edition, query, key, vocabulary, slang)
    if match is None:
        raise NotFoundError(_("nothing in the Comprehensive Rules of {edition} matches {query!r}").format(
            edition=edition.key, query=query), nearest=_nearest_names(edition, key))
    if translated is not None and match.translated is None:
        match.translated = translated
    if other is not None:
        _add_other_reading(edition, match, query, other)
    match.links = _follow(edition, match.definition or "", {match.term or ""})
    if match.links:  # "See Active Player, Nonactive Player Order": the rules that entry cites are worth reading
        shown = match.rule.number if match.rule else ""
        match.see = _dedupe(match.see + [n for _term, text in match.links for n in _references(edition, text, shown)])
    return match


def _add_other_reading(edition: Edition, match: CrMatch, query: str, other: tuple[str, str]) -> None:
    """Offer the entry ``query`` names as another language's official term (``other``: its English term and
    language) beside the English entry found, first among the rules to read."""
    from judge_cli.search.normalize import normalize_query

    theirs = _exact(edition, query, normalize_query(other[0]))
    if theirs is None:
        return
    match.also = (query.strip(), other[1], other[0])
    first = [theirs.rule.number] if theirs.rule is not None else theirs.see[:1]
    match.see = _dedupe(first + [number for number in match.see if number not in first])


def _numbered(edition: Edition, number: str) -> Rule:
    rule = edition.rules.get(number)
    if rule is not None:
        return rule
    if skipped_letter(number):
        # No subrule ends in l or o: "707.1O" is 707.10 typed with the letter O, when there is such a rule.
        digit = edition.rules.get(number[:-1] + {"l": "1", "o": "0"}[number[-1]])
        if digit is not None:
            return digit
        raise NotFoundError(_("no rule {number} in the Comprehensive Rules of {edition}: subrule letters "
                              "skip l and o").format(number=number, edition=edition.key),
                            nearest=_nearby_numbers(edition, number))
    raise NotFoundError(_("no rule {number} in the Comprehensive Rules of {edition}").format(
        number=number, edition=edition.key), nearest=_nearby_numbers(edition, number))


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
        return CrMatch(query, how, rule=rule, term=term, definition=definition, see=_dedupe(see),
                       matched=rule.title)
    see = _references(edition, definition or "") + _titles_starting(edition, key)
    return CrMatch(query, "glossary" if how == "title" else how, term=term, definition=definition,
                   see=_dedupe(see), matched=term or "")


def _slang(edition: Edition, query: str, key: str, slang: Slang | None) -> CrMatch | None:
    """The entry judge slang stands for (None when ``key`` is not slang)."""
    hit = slang.find(query, key) if slang is not None else None
    if hit is None:
        return None
    match = _slang_target(edition, query, hit)
    if match is None:
        raise NotFoundError(_("{typed!r} is judge slang for '{means}', which the Comprehensive Rules of "
                              "{edition} do not define").format(typed=hit.typed, means=hit.means,
                                                                edition=edition.key))
    match.how = "slang"
    match.slang = hit
    return match


def _slang_target(edition: Edition, query: str, hit: SlangHit) -> CrMatch | None:
    from judge_cli.search.normalize import normalize

    for kind, value in hit.targets():
        if kind == "glossary" and normalize(value) in _index(edition).glossary:
            return _exact(edition, query, normalize(value), how="slang")
        if kind == "title":
            rule = find_by_path(edition, value)
            if rule is not None:
                return _exact(edition, query, normalize(rule.title), how="slang") if "/" not in value else \
                    CrMatch(query, "slang", rule=rule, matched=rule.title)
        if kind == "text":
            wanted = _plain(value)
            rule = next((r for r in edition.rules.values() if _plain(r.text).startswith(wanted)), None)
            if rule is not None:
                return CrMatch(query, "slang", rule=rule, matched=rule.number)
        if kind == "contains":
            wanted = _plain(value)
            rule = next((r for r in edition.rules.values() if wanted in _plain(r.text)), None)
            if rule is not None:
                return CrMatch(query, "slang", rule=rule, matched=rule.number)
        if kind == "rule" and normalise_number(value) in edition.rules:
            return CrMatch(query, "slang", rule=edition.rules[normalise_number(value) or ""], matched=value)
    return None


def _plain(text: str) -> str:
    return " ".join(text.replace("\u2019", "'").split()).casefold()


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


def _ability_word(edition: Edition, query: str, key: str) -> CrMatch | None:
    """The rule listing the ability words, when ``key`` is one ("landfall", "hellbent"): they have no rules of
    their own, and a guess at a keyword with similar letters (Landwalk) would be wrong."""
    from judge_cli.cr.abilitywords import ability_words

    number, words = ability_words(edition)
    if key not in words:
        return None
    return CrMatch(query, "ability-word", rule=edition.rules[number], matched=query.strip())


def _zone(edition: Edition, query: str, key: str) -> CrMatch | None:
    """The zone ``key`` names with the word "zone" ("command zone": 408 Command), or None."""
    title = zone_title(key, _index(edition).titles)
    match = _exact(edition, query, title, how="words") if title else None
    if match is not None:
        match.how = "words"
    return match


def _term_holding(edition: Edition, query: str, key: str, vocabulary: Vocabulary | None) -> CrMatch | None:
    """The CR entry of the one official term in another language that holds ``key`` as a whole word: German
    prints trample "Verursacht Trampelschaden", and a judge types "Trampelschaden"."""
    if vocabulary is None or " " in key or len(key) < MIN_HELD_WORD:
        return None
    held = {english: (term, lang) for term, (english, lang) in vocabulary.terms.items()
            if lang != "en" and key in term.split() and term != key}
    if len(held) != 1:
        return None
    from judge_cli.search.normalize import normalize_query

    english, (term, lang) = next(iter(held.items()))
    match = _exact(edition, query, normalize_query(english)) or _words(edition, query, normalize_query(english))
    if match is not None:
        match.how = "words"
        match.translated = (query.strip(), lang, english)
    return match


#: What may follow a keyword's name in a query: its parameter ("protection from red", "ward 2", "equip {1}").
_PARAMETER = re.compile(r"^(?:from|against|von|vor|de|contre|contra|da|\d+|x|\{.*)\b", re.IGNORECASE)


def _with_parameter(edition: Edition, query: str, key: str, vocabulary: Vocabulary | None) -> CrMatch | None:
    """A keyword ability (702) typed with its parameter: the longest start of ``key`` that names one,
    when what follows is a parameter (see :data:`_PARAMETER`)."""
    words = key.split()
    raw_tail = query.strip().split()
    from judge_cli.search.normalize import normalize_query

    for cut in range(len(words) - 1, 0, -1):
        head, tail = " ".join(words[:cut]), raw_tail[cut:] if len(raw_tail) == len(words) else words[cut:]
        if not tail or not _PARAMETER.match(tail[0]):
            continue
        known = vocabulary.english(head) if vocabulary else None
        english = normalize_query(known[0]) if known else head
        match = _exact(edition, query, english)
        if match is not None and match.rule is not None and match.rule.number.startswith("702."):
            match.how = "words"
            if known is not None and known[1] != "en":
                match.translated = (" ".join(raw_tail[:cut]), known[1], known[0])
            return match
    return None


def _word_left_out(key: str, name: str) -> bool:
    """Whether the guess ``name`` leaves out a word of the Latin query ``key`` that is no typo of one of its
    words: "commander damage" is not Commander Draft, though the letters are close."""
    from judge_cli.search.scoring import word_found

    words = key.split()
    if len(words) < 2 or not key.isascii():
        return False
    return any(len(word) >= MIN_HELD_WORD - 1 and not word_found(word, name) for word in words)


def _fuzzy(edition: Edition, query: str, key: str, vocabulary: Vocabulary | None,
           slang: Slang | None) -> CrMatch | None:
    from rapidfuzz import fuzz, process

    index = _index(edition)
    phrases = [phrase for phrase in (slang.phrases if slang else {}) if len(phrase) >= 4]
    nouns = action_nouns(index.titles)  # "regenration" is a typo of the noun, closer to it than to the verb
    from judge_cli.cr.abilitywords import ability_words

    number, words = ability_words(edition)
    choices = list(index.titles) + list(index.glossary) + (list(vocabulary.terms) if vocabulary else []) + phrases
    choices += [word for word in words if word not in index.titles and word not in index.glossary]
    best = process.extractOne(key, choices + list(nouns), scorer=fuzz.ratio, score_cutoff=FUZZY_CUTOFF)
    if best is None or _word_left_out(key, best[0]):
        return None
    name = nouns.get(best[0], best[0])
    translated = None
    if name in words and name not in index.titles and name not in index.glossary:  # "landfal": an ability word
        return CrMatch(query, "fuzzy", rule=edition.rules[number], matched=name)
    if name not in index.titles and name not in index.glossary and slang is not None and name in slang.phrases:
        match = _slang(edition, query, name, slang)
        if match is not None:
            match.how = "fuzzy"
        return match
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


def _follow(edition: Edition, definition: str, seen: set[str]) -> list[tuple[str, str]]:
    """The glossary entries a definition sends the reader to, and theirs, a few steps deep."""
    keys = _index(edition).glossary
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


def _references(edition: Edition, text: str, exclude: str = "") -> list[str]:
    return [n for n in rule_references(text) if n in edition.rules and n != exclude]


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
    return list(dict.fromkeys(names[name] for name, _score, _i in found))
