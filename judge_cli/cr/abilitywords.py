"""The ability words the Comprehensive Rules list (207.2c in the 2026 edition: landfall, hellbent, …).

They have no rules of their own; ``judge cr landfall`` shows the rule that lists them rather than a guess at a
keyword with similar letters (Landwalk).  The rule is found by its words, not its number, so every edition that
has the list answers.
"""

from __future__ import annotations

import re

from judge_cli.cr.model import Edition

#: How the rules begin the list (compared in lower case, curly apostrophes made straight).
LIST_START = "the ability words are "


def ability_words(edition: Edition) -> tuple[str, frozenset[str]]:
    """(number of the rule listing the ability words, the words in normal form); ("", empty) when the edition
    has no such list.  Computed once per edition object."""
    cached: tuple[str, frozenset[str]] | None = getattr(edition, "_ability_words", None)
    if cached is not None:
        return cached
    from judge_cli.search.normalize import normalize

    found: tuple[str, frozenset[str]] = ("", frozenset())
    for rule in edition.rules.values():
        if "ability words are" not in rule.text:  # cheap first test: the list opens with these words
            continue
        text = " ".join(rule.text.replace("\u2019", "'").split()).casefold()
        if LIST_START in text:
            listed = text.split(LIST_START, 1)[1].split(".")[0]
            words = re.split(r",\s*(?:and\s+)?|\s+and\s+", listed)
            found = (rule.number, frozenset(normalize(word) for word in words if normalize(word)))
            break
    edition._ability_words = found  # type: ignore[attr-defined]  # a cache on the object, not global state
    return found
