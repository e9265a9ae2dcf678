"""What the README promises, checked against what the commands do (issue 14, "README vs reality")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from lookup_helpers import run, run_json

REPO = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).parent / "fixtures"
HIDDEN = REPO / "examples" / "scenarios" / "hidden-information.yaml"


@pytest.fixture(autouse=True)
def private_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "data"))


def test_eval_explain_shows_the_cited_texts_in_the_language_asked_for(runner, app):
    italian = run(runner, app, "eval", str(HIDDEN), "--explain", "--lang", "it").stdout
    assert "cited texts:" in italian
    assert "look-at-face-down [it]: In qualsiasi momento, puoi guardare" in italian
    german = run(runner, app, "eval", str(HIDDEN), "--explain", "--lang", "de").stdout
    assert "look-at-face-down [en, English fallback]: " in german
    assert "cited texts:" not in run(runner, app, "eval", str(HIDDEN), "--lang", "it").stdout


def test_ruling_shows_every_language_and_says_which_it_lacks(runner, app):
    text = run(runner, app, "ruling", "turn-face-up-special-action").stdout
    for code in ("en", "de", "fr", "es", "it", "ja", "zh"):
        assert f"[{code}] " in text, code
    assert "no German text in the corpus" in text and "the Italian source gives this ruling in English" in text
    data = run_json(runner, app, "ruling", "turn-face-up-special-action")
    assert set(data["missing"]) == {"de", "fr", "es", "ja", "zh"}


def test_langs_counts_the_english_oracle_text_of_imported_cards(runner, app):
    assert run(runner, app, "import", "mtgjson", str(FIXTURES / "mtgjson" / "AllPrintings.json")).exit_code == 0
    english = run_json(runner, app, "langs")["languages"][0]
    assert english["lang"] == "en" and english["texts"] == english["total_cards"] == 7


def test_every_example_path_in_the_readme_exists():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "bank.yaml" not in readme
    for path in sorted(set(re.findall(r"(?<![\w./])((?:examples|docs|data|bench|scripts)/[\w./-]*\w)", readme))):
        assert (REPO / path).exists(), path


def test_the_readme_names_the_exit_codes_judge_uses():
    from judge_cli.errors import ExitCode

    readme = (REPO / "README.md").read_text(encoding="utf-8")
    for code in ExitCode:
        assert re.search(rf"^\| {int(code)} \|", readme, re.M), code
