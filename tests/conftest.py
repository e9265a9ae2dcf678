"""Shared fixtures: the shipped corpus, a CLI runner, the ../shared folder."""

from __future__ import annotations

import os
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
    named = (os.environ.get("JUDGE_SHARED_DIR") or os.environ.get("JUDGE_TEST_SHARED") or "").strip()
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


REAL_2018 = SHARED / "data" / "mtgjson" / "AllPrintings-2018.json.xz"
EXCERPT_2018 = REPO / "tests" / "fixtures" / "mtgjson" / "real-2018-excerpt.json.xz"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test that reads ../shared is marked ``shared`` (``pytest -m "not shared"`` leaves them out);
    without ../shared they are skipped, saying why."""
    for item in items:
        if "shared_dir" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.shared)
    if REAL_2018.is_file():
        return
    skip = pytest.mark.skip(reason=SHARED_MISSING)
    for item in items:
        if item.get_closest_marker("shared") is not None:
            item.add_marker(skip)


@pytest.fixture(scope="session", autouse=True)
def private_data_dir(tmp_path_factory):
    """No test reads or writes the user's real data directory (imported cards, CR editions) or cache.

    Tests that import data point ``JUDGE_DATA_DIR`` at their own folder.
    """
    made = {"JUDGE_DATA_DIR": tmp_path_factory.mktemp("judge-data"),
            # nor the user's cache: a compiled vocabulary left there by another checkout of the same path (a CI
            # machine's) must not decide what this session's questions are read as
            "XDG_CACHE_HOME": tmp_path_factory.mktemp("judge-cache")}
    saved = {name: os.environ.get(name) for name in made}
    os.environ.update({name: str(path) for name, path in made.items()})
    yield
    for name, value in saved.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value


_LOOPBACK = ("127.0.0.1", "::1", "localhost")


@pytest.fixture(scope="session", autouse=True)
def no_internet():
    """No test ever reaches the internet: connections and name lookups other than the loopback fail at once.

    ``judge update`` tests talk to a loopback server (tests/loopback.py); a test that forgot to point judge-cli
    at it fails here instead of downloading from MTGJSON or Wizards.
    """
    import socket

    connect, lookup = socket.socket.connect, socket.getaddrinfo

    def guarded_connect(self, address):
        if self.family in (socket.AF_INET, socket.AF_INET6) and address[0] not in _LOOPBACK:
            raise ConnectionRefusedError(f"tests never reach the internet (a connection to {address[0]})")
        return connect(self, address)

    def guarded_lookup(host, *args, **kwargs):
        if host not in _LOOPBACK and host is not None:
            raise socket.gaierror(f"tests never reach the internet (a lookup of {host})")
        return lookup(host, *args, **kwargs)

    socket.socket.connect, socket.getaddrinfo = guarded_connect, guarded_lookup
    yield
    socket.socket.connect, socket.getaddrinfo = connect, lookup


@pytest.fixture()
def no_shipped_cr(monkeypatch):
    """Run as if judge-cli shipped no Comprehensive Rules: with nothing imported either, citations fall back to
    judge-cli's own summaries and ``judge cr`` says how to import an edition."""
    monkeypatch.setattr("judge_cli.cr.shipped.shipped_folder", lambda *args, **kwargs: None)


@pytest.fixture(scope="session")
def corpus():
    """The seed corpus shipped with the package, loaded once."""
    from judge_cli.corpus.load import load_corpus

    return load_corpus()


@pytest.fixture(scope="module")
def asker(corpus):
    """The `judge ask` reader over the shipped corpus; a test module with other cards defines its own."""
    from ask_helpers import new_asker

    return new_asker(corpus)


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



def _imported(tmp_path_factory, name: str, path: Path, seed) -> Path:
    """A data directory holding ``path`` imported (one import per test session)."""
    from judge_cli.importing import import_files

    base = tmp_path_factory.mktemp(name)
    import_files("mtgjson", [path], seed, base=base)
    return base


@pytest.fixture(scope="session")
def excerpt_dir(tmp_path_factory, corpus) -> Path:
    """A data directory with the vendored excerpt of the real 2018 data imported."""
    return _imported(tmp_path_factory, "excerpt-2018", EXCERPT_2018, corpus)


@pytest.fixture(scope="session")
def excerpt_corpus(excerpt_dir, corpus):
    """The shipped corpus plus the excerpt of the real 2018 data."""
    from judge_cli.store.db import store_path
    from judge_cli.store.view import StoredCorpus

    return StoredCorpus(corpus, store_path(excerpt_dir))


@pytest.fixture(scope="session")
def real_dir(tmp_path_factory, corpus) -> Path:
    """A data directory with the whole real 2018 MTGJSON file imported (about 30 s, once per session)."""
    if not REAL_2018.is_file():
        pytest.skip(f"the real 2018 MTGJSON data is not at {REAL_2018}")
    return _imported(tmp_path_factory, "real-2018", REAL_2018, corpus)


@pytest.fixture(scope="session")
def real_corpus(real_dir, corpus):
    """The shipped corpus plus the whole real 2018 data (tests using it are marked ``shared``)."""
    from judge_cli.store.db import store_path
    from judge_cli.store.view import StoredCorpus

    return StoredCorpus(corpus, store_path(real_dir))


@pytest.fixture(scope="module")
def module_cache(tmp_path_factory) -> Path:
    """A parsed-corpus cache shared by one test module's private data directories."""
    return tmp_path_factory.mktemp("module-cache")


@pytest.fixture()
def isolated_data_dir(tmp_path, monkeypatch, module_cache) -> Path:
    """An empty data directory of the test's own, with the module's cache and nothing read from JUDGE_NO_CACHE."""
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(module_cache))
    monkeypatch.delenv("JUDGE_NO_CACHE", raising=False)
    return tmp_path / "data"
