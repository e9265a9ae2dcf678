"""Comprehensive Rules citations re-bound to an imported edition of the rules.

The evaluator cites CR rules by name (``cloak.b``; see
``data/rules/cr-references.yaml``) with the pinned edition's number and
judge-cli's own one-sentence summary.  :class:`EditionCitations` re-binds
each rule citation to an edition of the rules — the one shipped with
judge-cli, or a newer one the user imported (``judge import cr FILE``):

* the section is found by its *title* in that edition (Cloak is 701.56 in the
  2024-02-02 edition and 701.58 in 2026-01-16); the table's numbers only
  choose between rules that share a title (Exile is chapter 406 and rule
  701.13);
* the name's suffix gives the rule (``b`` -> 701.56b / 701.58b), and the
  citation carries that rule's text and the edition's date;
* the reference's ``check`` words confirm it is the rule meant; when a
  renumbering moved them to another rule of the same section, that rule is
  cited; when they are nowhere, the rule is still cited, with a note;
* a rule the edition does not have keeps the summary, with a note;
* an edition from before the July 2009 renumbering is cited from only where
  it really has the rule: its title found and its check words there.

Each name is resolved once per run (a bank of scenarios cites the same few
rules thousands of times).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from judge_cli.errors import NotFoundError, UsageError
from judge_cli.i18n import _
from judge_cli.rules.api import Citation

if TYPE_CHECKING:  # pragma: no cover - typing only; the CR modules load when an edition is used
    from judge_cli.cr.model import Edition, Rule
    from judge_cli.rules.citations import References, RuleReference

#: Quotes as the published text prints them, and as our check phrases write them.
_QUOTES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"'})

#: An edition's key and, for each named rule, ``(number, confirmed, text)`` in it, or None when it has none.
CitationIndex = tuple[str, dict[str, tuple[str, bool, str] | None]]


class EditionCitations:
    """Re-binds the rule citations of verdicts to one CR edition, resolving each name once."""

    def __init__(self, edition: Edition, references: References) -> None:
        self.edition = edition
        self.key = edition.key  #: the edition's date, which the citations name
        self.references = references
        self._found: dict[str, tuple[str, bool] | None] = {}  #: name -> (number, confirmed), None: not there
        self._bound: dict[tuple[str, bool], Citation] = {}

    def rebind(self, citations: list[Citation]) -> list[Citation]:
        """``citations`` with each CR rule cited from the edition; rulings unchanged, order kept."""
        return [self.bind(citation) if citation.kind == "rule" else citation for citation in citations]

    def bind(self, citation: Citation) -> Citation:
        """One rule citation re-bound to the edition (the same object for the same name each time)."""
        key = (citation.id, citation.fallback)
        bound = self._bound.get(key)
        if bound is None:
            bound = self._bound[key] = self._bind(citation)
        return bound

    def locate(self, name: str) -> tuple[str, bool] | None:
        """``(number, confirmed)`` of the rule named ``name`` in the edition; None when it has no such rule.

        ``confirmed`` is False when the rule found lacks the reference's check words.
        """
        if name not in self._found:
            reference = self.references.rules.get(name)
            self._found[name] = locate_rule(self.edition, reference) if reference is not None else None
        return self._found[name]

    def _bind(self, citation: Citation) -> Citation:
        if citation.id not in self.references.rules:
            return citation  # not one of our named rules: nothing to re-bind it by
        found = self.locate(citation.id)
        if found is None:
            return replace(citation, edition=None, note=_("not in the imported {edition} edition; summary shown")
                           .format(edition=self.key))
        number, confirmed = found
        note = None if confirmed else _("wording not confirmed; please check it")
        return replace(citation, number=number, text=self.text(number), lang="en", edition=self.key, note=note)

    def text(self, number: str) -> str:
        """The text a citation of rule ``number`` of the edition shows (see :func:`rule_text`)."""
        return rule_text(self.edition.rules[number])

    def index(self) -> CitationIndex:
        """Every named rule of the references located in the edition, with its text: what :class:`IndexedCitations`
        re-binds from without the edition (a run keeps it in its cache, see :mod:`judge_cli.rules.crcache`)."""
        found: dict[str, tuple[str, bool, str] | None] = {}
        for name in self.references.rules:
            located = self.locate(name)
            found[name] = None if located is None else (*located, self.text(located[0]))
        return self.key, found


class IndexedCitations(EditionCitations):
    """The same re-binding as :class:`EditionCitations`, from the :meth:`~EditionCitations.index` of its edition:
    the edition is not read (nor its store opened)."""

    def __init__(self, index: CitationIndex, references: References) -> None:  # noqa: D107 - not the parent's
        key, found = index
        self.key = key
        self.references = references
        self._found = {name: None if row is None else (row[0], row[1]) for name, row in found.items()}
        self._texts = {row[0]: row[2] for row in found.values() if row is not None}
        self._bound = {}

    def text(self, number: str) -> str:
        """The text of rule ``number``, as the index has it."""
        return self._texts[number]


def rebind_citations(citations: list[Citation], edition: Edition, references: References) -> list[Citation]:
    """``citations`` (a verdict's) with every CR rule cited from ``edition`` (see :class:`EditionCitations`)."""
    return EditionCitations(edition, references).rebind(citations)


def locate_rule(edition: Edition, reference: RuleReference) -> tuple[str, bool] | None:
    """Where ``reference`` is in ``edition``: ``(number, confirmed by its check words)``, or None."""
    _section_name, _dot, suffix = reference.name.partition(".")
    # The table's sections say where to look first when a title heads more than one rule.
    scopes = [_parent(_section_of(number, suffix)) for number in reference.numbers.values()]
    section = section_number(edition, reference.path or reference.title, dict.fromkeys(scopes))
    if section is None:
        return None
    number = section + (suffix if "." in section else "." + suffix)
    rule = edition.rules.get(number)
    if rule is not None and says(rule, reference.check):
        return number, True
    moved = [below for below in _descendants(edition, section) if says(edition.rules[below], reference.check)]
    if len(moved) == 1:
        return moved[0], True
    if edition.pre_renumbering:  # its numbers mean other rules: a title alone proves nothing there
        return None
    return (number, False) if rule is not None else None


def section_number(edition: Edition, path: str, scopes: Iterable[str | None] = ()) -> str | None:
    """The number of the rule titled by ``path`` (``Cloak``, ``Zones/General``) in ``edition``, or None.

    Each ``/``-separated title is looked for below the previous one.  A single
    title is looked for below each of ``scopes`` first, then anywhere.
    """
    from judge_cli.cr.lookup import find_rule_by_title

    *heads, title = [part.strip() for part in path.split("/")]
    under: str | None = None
    for head in heads:
        rule = find_rule_by_title(edition, head, under=under)
        if rule is None:
            return None
        under = rule.number
    if under is None:
        for scope in scopes:
            rule = find_rule_by_title(edition, title, under=scope) if scope else None
            if rule is not None:
                return rule.number
    rule = find_rule_by_title(edition, title, under=under)
    return rule.number if rule is not None else None


def says(rule: Rule, words: str) -> bool:
    """True when the rule's text holds ``words`` (quotes, spacing and case aside)."""
    return _plain(words) in _plain(rule_text(rule))


def rule_text(rule: Rule) -> str:
    """The text a citation of ``rule`` shows: the rule proper (its title when it has no text)."""
    return rule.text or rule.title


def _plain(text: str) -> str:
    return " ".join(text.translate(_QUOTES).split()).casefold()


def _section_of(number: str, suffix: str) -> str:
    """``701.58b`` less ``b`` -> ``701.58``; ``116.2b`` less ``2b`` -> ``116``."""
    return number[: len(number) - len(suffix)].rstrip(".")


def _parent(number: str) -> str | None:
    from judge_cli.cr.model import parent_number

    return parent_number(number)


def _descendants(edition: Edition, number: str) -> Iterator[str]:
    """Every rule below ``number``, in document order."""
    for child in edition.rules[number].children:
        yield child
        yield from _descendants(edition, child)


def cited_edition(requested: str | None, folders: Sequence[Path]) -> Edition | None:
    """The edition a run cites from: ``requested`` (a date or a unique prefix, as for ``judge cr --edition``),
    else the newest one in ``folders`` (the user's imports, then the edition shipped with judge-cli), else
    None (the pinned edition's numbers and judge-cli's summaries).

    The CR store is opened only when a folder exists (or an edition is asked
    for): a run without any pays a ``stat`` per folder.
    """
    if requested is None and not any(Path(folder).is_dir() for folder in folders):
        return None
    from judge_cli.cr.store import EditionStore

    # Not closed here: the edition reads its rules from the store as citations name them (a run cites a few
    # dozen of ~3,000); its connection closes with it.
    store = EditionStore(folders)
    if requested is None and not store.keys():
        store.close()
        return None
    try:
        return store.load_lazily(requested)
    except NotFoundError as error:  # nothing imported, yet an edition was asked for: a usage error
        store.close()
        raise UsageError(error.message) from None


def imported_edition(requested: str | None, base: Path) -> Edition | None:
    """:func:`cited_edition` among the editions imported into the data directory ``base`` only."""
    return cited_edition(requested, [base / "cr"])  # judge_cli.cr.store.cr_dir, without importing the store
