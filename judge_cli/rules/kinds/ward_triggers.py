"""``ward-triggers``: does the permanent's ward trigger when this spell or ability targets it, and what does it
cost?

Ward is a triggered ability of a permanent: "whenever this permanent becomes the target of a spell or ability an
opponent controls, counter it unless that player pays [cost]" (CR 702.21a).  Face down, a cloaked or disguised
permanent has ward {2} and a morphed or manifested one has no ability at all (CR 701.58a, 702.168a, 702.37a); a
face-down spell is not a permanent, and its abilities don't work on the stack (CR 113.6).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import face_abilities, procedure_rules, unmet
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.kind import NAMED_CARD, AskDraft, AskFacts, AskHints, QuestionKind, key
from judge_cli.rules.layers import compute
from judge_cli.rules.state import Dependent, Permanent
from judge_cli.rules.targeting import target_blocked, undecided


@dataclass(frozen=True)
class Given:
    """The permanent (or, with zone: stack, a spell) and what targets it."""

    permanent: Permanent = key(doc="the permanent targeted (face down: its face-down characteristics count)")
    spell: Dependent = key(doc="the spell or ability targeting it: {name, controller, requires, colors, types}",
                           ask={"acts.target": NAMED_CARD})


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """Ward must be there, work where the object is, and the targeting spell or ability must be an opponent's."""
    p, spell = given.permanent, given.spell
    details: dict[str, Any] = {"ward": []}
    if p.phased_out:
        r.decide(_("it is phased out, so it is treated as though it doesn't exist"),
                 _("it can't become a target, so nothing triggers"), rules=("phasing.b",))
        return r.verdict("no", _("A phased-out permanent can't be targeted."), details)
    chars = compute(p)[0]
    wards = [a for a in chars.abilities if a == "ward" or a.startswith("ward ")]
    if p.on_stack:
        shown = ", ".join(wards) or _("no ward")
        r.decide(_("it is a spell on the stack ({ward})").format(ward=shown),
                 _("ward is an ability of a permanent; a spell's abilities work only on the battlefield, so it "
                   "doesn't trigger"), rules=("ward.a", "abilities.6"))
        return r.verdict("no", _("A spell isn't a permanent: its ward doesn't trigger."), details)
    if not wards:
        printed = any(a.startswith("ward") for a in face_abilities(p.card.front))
        if p.is_face_down:
            r.decide(_("face down by {procedure}, it has no abilities").format(procedure=p.face_down) + (
                _(" (the card's own ward is hidden)") if printed else ""),
                _("it has no ward, so nothing triggers"), rules=procedure_rules(p.face_down) + ("face-down.2",))
        else:
            r.decide(_("it has no ward"), _("nothing triggers"), rules=("ward.a",))
        return r.verdict("no", _("It has no ward."), details)
    problems = unmet(chars, spell.requires, p.is_face_down)
    blocked = [b.reason for b in target_blocked(chars, p, spell.source, "given.spell")]
    if problems or blocked:
        r.decide(_("{name} can't target it: {reasons}").format(name=spell.name, reasons="; ".join(problems + blocked)),
                 _("it never becomes a target, so ward doesn't trigger"), rules=("ward.a", "resolving.2b"))
        return r.verdict("no", _("It can't become a target of {name}.").format(name=spell.name), details)
    if spell.source.controller is None:
        raise undecided("given.spell", "controller", _("ward triggers only for an opponent's spell or ability"),
                        p.line)
    costs = [ward[len("ward"):].strip() for ward in wards]
    details["ward"] = costs
    why = (_("face down by {procedure}, it has {ward}").format(procedure=p.face_down, ward=", ".join(wards))
           if p.is_face_down else _("it has {ward}").format(ward=", ".join(wards)))
    rules = ("ward.a",) + (procedure_rules(p.face_down) if p.is_face_down else ())
    if spell.source.controller == p.controller:
        r.decide(_("{why}, and {name} is its controller's own").format(why=why, name=spell.name),
                 _("ward triggers only for an opponent's spell or ability"), rules=rules)
        return r.verdict("no", _("Ward doesn't trigger for its controller's own spells and abilities."), details)
    r.decide(_("{why}, and {name} is an opponent's").format(why=why, name=spell.name),
             _("ward triggers: {name} is countered unless its controller pays {cost}").format(
                 name=spell.name, cost=_(" and ").join(costs)), rules=rules, topics=("ward",))
    return r.verdict("yes", _("Ward triggers; {name} is countered unless {cost} is paid.").format(
        name=spell.name, cost=_(" and ").join(costs)), details)


def _ask_hook(draft: AskDraft, facts: AskFacts) -> None:
    """A question that names no card but says the asker targets the face-down permanent ("if I target my cloaked
    creature, do I pay ward?") is about a spell whose controller is all that counts: face down, the permanent has no
    protection or hexproof that a spell's colour or type could meet, only the ward its procedure gives (CR 702.21a,
    708.2). Only the asker's own spell: when an opponent targets, "do I have to pay?" asks who pays, which this kind
    doesn't answer. A face-up permanent keeps its card's abilities, so there the spell must be named."""
    permanent = draft.given.get("permanent")
    if "spell" in draft.given or not isinstance(permanent, dict) or permanent.get("face_down", "none") == "none":
        return
    if facts.has("caster.you") and not facts.has("caster.opponent"):
        draft.given["spell"] = {"name": _("your spell"), "controller": "you"}


KIND = QuestionKind(
    name="ward-triggers", given=Given, evaluate=evaluate, position=77,
    summary="Does the permanent's ward trigger when this spell or ability targets it?",
    ask=AskHints(label=N_("Does its ward trigger?"), subject="face-down-by-default", hook=_ask_hook),
)
