"""judge-cli: an offline rules companion for Magic: The Gathering judges."""

__version__ = "0.1.0"
