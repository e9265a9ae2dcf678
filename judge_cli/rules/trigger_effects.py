"""What the triggers of turning face up do to the permanent once they resolve: its own "when this is turned face up"
ability ("all creatures get -X/-X", X being the X chosen for its morph or disguise cost, CR 702.37f, 702.168e) and
other permanents' "whenever a permanent you control is turned face up" abilities (Trail of Mystery's +2/+2) —
until-end-of-turn changes in layer 7c (CR 613.4c) — then whether it survives the state-based actions (a creature
with toughness 0 or less is put into its owner's graveyard, CR 704.5f)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from judge_cli.i18n import _
from judge_cli.rules.characteristics import Characteristics, unmet
from judge_cli.rules.citations import Reasoning, yes_no
from judge_cli.rules.layers import compute
from judge_cli.rules.state import Effect, Permanent, Watcher


def _amount(text: str, x: int | None) -> int:
    """``-X`` with X = 2 is -2; a number is itself."""
    sign = -1 if text.startswith("-") else 1
    body = text.lstrip("+-")
    return sign * ((x or 0) if body == "X" else int(body))


def after_triggers(up: Permanent, face_up: Characteristics, x: int | None, watchers: tuple[Watcher, ...],
                   r: Reasoning) -> dict[str, Any] | None:
    """Its power and toughness once the triggers of its turning face up have resolved, and whether it survives;
    None when no trigger changes them."""
    effects: list[Effect] = []
    own = face_up.turned_face_up_effect
    if own is not None and "turned-face-up" in face_up.triggers:
        power, toughness = _amount(own[0], x), _amount(own[1], x)
        uses_x = "X" in own[0] or "X" in own[1]
        r.decide(_("its 'when turned face up' ability gives it {power:+d}/{toughness:+d} until end of turn").format(
            power=power, toughness=toughness) + (_(" (X = {x})").format(x=x or 0) if uses_x else ""),
            _("that applies in layer 7c once the ability resolves"),
            rules=("layers.4c",) + (("morph.f",) if uses_x else ()))
        effects.append(Effect(label=_("its own trigger"), power=power, toughness=toughness))
    for watcher in watchers:
        problems = unmet(face_up, watcher.requires, False)
        if watcher.yours and up.controller != watcher.controller:
            problems.append(_("{watcher} watches only its controller's permanents").format(watcher=watcher.name))
        if problems:
            r.decide(_("{watcher} waits for a permanent turned face up: {problems}").format(
                watcher=watcher.name, problems="; ".join(problems)), _("it doesn't trigger"),
                rules=("triggered-abilities.10",))
            continue
        r.decide(_("{watcher} triggers on it and gives it {power:+d}/{toughness:+d} until end of turn").format(
            watcher=watcher.name, power=watcher.power, toughness=watcher.toughness),
            _("that applies in layer 7c once the ability resolves"), rules=("triggered-abilities.10", "layers.4c"))
        effects.append(Effect(label=watcher.name, power=watcher.power, toughness=watcher.toughness))
    if not effects:
        return None
    chars = compute(replace(up, effects=up.effects + tuple(effects)))[0]
    result: dict[str, Any] = {"power": chars.power, "toughness": chars.toughness, "survives": "yes"}
    if isinstance(chars.toughness, int) and chars.toughness <= 0:
        result["survives"] = yes_no(False)
        r.decide(_("it is then a {power}/{toughness} creature").format(power=chars.power, toughness=chars.toughness),
                 _("a creature with toughness 0 or less is put into its owner's graveyard"),
                 rules=("state-based-actions.5f",))
    return result
