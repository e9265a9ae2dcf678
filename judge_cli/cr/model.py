"""One edition of the Comprehensive Rules as plain dataclasses.

Numbers are kept as the document prints them, without the trailing dot:
``"7"`` (section), ``"701"`` (chapter), ``"701.58"`` (rule), ``"701.58b"``
(subrule).  Parent and children links are derived from the numbers by
:meth:`Edition.link`, so the stored form does not need to repeat them.

Editions before July 11, 2009 use another numbering altogether (morph is
502.26 in 2008, 702.36 in 2009); :attr:`Edition.pre_renumbering` marks them,
so numbers are never compared across that line, only titles.
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from dataclasses import dataclass, field

#: The first edition of the numbering in use since (the Magic 2010 rules update).
RENUMBERED = dt.date(2009, 7, 11)
#: Subrule letters as the rules use them: ``l`` and ``o`` are skipped (they look like 1 and 0).
SUBRULE_LETTERS = "abcdefghijkmnpqrstuvwxyz"

#: Words judges put before a rule number: "rule" as the seven languages write or abbreviate it (``r. 117.3a``,
#: ``Regel 704.5a``, ``règle 601.2``, ``Comp rules 405.1``), "number" (``no. 601.2f``) and "see" (``see 603.6a``,
#: ``vgl. 702.9``), each maybe followed by ``.``, ``:`` or ``#`` (``CR:707.9b``, ``Rule #702.21a``).  Only these
#: words: "rx 702.9" and "crab 601" are no rule numbers.
_PREFIX_WORDS = (r"comprehensive|comp|rules?|r|cr|regel|r[eè]gle|regla|regola|ルール|规则|規則"
                 r"|no|nr|n[°º]|num|number|nummer|numéro|numero|see|cf|vgl|voir|ver|vedi|siehe")
#: A rule number as a user may type it: ``7``, ``701``, ``701.58``, ``701.58b`` (trailing dot, upper-case
#: letter, inner spaces, a hyphen for the dot or before the letter (``702-19-c``), the letter in brackets
#: (``613.1(d)``), a word in brackets after it (``702.62a(suspend)``) and a letter O for a zero in the
#: chapter (``7O8.4``) tolerated), after a ``§``, ``#`` or the words of :data:`_PREFIX_WORDS`.
_NUMBER = re.compile(rf"^\s*(?:(?:(?:{_PREFIX_WORDS})(?![a-z])\s*[.:#]*|[§#]+)\s*)*"
                     r"([\dOo]{1,3})(?:\s*[.,-]\s*(\d+)\s*-?\s*(?:\(\s*([a-z]{1,2})\s*\)|([a-z]*))"
                     r"\s*(?:\([^()]*\))?)?\s*\.?\s*$", re.IGNORECASE)


def normalise_number(text: str) -> str | None:
    """``' 701.58B.'`` -> ``'701.58b'``, ``'704,5g'`` (a decimal comma) -> ``'704.5g'``; None when ``text`` is
    not a rule number.

    A one- or two-digit number is a section only when it has a single digit
    (sections are 1-9); chapters always have three digits.
    """
    # NFKC: a Japanese or Chinese keyboard writes full-width "ＣＲ７０２．９".
    match = _NUMBER.match(unicodedata.normalize("NFKC", text or ""))
    if not match:
        return None
    head, sub = match.group(1), match.group(2)
    letters = (match.group(3) or match.group(4) or "").lower()
    if not any(char.isdigit() for char in head):
        return None
    head = head.replace("O", "0").replace("o", "0")  # a chapter has digits only: "7O8" is 708
    if sub is None:
        return head if len(head) in (1, 3) else None
    if len(head) != 3:
        return None
    return f"{head}.{int(sub)}{letters}"


def parent_number(number: str) -> str | None:
    """The number one level up: ``701.58b`` -> ``701.58`` -> ``701`` -> ``7`` -> None."""
    head, dot, rest = number.partition(".")
    if dot:
        stripped = rest.rstrip("abcdefghijklmnopqrstuvwxyz")
        return f"{head}.{stripped}" if stripped != rest else head
    if len(head) == 3:
        return head[0]
    return None


def kind_of(number: str) -> str:
    """``section``, ``chapter``, ``rule`` or ``subrule``."""
    head, dot, rest = number.partition(".")
    if not dot:
        return "section" if len(head) == 1 else "chapter"
    return "subrule" if rest[-1:].isalpha() else "rule"


def sort_key(number: str) -> tuple[int, int, int, int, str]:
    """Document order of rule numbers (``701.9`` before ``701.10``, ``702.19z`` before ``702.19aa``)."""
    head, _, rest = number.partition(".")
    digits = rest.rstrip("abcdefghijklmnopqrstuvwxyz")
    letters = rest[len(digits):]
    section = int(head[0]) if head[:1].isdigit() else 0
    return (section, int(head) if len(head) == 3 else -1, int(digits) if digits else -1, len(letters), letters)


def title_key(title: str) -> str:
    """The normal form titles and terms are compared by (case, accents, hyphens and punctuation aside)."""
    from judge_cli.search.normalize import normalize

    return normalize(title) if title else ""


def bare_title_key(term: str) -> str:
    """The normal form of a glossary term without its "(Obsolete)" or "(Informal)" mark."""
    return title_key(re.sub(r"\s*\((?:obsolete|informal)\)\s*$", "", term, flags=re.IGNORECASE))


def skipped_letter(number: str) -> bool:
    """True for a subrule with ``l`` or ``o`` as its last letter, which the rules never use."""
    _head, dot, rest = number.partition(".")
    return bool(dot) and rest[-1:] in ("l", "o")


@dataclass
class Rule:
    """A section, chapter, rule or subrule.

    ``title`` is set for headings (``701.58. Cloak``); ``text`` holds the rule
    proper (paragraphs joined by newlines); ``examples`` the ``Example:``
    paragraphs without their label.
    """

    number: str
    title: str = ""
    text: str = ""
    examples: list[str] = field(default_factory=list)
    parent: str | None = None
    children: list[str] = field(default_factory=list)
    line: int = 0  #: 1-based line in the source text (0 when unknown)

    @property
    def kind(self) -> str:
        """``section``, ``chapter``, ``rule`` or ``subrule``."""
        return kind_of(self.number)

    @property
    def heading(self) -> str:
        """The title when there is one, else the text."""
        return self.title or self.text


@dataclass
class Edition:
    """One published edition, keyed by its effective date."""

    effective: dt.date | None
    rules: dict[str, Rule] = field(default_factory=dict)
    glossary: dict[str, str] = field(default_factory=dict)
    credits: str = ""
    intro: str = ""
    source: str = ""
    #: Lines the parser could not place, with their 1-based line numbers.
    unparsed: list[tuple[int, str]] = field(default_factory=list)
    #: How the file was read: ``UTF-8``, ``UTF-8 with BOM``, ``UTF-16 LE with BOM``, ``Windows-1252`` ('' if unknown).
    encoding: str = field(default="", compare=False)
    #: The file's line ends: ``CRLF``, ``CR``, ``LF`` or a mix such as ``CR+CRLF`` ('' if unknown).
    line_ends: str = field(default="", compare=False)
    #: How the document words its date: ``effective`` (since 2009) or ``current`` (older editions).
    date_phrase: str = "effective"

    @property
    def key(self) -> str:
        """The effective date as ISO text (``2026-01-16``), the edition's key."""
        return self.effective.isoformat() if self.effective else ""

    @property
    def pre_renumbering(self) -> bool:
        """True for editions before the July 2009 renumbering: their numbers mean other rules."""
        return self.effective is not None and self.effective < RENUMBERED

    def rule(self, number: str) -> Rule | None:
        """The rule with ``number`` as typed by a user (see :func:`normalise_number`)."""
        key = normalise_number(number)
        return self.rules.get(key) if key else None

    def link(self) -> Edition:
        """Fill every rule's ``parent`` and ``children`` from the numbers; returns self.

        A rule whose parent is missing (a malformed document) hangs from the
        nearest ancestor present, or from nothing.
        """
        for rule in self.rules.values():
            rule.children = []
        for number, rule in self.rules.items():
            parent = parent_number(number)
            while parent is not None and parent not in self.rules:
                parent = parent_number(parent)
            rule.parent = parent
            if parent is not None:
                self.rules[parent].children.append(number)
        return self

    def counts(self) -> dict[str, int]:
        """How many sections, chapters, rules, subrules and glossary terms the edition has."""
        counts = {"section": 0, "chapter": 0, "rule": 0, "subrule": 0}
        for rule in self.rules.values():
            counts[rule.kind] += 1
        counts["glossary"] = len(self.glossary)
        return counts
