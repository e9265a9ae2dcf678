"""``can-respond-to-turning-face-up``: can players respond to the permanent being turned face up — or, when the words
cast it, to the face-down spell being cast?

Turning a face-down permanent face up is a special action (CR 116.2b, 702.37e): it doesn't use the stack, so there is
nothing to respond to.  A spell or ability that turns it face up is on the stack and can be responded to.  Casting a
card face down with morph or disguise is casting a spell (CR 702.37c, 708.4): the face-down 2/2 spell is put on the
stack (CR 601.2), and a spell cast while it is there is cast in response to it (CR 117.7).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from judge_cli.game.vocabulary import PROCEDURES
from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.kind import AskDraft, AskFacts, AskHints, QuestionKind, key, read_as_face_down_spell
from judge_cli.rules.state import Permanent
from judge_cli.rules.turning import KEYWORD_RULE


@dataclass(frozen=True)
class Given:
    """The state the question is about."""

    permanent: Permanent = key(doc="the face-down permanent (zone: stack: the face-down spell being cast)")
    method: Literal["special-action", "spell", "ability"] = key(
        default="special-action", doc="its controller's special action, or a spell or ability that turns it face up",
        ask={"method.ability": "ability", "method.spell": "spell", "by.effect": "spell"})
    act: Literal["turn-face-up", "cast-face-down"] = key(
        default="turn-face-up", doc="what is responded to: the permanent being turned face up, or the card being "
                                    "cast face down (disguise, morph)", ask={"act.cast": "cast-face-down"})


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """``can-respond-to-turning-face-up``: can players respond to the turning itself (or to the casting)."""
    p, method = given.permanent, given.method
    if given.act == "cast-face-down" or p.on_stack:
        r.decide(_("it is cast face down, as a 2/2 creature spell"),
                 _("casting puts that spell on the stack, so players may respond to it before it resolves"),
                 rules=("disguise.a" if p.face_down == "disguise" else "morph.c", "face-down.4", "casting.2",
                        "timing.7"))
        return r.verdict("yes", _("Casting a card face down is casting a spell: the face-down spell uses the stack "
                                  "and can be responded to."), {"act": "cast-face-down"})
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


#: The cues of turning a permanent face up: with words casting it too, which act is responded to is not told.
_TURNING = ("hint.can-turn-face-up", "kind.can-turn-face-up")
#: Words naming a triggered ability ("trigger", "when it is turned face up", "ability").
_TRIGGERED = ("hint.enters-triggers-on-turning-face-up", "kind.turned-face-up-triggers",
              "kind.enters-triggers-on-turning-face-up", "claim.abilities")


def _ask_hook(draft: AskDraft, facts: AskFacts) -> None:
    """The act responded to is the one the words do: casting the card face down ("respond to me casting a morph face
    down") makes it a face-down spell on the stack; words that both cast it and turn it face up don't say which, and
    words that do neither ("respond when I manifest a card") are not about turning it face up."""
    if draft.given.get("act") != "cast-face-down":
        if not facts.has(*_TURNING) or facts.has(*_TRIGGERED):
            # "respond to the bounce trigger", « sa capacité “quand il est retourné face visible” … y répondre ? »:
            # the ability that triggers goes on the stack and can be responded to, the turning itself can't; which
            # one the words respond to is not told
            draft.missing.append("what is responded to")
        return
    if facts.has(*_TURNING) or facts.has("method.spell", "method.ability", "by.effect"):
        draft.missing.append("what is responded to")
    read_as_face_down_spell(draft)


KIND = QuestionKind(
    name="can-respond-to-turning-face-up", given=Given, evaluate=evaluate, position=110,
    summary="Can players respond to the permanent being turned face up (or cast face down)?",
    ask=AskHints(label=N_("Can players respond to it?"), subject="face-down", hook=_ask_hook),
)
