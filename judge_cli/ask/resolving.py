"""The ``given`` of a ``resolve`` question: a seed card, its target, the library sizes."""

from __future__ import annotations

from typing import Any

from judge_cli.ask.concepts import CARD_TYPES
from judge_cli.ask.facts import Facts

#: Library size assumed when the question doesn't say: enough for the card to do all it can.
FULL_LIBRARY = {"become-anonymous": 2, "hide-in-plain-sight": 5, "unexplained-absence": 1}
#: The English names ``resolve`` reads.
SEED_NAMES = {"become-anonymous": "Become Anonymous", "hide-in-plain-sight": "Hide in Plain Sight",
              "unexplained-absence": "Unexplained Absence"}


def build_resolve(draft, facts: Facts) -> None:
    """Fill ``draft`` for the seed card named in ``facts`` (missing: the card, when none is named)."""
    spell = facts.seed_card
    if spell is None:
        draft.missing.append("which card is cast")
        return
    draft.given["card"] = SEED_NAMES[spell]
    size = _library_size(facts)
    if size is None:
        size = FULL_LIBRARY[spell]
        draft.assumed.append("library size")
    caster_library = [{"name": f"library card {i + 1}", "types": ["creature"], "mana_cost": "{?}"} for i in range(size)]
    if spell == "hide-in-plain-sight":
        draft.given["library"] = {"you": caster_library}
        return
    target = _target(facts)
    owner = target.pop("_player")
    draft.given["battlefield"] = [target]
    if spell == "become-anonymous":
        draft.given["targets"] = [target["label"]]
        draft.given["library"] = {"you": caster_library}
    else:
        draft.given["targets"] = {owner: target["label"]}
        draft.given["library"] = {owner: caster_library}


def _library_size(facts: Facts) -> int | None:
    if facts.has("library.empty"):
        return 0
    if facts.has("zone.library"):
        return facts.number()
    return None


def _target(facts: Facts) -> dict[str, Any]:
    """The targeted permanent as the words describe it (a creature you control by default)."""
    types = [t for t in CARD_TYPES if facts.has(f"type.{t}") and t not in ("instant", "sorcery")] or ["creature"]
    player = "opponent" if facts.has("player.opponent") else "you"
    card: dict[str, Any] = {"name": f"target {' '.join(types)}", "types": types}
    if "land" not in types:
        card["mana_cost"] = "{?}"
    target: dict[str, Any] = {"label": "target", "card": card, "_player": player}
    if player != "you":
        target["controller"] = player
    if facts.has("status.token"):
        target["token"] = True
    return target
