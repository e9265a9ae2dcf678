"""The CR rows of the lookup-A blind set (tests/fixtures/blind/lookup-A, vendored from /work/blind/lookup-A)
against the Comprehensive Rules shipped in data/cr/, scored with bench/score_lookup.py in-process.

Only the CR rows are vendored: the names and decks rows need the whole 2018 MTGJSON data (10 MB), which
is not vendored.  The figures must not fall below those of the commit that vendored the set."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
BLIND = REPO / "tests" / "fixtures" / "blind" / "lookup-A"
#: right / missed / confidently wrong of the 102 CR rows when the set was vendored.
AT_LEAST_RIGHT = 96
AT_MOST_WRONG = 1


def _bench():
    if "score_lookup" not in sys.modules:
        spec = importlib.util.spec_from_file_location("score_lookup", REPO / "bench" / "score_lookup.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules["score_lookup"] = module  # its dataclasses look their module up
        spec.loader.exec_module(module)
    return sys.modules["score_lookup"]


@pytest.fixture()
def data_dir(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("JUDGE_NO_CACHE", raising=False)
    return tmp_path / "data"


def test_the_cr_rows_of_lookup_a_score_at_least_as_well_as_when_vendored(runner, app, data_dir, capsys):
    bench = _bench()

    def run(args: list[str]) -> tuple[int, str]:
        result = runner.invoke(app, args)
        return result.exit_code, result.stdout

    score = bench.score_folder(BLIND, run, jobs=1, only="cr")
    figures = score.figures()["cr"]
    with capsys.disabled():
        print("\nlookup-A cr:", "\n".join(bench.report(score)[-1:]))
    assert figures["rows"] == 102
    assert figures["total"]["right"] >= AT_LEAST_RIGHT, "\n".join(bench.report(score))
    assert figures["total"]["wrong"] <= AT_MOST_WRONG, "\n".join(bench.report(score))


def test_the_rows_that_must_find_nothing_find_nothing(runner, app, data_dir):
    bench = _bench()
    rows = [row for row in bench.read_tsv(BLIND / "cr.tsv") if row[1] == "NONE"]
    assert len(rows) == 11
    for query, _expected, _lang, note in rows:
        assert runner.invoke(app, ["cr", query, "--json"]).exit_code != 0, (query, note)


def test_score_lookup_takes_the_folder_and_the_data_dir_and_prints_each_section(tmp_path, capsys):
    bench = _bench()
    with pytest.raises(SystemExit):
        bench.main([str(tmp_path / "no-such-folder")])
    assert "is not a directory" in capsys.readouterr().err
    score = bench.Score([bench.Row("cr", "q", "1", "en", "", 1, "missed"),
                         bench.Row("cr", "r", "2", "en", "2", 0, "right"),
                         bench.Row("names", "x", "NONE", "xx", "Y", 0, "wrong")])
    lines = bench.report(score)
    assert "cr    TOTAL 1/2 right, 1 missed, 0 confidently wrong" in lines
    assert "names TOTAL 0/1 right, 0 missed, 1 confidently wrong" in lines
