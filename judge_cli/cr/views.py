"""The ``--json`` views of ``judge cr``, ``judge cr history``, ``judge cr diff`` and ``judge cr editions``,
and which rules a lookup shows."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge_cli.cr.links import rule_references
from judge_cli.cr.model import Edition, Rule
from judge_cli.cr.worddiff import render

if TYPE_CHECKING:  # pragma: no cover - typing only
    from judge_cli.cr.compare import GlossaryHistory
    from judge_cli.cr.diff import Change, EditionDiff
    from judge_cli.cr.history import HistoryEntry, RuleHistory
    from judge_cli.cr.lookup import CrMatch
    from judge_cli.cr.store import EditionInfo


def cited_rules(edition: Edition, rules: list[Rule]) -> list[tuple[str, Rule | None]]:
    """The rules that ``rules`` cite ("see rule 613"), each with the rule when the edition has it.

    Rules among ``rules`` themselves are left out.
    """
    shown = {rule.number for rule in rules}
    cited: dict[str, None] = {}
    for rule in rules:
        for number in rule_references("\n".join([rule.text, *rule.examples])):
            if number not in shown:
                cited[number] = None
    return [(number, edition.rules.get(number)) for number in cited]


def context_title(edition: Edition, rule: Rule) -> str:
    """The rule's title, else the title of the nearest titled rule above it."""
    current: Rule | None = rule
    while current is not None and not current.title:
        current = edition.rules.get(current.parent) if current.parent else None
    return current.title if current is not None else ""


def shown_rules(edition: Edition, rule: Rule, full: bool) -> list[tuple[Rule, int]]:
    """The rules printed for ``rule`` with their depth below it.

    A rule or subrule is printed with everything below it; a section or
    chapter with its direct children only (a table of contents) unless
    ``full`` (``--all``).
    """
    depth = -1 if full or rule.kind in ("rule", "subrule") else 1
    found: list[tuple[Rule, int]] = []

    def walk(current: Rule, level: int) -> None:
        found.append((current, level))
        if depth == -1 or level < depth:
            for child in current.children:
                walk(edition.rules[child], level + 1)

    walk(rule, 0)
    return found


def to_json(match: CrMatch, edition: Edition, full: bool = False) -> dict[str, Any]:
    """The ``--json`` form: ``{"rule", "title", "text", "subrules", "examples", "edition", …}``."""
    rule = match.rule
    if rule is None:
        payload: dict[str, Any] = {"rule": None, "title": match.term, "text": match.definition or "",
                                   "subrules": [], "examples": []}
        cited: list[tuple[str, Rule | None]] = []
    else:
        shown = shown_rules(edition, rule, full)
        payload = _rule_json(edition, rule, {r.number for r, _level in shown})
        cited = cited_rules(edition, [r for r, _level in shown])
    if match.term:
        payload["glossary"] = {"term": match.term, "text": match.definition,
                               "obsolete": match.term.rstrip().lower().endswith("(obsolete)"),
                               "links": [{"term": term, "text": text} for term, text in match.links]}
    payload["edition"] = edition.key
    payload["effective"] = edition.key
    payload["source"] = edition.source
    payload["pre_renumbering"] = edition.pre_renumbering
    payload["match"] = match.how
    payload["guess"] = match.how == "fuzzy"  #: a typo-tolerant match: what judge guessed the query means
    payload["matched"] = match.matched or None
    payload["see"] = [{"rule": n, "title": edition.rules[n].heading} for n in match.see]
    payload["references"] = [{"rule": n, "title": context_title(edition, r) if r else None, "found": r is not None}
                             for n, r in cited]
    if match.translated:
        typed, lang, english = match.translated
        payload["translated"] = {"term": typed, "lang": lang, "en": english}
    if match.also:
        typed, lang, english = match.also
        payload["also"] = {"term": typed, "lang": lang, "en": english}
    if match.slang:
        payload["slang"] = {"term": match.slang.typed, "lang": match.slang.lang, "means": match.slang.means}
    return payload


def _rule_json(edition: Edition, rule: Rule, shown: set[str]) -> dict[str, Any]:
    """A rule with the subrules among ``shown``."""
    return {
        "rule": rule.number,
        "title": rule.title or None,
        "text": rule.text,
        "examples": list(rule.examples),
        "subrules": [_rule_json(edition, edition.rules[n], shown) for n in rule.children if n in shown],
    }


def history_json(match: CrMatch, history: RuleHistory | GlossaryHistory) -> dict[str, Any]:
    """``{"rule", "title", "query", "edition", "editions": [{"edition", "number", "text", "changed", …}]}``."""
    from judge_cli.cr.history import RuleHistory

    is_rule = isinstance(history, RuleHistory)
    return {
        "rule": history.rule if isinstance(history, RuleHistory) else None,
        "title": history.title if isinstance(history, RuleHistory) else history.term,
        "glossary": not is_rule,
        "query": match.query,
        "match": match.how,
        "edition": history.reference,
        "changed_in": [entry.edition for entry in history.entries if entry.changed],
        "editions": [_entry_json(entry) for entry in history.entries],
    }


def _entry_json(entry: HistoryEntry) -> dict[str, Any]:
    return {
        "edition": entry.edition,
        "number": entry.number,
        "title": entry.title or None,
        "text": entry.text,
        "changed": entry.changed,
        "pre_renumbering": entry.pre_renumbering,
        "renumbered_from": entry.renumbered_from,
        "diff": render(entry.ops) if entry.ops else None,
        "changes": [change_json(change) for change in entry.changes],
    }


def change_json(change: Change) -> dict[str, Any]:
    """One change: ``{"kind", "from", "to", "title", …}`` with the texts and word diff that apply."""
    payload: dict[str, Any] = {"kind": change.kind, "from": change.old, "to": change.new, "title": change.title}
    if change.kind == "added":
        payload["text"] = change.new_text
    elif change.kind == "removed":
        payload["text"] = change.old_text
    elif change.kind == "reworded":
        payload.update({"old": change.old_text, "new": change.new_text, "diff": render(change.ops)})
    return payload


def diff_json(diff: EditionDiff) -> dict[str, Any]:
    """``{"from", "to", "scope", "summary", "added", "removed", "renumbered", "reworded", "glossary"}``."""
    from judge_cli.cr.diff import KINDS

    def listed(changes: list[Change], kind: str) -> list[dict[str, Any]]:
        found = [change_json(change) for change in changes if change.kind == kind]
        for item in found:
            item.pop("kind")
        return found

    old_scope, new_scope = diff.scope
    return {
        "from": diff.old,
        "to": diff.new,
        "scope": {"from": old_scope, "to": new_scope} if old_scope or new_scope else None,
        "summary": {kind: len(diff.of_kind(kind)) for kind in KINDS},
        **{kind: listed(diff.changes, kind) for kind in KINDS},
        "glossary": {kind: listed(diff.glossary, kind) for kind in ("added", "removed", "reworded")},
    }


def editions_json(infos: list[EditionInfo]) -> list[dict[str, Any]]:
    """``[{"edition", "effective", "source", "encoding", "line_ends", "pre_renumbering", "counts", …}]``."""
    return [{"edition": info.key, "effective": info.key, "source": info.source, "encoding": info.encoding,
             "line_ends": info.line_ends, "date_phrase": info.date_phrase,
             "pre_renumbering": info.pre_renumbering, "counts": info.counts, "imported": info.imported,
             "bytes": info.bytes, "seconds": round(info.seconds, 3), "store": str(info.store),
             "shipped": info.shipped} for info in infos]
