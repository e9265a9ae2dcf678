"""The one atomic-write helper: the new file or the old one, never half of one, and no stray temporary file."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest

from judge_cli import fsutil
from judge_cli.errors import ExitCode, ResourceError
from judge_cli.fsutil import atomic_write_bytes, default_file_mode, replacing


def test_the_block_writes_beside_the_target_and_the_result_replaces_it(tmp_path):
    target = tmp_path / "sub" / "file.bin"
    with replacing(target) as temporary:
        assert temporary.parent == target.parent and temporary != target
        temporary.write_bytes(b"new")
        assert not target.exists()
    assert target.read_bytes() == b"new"
    assert sorted(p.name for p in target.parent.iterdir()) == ["file.bin"]


@pytest.mark.parametrize("error", [ValueError, KeyboardInterrupt])
def test_any_error_in_the_block_keeps_the_old_file_and_removes_the_temporary(tmp_path, error):
    target = tmp_path / "file.bin"
    target.write_bytes(b"old")
    with pytest.raises(error), replacing(target) as temporary:
        temporary.write_bytes(b"half")
        raise error
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["file.bin"]


def test_a_failed_rename_removes_the_temporary(tmp_path, monkeypatch):
    target = tmp_path / "file.bin"

    def refused(_source, _target):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refused)
    with pytest.raises(PermissionError), replacing(target) as temporary:
        temporary.write_bytes(b"new")
    assert list(tmp_path.iterdir()) == []


def test_the_file_mode_is_what_open_would_give_unless_told(tmp_path):
    plain, private = tmp_path / "plain", tmp_path / "private"
    for target, mode in ((plain, None), (private, 0o600)):
        with replacing(target, mode=mode) as temporary:
            temporary.write_bytes(b"x")
    assert plain.stat().st_mode & 0o777 == default_file_mode()
    assert private.stat().st_mode & 0o777 == 0o600


def test_atomic_write_bytes_reports_an_unusable_folder_as_a_resource_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    with pytest.raises(ResourceError, match="cannot write to the data directory") as caught:
        atomic_write_bytes(blocker / "sub" / "x.json", b"{}")
    assert caught.value.message.startswith(f"{blocker / 'sub'}: ")
    assert "a part of the path is a file, not a folder" in caught.value.message
    assert caught.value.exit_code == ExitCode.IO_ERROR


def test_atomic_write_bytes_reports_a_failed_write_with_the_file(tmp_path, monkeypatch):
    def full(_self: Path, _data: bytes) -> int:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(Path, "write_bytes", full)
    with pytest.raises(ResourceError, match="cannot write file") as caught:
        atomic_write_bytes(tmp_path / "x.json", b"{}")
    assert caught.value.message == f"{tmp_path / 'x.json'}: cannot write file (no space left on the device)"
    assert list(tmp_path.iterdir()) == []


@pytest.mark.skipif(not hasattr(signal, "pthread_sigmask"), reason="no signal masks on this platform")
def test_a_ctrl_c_right_after_the_temporary_file_is_made_still_removes_it(tmp_path, monkeypatch):
    """The window between making the temporary file and arming its removal: the Ctrl-C waits for the block."""
    made = fsutil.temporary_beside

    def made_then_interrupted(target):
        path = made(target)
        os.kill(os.getpid(), signal.SIGINT)  # without the mask, KeyboardInterrupt is raised here and the file stays
        return path

    monkeypatch.setattr(fsutil, "temporary_beside", made_then_interrupted)
    # Ctrl-C as a terminal delivers it: a test run started in the background by a script has SIGINT ignored
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        with pytest.raises(KeyboardInterrupt), fsutil.replacing(tmp_path / "store.sqlite") as temporary:
            temporary.write_bytes(b"never kept")
    finally:
        signal.signal(signal.SIGINT, previous)
    assert list(tmp_path.iterdir()) == []
