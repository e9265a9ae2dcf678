"""Completion callbacks of the commands (``judge --install-completion`` installs typer's shell script).

Each callback reads what it needs and calls one function of :mod:`judge_cli.search.complete`; any error
means no suggestions (a completion must never print a traceback into the shell).
"""

from __future__ import annotations

from typing import Any


def card_names(ctx: Any, args: list[str], incomplete: str) -> list[str]:
    """Card names in any language for ``judge card``, ``rulings`` and ``search``."""
    try:
        from judge_cli.cli.context import invocation_context
        from judge_cli.search.complete import complete_stored_card_names
        from judge_cli.store.db import existing_store, prefix_names

        words = [str(word) for word in (ctx.params.get("query") or ())]
        run = invocation_context()  # no corpus is loaded: the names come from their tables (see the function)
        store = existing_store(run.data_dir) if run.use_store else None
        stored = None if store is None else (
            lambda key, exact_only, rows: prefix_names(store, key, exact_only, rows))
        return complete_stored_card_names(run.corpus_dir, run.cache_dir, stored, words, incomplete)
    except Exception:  # noqa: BLE001 - a broken corpus gives no suggestions, not a traceback in the shell
        return []


def rule_numbers(incomplete: str) -> list[tuple[str, str]]:
    """Rule numbers (and titles) of the newest Comprehensive Rules (imported or shipped) for ``judge cr``."""
    try:
        from judge_cli.cli.context import invocation_context
        from judge_cli.search.complete import complete_rules

        with invocation_context().cr_store() as store:
            return complete_rules(store.load(None), incomplete)
    except Exception:  # noqa: BLE001 - no edition at all: no suggestions
        return []


def eval_paths(incomplete: str) -> list[str]:
    """Scenario files and folders (and ``-``) for ``judge eval``."""
    from judge_cli.search.complete import complete_paths

    return (["-"] if incomplete in ("", "-") else []) + complete_paths(incomplete)


def question_kinds(incomplete: str) -> list[str]:
    """Question kinds (for ``judge eval``'s scenario files and ``--kind``-like options)."""
    from judge_cli.rules.kinds import QUESTION_KINDS

    return [kind for kind in QUESTION_KINDS if kind.startswith(incomplete)]
