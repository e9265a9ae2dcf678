"""Safe YAML loading that remembers where every key and item came from.

Corpus files and scenario files are both written by people, so every error has
to name the file and line.  PyYAML's composer already records marks on nodes;
we build plain Python values from the node tree ourselves so that

* only the standard YAML tags are accepted (``!!python/object`` and any other
  custom tag is an error, never executed),
* anchors/aliases are shared, not copied, so an alias bomb costs linear time,
  and the expanded size is capped (counted while building, in the same pass),
* nesting is capped (:data:`MAX_DEPTH`), so no reader of the values runs out of recursion,
* each mapping/list remembers the line of each key/item.

Scalars are read exactly as ``yaml.safe_load`` reads them (YAML 1.1: ``yes``
is true, ``010`` is 8, ``1:30`` is 90, dates are dates).
"""

from __future__ import annotations

from typing import Any

import yaml

from judge_cli.errors import InputError
from judge_cli.i18n import _
from judge_cli.located import YamlList, YamlMap
from judge_cli.located import line_of as line_of  # still importable from here, as before the split

try:  # The C composer is several times faster; fall back when libyaml is absent.
    from yaml import CSafeLoader as _BaseLoader
except ImportError:  # pragma: no cover - depends on the build of PyYAML
    from yaml import SafeLoader as _BaseLoader  # type: ignore[assignment]

#: Files above this size are refused before parsing (a scenario bank of
#: 10,000 questions is about 3 MB).
MAX_FILE_BYTES = 20 * 1024 * 1024
#: Cap on the number of values a document expands to once aliases are followed.
MAX_EXPANDED_NODES = 2_000_000

#: Mappings and lists nested deeper than this are refused (scenarios and corpus files use under ten
#: levels; every reader of the values recurses, so a document must not come near Python's recursion limit).
MAX_DEPTH = 100

_STR, _INT, _BOOL, _NULL = ("tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:bool",
                            "tag:yaml.org,2002:null")
_MAP, _SEQ, _MERGE = "tag:yaml.org,2002:map", "tag:yaml.org,2002:seq", "tag:yaml.org,2002:merge"
_SCALAR_NODE, _SEQUENCE_NODE = yaml.ScalarNode, yaml.SequenceNode
_SCALAR_TAGS = {_STR, _INT, "tag:yaml.org,2002:float", _BOOL, _NULL, "tag:yaml.org,2002:timestamp"}
#: YAML 1.1 booleans, as :class:`yaml.constructor.SafeConstructor` reads them.
_BOOLS = yaml.constructor.SafeConstructor.bool_values


class _Loader(_BaseLoader):
    """The safe loader, resolving each distinct plain scalar's tag once per document.

    The composer asks for the tag of every untagged node; for a plain scalar
    PyYAML tries the implicit resolvers' regular expressions one by one.  A
    bank repeats the same words (``creature``, ``cloak``, ``"yes"``) thousands
    of times, and the tag depends on nothing but the text and the node kind,
    since the safe loader has no path resolvers (if someone adds one, the
    resolver of PyYAML is used as it is).
    """

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self._plain_tags: dict[str, str] = {}
        if self.yaml_path_resolvers:  # pragma: no cover - nothing in judge-cli adds any
            self.resolve = super().resolve  # type: ignore[method-assign]

    def resolve(self, kind: type, value: Any, implicit: Any) -> Any:
        """The tag of an untagged node (as PyYAML's resolver gives it)."""
        if kind is _SCALAR_NODE:
            if not implicit[0]:  # quoted, or a block scalar: a string
                return _STR
            try:
                return self._plain_tags[value]
            except KeyError:
                tag = self._plain_tags[value] = super().resolve(kind, value, implicit)
                return tag
        return _SEQ if kind is _SEQUENCE_NODE else _MAP


class _Builder:
    """Builds located values from a composed node tree in one pass.

    A bank of 10,000 scenarios is some 500,000 nodes, so this is the hot loop
    of ``judge eval``: plain strings (most scalars) are taken as they are,
    other scalars go straight to PyYAML's constructor for their tag, and the
    expanded size is counted while building instead of in a second walk.
    """

    def __init__(self, source: str, anchors: bool = True) -> None:
        self.source = source
        #: Built mappings and lists by node id: an alias yields the same object, so aliases cost nothing.
        #: None when the text has no anchor (no ``&``): then no node can be met twice.
        self.memo: dict[int, Any] | None = {} if anchors else None
        #: Expanded size of each finished mapping or list (what an alias to it adds to :attr:`count`).
        self.sizes: dict[int, int] = {}
        #: Values the document expands to so far, aliases counted every time they appear.
        self.count = 0
        self.constructor: yaml.constructor.SafeConstructor | None = None

    def tag_error(self, node: yaml.Node) -> InputError:
        """The error for a node whose tag is not a standard YAML one (``!!python/object``…)."""
        return InputError(_("unsupported YAML tag {tag!r}").format(tag=node.tag), source=self.source,
                          line=node.start_mark.line + 1)

    def scalar(self, node: yaml.ScalarNode) -> Any:
        """The value of a scalar that is not a plain string: as PyYAML's safe loader reads it."""
        tag = node.tag
        value = node.value
        if tag == _INT and value.isdigit() and value[0] != "0":  # the common case of construct_yaml_int
            return int(value)
        if tag == _BOOL and value.lower() in _BOOLS:
            return _BOOLS[value.lower()]
        if tag == _NULL:
            return None
        if tag not in _SCALAR_TAGS:
            raise self.tag_error(node)
        if self.constructor is None:
            self.constructor = yaml.constructor.SafeConstructor()
        try:
            return self.constructor.yaml_constructors[tag](self.constructor, node)
        except Exception as exc:  # noqa: BLE001 - PyYAML's constructors fail in many ways on an explicit tag
            raise InputError(_("bad value {value!r} ({problem})").format(value=value, problem=exc),
                             source=self.source, line=node.start_mark.line + 1) from None

    def shared(self, node: yaml.Node) -> Any:
        """A mapping or list met again through an alias: the value already built, its size counted again."""
        self.count += self.sizes.get(id(node), 1)  # still being built (a recursive alias): counts once
        if self.count > MAX_EXPANDED_NODES:
            raise _AliasBomb
        return self.memo[id(node)]  # type: ignore[index]  # only called with a memo

    def build(self, node: yaml.Node, depth: int = 0) -> Any:
        """The located value of ``node`` (a mapping or a list: scalars are read where they are met)."""
        if isinstance(node, yaml.ScalarNode):  # PyYAML's three node classes have no subclasses
            self.count += 1
            return node.value if node.tag == _STR else self.scalar(node)
        memo = self.memo
        if memo is not None and id(node) in memo:
            return self.shared(node)
        if depth >= MAX_DEPTH:
            raise RecursionError
        start = self.count
        self.count += 1
        value: YamlMap | YamlList
        if isinstance(node, yaml.MappingNode):
            value = self.mapping(node, depth + 1)
        elif isinstance(node, yaml.SequenceNode):
            value = self.sequence(node, depth + 1)
        else:  # pragma: no cover - PyYAML has only these three node kinds
            raise InputError(_("unknown YAML node"), source=self.source, line=node.start_mark.line + 1)
        if memo is not None:
            self.sizes[id(node)] = self.count - start
        else:  # nothing refers to the children's nodes again: free them now, their memory reused for the values
            node.value = ()
        return value

    def mapping(self, node: yaml.MappingNode, depth: int) -> YamlMap:
        """A mapping whose keys are plain words, each key's line remembered."""
        if node.tag != _MAP:
            raise self.tag_error(node)
        value = YamlMap()
        value.line = node.start_mark.line + 1
        value.key_lines = key_lines = {}
        if self.memo is not None:
            self.memo[id(node)] = value
        scalar_node, text_tag, plain = yaml.ScalarNode, _STR, 0  # plain: the string scalars taken as they are
        for key_node, value_node in node.value:
            key_line = key_node.start_mark.line + 1
            if key_node.tag == text_tag and type(key_node) is scalar_node:
                map_key = key_node.value
                plain += 1
            else:
                map_key = self.other_key(key_node, depth, key_line)
            if map_key in value:
                raise InputError(_("key {key!r} appears twice").format(key=map_key), source=self.source,
                                 line=key_line)
            if type(value_node) is not scalar_node:
                value[map_key] = self.build(value_node, depth)
            elif value_node.tag == text_tag:
                value[map_key] = value_node.value
                plain += 1
            else:
                value[map_key] = self.field(map_key, value_node)
            key_lines[map_key] = key_line
        self.count += plain
        return value

    def other_key(self, key_node: yaml.Node, depth: int, line: int) -> str:
        """A mapping key that is not a plain string: a number, a boolean or null, as a string."""
        if key_node.tag == _MERGE:
            raise InputError(_("YAML merge keys (<<) are not supported"), source=self.source, line=line)
        map_key = self.build(key_node, depth)
        if not isinstance(map_key, (str, int, float, bool)) and map_key is not None:
            raise InputError(_("mapping keys must be plain words"), source=self.source, line=line)
        return str(map_key)

    def field(self, key: str, node: yaml.ScalarNode) -> Any:
        """The value of a scalar that is not a string under ``key``; its errors name the field."""
        self.count += 1
        try:
            return self.scalar(node)
        except InputError as exc:  # e.g. a date 2024-13-05
            raise InputError(_("field '{field}': {detail}").format(field=key, detail=exc.detail),
                             source=exc.source, line=exc.line) from None

    def sequence(self, node: yaml.SequenceNode, depth: int) -> YamlList:
        """A list, each item's line remembered."""
        if node.tag != _SEQ:
            raise self.tag_error(node)
        value = YamlList()
        value.line = node.start_mark.line + 1
        items = node.value
        value.item_lines = [item.start_mark.line + 1 for item in items]
        if self.memo is not None:
            self.memo[id(node)] = value
        build, scalar_node, text_tag, append, plain = self.build, yaml.ScalarNode, _STR, value.append, 0
        for item in items:
            if item.tag == text_tag and type(item) is scalar_node:
                append(item.value)
                plain += 1
            else:
                append(build(item, depth))
        self.count += plain
        return value


class _AliasBomb(Exception):
    """Raised inside the builder as soon as the expanded size passes :data:`MAX_EXPANDED_NODES`."""


def _too_big(size: int | None = None) -> str:
    """The message for input above :data:`MAX_FILE_BYTES`: ``size`` bytes, or None when only the limit was read."""
    limit = MAX_FILE_BYTES // (1024 * 1024)
    if size is None or size // (1024 * 1024) <= limit:
        return _("the input is larger than the limit of {limit} MB").format(limit=limit)
    return _("file is {size} MB; the limit is {limit} MB").format(size=size // (1024 * 1024), limit=limit)


def _reader_error_line(text: str, position: int) -> int:
    """The 1-based line of a reader error's position: a byte offset of the UTF-8 text for libyaml,
    a character offset for the pure-Python reader."""
    if _Loader.__name__.startswith("C"):
        return text.encode("utf-8", "surrogatepass")[:position].count(b"\n") + 1
    return text.count("\n", 0, position) + 1


def parse_yaml(text: str, source: str) -> Any:
    """Parse one YAML document from ``text`` into located plain values.

    Raises :class:`InputError` naming ``source`` and the line for syntax
    errors, custom tags, duplicate keys and documents that expand too far.
    """
    if len(text) > MAX_FILE_BYTES:
        raise InputError(
            _too_big(len(text)),
            source=source,
        )
    try:
        node = yaml.compose(text, Loader=_Loader)
    except yaml.reader.ReaderError as exc:  # a NUL or another control character: say where, and which
        raise InputError(_("character U+{code:04X} is not allowed in YAML").format(code=exc.character),
                         source=source, line=_reader_error_line(text, exc.position)) from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        problem = exc.problem or exc.context or _("syntax error")
        raise InputError(_("YAML syntax error: {problem}").format(problem=problem),
                         source=source, line=line) from None
    except yaml.YAMLError as exc:
        raise InputError(_("YAML error: {problem}").format(problem=exc), source=source) from None
    if node is None:
        return None
    builder = _Builder(source, anchors="&" in text)
    try:
        value = builder.build(node)
        if builder.count > MAX_EXPANDED_NODES:
            raise _AliasBomb
        return value
    except _AliasBomb:
        raise InputError(
            _("document expands to more than {count:,} values (alias bomb?)").format(count=MAX_EXPANDED_NODES),
            source=source,
            line=node.start_mark.line + 1,
        ) from None
    except RecursionError:  # deeper than MAX_DEPTH, or than Python's recursion limit allows
        raise InputError(_("YAML document is nested too deeply"), source=source,
                         line=node.start_mark.line + 1) from None


def read_limited(handle: Any, display: str) -> bytes:
    """Up to :data:`MAX_FILE_BYTES` from the binary ``handle``; InputError when there is more.

    The bytes actually read are counted, not the size a file claims: a device
    (``/dev/zero``) or a pipe says 0.
    """
    raw = handle.read(MAX_FILE_BYTES + 1)
    if len(raw) > MAX_FILE_BYTES:
        raise InputError(_too_big(), source=display)
    return bytes(raw)


def decode_yaml_bytes(raw: bytes, display: str) -> str:
    """The text of a YAML file's bytes (UTF-8, a byte-order mark allowed); InputError naming the bad byte."""
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(_("not UTF-8 text (byte {offset})").format(offset=exc.start), source=display) from None


def read_yaml_file(path: Any, display: str | None = None) -> Any:
    """Read and parse the YAML file at ``path`` (see :func:`parse_yaml`), at most :data:`MAX_FILE_BYTES`."""
    from judge_cli.fsutil import os_reason

    display = display or str(path)
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise InputError(_too_big(size), source=display)
        with open(path, "rb") as handle:
            raw = read_limited(handle, display)
    except OSError as exc:
        raise InputError(_("cannot read file ({reason})").format(reason=os_reason(exc)), source=display) from None
    return parse_yaml(decode_yaml_bytes(raw, display), display)
