"""``cost-to-cast-face-down``: what does it cost to cast this card face down with disguise or morph, once cost
modifiers apply?

Casting face down pays {3}, an alternative cost (CR 702.37a, 702.168a).  The card is turned face down first, so
only effects that would apply to a face-down 2/2 creature spell with no name, no creature types and no mana cost
apply (CR 702.37c, 708.4): "Dragon spells cost {1} less" doesn't, "face-down creature spells cost {1} less" does,
and an effect on morph costs doesn't — {3} is not a morph cost.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from judge_cli.corpus.model import Card
from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import face_abilities, face_down_base
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.costs import FACE_DOWN_SPELL_COST, modified_cost
from judge_cli.rules.kind import AskHints, QuestionKind, key
from judge_cli.rules.state import CostModifier

#: The rules that let a card be cast face down, and that make it a face-down spell, per keyword.
_RULES = {"morph": ("morph.a", "morph.c"), "disguise": ("disguise.a", "disguise.b")}


@dataclass(frozen=True)
class Given:
    """The card, the keyword it is cast face down with, who casts it, and the effects that change costs."""

    card: Card = key(doc="the card cast face down")
    by: Literal["morph", "megamorph", "disguise"] = key(doc="the keyword it is cast face down with")
    caster: str = key(default="you", doc="the player casting it")
    cost_modifiers: tuple[CostModifier, ...] = key(default=(), doc="effects that make spells (or morph costs) cost "
                                                                   "more or less")


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """{3}, then the modifiers that would apply to a face-down 2/2 creature spell."""
    card, keyword = given.card, "morph" if given.by == "megamorph" else given.by
    answer: dict[str, Any] = {"can_cast_face_down": "no", "cost": None, "total_cost": None, "characteristics": None}
    # Megamorph is a variant of morph (CR 702.37b): a card with it is cast face down "with morph" too.
    usable = {"morph": ("morph", "megamorph"), "megamorph": ("megamorph",), "disguise": ("disguise",)}[given.by]
    if not any(ability.split()[0] in usable for ability in face_abilities(card.front)):
        r.decide(_("{name} has no {keyword} ability").format(name=card.name, keyword=given.by),
                 _("a card can't normally be cast face down"),
                 rules=("morph.d" if keyword == "morph" else "disguise.c",))
        return r.verdict(answer, _("It can't be cast face down this way."), {"by": given.by})
    spell = face_down_base(keyword)
    r.decide(_("{name} is cast face down with {keyword}").format(name=card.name, keyword=given.by),
             _("its cost is {cost}, paid rather than its mana cost; it is turned face down first, a 2/2 creature "
               "spell with no name, no creature types and no mana cost{ward}").format(
                 cost=FACE_DOWN_SPELL_COST, ward=_(", with ward {cost}").format(cost="{2}") if spell.abilities else ""),
             rules=_RULES[keyword] + ("face-down.4",))
    total = modified_cost(FACE_DOWN_SPELL_COST, "spells", spell, True, given.caster, given.cost_modifiers, r,
                          _RULES[keyword][:1])
    answer.update(can_cast_face_down="yes", cost=FACE_DOWN_SPELL_COST, total_cost=total,
                  characteristics=spell.answer())
    return r.verdict(answer, _("Casting it face down costs {total}.").format(total=total), {"by": given.by})


KIND = QuestionKind(
    name="cost-to-cast-face-down", given=Given, evaluate=evaluate, answer="mapping", position=12,
    summary="What does it cost to cast this card face down with disguise or morph?",
    ask=AskHints(label=N_("What does casting it face down cost?"), subject="none"),
)
