"""``affected-on-resolution``: as a spell or ability resolves, does it do its thing to this permanent?

A targeting spell checks its targets as it resolves (CR 608.2b): a target that is now illegal — it turned face up
with protection, it phased out — is left alone, and the spell resolves if any target is still legal.  A spell that
affects "all creatures" without targeting affects every permanent that is one as it resolves: a face-down permanent
is a 2/2 creature (CR 708.2a), a phased-out one is treated as though it doesn't exist (CR 702.26b).  A condition
checked on resolution ("if it has mana value 2 or less") sees the permanent as it is then: face down, mana value 0.
A permanent with indestructible isn't destroyed (CR 702.12b) — face down it has no such ability.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import Characteristics, has_ability, unmet, unmet_rules
from judge_cli.rules.citations import Reasoning, yes_no
from judge_cli.rules.kind import NAMED_CARD, AskHints, QuestionKind, key
from judge_cli.rules.layers import compute
from judge_cli.rules.state import Dependent, Permanent, Requirement
from judge_cli.rules.targeting import target_blocked


@dataclass(frozen=True)
class Given:
    """The permanent as the spell resolves, the spell, and how it reaches the permanent."""

    permanent: Permanent = key(doc="the permanent, as it is when the spell resolves")
    spell: Dependent = key(doc="the spell or ability: {name, controller, colors, types, requires} — requires: what "
                               "a target must be, or what 'all …' covers", ask={"acts.target": NAMED_CARD})
    targeted: bool = key(default=True, doc="the spell targets it (false: it affects all permanents meeting "
                                           "spell.requires)")
    other_targets: tuple[Permanent, ...] = key(default=(), doc="the spell's other targets, as they are when it "
                                                               "resolves (each must meet spell.requires)")
    only_if: Requirement | None = key(default=None, doc="the effect happens to it only if it meets this as the spell "
                                                        "resolves ('if it has mana value 2 or less')")
    action: Literal["affect", "destroy"] = key(default="affect", doc="what the spell does to it: destroy (stopped "
                                                                     "by indestructible) or anything else",
                                               ask={"acts.destroy": "destroy"})


def _illegal(p: Permanent, spell: Dependent, where: str) -> tuple[list[str], tuple[str, ...], Characteristics]:
    """Why ``p`` is an illegal target now (empty: it is legal), the rules, and its characteristics."""
    chars = compute(p)[0]
    if p.phased_out:
        return [_("it is phased out")], ("phasing.b",), chars
    problems = unmet(chars, spell.requires, p.is_face_down)
    blocked = target_blocked(chars, p, spell.source, where)
    rules = tuple(rule for b in blocked for rule in b.rules) + unmet_rules(chars, spell.requires)
    return problems + [b.reason for b in blocked], rules, chars


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """Targets are checked again; mass effects see what is there; the effect's own condition and indestructible."""
    p, spell = given.permanent, given.spell
    details: dict[str, Any] = {"resolves": "yes", "illegal_targets": []}
    shown = _("{name} (face down)").format(name=p.display) if p.is_face_down else p.display
    if given.targeted:
        reasons, rules, chars = _illegal(p, spell, "given.spell")
        others = [(other, _illegal(other, spell, "given.spell")) for other in given.other_targets]
        details["illegal_targets"] = [o.display for o, (why, _r, _c) in others if why] + ([p.display] if reasons
                                                                                          else [])
        if reasons:
            legal = [o for o, (why, _r, _c) in others if not why]
            details["resolves"] = yes_no(bool(legal))
            r.decide(_("as {name} resolves, {shown} is an illegal target: {reasons}").format(
                name=spell.name, shown=shown, reasons="; ".join(reasons)),
                _("it isn't affected") if legal else _("every target is illegal: the spell doesn't resolve"),
                rules=("resolving.2b",) + rules)
            return r.verdict("no", _("It is an illegal target as {name} resolves.").format(name=spell.name), details)
        for other, (why, other_rules, _c) in others:
            if why:
                r.decide(_("the other target {other} is illegal now: {reasons}").format(
                    other=other.display, reasons="; ".join(why)),
                    _("not every target is illegal, so the spell resolves and affects its legal targets"),
                    rules=("resolving.2b",) + other_rules)
        r.decide(_("as {name} resolves, {shown} is still a legal target").format(name=spell.name, shown=shown),
                 _("the spell acts on it"), rules=("resolving.2b",) + (("face-down.2",) if p.is_face_down else ()))
    else:
        if p.phased_out:
            r.decide(_("{shown} is phased out").format(shown=shown),
                     _("it is treated as though it doesn't exist: {name} doesn't affect it").format(name=spell.name),
                     rules=("phasing.b",))
            return r.verdict("no", _("A phased-out permanent isn't affected."), details)
        chars = compute(p)[0]
        problems = unmet(chars, spell.requires, p.is_face_down)
        if problems:
            r.decide(_("{shown}: {problems}").format(shown=shown, problems="; ".join(problems)),
                     _("it isn't among what {name} affects").format(name=spell.name),
                     rules=("face-down.2",) if p.is_face_down else ("resolving.2b",))
            return r.verdict("no", _("It isn't among what {name} affects.").format(name=spell.name), details)
        r.decide(_("{shown} is among what {name} affects as it resolves").format(shown=shown, name=spell.name),
                 _("the spell acts on it"), rules=("face-down.2a",) if p.is_face_down else ("resolving.2b",))
    return _effect(given, chars, shown, r, details)


def _effect(given: Given, chars: Characteristics, shown: str, r: Reasoning, details: dict[str, Any]) -> Verdict:
    """The effect's own condition, then indestructible for a destroy effect."""
    p, spell = given.permanent, given.spell
    if given.only_if is not None:
        problems = unmet(chars, given.only_if, p.is_face_down)
        face_down_rules = ("face-down.2", "mana-cost.3a") if p.is_face_down else ()
        if problems:
            r.decide(_("as {name} resolves, {shown} fails its condition: {problems}").format(
                name=spell.name, shown=shown, problems="; ".join(problems)), _("the effect doesn't happen to it"),
                rules=("resolving.2h",) + face_down_rules)
            return r.verdict("no", _("{name}'s condition isn't met.").format(name=spell.name), details)
        r.decide(_("as {name} resolves, {shown} meets its condition").format(name=spell.name, shown=shown),
                 _("the effect happens to it"), rules=("resolving.2h",) + face_down_rules)
    if given.action == "destroy" and has_ability(chars.abilities, "indestructible"):
        r.decide(_("{shown} has indestructible").format(shown=shown), _("it isn't destroyed"),
                 rules=("indestructible.b",))
        return r.verdict("no", _("It has indestructible."), details)
    if given.action == "destroy" and p.is_face_down and has_ability(p.card.front.abilities, "indestructible"):
        r.decide(_("{name}'s indestructible is on the card, but face down it has no abilities").format(
            name=p.card.name), _("it is destroyed"), rules=("face-down.2",))
    return r.verdict("yes", _("{name} affects it.").format(name=spell.name), details)


KIND = QuestionKind(
    name="affected-on-resolution", given=Given, evaluate=evaluate, position=76,
    summary="As the spell or ability resolves, does it do its thing to the permanent?",
    ask=AskHints(label=N_("Does the spell do its thing to it as it resolves?"), subject="face-up-by-default"),
)
