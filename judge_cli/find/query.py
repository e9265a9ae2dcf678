"""Scryfall's search syntax, read into a small tree: a hand-written recursive-descent parser.

Grammar (``or`` binds loosest; terms side by side must all match)::

    query   := or_expr
    or_expr := and_expr ("or" and_expr)*
    and_expr:= unary (["and"] unary)*
    unary   := "-" unary | "(" or_expr ")" | term
    term    := "!" (word | "quoted")             exact name
             | keyword op value                   o:draw, mv>=3, c<=esper, -t:creature
             | word | "quoted phrase"             the name contains it

Every keyword's value is read here (colours, numbers, rarities, ``is:`` words…), so a query judge-cli cannot
answer is refused before any card is looked at: an unknown keyword is an error naming it
(``art: is not supported``), never silently ignored.  The tree's leaves are the dataclasses below;
:mod:`judge_cli.find.terms` says what each keyword means.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from judge_cli.errors import UsageError
from judge_cli.i18n import _

#: Longest query accepted, in characters.
MAX_QUERY = 1000
#: Comparison operators, longest first (``>=`` before ``>``).
OPERATORS = ("!=", "<=", ">=", ":", "=", "<", ">")


@dataclass(frozen=True)
class Term:
    """One condition: ``keyword`` (canonical: ``name``, ``oracle``, ``color``…), operator and read value."""

    keyword: str
    op: str
    value: object
    text: str  #: as typed, for messages


@dataclass(frozen=True)
class Not:
    """The negation of a condition."""

    item: Node


@dataclass(frozen=True)
class All:
    """Every condition holds."""

    items: tuple[Node, ...]


@dataclass(frozen=True)
class Any_:
    """At least one condition holds."""

    items: tuple[Node, ...]


Node = Term | Not | All | Any_
#: ``read_term(text, quoted, position)``: one term of a query as a node (see :mod:`judge_cli.find.terms`).
ReadTerm = Callable[[str, bool, int], Node]


@dataclass(frozen=True)
class _Token:
    kind: str  #: "(", ")", "-", "or", "and", "term"
    text: str
    position: int
    quoted: bool = False


def _error(query: str, position: int, message: str) -> UsageError:
    return UsageError(_("{message} (at character {position} of the query)").format(message=message,
                                                                                   position=position + 1))


def _read_quoted(query: str, start: int) -> tuple[str, int]:
    """The text between the double quotes starting at ``start``, and the position after the closing quote."""
    end = query.find('"', start + 1)
    if end < 0:
        raise _error(query, start, _("a quote is not closed"))
    return query[start + 1:end], end + 1


def tokenize(query: str) -> list[_Token]:
    """Split ``query`` into parentheses, negations, ``or``/``and`` and terms (quotes keep spaces)."""
    tokens: list[_Token] = []
    position, size = 0, len(query)
    while position < size:
        char = query[position]
        if char.isspace():
            position += 1
        elif char in "()":
            tokens.append(_Token(char, char, position))
            position += 1
        elif char == "-" and position + 1 < size and not query[position + 1].isspace():
            tokens.append(_Token("-", "-", position))
            position += 1
        elif char == '"':
            text, position_after = _read_quoted(query, position)
            tokens.append(_Token("term", text, position, quoted=True))
            position = position_after
        else:
            start = position
            while position < size and not query[position].isspace() and query[position] not in "()":
                if query[position] == '"':  # o:"draw a card": the value's quotes belong to the term
                    _text, position = _read_quoted(query, position)
                    break
                position += 1
            word = query[start:position]
            kind = word.lower() if word.lower() in ("or", "and") else "term"
            tokens.append(_Token(kind, word, start))
    return tokens


class _Parser:
    def __init__(self, query: str, read_term: ReadTerm) -> None:
        self.query = query
        self.tokens = tokenize(query)
        self.index = 0
        self.read_term = read_term

    def peek(self) -> _Token | None:
        return self.tokens[self.index] if self.index < len(self.tokens) else None

    def take(self) -> _Token:
        token = self.tokens[self.index]
        self.index += 1
        return token

    def or_expr(self) -> Node:
        items = [self.and_expr()]
        while (token := self.peek()) is not None and token.kind == "or":
            self.take()
            items.append(self.and_expr())
        return items[0] if len(items) == 1 else Any_(tuple(items))

    def and_expr(self) -> Node:
        items: list[Node] = []
        while (token := self.peek()) is not None and token.kind not in ("or", ")"):
            if token.kind == "and":
                self.take()
                continue
            items.append(self.unary())
        if not items:
            token = self.peek()
            where = token.position if token is not None else len(self.query)
            raise _error(self.query, where, _("expected a search term"))
        return items[0] if len(items) == 1 else All(tuple(items))

    def unary(self) -> Node:
        token = self.take()
        if token.kind == "-":
            if self.peek() is None:
                raise _error(self.query, token.position, _("expected a search term after '-'"))
            return Not(self.unary())
        if token.kind == "(":
            inner = self.or_expr()
            closing = self.peek()
            if closing is None or closing.kind != ")":
                raise _error(self.query, token.position, _("a parenthesis is not closed"))
            self.take()
            return inner
        if token.kind == ")":
            raise _error(self.query, token.position, _("a closing parenthesis without an opening one"))
        return self.read_term(token.text, token.quoted, token.position)


def parse(query: str, read_term: ReadTerm) -> Node:
    """The tree of ``query``; ``read_term(text, quoted, position)`` reads one term into a :class:`Term` (or
    raises).  Raises :class:`UsageError` for an empty, over-long or malformed query."""
    if len(query) > MAX_QUERY:
        raise UsageError(_("query is {length} characters long; the limit is {limit}").format(
            length=len(query), limit=MAX_QUERY))
    parser = _Parser(query, read_term)
    if not parser.tokens:
        raise UsageError(_("empty query"))
    tree = parser.or_expr()
    token = parser.peek()
    if token is not None:
        raise _error(query, token.position, _("a closing parenthesis without an opening one"))
    return tree


def split_keyword(text: str) -> tuple[str, str, str] | None:
    """``("o", ":", "draw")`` for ``o:draw``; None for a word that is not ``keyword op value``."""
    import re

    found = re.match(r"([A-Za-z]+)(!=|<=|>=|:|=|<|>)(.*)$", text, re.DOTALL)
    if found is None:
        return None
    keyword, op, value = found.groups()
    if value.startswith('"') and value.endswith('"') and len(value) >= 2:
        value = value[1:-1]
    return keyword.lower(), op, value
