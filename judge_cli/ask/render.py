"""How ``judge ask`` shows what it read: a compact line per reading, and the messages of refusals."""

from __future__ import annotations

from typing import Any

from judge_cli.ask.answer import Outcome, Reading
from judge_cli.ask import reader
from judge_cli.i18n import _
from judge_cli.languages import LANGUAGES


def _participle(procedure: str) -> str:
    return {"cloak": _("cloaked"), "disguise": _("disguised"), "morph": _("morphed"),
            "manifest": _("manifested"), "none": _("face up")}.get(procedure, procedure)


def describe_permanent(spec: dict[str, Any]) -> str:
    """``cloaked, tapped, double-faced creature card (mana cost {2}{U})``."""
    parts = [_participle(spec.get("face_down", "none"))]
    for key, label in (("tapped", _("tapped")), ("abilities_lost", _("abilities lost")), ("token", _("token")),
                       ("phased_out", _("phased out")), ("transformed", _("transformed"))):
        if spec.get(key):
            parts.append(label)
    if spec.get("tapped") is False:
        parts.append(_("untapped"))
    if spec.get("controller", "you") != "you":
        parts.append(_("controlled by {player}").format(player=spec["controller"]))
    parts.append(describe_card(spec["card"]))
    for kind, count in (spec.get("counters") or {}).items():
        parts.append(_("{count} {kind} counter(s)").format(count=count, kind=kind))
    for effect in spec.get("effects") or []:
        parts.append(_("effect {power:+d}/{toughness:+d}").format(power=effect.get("power", 0),
                                                                   toughness=effect.get("toughness", 0)))
    return ", ".join(parts)


def describe_card(card: Any) -> str:
    """A corpus card's name, or an inline card's description with the costs it states."""
    if isinstance(card, str):
        return card
    costs = []
    if card.get("mana_cost") and card["mana_cost"] != "{?}":
        costs.append(_("mana cost {cost}").format(cost=card["mana_cost"]))
    for keyword in ("disguise", "morph"):
        if card.get(keyword):
            costs.append(f"{keyword} {card[keyword]}" if card[keyword] != "{?}" else keyword)
    if card.get("triggers"):
        costs.append(_("triggers: {list}").format(list=", ".join(card["triggers"])))
    return card["name"] + (f" ({'; '.join(costs)})" if costs else "")


def describe(reading: Reading) -> str:
    """``can-transform · permanent: cloaked, double-faced creature card``."""
    given = reading.given
    parts = [reading.question]
    for key in ("permanent", "other"):
        if isinstance(given.get(key), dict):
            parts.append(f"{key}: {describe_permanent(given[key])}")
    if given.get("permanents"):
        parts.append(_("permanents: {list}").format(list="; ".join(describe_permanent(p) for p in given["permanents"])))
    if "card" in given:
        parts.append(_("spell: {name}").format(name=given["card"]))
        for player, cards in (given.get("library") or {}).items():
            parts.append(_("library of {player}: {count} card(s)").format(player=player, count=len(cards)))
        for permanent in given.get("battlefield") or []:
            parts.append(_("target: {description}").format(description=describe_permanent(permanent)))
    for key in ("viewer", "event", "to", "by", "watcher", "method", "has_priority", "effect_allows_looking"):
        if key in given:
            parts.append(f"{key}: {_plain(given[key])}")
    for key in ("targeted_by", "attached"):
        for item in given.get(key) or []:
            requires = ", ".join(f"{k} {' '.join(v)}" for k, v in item["requires"].items())
            parts.append(f"{key}: {item['name']} ({requires})")
    return " · ".join(parts)


def _plain(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def notes(outcome: Outcome, reading: Reading | None) -> list[str]:
    """Assumptions, typo corrections and the confidence, one short phrase each."""
    found = []
    if reading is not None and reading.assumed:
        found.append(_("assumed: {facts}").format(facts=", ".join(reading.assumed)))
    for typed, read in outcome.corrections:
        found.append(_("read {typed!r} as {read!r}").format(typed=typed, read=read))
    if reading is not None:
        found.append(_("confidence {value:.2f}").format(value=reading.confidence))
    return found


def refusal_message(outcome: Outcome) -> str:
    """One sentence saying why the question gets no answer."""
    if outcome.refusal == reader.OUT_OF_SCOPE:
        return _("This is outside what judge-cli can answer: it answers rules questions about face-down permanents "
                 "(cloak, disguise, morph, manifest), double-faced cards and the cards of its corpus.")
    if outcome.refusal == reader.UNKNOWN_CARD:
        names = outcome.detail.get("names") or []
        pieces = []
        for written, nearest in names:
            hint = _(" (nearest: {names})").format(names=", ".join(nearest)) if nearest else ""
            pieces.append(_("no card named {name!r} in the corpus{hint}").format(name=written, hint=hint))
        return "; ".join(pieces) + _(". Describe the card instead, e.g. \"a cloaked creature card with mana cost "
                                     "{example}\".").format(example="{1}{G}")
    if outcome.refusal == reader.MIXED:
        return _("The question mixes languages ({languages}); ask it in one language.").format(
            languages=", ".join(outcome.detail.get("languages", [])))
    if outcome.refusal == reader.UNSUPPORTED:
        return _("The question is not in a language judge ask reads ({languages}).").format(
            languages=", ".join(LANGUAGES))
    if outcome.detail.get("error"):
        return _("The question doesn't describe a state the rules can evaluate: {error}").format(
            error=outcome.detail["error"])
    missing = ", ".join(_missing_label(fact) for fact in outcome.missing) or _("what is asked")
    return _("The question can be read more than one way; it doesn't say: {missing}.").format(missing=missing)


def _missing_label(fact: str) -> str:
    return {
        "procedure": _("how it was turned face down (cloak, disguise, morph or manifest)"),
        "card type": _("what kind of card it is (creature, instant, land…)"),
        "double-faced": _("whether it is a double-faced card"),
        "tapped": _("whether it is tapped"),
        "event": _("what happens to it (dies, leaves the battlefield, the game ends…)"),
        "what is asked": _("what is asked"),
        "card color": _("the card's color or mana cost"),
        "what targets it or is attached": _("what targets it or is attached to it"),
        "how many face-down permanents": _("how many face-down permanents there are"),
        "which card is cast": _("which card is cast"),
    }.get(fact, fact)
