"""``turning-face-up``: what happens as the face-down permanent is turned face up this way — the cost and its X,
the counters put on it as it turns (megamorph, "as this is turned face up"), what it is then, its own trigger and
the legend rule."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, Literal

from judge_cli.game import mana
from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import Characteristics
from judge_cli.rules.citations import Reasoning, yes_no
from judge_cli.rules.kind import UNSTATED_COST, AskDraft, AskFacts, AskHints, QuestionKind, key
from judge_cli.rules.layers import compute, face_up_characteristics
from judge_cli.rules.restrictions import turning_face_up_forbidden
from judge_cli.rules.state import CostModifier, Permanent, Restriction, Watcher
from judge_cli.rules.trigger_effects import after_triggers
from judge_cli.rules.turning import (
    KEYWORD_RULE,
    Procedure,
    cannot_turn_face_up,
    decide_from,
    has_x,
    procedures,
    stays_face_down,
    turning_up,
    with_totals,
)

WAYS = ("mana-cost", "disguise", "morph", "megamorph", "effect")


@dataclass(frozen=True)
class Given:
    """The face-down permanent, how it is turned face up, and what else its controller controls."""

    permanent: Permanent = key(doc="the face-down permanent")
    by: Literal["mana-cost", "disguise", "morph", "megamorph", "effect"] = key(
        doc="its controller's special action paying its mana cost (cloak, manifest) or its disguise, morph or "
            "megamorph cost, or an effect that turns it face up",
        ask={"by.effect": "effect", "method.spell": "effect", "method.ability": "effect", "cost.mana": "mana-cost",
             "by.megamorph": "megamorph", "cost.megamorph": "megamorph",
             "claim.by-mana-cost": "mana-cost", "claim.by-disguise": "disguise",
             "claim.by-morph": "morph"})
    x: int | None = key(default=None, doc="the value chosen for X when the disguise, morph or megamorph cost has an X")
    others: tuple[Permanent, ...] = key(default=(), doc="the other permanents on the battlefield (for the legend "
                                                        "rule)")
    watchers: tuple[Watcher, ...] = key(default=(), doc="other permanents' 'whenever a permanent is turned face up' "
                                                        "abilities and what they do to it (Trail of Mystery)")
    copy_choice: Permanent | None = key(default=None, doc="the creature chosen for its 'as this is turned face up, "
                                                          "it becomes a copy' ability (Vesuvan Shapeshifter)")
    cost_modifiers: tuple[CostModifier, ...] = key(default=(), doc="effects that make morph or disguise costs cost "
                                                                   "more or less (Exiled Doomsayer)")
    restrictions: tuple[Restriction, ...] = key(default=(), doc="effects that say something can't be done (Karlov "
                                                                "Watchdog, Linvala, split second)")
    active_player: str = key(default="you", doc="whose turn it is (for restrictions that apply during one player's "
                                                "turn)")


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """Whether it turns face up, for what, with which counters, as what, and what follows."""
    p, by = given.permanent, given.by
    answer: dict[str, Any] = {"turns_face_up": "no", "cost": None, "total_cost": None, "x": None, "counters": {},
                              "characteristics": None, "triggers": [], "legend_rule": "no", "after_triggers": None}
    if cannot_turn_face_up(p, r) is not None:
        return r.verdict(answer, _("Nothing can turn it face up now."), {"by": by})
    if turning_face_up_forbidden(p, given.restrictions, given.active_player, r,
                                 special_action=by != "effect") is not None:
        return r.verdict(answer, _("Nothing can turn it face up now."), {"by": by})
    start = len(r.steps)
    if stays_face_down(p, r):
        decide_from(start, r)
        return r.verdict(answer, _("An instant or sorcery card is revealed and stays face down."), {"by": by})
    if by != "effect":
        found = with_totals(procedures(p, r), p, given.cost_modifiers, r)
        way = next((proc for proc in found if proc.name == by), None)
        if way is None and by == "morph":  # a megamorph cost is a morph cost (CR 702.37b): "unmorph my Den Protector"
            way = next((proc for proc in found if proc.name == "megamorph"), None)
            if way is not None:
                given, by = replace(given, by="megamorph"), "megamorph"
        if way is None or way.reason is not None:
            decide_from(start, r)
            return r.verdict(answer, _("It can't be turned face up this way: {reason}.").format(
                reason=way.reason if way else _("no such cost")), {"by": by, "procedures": [
                    proc.to_json() for proc in found]})
        rule = f"{p.face_down}.b" if by == "mana-cost" else KEYWORD_RULE[by]
        answer["cost"], answer["x"] = way.cost, _x(given, way, r)
        answer["total_cost"] = _with_x(way.total or way.cost, answer["x"])
        r.decide(_("its controller pays {cost} ({way})").format(cost=answer["total_cost"], way=by),
                 _("it turns face up as a special action"), rules=(rule, "special-actions.2b"))
    else:
        r.decide(_("an effect turns it face up"), _("it turns face up; no cost is paid"), rules=("face-down.7",))
    answer["turns_face_up"] = "yes"
    up = turning_up(p, given.copy_choice, r)
    face_up = compute(up)[0]
    counters = _counters(given, face_up, r)
    after = compute(replace(up, counters=_merge(up.counters, counters)))[0]
    answer["counters"] = dict(counters)
    answer["characteristics"] = after.answer()
    # An "until end of turn" effect from an earlier turn (recorded with the procedures) decides what it is face up.
    for index, step in enumerate(r.steps):
        if "cleanup.2" in step.cites:
            r.mark(index)
    r.decide(_("face up it is {name}").format(name=after.name or _("nameless")),
             _("its copiable values are its own again (or what it copies), and every effect still in force still "
               "applies"),
             rules=("face-down.8",) + (("face-down.10",) if any(e.copies for e in p.effects_in_force) else ()))
    if "turned-face-up" in after.triggers:
        answer["triggers"] = ["turned-face-up"]
        r.decide(_("it has a 'when turned face up' ability"), _("the ability triggers"),
                 rules=("triggered-abilities.10",))
    answer["legend_rule"] = yes_no(_legend_rule(p, after, given.others, r))
    merged = replace(up, counters=_merge(up.counters, counters))
    answer["after_triggers"] = after_triggers(merged, after, answer["x"], given.watchers, r)
    return r.verdict(answer, _("It turns face up as {name}.").format(name=after.name or _("nameless")),
                     {"by": by})


def _x(given: Given, way: Procedure, r: Reasoning) -> int | None:
    """The value of X in the cost paid: 0 for a mana cost paid by a rule (CR 107.3h), else the one chosen."""
    if not has_x(way.cost):
        return None
    if way.name == "mana-cost":
        r.decide(_("its mana cost {cost} has an X").format(cost=way.cost),
                 _("X is 0 when a rule has its mana cost paid"), rules=("numbers.3h",))
        return 0
    r.decide(_("X in its {procedure} cost is {x}").format(procedure=way.name, x=given.x),
             _("its other abilities that refer to X use that value"),
             rules=("numbers.3d", "disguise.e" if way.name == "disguise" else "morph.f"))
    return given.x


def _with_x(cost: str | None, x: int | None) -> str | None:
    """``cost`` with each X replaced by its value: what is actually paid (``{X}{X}{R}`` with X = 2 is ``{4}{R}``)."""
    if cost is None or x is None or not has_x(cost):
        return cost
    symbols = mana.symbols(cost)
    xs = sum(1 for symbol in symbols if symbol in ("X", "Y", "Z"))
    return mana.with_generic("".join("{" + s + "}" for s in symbols if s not in ("X", "Y", "Z")), xs * x)


def _counters(given: Given, face_up: Characteristics, r: Reasoning) -> tuple[tuple[str, int], ...]:
    """Counters put on it as it turns face up: megamorph's +1/+1, and its own "as this is turned face up"."""
    found: list[tuple[str, int]] = []
    if given.by == "megamorph":
        found.append(("+1/+1", 1))
        r.decide(_("its megamorph cost was paid"), _("it gets a +1/+1 counter as it turns face up"),
                 rules=("morph.b",))
    if face_up.turned_face_up_counters:
        found += list(face_up.turned_face_up_counters)
        r.decide(_("face up it has an 'as this is turned face up' ability"),
                 _("its counters are put on it while it turns face up, not afterwards"), rules=("face-down.11",))
    return tuple(found)


def _merge(base: tuple[tuple[str, int], ...], extra: tuple[tuple[str, int], ...]) -> tuple[tuple[str, int], ...]:
    counts = dict(base)
    for kind, count in extra:
        counts[kind] = counts.get(kind, 0) + count
    return tuple(counts.items())


def _legend_rule(p: Permanent, after: Characteristics, others: tuple[Permanent, ...], r: Reasoning) -> bool:
    """True when, face up, it is a legendary permanent sharing its name with another its controller controls."""
    if "legendary" not in after.supertypes or after.name is None:
        return False
    same = [o for o in others if o.controller == p.controller and not o.phased_out and not o.on_stack
            and (chars := compute(o)[0]).name == after.name and "legendary" in chars.supertypes]
    if same:
        r.decide(_("face up it is the legendary {name}, and its controller controls another legendary {name}").format(
            name=after.name), _("the legend rule applies: they keep one and put the rest into the graveyard"),
            rules=("supertypes.d", "state-based-actions.5j"))
    return bool(same)


def _check(given: Given, reader: Any, raw: Any) -> None:
    """The X of a disguise, morph or megamorph cost must be given (its controller chooses it, CR 107.3d)."""
    if given.by in ("disguise", "morph", "megamorph") and given.x is None:
        cost = face_up_characteristics(given.permanent).cost(given.by)
        if has_x(cost):
            raise reader.error("given.x", _("the {procedure} cost {cost} has an X, which its controller chooses; the "
                                            "question must give x").format(procedure=given.by, cost=cost), raw)


def _ask_hook(draft: AskDraft, facts: AskFacts) -> None:
    """The way it is turned face up must be said: by the keyword named, else the question can't be answered.

    A described card gets the cost of the way named (a manifested card turned up for its megamorph cost has one);
    when a counter is what is asked ("does it get a +1/+1 counter?"), the +1/+1 written is not one it has.
    """
    ways = {way for concept, way in _WAY_WORDS.items() if facts.has(concept) and not facts.only_denied(concept)}
    if "megamorph" in ways:
        ways.discard("morph")  # "for its megamorph cost" is a morph cost too
    bound = draft.given.get("by")
    if len(ways) > 1 or (ways and bound is not None and bound not in _WAY_WORDS.values()):
        draft.missing.append("how it is turned face up")  # "for its mana cost, not its megamorph cost"
        return
    if ways:  # the binding takes the first concept it knows; the way words, read together, say which
        draft.given["by"] = ways.pop()
    if "by" not in draft.given:
        named = [concept.split(".", 1)[1] for concept in facts.with_prefix("proc.")]
        keyword = next((name for name in named if name in WAYS), None)
        if keyword is None:
            draft.missing.append("how it is turned face up")
            return
        described = draft.given.get("permanent", {}).get("card")
        if draft.given.get("permanent", {}).get("face_down") in ("cloak", "manifest"):
            # "I manifested a card with megamorph {2}{U} and turned it face up": the keyword says what the card has;
            # it could as well have been turned face up for its mana cost
            draft.missing.append("how it is turned face up")
            return
        if keyword == "morph" and isinstance(described, dict) and "megamorph" in described:
            keyword = "megamorph"  # "a card with megamorph {2}{U}": its morph word is that megamorph
        draft.given["by"] = keyword
    permanent = draft.given.get("permanent", {})
    card = permanent.get("card")
    if isinstance(card, dict) and draft.given["by"] in ("disguise", "morph", "megamorph"):
        card.setdefault(draft.given["by"], UNSTATED_COST)
    if facts.has(GETS_COUNTER):
        permanent.pop("effects", None)
        permanent.pop("counters", None)
    draft.given.pop("copy_choice", None)  # described like the permanent by the reader; no question states it


#: The concepts that say which way it is turned face up (a way named twice differently is not said).
_WAY_WORDS = {"by.megamorph": "megamorph", "cost.megamorph": "megamorph", "claim.by-mana-cost": "mana-cost",
              "cost.mana": "mana-cost",
              "claim.by-disguise": "disguise", "claim.by-morph": "morph"}
#: "Does it get a +1/+1 counter (as it turns face up)?"
GETS_COUNTER = "claim.gets-counter"


def _gets_counter(answer: Mapping[str, Any], facts: AskFacts) -> bool | None:
    """"Does it get a +1/+1 counter?": a +1/+1 counter is put on it as it turns face up (as many as written); None
    when it can't be turned face up the way the question takes it is (the question's premise fails)."""
    if answer["turns_face_up"] != "yes":
        return None  # "when I turn it face up for {1}{G}, does it get a counter?": the premise fails, nothing to check
    got = dict(answer["counters"]).get("+1/+1", 0)
    number = _counters_asked(facts)
    return got == number if number else got > 0


def _counters_asked(facts: AskFacts) -> int | None:
    """How many counters the question asks about: a number in the clause that asks for the counter ("two +1/+1
    counters"), not any number of the question ("I cast it face down for 3 … does it get a counter?")."""
    spans = facts.spans(GETS_COUNTER)
    if not spans:
        return facts.number()
    start, end = facts.clause_of(spans[0][0])
    written = [number for number, at in facts.numbers() if start <= at < end]
    written += [int(concept.split(".")[1]) for concept in facts.with_prefix("number.")
                if any(start <= at < end for at, _end in facts.spans(concept))]
    return written[0] if written else None


KIND = QuestionKind(
    name="turning-face-up", given=Given, evaluate=evaluate, answer="mapping", position=15, check=_check,
    summary="What happens as the face-down permanent is turned face up this way?",
    ask=AskHints(label=N_("What happens as it is turned face up?"), subject="face-down", hook=_ask_hook,
                 claims={GETS_COUNTER: _gets_counter}),
)
