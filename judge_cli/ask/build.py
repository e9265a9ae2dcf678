"""From the facts of a question to a ``given`` mapping in the scenario file format.

Facts the question states are written into ``given``; a fact it leaves out
takes the usual default (untapped, abilities kept, you control it) unless the
answer could hinge on it: then it is *assumed* and listed in
:attr:`Draft.probes` with its alternatives, and the caller evaluates each one
to see whether the answer changes (``judge_cli.ask.answer``).
"""

from __future__ import annotations

import copy
from dataclasses import field
from typing import Any

from judge_cli.ask.facts import Facts
from judge_cli.ask.names import NamedCard
from judge_cli.ask.roles import is_attachment
from judge_cli.ask.text import Cost
from judge_cli.game.vocabulary import CARD_TYPES, COLORS, FACE_UP_COST_KEYWORDS, PROCEDURES
from judge_cli.records import record
from judge_cli.rules.kind import CAST_FACE_DOWN, NAMED_CARD, UNSTATED_COST, KeySpec, QuestionKind
from judge_cli.rules.kinds import KINDS, PROBED

#: The card types a question may name, most usual first (the order of the inline card's ``types``).
#: The procedures only a card with their keyword can be face down by: a creature card (no other card has them).
KEYWORD_FACE_DOWN = ("morph", "megamorph", "disguise")
_ASKED_TYPES = ("creature", "instant", "sorcery", "land", "artifact", "enchantment", "planeswalker", "battle")
assert set(_ASKED_TYPES) <= set(CARD_TYPES)


@record
class Draft:
    """A reading being built: the ``given`` mapping, what was assumed, what is missing."""

    kind: str
    given: dict[str, Any] = field(default_factory=dict)
    assumed: list[str] = field(default_factory=list)  #: facts filled in by default
    missing: list[str] = field(default_factory=list)  #: facts the question must state
    probes: dict[str, list[str]] = field(default_factory=dict)  #: assumed fact -> its other values


def build(kind_name: str, facts: Facts) -> Draft:
    """The draft reading of ``facts`` as a question of kind ``kind_name``.

    What the kind says of itself (:class:`~judge_cli.rules.kind.AskHints` and its keys' ``ask`` bindings) decides
    what is filled in: the subject permanent, the keys the question's concepts bind, the facts it must state, the
    facts to probe, and the kind's own hook last.
    """
    kind = KINDS[kind_name]
    draft = Draft(kind_name)
    hints = kind.ask
    if hints.subject != "none":
        draft.given["permanent"] = _permanent(draft, facts, kind)
    for spec in kind.keys:
        if spec.name == "permanent":
            continue
        if spec.shape == "permanent" and "permanent" in draft.given and spec.required:
            # a second permanent the kind needs: described alike (an optional one, such as the creature a
            # Vesuvan Shapeshifter copies, is left out unless the words give it)
            other = copy.deepcopy(draft.given["permanent"])
            other.pop("controller", None)
            draft.given[spec.name] = other
        elif spec.shape in ("targets", "attachments"):
            _dependents(draft, facts, spec)
        elif spec.shape == "dependent" and bound_value(spec, facts) == NAMED_CARD:
            draft.given[spec.name] = _acting_card(draft, facts)
        else:
            value = bound_value(spec, facts)
            if value is not None:
                draft.given[spec.name] = value
            elif spec.name in hints.probes and spec.shape == "choice":
                # A key the kind says the answer may hinge on, and the words don't set: its default is an
                # assumption, checked against the other values like the procedure or the card type.
                draft.assumed.append(spec.name)
                draft.probes[spec.name] = [choice for choice in spec.choices if choice != spec.default]
    if hints.subject != "none":
        _subject_hints(draft, facts, kind)
    _acting_condition(draft, facts, kind)
    if hints.hook is not None:
        hints.hook(draft, facts)
    _cast_face_down(draft)
    if any(spec.shape == "dependent" and spec.required and spec.name not in draft.given for spec in kind.keys):
        draft.missing.append("what targets it or is attached")  # no card named, and the kind needs its spell
    if _turned_up_transformed(facts):
        draft.missing.append("which face it is turned up with")
    return draft


def _cast_face_down(draft: Draft) -> None:
    """A face-down permanent on the stack is a spell cast with morph or disguise (assumed when the words name neither);
    cloak and manifest put permanents onto the battlefield and never cast a spell, so they can't be it."""
    permanent = draft.given.get("permanent")
    if not isinstance(permanent, dict) or permanent.get("zone") != "stack":
        return
    face_down = permanent.get("face_down", "none")
    if face_down == "none":
        return
    if "procedure" in draft.assumed:
        permanent["face_down"] = CAST_FACE_DOWN[0]
        draft.probes["procedure"] = list(CAST_FACE_DOWN[1:])
        if isinstance(permanent.get("card"), dict):
            permanent["card"].setdefault(CAST_FACE_DOWN[0], UNSTATED_COST)
    elif face_down not in CAST_FACE_DOWN:
        draft.missing.append("how the face-down spell was cast")


def _turned_up_transformed(facts: Facts) -> bool:
    """True when a face-down permanent is turned face up "transformed" or "with its back face up" in one clause: which
    face it shows is asked, and no reading answers that (a face-down double-faced card turns face up front face up,
    CR 712; "can it transform once face up?" is another question, asked with the verb)."""
    if procedure(facts) is None:
        return False
    turning = [facts.text.clause_of(hit.start) for hit in facts.hits if hit.concept in _TURNING and not hit.inverse]
    return any(hit.concept == "status.transformed" and facts.text.clause_of(hit.start) in turning
               for hit in facts.hits)


def bound_value(spec: KeySpec, facts: Facts) -> Any:
    """The value of ``spec`` the question's concepts bind (its ``ask`` bindings, first match), or None.

    A copy: the reading's hooks add to the lists and mappings of their draft, and the value in the kind's table
    must stay what it says for the next question (one hook's ``append`` once made every later "cast it this
    turn" read as turned face up too, in one process)."""
    from copy import deepcopy

    for expression, value in spec.ask.items():
        if all(facts.has(c[1:]) is False if c.startswith("!") else facts.has(c) for c in expression.split("&") if c):
            return deepcopy(value) if isinstance(value, (list, dict)) else value
    return None


def _subject_hints(draft: Draft, facts: Facts, kind: QuestionKind[Any]) -> None:
    """What the kind says about its permanent: face up for some values, triggers, facts required or probed."""
    permanent, hints = draft.given["permanent"], kind.ask
    if any(draft.given.get(name) == value for name, value in hints.face_up_when.items()):
        permanent.pop("face_down", None)
        draft.probes.pop("procedure", None)
        if "procedure" in draft.assumed:
            draft.assumed.remove("procedure")
    card = permanent["card"]
    if hints.card_triggers and draft.given.get("watcher") != "other" and isinstance(card, dict):
        card.setdefault("triggers", list(hints.card_triggers))
    if "tapped" in hints.requires and "tapped" not in permanent and _asks_if_it_untaps(facts, kind.name):
        permanent["tapped"] = True  # "does turning it face up untap it?" takes it as tapped: only a tapped one could
    elif "tapped" in hints.requires and "tapped" not in permanent:
        draft.missing.append("tapped")
    if "double-faced" in hints.probes and isinstance(card, dict) and not card.get("double_faced") \
            and permanent.get("face_down", "none") == "none":
        draft.assumed.append("double-faced")
        draft.probes["double-faced"] = ["yes"]


def _asks_if_it_untaps(facts: Facts, kind_name: str) -> bool:
    """True when the words that ask whether it stays tapped are themselves the other way round ("does it untap?",
    "la endereza ?"), not negated: a question that takes it as tapped."""
    cues = [hit for hit in facts.hits if hit.concept == f"kind.{kind_name}"]
    return bool(cues) and all(hit.phrase.inverse and hit.inverse for hit in cues)


# -- the permanent -------------------------------------------------------------------------------

def procedure(facts: Facts) -> str | None:
    """The face-down procedure named; cloak/manifest win over disguise/morph, which then describe the card."""
    named = [p[len("proc."):] for p in facts.with_prefix("proc.")]
    for name in ("cloak", "manifest"):
        if name in named:
            return name
    return named[0] if named else None


def _permanent(draft: Draft, facts: Facts, kind: QuestionKind[Any]) -> dict[str, Any]:
    if facts.copies and facts.subject is not None:
        return _copy_of_face_down(draft, facts)
    spec: dict[str, Any] = {}
    proc = procedure(facts)
    subject = kind.ask.subject
    if subject == "face-up-by-default" and turned_face_up(facts):
        # "I turned my cloaked Siege Rhino face up, does it have ward?": asked about it once face up, which only a
        # card named tells (a creature card described could have ward, or any color, of its own)
        if facts.subject is None:
            draft.missing.append("which card it is face up")
    elif proc:
        spec["face_down"] = proc
    elif facts.has("face-down", "object.face-down-spell") or subject == "face-down" or (
            subject != "face-up-by-default" and not facts.has("face-up")):
        spec["face_down"] = "cloak"
        draft.assumed.append("procedure")
    spec["card"] = _card(draft, facts, spec.get("face_down", "none"), _turned_by_its_controller(kind, facts))
    cast = proc in PROCEDURES and PROCEDURES[proc].cast
    if (facts.has("object.face-down-spell") or (cast and facts.has("object.on-stack"))) and "stack" in kind.zones:
        # a spell cast face down, not yet a permanent (CR 708.4): "a face-down spell", or "my morph while it is on
        # the stack" (a cloaked or manifested card is never a spell: those words are then not understood)
        spec["zone"] = "stack"
    for concept, key, value in (("status.tapped", "tapped", True), ("status.untapped", "tapped", False),
                                ("status.abilities-lost", "abilities_lost", True), ("status.token", "token", True),
                                ("status.phased-out", "phased_out", True)):
        if facts.stated(concept):
            spec[key] = value
    face_up = spec.get("face_down", "none") == "none"
    if facts.has("status.transformed") and face_up and facts.has("card.dfc", "card.mdfc"):
        spec["transformed"] = True
    casting = [hit for hit in facts.hits if hit.concept == "caster.opponent"]
    owner = [hit for hit in facts.hits if hit.concept == "player.opponent"  # "my opponent casts…": who casts
             and not any(hit.start < other.end and other.start < hit.end for other in casting)]
    if owner and not facts.has("player.own") and not any(spec.name == "viewer" for spec in kind.keys):
        spec["controller"] = "opponent"
        if kind.ask.asker_acts:
            # "My opponent has a manifested card. Can they turn it face up?" asks about its controller acting;
            # "can I turn my opponent's …" about someone else: the words rarely say which, so it is checked.
            draft.assumed.append(WHO_ACTS)
            draft.probes[WHO_ACTS] = ["controller"]
    _boosts(spec, facts)
    if "face_down" in spec and "procedure" in draft.assumed:
        draft.probes["procedure"] = [name for name, proc in PROCEDURES.items() if proc.probed and name != "cloak"]
    return spec


def _copy_of_face_down(draft: Draft, facts: Facts) -> dict[str, Any]:
    """The named card, face up, copying a face-down permanent (CR 707.2: it gets the face-down characteristics)."""
    proc = procedure(facts)
    copied: dict[str, Any] = {"face_down": proc or "cloak", "card": {"types": ["creature"], "mana_cost": UNSTATED_COST,
                                                                     "name": "creature card"}}
    if proc is None:
        draft.assumed.append("procedure")
        draft.probes["procedure"] = [name for name, known in PROCEDURES.items() if known.probed and name != "cloak"]
    spec: dict[str, Any] = {"card": facts.subject.name if facts.subject else "", "effects": [
        {"copy_of_permanent": copied}]}
    if facts.has("player.opponent") and not facts.has("player.own"):
        copied["controller"] = "opponent"
    return spec
#: The cues of turning a permanent face up.
_TURNING = ("hint.can-turn-face-up", "kind.can-turn-face-up")


def turned_face_up(facts: Facts) -> bool:
    """True when the question turns its permanent face up (not "if I don't flip it"): a kind asking about the
    permanent as it is now asks about it face up ("after turning it face up, is it still colorless?")."""
    states = {(hit.start, hit.end) for hit in facts.hits if hit.concept == "face-up"}  # "face visible": a state
    return any(hit.concept in _TURNING + ("history.turned-face-up",) and not hit.inverse
               and (hit.start, hit.end) not in states for hit in facts.hits)  # "after I turn it face up": it was


#: The assumed fact "who controls the spell or ability the card named is": you (the default), or an opponent.
SPELL_CONTROLLER = "spell controller"


#: Assumed facts that are ``given`` keys of a kind (probed through AskHints.probes), not facts of a permanent.
KEY_FACTS = PROBED


#: The assumed fact "what the card itself costs", when the one cost written is the one asked about.
CARD_MANA_COST = "card's mana cost"


#: The assumed fact "who acts": you (the default), or the permanent's controller (see AskHints.asker_acts).
WHO_ACTS = "who acts"


def with_alternative(given: dict[str, Any], fact: str, value: str) -> dict[str, Any]:
    """A copy of ``given`` with the assumed ``fact`` set to ``value`` (each permanent of the question)."""
    other = copy.deepcopy(given)
    if fact in KEY_FACTS:  # a given key of the kind itself (AskHints.probes naming a key)
        other[fact] = value
        return other
    if fact == SPELL_CONTROLLER:  # the acting card's spell or ability (see _acting_card)
        for value_of_key in other.values():
            if isinstance(value_of_key, dict) and "requires" in value_of_key and "controller" in value_of_key:
                value_of_key["controller"] = value
        return other
    for key in ("permanent", "other"):
        spec = other.get(key)
        if not isinstance(spec, dict):
            continue
        card = spec.get("card")
        if fact == WHO_ACTS and value == "controller" and key == "permanent":
            spec.pop("controller", None)  # the one who acts controls it: judged from its controller's side
        elif fact == "procedure":
            for effect in spec.get("effects", []):  # a copy of a face-down permanent: the copied one's procedure
                copied = effect.get("copy_of_permanent") if isinstance(effect, dict) else None
                if isinstance(copied, dict) and "face_down" in copied:
                    copied["face_down"] = value
            if "face_down" not in spec:
                continue
            spec["face_down"] = value
            if value in ("disguise", "morph") and isinstance(card, dict):
                card.setdefault(value, UNSTATED_COST)
        elif fact == "card type" and isinstance(card, dict):
            card["types"] = [value]
            if value == "land":
                card.pop("mana_cost", None)
            if card.get("double_faced"):
                card["back_types"] = [value]
            card["name"] = card_label(card)
        elif fact == CARD_MANA_COST and isinstance(card, dict) and "mana_cost" in card:
            card["mana_cost"] = value
        elif fact == "double-faced" and isinstance(card, dict):
            card.update(double_faced=True, back_types=list(card["types"]))
            card["name"] = card_label(card)
    return other


def _boosts(spec: dict[str, Any], facts: Facts) -> None:
    """``+1/+1`` written with a counter word is a counter; without one, an effect (an anthem).  A card named may bring
    effects of its own (ask.cardwatch: Secret Plans' on face-down creatures)."""
    if facts.card_effects:
        spec.setdefault("effects", []).extend(copy.deepcopy(list(facts.card_effects)))
    if facts.has("claim.gets-counter"):
        return  # "does it get a +1/+1 counter?": the counter is what is asked, not one it has
    for power, toughness in facts.text.boosts:
        if facts.has("counter") and power == toughness:
            counters = spec.setdefault("counters", {})
            label = f"{power:+d}/{toughness:+d}"
            counters[label] = counters.get(label, 0) + (facts.number() or 1)
        else:
            spec.setdefault("effects", []).append({"power": power, "toughness": toughness})


def _turned_by_its_controller(kind: QuestionKind[Any], facts: Facts) -> bool:
    """True when the question takes it as given that its controller turns it face up ("does the Aura fall off when I
    turn it face up?"), rather than asking whether they can: then a cloaked or manifested card is one its controller
    can turn face up, a creature card (or one with a face-up cost the words would name)."""
    return kind.name != "can-turn-face-up" and not facts.has("by.effect") and facts.has(
        "hint.can-turn-face-up", "kind.can-turn-face-up")


def _card(draft: Draft, facts: Facts, face_down: str, turned_by_controller: bool = False) -> Any:
    """The card: a corpus card by English name, or described inline from the words."""
    if facts.subject is not None:
        stated = {t for t in _ASKED_TYPES if facts.states_card_type(t)}
        if stated and facts.subject.types and not stated & set(facts.subject.types):
            # "Turn to Frog on my cloaked guy (it's a creature card)": the card named is not the hidden one.
            draft.missing.append("which card is the face-down one")
        return facts.subject.name
    types = [t for t in _ASKED_TYPES if facts.states_card_type(t)]
    if not types:
        types = ["creature"]
        # the hidden card could be anything; a face-up one is what the asker sees, and a card cast face down by its
        # morph or disguise has that keyword, which only creature cards have (CR 702.37c, 702.168c)
        if face_down not in ("none", *KEYWORD_FACE_DOWN):
            draft.assumed.append("card type")
    card: dict[str, Any] = {"types": types}
    costs = _costs(facts)
    if "mana" in costs and _only_cost_asked_about(facts) and not _uses_asked_cost(draft.kind, facts):
        # "muss ich {2} zahlen?" read as whether it can be targeted: the cost asked about has no part in the reading.
        draft.missing.append("card's mana cost")
    elif "mana" in costs and _only_cost_asked_about(facts):
        # "To turn a manifested creature up, do you pay {3}?": the {3} is what is asked, not what the card costs.
        # Unstated, and probed with the cost asked: answered only when what the card costs changes nothing
        # ("I paid {3}, so it has mana value 3?").
        card["mana_cost"] = UNSTATED_COST
        draft.assumed.append(CARD_MANA_COST)
        draft.probes[CARD_MANA_COST] = [costs["mana"]]
    elif "mana" in costs:
        card["mana_cost"] = costs["mana"]
    elif not facts.has("card.no-mana-cost") and "land" not in types:
        card["mana_cost"] = UNSTATED_COST
    for keyword in FACE_UP_COST_KEYWORDS:
        if keyword in costs:
            card[keyword] = costs[keyword]
        elif keyword == "morph" and "megamorph" in costs:
            continue  # "a creature card with megamorph {2}{U}": its morph word is that megamorph
        elif facts.has(f"cost.{keyword}") or (
                facts.has(f"proc.{keyword}") and (face_down == keyword or face_down in ("cloak", "manifest"))):
            card[keyword] = UNSTATED_COST
    colors = [c for c in COLORS if facts.has(f"color.{c}")]
    if colors:
        card["colors"] = colors
    elif facts.has("card.colorless"):
        card["colors"] = ["colorless"]
    if facts.has("card.dfc", "card.mdfc"):
        card["double_faced"] = True
        if facts.has("card.mdfc"):
            card["modal"] = True
        card["back_types"] = ["instant"] if facts.has("card.back-instant") else list(types)
    triggers = [name for concept, name in (("card.has-enters", "enters"), ("card.has-turned-face-up", "turned-face-up"),
                                           ("card.has-dies", "dies"), ("card.has-leaves", "leaves-battlefield"))
                if facts.has(concept)]
    if triggers:
        card["triggers"] = triggers
    if facts.text.power and "creature" in types:
        card["power"], card["toughness"] = facts.text.power
    card["name"] = card_label(card)
    if "card type" in draft.assumed and not (turned_by_controller and face_down in ("cloak", "manifest")):
        draft.probes["card type"] = ["instant", "land"]
    return card


def card_label(card: dict[str, Any]) -> str:
    """The English description that names an inline card: ``double-faced creature card``."""
    words = []
    if card.get("double_faced"):
        words.append("modal double-faced" if card.get("modal") else "double-faced")
    words.extend(card["types"])
    return " ".join(words) + " card"


def _uses_asked_cost(kind_name: str, facts: Facts) -> bool:
    """True when a reading of kind ``kind_name`` checks what the question claims of a mana value or mana cost, so
    the cost paid is a story told around it ("I paid {3}, so it has mana value 3?"); a payment asked about ("do
    you pay {3}?") has no such part."""
    kind = KINDS[kind_name]
    return any(facts.has(claim) for claim in ("claim.mana-value", "claim.mana-cost") if claim in kind.ask.claims)


def _only_cost_asked_about(facts: Facts) -> bool:
    """True when the question's one written cost is paid in the clause that asks ("…, on paye toujours {3} ?",
    "muss ich {2} zahlen?", "can I turn it face up for {3}?"): for a card only described, that is the cost asked
    about, and nothing says what the card itself costs."""
    if len(facts.text.costs) != 1:
        return False
    at = len(facts.text.costs[0].before)
    start, end = facts.text.clause_of(max(0, at - 1))  # "before" ends where the cost was cut out
    asked_start, asked_end = facts.text.asked_span
    if not asked_start <= at <= asked_end:
        return False
    price = _priced(facts.text.costs[0])
    return any((hit.concept == "cost.pay" or (price and hit.concept in _TURNING_UP)) and start <= hit.start < end
               for hit in facts.hits)


#: Turning the permanent face up "for" a cost makes the cost the price asked about ("kann ich sie jetzt für {3}
#: aufdecken?": whether {3} is what the card costs is not said), unlike "a card with mana cost {3}".
_TURNING_UP = frozenset({"hint.can-turn-face-up", "kind.can-turn-face-up"})
_FOR = frozenset({"for", "fur", "pour", "por", "per", "para", "with", "mit", "avec", "con"})
#: Chinese "用{3}翻面" (with), Japanese "{3}で表向き" (the particle after the cost), unless a cost word names it
#: the card's ("マナ・コスト{3}で": what the card costs).
_CJK_FOR = ("用", "花", "以")


def _priced(cost: Cost) -> bool:
    """True when the words around ``cost`` make it the price paid ("for {3}", "用{3}", "{3}で")."""
    before = cost.before.rstrip()
    if before.rpartition(" ")[2] in _FOR or before.endswith(_CJK_FOR):
        return True
    return cost.after == "で" and not before.endswith(("コスト", "費用", "cost"))


def _costs(facts: Facts) -> dict[str, str]:
    """Which cost each written cost is, by the words just before it."""
    found: dict[str, str] = {}
    for cost in facts.text.costs:
        before = cost.before.rstrip()
        if any(before.endswith(word) for word in facts.ward_words):
            continue  # "ward {2}": the cost of ward, not of the card
        if any(before.endswith(word) for word in facts.disguise_words):
            found.setdefault("disguise", cost.cost)
        elif any(before.endswith(word) for word in facts.megamorph_words):
            found.setdefault("megamorph", cost.cost)  # "megamorph {2}{U}": a morph word too, the longer says which
        elif any(before.endswith(word) for word in facts.morph_words):
            found.setdefault("morph", cost.cost)
        else:
            found.setdefault("mana", cost.cost)
    return found


# -- spells targeting the permanent, Auras and Equipment attached to it --------------------------------

def _dependents(draft: Draft, facts: Facts, spec: KeySpec) -> None:
    """A targeting spell or the Auras/Equipment the question names, needing what its words require."""
    requires: dict[str, Any] = {"types": ["creature"]}
    if facts.has("require.colorless"):
        requires["colors"] = ["colorless"]
        card = draft.given["permanent"]["card"]
        if isinstance(card, dict) and card.get("mana_cost", UNSTATED_COST) == UNSTATED_COST and "colors" not in card \
                and "card color" not in draft.missing:
            draft.missing.append("card color")
    if spec.shape == "targets" and facts.has("target.spell"):
        draft.given[spec.name] = [{"name": "targeting spell", "requires": requires}]
    attached = [{"name": kind.title(), "kind": kind, "requires": requires}
                for kind in ("aura", "equipment") if facts.has(f"attach.{kind}")]
    named = attachment_cards(facts)
    if named:  # "平和な心が付いてる裏向きの…": the Aura named, with its colors (protection) and what it enchants
        attached = [_named_attachment(card, requires) for card in named]
    if spec.shape == "attachments" and attached:
        draft.given[spec.name] = attached
    if spec.shape == "attachments" and not any(draft.given.get(name) for name in ("targeted_by", "attached")):
        draft.missing.append("what targets it or is attached")


def attachment_cards(facts: Facts) -> list[NamedCard]:
    """The Aura and Equipment cards the question names as attached to the permanent (each card once)."""
    return list({card.card_id: card for card in facts.cards if is_attachment(card) and card != facts.subject}.values())


def takes_attachments(kind_name: str) -> bool:
    """True when the kind's ``given`` lists the Auras and Equipment attached to the permanent."""
    return any(spec.shape == "attachments" for spec in KINDS[kind_name].keys)


def _named_attachment(card: NamedCard, requires: dict[str, Any]) -> dict[str, Any]:
    """An Aura (enchant creature) or Equipment card the question names, as ``attached`` describes it."""
    kind = "aura" if "aura" in card.subtypes else "equipment"
    return {"name": card.name, "kind": kind, "requires": requires, "colors": list(card.colors) or ["colorless"],
            "types": list(card.types)}


# -- the card named as acting on the permanent ------------------------------------------------------

def _acting_condition(draft: Draft, facts: Facts, kind: QuestionKind[Any]) -> None:
    """The condition the acting card's effect checks as it resolves ("if it has mana value 2 or less"), as the kind's
    ``only_if``; a face-up permanent facing a revolt line ("…4 or less instead") needs to be told whether revolt
    applies (face down its mana value is 0: it meets the lower bound either way)."""
    if facts.acting is None or not facts.acting[1].only_if or not any(
            isinstance(value, dict) and value.get("name") == facts.acting[0].name for value in draft.given.values()):
        return
    if not any(spec.name == "only_if" for spec in kind.keys):
        if kind.name != "can-target":  # the target is legal whatever its mana value; other kinds would leave it out
            draft.missing.append("the condition of the card named")
        return
    draft.given["only_if"] = dict(facts.acting[1].only_if)
    if facts.acting[1].revolt and "face_down" not in draft.given.get("permanent", {}):
        draft.missing.append("whether revolt applies")

#: Requirement keys a permanent described only by words must state the facts of (else the answer is a guess).
_STATED_BY = {"colors": ("colors", "card color"), "not_colors": ("colors", "card color"),
              "monocolored": ("colors", "card color"), "multicolored": ("colors", "card color"),
              "min_power": ("power", "card power"), "max_power": ("power", "card power"),
              "min_toughness": ("power", "card power"), "max_toughness": ("power", "card power")}
#: Requirement keys any described permanent meets as the words describe it (its card types).
_TYPES = ("types", "not_types", "any_types")


def _acting_card(draft: Draft, facts: Facts) -> dict[str, Any]:
    """The spell or ability of the card named as acting on the permanent, as its rules text says (ask.cardtext):
    what its target must be, its own colors and types; who controls it is assumed (you) and checked (an opponent).
    """
    assert facts.acting is not None  # the key binds a concept only an acting card brings
    card, read = facts.acting
    permanent = draft.given.get("permanent") or {}
    if turned_face_up(facts) and "face_down" in permanent:
        draft.missing.append("whether it is still face down")  # "Murder targets it, I flip it in response"
    described = permanent.get("card")
    if isinstance(described, dict) and "face_down" not in permanent:
        # a face-up card only described: what the requirement looks at must be written ("a black creature")
        for name in read.requires:
            stated, fact = _STATED_BY.get(name, ("", "card characteristics"))
            if name not in _TYPES and stated not in described and fact not in draft.missing:
                draft.missing.append(fact)
    casters = {concept for concept in ("caster.you", "caster.opponent") if facts.has(concept)}
    if read.yours:  # "target creature you control": its controller is the permanent's, me
        pass
    elif len(casters) != 1:  # no one, or both, said to cast it: assumed, and the other one probed
        draft.assumed.append(SPELL_CONTROLLER)
        draft.probes[SPELL_CONTROLLER] = ["opponent"]
    controller = "opponent" if casters == {"caster.opponent"} else "you"  # "I cast…", "Gegner spielt…"
    return {"name": card.name, "requires": {key: value for key, value in read.requires.items()},
            "colors": list(card.colors) or ["colorless"], "types": list(card.types), "controller": controller}
