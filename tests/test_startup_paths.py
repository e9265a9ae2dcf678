"""What keeps start-up lean does not change what a run prints: help from the cache, values without pydantic,
only the invoked command built (no timing here: bench/bench_startup.py times it)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from judge_cli.cli import COMMAND_MODULES, COMMANDS, modules_for

REPO = Path(__file__).resolve().parent.parent
#: Prints the modules a run imported, after running judge with the given arguments.
_PROBE = ("import sys, atexit; atexit.register(lambda: sys.stderr.write('\\nMODULES ' + ' '.join(sys.modules)));"
          "from judge_cli.cli.app import main; sys.argv = ['judge', *sys.argv[1:]]; main()")


def _judge(tmp_path: Path, *args: str, **env_changes: str) -> tuple[subprocess.CompletedProcess[str], set[str]]:
    env = {**os.environ, "JUDGE_LANG": "en", "JUDGE_DATA_DIR": str(tmp_path / "data"),
           "XDG_CACHE_HOME": str(tmp_path / "cache"), **env_changes}
    env.pop("JUDGE_NO_CACHE", None)
    result = subprocess.run([sys.executable, "-c", _PROBE, *args], cwd=REPO, env=env, capture_output=True,
                            text=True, timeout=120)
    stderr, _, modules = result.stderr.rpartition("\nMODULES ")
    result.stderr = stderr
    return result, set(modules.split())


@pytest.mark.parametrize("args", [["--help"], ["card", "--help"], ["cr", "--help"], ["ja-help"]])
def test_help_from_the_cache_is_what_rich_draws(tmp_path, args):
    env = {"JUDGE_LANG": "ja"} if args == ["ja-help"] else {}
    args = ["--help"] if args == ["ja-help"] else args
    drawn, first_modules = _judge(tmp_path, *args, **env)
    again, modules = _judge(tmp_path, *args, **env)
    fresh, _ = _judge(tmp_path, *args, JUDGE_NO_CACHE="1", **env)
    assert drawn.returncode == again.returncode == fresh.returncode == 0, drawn.stderr
    assert "rich" in first_modules and "rich" not in modules
    assert drawn.stdout == again.stdout == fresh.stdout
    assert "Usage" in again.stdout or "使い方" in again.stdout


def test_help_is_drawn_again_when_what_rich_sees_changes(tmp_path):
    narrow, _ = _judge(tmp_path, "--help", COLUMNS="60")
    wide, modules = _judge(tmp_path, "--help", COLUMNS="100")
    assert "rich" in modules
    assert max(map(len, narrow.stdout.splitlines())) <= 60 < max(map(len, wide.stdout.splitlines()))
    colour, _ = _judge(tmp_path, "--help", FORCE_COLOR="1")
    assert "\x1b[" in colour.stdout and "\x1b[" not in wide.stdout


def test_values_are_converted_without_pydantic_and_refused_in_typers_words(tmp_path):
    found, modules = _judge(tmp_path, "search", "anonimat", "--limit", "3", "--json")
    assert found.returncode == 0, found.stderr
    assert not any(name.startswith("pydantic") for name in modules)
    wrong, _ = _judge(tmp_path, "search", "anonimat", "--limit", "0")
    assert wrong.returncode == 2
    assert "--limit takes a whole number from 1 to 100, not '0'" in wrong.stderr
    choice, _ = _judge(tmp_path, "eval", "--format", "json", str(REPO / "examples" / "scenarios" / "phasing.yaml"))
    assert choice.returncode == 0, choice.stderr
    assert choice.stdout.lstrip().startswith("{")


def test_a_run_builds_only_the_command_it_names():
    assert modules_for(["card", "x"]) == ("lookup",)
    assert modules_for(["import", "cr", "x"]) == ("crcmd", "corpuscmd")
    for words in ([], ["--help"], ["crd"], ["--version"]):
        assert modules_for(words) == COMMAND_MODULES
    assert {module for modules in COMMANDS.values() for module in modules} == set(COMMAND_MODULES)


def test_every_command_is_in_the_table():
    from judge_cli.cli.app import build_app
    from judge_cli.i18n import set_language

    set_language("en")
    app = build_app()
    names = {info.name for info in app.registered_commands} | {info.name for info in app.registered_groups}
    assert names == set(COMMANDS)


def test_eval_imports_the_question_kinds_its_scenarios_ask_only(tmp_path):
    source = REPO / "examples" / "scenarios" / "responding.yaml"
    asked = {line.split(":", 1)[1].strip() for line in source.read_text(encoding="utf-8").splitlines()
             if line.strip().startswith("question:")}
    result, modules = _judge(tmp_path, "eval", str(source))
    assert result.returncode == 0, result.stderr
    loaded = {name.rpartition(".")[2] for name in modules if name.startswith("judge_cli.rules.kinds.")}
    assert asked and loaded == {kind.replace("-", "_") for kind in asked} | {"_table"}


def test_ask_imports_neither_every_question_kind_nor_importlib_metadata(tmp_path):
    from judge_cli.rules.kinds import QUESTION_KINDS

    question = "Can my opponent look at my face-down creature?"
    first, _ = _judge(tmp_path, "ask", question)
    result, modules = _judge(tmp_path, "ask", question)  # the compiled vocabulary read from the cache
    assert result.returncode == first.returncode == 0, result.stderr
    assert result.stdout == first.stdout and "importlib.metadata" not in modules
    kinds = {name for name in modules if name.startswith("judge_cli.rules.kinds.") and not name.endswith("_table")}
    assert "judge_cli.rules.kinds.can_look" in kinds and len(kinds) < len(QUESTION_KINDS) // 2


def test_eval_of_a_question_bank_keeps_the_compiled_vocabulary_in_the_cache(tmp_path):
    bank = REPO / "examples" / "questions" / "en.yaml"
    first, _ = _judge(tmp_path, "eval", str(bank))
    assert first.returncode == 0, first.stderr
    cached = sorted((tmp_path / "cache" / "judge-cli").glob("ask-lexicon-*.pickle"))
    assert len(cached) == 1
    written = cached[0].stat().st_mtime_ns
    again, _ = _judge(tmp_path, "eval", str(bank))
    assert again.returncode == 0 and again.stdout == first.stdout
    assert cached[0].stat().st_mtime_ns == written  # read back, not compiled and written again


_SAY_FROZEN = "sys.stderr.write(f'\\nFROZEN {gc.get_freeze_count()}')"
_FROZEN_AT_EXIT = (f"import gc, sys, atexit; atexit.register(lambda: {_SAY_FROZEN});"
                   "from judge_cli.cli.app import main; sys.argv = ['judge', *sys.argv[1:]]; main()")
_FROZEN_AFTER_MAIN = ("import gc, sys\nfrom judge_cli.cli.app import main\nsys.argv = ['judge', *sys.argv[1:]]\n"
                      f"try:\n    main()\nexcept SystemExit:\n    pass\n{_SAY_FROZEN}")


def _frozen(tmp_path: Path, probe: str) -> int:
    env = {**os.environ, "JUDGE_LANG": "en", "JUDGE_DATA_DIR": str(tmp_path / "data"),
           "XDG_CACHE_HOME": str(tmp_path / "cache")}
    done = subprocess.run([sys.executable, "-c", probe, "card", "anonimat"], cwd=REPO, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return int(done.stderr.rpartition("\nFROZEN ")[2])


def test_the_objects_are_frozen_at_exit_only(tmp_path):
    assert _frozen(tmp_path, _FROZEN_AT_EXIT) > 1000  # all still alive: left out of the exit's collections
    assert _frozen(tmp_path, _FROZEN_AFTER_MAIN) == 0  # main() returned, the process goes on: nothing frozen yet


@pytest.mark.parametrize("args, absent", [
    (["ask", "Can I look at my opponent's face-down creature?", "--json"], {"yaml", "sqlite3", "judge_cli.cr.store",
                                                                            "judge_cli.scenarios.runner"}),
    (["ask", "Can I look at a face-down creature my opponent controls?", "--json"], {"yaml", "sqlite3"}),
    (["eval", "examples/scenarios/responding.yaml"], {"sqlite3", "judge_cli.cr.store", "judge_cli.ask.bank"}),
])
def test_a_second_run_reads_its_caches_instead_of_importing_the_readers(tmp_path, args, absent):
    first, _ = _judge(tmp_path, *args)
    again, modules = _judge(tmp_path, *args)
    assert (again.returncode, again.stdout) == (first.returncode, first.stdout)
    assert not absent & modules
