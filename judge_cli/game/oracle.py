"""What the rules read off an Oracle text: keyword abilities, trigger words and face-down keyword costs.

One reading for every source of cards (the shipped YAML, MTGJSON and Scryfall
imports, the store), so a corpus card has the same facts wherever it came from.
The reading is deliberately narrow: a line counts as keywords only when every
comma-separated part of it is a known keyword, so rules text is never mistaken
for an ability.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from judge_cli.game.card import Face

#: Keyword abilities judge-cli's rules look at (lower case, as ``abilities:`` lists them).
KEYWORDS: tuple[str, ...] = (
    "changeling", "deathtouch", "defender", "double strike", "first strike", "flash", "flying", "haste",
    "hexproof", "indestructible", "intimidate", "lifelink", "menace", "reach", "shroud", "trample",
    "vigilance", "fear", "shadow", "horsemanship", "skulk", "split second", "devoid", "banding", "phasing",
)
#: Keywords followed by a parameter: ``ward {2}``, ``protection from red``, ``morph {3}{G}``.
PARAMETER_KEYWORDS: tuple[str, ...] = ("ward", "protection from", "hexproof from", "morph", "megamorph",
                                       "disguise", "landwalk")
#: Keyword costs that turn a face-down card face up (megamorph is a morph, CR 702.37b).
FACE_UP_COSTS: tuple[str, ...] = ("disguise", "morph", "megamorph")

_REMINDER = re.compile(r"\([^()]*\)")
_COST = re.compile(r"^(Disguise|Morph|Megamorph)(?:\s+((?:\{[^{}]+\})+)|\s*—\s*([^.(]+)\.?)", re.MULTILINE)
_TRIGGERS = (
    ("turned-face-up", re.compile(r"\bwhen(?:ever)?\b[^.]*\bis turned face up\b", re.IGNORECASE)),
    ("enters", re.compile(r"\bwhen(?:ever)?\b[^.]*\benters\b", re.IGNORECASE)),
    ("dies", re.compile(r"\bwhen(?:ever)?\b[^.]*\bdies\b", re.IGNORECASE)),
    ("leaves-battlefield", re.compile(r"\bwhen(?:ever)?\b[^.]*\bleaves the battlefield\b", re.IGNORECASE)),
    ("attacks", re.compile(r"\bwhen(?:ever)?\b[^.]*\battacks\b", re.IGNORECASE)),
    ("becomes-target", re.compile(r"\bwhen(?:ever)?\b[^.]*\bbecomes the target\b", re.IGNORECASE)),
    ("transforms", re.compile(r"\bwhen(?:ever)?\b[^.]*\btransforms\b", re.IGNORECASE)),
    ("turned-face-down", re.compile(r"\bwhen(?:ever)?\b[^.]*\bis turned face down\b", re.IGNORECASE)),
)
#: "As this creature is turned face up, put five +1/+1 counters on it." (CR 708.11; Hooded Hydra-style).
_FACE_UP_COUNTERS = re.compile(r"\bAs [^.]*? is turned face up, put (a|an|one|two|three|four|five|six|seven|eight|"
                               r"nine|ten|\d+) ([+-]\d+/[+-]\d+) counters? on it\b", re.IGNORECASE)
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
            "nine": 9, "ten": 10}
#: A whole line saying the permanent itself enters tapped ("This land enters tapped.").
_ENTERS_TAPPED = re.compile(r"^(?:this [a-z ]+|~) enters(?: the battlefield)? tapped\.$", re.IGNORECASE)
#: The ability word :func:`read_oracle` records for it (a static ability of entering, CR 603.6d).
ENTERS_TAPPED = "enters tapped"


@dataclass(frozen=True)
class OracleFacts:
    """The keyword abilities, trigger words and face-down keyword costs of one face's Oracle text."""

    abilities: tuple[str, ...] = ()
    triggers: tuple[str, ...] = ()
    costs: tuple[tuple[str, str], ...] = ()
    turned_face_up_counters: tuple[tuple[str, int], ...] = ()


def read_oracle(text: str | None) -> OracleFacts:
    """Read ``text`` (one face's Oracle text) for the facts the rules use."""
    text = text or ""
    abilities: list[str] = []
    for line in text.splitlines():
        if _ENTERS_TAPPED.match(_REMINDER.sub("", line).strip()) and ENTERS_TAPPED not in abilities:
            abilities.append(ENTERS_TAPPED)
            continue
        parts = [part.strip().lower() for part in _REMINDER.sub("", line).split(",")]
        if parts and all(_is_keyword(part) for part in parts):
            # Face-down keyword costs are kept as costs (the rules add them back as abilities when face up).
            abilities += [part for part in parts if part not in abilities and not _is_face_up_cost(part)]
    costs: list[tuple[str, str]] = []
    for keyword, mana_cost, other_cost in _COST.findall(text):
        cost = mana_cost or other_cost.strip()
        if cost and keyword.lower() not in dict(costs):
            costs.append((keyword.lower(), cost))
    triggers = tuple(name for name, pattern in _TRIGGERS if pattern.search(text))
    counters = tuple((kind, _NUMBERS.get(number.lower(), 0) if not number.isdigit() else int(number))
                     for number, kind in _FACE_UP_COUNTERS.findall(text))
    return OracleFacts(tuple(abilities), triggers, tuple(costs), counters)


def _is_face_up_cost(part: str) -> bool:
    return any(part.startswith(keyword) for keyword in FACE_UP_COSTS)


def _is_keyword(part: str) -> bool:
    if part in KEYWORDS:
        return True
    return any(part.startswith(keyword + " ") or part.startswith(keyword + "—") for keyword in PARAMETER_KEYWORDS) \
        or part.endswith("walk") and " " not in part


def face_from_oracle(name: str, type_line: str, mana_cost: str | None = None, oracle_text: str | None = None,
                     power: str | None = None, toughness: str | None = None, loyalty: str | None = None,
                     colors: tuple[str, ...] | None = None) -> Face:
    """A face of a card known by its Oracle data, with the facts :func:`read_oracle` finds in its text."""
    facts = read_oracle(oracle_text)
    return Face(name=name, type_line=type_line, mana_cost=mana_cost, oracle_text=oracle_text or "", power=power,
                toughness=toughness, loyalty=loyalty, colors=colors, abilities=facts.abilities,
                triggers=facts.triggers, costs=facts.costs, turned_face_up_counters=facts.turned_face_up_counters)
