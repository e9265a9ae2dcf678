"""Effects that change costs (CR 601.2f, 118.7): the total cost of a face-down spell, and of turning a face-down
permanent face up for its morph or disguise cost.

A cost modifier names the costs it changes: spells' total costs ("Dragon spells you cast cost {1} less"), or
morph or disguise costs ("All morph costs cost {2} more"; a megamorph cost is a morph cost, CR 702.37b).  Casting a
card face down pays {3}, an alternative cost that is no morph cost, and the spell is then a face-down 2/2 with no
creature types: only what would apply to such a spell applies (CR 702.37c, 708.4).  Turning a cloaked or manifested
permanent face up pays its mana cost, which is neither a spell's cost nor a morph cost.
"""

from __future__ import annotations

from judge_cli.game import mana
from judge_cli.i18n import _
from judge_cli.rules.characteristics import Characteristics, unmet
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.state import CostModifier

#: The costs each way to turn a face-down permanent face up pays, as cost modifiers name them.
TURNING_COSTS = {"morph": "morph-costs", "megamorph": "morph-costs", "disguise": "disguise-costs"}
#: The alternative cost of casting a card face down with disguise or morph (CR 702.37a, 702.168a).
FACE_DOWN_SPELL_COST = "{3}"


def _shown(amount: int) -> str:
    return (_("cost {{{amount}}} more") if amount > 0 else _("cost {{{amount}}} less")).format(amount=abs(amount))


def modified_cost(base: str | None, costs: str, chars: Characteristics, face_down: bool, controller: str,
                  modifiers: tuple[CostModifier, ...], r: Reasoning, rules: tuple[str, ...]) -> str | None:
    """``base`` with every modifier of ``costs`` (``spells``, ``morph-costs``, ``disguise-costs``, or ``none``: a cost
    no modifier names) that applies to an object with ``chars`` controlled by ``controller``; each modifier's step
    says why it applies or not (``rules``: what makes the cost what it is)."""
    if base is None or not modifiers:
        return base
    total = base
    for modifier in modifiers:
        if modifier.applies_to != costs:
            r.step(_("{name} makes {what} {change}").format(
                name=modifier.name, what=_cost_words(modifier.applies_to), change=_shown(modifier.amount)),
                _("the cost paid here, {cost}, is not one of those, so it doesn't change").format(cost=base),
                rules=rules + ("costs.7",), decisive=True)
            continue
        problems = unmet(chars, modifier.requires, face_down)
        if modifier.controller is not None and modifier.controller != controller:
            problems.append(_("its controller is {player}, not {owner}").format(player=controller,
                                                                                owner=modifier.controller))
        if problems:
            r.step(_("{name} makes some {what} {change}").format(
                name=modifier.name, what=_cost_words(costs), change=_shown(modifier.amount)),
                _("it doesn't apply here: {problems}").format(problems="; ".join(problems)),
                rules=rules + (("face-down.4",) if face_down and costs == "spells" else ()), decisive=True)
            continue
        total = mana.with_generic(total, modifier.amount)
        r.step(_("{name} makes {what} {change}").format(
            name=modifier.name, what=_cost_words(costs), change=_shown(modifier.amount)),
            _("the total cost is {total}").format(total=total),
            rules=rules + (("casting.2f",) if costs == "spells" else ()) + ("costs.7",), decisive=True)
    return total


def _cost_words(costs: str) -> str:
    return {"spells": _("spells"), "morph-costs": _("morph costs"), "disguise-costs": _("disguise costs")}.get(
        costs, costs)


def same_cost(first: str | None, second: str | None) -> bool:
    """True when two mana costs have the same symbols (in any order)."""
    if first is None or second is None:
        return first == second
    return sorted(mana.symbols(first)) == sorted(mana.symbols(second))
