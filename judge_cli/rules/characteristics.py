"""A permanent's characteristics: printed or face-down values, then continuous effects in layer order."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from judge_cli.corpus.model import Card
from judge_cli.game import mana
from judge_cli.game.card import Face
from judge_cli.game.vocabulary import COLORLESS, KEYWORD_COUNTERS, PROCEDURES
from judge_cli.i18n import _, ngettext
from judge_cli.rules.state import Permanent, Requirement

_PT_COUNTER = re.compile(r"^([+-]\d+)/([+-]\d+)$")
FACE_DOWN_WARD = "ward {2}"


@dataclass(frozen=True)
class Characteristics:
    """The values the game sees for an object right now."""

    name: str | None
    mana_cost: str | None
    mana_value: int
    colors: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    power: int | str | None
    toughness: int | str | None
    abilities: tuple[str, ...]

    def answer(self) -> dict:
        """The mapping answered to a ``characteristics`` question."""
        return {
            "power": self.power, "toughness": self.toughness, "name": self.name, "mana_cost": self.mana_cost,
            "colors": list(self.colors), "mana_value": self.mana_value, "types": list(self.types),
            "subtypes": list(self.subtypes), "abilities": list(self.abilities),
        }


@dataclass(frozen=True)
class Applied:
    """One thing that shaped the characteristics, for the explanation steps."""

    fact: str
    rules: tuple[str, ...]


def _number(value: str | None) -> int | str | None:
    if value is None:
        return None
    try:
        return int(value)
    except ValueError:
        return value


def face_abilities(face: Face) -> tuple[str, ...]:
    """A face's abilities as the game sees them face up: its keywords, then its disguise and morph costs."""
    costs = tuple(f"{keyword} {cost}" for keyword in ("disguise", "morph") if (cost := face.cost(keyword)))
    return face.abilities + costs


def printed(card: Card, back: bool = False) -> Characteristics:
    """The characteristics of the card's front face (or back face) with nothing applied.

    The front face speaks for the whole card (a split card's halves combined, CR 709.4).
    """
    if not back or card.back is None:
        front = card.front
        creature = "creature" in card.types
        return Characteristics(
            name=card.name, mana_cost=card.mana_cost, mana_value=mana.mana_value(card.mana_cost),
            colors=front.color_list if not card.combined else tuple(mana.colors(card.mana_cost)),
            types=card.types, subtypes=front.subtypes, supertypes=front.supertypes,
            power=_number(front.power) if creature else None, toughness=_number(front.toughness) if creature else None,
            abilities=face_abilities(front),
        )
    face = card.back
    if face.colors is not None:
        colors = face.colors
    elif card.modal and face.mana_cost:
        colors = tuple(mana.colors(face.mana_cost))
    else:
        colors = card.front.color_list  # a transforming back face shows its color indicator, usually the front's
    creature = "creature" in face.types
    # A transforming back face has no mana cost; its mana value is the front face's (CR 712.8e).
    mana_cost = face.mana_cost if card.modal else None
    return Characteristics(
        name=face.name or None, mana_cost=mana_cost,
        mana_value=mana.mana_value(face.mana_cost if card.modal else card.front.mana_cost),
        colors=colors, types=face.types, subtypes=face.subtypes, supertypes=face.supertypes,
        power=_number(face.power) if creature else None, toughness=_number(face.toughness) if creature else None,
        abilities=face.abilities,
    )


def face_down_base(procedure: str) -> Characteristics:
    """What cloak, disguise, morph and manifest make of a card: a nameless colorless 2/2 creature."""
    warded = PROCEDURES[procedure].ward if procedure in PROCEDURES else False
    return Characteristics(
        name=None, mana_cost=None, mana_value=0, colors=(), types=("creature",), subtypes=(), supertypes=(),
        power=2, toughness=2, abilities=(FACE_DOWN_WARD,) if warded else (),
    )


def procedure_rules(procedure: str) -> tuple[str, ...]:
    """The CR rule that lists the face-down characteristics of ``procedure``."""
    return {"cloak": ("cloak.a",), "disguise": ("disguise.a",), "morph": ("morph.a",),
            "manifest": ("manifest.a",)}.get(procedure, ("face-down.2",))


def has_ability(abilities: tuple[str, ...], word: str) -> bool:
    """True when ``abilities`` contain ``word`` itself or a keyword with it as its first words (``ward {2}``)."""
    return any(a == word or a.startswith(word + " ") for a in abilities)


def _add(values: tuple[str, ...], extra: tuple[str, ...]) -> tuple[str, ...]:
    return values + tuple(v for v in extra if v not in values)


def _plus(value: int | str | None, delta: int) -> int | str | None:
    if value is None or delta == 0:
        return value
    if isinstance(value, int):
        return value + delta
    return f"{value}{delta:+d}"


def compute(permanent: Permanent) -> tuple[Characteristics, list[Applied]]:
    """The permanent's characteristics now, and what shaped them (for the steps)."""
    applied: list[Applied] = []
    if permanent.is_face_down:
        chars = face_down_base(permanent.face_down)
        applied.append(Applied(_("face down by {procedure}: a nameless, colorless 2/2 creature with no mana cost "
                                 "and no creature types{ward}").format(
            procedure=permanent.face_down,
            ward=_(", with ward {cost}").format(cost="{2}") if chars.abilities else _(", without ward")),
            procedure_rules(permanent.face_down) + ("face-down.2",)))
        if any(e.copy_of for e in permanent.effects):
            applied.append(Applied(_("a copy effect does not change a face-down permanent's characteristics"),
                                   ("face-down.10",)))
    else:
        base_card = next((e.copy_of for e in reversed(permanent.effects) if e.copy_of), None)
        if base_card is not None:
            chars = printed(base_card)
            applied.append(Applied(_("it copies {card} (layer 1)").format(card=base_card.name), ("layers.1a",)))
        else:
            chars = printed(permanent.card, back=permanent.transformed)
            if permanent.transformed:
                rules = ("double-faced.8f",) if permanent.card.modal else ("double-faced.8e",)
                applied.append(Applied(_("its back face {name} is up").format(name=chars.name), rules))
            else:
                rules = ("layers.1", "double-faced.8d") if permanent.card.double_faced else ("layers.1",)
                applied.append(Applied(_("face up: the printed characteristics of {name}").format(name=chars.name),
                                       rules))
    chars = _layers_4_to_6(permanent, chars, applied)
    return _layer_7(permanent, chars, applied), applied


def _layers_4_to_6(permanent: Permanent, chars: Characteristics, applied: list[Applied]) -> Characteristics:
    for effect in permanent.effects:  # layer 4: types
        if effect.add_types or effect.add_subtypes:
            chars = replace(chars, types=_add(chars.types, effect.add_types),
                            subtypes=_add(chars.subtypes, effect.add_subtypes))
            applied.append(Applied(_("{effect} adds {what} (layer 4)").format(
                effect=effect.label or _("an effect"), what=", ".join(effect.add_types + effect.add_subtypes)),
                ("layers.1d",)))
    for effect in permanent.effects:  # layer 5: colors
        if effect.set_colors is not None or effect.add_colors:
            colors = effect.set_colors if effect.set_colors is not None else chars.colors
            chars = replace(chars, colors=_add(colors, effect.add_colors))
            applied.append(Applied(_("{effect} makes it {colors} (layer 5)").format(
                effect=effect.label or _("an effect"), colors=", ".join(chars.colors) or _("colorless")),
                ("layers.1e",)))
    abilities = chars.abilities  # layer 6: abilities, in timestamp order
    if permanent.abilities_lost:
        abilities = ()
        applied.append(Applied(_("an effect removes all its abilities (layer 6)"), ("layers.1f",)))
    for kind, count in permanent.counters:
        if kind in KEYWORD_COUNTERS and count > 0:
            abilities = _add(abilities, (kind,))
            applied.append(Applied(_("a {kind} counter gives it {kind} (layer 6)").format(kind=kind), ("layers.1f",)))
    for effect in permanent.effects:
        before = abilities
        if effect.lose_all_abilities:
            abilities = ()
        abilities = tuple(a for a in abilities if not any(a == w or a.startswith(w + " ")
                                                          for w in effect.remove_abilities))
        abilities = _add(abilities, effect.add_abilities)
        if abilities != before or effect.lose_all_abilities or effect.add_abilities:
            applied.append(Applied(_("{effect} changes its abilities to: {abilities} (layer 6)").format(
                effect=effect.label or _("an effect"), abilities=", ".join(abilities) or _("none")),
                ("layers.1f", "layers.7")))
    return replace(chars, abilities=abilities)


def _layer_7(permanent: Permanent, chars: Characteristics, applied: list[Applied]) -> Characteristics:
    power, toughness = chars.power, chars.toughness
    if "creature" not in chars.types:
        return replace(chars, power=None, toughness=None)
    for effect in permanent.effects:
        if effect.set_power is not None or effect.set_toughness is not None:
            power = effect.set_power if effect.set_power is not None else power
            toughness = effect.set_toughness if effect.set_toughness is not None else toughness
            applied.append(Applied(_("{effect} sets its power and toughness (layer 7b)").format(
                effect=effect.label or _("an effect")), ("layers.4b",)))
    for effect in permanent.effects:
        if effect.power or effect.toughness:
            power, toughness = _plus(power, effect.power), _plus(toughness, effect.toughness)
            applied.append(Applied(_("{effect} gives it {power:+d}/{toughness:+d} (layer 7c)").format(
                effect=effect.label or _("an effect"), power=effect.power, toughness=effect.toughness),
                ("layers.4c",)))
    for kind, count in permanent.counters:
        match = _PT_COUNTER.match(kind)
        if match and count:
            power = _plus(power, int(match.group(1)) * count)
            toughness = _plus(toughness, int(match.group(2)) * count)
            applied.append(Applied(ngettext_counters(kind, count), ("layers.4c",)))
    return replace(chars, power=power, toughness=toughness)


def ngettext_counters(kind: str, count: int) -> str:
    """'2 +1/+1 counters modify its power and toughness (layer 7c)'."""
    return ngettext("{count} {kind} counter modifies its power and toughness (layer 7c)",
                    "{count} {kind} counters modify its power and toughness (layer 7c)", count).format(
        count=count, kind=kind)


def turned_face_up(permanent: Permanent) -> Permanent:
    """The same permanent after it turns face up (front face up; effects, counters, status kept)."""
    return replace(permanent, face_down="none", transformed=False)


def is_instant_or_sorcery(card: Card) -> bool:
    """True for an instant or sorcery card (which can never be turned face up on the battlefield)."""
    return "instant" in card.types or "sorcery" in card.types


def unmet(chars: Characteristics, req: Requirement) -> list[str]:
    """The conditions of ``req`` that ``chars`` fails, as short phrases (empty when all are met)."""
    def has_color(color: str) -> bool:
        return not chars.colors if color == COLORLESS else color in chars.colors

    checks = (  # wanted values, unwanted values, test, message when missing, message when present
        (req.types, req.not_types, lambda v: v in chars.types, _("not a {value}"), _("is a {value}")),
        (req.subtypes, req.not_subtypes, lambda v: v in chars.subtypes, _("not a {value}"), _("is a {value}")),
        (req.colors, req.not_colors, has_color, _("not {value}"), _("is {value}")),
        (req.abilities, req.not_abilities, lambda v: has_ability(chars.abilities, v), _("lacks {value}"),
         _("has {value}")),
    )
    problems = []
    for wanted, unwanted, holds, missing, present in checks:
        problems += [missing.format(value=v) for v in wanted if not holds(v)]
        problems += [present.format(value=v) for v in unwanted if holds(v)]
    if req.max_mana_value is not None and chars.mana_value > req.max_mana_value:
        problems.append(_("mana value {value} is above {limit}").format(value=chars.mana_value, limit=req.max_mana_value))
    if req.min_mana_value is not None and chars.mana_value < req.min_mana_value:
        problems.append(_("mana value {value} is below {limit}").format(value=chars.mana_value, limit=req.min_mana_value))
    return problems
