"""The seed cards :mod:`judge_cli.rules.seed_spells` resolves, by name: what ``judge ask`` needs of them to read a
question, without importing the resolution (its layers, targeting and turning rules: about 5 ms)."""

from __future__ import annotations

#: The seed cards ``resolve`` knows, by English name (case-folded) -> corpus id.
SEED_CARDS = {"become anonymous": "become-anonymous", "hide in plain sight": "hide-in-plain-sight",
              "unexplained absence": "unexplained-absence"}
