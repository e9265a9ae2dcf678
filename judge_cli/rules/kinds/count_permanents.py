"""``count-permanents``: how many permanents does "for each [quality] permanent [a player] controls" count — or
"[N] or more [quality] permanents with different names"?

A face-down permanent is a 2/2 creature with no name, no creature types and no color (CR 708.2a): it is counted as a
creature, never as a Demon, and it has no name to differ from the others' (CR 201.2b).  A phased-out permanent is
treated as though it doesn't exist (CR 702.26b).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_cli.i18n import N_, _, ngettext
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import unmet
from judge_cli.rules.citations import Reasoning, yes_no
from judge_cli.rules.kind import AskHints, QuestionKind, key
from judge_cli.rules.layers import compute
from judge_cli.rules.state import Permanent, Requirement


@dataclass(frozen=True)
class Given:
    """The permanents on the battlefield and what is counted."""

    permanents: tuple[Permanent, ...] = key(doc="the permanents on the battlefield (each with a distinct label, or "
                                                "card name, for the answer)")
    counts: Requirement | None = key(default=None, doc="what is counted ({types: [creature]}); default: every "
                                                       "permanent")
    controlled_by: str | None = key(default=None, doc="only the permanents this player controls; default: every "
                                                      "player's")
    distinct_names: bool = key(default=False, doc="count names, not permanents: 'with different names' (each must "
                                                  "have a name)")
    at_least: int | None = key(default=None, doc="the number that must be reached ('four or more'): answers enough")


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """Each phased-in permanent of that player meeting the requirement counts (or its name, once)."""
    wanted = given.counts or Requirement()
    counted: list[str] = []
    names: dict[str, str] = {}
    for p in given.permanents:
        if given.controlled_by is not None and p.controller != given.controlled_by:
            continue
        if p.phased_out:
            r.decide(_("{name} is phased out").format(name=p.display),
                     _("it is treated as though it doesn't exist: it isn't counted"), rules=("phasing.b",))
            continue
        chars = compute(p)[0]
        problems = unmet(chars, wanted, p.is_face_down)
        shown = _("{name} (face down)").format(name=p.display) if p.is_face_down else p.display
        if problems:
            r.step(_("{shown}: {problems}").format(shown=shown, problems="; ".join(problems)), _("it isn't counted"),
                   rules=("face-down.2",) if p.is_face_down else ())
            continue
        if given.distinct_names:
            if chars.name is None:
                r.decide(_("{shown} has no name").format(shown=shown),
                         _("objects have different names only if each has a name: it doesn't count"),
                         rules=("name.2b", "face-down.2"))
                continue
            if chars.name.casefold() in names:
                other = names[chars.name.casefold()]
                r.step(_("{shown} has the same name as {other}").format(shown=shown, other=other),
                       _("its name is counted once"), rules=("name.2b",))
                continue
            names[chars.name.casefold()] = p.display
        if p.is_face_down:
            r.decide(_("{shown} is a 2/2 creature with no name, no color and no creature types, and matches").format(
                shown=shown), _("it is counted"), rules=("face-down.2",))
        counted.append(p.display)
    count = len(counted)
    answer: dict[str, Any] = {"count": count, "counted": counted, "enough": None}
    fact = ngettext("{count} is counted", "{count} are counted", count).format(count=count)
    if given.at_least is not None:
        answer["enough"] = yes_no(count >= given.at_least)
        r.decide(fact, _("{needed} or more are needed: {verdict}").format(
            needed=given.at_least, verdict=_("enough") if count >= given.at_least else _("not enough")),
            rules=("name.2b",) if given.distinct_names else ())
    else:
        r.decide(fact, _("that is the number: {names}").format(names=", ".join(counted) or _("none")))
    return r.verdict(answer, ngettext("{count} permanent counts.", "{count} permanents count.", count).format(
        count=count))


KIND = QuestionKind(
    name="count-permanents", given=Given, evaluate=evaluate, answer="mapping", position=96,
    summary="How many permanents does 'for each … permanent' (or '… with different names') count?",
    ask=AskHints(label=N_("How many permanents are counted?"), subject="none"),
)
