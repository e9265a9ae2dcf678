"""Build hook: compile the gettext catalogs (locales/*.po -> .mo) into the wheel.

Everything else about the package is declared in pyproject.toml.  The .mo files
are build products: they are never committed or edited by hand.
"""

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildPyWithCatalogs(build_py):
    """Run the normal build, then compile every .po under judge_cli/_locales."""

    def run(self) -> None:
        super().run()
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        locales = Path(self.build_lib) / "judge_cli" / "_locales"
        for po_path in locales.glob("*/LC_MESSAGES/*.po"):
            with po_path.open("rb") as handle:
                catalog = read_po(handle, locale=po_path.parent.parent.name)
            with po_path.with_suffix(".mo").open("wb") as handle:
                write_mo(handle, catalog)


setup(cmdclass={"build_py": BuildPyWithCatalogs})
