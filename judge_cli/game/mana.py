"""Mana costs as printed in Oracle text: ``{2}{U}{U}``, ``{X}{G/P}``…"""

from __future__ import annotations

import re

from judge_cli.game.vocabulary import COLOR_LETTERS

_SYMBOL = re.compile(r"\{([^{}]+)\}")
_COLORS = COLOR_LETTERS


def is_mana_cost(text: str) -> bool:
    """True when ``text`` is a sequence of ``{…}`` symbols and nothing else."""
    return bool(text) and _SYMBOL.sub("", text) == "" and bool(_SYMBOL.search(text))


def symbols(cost: str) -> list[str]:
    """The symbols of ``cost`` without braces: ``{2}{U}`` -> ``['2', 'U']``."""
    return _SYMBOL.findall(cost or "")


def mana_value(cost: str | None) -> int:
    """Mana value of a cost (X counts as 0, hybrid counts its largest half)."""
    total = 0
    for symbol in symbols(cost or ""):
        parts = symbol.split("/")
        values = []
        for part in parts:
            if part.isdigit():
                values.append(int(part))
            elif part in ("X", "Y", "Z", "P"):
                values.append(0)
            else:
                values.append(1)
        total += max(values) if values else 0
    return total


def colors(cost: str | None) -> list[str]:
    """Colors named by the symbols of ``cost``, in WUBRG order."""
    found = {letter for symbol in symbols(cost or "") for letter in symbol.split("/") if letter in _COLORS}
    return [name for letter, name in _COLORS.items() if letter in found]


def with_generic(cost: str | None, delta: int) -> str:
    """``cost`` with ``delta`` more generic mana (less when negative): an increase adds to its generic part, a
    reduction takes only from it and stops at none (CR 601.2f, 118.7).  ``{5}{G}`` + 2 -> ``{7}{G}``;
    ``{1}{G}`` - 2 -> ``{G}``; a cost reduced to nothing is ``{0}``."""
    parts = symbols(cost or "")
    generic = sum(int(part) for part in parts if part.isdigit())
    rest = [part for part in parts if not part.isdigit()]
    variables = [part for part in rest if part in ("X", "Y", "Z")]
    others = [part for part in rest if part not in ("X", "Y", "Z")]
    generic = max(0, generic + delta)
    ordered = variables + ([str(generic)] if generic else []) + others
    return "".join("{" + part + "}" for part in ordered) or "{0}"
