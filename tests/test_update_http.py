"""The download layer of ``judge update`` against a loopback server: retries, resuming, timeouts, error pages,
proxies; finding the rules link and reading checksums."""

from __future__ import annotations

import pytest
from loopback import LoopbackServer, Route

from judge_cli.errors import DownloadError
from judge_cli.update.http import Client, bypasses_proxy, looks_like_html, user_agent
from judge_cli.update.sources import find_rules_link, read_checksum

DATA = bytes(range(256)) * 4096  # 1 MiB


@pytest.fixture()
def server():
    with LoopbackServer() as running:
        yield running


def _client(**options) -> tuple[Client, list[tuple]]:
    retries: list[tuple] = []
    client = Client(timeout=options.pop("timeout", 5.0), retries=options.pop("retries", 3), sleep=lambda _s: None,
                    on_retry=lambda *args: retries.append(args), **options)
    return client, retries


def test_a_download_sends_judge_clis_user_agent_and_reports_progress(server, tmp_path):
    server.routes["/f"] = Route(DATA)
    client, _retries = _client()
    seen = []
    client.download(server.url("/f"), tmp_path / "f", progress=lambda done, total: seen.append((done, total)))
    assert (tmp_path / "f").read_bytes() == DATA
    assert seen[-1] == (len(DATA), len(DATA))
    agent = server.requests("/f")[0].headers["User-Agent"]
    assert agent == user_agent() and agent.startswith("judge-cli/0.1.0 ")


def test_a_cut_connection_is_resumed_with_a_range_request(server, tmp_path):
    server.routes["/f"] = Route(DATA, cut=1)
    client, retries = _client()
    client.download(server.url("/f"), tmp_path / "f")
    assert (tmp_path / "f").read_bytes() == DATA
    first, second = server.requests("/f")
    assert "Range" not in first.headers and second.headers["Range"] == f"bytes={len(DATA) // 2}-"
    assert second.headers["If-Range"] == '"v1"'
    assert [reason for _url, reason, *_rest in retries] == ["the connection closed after 524,288 of 1,048,576 bytes"]


def test_a_server_that_cannot_resume_sends_it_all_again(server, tmp_path):
    server.routes["/f"] = Route(DATA, cut=1, ranges=False)
    client, _retries = _client()
    client.download(server.url("/f"), tmp_path / "f")
    assert (tmp_path / "f").read_bytes() == DATA


def test_a_file_that_changed_since_the_partial_download_starts_over(server, tmp_path):
    (tmp_path / "f").write_bytes(b"old bytes of another version")
    server.routes["/f"] = Route(DATA, etag='"v2"')
    client, _retries = _client()
    client.download(server.url("/f"), tmp_path / "f", validator='"v1"')
    assert (tmp_path / "f").read_bytes() == DATA


def test_a_download_always_cut_short_fails_after_every_try(server, tmp_path):
    server.routes["/f"] = Route(DATA, cut=99, ranges=False)
    client, retries = _client(retries=2)
    with pytest.raises(DownloadError) as caught:
        client.download(server.url("/f"), tmp_path / "f")
    assert str(caught.value).startswith(server.url("/f") + ": ")
    assert "(tried 3 times)" in str(caught.value) and len(retries) == 2


@pytest.mark.parametrize("status, words", [(404, "not found (HTTP 404)"), (403, "access refused (HTTP 403)"),
                                           (410, "the server answered HTTP 410")])
def test_a_missing_file_is_not_tried_again(server, tmp_path, status, words):
    server.routes["/f"] = Route(b"", status=status)
    client, retries = _client()
    with pytest.raises(DownloadError) as caught:
        client.download(server.url("/f"), tmp_path / "f")
    assert words in str(caught.value) and caught.value.status == status and retries == []


def test_a_busy_server_is_asked_again_after_the_wait_it_asks_for(server, tmp_path):
    server.routes["/f"] = Route(b"", status=503, headers={"Retry-After": "7"})
    client, retries = _client(retries=1)
    with pytest.raises(DownloadError, match=r"HTTP 503 \(tried 2 times\)"):
        client.fetch(server.url("/f"), 100)
    assert [wait for *_rest, wait in retries] == [7.0]


def test_waits_grow_between_tries(server, tmp_path):
    server.routes["/f"] = Route(b"", status=502)
    client, retries = _client(retries=3)
    with pytest.raises(DownloadError):
        client.fetch(server.url("/f"), 100)
    assert [wait for *_rest, wait in retries] == [1.0, 2.0, 4.0]


def test_a_slow_server_times_out(server, tmp_path):
    server.routes["/f"] = Route(DATA, delay=1.0)
    client, retries = _client(timeout=0.2, retries=1)
    with pytest.raises(DownloadError) as caught:
        client.download(server.url("/f"), tmp_path / "f")
    assert "no answer within 0.2 s (tried 2 times)" in str(caught.value)


@pytest.mark.parametrize("content_type, body", [
    ("text/html; charset=utf-8", b"<p>Please log in to the venue wifi</p>"),
    ("application/octet-stream", b"\n<!DOCTYPE html><html><body>Error</body></html>"),
])
def test_a_web_page_instead_of_the_file_is_refused(server, tmp_path, content_type, body):
    server.routes["/f"] = Route(body, content_type=content_type)
    client, _retries = _client()
    with pytest.raises(DownloadError, match="web page"):
        client.download(server.url("/f"), tmp_path / "f")
    with pytest.raises(DownloadError, match="web page"):
        client.fetch(server.url("/f"), 1000)


def test_a_too_large_answer_is_refused(server):
    server.routes["/f"] = Route(DATA)
    client, _retries = _client()
    with pytest.raises(DownloadError, match="larger than 1,000 bytes"):
        client.fetch(server.url("/f"), 1000)


def test_exists_asks_with_head(server):
    server.routes["/f"] = Route(DATA)
    client, _retries = _client()
    assert client.exists(server.url("/f")) and not client.exists(server.url("/nothing"))
    assert server.requests("/f", "HEAD") and not server.requests("/f", "GET")


def test_a_proxy_is_used_and_no_proxy_bypasses_it(server, tmp_path):
    server.routes["/api/f"] = Route(DATA)
    client, _retries = _client(proxies={"http": server.base})
    client.download("http://mtgjson.invalid/api/f", tmp_path / "f")  # only the proxy knows this host
    assert (tmp_path / "f").read_bytes() == DATA and server.requests("/api/f")[0].proxied
    direct, _retries = _client(proxies={"http": "http://127.0.0.1:9"}, no_proxy="localhost,127.0.0.1")
    direct.download(server.url("/api/f"), tmp_path / "g")
    assert not server.requests("/api/f")[-1].proxied


@pytest.mark.parametrize("url, no_proxy, bypass", [
    ("http://127.0.0.1:8000/x", "127.0.0.1", True), ("https://media.wizards.com/x", ".wizards.com", True),
    ("https://media.wizards.com/x", "wizards.com", True), ("https://mtgjson.com/x", "wizards.com", False),
    ("https://mtgjson.com/x", "*", True), ("https://mtgjson.com/x", "", False),
    ("https://notmtgjson.com/x", "mtgjson.com", False),
])
def test_no_proxy_matches_hosts_and_domains(url, no_proxy, bypass):
    assert bypasses_proxy(url, no_proxy) is bypass


def test_html_is_told_from_data():
    assert looks_like_html(b"  <!doctype html><html>") and looks_like_html(b"\xef\xbb\xbf<html lang=en>")
    assert not looks_like_html(b"\xfd7zXZ\x00") and not looks_like_html(b"Magic: The Gathering Comprehensive Rules")


PAGE = b"""<html><body>
<a href="https://media.wizards.com/2026/downloads/MagicCompRules%2020260116.pdf">PDF</a>
<a class="x" href='https://media.wizards.com/2026/downloads/MagicCompRules%2020260116.txt'>TXT</a>
<a href="/2025/downloads/MagicCompRules%2020251114.txt?x=1&amp;y=2">older TXT</a>
<a href="https://media.wizards.com/2026/downloads/MagicCompRules%2020260116.docx">DOCX</a>
<a href=/legal/terms.txt>terms</a>
</body></html>"""


def test_the_rules_link_is_found_on_the_page_not_guessed():
    assert find_rules_link(PAGE, "https://magic.wizards.com/en/rules") == (
        "https://media.wizards.com/2026/downloads/MagicCompRules%2020260116.txt")
    older = PAGE.replace(b"%2020260116.txt", b"%2020240101.txt")
    assert find_rules_link(older, "https://magic.wizards.com/en/rules") == (
        "https://magic.wizards.com/2025/downloads/MagicCompRules%2020251114.txt?x=1&y=2")
    assert find_rules_link(b"<a href='/rules.pdf'>PDF</a>", "https://magic.wizards.com/en/rules") is None


def test_a_checksum_file_gives_its_first_word():
    digest = "ab" * 32
    assert read_checksum(f"{digest.upper()}  AllPrintings.json.xz\n".encode(), "x") == digest
    with pytest.raises(DownloadError, match="not a SHA-256"):
        read_checksum(b"<html>", "https://mtgjson.com/api/v5/AllPrintings.json.xz.sha256")
