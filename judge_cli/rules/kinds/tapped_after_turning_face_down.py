"""``tapped-after-turning-face-down``: is the permanent tapped once a spell or ability turns it face down?

Tapped and face down are separate statuses (CR 110.5): a permanent keeps whether it is tapped until something
changes that status, and turning it face down changes only whether it is face up (CR 110.5c).
"""

from __future__ import annotations

from dataclasses import dataclass

from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.citations import Reasoning, yes_no
from judge_cli.rules.kind import AskHints, QuestionKind, key
from judge_cli.rules.state import Permanent
from judge_cli.rules.turning import told_to_turn_face_down


@dataclass(frozen=True)
class Given:
    """The face-up permanent, tapped or not."""

    permanent: Permanent = key(doc="the permanent a spell or ability turns face down, tapped or not")


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """Its tapped status is kept, whether or not it could turn face down."""
    p = given.permanent
    down = told_to_turn_face_down(p, r)
    status = _("tapped") if p.tapped else _("untapped")
    r.decide(_("it was {status}").format(status=status),
             _("turning face down changes only whether it is face up: it stays {status}").format(status=status)
             if down.is_face_down and not p.is_face_down else _("it stays {status}").format(status=status),
             rules=("permanents.5c",))
    return r.verdict(yes_no(p.tapped), _("It stays {status}.").format(status=status),
                     {"face_down_after": yes_no(down.is_face_down)})


KIND = QuestionKind(
    name="tapped-after-turning-face-down", given=Given, evaluate=evaluate, position=61,
    summary="Is the permanent tapped once a spell or ability turns it face down?",
    ask=AskHints(label=N_("Is it tapped once turned face down?"), subject="face-up-by-default", requires=("tapped",)),
)
