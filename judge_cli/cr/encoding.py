"""Reading a Comprehensive Rules file: bounded reading, encoding and line-end detection.

Wizards published the rules text in several encodings over the years: UTF-8
(2009), UTF-16 with a byte-order mark (2016), Windows-1252 (2018), UTF-8 with
a byte-order mark (2024 on), with CRLF or bare CR line ends.  The order of
detection is fixed and never silent:

1. a byte-order mark names the encoding (UTF-8, UTF-16 LE/BE);
2. else the bytes must be strict UTF-8;
3. else Windows-1252 — unless the bytes are mostly UTF-8 with a few broken
   sequences (a damaged UTF-8 file: decoding it as Windows-1252 would turn
   every curly quote into ``â€™``), or hold bytes Windows-1252 does not
   define, or control characters (a binary file): those are refused, naming
   the byte and line.

The encoding used is returned with the text, for the import summary.
"""

from __future__ import annotations

import codecs
import re
from pathlib import Path

from judge_cli.errors import InputError
from judge_cli.i18n import _

#: The published text is about 1 MB (2.7 MB in UTF-16); anything far larger is not a CR file.
MAX_FILE_BYTES = 20 * 1024 * 1024

#: Byte-order marks, longest first (a UTF-32 LE mark starts with the UTF-16 LE one).
_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le", "UTF-32 LE with BOM"),
    (codecs.BOM_UTF32_BE, "utf-32-be", "UTF-32 BE with BOM"),
    (codecs.BOM_UTF8, "utf-8", "UTF-8 with BOM"),
    (codecs.BOM_UTF16_LE, "utf-16-le", "UTF-16 LE with BOM"),
    (codecs.BOM_UTF16_BE, "utf-16-be", "UTF-16 BE with BOM"),
)
#: A complete multi-byte UTF-8 sequence (2, 3 or 4 bytes).
_UTF8_SEQUENCE = re.compile(
    rb"[\xc2-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}|[\xf0-\xf4][\x80-\xbf]{3}"
)
_HIGH_BYTE = re.compile(rb"[\x80-\xff]")
#: Control characters no text file has (tab, line feed, form feed and carriage return are fine).
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f]")


def read_limited(path: Path, display: str, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of ``path``, refused once more than ``limit`` bytes were actually read.

    The size is judged by reading, not by ``stat``: ``/dev/zero`` or a pipe
    report no size and never end.
    """
    try:
        if path.is_dir():
            raise InputError(_("is a directory, not a file"), source=display)
        with path.open("rb") as stream:
            raw = stream.read(limit + 1)
    except OSError as exc:
        raise InputError(_("cannot read file ({reason})").format(reason=exc.strerror), source=display) from None
    if len(raw) > limit:
        raise InputError(
            _("file is larger than {limit} MB; the Comprehensive Rules are about 1 MB").format(
                limit=limit // (1024 * 1024)),
            source=display,
        )
    return raw


def _line_of(raw: bytes, offset: int) -> int:
    """1-based line of byte ``offset`` of single-byte or UTF-8 text (any line ends)."""
    head = raw[:offset]
    return head.count(b"\n") + head.count(b"\r") - head.count(b"\r\n") + 1


def decode(raw: bytes, source: str) -> tuple[str, str]:
    """``(text, encoding name)`` of a CR file's bytes; :class:`InputError` when they are not text."""
    for bom, codec, name in _BOMS:
        if raw.startswith(bom):
            try:
                text = raw[len(bom):].decode(codec)
            except UnicodeDecodeError as exc:
                raise InputError(
                    _("not valid {encoding} text (byte {offset})").format(encoding=name, offset=exc.start + len(bom)),
                    source=source) from None
            return _checked(text, source, name), name
    if b"\x00" in raw[:65536]:
        raise InputError(_("this is a binary file, not the Comprehensive Rules text"), source=source)
    try:
        return _checked(raw.decode("utf-8"), source, "UTF-8"), "UTF-8"
    except UnicodeDecodeError as exc:
        first_bad = exc.start
    found = _UTF8_SEQUENCE.findall(raw)
    sequences = len(found)
    stray = len(_HIGH_BYTE.findall(raw)) - sum(map(len, found))
    if sequences and sequences >= stray:
        # Mostly UTF-8: a Windows-1252 reading would garble every accented letter and quote.
        raise InputError(
            _("not UTF-8 text (byte {offset}), though most of the file is UTF-8; the file is damaged").format(
                offset=first_bad),
            source=source, line=_line_of(raw, first_bad))
    try:
        text = raw.decode("cp1252")
    except UnicodeDecodeError as exc:
        raise InputError(
            _("not UTF-8 text (byte {offset}), nor Windows-1252; is this the Comprehensive Rules text?").format(
                offset=exc.start),
            source=source, line=_line_of(raw, exc.start)) from None
    return _checked(text, source, "Windows-1252"), "Windows-1252"


def _checked(text: str, source: str, encoding: str) -> str:
    """``text`` unless it holds control characters (a binary file read as text)."""
    found = _CONTROL.search(text)
    if found:
        line = text.count("\n", 0, found.start()) + 1 if "\n" in text else text.count("\r", 0, found.start()) + 1
        raise InputError(
            _("control character U+{code} in {encoding} text; is this the Comprehensive Rules text?").format(
                code=f"{ord(found.group()):04X}", encoding=encoding),
            source=source, line=line)
    return text


def line_ends(text: str) -> str:
    """The line ends of ``text``, most frequent first: ``CRLF``, ``CR``, ``LF``, ``CR+CRLF``…"""
    crlf = text.count("\r\n")
    counts = {"CRLF": crlf, "CR": text.count("\r") - crlf, "LF": text.count("\n") - crlf}
    present = sorted((kind for kind, count in counts.items() if count), key=lambda kind: -counts[kind])
    return "+".join(present)
