"""``share-a-name``: do the two permanents have the same name?"""

from __future__ import annotations

from dataclasses import dataclass

from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.citations import Reasoning, yes_no
from judge_cli.rules.kind import AskHints, QuestionKind, key
from judge_cli.rules.layers import compute
from judge_cli.rules.state import Permanent


@dataclass(frozen=True)
class Given:
    """The state the question is about."""

    permanent: Permanent = key(doc="one permanent")
    other: Permanent = key(doc="the other permanent")


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """``share-a-name``: do the two permanents have the same name."""
    first, second = compute(given.permanent)[0], compute(given.other)[0]
    details = {"names": [first.name, second.name]}
    if first.name is None or second.name is None:
        r.decide(_("at least one of them is face down and has no name"),
               _("an object with no name never shares a name, not even with another face-down object"),
               rules=("name.2a", "face-down.2"), topics=("share-a-name",))
        return r.verdict("no", _("Face-down permanents have no name, so they share a name with nothing."), details)
    same = first.name.casefold() == second.name.casefold()
    r.decide(_("the names are {first} and {second}").format(first=first.name, second=second.name),
           _("they have a name in common") if same else _("the names differ"), rules=("name.2a", "name.2"),
           topics=("share-a-name",))
    return r.verdict(yes_no(same), _("Both are face up and named {first} and {second}.").format(
        first=first.name, second=second.name), details)


KIND = QuestionKind(
    name="share-a-name", given=Given, evaluate=evaluate, position=90,
    summary="Do the two permanents have the same name?",
    ask=AskHints(label=N_("Do they have the same name?"), subject="face-down-by-default"),
)
