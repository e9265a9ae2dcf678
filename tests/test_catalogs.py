"""Every user-facing string is wrapped for translation and translated in every catalog."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
PACKAGE = REPO / "judge_cli"
LOCALES = REPO / "locales"
TRANSLATED = ("de", "fr", "es", "it", "ja", "zh")
#: A bare lower-case key (``printings``, ``lang``): a field name passed along, not a sentence.
IDENTIFIER = re.compile(r"[a-z][a-z0-9_]*")
PLACEHOLDER = re.compile(r"(?<!\{)\{([a-zA-Z_][a-zA-Z0-9_]*)(?:![rsa])?(?::[^{}]*)?\}")

#: Calls whose string arguments reach the user.
OUTPUT_CALLS = {"echo", "secho", "fail", "ScenarioError", "InputError", "CorpusError", "UsageError",
                "NotFoundError", "JudgeError", "BadParameter", "Exit"}
#: Keyword arguments of typer/click that are shown in help output.
HELP_KEYWORDS = {"help", "short_help", "epilog", "rich_help_panel", "metavar_help"}


def _extracted_messages() -> dict[str, object]:
    from babel.messages.extract import extract_from_dir

    messages = {}
    method_map = [("judge_cli/**.py", "python")]
    for _filename, _lineno, message, _comments, _context in extract_from_dir(
        str(REPO), method_map=method_map, keywords={"_": None, "N_": None, "ngettext": (1, 2)}
    ):
        key = message[0] if isinstance(message, tuple) else message
        messages[key] = message
    return messages


def _has_words(text: str) -> bool:
    """A literal a person reads: at least two letters outside {placeholders}."""
    stripped = PLACEHOLDER.sub("", text)
    return len(re.findall(r"[^\W\d_]", stripped)) >= 2


def _literal_texts(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.JoinedStr):
        return ["".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))]
    if isinstance(node, ast.BinOp):
        return _literal_texts(node.left) + _literal_texts(node.right)
    return []


def _call_name(call: ast.Call) -> str:
    func = call.func
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return ""


def _unwrapped_strings() -> list[str]:
    problems = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for call in ast.walk(tree):
            if not isinstance(call, ast.Call):
                continue
            candidates = []
            if _call_name(call) in OUTPUT_CALLS:
                candidates.extend(call.args)
            candidates.extend(k.value for k in call.keywords if k.arg in HELP_KEYWORDS)
            for argument in candidates:
                for text in _literal_texts(argument):
                    if _has_words(text) and not IDENTIFIER.fullmatch(text):
                        where = f"{path.relative_to(REPO)}:{argument.lineno}"
                        problems.append(f"{where}: {text!r}")
    return problems


def test_user_facing_strings_are_wrapped_for_translation():
    problems = _unwrapped_strings()
    assert not problems, "wrap these in _():\n" + "\n".join(problems)


def test_the_code_has_messages_to_translate():
    assert len(_extracted_messages()) > 50


@pytest.mark.parametrize("lang", TRANSLATED)
def test_catalog_translates_every_message(lang):
    from babel.messages.pofile import read_po

    po_path = LOCALES / lang / "LC_MESSAGES" / "judge_cli.po"
    assert po_path.is_file(), f"missing catalog {po_path}; run scripts/refresh-catalogs"
    with po_path.open("rb") as handle:
        catalog = read_po(handle, locale=lang)
    problems = []
    for msgid in _extracted_messages():
        entry = catalog.get(msgid)
        if entry is None:
            problems.append(f"missing: {msgid!r}")
            continue
        if entry.fuzzy:
            problems.append(f"fuzzy: {msgid!r}")
        strings = entry.string if isinstance(entry.string, (tuple, list)) else (entry.string,)
        ids = entry.id if isinstance(entry.id, (tuple, list)) else (entry.id,)
        if not all(s.strip() for s in strings):
            problems.append(f"empty: {msgid!r}")
            continue
        for index, translated in enumerate(strings):
            # Each form uses the plural's placeholders; the first form of a language with several
            # may instead use the singular's ("the top card" needs no {count}).
            allowed = [set(PLACEHOLDER.findall(ids[-1]))]
            if index == 0 and len(strings) > 1:
                allowed.append(set(PLACEHOLDER.findall(ids[0])))
            if set(PLACEHOLDER.findall(translated)) not in allowed:
                problems.append(f"placeholders differ: {msgid!r} -> {translated!r}")
    assert not problems, f"{lang}: " + "\n".join(problems[:40])


def test_colours_and_card_types_in_an_answer_speak_the_interface_language():
    from judge_cli.game.vocabulary import color_label, type_label
    from judge_cli.i18n import set_language

    set_language("de", chosen=True)
    try:
        labels = (color_label("colorless"), color_label("green"), type_label("creature"))
        assert labels == ("farblos", "grün", "Kreatur")
        assert type_label("Angel") == "Angel" and color_label("plaid") == "plaid"  # other words as they are
    finally:
        set_language("en")
    assert (color_label("green"), type_label("creature")) == ("green", "creature")
