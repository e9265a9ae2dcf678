"""Build hook: compile the gettext catalogs (locales/*.po -> .mo) and the shipped Comprehensive Rules store into
the wheel.

Everything else about the package is declared in pyproject.toml.  The .mo files
and the rules store are build products: they are never committed or edited by
hand.  The repository keeps the rules as Wizards of the Coast publishes them
(``data/cr/*.txt``); the wheel gets the SQLite store judge-cli reads
(``judge_cli/_data/cr/editions.sqlite``), so an installed judge-cli answers
``judge cr`` at once.  A source checkout builds the same store into its cache
on first use (``judge_cli/cr/shipped.py``).
"""

import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildPyWithCatalogs(build_py):
    """Run the normal build, then compile every .po under judge_cli/_locales and the rules store."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):  # an editable install reads the checkout: nothing to build
            return
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        locales = Path(self.build_lib) / "judge_cli" / "_locales"
        for po_path in locales.glob("*/LC_MESSAGES/*.po"):
            with po_path.open("rb") as handle:
                catalog = read_po(handle, locale=po_path.parent.parent.name)
            with po_path.with_suffix(".mo").open("wb") as handle:
                write_mo(handle, catalog)
        self._build_rules_store(Path(self.build_lib) / "judge_cli" / "_data" / "cr")

    def _build_rules_store(self, folder: Path) -> None:
        """Import the shipped rules texts into a store beside them, with the judge_cli being built (stdlib only),
        then leave the texts out of the wheel: the store holds all of them."""
        sys.path.insert(0, self.build_lib)
        try:
            from judge_cli.cr.shipped import build_store, shipped_texts
            from judge_cli.cr.storedb import DB_NAME

            texts = shipped_texts(folder)
            if not texts:
                return
            (folder / DB_NAME).unlink(missing_ok=True)  # a rebuild in the same build folder starts afresh
            build_store(texts, folder)
            for text in texts:
                text.unlink()
        finally:
            sys.path.remove(self.build_lib)
            for name in [name for name in sys.modules if name == "judge_cli" or name.startswith("judge_cli.")]:
                del sys.modules[name]


setup(cmdclass={"build_py": BuildPyWithCatalogs})
