"""Questions about turning a face-down permanent face up (and transforming)."""

from __future__ import annotations

from dataclasses import dataclass

from judge_cli.i18n import _
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import compute, is_instant_or_sorcery, turned_face_up, unmet
from judge_cli.rules.citations import Reasoning, yes_no
from judge_cli.rules.state import MANA_COST_PROCEDURES, Permanent, State

#: The first edition in ../shared whose rule 712.9 lets modal double-faced permanents transform.
MODAL_TRANSFORM_EDITION = "2026-01-16"
_KEYWORD_RULE = {"disguise": "disguise.d", "morph": "morph.e"}


@dataclass(frozen=True)
class Procedure:
    """A way to turn a face-down permanent face up, available or not."""

    name: str  #: "mana-cost" | "disguise" | "morph"
    cost: str | None
    reason: str | None = None  #: why it is unavailable (None when available)

    def to_json(self) -> dict:
        """The form used in ``details``."""
        data = {"procedure": self.name, "cost": self.cost}
        if self.reason:
            data["reason"] = self.reason
        return data


def procedures(p: Permanent, r: Reasoning) -> list[Procedure]:
    """Every procedure that could turn ``p`` face up, recording a step for each."""
    card, found = p.card, []
    if p.face_down in MANA_COST_PROCEDURES:
        sec = p.face_down
        if any(e.copy_of or e.add_types for e in p.effects):
            r.step(_("copy or type-changing effects apply to the face-down permanent"),
                   _("they are ignored: only the card itself is checked"), rules=(f"{sec}.b",),
                   topics=("ignores-copy-and-type-effects",))
        found.append(_mana_cost_procedure(p, sec, r))
        for keyword in ("disguise", "morph"):
            cost = getattr(card, keyword)
            if cost is None:
                continue
            extra = (f"{sec}.d" if keyword == "disguise" else f"{sec}.c", _KEYWORD_RULE[keyword])
            found.append(_keyword_procedure(p, keyword, cost, extra, r))
    else:
        keyword = p.face_down
        r.step(_("{name} is face down by {procedure}").format(name=p.card.name, procedure=keyword),
               _("it can't be turned face up for its mana cost; only its {procedure} cost can do it").format(
                   procedure=keyword), rules=("face-down.7", _KEYWORD_RULE[keyword]))
        found.append(Procedure("mana-cost", card.mana_cost, _("only its {procedure} cost can turn it face up").format(
            procedure=keyword)))
        cost = getattr(card, keyword)
        if cost is None:
            r.step(_("{name} has no {procedure} cost").format(name=card.name, procedure=keyword),
                   _("it can't be turned face up this way"), rules=(_KEYWORD_RULE[keyword],))
            found.append(Procedure(keyword, None, _("the card has no {procedure} cost").format(procedure=keyword)))
        else:
            found.append(_keyword_procedure(p, keyword, cost, (_KEYWORD_RULE[keyword],), r))
    return found


def _mana_cost_procedure(p: Permanent, sec: str, r: Reasoning) -> Procedure:
    card = p.card
    if is_instant_or_sorcery(card):
        reason = _("it is an instant or sorcery card: it would be revealed and stay face down")
        r.step(_("the face-down card is {name}, an instant or sorcery card").format(name=card.name), reason,
               rules=(f"{sec}.g",), topics=("instant-sorcery",))
        return Procedure("mana-cost", card.mana_cost, reason)
    if "creature" not in card.types:
        if card.double_faced:
            reason = _("the front face of the double-faced card is not a creature card")
            r.step(_("{name} is double-faced and its front face is not a creature card").format(name=card.name),
                   reason, rules=(f"{sec}.b", "double-faced.8a"), topics=("double-faced",))
        else:
            reason = _("it is not a creature card")
            r.step(_("the face-down card is {name}, a noncreature card ({types})").format(
                name=card.name, types=" ".join(card.types)),
                   _("a noncreature card can't be turned face up for its mana cost"), rules=(f"{sec}.b",),
                   topics=("turn-face-up+special-action",))
        return Procedure("mana-cost", card.mana_cost, reason)
    if card.mana_cost is None:
        reason = _("the card has no mana cost, and it can't be turned face up for {zero}").format(zero="{0}")
        r.step(_("{name} is a creature card without a mana cost").format(name=card.name), reason, rules=(f"{sec}.b",))
        return Procedure("mana-cost", None, reason)
    r.step(_("the face-down card is {name}, a creature card with mana cost {cost}").format(
        name=card.name, cost=card.mana_cost),
        _("its controller may reveal it and pay {cost} to turn it face up").format(cost=card.mana_cost),
        rules=(f"{sec}.b", "special-actions.2b"), topics=("turn-face-up+special-action",))
    if card.double_faced:
        r.step(_("{name} is a double-faced card whose front face is a creature card").format(name=card.name),
               _("it turns face up with its front face up"), rules=("double-faced.15a",), topics=("double-faced",))
    if p.abilities_lost:
        r.step(_("the face-down permanent has lost its abilities"),
               _("it can still be turned face up for its mana cost, since it is a creature card"),
               rules=(f"{sec}.b",), topics=("abilities-lost+cloak",))
    return Procedure("mana-cost", card.mana_cost)


def _keyword_procedure(p: Permanent, keyword: str, cost: str, rules: tuple[str, ...], r: Reasoning) -> Procedure:
    if p.abilities_lost:
        reason = _("it has lost its abilities, so face up it would have no {procedure} cost").format(procedure=keyword)
        r.step(_("{name} has {procedure} {cost}, but the face-down permanent has lost its abilities").format(
            name=p.card.name, procedure=keyword, cost=cost), reason, rules=rules + ("face-down.8",),
            topics=("abilities-lost+disguise",) if keyword == "disguise" else ("abilities-lost+cloak",))
        return Procedure(keyword, cost, reason)
    r.step(_("{name} would have {procedure} {cost} face up").format(name=p.card.name, procedure=keyword, cost=cost),
           _("it may be turned face up by paying {cost}").format(cost=cost), rules=rules,
           # The ruling on disguise/morph costs speaks of *cloaked* creatures.
           topics=(f"turn-face-up+{keyword}",) if p.face_down == "cloak" else ())
    return Procedure(keyword, cost)


def can_turn_face_up(state: State, r: Reasoning) -> Verdict:
    """``can-turn-face-up``: may you turn this permanent face up now, and how."""
    p = state["permanent"]
    if not p.is_face_down:
        r.step(_("{name} is face up").format(name=p.card.name),
               _("only a face-down permanent can be turned face up"), rules=("face-down.7",))
        return r.verdict("no", _("{name} is already face up.").format(name=p.card.name), {"procedures": []})
    found = procedures(p, r)
    usable = [proc for proc in found if proc.reason is None]
    details = {"procedures": [proc.to_json() for proc in usable],
               "unavailable": [proc.to_json() for proc in found if proc.reason]}
    if p.controller != "you":
        r.step(_("{controller} controls the face-down permanent, not you").format(controller=p.controller),
               _("only its controller may turn it face up"), rules=("special-actions.2b", "face-down.5"),
               topics=("turn-face-up+special-action",))
        return r.verdict("no", _("Only its controller ({controller}) may turn it face up.").format(
            controller=p.controller), details)
    if not state["has_priority"]:
        r.step(_("you don't have priority"), _("the special action can only be taken while you have priority"),
               rules=("special-actions.2b",), topics=("turn-face-up+special-action",))
        return r.verdict("no", _("Turning it face up is a special action, taken only while you have priority."),
                         details)
    if not usable:
        return r.verdict("no", _("No procedure can turn this {procedure} permanent face up: {reasons}.").format(
            procedure=p.face_down, reasons="; ".join(proc.reason for proc in found)), details)  # type: ignore[misc]
    costs = ", ".join(_("{cost} ({procedure})").format(cost=proc.cost, procedure=proc.name) for proc in usable)
    return r.verdict("yes", _("You may turn it face up as a special action by paying: {costs}.").format(costs=costs),
                     details)


def can_transform(state: State, r: Reasoning) -> Verdict:
    """``can-transform``: would this permanent transform if instructed to."""
    p, card = state["permanent"], state["permanent"].card
    if p.is_face_down:
        r.step(_("{name} is face down ({procedure})").format(name=card.name, procedure=p.face_down),
               _("a face-down permanent can't transform, even a double-faced card"),
               rules=("double-faced.15a",), topics=("double-faced+transform",))
        return r.verdict("no", _("A face-down permanent can't transform."))
    if not card.double_faced:
        r.step(_("{name} is not a double-faced card").format(name=card.name),
               _("only double-faced permanents can transform; the instruction does nothing"),
               rules=("transform.c", "double-faced.9"))
        return r.verdict("no", _("{name} is not double-faced, so it can't transform.").format(name=card.name))
    into_types = card.types if p.transformed else card.back_types
    if "instant" in into_types or "sorcery" in into_types:
        r.step(_("the face it would turn to is an instant or sorcery face"), _("it doesn't transform"),
               rules=("double-faced.10",))
        return r.verdict("no", _("A permanent never transforms into an instant or sorcery face."))
    pinned = r.citing.references.pinned
    details = {"face_up_now": "back" if p.transformed else "front", "edition": pinned}
    if card.modal:
        modal_ok = pinned >= MODAL_TRANSFORM_EDITION
        details["under_2024_02_02"] = "no"
        r.step(_("{name} is a modal double-faced card").format(name=card.name),
               _("under the {edition} rules it can transform (earlier editions let only transforming "
                 "double-faced cards do so)").format(edition=pinned) if modal_ok else
               _("under the {edition} rules only transforming double-faced cards can transform").format(edition=pinned),
               rules=("double-faced.9",))
        return r.verdict(yes_no(modal_ok), _("A face-up modal double-faced permanent {verb} under the pinned rules.").format(
            verb=_("can transform") if modal_ok else _("can't transform")), details)
    r.step(_("{name} is a face-up transforming double-faced permanent").format(name=card.name),
           _("it can transform to its other face"), rules=("transform.a", "double-faced.9"),
           topics=("double-faced+transform",))
    return r.verdict("yes", _("A face-up transforming double-faced permanent can transform."), details)


def _stays_face_down(p: Permanent, r: Reasoning) -> bool:
    """Record the instant/sorcery exception; True when the permanent can't actually turn face up."""
    if not is_instant_or_sorcery(p.card):
        return False
    rule = f"{p.face_down}.g" if p.face_down in MANA_COST_PROCEDURES else "face-down.7"
    r.step(_("the face-down card is {name}, an instant or sorcery card").format(name=p.card.name),
           _("if something tries to turn it face up, it is revealed and stays face down"),
           rules=(rule,), topics=("instant-sorcery",))
    return True


def enters_triggers(state: State, r: Reasoning) -> Verdict:
    """``enters-triggers-on-turning-face-up``: do enters abilities trigger for this event."""
    p, event, watcher = state["permanent"], state["event"], state["watcher"]
    details = {"event": event, "watcher": watcher}
    if event == "turned-face-up":
        _stays_face_down(p, r)
        r.step(_("{name} is turned face up while already on the battlefield").format(name=p.card.name),
               _("turning face up is not entering: no enters ability triggers, its own or another permanent's"),
               rules=("face-down.8",), topics=("enters-triggers",))
        return r.verdict("no", _("Turning a permanent face up is not entering the battlefield, so no enters "
                                 "abilities trigger."), details)
    if event == "enters-face-down":
        if watcher == "self":
            r.step(_("{name} is put onto the battlefield face down").format(name=p.card.name),
                   _("it is face down before it enters, so its own enters abilities don't trigger"),
                   rules=("face-down.3",), topics=("enters-triggers",))
            return r.verdict("no", _("A card put onto the battlefield face down has no enters abilities as it "
                                     "enters."), details)
        r.step(_("a face-down 2/2 creature enters the battlefield"),
               _("another permanent's 'whenever a creature enters' ability triggers"),
               rules=("triggered-abilities.6a", "face-down.3"), topics=("enters-triggers",))
        return r.verdict("yes", _("A face-down creature does enter the battlefield, so other permanents' "
                                  "enters-a-creature abilities trigger."), details)
    if watcher == "other":
        creature = "creature" in p.card.types
        r.step(_("{name} enters face up").format(name=p.card.name),
               _("another permanent's 'whenever a creature enters' ability triggers") if creature else
               _("it is not a creature, so a 'whenever a creature enters' ability doesn't trigger"),
               rules=("triggered-abilities.6a",), topics=("enters-triggers",))
        return r.verdict(yes_no(creature), _("A card put onto the battlefield face up enters it."), details)
    has = "enters" in p.card.triggers
    r.step(_("{name} is put onto the battlefield face up").format(name=p.card.name),
           _("its enters ability triggers") if has else _("it has no enters ability to trigger"),
           rules=("triggered-abilities.6a",), topics=("enters-triggers",))
    return r.verdict(yes_no(has), _("A card put onto the battlefield face up enters it, unlike one turned face up."),
                     details)


def turned_face_up_triggers(state: State, r: Reasoning) -> Verdict:
    """``turned-face-up-triggers``: does a 'when turned face up' ability trigger."""
    p, by, watcher = state["permanent"], state["by"], state["watcher"]
    details = {"by": by, "watcher": watcher}
    if _stays_face_down(p, r):
        r.step(_("the card never turned face up"), _("abilities that trigger on turning face up don't trigger"),
               topics=("turned-face-up-triggers",))
        return r.verdict("no", _("An instant or sorcery card is only revealed; it never turns face up, so nothing "
                                 "triggers."), details)
    if by == "special-action" and not any(proc.reason is None for proc in procedures(p, r)):
        return r.verdict("no", _("No procedure can turn it face up, so nothing triggers."), details)
    if watcher == "other":
        r.step(_("{name} turns face up").format(name=p.card.name),
               _("another permanent's 'whenever a permanent is turned face up' ability triggers"),
               rules=("triggered-abilities.10",))
        return r.verdict("yes", _("It turns face up, so abilities watching for that trigger."), details)
    if "turned-face-up" not in p.card.triggers:
        r.step(_("{name} has no 'when turned face up' ability").format(name=p.card.name), _("nothing triggers"),
               rules=("triggered-abilities.10",))
        return r.verdict("no", _("The card has no ability that triggers when it is turned face up."), details)
    if p.abilities_lost or any(effect.lose_all_abilities for effect in p.effects):
        r.step(_("an effect removed its abilities, and it still applies once face up"),
               _("the face-up permanent has no 'when turned face up' ability, so nothing triggers"),
               rules=("face-down.8", "triggered-abilities.10"))
        return r.verdict("no", _("Once face up it still has no abilities, so its trigger doesn't exist."), details)
    r.step(_("{name} turns face up and has a 'when turned face up' ability").format(name=p.card.name),
           _("the ability triggers"), rules=("triggered-abilities.10", "face-down.8"))
    return r.verdict("yes", _("Its 'when turned face up' ability triggers."), details)


def tapped_after(state: State, r: Reasoning) -> Verdict:
    """``tapped-after-turning-face-up``: is it tapped once face up."""
    p = state["permanent"]
    _stays_face_down(p, r)
    status = _("tapped") if p.tapped else _("untapped")
    r.step(_("the face-down permanent is {status}").format(status=status),
           _("turning face up doesn't change whether it is tapped: it stays {status}").format(status=status),
           rules=("permanents.5",), topics=("tapped",))
    return r.verdict(yes_no(p.tapped), _("It stays {status}: turning face up doesn't change tapped status.").format(
        status=status), {"tapped_before": yes_no(p.tapped)})


def targets_and_attachments(state: State, r: Reasoning) -> Verdict:
    """``targets-and-attachments-after-turning-face-up``: do targets and attachments all stay legal."""
    p = state["permanent"]
    before, _applied = compute(p)
    after = before if _stays_face_down(p, r) else compute(turned_face_up(p))[0]
    r.step(_("{name} turns face up").format(name=p.card.name),
           _("it is the same permanent with new characteristics: targets and attachments stay unless those make "
             "them illegal"), rules=("face-down.8",), topics=("same-object",))
    results, all_legal = [], True
    for dep in state["targeted_by"] + state["attached"]:
        problems = unmet(after, dep.requires)
        if not problems:
            result = "stays"
            conclusion = _("still legal: {name} is unaffected").format(name=dep.name)
            rules: tuple[str, ...] = ("face-down.8",)
        elif dep.kind == "target":
            result = "illegal-target"
            conclusion = _("{name} now has an illegal target; if that was its only target it doesn't resolve").format(
                name=dep.name)
            rules = ("resolving.2b",)
        elif dep.kind == "aura":
            result = "aura-to-graveyard"
            conclusion = _("{name} is attached illegally and goes to its owner's graveyard").format(name=dep.name)
            rules = ("state-based-actions.5m",)
        else:
            result = "equipment-unattached"
            conclusion = _("{name} becomes unattached and stays on the battlefield").format(name=dep.name)
            rules = ("state-based-actions.5n",)
        all_legal = all_legal and not problems
        r.step(_("face up, it is {summary}: {checks}").format(
            summary=_describe(after), checks="; ".join(problems) or _("meets every requirement of {name}").format(
                name=dep.name)), conclusion, rules=rules, topics=("same-object",))
        results.append({"name": dep.name, "kind": dep.kind, "result": result, "because": problems})
    explanation = (_("Turning face up keeps the same permanent; every target and attachment stays legal.") if all_legal
                   else _("Same permanent, but its new characteristics make some targets or attachments illegal."))
    return r.verdict(yes_no(all_legal), explanation, {"face_up": after.answer(), "dependents": results})


def _describe(chars) -> str:
    colors = ", ".join(chars.colors) or _("colorless")
    return _("{name} ({colors} {types}, mana value {mv})").format(
        name=chars.name or _("nameless"), colors=colors, types=" ".join(chars.types), mv=chars.mana_value)


def can_respond(state: State, r: Reasoning) -> Verdict:
    """``can-respond-to-turning-face-up``: can players respond to the turning itself."""
    p, method = state["permanent"], state["method"]
    if method == "special-action":
        sec = p.face_down if p.face_down in MANA_COST_PROCEDURES else None
        rules = ("special-actions.1", "special-actions.2b") + ((f"{sec}.b",) if sec else (_KEYWORD_RULE[p.face_down],))
        r.step(_("its controller turns it face up as a special action"),
               _("special actions don't use the stack, so nobody can respond"), rules=rules,
               topics=("no-response",))
        return r.verdict("no", _("Turning a face-down permanent face up is a special action: it doesn't use the "
                                 "stack and can't be responded to."), {"method": method})
    r.step(_("a {method} turns it face up").format(method=method),
           _("that {method} uses the stack, so players may respond to it before it resolves").format(method=method),
           rules=("special-actions.1",), topics=("no-response",))
    return r.verdict("yes", _("A spell or ability that turns it face up can be responded to while it is on the "
                              "stack."), {"method": method})
