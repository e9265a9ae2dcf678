"""The shapes a ``given`` value may have — a mapping, a yes/no, a number, a word, a list of words, a mana cost — read
with errors that name the key, its line and what was expected.

:class:`judge_cli.rules.given.Reader` builds cards, permanents and effects out of these.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, overload

from judge_cli.game import mana
from judge_cli.game.vocabulary import COLORLESS, COLORS
from judge_cli.i18n import _
from judge_cli.rules.api import CardResolver, ScenarioError
from judge_cli.suggest import closest as nearest

#: Each list of allowed keys as a set, for the membership test of :meth:`ShapeReader.mapping`.
_KNOWN: dict[tuple[str, ...], frozenset[str]] = {}


def line_of(mapping: Any, key: str | int | None = None) -> int | None:
    """The line of ``key`` in ``mapping`` (or of the mapping itself) when it is a located YAML value.

    ``key`` is an index when ``mapping`` is a located list."""
    if key is not None and hasattr(mapping, "line_of"):
        return mapping.line_of(key) or None
    return getattr(mapping, "line", None) or None


class ShapeReader:
    """Reads plain values out of ``given`` mappings, raising :class:`ScenarioError` on any problem."""

    def __init__(self, source: str, resolve_card: CardResolver) -> None:
        self.source = source
        self.resolve_card = resolve_card

    # -- errors -------------------------------------------------------------------------------
    def error(self, where: str, message: str, mapping: Any = None, key: str | int | None = None) -> ScenarioError:
        """A ScenarioError ``where: message`` located at ``key`` of ``mapping``."""
        return ScenarioError(_("{where}: {message}").format(where=where, message=message),
                             source=self.source, line=line_of(mapping, key))

    def wrong(self, mapping: Any, key: str, where: str, expected: str) -> ScenarioError:
        """The error for a value of the wrong shape."""
        return self.error(f"{where}.{key}", _("expected {expected}, got {value!r}").format(
            expected=expected, value=mapping.get(key)), mapping, key)

    # -- shapes -------------------------------------------------------------------------------
    def mapping(self, value: Any, where: str, allowed: Iterable[str], parent: Any = None,
                key: Any = None) -> dict:
        """``value`` as a mapping whose keys are all in ``allowed``."""
        if not isinstance(value, dict):
            raise self.error(where, _("expected a mapping with keys: {keys}, got {value!r}").format(
                keys=", ".join(allowed), value=value), parent if parent is not None else value, key)
        allowed = tuple(allowed)
        known = _KNOWN.get(allowed)
        if known is None:  # the same few key lists are checked for every scenario of a batch
            known = _KNOWN[allowed] = frozenset(allowed)
        for name in value:
            if name not in known:
                guess = nearest(name, allowed)
                hint = _(" (did you mean {guess!r}?)").format(guess=guess) if guess else ""
                raise self.error(where, _("unknown key {key!r}; expected one of: {keys}{hint}").format(
                    key=name, keys=", ".join(allowed), hint=hint), value, name)
        return value

    def require(self, mapping: dict, key: str, where: str, expected: str) -> Any:
        """The value of a required key."""
        if mapping.get(key) is None:
            raise self.error(where, _("missing key {key!r}; expected {expected}").format(
                key=key, expected=expected), mapping)
        return mapping[key]

    def boolean(self, mapping: dict, key: str, where: str, default: bool = False) -> bool:
        """A true/false value."""
        value = mapping.get(key, default)
        if value is None:
            return default
        if not isinstance(value, bool):
            raise self.wrong(mapping, key, where, _("true or false"))
        return value

    def integer(self, mapping: dict, key: str, where: str, default: int | None = None,
                minimum: int | None = None) -> int | None:
        """A whole number (at least ``minimum`` when given)."""
        value = mapping.get(key, default)
        if value is None:
            return default
        if isinstance(value, bool) or not isinstance(value, int) or (minimum is not None and value < minimum):
            expected = (_("a whole number") if minimum is None
                        else _("a whole number >= {minimum}").format(minimum=minimum))
            raise self.wrong(mapping, key, where, expected)
        return value

    @overload
    def text(self, mapping: dict, key: str, where: str, default: str) -> str: ...

    @overload
    def text(self, mapping: dict, key: str, where: str, default: None = None) -> str | None: ...

    def text(self, mapping: dict, key: str, where: str, default: str | None = None) -> str | None:
        """A non-empty text."""
        value = mapping.get(key, default)
        if value is None:
            return default
        if not isinstance(value, str) or not value.strip():
            raise self.wrong(mapping, key, where, _("a non-empty text"))
        return value.strip()

    def choice(self, mapping: dict, key: str, where: str, choices: tuple[str, ...], default: str | None) -> str:
        """One word out of ``choices``."""
        value = mapping.get(key, default)
        if value is None:
            raise self.error(where, _("missing key {key!r}; expected one of: {choices}").format(
                key=key, choices=", ".join(choices)), mapping)
        if value not in choices:
            guess = nearest(str(value), choices)
            hint = _(" (did you mean {guess!r}?)").format(guess=guess) if guess else ""
            raise self.wrong(mapping, key, where, _("one of: {choices}").format(choices=", ".join(choices)) + hint)
        return value

    def words(self, mapping: dict, key: str, where: str, vocabulary: tuple[str, ...] | None = None) -> tuple[str, ...]:
        """A list of words, lower-cased (checked against ``vocabulary`` when given)."""
        value = mapping.get(key)
        if value is None:
            return ()
        if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
            raise self.wrong(mapping, key, where, _("a list of words"))
        found = tuple(" ".join(v.lower().split()) for v in value)
        if vocabulary is not None:
            for word in found:
                if word not in vocabulary:
                    raise self.wrong(mapping, key, where,
                                     _("a list of: {choices}").format(choices=", ".join(vocabulary)))
        return found

    def colors(self, mapping: dict, key: str, where: str) -> tuple[str, ...] | None:
        """A list of colors; ``[colorless]`` and ``[]`` both mean no color."""
        if mapping.get(key) is None:
            return None
        found = self.words(mapping, key, where, COLORS + (COLORLESS,))
        return tuple(c for c in COLORS if c in found)

    def cost(self, mapping: dict, key: str, where: str) -> str | None:
        """A mana cost such as ``{2}{U}``."""
        value = self.text(mapping, key, where)
        if value is not None and not mana.is_mana_cost(value):
            raise self.wrong(mapping, key, where, _("a mana cost such as {example}").format(example="{2}{U}"))
        return value

    def strength(self, mapping: dict, key: str, where: str) -> str | None:
        """Power or toughness: a number or a text such as ``*``."""
        value = mapping.get(key)
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, (int, str)):
            raise self.wrong(mapping, key, where, _("a number or a text such as '*'"))
        return str(value)

    def counter_map(self, spec: dict, key: str, where: str) -> tuple[tuple[str, int], ...]:
        """``{"+1/+1": 2, flying: 1}``: counter kind -> number, in the order written."""
        raw = spec.get(key)
        if raw is None:
            return ()
        if not isinstance(raw, dict):
            raise self.wrong(spec, key, where, _("a mapping of counter kind to number, such as {example}").format(
                example="{'+1/+1': 2}"))
        found = []
        for kind in raw:
            count = self.integer(raw, kind, f"{where}.{key}", minimum=0)
            found.append((" ".join(str(kind).lower().split()), count or 0))
        return tuple(found)

