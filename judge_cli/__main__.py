"""``python -m judge_cli`` runs the same entry point as the ``judge`` script."""

from judge_cli.cli.script import main

if __name__ == "__main__":
    main()
