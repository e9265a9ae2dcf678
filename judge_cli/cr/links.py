"""Links inside the Comprehensive Rules: glossary "See …" entries and rule references.

* A glossary entry may send the reader elsewhere: ``APNAP Order`` says only
  "See Active Player, Nonactive Player Order."; ``Layer`` ends with "See also
  Dependency, Timestamp Order."  :func:`glossary_links` finds the entries
  named (term names hold commas, so the known terms decide where one ends).
* Rules cite other rules: "See rule 613", "see rules 603.6a and 603.6d",
  "rules 119.7–8", "See section 8".  :func:`rule_references` lists every
  number cited, ranges spelled out (subrule letters skip ``l`` and ``o``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping

from judge_cli.cr.model import SUBRULE_LETTERS, title_key

#: "See X." / "See “X.”" / "See also X, Y." — up to the full stop that ends the sentence.
_SEE = re.compile(r"\bSee (?:also )?(.+?)(?:\.[”\"]?|[”\"]\.)(?=\s|$)")
#: "An obsolete term for mana value." — an obsolete entry naming the term in use today, which it sends to
#: without a "See" ("Converted Mana Cost (Obsolete)").
_OBSOLETE_FOR = re.compile(r"\bobsolete term for (?:the |an? )?([^.,“”\"]+?)\.(?=\s|$)")
#: What follows "rule"/"rules"/"section": numbers joined by commas, "and", "or" and ranges.
_NUMBER = r"\d{1,3}(?!\d)(?:\.\d+[a-z]?)?"
_CITED = re.compile(
    rf"\b(?:rules?|sections?)\s+({_NUMBER}(?:\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|[–-])\s*"
    rf"{_NUMBER}|[–-][a-z]\b)*)",
    re.IGNORECASE,
)
#: A dotted rule number anywhere ("(see 702.21a)"), not part of a longer number.
_DOTTED = re.compile(r"(?<![\d.])(\d{3}\.\d+[a-z]?)(?![\d.]\d)")
_ITEM = re.compile(rf"({_NUMBER})(?:\s*[–-]\s*({_NUMBER}|[a-z]\b))?")
#: A cited range is spelled out only when short (a typo must not produce thousands of numbers).
_MAX_RANGE = 30


def rule_references(text: str) -> list[str]:
    """Every rule or section number ``text`` cites, in order of first mention, ranges spelled out."""
    found: list[str] = []
    for match in _CITED.finditer(text):
        for item in _ITEM.finditer(match.group(1)):
            found.extend(_expand(item.group(1), item.group(2)))
    found.extend(_DOTTED.findall(text))
    return [number for number in dict.fromkeys(found) if _plausible(number)]


def _plausible(number: str) -> bool:
    """A section (one digit), a chapter (three) or a rule below a chapter (``613.4b``), not ``1.5``."""
    head, dot, _rest = number.partition(".")
    return len(head) == 3 or (len(head) == 1 and not dot)


def _expand(start: str, end: str | None) -> list[str]:
    """``119.7``–``8`` -> 119.7, 119.8; ``903.6``–``903.11``; ``702.21a``–``c`` -> a, b, c."""
    if not end:
        return [start]
    head, _dot, rest = start.partition(".")
    digits = rest.rstrip(SUBRULE_LETTERS + "lo")
    letter = rest[len(digits):]
    if end.isalpha() and letter and len(end) == 1:  # 702.21a–c
        if letter not in SUBRULE_LETTERS or end not in SUBRULE_LETTERS:
            return [start]
        letters = SUBRULE_LETTERS[SUBRULE_LETTERS.index(letter): SUBRULE_LETTERS.index(end) + 1]
        return [f"{head}.{digits}{x}" for x in letters][:_MAX_RANGE] or [start]
    if "." in end:  # 903.6–903.11
        end_head, _dot, end_rest = end.partition(".")
        if end_head != head or not end_rest.isdigit() or not digits.isdigit():
            return [start, end]
        first, last = int(digits), int(end_rest)
    elif end.isdigit() and digits.isdigit() and not letter:  # 119.7–8
        first, last = int(digits), int(end)
    elif end.isdigit() and not rest:  # rules 614–616
        return [str(n) for n in range(int(head), int(end) + 1)][:_MAX_RANGE] if int(end) > int(head) else [start]
    else:
        return [start]
    if last < first or last - first > _MAX_RANGE:
        return [start]
    return [f"{head}.{n}" for n in range(first, last + 1)]


def _plain(text: str) -> str:
    return text.strip().strip("“”\"").strip().rstrip(".").strip()


def glossary_links(definition: str, terms: Mapping[str, str]) -> list[str]:
    """The glossary terms a definition sends the reader to ("See …", "See also …", "An obsolete term for …"), as
    printed.

    ``terms`` maps each term's normal form (see :func:`judge_cli.cr.model.title_key`)
    to the term as printed.
    """
    found: list[str] = []
    for match in _OBSOLETE_FOR.finditer(definition):  # "An obsolete term for mana value.": read Mana Value
        found.extend(_terms_in(_plain(match.group(1)), terms, title_key))
    for match in _SEE.finditer(definition):
        target = _plain(match.group(1))
        if re.match(r"(?i)(rules?|sections?)\s+\d", target):
            continue
        found.extend(_terms_in(target, terms, title_key))
    return list(dict.fromkeys(found))


def _terms_in(target: str, terms: Mapping[str, str], key: Callable[[str], str]) -> list[str]:
    """The known terms ``target`` lists: itself, or a list split at commas and "and" where terms end."""
    whole = _term(target, terms, key)
    if whole:
        return [whole]
    pieces = [piece for piece in re.split(r",\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+", target) if piece.strip()]
    found: list[str] = []
    start = 0
    while start < len(pieces):
        # the longest run of pieces from ``start`` that names a term ("Active Player, Nonactive Player Order")
        for end in range(len(pieces), start, -1):
            term = _term(", ".join(_plain(piece) for piece in pieces[start:end]), terms, key)
            if term:
                found.append(term)
                start = end
                break
        else:
            start += 1
    return found


def _term(name: str, terms: Mapping[str, str], key: Callable[[str], str]) -> str | None:
    """The term ``name`` refers to; a plural finds its singular entry ("Continuous Effects")."""
    normal = key(name)
    return terms.get(normal) or (terms.get(normal[:-1]) if normal.endswith("s") else None)


def bare_term(term: str) -> str:
    """The term without its "(Obsolete)" or "(Informal)" mark ("Bury (Obsolete)" -> "Bury")."""
    return re.sub(r"\s*\((?:obsolete|informal)\)\s*$", "", term, flags=re.IGNORECASE)


def glossary_keys(terms: Iterable[str]) -> dict[str, str]:
    """Normal form -> term, for :func:`glossary_links`.

    "Bury (Obsolete)" is also found as "bury", "Public Information (Informal)"
    as "public information", and each form of "Kicker, Kicked" on its own —
    unless another entry has that name.
    """
    terms = list(terms)
    keys: dict[str, str] = {}
    for term in terms:
        keys.setdefault(title_key(term), term)
    for term in terms:
        keys.setdefault(title_key(bare_term(term)), term)
    for term in terms:
        for form in bare_term(term).split(", "):
            keys.setdefault(title_key(form), term)
    return keys


def is_obsolete(term: str) -> bool:
    """True for glossary entries the rules mark "(Obsolete)"."""
    return term.rstrip().lower().endswith("(obsolete)")
