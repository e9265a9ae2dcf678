"""Shared helpers of tests/test_cli_{card,rulings,grep}.py: run a lookup command in isolation."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture(autouse=True)
def private_cache(tmp_path, monkeypatch):
    """Each CLI test gets its own parsed-corpus cache and the shipped corpus."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("JUDGE_CORPUS_DIR", raising=False)
    monkeypatch.delenv("JUDGE_NO_CACHE", raising=False)


def run(runner, app, *args: str, env: dict[str, str] | None = None):
    """Invoke ``judge ARGS``; no output may ever contain a traceback."""
    result = runner.invoke(app, list(args), env=env)
    assert "Traceback" not in result.stdout + result.stderr
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result


def run_json(runner, app, *args: str) -> Any:
    """Invoke ``judge ARGS --json``, check it succeeded, and parse its output."""
    result = run(runner, app, *args, "--json")
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


def one_error_line(result) -> str:
    """The single line a failed command prints on stderr."""
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert lines and lines[0].startswith("judge: error: "), result.stderr
    return lines[0]
