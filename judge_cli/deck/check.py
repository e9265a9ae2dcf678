"""Check a decklist: resolve every name through the seven-language fuzzy lookup, then count and judge it.

Checks (each problem names the card and the line): unreadable lines; unknown or ambiguous names (with the
nearest names); the main deck's size (at least 60 in constructed formats, 40 in limited, exactly 100 with
the commander in commander); at most 15 sideboard cards; at most four copies of a card across main deck
and sideboard (basic lands and cards whose text allows any number excepted); banned, restricted (at most
one) and not-legal cards per the imported legalities; with ``--format commander`` a singleton deck inside
the commander's colour identity.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

from judge_cli.corpus.model import Card, Corpus
from judge_cli.deck.parse import COMMANDER, MAIN, SIDEBOARD, Deck, DeckLine
from judge_cli.errors import AmbiguousNameError, NotFoundError, UsageError
from judge_cli.find.facts import color_mask, format_key
from judge_cli.i18n import _
from judge_cli.search.lookup import find_card

LIMITED = ("limited", "draft", "sealed")
COMMANDER_FORMATS = ("commander", "edh", "duel", "paupercommander", "oathbreaker", "predh")
#: Formats judge-cli knows without data (the data may list more).
KNOWN_FORMATS = ("standard", "pioneer", "modern", "legacy", "vintage", "pauper", "historic", "explorer",
                 "timeless", "alchemy", "premodern", "oldschool", "brawl", "standardbrawl", "penny", "gladiator",
                 "future", "constructed", *LIMITED, *COMMANDER_FORMATS)
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}


@dataclass(frozen=True)
class Resolved:
    """A card line and the card its name was found to be."""

    entry: DeckLine
    card: Card
    matched: str
    lang: str
    score: float


def _problem(kind: str, card: str | None, line: int | None, message: str) -> dict[str, Any]:
    return {"kind": kind, "card": card, "line": line, "message": message}


def copy_limit(card: Card) -> int | None:
    """How many copies a deck may hold: None for any number (basic lands, "any number of cards named")."""
    if "basic" in card.front.supertypes:
        return None
    text = card.oracle_text.lower()
    if "deck can have any number of cards named" in text:
        return None
    found = re.search(r"deck can have up to (\w+) cards named", text)
    if found:
        return _NUMBERS.get(found.group(1), int(found.group(1)) if found.group(1).isdigit() else 4)
    return 4


def _resolve(corpus: Corpus, deck: Deck, problems: list[dict[str, Any]],
             nicknames: dict[str, str] | None) -> list[Resolved]:
    from judge_cli.search.index import NameIndex

    index = NameIndex.build(corpus)
    found: dict[str, Resolved | None] = {}
    missing: dict[str, tuple[str, str]] = {}  #: name -> (kind, message) of a name that found no single card
    resolved = []
    for entry in deck.lines:
        if entry.name not in found:
            found[entry.name] = None
            try:
                lookup = find_card(corpus, entry.name, index=index, nicknames=nicknames)
            except AmbiguousNameError as error:
                missing[entry.name] = ("ambiguous-card", _(
                    "{name!r} is too close to call between: {names}").format(name=entry.name,
                                                                             names=", ".join(error.nearest)))
            except NotFoundError as error:
                missing[entry.name] = ("unknown-card", " ".join(
                    [_("no card matches {name!r}").format(name=entry.name), *error.nearest]))
            except UsageError as error:
                missing[entry.name] = ("unknown-card", error.message)
            else:
                if lookup.close:
                    names = ", ".join(f"{match.matched} ({corpus.cards[match.card_id].name})"
                                      for match in lookup.close)
                    missing[entry.name] = ("ambiguous-card", _(
                        "{name!r} is too close to call between: {names}").format(name=entry.name, names=names))
                else:
                    match = lookup.match
                    found[entry.name] = Resolved(entry, lookup.card, match.matched, match.lang, match.score)
        if entry.name in missing:  # every line of it: each counts toward the deck, and each is named
            kind, message = missing[entry.name]
            problems.append(_problem(kind, entry.name, entry.line, message))
        known = found[entry.name]
        if known is not None:
            resolved.append(Resolved(entry, known.card, known.matched, known.lang, known.score))
    return resolved


def _known_format(deck_format: str, resolved: list[Resolved]) -> str:
    key = format_key(deck_format)
    listed = {fmt for item in resolved for fmt in map(format_key, item.card.legalities)}
    if key not in listed and key not in KNOWN_FORMATS:
        raise UsageError(_("unknown format {format!r}; known: {known}").format(
            format=deck_format, known=", ".join(sorted(set(KNOWN_FORMATS) | listed))))
    return key


def check_deck(corpus: Corpus, deck: Deck, deck_format: str | None = None,
               nicknames: dict[str, str] | None = None) -> dict[str, Any]:
    """The resolved list, counts and problems of ``deck`` in ``deck_format`` (default: constructed, without
    legality checks): ``{"format", "legal", "main", "sideboard", "commander", "counts", "unresolved", "problems"}``.
    Every line counts toward its section, a line whose card is unknown or too close to call too (it is listed
    in ``unresolved`` with its line number, and is a problem).
    ``nicknames`` (see :mod:`judge_cli.search.nicknames`) are tried for names that match no card exactly."""
    problems: list[dict[str, Any]] = [
        _problem("unreadable-line", None, number, _("expected a count and a card name, such as "
                                                     "'4 Lightning Bolt': {text!r}").format(text=text))
        for number, text in deck.unreadable]
    resolved = _resolve(corpus, deck, problems, nicknames)
    fmt = _known_format(deck_format, resolved) if deck_format else "constructed"
    sections: dict[str, list[Resolved]] = {MAIN: [], SIDEBOARD: [], COMMANDER: []}
    for item in resolved:
        sections[item.entry.section].append(item)
    counts = {section: sum(line.count for line in deck.lines if line.section == section) for section in sections}
    _check_sizes(fmt, counts, problems)
    _check_copies(fmt, resolved, problems)
    if fmt not in ("constructed", *LIMITED):
        _check_legality(fmt, resolved, problems)
    if fmt in COMMANDER_FORMATS:
        _check_commander(sections, problems)
    problems.sort(key=lambda problem: (problem["line"] or 0, problem["kind"]))

    def listed(items: list[Resolved]) -> list[dict[str, Any]]:
        return [{"count": item.entry.count, "name": item.card.name, "line": item.entry.line, "query": item.entry.name,
                 "id": item.card.id, "matched": item.matched, "lang": item.lang, "score": item.score}
                for item in items]

    known = {id(item.entry) for item in resolved}
    unresolved = [{"count": entry.count, "query": entry.name, "line": entry.line, "section": entry.section}
                  for entry in deck.lines if id(entry) not in known]
    return {"format": fmt, "legal": not problems, "main": listed(sections[MAIN]),
            "sideboard": listed(sections[SIDEBOARD]), "commander": listed(sections[COMMANDER]),
            "counts": counts, "unresolved": unresolved, "problems": problems}


def _check_sizes(fmt: str, counts: dict[str, int], problems: list[dict[str, Any]]) -> None:
    main = counts[MAIN]
    if fmt in COMMANDER_FORMATS:
        total = main + counts[COMMANDER]
        if total != 100:
            problems.append(_problem("deck-size", None, None, _(
                "a commander deck has exactly 100 cards with its commander; this one has {count}").format(count=total)))
    else:
        least = 40 if fmt in LIMITED else 60
        if main < least:
            problems.append(_problem("deck-size", None, None, _(
                "the main deck has {count} cards; at least {least} are needed").format(count=main, least=least)))
    if fmt not in LIMITED and counts[SIDEBOARD] > 15:
        problems.append(_problem("sideboard-size", None, None, _(
            "the sideboard has {count} cards; at most 15 are allowed").format(count=counts[SIDEBOARD])))


def _check_copies(fmt: str, resolved: list[Resolved], problems: list[dict[str, Any]]) -> None:
    if fmt in LIMITED:
        return
    copies: Counter = Counter()
    first: dict[str, Resolved] = {}
    for item in resolved:
        copies[item.card.id] += item.entry.count
        first.setdefault(item.card.id, item)
    singleton = fmt in COMMANDER_FORMATS
    for card_id, count in copies.items():
        item = first[card_id]
        limit = copy_limit(item.card)
        if limit is not None and singleton and limit == 4:
            limit = 1
        if limit is not None and count > limit:
            kind = "singleton" if singleton else "too-many-copies"
            problems.append(_problem(kind, item.card.name, item.entry.line, _(
                "{count} copies of {card}; at most {limit} are allowed").format(
                    count=count, card=item.card.name, limit=limit)))


def _check_legality(fmt: str, resolved: list[Resolved], problems: list[dict[str, Any]]) -> None:
    copies: Counter = Counter(item.card.id for item in resolved for _copy in range(item.entry.count))
    seen: set[str] = set()
    for item in resolved:
        card = item.card
        if card.id in seen or not card.legalities:  # a card the data gives no legalities for is not judged
            continue
        seen.add(card.id)
        status = {format_key(key): value for key, value in card.legalities.items()}.get(fmt, "not_legal")
        if status == "banned":
            problems.append(_problem("banned", card.name, item.entry.line, _("{card} is banned in {format}").format(
                card=card.name, format=fmt)))
        elif status == "restricted" and copies[card.id] > 1:
            problems.append(_problem("restricted", card.name, item.entry.line, _(
                "{card} is restricted in {format}: at most 1 copy, the deck has {count}").format(
                    card=card.name, format=fmt, count=copies[card.id])))
        elif status == "not_legal":
            problems.append(_problem("not-legal", card.name, item.entry.line, _(
                "{card} is not legal in {format}").format(card=card.name, format=fmt)))


def _check_commander(sections: dict[str, list[Resolved]], problems: list[dict[str, Any]]) -> None:
    commanders = sections[COMMANDER]
    if not commanders:
        problems.append(_problem("no-commander", None, None, _(
            "a commander deck names its commander under a 'Commander' header")))
        return
    identity = 0
    for item in commanders:
        identity |= _identity(item.card)
    for item in sections[MAIN] + sections[SIDEBOARD]:
        if _identity(item.card) & ~identity:
            problems.append(_problem("color-identity", item.card.name, item.entry.line, _(
                "{card} is outside the commander's colour identity").format(card=item.card.name)))


def _identity(card: Card) -> int:
    from judge_cli.find.facts import card_facts

    return color_mask(card.color_identity) if card.color_identity is not None else card_facts(card).identity
