"""From the evaluator's verdict to the answer of the question as it was asked.

A yes/no kind answers one way round ("does the Equipment stay attached?"); a question may ask the other
("does it fall off?", "se dégage-t-elle ?"): the phrases and negations that turn it around are read by
:mod:`judge_cli.ask.understand`, and the answer is turned with them.  A kind whose answer is a mapping (the
characteristics, what resolving does) answers a yes/no question through the claims it declares
(:attr:`judge_cli.rules.kind.AskHints.claims`): "is it colorless?" is yes when the claim holds.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from judge_cli.ask.facts import Facts
from judge_cli.i18n import _
from judge_cli.records import frozen
from judge_cli.rules.api import Verdict
from judge_cli.rules.kind import NEITHER
from judge_cli.rules.kinds import KINDS

#: The claim a written power/toughness makes.
SIZE = "claim.size"


@frozen
class Asked:
    """The answer to the question as asked, or why there is none."""

    verdict: Verdict | None
    problem: str | None = None  #: "polarity" (cues disagree), "claim" (nothing to check), "unchecked" (no value)


def as_asked(verdict: Verdict, kind_name: str, facts: Facts) -> Asked:
    """``verdict`` turned into the answer to the question ``facts`` read."""
    kind = KINDS[kind_name]
    claims = [(concept, inverse) for concept, inverse in facts.claims() if concept in kind.ask.claims]
    if kind.answer == "yes/no":
        if facts.asks_value_here:
            return Asked(None, "value")  # "tapped or untapped?", "what happens to the Aura?": not a yes/no question
        inverse = facts.polarity(kind_name)
        if inverse is None:
            return Asked(None, "polarity")
        for concept, turned in claims:
            if verdict.answer == "yes" and kind.ask.claims[concept](verdict.details, facts) == turned:
                verdict = replace(verdict, answer="no", details=dict(verdict.details, claim=concept))
        if not inverse:
            return Asked(verdict)
        flipped = "no" if verdict.answer == "yes" else "yes"
        return Asked(replace(verdict, answer=flipped, details=dict(verdict.details, asked="the opposite")))
    if facts.power_toughness() is not None and SIZE in kind.ask.claims and (SIZE, False) not in claims:
        claims.append((SIZE, False))  # "a 2/2?": the size written is claimed
    if not claims:
        return Asked(verdict) if facts.asks_value else Asked(None, "claim")
    results: dict[str, Any] = {}
    holds = True
    for concept, inverse in claims:
        value = kind.ask.claims[concept](verdict.answer, facts)
        if value is None and facts.asks_value:
            return Asked(verdict)  # "how many are cloaked?": the value is the answer
        if value is None:
            return Asked(None, "unchecked")
        if value == NEITHER:  # nothing comes back: neither face up nor face down
            results[concept.split(".", 1)[1]] = False
            holds = False
            continue
        results[concept.split(".", 1)[1]] = value != inverse
        holds = holds and value != inverse
    answer = "yes" if holds else "no"
    explanation = _("{explanation} So the answer to what was asked is: {answer}.").format(
        explanation=verdict.explanation, answer=_("yes") if holds else _("no"))
    details = dict(verdict.details, value=verdict.answer, claims=results)
    return Asked(replace(verdict, answer=answer, explanation=explanation, details=details))
