"""``can-activate``: may you activate this activated ability of the permanent now?

Only its controller may, with priority (CR 602.2); the permanent must have the ability now — a face-down
permanent has no text, so none of its card's activated abilities (CR 708.2a), and a permanent that lost its
abilities has none either; and nothing may forbid it (CR 602.5): Linvala, Keeper of Silence, a spell with split
second on the stack (CR 702.61a).  Turning a face-down permanent face up is no activated ability: see
``can-turn-face-up``.
"""

from __future__ import annotations

from dataclasses import dataclass

from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import procedure_rules
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.kind import AskHints, QuestionKind, key
from judge_cli.rules.layers import compute
from judge_cli.rules.restrictions import activating_forbidden
from judge_cli.rules.state import Permanent, Restriction


@dataclass(frozen=True)
class Given:
    """The permanent, the ability, and what else in the game forbids activating it."""

    permanent: Permanent = key(doc="the permanent whose ability it is")
    ability: str = key(doc="the activated ability, as its card's 'activated' lists it ('[cost]: [effect]')")
    has_priority: bool = key(default=True, doc="you have priority", ask={"status.no-priority": False})
    restrictions: tuple[Restriction, ...] = key(default=(), doc="effects that forbid activating abilities "
                                                                "(Linvala, split second)")
    active_player: str = key(default="you", doc="whose turn it is")


def _same(first: str, second: str) -> bool:
    return " ".join(first.casefold().split()) == " ".join(second.casefold().split())


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """The ability must be there now, its controller must have priority, and nothing may forbid it."""
    p, ability = given.permanent, given.ability
    if p.phased_out:
        r.decide(_("it is phased out, so it is treated as though it doesn't exist"),
                 _("its abilities can't be activated until it phases in"), rules=("phasing.b",))
        return r.verdict("no", _("A phased-out permanent's abilities can't be activated."))
    chars = compute(p)[0]
    if not any(_same(ability, own) for own in chars.activated):
        printed = any(_same(ability, own) for own in p.card.front.activated)
        if p.is_face_down and printed:
            r.decide(_("{name} is face down: a 2/2 with no text").format(name=p.card.name),
                     _("it doesn't have its card's ability \"{ability}\"").format(ability=ability),
                     rules=procedure_rules(p.face_down) + ("face-down.2a",))
        elif printed:
            r.decide(_("it has lost its abilities"), _("it doesn't have \"{ability}\" now").format(ability=ability),
                     rules=("layers.1f",))
        else:
            r.decide(_("it has no ability \"{ability}\"").format(ability=ability), _("there is nothing to activate"),
                     rules=("activating.1",))
        return r.verdict("no", _("It doesn't have that ability now."))
    if p.controller != "you":
        r.decide(_("{controller} controls it, not you").format(controller=p.controller),
                 _("only its controller may activate its abilities"), rules=("activating.2",))
        return r.verdict("no", _("Only its controller may activate its abilities."))
    if not given.has_priority:
        r.decide(_("you don't have priority"), _("abilities are activated only with priority"),
                 rules=("abilities.3b",))
        return r.verdict("no", _("You need priority to activate it."))
    forbidden = activating_forbidden(p, given.restrictions, given.active_player, r)
    if forbidden is not None:
        return r.verdict("no", forbidden)
    r.decide(_("it has \"{ability}\" and you control it with priority").format(ability=ability),
             _("you may activate it, paying its cost"), rules=("activating.2",))
    return r.verdict("yes", _("You may activate it."))


KIND = QuestionKind(
    name="can-activate", given=Given, evaluate=evaluate, position=12,
    summary="May you activate this activated ability of the permanent now?",
    ask=AskHints(label=N_("Can this ability of it be activated now?"), subject="face-up-by-default"),
)
