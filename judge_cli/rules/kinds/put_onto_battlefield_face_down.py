"""``put-onto-battlefield-face-down``: cloak, manifest or manifest dread resolved on a library — which card enters
face down (if any may), what it is, whether it is tapped, where the others go."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_cli.corpus.model import Card
from judge_cli.game.oracle import ENTERS_TAPPED
from judge_cli.game.vocabulary import FACE_DOWN_ACTIONS
from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import has_ability, unmet
from judge_cli.rules.citations import Reasoning, yes_no
from judge_cli.rules.kind import AskHints, QuestionKind, key
from judge_cli.rules.layers import compute
from judge_cli.rules.state import Permanent, Requirement
from judge_cli.rules.turning import usable_procedures


@dataclass(frozen=True)
class Given:
    """The keyword action, the library it works on, and what may not enter the battlefield."""

    action: str = key(choices=tuple(FACE_DOWN_ACTIONS), doc="cloak, manifest or manifest-dread (the top card; "
                                                            "manifest dread: one of the top two)")
    library: tuple[Card, ...] = key(doc="the library, top card first")
    choice: int | None = key(default=None, doc="manifest dread: which of the top two cards is manifested (1 or 2)")
    tapped: bool = key(default=False, doc="the effect puts it onto the battlefield tapped")
    cant_enter: Requirement | None = key(default=None, doc="a rule or effect stops objects with these "
                                                           "characteristics from entering the battlefield")
    controller: str = key(default="you", doc="the player whose library it is and who controls the permanent")


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """The card is turned face down first; only then is it checked against what may not enter (CR 701.58f)."""
    action, procedure = given.action, FACE_DOWN_ACTIONS[given.action]
    looked = list(given.library[:2] if action == "manifest-dread" else given.library[:1])
    answer: dict[str, Any] = {"enters": "no", "face_down": None, "tapped": "no", "graveyard": [], "stays_in": None,
                              "characteristics": None, "can_turn_face_up": [],
                              "manifested_dread": yes_no(action == "manifest-dread")}
    section = "manifest-dread" if action == "manifest-dread" else procedure
    if action == "manifest-dread":
        r.step(_("the player manifests dread"), _("abilities that trigger whenever a player manifests dread trigger "
                                                  "once it is done, even if some or all of it was impossible"),
               rules=("manifest-dread.b",), decisive=not looked)
    if not looked:
        r.decide(_("the library is empty"), _("there is no card to {action}").format(action=action),
                 rules=(f"{section}.a",))
        return r.verdict(answer, _("With an empty library nothing happens."), {"action": action})
    index = (given.choice or 1) - 1
    chosen = looked[index]
    rest = [card.name for i, card in enumerate(looked) if i != index]
    if action == "manifest-dread":
        r.decide(_("manifest dread: the top cards are {names}; {name} is manifested").format(
            names=", ".join(card.name for card in looked), name=chosen.name),
            _("the other card looked at goes to the graveyard"), rules=("manifest-dread.a",))
        answer["graveyard"] = rest
    face_down = Permanent(card=chosen, face_down=procedure, tapped=given.tapped, controller=given.controller)
    chars = compute(face_down)[0]
    if given.cant_enter is not None and not unmet(chars, given.cant_enter, True):
        answer["stays_in"] = "library"
        r.decide(_("turned face down, {name} is a 2/2 creature card, and such objects can't enter the battlefield "
                   "now").format(name=chosen.name),
                 _("it isn't put onto the battlefield: it stays in the library, unchanged"),
                 rules=(f"{procedure}.f",))
        return r.verdict(answer, _("The face-down card can't enter the battlefield, so nothing is put onto it."),
                         {"action": action})
    answer.update(enters="yes", face_down=chosen.name, tapped=yes_no(given.tapped), characteristics=chars.answer())
    r.decide(_("{name} is put onto the battlefield face down").format(name=chosen.name),
             _("it is a face-down 2/2 creature with no name, no creature types and no mana cost{ward}, whatever the "
               "card is").format(ward=_(", with ward {cost}").format(cost="{2}") if procedure == "cloak" else ""),
             rules=(f"{procedure}.a", "face-down.3"))
    if has_ability(chosen.front.abilities, ENTERS_TAPPED) and not given.tapped:
        r.decide(_("{name} says it enters tapped").format(name=chosen.name),
                 _("it enters face down, without that ability, so it enters untapped"), rules=("face-down.3",))
    if "land" in chosen.types:
        r.decide(_("{name} is a land card").format(name=chosen.name),
                 _("it entered as a face-down creature, not a land: it isn't a land drop and abilities waiting for a "
                   "land to enter don't trigger"), rules=(f"{procedure}.a", "face-down.3"))
    answer["can_turn_face_up"] = [f"{proc.name} {proc.cost}" for proc in usable_procedures(face_down, r)]
    return r.verdict(answer, _("{name} enters the battlefield face down.").format(name=chosen.name),
                     {"action": action})


def _check(given: Given, reader: Any, raw: Any) -> None:
    """Manifest dread looks at two cards: which one is manifested must be said when there are two."""
    if given.action == "manifest-dread":
        if given.choice is None and len(given.library) >= 2:
            raise reader.error("given.choice", _("manifest dread manifests one of the top two cards, chosen by its "
                                                 "player; expected choice: 1 or 2"), raw)
        if given.choice is not None and not 1 <= given.choice <= min(2, len(given.library)):
            raise reader.wrong(raw, "choice", "given", _("1 or 2 (one of the top two cards)"))
    elif given.choice is not None:
        raise reader.error("given.choice", _("expected choice only with manifest-dread"), raw, "choice")


KIND = QuestionKind(
    name="put-onto-battlefield-face-down", given=Given, evaluate=evaluate, answer="mapping", position=135,
    check=_check, summary="What does cloak, manifest or manifest dread put onto the battlefield, and how?",
    ask=AskHints(label=N_("What is put onto the battlefield face down?"), subject="none"),
)
