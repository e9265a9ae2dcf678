"""``tapped-after-turning-face-up``: is the permanent tapped once turned face up?"""

from __future__ import annotations

from dataclasses import dataclass

from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import has_ability, turned_face_up
from judge_cli.rules.citations import Reasoning, yes_no
from judge_cli.rules.kind import AskDraft, AskFacts, AskHints, QuestionKind, key
from judge_cli.rules.layers import compute
from judge_cli.rules.state import Permanent
from judge_cli.rules.turning import stays_face_down


@dataclass(frozen=True)
class Given:
    """The state the question is about."""

    permanent: Permanent = key(doc="the face-down permanent, tapped or not")


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """``tapped-after-turning-face-up``: is it tapped once face up."""
    p = given.permanent
    stays_face_down(p, r)
    status = _("tapped") if p.tapped else _("untapped")
    r.decide(_("the face-down permanent is {status}").format(status=status),
           _("turning face up doesn't change whether it is tapped: it stays {status}").format(status=status),
           rules=("permanents.5",), topics=("tapped",))
    if p.tapped and not p.phased_out and has_ability(compute(turned_face_up(p))[0].abilities, "vigilance"):
        r.decide(_("face up it has vigilance"), _("vigilance only keeps a creature from tapping as it attacks: it "
                                                  "untaps nothing"), rules=("vigilance.b",))
    return r.verdict(yes_no(p.tapped), _("It stays {status}: turning face up doesn't change tapped status.").format(
        status=status), {"tapped_before": yes_no(p.tapped)})


def _vigilance(draft: AskDraft, facts: AskFacts) -> None:
    """"…turned it up into a creature with vigilance": the card described has vigilance face up."""
    card = draft.given["permanent"]["card"]
    if facts.has("card.has-vigilance") and isinstance(card, dict):
        card["abilities"] = [*card.get("abilities", []), "vigilance"]


def _ask_hook(draft: AskDraft, facts: AskFacts) -> None:
    """"Ixidron turned my creature face down, is it still tapped?" asks about turning face down
    (``tapped-after-turning-face-down``): when an effect turned it and nothing turns it face up, this reading would
    answer another question."""
    if facts.has("kind.turn-face-down", "proc.effect", "by.effect") and not facts.has(*_TURNING_UP):
        draft.missing.append("what is asked")
        return
    _vigilance(draft, facts)


#: The words that turn the permanent face up (the setting this kind's question needs).
_TURNING_UP = ("hint.can-turn-face-up", "kind.can-turn-face-up", "history.turned-face-up")


KIND = QuestionKind(
    name="tapped-after-turning-face-up", given=Given, evaluate=evaluate, position=60,
    summary="Is the permanent tapped once turned face up?",
    ask=AskHints(label=N_("Is it still tapped once face up?"), subject="face-down", requires=("tapped",),
                 hook=_ask_hook),
)
