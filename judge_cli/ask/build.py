"""From the facts of a question to a ``given`` mapping in the scenario file format.

Facts the question states are written into ``given``; a fact it leaves out
takes the usual default (untapped, abilities kept, you control it) unless the
answer could hinge on it: then it is *assumed* and listed in
:attr:`Draft.probes` with its alternatives, and the caller evaluates each one
to see whether the answer changes (``judge_cli.ask.answer``).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from judge_cli.ask.concepts import CARD_TYPES, PROCEDURES
from judge_cli.ask.facts import Facts
from judge_cli.rules.information import EVENTS, ZONES

#: Stands for "its mana cost", when the question doesn't write it.
UNSTATED_COST = "{?}"
#: Kinds whose permanent must be face down (the rules refuse a face-up one).
FACE_DOWN_KINDS = ("turned-face-up-triggers", "tapped-after-turning-face-up",
                   "targets-and-attachments-after-turning-face-up", "can-respond-to-turning-face-up")
#: Kinds about a face-up permanent unless the question says otherwise.
FACE_UP_KINDS = ("can-transform", "characteristics", "resolve")
#: Events after which a zone may be named (``to``).
ZONED_EVENTS = ("leaves-battlefield", "dies", "leaves-stack", "countered")


@dataclass
class Draft:
    """A reading being built: the ``given`` mapping, what was assumed, what is missing."""

    kind: str
    given: dict[str, Any] = field(default_factory=dict)
    assumed: list[str] = field(default_factory=list)  #: facts filled in by default
    missing: list[str] = field(default_factory=list)  #: facts the question must state
    probes: dict[str, list[str]] = field(default_factory=dict)  #: assumed fact -> its other values


def build(kind: str, facts: Facts) -> Draft:
    """The draft reading of ``facts`` as a question of ``kind``."""
    draft = Draft(kind)
    if kind == "resolve":
        from judge_cli.ask.resolving import build_resolve

        build_resolve(draft, facts)
        return draft
    if kind == "can-rearrange-face-down":
        _rearrange(draft, facts)
        return draft
    draft.given["permanent"] = _permanent(draft, facts)
    extra = _EXTRAS.get(kind)
    if extra is not None:
        extra(draft, facts)
    return draft


# -- the permanent -------------------------------------------------------------------------------

def procedure(facts: Facts) -> str | None:
    """The face-down procedure named; cloak/manifest win over disguise/morph, which then describe the card."""
    named = [p[len("proc."):] for p in facts.with_prefix("proc.")]
    for name in ("cloak", "manifest"):
        if name in named:
            return name
    return named[0] if named else None


def _permanent(draft: Draft, facts: Facts) -> dict[str, Any]:
    spec: dict[str, Any] = {}
    proc = procedure(facts)
    if proc:
        spec["face_down"] = proc
    elif facts.has("face-down") or draft.kind in FACE_DOWN_KINDS or (
            draft.kind not in FACE_UP_KINDS and not facts.has("face-up")):
        spec["face_down"] = "cloak"
        draft.assumed.append("procedure")
    spec["card"] = _card(draft, facts, spec.get("face_down", "none"))
    for concept, key, value in (("status.tapped", "tapped", True), ("status.untapped", "tapped", False),
                                ("status.abilities-lost", "abilities_lost", True), ("status.token", "token", True),
                                ("status.phased-out", "phased_out", True)):
        if facts.has(concept):
            spec[key] = value
    if facts.has("status.transformed") and spec.get("face_down", "none") == "none" and facts.has("card.dfc", "card.mdfc"):
        spec["transformed"] = True
    if facts.has("player.opponent") and not facts.has("player.own") and draft.kind != "can-look":
        spec["controller"] = "opponent"
    _boosts(spec, facts)
    if "face_down" in spec and "procedure" in draft.assumed:
        draft.probes["procedure"] = [name for name in PROCEDURES if name != "cloak"]
    return spec


def with_alternative(given: dict[str, Any], fact: str, value: str) -> dict[str, Any]:
    """A copy of ``given`` with the assumed ``fact`` set to ``value`` (each permanent of the question)."""
    other = copy.deepcopy(given)
    for key in ("permanent", "other"):
        spec = other.get(key)
        if not isinstance(spec, dict):
            continue
        card = spec.get("card")
        if fact == "procedure":
            spec["face_down"] = value
            if value in ("disguise", "morph") and isinstance(card, dict):
                card.setdefault(value, UNSTATED_COST)
        elif fact == "card type" and isinstance(card, dict):
            card["types"] = [value]
            if value == "land":
                card.pop("mana_cost", None)
            if card.get("double_faced"):
                card["back_types"] = [value]
            card["name"] = card_label(card)
        elif fact == "double-faced" and isinstance(card, dict):
            card.update(double_faced=True, back_types=list(card["types"]))
            card["name"] = card_label(card)
    return other


def _boosts(spec: dict[str, Any], facts: Facts) -> None:
    """``+1/+1`` written with a counter word is a counter; without one, an effect (an anthem)."""
    for power, toughness in facts.text.boosts:
        if facts.has("counter") and power == toughness:
            counters = spec.setdefault("counters", {})
            label = f"{power:+d}/{toughness:+d}"
            counters[label] = counters.get(label, 0) + (facts.number() or 1)
        else:
            spec.setdefault("effects", []).append({"power": power, "toughness": toughness})


def _card(draft: Draft, facts: Facts, face_down: str) -> Any:
    """The card: a corpus card by English name, or described inline from the words."""
    for card in facts.cards:
        return card.name
    types = [t for t in CARD_TYPES if facts.has(f"type.{t}")]
    if not types:
        types = ["creature"]
        if face_down != "none":  # the hidden card could be anything; a face-up one is what the asker sees
            draft.assumed.append("card type")
    card: dict[str, Any] = {"types": types}
    costs = _costs(facts)
    if "mana" in costs:
        card["mana_cost"] = costs["mana"]
    elif not facts.has("card.no-mana-cost") and "land" not in types:
        card["mana_cost"] = UNSTATED_COST
    for keyword in ("disguise", "morph"):
        if keyword in costs:
            card[keyword] = costs[keyword]
        elif facts.has(f"proc.{keyword}") and (face_down == keyword or face_down in ("cloak", "manifest")):
            card[keyword] = UNSTATED_COST
    colors = [c for c in ("white", "blue", "black", "red", "green") if facts.has(f"color.{c}")]
    if colors:
        card["colors"] = colors
    elif facts.has("card.colorless"):
        card["colors"] = ["colorless"]
    if facts.has("card.dfc", "card.mdfc"):
        card["double_faced"] = True
        if facts.has("card.mdfc"):
            card["modal"] = True
        card["back_types"] = ["instant"] if facts.has("card.back-instant") else list(types)
    triggers = [name for concept, name in (("card.has-enters", "enters"), ("card.has-turned-face-up", "turned-face-up"))
                if facts.has(concept)]
    if triggers:
        card["triggers"] = triggers
    if facts.text.power and "creature" in types:
        card["power"], card["toughness"] = facts.text.power
    card["name"] = card_label(card)
    if "card type" in draft.assumed:
        draft.probes["card type"] = ["instant", "land"]
    return card


def card_label(card: dict[str, Any]) -> str:
    """The English description that names an inline card: ``double-faced creature card``."""
    words = []
    if card.get("double_faced"):
        words.append("modal double-faced" if card.get("modal") else "double-faced")
    words.extend(card["types"])
    return " ".join(words) + " card"


def _costs(facts: Facts) -> dict[str, str]:
    """Which cost each written cost is, by the words just before it."""
    found: dict[str, str] = {}
    for cost in facts.text.costs:
        before = cost.before.rstrip()
        if any(before.endswith(word) for word in facts.disguise_words):
            found.setdefault("disguise", cost.cost)
        elif any(before.endswith(word) for word in facts.morph_words):
            found.setdefault("morph", cost.cost)
        else:
            found.setdefault("mana", cost.cost)
    return found


# -- what each kind adds -------------------------------------------------------------------------

def _turn_face_up(draft: Draft, facts: Facts) -> None:
    if facts.has("status.no-priority"):
        draft.given["has_priority"] = False


def _transform(draft: Draft, facts: Facts) -> None:
    card = draft.given["permanent"]["card"]
    if isinstance(card, dict) and not card.get("double_faced") and draft.given["permanent"].get("face_down", "none") == "none":
        draft.assumed.append("double-faced")
        draft.probes["double-faced"] = ["yes"]


def _enters(draft: Draft, facts: Facts) -> None:
    permanent = draft.given["permanent"]
    if facts.has("event.enters-face-up"):
        draft.given["event"] = "enters-face-up"
        permanent.pop("face_down", None)
        draft.probes.pop("procedure", None)
        if "procedure" in draft.assumed:
            draft.assumed.remove("procedure")
    elif facts.has("event.enters-face-down"):
        draft.given["event"] = "enters-face-down"
    if facts.has("watcher.other"):
        draft.given["watcher"] = "other"
    elif isinstance(permanent["card"], dict):
        permanent["card"].setdefault("triggers", ["enters"])


def _turned_up_triggers(draft: Draft, facts: Facts) -> None:
    if facts.has("by.effect", "method.spell", "method.ability"):
        draft.given["by"] = "effect"
    if facts.has("watcher.other"):
        draft.given["watcher"] = "other"
    elif isinstance(draft.given["permanent"]["card"], dict):
        draft.given["permanent"]["card"].setdefault("triggers", ["turned-face-up"])


def _tapped(draft: Draft, facts: Facts) -> None:
    permanent = draft.given["permanent"]
    if "tapped" not in permanent:
        draft.missing.append("tapped")


def _targets(draft: Draft, facts: Facts) -> None:
    requires: dict[str, Any] = {"types": ["creature"]}
    if facts.has("require.colorless"):
        requires["colors"] = ["colorless"]
        card = draft.given["permanent"]["card"]
        if isinstance(card, dict) and card.get("mana_cost", UNSTATED_COST) == UNSTATED_COST and "colors" not in card:
            draft.missing.append("card color")
    if facts.has("target.spell"):
        draft.given["targeted_by"] = [{"name": "targeting spell", "requires": requires}]
    attached = [{"name": kind.title(), "kind": kind, "requires": requires}
                for kind in ("aura", "equipment") if facts.has(f"attach.{kind}")]
    if attached:
        draft.given["attached"] = attached
    if "targeted_by" not in draft.given and not attached:
        draft.missing.append("what targets it or is attached")


def _look(draft: Draft, facts: Facts) -> None:
    draft.given["viewer"] = "opponent" if facts.has("player.opponent") and not facts.has("player.own") else "controller"
    if facts.has("effect.allows-looking"):
        draft.given["effect_allows_looking"] = True


def _share(draft: Draft, facts: Facts) -> None:
    draft.given["other"] = copy.deepcopy(draft.given["permanent"])
    draft.given["other"].pop("controller", None)


def _reveal(draft: Draft, facts: Facts) -> None:
    events = [e[len("event."):] for e in facts.with_prefix("event.") if e[len("event."):] in EVENTS]
    if not events:
        draft.missing.append("event")
        return
    event = events[0]
    draft.given["event"] = event
    zones = [z[len("zone."):] for z in facts.with_prefix("zone.") if z[len("zone."):] in ZONES]
    zone = next((z for z in zones if z != "battlefield" or event in ("leaves-stack", "countered")), None)
    if event in ZONED_EVENTS and zone and event != "dies":
        draft.given["to"] = zone


def _respond(draft: Draft, facts: Facts) -> None:
    if facts.has("method.ability"):
        draft.given["method"] = "ability"
    elif facts.has("method.spell", "by.effect"):
        draft.given["method"] = "spell"


def _rearrange(draft: Draft, facts: Facts) -> None:
    named = [p[len("proc."):] for p in facts.with_prefix("proc.")] or ["cloak"]
    if not facts.with_prefix("proc."):
        draft.assumed.append("procedure")
    count = facts.number()
    if count is None:
        count = 2 if facts.has("both") or len(named) > 1 or facts.has("other-one") else None
    if count is None:
        draft.missing.append("how many face-down permanents")
        count = 2
    permanents = []
    for index in range(max(1, min(count, 10))):
        proc = named[index % len(named)]
        card: dict[str, Any] = {"name": "creature card", "types": ["creature"], "mana_cost": UNSTATED_COST}
        if proc in ("disguise", "morph"):
            card[proc] = UNSTATED_COST
        permanents.append({"face_down": proc, "card": card})
    draft.given["permanents"] = permanents


_EXTRAS = {
    "can-turn-face-up": _turn_face_up,
    "can-transform": _transform,
    "enters-triggers-on-turning-face-up": _enters,
    "turned-face-up-triggers": _turned_up_triggers,
    "tapped-after-turning-face-up": _tapped,
    "targets-and-attachments-after-turning-face-up": _targets,
    "can-look": _look,
    "share-a-name": _share,
    "must-reveal": _reveal,
    "can-respond-to-turning-face-up": _respond,
}
