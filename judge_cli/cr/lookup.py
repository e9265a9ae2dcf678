"""Find a Comprehensive Rules entry: by number, title, glossary term, translated term, slang, or fuzzily.

The order: a rule number; an exact title or glossary term (English, or an
official term of another language from ``terms.yaml``); judge slang
(``cr-slang.yaml``: ETB, "layer 7b", "der Stapel"); then — unless the query
is only stopwords ("the") — titles holding the query's words, and last a
typo-tolerant match, which says it is a guess ("Cloak — a guess (you typed: clok)").

Also the small API other modules use to resolve rules by name per edition
(:func:`find_rule_by_title`, :func:`resolve_number`, from ``judge_cli.cr.entries``): cloak is 701.56 in the
2024 editions and 701.58 in 2026, and citations follow whichever is loaded.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from judge_cli.cr.entries import (  # noqa: F401 - find_by_path, find_rule_by_title, resolve_number: the API here
    cited_in,
    dedupe,
    find_by_path,
    find_rule_by_title,
    follow_links,
    nearby_numbers,
    nearest_names,
    resolve_number,
    title_index,
    titles_starting,
    with_defining,
)
from judge_cli.cr.forms import action_nouns, zone_title
from judge_cli.cr.model import Edition, Rule, normalise_number, skipped_letter
from judge_cli.errors import NotFoundError
from judge_cli.i18n import _

if TYPE_CHECKING:  # pragma: no cover - typing only
    from judge_cli.cr.slang import Slang, SlangHit
    from judge_cli.cr.terms import Vocabulary

#: Minimum rapidfuzz ``ratio`` (0-100) for a typo'd title or term to count as found.
FUZZY_CUTOFF = 75
#: A word shorter than this is not looked for inside another language's terms.
MIN_HELD_WORD = 5


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
    if known is not None and normalize_query(known[0]) == key:
        known = None  # German prints megamorph "Megamorph": the English word, nothing to translate
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
    match = match or _shorter(edition, query, key, vocabulary, slang)
    if match is None:
        raise NotFoundError(_("nothing in the Comprehensive Rules of {edition} matches {query!r}").format(
            edition=edition.key, query=query), nearest=nearest_names(edition, key))
    if translated is not None and match.translated is None:
        match.translated = translated
    if other is not None:
        _add_other_reading(edition, match, query, other)
    match.links = follow_links(edition, match.definition or "", {match.term or ""})
    if match.links:  # "See Active Player, Nonactive Player Order": the rules that entry cites are worth reading
        shown = match.rule.number if match.rule else ""
        match.see = dedupe(match.see + [n for _term, text in match.links for n in cited_in(edition, text, shown)])
    return match


#: What a judge types after the entry they mean: "fizzled spell", "face down creature", "leaves the battlefield
#: trigger", "copy a permanent", "turn face up special action" (English; compared in normal form).
_HEAD_NOUN = re.compile(r"^(?P<entry>.+?)(?: (?:a|an|the))? (?:spells?|creatures?|permanents?|cards?|objects?|"
                        r"triggers?|triggered abilit(?:y|ies)|abilit(?:y|ies)|effects?|special actions?)$")
#: Two entries compared: "hexproof vs shroud".
_VERSUS = re.compile(r"^(?P<entry>.+?) (?:vs|versus) (?P<other>.+)$")


def _shorter(edition: Edition, query: str, key: str, vocabulary: Vocabulary | None,
             slang: Slang | None) -> CrMatch | None:
    """Last, the entry a query names before a noun that only says what kind of thing it is ("fizzled spell" is
    fizzle), or the first of two entries compared ("hexproof vs shroud": Hexproof, with Shroud to read next)."""
    for pattern in (_HEAD_NOUN, _VERSUS):
        found = pattern.match(key)
        if found is None:
            continue
        try:
            match = lookup(edition, found["entry"], vocabulary, slang)
        except NotFoundError:
            continue
        if "other" in pattern.groupindex:
            try:
                other = lookup(edition, found["other"], vocabulary, slang)
            except NotFoundError:
                other = None
            first = [other.rule.number] if other is not None and other.rule is not None else []
            match.see = dedupe(first + match.see)
        match.query = query
        return match
    return None


def _add_other_reading(edition: Edition, match: CrMatch, query: str, other: tuple[str, str]) -> None:
    """Offer the entry ``query`` names as another language's official term (``other``: its English term and
    language) beside the English entry found, first among the rules to read."""
    from judge_cli.search.normalize import normalize_query

    theirs = _exact(edition, query, normalize_query(other[0]))
    if theirs is None:
        return
    match.also = (query.strip(), other[1], other[0])
    first = [theirs.rule.number] if theirs.rule is not None else theirs.see[:1]
    match.see = dedupe(first + [number for number in match.see if number not in first])


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
                            nearest=nearby_numbers(edition, number))
    raise NotFoundError(_("no rule {number} in the Comprehensive Rules of {edition}").format(
        number=number, edition=edition.key), nearest=nearby_numbers(edition, number))


def _exact(edition: Edition, query: str, key: str, how: str = "title") -> CrMatch | None:
    index = title_index(edition)
    numbers = index.titles.get(key, [])
    term = index.glossary.get(key)
    if not numbers and term is None:
        return None
    definition = edition.glossary.get(term) if term else None
    if numbers:
        rule = edition.rules[numbers[0]]
        see = numbers[1:] + cited_in(edition, definition or "", exclude=rule.number)
        return CrMatch(query, how, rule=rule, term=term, definition=definition, see=dedupe(see),
                       matched=rule.title)
    see = with_defining(edition, key, cited_in(edition, definition or "")) + titles_starting(edition, key)
    return CrMatch(query, "glossary" if how == "title" else how, term=term, definition=definition,
                   see=dedupe(see), matched=term or "")


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
        if kind == "glossary" and normalize(value) in title_index(edition).glossary:
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
    index = title_index(edition)
    names = sorted({name for name in list(index.titles) + list(index.glossary) if pattern.search(name)}, key=len)
    if not names:
        return None
    match = _exact(edition, query, names[0], how="words")
    if match is not None:
        shown = match.rule.number if match.rule else ""
        others = [n for name in names[1:] for n in index.titles.get(name, []) if n != shown]
        match.see = dedupe([n for n in match.see if n != shown] + others)
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
    title = zone_title(key, title_index(edition).titles)
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


def _negated(key: str, name: str) -> bool:
    """Whether ``key`` is ``name`` with a prefix that turns it into its opposite ("unmorph" is no typo of Morph,
    "nontoken" none of Token): a guess would be confidently wrong."""
    return key.startswith(("un", "non")) and key[3 if key.startswith("non") else 2:].lstrip("- ") == name


def _fuzzy(edition: Edition, query: str, key: str, vocabulary: Vocabulary | None,
           slang: Slang | None) -> CrMatch | None:
    from rapidfuzz import fuzz, process

    index = title_index(edition)
    phrases = [phrase for phrase in (slang.phrases if slang else {}) if len(phrase) >= 4]
    nouns = action_nouns(index.titles)  # "regenration" is a typo of the noun, closer to it than to the verb
    from judge_cli.cr.abilitywords import ability_words

    number, words = ability_words(edition)
    choices = list(index.titles) + list(index.glossary) + (list(vocabulary.terms) if vocabulary else []) + phrases
    choices += [word for word in words if word not in index.titles and word not in index.glossary]
    # The query negating a name is no typo of it or its translations ("uncascade"), nor is a name negating the query
    # ("morphed": unmorphed).
    choices += list(nouns)
    if any(_negated(key, choice) for choice in choices):
        return None
    choices = [choice for choice in choices if not _negated(choice, key)]
    best = process.extractOne(key, choices, scorer=fuzz.ratio, score_cutoff=FUZZY_CUTOFF)
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
