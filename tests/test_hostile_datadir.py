"""Hostile data directories: a file where the folder should be, read-only and unreadable folders (as a user
root's privileges do not cover), a damaged store, a full disk, and reset against a running import.

Each case asserts the exit code, one line on stderr in the interface language,
no traceback, and that the data directory is byte-identical where nothing
should change.
"""

from __future__ import annotations

import fcntl
import json
import os
import resource
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from hostile_helpers import (
    FIXTURES,
    REPO,
    CappedJudge,
    Ran,
    assert_one_error,
    base_env,
    judge,
    judge_as_nobody,
    snapshot,
    unprivileged_python,
    world_readable_dir,
)

from judge_cli.errors import ExitCode

ALL_PRINTINGS = FIXTURES / "mtgjson" / "AllPrintings.json"
RULINGS = FIXTURES / "scryfall" / "rulings-20240101090000.json"
CR = FIXTURES / "cr" / "mini-2026-lf.txt"
IMPORTS = [["import", "mtgjson", str(ALL_PRINTINGS)], ["import", "scryfall", str(RULINGS)], ["import", "cr", str(CR)]]


@pytest.fixture(scope="module")
def cache(tmp_path_factory):
    return tmp_path_factory.mktemp("datadir-cache")


@pytest.fixture(scope="module")
def capped():
    """Runs command lines in-process in one worker (fast); the cases about the process itself use judge()."""
    worker = CappedJudge()
    yield worker
    worker.close()


@pytest.fixture(scope="module")
def imported(tmp_path_factory, cache) -> Path:
    """A data directory with imported cards and a CR edition, made once; tests copy it."""
    folder = tmp_path_factory.mktemp("datadir-imported") / "data"
    env = base_env(folder, XDG_CACHE_HOME=str(cache))
    for args in (IMPORTS[0], IMPORTS[2]):
        assert judge(*args, env=env).code == 0
    return folder


def _copy(imported: Path, target: Path) -> Path:
    shutil.copytree(imported, target)
    return target


@pytest.mark.parametrize("where", ["a-file", "/dev/null"])
@pytest.mark.parametrize("args", IMPORTS, ids=["mtgjson", "scryfall", "cr"])
def test_a_data_directory_that_is_a_file_is_one_line_and_exit_3(capped, tmp_path, cache, where, args):
    target = tmp_path / "a-file" if where == "a-file" else Path(where)
    if where == "a-file":
        target.write_text("not a folder")
    ran = capped.run(*args, env=base_env(target, XDG_CACHE_HOME=str(cache)))
    assert_one_error(ran, ExitCode.IO_ERROR, contains=("cannot write to the data directory",
                                                       "a part of the path is a file, not a folder"))
    if where == "a-file":
        assert target.read_text() == "not a folder"


@pytest.mark.parametrize("args", [["card", "anonimat"], ["corpus", "info"], ["corpus", "reset", "--yes"], ["langs"]])
def test_commands_that_only_read_work_with_a_data_directory_that_is_a_file(capped, tmp_path, cache, args):
    target = tmp_path / "a-file"
    target.write_text("not a folder")
    ran = capped.run(*args, env=base_env(target, XDG_CACHE_HOME=str(cache)))
    assert ran.code == 0 and ran.err == "", ran.err


# --- permissions: as nobody --------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def nobody_dirs(imported):
    """A world-readable copy of the imported data (owned by root: nobody may read it, not write it)."""
    reason = unprivileged_python()
    if isinstance(reason, str):
        pytest.skip(reason)
    top = world_readable_dir("nobody")
    data = _copy(imported, top / "data")
    cache = top / "cache"
    cache.mkdir()
    cache.chmod(0o777)  # the parsed-corpus cache is the user's own, writable
    for path in [top, *top.rglob("*")]:
        path.chmod(0o755 if path.is_dir() else 0o644)
    cache.chmod(0o777)
    shutil.copy(ALL_PRINTINGS, top / "AllPrintings.json")
    yield top, base_env(data, XDG_CACHE_HOME=str(cache), HOME=str(top))
    shutil.rmtree(top, ignore_errors=True)


@pytest.mark.parametrize("args", [["import", "mtgjson", "AllPrintings.json"], ["import", "cr", str(CR)],
                                  ["corpus", "reset", "--yes"]], ids=["mtgjson", "cr", "reset"])
def test_a_read_only_data_directory_is_one_line_and_exit_3(nobody_dirs, args):
    top, env = nobody_dirs
    args = [str(top / arg) if arg == "AllPrintings.json" else arg for arg in args]
    before = snapshot(top / "data")
    ran = judge_as_nobody(*args, env=env)
    assert_one_error(ran, ExitCode.IO_ERROR, contains=("cannot write to the data directory", "permission denied"))
    assert snapshot(top / "data") == before


def test_a_read_only_data_directory_still_looks_cards_up(nobody_dirs):
    _top, env = nobody_dirs
    ran = judge_as_nobody("card", "Testlaterne", env=env)
    assert ran.code == 0 and ran.err == "" and "Test Lantern" in ran.out


def test_an_unreadable_store_says_so_and_never_advises_a_reset(nobody_dirs):
    top, env = nobody_dirs
    store = top / "data" / "corpus" / "corpus.sqlite"
    store.chmod(0o600)
    try:
        before = snapshot(top / "data")
        ran = judge_as_nobody("card", "Testlaterne", env=env)
        line = assert_one_error(ran, ExitCode.IO_ERROR, contains=("cannot read the imported corpus",
                                                                  "permission denied"))
        assert "reset" not in line and "damaged" not in line
        info = judge_as_nobody("corpus", "info", env=env)
        assert info.code == 0 and "cannot read the imported corpus (permission denied)" in info.out
        assert "reset" not in info.out
        assert snapshot(top / "data") == before
    finally:
        store.chmod(0o644)


# --- a damaged store ---------------------------------------------------------------------------------------

def _damage(store: Path, how: str) -> None:
    data = bytearray(store.read_bytes())
    if how == "pages":  # every page after the first: the schema opens, every table read fails
        data[4096:] = bytes(range(256)) * ((len(data) - 4096) // 256)
    elif how == "header":
        data[:100] = b"\xff" * 100
    elif how == "truncated":
        data = data[: len(data) // 3]
    store.write_bytes(bytes(data))


LOOKUPS = [["card", "anonimat"], ["rulings", "Become Anonymous"], ["search", "anon"], ["grep", "verdeckt"],
           ["langs"], ["ruling", "look-at-face-down"],
           ["eval", str(REPO / "examples" / "scenarios" / "hidden-information.yaml")],
           ["ask", "can a cloaked DFC transform?"]]


@pytest.mark.parametrize("how", ["intact", "pages", "header", "truncated"])
@pytest.mark.parametrize("args", LOOKUPS, ids=[args[0] for args in LOOKUPS])
def test_a_damaged_store_is_said_and_the_shipped_corpus_keeps_working(capped, tmp_path, imported, cache, how,
                                                                      args):
    data = _copy(imported, tmp_path / "data")
    _damage(data / "corpus" / "corpus.sqlite", how)
    before = snapshot(data)
    ran = capped.run(*args, env=base_env(data, XDG_CACHE_HOME=str(cache)))
    assert "Traceback" not in ran.err and ran.code == 0, ran.err
    assert len(ran.err_lines) <= (0 if how == "intact" else 1)  # the warning, when the command met the damage
    for line in ran.err_lines:
        assert line.startswith("judge: warning: ") and "damaged" in line and "shipped cards still work" in line
    assert snapshot(data) == before


def test_a_damaged_store_in_corpus_info_and_reset(tmp_path, imported, cache):
    data = _copy(imported, tmp_path / "data")
    _damage(data / "corpus" / "corpus.sqlite", "pages")
    env = base_env(data, XDG_CACHE_HOME=str(cache))
    info = json.loads(judge("corpus", "info", "--json", env=env).out)
    assert info["imported"]["damaged"] is True and info["imported"]["problem"]
    text = judge("corpus", "info", env=env).out
    assert "is damaged (" in text and "judge corpus reset" in text
    imported_card = judge("card", "Testlaterne", env=env)
    assert imported_card.code == ExitCode.NOT_FOUND and len(imported_card.err_lines) == 2  # warning, then not found
    assert judge("corpus", "reset", "--yes", env=env).code == 0
    after = judge("card", "anonimat", env=env)
    assert after.code == 0 and after.err == ""


def test_an_import_over_a_damaged_store_is_refused_and_changes_nothing(tmp_path, imported, cache):
    data = _copy(imported, tmp_path / "data")
    _damage(data / "corpus" / "corpus.sqlite", "pages")
    before = snapshot(data)
    ran = judge("import", "scryfall", str(RULINGS), env=base_env(data, XDG_CACHE_HOME=str(cache)))
    assert_one_error(ran, ExitCode.BAD_INPUT, contains=("damaged", "judge corpus reset"))
    assert snapshot(data) == before


# --- a full disk -------------------------------------------------------------------------------------------

def _file_size_limit(limit: int):
    def apply() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails (EFBIG) instead of killing
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    return apply


def test_a_store_too_large_to_write_is_one_line_and_the_old_data_stays(tmp_path, imported, cache):
    data = _copy(imported, tmp_path / "data")
    before = snapshot(data)
    big = tmp_path / "big.json"
    subprocess.run([sys.executable, str(REPO / "bench" / "gen_mtgjson.py"), str(big), "--cards", "300",
                    "--rulings", "300"], check=True, capture_output=True)
    ran = judge("import", "mtgjson", str(big), env=base_env(data, XDG_CACHE_HOME=str(cache)),
                preexec_fn=_file_size_limit(200_000))
    assert_one_error(ran, ExitCode.IO_ERROR, contains=("cannot write the imported corpus", "previous data"))
    assert snapshot(data) == before


FULL_DISK = r"""
import json, os, shutil, subprocess, sys
data, source, args = sys.argv[1], sys.argv[2], sys.argv[3:]
subprocess.run(["mount", "-t", "tmpfs", "-o", "size=400k", "tmpfs", data], check=True)
shutil.copytree(source, data, dirs_exist_ok=True)
def listing():
    return {p: open(os.path.join(r, p), "rb").read().hex() for r, _, fs in os.walk(data) for p in fs}
before = listing()
env = dict(os.environ, JUDGE_DATA_DIR=data)
done = subprocess.run([sys.executable, "-m", "judge_cli", *args], env=env, capture_output=True, text=True)
print(json.dumps({"code": done.returncode, "err": done.stderr, "same": listing() == before}))
"""


def test_a_full_disk_during_import_is_one_line_and_the_old_data_stays(tmp_path, imported, cache):
    if shutil.which("unshare") is None:
        pytest.skip("needs unshare(1) to mount a small file system in a private mount namespace")
    big = tmp_path / "big.json"
    subprocess.run([sys.executable, str(REPO / "bench" / "gen_mtgjson.py"), str(big), "--cards", "300",
                    "--rulings", "300"], check=True, capture_output=True)
    mount = tmp_path / "mnt"
    mount.mkdir()
    env = base_env(mount, XDG_CACHE_HOME=str(cache))
    done = subprocess.run(["unshare", "-m", sys.executable, "-c", FULL_DISK, str(mount), str(imported),
                           "import", "mtgjson", str(big)], env=env, capture_output=True, text=True, timeout=120)
    if done.returncode != 0 or not done.stdout.strip():
        pytest.skip(f"cannot mount a small tmpfs here: {done.stderr.strip()[-200:]}")
    result = json.loads(done.stdout)
    assert_one_error(Ran(result["code"], "", result["err"]), ExitCode.IO_ERROR,
                     contains=("cannot write the imported corpus", "no space left on the device"))
    assert result["same"]


# --- reset and imports -------------------------------------------------------------------------------------

def test_reset_waits_for_no_one_and_refuses_while_an_import_holds_the_lock(tmp_path, imported, cache):
    data = _copy(imported, tmp_path / "data")
    before = snapshot(data)
    with open(data / "corpus" / ".import.lock", "a+b") as lock:
        fcntl.flock(lock.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        ran = judge("corpus", "reset", "--yes", env=base_env(data, XDG_CACHE_HOME=str(cache)))
    assert_one_error(ran, ExitCode.BAD_INPUT, contains="another import")
    assert snapshot(data) == before


def test_reset_without_a_terminal_needs_yes(tmp_path, imported, cache):
    data = _copy(imported, tmp_path / "data")
    before = snapshot(data)
    ran = judge("corpus", "reset", env=base_env(data, XDG_CACHE_HOME=str(cache)))
    assert_one_error(ran, ExitCode.BAD_INPUT, contains="--yes")
    assert snapshot(data) == before


def test_reset_asks_on_a_terminal(tmp_path, imported, cache):
    import pty

    data = _copy(imported, tmp_path / "data")
    env = base_env(data, XDG_CACHE_HOME=str(cache))
    for answer, code, kept in ((b"n\n", 1, True), (b"y\n", 0, False)):
        primary, secondary = pty.openpty()
        process = subprocess.Popen([sys.executable, "-m", "judge_cli", "corpus", "reset"], env=env, cwd=REPO,
                                   stdin=secondary, stdout=secondary, stderr=subprocess.PIPE)
        os.close(secondary)
        os.write(primary, answer)
        assert process.wait(timeout=60) == code
        assert process.stderr is not None and process.stderr.read() == b""
        os.close(primary)
        assert (data / "corpus").exists() == kept
