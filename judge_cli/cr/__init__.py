"""The Comprehensive Rules: parser of the published text, per-edition store, lookup.

``parser`` turns the text Wizards publishes into an :class:`~judge_cli.cr.model.Edition`,
``store`` keeps imported editions in the user data directory, ``lookup``
finds a rule by number, title, glossary term (in any supported language) or
fuzzy match, and resolves rule names to numbers per edition.
"""
