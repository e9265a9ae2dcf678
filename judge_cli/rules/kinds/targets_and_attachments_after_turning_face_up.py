"""``targets-and-attachments-after-turning-face-up``: do the spells and abilities targeting it and the Auras and Equipment attached to it stay legal once it is face up?"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_cli.i18n import _
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import Characteristics, compute, turned_face_up, unmet
from judge_cli.rules.citations import Reasoning, yes_no
from judge_cli.rules.kind import AskHints, QuestionKind, key
from judge_cli.rules.state import Dependent, Permanent
from judge_cli.rules.turning import stays_face_down


@dataclass(frozen=True)
class Given:
    """The state the question is about."""

    permanent: Permanent = key(doc="the face-down permanent")
    targeted_by: tuple[Dependent, ...] = key(default=(), doc="spells and abilities targeting it: {name, requires}")
    attached: tuple[Dependent, ...] = key(default=(), doc="Auras and Equipment attached to it: {name, kind, requires}",
                                          attached=True)


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """``targets-and-attachments-after-turning-face-up``: do targets and attachments all stay legal."""
    p = given.permanent
    before, _applied = compute(p)
    after = before if stays_face_down(p, r) else compute(turned_face_up(p))[0]
    r.step(_("{name} turns face up").format(name=p.card.name),
           _("it is the same permanent with new characteristics: targets and attachments stay unless those make "
             "them illegal"), rules=("face-down.8",), topics=("same-object",))
    results, all_legal = [], True
    for dep in given.targeted_by + given.attached:
        problems = unmet(after, dep.requires)
        if not problems:
            result = "stays"
            conclusion = _("still legal: {name} is unaffected").format(name=dep.name)
            rules: tuple[str, ...] = ("face-down.8",)
        elif dep.kind == "target":
            result = "illegal-target"
            conclusion = _("{name} now has an illegal target; if that was its only target it doesn't resolve").format(
                name=dep.name)
            rules = ("resolving.2b",)
        elif dep.kind == "aura":
            result = "aura-to-graveyard"
            conclusion = _("{name} is attached illegally and goes to its owner's graveyard").format(name=dep.name)
            rules = ("state-based-actions.5m",)
        else:
            result = "equipment-unattached"
            conclusion = _("{name} becomes unattached and stays on the battlefield").format(name=dep.name)
            rules = ("state-based-actions.5n",)
        all_legal = all_legal and not problems
        r.step(_("face up, it is {summary}: {checks}").format(
            summary=_describe(after), checks="; ".join(problems) or _("meets every requirement of {name}").format(
                name=dep.name)), conclusion, rules=rules, topics=("same-object",))
        results.append({"name": dep.name, "kind": dep.kind, "result": result, "because": problems})
    explanation = (_("Turning face up keeps the same permanent; every target and attachment stays legal.") if all_legal
                   else _("Same permanent, but its new characteristics make some targets or attachments illegal."))
    return r.verdict(yes_no(all_legal), explanation, {"face_up": after.answer(), "dependents": results})


def _describe(chars: Characteristics) -> str:
    colors = ", ".join(chars.colors) or _("colorless")
    return _("{name} ({colors} {types}, mana value {mv})").format(
        name=chars.name or _("nameless"), colors=colors, types=" ".join(chars.types), mv=chars.mana_value)


def _check(given: Given, reader: Any, raw: Any) -> None:
    """Something must target it or be attached to it."""
    if not (given.targeted_by or given.attached):
        raise reader.error("given", _("expected targeted_by or attached (or both) to list something"), raw)


KIND = QuestionKind(
    name="targets-and-attachments-after-turning-face-up", given=Given, evaluate=evaluate, position=70,
    summary="Do the spells and abilities targeting it and the Auras and Equipment attached to it stay legal once it is face up?",
    ask=AskHints(subject="face-down"),
    check=_check,
)
