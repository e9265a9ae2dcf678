"""``can-be-countered``: is this spell countered when a counterspell targeting it resolves?

A face-down spell is a 2/2 creature spell with no text (CR 708.4, 702.37c): Akroma, Angel of Fury's "This spell
can't be countered" isn't there, so Counterspell counters it.  Face up, that ability works on the stack (CR 113.6g)
and "can't" wins over Counterspell's instruction (CR 101.2).  The counterspell must still be able to target it
("counter target creature spell"); the spell's hexproof or protection don't work on the stack (CR 113.6).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import face_abilities, unmet, unmet_rules
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.kind import (
    NAMED_CARD,
    AskDraft,
    AskFacts,
    AskHints,
    QuestionKind,
    check_spell_on_stack,
    key,
    read_as_face_down_spell,
)
from judge_cli.rules.layers import compute
from judge_cli.rules.state import Dependent, Permanent

#: The ability a spell has when it "can't be countered" (as ``abilities:`` lists it).
CANT_BE_COUNTERED = "can't be countered"


def _uncounterable(abilities: tuple[str, ...]) -> bool:
    return any(a.replace("’", "'").replace("cannot", "can't") == CANT_BE_COUNTERED for a in abilities)


@dataclass(frozen=True)
class Given:
    """The spell on the stack, and the spell or ability that would counter it."""

    permanent: Permanent = key(doc="the spell (zone: stack), face down or face up")
    counter: Dependent = key(doc="the spell or ability that counters it: {name, requires (what it can target), "
                                 "controller}", ask={"acts.counter": NAMED_CARD})


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """It must be a legal target for the counterspell; then only "can't be countered", if it has it, stops it."""
    p, counter = given.permanent, given.counter
    chars = compute(p)[0]
    details: dict[str, Any] = {"characteristics": chars.answer()}
    shown = _("the face-down spell (a 2/2 creature spell with no text)") if p.is_face_down else chars.name
    problems = unmet(chars, counter.requires, p.is_face_down)
    if problems:
        r.decide(_("{name} needs what {shown} isn't: {problems}").format(
            name=counter.name, shown=shown, problems="; ".join(problems)),
            _("it can't target it, so it doesn't counter it"),
            rules=("resolving.2b",) + unmet_rules(chars, counter.requires) + (("face-down.4",) if p.is_face_down
                                                                              else ()))
        return r.verdict("no", _("{name} can't target it.").format(name=counter.name), details)
    if _uncounterable(chars.abilities):
        r.decide(_("{shown} has \"this spell can't be countered\"").format(shown=shown),
                 _("that ability works on the stack, and \"can't\" wins over {name}'s instruction").format(
                     name=counter.name), rules=("abilities.6g", "golden-rules.2"))
        return r.verdict("no", _("It can't be countered."), details)
    if p.is_face_down and _uncounterable(face_abilities(p.card.front)):
        r.decide(_("{name} says it can't be countered, but it was cast face down").format(name=p.card.name),
                 _("the face-down spell has no text, so that ability isn't there: it can be countered"),
                 rules=("face-down.4", "morph.c" if p.face_down == "morph" else "disguise.b"))
    else:
        r.decide(_("{shown} has nothing that stops it from being countered").format(shown=shown),
                 _("{name} counters it").format(name=counter.name), rules=("resolving.2b",))
    return r.verdict("yes", _("{name} counters it.").format(name=counter.name), details)


def _ask_hook(draft: AskDraft, facts: AskFacts) -> None:
    """The permanent asked about is a spell: face down, cast by morph or disguise (see
    :func:`~judge_cli.rules.kind.read_as_face_down_spell`)."""
    read_as_face_down_spell(draft)


KIND = QuestionKind(
    name="can-be-countered", given=Given, evaluate=evaluate, position=78, check=check_spell_on_stack,
    summary="Is this spell countered when a spell or ability that counters it resolves?",
    ask=AskHints(label=N_("Is this spell countered?"), subject="face-down-by-default", hook=_ask_hook),
)
