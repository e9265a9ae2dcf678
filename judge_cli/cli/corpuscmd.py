"""``judge import mtgjson|scryfall`` and ``judge corpus info|reset``: imported card data."""

# No "from __future__ import annotations": typer evaluates the Annotated options, which use locals.

import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from judge_cli.cli.common import echo, emit_json
from judge_cli.cli.context import run_context
from judge_cli.cli.crcmd import import_group
from judge_cli.i18n import _, ngettext

if TYPE_CHECKING:
    from judge_cli.importers.records import ImportSummary

_INDENT = "  "
#: Seconds between two redraws of the progress bar.
_REDRAW = 0.1


class _ProgressBar:
    """A one-line progress bar on stderr; draws nothing when stderr is not a terminal."""

    def __init__(self, label: str, enabled: bool) -> None:
        self.label = label
        self.enabled = enabled
        self.drawn = 0.0

    def __call__(self, done: int, total: int) -> None:
        now = time.monotonic()
        if not self.enabled or (now - self.drawn < _REDRAW and done < total):
            return
        self.drawn = now
        fraction = min(1.0, done / total) if total else 0.0
        filled = round(fraction * 30)
        sys.stderr.write(f"\r\033[K{self.label} [{'#' * filled}{'.' * (30 - filled)}] {fraction:4.0%} "
                         f"{_megabytes(done)}/{_megabytes(total)}")
        sys.stderr.flush()

    def phase(self, message: str) -> None:
        """Replace the bar by what the import does now."""
        if self.enabled:
            sys.stderr.write(f"\r\033[K{message}…")
            sys.stderr.flush()

    def close(self) -> None:
        """Clear the line."""
        if self.enabled:
            sys.stderr.write("\r\033[K")
            sys.stderr.flush()


def _megabytes(size: int | None) -> str:
    return _("{size} MB").format(size=f"{(size or 0) / 1e6:,.1f}")


def _left_out(counts: dict[str, int]) -> dict[str, int]:
    """The reasons entries were left out (``tokens``…), in the interface language."""
    labels = {"art series cards": _("art series cards"), "tokens": _("tokens"), "emblems": _("emblems")}
    return {labels.get(reason, reason): count for reason, count in counts.items()}


def _left_out_lines(skipped: dict[str, int], places: dict[str, list[str]]) -> list[str]:
    """``left out: tokens 30`` for what is not a card, then a line per kind of odd entry with where the first
    ones are: ``left out: 1 entry without a type line (data.UGL.cards[88])``."""
    from judge_cli.importers.records import NO_NAME, NO_TYPE, ODD, UNKNOWN_LAYOUT, UNREADABLE

    lines = []
    not_cards = {reason: count for reason, count in skipped.items() if reason not in ODD and count}
    if not_cards:
        lines.append(_("left out: {counts}").format(counts=_count_list(_left_out(not_cards))))
    for reason in ODD:
        count = skipped.get(reason, 0)
        if not count:
            continue
        what = {
            NO_NAME: ngettext("{count} entry without a name", "{count} entries without a name", count),
            NO_TYPE: ngettext("{count} entry without a type line", "{count} entries without a type line", count),
            UNKNOWN_LAYOUT: ngettext("{count} entry with an unknown layout", "{count} entries with an unknown layout",
                                     count),
            UNREADABLE: ngettext("{count} entry with a field that cannot be read",
                                 "{count} entries with a field that cannot be read", count),
        }[reason].format(count=f"{count:,}")
        shown = places.get(reason, [])
        where = "; ".join(shown) + ("; …" if count > len(shown) else "")
        lines.append(_("left out: {what} ({where})").format(what=what, where=where) if shown else
                     _("left out: {counts}").format(counts=what))
    return lines


def _count_list(counts: dict[str, int]) -> str:
    """``Russian 1,234, Korean 1,000``: most first."""
    return ", ".join(f"{key} {value:,}" for key, value in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def _summary_lines(summary: "ImportSummary") -> list[str]:
    lines = [_("Imported {file} ({source}, {kind}): {cards} from {entries}.").format(
        file=summary.file, source=summary.source, kind=summary.kind,
        cards=ngettext("{count} card", "{count} cards", summary.cards).format(count=f"{summary.cards:,}"),
        entries=ngettext("{count} entry", "{count} entries", summary.entries).format(count=f"{summary.entries:,}"))]
    if summary.rulings:
        lines.append(_INDENT + ngettext("{count} ruling", "{count} rulings", summary.rulings).format(
            count=f"{summary.rulings:,}"))
    if summary.names:
        lines.append(_INDENT + _("printed names: {counts}").format(counts=_count_list(summary.names)))
    if summary.dropped_languages:
        lines.append(_INDENT + _("left out (language not supported): {counts}").format(
            counts=_count_list(summary.dropped_languages)))
    lines.extend(_INDENT + line for line in _left_out_lines(summary.skipped, summary.skipped_at))
    if summary.variants:
        lines.append(_INDENT + ngettext(
            "{count} printing has another Oracle text than the first one kept (variant cards)",
            "{count} printings have another Oracle text than the first one kept (variant cards)",
            summary.variants).format(count=f"{summary.variants:,}"))
    if summary.unmatched_rulings:
        lines.append(_INDENT + ngettext(
            "{count} ruling names an Oracle id of no imported card (kept for a later card import)",
            "{count} rulings name an Oracle id of no imported card (kept for a later card import)",
            summary.unmatched_rulings).format(count=f"{summary.unmatched_rulings:,}"))
    return lines


def _identity(base: Path) -> tuple[int, int] | None:
    """Which store file is in place (inode, modification time), to tell whether an import replaced it."""
    from judge_cli.store.db import store_path

    try:
        found = store_path(base).stat()
    except OSError:
        return None
    return found.st_ino, found.st_mtime_ns


def _run_import(ctx: typer.Context, kind: str, files: list[Path]) -> None:
    from judge_cli.importing import import_files

    bar = _ProgressBar("", sys.stderr is not None and sys.stderr.isatty())

    def progress_for(name: str) -> _ProgressBar:
        bar.label = _("reading {file}").format(file=name)
        return bar

    run = run_context(ctx)
    before = _identity(run.data_dir)
    try:
        result = import_files(kind, files, run.shipped_corpus, base=run.data_dir, progress_for=progress_for,
                              phase=bar.phase)
    except KeyboardInterrupt:  # the import's temporary file is gone already (fsutil.swapping_in)
        from judge_cli.errors import Interrupted

        if _identity(run.data_dir) == before:
            raise Interrupted(_("interrupted: nothing was imported; the data directory is as it was")) from None
        raise Interrupted(_("interrupted after the new data was stored")) from None
    finally:
        bar.close()
    print_import_result(result)


def print_import_result(result: Any) -> None:
    """The summary of a card import (a :class:`judge_cli.importing.BuildResult`): each source, then the store."""
    for path, size in result.cleaned:
        echo(_("Removed {path} ({size}), left by an interrupted import.").format(path=path, size=_megabytes(size)))
    for summary in result.sources:
        for line in _summary_lines(summary):
            echo(line)
        if summary.source in result.replaced:
            echo(_INDENT + _("Replaced the earlier import of this source."))
    echo(_("Imported corpus: {cards}, {rulings}; stored in {path} ({size}).").format(
        cards=ngettext("{count} card", "{count} cards", result.cards).format(count=f"{result.cards:,}"),
        rulings=ngettext("{count} ruling", "{count} rulings", result.rulings).format(count=f"{result.rulings:,}"),
        path=result.path, size=_megabytes(result.path.stat().st_size)))
    if result.shipped_overlap:
        echo(_INDENT + ngettext(
            "{count} imported card is also shipped with judge-cli; the shipped version is used.",
            "{count} imported cards are also shipped with judge-cli; the shipped versions are used.",
            result.shipped_overlap).format(count=result.shipped_overlap))


def _info_lines(info: dict[str, Any]) -> list[str]:
    from judge_cli.languages import LANGUAGES

    shipped, stored, total = info["shipped"], info["imported"], info["total"]
    lines = [_("Data directory: {path}").format(path=info["data_dir"]),
             _("Shipped corpus: {cards}, {rulings} ({path})").format(
                 cards=ngettext("{count} card", "{count} cards", shipped["cards"]).format(count=shipped["cards"]),
                 rulings=ngettext("{count} ruling", "{count} rulings", shipped["rulings"]).format(
                     count=shipped["rulings"]), path=shipped["path"])]
    if stored is None:
        lines.append(_("Imported cards: none (judge import mtgjson FILE, judge import scryfall FILE…)"))
    elif "unreadable" in stored:
        lines.append(_("Imported cards: {problem}").format(problem=stored["unreadable"]))
    elif stored["damaged"]:
        lines.append(_("Imported cards: {path} is damaged ({problem}); run `judge corpus reset` "
                       "and import again").format(path=stored["path"], problem=stored.get("problem", "?")))
    else:
        lines.append(_("Imported: {cards} cards, {rulings} rulings, {names} names indexed; {path} ({size})").format(
            cards=f"{stored['cards']:,}", rulings=f"{stored['rulings']:,}", names=f"{stored['names_indexed']:,}",
            path=stored["path"], size=_megabytes(stored["bytes"])))
        lines.append(_("Sources:"))
        for source in stored["sources"]:
            lines.append(_INDENT + _("{source}: {file} ({kind}), imported {date}: {cards} cards, {rulings} rulings")
                         .format(source=source["source"], file=source["file"], kind=source["kind"],
                                 date=source["imported_at"][:16].replace("T", " ") + " UTC",
                                 cards=f"{source['cards']:,}",
                                 rulings=f"{source['rulings']:,}"))
            if source.get("dropped_languages"):
                lines.append(_INDENT * 2 + _("left out (language not supported): {counts}").format(
                    counts=_count_list(source["dropped_languages"])))
            lines.extend(_INDENT * 2 + line for line in _left_out_lines(source.get("skipped", {}),
                                                                         source.get("skipped_at", {})))
    lines.append(_("All cards: {cards}, rulings: {rulings}").format(
        cards=f"{total['cards']:,}", rulings=f"{total['rulings']:,}"))
    lines.append(_("Card names per language: {counts}").format(
        counts=" · ".join(f"{lang} {total['names'][lang]:,}" for lang in LANGUAGES)))
    temporary = info.get("temporary") or {"files": []}
    for item in temporary["files"]:
        if temporary["import_running"]:
            lines.append(_("An import is running: {path} ({size} so far)").format(
                path=item["path"], size=_megabytes(item["bytes"])))
        else:
            lines.append(_("Left by an interrupted import: {path} ({size}); the next import removes it").format(
                path=item["path"], size=_megabytes(item["bytes"])))
    editions = info["cr"]["editions"]
    if editions:
        lines.append(_("Comprehensive Rules editions: {editions} ({path}, {size})").format(
            editions=", ".join(e["effective"] for e in editions), path=info["cr"]["path"],
            size=_megabytes(info["cr"]["bytes"])))
    else:
        lines.append(_("Comprehensive Rules editions: none (judge import cr FILE)"))
    for edition in info["cr"].get("shipped", []):
        lines.append(_("Comprehensive Rules shipped with judge-cli: effective {date} ({file})").format(
            date=edition["effective"], file=edition["source"]))
    return lines


def register(app: typer.Typer) -> None:
    """Add ``import mtgjson``, ``import scryfall``, ``corpus info`` and ``corpus reset`` to ``app``."""
    importer = import_group(app)

    @importer.command(name="mtgjson", help=_(
        "Import an MTGJSON AllPrintings, AtomicCards or set file (.json, .json.gz, .bz2, .xz). "
        "Importing a file of the same name again replaces it."))
    def import_mtgjson(
        ctx: typer.Context,
        file: Annotated[Path, typer.Argument(help=_("The MTGJSON file."), show_default=False)],
    ) -> None:
        _run_import(ctx, "mtgjson", [file])

    @importer.command(name="scryfall", help=_(
        "Import Scryfall bulk data files: Oracle Cards, Default Cards or All Cards, and Rulings "
        "(told apart by their content). Importing a file of the same name again replaces it."))
    def import_scryfall(
        ctx: typer.Context,
        files: Annotated[list[Path], typer.Argument(metavar="FILE...", help=_("Scryfall bulk data files."),
                                                    show_default=False)],
    ) -> None:
        _run_import(ctx, "scryfall", files)

    group = typer.Typer(name="corpus", help=_("Show or remove the imported card data."), no_args_is_help=True)
    app.add_typer(group, name="corpus")

    @group.command(name="info", help=_(
        "Show the imported sources, Comprehensive Rules editions, counts per language and sizes on disk."))
    def info(ctx: typer.Context,
             as_json: Annotated[bool, typer.Option("--json", help=_("Print JSON."))] = False) -> None:
        from judge_cli.store.info import corpus_info

        run = run_context(ctx)
        data = corpus_info(run.shipped_corpus, run.data_dir, run.shipped_cr, cache_dir=run.cache_dir)
        if as_json:
            emit_json(data)
            return
        for line in _info_lines(data):
            echo(line)

    @group.command(name="reset", help=_(
        "Remove every imported card, ruling and Comprehensive Rules edition; the corpus shipped with "
        "judge-cli stays. Asks first on a terminal; --yes confirms in scripts."))
    def reset(ctx: typer.Context, yes: Annotated[bool, typer.Option(
            "--yes", "-y",
            help=_("Remove without asking (needed when standard input is not a terminal)."))] = False) -> None:
        from judge_cli.store.info import reset_plan, reset_store

        base = run_context(ctx).data_dir
        plan = reset_plan(base)
        if not plan:
            echo(_("Nothing to remove: no data has been imported."))
            return
        if not yes and not _confirmed(plan):
            echo(_("Nothing was removed."))
            raise typer.Exit(1)
        for item in reset_store(base):
            if item["what"] == "cards":
                echo(_("Removed the imported cards ({cards} cards, {rulings} rulings): {path} ({size})").format(
                    cards=item["cards"] if item["cards"] is not None else "?",
                    rulings=item["rulings"] if item["rulings"] is not None else "?",
                    path=item["path"], size=_megabytes(item["bytes"])))
            else:
                echo(_("Removed the Comprehensive Rules effective {date}: {path}").format(
                    date=item["effective"], path=item["path"]))
        echo(_("The corpus shipped with judge-cli is still there."))


def _confirmed(plan: list[dict[str, Any]]) -> bool:
    """Ask on the terminal whether to remove ``plan``; UsageError when there is no terminal to ask on."""
    from judge_cli.cli.output import flush_out, write_out
    from judge_cli.errors import UsageError

    if sys.stdin is None or not sys.stdin.isatty():
        raise UsageError(_("judge corpus reset removes your imported data; run it with --yes to confirm "
                           "(standard input is not a terminal to ask on)"))
    size = sum(item["bytes"] for item in plan)
    write_out(_("Remove the imported data in {path} ({size})? [y/N] ").format(
        path=str(Path(plan[0]["path"]).parent), size=_megabytes(size)))
    flush_out()
    answer = sys.stdin.readline().strip().lower()
    return answer in {"y", "yes", *_("y|yes").lower().split("|")}
