"""The run context: what one run of ``judge`` takes from its environment, read once and passed down.

Like httpie's ``Environment``: the command-line layer builds one
:class:`RunContext` from ``os.environ`` (in :func:`judge_cli.cli.app.main`, or
for each invocation of an app built by the tests) and each command adds its
own options (``--lang``, ``--cr-edition``).  Nothing below ``judge_cli.cli``
reads an environment variable: the core gets a data directory, a corpus, an
edition as plain parameters.

The heavy things (the corpus, the name index, the imported CR edition, the
citation re-binder) are properties loaded on first use and kept for the run,
so a command that does not need the corpus never loads it; their modules are
imported inside the properties to keep start-up lean.

Environment variables read here, and nowhere else:

``JUDGE_LANG``, ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``
    the interface language (see :func:`judge_cli.i18n.choose_language`);
    ``JUDGE_LANG`` also chooses the language ``judge ask`` answers in, and a
    value naming no supported language is refused (as ``--lang xx`` is).
``JUDGE_DEBUG``
    set to anything but 0: an internal error shows its traceback.
``JUDGE_DATA_DIR`` (else ``XDG_DATA_HOME``/``HOME`` through platformdirs)
    the data directory imports are stored in.
``JUDGE_CORPUS_DIR``
    a corpus folder to use instead of the shipped one.
``JUDGE_NO_CACHE``, ``XDG_CACHE_HOME`` (else ``~/.cache``)
    the parsed-corpus cache: off, or where it lives.
``JUDGE_MTGJSON_URL``, ``JUDGE_RULES_URL``
    where ``judge update`` looks instead of MTGJSON's folder and Wizards' rules page (a mirror; the tests).
``https_proxy``, ``http_proxy``, ``all_proxy``, ``no_proxy`` (or in capitals)
    the proxies ``judge update`` goes through, as curl and pip read them.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from judge_cli.errors import UsageError
from judge_cli.i18n import _, choose_language, unsupported_judge_lang
from judge_cli.languages import LANGUAGES

if TYPE_CHECKING:  # pragma: no cover - typing only: these modules load when a property is first used
    import typer

    from judge_cli.corpus.model import Corpus
    from judge_cli.cr.model import Edition
    from judge_cli.cr.store import EditionStore
    from judge_cli.rules.api import CitationBinder
    from judge_cli.rules.citations import CorpusCitations
    from judge_cli.search.index import NameLookup

APP_NAME = "judge-cli"


def user_data_dir(environ: Mapping[str, str]) -> Path:
    """Where judge-cli keeps imported data (not created here): ``JUDGE_DATA_DIR``, else the system's place.

    The system's place is ``platformdirs``' (``~/.local/share/judge-cli`` on
    Linux, ``~/Library/Application Support/judge-cli`` on macOS,
    ``%LOCALAPPDATA%\\judge-cli`` on Windows).
    """
    override = environ.get("JUDGE_DATA_DIR", "").strip()
    if override:
        return Path(override).expanduser()
    fast = _linux_data_dir(environ)
    if fast is not None:
        return fast
    import platformdirs  # only commands that touch imported data pay for it

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def _linux_data_dir(environ: Mapping[str, str]) -> Path | None:
    """platformdirs' answer on Linux in the plain cases, without importing it (~15 ms).

    Every lookup checks for imported cards, so this is on the start-up path of
    ``judge card``.  Unusual settings (a relative ``XDG_DATA_HOME`` or
    ``HOME``) and other systems are left to platformdirs.
    """
    import sys

    if not sys.platform.startswith("linux"):
        return None
    xdg = environ.get("XDG_DATA_HOME", "")
    if xdg:
        return Path(xdg) / APP_NAME if os.path.isabs(xdg) else None
    home = environ.get("HOME")
    if home is not None and not os.path.isabs(home):
        return None
    return Path(home or os.path.expanduser("~")) / ".local" / "share" / APP_NAME


def corpus_cache_dir(environ: Mapping[str, str]) -> Path | None:
    """Where parsed corpora are cached (``$XDG_CACHE_HOME/judge-cli`` or ``~/.cache/judge-cli``);
    None when ``JUDGE_NO_CACHE`` is set to anything but 0."""
    if environ.get("JUDGE_NO_CACHE", "").strip() not in ("", "0"):
        return None
    base = environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / APP_NAME


def validated_language(lang: str | None) -> str | None:
    """A ``--lang`` value checked against the supported codes (lower-cased); None stays None."""
    if lang is None:
        return None
    code = lang.strip().lower()
    if code not in LANGUAGES:
        raise UsageError(
            _("unknown language {lang!r}; supported: {supported}").format(lang=lang, supported=", ".join(LANGUAGES))
        )
    return code


class RunContext:
    """One run's settings (from the environment and the command's options) and its lazily loaded data.

    A plain class rather than a dataclass: it is built on every start-up, where a dataclass's
    generated methods cost a millisecond.  Treat it as immutable: :meth:`with_options` makes a new one.
    """

    def __init__(self, *, interface_lang: str = "en", interface_chosen: bool = False, judge_lang: str | None = None,
                 content_lang: str | None = None, corpus_dir: Path | None = None, cache_dir: Path | None = None,
                 cr_edition: str | None = None, environ: Mapping[str, str] | None = None,
                 use_store: bool = True) -> None:
        #: The language of messages and help (gettext catalogs).
        self.interface_lang = interface_lang
        #: True when the user chose the interface language (``JUDGE_LANG`` or a locale), not the English default.
        self.interface_chosen = interface_chosen
        #: The supported language ``JUDGE_LANG`` names ("en" for an unsupported value); None when it is not set.
        self.judge_lang = judge_lang
        #: ``--lang``: the language of the content shown (None: each command's default).
        self.content_lang = content_lang
        #: ``JUDGE_CORPUS_DIR``: a corpus folder instead of the shipped one (None: the shipped corpus).
        self.corpus_dir = corpus_dir
        #: Where parsed corpora are cached; None: no cache (``JUDGE_NO_CACHE``).
        self.cache_dir = cache_dir
        #: ``--cr-edition``: the imported CR edition citations quote (None: the newest imported one).
        self.cr_edition = cr_edition
        #: The environment the data directory is found from (kept until it is needed: platformdirs is not free).
        self.environ: Mapping[str, str] = environ if environ is not None else {}
        #: False after the imported store was found damaged: the run goes on with the shipped corpus.
        self.use_store = use_store

    def __repr__(self) -> str:
        return (f"RunContext(interface_lang={self.interface_lang!r}, interface_chosen={self.interface_chosen!r}, "
                f"judge_lang={self.judge_lang!r}, content_lang={self.content_lang!r}, "
                f"corpus_dir={self.corpus_dir!r}, cache_dir={self.cache_dir!r}, cr_edition={self.cr_edition!r})")

    @classmethod
    def from_environ(cls, environ: Mapping[str, str], *, interface: tuple[str, bool] | None = None) -> RunContext:
        """The context of a run in ``environ``; ``interface`` = (language, chosen) when already decided."""
        language, chosen = interface if interface is not None else choose_language(environ)
        judge_lang = environ.get("JUDGE_LANG", "").strip()
        corpus_dir = environ.get("JUDGE_CORPUS_DIR", "").strip()
        return cls(
            interface_lang=language,
            interface_chosen=chosen,
            judge_lang=choose_language({"JUDGE_LANG": judge_lang})[0] if judge_lang else None,
            corpus_dir=Path(corpus_dir) if corpus_dir else None,
            cache_dir=corpus_cache_dir(environ),
            environ=dict(environ),
        )

    def with_options(self, *, lang: str | None = None, cr_edition: str | None = None) -> RunContext:
        """A new context: this one's settings with a command's ``--lang`` (validated: UsageError) and
        ``--cr-edition`` (nothing loaded is shared: call it before using the data)."""
        return RunContext(interface_lang=self.interface_lang, interface_chosen=self.interface_chosen,
                          judge_lang=self.judge_lang, content_lang=validated_language(lang), corpus_dir=self.corpus_dir,
                          cache_dir=self.cache_dir, cr_edition=cr_edition, environ=self.environ,
                          use_store=self.use_store)

    def without_store(self) -> RunContext:
        """This context with the imported store left out (it was found damaged): the shipped corpus only."""
        return RunContext(interface_lang=self.interface_lang, interface_chosen=self.interface_chosen,
                          judge_lang=self.judge_lang, content_lang=self.content_lang, corpus_dir=self.corpus_dir,
                          cache_dir=self.cache_dir, cr_edition=self.cr_edition, environ=self.environ,
                          use_store=False)

    @property
    def environment_problem(self) -> str | None:
        """Why the environment cannot be used (``JUDGE_LANG`` naming no supported language), or None."""
        value = unsupported_judge_lang(self.environ)
        if value is None:
            return None
        return _("JUDGE_LANG={lang!r} is not a supported language; supported: {supported}").format(
            lang=value, supported=", ".join(LANGUAGES))

    @property
    def debug(self) -> bool:
        """``JUDGE_DEBUG`` is set: an internal error shows its traceback."""
        return self.environ.get("JUDGE_DEBUG", "").strip() not in ("", "0")

    # --- languages -------------------------------------------------------------------------------------

    @property
    def display_lang(self) -> str:
        """``--lang``, else the interface language: the language ``judge eval`` cites in."""
        return self.content_lang or self.interface_lang

    @property
    def rulings_lang(self) -> str | None:
        """``--lang``, else the interface language when the user chose one; None: the language the name matched."""
        return self.content_lang or (self.interface_lang if self.interface_chosen else None)

    def answer_lang(self, question_lang: str | None) -> str:
        """``judge ask``: ``--lang``, else the language ``JUDGE_LANG`` names, else the question's, else English."""
        return self.content_lang or self.judge_lang or question_lang or "en"

    def activate(self) -> None:
        """Install the interface language (gettext is process-wide: only the run context switches it)."""
        from judge_cli.i18n import set_language

        set_language(self.interface_lang, chosen=self.interface_chosen)

    @contextmanager
    def speaking(self, lang: str) -> Iterator[None]:
        """Messages (and the evaluator's explanations) in ``lang`` for the block, then the interface language."""
        from judge_cli.i18n import current_language, set_language

        if lang not in LANGUAGES or lang == current_language():
            yield
            return
        set_language(lang)
        try:
            yield
        finally:
            self.activate()

    # --- data, loaded on first use ---------------------------------------------------------------------

    @cached_property
    def data_dir(self) -> Path:
        """The user's data directory (imported cards and CR editions)."""
        return user_data_dir(self.environ)

    @cached_property
    def shipped_corpus(self) -> Corpus:
        """The base corpus: ``JUDGE_CORPUS_DIR`` or the shipped one, through the parsed-corpus cache."""
        from judge_cli.corpus.cache import load_cached

        return load_cached(self.corpus_dir, cache_dir=self.cache_dir)

    @cached_property
    def corpus(self) -> Corpus:
        """The corpus the commands use: the base corpus, plus the imported cards when there are some.

        With imported data the result is a :class:`judge_cli.store.view.StoredCorpus`,
        which reads the store lazily; without, the base corpus itself (one ``stat`` more).
        """
        from judge_cli.store.db import existing_store

        path = existing_store(self.data_dir) if self.use_store else None
        if path is None:
            return self.shipped_corpus
        from judge_cli.store.view import StoredCorpus

        return StoredCorpus(self.shipped_corpus, path)

    @cached_property
    def index(self) -> NameLookup:
        """The card-name index of :attr:`corpus` (the stored one of imported cards, in front of the shipped)."""
        from judge_cli.search.index import NameIndex

        return NameIndex.build(self.corpus)

    @cached_property
    def nicknames(self) -> dict[str, str]:
        """Nicknames (normalised) -> card names: the shipped ``nicknames.yaml`` (of ``JUDGE_CORPUS_DIR`` when set)
        and the user's ``<data dir>/nicknames.yaml``, the user's winning; parsed once and cached."""
        from judge_cli.corpus.paths import default_data_dir
        from judge_cli.search.nicknames import FILE_NAME, load_nicknames

        shipped = (self.corpus_dir or default_data_dir()) / FILE_NAME
        cache = self.cache_dir / "nicknames.marshal" if self.cache_dir is not None else None
        return load_nicknames([shipped, self.data_dir / FILE_NAME], cache)

    @cached_property
    def citing(self) -> CorpusCitations:
        """The CR references and rulings by topic the run's verdicts cite, each worked out once."""
        from judge_cli.rules.citations import CorpusCitations

        return CorpusCitations(self.corpus, cache_dir=self.cache_dir)

    # --- judge update --------------------------------------------------------------------------------------

    def update_addresses(self) -> dict[str, str]:
        """``{"mtgjson_url": …, "rules_page": …}`` for those ``JUDGE_MTGJSON_URL`` and ``JUDGE_RULES_URL`` set."""
        found = {}
        for key, variable in (("mtgjson_url", "JUDGE_MTGJSON_URL"), ("rules_page", "JUDGE_RULES_URL")):
            value = self.environ.get(variable, "").strip()
            if value:
                found[key] = value
        return found

    def proxies(self) -> tuple[dict[str, str], str]:
        """``({"http": …, "https": …}, no_proxy)`` from the proxy variables (lower case first, as curl reads
        them; ``all_proxy`` for a scheme without its own)."""

        def read(name: str) -> str:
            return (self.environ.get(name) or self.environ.get(name.upper()) or "").strip()

        every = read("all_proxy")
        found = {scheme: read(f"{scheme}_proxy") or every for scheme in ("http", "https")}
        return {scheme: value for scheme, value in found.items() if value}, read("no_proxy")

    @cached_property
    def shipped_cr(self) -> Path | None:
        """The folder of the Comprehensive Rules shipped with judge-cli (in a source checkout, their store is
        built into the cache on first use); None when the package has none."""
        from judge_cli.cr.shipped import shipped_folder

        return shipped_folder(self.cache_dir)

    @property
    def cr_folders(self) -> list[Path]:
        """Where Comprehensive Rules editions are read from: the user's imports (``<data dir>/cr``) first, then
        the edition shipped with judge-cli."""
        from judge_cli.cr.storefile import cr_dir  # not the store: no SQLite until an edition is read

        return [cr_dir(self.data_dir)] + ([self.shipped_cr] if self.shipped_cr is not None else [])

    def cr_store(self) -> EditionStore:
        """The editions of :attr:`cr_folders` (use it in a ``with`` block)."""
        from judge_cli.cr.store import EditionStore

        return EditionStore(self.cr_folders, shipped=self.shipped_cr)

    @cached_property
    def edition(self) -> Edition | None:
        """The CR edition the run cites: ``--cr-edition``, else the newest imported or shipped one, else None
        (the pinned edition's numbers with judge-cli's summaries)."""
        from judge_cli.rules.crtext import cited_edition

        return cited_edition(self.cr_edition, self.cr_folders)

    @cached_property
    def rebinder(self) -> CitationBinder | None:
        """Re-binds CR citations to :attr:`edition`; None when there is no imported edition."""
        from judge_cli.rules.crcache import cited_citations  # the store is opened only when its index is not cached

        return cited_citations(self.cr_edition, self.cr_folders, self.citing.references, self.cache_dir)


def run_context(ctx: typer.Context, *, lang: str | None = None, cr_edition: str | None = None) -> RunContext:
    """The run context of the command ``ctx`` is running, with its options (``--lang`` validated here).

    :class:`judge_cli.cli.app.JudgeGroup` puts it in the root command's ``obj``.
    """
    context = ctx.find_object(RunContext)
    if context is None:  # a command run outside a JudgeGroup (which always sets one)
        context = invocation_context()
    return context.with_options(lang=lang, cr_edition=cr_edition)


def invocation_context() -> RunContext:
    """The context of an invocation of an app built earlier: the environment now, the interface
    language the app was built in (its help texts are already translated)."""
    from judge_cli.i18n import chosen_language, current_language

    return RunContext.from_environ(os.environ, interface=(current_language(), chosen_language() is not None))
