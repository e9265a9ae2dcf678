"""The package declaration stays in step with the source tree."""

from __future__ import annotations

import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def test_every_python_package_is_declared():
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    declared = set(config["tool"]["setuptools"]["packages"])
    found = {
        ".".join(path.parent.relative_to(REPO).parts)
        for path in (REPO / "judge_cli").rglob("__init__.py")
        if "__pycache__" not in path.parts
    }
    missing = found - declared
    assert not missing, f"add to [tool.setuptools].packages: {sorted(missing)}"


def test_corpus_and_catalogs_are_package_data():
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    package_dir = config["tool"]["setuptools"]["package-dir"]
    assert package_dir == {"judge_cli._data": "data", "judge_cli._locales": "locales"}
    data_globs = config["tool"]["setuptools"]["package-data"]["judge_cli._data"]
    assert "cards/*.yaml" in data_globs and "rulings/*.yaml" in data_globs


def test_ci_runs_exactly_the_readme_commands():
    """The tests, then mypy and ruff: each command of .ci/run (after its set-up lines) is one the README shows."""
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    lines = [line for line in ci.strip().splitlines()
             if line.strip() and not line.startswith(("#", "set ", "cd "))]
    assert lines[0].endswith("python -m pytest") and lines[-1] == "python -m mypy && python -m ruff check ."
    for command in lines:
        assert command in readme
