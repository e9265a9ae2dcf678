"""Card-name matching (``index``), text normalisation (``normalize``), full-text search (``grep``)
and the data the lookup commands show (``lookup``)."""

from judge_cli.search.index import Match, NameIndex

__all__ = ["Match", "NameIndex"]
