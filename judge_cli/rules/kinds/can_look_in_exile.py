"""``can-look-in-exile``: may this player look at a card in exile — exiled face down (foretold, hidden away, or
exiled face down by another effect), or exiled face up?"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.kind import AskHints, QuestionKind, key


@dataclass(frozen=True)
class Given:
    """Who exiled the card face down and how, and who wants to look."""

    exiled_by: Literal["foretell", "hideaway", "effect", "face-up"] = key(
        doc="foretold by its owner, exiled by a hideaway ability, exiled face down by another effect, or exiled face "
            "up (the default for exile: Swords to Plowshares on a face-down creature, which is revealed as it leaves)")
    viewer: str = key(doc="the player who wants to look")
    owner: str = key(default="you", doc="the card's owner (who foretold it)")
    hideaway_controller: str | None = key(default=None, doc="hideaway: who controls the permanent that exiled it now "
                                                            "(default: the owner)")
    allowed_before: bool = key(default=False, doc="the viewer was allowed to look at it before (CR 406.3)")
    shuffled: bool = key(default=False, doc="it has since been part of a pile of cards that was shuffled")
    effect_allows_looking: bool = key(default=False, doc="an effect lets the viewer look",
                                      ask={"effect.allows-looking": True})


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """Cards exiled face down are hidden unless something lets this player look (CR 406.3)."""
    viewer = given.viewer
    details: dict[str, Any] = {"viewer": viewer}
    if given.exiled_by == "face-up":
        r.decide(_("the card was exiled face up (a face-down permanent that leaves the battlefield is revealed, and "
                   "an effect that doesn't say face down exiles it face up)"),
                 _("exiled cards are kept face up by default: any player may examine it"),
                 rules=("exile.3", "face-down.9"))
        return r.verdict("yes", _("A card exiled face up may be examined by any player."), details)
    if given.effect_allows_looking:
        r.decide(_("an effect lets {viewer} look at it").format(viewer=viewer), _("they may look at it"),
                 rules=("exile.3",))
        return r.verdict("yes", _("An effect allows it."), details)
    if given.exiled_by == "foretell" and viewer == given.owner:
        r.decide(_("{viewer} foretold it").format(viewer=viewer),
                 _("they may look at it for as long as it stays in exile"), rules=("foretell.a",))
        return r.verdict("yes", _("A player may look at the cards they foretold."), details)
    controller = given.hideaway_controller or given.owner
    if given.exiled_by == "hideaway" and viewer == controller:
        r.decide(_("{viewer} controls the permanent whose hideaway ability exiled it").format(viewer=viewer),
                 _("they may look at it while it is in exile"), rules=("hideaway.a",))
        return r.verdict("yes", _("The controller of the hideaway permanent may look at it."), details)
    if given.allowed_before and not given.shuffled:
        r.decide(_("{viewer} was allowed to look at it before, and it hasn't been shuffled into a pile since").format(
            viewer=viewer), _("they may keep looking at it while it stays in exile"), rules=("exile.3",))
        return r.verdict("yes", _("Once allowed to look at a face-down exiled card, a player may keep looking."),
                         details)
    why = (_("it was shuffled into a pile, which ends the permission") if given.allowed_before else
           _("nothing lets {viewer} look at it").format(viewer=viewer))
    r.decide(_("the card is exiled face down and {why}").format(why=why), _("{viewer} may not look at it").format(
        viewer=viewer), rules=("exile.3",))
    return r.verdict("no", _("Cards exiled face down are hidden from players nothing allows to look."), details)


KIND = QuestionKind(
    name="can-look-in-exile", given=Given, evaluate=evaluate, position=85,
    summary="May this player look at a card in exile (exiled face down, or face up)?",
    ask=AskHints(label=N_("May this player look at the exiled card?"), subject="none"),
)
