"""The Comprehensive Rules shipped with judge-cli: there on a fresh install, built once in a checkout, and an
imported newer edition takes over."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from judge_cli.cr.shipped import CACHE_FOLDER, shipped_folder
from judge_cli.cr.store import EditionStore
from judge_cli.cr.storedb import DB_NAME

REPO = Path(__file__).resolve().parent.parent
SHIPPED_TEXT = REPO / "data" / "cr" / "MagicCompRules 20260116.txt"
FIXTURES = Path(__file__).parent / "fixtures" / "cr"


@pytest.fixture()
def data_dir(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("JUDGE_NO_CACHE", raising=False)
    return tmp_path / "data"


def _later_edition(tmp_path: Path) -> Path:
    """The mini 2026 excerpt, dated six weeks after the shipped edition."""
    text = (FIXTURES / "mini-2026-lf.txt").read_text(encoding="utf-8")
    path = tmp_path / "MagicCompRules 20260227.txt"
    path.write_text(text.replace("January 16, 2026", "February 27, 2026"), encoding="utf-8")
    return path


def test_the_shipped_text_is_the_published_2026_edition_byte_for_byte(shared_dir):
    assert SHIPPED_TEXT.read_bytes() == (shared_dir / "data" / "comprehensive-rules" / "2026-01-16.txt").read_bytes()


def test_a_checkout_builds_the_store_once_into_the_cache(tmp_path):
    data = tmp_path / "shipped"
    (data / "cr").mkdir(parents=True)
    text = data / "cr" / "rules.txt"
    text.write_bytes((FIXTURES / "mini-2026-lf.txt").read_bytes())
    cache = tmp_path / "cache"
    folder = shipped_folder(cache, data)
    assert folder is not None and folder.parent == cache / CACHE_FOLDER and (folder / DB_NAME).is_file()
    built = (folder / DB_NAME).stat().st_mtime_ns
    assert shipped_folder(cache, data) == folder and (folder / DB_NAME).stat().st_mtime_ns == built
    text.write_bytes(text.read_bytes() + b"\n")  # another text: another store, the old one removed
    again = shipped_folder(cache, data)
    assert again != folder and not folder.exists() and [p.name for p in (cache / CACHE_FOLDER).iterdir()] == [
        again.name]
    with EditionStore([again]) as store:
        assert store.keys() == ["2026-01-16"]


def test_without_a_cache_the_store_is_built_in_a_temporary_folder(tmp_path):
    data = tmp_path / "shipped"
    (data / "cr").mkdir(parents=True)
    (data / "cr" / "rules.txt").write_bytes((FIXTURES / "mini-2026-lf.txt").read_bytes())
    folder = shipped_folder(None, data)
    assert folder is not None and (folder / DB_NAME).is_file() and tmp_path not in folder.parents


def test_a_package_with_a_built_store_uses_it_and_one_without_rules_has_none(tmp_path):
    data = tmp_path / "shipped"
    (data / "cr").mkdir(parents=True)
    (data / "cr" / DB_NAME).write_bytes(b"")
    assert shipped_folder(tmp_path / "cache", data) == data / "cr"
    assert shipped_folder(tmp_path / "cache", tmp_path / "nothing") is None


def test_judge_cr_answers_on_a_fresh_data_directory(runner, app, data_dir):
    result = runner.invoke(app, ["cr", "701.58"])
    assert result.exit_code == 0, result.stderr
    assert result.stdout.startswith("701.58. Cloak")
    assert result.stdout.rstrip().endswith("(edition 2026-01-16, file MagicCompRules 20260116.txt)")
    glossary = runner.invoke(app, ["cr", "APNAP order"])
    assert glossary.exit_code == 0 and "Active Player, Nonactive Player Order" in glossary.stdout
    listed = json.loads(runner.invoke(app, ["cr", "editions", "--json"]).stdout)
    assert [(e["edition"], e["shipped"]) for e in listed] == [("2026-01-16", True)]
    assert "shipped with judge-cli" in runner.invoke(app, ["cr", "editions"]).stdout
    info = runner.invoke(app, ["corpus", "info"]).stdout
    assert "Comprehensive Rules shipped with judge-cli: effective 2026-01-16 (MagicCompRules 20260116.txt)" in info


def test_an_imported_newer_edition_takes_over_and_edition_still_picks_any(runner, app, data_dir, tmp_path):
    assert runner.invoke(app, ["import", "cr", str(_later_edition(tmp_path))]).exit_code == 0
    newest = runner.invoke(app, ["cr", "cloak", "--json"])
    assert json.loads(newest.stdout)["edition"] == "2026-02-27"
    shipped = json.loads(runner.invoke(app, ["cr", "cloak", "--json", "--edition", "2026-01-16"]).stdout)
    assert (shipped["edition"], shipped["source"]) == ("2026-01-16", "MagicCompRules 20260116.txt")
    listed = json.loads(runner.invoke(app, ["cr", "editions", "--json"]).stdout)
    assert [(e["edition"], e["shipped"]) for e in listed] == [("2026-01-16", True), ("2026-02-27", False)]
    scenario = REPO / "examples" / "scenarios" / "turning-face-up.yaml"
    cited = json.loads(runner.invoke(app, ["eval", "--format", "json", str(scenario)]).stdout)
    editions = {c.get("edition") for r in cited["results"] for c in r["citations"] if c["kind"] == "rule"}
    assert "2026-02-27" in editions


def test_an_imported_edition_of_the_same_date_wins_over_the_shipped_one(runner, app, data_dir):
    assert runner.invoke(app, ["import", "cr", str(FIXTURES / "mini-2026-lf.txt")]).exit_code == 0
    found = json.loads(runner.invoke(app, ["cr", "cloak", "--json"]).stdout)
    assert (found["edition"], found["source"]) == ("2026-01-16", "mini-2026-lf.txt")


def test_the_wheel_carries_the_built_store_and_answers_from_it(tmp_path):
    """A wheel built from this checkout: the store is inside it (the text is not), and judge cr reads it."""
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp_path / "dist"),
                            str(REPO)], capture_output=True, text=True, timeout=600)
    if built.returncode != 0:
        pytest.skip(f"no wheel can be built here (pip: {built.stderr.strip().splitlines()[-1:]})")
    wheel = next((tmp_path / "dist").glob("judge_cli-*.whl"))
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        archive.extractall(tmp_path / "site")
    assert "judge_cli/_data/cr/editions.sqlite" in names
    assert not [name for name in names if name.startswith("judge_cli/_data/cr/") and name.endswith(".txt")]
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    env.update(JUDGE_DATA_DIR=str(tmp_path / "data"), XDG_CACHE_HOME=str(tmp_path / "cache"), JUDGE_LANG="en")
    code = ("import sys; sys.path.insert(0, sys.argv.pop(1)); import judge_cli; "
            "print(judge_cli.__file__, file=sys.stderr); from judge_cli.cli.app import main; main()")
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path / "site"), "cr", "701.58"], cwd=tmp_path,
                          env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stderr.startswith(str(tmp_path / "site"))
    assert done.stdout.startswith("701.58. Cloak") and "edition 2026-01-16" in done.stdout
    assert not (tmp_path / "cache" / "judge-cli" / CACHE_FOLDER).exists()  # nothing built: the wheel's store
