"""Opening an input file: decompression, file-type checks, byte counting, located JSON errors.

The importers read JSON incrementally with :mod:`ijson` (its C backend when
installed), so memory does not grow with the file.  :class:`InputStream`
sits between the file and ijson: it decompresses (gzip, bzip2 or xz, told by
the file's first bytes, not its name), counts the bytes handed to the parser
so errors can say where they are, and reports progress.  It also hands every
chunk to a :class:`~judge_cli.importers.guard.JsonGuard` before ijson sees it,
so that hostile nesting, strings or records are refused before they cost
memory, and refuses compressed data that expands like a bomb.
"""

from __future__ import annotations

import ast
import contextlib
import io
import os
from collections.abc import Callable, Iterator
from pathlib import Path

from judge_cli.errors import InputError
from judge_cli.i18n import _
from judge_cli.importers.guard import GuardTrip, JsonGuard

#: Bytes read from the file at a time (also ijson's buffer size).
CHUNK = 256 * 1024
#: ``progress(bytes read from the file, file size)``; called once per chunk.
Progress = Callable[[int, int], None]

_COMPRESSED = ((b"\x1f\x8b", "gzip"), (b"BZh", "bzip2"), (b"\xfd7zXZ\x00", "xz"))
_NOT_JSON = (
    (b"\x89PNG\r\n\x1a\n", "a PNG image"), (b"\xff\xd8\xff", "a JPEG image"), (b"GIF8", "a GIF image"),
    (b"%PDF", "a PDF document"), (b"PK\x03\x04", "a ZIP archive"), (b"\x7fELF", "a program"),
)
_BOM = b"\xef\xbb\xbf"


def _kind_label(kind: str) -> str:
    labels = {"a PNG image": _("a PNG image"), "a JPEG image": _("a JPEG image"), "a GIF image": _("a GIF image"),
              "a PDF document": _("a PDF document"), "a ZIP archive": _("a ZIP archive"),
              "a program": _("a program")}
    return labels.get(kind, kind)


class InputStream:
    """A binary, decompressed, byte-counting reader over one input file (use as a context manager)."""

    def __init__(self, path: Path, display: str | None = None, progress: Progress | None = None) -> None:
        self.path = Path(path)
        self.display = display or str(path)
        self.progress = progress
        self.compression: str | None = None
        self.position = 0  #: decompressed bytes handed out so far
        self.chunk_start = 0  #: where the last non-empty chunk starts (decompressed)
        self.chunk = b""  #: the last non-empty chunk handed out (to locate parse errors)
        self.guard: JsonGuard | None = None  #: set by json_events: every chunk passes it before ijson
        try:
            self._raw = open(self.path, "rb")  # noqa: SIM115 - closed by close()
            self.size = os.fstat(self._raw.fileno()).st_size
        except IsADirectoryError:
            raise InputError(_("is a folder, not a file"), source=self.display) from None
        except OSError as exc:
            from judge_cli.fsutil import os_reason

            raise InputError(_("cannot read file ({reason})").format(reason=os_reason(exc)),
                             source=self.display) from None
        self._stream = self._open_decompressed()
        self._pending = b""

    def _open_decompressed(self) -> io.BufferedIOBase:
        head = self._raw.read(8)
        self._raw.seek(0)
        for magic, name in _COMPRESSED:
            if head.startswith(magic):
                self.compression = name
                if name == "gzip":
                    import gzip

                    return gzip.GzipFile(fileobj=self._raw, mode="rb")
                if name == "bzip2":
                    import bz2

                    return bz2.BZ2File(self._raw, mode="rb")
                import lzma

                return lzma.LZMAFile(self._raw, mode="rb")
        return self._raw

    def __enter__(self) -> InputStream:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        """Close the file."""
        for handle in (self._stream, self._raw):
            # closing a broken compressed stream may complain again
            with contextlib.suppress(Exception):
                handle.close()

    def _read_raw(self, size: int) -> bytes:
        try:
            data = self._stream.read(size)
        except (EOFError, OSError, ValueError) as exc:
            raise InputError(
                _("the {compression} data is damaged or cut short after {position} bytes ({reason})").format(
                    compression=self.compression or "file", position=self.position, reason=exc),
                source=self.display) from None
        except Exception as exc:  # lzma.LZMAError, zlib.error: not OSError subclasses
            if type(exc).__name__ in ("LZMAError", "error"):
                raise InputError(
                    _("the {compression} data is damaged or cut short after {position} bytes ({reason})").format(
                        compression=self.compression or "file", position=self.position, reason=exc),
                    source=self.display) from None
            raise
        if self.progress is not None:
            self.progress(self._raw.tell(), self.size)
        if self.compression is not None:
            from judge_cli.importers.guard import MAX_RATIO, check_ratio

            if check_ratio(self.position + len(data), self._raw.tell()):
                raise InputError(_("the {compression} data expands more than {ratio} times (a decompression "
                                   "bomb?); this is not card data").format(compression=self.compression,
                                                                           ratio=MAX_RATIO), source=self.display)
        return data

    def read(self, size: int = -1) -> bytes:
        """Up to ``size`` decompressed bytes (what ijson calls)."""
        if size == 0:  # ijson asks for nothing to learn whether the stream gives bytes or text
            return b""
        if self._pending:
            data, self._pending = self._pending, b""
        else:
            data = self._read_raw(CHUNK if size is None or size < 0 else size)
        if data:
            self.chunk_start, self.chunk = self.position, data
            self.position += len(data)
            if self.guard is not None:
                self.guard.feed(data, self.chunk_start)
        return data

    def first_bytes(self) -> bytes:
        """The first few hundred decompressed bytes, left to be read again (for file-type checks)."""
        if not self._pending and self.position == 0:
            self._pending = self._read_raw(4096)
        return self._pending

    def check_json(self, expected: str, hint: Callable[[bytes], str | None] | None = None) -> str:
        """The first JSON character (``{`` or ``[``), or InputError saying what the file is instead.

        ``expected`` names the wanted format in messages; ``hint`` may add a
        suggestion for JSON that is of the other importer's kind.
        """
        head = self.first_bytes()
        if not head:
            raise InputError(_("the file is empty"), source=self.display)
        for magic, kind in _NOT_JSON:
            if head.startswith(magic) or (kind == "a PNG image" and head[:4] == b"RIFF" and head[8:12] == b"WEBP"):
                raise InputError(_("this is {kind}, not {expected}").format(kind=_kind_label(kind), expected=expected),
                                 source=self.display)
        text = head[len(_BOM):] if head.startswith(_BOM) else head
        stripped = text.lstrip(b" \t\r\n")
        first = stripped[:1]
        if first in (b"{", b"["):
            return first.decode()
        if b"Comprehensive Rules" in head:
            raise InputError(_("this is a Comprehensive Rules text, not {expected}; import it with "
                               "`judge import cr`").format(expected=expected), source=self.display)
        raise InputError(_("this is not JSON (it does not start with '{{' or '['), so not {expected}").format(
            expected=expected), source=self.display)

    def json_error(self, error: Exception) -> InputError:
        """An :class:`InputError` for an ijson parse error, naming the byte where it happened."""
        message = str(error)
        if message.startswith(("b'", 'b"')):
            with contextlib.suppress(ValueError, SyntaxError):
                message = ast.literal_eval(message).decode("utf-8", "replace")
        reason = message.strip().splitlines()[0] if message.strip() else type(error).__name__
        if "premature EOF" in reason:
            return InputError(_("the JSON ends at byte {position} before it is complete (is the file cut short?)")
                              .format(position=self.position), source=self.display)
        offset = _error_offset(message, self.chunk)
        # yajl's caret sits just after the offending byte (a bad character), or a byte or two into the
        # offending token (a misplaced one): the 1-based number of the byte before the caret.
        where = self.chunk_start + offset if offset is not None else self.position
        return InputError(_("invalid JSON near byte {position}: {reason}").format(position=where, reason=reason),
                          source=self.display)


def _error_offset(message: str, chunk: bytes) -> int | None:
    """How many bytes of ``chunk`` yajl had read when it failed, from the excerpt it prints.

    yajl prints the bytes around the error (line breaks as spaces) indented so
    that the caret of the next line sits just after the offending byte: when
    that is 30 bytes or more into the chunk, the excerpt starts 30 bytes
    before it, after 10 spaces; otherwise it starts at the chunk's first byte.
    """
    lines = message.splitlines()
    if len(lines) < 3 or "^" not in lines[2]:
        return None
    excerpt, caret = lines[1], lines[2].index("^")
    flat = chunk.replace(b"\n", b" ").replace(b"\r", b" ")
    for offset in range(min(30, caret + 1)):  # near the chunk's start: the excerpt is its first bytes
        start = caret - offset
        if not excerpt[:start].strip(" ") and flat.startswith(excerpt[start:].encode("utf-8", "replace")):
            return offset
    found = flat.find(excerpt[caret - 30:].encode("utf-8", "replace"))
    return found + 30 if found >= 0 else None


def json_events(stream: InputStream, prefix: str, method: str) -> Iterator:
    """ijson's ``items``/``kvitems`` over ``stream`` at ``prefix``, with parse errors located and the
    limits of :mod:`judge_cli.importers.guard` applied to each chunk first.

    ``prefix`` is ``data`` (MTGJSON: records are the values of the top
    object's ``data``) or ``item`` (Scryfall: records are the list's items).
    Floats stay floats (not Decimal): no field the importers keep is a number
    whose precision matters.
    """
    import ijson

    record_depth = 1 if prefix == "item" else prefix.count(".") + 2
    stream.guard = JsonGuard(record_depth)
    reader = getattr(ijson, method)
    try:
        yield from reader(stream, prefix, use_float=True, buf_size=CHUNK)
    except GuardTrip as trip:
        raise guard_error(stream, trip, record_depth) from None
    except ijson.JSONError as error:
        raise stream.json_error(error) from None
    except UnicodeDecodeError as error:
        raise InputError(_("invalid UTF-8 at byte {position}").format(position=stream.chunk_start + error.start),
                         source=stream.display) from None


def guard_error(stream: InputStream, trip: GuardTrip, record_depth: int) -> InputError:
    """The error for a limit the guard saw passed, naming the JSON path (the file is read again to find it)."""
    import ijson

    from judge_cli.importers.guard import MAX_DEPTH, MAX_RECORD_VALUES, MAX_STRING, locate

    try:
        with InputStream(stream.path, stream.display) as again:
            path = locate(again, trip, ijson.basic_parse, record_depth)
    except InputError:
        path = "?"
    if trip.kind == "depth":
        message = _("the JSON is nested more than {limit} levels deep at {path} (card data has fewer than 10)")
    elif trip.kind == "string":
        message = _("the text at {path} is longer than {limit} MB; no card text is that long")
    else:
        message = _("the entry {path} holds more than {limit} values; no real set or card is that large")
    limit = {"depth": MAX_DEPTH, "string": MAX_STRING // (1024 * 1024), "record": f"{MAX_RECORD_VALUES:,}"}
    return InputError(message.format(path=path, limit=limit[trip.kind]), source=stream.display)
