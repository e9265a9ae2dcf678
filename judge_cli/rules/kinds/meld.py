"""``meld``: what happens when a meld ability resolves — "if you both own and control [this] and a creature named
[its counterpart], exile them, then meld them into [the combined back face]"?

The condition is checked as the ability resolves: both must still be on the battlefield, owned and controlled by the
ability's controller, and the counterpart a creature with that name — a face-down creature has no name (CR 201.2a).
Then both are exiled, and melded only if they are the two cards of one meld pair (CR 701.42b): a token (even a copy
of a meld card) can't be melded, and objects that can't be melded stay in exile (CR 701.42c) — a token there ceases
to exist (CR 111.7).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_cli.corpus.model import Card
from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import zone_place
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.kind import AskHints, QuestionKind, key
from judge_cli.rules.layers import compute
from judge_cli.rules.state import Permanent


@dataclass(frozen=True)
class Given:
    """The two objects the meld ability names, as it resolves, and who controls the ability."""

    permanents: tuple[Permanent, ...] = key(doc="the card with the meld ability, then its counterpart, as the ability "
                                                "resolves (zone: hand for one returned to its owner's hand)")
    controller: str = key(default="you", doc="who controls the meld ability")
    checks_condition: bool = key(default=True, doc="the ability says 'if you both own and control … and a creature "
                                                   "named …' (every printed meld ability does)")


def meld_pair(first: Card, second: Card) -> bool:
    """True for the two different cards of one meld pair (both meld cards with the same combined back face)."""
    return (first.layout == "meld" and second.layout == "meld" and first.name != second.name
            and first.back is not None and second.back is not None and first.back.name == second.back.name)


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """The condition, then exile, then meld (or stay in exile)."""
    source, other = given.permanents
    answer: dict[str, Any] = {"condition": "yes", "exiled": [], "melded": "no", "melded_into": None,
                              "on_battlefield": [], "stays_in_exile": [], "ceased_to_exist": []}
    if given.checks_condition:
        failed = _condition(given, source, other, r)
        if failed:
            answer.update(condition="no", on_battlefield=[p.display for p in given.permanents
                                                          if p.zone == "battlefield" and not p.phased_out])
            return r.verdict(answer, _("The condition isn't met: nothing is exiled or melded."))
    answer["exiled"] = [p.display for p in given.permanents]
    tokens = [p for p in given.permanents if p.token]
    if tokens or not meld_pair(source.card, other.card):
        why = (_("{names} is a token").format(names=", ".join(p.display for p in tokens)) if tokens else
               _("{first} and {second} are not the two cards of one meld pair").format(
                   first=source.card.name, second=other.card.name))
        r.decide(_("both are exiled, but {why}").format(why=why),
                 _("they can't be melded, so they stay in exile"), rules=("meld.b", "meld.c"))
        answer["stays_in_exile"] = [p.display for p in given.permanents if not p.token]
        if tokens:
            answer["ceased_to_exist"] = [p.display for p in tokens]
            r.decide(_("a token in exile"), _("it ceases to exist"), rules=("tokens.7",))
        return r.verdict(answer, _("They are exiled and can't be melded: they stay in exile."))
    combined = source.card.back.name if source.card.back else ""
    answer.update(melded="yes", melded_into=combined, on_battlefield=[combined])
    r.decide(_("{first} and {second} are exiled, and they are a meld pair").format(
        first=source.card.name, second=other.card.name),
        _("they return to the battlefield as one melded permanent, {name}").format(name=combined),
        rules=("meld.a", "double-faced.8g"))
    return r.verdict(answer, _("They meld into {name}.").format(name=combined))


def _condition(given: Given, source: Permanent, other: Permanent, r: Reasoning) -> bool:
    """Record why "if you both own and control [this] and a creature named [other]" fails; True when it does."""
    player = given.controller
    for p in (source, other):
        problem = None
        if p.zone != "battlefield":
            problem = _("it is {where}, no longer on the battlefield").format(where=zone_place(p.zone))
        elif p.phased_out:
            problem = _("it is phased out, treated as though it doesn't exist")
        elif p.owner != player or p.controller != player:
            problem = _("{player} doesn't both own and control it").format(player=player)
        elif p is other:
            chars = compute(p)[0]
            if "creature" not in chars.types or chars.name is None or chars.name != other.card.name:
                problem = (_("face down, it has no name") if p.is_face_down else
                           _("it isn't a creature named {name}").format(name=other.card.name))
        if problem is not None:
            rules: tuple[str, ...] = ("name.2a", "face-down.2") if p.is_face_down else ("meld.c",)
            r.decide(_("as the meld ability resolves, {name}: {problem}").format(name=p.display, problem=problem),
                     _("its condition is false: nothing is exiled or melded, and {name} stays where it is").format(
                         name=source.display), rules=rules)
            return True
    r.step(_("{player} owns and controls both on the battlefield").format(player=player),
           _("the condition holds"), rules=("meld.a",))
    return False


def _check(given: Given, reader: Any, raw: Any) -> None:
    """A meld ability names exactly two objects."""
    if len(given.permanents) != 2:
        raise reader.wrong(raw, "permanents", "given", _("the two objects the meld ability names"))


KIND = QuestionKind(
    name="meld", given=Given, evaluate=evaluate, answer="mapping", position=112, check=_check,
    summary="What happens when a meld ability resolves?",
    ask=AskHints(label=N_("What happens when the meld ability resolves?"),
                 subject="none"), zones=("battlefield", "hand", "graveyard", "library", "exile"),
)
