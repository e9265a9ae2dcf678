"""``can-cast``: may this card be cast now — face up, or face down with morph or disguise?

A spell is cast only if nothing forbids it (CR 601.3) and at the right time: an instant, or a spell with flash, whenever
its caster has priority; any other spell in its caster's main phase with priority and an empty stack (CR 117.1a).  A
card cast face down is turned face down first (CR 708.4): the spell is a 2/2 creature spell with no name, no text and
mana value 0, so a card's own flash doesn't help it (it is cast like a creature without flash), a prohibition naming
its card or its mana value doesn't stop it, while "you may cast spells as though they had flash" and split second
still apply.  Casting face down pays {3} rather than its mana cost — an alternative cost, so it can't be combined with
another one, such as "without paying its mana cost" (CR 118.9a).  A land card is played, never cast (CR 305.9), but one
with disguise may be cast face down.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from judge_cli.corpus.model import Card
from judge_cli.game.vocabulary import FACE_UP, NO_PRIORITY_STEPS, STEPS
from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import face_abilities, has_ability, meets
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.kind import AskHints, QuestionKind, key
from judge_cli.rules.layers import compute
from judge_cli.rules.restrictions import casting_forbidden
from judge_cli.rules.state import Permanent, Requirement, Restriction

#: The keywords a card is cast face down with, the procedure of the face-down spell, and the rule that allows it.
_FACE_DOWN = {"morph": ("morph", ("morph", "megamorph"), "morph.a"),
              "megamorph": ("morph", ("megamorph",), "morph.a"),
              "disguise": ("disguise", ("disguise",), "disguise.a")}


@dataclass(frozen=True)
class Given:
    """The card, how it is cast, when, and what allows or forbids it."""

    card: Card = key(doc="the card to cast (from its owner's hand)")
    by: Literal["face-up", "morph", "megamorph", "disguise"] = key(
        default="face-up", doc="face-up (its own characteristics), or face down with this keyword")
    caster: str = key(default="you", doc="the player casting it")
    active_player: str = key(default="you", doc="whose turn it is")
    step: str = key(default="main", choices=STEPS, doc="the step or phase (main: either main phase)")
    stack_empty: bool = key(default=True, doc="the stack is empty")
    has_priority: bool = key(default=True, doc="the caster has priority")
    flash_permission: Requirement | None = key(
        default=None, doc="an effect lets the caster cast spells meeting this as though they had flash "
                          "({}: any spell; checked against the spell as cast, face down its 2/2)")
    without_paying_mana_cost: bool = key(default=False, doc="it is cast through an effect that lets it be cast "
                                                            "without paying its mana cost (an alternative cost)")
    restrictions: tuple[Restriction, ...] = key(default=(), doc="effects that forbid casting spells (forbids: "
                                                                 "casting, or split-second)")


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """Allowed at all (a land, a face-down keyword, one alternative cost), not forbidden, then its timing."""
    card = given.card
    face_down = given.by != "face-up"
    details: dict[str, Any] = {"by": given.by, "spell": None}
    if not face_down and "land" in card.front.types:
        r.decide(_("{name} is a land card").format(name=card.name),
                 _("a land is played, not cast — even one that has another card type"), rules=("lands.9",))
        return r.verdict("no", _("A land card can't be cast."), details)
    procedure = FACE_UP
    if face_down:
        procedure, keywords, rule = _FACE_DOWN[given.by]
        if not any(ability.split()[0] in keywords for ability in face_abilities(card.front)):
            r.decide(_("{name} has no {keyword} ability").format(name=card.name, keyword=given.by),
                     _("a card can't normally be cast face down"),
                     rules=("morph.d" if procedure == "morph" else "disguise.c",))
            return r.verdict("no", _("It can't be cast face down this way."), details)
        r.step(_("{name} is cast face down with {keyword}").format(name=card.name, keyword=given.by),
               _("it is turned face down first: the spell is a 2/2 creature spell with no name, no text and mana "
                 "value 0"), rules=(rule, "face-down.4"))
        if given.without_paying_mana_cost:
            r.decide(_("casting it face down pays {3} rather than its mana cost, and casting it without paying its "
                       "mana cost is another alternative cost"),
                     _("only one alternative cost can apply to a spell: it can't be cast face down this way"),
                     rules=(rule, "costs.9a"))
            return r.verdict("no", _("Two alternative costs can't be combined."), details)
    spell = Permanent(card=card, face_down=procedure, zone="stack",
                      controller=given.caster, owner=given.caster)
    chars = compute(spell)[0]
    details["spell"] = chars.answer()
    forbidden = casting_forbidden(spell, given.restrictions, given.active_player, r)
    if forbidden is not None:
        return r.verdict("no", forbidden, details)
    return _timing(given, spell, r, details)


def _timing(given: Given, spell: Permanent, r: Reasoning, details: dict[str, Any]) -> Verdict:
    """An instant, flash, or a permission to cast as though it had flash: any time with priority; else the
    caster's own main phase with an empty stack."""
    chars = compute(spell)[0]
    if not given.has_priority or given.step in NO_PRIORITY_STEPS:
        r.decide(_("the caster doesn't have priority") if given.has_priority is False
                 else _("no player gets priority in the {step} step").format(step=given.step),
                 _("spells are cast only with priority"), rules=("timing.1a",) + (
                     ("timing.3a",) if given.step in NO_PRIORITY_STEPS else ()))
        return r.verdict("no", _("Spells are cast only with priority."), details)
    if "instant" in chars.types:
        r.decide(_("it is an instant"), _("it can be cast whenever its caster has priority"), rules=("timing.1a",))
        return r.verdict("yes", _("It can be cast now."), details)
    if has_ability(chars.abilities, "flash"):
        r.decide(_("it has flash"), _("it can be cast whenever its caster could cast an instant"),
                 rules=("flash.a",))
        return r.verdict("yes", _("It can be cast now."), details)
    lost_flash = None
    if spell.is_face_down and has_ability(given.card.front.abilities, "flash"):
        lost_flash = len(r.steps)
        r.step(_("{name} has flash, but it is cast face down").format(name=given.card.name),
               _("the face-down spell has no text, so no flash: it is cast like a creature spell without flash"),
               rules=("face-down.4",))
    permitted = given.flash_permission
    if permitted is not None and (permitted.empty or meets(chars, permitted, spell.is_face_down)):
        r.decide(_("an effect lets the caster cast spells as though they had flash") if permitted.empty
                 else _("an effect lets the caster cast spells like this one as though they had flash"),
            _("it applies to the spell as it would be cast: it can be cast whenever an instant could"),
            rules=("casting.3b",) + (("face-down.4",) if spell.is_face_down else ()))
        return r.verdict("yes", _("It can be cast now, as though it had flash."), details)
    problems = []
    if given.active_player != given.caster:
        problems.append(_("it isn't the caster's turn"))
    if given.step != "main":
        problems.append(_("it is the {step} step, not a main phase").format(step=given.step))
    if not given.stack_empty:
        problems.append(_("the stack isn't empty"))
    rules = ("timing.1a",) + (("sorceries.1",) if "sorcery" in chars.types else ())
    if problems:
        if lost_flash is not None:
            r.mark(lost_flash)
        r.decide("; ".join(problems), _("a spell without flash is cast only in its caster's main phase, with "
                                        "priority and an empty stack"), rules=rules)
        return r.verdict("no", _("It can't be cast now: it isn't an instant and has no flash."), details)
    r.decide(_("it is the caster's own main phase, the stack is empty and the caster has priority"),
             _("any spell can be cast now"), rules=rules)
    return r.verdict("yes", _("It can be cast now."), details)


KIND = QuestionKind(
    name="can-cast", given=Given, evaluate=evaluate, position=13,
    summary="May this card be cast now, face up or face down with morph or disguise?",
    ask=AskHints(label=N_("Can it be cast now?"), subject="none"),
)
