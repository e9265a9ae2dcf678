"""``turn-face-down``: does the permanent turn face down when a spell or ability tells it to, and what is it then?"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.kind import AskDraft, AskFacts, AskHints, QuestionKind, key
from judge_cli.rules.layers import compute
from judge_cli.rules.state import Permanent
from judge_cli.rules.turning import usable_procedures


@dataclass(frozen=True)
class Given:
    """The permanent an effect (Ixidron-style, listing no characteristics) tells to turn face down."""

    permanent: Permanent = key(doc="the permanent told to turn face down")


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """Phased out, already face down, double-faced or melded → nothing happens; else a nameless 2/2."""
    p = given.permanent
    details: dict[str, Any] = {}
    if p.phased_out:
        r.decide(_("it is phased out, so it is treated as though it doesn't exist"),
                 _("the effect can't turn it face down"), rules=("phasing.b",))
        return r.verdict("no", _("A phased-out permanent isn't affected."), details)
    if p.is_face_down:
        r.decide(_("{name} is already face down ({procedure})").format(name=p.card.name, procedure=p.face_down),
                 _("nothing happens: its characteristics and their copiable values don't change"),
                 rules=("face-down.2b",))
        return r.verdict("no", _("A face-down permanent can't be turned face down again; nothing happens."), details)
    if p.melded or p.card.double_faced:
        shown = p.card.back.name if p.melded and p.card.back else p.card.name
        fact = (_("{name} is a melded permanent").format(name=shown) if p.melded else
                _("{name} is a double-faced card").format(name=p.card.name))
        if p.created_as_copy_of is not None:
            r.decide(_("it is a token created as a copy of a double-faced permanent"),
                     _("it is a double-faced token with both faces"), rules=("copying.8a",))
        r.decide(fact, _("double-faced and melded permanents can't be turned face down; nothing happens"),
                 rules=("double-faced.16",))
        return r.verdict("no", _("Double-faced and melded permanents can't be turned face down."), details)
    down = replace(p, face_down="effect", transformed=False)
    chars = compute(down)[0]
    r.decide(_("{name} is a face-up permanent with one face").format(name=p.card.name),
             _("it becomes a face-down 2/2 creature with no text, name, subtypes or mana cost; effects already "
               "applying to it still apply"), rules=("face-down.2a", "layers.7f"))
    r.step(_("it is the same permanent"), _("it stays {status}; whatever targets it or is attached to it is "
                                            "affected only by the new characteristics").format(
        status=_("tapped") if p.tapped else _("untapped")), rules=("permanents.5",), topics=("same-object",))
    usable = [proc.to_json() for proc in usable_procedures(down, r)]  # reported, not argued
    details.update(characteristics=chars.answer(), can_turn_face_up=usable)
    return r.verdict("yes", _("It turns face down as a nameless 2/2 creature; only a disguise or morph cost it would "
                              "have face up can turn it back."), details)


def _ask_hook(draft: AskDraft, facts: AskFacts) -> None:
    """The question must say what turns it face down: no player may turn a permanent face down of their own accord,
    only a spell or ability that says so (Ixidron, Backslide) does; "can I turn it face down again?" asks
    something this kind doesn't answer."""
    if not facts.has(*_TURNED_BY):
        draft.missing.append("what turns it face down")
    if facts.has("status.token"):
        draft.missing.append("whether the effect turns tokens face down")  # Ixidron: "all other nontoken creatures"
    permanent = draft.given.get("permanent", {})
    if permanent.get("face_down") == "effect" and not facts.has("face-down"):
        del permanent["face_down"]  # "Ixidron enters: does my Grizzly Bears turn face down?": what turns it, not what
        # it is (a face-down word would say it already is)
    elif permanent.get("face_down") in ("disguise", "morph"):
        draft.missing.append("whether it is still face down")  # "my morph", "a card with megamorph": a keyword of
        # the card, face up or face down ("turns my morph face down": the face-down word may be where it is turned)


#: The concepts naming a spell or ability that turns it face down (a card such as Ixidron brings ``proc.effect``).
_TURNED_BY = ("by.effect", "method.spell", "method.ability", "proc.effect")


KIND = QuestionKind(
    name="turn-face-down", given=Given, evaluate=evaluate, position=25,
    summary="Does the permanent turn face down when a spell or ability tells it to?",
    ask=AskHints(label=N_("Does it turn face down?"), subject="face-up-by-default", hook=_ask_hook),
)
