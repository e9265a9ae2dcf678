"""``targets-and-attachments-after-turning-face-up``: do the spells and abilities targeting it and the Auras and
Equipment attached to it stay legal once it is face up?"""

from __future__ import annotations

from dataclasses import dataclass

from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import Characteristics, turned_face_up, unmet
from judge_cli.rules.citations import Reasoning, yes_no
from judge_cli.rules.kind import AskHints, QuestionKind, key
from judge_cli.rules.layers import compute
from judge_cli.rules.state import Dependent, Permanent
from judge_cli.rules.targeting import attachment_blocked, target_blocked
from judge_cli.rules.turning import cannot_turn_face_up, stays_face_down

#: What happens to an item that is no longer legal, and the rule that says so.
_ILLEGAL = {
    "target": ("illegal-target", ("resolving.2b",)),
    "aura": ("aura-to-graveyard", ("state-based-actions.5m",)),
    "equipment": ("equipment-unattached", ("state-based-actions.5n",)),
}


@dataclass(frozen=True)
class Given:
    """The state the question is about."""

    permanent: Permanent = key(doc="the face-down permanent")
    targeted_by: tuple[Dependent, ...] = key(default=(), doc="spells and abilities targeting it: {name, requires, "
                                                            "controller, colors, types}")
    attached: tuple[Dependent, ...] = key(default=(), doc="Auras and Equipment attached to it: {name, kind, requires, "
                                                         "controller, colors, types}", attached=True)


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """``targets-and-attachments-after-turning-face-up``: do targets and attachments all stay legal."""
    p = given.permanent
    if cannot_turn_face_up(p, r) is not None:
        return r.verdict("no", _("It can't be turned face up now, so the question doesn't arise; while it is phased "
                                 "out nothing can target it.") if p.phased_out else
                         _("It can't be turned face up, so nothing about it changes."), {"dependents": []})
    before = compute(p)[0]
    stays = stays_face_down(p, r)
    after = before if stays else compute(turned_face_up(p))[0]
    same = _("it is the same permanent with new characteristics: targets and attachments stay unless those make "
             "them illegal")
    if not (given.targeted_by or given.attached):
        r.decide(_("{name} turns face up").format(name=p.card.name), same, rules=("face-down.8",),
                 topics=("same-object",))
        return r.verdict("yes", _("Turning face up keeps the same permanent: whatever is attached to it stays attached "
                                  "and whatever targets it still targets it, unless its new characteristics make a "
                                  "target or an attachment illegal."), {"face_up": after.answer(), "dependents": []})
    r.step(_("{name} turns face up").format(name=p.card.name), same, rules=("face-down.8",), topics=("same-object",))
    results, all_legal = [], True
    for index, dep in enumerate(given.targeted_by + given.attached):
        where = f"given.{'targeted_by' if dep.kind == 'target' else 'attached'}[{_position(given, index)}]"
        problems = unmet(after, dep.requires)
        blocked = (target_blocked(after, p, dep.source, where) if dep.kind == "target"
                   else attachment_blocked(after, p, dep.source, dep.kind, where))
        reasons = problems + [b.reason for b in blocked]
        if not reasons:
            r.step(_("face up, it is {summary}: {checks}").format(
                summary=_describe(after), checks=_("meets every requirement of {name}").format(name=dep.name)),
                _("still legal: {name} is unaffected").format(name=dep.name), rules=("face-down.8",),
                topics=("same-object",))
            results.append({"name": dep.name, "kind": dep.kind, "result": "stays", "because": []})
            continue
        all_legal = False
        result, rules = _ILLEGAL[dep.kind]
        r.decide(_("face up, it is {summary}: {checks}").format(summary=_describe(after), checks="; ".join(reasons)),
                 _conclusion(dep), rules=rules + tuple(rule for b in blocked for rule in b.rules),
                 topics=("same-object",))
        results.append({"name": dep.name, "kind": dep.kind, "result": result, "because": reasons})
    if all_legal:
        for index in range(len(r.steps)):
            r.mark(index)  # every check passed: together they are why the answer is yes
    explanation = (_("Turning face up keeps the same permanent; every target and attachment stays legal.") if all_legal
                   else _("Same permanent, but its new characteristics make some targets or attachments illegal."))
    return r.verdict(yes_no(all_legal), explanation, {"face_up": after.answer(), "dependents": results})


def _position(given: Given, index: int) -> int:
    count = len(given.targeted_by)
    return index + 1 if index < count else index - count + 1


def _conclusion(dep: Dependent) -> str:
    if dep.kind == "target":
        return _("{name} now has an illegal target; if that was its only target it doesn't resolve").format(
            name=dep.name)
    if dep.kind == "aura":
        return _("{name} is attached illegally and goes to its owner's graveyard").format(name=dep.name)
    return _("{name} becomes unattached and stays on the battlefield").format(name=dep.name)


def _describe(chars: Characteristics) -> str:
    colors = ", ".join(chars.colors) or _("colorless")
    return _("{name} ({colors} {types}, mana value {mv})").format(
        name=chars.name or _("nameless"), colors=colors, types=" ".join(chars.types), mv=chars.mana_value)


KIND = QuestionKind(
    name="targets-and-attachments-after-turning-face-up", given=Given, evaluate=evaluate, position=70,
    summary="Do the spells and abilities targeting it and the Auras and Equipment attached to it stay legal once it is "
            "face up?",
    ask=AskHints(label=N_("Do targets and attachments stay legal once it is face up?"), subject="face-down"),
)
