"""The closed set of concepts the vocabulary files map phrases to.

A phrase in ``data/ask/<lang>.yaml`` names one of these concepts; the reader
only ever looks at concepts, so every language is read by the same code.  The
set is closed so that a misspelt concept in a vocabulary file is an error
naming the file and line, not a phrase silently ignored.
"""

from __future__ import annotations

from functools import cache

from judge_cli.game.vocabulary import CARD_TYPES, COLORS, EVENTS, PROCEDURE_NAMES, ZONES
from judge_cli.rules.kinds import CLAIMS, QUESTION_KINDS

#: Weight of a question-kind cue: ``kind.X`` says what is asked, ``hint.X`` only leans towards it.
KIND_WEIGHT = 2.0
HINT_WEIGHT = 1.0


def _bound_concepts() -> list[str]:
    """Every concept the question kinds' keys bind (``status.no-priority``, ``watcher.other``…): imports every kind."""
    from judge_cli.rules.kinds import KINDS

    return [concept.lstrip("!") for kind in KINDS.values() for spec in kind.keys for expression in spec.ask
            for concept in expression.split("&") if concept]


def _claims() -> list[str]:
    """Every claim the question kinds declare (``claim.colorless``…)."""
    return [claim for claims in CLAIMS.values() for claim in claims]


@cache
def all_concepts() -> frozenset[str]:
    """Every concept a vocabulary file may name.

    Worked out when the vocabulary is compiled (and for its checks), not when a question is read: the concepts
    the kinds' keys bind are read off every question kind, and importing them all was most of the start-up of
    ``judge ask`` (the compiled vocabulary's fingerprint covers the files they come from instead).
    """
    return frozenset(
        [f"kind.{kind}" for kind in QUESTION_KINDS]
        + [f"hint.{kind}" for kind in QUESTION_KINDS]
        + [f"proc.{name}" for name in PROCEDURE_NAMES]
        + [f"type.{name}" for name in CARD_TYPES]
        + [f"color.{name}" for name in COLORS]
        + [f"event.{name}" for name in EVENTS + ("enters-face-down", "enters-face-up")]
        + [f"zone.{name}" for name in ZONES]
        + [f"number.{n}" for n in range(11)]
        + _bound_concepts()
        + _claims()
        + [
            "filler",                # understood, meaning nothing for the reading ("is it true that")
            "compare",               # "like …", "wie beim …": the procedure after it is a comparison, not the subject
            "condition",             # "if", "when", "wenn", "たら": a clause that sets the scene, not what is asked
            "question.what",         # a wh-question (what, which, how many): the answer is a value, not yes/no
            "time", "time.of",       # a turn/step/phase word and its genitive link: a time, not a player (ask.clauses)
            "join",                  # "and", "or": two questions joined, no cue governs across it (ask.clauses)
            "instrument",            # "with", "avec", "mit": the card after it did it (ask.clauses)
            "object.to",             # "to", "auf", "à": what follows a verb is its object (ask.clauses)
            "subject.act",           # "uses the stack": the act named right before it is its subject (ask.clauses)
            "out-of-scope",          # phrases that put a question outside the model ("who wins")
            "face-down", "face-up",  # generic: a face-down / face-up object
            "card.dfc", "card.mdfc", "card.no-mana-cost", "card.has-enters", "card.has-turned-face-up",
            "card.colorless", "card.back-instant",
            "card.has-vigilance",     # face up it has vigilance (which untaps nothing)
            "card.has-haste",         # face up it has haste (can-attack); "without haste": the card described has none
            "card.megamorph",        # the megamorph keyword: the cost written after it is the card's megamorph cost
            "card.has-dies", "card.has-leaves",  # its own "when this dies" / "leaves the battlefield" ability
            "left.not-graveyard",     # moved off the battlefield, not to the graveyard: exiled, bounced
            "status.tapped", "status.untapped", "status.abilities-lost", "status.no-priority",
            "status.phased-out", "status.token", "status.transformed",
            "player.opponent", "player.own",
            "caster.you", "caster.opponent",  # who casts the spell named as acting ("I cast", "Gegner spielt")
            "cost.mana",              # "mana cost", "for its mana cost": the next cost is the mana cost
            "cost.pay",               # "pay", "zahlen", "払う": paying, the cost paid is read from the cost words
            "by.effect",              # something other than the special action turns it face up
            "method.spell", "method.ability",
            "watcher.other",          # another permanent's ability is watching
            "effect.allows-looking",
            "effect.draw", "effect.gain-life",  # what a watching card's ability does (ask.cardwatch)
            "ability.first", "ability.second",  # which of a watching card's abilities is asked about
            "target.spell", "attach.aura", "attach.equipment", "require.colorless",
            "counter",                # a counter (with a +N/+N written next to it)
            "copy",                   # a named creature card copies a face-down permanent (Clone): see ask.roles
            "object.spell",           # "spell", "Zauber", "sort": the object asked about is a spell on the stack
            "object.face-down-spell",  # "face-down spell", 裏向きの呪文: the object asked about is one, on the stack
            "object.on-stack",        # "while it's on the stack": where that spell is (not whether a thing uses it)
            "library.empty",
            "both", "other-one",      # two objects / "another" one
            "noun.creature",          # the bare word "creature": by a face-down word, the permanent, not its card
            "noun.damage",            # "damage", "Schaden", ダメージ: "3 damage" is damage marked (combat-damage)
        ]
    )


def kind_of(concept: str) -> str | None:
    """The question kind a ``kind.``/``hint.`` concept points at, else None."""
    prefix, _dot, rest = concept.partition(".")
    return rest if prefix in ("kind", "hint") else None


def kinds_claiming(concept: str) -> list[str]:
    """The question kinds that declare the claim ``concept`` (``claim.colorless`` -> ``characteristics``), read off
    the registry's table (the kinds are not imported)."""
    return [name for name, claims in CLAIMS.items() if concept in claims]
