"""The shape of the package: no import cycles (imports inside functions included), layers in order,
and no environment read outside the command-line layer.

The import graph is read from the source (``ast``), not by importing: every
``import`` and ``from … import`` anywhere in a module counts, at the top or
inside a function, except those under ``if TYPE_CHECKING:`` (they never run).
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
ROOT = "judge_cli"
PACKAGE = REPO / ROOT

#: The intended layers, bottom to top: a module may import its own layer's parts or lower ones, never higher.
#: A part is a sub-package (``judge_cli.rules``) or a top-level module (``judge_cli.mana``).
LAYERS: tuple[frozenset[str], ...] = tuple(frozenset(layer) for layer in (
    {"judge_cli", "errors", "languages", "records", "_records"},
    {"i18n"},
    {"located"},
    {"fsutil", "suggest", "localize", "yamlsafe", "gcpause"},
    {"mana", "game"},
    {"corpus"},
    {"search", "cr", "find", "deck"},
    {"store", "importers"},
    {"importing"},
    {"update"},
    {"rules"},
    {"scenarios"},
    {"ask"},
    {"cli", "__main__"},
))
#: Parts on the same layer that must still not import each other.
APART = {frozenset({"store", "importers"})}


@dataclass(frozen=True)
class Edge:
    """``source`` imports ``target`` at ``line`` (both dotted module names)."""

    source: str
    target: str
    line: int


def module_name(path: Path, root: Path = PACKAGE) -> str:
    """``judge_cli/ask/answer.py`` -> ``judge_cli.ask.answer``; a package's ``__init__`` is the package."""
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


class _Imports(ast.NodeVisitor):
    """Every import of one module, wherever it is, except under ``if TYPE_CHECKING:``."""

    def __init__(self, module: str, is_package: bool, known: set[str]) -> None:
        self.module = module
        self.package = module if is_package else module.rpartition(".")[0]
        self.known = known
        self.found: list[tuple[str, int]] = []

    def visit_If(self, node: ast.If) -> None:
        if _is_type_checking(node.test):
            for child in node.orelse:  # the else branch of ``if TYPE_CHECKING`` does run
                self.visit(child)
            return
        self.generic_visit(node)

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self.found.append((alias.name, node.lineno))

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        base = node.module or ""
        if node.level:
            anchor = self.package.split(".")
            anchor = anchor[: len(anchor) - (node.level - 1)]
            base = ".".join(anchor + ([base] if base else []))
        for alias in node.names:
            submodule = f"{base}.{alias.name}"
            # ``from judge_cli.ask import reader`` imports the module judge_cli.ask.reader;
            # ``from judge_cli.ask import Asker`` imports judge_cli.ask (its __init__).
            self.found.append((submodule if submodule in self.known else base, node.lineno))


def import_graph(package: Path = PACKAGE) -> list[Edge]:
    """Every import from one module of ``package`` to another module of it."""
    paths = sorted(package.rglob("*.py"))
    modules = {module_name(path, package): path for path in paths}
    edges = []
    for name, path in modules.items():
        visitor = _Imports(name, path.name == "__init__.py", set(modules))
        visitor.visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        for target, line in visitor.found:
            if target in modules and target != name:
                edges.append(Edge(name, target, line))
    return edges


def part_of(module: str) -> str:
    """The part a module belongs to: ``judge_cli.ask.answer`` -> ``ask``, ``judge_cli.mana`` -> ``mana``."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of ``graph`` as ``[a, b, …, a]``, or None when it has none (iterative depth-first search)."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    for start in sorted(graph):
        if state.get(start):
            continue
        path = [start]
        stack = [iter(sorted(graph.get(start, ())))]
        state[start] = 1
        while stack:
            for nxt in stack[-1]:
                if state.get(nxt) == 1:
                    return path[path.index(nxt):] + [nxt]
                if not state.get(nxt):
                    state[nxt] = 1
                    path.append(nxt)
                    stack.append(iter(sorted(graph.get(nxt, ()))))
                    break
            else:
                state[path.pop()] = 2
                stack.pop()
    return None


def describe(cycle: list[str], edges: list[Edge], key=lambda module: module) -> str:
    """``a -> b -> a`` and, for each step, the first import that makes it (file and line)."""
    lines = [" -> ".join(cycle)]
    for source, target in zip(cycle, cycle[1:], strict=False):
        edge = min((e for e in edges if key(e.source) == source and key(e.target) == target),
                   key=lambda e: (e.source, e.line))
        path = edge.source.replace(".", "/")
        path += "/__init__.py" if (REPO / path).is_dir() else ".py"
        lines.append(f"  {path}:{edge.line} imports {edge.target}")
    return "\n".join(lines)


@pytest.fixture(scope="module")
def edges() -> list[Edge]:
    return import_graph()


def test_no_cycle_between_parts(edges):
    graph: dict[str, set[str]] = {}
    for edge in edges:
        if part_of(edge.source) != part_of(edge.target):
            graph.setdefault(part_of(edge.source), set()).add(part_of(edge.target))
    cycle = find_cycle(graph)
    assert cycle is None, "import cycle between parts of judge_cli:\n" + describe(cycle, edges, part_of)


def test_no_cycle_between_modules(edges):
    graph: dict[str, set[str]] = {}
    for edge in edges:
        graph.setdefault(edge.source, set()).add(edge.target)
    cycle = find_cycle(graph)
    assert cycle is None, "import cycle between modules:\n" + describe(cycle, edges)


def test_every_part_is_on_a_layer_and_imports_only_its_layer_or_lower(edges):
    level = {part: number for number, layer in enumerate(LAYERS) for part in layer}
    parts = {part_of(module_name(path)) for path in PACKAGE.rglob("*.py")}
    unplaced = sorted(parts - set(level))
    assert not unplaced, f"put these parts of judge_cli on a layer in tests/test_architecture.py: {unplaced}"
    upward = [f"{e.source} ({part_of(e.source)}) imports {e.target} ({part_of(e.target)}), line {e.line}"
              for e in edges if level[part_of(e.target)] > level[part_of(e.source)]
              or frozenset({part_of(e.source), part_of(e.target)}) in APART]
    assert not upward, "imports against the layering:\n" + "\n".join(upward)


#: ``os.environ``, ``os.getenv``, ``environ.get`` after ``from os import environ``, ``os.putenv``.
_ENVIRONMENT = re.compile(r"\bos\s*\.\s*(environ|getenv|putenv|unsetenv)\b"
                          r"|\bfrom\s+os\s+import\s+[^\n]*\b(environ|getenv)\b")


def test_only_the_command_line_layer_reads_the_environment():
    readers = []
    for path in sorted(PACKAGE.rglob("*.py")):
        part = part_of(module_name(path))
        if part in ("cli", "__main__"):
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if _ENVIRONMENT.search(line):
                readers.append(f"{path.relative_to(REPO)}:{number}: {line.strip()}")
    assert not readers, "the environment is read outside judge_cli/cli (take it from the RunContext):\n" + "\n".join(
        readers)


def test_only_the_run_context_switches_the_interface_language():
    """gettext is process-wide: ``set_language`` is called by ``judge_cli.cli.context`` alone."""
    callers = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if module_name(path) in ("judge_cli.i18n", "judge_cli.cli.context"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            named = (isinstance(node, ast.Name) and node.id == "set_language") or (
                isinstance(node, ast.Attribute) and node.attr == "set_language") or (
                isinstance(node, ast.alias) and node.name == "set_language")
            if named:
                callers.append(f"{path.relative_to(REPO)}:{getattr(node, 'lineno', '?')}")
    assert not callers, "the interface language is switched outside the run context: " + ", ".join(callers)


# --- the checker itself ------------------------------------------------------------------------------------

def _package(tmp_path: Path, files: dict[str, str]) -> Path:
    root = tmp_path / "pkg"
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def test_imports_inside_functions_count_and_type_checking_ones_do_not(tmp_path):
    root = _package(tmp_path, {
        "__init__.py": "",
        "a/__init__.py": "from pkg.a.one import thing\n",
        "a/one.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.b import two\nelse:\n"
                    "    import pkg.c\nthing = 1\ndef f():\n    from pkg.b.two import g\n",
        "b/__init__.py": "",
        "b/two.py": "def g():\n    from . import three\n    from ..a import one\n",
        "b/three.py": "",
        "c.py": "",
    })
    found = {(e.source, e.target) for e in import_graph(root)}
    assert found == {("pkg.a", "pkg.a.one"), ("pkg.a.one", "pkg.c"), ("pkg.a.one", "pkg.b.two"),
                     ("pkg.b.two", "pkg.b.three"), ("pkg.b.two", "pkg.a.one")}


def test_the_cycle_finder_names_the_cycle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": set()}) is None
    cycle = find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}})
    assert cycle is not None and cycle[0] == cycle[-1] and set(cycle) == {"a", "b", "c"}
    assert find_cycle({"a": {"a"}}) == ["a", "a"]


def test_the_environment_pattern_catches_the_usual_spellings():
    for line in ("x = os.environ['A']", "os.getenv('A')", "from os import environ", "os . environ.get('A')"):
        assert _ENVIRONMENT.search(line), line
    assert not _ENVIRONMENT.search("environment = build_context()")
