"""``can-attack``: can this creature attack now — or, with ``action: tap``, pay {T} in its abilities' costs?

Only the active player attacks, with untapped creatures they control (CR 508.1a), and a creature attacks (or taps for
its own abilities' costs) only if its controller has controlled it continuously since their most recent turn began —
"summoning sickness" (CR 302.6) — unless it has haste (CR 702.10b, c).  What resets that is a new object (it entered
the battlefield, or left and came back: CR 400.7) or a new controller; turning face up or face down, phasing
(CR 702.26d) and transforming don't: it stays the same permanent.  Haste is read off the permanent as it is now, so a
creature turned face up with haste has it.  Defender (CR 702.3b) and "can't attack" effects (CR 508.1c) stop
attacking, not tapping.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from judge_cli.game.vocabulary import CONTROL_HISTORY_EVENTS, NEW_TO_CONTROLLER_EVENTS
from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import has_ability
from judge_cli.rules.citations import Reasoning, yes_no
from judge_cli.rules.kind import AskDraft, AskFacts, AskHints, QuestionKind, key
from judge_cli.rules.layers import compute
from judge_cli.rules.restrictions import attacking_forbidden
from judge_cli.rules.state import Permanent, Restriction

#: Why each event that doesn't reset summoning sickness doesn't, and the rule that says so.
_SAME_PERMANENT: dict[str, tuple[str, tuple[str, ...]]] = {
    "turned-face-up": (N_("turning face up changes its status, not the permanent: it is the same object"),
                       ("face-down.8", "permanents.5")),
    "turned-face-down": (N_("turning face down changes its status, not the permanent: it is the same object"),
                         ("permanents.5",)),
    "phased-out": (N_("phasing changes neither its zone nor its controller"), ("phasing.d",)),
    "phased-in": (N_("phasing changes neither its zone nor its controller"), ("phasing.d",)),
    "transformed": (N_("transforming turns the same permanent over: it is the same object"), ("transform.a",)),
}
_EVENT_NAMES: dict[str, str] = {
    "entered": N_("it entered the battlefield"), "control-changed": N_("it came under its controller's control"),
    "turned-face-up": N_("it was turned face up"), "turned-face-down": N_("it was turned face down"),
    "phased-out": N_("it phased out"), "phased-in": N_("it phased in"), "transformed": N_("it transformed"),
}


@dataclass(frozen=True)
class Given:
    """The creature, what happened to it since its controller's turn began, and what else stops it attacking."""

    permanent: Permanent = key(doc="the creature (face up or face down)")
    since_turn_began: tuple[str, ...] = key(
        default=(), doc="what happened to it since its controller's most recent turn began, in order: "
                        + ", ".join(CONTROL_HISTORY_EVENTS) + " (entered: cast and resolved, put onto the battlefield, "
                        "cloaked, manifested, or returned after leaving; empty: it was there, under its controller's "
                        "control, all along)",
        schema={"type": "array", "items": {"enum": list(CONTROL_HISTORY_EVENTS)}},
        # Turned face up or phased in says nothing of when it entered: the words must say that too.
        ask={"history.entered-this-turn&history.turned-face-up": ["entered", "turned-face-up"],
             "history.entered-this-turn": ["entered"],
             "history.earlier-turn&history.turned-face-up": ["turned-face-up"],
             "history.earlier-turn&history.phased-in": ["phased-in"], "history.earlier-turn": []})
    action: Literal["attack", "tap"] = key(default="attack", doc="attack, or tap: pay {T} (or {Q}) in the cost of one "
                                                                 "of its activated abilities")
    active_player: str = key(default="you", doc="whose turn it is")
    restrictions: tuple[Restriction, ...] = key(default=(), doc="\"can't attack\" effects (forbids: attacking)")
    cast_this_turn: tuple[Permanent, ...] = key(
        default=(), doc="the spells its controller cast this turn (each with zone: stack; face_down for one cast face "
                        "down), for a restriction with unless_cast")


def check(given: Given, reader: Any, raw: Any) -> None:
    """Each event is a word of the vocabulary, and the last face and phasing events agree with the permanent."""
    for index, event in enumerate(given.since_turn_began):
        if event not in CONTROL_HISTORY_EVENTS:
            raise reader.error(f"given.since_turn_began[{index + 1}]", _("unknown event {event!r}; expected one of: "
                                                                         "{choices}").format(
                event=event, choices=", ".join(CONTROL_HISTORY_EVENTS)), raw.get("since_turn_began"), index)
    for index, spell in enumerate(given.cast_this_turn):
        if not spell.on_stack:
            raise reader.error(f"given.cast_this_turn[{index + 1}].zone", _("a spell cast this turn; expected zone: "
                                                                            "stack"), raw.get("cast_this_turn"), index)
    p = given.permanent
    faces = [e for e in given.since_turn_began if e in ("turned-face-up", "turned-face-down")]
    if faces and (faces[-1] == "turned-face-up") == p.is_face_down:
        raise reader.error("given.permanent.face_down", _("since_turn_began ends with {event}, but face_down is "
                                                          "{value}").format(
            event=faces[-1], value=p.face_down), raw.get("permanent"), "face_down")
    phases = [e for e in given.since_turn_began if e in ("phased-out", "phased-in")]
    if phases and (phases[-1] == "phased-out") != p.phased_out:
        raise reader.error("given.permanent.phased_out", _("since_turn_began ends with {event}, but phased_out is "
                                                           "{value}").format(
            event=phases[-1], value=str(p.phased_out).lower()), raw.get("permanent"), "phased_out")


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """Phased in, a creature, its controller's turn, untapped, no defender or "can't attack", and no summoning
    sickness (or haste)."""
    p, attack = given.permanent, given.action == "attack"
    details: dict[str, Any] = {"action": given.action, "summoning_sick": None, "haste": None}
    if p.phased_out:
        r.decide(_("it is phased out, so it is treated as though it doesn't exist"),
                 _("it can't attack or be tapped until it phases in"), rules=("phasing.b",))
        return r.verdict("no", _("A phased-out permanent can't attack or be tapped."), details)
    chars = compute(p)[0]
    creature = "creature" in chars.types
    if attack and not creature:
        r.decide(_("{name} isn't a creature now").format(name=p.display),
                 _("only creatures are declared as attackers"), rules=("declare-attackers.1a",))
        return r.verdict("no", _("It isn't a creature."), details)
    if attack and given.active_player != p.controller:
        r.decide(_("it is {player}'s turn, and {controller} controls it").format(
            player=given.active_player, controller=p.controller),
            _("only the active player declares attackers, with creatures they control"),
            rules=("declare-attackers.1a",))
        return r.verdict("no", _("Only the active player attacks."), details)
    if p.tapped:
        r.decide(_("it is tapped"), _("only untapped creatures attack") if attack
                 else _("a tapped permanent can't be tapped again to pay {T}"),
                 rules=("declare-attackers.1a",) if attack else ("numbers.5",))
        return r.verdict("no", _("It is tapped."), details)
    if attack and has_ability(chars.abilities, "defender"):
        r.decide(_("it has defender"), _("a creature with defender can't attack"), rules=("defender.b",))
        return r.verdict("no", _("It has defender."), details)
    if attack:
        forbidden = attacking_forbidden(p, given.restrictions, given.active_player, r, given.cast_this_turn)
        if forbidden is not None:
            return r.verdict("no", forbidden, details)
    if not creature:
        r.decide(_("{name} isn't a creature now").format(name=p.display),
                 _("summoning sickness concerns creatures only: its {T} costs can be paid"), rules=("creatures.6",))
        return r.verdict("yes", _("It isn't a creature, so summoning sickness doesn't apply."), details)
    return _summoning_sickness(given, chars.abilities, details, r)


def _summoning_sickness(given: Given, abilities: tuple[str, ...], details: dict[str, Any], r: Reasoning) -> Verdict:
    """Has its controller controlled it continuously since their most recent turn began — or does it have haste?"""
    p, attack = given.permanent, given.action == "attack"
    new = [event for event in given.since_turn_began if event in NEW_TO_CONTROLLER_EVENTS]
    if not new:
        # What happened to it doesn't reset anything: each such event is part of why it can act.
        for event in dict.fromkeys(given.since_turn_began):
            why, rules = _SAME_PERMANENT[event]
            r.decide(_(_EVENT_NAMES[event]), _(why), rules=rules)
    haste = has_ability(abilities, "haste")
    details.update(summoning_sick=yes_no(bool(new)), haste=yes_no(haste))
    if not new:
        r.decide(_("its controller has controlled it continuously since their most recent turn began"),
                 _("it isn't affected by summoning sickness"), rules=("creatures.6",))
        return r.verdict("yes", _("It can attack.") if attack else _("Its {T} costs can be paid."), details)
    event = new[0]
    r.decide(_("{event} since its controller's most recent turn began").format(event=_(_EVENT_NAMES[event])),
        _("a new object to its controller (an object that changes zones is a new one): it has summoning sickness")
        if event == "entered" else _("its controller hasn't controlled it continuously since their turn began"),
        rules=("zones.7", "creatures.6") if event == "entered" else ("creatures.6",))
    if haste:
        r.decide(_("it has haste now"),
                 _("haste lets it attack anyway") if attack else _("haste lets it pay {T} anyway"),
                 rules=("haste.b",) if attack else ("haste.c",))
        return r.verdict("yes", _("It has haste.") + " " + (_("It can attack.") if attack
                                                           else _("Its {T} costs can be paid.")), details)
    if p.is_face_down:
        r.step(_("it is face down"), _("a face-down creature has no abilities of its own, so no haste"),
               rules=("face-down.2",))
    return r.verdict("no", _("It has summoning sickness and no haste.") if attack
                     else _("It has summoning sickness and no haste: its {T} costs can't be paid."), details)


def _ask_hook(draft: AskDraft, facts: AskFacts) -> None:
    """Summoning sickness hinges on what happened to it this turn: the words must say it; turned face up, it is face
    up now."""
    _haste(draft, facts, draft.given.get("since_turn_began"))
    history = draft.given.get("since_turn_began")  # as _haste left it
    if history is None:
        draft.missing.append("when it entered")
        return
    if "turned-face-up" in history:
        draft.given["permanent"].pop("face_down", None)
        draft.probes.pop("procedure", None)
        if "procedure" in draft.assumed:
            draft.assumed.remove("procedure")


def _haste(draft: AskDraft, facts: AskFacts, history: Any) -> None:
    """"…it has haste" gives the card described haste; "without haste" says it has none, which only a card described
    (not one named, whose own text says) can be taken at its word for. Haste is its card's, face up: told of a
    permanent the words don't turn face up, which face is meant is not sure; turned face up after it entered this
    turn, it is face up now."""
    if not facts.has("card.has-haste"):
        return
    card = draft.given["permanent"].get("card")
    if not isinstance(card, dict) or facts.card_ids:
        draft.missing.append("whether it has haste")
    elif not facts.only_denied("card.has-haste"):
        if isinstance(history, list) and facts.has(*_TURNING):
            if "turned-face-up" not in history:
                draft.given["since_turn_began"] = [*history, "turned-face-up"]
            card["abilities"] = [*card.get("abilities", []), "haste"]
        else:
            draft.missing.append("whether it has haste")


#: The words that turn the permanent face up.
_TURNING = ("hint.can-turn-face-up", "kind.can-turn-face-up", "history.turned-face-up")


KIND = QuestionKind(
    name="can-attack", given=Given, evaluate=evaluate, check=check, position=13,
    summary="Can this creature attack now (or pay {T} in its abilities' costs), given what happened to it this turn?",
    ask=AskHints(label=N_("Can it attack (or tap for an ability) now?"), subject="face-down-by-default",
                 hook=_ask_hook),
)
