""""Did you mean …?": the one way judge-cli suggests a key, kind or word for a typo.

Suggestions compare spellings with ``difflib`` (ratio at least :data:`CUTOFF`);
card names have their own, multilingual matching (``judge_cli.search``).
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable

from judge_cli.i18n import _

#: Lowest ``difflib`` ratio a suggestion may have.
CUTOFF = 0.6
#: A suggestion must be at most this much less similar than the best one.
MARGIN = 0.1


def nearest(word: str, choices: Iterable[str], limit: int = 3) -> list[str]:
    """The choices closest to ``word`` (a typo), best first; ties go to the later choice in sort order.

    Only choices nearly as close as the best one are kept, so that a clear
    typo gets one suggestion rather than a list of loosely similar words.
    """
    scored = sorted(((difflib.SequenceMatcher(None, str(word), choice).ratio(), choice) for choice in choices),
                    reverse=True)
    if not scored or scored[0][0] < CUTOFF:
        return []
    best = scored[0][0]
    return [choice for ratio, choice in scored[:limit] if ratio >= CUTOFF and ratio >= best - MARGIN]


def closest(word: str, choices: Iterable[str]) -> str | None:
    """The one choice closest to ``word``, or None when nothing is close."""
    found = nearest(word, choices, limit=1)
    return found[0] if found else None


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """`` (did you mean 'x'?)`` (or ``'x' or 'y'``) to append to a message, or an empty string."""
    found = nearest(word, choices)
    if not found:
        return ""
    return _(" (did you mean {names}?)").format(names=_(" or ").join(repr(n) for n in found))
