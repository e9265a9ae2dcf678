"""``can-transform``: would the permanent transform if an effect told it to?"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.citations import Reasoning, yes_no
from judge_cli.rules.kind import AskHints, QuestionKind, key
from judge_cli.rules.state import Permanent

#: The first edition in ../shared whose rule 712.9 lets modal double-faced permanents transform.
MODAL_TRANSFORM_EDITION = "2026-01-16"


@dataclass(frozen=True)
class Given:
    """The permanent told to transform."""

    permanent: Permanent = key(doc="the permanent told to transform")


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """Phased out, face down, melded or a meld card → no; not double-faced → no; into an instant or sorcery face → no;
    else by the pinned rules."""
    p, card = given.permanent, given.permanent.card
    if p.phased_out:
        r.decide(_("it is phased out, so it is treated as though it doesn't exist"),
                 _("it can't transform until it phases in"), rules=("phasing.b",))
        return r.verdict("no", _("A phased-out permanent can't transform."))
    if p.is_face_down:
        r.decide(_("{name} is face down ({procedure})").format(name=card.name, procedure=p.face_down),
               _("a face-down permanent can't transform, even a double-faced card"),
               rules=("double-faced.15a",), topics=("double-faced+transform",))
        return r.verdict("no", _("A face-down permanent can't transform."))
    if card.layout == "meld" and card.back is not None:
        fact = (_("{name} is a melded permanent").format(name=card.back.name) if p.melded else
                _("{name} is a meld card").format(name=card.name))
        r.decide(fact, _("meld cards never transform; the instruction does nothing"),
                 rules=("double-faced.9", "meld.a"))
        return r.verdict("no", _("Meld cards and melded permanents can't transform."))
    if card.back is None:
        r.decide(_("{name} is not a double-faced card").format(name=card.name),
               _("only double-faced permanents can transform; the instruction does nothing"),
               rules=("transform.c", "double-faced.9"))
        return r.verdict("no", _("{name} is not double-faced, so it can't transform.").format(name=card.name))
    into_types = card.types if p.transformed else card.back.types
    if "instant" in into_types or "sorcery" in into_types:
        r.decide(_("the face it would turn to is an instant or sorcery face"), _("it doesn't transform"),
               rules=("double-faced.10",))
        return r.verdict("no", _("A permanent never transforms into an instant or sorcery face."))
    if p.created_as_copy_of is not None:
        r.decide(_("it is a token created as a copy of a double-faced permanent"),
                 _("it is a double-faced token with both faces, back face up like the original") if p.transformed
                 else _("it is a double-faced token with both faces, front face up like the original"),
                 rules=("copying.8a",))
    pinned = r.citing.references.pinned
    details: dict[str, Any] = {"face_up_now": "back" if p.transformed else "front", "edition": pinned}
    if card.modal:
        modal_ok = pinned >= MODAL_TRANSFORM_EDITION
        details["under_2024_02_02"] = "no"
        r.decide(_("{name} is a modal double-faced card").format(name=card.name),
               _("under the {edition} rules it can transform (earlier editions let only transforming "
                 "double-faced cards do so)").format(edition=pinned) if modal_ok else
               _("under the {edition} rules only transforming double-faced cards can transform").format(
                   edition=pinned),
               rules=("double-faced.9",))
        return r.verdict(yes_no(modal_ok), _("A face-up modal double-faced permanent {verb} under the pinned rules.")
                         .format(verb=_("can transform") if modal_ok else _("can't transform")), details)
    r.decide(_("{name} is a face-up transforming double-faced permanent").format(name=card.name),
           _("it can transform to its other face"), rules=("transform.a", "double-faced.9"),
           topics=("double-faced+transform",))
    return r.verdict("yes", _("A face-up transforming double-faced permanent can transform."), details)


KIND = QuestionKind(
    name="can-transform", given=Given, evaluate=evaluate, position=20,
    summary="Would the permanent transform if an effect told it to?",
    ask=AskHints(label=N_("Can it transform?"), subject="face-up-by-default", probes=("double-faced",)),
)
