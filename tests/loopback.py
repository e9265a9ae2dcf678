"""A loopback HTTP server (standard library, in the test process, on 127.0.0.1) that plays MTGJSON, Wizards of
the Coast, a mirror — or a proxy — from fixture bytes.

Each path answers as its :class:`Route` says: a body with a content type, a
status, ``Range`` requests honoured (or not), the first answers cut short, a
delay before answering.  Every request is logged (method, path, headers, and
whether it came as a proxy request with an absolute address).
"""

from __future__ import annotations

import threading
import time
import urllib.parse
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@dataclass
class Route:
    """How one path answers."""

    body: bytes = b""
    content_type: str = "application/octet-stream"
    status: int = 200
    ranges: bool = True  #: honour ``Range: bytes=N-`` with 206
    cut: int = 0  #: how many of the next answers stop halfway (the connection closes)
    delay: float = 0.0  #: seconds to wait before answering
    headers: dict[str, str] = field(default_factory=dict)
    etag: str = '"v1"'


@dataclass
class Request:
    method: str
    path: str
    headers: dict[str, str]
    proxied: bool  #: the request line held an absolute address (a client talking to a proxy)


class LoopbackServer:
    """``with LoopbackServer() as server: server.routes["/x"] = Route(b"…"); server.url("/x")``."""

    def __init__(self) -> None:
        self.routes: dict[str, Route] = {}
        self.log: list[Request] = []
        owner = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: object) -> None:  # quiet
                pass

            def do_HEAD(self) -> None:  # noqa: N802 - the http.server protocol
                self._answer(head=True)

            def do_GET(self) -> None:  # noqa: N802
                self._answer(head=False)

            def _answer(self, head: bool) -> None:
                parts = urllib.parse.urlsplit(self.path)
                path = urllib.parse.unquote(parts.path)
                owner.log.append(Request(self.command, path, dict(self.headers), bool(parts.scheme)))
                route = owner.routes.get(path)
                if route is None:
                    self._send(404, b"<html><body>Not Found</body></html>", "text/html", head)
                    return
                if route.delay:
                    time.sleep(route.delay)
                body, status = route.body, route.status
                extra = {"ETag": route.etag, **route.headers}
                wanted = self.headers.get("Range", "")
                if status == 200 and route.ranges:
                    extra["Accept-Ranges"] = "bytes"
                    if wanted.startswith("bytes=") and self.headers.get("If-Range", route.etag) == route.etag:
                        start = int(wanted[len("bytes="):].split("-")[0])
                        if start >= len(body):
                            self._send(416, b"", "text/plain", head, {"Content-Range": f"bytes */{len(body)}"})
                            return
                        extra["Content-Range"] = f"bytes {start}-{len(body) - 1}/{len(body)}"
                        body, status = body[start:], 206
                if route.cut and not head:
                    route.cut -= 1
                    self._send(status, body, route.content_type, head, extra, stop_at=len(body) // 2)
                    return
                self._send(status, body, route.content_type, head, extra)

            def _send(self, status: int, body: bytes, content_type: str, head: bool,
                      extra: dict[str, str] | None = None, stop_at: int | None = None) -> None:
                self.send_response(status)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(body)))
                for key, value in (extra or {}).items():
                    self.send_header(key, value)
                if stop_at is not None:
                    self.send_header("Connection", "close")
                self.end_headers()
                if head:
                    return
                self.wfile.write(body if stop_at is None else body[:stop_at])
                self.wfile.flush()
                if stop_at is not None:
                    self.close_connection = True

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> LoopbackServer:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()

    @property
    def base(self) -> str:
        """``http://127.0.0.1:PORT``."""
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def url(self, path: str) -> str:
        return self.base + path

    def requests(self, path: str, method: str = "GET") -> list[Request]:
        """The requests made for ``path``."""
        return [request for request in self.log if request.path == path and request.method == method]
