"""The contract between the scenario layer and the rules evaluator.

The scenario layer (``judge_cli.scenarios``) reads files, finds each
scenario's ``question`` and ``given`` and hands them here; the rules package
turns ``given`` into a typed state (``parse_given``) and derives a
:class:`Verdict` from it (``evaluate``).  Nothing in ``rules`` knows about
files beyond the ``source`` name used in error messages.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any, Protocol

from judge_cli.corpus.model import Card
from judge_cli.errors import InputError
from judge_cli.records import frozen, record


class ScenarioError(InputError):
    """A scenario (or its ``given`` state) is malformed: names file, line and key."""


class UndecidedError(ScenarioError):
    """The answer hinges on a fact the scenario leaves unstated (a card's face-up size, its color…)."""


class CardResolver(Protocol):
    """Finds a corpus card by a name typed in any language."""

    def __call__(self, name: str, *, source: str, line: int) -> Card:  # pragma: no cover - protocol
        """Return the card, or raise ScenarioError naming the nearest names."""


@frozen
class Citation:
    """A source an answer relied on: a corpus ruling or a Comprehensive Rules rule."""

    id: str  #: ruling id, or CR reference name such as "cloak.b"
    kind: str  #: "ruling" | "rule"
    text: str
    lang: str
    fallback: bool = False  #: True when ``text`` is English standing in for ``lang``
    number: str | None = None  #: CR rule number in ``edition`` (else in the pinned edition), e.g. "701.58b"
    title: str | None = None  #: CR rule title, e.g. "Cloak"
    #: Effective date of the imported CR edition ``number`` and ``text`` come from; None: the
    #: pinned edition's number and judge-cli's own summary (see judge_cli.rules.crtext).
    edition: str | None = None
    note: str | None = None  #: why a rule is not cited from the imported edition

    def label(self) -> str:
        """``ruling-id`` for rulings; ``CR 701.58b Cloak (cloak.b)`` for rules, with the imported edition they were
        cited from (``CR 701.56b Cloak (cloak.b, 2024-02-02)``) and any note."""
        if self.kind != "rule":
            return self.id
        parts = ["CR"]
        if self.number:
            parts.append(self.number)
        if self.title:
            parts.append(self.title)
        where = f"{self.id}, {self.edition}" if self.edition else self.id
        parts.append(f"({where}; {self.note})" if self.note else f"({where})")
        return " ".join(parts)

    def to_json(self) -> dict[str, Any]:
        """The JSON form used by ``judge eval --format json``."""
        data: dict[str, Any] = {"id": self.id, "kind": self.kind, "text": self.text, "lang": self.lang}
        if self.fallback:
            data["fallback"] = True
        if self.number:
            data["number"] = self.number
        if self.title:
            data["title"] = self.title
        if self.edition:
            data["edition"] = self.edition
        if self.note:
            data["note"] = self.note
        return data


class CitationBinder(Protocol):
    """Re-binds the CR citations of a verdict, e.g. to an imported edition (``judge_cli.rules.crtext``)."""

    def rebind(self, citations: list[Citation]) -> list[Citation]:  # pragma: no cover - protocol
        """``citations`` with each CR rule re-bound; rulings unchanged, order kept."""


@frozen
class Step:
    """One reasoning step: which fact of the state led to which rule."""

    fact: str
    conclusion: str
    cites: tuple[str, ...] = ()
    decisive: bool = False  #: this step decided the answer (its citations are the verdict's)


@record
class Verdict:
    """The evaluator's answer to one question."""

    answer: Any  #: "yes"/"no" for yes/no kinds, a mapping for others
    explanation: str
    citations: list[Citation]
    details: dict[str, Any] = field(default_factory=dict)
    steps: list[Step] = field(default_factory=list)
    #: The deciding fact and what it means, said first in reports ("it is phased out, so …").
    because: str | None = None

