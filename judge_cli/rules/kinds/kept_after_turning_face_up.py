"""``kept-after-turning-face-up``: once the face-down permanent is turned face up, are its counters still on it, is
the damage marked on it still marked, do the effects applied to it still apply?

Turning a permanent face up doesn't make it a new object (CR 708.8, 110.5c): counters stay (CR 122.1), damage stays
marked until the cleanup step (CR 120.6, 514.2), and "any effects that have been applied to the face-down permanent
still apply to the face-up permanent" (CR 708.8).  What it then is — a -1/-1 counter on a card that is an X/1 face
up — is derived from the face-up characteristics, and state-based actions may put it into the graveyard.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import turned_face_up
from judge_cli.rules.citations import Reasoning, yes_no
from judge_cli.rules.kind import AskDraft, AskFacts, AskHints, QuestionKind, key
from judge_cli.rules.layers import compute
from judge_cli.rules.state import Permanent
from judge_cli.rules.turning import cannot_turn_face_up, stays_face_down

Asked = Literal["counters", "damage", "effects"]


@dataclass(frozen=True)
class Given:
    """The face-down permanent, what is on it, and what is asked about."""

    permanent: Permanent = key(doc="the face-down permanent, with its counters and the effects applied to it")
    asked: Asked = key(doc="what is asked about: its counters, the damage marked on it, or the effects applied to it")
    damage_marked: int | None = key(default=None, doc="the damage marked on it this turn (asked: damage); unless "
                                                      "given, whether it survives is not answered")


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """The same permanent keeps its counters, its damage and its effects; then its face-up size is checked by the
    state-based actions."""
    p, asked = given.permanent, given.asked
    details: dict[str, Any] = {"asked": asked, "survives": None, "face_up": None}
    if cannot_turn_face_up(p, r) is not None or stays_face_down(p, r):
        kept = _kept(given, p)
        return r.verdict(yes_no(kept), _("It isn't turned face up, so nothing about it changes."), details)
    up = turned_face_up(p)
    chars = compute(up)[0]
    details["face_up"] = chars.answer()
    r.step(_("{name} turns face up").format(name=p.card.name),
           _("it is the same permanent, not a new object"), rules=("face-down.8", "permanents.5c"),
           topics=("same-object",))
    kept = _kept(given, p)
    if asked == "counters":
        names = ", ".join(f"{count} {kind}" for kind, count in p.counters)
        r.decide(_("it has {counters} on it").format(counters=names),
                 _("turning face up removes no counter: they stay on it"), rules=("face-down.8", "counters.1"))
    elif asked == "damage":
        r.decide(_("damage is marked on it"), _("damage stays marked until the cleanup step, face up or face down"),
                 rules=("damage.6", "cleanup.2"))
    elif kept:
        r.decide(_("effects apply to it face down"), _("effects applied to the face-down permanent still apply to it "
                                                        "face up"), rules=("face-down.8",))
    else:
        r.decide(_("every effect that was applied to it has ended"), _("an ended effect doesn't start again when it "
                                                                        "turns face up"), rules=("cleanup.2",))
    survives = _survives(chars.toughness, given.damage_marked if asked == "damage" else 0, r)
    details["survives"] = None if survives is None else yes_no(survives)
    explanation = (_("Turning it face up keeps the same permanent: counters stay, damage stays marked and effects "
                     "still apply.") if kept else _("The effect had already ended; turning it face up doesn't bring "
                                                    "it back."))
    if survives is False:
        explanation += " " + _("Face up, state-based actions then put it into its owner's graveyard.")
    return r.verdict(yes_no(kept), explanation, details)


def _kept(given: Given, p: Permanent) -> bool:
    """True when what is asked about is still there: counters and damage always are, effects while in force."""
    return given.asked != "effects" or bool(p.effects_in_force)


def _survives(toughness: Any, damage: int | None, r: Reasoning) -> bool | None:
    """Whether state-based actions leave it on the battlefield face up; None when its size or damage isn't known.
    Recorded as deciding: the answer says what then happens to it."""
    if not isinstance(toughness, int) or damage is None:
        return None
    if toughness <= 0:
        r.decide(_("face up it has toughness {toughness}").format(toughness=toughness),
               _("it is put into its owner's graveyard"), rules=("state-based-actions.5f",))
        return False
    if damage >= toughness:
        r.decide(_("face up it has toughness {toughness} and {damage} damage marked").format(
            toughness=toughness, damage=damage),
               _("that is lethal damage: it is destroyed"), rules=("state-based-actions.5g",))
        return False
    return True


def _check(given: Given, reader: Any, raw: Any) -> None:
    """What is asked about must be there: a counter, damage, an effect."""
    p = given.permanent
    if given.asked == "counters" and not p.counters:
        raise reader.error("given.permanent.counters", _("expected the counters on it (asked: counters)"), raw)
    if given.asked == "effects" and not p.effects:
        raise reader.error("given.permanent.effects", _("expected the effects applied to it (asked: effects)"), raw)
    if given.asked == "damage" and given.damage_marked is not None and given.damage_marked <= 0:
        raise reader.wrong(raw, "damage_marked", "given", _("a number of 1 or more"))
    if given.asked != "damage" and given.damage_marked is not None:
        raise reader.error("given.damage_marked", _("expected damage_marked only with asked: damage"), raw)


#: The facts naming each thing that may be asked about (one only, else which one is asked is not said).
_ASKED = {"counters": ("counter",), "damage": ("noun.damage",)}


def _read(draft: AskDraft, facts: AskFacts) -> None:
    """What is asked about: a counter word, a damage word, else the +N/+N effect written; the number right before the
    damage word is the damage marked. The question must turn the permanent face up."""
    permanent = draft.given["permanent"]
    named = [asked for asked, concepts in _ASKED.items() if facts.has(*concepts)]
    if permanent.get("effects") and "counters" not in named:
        named.append("effects")
    # "when it's turned face up" (the words of a printed trigger, read as its time) turns it face up too
    if len(named) != 1 or not facts.has("hint.can-turn-face-up", "kind.can-turn-face-up", "history.turned-face-up",
                                        "kind.turned-face-up-triggers"):
        draft.missing.append("what is asked")
        return
    if named[0] == "effects" and facts.has("history.earlier-turn"):
        draft.missing.append("when the effect began")  # "last turn": an "until end of turn" effect has ended
        return
    draft.given["asked"] = named[0]
    if named[0] == "damage":
        damage = facts.spans("noun.damage")
        marked = [number for number, at in facts.numbers() if any(0 <= start - at <= 3 for start, _end in damage)]
        if len(marked) == 1:
            draft.given["damage_marked"] = marked[0]


KIND = QuestionKind(
    name="kept-after-turning-face-up", given=Given, evaluate=evaluate, position=71, check=_check,
    summary="Once turned face up, are its counters still on it, its damage still marked, its effects still applied?",
    ask=AskHints(label=N_("Do its counters, damage and effects stay once it is face up?"), subject="face-down",
                 hook=_read),
)
