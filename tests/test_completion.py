"""Shell completion: card names in any language, rule numbers, scenario paths; typer's install options."""

from __future__ import annotations

from judge_cli.search.complete import complete_card_names, complete_paths


def test_card_names_complete_in_any_language_from_the_word_at_the_cursor(excerpt_corpus):
    assert "Blitzschlag" in complete_card_names(excerpt_corpus, [], "Blitz")
    assert "blitzschlag" in complete_card_names(excerpt_corpus, [], "blitz")  # the typed spelling is kept
    assert "Bolt" in complete_card_names(excerpt_corpus, ["Lightning"], "Bo")
    assert "Anonymat" in complete_card_names(excerpt_corpus, [], "Anon")  # a shipped card's French name
    assert complete_card_names(excerpt_corpus, [], "x") == []


def test_scenario_paths_complete_folders_and_yaml_files(tmp_path, monkeypatch):
    (tmp_path / "bank").mkdir()
    (tmp_path / "bank" / "a.yaml").write_text("scenarios: []\n")
    (tmp_path / "bank" / "notes.txt").write_text("")
    monkeypatch.chdir(tmp_path)
    assert complete_paths("ba") == ["bank/"]
    assert complete_paths("bank/") == ["bank/a.yaml"]


def test_the_app_offers_typers_install_completion(runner, app):
    result = runner.invoke(app, ["--help"])
    assert "--install-completion" in result.stdout
