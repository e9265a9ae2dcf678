"""A card named beside the face-down one that watches face-down permanents, read off its whole English rules text.

"Secret Plans is out and I turn my cloaked creature face up: do I draw?", "Trail of Mystery: I manifest a card, does
it trigger?": the card named is neither the face-down card nor a spell acting on it; it has an ability waiting for
something to happen to face-down permanents, and the ``watcher-triggers`` kind decides whether that happens.  Its
text is read completely or not at all: every line must be one of the abilities below, and each triggered ability's
effect one of the effects below — a card with any other clause is not read (None), so the question is refused rather
than answered from part of the card.

The waited events map onto what ``watcher-triggers`` models (concept -> its ``waits_for`` and ``watching_for``):

* "Whenever a permanent you control is turned face up, …" -> ``waits.turned-face-up`` (a face-down permanent turned
  face up by any means, CR 708.8; never a face-up one entering).  "…, if it's a creature, …" (an intervening "if",
  CR 603.4) -> ``waits.creature-turned-face-up``.
* "Whenever a face-down creature enters the battlefield under your control, …" -> ``waits.face-down-enters``
  (cloaked, manifested, cast face down; never one turned face up, CR 708.8).
* "Whenever another creature enters the battlefield, …" (Soul Warden) -> ``waits.creature-enters``: a face-down
  creature entering is a creature entering (CR 708.3); turning one face up is not entering (CR 708.8).

"You control" / "under your control" is a controller that kind doesn't model: the reader refuses the card when the
question names an opponent (ask.reader).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from judge_cli.ask.cardtext import own_text
from judge_cli.ask.text import Hit, Text, read
from judge_cli.ask.vocabulary import Phrase
from judge_cli.records import frozen

#: The patterns below are strings, compiled on first use through ``re``'s own cache: most questions name no card,
#: and compiling them at import cost every question about 1.5 ms.
#: The triggers read, and the concept each brings (what the ability waits for).
_TRIGGERS = (
    (r"whenever a permanent you control is turned face up, (?:if it's a creature, )(.+)",
     "waits.creature-turned-face-up"),
    (r"whenever a permanent you control is turned face up, (.+)", "waits.turned-face-up"),
    (r"whenever a face-down creature enters the battlefield under your control, (.+)", "waits.face-down-enters"),
    # Soul Warden: a face-down creature entering is a creature entering (CR 708.3); "another": not the watcher itself
    (r"whenever another creature enters the battlefield, (.+)", "waits.creature-enters"),
)
#: The effects read, and the concept a question names them by ("do I draw a card?").  None: read, but named by no
#: concept (a question about it names it in words no phrase has, and is refused as not understood).
_EFFECTS = (
    (r"draw a card\.", "effect.draw"),
    (r"you gain 1 life for each creature you control\.", "effect.gain-life"),
    (r"you gain 1 life\.", "effect.gain-life"),
    (r"you may gain 1 life\.", None),  # "do I gain life?": only if I choose to; whether it triggers is read
    (r"it gets \+\d+/\+\d+ until end of turn\.", None),
    (r"you may search your library for a basic land card, reveal it, put it into your hand, then shuffle "
     r"your library\.", None),
)
#: A static ability on the face-down creatures: while face down they get +N/+N (Secret Plans).
_STATIC = r"face-down creatures you control get \+(\d+)/\+(\d+)\."
#: Lines read that say nothing of what the card watches: a cost-and-manifest ability (its own manifesting is told by
#: the question's words, ask.cardtext.procedure).
_OTHER_LINES = (r"(?:\{[0-9wubrgcx]+\})+: manifest the top card of your library\.",)


@frozen
class Watcher:
    """One triggered ability of a card watching face-down permanents: what it waits for (a ``waits.`` concept) and
    the concept naming its effect (None: an effect no question words name)."""

    waits: str
    effect: str | None
    index: int = 0  #: which ability of the card it is, counting every line of its text from 1


def watchers(card: Any) -> tuple[Watcher, ...] | None:
    """The watching abilities of ``card``'s front face (a corpus card) when every line of its text is read here and
    at least one is such an ability; None otherwise (the card is not read)."""
    read = _whole(card)
    return read[0] or None if read is not None else None


def statics(card: Any) -> tuple[dict[str, Any], ...] | None:
    """The continuous effects ``card``'s static abilities put on a face-down creature you control, as ``given``
    effects ({power, toughness, only_if: face down}: they stop applying once it is face up), when every line of its
    text is read here and at least one is such an ability; None otherwise."""
    read = _whole(card)
    return read[1] or None if read is not None else None


def _whole(card: Any) -> tuple[tuple[Watcher, ...], tuple[dict[str, Any], ...]] | None:
    """(watching abilities, static effects) of ``card``'s front face, or None when a line of it is not read."""
    face = card.front
    lines = [" ".join(line.split()) for line in own_text(card).splitlines() if line.strip()]
    found: list[Watcher] = []
    effects: list[dict[str, Any]] = []
    for index, line in enumerate(lines, 1):
        static = re.fullmatch(_STATIC, line)
        if static is not None:
            effects.append({"name": getattr(card, "name", face.name), "power": int(static.group(1)),
                            "toughness": int(static.group(2)), "only_if": {"face_down": True, "types": ["creature"]}})
            continue
        if any(re.fullmatch(other, line) for other in _OTHER_LINES):
            continue
        read = _trigger(line)
        if read is None:
            return None  # a clause not understood: the card is not read at all
        found.append(replace(read, index=index))
    return tuple(found), tuple(effects)


def _trigger(line: str) -> Watcher | None:
    """The reading of one triggered-ability line, or None when its trigger or its effect is not one read here."""
    for pattern, waits in _TRIGGERS:
        match = re.fullmatch(pattern, line)
        if match is None:
            continue
        effect = next((concept for effect, concept in _EFFECTS if re.fullmatch(effect, match.group(1))), "")
        return None if effect == "" else Watcher(waits, effect)
    return None


#: The concepts of what a watching ability waits for, as ``watcher-triggers`` binds them.
WAITS = ("waits.turned-face-up", "waits.creature-turned-face-up", "waits.face-down-enters", "waits.creature-enters")
#: Those waiting for a permanent entering the battlefield (the others wait for one turned face up).
_WAITS_ENTERING = ("waits.face-down-enters", "waits.creature-enters")
#: The effects a question may name an ability by ("do I draw a card?", "guadagno vita?").
OUTCOMES = ("effect.draw", "effect.gain-life")
#: The words naming which of the card's abilities is asked about ("la primera habilidad"), and its number.
ORDINALS = {"ability.first": 1, "ability.second": 2}
#: The words that tell turning face up, and entering (a procedure, or an event of entering), in the question.
_TURNING = ("hint.can-turn-face-up", "kind.can-turn-face-up")
_ENTERING = ("event.enters-face-down", "event.enters-face-up")
#: The words saying a permanent enters the battlefield ("enters the battlefield", "ins Spiel kommt", "进战场").
_ENTERS_WORDS = "kind.enters-triggers-on-turning-face-up"
#: The words "trigger", "誘発", "触发" (and "enters"): they lean towards the face-down card's own enters abilities.
_TRIGGER_WORDS = "hint.enters-triggers-on-turning-face-up"
#: The kind the abilities read here are asked by.
KIND = "watcher-triggers"


def place(unplaced: list[Any], hits: list[Hit], corpus: Any) -> tuple[Any, list[Hit], list[Hit]] | None:
    """The one card left unplaced whose whole text is read here, with the concepts it brings at its name (that the
    question is whether its ability triggers, and what that ability waits for) and the hits its reading takes the
    place of, or None: no such card, more than one card left, an opponent named (its abilities watch only what *you*
    control), or no single ability the words point at — the effect or the waited event the question names ("do I
    draw a card?", the quoted "whenever a face-down creature enters") must be an ability's, and with neither named,
    the event told (turning face up, entering) must pick the abilities waiting for the same thing when the card has
    abilities waiting for different things (one waiting for another event is asked about too: the answer is no).

    "Soul Warden: does it trigger when a face-down creature enters the battlefield?": the entering words
    (``kind.enters-triggers-on-turning-face-up``'s, "戦場に出たとき") say the event, a face-down permanent entering,
    not the face-down card's own enters abilities: they are read as ``event.enters-face-down`` instead."""
    if len({card.card_id for card in unplaced}) != 1 or unplaced[0].span == (0, 0):
        return None
    card = unplaced[0]
    read = watchers(corpus.card(card.card_id))
    if read is None or any(hit.concept == "player.opponent" for hit in hits):
        return None
    concepts = {hit.concept for hit in hits}
    numbers = {concept for concept in concepts if concept.startswith("number.")}
    if ("effect.draw" in concepts and numbers - {"number.1"}) or ("effect.gain-life" in concepts and numbers):
        return None  # "do I draw two cards?", "do I gain 3 life?": an amount the reading doesn't check
    turning = bool(concepts & set(_TURNING))
    words = [hit for hit in hits if hit.concept == _ENTERS_WORDS]
    if words and (turning or "face-down" not in concepts or "face-up" in concepts):
        return None  # entering beside turning, or what entered not said face down: which event is not sure
    # a procedure word alone ("I manifest a card") tells it entered face down; beside turning words it only says how
    # the permanent turned face up got face down ("I flip up a cloaked creature")
    entering = bool(concepts & set(_ENTERING) or words) or (
        not turning and any(c.startswith("proc.") for c in concepts))
    chosen = [w for w in read if (not concepts & set(OUTCOMES) or w.effect in concepts)
              and (not concepts & set(WAITS) or w.waits in concepts
                   or (w.waits == "waits.creature-turned-face-up" and "waits.turned-face-up" in concepts))]
    chosen = [w for w in chosen if all(w.index == n for concept, n in ORDINALS.items() if concept in concepts)]
    if not concepts & set(OUTCOMES + WAITS) and not concepts & set(ORDINALS):
        if turning == entering:
            return None  # neither told, or both: which ability is asked about is not sure
        if len({w.waits for w in read}) > 1:
            chosen = [w for w in chosen if (w.waits in _WAITS_ENTERING) == entering]
    if len({w.waits for w in chosen}) != 1:
        return None
    event = [Hit("event.enters-face-down", hit.start, hit.end, Phrase("event.enters-face-down", (), "", "common"),
                 segments=hit.segments) for hit in words]
    # at each place the card is named: "J'ai Garde des âmes … : Garde des âmes se déclenche ?" asks in the second
    return card, [Hit(concept, named.span[0], named.span[1], Phrase(concept, (), card.name, "common"),
                      segments=(named.span,)) for named in unplaced if named.span != (0, 0)
                  for concept in (f"kind.{KIND}", f"hint.{KIND}", chosen[0].waits)] + event, words


def asking(hits: list[Hit], placed: bool) -> list[Hit]:
    """With a card read here, a ``kind.watcher-triggers`` cue where the words name the ability asked about: its
    trigger quoted ("does the 'whenever a face-down creature enters' ability trigger?"), its effect ("do I draw a
    card?" when its ability draws) or its place ("does the first ability trigger?")."""
    if not placed:
        return []
    naming = WAITS + OUTCOMES + tuple(ORDINALS)
    # a cue and a hint: naming the ability outweighs the bare word "ability" (a claim of characteristics)
    return [Hit(concept, hit.start, hit.end, Phrase(concept, (), "", "common"), segments=hit.segments)
            for hit in hits if hit.concept in naming for concept in (f"kind.{KIND}", f"hint.{KIND}")] + [
        # "魂の管理人がいるとき、…誘発する？": the bare word "trigger" where the card waits asks whether it triggers too
        Hit(f"hint.{KIND}", hit.start, hit.end, Phrase(f"hint.{KIND}", (), "", "common"), segments=hit.segments)
        for hit in hits if hit.concept == _TRIGGER_WORDS]


def unexplained(hits: list[Hit], text: Text, placed: bool) -> list[str]:
    """The words of the question naming an ability's trigger ("whenever a face-down creature enters…"), effect ("do I
    draw a card?") or place ("the first ability") when no card read brings that ability: by themselves they would be
    left out of the reading.  An effect quoted is the rules text of a card described ("its card says 'When this
    creature enters, draw a card.'"), read by the phrases for such texts."""
    if placed:
        return []
    quotes = []
    for quoted in text.quoted:
        written = read(quoted).normal
        at = text.normal.find(written) if written else -1
        if at >= 0:
            quotes.append((at, at + len(written)))
    return [text.normal[hit.start:hit.end] for hit in hits if hit.concept in WAITS or (
        hit.concept in OUTCOMES + tuple(ORDINALS) and not any(start <= hit.start and hit.end <= end
                                                              for start, end in quotes))]


def watches_instead(subject: Any, hits: list[Hit], corpus: Any) -> bool:
    """True when the card taken for the face-down one is rather a noncreature card watching it: its whole text is
    read here, and the question names the face-down permanent by a creature noun of its own ("Secret Plans and I turn
    my cloaked creature face up"; "I manifested Secret Plans", with no such noun, stays the face-down card)."""
    card = corpus.card(subject.card_id)
    return ("creature" not in subject.types and any(hit.concept == "noun.creature" for hit in hits)
            and watchers(card) is not None)


#: The kinds a static effect on the face-down creature is read for: what it is, and the damage it deals.
STATIC_KINDS = ("characteristics", "combat-damage")
#: The kind such a card leans towards when no word cues one.
LEANS = "hint.characteristics"


def static_on(unplaced: list[Any], hits: list[Hit], corpus: Any) -> tuple[Any, tuple[dict[str, Any], ...]] | None:
    """The one card left unplaced whose whole text is read here and has static abilities on face-down creatures, with
    their effects ("Geheime Pläne liegt: sind meine verdeckten Kreaturen 2/3?"), when the words name none of its
    triggered abilities and tell nothing happening (no turning face up, entering, procedure: a trigger could be what
    is asked), and no opponent (they are on creatures *you* control).  None otherwise."""
    if len({card.card_id for card in unplaced}) != 1 or unplaced[0].span == (0, 0):
        return None
    effects = statics(corpus.card(unplaced[0].card_id))
    concepts = {hit.concept for hit in hits}
    if effects is None or "player.opponent" in concepts or concepts & set(OUTCOMES + WAITS + tuple(ORDINALS)) \
            or concepts & set(_TURNING + _ENTERING) or any(c.startswith("proc.") for c in concepts):
        return None
    return unplaced[0], effects
