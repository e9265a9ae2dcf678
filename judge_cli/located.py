"""Values read from a YAML file that remember where they came from: :class:`YamlMap` and :class:`YamlList`.

Apart from :mod:`judge_cli.yamlsafe`, which parses: a module that only checks the shape of values already read
(the scenario layer, ``judge ask`` building a scenario from a question) needs these types, not PyYAML, whose
import costs a ``judge ask`` about 10 ms.
"""

from __future__ import annotations

from typing import Any, ClassVar


class _Located:
    """Where a map or list read from a file starts, in slots: a bank of 10,000 scenarios is 100,000 of them."""

    __slots__ = ()
    #: What a map or list made in code (not read from a file) answers for each slot.
    _unset: ClassVar[dict[str, Any]] = {}

    def __getattr__(self, name: str) -> Any:
        """The default of a slot never set (``line`` 0, no key or item lines)."""
        if name in self._unset:
            return self._unset[name]
        raise AttributeError(name)

    def __setstate__(self, state: Any) -> None:
        """Unpickle both layouts: slots, and the instance dict these classes had before."""
        if isinstance(state, tuple):  # (instance dict, slots)
            state = {**(state[0] or {}), **(state[1] or {})}
        for name, value in (state or {}).items():
            setattr(self, name, value)


class YamlMap(_Located, dict):
    """A dict that knows its own line and the line of each key (1-based)."""

    __slots__ = ("key_lines", "line")
    _unset: ClassVar[dict[str, Any]] = {"line": 0, "key_lines": {}}
    line: int
    key_lines: dict[str, int]

    def line_of(self, key: str) -> int:
        """Line of ``key`` if present, else the mapping's own line."""
        return self.key_lines.get(key, self.line)


class YamlList(_Located, list):
    """A list that knows its own line and the line of each item (1-based)."""

    __slots__ = ("item_lines", "line")
    _unset: ClassVar[dict[str, Any]] = {"line": 0, "item_lines": ()}
    line: int
    item_lines: list[int]

    def line_of(self, index: int) -> int:
        """Line of item ``index``, else the list's own line."""
        if 0 <= index < len(self.item_lines):
            return self.item_lines[index]
        return self.line


def line_of(value: Any, default: int = 0) -> int:
    """Line where ``value`` starts when it is a located map or list."""
    return getattr(value, "line", default) or default


#: Nesting the direct reading of :func:`one_line` goes to; deeper values take the YAML round trip.
_ONE_LINE_DEPTH = 50


def one_line(value: Any, depth: int = 0) -> Any:
    """``value`` as :func:`judge_cli.yamlsafe.parse_yaml` reads back ``json.dumps(value)``, without PyYAML.

    Maps (string keys) and lists (or tuples) become :class:`YamlMap` and :class:`YamlList` on line 1, as a
    one-line document's; strings, booleans, integers and None stay as they are. Raises ValueError for
    anything whose reading the YAML round trip could change (a float, another type, a string holding a
    character that is not printable): the caller takes that round trip then.
    """
    kind = type(value)
    if kind is str:
        if value.isprintable():  # no control, separator or surrogate: JSON escapes only " and \ in it
            return value
    elif value is None or kind is bool or kind is int:
        return value
    elif isinstance(value, dict) and depth < _ONE_LINE_DEPTH:
        mapping = YamlMap()
        mapping.line = 1
        mapping.key_lines = {}
        for key, item in value.items():
            if type(key) is not str or not key.isprintable():
                raise ValueError(key)
            mapping[key] = one_line(item, depth + 1)
            mapping.key_lines[key] = 1
        return mapping
    elif isinstance(value, (list, tuple)) and depth < _ONE_LINE_DEPTH:
        items = YamlList(one_line(item, depth + 1) for item in value)
        items.line = 1
        items.item_lines = [1] * len(items)
        return items
    raise ValueError(value)
