"""Parse the Comprehensive Rules text as Wizards of the Coast publishes it.

The published file is UTF-8 with a byte-order mark; editions differ in their
line endings (CRLF in 2024, bare CR with a few CRLF in 2026), so the text is
normalised to ``\\n`` first.  The layout is::

    Magic: The Gathering Comprehensive Rules
    These rules are effective as of <Month D, YYYY>[.]
    Introduction … Contents            (a table of contents: titles only)
    1. Game Concepts                   (section)
    100. General                       (chapter)
    100.1. These Magic rules …         (rule; "701.58. Cloak" is a titled rule)
    100.1a A two-player game …         (subrule)
    Example: …                         (attached to the rule above it)
    Glossary                           (term line, then definition lines; senses "1. … 2. …")
    Credits

The contents list "Glossary" and "Credits" too; the body starts at the
section heading above the first numbered rule, so they are read once.  Rule
numbers may carry a stray dot ("119.1d.") or lack the space after it.

:func:`parse_text` never fails: what it cannot place goes to
``Edition.unparsed``.  :func:`parse_cr` and :func:`read_cr_file` add the
checks of an import (a date, some rules) and raise :class:`InputError`.
"""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

from judge_cli.cr.encoding import MAX_FILE_BYTES, line_ends, read_limited
from judge_cli.cr.encoding import decode as decode_bytes
from judge_cli.cr.model import Edition, Rule
from judge_cli.errors import InputError
from judge_cli.i18n import _

__all__ = ["MAX_FILE_BYTES", "decode", "effective_date", "find_effective_date", "normalise_newlines", "parse_cr",
           "parse_text", "read_cr_date", "read_cr_file"]

_MONTHS = {
    name: index
    for index, name in enumerate(
        ("january", "february", "march", "april", "may", "june", "july",
         "august", "september", "october", "november", "december"),
        start=1,
    )
}
# "These rules are effective as of July 11, 2009." (2009 on); "…are current as of October 1, 2008." (older).
_EFFECTIVE = re.compile(r"(effective|current) as of\s+([A-Za-z]+)\s+(\d{1,2}),\s*(\d{4})(?!\d)", re.IGNORECASE)
_SECTION = re.compile(r"^(\d)\.\s+(\S.*)$")
_CHAPTER = re.compile(r"^(\d{3})\.\s+(\S.*)$")
# "100.1. Text", "100.1a Text"; the published text also has "119.1d. Text",
# "606.5 Text" and "901.4.Text", which mean the same thing.
_RULE = re.compile(r"^(\d{3})\.(\d+)([a-z]*)\.?(?:\s+|(?=[^\s\d.a-z])|$)(.*)$")
_EXAMPLE = re.compile(r"^Examples?:\s*")
_HEADING_MAX = 60  #: headings are short; longer "1. …" lines are prose


def normalise_newlines(text: str) -> str:
    """CRLF and bare CR become LF; a leading byte-order mark is dropped."""
    text = text.removeprefix("\ufeff")
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _is_heading(text: str) -> bool:
    """A title rather than a sentence: short and not ending like a sentence."""
    return 0 < len(text) <= _HEADING_MAX and not text.endswith((".", ":", ";", ",", "”", '"', "?", "!", ")"))


def _titled_rule(text: str) -> bool:
    """``701.58. Cloak``: a rule whose whole text is a title.

    Titles may end in ``!`` or ``)`` (``For Mirrodin!``, ``∞ (Infinity)``);
    rule sentences end in a full stop or a colon.
    """
    return (
        0 < len(text) <= _HEADING_MAX
        and len(text.split()) <= 8
        and not text[0].islower()
        and not text.endswith((".", ":", ";", ",", "”", '"'))
    )


class _Parser:
    """Line-by-line state machine over the normalised text."""

    def __init__(self, lines: list[str], source: str) -> None:
        self.lines = lines
        self.edition = Edition(effective=None, source=source)
        self.current: Rule | None = None
        self.last_was_example = False

    def run(self) -> Edition:
        self.edition.effective = find_effective_date(self.lines)[0]
        self.edition.date_phrase = _date_phrase(self.lines)
        start = self._body_start()
        self.edition.intro = _intro(self.lines[:start])
        end = len(self.lines)
        index = start
        while index < end:
            line = self.lines[index].strip()
            if line == "Glossary":
                index = self._glossary(index + 1)
                continue
            if line == "Credits":
                self._credits(index + 1)
                break
            self._body_line(index + 1, line)
            index += 1
        return self.edition.link()

    def _body_start(self) -> int:
        """Index of the section heading that opens the body (after the contents).

        The contents repeat every section and chapter title, so the body is
        found from its first numbered rule, backing up to the heading above it.
        """
        first_rule = next((i for i, line in enumerate(self.lines) if _RULE.match(line.strip())), None)
        if first_rule is None:
            return len(self.lines)
        start = first_rule
        for index in range(first_rule - 1, -1, -1):
            line = self.lines[index].strip()
            if not line:
                continue
            if _SECTION.match(line):
                return index  # the section heading right above the first rule
            if not _CHAPTER.match(line):
                break
            start = index
        return start

    def _body_line(self, number: int, line: str) -> None:
        if not line:
            self.last_was_example = False
            return
        match = _SECTION.match(line) or _CHAPTER.match(line)
        if match and _is_heading(match.group(2)):
            self._add(Rule(match.group(1), title=match.group(2).strip(), line=number), number, line)
            return
        match = _RULE.match(line)
        if match:
            key = f"{match.group(1)}.{int(match.group(2))}{match.group(3)}"
            text = match.group(4).strip()
            if not match.group(3) and _titled_rule(text):
                self._add(Rule(key, title=text, line=number), number, line)
            else:
                self._add(Rule(key, text=text, line=number), number, line)
            return
        if self.current is None:
            self.edition.unparsed.append((number, line))
            return
        example = _EXAMPLE.match(line)
        if example:
            self.current.examples.append(line[example.end():])
            self.last_was_example = True
        elif self.last_was_example and self.current.examples:
            self.current.examples[-1] += "\n" + line
        else:
            self.current.text = f"{self.current.text}\n{line}" if self.current.text else line

    def _add(self, rule: Rule, number: int, line: str) -> None:
        self.last_was_example = False
        if rule.number in self.edition.rules:
            # A repeated number is a typo in the document: keep the first, show the line.
            self.edition.unparsed.append((number, line))
            self.current = None
            return
        self.edition.rules[rule.number] = rule
        self.current = rule

    def _glossary(self, index: int) -> int:
        """Read term blocks until ``Credits``; returns the index where it stopped."""
        block: list[tuple[int, str]] = []
        while index <= len(self.lines):
            line = self.lines[index].strip() if index < len(self.lines) else ""
            if line and not block and line == "Credits":
                return index
            if line:
                block.append((index + 1, line))
            elif block:
                self._glossary_entry(block)
                block = []
            index += 1
        return index

    def _glossary_entry(self, block: list[tuple[int, str]]) -> None:
        term = block[0][1]
        if len(block) == 1 or term in self.edition.glossary:
            self.edition.unparsed.extend(block)
            return
        self.edition.glossary[term] = "\n".join(text for _, text in block[1:])

    def _credits(self, index: int) -> None:
        self.edition.credits = "\n".join(line.rstrip() for line in self.lines[index:]).strip()


def _intro(lines: list[str]) -> str:
    """The paragraphs before the contents, less the document title, date and "Introduction"."""
    paragraphs: list[str] = []
    for line in lines:
        line = line.strip()
        if line == "Contents":
            break
        if not line or line == "Introduction" or _EFFECTIVE.search(line):
            continue
        if not paragraphs and line.endswith("Comprehensive Rules"):
            continue  # the document title
        paragraphs.append(line)
    return "\n".join(paragraphs)


def _date_phrase(lines: list[str]) -> str:
    """``effective`` or ``current``: how the document words its date (``effective`` when it has none)."""
    for line in lines:
        match = _EFFECTIVE.search(line)
        if match:
            return match.group(1).lower()
    return "effective"


def find_effective_date(lines: list[str]) -> tuple[dt.date | None, int, str]:
    """The first "effective as of Month D, YYYY" (or, before 2009, "current as of") date:
    (date or None, 1-based line, problem).

    ``problem`` is empty when the date was read, else says what is wrong with it.
    """
    for index, line in enumerate(lines):
        match = _EFFECTIVE.search(line)
        if not match:
            continue
        month = _MONTHS.get(match.group(2).lower())
        try:
            if month is None:
                raise ValueError(match.group(2))
            return dt.date(int(match.group(4)), month, int(match.group(3))), index + 1, ""
        except ValueError:
            return None, index + 1, match.group(0)
    return None, 0, ""


def parse_text(text: str, source: str = "") -> Edition:
    """Parse CR text leniently: never raises; unknown lines go to ``unparsed``."""
    return _Parser(normalise_newlines(text).split("\n"), source).run()


def parse_cr(text: str, source: str) -> Edition:
    """Parse CR text for an import: raises :class:`InputError` naming ``source``
    (and the line) when it has no effective date or no rules."""
    lines, effective = _checked_lines(text, source)
    edition = _Parser(lines, source).run()
    if not edition.rules:
        raise _no_rules(source)
    if effective is None:
        raise _no_date(source)
    return edition


def effective_date(text: str, source: str) -> dt.date:
    """The effective date :func:`parse_cr` would give ``text``, after the same checks (raising the same
    errors), without parsing the rules: the parser keeps a rule for any line :data:`_RULE` matches, so the text
    has rules exactly when such a line exists (``judge update --check`` needs the date only)."""
    lines, effective = _checked_lines(text, source)
    if not any(_RULE.match(line.strip()) for line in lines):
        raise _no_rules(source)
    if effective is None:
        raise _no_date(source)
    return effective


def _checked_lines(text: str, source: str) -> tuple[list[str], dt.date | None]:
    """The lines of ``text`` and its effective date (None when it has none); raises :class:`InputError` for an
    empty text, JSON, or a date that cannot be read."""
    stripped = text.lstrip("\ufeff \t\r\n")
    if not stripped:
        raise InputError(_("the file is empty"), source=source)
    if _looks_like_json(stripped):
        raise InputError(_("this looks like JSON, not the Comprehensive Rules text"), source=source)
    lines = normalise_newlines(text).split("\n")
    effective, line, problem = find_effective_date(lines)
    if problem:
        raise InputError(_("cannot read the effective date {date!r}").format(date=problem), source=source, line=line)
    return lines, effective


def _no_rules(source: str) -> InputError:
    return InputError(_("no numbered rules found; is this the Comprehensive Rules text?"), source=source)


def _no_date(source: str) -> InputError:
    return InputError(_("no 'These rules are effective as of …' date found"), source=source)


def _looks_like_json(text: str) -> bool:
    """True for a JSON document (MTGJSON, Scryfall…), even a truncated object."""
    if text[0] == "{":
        return True
    if text[0] != "[":
        return False
    import json

    try:
        json.loads(text)
    except ValueError:
        return False
    return True


def decode(raw: bytes, source: str) -> str:
    """The text of a CR file's bytes (see :func:`judge_cli.cr.encoding.decode`, which also names the encoding)."""
    return decode_bytes(raw, source)[0]


def read_cr_date(path: Path, display: str | None = None) -> dt.date:
    """The effective date of the CR file at ``path``, read and checked as :func:`read_cr_file` would, without
    parsing its rules (see :func:`effective_date`)."""
    display = display or str(path)
    text, _encoding = decode_bytes(read_limited(Path(path), display, MAX_FILE_BYTES), display)
    return effective_date(text, display)


def read_cr_file(path: Path, display: str | None = None) -> Edition:
    """Read, decode and parse the CR file at ``path`` (see :func:`parse_cr`).

    Reading stops past :data:`MAX_FILE_BYTES` bytes; the edition records the
    encoding and line ends the file had.
    """
    display = display or str(path)
    raw = read_limited(Path(path), display, MAX_FILE_BYTES)
    text, encoding = decode_bytes(raw, display)
    edition = parse_cr(text, display)
    edition.encoding = encoding
    edition.line_ends = line_ends(text)
    return edition
