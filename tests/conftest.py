"""Shared fixtures: the shipped corpus, a CLI runner, the ../shared folder."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import settings

# Property tests check behaviour, not speed: no per-example deadline, so a
# busy CI machine cannot turn a slow example into a failure.
settings.register_profile("judge", deadline=None)
settings.load_profile("judge")

REPO = Path(__file__).resolve().parent.parent


def _shared() -> Path:
    """``../shared`` beside the repository (or beside the folder of a git worktree), or ``JUDGE_SHARED_DIR``."""
    import os

    named = os.environ.get("JUDGE_SHARED_DIR", "").strip()
    if named:
        return Path(named)
    for candidate in (REPO.parent / "shared", REPO.parent.parent / "shared"):
        if (candidate / "data").is_dir():
            return candidate
    return REPO.parent / "shared"


SHARED = _shared()
#: Why a test marked ``shared`` did not run.
SHARED_MISSING = (f"{SHARED} is not present: the full-file checks against the real data files are skipped "
                  "(the excerpts in tests/fixtures/ cover each format; set JUDGE_SHARED_DIR to run them)")


def pytest_collection_modifyitems(items):
    """Every test that reads ../shared is marked ``shared`` (``pytest -m "not shared"`` leaves them out)."""
    for item in items:
        if "shared_dir" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.shared)


@pytest.fixture(scope="session", autouse=True)
def private_data_dir(tmp_path_factory):
    """No test reads or writes the user's real data directory (imported cards, CR editions).

    Tests that import data point ``JUDGE_DATA_DIR`` at their own folder.
    """
    import os

    saved = os.environ.get("JUDGE_DATA_DIR")
    os.environ["JUDGE_DATA_DIR"] = str(tmp_path_factory.mktemp("judge-data"))
    yield
    if saved is None:
        os.environ.pop("JUDGE_DATA_DIR", None)
    else:
        os.environ["JUDGE_DATA_DIR"] = saved


@pytest.fixture(scope="session")
def corpus():
    """The seed corpus shipped with the package, loaded once."""
    from judge_cli.corpus.load import load_corpus

    return load_corpus()


@pytest.fixture()
def runner():
    """A typer CliRunner (stderr kept apart from stdout)."""
    from typer.testing import CliRunner

    return CliRunner()


@pytest.fixture()
def app():
    """The judge app in English."""
    from judge_cli.cli.app import build_app
    from judge_cli.i18n import set_language

    set_language("en")
    return build_app()


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """``../shared`` beside the repository; tests that need it skip, saying why, when it is absent."""
    if not SHARED.is_dir():
        pytest.skip(SHARED_MISSING)
    return SHARED
