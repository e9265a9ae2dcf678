"""What a card named besides the face-down one does to it, read off the card's own English rules text.

"Can I Doom Blade a face-down creature?", "Essence Scatter on my morph spell?": the card named is neither the
face-down card nor a seed spell, and what decides the question is its rules text — "Destroy target nonblack
creature.", "Counter target creature spell.".  The text is the corpus card's English oracle text, so the question
may be in any language.  It is read strictly: exactly one "target" in the whole text, a target phrase of known
words only (type, non-type, color, non-color, mono/multicolored, power, toughness and mana value bounds, a keyword
ability), nothing after it that could change what it may target ("you control", "that's attacking", "unless its
controller pays"); anything else and the card is not read (None), so the question is refused rather than
answered with part of a requirement.
"""

from __future__ import annotations

import re
from dataclasses import field
from typing import Any

from judge_cli.game.vocabulary import CARD_TYPES, COLORS
from judge_cli.records import frozen

#: What reading a card may say: it targets a permanent, counters a spell, or exiles a permanent and returns it.
TARGET, COUNTER, BLINK = "target", "counter", "blink"
#: The permanent types "permanent" and "any target" cover (CR 110.4, 115.4).
_PERMANENT_TYPES = ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")
_ANY_TARGET = ("creature", "planeswalker", "battle")
#: Words a card's text may have that change what or how many it targets: such a card is not read.
_UNREAD = ("choose one", "choose two", "choose three", "choose any number", "overload", "entwine", "strive",
           "splice", "spree", "escalate", "kicker", "copy", "for each", "divided", "instead")
#: The word right before "target" in the texts read: the verbs (and "to", "of", "on" after theirs), or nothing.
_BEFORE = {"destroy": "destroy", "exile": "affect", "return": "affect", "tap": "affect", "untap": "affect",
           "counter": "counter", "to": "affect", "of": "affect", "on": "affect", "": "affect"}
#: Words that may follow the target phrase: they start what happens to it, never say more about what it is.
_AFTER = ("", "to", "gets", "gains", "loses", "becomes", "phases", "and", "into", "on", "can't", "doesn't")
#: The patterns of this module are written as text, compiled by ``re`` (and kept in its cache) on first use: a
#: question that names no card reads none of them, and compiling them cost every question about 1 ms.
_BOUND = r"^with (power|toughness|mana value|converted mana cost) (\d+) or (greater|less)\b ?"
_KEYWORDS = ("flying", "reach", "defender", "trample", "haste", "vigilance", "deathtouch", "lifelink",
             "first strike", "double strike", "menace", "hexproof", "indestructible")


@frozen
class CardAction:
    """What a card's text does to its target: ``verb`` is ``target`` (a permanent), ``counter`` (a spell) or ``blink``
    (it exiles the permanent and returns that card to the battlefield); ``action`` is ``destroy`` or ``affect``;
    ``requires`` what the target must be (a ``given`` requirement); ``yours``: the target must be a permanent the
    card's controller controls ("target creature you control")."""

    verb: str
    action: str
    requires: dict[str, Any] = field(default_factory=dict)
    yours: bool = False
    #: What the target must meet as the spell resolves for the effect to happen ("if it has mana value 2 or less").
    only_if: dict[str, Any] = field(default_factory=dict)
    #: A revolt line widens that condition ("…4 or less instead if a permanent you controlled left the battlefield").
    revolt: bool = False


def action(card: Any) -> CardAction | None:
    """The reading of ``card``'s front face (a corpus card), or None when its text is not one read here."""
    blinking = blink(card) or conditional(card)
    if blinking is not None:
        return blinking
    text = " ".join(own_text(card).split())
    if any(word in text for word in _UNREAD) or len(re.findall(r"\btargets?\b", text)) != 1:
        return None
    for sentence in re.split(r"(?<=[.:])\s+|\n", text):
        found = re.search(r"(?:^|(?<=[\s:,]))(?:(\w+) )?(any )?target\b ?(.*)$", sentence)
        if found:
            return _sentence(found.group(1) or "", (found.group(2) or "") + found.group(3))
    return None


def _sentence(before: str, rest: str) -> CardAction | None:
    """The reading of ``target <rest>`` after the word ``before``."""
    verb = _BEFORE.get(before)
    if verb is None:
        return None
    parsed = _phrase(rest)
    if parsed is None:
        return None
    requires, spell, tail = parsed
    if spell != (verb == "counter"):
        return None  # "counter target creature" is no counterspell; "return target creature spell" no removal
    if tail.split(" ", 1)[0].rstrip(".,") not in _AFTER or (verb == "counter" and tail.strip(" .")):
        return None  # "…unless its controller pays {3}", "…you control", "…card from your graveyard"
    return CardAction(COUNTER if spell else TARGET, "destroy" if verb == "destroy" else "affect", requires)


def _phrase(rest: str) -> tuple[dict[str, Any], bool, str] | None:
    """(requirement, targets a spell?, the words after the phrase) of a target phrase, or None when a word of it is
    not read."""
    if rest.startswith("any "):  # "any target": a creature, player, planeswalker or battle (CR 115.4)
        return {"any_types": list(_ANY_TARGET)}, False, rest[len("any "):].strip()
    requires: dict[str, Any] = {}
    words = rest.split(" ")
    bare = [word.rstrip(".,") for word in words]
    nouns: list[str] = []
    at = 0
    while at < len(words) and not _noun(bare[at]) and bare[at] != "spell":
        if not _adjective(bare[at], requires) or words[at] != bare[at]:
            return None
        at += 1
    while at < len(words) and _noun(bare[at]):
        nouns.append(bare[at])
        comma = words[at].endswith(",")
        at += 1
        if at + 1 < len(words) and bare[at] == "or" and bare[at + 1] in ("player", "opponent") and nouns:
            at += 2  # "target creature or player": a permanent is never a player
            break
        if at + 1 < len(words) and bare[at] == "or" and _noun(bare[at + 1]):
            at += 1
        elif not comma:
            break
    spell = at < len(words) and bare[at] == "spell"
    at += spell
    if not nouns and not spell:
        return None
    types = [noun for noun in nouns if noun != "permanent"]
    if "permanent" in nouns and types:
        return None
    if len(types) == 1:
        requires.setdefault("types", []).append(types[0])
    elif types:
        requires["any_types"] = types
    tail = _bounds(" ".join(words[at:]), requires)
    return None if tail is None else (requires, spell, tail)


def _noun(word: str) -> bool:
    """True for a permanent type, or "permanent"."""
    return word in _PERMANENT_TYPES or word == "permanent"


def _adjective(word: str, requires: dict[str, Any]) -> bool:
    """Add what an adjective before the noun requires; False for a word not read."""
    if word.startswith("non") and word[3:].lstrip("-") in CARD_TYPES:
        requires.setdefault("not_types", []).append(word[3:].lstrip("-"))
    elif word.startswith("non") and word[3:].lstrip("-") in COLORS:
        requires.setdefault("not_colors", []).append(word[3:].lstrip("-"))
    elif word in COLORS:
        requires.setdefault("colors", []).append(word)
    elif word == "colorless":
        requires.setdefault("colors", []).append("colorless")
    elif word in ("monocolored", "multicolored"):
        requires[word] = True
    elif word.startswith("non-") and word[4:].isalpha() and word[4:] not in CARD_TYPES + COLORS:
        requires.setdefault("not_subtypes", []).append(word[4:].title())  # "non-Angel": a subtype (CR 205.3)
    elif word == "nonlegendary":
        requires.setdefault("not_supertypes", []).append("legendary")
    elif word == "legendary":
        requires.setdefault("supertypes", []).append("legendary")
    else:
        return False
    return True


def _bounds(tail: str, requires: dict[str, Any]) -> str | None:
    """Read "with power 4 or greater", "with flying", "without flying" after the noun; the words left (None when a
    "with"/"without" says something not read)."""
    while tail.startswith(("with ", "without ")):
        bound = re.match(_BOUND, tail)
        if bound:
            what, number, side = bound.group(1), int(bound.group(2)), bound.group(3)
            what = "mana_value" if what in ("mana value", "converted mana cost") else what
            requires[("min_" if side == "greater" else "max_") + what] = number
            tail = tail[bound.end():]
            continue
        negated, _space, words = tail.partition(" ")
        keyword = next((k for k in _KEYWORDS if words.rstrip(".").startswith(k)
                        and words[len(k):len(k) + 1] in ("", " ", ".", ",")), None)
        if keyword is None:
            return None
        requires.setdefault("abilities" if negated == "with" else "not_abilities", []).append(keyword)
        tail = words[len(keyword):].strip()
    return tail.strip()


#: The one ability of a card that exiles a permanent and returns that card to the battlefield (Cloudshift, Momentary
#: Blink, Restoration Angel, Flickerwisp, Conjurer's Closet, Turn to Mist), after a trigger condition at most: the
#: target phrase (group 1), then the return — at once, or at the beginning of the next end step.  "…tapped", "…with a
#: +1/+1 counter on it", "two target …", "if it's a Spirit" say more: not read.
_BLINK = (r"(?:(?:when ~ enters the battlefield|at the beginning of your end step), )?(?:you may )?exile (?:another )?"
          r"target ([a-z' -]+?)(?:, then return (?:it|that card) to the battlefield under (?:your|its owner's) control|"
          r"\. return that card to the battlefield under its owner's control at the beginning of the next end step)\.")
#: The other lines a blinking card may have: keyword abilities that change nothing of what happens to its target.
_BLINK_KEYWORDS = r"flash|flying|rebound|flashback (?:\{[0-9wubrgcx]+\})+"


def blink(card: Any) -> CardAction | None:
    """The reading of ``card``'s front face when its whole text is one ability exiling a target permanent and returning
    that card to the battlefield (:data:`_BLINK`), beside keyword lines at most (Flash, Flying, Flashback {3}{U}); None
    for any other text: a card is read whole or not at all."""
    lines = [" ".join(line.split()) for line in own_text(card).splitlines() if line.strip()]
    blinks = [re.fullmatch(_BLINK, line) for line in lines]
    found = [match for match in blinks if match is not None]
    if len(found) != 1 or any(match is None and re.fullmatch(_BLINK_KEYWORDS, line) is None
                              for match, line in zip(blinks, lines, strict=True)):
        return None
    phrase = found[0].group(1)
    yours = phrase.endswith(" you control")
    parsed = _phrase(phrase[:-len(" you control")] if yours else phrase)
    if parsed is None or parsed[1] or parsed[2]:
        return None  # a spell, or words after the noun ("…an opponent controls", "…with flying"): not read
    return CardAction(BLINK, "affect", parsed[0], yours)


#: "Destroy target creature if it has converted mana cost 2 or less." (Fatal Push): the target phrase, the bound.
_CONDITIONAL = r"destroy target ([a-z' -]+?) if it has (?:converted mana cost|mana value) (\d+) or less\."
#: Its revolt line: the same effect with a higher bound "instead" when a permanent you controlled left this turn.
_REVOLT = (r"revolt — destroy that creature if it has (?:converted mana cost|mana value) (\d+) or less instead if a "
           r"permanent you controlled left the battlefield this turn\.")


def conditional(card: Any) -> CardAction | None:
    """The reading of ``card``'s front face when its whole text destroys its target only if the target's mana value is
    at most N as it resolves (:data:`_CONDITIONAL`), with at most a revolt line raising that bound; None otherwise."""
    lines = [" ".join(line.split()) for line in own_text(card).splitlines() if line.strip()]
    first = re.fullmatch(_CONDITIONAL, lines[0]) if lines else None
    revolt = re.fullmatch(_REVOLT, lines[1]) if len(lines) == 2 else None
    if first is None or len(lines) > 2 or (len(lines) == 2 and revolt is None):
        return None
    parsed = _phrase(first.group(1))
    if parsed is None or parsed[1] or parsed[2] or (revolt is not None and int(revolt.group(1)) < int(first.group(2))):
        return None
    return CardAction(TARGET, "destroy", parsed[0], only_if={"max_mana_value": int(first.group(2))},
                      revolt=revolt is not None)


#: An ability that puts the top card(s) of a library onto the battlefield face down and does nothing else, after an
#: activation cost or a trigger condition (which say when it happened, nothing about the card put face down).
_SOURCE = (r"(?:(?:when|whenever|at the beginning of) [^,.:]+, |[^:.\"]+: )?(?:you may )?"
           r"(manifest|cloak) the top (?:card|two cards|three cards) of your library\.")


def procedure(card: Any) -> str | None:
    """The face-down procedure (``manifest``, ``cloak``) ``card``'s front face performs when each of its abilities is
    only that ("Manifest the top card of your library.", "{1}{B}, {T}, Sacrifice another creature: Manifest…"):
    the card named as what put a card face down says how it got there, never which card it is.  None for any other
    text ("…then put two +1/+1 counters on it", a second ability): that card is not read."""
    text = own_text(card)
    lines = [" ".join(line.split()) for line in text.splitlines() if line.strip()]
    matches = [re.fullmatch(_SOURCE, line) for line in lines]
    if not lines or any(match is None for match in matches):
        return None
    found = {match.group(1) for match in matches if match is not None}
    return found.pop() if len(found) == 1 else None


#: A creature card's whole text when all it does is enter as a copy of a creature (Clone): as it enters, its copiable
#: values are those of that creature (CR 707.2), face down a nameless 2/2 with no abilities (CR 708.2).  "…creature
#: you control" (Mirror Image) or an "except…" (Phantasmal Image, Quicksilver Gargantuan) says more: not read.
_COPIER = r"you may have ~ enter(?: the battlefield)? as a copy of any creature on the battlefield\."


def copies(card: Any) -> bool:
    """True when ``card``'s front face is a creature whose whole rules text is "You may have ~ enter the battlefield
    as a copy of any creature on the battlefield." (ask.roles.copier_card)."""
    text = own_text(card)
    return re.fullmatch(_COPIER, " ".join(text.split())) is not None


def can_be_cast_face_down(card: Any, procedure: str) -> bool:
    """True when ``card`` can be a face-down permanent by ``procedure`` ("morph", "megamorph", "disguise"): its front
    face has that keyword (a megamorph cost is a morph cost, CR 702.37b); a card cast face down any other way has
    none (CR 702.37c, 702.168c)."""
    face = card.front
    keywords = ("morph", "megamorph") if procedure in ("morph", "megamorph") else (procedure,)
    return any(face.cost(keyword) is not None for keyword in keywords)


#: "When Ashcloud Phoenix dies, return it to the battlefield face down under your control."
_RETURNS_ITSELF = re.compile(r"when ~ dies, return it to the battlefield face down\b")


def returns_itself_face_down(card: Any) -> bool:
    """True when ``card``'s own text returns it to the battlefield face down when it dies (Ashcloud Phoenix): an
    ability it has only face up (ask: what returns it, rules kind leaves-and-returns)."""
    return _RETURNS_ITSELF.search(" ".join(own_text(card).split())) is not None


def own_text(card: Any) -> str:
    """``card``'s front face's rules text, lower case, without reminder text, its own name written ``~``."""
    face = card.front
    text = re.sub(r"\([^)]*\)", "", (face.oracle_text or "")).lower().replace("’", "'")
    for name in {face.name, getattr(card, "name", face.name)}:
        if name:
            text = text.replace(name.lower(), "~")
    return text


#: An Aura's whole text when all it does to the creature it enchants is make it lose all abilities, perhaps with a new
#: creature type and base power and toughness (Lignify, Fowl Play).  "…loses all other abilities" (Deep Freeze, which
#: gives defender), "…has indestructible" (Darksteel Mutation): not read.
_LOSES_ALL = (r"enchant creature\nenchanted creature (?:is an? [a-z]+ with base power and toughness \d+/\d+ and )?"
              r"loses all abilities\.")


def removes_abilities(card: Any) -> bool:
    """True when ``card``'s front face's whole rules text is an Aura that makes the enchanted creature lose all
    abilities ("Enchant creature / Enchanted creature is a Treefolk with base power and toughness 0/4 and loses all
    abilities."): on a face-down permanent, its morph, megamorph or disguise cost is lost with them (CR 702.37,
    702.168), while turning a cloaked or manifested creature card face up for its mana cost is a rule, no ability
    (CR 701.58b, 701.40b)."""
    lines = [" ".join(line.split()) for line in own_text(card).splitlines() if line.strip()]
    return re.fullmatch(_LOSES_ALL, "\n".join(lines)) is not None
