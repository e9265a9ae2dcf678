"""Pausing the cyclic garbage collector while a run only builds objects it keeps.

Apart from :mod:`judge_cli.scenarios.runner`, which pauses it for a batch: ``judge ask`` and ``judge eval`` pause it
from their start, before importing what they need (the runner among it).
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def paused_gc() -> Iterator[None]:
    """Pause the cyclic garbage collector for a batch (``judge eval``), or for a command's start-up (``judge ask``).

    A bank of 10,000 scenarios builds hundreds of thousands of small objects
    that all stay alive until the report is printed; the collector would
    rescan them again and again for nothing (a third of the run time in the
    benchmark).  Reference counting still frees everything that is not kept.

    On the way out the objects made meanwhile are moved to the collector's
    permanent generation (:func:`gc.freeze`) before it is switched back on:
    else its first collection scans all of them at once (about 5% of ``judge
    eval`` on 10,000 scenarios), only to find them alive.  They are still freed
    by reference counting; only a reference cycle among them would outlive
    its use, and a batch makes next to none.

    A command's start-up is the same: the modules it imports, the corpus and
    the vocabulary it reads are tens of thousands of objects, all kept; the
    collections the collector would make meanwhile (a few milliseconds of a
    ``judge ask``) find nothing.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.freeze()
            gc.enable()
