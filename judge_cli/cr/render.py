"""The text ``judge cr``, ``judge cr history``, ``judge cr diff`` and ``judge cr editions`` print.

Plain functions returning lines, in the interface language; the command
layer only echoes them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge_cli.cr.worddiff import render as render_ops
from judge_cli.i18n import _, current_language, ngettext

if TYPE_CHECKING:  # pragma: no cover - typing only
    from judge_cli.cr.compare import GlossaryHistory
    from judge_cli.cr.diff import Change, EditionDiff
    from judge_cli.cr.history import HistoryEntry, RuleHistory
    from judge_cli.cr.lookup import CrMatch
    from judge_cli.cr.model import Edition, Rule
    from judge_cli.cr.store import EditionInfo, Imported

INDENT = "    "


def edition_line(edition: Edition) -> str:
    """``Comprehensive Rules effective Jan 16, 2026 (edition 2026-01-16, file 2026-01-16.txt)``."""
    from judge_cli.localize import format_date

    line = _("Comprehensive Rules effective {date} (edition {edition}, file {file})").format(
        date=format_date(edition.effective, current_language()), edition=edition.key, file=edition.source or "?")
    if edition.pre_renumbering:
        line += " — " + pre_renumbering_note()
    return line


def pre_renumbering_note() -> str:
    """What a judge must know about an edition older than July 2009."""
    return _("before the July 2009 renumbering: its rule numbers mean other rules today")


def lookup_lines(match: CrMatch, edition: Edition, full: bool = False) -> list[str]:
    """A found entry: how it was found, the rule and its subrules (or glossary entry), links, references."""
    from judge_cli.cr.views import cited_rules, shown_rules
    from judge_cli.localize import language_name

    lines: list[str] = []
    if match.translated:
        typed, lang, english = match.translated
        lines.append(_("“{term}” ({language}) is the official term for “{english}”.").format(
            term=typed, language=language_name(lang), english=english))
    if match.also:
        typed, lang, english = match.also
        lines.append(_("“{term}” ({language}) is also the official term for “{english}”: see below.").format(
            term=typed, language=language_name(lang), english=english))
    if match.slang:
        lines.append(_("“{term}” is judge slang for “{means}”.").format(term=match.slang.typed,
                                                                      means=match.slang.means))
    if match.how == "fuzzy" and match.matched:
        lines.append(_("{matched} — a guess (you typed: {query})").format(matched=match.matched,
                                                                          query=match.query.strip()))
    elif match.how == "ability-word":
        lines.append(_("“{word}” is an ability word: it has no rules of its own, only the rule that lists it.")
                     .format(word=match.matched))
    elif match.how == "words" and match.matched:
        lines.append(_("{matched} (you typed: {query})").format(matched=match.matched, query=match.query.strip()))
    shown: list[tuple[Rule, int]] = []
    if match.rule is not None:
        shown = shown_rules(edition, match.rule, full)
        for rule, level in shown:
            lines.extend(rule_lines(rule, level, brief=not full and level > 0 and rule.kind in ("chapter", "rule")
                                    and match.rule.kind in ("section", "chapter")))
        if not full and match.rule.kind in ("section", "chapter"):
            lines.append(_("(judge cr {number} --all prints every rule in full)").format(number=match.rule.number))
    if match.term:
        lines.append("")
        lines.append(_("Glossary: {term}").format(term=match.term))
        lines.extend(INDENT + paragraph for paragraph in (match.definition or "").split("\n"))
        for term, text in match.links:
            lines.append(f"{INDENT}→ {term}")
            lines.extend(INDENT * 2 + paragraph for paragraph in text.split("\n"))
    cited = cited_rules(edition, [rule for rule, _level in shown])
    if cited:
        lines.append("")
        lines.append(_("Rules cited here: {rules}").format(rules="; ".join(
            _cited(edition, number, rule) for number, rule in cited)))
    see = [number for number in match.see if number not in dict(cited)]
    if see:
        lines.append("")
        lines.append(_("See also: {rules}").format(
            rules="; ".join(f"{n} {one_line(edition.rules[n].heading)}" for n in see)))
    lines.append("")
    lines.append(edition_line(edition))
    return lines


def _cited(edition: Edition, number: str, rule: Rule | None) -> str:
    """``708 Face-Down Spells and Permanents``, ``116.2b (Special Actions)``, ``999.1 (not in this edition)``."""
    from judge_cli.cr.views import context_title

    if rule is None:
        return _("{number} (not in this edition)").format(number=number)
    if rule.title:
        return f"{number} {rule.title}"
    return f"{number} ({context_title(edition, rule)})"


def rule_lines(rule: Rule, level: int, brief: bool = False) -> list[str]:
    """A rule as printed: number, title or text, examples; ``brief``: its first line only."""
    indent = INDENT * level
    label = f"{rule.number}." if rule.kind in ("section", "chapter", "rule") else rule.number
    paragraphs = (rule.title or rule.text or "").split("\n")
    if brief:
        return [f"{indent}{label} {one_line(paragraphs[0], 90)}".rstrip()]
    lines = [f"{indent}{label} {paragraphs[0]}".rstrip()]
    lines.extend(f"{indent}{INDENT}{paragraph}" for paragraph in paragraphs[1:])
    if rule.title and rule.text:
        lines.extend(f"{indent}{INDENT}{paragraph}" for paragraph in rule.text.split("\n"))
    for example in rule.examples:
        lines.append(f"{indent}{INDENT}" + _("Example: {text}").format(text=example.replace("\n", " ")))
    return lines


def one_line(text: str, width: int = 70) -> str:
    """``text`` on one line, cut with an ellipsis past ``width`` characters."""
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1].rstrip() + "…"


def history_lines(history: RuleHistory | GlossaryHistory) -> list[str]:
    """The rule in every edition; runs of editions without a change are printed as one line."""
    from judge_cli.cr.history import RuleHistory

    entries = history.entries
    if isinstance(history, RuleHistory):
        lines = [_("History of {number} {title} through {count} editions ({first} … {last})").format(
            number=history.rule, title=history.title, count=len(entries), first=entries[0].edition,
            last=entries[-1].edition)]
    else:
        lines = [_("History of the glossary entry {term} through {count} editions ({first} … {last})").format(
            term=history.term, count=len(entries), first=entries[0].edition, last=entries[-1].edition)]
    index = 0
    while index < len(entries):
        entry = entries[index]
        end = index
        # runs of unchanged editions are one line; the first edition stands alone ("as first imported")
        while (index or entry.text is None) and not entry.changed and end + 1 < len(entries) and \
                not entries[end + 1].changed and entries[end + 1].number == entry.number and \
                (entries[end + 1].text is None) == (entry.text is None):
            end += 1
        lines.extend(_entry_lines(entries[index:end + 1], first=index == 0))
        index = end + 1
    changed = [entry.edition for entry in entries if entry.changed]
    lines.append("")
    lines.append(_("Changed in: {editions}").format(editions=", ".join(changed)) if changed
                 else _("No change in the imported editions."))
    if any(entry.pre_renumbering and entry.text is not None for entry in entries):
        lines.append(_("Editions before July 2009 use another numbering; the rule was followed there by its title."))
    return lines


def _entry_lines(run: list[HistoryEntry], first: bool) -> list[str]:
    entry = run[0]
    when = entry.edition if len(run) == 1 else f"{entry.edition} … {run[-1].edition}"
    number = entry.number or ("—" if entry.text is None else "")
    head = f"  {when:<23} {number:<9} "
    if entry.text is None:
        what = ngettext("not in this edition", "not in these {count} editions", len(run)).format(count=len(run))
        if entry.changed:
            what = _("removed")
        return [head + what]
    if not entry.changed:
        what = _("as first imported") if first else _("unchanged")
        return [head + (what if len(run) == 1 else ngettext(
            "{state} ({count} edition)", "{state} ({count} editions)", len(run)).format(state=what, count=len(run)))]
    parts = []
    if entry.renumbered_from:
        parts.append(_("renumbered from {number}").format(number=entry.renumbered_from))
    if not entry.ops and not entry.changes and not entry.renumbered_from:
        parts.append(_("added"))
    if entry.ops or entry.changes:
        parts.append(_("reworded") if entry.ops else ngettext(
            "{count} change below it", "{count} changes below it", len(entry.changes)).format(
            count=len(entry.changes)))
    lines = [head + "; ".join(parts)]
    if entry.ops:
        lines.extend(INDENT * 2 + line for line in render_ops(entry.ops).split("\n"))
    elif not entry.renumbered_from and not entry.changes:
        lines.extend(INDENT * 2 + line for line in (entry.text or "").split("\n")[:1])
    for change in entry.changes:
        lines.extend(INDENT * 2 + line for line in change_lines(change))
    return lines


def change_lines(change: Change) -> list[str]:
    """One change: ``701.56 → 701.58 Cloak``, ``+ 701.58j text``, ``- …``, or a word diff."""
    if change.kind == "renumbered":
        return [_("{old} → {new} {title} (renumbered)").format(old=change.old, new=change.new, title=change.title)]
    if change.kind == "added":
        return [f"+ {change.new} {one_line(change.new_text, 160)}"]
    if change.kind == "removed":
        return [f"- {change.old} {one_line(change.old_text, 160)}"]
    where = change.new if change.old == change.new else f"{change.old} → {change.new}"
    return [f"~ {where} " + render_ops(change.ops).replace("\n", " ")]


def diff_lines(diff: EditionDiff) -> list[str]:
    """The changes between two editions, by kind, with a summary line first."""
    from judge_cli.cr.diff import KINDS

    labels = {"added": _("Added"), "removed": _("Removed"), "renumbered": _("Renumbered"),
              "reworded": _("Reworded")}
    counts = ", ".join(f"{labels[kind].lower()} {len(diff.of_kind(kind))}" for kind in KINDS)
    old_scope, new_scope = diff.scope
    if old_scope or new_scope:
        head = _("Comprehensive Rules {old} → {new}, {old_rule} → {new_rule}: {counts}").format(
            old=diff.old, new=diff.new, old_rule=old_scope or "—", new_rule=new_scope or "—", counts=counts)
    else:
        head = _("Comprehensive Rules {old} → {new}: {counts}").format(old=diff.old, new=diff.new, counts=counts)
    lines = [head]
    if diff.glossary:
        lines.append(INDENT + _("glossary: {counts}").format(counts=", ".join(
            f"{labels[kind].lower()} {sum(1 for c in diff.glossary if c.kind == kind)}"
            for kind in ("added", "removed", "reworded"))))
    if diff.empty:
        lines.append(INDENT + _("No differences."))
    for kind in ("renumbered", "reworded", "added", "removed"):
        changes = diff.of_kind(kind)
        if changes:
            lines.append("")
            lines.append(f"{labels[kind]} ({len(changes)}):")
            lines.extend(INDENT + line for change in changes for line in change_lines(change))
    for kind in ("added", "removed", "reworded"):
        changes = [change for change in diff.glossary if change.kind == kind]
        if changes:
            lines.append("")
            lines.append(_("Glossary, {kind} ({count}):").format(kind=labels[kind].lower(), count=len(changes)))
            lines.extend(INDENT + line for change in changes for line in _glossary_change(change))
    return lines


def _glossary_change(change: Change) -> list[str]:
    if change.kind == "added":
        return [f"+ {change.new}: {one_line(change.new_text, 160)}"]
    if change.kind == "removed":
        return [f"- {change.old}: {one_line(change.old_text, 160)}"]
    return [f"~ {change.new}: " + render_ops(change.ops).replace("\n", " ")]


def counts_line(counts: dict[str, int]) -> str:
    """``9 sections, 146 chapters, 1,157 rules, 1,957 subrules, 725 glossary terms``."""
    return ", ".join((
        ngettext("{count} section", "{count} sections", counts["section"]).format(count=counts["section"]),
        ngettext("{count} chapter", "{count} chapters", counts["chapter"]).format(count=counts["chapter"]),
        ngettext("{count} rule", "{count} rules", counts["rule"]).format(count=counts["rule"]),
        ngettext("{count} subrule", "{count} subrules", counts["subrule"]).format(count=counts["subrule"]),
        ngettext("{count} glossary term", "{count} glossary terms", counts["glossary"]).format(
            count=counts["glossary"]),
    ))


def import_lines(result: Imported, file_name: str) -> list[str]:
    """The summary of one imported file."""
    import re

    edition = result.edition
    lines = [_("Imported the Comprehensive Rules effective {date} from {file}.").format(
        date=edition.key, file=file_name)]
    lines.append(INDENT + _("read as {encoding}, {line_ends} line ends").format(
        encoding=edition.encoding, line_ends=edition.line_ends or "—"))
    lines.append(INDENT + counts_line(edition.counts()))
    named = re.search(r"(\d{4})-?(\d{2})-?(\d{2})", file_name)
    if named and "-".join(named.groups()) != edition.key:
        lines.append(INDENT + _("the file is named for {named}; the rules inside say they are effective {date}").format(
            named="-".join(named.groups()), date=edition.key))
    if edition.pre_renumbering:
        lines.append(INDENT + pre_renumbering_note())
    if result.replaced:
        lines.append(INDENT + _("Replaced the earlier import of this edition."))
    lines.append(INDENT + _("{seconds} s, {size}; stored in {path}").format(
        seconds=f"{result.seconds:.2f}", size=_size(result.bytes), path=result.path))
    return lines


def _size(count: int) -> str:
    return _("+{size} MB").format(size=f"{count / 1e6:.2f}") if count >= 0 else _("{size} MB").format(
        size=f"{count / 1e6:.2f}")


def editions_lines(infos: list[EditionInfo]) -> list[str]:
    """One line per imported edition: date, file, encoding, line ends, size, pre-renumbering."""
    lines = []
    for info in infos:
        line = f"{info.key}  {info.source:<16} {info.encoding}, {info.line_ends}; " + counts_line(info.counts)
        if info.pre_renumbering:
            line += "; " + pre_renumbering_note()
        if info.shipped:
            line += "; " + _("shipped with judge-cli")
        lines.append(line)
    return lines
