"""Card-name matching (``index``), text normalisation (``normalize``), full-text search (``grep``)
and the data the lookup commands show (``lookup``).

``Match`` and ``NameIndex`` are imported from ``index`` on first use (PEP 562), so the modules that need
no index (shell completion, normalising) do not load it.
"""

from typing import Any

__all__ = ["Match", "NameIndex"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from judge_cli.search import index

        return getattr(index, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
