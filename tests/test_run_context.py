"""The run context: the environment read once in the command-line layer, heavy data loaded once and only
when a command needs it, the interface language switched only by it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from judge_cli.cli.context import RunContext, corpus_cache_dir, user_data_dir
from judge_cli.errors import UsageError
from judge_cli.i18n import _, chosen_language, current_language, set_language

REPO = Path(__file__).resolve().parent.parent
FIXTURE_CORPUS = Path(__file__).parent / "fixtures" / "corpus_ok"


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def test_settings_come_from_the_environment_given(tmp_path):
    context = RunContext.from_environ({
        "JUDGE_LANG": "de_DE", "JUDGE_DATA_DIR": str(tmp_path / "data"), "JUDGE_CORPUS_DIR": str(FIXTURE_CORPUS),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
    })
    assert (context.interface_lang, context.interface_chosen, context.judge_lang) == ("de", True, "de")
    assert context.data_dir == tmp_path / "data"
    assert context.corpus_dir == FIXTURE_CORPUS
    assert context.cache_dir == tmp_path / "cache" / "judge-cli"
    assert (context.content_lang, context.cr_edition) == (None, None)


@pytest.mark.parametrize("environ, interface, judge_lang", [
    ({}, ("en", False), None),
    ({"LANG": "fr_FR.UTF-8"}, ("fr", True), None),
    # An unsupported JUDGE_LANG leaves the interface to the locale; ask answers in English.
    ({"JUDGE_LANG": "pt", "LANG": "it_IT.UTF-8"}, ("it", True), "en"),
    ({"JUDGE_LANG": "ja-JP"}, ("ja", True), "ja"),
])
def test_interface_language_and_judge_lang(environ, interface, judge_lang):
    context = RunContext.from_environ(environ)
    assert (context.interface_lang, context.interface_chosen) == interface
    assert context.judge_lang == judge_lang


@pytest.mark.parametrize("value, cached", [("", True), ("0", True), ("1", False), ("yes", False)])
def test_no_cache_setting(value, cached, tmp_path):
    environ = {"JUDGE_NO_CACHE": value, "XDG_CACHE_HOME": str(tmp_path)}
    assert (corpus_cache_dir(environ) is not None) is cached
    assert (RunContext.from_environ(environ).cache_dir is not None) is cached


def test_cache_dir_follows_xdg():
    assert corpus_cache_dir({"XDG_CACHE_HOME": "/tmp/x"}) == Path("/tmp/x/judge-cli")
    assert corpus_cache_dir({}).name == "judge-cli"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the XDG layout is Linux's")
def test_data_dir_follows_xdg_and_home_on_linux(tmp_path):
    assert user_data_dir({"XDG_DATA_HOME": str(tmp_path)}) == tmp_path / "judge-cli"
    assert user_data_dir({"HOME": str(tmp_path)}) == tmp_path / ".local" / "share" / "judge-cli"
    assert user_data_dir({"JUDGE_DATA_DIR": " ", "HOME": str(tmp_path)}).parent == tmp_path / ".local" / "share"


def test_options_are_added_and_a_bad_lang_is_a_usage_error():
    base = RunContext.from_environ({"LANG": "de_DE.UTF-8"})
    context = base.with_options(lang=" IT ", cr_edition="2024")
    assert (context.content_lang, context.cr_edition, context.interface_lang) == ("it", "2024", "de")
    assert (base.content_lang, base.cr_edition) == (None, None)
    with pytest.raises(UsageError, match="unknown language 'pt'"):
        base.with_options(lang="pt")


def test_content_language_defaults():
    english = RunContext.from_environ({})
    german = RunContext.from_environ({"LANG": "de_DE.UTF-8"})
    assert (english.display_lang, english.rulings_lang) == ("en", None)
    assert (german.display_lang, german.rulings_lang) == ("de", "de")
    assert german.with_options(lang="fr").rulings_lang == "fr"


def test_the_corpus_index_and_citations_are_loaded_once(tmp_path, no_shipped_cr):
    context = RunContext.from_environ({"JUDGE_DATA_DIR": str(tmp_path), "JUDGE_CORPUS_DIR": str(FIXTURE_CORPUS),
                                       "JUDGE_NO_CACHE": "1"})
    corpus = context.corpus
    assert corpus is context.corpus and corpus is context.shipped_corpus  # nothing imported: the base corpus
    assert set(corpus.cards) == {"test-card", "test-dfc"}
    assert context.index is context.index
    assert context.index.search("Testkarte", limit=1)[0].card_id == "test-card"
    assert context.citing is context.citing and context.citing.corpus is corpus
    assert context.edition is None and context.rebinder is None  # no CR edition imported


def test_an_edition_asked_for_but_not_imported_is_a_usage_error(tmp_path, no_shipped_cr):
    context = RunContext.from_environ({"JUDGE_DATA_DIR": str(tmp_path)}).with_options(cr_edition="2024")
    with pytest.raises(UsageError, match="no Comprehensive Rules imported"):
        context.rebinder  # noqa: B018 - the property raises


def test_building_a_context_loads_no_data():
    code = ("import json, os, sys; from judge_cli.cli.context import RunContext; "
            "c = RunContext.from_environ(os.environ).with_options(lang='de', cr_edition='2024'); c.data_dir; "
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith(('judge_cli', 'yaml', 'platformdirs', "
            "'rapidfuzz', 'sqlite3')))))")
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True,
                          env={"PATH": "/usr/bin:/bin", "HOME": "/tmp", "JUDGE_DATA_DIR": "/nonexistent"})
    assert done.returncode == 0, done.stderr
    loaded = set(json.loads(done.stdout))
    assert loaded <= {"judge_cli", "judge_cli.cli", "judge_cli.cli.context", "judge_cli.errors", "judge_cli.i18n",
                      "judge_cli.languages"}, loaded


def test_speaking_switches_the_interface_language_for_the_block_and_restores_the_choice():
    context = RunContext.from_environ({"LANG": "fr_FR.UTF-8"})
    context.activate()
    assert (current_language(), chosen_language()) == ("fr", "fr")
    with context.speaking("de"):
        assert current_language() == "de" and _("date unknown") != "date unknown"
    assert (current_language(), chosen_language()) == ("fr", "fr")
    with pytest.raises(RuntimeError), context.speaking("it"):
        raise RuntimeError
    assert current_language() == "fr"
    with context.speaking("pt"):  # no catalog: nothing switches
        assert current_language() == "fr"


def test_the_app_runs_with_the_context_it_is_given(runner, app, tmp_path):
    """main() builds the context once and passes it down; a command uses that one, not the environment."""
    context = RunContext.from_environ({"JUDGE_DATA_DIR": str(tmp_path), "JUDGE_CORPUS_DIR": str(FIXTURE_CORPUS),
                                       "JUDGE_NO_CACHE": "1"})
    result = runner.invoke(app, ["card", "Testkarte", "--json"], obj=context, env={"JUDGE_CORPUS_DIR": ""})
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["id"] == "test-card"
    without = runner.invoke(app, ["card", "Testkarte", "--json"], env={"JUDGE_CORPUS_DIR": ""})
    assert without.exit_code == 1  # the shipped corpus has no such card


def test_an_app_built_earlier_reads_the_environment_of_each_invocation(runner, app, tmp_path):
    result = runner.invoke(app, ["card", "Testkarte", "--json"],
                           env={"JUDGE_CORPUS_DIR": str(FIXTURE_CORPUS), "JUDGE_NO_CACHE": "1"})
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["id"] == "test-card"
