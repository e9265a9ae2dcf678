"""Scenario files: find them, read them, check their shape.

A scenario file is a YAML mapping with a ``scenarios:`` list; each item has
``id``, ``question``, ``given`` and optionally ``expect`` and ``description``
(the format is documented in ``docs/scenario.schema.json`` and the README).
This module only checks the *shape* of a scenario; ``given`` is handed
untouched to the rules package, which knows what each question needs.

A problem in one file or one scenario never stops the batch: it becomes a
:class:`Problem` in the list, in the place where the scenario would have been.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import field
from pathlib import Path
from typing import Any

from judge_cli.errors import InputError
from judge_cli.i18n import _
from judge_cli.located import YamlList, YamlMap
from judge_cli.records import frozen, record
from judge_cli.rules.api import ScenarioError
from judge_cli.suggest import did_you_mean

#: Keys of one scenario. ``ask`` (a question in plain words, with an optional ``lang``) replaces
#: ``question`` + ``given``.
SCENARIO_KEYS = ("id", "question", "given", "expect", "description", "ask", "lang")
#: Keys of ``expect``. ``read_as`` and ``refused`` only apply to ``ask`` scenarios.
EXPECT_KEYS = ("answer", "cites", "details", "read_as", "refused")
#: What ``expect.refused`` may name (see ``judge_cli.ask.reader.REFUSALS``).
REFUSALS = ("ambiguous", "out-of-scope", "unknown-card", "mixed-language", "unsupported-language")
_SCENARIO_KEY_SET, _EXPECT_KEY_SET = frozenset(SCENARIO_KEYS), frozenset(EXPECT_KEYS)
#: Keys of the top-level mapping.
TOP_KEYS = ("scenarios", "description")
#: File name endings read when a folder is given.
SUFFIXES = (".yaml", ".yml")
#: The path that means standard input.
STDIN = "-"
#: How standard input is named in messages and reports.
STDIN_NAME = "<stdin>"


@frozen
class Expectation:
    """What a scenario expects: an answer, citation ids, a subset of the details."""

    line: int
    answer: Any = None  #: None when not given; yes/no booleans are already "yes"/"no"
    cites: tuple[str, ...] = ()
    details: dict[str, Any] | None = None
    read_as: dict[str, Any] | None = None  #: a subset of the scenario an ``ask`` text was read as
    refused: str | None = None  #: the ``ask`` text must be refused for this reason

    def to_json(self) -> dict[str, Any]:
        """The ``expected`` field of the JSON report."""
        data: dict[str, Any] = {}
        if self.refused is not None:
            data["refused"] = self.refused
        if self.read_as is not None:
            data["read_as"] = self.read_as
        if self.answer is not None:
            data["answer"] = self.answer
        if self.cites:
            data["cites"] = list(self.cites)
        if self.details is not None:
            data["details"] = self.details
        return data


@frozen
class Scenario:
    """One well-formed scenario, ready for the rules package."""

    id: str
    question: str
    given: YamlMap | None
    expect: Expectation | None
    source: str
    line: int
    description: str | None = None
    question_line: int = 0  #: line of the ``question`` key, for errors about the kind
    ask: str | None = None  #: the question in plain words (then ``question`` is empty until it is read)
    lang: str | None = None  #: the language of ``ask`` when the file says it


@frozen
class Problem:
    """A file or scenario that could not be read; ``message`` is already located."""

    source: str
    line: int | None
    message: str
    id: str | None = None
    question: str | None = None


@frozen
class Source:
    """One input to read: a file on disk, or text read from standard input."""

    display: str
    path: Path | None = None
    text: str | None = None


@record
class ScenarioFile:
    """The entries of one file, in file order: scenarios and problems."""

    source: str
    entries: list[Scenario | Problem] = field(default_factory=list)


def collect_sources(paths: Iterable[str], read_stdin: Callable[[], str] | None = None) -> list[Source | Problem]:
    """Expand the paths given on the command line into sources, in order.

    Folders are searched recursively for ``*.yaml``/``*.yml`` (sorted); ``-``
    is standard input.  A path that does not exist, or a folder without
    scenario files, becomes a :class:`Problem`; a file named twice is read once.
    """
    found: list[Source | Problem] = []
    seen: set[Path] = set()
    for raw in paths:
        if raw == STDIN:
            try:
                text = read_stdin() if read_stdin is not None else ""
            except InputError as error:  # closed, too large, not UTF-8: one ERROR entry, the batch goes on
                found.append(Problem(STDIN_NAME, error.line, error.message))
                continue
            found.append(Source(STDIN_NAME, text=text))
            continue
        path = Path(raw)
        if path.is_dir():
            files = sorted(
                (p for p in path.rglob("*") if p.suffix in SUFFIXES and p.is_file()),
                key=lambda p: p.relative_to(path).as_posix(),
            )
            if not files:
                found.append(Problem(raw, None, _("{path}: no *.yaml or *.yml files in this folder").format(path=raw)))
            candidates = files
        elif path.exists():
            candidates = [path]
        else:
            found.append(Problem(raw, None, _("{path}: no such file or folder").format(path=raw)))
            continue
        for file in candidates:
            key = file.resolve()
            if key not in seen:
                seen.add(key)
                found.append(Source(str(file), path=file))
    return found


def read_source(source: Source) -> ScenarioFile:
    """Read and check one source; a broken file is a single :class:`Problem` entry."""
    from judge_cli.yamlsafe import parse_yaml, read_yaml_file  # PyYAML: only where a file is read

    result = ScenarioFile(source.display)
    try:
        if source.path is not None:
            data = read_yaml_file(source.path, source.display)
        else:
            data = parse_yaml(source.text or "", source.display)
        items = _scenario_list(data, source.display)
    except InputError as error:
        result.entries.append(Problem(source.display, error.line, error.message))
        return result
    except Exception as error:  # noqa: BLE001 - a reader bug must not stop the batch
        result.entries.append(Problem(source.display, None, _internal(source.display, None, error)))
        return result
    for index, item in enumerate(items):
        line = items.line_of(index)
        ident = item.get("id") if isinstance(item, dict) and isinstance(item.get("id"), str) else None
        question = item.get("question") if isinstance(item, dict) and isinstance(item.get("question"), str) else None
        try:
            result.entries.append(parse_scenario(item, source.display, line))
        except InputError as error:
            result.entries.append(Problem(source.display, error.line, error.message, ident, question))
        except Exception as error:  # noqa: BLE001 - as above, for one scenario
            result.entries.append(Problem(source.display, line, _internal(source.display, line, error), ident,
                                          question))
    return result


def _internal(source: str, line: int | None, error: Exception) -> str:
    """The located message for an unexpected exception (a bug): never a traceback."""
    message = _("internal error while reading the scenario file ({kind}: {detail}); please report it").format(
        kind=type(error).__name__, detail=error)
    return InputError(message, source=source, line=line).message


def _scenario_list(data: Any, source: str) -> YamlList:
    if data is None:
        raise ScenarioError(_("the file is empty (expected a 'scenarios:' list)"), source=source)
    if not isinstance(data, YamlMap):
        raise ScenarioError(_("expected a mapping with a 'scenarios:' list at the top"), source=source,
                            line=getattr(data, "line", 1) or 1)
    for key in data:
        if key not in TOP_KEYS:
            raise _key_error(data, key, _("unknown top-level key{hint}").format(hint=did_you_mean(key, TOP_KEYS)),
                             source)
    if "scenarios" not in data:
        raise ScenarioError(_("missing the 'scenarios:' list"), source=source, line=data.line)
    items = data["scenarios"]
    if not isinstance(items, YamlList):
        raise _key_error(data, "scenarios", _("expected a list of scenarios"), source)
    if not items:
        raise _key_error(data, "scenarios", _("the list is empty: no scenarios to run"), source)
    return items


def _key_error(mapping: YamlMap, key: str, message: str, source: str) -> ScenarioError:
    """An error located on ``key`` of ``mapping``: ``file:line: key 'k': message``."""
    return ScenarioError(_("key '{key}': {message}").format(key=key, message=message),
                         source=source, line=mapping.line_of(key))


def parse_scenario(item: Any, source: str, line: int) -> Scenario:
    """Check the shape of one ``scenarios:`` item (``given`` is left to the rules)."""
    if not isinstance(item, YamlMap):
        raise ScenarioError(_("a scenario must be a mapping with 'id', 'question' and 'given'"),
                            source=source, line=line)
    if not _SCENARIO_KEY_SET.issuperset(item):  # one set operation for the usual case; the first unknown key
        key = next(key for key in item if key not in _SCENARIO_KEY_SET)
        raise _key_error(item, key, _("unknown key{hint}").format(hint=did_you_mean(key, SCENARIO_KEYS)), source)
    ident = _text(item, "id", source)
    if "ask" in item:
        return _ask_scenario(item, ident, source)
    if "lang" in item:
        raise _key_error(item, "lang", _("'lang' goes with 'ask' (the language of the question text)"), source)
    question = _text(item, "question", source)
    given = item.get("given")
    if given is not None and not isinstance(given, YamlMap):
        raise _key_error(item, "given", _("expected a mapping describing the game state"), source)
    description = None
    if "description" in item:
        description = _text(item, "description", source)
    expect = _expectation(item, source) if "expect" in item else None
    return Scenario(ident, question, given, expect, source, item.line, description, item.line_of("question"))


def _ask_scenario(item: YamlMap, ident: str, source: str) -> Scenario:
    """A scenario written as a question in plain words: ``ask`` (+ ``lang``) instead of ``question`` + ``given``."""
    from judge_cli.languages import LANGUAGES

    for key in ("question", "given"):
        if key in item:
            raise _key_error(item, key, _("write either 'ask' or 'question' with 'given', not both"), source)
    text = item["ask"]
    if not isinstance(text, str):
        raise _key_error(item, "ask", _("expected the question as text"), source)
    lang = None
    if "lang" in item:
        lang = item["lang"]
        if lang not in LANGUAGES:
            raise _key_error(item, "lang", _("expected one of: {languages}").format(languages=", ".join(LANGUAGES)),
                             source)
    description = _text(item, "description", source) if "description" in item else None
    expect = _expectation(item, source) if "expect" in item else None
    return Scenario(ident, "", None, expect, source, item.line, description, item.line_of("ask"), text, lang)


def _text(mapping: YamlMap, key: str, source: str) -> str:
    if key not in mapping:
        raise ScenarioError(_("missing required key '{key}'").format(key=key), source=source, line=mapping.line)
    value = mapping[key]
    if not isinstance(value, str) or not value.strip():
        raise _key_error(mapping, key, _("expected non-empty text"), source)
    return value.strip()


def _expectation(item: YamlMap, source: str) -> Expectation:
    raw = item["expect"]
    if not isinstance(raw, YamlMap):
        raise _key_error(item, "expect", _("expected a mapping with 'answer' and/or 'cites'"), source)
    if not _EXPECT_KEY_SET.issuperset(raw):
        key = next(key for key in raw if key not in _EXPECT_KEY_SET)
        raise _key_error(raw, key, _("unknown key in 'expect'{hint}").format(hint=did_you_mean(key, EXPECT_KEYS)),
                         source)
    if not raw:  # every key is one of EXPECT_KEYS: an empty mapping has none
        raise _key_error(item, "expect", _("expected at least one of 'answer', 'cites', 'details'"), source)
    answer = None
    if "answer" in raw:
        answer = _expected_answer(raw, source)
    cites: tuple[str, ...] = ()
    if "cites" in raw:
        value = raw["cites"]
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list) or not value or not all(isinstance(c, str) and c.strip() for c in value):
            raise _key_error(raw, "cites", _("expected a list of ruling ids or rule names"), source)
        cites = tuple(c.strip() for c in value)
    details = None
    if "details" in raw:
        if not isinstance(raw["details"], YamlMap):
            raise _key_error(raw, "details", _("expected a mapping (a subset of the answer's details)"), source)
        details = raw["details"]
    read_as = raw.get("read_as")
    if read_as is not None and not isinstance(read_as, YamlMap):
        raise _key_error(raw, "read_as", _("expected a mapping such as {{question: can-transform}}"), source)
    refused = raw.get("refused")
    if refused is not None and refused not in REFUSALS:
        raise _key_error(raw, "refused", _("expected one of: {reasons}").format(reasons=", ".join(REFUSALS)), source)
    return Expectation(raw.line, answer, cites, details, read_as, refused)


def _expected_answer(raw: YamlMap, source: str) -> Any:
    """``yes``/``no`` written unquoted are YAML booleans: read them as the strings."""
    value = raw["answer"]
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, str) and value.strip():
        return value.strip()
    if isinstance(value, YamlMap) and value:
        return value
    raise _key_error(raw, "answer", _("expected \"yes\", \"no\", or a mapping of expected values"), source)
