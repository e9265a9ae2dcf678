"""``can-look``: may this player look at the face-down permanent?"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.kind import AskHints, QuestionKind, key
from judge_cli.rules.state import Permanent


@dataclass(frozen=True)
class Given:
    """The state the question is about."""

    permanent: Permanent = key(doc="the permanent")
    viewer: Literal["controller", "opponent"] = key(
        doc="who wants to look: its controller or an opponent",
        ask={"player.opponent&!player.own": "opponent", "": "controller"})
    effect_allows_looking: bool = key(default=False, doc="an effect lets the viewer look",
                                      ask={"effect.allows-looking": True})


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """``can-look``: may this player look at the face-down permanent."""
    p, viewer, allowed = given.permanent, given.viewer, given.effect_allows_looking
    details = {"viewer": viewer}
    if not p.is_face_down:
        r.decide(_("{name} is face up").format(name=p.card.name), _("anyone may see a face-up permanent"),
               rules=("face-down.5",))
        return r.verdict("yes", _("A face-up permanent hides nothing."), details)
    if viewer == "controller":
        where = _(" (even while it is phased out)") if p.phased_out else ""
        if p.on_stack:
            r.decide(_("the viewer controls the face-down spell"),
                     _("a player may look at face-down spells they control on the stack at any time"),
                     rules=("face-down.5",), topics=("look+!become-anonymous",))
            return r.verdict("yes", _("You may look at a face-down spell you control at any time."), details)
        r.decide(_("the viewer controls the face-down permanent{where}").format(where=where),
               _("a player may look at face-down permanents they control at any time"),
               rules=("face-down.5",), topics=("look+!become-anonymous",))
        return r.verdict("yes", _("You may look at face-down permanents you control at any time."), details)
    if allowed:
        r.decide(_("the viewer is an opponent, but an effect lets them look"), _("they may look at it"),
               rules=("face-down.5",), topics=("look+!become-anonymous",))
        return r.verdict("yes", _("An effect allows the opponent to look at it."), details)
    r.decide(_("the viewer doesn't control it and no effect lets them look"),
           _("they may not look at it"), rules=("face-down.5",), topics=("look+!become-anonymous",))
    return r.verdict("no", _("You can't look at face-down permanents another player controls unless an effect allows "
                             "it."), details)


KIND = QuestionKind(
    name="can-look", given=Given, evaluate=evaluate, position=80,
    summary="May this player look at the face-down permanent?",
    ask=AskHints(label=N_("May this player look at it?"), subject="face-down-by-default"),
)
