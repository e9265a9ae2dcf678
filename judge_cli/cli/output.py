"""Standard output and standard error: everything judge-cli prints goes through here.

* Text is cleaned of terminal control characters (:func:`clean`): a scenario
  id, a card text or a file name cannot retitle the terminal, move the cursor
  or hide what was printed.
* An encoding that cannot show a character (``PYTHONIOENCODING=latin-1``,
  an old console) prints ``?`` for it instead of failing; JSON is then written
  with ``\\u`` escapes, so it stays exact.
* A closed, full or broken standard output is an :class:`OutputFailed`; the
  command line (``judge_cli.cli.app``) ends the run with one line and exit
  code 3, or quietly for a reader that stopped early (``| head -1``).
* Standard error is written best-effort: a message about a failure must not
  fail in turn.
"""

from __future__ import annotations

import errno
import sys
from typing import Any, TextIO

from judge_cli.errors import ResourceError
from judge_cli.i18n import _

#: Control characters a terminal acts on: C0 (but tab and line feed), DEL, C1.
_CONTROLS = [code for code in range(0x20) if code not in (0x09, 0x0A)] + [0x7F] + list(range(0x80, 0xA0))
_VISIBLE: dict[int, str] | None = None
#: In JSON, the controls ``json.dumps`` leaves raw (DEL and C1: it escapes C0 itself) as ``\u`` escapes;
#: they can only occur inside strings, where the escape means the same character.
_JSON_ESCAPES = {code: f"\\u{code:04x}" for code in [0x7F, *range(0x80, 0xA0)]}


def clean(text: str) -> str:
    """``text`` with each terminal control character shown as an escape (``\\x1b``), not sent raw."""
    global _VISIBLE
    if _VISIBLE is None:
        _VISIBLE = {code: f"\\x{code:02x}" for code in _CONTROLS}
    return text.translate(_VISIBLE)


class OutputFailed(ResourceError):
    """Standard output could not be written: closed, full, or a reader that went away (``broken_pipe``)."""

    def __init__(self, error: OSError | None) -> None:
        from judge_cli.fsutil import os_reason

        self.broken_pipe = error is not None and error.errno == errno.EPIPE
        reason = os_reason(error) if error is not None else _("it is closed")
        super().__init__(_("cannot write the output ({reason})").format(reason=reason))


def clean_json(text: str, *, ascii_only: bool = False) -> str:
    """JSON text with DEL and the C1 controls escaped (JSON means the same; a terminal cannot act on them),
    and with ``ascii_only`` every other non-ASCII character too (for an output that cannot carry UTF-8).

    ``str.translate`` with a table looks every character up in a dict: about a second for the 21 MB report
    of a 10,000-scenario bank.  A report rarely holds any of them, so they are looked for first, in the
    UTF-8 bytes (:func:`_has_json_controls`, ~25 ms), and replaced only when there are some.
    """
    if _has_json_controls(text):
        import re

        text = re.sub("[\x7f-\x9f]", _json_escape, text)
    if ascii_only and not text.isascii():
        import json
        import re

        # Outside strings JSON is ASCII, so every non-ASCII character is inside a string: escape it there.
        text = re.sub(r"[^\x00-\x7f]", lambda found: json.dumps(found.group())[1:-1], text)
    return text


def _has_json_controls(text: str) -> bool:
    """True when ``text`` holds DEL or a C1 control: in UTF-8, byte 7F, or C2 followed by 80 to 9F (C2 leads
    only U+0080 to U+00BF, rare in card texts: each is checked)."""
    if text.isascii():
        return "\x7f" in text
    data = text.encode("utf-8", "surrogatepass")
    if b"\x7f" in data:
        return True
    at = data.find(b"\xc2")
    while at >= 0:
        if data[at + 1] <= 0x9F:  # a lead byte is always followed by a continuation byte (80 to BF)
            return True
        at = data.find(b"\xc2", at + 2)
    return False


def _json_escape(found: Any) -> str:
    return _JSON_ESCAPES[ord(found.group())]


def _is_utf(stream: Any) -> bool:
    encoding = (getattr(stream, "encoding", None) or "utf-8").lower().replace("_", "-")
    return encoding.startswith("utf")


def prepare_streams() -> None:
    """Let standard output and error print ``?`` for what their encoding cannot show (instead of failing)."""
    for stream in (sys.stdout, sys.stderr):
        if stream is not None and not _is_utf(stream) and getattr(stream, "errors", "") == "strict":
            reconfigure = getattr(stream, "reconfigure", None)
            if reconfigure is not None:
                reconfigure(errors="replace")


def json_needs_ascii() -> bool:
    """True when standard output cannot carry UTF-8, so JSON must escape what is not ASCII."""
    return not _is_utf(sys.stdout)


def write_out(text: str) -> None:
    """Write ``text`` (already cleaned) to standard output; OutputFailed when it cannot be."""
    stream = sys.stdout
    if stream is None:
        raise OutputFailed(None)
    try:
        stream.write(text)
    except UnicodeEncodeError:  # a stream set up elsewhere (not by prepare_streams) that refuses a character
        encoding = stream.encoding or "ascii"
        _write(stream, text.encode(encoding, "replace").decode(encoding))
    except OSError as error:
        raise OutputFailed(error) from None


def _write(stream: TextIO, text: str) -> None:
    try:
        stream.write(text)
    except OSError as error:
        raise OutputFailed(error) from None


def flush_out() -> None:
    """Flush standard output (what the buffer held fails here, not at exit); OutputFailed when it cannot be."""
    stream = sys.stdout
    if stream is None:
        return
    try:
        stream.flush()
    except OSError as error:
        raise OutputFailed(error) from None
    except ValueError:  # flushed after being closed (a test harness): nothing left to write
        pass


def write_err(line: str) -> None:
    """Write one line to standard error, best-effort (a closed or full stderr is ignored)."""
    stream = sys.stderr
    if stream is None:
        return
    try:
        stream.write(clean(line) + "\n")
        stream.flush()
    except UnicodeEncodeError:
        encoding = stream.encoding or "ascii"
        try:
            stream.write(clean(line).encode(encoding, "replace").decode(encoding) + "\n")
            stream.flush()
        except (OSError, ValueError):
            pass
    except (OSError, ValueError):
        pass


def discard_stdout() -> None:
    """Point file descriptor 1 at the null device, so the interpreter's last flush cannot fail again.

    Used after standard output failed: Python flushes it once more at exit and
    would print an "Exception ignored" message and exit with 120.
    """
    import os

    stream = sys.stdout
    try:
        descriptor = stream.fileno() if stream is not None else None
    except (OSError, ValueError, AttributeError):
        descriptor = None
    if descriptor is None:
        return
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, descriptor)
        os.close(null)
    except OSError:
        pass
