"""A permanent's characteristics: its copiable values (printed, face-down or copied — layer 1), then the other
continuous effects in layer order (:mod:`judge_cli.rules.layers`)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from judge_cli.corpus.model import Card
from judge_cli.game import mana
from judge_cli.game.card import Face
from judge_cli.game.vocabulary import COLORLESS, FACE_UP, FACE_UP_COST_KEYWORDS, PERMANENT_ZONES, PROCEDURES
from judge_cli.i18n import _
from judge_cli.records import frozen
from judge_cli.rules.state import CopyException, Effect, Permanent, Requirement

FACE_DOWN_WARD = "ward {2}"


@frozen
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
    #: Trigger words of its triggered abilities (``enters``, ``turned-face-up``…): abilities too, lost with them.
    triggers: tuple[str, ...] = ()
    #: Its "as this is turned face up, put these counters on it" ability (CR 708.11), lost with its abilities.
    turned_face_up_counters: tuple[tuple[str, int], ...] = ()
    #: Its activated abilities ("[cost]: [effect]"), lost with its abilities.
    activated: tuple[str, ...] = ()
    #: Its characteristic-defining ability counting permanents for its power and toughness (CR 604.3), lost with its
    #: abilities: what it counts, and whether only its controller's permanents.
    pt_count: Requirement | None = None
    pt_count_yours: bool = False
    #: "This enters with N counters" (CR 614.1c) and "As this is turned face up, it becomes a copy" (CR 708.11): its
    #: abilities, lost with them.
    enters_with_counters: tuple[tuple[str, str], ...] = ()
    turned_face_up_copy: bool = False
    #: What its "when turned face up" ability does to its power and toughness ((power, toughness), ±X allowed).
    turned_face_up_effect: tuple[str, str] | None = None

    def answer(self) -> dict[str, Any]:
        """The mapping answered to a ``characteristics`` question (supertypes and triggers: :meth:`more`)."""
        return {
            "power": self.power, "toughness": self.toughness, "name": self.name, "mana_cost": self.mana_cost,
            "colors": list(self.colors), "mana_value": self.mana_value, "types": list(self.types),
            "subtypes": list(self.subtypes), "abilities": list(self.abilities),
        }

    def more(self) -> dict[str, Any]:
        """Supertypes, trigger words and activated abilities, which ``characteristics`` answers in its
        ``details``."""
        return {"supertypes": list(self.supertypes), "triggers": list(self.triggers),
                "activated": list(self.activated)}

    def cost(self, keyword: str) -> str | None:
        """The ``disguise``/``morph``/``megamorph`` cost among its abilities, or None (CR 702.37e, 702.168d)."""
        prefix = keyword + " "
        return next((a[len(prefix):] for a in self.abilities if a.startswith(prefix)), None)


@frozen
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
    costs = tuple(f"{keyword} {cost}" for keyword in FACE_UP_COST_KEYWORDS if (cost := face.cost(keyword)))
    return face.abilities + costs


def _of_face(face: Face, *, mana_cost: str | None, mana_value: int, colors: tuple[str, ...] | None = None,
             name: str | None = None) -> Characteristics:
    creature = "creature" in face.types
    return Characteristics(
        name=name or face.name or None, mana_cost=mana_cost, mana_value=mana_value,
        colors=face.color_list if colors is None else colors, types=face.types, subtypes=face.subtypes,
        supertypes=face.supertypes, power=_number(face.power) if creature else None,
        toughness=_number(face.toughness) if creature else None, abilities=face_abilities(face),
        triggers=face.triggers, turned_face_up_counters=face.turned_face_up_counters, activated=face.activated,
        pt_count=face.pt_count if isinstance(face.pt_count, Requirement) else None, pt_count_yours=face.pt_count_yours,
        enters_with_counters=face.enters_with_counters, turned_face_up_copy=face.turned_face_up_copy,
        turned_face_up_effect=face.turned_face_up_effect)


def printed(card: Card, back: bool = False) -> Characteristics:
    """The characteristics of the card's front face (or back face) with nothing applied.

    The front face speaks for the whole card (a split card's halves combined, CR 709.4).  Each face has its own
    colours (CR 712.8): a back face without a mana cost is coloured only by its colour indicator.
    """
    # Kept on the (immutable) card: a batch asks the same cards' printed values many times.
    cache = card.__dict__.setdefault("_printed", {})
    if back not in cache:
        cache[back] = _printed(card, back)
    return cache[back]


def _printed(card: Card, back: bool) -> Characteristics:
    if not back or card.back is None:
        colors = tuple(mana.colors(card.mana_cost)) if card.combined else None
        chars = _of_face(card.front, mana_cost=card.mana_cost, mana_value=mana.mana_value(card.mana_cost),
                         colors=colors, name=card.name)
        return replace(chars, types=card.types) if card.combined else chars
    face = card.back
    if card.modal:  # each face of a modal card is a card of its own (CR 712.8f)
        return _of_face(face, mana_cost=face.mana_cost, mana_value=face.mana_value)
    # A transforming back face has no mana cost; its mana value is the front face's (CR 712.8e).
    return _of_face(face, mana_cost=None, mana_value=card.front.mana_value)


def melded(card: Card, other: Card) -> Characteristics:
    """A melded permanent: the combined back face, with the sum of its front faces' mana values (CR 712.8g)."""
    face = card.back or card.front
    return _of_face(face, mana_cost=None, mana_value=card.front.mana_value + other.front.mana_value)


def face_down_base(procedure: str) -> Characteristics:
    """What cloak, disguise, morph, manifest and a bare "turn face down" make of a card: a nameless colorless 2/2
    creature (with ward {2} for cloak and disguise)."""
    warded = PROCEDURES[procedure].ward if procedure in PROCEDURES else False
    return Characteristics(
        name=None, mana_cost=None, mana_value=0, colors=(), types=("creature",), subtypes=(), supertypes=(),
        power=2, toughness=2, abilities=(FACE_DOWN_WARD,) if warded else (),
    )


def procedure_rules(procedure: str) -> tuple[str, ...]:
    """The CR rule that lists the face-down characteristics of ``procedure``."""
    return {"cloak": ("cloak.a",), "disguise": ("disguise.a",), "morph": ("morph.a",),
            "manifest": ("manifest.a",), "effect": ("face-down.2a",)}.get(procedure, ("face-down.2",))


def has_ability(abilities: tuple[str, ...], word: str) -> bool:
    """True when ``abilities`` contain ``word`` itself or a keyword with it as its first words (``ward {2}``)."""
    return any(a == word or a.startswith(word + " ") for a in abilities)


def copiable(permanent: Permanent) -> tuple[Characteristics, list[Applied]]:
    """The permanent's copiable values (CR 707.2): printed, or what its face-down status lists (CR 708.2), as modified
    by its copy effects (layer 1, in timestamp order) — and what shaped them."""
    applied: list[Applied] = []
    if permanent.is_face_down:
        chars = face_down_base(permanent.face_down)
        where = _("a face-down spell") if permanent.on_stack else permanent.face_down
        applied.append(Applied(_("face down by {procedure}: a nameless, colorless 2/2 creature with no mana cost "
                                 "and no creature types{ward}").format(
            procedure=where,
            ward=_(", with ward {cost}").format(cost="{2}") if chars.abilities else _(", without ward")),
            procedure_rules(permanent.face_down) + ("face-down.2",)))
        if any(effect.copies for effect in permanent.effects_in_force):
            applied.append(Applied(_("a copy effect does not change a face-down permanent's characteristics"),
                                   ("face-down.10",)))
        return chars, applied
    if permanent.melded_with is not None:
        chars = melded(permanent.card, permanent.melded_with)
        applied.append(Applied(_("melded: the combined back face {name}, its mana value the sum of both front "
                                 "faces'").format(name=chars.name), ("double-faced.8g",)))
    elif any(effect.copies for effect in permanent.effects_in_force):
        chars = printed(permanent.card)  # replaced by what it copies just below
    elif permanent.transformed:
        chars = printed(permanent.card, back=True)
        back_rules: tuple[str, ...] = ("double-faced.8f",) if permanent.card.modal else ("double-faced.8e",)
        applied.append(Applied(_("its back face {name} is up").format(name=chars.name), back_rules))
    elif permanent.zone not in PERMANENT_ZONES and permanent.card.double_faced:
        chars = printed(permanent.card)
        applied.append(Applied(_("it is a double-faced card {where}: it has only its front face's "
                                 "characteristics, those of {name}").format(where=zone_place(permanent.zone),
                                                                            name=chars.name),
                               ("double-faced.8a",)))
    else:
        chars = printed(permanent.card)
        rules = ("layers.1", "double-faced.8d") if permanent.card.double_faced else ("layers.1",)
        applied.append(Applied(_("face up: the printed characteristics of {name}").format(name=chars.name), rules))
    for effect in in_timestamp_order(permanent.effects_in_force):
        if not effect.copies:
            continue
        if effect.copy_of is not None:
            chars = printed(effect.copy_of)
            applied.append(Applied(_("it copies {card} (layer 1)").format(card=effect.copy_of.name), ("layers.1a",)))
        elif effect.copy_of_permanent is not None:
            chars, _inner = copiable(effect.copy_of_permanent)
            other = effect.copy_of_permanent
            if other.is_face_down:
                applied.append(Applied(_("it copies a face-down permanent: it gets the face-down characteristics, "
                                         "and stays face up (layer 1)"), ("layers.1a", "face-down.2")))
            else:
                if other.melded or (other.transformed and not other.card.modal):
                    chars = replace(chars, mana_value=0)  # a copy of a back face or a melded permanent (CR 712.8e, g)
                applied.append(Applied(_("it copies {card} (layer 1)").format(card=chars.name), ("layers.1a",)))
        if effect.copy_except is not None:
            chars = _with_exception(chars, effect.copy_except, applied)
    return chars, applied


def _with_exception(chars: Characteristics, exception: CopyException, applied: list[Applied]) -> Characteristics:
    """The copied values with the copy effect's exceptions, which become copiable values too (CR 707.9a, b)."""
    types = chars.types + tuple(t for t in exception.add_types if t not in chars.types)
    chars = replace(
        chars, types=types,
        subtypes=chars.subtypes + tuple(s for s in exception.add_subtypes if s not in chars.subtypes),
        supertypes=chars.supertypes + tuple(s for s in exception.add_supertypes if s not in chars.supertypes),
        abilities=chars.abilities + tuple(a for a in exception.add_abilities if a not in chars.abilities),
        power=exception.power if exception.power is not None else chars.power,
        toughness=exception.toughness if exception.toughness is not None else chars.toughness)
    parts = []
    if exception.power is not None or exception.toughness is not None:
        parts.append(f"{chars.power}/{chars.toughness}")
    parts += list(exception.add_supertypes + exception.add_types + exception.add_subtypes + exception.add_abilities)
    rules = (("copying.9b",) if len(parts) > len(exception.add_abilities) else ()) + (
        ("copying.9a",) if exception.add_abilities else ())
    applied.append(Applied(_("the copy effect makes an exception — {what} — which is part of the copiable values "
                             "(layer 1)").format(what=", ".join(parts)), rules))
    return chars


def zone_place(zone: str) -> str:
    """Where an object in ``zone`` is, as messages say it ("in a graveyard")."""
    return {"graveyard": _("in a graveyard"), "hand": _("in a hand"), "library": _("in a library"),
            "exile": _("in exile"), "stack": _("on the stack"), "battlefield": _("on the battlefield")}.get(zone, zone)


def in_timestamp_order(effects: tuple[Effect, ...]) -> list[Effect]:
    """``effects`` earliest first: by the timestamp given, else by the place in the list (1, 2, …); a tie keeps the
    listed order."""
    ordered = sorted(enumerate(effects), key=lambda item: (
        item[1].timestamp if item[1].timestamp is not None else item[0] + 1, item[0]))
    return [effect for _index, effect in ordered]


def turned_face_up(permanent: Permanent) -> Permanent:
    """The same permanent after it turns face up (front face up; effects, counters, status kept)."""
    cached = permanent.__dict__.get("_turned_up")
    if cached is None:
        # An effect that lasted until it was turned face down has ended: turning face up doesn't bring it back.
        cached = permanent.__dict__["_turned_up"] = replace(permanent, face_down=FACE_UP, transformed=False,
                                                            effects=permanent.effects_in_force)
    return cached


def is_instant_or_sorcery(card: Card) -> bool:
    """True for an instant or sorcery card (which can never be turned face up on the battlefield)."""
    return "instant" in card.types or "sorcery" in card.types


def meets(chars: Characteristics, req: Requirement, face_down: bool) -> bool:
    """True when ``chars`` (of an object face down or not) meet every condition of ``req``."""
    return not unmet(chars, req, face_down)


def unmet(chars: Characteristics, req: Requirement, face_down: bool | None = None) -> list[str]:
    """The conditions of ``req`` that ``chars`` fails, as short phrases (empty when all are met)."""
    def has_color(color: str) -> bool:
        return not chars.colors if color == COLORLESS else color in chars.colors

    checks = (  # wanted values, unwanted values, test, message when missing, message when present
        (req.types, req.not_types, lambda v: v in chars.types, _("not a {value}"), _("is a {value}")),
        (req.subtypes, req.not_subtypes, lambda v: v in chars.subtypes, _("not a {value}"), _("is a {value}")),
        (req.supertypes, req.not_supertypes, lambda v: v in chars.supertypes, _("not {value}"), _("is {value}")),
        (req.colors, req.not_colors, has_color, _("not {value}"), _("is {value}")),
        (req.abilities, req.not_abilities, lambda v: has_ability(chars.abilities, v), _("lacks {value}"),
         _("has {value}")),
    )
    problems = []
    for wanted, unwanted, holds, missing, present in checks:
        problems += [missing.format(value=v) for v in wanted if not holds(v)]
        problems += [present.format(value=v) for v in unwanted if holds(v)]
    if req.max_mana_value is not None and chars.mana_value > req.max_mana_value:
        problems.append(_("mana value {value} is above {limit}").format(
            value=chars.mana_value, limit=req.max_mana_value))
    if req.min_mana_value is not None and chars.mana_value < req.min_mana_value:
        problems.append(_("mana value {value} is below {limit}").format(
            value=chars.mana_value, limit=req.min_mana_value))
    if req.any_types and not set(req.any_types) & set(chars.types):
        problems.append(_("not a {value}").format(value=_(" or ").join(req.any_types)))
    problems += _size_problems(chars, req)
    if req.face_down is not None and face_down is not None and req.face_down != face_down:
        problems.append(_("it is face down") if face_down else _("it is face up"))
    problems += _color_count_problems(chars, req)
    if req.named and not any(chars.name is not None and chars.name.casefold() == name.casefold()
                             for name in req.named):
        problems.append(_("it has no name") if chars.name is None else
                        _("its name is not {names}").format(names=_(" or ").join(req.named)))
    return problems


def _size_problems(chars: Characteristics, req: Requirement) -> list[str]:
    """``min_power``, ``max_power``, ``min_toughness``, ``max_toughness`` against its power and toughness now; one
    that isn't a number (no creature, an unresolved ``*``) meets no bound."""
    problems = []
    for what, value, low, high in ((_("power"), chars.power, req.min_power, req.max_power),
                                   (_("toughness"), chars.toughness, req.min_toughness, req.max_toughness)):
        if low is None and high is None:
            continue
        if not isinstance(value, int):
            problems.append(_("it has no {what} to compare").format(what=what))
        elif low is not None and value < low:
            problems.append(_("{what} {value} is below {limit}").format(what=what, value=value, limit=low))
        elif high is not None and value > high:
            problems.append(_("{what} {value} is above {limit}").format(what=what, value=value, limit=high))
    return problems


def unmet_rules(chars: Characteristics, req: Requirement) -> tuple[str, ...]:
    """The CR rules (by reference name) behind the conditions of ``req`` that ``chars`` fails on colors and names:
    monocolored and multicolored (CR 105.2a, b), a colorless object (105.2c), a name (201.2a)."""
    rules: list[str] = []
    count = len(chars.colors)
    if req.monocolored is not None and (count == 1) != req.monocolored:
        rules.append("colors.2a")
    if req.multicolored is not None and (count > 1) != req.multicolored:
        rules.append("colors.2b")
    if (req.monocolored or req.multicolored) and not count:
        rules.append("colors.2c")
    if req.named and (chars.name is None or all(chars.name.casefold() != n.casefold() for n in req.named)):
        rules.append("name.2a")
    return tuple(rules)


def _color_count_problems(chars: Characteristics, req: Requirement) -> list[str]:
    """``monocolored`` (exactly one color, CR 105.2a) and ``multicolored`` (two or more, CR 105.2b)."""
    count, problems = len(chars.colors), []
    shown = _("colorless") if not count else ", ".join(chars.colors)
    if req.monocolored is not None and (count == 1) != req.monocolored:
        problems.append(_("it is {colors}, not monocolored").format(colors=shown) if req.monocolored else
                        _("it is monocolored"))
    if req.multicolored is not None and (count > 1) != req.multicolored:
        problems.append(_("it is {colors}, not multicolored").format(colors=shown) if req.multicolored else
                        _("it is multicolored"))
    return problems


def token_copy(original: Permanent) -> tuple[Card, bool, tuple[Effect, ...]]:
    """The card, transformed status and copy effects of a token an effect creates as a copy of ``original``.

    A copy of a face-up double-faced permanent is a double-faced token with both faces, back face up if the
    original's is (CR 707.8a); any other copy is a one-faced token with the original's copiable values — a face-down
    permanent's are its face-down 2/2's, and the token itself is face up (CR 707.2, 110.5b).
    """
    if original.card.double_faced and not original.is_face_down and not original.melded:
        return original.card, original.transformed, tuple(e for e in original.effects_in_force if e.copies)
    one_face = replace(original.card, faces=original.card.faces[:1], layout="normal")
    return one_face, False, (Effect(label=_("copy of {name}").format(name=original.display),
                                    copy_of_permanent=original),)
