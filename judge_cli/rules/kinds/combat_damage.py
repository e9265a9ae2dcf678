"""``combat-damage``: a face-down creature in combat, turned face up before combat damage, after it or not at all —
how much combat damage it deals, and is it still on the battlefield once state-based actions are checked?"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import Characteristics, turned_face_up
from judge_cli.rules.citations import Reasoning, yes_no
from judge_cli.rules.kind import AskDraft, AskFacts, AskHints, QuestionKind, key
from judge_cli.rules.layers import compute
from judge_cli.rules.state import Permanent
from judge_cli.rules.targeting import undecided
from judge_cli.rules.turning import cannot_turn_face_up, stays_face_down


@dataclass(frozen=True)
class Given:
    """The face-down creature in combat, when it is turned face up, and the combat damage dealt to it."""

    permanent: Permanent = key(doc="the face-down creature, attacking or blocking (its card with its face-up power "
                                   "and toughness)")
    turned_face_up: Literal["never", "before-damage", "after-damage"] = key(
        default="never", doc="when its controller turns it face up: never, once blockers are declared and before "
                          "combat damage, or after combat damage is dealt",
        ask={"combat.after-damage": "after-damage", "combat.before-damage": "before-damage"})
    damage_dealt_to_it: int | None = key(default=None, doc="the combat damage dealt to it at the same time (by the "
                                                           "creature it blocks or that blocks it); unless given, "
                                                           "whether it survives is not answered")


def _size(chars: Characteristics, permanent: Permanent) -> tuple[int, int]:
    """Its power and toughness as numbers; a question that doesn't give them can't be answered."""
    if not isinstance(chars.power, int) or not isinstance(chars.toughness, int):
        raise undecided("given.permanent", "card", _("its power and toughness face up"), permanent.line)
    return chars.power, chars.toughness


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """Combat damage is dealt with the power the creature has then; state-based actions check its toughness against
    the damage marked before any player gets priority, so a face-down creature dealt lethal damage can't be turned
    face up to survive."""
    p, when, damage = given.permanent, given.turned_face_up, given.damage_dealt_to_it
    down = compute(p)[0]
    at_damage = p
    turned = "no"
    if when == "before-damage" and _can_turn(p, r):
        at_damage, turned = turned_face_up(p), "yes"
        r.decide(_("it is turned face up after blockers are declared, before combat damage"),
                 _("turning it face up doesn't remove it from combat; it is face up when combat damage is assigned"),
                 rules=("special-actions.2b", "face-down.8"))
    power, toughness = _size(compute(at_damage)[0] if turned == "yes" else down, p)
    dealt = max(power, 0)
    r.decide(_("it has power {power} when combat damage is assigned").format(power=power),
             _("it deals {damage} combat damage").format(damage=dealt), rules=("combat-damage.1a", "combat-damage.2"))
    if damage is None:
        if when == "after-damage":
            raise undecided("given", "damage_dealt_to_it", _("whether it lives to be turned face up"), p.line)
        return r.verdict({"deals": dealt, "survives": None, "turned_face_up": turned, "power": power,
                          "toughness": toughness},
                         _("It deals {dealt} combat damage.").format(dealt=dealt), {"turned_face_up_when": when})
    if damage:
        r.step(_("{damage} combat damage is dealt to it").format(damage=damage),
               _("the damage stays marked on it"), rules=("damage.3e",))
    survives = _survives(toughness, damage)
    if when == "after-damage" and not survives:
        r.decide(_("face down it has toughness {toughness} and {damage} damage marked").format(
            toughness=toughness, damage=damage),
            _("state-based actions put it into the graveyard before any player gets priority, so it can't be turned "
              "face up in time"), rules=("state-based-actions.3", _lethal_rule(toughness), "special-actions.2b"))
    else:
        if when == "after-damage" and _can_turn(p, r):
            turned = "yes"
            power, toughness = _size(compute(turned_face_up(p))[0], p)
            r.decide(_("it survived combat damage face down, and is turned face up when its controller next has "
                       "priority"), _("face up it has toughness {toughness}").format(toughness=toughness),
                     rules=("state-based-actions.3", "special-actions.2b", "face-down.8"))
            survives = _survives(toughness, damage)
        r.decide(_("it has toughness {toughness} and {damage} damage marked").format(toughness=toughness,
                                                                                     damage=damage),
                 _("that isn't lethal damage: it survives") if survives else _("it is put into the graveyard"),
                 rules=(_lethal_rule(toughness),))
    answer = {"deals": dealt, "survives": yes_no(survives), "turned_face_up": turned,
              "power": power, "toughness": toughness}
    explanation = _("It deals {dealt} combat damage and {fate}.").format(
        dealt=dealt, fate=_("survives") if survives else _("dies"))
    return r.verdict(answer, explanation, {"turned_face_up_when": when})


def _survives(toughness: int, damage: int) -> bool:
    """True when state-based actions leave it on the battlefield."""
    return toughness > 0 and damage < toughness


def _lethal_rule(toughness: int) -> str:
    """The state-based action that puts it into the graveyard: toughness 0 or less, or lethal damage."""
    return "state-based-actions.5g" if toughness > 0 else "state-based-actions.5f"


def _can_turn(p: Permanent, r: Reasoning) -> bool:
    """True when the face-down permanent can actually turn face up (not phased out, not an instant card…)."""
    return cannot_turn_face_up(p, r) is None and not stays_face_down(p, r)


def _check(given: Given, reader: Any, raw: Any) -> None:
    """Damage dealt is never negative."""
    if given.damage_dealt_to_it is not None and given.damage_dealt_to_it < 0:
        raise reader.wrong(raw, "damage_dealt_to_it", "given", _("a number of 0 or more"))


def _deals(answer: Mapping[str, Any], facts: AskFacts) -> bool | None:
    """"Does it deal 5 damage?": the number written in (or right before) the words claiming it."""
    spans = [span for span in facts.spans("claim.deals-damage") if facts.in_asked_sentence(span[0])]
    for number, at in facts.numbers():
        if any(start - 3 <= at <= end for start, end in spans):
            return bool(answer["deals"] == number)
    return None


CLAIMS = {"claim.deals-damage": _deals,
          "claim.survives": lambda answer, facts: None if answer["survives"] is None else answer["survives"] == "yes"}


def _read(draft: AskDraft, facts: AskFacts) -> None:
    """The sizes written: the one in the clause that turns it face up is its face-up size; with a block word, the one
    left (besides a face-down 2/2) is the creature fighting it, dealing damage equal to its power; "3 damage" written
    outside the claim is the damage marked on it."""
    turning = facts.spans("hint.can-turn-face-up") + facts.spans("kind.can-turn-face-up")
    if turning:  # the words say it is turned face up: when is read below, never probed
        draft.probes.pop("turned_face_up", None)
        if "turned_face_up" in draft.assumed:
            draft.assumed.remove("turned_face_up")
    if not turning:
        # Not a word of turning it face up: it stays face down unless its controller turns it up before damage,
        # which they may do ("it blocked their 3/3 — does it survive?" hinges on it): probed (AskHints.probes).
        draft.given.pop("turned_face_up", None)
    elif "turned_face_up" not in draft.given:
        # Turned face up in combat, no word saying combat damage was dealt already: before it (a flip after damage
        # is told as such, or by the damage marked, which is then asked)
        draft.given["turned_face_up"] = "before-damage"
        draft.assumed.append("turned face up before combat damage")
    card = draft.given["permanent"]["card"]
    sizes = list(facts.sizes())
    face_up = list({size for start, end in turning for size in _turned_into(sizes, start, end, facts)})
    # Whose creature it is changes nothing here; a player word names the creature fighting it ("their 3/3").
    draft.given["permanent"].pop("controller", None)
    if isinstance(card, dict):
        card.pop("power", None)
        card.pop("toughness", None)
        if len(face_up) == 1:
            # turned face up as a 5/5: its card is a creature card, not an instant or a land
            card["power"], card["toughness"] = face_up[0][0], face_up[0][1]
            card["types"] = ["creature"]
            draft.probes.pop("card type", None)
            if "card type" in draft.assumed:
                draft.assumed.remove("card type")
    latin = facts.lang not in ("ja", "zh")  # an object written after the claim is what it is dealt to
    rest = [size for size in sizes if size not in face_up[:1]]
    face_down = next((size for size in rest if size[:2] == (2, 2)), None)
    if face_down is not None:
        rest.remove(face_down)
    claimed = [span for span in facts.spans("claim.deals-damage") if facts.in_asked_sentence(span[0])]
    marked = [number for number, at in facts.numbers() if not any(start - 3 <= at <= end for start, end in claimed)
              and any(0 <= start - at <= 3 for start, _end in facts.spans("noun.damage"))]
    claims = claimed + [span for span in facts.spans("claim.survives") if facts.in_asked_sentence(span[0])]
    if any(facts.in_asked_sentence(at) and (at < start or not latin) for *_size, at in rest for start, _end in claims):
        # "does their 3/3 survive?", "does my 3/3 deal 5 damage?": another creature is what the claim is about
        draft.missing.append("which creature is asked about")
    if len(marked) == 1:
        draft.given["damage_dealt_to_it"] = marked[0]
        if "turned face up before combat damage" in draft.assumed:
            draft.missing.append("when it is turned face up")
    elif not marked and len(rest) == 1 and facts.has("event.blocks"):
        draft.given["damage_dealt_to_it"] = max(rest[0][0], 0)


def _turned_into(sizes: list[tuple[int, int, int]], start: int, end: int,
                 facts: AskFacts) -> list[tuple[int, int, int]]:
    """The size written with the words turning it face up, in their clause: the only one there, else the first after
    the words start ("flipped it into a 5/5", "deck sie als 5/5 auf", 翻成5/5), in Japanese the last before they end
    (5/5として表向きに)."""
    clause = facts.clause_of(start)
    there = [size for size in sizes if facts.clause_of(size[2]) == clause]
    if len(there) <= 1:
        return there
    if facts.lang == "ja":
        return [size for size in there if size[2] <= end][-1:]
    return [size for size in there if size[2] >= start][:1]


KIND = QuestionKind(
    name="combat-damage", given=Given, evaluate=evaluate, answer="mapping", position=62, check=_check,
    summary="How much combat damage does the face-down creature deal, and does it survive?",
    ask=AskHints(label=N_("What combat damage does it deal, and does it survive?"), subject="face-down",
                 claims=CLAIMS, hook=_read, reads_sizes=True, probes=("turned_face_up",)),
)
