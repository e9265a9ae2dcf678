"""``manifest-dread``: how the keyword action goes — how many cards its player looks at, how many are manifested,
who chooses, where the others go (CR 701.62a: "Look at the top two cards of your library. Manifest one of them, then
put the cards you looked at that were not manifested this way into your graveyard.").

Which card enters and what it is, for a given library, is ``put-onto-battlefield-face-down``'s question; this kind
answers the procedure itself, whatever the cards are.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from judge_cli.game.vocabulary import FACE_DOWN_ACTIONS
from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import face_down_base, procedure_rules
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.kind import AskDraft, AskFacts, AskHints, QuestionKind, key


@dataclass(frozen=True)
class Given:
    """The keyword action and how many cards the library holds."""

    action: str = key(default="manifest-dread", choices=tuple(FACE_DOWN_ACTIONS),
                      doc="manifest-dread (the top two cards), manifest or cloak (the top card)",
                      ask={"action.manifest-dread": "manifest-dread"})
    library_size: int | None = key(default=None, doc="how many cards the library holds as it is done; default: "
                                                     "enough")


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """Manifest dread looks at two cards, manifests the one its player picks and puts the rest into the graveyard;
    manifest and cloak put the top card onto the battlefield face down, no card looked at or chosen."""
    action, size = given.action, given.library_size
    procedure = FACE_DOWN_ACTIONS[action]
    dread = action == "manifest-dread"
    wanted = 2 if dread else 1
    cards = wanted if size is None else min(wanted, size)
    answer: dict[str, Any] = {"looks_at": cards if dread else 0, "manifested": min(cards, 1),
                              "chosen_by": None, "others": max(cards - 1, 0), "others_to": None,
                              "characteristics": None}
    if dread:
        if cards == 2:
            answer.update(chosen_by="you", others_to="graveyard")
            r.decide(_("to manifest dread, its player looks at the top two cards of their library"),
                     _("they manifest the one they choose and put the other into their graveyard"),
                     rules=("manifest-dread.a",))
        else:
            r.decide(_("the library holds {count} card(s)").format(count=cards),
                     _("manifest dread does as much as it can: it manifests that card") if cards else
                     _("manifest dread does as much as it can: there is nothing to manifest"),
                     rules=("manifest-dread.a",))
        r.step(_("the player manifests dread"), _("abilities that trigger whenever a player manifests dread trigger "
                                                  "once it is done, even if some or all of it was impossible"),
               rules=("manifest-dread.b",), decisive=not cards)
    else:
        r.decide(_("{action} puts the top card of the library onto the battlefield face down").format(action=action),
                 _("no card is looked at or chosen first"), rules=(f"{procedure}.a",))
    if cards:
        answer["characteristics"] = face_down_base(procedure).answer()
        r.step(_("the card is put onto the battlefield face down"),
               _("it is a face-down 2/2 creature with no name, no creature types and no mana cost{ward}, whatever the "
                 "card is").format(ward=_(", with ward {cost}").format(cost="{2}") if procedure == "cloak" else ""),
               rules=procedure_rules(procedure))
    return r.verdict(answer, _("Manifest dread: look at the top two cards, manifest the one you choose, put the other "
                               "into your graveyard.") if dread else
                     _("The top card is put onto the battlefield face down."), {"action": action})


def _check(given: Given, reader: Any, raw: Any) -> None:
    """A library holds no fewer than zero cards."""
    if given.library_size is not None and given.library_size < 0:
        raise reader.wrong(raw, "library_size", "given", _("a number of 0 or more"))


def _chooses(answer: Mapping[str, Any], facts: AskFacts) -> bool:
    """"Can I choose which one?" — the one who chooses is the player who manifests dread; "does my opponent choose?"
    names the other player."""
    who = "opponent" if facts.has("player.opponent") and not facts.has("player.own") else "you"
    return bool(answer["chosen_by"] == who)


def _goes(zone: str) -> Any:
    """The claim that the cards not manifested go to ``zone``."""
    return lambda answer, facts: answer["others_to"] == zone


CLAIMS = {
    "claim.dread-looks-at-two": lambda answer, facts: answer["looks_at"] == 2,
    "claim.dread-manifests-one": lambda answer, facts: answer["manifested"] == 1,
    "claim.dread-manifests-both": lambda answer, facts: answer["manifested"] >= 2,
    "claim.dread-chooses": _chooses,
    "claim.dread-graveyard": _goes("graveyard"),
    "claim.dread-library": _goes("library"),
    "claim.dread-hand": _goes("hand"),
}


def _read(draft: AskDraft, facts: AskFacts) -> None:
    """Only manifest dread is read (its words, "manifest dread", name it in every language); a library size is not."""
    if draft.given.get("action") != "manifest-dread":
        draft.missing.append("which keyword action")


KIND = QuestionKind(
    name="manifest-dread", given=Given, evaluate=evaluate, answer="mapping", position=136, check=_check,
    summary="How does manifest dread go: how many cards are looked at and manifested, who chooses, where do the "
            "others go?",
    ask=AskHints(label=N_("How does manifest dread go?"), subject="none", claims=CLAIMS, hook=_read),
)
