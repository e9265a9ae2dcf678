"""The three seed cards (Become Anonymous, Hide in Plain Sight, Unexplained Absence) resolved on a state."""

from __future__ import annotations

from dataclasses import dataclass, field

from judge_cli.corpus.model import Card
from judge_cli.i18n import _, ngettext
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import has_ability, is_instant_or_sorcery
from judge_cli.rules.citations import Reasoning, yes_no
from judge_cli.rules.layers import compute
from judge_cli.rules.seed_cards import SEED_CARDS as SEED_CARDS  # still importable from here
from judge_cli.rules.state import Permanent, Source
from judge_cli.rules.targeting import Blocked, target_blocked
from judge_cli.rules.turning import usable_procedures


@dataclass(frozen=True)
class SpellState:
    """A seed card cast on an explicit state (the typed ``given`` of ``resolve``)."""

    spell: str  #: corpus id of the seed card
    caster: str
    players: tuple[str, ...]
    battlefield: dict[str, Permanent]  #: label -> permanent
    library: dict[str, list[Card]]  #: player -> cards, top first
    pay_ward: bool
    targets: dict[str, str]  #: player the target was chosen for ("-" for Become Anonymous) -> label
    cloak_choice: list[int] | None  #: Hide in Plain Sight: 0-based positions of the cards to cloak


@dataclass
class Outcome:
    """What the resolution did."""

    resolves: bool = True
    cloaked: list[tuple[Card, str, bool]] = field(default_factory=list)  #: card, controller, tapped
    exiled: list[str] = field(default_factory=list)
    bottom: list[str] = field(default_factory=list)
    illegal: list[str] = field(default_factory=list)
    ceased: list[str] = field(default_factory=list)
    countered_by_ward: bool = False
    libraries: dict[str, list[Card]] = field(default_factory=dict)  #: a copy, updated as cards move


def evaluate(state: SpellState, r: Reasoning) -> Verdict:
    """Resolve the seed card and report where every card went."""
    spell = state.spell
    outcome = Outcome(libraries={player: list(cards) for player, cards in state.library.items()})
    if spell == "hide-in-plain-sight":
        _hide_in_plain_sight(state, r, outcome)
    elif _ward(state, r, outcome):
        if spell == "become-anonymous":
            _become_anonymous(state, r, outcome)
        else:
            _unexplained_absence(state, r, outcome)
    return _verdict(state, r, outcome)


def _ward(state: SpellState, r: Reasoning, outcome: Outcome) -> bool:
    """Ward triggers when an opponent's spell targets the permanent; False when the spell is countered."""
    for label in state.targets.values():
        target = state.battlefield[label]
        chars = compute(target)[0]
        if target.controller == state.caster or not has_ability(chars.abilities, "ward"):
            continue
        ward = next(a for a in chars.abilities if a.startswith("ward"))
        paid = state.pay_ward
        r.decide(_("{label} has {ward} and is controlled by an opponent of the caster").format(label=label, ward=ward),
               _("ward triggers; the caster pays") if paid else _("ward triggers and the caster doesn't pay: "
                                                                  "the spell is countered"),
               rules=("ward.a",), topics=("ward",))
        if not paid:
            outcome.resolves, outcome.countered_by_ward = False, True
            return False
    return True


def _cloak(state: SpellState, r: Reasoning, outcome: Outcome, cards: list[Card], controller: str,
           tapped: bool) -> None:
    for card in cards:
        outcome.cloaked.append((card, controller, tapped))
    if cards:
        r.decide(ngettext("{count} card is cloaked by {player}", "{count} cards are cloaked by {player}", len(cards))
               .format(count=len(cards), player=controller),
               _("each becomes a face-down 2/2 creature with ward {cost}, {status}").format(
                   cost="{2}", status=_("tapped") if tapped else _("untapped")),
               rules=("cloak.a", "cloak.e"), topics=("characteristics",))


def _gone(target: Permanent) -> list[Blocked]:
    """A target that left the battlefield before the spell resolves is gone: if it is back somewhere, it is a new
    object, not the one targeted (CR 400.7), so the target is illegal (CR 608.2b)."""
    if target.zone == "battlefield":
        return []
    return [Blocked(_("it has left the battlefield (it is now in the {zone}): a new object, not the one "
                      "targeted").format(zone=target.zone), ("zones.7",))]


def _become_anonymous(state: SpellState, r: Reasoning, outcome: Outcome) -> None:
    caster, (label,) = state.caster, state.targets.values()
    target = state.battlefield[label]
    chars = compute(target)[0]
    blocked = _gone(target) or target_blocked(chars, target, _spell_source(state, r), f"given.battlefield ({label})")
    problems = [text for bad, text in (
        ("creature" not in chars.types, _("it is not a creature")),
        (target.token, _("it is a token")),
        (target.owner != caster, _("its owner is {owner}, not {caster}").format(owner=target.owner, caster=caster)),
    ) if bad] + [b.reason for b in blocked]
    if problems:
        outcome.resolves = False
        outcome.illegal.append(label)
        r.decide(_("the only target, {label}, is illegal: {problems}").format(
                     label=label, problems="; ".join(problems)),
                 _("the spell doesn't resolve and does nothing"),
                 rules=("resolving.2b",) + tuple(rule for b in blocked for rule in b.rules))
        return
    library = outcome.libraries[caster]
    top = library[:2]
    if len(top) < 2:
        r.decide(_short_library(caster, len(top)), _("only those cards join the pile"))
    if target.is_face_down:
        r.decide(_("{label} is face down and leaves the battlefield").format(label=label), _("it is revealed"),
               rules=("face-down.9",), topics=("reveal+!instant-sorcery",))
    # A melded permanent is two cards: exiling it exiles both, and the effect finds both (CR 712.21c).
    pile = [target.card] + ([target.melded_with] if target.melded_with is not None else []) + top
    if target.melded_with is not None:
        r.decide(_("{label} is a melded permanent of two cards, {first} and {second}").format(
            label=label, first=target.card.name, second=target.melded_with.name),
            _("both cards are exiled into the pile"), rules=("double-faced.21", "double-faced.21c"))
    r.decide(ngettext("{label} and the top card of the library are exiled in a face-down pile",
                    "{label} and the top {count} cards of the library are exiled in a face-down pile", len(top)).format(
        label=label, count=len(top)),
        _("the pile is shuffled, then its cards are cloaked; the caster may look at them"),
        rules=("zones.7",), topics=("become-anonymous",))
    _cloak(state, r, outcome, pile, caster, True)
    outcome.libraries[caster] = library[2:]


def _hide_in_plain_sight(state: SpellState, r: Reasoning, outcome: Outcome) -> None:
    caster = state.caster
    library = outcome.libraries[caster]
    top = library[:5]
    chosen = state.cloak_choice if state.cloak_choice is not None else list(range(min(2, len(top))))
    if len(top) < 5:
        r.decide(_short_library(caster, len(top)), _("the caster looks at all of them and cloaks up to two"))
    elif top:
        r.step(_("the top five cards: {names}").format(names=", ".join(card.name for card in top)),
               _("the caster looks at them (nobody else sees them)"))
    if state.cloak_choice is None and top:
        r.decide(_("no cloak_choice is given"), _("the first cards looked at are the ones cloaked"))
    _cloak(state, r, outcome, [top[i] for i in chosen], caster, False)
    rest = [card for i, card in enumerate(top) if i not in chosen]
    outcome.bottom = [card.name for card in rest]
    outcome.libraries[caster] = library[5:] + rest
    if outcome.bottom:
        r.decide(_("the other cards looked at: {names}").format(names=", ".join(outcome.bottom)),
               _("they go to the bottom of the library in a random order"))


def _unexplained_absence(state: SpellState, r: Reasoning, outcome: Outcome) -> None:
    targets, chosen_any = state.targets, bool(state.targets)
    legal = []
    for player, label in targets.items():
        target = state.battlefield[label]
        chars = compute(target)[0]
        blocked = _gone(target) or target_blocked(chars, target, _spell_source(state, r),
                                                  f"given.battlefield ({label})")
        problems = [text for bad, text in (
            ("land" in chars.types, _("it is a land")),
            (target.controller != player, _("it is controlled by {controller}, not {player}").format(
                controller=target.controller, player=player)),
        ) if bad] + [b.reason for b in blocked]
        if problems:
            outcome.illegal.append(label)
            r.decide(_("the target chosen for {player}, {label}, is illegal: {problems}").format(
                player=player, label=label, problems="; ".join(problems)),
                _("it is not exiled, and its controller cloaks nothing for it"),
                rules=("resolving.2b",) + tuple(rule for b in blocked for rule in b.rules))
        else:
            legal.append(target)
    if chosen_any and not legal:
        outcome.resolves = False
        r.decide(_("every target is illegal"), _("the spell doesn't resolve"), rules=("resolving.2b",))
        return
    if not chosen_any:
        r.decide(_("no targets were chosen (each is 'up to one')"), _("nothing is exiled and nothing is cloaked"),
               rules=("resolving.2b",))
    for target in legal:
        label = target.label or target.card.name
        if target.token:
            outcome.ceased.append(label)
            r.decide(_("{label} is a token").format(label=label), _("it is exiled and ceases to exist"),
                   rules=("tokens.7",))
        else:
            outcome.exiled.append(target.card.name)
        if target.is_face_down:
            r.decide(_("{label} is face down and leaves the battlefield").format(label=label), _("it is revealed"),
                     rules=("face-down.9",), topics=("reveal+!instant-sorcery",))
        library = outcome.libraries[target.controller]
        if not library:
            r.decide(_short_library(target.controller, 0), _("there is nothing to cloak"),
                   rules=("cloak.a",))
            continue
        _cloak(state, r, outcome, library[:1], target.controller, False)
        outcome.libraries[target.controller] = library[1:]


def _spell_source(state: SpellState, r: Reasoning) -> Source:
    """The seed spell as a targeting source: its caster controls it; its colours and types are the card's."""
    card = r.corpus.cards[state.spell]
    return Source(controller=state.caster, colors=card.front.color_list, types=card.types)


def _short_library(player: str, count: int) -> str:
    """'your library has only 1 card' / 'the library of ana has only 1 card' / 'your library is empty'."""
    if count == 0:
        return _("your library is empty") if player == "you" else _("the library of {player} is empty").format(
            player=player)
    if player == "you":
        return ngettext("your library has only {count} card", "your library has only {count} cards", count).format(
            count=count)
    return ngettext("the library of {player} has only {count} card", "the library of {player} has only {count} cards",
                    count).format(player=player, count=count)


def _turnable(card: Card, r: Reasoning) -> list[str]:
    """Costs that could turn this cloaked card face up later (empty when none)."""
    # The procedure steps are summarised in one step of the verdict, not repeated.
    return [f"{proc.name} {proc.cost}" for proc in usable_procedures(Permanent(card=card, face_down="cloak"), r)]


def _verdict(state: SpellState, r: Reasoning, outcome: Outcome) -> Verdict:
    cloaked: dict[str, list[str]] = {}
    later, rows = [], []
    for card, controller, tapped in outcome.cloaked:
        cloaked.setdefault(controller, []).append(card.name)
        costs = _turnable(card, r)
        rows.append({"card": card.name, "controller": controller, "tapped": yes_no(tapped), "turn_face_up": costs})
        if costs:
            later.append(card.name)
            r.decide(_("{name} is cloaked").format(name=card.name),
                   _("{controller} can turn it face up later: {costs}").format(controller=controller,
                                                                               costs=", ".join(costs)),
                   rules=("cloak.b",), topics=("turn-face-up+special-action",))
        elif is_instant_or_sorcery(card):
            r.decide(_("{name} is cloaked").format(name=card.name), _("it can never be turned face up"),
                   rules=("cloak.g",), topics=("instant-sorcery",))
        else:
            r.decide(_("{name} is cloaked").format(name=card.name),
                   _("it is not a creature card with a mana cost, so it can't be turned face up for one"),
                   rules=("cloak.b",))
    if not outcome.cloaked and outcome.resolves:
        r.decide(_("no card was cloaked"), _("nothing enters the battlefield"), rules=("cloak.a",))
    answer = {
        "resolves": yes_no(outcome.resolves),
        "cloaked": {player: sorted(names) for player, names in cloaked.items()},
        "cloaked_count": len(outcome.cloaked),
        "tapped": yes_no(any(tapped for _card, _player, tapped in outcome.cloaked)),
        "exiled": sorted(outcome.exiled),
        "library_bottom": sorted(outcome.bottom),
        "illegal_targets": sorted(outcome.illegal),
        "can_turn_face_up_later": sorted(later),
    }
    details = {"cloaked": rows, "ceased_to_exist": outcome.ceased, "countered_by_ward": outcome.countered_by_ward,
               "library_sizes": {p: len(cards) for p, cards in outcome.libraries.items()}}
    if not outcome.resolves:
        explanation = _("The spell doesn't resolve: nothing is exiled or cloaked.")
    else:
        explanation = ngettext("The spell resolves and cloaks {count} card.",
                               "The spell resolves and cloaks {count} cards.", len(outcome.cloaked)).format(
            count=len(outcome.cloaked))
    return r.verdict(answer, explanation, details)


__all__ = ["SEED_CARDS", "SpellState", "evaluate"]
