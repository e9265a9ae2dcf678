"""Which cards' names hold what was typed as whole words, and names typed with their faces (``A // B``).

``judge_cli.search.lookup.find_card`` asks these after the index has scored the names: a score says how
close two strings are, not whether the name holds the query word for word.  "Cappello" is one slip from
Appello (Appeal // Authority) and the first word of Cappello del Giullare (Jester's Cap): a word spelt
right, which one name holds whole, says more than a slip does.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from judge_cli.search.matches import Match
from judge_cli.search.normalize import is_cjk, normalize_query

#: A one-word query of this many letters (CJK: characters) that is a whole word of only one card's name
#: names that card even when the name is too long for the query to score a match ("Unbowed" for Ruric
#: Thar, the Unbowed; キデール for クルフィックスに選ばれし者、キデール); shorter words say too little.
DISTINCT_WORD = 6
DISTINCT_CJK = 3
#: What parts a CJK name: an epithet and a name (、), a first and a last name (・), commas.
_CJK_PARTS = re.compile(r"[、,，・･\s]+")


def _cjk(text: str) -> bool:
    return any(is_cjk(char) for char in text)


def holds_whole(query: str, name: str) -> bool:
    """Whether every word of ``query`` is a whole word of ``name`` (both as typed); for a CJK query, whether it
    is one whole part of the name (see :data:`_CJK_PARTS`), which has no spaces between its words."""
    if _cjk(query):
        wanted = normalize_query(query).replace(" ", "")
        return any(normalize_query(part).replace(" ", "") == wanted
                   for part in _CJK_PARTS.split(name) if part.strip())
    words = set(normalize_query(name).split())
    return all(word in words for word in normalize_query(query).split())


def without_extensions(matches: Sequence[Match], english: Callable[[str], str]) -> list[Match]:
    """``matches`` without the cards whose English name is another's of them with words added: a Vanguard
    card ("Lyzolda, the Blood Witch Avatar") is no rival of the card it extends.  ``english``: card id ->
    English name."""
    names = {match.card_id: normalize_query(english(match.card_id)) for match in matches}
    return [match for match in matches
            if not any(other != match.card_id and names[match.card_id].startswith(names[other] + " ")
                       for other in names)]


def sole_holder(query: str, matches: Sequence[Match], english: Callable[[str], str]) -> Match | None:
    """The one card among ``matches`` whose name holds ``query`` whole (:func:`holds_whole`), or None when
    none or several do."""
    holders = without_extensions([match for match in matches if holds_whole(query, match.matched)], english)
    return holders[0] if len({match.card_id for match in holders}) == 1 else None


def distinct_word(query: str) -> bool:
    """Whether ``query`` is one word long enough to name a card by itself (see :data:`DISTINCT_WORD`)."""
    normal = normalize_query(query)
    if _cjk(normal):
        return " " not in normal and len(normal) >= DISTINCT_CJK
    return " " not in normal and len(normal) >= DISTINCT_WORD


def faces(query: str) -> list[str]:
    """The faces of a name typed with ``//`` ("Elusive Tormentor // Insidious Mist"), or [] for a query
    without one (or with an empty face)."""
    if "//" not in query:
        return []
    parts = [part.strip() for part in query.split("//")]
    return parts if len(parts) > 1 and all(parts) else []
