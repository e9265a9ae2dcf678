"""The compiled vocabulary's cache: read back while its fingerprint holds, compiled again when it changes or the file
is damaged, and the garbage collector left as it was found."""

from __future__ import annotations

import gc

import pytest

from judge_cli.ask.lexcache import cached


@pytest.fixture()
def compiled() -> list[int]:
    """One entry per compilation."""
    return []


def _get(tmp_path, compiled, stamp="v1"):
    def compile_() -> dict[str, list[int]]:
        compiled.append(1)
        return {"table": list(range(1000))}

    return cached("lexicon.pickle", lambda: stamp, tmp_path, compile_, dict)


def test_read_back_while_the_fingerprint_holds_and_compiled_again_when_it_changes(tmp_path, compiled):
    first = _get(tmp_path, compiled)
    assert _get(tmp_path, compiled) == first and len(compiled) == 1
    assert _get(tmp_path, compiled, stamp="v2") == first and len(compiled) == 2
    (tmp_path / "lexicon.pickle").write_bytes(b"not a pickle")
    assert _get(tmp_path, compiled, stamp="v2") == first and len(compiled) == 3


@pytest.mark.parametrize("enabled", [True, False])
def test_the_collector_is_left_as_it_was(tmp_path, compiled, enabled):
    _get(tmp_path, compiled)
    was = gc.isenabled()
    try:
        (gc.enable if enabled else gc.disable)()
        _get(tmp_path, compiled)  # read from the cache, the collector paused meanwhile
        assert gc.isenabled() is enabled
    finally:
        (gc.enable if was else gc.disable)()
    assert len(compiled) == 1


def test_the_vocabulary_fingerprint_covers_every_module_of_the_reader():
    """Any module of judge_cli.ask may shape the compiled tables: each is in the fingerprint, so editing one (or a
    checkout that changes it) compiles the vocabulary again instead of reading a stale one."""
    from pathlib import Path

    import judge_cli.ask
    from judge_cli.ask.vocabulary import _fingerprint, vocabulary_dir

    stamp = _fingerprint(vocabulary_dir(), None)
    package = Path(judge_cli.ask.__file__).parent
    modules = sorted(package.glob("*.py"))
    assert len(modules) > 20
    for module in modules:
        assert f"{module}:" in stamp, module.name
