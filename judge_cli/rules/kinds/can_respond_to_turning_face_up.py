"""``can-respond-to-turning-face-up``: can players respond to the permanent being turned face up?"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from judge_cli.game.vocabulary import PROCEDURES
from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.kind import AskHints, QuestionKind, key
from judge_cli.rules.state import Permanent
from judge_cli.rules.turning import KEYWORD_RULE


@dataclass(frozen=True)
class Given:
    """The state the question is about."""

    permanent: Permanent = key(doc="the face-down permanent")
    method: Literal["special-action", "spell", "ability"] = key(
        default="special-action", doc="its controller's special action, or a spell or ability that turns it face up",
        ask={"method.ability": "ability", "method.spell": "spell", "by.effect": "spell"})


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """``can-respond-to-turning-face-up``: can players respond to the turning itself."""
    p, method = given.permanent, given.method
    if method == "special-action":
        procedure = PROCEDURES[p.face_down]
        own: tuple[str, ...] = (f"{p.face_down}.b",) if procedure.by_mana_cost else \
            (KEYWORD_RULE[procedure.keyword],) if procedure.keyword else ("morph.e", "disguise.d")
        rules = ("special-actions.1", "special-actions.2b") + own
        r.decide(_("its controller turns it face up as a special action"),
               _("special actions don't use the stack, so nobody can respond"), rules=rules,
               topics=("no-response",))
        return r.verdict("no", _("Turning a face-down permanent face up is a special action: it doesn't use the "
                                 "stack and can't be responded to."), {"method": method})
    r.decide(_("a {method} turns it face up").format(method=method),
           _("that {method} uses the stack, so players may respond to it before it resolves").format(method=method),
           rules=("special-actions.1",), topics=("no-response",))
    return r.verdict("yes", _("A spell or ability that turns it face up can be responded to while it is on the "
                              "stack."), {"method": method})


KIND = QuestionKind(
    name="can-respond-to-turning-face-up", given=Given, evaluate=evaluate, position=110,
    summary="Can players respond to the permanent being turned face up?",
    ask=AskHints(label=N_("Can players respond to the turning?"), subject="face-down"),
)
