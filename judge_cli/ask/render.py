"""How ``judge ask`` shows what it read and answered, in the language of the question.

Every word of the text output goes through ``_()``, so a German question gets "Antwort: nein" and a reading
in German words; the deciding fact (the verdict's explanation) comes right after the answer.  The JSON output
keeps ``"yes"``/``"no"`` and English keys (``judge_cli.cli.ask``).  Words of a kind added later that this module
has no translation for fall back to the kind's English summary and the plain values.
"""

from __future__ import annotations

from typing import Any

from judge_cli.ask import reader
from judge_cli.ask.answer import Outcome, Reading
from judge_cli.game.vocabulary import type_label
from judge_cli.i18n import _
from judge_cli.languages import LANGUAGES
from judge_cli.rules.api import Verdict


def _kind_label(kind: str) -> str:
    """The question a kind answers, as a question in the interface language (its AskHints.label)."""
    from judge_cli.rules.kinds import KINDS

    if kind not in KINDS:
        return kind
    return _(KINDS[kind].ask.label) if KINDS[kind].ask.label else KINDS[kind].summary


def answer_word(answer: Any) -> str:
    """``yes``/``no`` in the interface language (any other answer as it is)."""
    if answer == "yes":
        return _("yes")
    if answer == "no":
        return _("no")
    return str(answer)


def _participle(procedure: str) -> str:
    return {"cloak": _("cloaked"), "disguise": _("disguised"), "morph": _("morphed"),
            "manifest": _("manifested"), "none": _("face up")}.get(procedure, procedure)


def describe_card(card: Any) -> str:
    """A corpus card's name, or an inline card described in words with the costs it states."""
    if isinstance(card, str):
        return card
    types = " ".join(type_label(t) for t in card.get("types", []))
    if card.get("double_faced"):
        label = (_("modal double-faced {types} card") if card.get("modal") else _("double-faced {types} card")).format(
            types=types)
    else:
        label = _("{types} card").format(types=types)
    costs = []
    if card.get("mana_cost") and card["mana_cost"] != "{?}":
        costs.append(_("mana cost {cost}").format(cost=card["mana_cost"]))
    for keyword in ("disguise", "morph"):
        if card.get(keyword):
            costs.append(f"{keyword} {card[keyword]}" if card[keyword] != "{?}" else keyword)
    return label + (f" ({'; '.join(costs)})" if costs else "")


def describe_permanent(spec: dict[str, Any]) -> str:
    """``cloaked, tapped, double-faced creature card (mana cost {2}{U})`` in the interface language."""
    parts = [_participle(spec.get("face_down", "none"))]
    for key, label in (("tapped", _("tapped")), ("abilities_lost", _("abilities lost")), ("token", _("token")),
                       ("phased_out", _("phased out")), ("transformed", _("transformed"))):
        if spec.get(key):
            parts.append(label)
    if spec.get("tapped") is False:
        parts.append(_("untapped"))
    if spec.get("controller", "you") != "you":
        parts.append(_("controlled by an opponent"))
    parts.append(describe_card(spec["card"]))
    for kind, count in (spec.get("counters") or {}).items():
        parts.append(_("{count} {kind} counter(s)").format(count=count, kind=kind))
    for effect in spec.get("effects") or []:
        parts.append(_("effect {power:+d}/{toughness:+d}").format(power=effect.get("power", 0),
                                                                   toughness=effect.get("toughness", 0)))
    return ", ".join(parts)


def _value(key: str, value: Any) -> str:
    """A ``given`` value in words."""
    words = {
        ("viewer", "controller"): _("its controller looks"), ("viewer", "opponent"): _("an opponent looks"),
        ("watcher", "self"): _("its own ability"), ("watcher", "other"): _("another permanent's ability"),
        ("by", "special-action"): _("turned face up by its controller"),
        ("by", "effect"): _("turned face up by an effect"),
        ("method", "special-action"): _("turned face up by its controller"), ("method", "spell"): _("by a spell"),
        ("method", "ability"): _("by an ability"), ("has_priority", False): _("without priority"),
        ("effect_allows_looking", True): _("an effect allows looking"),
        ("event", "dies"): _("it dies"), ("event", "leaves-battlefield"): _("it leaves the battlefield"),
        ("event", "countered"): _("the spell is countered"), ("event", "game-ends"): _("the game ends"),
        ("event", "attacks"): _("it attacks"), ("event", "blocks"): _("it blocks"),
        ("event", "turned-face-up"): _("it is turned face up"), ("event", "enters-face-down"): _("it enters face down"),
        ("event", "enters-face-up"): _("it enters face up"),
        ("turned_face_up", "never"): _("it stays face down through combat damage"),
        ("turned_face_up", "before-damage"): _("turned face up before combat damage"),
        ("turned_face_up", "after-damage"): _("turned face up after combat damage"),
    }
    return words.get((key, value), f"{key}: {value}")


def describe(reading: Reading) -> str:
    """The reading in words: the question asked, then the state it is asked about."""
    given = reading.given
    parts = [_kind_label(reading.question)]
    for key in ("permanent", "other"):
        if isinstance(given.get(key), dict):
            parts.append(describe_permanent(given[key]))
    if given.get("permanents"):
        parts.append("; ".join(describe_permanent(p) for p in given["permanents"]))
    if "card" in given:
        parts.append(_("spell: {name}").format(name=given["card"]))
        for permanent in given.get("battlefield") or []:
            parts.append(_("target: {description}").format(description=describe_permanent(permanent)))
    for key in ("viewer", "event", "by", "watcher", "method", "has_priority", "effect_allows_looking",
                "turned_face_up"):
        if key in given and (key, given[key]) not in (("has_priority", True), ("effect_allows_looking", False)):
            parts.append(_value(key, given[key]))
    for key in ("targeted_by", "attached"):
        for item in given.get(key) or []:
            parts.append(_("{name} attached or targeting").format(name=item["name"]))
    return " · ".join(parts)


def fact_label(fact: str) -> str:
    """A fact the reader assumed or needs, in words."""
    return {
        "procedure": _("how it was turned face down (cloak, disguise, morph or manifest)"),
        "who acts": _("who would act: you, or the player who controls it"),
        "spell controller": _("who controls the spell or ability of the card named: you or an opponent"),
        "whether it is still face down": _("whether it is still face down when the spell or ability targets it or "
                                           "resolves"),
        "how the face-down spell was cast": _("how the face-down spell was cast (morph or disguise: only those cast "
                                              "a card face down)"),
        "card power": _("the card's power and toughness"),
        "card characteristics": _("which card it is (the spell or ability named needs more of it than its type)"),
        "which card is the face-down one": _("which card is the face-down one (the card named is not of the type "
                                             "the question gives it)"),
        "which card it is face up": _("which card it is (turned face up, it has that card's own characteristics)"),
        "card type": _("what kind of card it is (creature, instant, land…)"),
        "whether revolt applies": _("whether a permanent its controller controlled left the battlefield this turn "
                                    "(revolt raises the mana value the card named destroys)"),
        "the condition of the card named": _("what the card named needs as it resolves (its condition is not read "
                                             "by this kind of question)"),
        "which face it is turned up with": _("which face it shows once turned face up (the question does not say "
                                             "how it is turned face up as a transformed or back face)"),
        "card's mana cost": _("what the card itself costs (the cost written is the one asked about)"),
        "turned_face_up": _("whether it is turned face up before combat damage, after it, or not at all"),
        "turned face up before combat damage": _("that it was turned face up before combat damage"),
        "when it is turned face up": _("when it is turned face up: before combat damage or after it"),
        "double-faced": _("whether it is a double-faced card"),
        "what turns it face down": _("what turns it face down (no player can turn a permanent face down; only a "
                                     "spell or ability that says so can)"),
        "whether the effect turns tokens face down": _("whether the spell or ability turns tokens face down too "
                                                       "(Ixidron turns only nontoken creatures face down)"),
        "tapped": _("whether it is tapped"),
        "when it entered": _("whether it came under its controller's control this turn or before (summoning "
                             "sickness)"),
        "what returns it": _("what returns it to the battlefield (a spell or ability that says so, or the card's own "
                             "ability)"),
        "whether it was face up": _("whether it was face up or face down as it left (face down it has none of its "
                                    "abilities)"),
        "event": _("what happens to it (dies, leaves the battlefield, the game ends…)"),
        "where it goes": _("where it went as it left the battlefield: the graveyard (it died), or exile, a hand or a "
                           "library"),
        "who controls the ability": _("who controls the watching ability, and who casts the spell"),
        "what the ability waits for": _("what the other permanent's ability waits for (a creature dying, leaving the "
                                        "battlefield…)"),
        "what is asked": _("what is asked"),
        "what is responded to": _("what is responded to: the card being cast face down (a spell), or the permanent "
                                  "being turned face up (a special action)"),
        "whether it has haste": _("whether it has haste, and on which face (face down it has no abilities)"),
        "card color": _("the card's color or mana cost"),
        "what targets it or is attached": _("what targets it or is attached to it"),
        "how many face-down permanents": _("how many face-down permanents there are"),
        "which card is cast": _("which card is cast"),
        "library size": _("how many cards the library has"),
        "polarity": _("which way round the question is asked"),
        "claim": _("what is claimed (a yes/no question needs something to check)"),
        "unchecked": _("the value to check (a number, a power and toughness…)"),
        "value": _("a yes or no question (this one asks for a value or a choice)"),
        "confidence": _("a reading sure enough to answer (readings like this one were too often wrong)"),
    }.get(fact, fact)


def notes(outcome: Outcome, reading: Reading | None) -> list[str]:
    """Assumptions, typo corrections and the confidence, one short phrase each."""
    found = []
    if reading is not None and reading.assumed:
        found.append(_("assumed: {facts}").format(facts=", ".join(fact_label(f) for f in reading.assumed)))
    for typed, read in outcome.corrections:
        found.append(_("read {typed!r} as {read!r}").format(typed=typed, read=read))
    if reading is not None:
        found.append(_("confidence {value:.2f}").format(value=reading.confidence))
    return found


def answer_lines(outcome: Outcome, explain: bool = False) -> list[str]:
    """The answer and its deciding fact first, then the reading, the notes, the citations (and the steps)."""
    verdict: Verdict | None = outcome.verdict
    assert verdict is not None and outcome.reading is not None  # an answer has a verdict and a reading
    explanation = " ".join(verdict.explanation.split())
    if isinstance(verdict.answer, str):
        lines = [_("Answer: {answer} — {why}").format(answer=answer_word(verdict.answer), why=explanation)]
    else:
        lines = [_("Answer: {why}").format(why=explanation)]
    lines.append(_("Read as: {reading}").format(reading=describe(outcome.reading)))
    extra = notes(outcome, outcome.reading)
    if extra:
        lines.append("  (" + "; ".join(extra) + ")")
    if verdict.citations:
        lines.append(_("Cited: {citations}").format(citations="; ".join(c.label() for c in verdict.citations)))
    if explain:
        lines.append(_("Steps:"))
        lines.extend(f"  {n}. {step.fact} → {step.conclusion}" for n, step in enumerate(verdict.steps, 1))
    return lines


def refusal_message(outcome: Outcome) -> str:
    """One sentence saying why the question gets no answer."""
    if outcome.refusal == reader.OUT_OF_SCOPE:
        return out_of_scope_message(outcome)
    if outcome.refusal == reader.NOT_UNDERSTOOD:
        words = outcome.detail.get("unknown_words") or []
        if words:
            return _("No answer: these words were not understood: {words}. Rephrase them, or describe the card "
                     "instead of naming it.").format(words=", ".join(f"«{w}»" for w in words))
        return _("No answer: the words don't say what is asked about it.")
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
    missing = ", ".join(fact_label(fact) for fact in outcome.missing) or _("what is asked")
    return _("The question can be read more than one way; it doesn't say: {missing}.").format(missing=missing)


def out_of_scope_message(outcome: Outcome) -> str:
    """What judge-cli answers instead; for a named card, where to look it up (and its legalities when known)."""
    base = _("This is outside what judge-cli can answer: it answers rules questions about face-down permanents "
             "(cloak, disguise, morph, manifest), double-faced cards and the cards of its corpus.")
    card = outcome.detail.get("card")
    if not card:
        return base
    legal = outcome.detail.get("legalities")
    if legal:
        listed = ", ".join(f"{fmt}: {status}" for fmt, status in sorted(legal.items()))
        return base + " " + _("For {card}, the imported card data lists: {legalities} — check the current "
                              "lists before a tournament; `judge card {query}` shows the card.").format(
            card=card, legalities=listed, query=f'"{card}"')
    return base + " " + _("`judge card {query}` shows {card}: its text, rulings and printings.").format(
        card=card, query=f'"{card}"')
