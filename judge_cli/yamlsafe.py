"""Safe YAML loading that remembers where every key and item came from.

Corpus files and scenario files are both written by people, so every error has
to name the file and line.  PyYAML's composer already records marks on nodes;
we build plain Python values from the node tree ourselves so that

* only the standard YAML tags are accepted (``!!python/object`` and any other
  custom tag is an error, never executed),
* anchors/aliases are shared, not copied, so an alias bomb costs linear time,
  and the expanded size is capped,
* each mapping/list remembers the line of each key/item.
"""

from __future__ import annotations

from typing import Any

import yaml

from judge_cli.errors import InputError
from judge_cli.i18n import _

try:  # The C composer is several times faster; fall back when libyaml is absent.
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - depends on the build of PyYAML
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]

#: Files above this size are refused before parsing (a scenario bank of
#: 10,000 questions is about 3 MB).
MAX_FILE_BYTES = 20 * 1024 * 1024
#: Cap on the number of values a document expands to once aliases are followed.
MAX_EXPANDED_NODES = 2_000_000

_SCALAR_TAGS = {
    "tag:yaml.org,2002:str",
    "tag:yaml.org,2002:int",
    "tag:yaml.org,2002:float",
    "tag:yaml.org,2002:bool",
    "tag:yaml.org,2002:null",
    "tag:yaml.org,2002:timestamp",
}


class YamlMap(dict):
    """A dict that knows its own line and the line of each key (1-based)."""

    line: int = 0
    key_lines: dict[str, int]

    def line_of(self, key: str) -> int:
        """Line of ``key`` if present, else the mapping's own line."""
        return self.key_lines.get(key, self.line)


class YamlList(list):
    """A list that knows its own line and the line of each item (1-based)."""

    line: int = 0
    item_lines: list[int]

    def line_of(self, index: int) -> int:
        """Line of item ``index``, else the list's own line."""
        if 0 <= index < len(self.item_lines):
            return self.item_lines[index]
        return self.line


def line_of(value: Any, default: int = 0) -> int:
    """Line where ``value`` starts when it is a located map or list."""
    return getattr(value, "line", default) or default


class _Builder:
    def __init__(self, source: str) -> None:
        self.source = source
        self.memo: dict[int, Any] = {}
        self.sizes: dict[int, int] = {}
        self.scalar_constructor = yaml.constructor.SafeConstructor()

    def tag_error(self, node: yaml.Node, line: int) -> InputError:
        """The error for a node whose tag is not a standard YAML one (``!!python/object``…)."""
        return InputError(_("unsupported YAML tag {tag!r}").format(tag=node.tag), source=self.source, line=line)

    def size(self, node: yaml.Node) -> int:
        """Expanded size of ``node`` (aliases counted every time they appear)."""
        key = id(node)
        if key in self.sizes:
            return self.sizes[key]
        self.sizes[key] = 1  # guards against recursive structures
        if isinstance(node, yaml.MappingNode):
            total = 1 + sum(self.size(k) + self.size(v) for k, v in node.value)
        elif isinstance(node, yaml.SequenceNode):
            total = 1 + sum(self.size(item) for item in node.value)
        else:
            total = 1
        self.sizes[key] = min(total, MAX_EXPANDED_NODES + 1)
        return self.sizes[key]

    def build(self, node: yaml.Node) -> Any:
        key = id(node)
        if key in self.memo:
            return self.memo[key]
        line = node.start_mark.line + 1
        if isinstance(node, yaml.ScalarNode):
            if node.tag not in _SCALAR_TAGS:
                raise self.tag_error(node, line)
            try:
                value = self.scalar_constructor.construct_object(node)
            except (yaml.YAMLError, ValueError) as exc:
                raise InputError(_("bad value {value!r} ({problem})").format(value=node.value, problem=exc),
                                 source=self.source, line=line) from None
        elif isinstance(node, yaml.MappingNode):
            if node.tag != "tag:yaml.org,2002:map":
                raise self.tag_error(node, line)
            value = YamlMap()
            value.line = line
            value.key_lines = {}
            self.memo[key] = value
            for key_node, value_node in node.value:
                if key_node.tag == "tag:yaml.org,2002:merge":
                    raise InputError(_("YAML merge keys (<<) are not supported"), source=self.source,
                                     line=key_node.start_mark.line + 1)
                map_key = self.build(key_node)
                if not isinstance(map_key, (str, int, float, bool)) and map_key is not None:
                    raise InputError(_("mapping keys must be plain words"), source=self.source,
                                     line=key_node.start_mark.line + 1)
                map_key = str(map_key) if not isinstance(map_key, str) else map_key
                if map_key in value:
                    raise InputError(_("key {key!r} appears twice").format(key=map_key), source=self.source,
                                     line=key_node.start_mark.line + 1)
                try:
                    value[map_key] = self.build(value_node)
                except InputError as exc:  # name the field a bad scalar (e.g. a date 2024-13-05) belongs to
                    if not isinstance(value_node, yaml.ScalarNode):
                        raise
                    raise InputError(_("field '{field}': {detail}").format(field=map_key, detail=exc.detail),
                                     source=exc.source, line=exc.line) from None
                value.key_lines[map_key] = key_node.start_mark.line + 1
            return value
        elif isinstance(node, yaml.SequenceNode):
            if node.tag != "tag:yaml.org,2002:seq":
                raise self.tag_error(node, line)
            value = YamlList()
            value.line = line
            value.item_lines = [item.start_mark.line + 1 for item in node.value]
            self.memo[key] = value
            value.extend(self.build(item) for item in node.value)
            return value
        else:  # pragma: no cover - PyYAML has only these three node kinds
            raise InputError(_("unknown YAML node"), source=self.source, line=line)
        self.memo[key] = value
        return value


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
    builder = _Builder(source)
    try:
        if builder.size(node) > MAX_EXPANDED_NODES:
            raise InputError(
                _("document expands to more than {count:,} values (alias bomb?)").format(count=MAX_EXPANDED_NODES),
                source=source,
                line=node.start_mark.line + 1,
            )
        return builder.build(node)
    except RecursionError:  # nesting PyYAML accepts can still exceed Python's recursion limit
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
