"""The rules evaluator for face-down permanents (cloak, disguise, morph, manifest).

The scenario layer calls exactly two functions:

* :func:`parse_given` turns a scenario's ``given`` mapping into a typed
  :class:`~judge_cli.rules.state.State`, raising
  :class:`~judge_cli.rules.api.ScenarioError` (file, line, key, what was
  expected) for anything malformed;
* :func:`evaluate` derives a :class:`~judge_cli.rules.api.Verdict` from that
  state by rules, with reasoning steps and citations (corpus rulings found by
  topic, Comprehensive Rules by name; see ``data/rules/cr-references.yaml``);
  a run passes one :class:`~judge_cli.rules.citations.CorpusCitations` to
  every evaluation so those are worked out once.

The question kinds and their ``given`` keys are documented in ``docs/given.md``.
"""

from __future__ import annotations

from judge_cli.rules.citations import CorpusCitations, citation_ids, load_references, references_for
from judge_cli.rules.evaluation import evaluate
from judge_cli.rules.kinds import KINDS, QUESTION_KINDS, parse_given
from judge_cli.rules.state import State

__all__ = ["QUESTION_KINDS", "KINDS", "parse_given", "evaluate", "citation_ids", "load_references",
           "references_for", "CorpusCitations", "State"]
