"""A cost paid to turn a named card face up, read against that card's own costs.

"Can I turn my morphed Den Protector face up for {5}?", "Wenn ich die Beschützerin des Baus für {1}{G} aufdecke":
a card named has its costs printed, so a cost written with no word saying which cost it is (*morph cost*, *mana
cost*, *ward*), in the clause that turns it face up, is what is paid.  It is the way of turning it face up whose cost
it is — a morphed or disguised card turns face up only for its keyword cost (CR 702.37e, 702.168d), a cloaked or
manifested one also for its mana cost (CR 701.58c, 701.40b).  When no way costs it, or two ways do, the reading
can't say how it is turned face up, and the cost is reported as not understood: dropped, it would let the question
be answered as if nothing were paid.
"""

from __future__ import annotations

from typing import Any

from judge_cli.ask.names import NamedCard
from judge_cli.ask.text import Hit, Text
from judge_cli.ask.vocabulary import Phrase
from judge_cli.game import mana

#: The words that say a turning face up is meant, in the clause of the cost.
_TURNING = ("hint.can-turn-face-up", "kind.can-turn-face-up", "cost.pay")
#: The concepts that already say which way is paid: then the cost written must be that way's.
_WAYS_SAID = {"claim.by-mana-cost": ("mana-cost",), "claim.by-morph": ("morph", "megamorph"),
              "claim.by-disguise": ("disguise",), "by.megamorph": ("megamorph",), "cost.megamorph": ("megamorph",)}
#: Each way, and the concepts that say it (a megamorph cost is a morph cost too, CR 702.37b).
_WAY_CONCEPTS = {"mana-cost": ("claim.by-mana-cost",), "morph": ("claim.by-morph",),
                 "megamorph": ("by.megamorph", "claim.by-morph"), "disguise": ("claim.by-disguise",)}
_KEYWORD_PROCEDURES = frozenset({"morph", "megamorph", "disguise"})


def paid_ways(subject: NamedCard | None, card: Any, text: Text, hits: list[Hit],
              labels: tuple[str, ...]) -> tuple[list[Hit], list[str]]:
    """The hits saying which way the cost written is paid, and the costs that fit no way or two (not understood).

    ``card`` is the subject's corpus card; ``labels`` the normalised words that say which cost follows them (ward,
    morph, megamorph, disguise, mana cost).
    """
    if subject is None or card is None:
        return [], []
    named = {hit.concept.split(".", 1)[1] for hit in hits if hit.concept.startswith("proc.")}
    keyword_only = bool(named) and not named & {"cloak", "manifest"} and named & _KEYWORD_PROCEDURES
    face = card.front
    ways = {keyword: face.cost(keyword) for keyword in ("morph", "megamorph", "disguise") if face.cost(keyword)}
    if face.mana_cost and not keyword_only:
        ways["mana-cost"] = face.mana_cost
    said = {way for hit in hits for way in _WAYS_SAID.get(hit.concept, ())}
    if said:  # "unmorph it for {1}{G}": the cost written must be the cost of the way said
        ways = {way: printed for way, printed in ways.items() if way in said}
    found: list[Hit] = []
    unknown: list[str] = []
    for cost in text.costs:
        at = min(max(len(cost.before) - 1, 0), max(len(text.normal) - 1, 0))  # the cost was cut out after it
        if any(cost.before.rstrip().endswith(word) for word in labels if word):
            continue  # "morph {2}{U}", "ward {2}": the words say which cost it is
        if subject.span[1] - 1 <= at <= subject.span[1] + 1:
            continue  # "Den Protector ({1}{G})": the card described
        clause = text.clause_of(at)
        if not any(clause[0] <= hit.start < clause[1] for hit in hits if hit.concept.startswith(_TURNING)):
            continue
        fitting = [way for way, printed in ways.items() if _same(printed, cost.cost)]
        if len(fitting) != 1:
            unknown.append(cost.cost)  # no way costs it, or two do (a manifested Den Protector for {1}{G})
            continue
        for concept in _WAY_CONCEPTS[fitting[0]]:
            found.append(Hit(concept, at, at, Phrase(concept, (), cost.cost, "common"), segments=()))
    return found, unknown


def _same(first: str, second: str) -> bool:
    return sorted(mana.symbols(first)) == sorted(mana.symbols(second))
