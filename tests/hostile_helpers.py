"""Shared helpers of the hostile-input suite (tests/test_hostile_*.py): run ``judge`` as a real process,
check that a failure is exactly one line in the interface language, compare data directories byte for byte.

A real process is used where the test is about the process itself: its file
descriptors (closed, full, a pipe that closes), its environment (encodings,
locales), its user (permissions), signals.  Command-line mistakes and the
like run in-process through typer's CliRunner, which is faster.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).parent / "fixtures"
#: The variables a test run must not inherit: each case sets what it means to test.
_INHERITED_OUT = ("JUDGE_", "LC_", "LANG", "LANGUAGE", "PYTHONIOENCODING", "XDG_")


@dataclass
class Ran:
    """What a run of ``judge`` did: its exit code and its two output streams (text, UTF-8 with replacement)."""

    code: int
    out: str
    err: str

    @property
    def err_lines(self) -> list[str]:
        return self.err.splitlines()


def base_env(data_dir: Path | str, **changes: str | None) -> dict[str, str]:
    """A clean environment for ``judge``: this checkout on the path, English, ``data_dir``, no inherited
    locale or judge settings; ``changes`` set (or, with None, remove) variables."""
    env = {key: value for key, value in os.environ.items() if not key.startswith(_INHERITED_OUT)}
    env.update({"PYTHONPATH": str(REPO), "JUDGE_DATA_DIR": str(data_dir), "JUDGE_LANG": "en",
                "LANG": "C.UTF-8", "PYTHONDONTWRITEBYTECODE": "1"})
    for key, value in changes.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return env


def judge(*args: str, env: dict[str, str], stdin: Any = subprocess.DEVNULL, stdout: Any = subprocess.PIPE,
          cwd: Path | str | None = None, timeout: float = 60, **popen: Any) -> Ran:
    """Run ``python -m judge_cli ARGS`` as a new process; its output decoded as UTF-8 (bad bytes replaced)."""
    done = subprocess.run([sys.executable, "-m", "judge_cli", *args], env=env, stdin=stdin, stdout=stdout,
                          stderr=subprocess.PIPE, cwd=cwd or REPO, timeout=timeout, check=False, **popen)
    out = done.stdout.decode("utf-8", "replace") if isinstance(done.stdout, bytes) else ""
    return Ran(done.returncode, out, done.stderr.decode("utf-8", "replace"))


def error_prefix(lang: str) -> str:
    """``judge: error: `` in ``lang`` (from the catalog, as judge prints it)."""
    return _translated(lang, "judge: error: {message}").split("{message}")[0]


def _translated(lang: str, message: str) -> str:
    from judge_cli.i18n import _, current_language, set_language

    previous = current_language()
    set_language(lang)
    try:
        return _(message)
    finally:
        set_language(previous)


def translated(lang: str, message: str) -> str:
    """``message`` (an msgid) in ``lang``."""
    return _translated(lang, message)


def assert_one_error(ran: Any, code: int, lang: str = "en", *, contains: str | tuple[str, ...] = ()) -> str:
    """``ran`` (a :class:`Ran` or a CliRunner result) failed with ``code`` and exactly one line on stderr,
    in ``lang``, without a traceback; the line (which holds each of ``contains``) is returned."""
    err = ran.err if isinstance(ran, Ran) else ran.stderr
    exit_code = ran.code if isinstance(ran, Ran) else ran.exit_code
    assert "Traceback" not in err, err
    lines = err.splitlines()
    assert exit_code == code, (exit_code, err)
    assert len(lines) == 1, f"expected one line on stderr, got {len(lines)}:\n{err}"
    assert lines[0].startswith(error_prefix(lang)), (lang, lines[0])
    for word in (contains,) if isinstance(contains, str) else contains:
        assert word in lines[0], (word, lines[0])
    return lines[0]


def snapshot(folder: Path) -> dict[str, tuple[int, str]]:
    """Every file under ``folder``: relative path -> (mode, SHA-256 of the bytes); folders too (mode, "")."""
    found: dict[str, tuple[int, str]] = {}
    if not folder.exists():
        return found
    for path in sorted(folder.rglob("*")):
        relative = path.relative_to(folder).as_posix()
        mode = path.lstat().st_mode & 0o7777
        if path.is_file():
            found[relative] = (mode, hashlib.sha256(path.read_bytes()).hexdigest())
        else:
            found[relative] = (mode, "")
    return found


#: The unprivileged user permission tests run as, when the tests run as root.
NOBODY = 65534


def as_nobody() -> None:
    """``preexec_fn`` of a subprocess that must not bypass permissions as root does."""
    os.setgid(NOBODY)
    os.setgroups([])
    os.setuid(NOBODY)


_UNPRIVILEGED: list[Any] = []


def unprivileged_python() -> tuple[list[str], dict[str, str]] | str:
    """How to run judge-cli as ``nobody``: (interpreter command, extra environment), or why it cannot be.

    Root bypasses file permissions, so permission tests must drop to another
    user (issue 14).  That user must be able to run a Python of this version
    and read the checkout and the installed packages: the running interpreter
    may live in root's home, so a system interpreter of the same version is
    tried too, with this environment's packages on its path.
    """
    if _UNPRIVILEGED:
        return _UNPRIVILEGED[0]
    import shutil
    import sysconfig

    if not (hasattr(os, "geteuid") and os.geteuid() == 0):
        found: tuple[list[str], dict[str, str]] | str = ("not running as root: permission tests need root to "
                                                         "drop to nobody")
        _UNPRIVILEGED.append(found)
        return found
    version = f"python{sys.version_info.major}.{sys.version_info.minor}"
    packages = os.pathsep.join(dict.fromkeys([str(REPO), sysconfig.get_paths()["purelib"],
                                              sysconfig.get_paths()["platlib"]]))
    candidates = [sys.executable, *(path for path in (shutil.which(version, path="/usr/local/bin:/usr/bin:/bin"),)
                                    if path)]
    found = f"no {version} that uid {NOBODY} can run with this checkout's packages (tried {candidates})"
    for interpreter in candidates:
        try:
            done = subprocess.run([interpreter, "-c", "import judge_cli.cli.app, ijson, yaml, rapidfuzz"],
                                  env={"PYTHONPATH": packages, "PATH": "/usr/bin:/bin"}, preexec_fn=as_nobody,
                                  capture_output=True, timeout=60, cwd="/")
        except (OSError, subprocess.SubprocessError):
            continue
        if done.returncode == 0:
            found = ([interpreter], {"PYTHONPATH": packages})
            break
    _UNPRIVILEGED.append(found)
    return found


def judge_as_nobody(*args: str, env: dict[str, str], timeout: float = 60) -> Ran:
    """``judge ARGS`` run as ``nobody`` (see :func:`unprivileged_python`; the caller skips when it says why not)."""
    found = unprivileged_python()
    assert not isinstance(found, str), found
    interpreter, extra = found
    done = subprocess.run([*interpreter, "-m", "judge_cli", *args], env={**env, **extra}, preexec_fn=as_nobody,
                          capture_output=True, timeout=timeout, cwd="/", check=False)
    return Ran(done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace"))


def world_readable_dir(name: str) -> Path:
    """A folder any user may enter and read (pytest's own tmp folders are private to root)."""
    import tempfile

    folder = Path(tempfile.mkdtemp(prefix=f"judge-{name}-", dir="/tmp"))
    folder.chmod(0o755)
    return folder


#: The address-space cap of the file-format cases (issue 14: 1 GiB).
MEMORY_CAP = 1024 * 1024 * 1024


class CappedJudge:
    """``judge`` command lines run in one long-lived process under :data:`MEMORY_CAP` (tests/capped_worker.py).

    A case that blows memory up gets a MemoryError or kills the worker; either
    way the case fails (:meth:`run` says which) and the next case gets a new worker.
    """

    def __init__(self, cap: int = MEMORY_CAP) -> None:
        self.cap = cap
        self.process: subprocess.Popen[bytes] | None = None

    def _start(self) -> subprocess.Popen[bytes]:
        if self.process is None or self.process.poll() is not None:
            env = {key: value for key, value in os.environ.items() if not key.startswith(_INHERITED_OUT)}
            env["PYTHONPATH"] = str(REPO)
            self.process = subprocess.Popen([sys.executable, str(Path(__file__).parent / "capped_worker.py"),
                                             str(self.cap)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                            stderr=subprocess.DEVNULL, env=env, cwd=REPO)
        return self.process

    def run(self, *args: str, env: dict[str, str], cwd: Path | str | None = None, stdin: bytes | None = b"",
            timeout: float = 120) -> Ran:
        """Run ``judge ARGS``; ``stdin`` None: standard input closed.  A dead or stuck worker fails the case."""
        import base64
        import json
        import selectors

        process = self._start()
        assert process.stdin is not None and process.stdout is not None
        request = {"argv": list(args), "env": env, "cwd": str(cwd or REPO),
                   "stdin": None if stdin is None else base64.b64encode(stdin).decode()}
        process.stdin.write(json.dumps(request).encode() + b"\n")
        process.stdin.flush()
        with selectors.DefaultSelector() as selector:
            selector.register(process.stdout, selectors.EVENT_READ)
            ready = selector.select(timeout)
        line = process.stdout.readline() if ready else b""
        if not line:
            process.kill()
            process.wait()
            self.process = None
            raise AssertionError(f"judge {' '.join(args)}: the capped worker "
                                 f"{'timed out' if not ready else 'died (memory cap?)'}")
        answer = json.loads(line)
        code = answer["code"]
        assert isinstance(code, int), f"judge {' '.join(args)}: {code}\n{answer['err']}"
        return Ran(code, answer["out"], answer["err"])

    def close(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait()
