"""``judge update`` end to end, with a loopback server playing MTGJSON and Wizards (and mirrors, and a proxy).

No test reaches the internet: conftest's ``no_internet`` refuses any other address, and every run here points
judge-cli at the loopback server (``JUDGE_MTGJSON_URL``, ``JUDGE_RULES_URL``) or at a folder.
"""

from __future__ import annotations

import hashlib
import json
import lzma
from pathlib import Path

import pytest
from lookup_helpers import one_error_line, run, run_json
from loopback import LoopbackServer, Route

FIXTURES = Path(__file__).parent / "fixtures"
ALL_PRINTINGS = (FIXTURES / "mtgjson" / "AllPrintings.json").read_bytes()
XZ = lzma.compress(ALL_PRINTINGS)
RULES_2026 = (FIXTURES / "cr" / "mini-2026-lf.txt").read_bytes()
RULES_NEW = RULES_2026.replace(b"January 16, 2026", b"February 27, 2026")
NEW_NAME = "/media/MagicCompRules%2020260227.txt"
OLD_NAME = "/media/MagicCompRules%2020260116.txt"


def _page(link: str) -> bytes:
    return (f'<html><body><a href="/media/MagicCompRules.pdf">PDF</a> <a href="{link}">TXT</a>'
            '</body></html>').encode()


def _sha(data: bytes) -> bytes:
    return hashlib.sha256(data).hexdigest().encode()


@pytest.fixture()
def server():
    """MTGJSON (``/api/v5/``) and Wizards (``/en/rules`` linking a newer edition than the shipped one)."""
    with LoopbackServer() as running:
        running.routes.update({
            "/api/v5/AllPrintings.json.xz": Route(XZ),
            "/api/v5/AllPrintings.json.xz.sha256": Route(_sha(XZ), content_type="text/plain"),
            "/en/rules": Route(_page(NEW_NAME), content_type="text/html"),
            NEW_NAME.replace("%20", " "): Route(RULES_NEW, content_type="text/plain"),
            OLD_NAME.replace("%20", " "): Route(RULES_2026, content_type="text/plain"),
        })
        yield running


@pytest.fixture()
def data_dir(tmp_path, monkeypatch, server) -> Path:
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("JUDGE_MTGJSON_URL", server.url("/api/v5/"))
    monkeypatch.setenv("JUDGE_RULES_URL", server.url("/en/rules"))
    for name in ("http_proxy", "https_proxy", "all_proxy", "no_proxy"):
        monkeypatch.delenv(name, raising=False)
        monkeypatch.delenv(name.upper(), raising=False)
    return tmp_path / "data"


def _update(runner, app, *args: str):
    return run(runner, app, "update", "--retries", "1", *args)


def _left_over(data_dir: Path) -> list[str]:
    downloads = data_dir / "downloads"
    return sorted(path.name for path in downloads.iterdir()) if downloads.exists() else []


def test_update_downloads_verifies_and_imports_both(runner, app, data_dir, server):
    result = _update(runner, app)
    assert result.exit_code == 0, result.stderr
    out = result.stdout
    assert "card data: new AllPrintings.json.xz" in out
    assert "Comprehensive Rules: new edition effective 2026-02-27 (MagicCompRules 20260227.txt; newest here: " \
           "2026-01-16)" in out
    assert "(matches the published checksum)" in out
    assert "Imported AllPrintings.json.xz (mtgjson:AllPrintings, mtgjson-allprintings): 4 cards" in out
    assert "Imported the Comprehensive Rules effective 2026-02-27 from MagicCompRules 20260227.txt." in out
    assert out.rstrip().endswith("Updated.")
    assert run_json(runner, app, "card", "Testlaterne")["id"] == "test-lantern"
    assert run_json(runner, app, "cr", "cloak")["edition"] == "2026-02-27"
    assert _left_over(data_dir) == []
    state = json.loads((data_dir / "update.json").read_text(encoding="utf-8"))
    assert state["cards"]["sha256"] == _sha(XZ).decode() and state["rules"]["effective"] == "2026-02-27"
    for request in server.log:
        assert request.headers["User-Agent"].startswith("judge-cli/0.1.0")


def test_what_is_current_is_skipped_and_check_says_so(runner, app, data_dir, server):
    assert _update(runner, app).exit_code == 0
    server.log.clear()
    again = _update(runner, app)
    assert again.exit_code == 0, again.stderr
    assert "card data: up to date (AllPrintings.json.xz, SHA-256 " in again.stdout
    assert "Comprehensive Rules: up to date (MagicCompRules 20260227.txt, effective 2026-02-27)" in again.stdout
    assert again.stdout.rstrip().endswith("Everything is up to date.")
    assert {request.path for request in server.log} == {"/api/v5/AllPrintings.json.xz.sha256", "/en/rules"}
    check = _update(runner, app, "--check")
    assert check.exit_code == 0 and check.stdout.rstrip().endswith("Everything is up to date.")


def test_check_says_what_would_change_and_changes_nothing(runner, app, data_dir, server):
    result = _update(runner, app, "--check")
    assert result.exit_code == 1, result.stderr
    assert "card data: new AllPrintings.json.xz" in result.stdout
    assert "2 updates available; run `judge update`." in result.stdout
    assert not server.requests("/api/v5/AllPrintings.json.xz")  # the large file is not downloaded to check
    assert not (data_dir / "corpus").exists() and not (data_dir / "cr").exists() and _left_over(data_dir) == []


def test_the_shipped_edition_is_current_and_a_new_link_on_the_page_is_new(runner, app, data_dir, server):
    server.routes["/en/rules"] = Route(_page(OLD_NAME), content_type="text/html")
    result = _update(runner, app, "--check")
    assert "Comprehensive Rules: up to date (MagicCompRules 20260116.txt is effective 2026-01-16, shipped with " \
           "judge-cli)" in result.stdout
    server.routes["/en/rules"] = Route(_page(NEW_NAME), content_type="text/html")
    assert "Comprehensive Rules: new edition effective 2026-02-27" in _update(runner, app, "--check").stdout


def test_a_cut_connection_is_resumed(runner, app, data_dir, server):
    server.routes["/api/v5/AllPrintings.json.xz"].cut = 1
    result = _update(runner, app)
    assert result.exit_code == 0, result.stderr
    assert "the connection closed after" in result.stdout and "trying again in 1 s (try 2 of 2)" in result.stdout
    assert result.stderr == ""
    first, second = server.requests("/api/v5/AllPrintings.json.xz")
    assert second.headers["Range"] == f"bytes={len(XZ) // 2}-"
    assert run_json(runner, app, "card", "Testlaterne")["id"] == "test-lantern"


def test_an_interrupted_download_is_resumed_by_the_next_run(runner, app, data_dir, server):
    downloads = data_dir / "downloads"
    downloads.mkdir(parents=True)
    (downloads / "AllPrintings.json.xz.part").write_bytes(XZ[:1000])
    (downloads / "AllPrintings.json.xz.part.json").write_text(json.dumps({
        "url": server.url("/api/v5/AllPrintings.json.xz"), "sha256": _sha(XZ).decode(), "validator": '"v1"'}))
    result = _update(runner, app)
    assert result.exit_code == 0, result.stderr
    assert "resuming AllPrintings.json.xz at 0.0 MB" in result.stdout
    assert server.requests("/api/v5/AllPrintings.json.xz")[0].headers["Range"] == "bytes=1000-"
    assert _left_over(data_dir) == []


def _good_first(runner, app) -> None:
    assert _update(runner, app).exit_code == 0


@pytest.mark.parametrize("breakage, words", [
    ("checksum", "checksum mismatch: the file's SHA-256 is "),
    ("html", "the server sent a web page (HTML) instead of the file"),
    ("truncated", "the connection closed after"),
    ("not-xz", "this is not xz-compressed data; nothing was imported"),
])
def test_a_bad_download_is_exit_2_one_line_and_the_previous_data_stays(runner, app, data_dir, server, breakage,
                                                                        words):
    _good_first(runner, app)
    store = data_dir / "corpus" / "corpus.sqlite"
    before = store.read_bytes()
    newer = lzma.compress(ALL_PRINTINGS.replace(b"Test Lantern", b"Test Lamp"))
    route = server.routes["/api/v5/AllPrintings.json.xz"] = Route(newer)
    server.routes["/api/v5/AllPrintings.json.xz.sha256"] = Route(_sha(newer), content_type="text/plain")
    if breakage == "checksum":
        route.body = newer[:-1] + b"\x00"
    elif breakage == "html":
        route.body, route.content_type = b"<!DOCTYPE html><html>Sign in to the venue wifi</html>", "text/html"
    elif breakage == "truncated":
        route.cut, route.ranges = 99, False
    else:
        route.body = ALL_PRINTINGS
        server.routes["/api/v5/AllPrintings.json.xz.sha256"] = Route(_sha(ALL_PRINTINGS))
    result = _update(runner, app)
    assert result.exit_code == 2
    line = one_error_line(result)
    assert words in line and server.url("/api/v5/AllPrintings.json.xz") in line
    assert store.read_bytes() == before and _left_over(data_dir) == []
    assert run_json(runner, app, "card", "Test Lantern")["name"] == "Test Lantern"


def test_a_missing_checksum_file_is_exit_2(runner, app, data_dir, server):
    del server.routes["/api/v5/AllPrintings.json.xz.sha256"]
    result = _update(runner, app)
    assert result.exit_code == 2
    assert one_error_line(result) == (f"judge: error: {server.url('/api/v5/AllPrintings.json.xz.sha256')}: "
                                      "not found (HTTP 404)")


def test_a_page_without_a_rules_link_is_exit_2(runner, app, data_dir, server):
    server.routes["/en/rules"] = Route(b"<html><a href='/rules.pdf'>PDF</a></html>", content_type="text/html")
    result = _update(runner, app)
    assert result.exit_code == 2 and "no link to the Comprehensive Rules text (.txt)" in one_error_line(result)
    assert not (data_dir / "corpus").exists()  # nothing imported: everything is checked first


def test_a_slow_server_times_out(runner, app, data_dir, server):
    server.routes["/api/v5/AllPrintings.json.xz.sha256"].delay = 2.5
    result = run(runner, app, "update", "--timeout", "1", "--retries", "0")
    assert result.exit_code == 2
    assert "no answer within 1 s (tried once)" in one_error_line(result)


def _mirror_folder(folder: Path, *, cards: bool = True, rules: bool = True, checksum: bytes | None = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    if cards:
        (folder / "AllPrintings.json.xz").write_bytes(XZ)
        (folder / "AllPrintings.json.xz.sha256").write_bytes(checksum or _sha(XZ) + b"  AllPrintings.json.xz\n")
    if rules:
        (folder / "MagicCompRules.txt").write_bytes(RULES_NEW)
    return folder


def test_from_a_folder_imports_without_the_network(runner, app, data_dir, server, tmp_path):
    folder = _mirror_folder(tmp_path / "usb")
    result = _update(runner, app, "--from", str(folder))
    assert result.exit_code == 0, result.stderr
    assert "Imported AllPrintings.json.xz" in result.stdout and "effective 2026-02-27" in result.stdout
    assert server.log == []
    assert (folder / "AllPrintings.json.xz").exists()  # the mirror's files are read, not moved
    again = _update(runner, app, "--from", str(folder), "--check")
    assert again.exit_code == 0, again.stdout


def test_from_a_folder_with_only_the_rules_or_a_wrong_checksum(runner, app, data_dir, tmp_path):
    only_rules = _mirror_folder(tmp_path / "rules-only", cards=False)
    result = _update(runner, app, "--from", str(only_rules))
    assert result.exit_code == 0 and "card data" not in result.stdout and "2026-02-27" in result.stdout
    wrong = _mirror_folder(tmp_path / "wrong", checksum=b"0" * 64)
    result = _update(runner, app, "--from", str(wrong))
    assert result.exit_code == 2 and "checksum mismatch" in one_error_line(result)
    empty = tmp_path / "empty"
    empty.mkdir()
    result = _update(runner, app, "--from", str(empty))
    assert result.exit_code == 2
    assert one_error_line(result) == (f"judge: error: {empty}: holds neither AllPrintings.json.xz nor "
                                      "MagicCompRules.txt")


def test_from_an_http_folder(runner, app, data_dir, server):
    server.routes.update({"/mirror/AllPrintings.json.xz": Route(XZ),
                          "/mirror/AllPrintings.json.xz.sha256": Route(_sha(XZ), content_type="text/plain"),
                          "/mirror/MagicCompRules.txt": Route(RULES_NEW, content_type="text/plain")})
    result = _update(runner, app, "--from", server.url("/mirror"))
    assert result.exit_code == 0, result.stderr
    assert "Imported AllPrintings.json.xz" in result.stdout and "effective 2026-02-27" in result.stdout
    assert not server.requests("/api/v5/AllPrintings.json.xz.sha256") and not server.requests("/en/rules")
    del server.routes["/mirror/MagicCompRules.txt"]  # a mirror without the rules: only the cards are looked at
    again = _update(runner, app, "--from", server.url("/mirror/"), "--check")
    assert again.exit_code == 0 and "Comprehensive Rules" not in again.stdout


def test_through_a_proxy(runner, app, data_dir, server, monkeypatch):
    monkeypatch.setenv("JUDGE_MTGJSON_URL", "http://mtgjson.invalid/api/v5/")
    monkeypatch.setenv("JUDGE_RULES_URL", "http://wizards.invalid/en/rules")
    monkeypatch.setenv("http_proxy", server.base)
    result = _update(runner, app)
    assert result.exit_code == 0, result.stderr
    assert server.log and all(request.proxied for request in server.log)
    assert run_json(runner, app, "cr", "cloak")["edition"] == "2026-02-27"


def test_the_download_bar_shows_bytes_rate_and_time_left(capsys, monkeypatch):
    from judge_cli.cli import updatecmd

    clock = iter([0.0, 0.0, 2.0, 2.0, 2.0, 4.0])
    monkeypatch.setattr(updatecmd.time, "monotonic", lambda: next(clock))
    bar = updatecmd._DownloadBar("AllPrintings.json.xz", terminal=True)
    bar(0, 100_000_000)
    bar(40_000_000, 100_000_000)
    drawn = capsys.readouterr().err.split("\r\x1b[K")[-1]
    assert drawn == "AllPrintings.json.xz [##########..............]  40% 40.0 of 100.0 MB · 20.0 MB/s · 0:03 left"
    plain = updatecmd._DownloadBar("AllPrintings.json.xz", terminal=False)
    plain(60_000_000, 100_000_000)  # resumed past half: no lines for the quarters already there
    plain(80_000_000, 100_000_000)
    assert capsys.readouterr().out.splitlines() == [
        "AllPrintings.json.xz: 75% (80.0 of 100.0 MB, 10.0 MB/s, 0:02 left)"]
