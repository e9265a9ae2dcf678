"""Hostile standard streams and environments: closed, full and broken outputs, closed or garbage input,
odd encodings and locales.  Each runs ``judge`` as a real process (these are properties of its file
descriptors and environment) and asserts the exit code, one line on stderr in the interface language
(or nothing, where nothing went wrong) and no traceback.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from hostile_helpers import FIXTURES, Ran, assert_one_error, base_env, judge, snapshot
from hypothesis import given, settings
from hypothesis import strategies as st

from judge_cli.errors import ExitCode


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    data = tmp_path_factory.mktemp("streams-data")
    cache = tmp_path_factory.mktemp("streams-cache")
    return base_env(data, XDG_CACHE_HOME=str(cache))


def _closed_fd(number: int):
    return lambda: os.close(number)


def _feed(env, data: bytes) -> Ran:
    """``judge eval -`` with ``data`` on standard input."""
    done = subprocess.run([sys.executable, "-m", "judge_cli", "eval", "-"], env=env, input=data,
                          capture_output=True, timeout=60, check=False)
    return Ran(done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace"))


@pytest.mark.parametrize("args", [["card", "anonimat"], ["search", "anon", "--json"], ["ruling", "look-at-face-down"],
                                  ["eval", str(FIXTURES.parent.parent / "examples" / "scenarios")]])
def test_a_full_output_is_one_line_and_exit_3(env, args):
    with open("/dev/full", "w") as full:
        ran = judge(*args, env=env, stdout=full)
    assert_one_error(ran, ExitCode.IO_ERROR, contains="cannot write the output (no space left on the device)")


def test_a_full_output_speaks_the_interface_language(env):
    with open("/dev/full", "w") as full:
        ran = judge("card", "anonimat", env={**env, "JUDGE_LANG": "ja"}, stdout=full)
    assert_one_error(ran, ExitCode.IO_ERROR, "ja", contains="デバイスに空き容量がありません")


def test_a_closed_output_is_one_line_and_exit_3_not_a_silent_success(env):
    ran = judge("card", "anonimat", env=env, stdout=None, preexec_fn=_closed_fd(1))
    assert_one_error(ran, ExitCode.IO_ERROR, contains="cannot write the output (it is closed)")


@pytest.mark.parametrize("args", [["card", "anonimat"], ["search", "anon", "--json"], ["--help"], ["card", "--help"],
                                  ["eval", str(FIXTURES.parent.parent / "examples" / "scenarios")], ["--version"]])
def test_a_reader_that_stops_early_is_no_failure(env, args):
    """``judge … | head -1`` where head has gone: exit 0, nothing on stderr (not 1, "nothing matched")."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        ran = judge(*args, env=env, stdout=write_end)
    finally:
        os.close(write_end)
    assert (ran.code, ran.err) == (0, "")


def test_head_minus_one_through_a_shell(env):
    done = subprocess.run(f"{sys.executable} -m judge_cli card anonimat | head -1; exit ${{PIPESTATUS[0]}}",
                          shell=True, executable="/bin/bash", env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stderr == "" and done.stdout.count("\n") == 1


def test_a_closed_stderr_keeps_the_exit_code(env):
    ran = judge("card", "xyzzy-no-such-card", env=env, preexec_fn=_closed_fd(2))
    assert ran.code == ExitCode.NOT_FOUND


@pytest.mark.parametrize("encoding", ["latin-1", "ascii", "cp1252"])
def test_an_output_encoding_that_cannot_show_the_text_prints_question_marks(env, encoding):
    ran = judge("card", "群衆", env={**env, "PYTHONIOENCODING": encoding})  # the Japanese printed text
    assert ran.code == 0 and ran.err == "" and "?" in ran.out and "Become Anonymous" in ran.out


def test_json_on_a_latin1_output_escapes_and_stays_exact(env):
    ran = judge("search", "群衆", "--json", env={**env, "PYTHONIOENCODING": "latin-1"})
    assert ran.code == 0 and ran.out.isascii()
    assert json.loads(ran.out)["results"][0]["matched"] == "群衆紛れ"


def test_an_error_in_japanese_on_an_ascii_stderr_is_still_one_line(env):
    ran = judge("card", "xyzzy", env={**env, "PYTHONIOENCODING": "ascii", "JUDGE_LANG": "ja"})
    assert ran.code == ExitCode.NOT_FOUND and len(ran.err_lines) == 1 and "Traceback" not in ran.err
    assert ran.err.startswith("judge: ") and ran.err.isascii()  # stderr escapes what ASCII cannot show


@pytest.mark.parametrize("locale", [{"LC_ALL": "C"}, {"LANG": None}, {"LANG": "C.UTF-8"}, {"LC_ALL": "POSIX"},
                                    {"LANG": "tr_TR.ISO-8859-9"}, {"LC_ALL": "xx_YY.bogus"}])
def test_odd_locales_look_up_cards_in_any_script(env, locale):
    ran = judge("card", "群衆", env={**base_env(env["JUDGE_DATA_DIR"], JUDGE_LANG=None, **locale),
                                     "XDG_CACHE_HOME": env["XDG_CACHE_HOME"]})
    assert ran.code == 0 and ran.err == "" and "群衆紛れ" in ran.out


def test_language_variable_speaks_through_a_real_process(env):
    plain = base_env(env["JUDGE_DATA_DIR"], JUDGE_LANG=None, LANGUAGE="pt:fr")
    assert_one_error(judge("card", "xyzzy", env=plain), ExitCode.NOT_FOUND, "fr")
    assert_one_error(judge("card", "xyzzy", env={**plain, "LC_ALL": "C"}), ExitCode.NOT_FOUND, "en")


def test_eval_with_standard_input_closed(env):
    ran = judge("eval", "-", env=env, stdin=None, preexec_fn=_closed_fd(0))
    assert ran.code == ExitCode.BAD_INPUT and "Traceback" not in ran.err
    assert "ERROR    <stdin>: standard input is closed" in ran.out


def test_eval_of_random_bytes_on_standard_input_is_not_utf8_not_an_internal_error(env):
    noise = os.urandom(10 * 1024 * 1024)
    ran = _feed(env, noise)
    assert ran.code == ExitCode.BAD_INPUT and "Traceback" not in ran.err
    assert "<stdin>: not UTF-8 text (byte " in ran.out and "internal error" not in ran.out


def test_eval_of_too_much_standard_input_says_more_than_the_limit(env):
    ran = _feed(env, b"#" * (21 * 1024 * 1024))
    assert ran.code == ExitCode.BAD_INPUT
    assert "<stdin>: the input is larger than the limit of 20 MB" in ran.out


def test_eval_of_an_empty_path_is_a_usage_error_not_the_current_folder(env, tmp_path):
    (tmp_path / "bank.yaml").write_text("scenarios: [oops\n", encoding="utf-8")
    before = snapshot(tmp_path)
    ran = judge("eval", "", env=env, cwd=tmp_path)
    assert_one_error(ran, ExitCode.BAD_INPUT, contains="empty PATH")
    assert ran.out == "" and snapshot(tmp_path) == before


@given(st.text(alphabet=st.sampled_from([chr(code) for code in [*range(0x20, 0x100), 0x3042, 0x201D, 0x1F600]])))
@settings(max_examples=300)
def test_json_controls_are_escaped_as_a_translation_table_would(text):
    """clean_json looks for DEL and C1 in the UTF-8 bytes before replacing them: the same as str.translate."""
    from judge_cli.cli.output import clean_json

    table = {code: f"\\u{code:04x}" for code in [0x7F, *range(0x80, 0xA0)]}
    assert clean_json(text) == text.translate(table)
    assert clean_json("«x»" + text + "\u0085") == ("«x»" + text + "\u0085").translate(table)
