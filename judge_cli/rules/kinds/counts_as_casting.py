"""``counts-as-casting``: is what is done to the face-down card casting a spell — so that abilities waiting for a
spell to be cast see it?

To cast a spell is to take it from where it is, put it on the stack and pay its costs (CR 601.2).  Turning a
face-down permanent face up is a special action (CR 116.2b): the permanent stays on the battlefield and nothing is
cast (CR 702.37e, 702.168d).  Cloak, manifest and manifest dread put the card onto the battlefield directly (CR
701.58a, 701.40a).  Casting a card face down with disguise or morph is casting a spell: a face-down 2/2 creature
spell (CR 702.37c, 702.168a, 708.4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from judge_cli.game.vocabulary import PROCEDURES
from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.citations import Reasoning, yes_no
from judge_cli.rules.kind import AskDraft, AskFacts, AskHints, QuestionKind, key
from judge_cli.rules.state import Permanent

Action = Literal["turn-face-up", "put-onto-battlefield", "cast-face-down"]


@dataclass(frozen=True)
class Given:
    """The face-down card and what is done to it."""

    permanent: Permanent = key(doc="the face-down permanent (zone: stack: a face-down spell being cast)")
    action: Action = key(default="turn-face-up", doc="what is done: it is turned face up, it was put onto the "
                                                     "battlefield face down (cloak, manifest), or cast face down "
                                                     "(disguise, morph)",
                         ask={"kind.cast-triggers": "cast-face-down"})
    by: Literal["special-action", "spell", "ability"] = key(
        default="special-action", doc="turn-face-up: its controller's special action, or a spell or ability that "
                                      "turns it face up", ask={"method.ability": "ability", "method.spell": "spell",
                                                               "by.effect": "spell"})


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """Only casting it face down puts a spell on the stack; turning it face up or putting it onto the battlefield
    doesn't."""
    p, action = given.permanent, given.action
    details: dict[str, Any] = {"action": action, "triggers_cast_abilities": "no"}
    if p.on_stack or action == "cast-face-down":
        r.decide(_("it is cast face down, as a 2/2 creature spell"),
                 _("that is casting a spell: abilities that trigger on a spell being cast see the face-down spell"),
                 rules=("disguise.a" if p.face_down == "disguise" else "morph.c", "face-down.4", "casting.2i"))
        details["triggers_cast_abilities"] = "yes"
        return r.verdict("yes", _("Casting a card face down is casting a spell (a face-down 2/2 creature spell)."),
                         details)
    if action == "put-onto-battlefield":
        r.decide(_("{procedure} puts the card onto the battlefield face down").format(procedure=p.face_down),
                 _("the card is never put on the stack, so it isn't cast"), rules=(f"{p.face_down}.a", "casting.2"))
        return r.verdict("no", _("Putting a card onto the battlefield face down isn't casting it."), details)
    if given.by == "special-action":
        r.decide(_("its controller turns it face up as a special action"),
                 _("the permanent stays on the battlefield and nothing is put on the stack: no spell is cast"),
                 rules=("special-actions.2b", "casting.2"), topics=("no-response",))
    else:
        r.decide(_("a {method} turns it face up").format(method=given.by),
                 _("the permanent stays on the battlefield: turning it face up casts nothing, whatever was cast to "
                   "do it"), rules=("face-down.8", "casting.2"))
    return r.verdict(yes_no(False), _("Turning a face-down permanent face up isn't casting a spell; abilities that "
                                      "trigger on casting don't trigger."), details)


def _check(given: Given, reader: Any, raw: Any) -> None:
    """Only disguise and morph cast a card face down; only cloak and manifest put one onto the battlefield."""
    spell = given.permanent.on_stack or given.action == "cast-face-down"
    procedure = PROCEDURES.get(given.permanent.face_down)
    if spell and (procedure is None or not procedure.cast):
        raise reader.error("given.permanent.face_down", _("a card is cast face down only with disguise or morph"),
                           raw.get("permanent"), "face_down")
    if given.action == "put-onto-battlefield" and given.permanent.face_down not in ("cloak", "manifest"):
        raise reader.error("given.permanent.face_down", _("only cloak and manifest put a card onto the battlefield "
                                                          "face down"), raw.get("permanent"), "face_down")


#: The words putting the card onto the battlefield face down: the procedures that do it, not cast.
_PUT = ("proc.cloak", "proc.manifest")
_TURNING = ("hint.can-turn-face-up", "kind.can-turn-face-up")


def _read(draft: AskDraft, facts: AskFacts) -> None:
    """Turning face up when the words turn it up; else the way it got face down: cast face down (disguise or morph,
    with words casting it) or put onto the battlefield (cloak, manifest)."""
    if facts.has(*_TURNING):
        return
    if facts.has(*_PUT):
        draft.given["action"] = "put-onto-battlefield"
    elif facts.has("proc.disguise", "proc.morph") and facts.has("caster.you", "caster.opponent", "hint.resolve"):
        draft.given["action"] = "cast-face-down"  # the words cast it ("I cast a morph face down")
    else:
        draft.missing.append("what is done to it")


KIND = QuestionKind(
    name="counts-as-casting", given=Given, evaluate=evaluate, position=80, check=_check,
    summary="Is what is done to the face-down card (turning it face up, putting it onto the battlefield face down, "
            "casting it face down) casting a spell?",
    ask=AskHints(label=N_("Does it count as casting a spell?"), subject="face-down", hook=_read),
)
