"""``judge update``: the newest card data and Comprehensive Rules, downloaded, verified and imported.

:mod:`~judge_cli.update.http` downloads (standard library, retries, resuming,
proxies), :mod:`~judge_cli.update.sources` knows where MTGJSON, Wizards and a
mirror keep the files, :mod:`~judge_cli.update.updater` decides what is new and
imports it.  Nothing here knows typer; the command is ``judge_cli.cli.updatecmd``.
"""
