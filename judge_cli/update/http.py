"""Polite HTTP downloads with the standard library: timeouts, retries, resuming, proxies, a User-Agent.

Why urllib and not requests or httpx: judge-cli makes a handful of GET
requests, now and then, and the standard library does all they need —
``Range``/``If-Range`` to resume, per-read timeouts, proxies — without a new
dependency on every judge's machine (requests would add five packages for
this one command).  What urllib leaves out is here: retrying with backoff,
telling an error page from data, and ``no_proxy``.

Every failure is a :class:`~judge_cli.errors.DownloadError` naming the
address, in one line: not found, refused, timed out, cut short, a web page
instead of the file.  Nothing here reads the environment: proxies come from
the caller (the command line reads them in ``judge_cli.cli.context``).
"""

from __future__ import annotations

import time
import urllib.parse
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from judge_cli.errors import DownloadError
from judge_cli.i18n import _

if TYPE_CHECKING:  # pragma: no cover - typing only
    from http.client import HTTPResponse

# urllib.request, urllib.error, http.client and email.utils are imported where a request is made:
# ``judge update --check --from FOLDER`` makes none, and loading them cost it ~10 ms.

#: Bytes read at a time.
CHUNK = 256 * 1024
#: Longest wait between two tries, and the longest ``Retry-After`` honoured, in seconds.
MAX_WAIT = 60.0
#: HTTP statuses worth trying again (the server may be busy, or a proxy in between).
TRANSIENT = frozenset({408, 425, 429, 500, 502, 503, 504})
#: ``progress(bytes done, bytes in all or None)``, called as bytes arrive.
Progress = Callable[[int, int | None], None]
_T = TypeVar("_T")


def user_agent() -> str:
    """``judge-cli/0.1.0 (Python-urllib/3.11)``: servers see who asks."""
    import sys

    from judge_cli import __version__

    return f"judge-cli/{__version__} (Python-urllib/{sys.version_info.major}.{sys.version_info.minor})"


def looks_like_html(head: bytes) -> bool:
    """True when ``head`` (the first bytes of a body) is a web page: an error page or a captive portal."""
    text = head.lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    return text.startswith((b"<!doctype html", b"<html", b"<head", b"<body", b"<?xml")) or (
        text.startswith(b"<") and b"<html" in text[:2048])


def bypasses_proxy(url: str, no_proxy: str) -> bool:
    """True when ``url``'s host is listed in ``no_proxy`` (``*``, names, ``.suffix`` or ``suffix``)."""
    host = (urllib.parse.urlsplit(url).hostname or "").lower()
    for entry in (part.strip().lower() for part in no_proxy.split(",")):
        if not entry:
            continue
        if entry == "*":
            return True
        name = entry.lstrip(".").split(":")[0]
        if host == name or host.endswith("." + name):
            return True
    return False


@dataclass
class Fetched:
    """A body read into memory, with what the server said about it."""

    url: str  #: the address after redirects
    body: bytes
    content_type: str


@dataclass
class Client:
    """GET requests with a User-Agent, a timeout per read, ``retries`` more tries with backoff on transient
    failures, and proxies (``{"http": …, "https": …}``, ``no_proxy`` as in curl)."""

    timeout: float = 30.0
    retries: int = 4
    proxies: Mapping[str, str] = field(default_factory=dict)
    no_proxy: str = ""
    agent: str = field(default_factory=user_agent)
    #: waits between tries (tests pass a function that does not sleep)
    sleep: Callable[[float], None] = time.sleep
    #: told of each retry: (what, reason, try number, tries in all, seconds to wait)
    on_retry: Callable[[str, str, int, int, float], None] | None = None

    def _open(self, url: str, headers: Mapping[str, str], method: str = "GET") -> HTTPResponse:
        import urllib.request

        proxies = {} if bypasses_proxy(url, self.no_proxy) else dict(self.proxies)
        opener = urllib.request.build_opener(urllib.request.ProxyHandler(proxies))
        request = urllib.request.Request(url, method=method, headers={
            "User-Agent": self.agent, "Accept-Encoding": "identity", **headers})
        return opener.open(request, timeout=self.timeout)

    def fetch(self, url: str, limit: int, *, html_ok: bool = False) -> Fetched:
        """The whole body at ``url`` (at most ``limit`` bytes); a web page is refused unless ``html_ok``."""

        def attempt() -> Fetched:
            with self._open(url, {}) as response:
                body = response.read(limit + 1)
                content_type = response.headers.get("Content-Type", "")
                final = response.geturl()
            if len(body) > limit:
                raise DownloadError(_("the answer is larger than {limit} bytes; this is not the file expected")
                                    .format(limit=f"{limit:,}"), source=url)
            if not html_ok and (content_type.lower().startswith("text/html") or looks_like_html(body[:4096])):
                raise _html(url)
            return Fetched(final, body, content_type)

        return self._retrying(url, attempt)

    def exists(self, url: str) -> bool:
        """True when the server has a file at ``url`` (a HEAD request; a server that does not answer HEAD is
        taken at its word later, when the file is downloaded)."""

        import urllib.error

        def attempt() -> bool:
            try:
                with self._open(url, {}, method="HEAD"):
                    return True
            except urllib.error.HTTPError as error:
                if error.code == 404:
                    return False
                if error.code in (405, 501):
                    return True
                raise

        return self._retrying(url, attempt)

    def download(self, url: str, target: Path, *, progress: Progress | None = None,
                 validator: str | None = None) -> str | None:
        """Download ``url`` into ``target``, appending to what ``target`` already holds (``Range``; with
        ``If-Range: validator`` a changed file starts over).  A cut connection is resumed on the next try.

        Returns the server's validator (``ETag`` or ``Last-Modified``) for a later resume.  A web page, an
        HTTP error, or a body shorter than announced after every try is a DownloadError; ``target`` is left
        as far as it got (the caller removes it or keeps it to resume).
        """
        import urllib.error

        state: dict[str, str | None] = {"validator": validator}

        def attempt() -> str | None:
            have = target.stat().st_size if target.exists() else 0
            headers = {"Range": f"bytes={have}-"} if have else {}
            if have and state["validator"]:
                headers["If-Range"] = state["validator"] or ""
            try:
                response = self._open(url, headers)
            except urllib.error.HTTPError as error:
                if error.code == 416 and have:  # nothing left past what we have: start over, once
                    target.unlink()
                    raise _Transient(_("the server refused to resume (HTTP 416)")) from None
                raise
            with response:
                state["validator"] = response.headers.get("ETag") or response.headers.get("Last-Modified")
                if response.status != 206:  # the whole file (the server cannot resume, or it changed)
                    have = 0
                total = _total(response, have)
                if progress is not None:
                    progress(have, total)
                content_type = response.headers.get("Content-Type", "").lower()
                with open(target, "ab" if have else "wb") as out:
                    first = True
                    while True:
                        chunk = response.read(CHUNK)
                        if not chunk:
                            break
                        if first and not have and (content_type.startswith("text/html") or looks_like_html(chunk)):
                            raise _html(url)
                        first = False
                        out.write(chunk)
                        have += len(chunk)
                        if progress is not None:
                            progress(have, total)
            if total is not None and have < total:
                raise _Transient(_("the connection closed after {done} of {total} bytes").format(
                    done=f"{have:,}", total=f"{total:,}"))
            return state["validator"]

        return self._retrying(url, attempt)

    def _retrying(self, url: str, attempt: Callable[[], _T]) -> _T:
        """``attempt()``, tried again after transient failures (``retries`` more times, waiting 1, 2, 4 … s or
        what ``Retry-After`` asks, at most :data:`MAX_WAIT`)."""
        import urllib.error
        from http.client import HTTPException

        tries = self.retries + 1
        for number in range(1, tries + 1):
            status = None
            try:
                return attempt()
            except DownloadError:
                raise
            except urllib.error.HTTPError as error:
                if error.code not in TRANSIENT:
                    raise DownloadError(_http_message(error.code), source=url, status=error.code) from None
                status = error.code
                reason, wait = _http_message(error.code), _retry_after(error.headers.get("Retry-After"))
            except (_Transient, TimeoutError, OSError, HTTPException) as error:
                reason, wait = _reason(error, self.timeout), None
            if number == tries:
                raise DownloadError(ngettext_tries(reason, tries), source=url, status=status)
            delay = min(MAX_WAIT, wait if wait is not None else 2.0 ** (number - 1))
            if self.on_retry is not None:
                self.on_retry(url, reason, number + 1, tries, delay)
            self.sleep(delay)
        raise AssertionError("unreachable")  # pragma: no cover


class _Transient(Exception):
    """A failure worth another try (a connection cut short, a refused resume)."""


def _html(url: str) -> DownloadError:
    return DownloadError(_("the server sent a web page (HTML) instead of the file: an error page, a login or a "
                           "captive portal?"), source=url)


def _total(response: HTTPResponse, have: int) -> int | None:
    """The whole file's size: from ``Content-Range`` (a resumed download) or ``Content-Length``."""
    ranged = response.headers.get("Content-Range", "")
    if "/" in ranged and ranged.rsplit("/", 1)[1].strip().isdigit():
        return int(ranged.rsplit("/", 1)[1])
    length = response.headers.get("Content-Length")
    return have + int(length) if length and length.isdigit() else None


def _retry_after(value: str | None) -> float | None:
    """Seconds a ``Retry-After`` header asks for (a number or an HTTP date), or None."""
    if not value:
        return None
    if value.strip().isdigit():
        return float(value.strip())
    import email.utils

    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def _http_message(code: int) -> str:
    if code == 404:
        return _("not found (HTTP 404)")
    if code in (401, 403):
        return _("access refused (HTTP {code})").format(code=code)
    return _("the server answered HTTP {code}").format(code=code)


def _reason(error: BaseException, timeout: float) -> str:
    """A short reason for a network failure."""
    import urllib.error

    if isinstance(error, TimeoutError) or "timed out" in str(error):
        return _("no answer within {seconds} s").format(seconds=f"{timeout:g}")
    if isinstance(error, urllib.error.URLError):
        return _("cannot connect ({reason})").format(reason=getattr(error.reason, "strerror", None) or error.reason)
    if isinstance(error, _Transient):
        return str(error)
    return _("the connection failed ({reason})").format(reason=str(error) or type(error).__name__)


def ngettext_tries(reason: str, tries: int) -> str:
    """``reason`` after the last of ``tries`` tries."""
    from judge_cli.i18n import ngettext

    return ngettext("{reason} (tried once)", "{reason} (tried {count} times)", tries).format(
        reason=reason, count=tries)
