"""Random and structured hostile arguments for every command, in-process: exit 0, 1 or 2, never an exception,
at most one line on stderr (exactly one for a usage error), nothing that can drive the terminal."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from judge_cli.errors import ExitCode

#: What a query may hold: any text, control characters, the surrogates undecodable argv bytes become.
QUERIES = st.text(max_size=60) | st.lists(st.sampled_from(
    ["\x00", "\x1b", "\x07", "\x9b", "\r", "\n", "\t", "\udcff", "\ufeff", "\u202e", "{", "'", '"', "\\", "%",
     "*", "群", "é", " ", "a", "-", "--lang", "anonimat"]), max_size=20).map("".join)
COMMANDS = [["card"], ["search"], ["rulings"], ["ruling"], ["grep"], ["cr"], ["ask"], ["card", "--json"],
            ["search", "--limit", "3", "--json"], ["find"], ["find", "--json"], ["cr", "history"]]
HOSTILE = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
TERMINAL_CONTROLS = [chr(code) for code in [*range(0x20), 0x7F, *range(0x80, 0xA0)] if chr(code) not in "\n\t"]


@pytest.fixture(autouse=True)
def private_dirs(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "data"))


def check(result, command: list[str]) -> None:
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert result.exit_code in (ExitCode.OK, ExitCode.NOT_FOUND, ExitCode.BAD_INPUT), (command, result.stderr)
    lines = result.stderr.splitlines()
    assert len(lines) <= 1, (command, result.stderr)
    if result.exit_code == ExitCode.BAD_INPUT and command[0] == "eval" and not lines:
        assert "\nERROR    " in "\n" + result.stdout  # the text report holds each problem as one ERROR line
    elif result.exit_code == ExitCode.BAD_INPUT:
        assert len(lines) == 1 and lines[0].startswith("judge: error: ")
    for stream in (result.stdout, result.stderr):
        assert not any(char in stream for char in TERMINAL_CONTROLS), (command, stream)


@pytest.mark.parametrize("command", COMMANDS, ids=[" ".join(c) for c in COMMANDS])
@HOSTILE
@given(query=QUERIES)
def test_random_queries(app, command, query):
    result = CliRunner().invoke(app, [*command, query])
    check(result, command)


@pytest.mark.parametrize("command", [["card", "x", "--lang"], ["search", "x", "--lang"], ["rulings", "x", "--lang"],
                                     ["ask", "x", "--lang"], ["eval", "x", "--lang"], ["cr", "x", "--edition"],
                                     ["eval", "x", "--cr-edition"], ["search", "x", "--limit"]])
@HOSTILE
@given(value=QUERIES)
def test_random_option_values(app, command, value):
    result = CliRunner().invoke(app, [*command, value])
    check(result, command)


@pytest.mark.parametrize("args", [
    ["card", "x" * 100_000], ["ask", "x" * 100_000], ["grep", "a" * 100_000], ["cr", "9" * 10_000],
    ["search", "\x00"], ["card", "\udcff\udcfe"], ["rulings", "\u202eetanimonA"], ["ruling", "../../etc/passwd"],
    ["grep", "%"], ["grep", "'; DROP TABLE cards; --"], ["cr", "701.58" + "b" * 1000], ["ask", ""],
    ["eval", "/nonexistent"], ["eval", "-", "-"], ["langs", "--json"], ["corpus", "info", "--json"],
    ["find", "art:foo"], ["find", "((((t:creature"], ["find", "mv>=" + "9" * 5000], ["find", "o:" + "x" * 100_000],
    ["deck", "/nonexistent"], ["deck", "-"], ["cr", "diff", "1999", "2000"], ["cr", "history", "\x00"],
])
def test_structured_hostile_arguments(app, args):
    result = CliRunner().invoke(app, args, input="")
    check(result, args)
