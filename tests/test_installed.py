"""The installed ``judge`` works from outside the clone, with the corpus inside the package."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest


def _installed_judge() -> str | None:
    candidate = Path(sys.executable).parent / "judge"
    return str(candidate) if candidate.exists() else shutil.which("judge")


def test_installed_console_script_finds_a_card_from_elsewhere(tmp_path):
    judge = _installed_judge()
    if judge is None:
        pytest.skip("judge is not installed in this environment")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH",)}
    env["JUDGE_LANG"] = "en"
    result = subprocess.run([judge, "card", "anonimat", "--json"], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["id"] == "become-anonymous"


def test_python_dash_m_runs_the_same_entry_point(tmp_path):
    env = dict(os.environ, JUDGE_LANG="en")
    result = subprocess.run([sys.executable, "-m", "judge_cli", "--help"], cwd=Path(__file__).parent.parent,
                            env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "card" in result.stdout
