"""``judge update [--from SOURCE] [--check]``: fetch and import the newest card data and Comprehensive Rules."""

# No "from __future__ import annotations": typer evaluates the Annotated options, which use locals.

import sys
import time
from typing import Annotated, Any

import typer

from judge_cli.cli.common import echo
from judge_cli.cli.context import run_context
from judge_cli.i18n import _, ngettext

#: Seconds between two redraws of the download bar.
_REDRAW = 0.1
#: Without a terminal, a line at each of these shares of a download.
_MILESTONES = (0.25, 0.5, 0.75)


def _clock(seconds: float) -> str:
    """``1:05`` (minutes and seconds) or ``1:02:05``."""
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"


class _DownloadBar:
    """Progress of one download: a bar on stderr with bytes, rate and time left on a terminal, else a plain line
    at each quarter on stdout (with the other lines of what is done, so stderr holds only an error)."""

    def __init__(self, name: str, terminal: bool) -> None:
        self.name, self.terminal = name, terminal
        self.started = time.monotonic()
        self.first: int | None = None  #: bytes there when it started (a resumed download)
        self.drawn = 0.0
        self.milestones = list(_MILESTONES)

    def __call__(self, done: int, total: int | None) -> None:
        now = time.monotonic()
        if self.first is None:  # a resumed download starts past some quarters: no line for them
            self.first = done
            self.milestones = [share for share in self.milestones if not total or done < share * total]
        elapsed = max(now - self.started, 1e-6)
        rate = (done - self.first) / elapsed
        left = (total - done) / rate if total and rate > 0 else None
        amount = _("{done} of {total} MB").format(done=f"{done / 1e6:,.1f}", total=f"{total / 1e6:,.1f}") \
            if total else _("{size} MB").format(size=f"{done / 1e6:,.1f}")
        speed = _("{rate} MB/s").format(rate=f"{rate / 1e6:,.1f}")
        remaining = _("{time} left").format(time=_clock(left)) if left is not None else ""
        if self.terminal:
            if now - self.drawn < _REDRAW and (not total or done < total):
                return
            self.drawn = now
            fraction = min(1.0, done / total) if total else 0.0
            filled = round(fraction * 24)
            bar = f" [{'#' * filled}{'.' * (24 - filled)}] {fraction:4.0%}" if total else ""
            sys.stderr.write(f"\r\033[K{self.name}{bar} {amount} · {speed}" + (f" · {remaining}" if remaining else ""))
            sys.stderr.flush()
            return
        while total and self.milestones and done >= self.milestones[0] * total:
            share = self.milestones.pop(0)
            echo(_("{name}: {percent} ({amount}, {speed}, {left})").format(
                name=self.name, percent=f"{share:.0%}", amount=amount, speed=speed, left=remaining or "—"))

    def close(self) -> None:
        """Clear the bar (a terminal)."""
        if self.terminal:
            sys.stderr.write("\r\033[K")
            sys.stderr.flush()


class _Display:
    """What ``judge update`` shows while it runs (the :class:`judge_cli.update.updater.Reporter`)."""

    def __init__(self) -> None:
        from judge_cli.cli.corpuscmd import _ProgressBar

        self.terminal = sys.stderr.isatty()
        self.bar: _DownloadBar | None = None
        self.import_bar = _ProgressBar("", self.terminal)

    def line(self, text: str) -> None:
        echo(text)

    def download(self, name: str) -> _DownloadBar:
        self.bar = _DownloadBar(name, self.terminal)
        return self.bar

    def download_done(self) -> None:
        if self.bar is not None:
            self.bar.close()
            self.bar = None

    def reading(self, name: str) -> Any:
        self.import_bar.label = _("reading {file}").format(file=name)
        return self.import_bar

    def phase(self, message: str) -> None:
        self.import_bar.phase(message)

    def retry(self, address: str, reason: str, attempt: int, tries: int, wait: float) -> None:
        """A line (stdout: stderr is kept for the error, if it comes to that) before the next try; the bar goes on
        being drawn below it."""
        if self.bar is not None:
            self.bar.close()
        echo(_("{address}: {reason}; trying again in {seconds} s (try {attempt} of {tries})").format(
            address=address, reason=reason, seconds=f"{wait:g}", attempt=attempt, tries=tries))


def register(app: typer.Typer) -> None:
    """Add ``update`` to ``app``."""

    @app.command(name="update", help=_(
        "Download and import the newest card data (MTGJSON AllPrintings.json.xz, checked against its published "
        "SHA-256) and the newest Comprehensive Rules (the text Wizards' rules page links). What is current is "
        "skipped. The only command that uses the network. Exit code with --check: 0 up to date, 1 something new."))
    def update(
        ctx: typer.Context,
        source: Annotated[str | None, typer.Option(
            "--from", metavar="SOURCE", show_default=False,
            help=_("A folder, or an http(s) address of a folder, holding AllPrintings.json.xz (and its .sha256) "
                   "and/or MagicCompRules.txt: a local mirror or a USB stick instead of the internet."))] = None,
        check: Annotated[bool, typer.Option("--check", help=_(
            "Only say what would change: exit 0 when up to date, 1 when there is something new."))] = False,
        timeout: Annotated[float, typer.Option("--timeout", metavar="SECONDS", min=1.0, help=_(
            "Give up waiting for the server after this long (each try)."))] = 30.0,
        retries: Annotated[int, typer.Option("--retries", metavar="N", min=0, max=10, help=_(
            "Try a failed download this many more times, waiting longer each time."))] = 4,
    ) -> None:
        from judge_cli.update.http import Client
        from judge_cli.update.updater import Settings, Updater

        run = run_context(ctx)
        display = _Display()
        proxies, no_proxy = run.proxies()
        client = Client(timeout=timeout, retries=retries, proxies=proxies, no_proxy=no_proxy, on_retry=display.retry)
        settings = Settings(source=source, client=client, **run.update_addresses())
        with run.cr_store() as store:
            editions = {key: info.shipped for key, info in store.infos().items()}
        try:
            updater = Updater(settings, run.data_dir, lambda: run.shipped_corpus, editions, display)
            outcome = updater.run(check_only=check)
        finally:
            display.download_done()
            display.import_bar.close()
        _report(outcome, check)


def _report(outcome: Any, check: bool) -> None:
    """What was imported (the check's lines are already out); ``--check`` exits 1 when something is new."""
    from judge_cli.cli.corpuscmd import print_import_result
    from judge_cli.cr.render import import_lines

    new = sum(1 for item in outcome.items if item.new)
    if check:
        if new:
            echo(ngettext("{count} update available; run `judge update`.",
                          "{count} updates available; run `judge update`.", new).format(count=new))
            raise typer.Exit(1)
        echo(_("Everything is up to date."))
        return
    if outcome.cards is not None:
        print_import_result(outcome.cards)
    if outcome.rules is not None:
        for line in import_lines(outcome.rules, outcome.rules.edition.source):
            echo(line)
    updated = outcome.cards is not None or outcome.rules is not None
    echo(_("Updated.") if updated else _("Everything is up to date."))
