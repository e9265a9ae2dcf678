"""The rules evaluator for face-down permanents (cloak, disguise, morph, manifest).

The scenario layer calls exactly two functions:

* :func:`parse_given` turns a scenario's ``given`` mapping into its question
  kind's typed ``Given``, raising :class:`~judge_cli.rules.api.ScenarioError`
  (file, line, key, what was expected) for anything malformed;
* :func:`evaluate` derives a :class:`~judge_cli.rules.api.Verdict` from that
  state by rules, with reasoning steps and citations (corpus rulings found by
  topic, Comprehensive Rules by name; see ``data/rules/cr-references.yaml``);
  a run passes one :class:`~judge_cli.rules.citations.CorpusCitations` to
  every evaluation so those are worked out once.

Each question kind is one module of :mod:`judge_cli.rules.kinds`; the keys of
``given`` are documented in ``docs/given.md`` and generated into
``docs/scenario.schema.json``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover - the same names, for the type checker; at run time see __getattr__
    from judge_cli.rules.citations import CorpusCitations, citation_ids, load_references, references_for
    from judge_cli.rules.engine import evaluate, kind_of, parse_given
    from judge_cli.rules.kinds import KINDS, QUESTION_KINDS

__all__ = ["QUESTION_KINDS", "KINDS", "parse_given", "evaluate", "kind_of", "citation_ids", "load_references",
           "references_for", "CorpusCitations"]


def __getattr__(name: str) -> Any:
    """The names above, imported on first use: importing a module of this package (``rules.api``, which the
    scenario layer needs for its types) must not import the evaluator and every question kind with it."""
    if name in ("KINDS", "QUESTION_KINDS"):
        from judge_cli.rules import kinds as module
    elif name in ("evaluate", "kind_of", "parse_given"):
        from judge_cli.rules import engine as module  # type: ignore[no-redef]
    elif name in ("CorpusCitations", "citation_ids", "load_references", "references_for"):
        from judge_cli.rules import citations as module  # type: ignore[no-redef]
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(module, name)
    globals()[name] = value
    return value
