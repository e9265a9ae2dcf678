"""Hostile files for every reader, under a 1 GiB address-space cap: each is refused with one line, exit 2,
in bounded memory and time, and the data directory is byte-identical afterwards.

The cases run in a capped worker process (tests/capped_worker.py) through
judge-cli's real entry point, so a reader that blows up fails the test instead
of the machine.  Table-driven cases reproduce issue 14 (deep nesting, a
gigabyte-long name in a 1 MB ``.json.gz``, ``/dev/zero``, decompression
bombs, ``"comment": null``, a year 99999…); hypothesis adds random bytes and
random JSON shaped like each format.
"""

from __future__ import annotations

import bz2
import gzip
import json
import lzma
import random
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from hostile_helpers import FIXTURES, CappedJudge, assert_one_error, base_env, snapshot
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge_cli.errors import ExitCode

MIB = 1024 * 1024


def _repeated(compress: Callable[[bytes], bytes], head: bytes, body: bytes, times: int, tail: bytes) -> bytes:
    """A multi-member compressed file: ``head``, ``body`` ``times`` times, ``tail`` (each member compressed
    once), so a gigabyte of content costs a kilobyte per member to make."""
    member = compress(body)
    return compress(head) + member * times + compress(tail)


def _deep(n: int) -> bytes:
    return b'{"data": ' + b'{"a": ' * n + b"1" + b"}" * n + b"}"


def _set(cards: bytes) -> bytes:
    return b'{"data": {"S": {"name": "Hostile", "code": "S", "cards": ' + cards + b"}}}"


def _alias_bomb() -> bytes:
    """A billion laughs: ten references to the level below, twelve levels deep."""
    lines = [b"a0: &a0 [" + b", ".join([b"lol"] * 10) + b"]"]
    lines += [b"a%d: &a%d [%s]" % (i, i, b", ".join([b"*a%d" % (i - 1)] * 10)) for i in range(1, 12)]
    return b"\n".join(lines) + b"\nscenarios: *a11\n"


def _card(**fields: object) -> dict[str, object]:
    return {"name": "Hostile Card", "type": "Creature", "uuid": "u-1", **fields}


#: (case id, importer, file name, bytes, words the error line must hold)
IMPORTS: list[tuple[str, str, str, Callable[[], bytes], tuple[str, ...]]] = [
    ("deep-objects", "mtgjson", "deep.json", lambda: _deep(200_000), ("nested more than 64", "data.a.a")),
    ("deep-lists", "mtgjson", "deep-lists.json", lambda: _set(b"[" * 200_000 + b"]" * 200_000),
     ("nested more than 64", "data.S.cards[0][0]")),
    ("gigabyte-name", "mtgjson", "name.json.gz",
     lambda: _repeated(gzip.compress, b'{"data": {"S": {"name": "x", "cards": [{"name": "', b"A" * MIB, 1024,
                       b'", "type": "Creature"}]}}}'), ("longer than 1 MB", "data.S.cards[0].name")),
    ("six-million-values", "mtgjson", "values.json", lambda: _set(b"[" + b"0," * 6_000_000 + b"0]"),
     ("data.S", "more than 5,000,000 values")),
    ("gzip-bomb", "mtgjson", "bomb.json.gz", lambda: _repeated(gzip.compress, b"{", b" " * MIB, 4096, b"}"),
     ("gzip", "expands more than 100 times")),
    ("bzip2-bomb", "mtgjson", "bomb.json.bz2", lambda: _repeated(bz2.compress, b"{", b" " * MIB, 4096, b"}"),
     ("bzip2", "expands more than 100 times")),
    ("xz-bomb", "scryfall", "bomb.json.xz", lambda: _repeated(lzma.compress, b"[", b" " * MIB, 4096, b"]"),
     ("xz", "expands more than 100 times")),
    ("long-field", "mtgjson", "long.json", lambda: _set(json.dumps([_card(text="x" * 30_000)]).encode()),
     ("field 'text' is 30,000 characters long",)),
    ("random-bytes", "mtgjson", "noise.json", lambda: random.Random(14).randbytes(MIB), ("not JSON",)),
    ("invalid-utf8", "mtgjson", "latin.json", lambda: _set(b'[{"name": "Caf\xe9", "type": "Creature"}]'),
     ("invalid JSON near byte", "UTF8")),
    ("null-data", "mtgjson", "null.json", lambda: b'{"data": null}', ("no cards found",)),
    ("cards-not-a-list", "mtgjson", "str.json", lambda: _set(b'"cards"'),
     ("data.S.cards: expected a list of cards",)),
    ("name-a-number", "mtgjson", "num.json", lambda: _set(b'[{"name": 7, "type": "Creature"}]'),
     ("field 'name' should be text",)),
    ("scryfall-deep", "scryfall", "deep.json", lambda: b"[" * 200_000 + b"]" * 200_000,
     ("nested more than 64", "[0][0]")),
    ("scryfall-gigabyte-text", "scryfall", "text.json.gz",
     lambda: _repeated(gzip.compress, b'[{"name": "x", "type_line": "Creature", "oracle_text": "', b"A" * MIB, 1024,
                       b'"}]'), ("longer than 1 MB", "[0].oracle_text")),
    ("comment-null", "scryfall", "rulings.json",
     lambda: json.dumps([{"object": "ruling", "oracle_id": "o", "comment": None}]).encode(),
     ("field 'comment' is null",)),
    ("comment-empty", "scryfall", "rulings-empty.json",
     lambda: json.dumps([{"object": "ruling", "oracle_id": "o", "comment": ""}]).encode(), ("'comment' is empty",)),
]
#: CR texts, and /dev/zero for every reader: (case id, command, path or bytes, words)
OTHER_READERS = [
    ("cr-dev-zero", ["import", "cr"], "/dev/zero", ("larger than 20 MB",)),
    ("mtgjson-dev-zero", ["import", "mtgjson"], "/dev/zero", ("not JSON",)),
    ("scryfall-dev-zero", ["import", "scryfall"], "/dev/zero", ("not JSON",)),
    ("cr-year-99999", ["import", "cr"],
     (FIXTURES / "cr" / "mini-2026-lf.txt").read_bytes().replace(b"16, 2026", b"16, 99999"), ("effective as of",)),
    ("cr-binary", ["import", "cr"], b"\x00\x01" * 1000, ("binary",)),
    ("cr-too-large", ["import", "cr"], b"100.1. Rule\n" * (2 * MIB), ("larger than 20 MB",)),
    ("cr-folder-without-editions", ["import", "cr"], str(FIXTURES), ("no .txt files in the folder",)),
    ("mtgjson-missing", ["import", "mtgjson"], "/nonexistent/AllPrintings.json", ("no such file or folder",)),
]
#: Scenario files (judge eval --format json): (case id, bytes or a path, words)
SCENARIOS = [
    ("dev-zero", "/dev/zero", ("larger than the limit of 20 MB",)),
    ("deep", b"scenarios: " + b"[" * 100_000 + b"]" * 100_000, ("nesting",)),
    ("alias-bomb", lambda: _alias_bomb(), ("alias bomb",)),
    ("nul", b"scenarios:\n  - id: a\x00b\n", (":2:", "U+0000")),
    ("utf16", "scenarios: []\n".encode("utf-16"), ("not UTF-8",)),
    ("latin1", b"scenarios:\n  - id: caf\xe9\n", ("not UTF-8",)),
    ("python-tag", b"scenarios: !!python/object/apply:os.system ['true']\n", ("unsupported YAML tag",)),
    ("huge-scalar", b"scenarios: '" + b"x" * (19 * MIB) + b"'\n", ("expected a list of scenarios",)),
    ("random", random.Random(5).randbytes(MIB), ("not UTF-8",)),
]


@pytest.fixture(scope="module")
def capped():
    worker = CappedJudge()
    yield worker
    worker.close()


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory, capped):
    """A data directory holding an imported MTGJSON file and a CR edition: what a failed import must keep."""
    folder = tmp_path_factory.mktemp("hostile-data")
    env = _env(folder, tmp_path_factory.mktemp("hostile-cache"))
    for args in (["import", "mtgjson", str(FIXTURES / "mtgjson" / "AllPrintings.json")],
                 ["import", "cr", str(FIXTURES / "cr" / "mini-2026-lf.txt")]):
        assert capped.run(*args, env=env).code == 0
    return folder


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    return tmp_path_factory.mktemp("hostile-files")


def _env(data: Path, cache: Path) -> dict[str, str]:
    return base_env(data, XDG_CACHE_HOME=str(cache))


def _write(folder: Path, name: str, content: bytes | str | Callable[[], bytes]) -> str:
    if isinstance(content, str):
        return content
    path = folder / name
    if not path.exists():
        path.write_bytes(content() if callable(content) else content)
    return str(path)


@pytest.mark.parametrize("case, importer, name, content, words", IMPORTS, ids=[case[0] for case in IMPORTS])
def test_a_hostile_import_is_refused_in_bounded_memory_and_changes_nothing(capped, data_dir, files, case, importer,
                                                                            name, content, words):
    path = _write(files, f"{case}-{name}", content)
    before = snapshot(data_dir)
    ran = capped.run("import", importer, path, env=_env(data_dir, files / "cache"))
    assert_one_error(ran, ExitCode.BAD_INPUT, contains=words)
    assert snapshot(data_dir) == before


@pytest.mark.parametrize("case, command, content, words", OTHER_READERS, ids=[case[0] for case in OTHER_READERS])
def test_other_hostile_inputs_of_the_importers(capped, data_dir, files, case, command, content, words):
    path = _write(files, f"{case}.txt", content)
    before = snapshot(data_dir)
    ran = capped.run(*command, path, env=_env(data_dir, files / "cache"))
    assert_one_error(ran, ExitCode.BAD_INPUT, contains=words)
    assert snapshot(data_dir) == before


@pytest.mark.parametrize("case, content, words", SCENARIOS, ids=[case[0] for case in SCENARIOS])
def test_a_hostile_scenario_file_is_one_error_entry(capped, data_dir, files, case, content, words):
    path = _write(files, f"{case}.yaml", content)
    before = snapshot(data_dir)
    ran = capped.run("eval", path, "--format", "json", env=_env(data_dir, files / "cache"))
    line = assert_one_error(ran, ExitCode.BAD_INPUT, contains=words)
    report = json.loads(ran.out)
    assert report["summary"]["errors"] == 1 and report["results"][0]["error"] in line
    assert snapshot(data_dir) == before


@pytest.mark.parametrize("lang", ["de", "fr", "es", "it", "ja", "zh"])
@pytest.mark.parametrize("case", ["deep-objects", "gigabyte-name", "comment-null"])
def test_a_hostile_import_is_refused_in_the_interface_language(capped, data_dir, files, lang, case):
    _case, importer, name, content, _words = next(entry for entry in IMPORTS if entry[0] == case)
    path = _write(files, f"{case}-{name}", content)
    ran = capped.run("import", importer, path, env={**_env(data_dir, files / "cache"), "JUDGE_LANG": lang})
    line = assert_one_error(ran, ExitCode.BAD_INPUT, lang)
    assert not any(english in line for english in ("nested more than", "longer than", "is null")), line


@pytest.mark.parametrize("lang", ["de", "ja"])
def test_a_hostile_scenario_file_is_reported_in_the_interface_language(capped, data_dir, files, lang):
    path = _write(files, "dev-zero.yaml", "/dev/zero")
    ran = capped.run("eval", path, "--format", "json", env={**_env(data_dir, files / "cache"), "JUDGE_LANG": lang})
    line = assert_one_error(ran, ExitCode.BAD_INPUT, lang)
    assert "larger than the limit" not in line


# --- random input: hypothesis --------------------------------------------------------------------------

FORMATS = {"mtgjson": ["import", "mtgjson"], "scryfall": ["import", "scryfall"], "cr": ["import", "cr"],
           "scenarios": ["eval", "--format", "json"]}
JSON_VALUE = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                          lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
                              st.sampled_from(["data", "name", "type", "cards", "comment", "oracle_id", "object",
                                               "foreignData", "text", "scenarios", "id", "x"]), inner, max_size=4),
                          max_leaves=25)
FUZZ = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def _fuzz_once(capped, data_dir: Path, files: Path, command: list[str], content: bytes) -> None:
    """One random file through one reader: refused with one line and nothing changed, or imported."""
    scratch = files / "fuzz-data"
    shutil.rmtree(scratch, ignore_errors=True)
    shutil.copytree(data_dir, scratch)
    path = files / "fuzz.input"
    path.write_bytes(content)
    before = snapshot(scratch)
    ran = capped.run(*command, str(path), env=_env(scratch, files / "cache"))
    assert "Traceback" not in ran.err
    if ran.code == 0:  # random data that happens to be valid
        return
    if command[0] == "eval":
        assert ran.code in (ExitCode.NOT_FOUND, ExitCode.BAD_INPUT) and len(ran.err.splitlines()) <= len(
            json.loads(ran.out)["results"])
    else:
        assert_one_error(ran, ExitCode.BAD_INPUT)
    assert snapshot(scratch) == before


@pytest.mark.parametrize("reader", list(FORMATS))
@FUZZ
@given(content=st.binary(max_size=4000))
def test_random_bytes_for_every_reader(capped, data_dir, files, reader, content):
    _fuzz_once(capped, data_dir, files, FORMATS[reader], content)


@pytest.mark.parametrize("reader", ["mtgjson", "scryfall", "scenarios"])
@FUZZ
@given(value=JSON_VALUE, compress=st.sampled_from([None, gzip.compress, bz2.compress, lzma.compress]))
def test_random_json_shaped_like_each_format(capped, data_dir, files, reader, value, compress):
    content = json.dumps({"data": value} if reader == "mtgjson" else value).encode()
    if compress is not None and reader != "scenarios":
        content = compress(content)
    _fuzz_once(capped, data_dir, files, FORMATS[reader], content)
