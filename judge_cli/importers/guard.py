"""Limits on the JSON an import streams: nesting depth, string length, record size, decompression ratio.

ijson builds each record (an MTGJSON set, a Scryfall card) before the
importer sees it, and its prefixes cost memory in the square of the nesting
depth: a 1.2 MB file of 200,000 nested objects asked for about 24 GB, and a
gigabyte-long card name hid in a 1 MB ``.json.gz``.  :class:`JsonGuard` reads
every chunk *before* ijson does and refuses, at the chunk where it happens:

* nesting deeper than :data:`MAX_DEPTH` (real card data is under 10 levels);
* a string longer than :data:`MAX_STRING` bytes (a card's longest text is a
  few kilobytes);
* a record (one value of MTGJSON's ``data``, one Scryfall list item) of more
  than :data:`MAX_RECORD_VALUES` values (the largest real set is under a
  million);

and :func:`check_ratio` refuses compressed data that expands more than
:data:`MAX_RATIO` times (a decompression bomb).  The check is a byte scan at
C speed (``bytes.translate``, ``bytes.replace``, one regular expression over
what is left): quotes, backslashes, brackets and commas are all it needs.
:func:`json_path_at` then finds where, in JSON-path terms, by reading the file
again with ijson's prefix-free parser up to that point.
"""

from __future__ import annotations

import re
from array import array
from collections.abc import Callable, Iterator
from itertools import accumulate
from typing import Any

#: Deepest nesting of objects and lists accepted.
MAX_DEPTH = 64
#: Longest JSON string accepted, in bytes (measured across chunks; see :meth:`JsonGuard.feed`).
MAX_STRING = 1024 * 1024
#: Most values (roughly: commas and opening brackets) one record may hold.
MAX_RECORD_VALUES = 5_000_000
#: Compressed data may expand this many times, once it is larger than :data:`RATIO_FLOOR`.
MAX_RATIO = 100
RATIO_FLOOR = 64 * 1024 * 1024

#: Every byte but the ones the guard reads: quotes, brackets, commas (backslashes are resolved first).
_OTHER = bytes(code for code in range(256) if code not in b'"[]{},')
#: A string once everything but quotes and structure is gone: quotes around brackets and commas.
_STRING = re.compile(rb'"[^"]*"')
#: +1 for an opening bracket, -1 (255 as a signed byte) for a closing one.
_STEP = bytes(1 if code in b"[{" else 255 if code in b"]}" else 0 for code in range(256))


class GuardTrip(Exception):
    """A limit was passed: ``kind`` is "depth", "string" or "record"; ``offset`` is the end of the chunk
    that passed it (in decompressed bytes), a point inside the offending string or record."""

    def __init__(self, kind: str, offset: int) -> None:
        super().__init__(kind, offset)
        self.kind = kind
        self.offset = offset


class JsonGuard:
    """Tracks, chunk by chunk, the nesting depth, the string being read and the size of the current record.

    ``record_depth`` is the depth of the container whose values are records:
    2 for MTGJSON (``{"data": {SET: …}}``), 1 for a Scryfall list.
    """

    def __init__(self, record_depth: int, *, max_depth: int = MAX_DEPTH, max_string: int = MAX_STRING,
                 max_record: int = MAX_RECORD_VALUES) -> None:
        self.record_depth = record_depth
        self.max_depth, self.max_string, self.max_record = max_depth, max_string, max_record
        self.depth = 0
        self.in_string = False
        self.string_start = 0  #: the start of the chunk the string being read began in (so: at or before it)
        self.record_values = 0
        self._backslash = b""  #: a backslash that ended the last chunk, escaping the next chunk's first byte

    def feed(self, chunk: bytes, offset: int) -> None:
        """Account for ``chunk``, which starts at decompressed byte ``offset``; GuardTrip past a limit."""
        end = offset + len(chunk)
        data = self._backslash + chunk
        self._backslash = b""
        if b"\\" in data:
            # An escaped backslash, then an escaped quote, carry no structure; other escapes hide no quote.
            data = data.replace(b"\\\\", b"").replace(b'\\"', b"")
            if data.endswith(b"\\"):
                self._backslash, data = b"\\", data[:-1]
            data = data.replace(b"\\", b"")
        marks = data.translate(None, _OTHER)
        if self.in_string:
            marks = b'"' + marks
        marks = marks.replace(b'""', b"")  # most strings hold no bracket or comma: gone at C speed
        outside = _STRING.sub(b"", marks) if b'"' in marks else marks
        opened = outside.find(b'"')
        was_in_string = self.in_string
        self.in_string = opened >= 0
        if self.in_string:
            outside = outside[:opened]
            if not was_in_string or b'"' in data:  # an unescaped quote: the string began in this chunk
                self.string_start = offset  # so its length so far is at most the chunk's (never less)
            if end - self.string_start > self.max_string:
                raise GuardTrip("string", end)
        self._structure(outside, end)

    def _structure(self, outside: bytes, end: int) -> None:
        """Depth and record size from the brackets and commas outside strings."""
        values = outside.count(b",")
        brackets = outside.translate(None, b",")
        if brackets:
            steps = array("b", brackets.translate(_STEP))
            levels = list(accumulate(steps, initial=self.depth))
            if max(levels) > self.max_depth:
                raise GuardTrip("depth", end)
            if min(levels[1:]) <= self.record_depth:  # a record ended here: count the next one afresh
                self.record_values = 0  # (this chunk's values still count: an over-estimate by one chunk)
            self.depth = levels[-1]
            values += brackets.count(b"[") + brackets.count(b"{")
        if self.depth > self.record_depth:
            self.record_values += values
            if self.record_values > self.max_record:
                raise GuardTrip("record", end)


def check_ratio(decompressed: int, compressed: int) -> bool:
    """True when ``decompressed`` bytes out of ``compressed`` look like a decompression bomb."""
    return decompressed > RATIO_FLOOR and decompressed > MAX_RATIO * max(compressed, 1)


def json_path_at(events: Iterator[tuple[str, Any]], *, depth: int | None = None, keep: int | None = None) -> str:
    """The JSON path (``data.MKM.cards[3].name``) where ``events`` (ijson ``basic_parse``) end, or where
    the nesting first passes ``depth``; ``keep``: only the first so many parts (a record's own path)."""
    path: list[Any] = []  #: per open container: its current key (str) or index (int)
    kinds: list[str] = []
    try:
        for event, value in events:
            if event == "map_key":
                path[-1] = value
                continue
            if kinds and kinds[-1] == "array" and event not in ("end_array", "end_map"):
                path[-1] += 1
            if event in ("start_map", "start_array"):
                kinds.append("map" if event == "start_map" else "array")
                path.append(None if event == "start_map" else -1)
                if depth is not None and len(kinds) > depth:
                    break
            elif event in ("end_map", "end_array"):
                kinds.pop()
                path.pop()
    except Exception:  # noqa: BLE001 - the stream was cut where the problem is: the path so far is the answer
        pass
    return format_path(path[:keep] if keep is not None else path)


def format_path(parts: list[Any]) -> str:
    """``data.MKM.cards[3]``; keys that are not identifiers in brackets; long paths shortened in the middle."""
    text: list[str] = []
    for part in parts:
        if part is None:
            continue
        if isinstance(part, int):
            text.append(f"[{max(part, 0)}]")
        elif re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", part):
            text.append(f".{part}" if text else part)
        else:
            text.append(f"[{part[:40]!r}]")
    if len(text) > 12:
        text = [*text[:6], f"…{len(text) - 9} more…", *text[-3:]]
    return "".join(text) or "$"


class _Head:
    """The first ``size`` bytes of a binary stream, then its end (to parse up to a point, no further)."""

    def __init__(self, stream: Any, size: int) -> None:
        self.stream, self.left = stream, size

    def read(self, size: int = -1) -> bytes:
        if self.left <= 0:
            return b""
        data: bytes = self.stream.read(self.left if size is None or size < 0 else min(size, self.left))
        self.left -= len(data)
        return data


def locate(stream: Any, trip: GuardTrip, basic_parse: Callable[..., Iterator[Any]], record_depth: int) -> str:
    """The JSON path of ``trip`` in ``stream`` (the file opened again, decompressed), read with a prefix-free
    parser: to the first nesting past the limit, or up to the trip's point (inside the string or record)."""
    if trip.kind == "depth":
        return json_path_at(basic_parse(stream), depth=MAX_DEPTH)
    keep = record_depth if trip.kind == "record" else None
    return json_path_at(basic_parse(_Head(stream, trip.offset)), keep=keep)
