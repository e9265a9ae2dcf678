"""``cast-triggers``: does another permanent's "whenever [a player] casts a [quality] spell" ability trigger on this
spell?

A spell cast face down is turned face down before it is put onto the stack, so abilities that care about a spell's
characteristics see only the face-down spell: a colorless 2/2 creature spell with no name, no creature types and no
mana cost (CR 708.4).  It isn't multicolored, and it has no name in common with any card (CR 201.2a).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from judge_cli.i18n import N_, _
from judge_cli.rules.api import Verdict
from judge_cli.rules.characteristics import unmet, unmet_rules
from judge_cli.rules.citations import Reasoning
from judge_cli.rules.kind import (
    AskDraft,
    AskFacts,
    AskHints,
    QuestionKind,
    check_spell_on_stack,
    key,
    read_as_face_down_spell,
)
from judge_cli.rules.layers import compute
from judge_cli.rules.state import Permanent, Requirement


@dataclass(frozen=True)
class Given:
    """The spell being cast, and the ability watching for spells."""

    permanent: Permanent = key(doc="the spell being cast (zone: stack; its controller is who casts it)")
    watching_for: Requirement | None = key(default=None, doc="what the ability needs of the spell ({multicolored: "
                                                             "true}, {named: [...]}); default: any spell",
                                           ask={"waits.you-cast-creature": {"types": ["creature"]},
                                                "waits.player-casts-creature": {"types": ["creature"]},
                                                "waits.you-cast-noncreature": {"not_types": ["creature"]},
                                                "waits.player-casts-noncreature": {"not_types": ["creature"]}})
    whenever: Literal["a-player", "an-opponent", "you"] = key(
        default="a-player", doc="who must cast it, from the watching ability's controller's side: a player, an "
                                "opponent, or its controller ('you')",
        ask={"waits.you-cast-creature": "you", "waits.you-cast-noncreature": "you",
             "waits.player-casts-creature": "a-player", "waits.player-casts-noncreature": "a-player",
             "player.opponent": "an-opponent"})
    watcher_controller: str = key(default="opponent", doc="who controls the watching ability")


def evaluate(given: Given, r: Reasoning) -> Verdict:
    """The caster must be the one named; then the spell, as it is on the stack, must be what the ability wants."""
    p, wanted = given.permanent, given.watching_for or Requirement()
    caster, watcher = p.controller, given.watcher_controller
    chars = compute(p)[0]
    details: dict[str, Any] = {"seen_as": {**chars.answer(), "face_down": "yes" if p.is_face_down else "no"}}
    if given.whenever == "an-opponent" and caster == watcher:
        r.decide(_("{caster} casts it, and the ability waits for a spell cast by an opponent of {watcher}").format(
            caster=caster, watcher=watcher), _("it doesn't trigger"), rules=("triggered-abilities.2",))
        return r.verdict("no", _("The spell isn't cast by whom the ability waits for."), details)
    if given.whenever == "you" and caster != watcher:
        r.decide(_("{caster} casts it, and the ability waits for a spell cast by its controller, {watcher}").format(
            caster=caster, watcher=watcher), _("it doesn't trigger"), rules=("triggered-abilities.2",))
        return r.verdict("no", _("The spell isn't cast by whom the ability waits for."), details)
    shown = _("the face-down spell (a colorless, nameless 2/2 creature spell)") if p.is_face_down else chars.name
    face_down_rules: tuple[str, ...] = ("face-down.4",) if p.is_face_down else ()
    problems = unmet(chars, wanted, p.is_face_down)
    if problems:
        r.decide(_("the ability sees {shown}: {problems}").format(shown=shown, problems="; ".join(problems)),
                 _("it isn't the spell the ability waits for, so it doesn't trigger"),
                 rules=face_down_rules + unmet_rules(chars, wanted) + ("triggered-abilities.2",))
        return r.verdict("no", _("As cast, the spell doesn't match the watching ability."), details)
    r.decide(_("the ability sees {shown}, which it waits for").format(shown=shown),
             _("it triggers as the spell becomes cast"), rules=face_down_rules + ("casting.2i",))
    return r.verdict("yes", _("The spell, as cast, is what the ability waits for."), details)


#: The ask concepts of the watching abilities the reader knows ("whenever you cast a creature spell", printed on
#: Karametra; "whenever a player casts a noncreature spell"…): who must cast, and which spells.
_WAITS = ("waits.you-cast-creature", "waits.you-cast-noncreature", "waits.player-casts-creature",
          "waits.player-casts-noncreature")

#: The cues of turning a permanent face up: a question about turning it up is not about casting it.
_TURNING = ("hint.can-turn-face-up", "kind.can-turn-face-up")


def _ask_hook(draft: AskDraft, facts: AskFacts) -> None:
    """The spell is on the stack; the watching ability must be one whose words the reader knows, and "whenever *you*
    cast" is the asker's own ability seeing the asker's own spell — with an opponent in the story, who casts and
    whose ability it is are not told apart, so the question is refused."""
    read_as_face_down_spell(draft)
    if facts.has(*_TURNING):
        # "does turning my morph face up trigger 'whenever you cast…'?": turning face up is no casting (CR 702.37e),
        # and the spell the reading would put on the stack is not what the words describe
        draft.missing.append("what is asked")
    if not facts.has(*_WAITS):
        draft.missing.append("what the ability waits for")
    elif draft.given.get("whenever") == "you":
        if facts.has("player.opponent"):
            draft.missing.append("who controls the ability")
        else:
            draft.given["watcher_controller"] = draft.given["permanent"].get("controller", "you")


KIND = QuestionKind(
    name="cast-triggers", given=Given, evaluate=evaluate, position=79, check=check_spell_on_stack,
    summary="Does another permanent's 'whenever a player casts a … spell' ability trigger on this spell?",
    ask=AskHints(label=N_("Does a 'whenever a player casts' ability trigger on this spell?"),
                 subject="face-down-by-default", hook=_ask_hook),
)
