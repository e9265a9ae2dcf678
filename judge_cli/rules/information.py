"""Questions about what a face-down permanent shows: characteristics, looking, revealing, names, tracking."""

from __future__ import annotations

from judge_cli.i18n import _, ngettext
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import compute
from judge_cli.rules.citations import Reasoning, yes_no
from judge_cli.rules.state import WARDED_PROCEDURES, State

#: Events a ``must-reveal`` question may name.
EVENTS = (
    "leaves-battlefield", "dies", "leaves-stack", "countered", "game-ends", "player-leaves-game",
    "attacks", "blocks", "becomes-target", "phases-out", "becomes-tapped", "changes-control", "deals-damage",
)
#: Events that reveal a face-down object (the others leave it hidden).
REVEALING_EVENTS = ("leaves-battlefield", "dies", "leaves-stack", "countered", "game-ends", "player-leaves-game")
ZONES = ("graveyard", "exile", "hand", "library", "battlefield", "command")


def characteristics(state: State, r: Reasoning) -> Verdict:
    """``characteristics``: the permanent's characteristics now, every effect applied."""
    p = state["permanent"]
    chars, applied = compute(p)
    # The cloak ruling describes the ward-{2} face-down 2/2 that cloak and disguise make.
    topics: tuple[str, ...] = ("characteristics",) if p.face_down in WARDED_PROCEDURES else ()
    for index, item in enumerate(applied):
        later = ("effects-still-apply",) if index and topics else ()
        r.step(item.fact, _("taken into account"), rules=item.rules, topics=later or (topics if not index else ()))
    if p.is_face_down:
        r.step(_("it has no mana cost"), _("it is colorless with mana value 0 and has no name"),
               rules=("mana-cost.3a", "colors.2c"), topics=("no-name",))
    answer = chars.answer()
    summary = _("{power}/{toughness} {colors} {types}, name {name}, abilities: {abilities}").format(
        power=chars.power if chars.power is not None else "-", toughness=chars.toughness if chars.toughness is not None else "-",
        colors=", ".join(chars.colors) or _("colorless"), types=" ".join(chars.types),
        name=chars.name or _("none"), abilities=", ".join(chars.abilities) or _("none"))
    return r.verdict(answer, _("It is a {summary}.").format(summary=summary), {"face_down": p.face_down})


def can_look(state: State, r: Reasoning) -> Verdict:
    """``can-look``: may this player look at the face-down permanent."""
    p, viewer, allowed = state["permanent"], state["viewer"], state["effect_allows_looking"]
    details = {"viewer": viewer}
    if not p.is_face_down:
        r.step(_("{name} is face up").format(name=p.card.name), _("anyone may see a face-up permanent"),
               rules=("face-down.5",))
        return r.verdict("yes", _("A face-up permanent hides nothing."), details)
    if viewer == "controller":
        where = _(" (even while it is phased out)") if p.phased_out else ""
        r.step(_("the viewer controls the face-down permanent{where}").format(where=where),
               _("a player may look at face-down permanents they control at any time"),
               rules=("face-down.5",), topics=("look+!become-anonymous",))
        return r.verdict("yes", _("You may look at face-down permanents you control at any time."), details)
    if allowed:
        r.step(_("the viewer is an opponent, but an effect lets them look"), _("they may look at it"),
               rules=("face-down.5",), topics=("look+!become-anonymous",))
        return r.verdict("yes", _("An effect allows the opponent to look at it."), details)
    r.step(_("the viewer doesn't control it and no effect lets them look"),
           _("they may not look at it"), rules=("face-down.5",), topics=("look+!become-anonymous",))
    return r.verdict("no", _("You can't look at face-down permanents another player controls unless an effect allows "
                             "it."), details)


def must_reveal(state: State, r: Reasoning) -> Verdict:
    """``must-reveal``: must the face-down object be revealed at this event."""
    p, event, to = state["permanent"], state["event"], state["to"]
    details = {"event": event, "to": to}
    if not p.is_face_down:
        r.step(_("{name} is face up").format(name=p.card.name), _("there is nothing hidden to reveal"),
               rules=("face-down.9",))
        return r.verdict("no", _("A face-up permanent has nothing to reveal."), details)
    if event in ("leaves-stack", "countered") and to == "battlefield":
        r.step(_("the face-down spell resolves and enters the battlefield"),
               _("it stays face down as a permanent: nothing is revealed"), rules=("face-down.9",),
               topics=("reveal+!instant-sorcery",))
        return r.verdict("no", _("A face-down spell that becomes a permanent stays hidden."), details)
    if event in REVEALING_EVENTS:
        facts = {
            "leaves-battlefield": _("it leaves the battlefield (to: {zone})").format(zone=to),
            "dies": _("it dies (leaves the battlefield for the graveyard)"),
            "leaves-stack": _("the face-down spell leaves the stack (to: {zone})").format(zone=to),
            "countered": _("the face-down spell is countered (to: {zone})").format(zone=to),
            "game-ends": _("the game ends"),
            "player-leaves-game": _("its player leaves the game"),
        }
        r.step(facts[event], _("its owner must reveal it to all players"), rules=("face-down.9",),
               topics=("reveal+!instant-sorcery",))
        return r.verdict("yes", _("It must be revealed to all players."), details)
    r.step(_("the event is: {event}").format(event=event),
           _("only leaving the battlefield, leaving the stack for another zone, leaving the game and the end of the "
             "game reveal a face-down object; it stays hidden"), rules=("face-down.9",),
           topics=("reveal+!instant-sorcery",))
    return r.verdict("no", _("Nothing requires revealing it when it {event}.").format(event=event), details)


def share_a_name(state: State, r: Reasoning) -> Verdict:
    """``share-a-name``: do the two permanents have the same name."""
    first, second = compute(state["permanent"])[0], compute(state["other"])[0]
    details = {"names": [first.name, second.name]}
    if first.name is None or second.name is None:
        r.step(_("at least one of them is face down and has no name"),
               _("an object with no name never shares a name, not even with another face-down object"),
               rules=("name.2a", "face-down.2"), topics=("share-a-name",))
        return r.verdict("no", _("Face-down permanents have no name, so they share a name with nothing."), details)
    same = first.name.casefold() == second.name.casefold()
    r.step(_("the names are {first} and {second}").format(first=first.name, second=second.name),
           _("they have a name in common") if same else _("the names differ"), rules=("name.2a", "name.2"),
           topics=("share-a-name",))
    return r.verdict(yes_no(same), _("Both are face up and named {first} and {second}.").format(
        first=first.name, second=second.name), details)


def can_rearrange(state: State, r: Reasoning) -> Verdict:
    """``can-rearrange-face-down``: may the player mix up the cards of their face-down permanents."""
    player = state["player"]
    mine = [p for p in state["permanents"] if p.controller == player and p.is_face_down]
    order = [{"position": i + 1, "procedure": p.face_down, "name": p.label or None} for i, p in enumerate(mine)]
    details = {"face_down_count": len(mine), "order": order}
    if len(mine) < 2:
        r.step(_controls(player, len(mine)),
               _("there are no two face-down permanents to confuse"), rules=("face-down.6",),
               topics=("distinguishable",))
        return r.verdict("yes", _("With fewer than two face-down permanents there is nothing to mix up."), details)
    procedures = ", ".join(p.face_down for p in mine)
    r.step(_("{controls}: {procedures}").format(controls=_controls(player, len(mine)), procedures=procedures),
        _("they must stay distinguishable: entry order and the procedure that turned each face down"),
        rules=("face-down.6",), topics=("distinguishable",))
    return r.verdict("no", _("Face-down permanents must stay easy to tell apart; you may not mix them up."), details)


def _controls(player: str, count: int) -> str:
    """'you control 2 face-down permanents' / 'ana controls 1 face-down permanent'."""
    if player == "you":
        return ngettext("you control {count} face-down permanent", "you control {count} face-down permanents",
                        count).format(count=count)
    return ngettext("{player} controls {count} face-down permanent", "{player} controls {count} face-down permanents",
                    count).format(player=player, count=count)
