"""The ``judge`` console script (and ``python -m judge_cli``): :func:`judge_cli.cli.app.main`, imported with the
cyclic garbage collector paused.

Importing typer and the command line builds tens of thousands of objects that the run keeps to its end (modules,
classes, functions); the thirty-odd collections the collector makes meanwhile find nothing, and cost about 5% of a
bare ``python -c "import typer"`` (issue 16).  A console script is a process of one run, so what the imports built
is then moved to the collector's permanent generation before it is switched back on, as
:func:`judge_cli.gcpause.paused_gc` does for ``judge ask`` and ``judge eval``.  The commands run as before: each
pauses the collector or not as it did.  :func:`judge_cli.cli.app.main` itself, which tests run again and again in
one process, leaves the collector alone until exit.
"""

from __future__ import annotations

from judge_cli.gcpause import paused_gc


def main() -> None:
    """Entry point of the ``judge`` console script."""
    with paused_gc():
        from judge_cli.cli.app import main as run
    run()
