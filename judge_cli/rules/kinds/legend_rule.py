"""``legend-rule``: does the legend rule make a player put legendary permanents into the graveyard?"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Any

from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.kind import AskHints, QuestionKind, key
from judge_cli.rules.layers import compute
from judge_cli.rules.state import Permanent


@dataclass(frozen=True)
class Given:
    """The permanents on the battlefield."""

    permanents: tuple[Permanent, ...] = key(doc="the permanents on the battlefield")


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """Legendary permanents that share a name under one controller, counting only phased-in face-up ones."""
    groups: dict[tuple[str, str], list[str]] = defaultdict(list)
    for p in given.permanents:
        if p.phased_out:
            r.step(_("{name} is phased out").format(name=p.display),
                   _("it is treated as though it doesn't exist: the legend rule doesn't see it"), rules=("phasing.b",))
            continue
        chars = compute(p)[0]
        if p.is_face_down:
            r.step(_("{name} is face down").format(name=p.display),
                   _("it has no name and no supertypes: it isn't legendary"), rules=("face-down.2",),
                   topics=("no-name",))
            continue
        if "legendary" in chars.supertypes and chars.name:
            groups[(p.controller, chars.name)].append(p.display)
    clashes = {key: names for key, names in groups.items() if len(names) > 1}
    details: dict[str, Any] = {"clashes": [{"controller": controller, "name": name, "count": len(names)}
                                           for (controller, name), names in clashes.items()]}
    if clashes:
        for (controller, name), names in clashes.items():
            r.decide(_("{count} legendary permanents named {name} have the same controller ({controller})").format(
                controller=controller, count=len(names), name=name),
                _("they choose one; the others go to their owners' graveyards"),
                rules=("state-based-actions.5j", "supertypes.d"))
        return r.verdict("yes", _("The legend rule applies."), details)
    for index in range(len(r.steps)):
        r.mark(index)  # each permanent the rule can't see is part of why nothing happens
    r.decide(_("no player controls two legendary permanents with the same name that the game can see"),
             _("the legend rule does nothing"), rules=("state-based-actions.5j",))
    return r.verdict("no", _("The legend rule doesn't apply."), details)


KIND = QuestionKind(
    name="legend-rule", given=Given, evaluate=evaluate, position=95,
    summary="Does the legend rule make a player put legendary permanents into the graveyard?",
    ask=AskHints(label=N_("Does the legend rule apply?"), subject="none"),
)
