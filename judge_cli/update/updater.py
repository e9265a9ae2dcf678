"""``judge update``: check what MTGJSON and Wizards (or a mirror) publish, download what is new, verify it and
import it with the usual importers.

What is current is skipped: the card data by its published SHA-256 (the one
imported last is kept in ``<data dir>/update.json``, and the store must still
hold that source), the rules by their effective date (an edition judge-cli
has, imported or shipped, is not imported again; the address of a text known
to be current is remembered so the next check needs no download).

Everything new is downloaded and verified before anything is imported, into
``<data dir>/downloads``: a checksum that does not match, an error page
instead of data, a download cut short after every retry is an error (exit 2)
with the previous data untouched and the partial file removed.  Only an
interrupted run (Ctrl-C, a lost machine) leaves its partial download, with
what it was, for the next run to resume.  Imports are each atomic
(:mod:`judge_cli.importing`, :func:`judge_cli.cr.store.import_into`).
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from judge_cli.errors import DownloadError
from judge_cli.i18n import _
from judge_cli.update.http import Client, Progress
from judge_cli.update.sources import CARDS, MTGJSON_URL, RULES, RULES_PAGE, Offer, mirror_offers, remote_offers

if TYPE_CHECKING:  # pragma: no cover - typing only
    from judge_cli.corpus.model import Corpus
    from judge_cli.cr.store import Imported
    from judge_cli.importing import BuildResult

STATE_FILE = "update.json"
DOWNLOADS = "downloads"
#: The source key an AllPrintings import gets (``judge_cli.importers.mtgjson.source_stem``).
CARDS_SOURCE = "mtgjson:AllPrintings"
_XZ_MAGIC = b"\xfd7zXZ\x00"


class Reporter(Protocol):
    """What the command line shows while an update runs."""

    def line(self, text: str) -> None:
        """A line of what is being done (one per step)."""

    def download(self, name: str) -> Progress | None:
        """A progress callback for downloading ``name`` (None: no progress shown)."""

    def download_done(self) -> None:
        """The download shown since :meth:`download` is over (clear its bar)."""

    def reading(self, name: str) -> Progress | None:
        """A progress callback for importing the file ``name`` (the importers' ``progress_for``)."""

    def phase(self, message: str) -> None:
        """What the card import does now (saving, merging, writing)."""


@dataclass(frozen=True)
class Settings:
    """Where to look and how to download; the defaults are MTGJSON's and Wizards' real addresses."""

    mtgjson_url: str = MTGJSON_URL
    rules_page: str = RULES_PAGE
    source: str | None = None  #: ``--from``: a folder or an http(s) URL of a folder
    client: Client = field(default_factory=Client)


@dataclass
class Item:
    """One file a source offers, and what judge-cli has of it."""

    offer: Offer
    new: bool
    status: str  #: one line: what is published and what judge-cli has
    staged: Path | None = None  #: the file to import (downloaded, or the mirror's own)
    sha256: str | None = None  #: of the file to import, once known
    edition: str | None = None  #: a rules text's effective date, once read


@dataclass
class Outcome:
    """What an update did."""

    items: list[Item]
    cards: BuildResult | None = None
    rules: Imported | None = None

    @property
    def new(self) -> bool:
        """True when something new was found (``--check`` exits 1)."""
        return any(item.new for item in self.items)


class Updater:
    """One run of ``judge update`` on the data directory ``base``; ``editions`` are the CR editions judge-cli
    has (date -> True when shipped with it) and ``seed`` the shipped corpus (for the card import), or a function
    that loads it: a check, or an update of the rules alone, never does."""

    def __init__(self, settings: Settings, base: Path, seed: Corpus | Callable[[], Corpus], editions: dict[str, bool],
                 reporter: Reporter) -> None:
        self.settings, self.base, self.editions, self.say = settings, base, editions, reporter
        self._seed = seed
        self.state = _load_state(base / STATE_FILE)
        self.downloads = base / DOWNLOADS

    @property
    def seed(self) -> Corpus:
        """The shipped corpus (loaded now if it was given as a function)."""
        if callable(self._seed):
            self._seed = self._seed()
        return self._seed

    def check(self) -> list[Item]:
        """What the source offers, each item marked new or current (reads only what deciding needs: the
        checksum, the rules page, and a rules text whose address is new)."""
        client = self.settings.client
        source = self.settings.source
        offers = mirror_offers(client, source) if source else remote_offers(
            client, self.settings.mtgjson_url, self.settings.rules_page)
        return [self._check_cards(offer) if offer.kind == CARDS else self._check_rules(offer) for offer in offers]

    def run(self, *, check_only: bool = False) -> Outcome:
        """Check, then (unless ``check_only``) download, verify and import what is new."""
        try:
            items = self.check()
            for item in items:
                self.say.line(item.status)
            outcome = Outcome(items)
            if check_only:
                return outcome
            for item in items:
                if item.new and item.offer.kind == CARDS:
                    self._fetch_cards(item)
            for item in items:
                if item.new and item.offer.kind == CARDS:
                    outcome.cards = self._import_cards(item)
                elif item.new:
                    outcome.rules = self._import_rules(item)
                elif item.offer.kind == RULES and item.offer.url:  # current by its date: no download next time
                    self._remember(RULES, {"url": item.offer.url, "effective": item.edition})
            return outcome
        finally:
            self._clean(keep_partial=True)

    # --- the card data ------------------------------------------------------------------------------

    def _check_cards(self, offer: Offer) -> Item:
        had = self.state.get(CARDS, {}).get("sha256")
        imported = CARDS_SOURCE in _source_keys(self.base)
        published = offer.sha256
        if offer.path is not None:  # a local file: its checksum is cheap to know, and to verify now
            actual = file_sha256(offer.path)
            if published is not None and actual != published:
                raise _mismatch(offer, actual, published)
            published = actual
        if published is not None and published == had and imported:
            return Item(offer, False, _("card data: up to date ({name}, SHA-256 {digest}…)").format(
                name=offer.name, digest=published[:12]), sha256=published)
        if published is None:
            return Item(offer, True, _("card data: {name} has no published checksum; it is downloaded to compare")
                        .format(name=offer.name))
        return Item(offer, True, _("card data: new {name} (SHA-256 {digest}…; imported: {had})").format(
            name=offer.name, digest=published[:12], had=f"{had[:12]}…" if had and imported else _("none")),
            sha256=published)

    def _fetch_cards(self, item: Item) -> None:
        """Download (resuming an interrupted run's part) and verify the card data; a local file is used as is."""
        offer = item.offer
        if offer.path is not None:
            item.staged = offer.path
            return
        assert offer.url is not None
        self.downloads.mkdir(parents=True, exist_ok=True)
        part = self.downloads / (offer.name + ".part")
        about = part.with_name(part.name + ".json")
        meta = _load_state(about)
        if part.exists() and meta.get("url") == offer.url and meta.get("sha256") == offer.sha256 and offer.sha256:
            self.say.line(_("resuming {name} at {size}").format(name=offer.name, size=megabytes(part.stat().st_size)))
        else:
            _remove(part, about)
        _write_json(about, {"url": offer.url, "sha256": offer.sha256})
        self.say.line(_("downloading {address}").format(address=offer.url))
        try:
            validator = self.settings.client.download(offer.url, part, progress=self.say.download(offer.name),
                                                      validator=meta.get("validator"))
            _write_json(about, {"url": offer.url, "sha256": offer.sha256, "validator": validator})
        except DownloadError:
            _remove(part, about)  # failed, not interrupted: nothing is left behind
            raise
        finally:
            self.say.download_done()
        try:
            actual = file_sha256(part)
            with open(part, "rb") as handle:
                head = handle.read(len(_XZ_MAGIC))
            if offer.sha256 is not None and actual != offer.sha256:
                raise _mismatch(offer, actual, offer.sha256)
            if head != _XZ_MAGIC:
                raise DownloadError(_("this is not xz-compressed data; nothing was imported"), source=offer.url)
        except DownloadError:
            _remove(part, about)
            raise
        staged = self.downloads / offer.name
        part.replace(staged)
        about.unlink(missing_ok=True)
        item.staged, item.sha256 = staged, actual
        self.say.line(_("downloaded {name}: {size}, SHA-256 {digest}… {verified}").format(
            name=offer.name, size=megabytes(staged.stat().st_size), digest=actual[:12],
            verified=_("(matches the published checksum)") if offer.sha256 else _("(no checksum published)")))

    def _import_cards(self, item: Item) -> BuildResult | None:
        from judge_cli.importing import import_files

        assert item.staged is not None and item.sha256 is not None
        if item.offer.sha256 is None and item.sha256 == self.state.get(CARDS, {}).get("sha256") \
                and CARDS_SOURCE in _source_keys(self.base):
            self.say.line(_("card data: {name} is the one imported last; nothing to do").format(name=item.offer.name))
            return None
        result = import_files("mtgjson", [item.staged], self.seed, base=self.base, progress_for=self.say.reading,
                              phase=self.say.phase)
        self._remember(CARDS, {"sha256": item.sha256, "from": item.offer.where})
        return result

    # --- the Comprehensive Rules ----------------------------------------------------------------------

    def _check_rules(self, offer: Offer) -> Item:
        known = self.state.get(RULES, {})
        # Wizards' links carry the date, so a link seen before is a text seen before; a mirror's fixed name is not.
        dated = self.settings.source is None
        if dated and offer.url is not None and offer.url == known.get("url") \
                and known.get("effective") in self.editions:
            return Item(offer, False, _("Comprehensive Rules: up to date ({name}, effective {date})").format(
                name=offer.name, date=known["effective"]), edition=known["effective"])
        staged = self._rules_text(offer)
        from judge_cli.cr.parser import read_cr_date

        key = read_cr_date(staged, offer.where).isoformat()  # the checks of an import, not its parse
        if key in self.editions:
            where = _("shipped with judge-cli") if self.editions[key] else _("imported")
            return Item(offer, False, _("Comprehensive Rules: up to date ({name} is effective {date}, {where})")
                        .format(name=offer.name, date=key, where=where), staged=staged, edition=key)
        newest = max(self.editions, default=None)
        return Item(offer, True, _("Comprehensive Rules: new edition effective {date} ({name}; newest here: {had})")
                    .format(date=key, name=offer.name, had=newest or _("none")), staged=staged, edition=key)

    def _rules_text(self, offer: Offer) -> Path:
        """The rules text as a file: the mirror's own, or downloaded (about 1 MB) into the downloads folder."""
        if offer.path is not None:
            return offer.path
        from judge_cli.cr.encoding import MAX_FILE_BYTES

        assert offer.url is not None
        body = self.settings.client.fetch(offer.url, MAX_FILE_BYTES).body
        self.downloads.mkdir(parents=True, exist_ok=True)
        staged = self.downloads / offer.name
        staged.write_bytes(body)
        return staged

    def _import_rules(self, item: Item) -> Imported:
        from judge_cli.cr.store import cr_dir, import_into

        assert item.staged is not None
        imported = import_into(item.staged, cr_dir(self.base), display=item.offer.name)
        self._remember(RULES, {"url": item.offer.url, "effective": imported.edition.key,
                               "from": item.offer.where})
        return imported

    # --- bookkeeping ------------------------------------------------------------------------------------

    def _remember(self, kind: str, values: dict[str, Any]) -> None:
        """Record what was imported (or found current) in ``update.json``, at once."""
        self.state[kind] = {**values, "at": dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat()}
        _write_json(self.base / STATE_FILE, self.state)

    def _clean(self, *, keep_partial: bool) -> None:
        """Remove downloaded files (kept: a partial download an interrupted run may resume)."""
        if not self.downloads.is_dir():
            return
        for path in self.downloads.iterdir():
            if keep_partial and (path.name.endswith(".part") or path.name.endswith(".part.json")):
                continue
            _remove(path)
        with suppress(OSError):
            self.downloads.rmdir()  # only when empty


def file_sha256(path: Path) -> str:
    """The SHA-256 of the file at ``path``, hexadecimal."""
    import hashlib  # here: a check of a local mirror's rules hashes nothing, and OpenSSL costs ~3 ms

    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def megabytes(size: int) -> str:
    """``112.4 MB``."""
    return _("{size} MB").format(size=f"{size / 1e6:,.1f}")


def _mismatch(offer: Offer, actual: str, published: str) -> DownloadError:
    return DownloadError(_("checksum mismatch: the file's SHA-256 is {actual}… but {checksum} says {published}…; "
                           "nothing was imported").format(actual=actual[:12], checksum=offer.name + ".sha256",
                                                          published=published[:12]), source=offer.where)


def _source_keys(base: Path) -> set[str]:
    from judge_cli.store.info import source_keys

    return source_keys(base)


def _load_state(path: Path) -> dict[str, Any]:
    """A small JSON file of ours, or {} when it is absent or unreadable (it only saves work)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _write_json(path: Path, data: dict[str, Any]) -> None:
    from judge_cli.fsutil import replacing

    with replacing(path) as temporary:
        temporary.write_text(json.dumps(data, indent=1, sort_keys=True), encoding="utf-8")


def _remove(*paths: Path) -> None:
    for path in paths:
        with suppress(OSError):
            path.unlink()

