"""Interrupted imports: Ctrl-C (SIGINT) while reading and while writing, SIGKILL while writing, and a reset
tried while an import writes.  The import runs as a real process and is stopped at a known point (its input
file open, or its temporary store file present), so the tests do not depend on timing.

Ctrl-C: exit 130, one line saying nothing changed, the data directory byte-identical.
SIGKILL: the old store intact; the temporary file it leaves is shown by ``corpus info`` and removed by the
next import.  These cases import a few thousand cards: marked ``slow`` (they still run by default).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hostile_helpers import FIXTURES, REPO, Ran, assert_one_error, base_env, judge, snapshot

from judge_cli.errors import ExitCode

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def big(tmp_path_factory) -> Path:
    """A synthetic MTGJSON file large enough that its import takes a few seconds."""
    path = tmp_path_factory.mktemp("interrupt-input") / "Synthetic.json"
    subprocess.run([sys.executable, str(REPO / "bench" / "gen_mtgjson.py"), str(path), "--cards", "1500",
                    "--rulings", "1500"], check=True, capture_output=True)
    return path


@pytest.fixture()
def data(tmp_path) -> tuple[Path, dict[str, str]]:
    folder = tmp_path / "data"
    env = base_env(folder, XDG_CACHE_HOME=str(tmp_path / "cache"))
    assert judge("import", "mtgjson", str(FIXTURES / "mtgjson" / "AllPrintings.json"), env=env).code == 0
    return folder, env


def _interruptible() -> None:
    """Ctrl-C as a terminal delivers it: a test run started in the background (``cmd &`` in a script) has SIGINT
    ignored, the child inherits that, and Python then never raises KeyboardInterrupt."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _start(big: Path, env: dict[str, str]) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, "-m", "judge_cli", "import", "mtgjson", str(big)], env=env, cwd=REPO,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, preexec_fn=_interruptible)


def _wait_for(condition, process: subprocess.Popen[bytes], what: str, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert process.poll() is None, f"the import ended before {what}"
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.005)


def _reading(process: subprocess.Popen[bytes], path: Path):
    """True once the process has ``path`` open (Linux: /proc/PID/fd)."""
    def check() -> bool:
        try:
            return any(os.readlink(f"/proc/{process.pid}/fd/{fd}") == str(path)
                       for fd in os.listdir(f"/proc/{process.pid}/fd"))
        except OSError:
            return False
    return check


def _writing(folder: Path):
    return lambda: any((folder / "corpus").glob(".corpus.sqlite.*.tmp"))


def _finish(process: subprocess.Popen[bytes]) -> Ran:
    out, err = process.communicate(timeout=120)
    return Ran(process.returncode, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"))


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="finds the reading phase through /proc")
def test_ctrl_c_while_reading_says_nothing_changed(big, data):
    folder, env = data
    before = snapshot(folder)
    process = _start(big, env)
    _wait_for(_reading(process, big), process, "the input file is open")
    process.send_signal(signal.SIGINT)
    ran = _finish(process)
    assert_one_error(ran, ExitCode.INTERRUPTED, contains="interrupted: nothing was imported")
    assert snapshot(folder) == before


def test_ctrl_c_while_writing_removes_the_temporary_file_and_says_nothing_changed(big, data):
    folder, env = data
    before = snapshot(folder)
    process = _start(big, env)
    _wait_for(_writing(folder), process, "the temporary store file")
    process.send_signal(signal.SIGSTOP)  # held mid-write, so the signal lands there whatever the machine's speed
    process.send_signal(signal.SIGINT)
    process.send_signal(signal.SIGCONT)
    ran = _finish(process)
    assert_one_error(ran, ExitCode.INTERRUPTED, contains="interrupted: nothing was imported")
    assert snapshot(folder) == before


def test_ctrl_c_speaks_the_interface_language(big, data):
    folder, env = data
    process = _start(big, {**env, "JUDGE_LANG": "de"})
    _wait_for(_writing(folder), process, "the temporary store file")
    process.send_signal(signal.SIGSTOP)
    process.send_signal(signal.SIGINT)
    process.send_signal(signal.SIGCONT)
    assert_one_error(_finish(process), ExitCode.INTERRUPTED, "de")


def test_a_killed_import_leaves_the_store_intact_and_the_next_import_cleans_up(big, data):
    folder, env = data
    before = snapshot(folder)
    process = _start(big, env)
    _wait_for(_writing(folder), process, "the temporary store file")
    process.kill()
    process.wait()
    left = list((folder / "corpus").glob(".corpus.sqlite.*.tmp"))
    assert len(left) == 1
    after = snapshot(folder)
    assert {key: value for key, value in after.items() if ".tmp" not in key} == before
    info = json.loads(judge("corpus", "info", "--json", env=env).out)
    assert info["temporary"] == {"files": [{"path": str(left[0]), "bytes": left[0].stat().st_size}],
                                 "import_running": False}
    assert "Left by an interrupted import" in judge("corpus", "info", env=env).out
    again = judge("import", "scryfall", str(FIXTURES / "scryfall" / "rulings-20240101090000.json"), env=env)
    assert again.code == 0 and f"Removed {left[0]}" in again.out
    assert not list((folder / "corpus").glob("*.tmp"))


def test_reset_refuses_while_an_import_writes_and_the_import_completes(big, data):
    folder, env = data
    process = _start(big, env)
    _wait_for(_writing(folder), process, "the temporary store file")
    process.send_signal(signal.SIGSTOP)
    try:
        info = json.loads(judge("corpus", "info", "--json", env=env).out)
        assert info["temporary"]["import_running"] is True
        reset = judge("corpus", "reset", "--yes", env=env)
    finally:
        process.send_signal(signal.SIGCONT)
    assert_one_error(reset, ExitCode.BAD_INPUT, contains="another import")
    done = _finish(process)
    assert done.code == 0 and done.err == "", done.err
    assert judge("card", "Testlaterne", env=env).code == 0  # both imports' cards are there
