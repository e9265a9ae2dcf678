"""``can-target``: can this spell or ability target the permanent (and does ward tax it)?

Checked as the target is chosen and again as the spell resolves (CR 608.2b): what the spell's "target …" needs,
phasing, shroud, hexproof (and hexproof from), protection; ward doesn't stop targeting but triggers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import unmet, unmet_rules
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.kind import NAMED_CARD, AskHints, QuestionKind, key
from judge_cli.rules.layers import compute
from judge_cli.rules.state import Dependent, Permanent
from judge_cli.rules.targeting import abilities_work, target_blocked, ward_cost


@dataclass(frozen=True)
class Given:
    """The permanent, and the spell or ability that would target it."""

    permanent: Permanent = key(doc="the permanent (face down: its face-down characteristics count)")
    spell: Dependent = key(doc="the spell or ability: {name, requires, controller, colors, types}",
                           ask={"acts.target": NAMED_CARD})


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """Every condition of the spell's target, then phasing, shroud, hexproof and protection; ward last."""
    p, spell = given.permanent, given.spell
    chars = compute(p)[0]
    details: dict[str, Any] = {"ward": None}
    problems = unmet(chars, spell.requires, p.is_face_down)
    shown = _("a face-down 2/2 creature") if p.is_face_down else chars.name or p.card.name
    blocked = target_blocked(chars, p, spell.source, "given.spell")
    guarded = [a for a in chars.abilities if a.split()[0] in ("hexproof", "shroud", "protection", "ward")]
    if guarded and not abilities_work(p):
        r.decide(_("{shown} is a spell on the stack; its {abilities} work only on the battlefield").format(
            shown=shown, abilities=", ".join(guarded)),
            _("they don't stop {name} from targeting it").format(name=spell.name), rules=("abilities.6",))
    if problems or blocked:
        reasons = problems + [b.reason for b in blocked]
        r.decide(_("{shown}: {reasons}").format(shown=shown, reasons="; ".join(reasons)),
                 _("{name} can't target it (and on resolution that target would be illegal)").format(name=spell.name),
                 rules=tuple(rule for b in blocked for rule in b.rules) or ("resolving.2b",)
                 + unmet_rules(chars, spell.requires))
        details["because"] = reasons
        return r.verdict("no", _("It isn't a legal target for {name}.").format(name=spell.name), details)
    ward = ward_cost(chars, p, spell.source, "given.spell")
    if ward is not None:
        details["ward"] = ward
        r.decide(_("{shown} has ward {cost} and {name} is an opponent's").format(shown=shown, cost=ward,
                                                                                  name=spell.name),
                 _("it can be targeted, but ward triggers: {name} is countered unless its controller pays {cost}")
                 .format(name=spell.name, cost=ward), rules=("ward.a",), topics=("ward",))
        return r.verdict("yes", _("It can be targeted; ward {cost} then triggers.").format(cost=ward), details)
    r.decide(_("{shown} meets what {name} needs, and nothing stops it from being targeted").format(
        shown=shown, name=spell.name), _("{name} can target it").format(name=spell.name), rules=("resolving.2b",))
    return r.verdict("yes", _("It is a legal target for {name}.").format(name=spell.name), details)


KIND = QuestionKind(
    name="can-target", given=Given, evaluate=evaluate, position=75,
    summary="Can this spell or ability target the permanent?",
    # "can it be targeted?" is the verdict itself: the claim only points the reader here (and at ``resolve``, whose
    # seed spells it also asks about)
    ask=AskHints(label=N_("Can it be targeted?"), subject="face-up-by-default",
                 claims={"claim.legal-target": lambda details, facts: True}),
)
