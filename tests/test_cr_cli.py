"""``judge import cr`` and ``judge cr`` through typer's CliRunner."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import typer

from judge_cli.cli import crcmd
from judge_cli.cli.app import JudgeGroup
from judge_cli.i18n import set_language

FIXTURES = Path(__file__).parent / "fixtures" / "cr"


@pytest.fixture()
def cr_app():
    """A judge app with only the CR commands (the lead adds them to build_app)."""
    set_language("en")
    app = typer.Typer(cls=JudgeGroup, pretty_exceptions_enable=False, add_completion=False)
    crcmd.register(app)
    return app


@pytest.fixture()
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


@pytest.fixture()
def imported(runner, cr_app, data_dir):
    for name in ("mini-2024-bom-crlf.txt", "mini-2026-bom-cr.txt"):
        result = runner.invoke(cr_app, ["import", "cr", str(FIXTURES / name)])
        assert result.exit_code == 0, result.stderr
    return data_dir


@pytest.mark.usefixtures("no_shipped_cr")
def test_lookup_without_any_edition_says_how_to_import(runner, cr_app, data_dir):
    result = runner.invoke(cr_app, ["cr", "cloak"])
    assert result.exit_code == 1
    assert "no Comprehensive Rules imported; run `judge import cr FILE`" in result.stderr
    assert result.stdout == ""


def test_import_reports_date_counts_and_place(runner, cr_app, data_dir):
    result = runner.invoke(cr_app, ["import", "cr", str(FIXTURES / "mini-2026-lf.txt")])
    assert result.exit_code == 0, result.stderr
    assert "effective 2026-01-16" in result.stdout
    assert "2 sections, 4 chapters, 8 rules, 5 subrules, 3 glossary terms" in result.stdout
    assert "read as UTF-8, LF line ends" in result.stdout
    assert str(data_dir / "cr" / "editions.sqlite") in result.stdout
    again = runner.invoke(cr_app, ["import", "cr", str(FIXTURES / "mini-2026-crlf.txt")])
    assert again.exit_code == 0 and "Replaced the earlier import" in again.stdout
    assert "read as UTF-8, CRLF line ends" in again.stdout
    assert [p.name for p in (data_dir / "cr").iterdir()] == ["editions.sqlite"]


@pytest.mark.parametrize(
    ("name", "message"),
    [("not-cr.json", "looks like JSON"), ("image.png", "binary file"), ("empty.txt", "empty"),
     ("no-rules.txt", "no numbered rules"), ("bad-date.txt", "bad-date.txt:3: cannot read the effective date"),
     ("missing.txt", "cannot read file")],
)
def test_bad_import_exits_2_naming_the_file_and_keeps_previous_data(runner, cr_app, imported, name, message):
    before = {p.name: p.read_bytes() for p in (imported / "cr").iterdir()}
    result = runner.invoke(cr_app, ["import", "cr", str(FIXTURES / name)])
    assert result.exit_code == 2
    assert result.stderr.startswith("judge: error: ") and name in result.stderr and message in result.stderr
    assert "Traceback" not in result.stderr + result.stdout
    assert {p.name: p.read_bytes() for p in (imported / "cr").iterdir()} == before


def test_unrecognised_lines_are_reported_on_stderr(runner, cr_app, data_dir, tmp_path):
    text = (FIXTURES / "mini-2026-lf.txt").read_text(encoding="utf-8") + "\n"
    odd = tmp_path / "odd.txt"
    odd.write_text(text.replace("100.2. To play", "100.1. To play"), encoding="utf-8")
    result = runner.invoke(cr_app, ["import", "cr", str(odd)])
    assert result.exit_code == 0
    # the repeated number and the example under it are kept aside, from line 31 on
    assert "2 lines were not recognised (first: line 31)" in result.stderr


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["cr", "tarnen"], ["“tarnen” (Deutsch) is the official term for “cloak”.", "701.58. Cloak",
                            "    701.58b A cloaked permanent", "        Example: A player cloaks",
                            "Glossary: Cloak", "    A keyword action that puts a card",
                            "Comprehensive Rules effective Jan 16, 2026"]),
        (["cr", "tarnen", "--edition", "2024"], ["701.56. Cloak", "effective Feb 2, 2024"]),
        (["cr", "7"], ["7. Additional Rules", "    701. Keyword Actions", "    708. Face-Down Spells and Permanents"]),
        (["cr", "708.1"], ["708.1. Face-down permanents", "    A second paragraph"]),
        (["cr", "裏向き"], ["Glossary: Face Down", "    1. A card is face down", "708 Face-Down Spells"]),
    ],
)
def test_text_output(runner, cr_app, imported, args, expected):
    result = runner.invoke(cr_app, args)
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    for wanted in expected:
        assert any(line.startswith(wanted) or wanted in line for line in lines), wanted


def test_a_section_does_not_print_every_rule(runner, cr_app, imported):
    result = runner.invoke(cr_app, ["cr", "7"])
    assert "701.58a" not in result.stdout


@pytest.mark.parametrize(("edition", "rule"), [([], "701.58"), (["-e", "2024-02-02"], "701.56")])
def test_json_output(runner, cr_app, imported, edition, rule):
    result = runner.invoke(cr_app, ["cr", "偽装", "--json", *edition])
    assert result.exit_code == 0, result.stderr
    payload = json.loads(result.stdout)
    assert payload["rule"] == rule and payload["title"] == "Cloak"
    assert [sub["rule"] for sub in payload["subrules"]] == [f"{rule}a", f"{rule}b"]
    assert payload["translated"]["lang"] == "ja"


@pytest.mark.parametrize(
    ("args", "code", "message"),
    [(["cr", "zzzzqq"], 1, "nothing in the Comprehensive Rules of 2026-01-16 matches 'zzzzqq'"),
     (["cr", "701.99"], 1, "no rule 701.99"),
     (["cr", "cloak", "--edition", "2025"], 2, "no single imported edition matches '2025'"),
     (["cr", "   "], 2, "empty query")],
)
def test_lookup_errors(runner, cr_app, imported, args, code, message):
    result = runner.invoke(cr_app, args)
    assert result.exit_code == code
    assert message in result.stderr


def test_damaged_store_is_a_clear_error(runner, cr_app, imported):
    (imported / "cr" / "editions.sqlite").write_text("{", encoding="utf-8")
    result = runner.invoke(cr_app, ["cr", "cloak"])
    assert result.exit_code == 2
    assert "editions.sqlite" in result.stderr and "import them again" in result.stderr


def test_import_group_is_shared_with_other_importers(cr_app):
    before = len(cr_app.registered_groups)
    assert crcmd.import_group(cr_app) is crcmd.import_group(cr_app)
    assert len(cr_app.registered_groups) == before == 2  # import, cr
    assert [group.name for group in cr_app.registered_groups].count("import") == 1


def test_a_chapter_lists_its_rules_and_all_prints_them_in_full(runner, cr_app, imported):
    brief = runner.invoke(cr_app, ["cr", "701"])
    assert brief.exit_code == 0
    assert "    701.58. Cloak" in brief.stdout and "701.58b" not in brief.stdout
    assert "(judge cr 701 --all prints every rule in full)" in brief.stdout
    full = runner.invoke(cr_app, ["cr", "701", "--all"])  # contrast: one flag, every subrule
    assert "        701.58b A cloaked permanent" in full.stdout and "--all prints" not in full.stdout
    rule = runner.invoke(cr_app, ["cr", "701.58", "--all"])
    assert rule.stdout.splitlines()[:2] == ["701.58. Cloak", "    701.58a To cloak a card, put it onto the "
                                            "battlefield face down as a 2/2 creature with ward {2}."]
    data = json.loads(runner.invoke(cr_app, ["cr", "701", "--json"]).stdout)
    assert all(sub["subrules"] == [] for sub in data["subrules"])
    data = json.loads(runner.invoke(cr_app, ["cr", "701", "--json", "--all"]).stdout)
    assert [sub["rule"] for sub in data["subrules"][-1]["subrules"]] == ["701.58a", "701.58b"]


def test_every_answer_names_its_edition_effective_date_and_file(runner, cr_app, imported):
    for query in (["701.58b"], ["ward"], ["-e", "2024", "701.56"]):
        result = runner.invoke(cr_app, ["cr", *query])
        assert result.stdout.splitlines()[-1].startswith("Comprehensive Rules effective ")
        assert "(edition 20" in result.stdout and "file mini-20" in result.stdout


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero on this system")
def test_an_endless_file_is_refused_in_one_line(runner, cr_app, data_dir):
    result = runner.invoke(cr_app, ["import", "cr", "/dev/zero"])
    assert result.exit_code == 2
    assert result.stderr.strip() == ("judge: error: /dev/zero: file is larger than 20 MB; "
                                     "the Comprehensive Rules are about 1 MB")


@pytest.mark.usefixtures("no_shipped_cr")
def test_no_edition_to_list(runner, cr_app, data_dir):
    result = runner.invoke(cr_app, ["cr", "editions"])
    assert result.exit_code == 1 and "no Comprehensive Rules imported" in result.stderr
    assert json.loads(runner.invoke(cr_app, ["cr", "editions", "--json"]).stdout) == []
