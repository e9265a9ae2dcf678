"""Shell completion: card names in any language, rule numbers, scenario paths; typer's install options."""

from __future__ import annotations

import pytest

from judge_cli.search.complete import complete_card_names, complete_paths, complete_stored_card_names


def test_card_names_complete_in_any_language_from_the_word_at_the_cursor(excerpt_corpus):
    assert "Blitzschlag" in complete_card_names(excerpt_corpus, [], "Blitz")
    assert "blitzschlag" in complete_card_names(excerpt_corpus, [], "blitz")  # the typed spelling is kept
    assert "Bolt" in complete_card_names(excerpt_corpus, ["Lightning"], "Bo")
    assert "Anonymat" in complete_card_names(excerpt_corpus, [], "Anon")  # a shipped card's French name
    assert complete_card_names(excerpt_corpus, [], "x") == []


def _stored(data_dir):
    """The imported names of ``data_dir``'s store, as the CLI's completion callback reads them."""
    from judge_cli.store.db import prefix_names, store_path

    return lambda key, exact_only, rows: prefix_names(store_path(data_dir), key, exact_only, rows)


TYPED = [([], "Blitz"), ([], "blitz"), (["Lightning"], "Bo"), ([], "Anon"), ([], "anonym"), (["Anonym"], "w"),
         ([], "Light"), ([], "Éclair"), ([], "稲妻"), ([], "稲"), ([], "ab"), ([], "x"), ([], "")]


@pytest.mark.parametrize(("words", "incomplete"), TYPED)
def test_the_shells_path_answers_as_the_corpus_indexes_do(excerpt_dir, excerpt_corpus, tmp_path, words, incomplete):
    """The shell's path reads tables (the shipped names' cache, a range of ``name_keys``) instead of loading
    the corpus: the same answers, in the same order, cache cold and warm."""
    expected = complete_card_names(excerpt_corpus, words, incomplete)
    for _run in ("cold", "warm"):
        assert complete_stored_card_names(None, tmp_path, _stored(excerpt_dir), words, incomplete) == expected
    assert complete_stored_card_names(None, None, _stored(excerpt_dir), words, incomplete) == expected


def test_the_shells_path_completes_english_and_german_names(excerpt_dir, tmp_path):
    store = _stored(excerpt_dir)
    assert "Blitzschlag" in complete_stored_card_names(None, tmp_path, store, [], "Blitz")
    assert "Bolt" in complete_stored_card_names(None, tmp_path, store, ["Lightning"], "Bo")
    assert "Anonymat" in complete_stored_card_names(None, tmp_path, None, [], "Anon")  # shipped, no store


def test_judge_completes_card_names_for_the_shell(excerpt_dir, tmp_path, monkeypatch):
    """typer's completion protocol (``_JUDGE_COMPLETE``) through the app, as bash asks for it."""
    from typer.testing import CliRunner

    from judge_cli.cli.app import build_app

    monkeypatch.setenv("JUDGE_DATA_DIR", str(excerpt_dir))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    env = {"_JUDGE_COMPLETE": "complete_bash", "COMP_WORDS": "judge card Blitz", "COMP_CWORD": "2"}
    result = CliRunner().invoke(build_app(), [], prog_name="judge", env=env)
    assert "Blitzschlag" in result.stdout.split()
    env = {"_JUDGE_COMPLETE": "complete_bash", "COMP_WORDS": "judge card Lightning Bo", "COMP_CWORD": "3"}
    result = CliRunner().invoke(build_app(), [], prog_name="judge", env=env)
    assert "Bolt" in result.stdout.split()


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
