"""Hostile command lines: every mistake is one line on stderr in the interface language, exit code 2.

Typer shows option mistakes as a boxed, multi-line panel half in English;
judge-cli says them in one translated line like every other error
(issue 14).  Runs in-process (CliRunner) in each of the seven languages;
help shows plain flags and metavars; ``--version``; an unsupported
``JUDGE_LANG`` is refused like ``--lang xx``; nothing echoed can drive the
terminal.
"""

from __future__ import annotations

import pytest
from hostile_helpers import assert_one_error, translated
from typer.testing import CliRunner

from judge_cli.errors import ExitCode
from judge_cli.languages import LANGUAGES

#: (command line, words the one line must hold)
MISTAKES = [
    (["search", "x", "--limit", "0"], ("--limit", "1", "100", "'0'")),
    (["search", "x", "--limit", "abc"], ("--limit", "'abc'")),
    (["search", "x", "--limit=5x"], ("--limit", "'5x'")),
    (["eval", "--format", "xml", "x"], ("--format", "json", "'xml'")),
    (["ruling", "a", "b"], ("'b'",)),
    (["card", "--bogus", "x"], ("--bogus",)),
    (["card", "--jsn", "x"], ("--jsn", "--json")),
    (["bogus"], ("'bogus'",)),
    (["carde", "x"], ("'carde'", "'card'")),
    (["crd", "x"], ("'crd'", "'card'", "'cr'")),  # click adds its own English "Did you mean" to two close names
    (["search", "x", "--limit"], ("--limit", "judge search")),
    (["card"], ("QUERY",)),
    (["import", "cr"], ("PATH",)),
    (["corpus", "info", "extra"], ("'extra'",)),
    (["corpus", "info", "--json=1"], ("--json",)),
    (["--bogus"], ("--bogus",)),
    (["card", "x", "--lang", "xx"], ("'xx'", "en, de")),
]
#: Click's English sentences, which must not leak into a translated line.
CLICK_WORDS = ("Invalid value", "No such option", "Got unexpected", "Missing argument", "requires an argument",
               "Try '", "Usage:", "╭", "│", "No such command", "Did you mean")


@pytest.fixture(scope="module")
def apps():
    """The app built in each interface language (help texts are translated as it is built)."""
    from judge_cli.cli.app import build_app
    from judge_cli.i18n import set_language

    built = {}
    for lang in LANGUAGES:
        set_language(lang, chosen=lang != "en")
        built[lang] = build_app()
    set_language("en")
    yield built
    set_language("en")


def invoke(apps, lang: str, args: list[str], **env: str):
    from judge_cli.i18n import set_language

    set_language(lang, chosen=lang != "en")
    try:
        return CliRunner().invoke(apps[lang], args, env={"JUDGE_LANG": lang, **env})
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("args, words", MISTAKES, ids=[" ".join(args) for args, _ in MISTAKES])
def test_a_command_line_mistake_is_one_translated_line(apps, lang, args, words):
    result = invoke(apps, lang, args)
    line = assert_one_error(result, ExitCode.BAD_INPUT, lang, contains=words)
    assert result.stdout == ""
    if lang != "en":
        assert not any(word in line for word in CLICK_WORDS), line


def test_the_see_also_part_names_the_command_and_its_help(apps):
    result = invoke(apps, "en", ["search", "x", "--limit", "0"])
    assert result.stderr.strip() == ("judge: error: judge search: --limit takes a whole number from 1 to 100, "
                                     "not '0' (see 'judge search --help')")


def test_no_command_prints_the_help_and_exits_2(apps):
    result = invoke(apps, "en", [])
    assert result.exit_code == ExitCode.BAD_INPUT and "Usage:" in result.stdout and result.stderr == ""


@pytest.mark.parametrize("command", [[], ["card"], ["search"], ["rulings"], ["ruling"], ["grep"], ["langs"],
                                     ["eval"], ["ask"], ["cr"], ["import"], ["import", "cr"], ["import", "mtgjson"],
                                     ["import", "scryfall"], ["corpus"], ["corpus", "info"], ["corpus", "reset"]])
def test_help_shows_plain_flags_and_metavars(apps, command):
    result = invoke(apps, "en", [*command, "--help"])
    assert result.exit_code == 0, result.stderr
    for typed in ("<bool>", "<str>", "<int>", "<list[", "<path>", "{QUERY}", "{PATH}", "{ID}", "{FILE}", "......"):
        assert typed not in result.stdout, (typed, result.stdout)


def test_help_names_the_values_options_take(apps):
    text = invoke(apps, "en", ["eval", "--help"]).stdout
    assert "[text|json|junit]" in text and "LANG" in text and "DATE" in text and "PATH..." in text


def test_version(apps):
    from judge_cli import __version__

    result = invoke(apps, "en", ["--version"])
    assert result.exit_code == 0 and result.stdout == f"judge-cli {__version__}\n" and result.stderr == ""


@pytest.mark.parametrize("value", ["xx", "pt", "klingon", "??"])
def test_an_unsupported_judge_lang_is_refused_like_an_unsupported_lang_option(apps, value):
    result = invoke(apps, "en", ["card", "anonimat"], JUDGE_LANG=value)
    assert_one_error(result, ExitCode.BAD_INPUT, contains=("JUDGE_LANG", repr(value), "en, de, fr"))


def test_help_still_works_with_an_unsupported_judge_lang(apps):
    result = invoke(apps, "en", ["--help"], JUDGE_LANG="xx")
    assert result.exit_code == 0 and "Usage:" in result.stdout


@pytest.mark.parametrize("environ, expected", [
    ({"LANGUAGE": "fr"}, ("fr", True)),
    ({"LANGUAGE": "pt:it:de", "LANG": "C.UTF-8"}, ("it", True)),
    ({"LANGUAGE": "fr", "LC_ALL": "C"}, ("en", False)),
    ({"LANGUAGE": "fr", "LANG": "POSIX"}, ("en", False)),
    ({"LANGUAGE": "pt", "LANG": "de_DE.UTF-8"}, ("en", False)),
    ({"LANGUAGE": "", "LANG": "de_DE.UTF-8"}, ("de", True)),
    ({"LANGUAGE": "ja_JP", "JUDGE_LANG": "zh"}, ("zh", True)),
    ({"LC_ALL": "es_ES.UTF-8", "LANG": "de_DE.UTF-8"}, ("es", True)),
])
def test_language_follows_the_gettext_convention(environ, expected):
    from judge_cli.i18n import choose_language

    assert choose_language(environ) == expected


def test_nothing_echoed_can_drive_the_terminal(apps, tmp_path):
    hostile = tmp_path / "s.yaml"
    hostile.write_text('scenarios:\n  - id: "\\e]0;pwned\\a\\x9b2J"\n    question: can-look\n'
                       "    given: {permanent: {face_down: cloak, card: {name: Hill Giant, types: [creature]}},"
                       " viewer: opponent}\n", encoding="utf-8")
    missing = tmp_path / "\x1b[2Jgone.yaml"
    result = invoke(apps, "en", ["eval", str(hostile), str(missing)])
    assert result.exit_code == ExitCode.BAD_INPUT
    for stream in (result.stdout, result.stderr):
        assert not any(char in stream for char in "\x1b\x07\x9b"), stream
    assert "\\x1b]0;pwned\\x07" in result.stdout and "\\x1b[2Jgone.yaml" in result.stdout


def test_a_card_not_found_is_one_line_with_the_nearest_names(apps):
    result = invoke(apps, "de", ["card", "Plains"])
    line = assert_one_error(result, ExitCode.NOT_FOUND, "de")
    assert translated("de", "{message}; nearest: {names}").split("{names}")[0].split("}")[-1] in line
