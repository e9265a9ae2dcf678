"""What the lookup commands show, as plain data: find a card, its rulings, one ruling.

The CLI (``judge_cli.cli.lookup``) renders these dicts as text or prints them
as JSON; nothing here prints.  Dates are ISO strings or None (unknown).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from typing import Any

from judge_cli.corpus.model import Card, Corpus, Printing, Ruling
from judge_cli.errors import AmbiguousNameError, NotFoundError
from judge_cli.i18n import _
from judge_cli.languages import LANGUAGES
from judge_cli.records import frozen
from judge_cli.search.holders import distinct_word, faces, holds_whole, sole_holder, without_extensions
from judge_cli.search.index import CLOSE_MARGIN, MATCH_THRESHOLD, Match, NameIndex, NameLookup
from judge_cli.search.normalize import is_cjk, normalize_query

#: How many near names a "no card matches" error lists.
NEAREST = 3
#: A query of several words is no confident match for a name that accounts for less than this share of its
#: words while leaving out words of :data:`UNFOUND_WORD` letters or more together ("Lightning Dragon of Doom" is not
#: Lightning Dragon, "Oko Thief of Crowns" not Crown of the Ages); a typo ("Serra Angle") accounts for every word.
MIN_WORD_SHARE = 0.7
UNFOUND_WORD = 4
#: A name the query is this close a typo of (QRatio) is not judged by its words (a close typo of a long name);
#: a name close only by its words in another order is ("Dónde está la biblioteca" is no Geist de la biblioteca).
SURE_SCORE = 86.0
#: How many of a query's best names are looked at for the one card holding the query's words whole.
HOLDER_DEPTH = 12
#: Ruling texts in ``judge card`` are cut to this many characters.
SHORT_RULING = 100


@frozen
class CardLookup:
    """The card a query found, how it matched, and the other cards too close to call."""

    query: str
    match: Match
    card: Card
    close: tuple[Match, ...] = ()  #: every candidate within the close-call margin, best first
    nickname: bool = False  #: the query is a nickname of the card (``data/nicknames.yaml``)


def _label(corpus: Corpus, match: Match) -> str:
    """``Anonymat (Become Anonymous)``: the matched name and, when different, the Oracle name."""
    card = corpus.cards[match.card_id]
    return match.matched if match.matched == card.name else f"{match.matched} ({card.name})"


def _by_nickname(corpus: Corpus, index: Any, query: str, nicknames: dict[str, str] | None) -> CardLookup | None:
    """The card ``query`` is a nickname of, when it is one and that card is in the corpus."""
    name = (nicknames or {}).get(normalize_query(query))
    if name is None:
        return None
    exact = [match for match in index.exact_names(normalize_query(name)) if match.lang == "en"]
    if not exact:
        return None
    match = Match(exact[0].card_id, "en", exact[0].matched, 100.0)
    return CardLookup(query, match, corpus.cards[match.card_id], nickname=True)


def find_card(corpus: Corpus, query: str, *, index: NameLookup | None = None,
              nicknames: dict[str, str] | None = None) -> CardLookup:
    """The card whose name in any language best matches ``query``; else the card ``query`` is a nickname of
    (``nicknames``: normalised nickname -> card name); a card whose own name matches exactly always wins.

    Raises :class:`NotFoundError` (with the nearest names) when no card scores
    at least the index's match threshold, and ``UsageError`` for a bad query.
    """
    index = index or NameIndex.build(corpus)
    matches = index.search(query, limit=HOLDER_DEPTH, floor=0.0, stop_at_exact=True)
    if not (matches and matches[0].score >= MATCH_THRESHOLD):
        matches = _best_of_variants(index, query, matches)
    if not (matches and matches[0].score >= 100.0) and faces(query):
        return _by_faces(corpus, index, query, matches)
    if nicknames and not (matches and matches[0].score >= 100.0):
        found = _by_nickname(corpus, index, query, nicknames)
        if found is not None:
            return found
        name = nicknames.get(normalize_query(query))
        if name is not None and not (matches and matches[0].score >= MATCH_THRESHOLD):
            raise NotFoundError(_("{query!r} is a nickname of {name}, which is not in the card data "
                                  "(import MTGJSON to look it up)").format(query=query, name=name))
    matches, held = _whole_word_first(corpus, query, matches)
    if not matches or (matches[0].score < MATCH_THRESHOLD and not (held and distinct_word(query))):
        raise NotFoundError(
            _("no card matches {query!r}").format(query=query),
            nearest=[_label(corpus, m) for m in matches[:NEAREST]],
        )
    best = matches[0]
    if not held and _typo_ratio(query, best.matched) < SURE_SCORE and _unaccounted(query, best.matched):
        raise NotFoundError(
            _("no card matches {query!r}").format(query=query),
            nearest=[_label(corpus, m) for m in matches[:NEAREST]],
        )
    holders = without_extensions(_partial_name_holders(query, matches[:NEAREST + 2]),
                                 lambda card_id: corpus.cards[card_id].name)
    # One name holding the query as whole words beats names that only start a longer word with it: "Dwynen" is
    # Dwynen, Gilt-Leaf Daen, not Dwynen's Elite; two names holding it whole ("Cradle") still name neither.
    holders = holders if len(holders) > 1 and not held else []
    if len(holders) > 1:
        raise AmbiguousNameError(
            _("{query!r} is only part of a name, and several cards' names hold it").format(query=query),
            nearest=[_label(corpus, m) for m in holders[:NEAREST]],
        )
    close: tuple[Match, ...] = ()
    if NameIndex.close_call(matches):
        close = tuple(m for m in matches if m.score >= MATCH_THRESHOLD and best.score - m.score <= CLOSE_MARGIN)
    return CardLookup(query, best, corpus.cards[best.card_id], close)


#: At most this many words of a CJK query are tried in every order.
MAX_ORDERED_WORDS = 4
#: ... and a CJK query without spaces is also tried as two parts of at least this many characters swapped.
MIN_CJK_PART = 2


def query_variants(query: str) -> list[str]:
    """Other ways to read ``query`` when it matches no name as typed: hiragana read as katakana
    (たるもごいふ is タルモゴイフ: Japanese names spell loanwords in katakana), and the space-separated
    words of a CJK query in every other order (CJK names have no spaces, so "杰斯 心灵塑师" cannot be
    told from 心灵塑师杰斯 by its words), or a CJK query without spaces cut in two and swapped."""
    from itertools import permutations

    variants: list[str] = []
    folded = "".join(chr(ord(char) + 0x60) if "ぁ" <= char <= "ゖ" else char for char in query)
    if folded != query:
        variants.append(folded)
    words = query.split()
    if not any(is_cjk(char) for char in query):
        return variants
    for base in (query, *variants[:1]):
        if 1 < len(words) <= MAX_ORDERED_WORDS:
            variants += ["".join(order) for order in permutations(base.split())][1:]
        elif len(words) == 1 and len(base) >= 2 * MIN_CJK_PART:
            # Typed without a space, the two parts of a name the other way round (杰斯心灵塑师).
            variants += [base[cut:] + base[:cut] for cut in range(MIN_CJK_PART, len(base) - MIN_CJK_PART + 1)]
    return variants


def _best_of_variants(index: NameLookup, query: str, matches: list[Match]) -> list[Match]:
    """``matches``, or those of the first of :func:`query_variants` that reaches the match threshold."""
    for variant in query_variants(query):
        found = index.search(variant, limit=HOLDER_DEPTH, floor=0.0, stop_at_exact=True)
        if found and found[0].score >= MATCH_THRESHOLD:
            return found
    return matches


def _whole_word_first(corpus: Corpus, query: str, matches: list[Match]) -> tuple[list[Match], bool]:
    """``matches`` with the one card whose name holds every word of ``query`` whole first, and whether there is
    one (:func:`~judge_cli.search.holders.sole_holder`).  An exact hit stays first; so does a best name that
    holds the query itself.  A name one slip from the query ("Appello" for "Cappello") comes after the name
    that holds the word as typed ("Cappello del Giullare")."""
    if not matches or matches[0].score >= 100.0:
        return matches, False
    holder = sole_holder(query, matches, lambda card_id: corpus.cards[card_id].name)
    if holder is None or (holder is not matches[0] and holds_whole(query, matches[0].matched)):
        return matches, False
    return [holder, *(match for match in matches if match is not holder)], True


def _by_faces(corpus: Corpus, index: NameLookup, query: str, matches: list[Match]) -> CardLookup:
    """The card whose faces ``query`` names with ``//`` ("Elusive Tormentor // Insidious Mist": a double-faced
    card is indexed by each face, not by both at once), each face matching that card.  Faces of different
    cards, or a face matching none, name no card: NotFoundError."""
    found = [index.search(face, limit=NEAREST, floor=0.0, stop_at_exact=True) for face in faces(query)]
    bests = [face_matches[0] for face_matches in found if face_matches]
    if len(bests) == len(found) and all(m.score >= MATCH_THRESHOLD for m in bests) \
            and len({m.card_id for m in bests}) == 1:
        return CardLookup(query, bests[0], corpus.cards[bests[0].card_id])
    nearest = list(dict.fromkeys(_label(corpus, m) for m in [*bests, *matches]))
    raise NotFoundError(_("no card matches {query!r}").format(query=query), nearest=nearest[:NEAREST])


def _typo_ratio(query: str, name: str) -> float:
    """QRatio of the normalised query and name: how close a typo of the whole name the query is (words shuffled
    or left out do not count here, unlike in the index's score)."""
    from rapidfuzz import fuzz

    return float(fuzz.ratio(normalize_query(query), normalize_query(name)))


def _partial_name_holders(query: str, matches: list[Match]) -> list[Match]:
    """The cards among ``matches`` whose names hold every word of the Latin ``query`` (as a word, or the
    start of one: "Thalia" in Thalia's Lancers) without being it, when there are two or more: "Cradle" is
    part of Gaea's Cradle and of Cradle Guard, so it names neither.  Empty when the best match is the name
    itself (or the same letters spaced otherwise), or fewer than two names hold the query."""
    normal = normalize_query(query)
    if not matches or matches[0].score >= 99.5 or not normal.isascii():
        return []
    words = normal.split()
    holders = []
    for match in matches:
        name_words = normalize_query(match.matched).split()
        held = all(any(name_word.startswith(word) for name_word in name_words) for word in words)
        if held and len(name_words) > len(words):
            holders.append(match)
    return holders if len(holders) > 1 else []


def _unaccounted(query: str, name: str) -> bool:
    """Whether ``name`` leaves out too much of a query of several words to be the card it means (see
    :data:`MIN_WORD_SHARE`); CJK words, which a name may hold in any order, are not judged here."""
    from judge_cli.search.scoring import coverage, word_found

    normal, key = normalize_query(query), normalize_query(name)
    words = normal.split()
    if len(words) < 2 or not normal.isascii():
        return False
    share, _letters = coverage(normal, key)
    if share >= MIN_WORD_SHARE:
        return False
    # Short words count together: "The One Ring" is not Ring of Thune, though "the" and "one" are three letters.
    return sum(len(word) for word in words if not word_found(word, key)) >= UNFOUND_WORD


def match_json(found: CardLookup) -> dict[str, Any]:
    """The ``match`` object of the JSON output; ``via``: ``name``, ``nickname`` or ``flavor_name`` (a Universes
    Beyond name of a printing)."""
    via = "nickname" if found.nickname else "name"
    if not found.nickname and found.match.matched in {p.flavor_name for p in found.card.printings}:
        via = "flavor_name"
    return {"query": found.query, "lang": found.match.lang, "matched": found.match.matched,
            "score": found.match.score, "via": via}


def candidate_json(corpus: Corpus, match: Match) -> dict[str, Any]:
    """One ranked candidate: ``{"id", "name", "lang", "matched", "score"}``."""
    return {"id": match.card_id, "name": corpus.cards[match.card_id].name, "lang": match.lang,
            "matched": match.matched, "score": match.score}


def search_results(corpus: Corpus, query: str, *, lang: str | None, limit: int,
                   index: NameLookup | None = None) -> dict[str, Any]:
    """``judge search``: ranked candidates for ``query`` (NotFoundError when there are none).

    ``index``: the corpus's name index when the caller has it (built here otherwise).
    """
    matches = (index or NameIndex.build(corpus)).search(query, lang=lang, limit=limit)
    if not matches:
        raise NotFoundError(_("no card name is close to {query!r}").format(query=query))
    return {"query": query, "results": [candidate_json(corpus, m) for m in matches]}


def _localized(per_lang: dict[str, str], lang: str) -> tuple[str | None, str | None]:
    """(text, language it is in): ``lang`` when present, else English, else nothing."""
    if lang in per_lang:
        return per_lang[lang], lang
    if "en" in per_lang:
        return per_lang["en"], "en"
    return None, None


def ruling_entry(ruling: Ruling, date: dt.date | None, lang: str, card_id: str | None = None,
                 *, width: int | None = None) -> dict[str, Any]:
    """A ruling as shown for one card in ``lang``: text (or English marked as fallback) and its flags.

    When the ruling was published with a different wording on ``card_id``'s
    page (a variant in the shown language), that wording is shown.
    """
    shown = ruling.text_in(lang)
    text = shown.text
    variant = next((v for v in ruling.variants if v.lang == shown.lang and card_id in v.cards), None)
    if variant is not None:
        text = variant.text
    if width is not None:
        text = " ".join(text.split())
        text = text if len(text) <= width else text[: width - 1].rstrip() + "…"
    return {
        "id": ruling.id,
        "date": date.isoformat() if date else None,
        "sources": list(ruling.sources),
        "lang": shown.lang,
        "fallback": shown.fallback,
        "text": text,
        "variant": variant is not None,
        "partial": shown.lang in ruling.partial,
        "untranslated": lang in ruling.untranslated,
    }


def card_view(corpus: Corpus, found: CardLookup, lang: str | None,
              rulings_lang: str | None = None) -> dict[str, Any]:
    """Everything ``judge card`` shows, in ``lang`` (default: the language the query matched).

    Rulings are shown in ``rulings_lang`` when given (the interface language
    the user chose), else in the same language as the printed texts.
    """
    card = found.card
    shown = lang or found.match.lang
    ruling_lang = rulings_lang or shown
    name, name_lang = _localized(card.names, shown)
    text, text_lang = _localized(card.texts, shown)
    flavor, flavor_lang = _localized(card.flavor, shown)
    view: dict[str, Any] = {
        "id": card.id,
        "name": card.name,
        "names": dict(card.names),
        "mana_cost": card.mana_cost,
        "type_line": card.type_line,
        "oracle_text": card.oracle_text,
        "rulings": [link.ruling_id for link in card.rulings],
        "match": match_json(found),
        "lang": shown,
        "has_lang": shown in card.names,
        "printed": {
            "name": name, "name_lang": name_lang,
            "text": text, "text_lang": text_lang,
            "flavor": flavor, "flavor_lang": flavor_lang,
        },
        "printings": [printing_json(p) for p in sorted_printings(card.printings)],
        "legalities": dict(sorted(card.legalities.items())),
        "legalities_date": card.legalities_date.isoformat() if card.legalities_date else None,
        "color_identity": list(card.color_identity) if card.color_identity is not None else None,
        "rulings_lang": ruling_lang,
        "ruling_texts": [ruling_entry(r, date, ruling_lang, card.id, width=SHORT_RULING)
                         for r, date in corpus.rulings_of(card)],
        "close_call": bool(found.close),
        "candidates": [candidate_json(corpus, m) for m in found.close],
    }
    for key in ("power", "toughness", "disguise", "morph"):
        if getattr(card, key) is not None:
            view[key] = getattr(card, key)
    if card.back is not None:
        view["back"] = {"name": card.back.name, "type_line": card.back.type_line,
                        "mana_cost": card.back.mana_cost, "oracle_text": card.back.oracle_text}
    return view


def sorted_printings(printings: Iterable[Printing]) -> list[Printing]:
    """Printings oldest first; those without a release date keep their order, after the dated ones."""
    listed = list(printings)
    return sorted(listed, key=lambda p: (p.released is None, p.released or dt.date.min))


def printing_json(printing: Printing) -> dict[str, Any]:
    """One printing as ``judge card --json`` shows it (every key present; null or empty when unknown)."""
    return {"set": printing.set_name, "code": printing.set_code, "number": printing.number,
            "rarity": printing.rarity, "released": printing.released.isoformat() if printing.released else None,
            "flavor_name": printing.flavor_name, "printed_names": dict(printing.printed_names),
            "note": printing.note, "printed_text": dict(printing.printed_text)}


def rulings_view(corpus: Corpus, found: CardLookup, lang: str | None) -> dict[str, Any]:
    """Everything ``judge rulings`` shows: the card and each of its rulings in ``lang``."""
    card = found.card
    shown = lang or found.match.lang
    return {
        "id": card.id,
        "name": card.name,
        "name_in_lang": card.names.get(shown),
        "lang": shown,
        "match": match_json(found),
        "close_call": bool(found.close),
        "candidates": [candidate_json(corpus, m) for m in found.close],
        "rulings": [ruling_entry(r, date, shown, card.id) for r, date in corpus.rulings_of(card)],
    }


def find_ruling(corpus: Corpus, ruling_id: str) -> Ruling:
    """The ruling with ``ruling_id`` (case and spacing forgiven), or NotFoundError naming near ids."""
    wanted = normalize_query(ruling_id).replace(" ", "-")
    if wanted in corpus.rulings:
        return corpus.rulings[wanted]
    from rapidfuzz import process

    nearest = process.extract(wanted, list(corpus.rulings), limit=NEAREST, score_cutoff=50)
    raise NotFoundError(_("no ruling has the id {id!r}").format(id=ruling_id),
                        nearest=[hit[0] for hit in nearest])


def ruling_view(corpus: Corpus, ruling: Ruling) -> dict[str, Any]:
    """Everything ``judge ruling ID`` shows: the text in every language, cards with dates, flags."""
    return {
        "id": ruling.id,
        "topics": list(ruling.topics),
        "sources": list(ruling.sources),
        "text": dict(ruling.text),
        "missing": [lang for lang in LANGUAGES if lang not in ruling.text and lang not in ruling.untranslated],
        "partial": list(ruling.partial),
        "untranslated": list(ruling.untranslated),
        "variants": [{"lang": v.lang, "text": v.text, "cards": list(v.cards)} for v in ruling.variants],
        "cards": [
            {"id": card.id, "name": card.name, "date": date.isoformat() if date else None}
            for card, date in corpus.cards_with_ruling(ruling.id)
        ],
    }
