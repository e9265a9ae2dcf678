"""Where ``judge update`` finds the newest card data and Comprehensive Rules: MTGJSON and Wizards of the Coast,
or a mirror (a folder, or an ``http(s)`` URL of a folder) that holds the same files.

* MTGJSON publishes ``AllPrintings.json.xz`` with its SHA-256 beside it
  (``AllPrintings.json.xz.sha256``): the checksum tells whether the data
  changed, before anything large is downloaded.
* Wizards' rules page links the current rules text (``MagicCompRules
  20260116.txt``); the link is found on the page, never guessed.
* A mirror holds any of ``AllPrintings.json.xz`` (+ ``.sha256``) and
  ``MagicCompRules.txt`` — a tournament organiser's copy at a venue without
  internet, or a USB stick.  A local folder may keep Wizards' dated name.
"""

from __future__ import annotations

import re
import urllib.parse
from dataclasses import dataclass
from pathlib import Path

from judge_cli.errors import DownloadError, UsageError
from judge_cli.i18n import _
from judge_cli.update.http import Client

#: MTGJSON's folder of files (version 5).
MTGJSON_URL = "https://mtgjson.com/api/v5/"
#: Wizards of the Coast's page that links the current Comprehensive Rules.
RULES_PAGE = "https://magic.wizards.com/en/rules"
ALL_PRINTINGS = "AllPrintings.json.xz"
CHECKSUM = ALL_PRINTINGS + ".sha256"
#: The rules text's name in a mirror.
MIRROR_RULES = "MagicCompRules.txt"
CARDS, RULES = "cards", "rules"
#: Largest rules page and checksum file read (a rules text is read up to the CR importer's limit).
PAGE_LIMIT = 5_000_000
CHECKSUM_LIMIT = 4096

_HREF = re.compile(rb"""href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))""", re.IGNORECASE)
_SHA256 = re.compile(r"^[0-9a-fA-F]{64}$")
_DATE = re.compile(r"(?<!\d)(\d{8})(?!\d)")


@dataclass
class Offer:
    """A file a source offers: where it is (an address or a local path) and its published checksum."""

    kind: str  #: :data:`CARDS` or :data:`RULES`
    name: str  #: the file's name, as it is imported (the source key and the edition's file come from it)
    where: str  #: its address or path, for messages
    url: str | None = None
    path: Path | None = None
    sha256: str | None = None  #: as published beside it (lower case), when it is


def is_url(source: str) -> bool:
    """True for an ``http://`` or ``https://`` address."""
    return urllib.parse.urlsplit(source).scheme.lower() in ("http", "https")


def folder_url(url: str) -> str:
    """``url`` ending with ``/``, so file names join onto it."""
    return url if url.endswith("/") else url + "/"


def read_checksum(body: bytes, where: str) -> str:
    """The SHA-256 a ``.sha256`` file gives (its first word: ``sha256sum`` adds the file's name after it)."""
    words = body.decode("utf-8", "replace").split()
    if not words or not _SHA256.match(words[0]):
        raise DownloadError(_("this is not a SHA-256 checksum (64 hexadecimal digits)"), source=where)
    return words[0].lower()


def find_rules_link(page: bytes, page_url: str) -> str | None:
    """The address of the Comprehensive Rules text linked from ``page``: a link to a ``.txt`` file, one
    naming the rules (``MagicCompRules``) first, the newest date in its name first; None when there is none."""
    from html import unescape  # here: a mirror's check reads no page

    found: list[str] = []
    for match in _HREF.finditer(page):
        raw = next(group for group in match.groups() if group is not None)
        href = unescape(raw.decode("utf-8", "replace")).strip()
        address = urllib.parse.urljoin(page_url, href)
        parts = urllib.parse.urlsplit(address)
        path = urllib.parse.unquote(parts.path)
        if parts.scheme.lower() in ("http", "https") and path.lower().endswith(".txt") and address not in found:
            found.append(address)
    if not found:
        return None

    def rank(address: str) -> tuple[bool, str]:
        name = file_name(address)
        dates = _DATE.findall(name)
        return "comprules" in name.lower().replace(" ", ""), max(dates) if dates else ""

    return max(found, key=rank)  # max keeps the first of equals: the page's order


def file_name(address: str) -> str:
    """The file name at the end of an address, decoded (``MagicCompRules%2020260116.txt`` -> with a space)."""
    return urllib.parse.unquote(urllib.parse.urlsplit(address).path.rsplit("/", 1)[-1]) or address


def remote_offers(client: Client, mtgjson_url: str, rules_page: str) -> list[Offer]:
    """What MTGJSON and Wizards publish now (two small requests: the checksum and the rules page)."""
    base = folder_url(mtgjson_url)
    checksum_url = urllib.parse.urljoin(base, CHECKSUM)
    checksum = read_checksum(client.fetch(checksum_url, CHECKSUM_LIMIT).body, checksum_url)
    data_url = urllib.parse.urljoin(base, ALL_PRINTINGS)
    cards = Offer(CARDS, ALL_PRINTINGS, data_url, url=data_url, sha256=checksum)
    page = client.fetch(rules_page, PAGE_LIMIT, html_ok=True)
    link = find_rules_link(page.body, page.url)
    if link is None:
        raise DownloadError(_("no link to the Comprehensive Rules text (.txt) on this page"), source=rules_page)
    return [cards, Offer(RULES, file_name(link), link, url=link)]


def mirror_offers(client: Client, source: str) -> list[Offer]:
    """What a mirror holds: a local folder, or an ``http(s)`` URL of a folder (files it lacks are left out;
    a mirror holding neither file is a DownloadError)."""
    offers = _url_offers(client, folder_url(source)) if is_url(source) else _folder_offers(Path(source))
    if not offers:
        raise DownloadError(_("holds neither {cards} nor {rules}").format(cards=ALL_PRINTINGS, rules=MIRROR_RULES),
                            source=source)
    return offers


def _url_offers(client: Client, base: str) -> list[Offer]:
    offers = []
    checksum_url = urllib.parse.urljoin(base, CHECKSUM)
    data_url = urllib.parse.urljoin(base, ALL_PRINTINGS)
    body = _if_there(client, checksum_url)
    if body is not None or client.exists(data_url):
        offers.append(Offer(CARDS, ALL_PRINTINGS, data_url, url=data_url,
                            sha256=read_checksum(body, checksum_url) if body is not None else None))
    rules_url = urllib.parse.urljoin(base, MIRROR_RULES)
    if client.exists(rules_url):
        offers.append(Offer(RULES, MIRROR_RULES, rules_url, url=rules_url))
    return offers


def _if_there(client: Client, url: str) -> bytes | None:
    """The body at ``url``, or None when the server says it has no such file (HTTP 404)."""
    try:
        return client.fetch(url, CHECKSUM_LIMIT).body
    except DownloadError as error:
        if error.status == 404:
            return None
        raise


def _folder_offers(folder: Path) -> list[Offer]:
    if not folder.is_dir():
        raise UsageError(_("{source} is neither a folder nor an http(s) address").format(source=folder))
    offers = []
    data = folder / ALL_PRINTINGS
    if data.is_file():
        checksum = folder / CHECKSUM
        published = read_checksum(checksum.read_bytes()[:CHECKSUM_LIMIT], str(checksum)) if checksum.is_file() \
            else None
        offers.append(Offer(CARDS, ALL_PRINTINGS, str(data), path=data, sha256=published))
    rules = folder / MIRROR_RULES
    if not rules.is_file():  # Wizards' own name, as downloaded: the newest date
        named = sorted((path for path in folder.glob("MagicCompRules*.txt") if path.is_file()),
                       key=lambda path: (_DATE.findall(path.name) or [""])[-1])
        rules = named[-1] if named else rules
    if rules.is_file():
        offers.append(Offer(RULES, rules.name, str(rules), path=rules))
    return offers

