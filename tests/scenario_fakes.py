"""A tiny stand-in evaluator, so the scenario layer is tested apart from the rules.

It follows the contract of ``judge_cli/rules/api.py``: ``parse_given`` checks
the state and raises ScenarioError with file and line, ``evaluate`` returns a
Verdict with citations and steps.  ``crash`` is a question whose evaluation
raises, to check that an evaluator bug stays one ERROR.
"""

from __future__ import annotations

from judge_cli.rules.api import Citation, ScenarioError, Step, Verdict
from judge_cli.scenarios.runner import Engine

KINDS = ("can-look", "share-a-name", "characteristics", "crash")


def parse_given(question, given, *, source, resolve_card):
    """Check ``given`` the way the real parser does: unknown keys and cards are errors."""
    given = given or {}
    allowed = {"permanent", "viewer", "other"}
    for key in given:
        if key not in allowed:
            raise ScenarioError(f"key 'given.{key}': unknown key", source=source, line=given.line_of(key))
    permanent = given.get("permanent") or {}
    card = permanent.get("card")
    if isinstance(card, str):
        card = resolve_card(card, source=source, line=permanent.line_of("card"))
    return {"viewer": given.get("viewer", "controller"), "card": card, "face_down": permanent.get("face_down")}


def evaluate(question, state, corpus, *, lang="en"):
    """Answer the few questions the fake knows."""
    if question == "crash":
        raise ZeroDivisionError("division by zero")
    if question == "characteristics":
        return Verdict(
            answer={"power": 2, "toughness": 2, "name": None, "colors": [], "types": ["creature"]},
            explanation="A cloaked permanent is a 2/2 with no name.",
            citations=[Citation("cloak-characteristics", "ruling", "To cloak a card…", lang)],
            details={"ward": "{2}", "procedures": [{"kind": "mana-cost", "cost": "{3}{R}"}]},
        )
    if question == "share-a-name":
        return Verdict("no", "Face-down permanents have no name.",
                       [Citation("face-down-has-no-name", "ruling", "Because face-down…", lang)])
    allowed = state["viewer"] == "controller"
    return Verdict(
        answer="yes" if allowed else "no",
        explanation="Only the controller may look." if not allowed else "You may look at your own.",
        citations=[
            Citation("look-at-face-down", "ruling", "At any time, you can look…", lang),
            Citation("face-down.look", "rule", "The controller may look…", lang, number="708.5", title="Face-Down"),
        ],
        steps=[Step(f"viewer is {state['viewer']}", "only the controller may look", ("look-at-face-down",))],
    )


def fake_engine() -> Engine:
    """The fake as an Engine for the runner."""
    return Engine(KINDS, parse_given, evaluate)
