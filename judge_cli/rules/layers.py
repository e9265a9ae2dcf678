"""Continuous effects after layer 1, layer by layer (CR 613.1d-g): types, colours, abilities, power and toughness.

Within a layer effects apply in timestamp order (CR 613.7) unless one depends on another (CR 613.8): an effect
that applies only to permanents meeting a condition (``only_if``) depends on the effects of its layer that change
whether the permanent meets it, and waits until they have applied.  Whether an effect applies is settled in the
first layer it applies in and kept in its other layers (CR 613.6).
"""

from __future__ import annotations

import re
from dataclasses import replace

from judge_cli.game.vocabulary import BASIC_LAND_TYPES, KEYWORD_COUNTERS, TRIGGERS
from judge_cli.i18n import _, ngettext
from judge_cli.rules.characteristics import (
    Applied,
    Characteristics,
    copiable,
    in_timestamp_order,
    meets,
    turned_face_up,
    unmet,
)
from judge_cli.rules.state import Effect, Permanent

_PT_COUNTER = re.compile(r"^([+-]\d+)/([+-]\d+)$")
#: The layers and sublayers after layer 1 that effects given in a scenario can have a part in.
LAYERS = ("4", "5", "6", "7b", "7c")


def _parts(effect: Effect) -> dict[str, bool]:
    return {
        "4": bool(effect.add_types or effect.add_subtypes or effect.set_subtypes is not None or effect.add_supertypes
                  or effect.remove_supertypes),
        "5": effect.set_colors is not None or bool(effect.add_colors),
        "6": bool(effect.add_abilities or effect.remove_abilities or effect.lose_all_abilities),
        "7b": effect.set_power is not None or effect.set_toughness is not None,
        "7c": bool(effect.power or effect.toughness),
    }


def _add(values: tuple[str, ...], extra: tuple[str, ...]) -> tuple[str, ...]:
    return values + tuple(v for v in extra if v not in values)


def _plus(value: int | str | None, delta: int) -> int | str | None:
    if value is None or delta == 0:
        return value
    if isinstance(value, int):
        return value + delta
    return f"{value}{delta:+d}"


def sets_basic_land_type(effect: Effect, chars: Characteristics) -> bool:
    """True when ``effect`` sets the subtype of a land to basic land types (Blood Moon, Spreading Seas; CR 305.7)."""
    return "land" in chars.types and effect.set_subtypes is not None and any(
        subtype in BASIC_LAND_TYPES for subtype in effect.set_subtypes)


#: The fields of characteristics that are abilities besides ``abilities`` itself: an effect that removes all
#: abilities empties them too.
_ABILITY_FIELDS = {"triggers": (), "turned_face_up_counters": (), "activated": (), "pt_count": None,
                   "pt_count_yours": False, "enters_with_counters": (), "turned_face_up_copy": False,
                   "turned_face_up_effect": None}


def without_abilities(chars: Characteristics) -> Characteristics:
    """``chars`` with no abilities at all (layer 6: "loses all abilities", CR 613.1f)."""
    return replace(chars, abilities=(), **_ABILITY_FIELDS)  # type: ignore[arg-type]


def _label(effect: Effect) -> str:
    return effect.label or _("an effect")


def _apply(effect: Effect, layer: str, chars: Characteristics) -> Characteristics:
    """``chars`` with ``effect``'s part in ``layer`` applied."""
    if layer == "4":
        subtypes = effect.set_subtypes if effect.set_subtypes is not None else chars.subtypes
        supertypes = tuple(s for s in _add(chars.supertypes, effect.add_supertypes)
                           if s not in effect.remove_supertypes)
        changed = replace(chars, types=_add(chars.types, effect.add_types),
                          subtypes=_add(subtypes, effect.add_subtypes), supertypes=supertypes)
        if sets_basic_land_type(effect, changed):
            # CR 305.7: the land loses every ability of its rules text (morph and disguise costs among them) as part
            # of this layer-4 effect; abilities that later effects grant it are kept by their own layer-6 effects.
            changed = without_abilities(changed)
        return changed
    if layer == "5":
        colors = effect.set_colors if effect.set_colors is not None else chars.colors
        return replace(chars, colors=_add(colors, effect.add_colors))
    if layer == "6":
        if effect.lose_all_abilities:
            chars = without_abilities(chars)
        abilities, triggers = chars.abilities, chars.triggers
        removed = effect.remove_abilities
        abilities = tuple(a for a in abilities if not any(a == w or a.startswith(w + " ") for w in removed))
        triggers = tuple(t for t in triggers if t not in removed)
        added = tuple(a for a in effect.add_abilities if a not in TRIGGERS)
        return replace(chars, abilities=_add(abilities, added),
                       triggers=_add(triggers, tuple(a for a in effect.add_abilities if a in TRIGGERS)))
    if layer == "7b":
        return replace(chars, power=effect.set_power if effect.set_power is not None else chars.power,
                       toughness=effect.set_toughness if effect.set_toughness is not None else chars.toughness)
    return replace(chars, power=_plus(chars.power, effect.power), toughness=_plus(chars.toughness, effect.toughness))


def _describe(effect: Effect, layer: str, chars: Characteristics) -> Applied:
    """The explanation of ``effect``'s part in ``layer`` once applied (``chars`` is the result)."""
    if layer == "4":
        what = " ".join(chars.supertypes + chars.types) + (" — " + " ".join(chars.subtypes) if chars.subtypes else "")
        if sets_basic_land_type(effect, chars):
            return Applied(_("{effect} makes it a {what}: the land loses the abilities of its rules text (layer 4)")
                           .format(effect=_label(effect), what=what), ("layers.1d", "lands.7"))
        return Applied(_("{effect} changes its types: {what} (layer 4)").format(effect=_label(effect), what=what),
                       ("layers.1d",))
    if layer == "5":
        return Applied(_("{effect} makes it {colors} (layer 5)").format(
            effect=_label(effect), colors=", ".join(chars.colors) or _("colorless")), ("layers.1e",))
    if layer == "6":
        return Applied(_("{effect} changes its abilities to: {abilities} (layer 6)").format(
            effect=_label(effect), abilities=", ".join(chars.abilities + chars.triggers) or _("none")),
            ("layers.1f", "layers.7"))
    if layer == "7b":
        return Applied(_("{effect} sets its power and toughness (layer 7b)").format(effect=_label(effect)),
                       ("layers.4b",))
    return Applied(_("{effect} gives it {power:+d}/{toughness:+d} (layer 7c)").format(
        effect=_label(effect), power=effect.power, toughness=effect.toughness), ("layers.4c",))


class _Layering:
    """The effects of one permanent being applied: which apply (settled once) and in what order."""

    def __init__(self, permanent: Permanent, applied: list[Applied]) -> None:
        self.permanent = permanent
        self.applied = applied
        self.effects = [e for e in in_timestamp_order(permanent.effects_in_force) if not e.copies]
        self.settled: dict[int, bool] = {}  #: id(effect) -> whether it applies (CR 613.6)

    def applies(self, effect: Effect, chars: Characteristics) -> bool:
        """Whether ``effect`` applies to the permanent, settled the first time it is asked."""
        key = id(effect)
        if key not in self.settled:
            condition = effect.only_if
            self.settled[key] = condition is None or meets(chars, condition, self.permanent.is_face_down)
            if condition is not None and not self.settled[key]:
                self.applied.append(Applied(_("{effect} doesn't apply to it: {reasons}").format(
                    effect=_label(effect), reasons="; ".join(unmet(chars, condition, self.permanent.is_face_down))),
                    ("layers.6",)))
        return self.settled[key]

    def _depends(self, effect: Effect, other: Effect, layer: str, chars: Characteristics) -> bool:
        """CR 613.8a: applying ``other`` would change whether ``effect`` applies."""
        if effect.only_if is None or id(effect) in self.settled:
            return False
        face_down = self.permanent.is_face_down
        return meets(chars, effect.only_if, face_down) != meets(_apply(other, layer, chars), effect.only_if, face_down)

    def layer(self, layer: str, chars: Characteristics) -> Characteristics:
        """``chars`` with every effect's part in ``layer`` applied, dependencies first, else by timestamp."""
        pending = [e for e in self.effects if _parts(e)[layer]]
        while pending:
            free = [e for e in pending if not any(self._depends(e, o, layer, chars) for o in pending if o is not e)]
            pick = free[0] if free else pending[0]  # a dependency loop: timestamp order (CR 613.8b)
            if pick is not pending[0]:
                self.applied.append(Applied(_("{effect} depends on {other}, so it applies after it").format(
                    effect=_label(pending[0]), other=_label(pick)), ("layers.8a", "layers.8b")))
            pending.remove(pick)
            if self.applies(pick, chars):
                chars = _apply(pick, layer, chars)
                self.applied.append(_describe(pick, layer, chars))
        return chars


def apply_layers(permanent: Permanent, chars: Characteristics, applied: list[Applied]) -> Characteristics:
    """``chars`` (its copiable values) with the permanent's other effects and counters applied, layers 4 to 7."""
    if not (permanent.effects_in_force or permanent.counters or permanent.abilities_lost or chars.pt_count):
        # Nothing to apply (most permanents of a question): only a noncreature's power and toughness go.
        if "creature" in chars.types or (chars.power is None and chars.toughness is None):
            return chars
        return replace(chars, power=None, toughness=None)
    layering = _Layering(permanent, applied)
    chars = layering.layer("4", chars)
    chars = layering.layer("5", chars)
    chars = _abilities_first(permanent, chars, applied)
    chars = layering.layer("6", chars)
    if "creature" not in chars.types:
        if chars.power is None and chars.toughness is None:
            return chars
        return replace(chars, power=None, toughness=None)
    chars = _defined_power(permanent, chars, applied)
    chars = layering.layer("7b", chars)
    chars = layering.layer("7c", chars)
    return _counters(permanent, chars, applied)


def _defined_power(permanent: Permanent, chars: Characteristics, applied: list[Applied]) -> Characteristics:
    """Layer 7a: a characteristic-defining ability that counts permanents sets its power and toughness (CR 604.3,
    613.4a); phased-out permanents are treated as though they don't exist (CR 702.26b)."""
    wanted = chars.pt_count
    if wanted is None:
        return chars
    counted = [p for p in (permanent,) + permanent.others if not p.phased_out and not p.on_stack
               and (not chars.pt_count_yours or p.controller == permanent.controller)
               and meets(compute(p)[0] if p is not permanent else chars, wanted, p.is_face_down)]
    skipped = sum(1 for p in permanent.others if p.phased_out)
    applied.append(Applied(_("a characteristic-defining ability sets its power and toughness to the number of "
                             "permanents it counts: {count} (layer 7a)").format(count=len(counted)),
                           ("static-abilities.3", "layers.4a")))
    if skipped:
        applied.append(Applied(ngettext("{count} permanent is phased out, treated as though it doesn't exist: it "
                                        "isn't counted", "{count} permanents are phased out, treated as though "
                                        "they don't exist: they aren't counted", skipped).format(count=skipped),
                               ("phasing.b",)))
    return replace(chars, power=len(counted), toughness=len(counted))


def _abilities_first(permanent: Permanent, chars: Characteristics, applied: list[Applied]) -> Characteristics:
    """Layer 6 before the listed effects: ``abilities_lost`` (earliest timestamp), then keyword counters."""
    if permanent.abilities_lost:
        chars = without_abilities(chars)
        applied.append(Applied(_("an effect removes all its abilities (layer 6)"), ("layers.1f",)))
    for kind, count in permanent.counters:
        if kind in KEYWORD_COUNTERS and count > 0:
            chars = replace(chars, abilities=_add(chars.abilities, (kind,)))
            applied.append(Applied(_("a {kind} counter gives it {kind} (layer 6)").format(kind=kind), ("layers.1f",)))
    return chars


def _counters(permanent: Permanent, chars: Characteristics, applied: list[Applied]) -> Characteristics:
    """Power/toughness counters (layer 7c)."""
    power, toughness = chars.power, chars.toughness
    for kind, count in permanent.counters:
        match = _PT_COUNTER.match(kind)
        if match and count:
            power = _plus(power, int(match.group(1)) * count)
            toughness = _plus(toughness, int(match.group(2)) * count)
            applied.append(Applied(ngettext_counters(kind, count), ("layers.4c",)))
    if (power, toughness) == (chars.power, chars.toughness):
        return chars
    return replace(chars, power=power, toughness=toughness)


def ngettext_counters(kind: str, count: int) -> str:
    """'2 +1/+1 counters modify its power and toughness (layer 7c)'."""
    return ngettext("{count} {kind} counter modifies its power and toughness (layer 7c)",
                    "{count} {kind} counters modify its power and toughness (layer 7c)", count).format(
        count=count, kind=kind)


def compute(permanent: Permanent) -> tuple[Characteristics, list[Applied]]:
    """The permanent's characteristics now, and what shaped them (for the steps)."""
    # Kept on the (immutable) permanent: several steps of one answer ask for the same characteristics.
    cached = permanent.__dict__.get("_computed")
    if cached is None:
        chars, applied = copiable(permanent)
        chars = apply_layers(permanent, chars, applied)
        applied += [Applied(_("{effect} lasted until end of turn, and that turn has ended: it no longer "
                              "applies").format(effect=effect.label or _("an effect")),
                            ("continuous-effects.2a", "cleanup.2"))
                    for effect in permanent.ended_effects if effect.until == "end-of-turn"]
        cached = permanent.__dict__["_computed"] = (chars, tuple(applied))
    return cached[0], list(cached[1])


def face_up_characteristics(permanent: Permanent) -> Characteristics:
    """What the face-down permanent would be face up: its own (or copied, CR 708.10) values with every effect that
    applies to it (CR 708.8)."""
    cached = permanent.__dict__.get("_face_up")
    if cached is None:
        cached = permanent.__dict__["_face_up"] = compute(turned_face_up(permanent))[0]
    return cached
