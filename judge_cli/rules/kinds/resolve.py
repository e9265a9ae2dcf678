"""``resolve``: one of the seed cards — Become Anonymous, Hide in Plain Sight, Unexplained Absence — resolved on
an explicit state: a library, a battlefield, targets."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from judge_cli.corpus.model import Card
from judge_cli.i18n import N_, _, ngettext
from judge_cli.rules.given import Reader
from judge_cli.rules.kind import UNSTATED_COST, AskClaim, AskDraft, AskFacts, AskHints, QuestionKind, key
from judge_cli.rules.seed_spells import SEED_CARDS, SpellState, evaluate
from judge_cli.rules.state import Permanent

_CARD_REF = {"$ref": "#/$defs/cardRef"}


@dataclass(frozen=True)
class Given:
    """The keys of ``given`` as a scenario writes them (:func:`parse` reads them into a :class:`SpellState`)."""

    card: Card = key(doc="the spell: Become Anonymous, Hide in Plain Sight or Unexplained Absence (corpus name in "
                         "any language)")
    caster: str = key(default="you", doc="the player casting it")
    players: tuple[str, ...] = key(default=("you", "opponent"), doc="every player of the game")
    library: dict[str, Any] | None = key(
        default=None, doc="player -> cards, top card first",
        schema={"type": "object", "additionalProperties": {"type": ["array", "null"], "items": _CARD_REF}})
    battlefield: tuple[Permanent, ...] = key(default=(), doc="each permanent with a distinct label (or card name)")
    targets: Any = key(
        default=None, doc="Become Anonymous: [label] (exactly one); Unexplained Absence: {player: label}, up to one "
                          "per player; Hide in Plain Sight: none",
        schema={"oneOf": [{"type": "array", "minItems": 1, "maxItems": 1, "items": {"type": "string"}},
                          {"type": "object", "additionalProperties": {"type": "string"}}]})
    cloak_choice: Any = key(
        default=None, doc="Hide in Plain Sight: the two cards to cloak, by position (1-5) or name",
        schema={"type": "array", "maxItems": 2,
                "items": {"oneOf": [{"type": "integer", "minimum": 1, "maximum": 5}, {"type": "string"}]}})
    pay_ward: bool = key(default=True, doc="whether the caster pays ward when targeting an opponent's permanent")


def parse(reader: Reader, given: dict) -> SpellState:
    """Validate the ``given`` of a ``resolve`` question."""
    spell = reader.card(given, "card", "given")
    spell_id = spell.id or SEED_CARDS.get(spell.name.casefold())
    if spell_id is None or spell_id not in SEED_CARDS.values():
        raise reader.wrong(given, "card", "given", _("one of the seed cards: {names}").format(
            names="Become Anonymous, Hide in Plain Sight, Unexplained Absence"))
    caster = reader.text(given, "caster", "given", "you")
    players = _players(reader, given, caster or "you")
    battlefield = _battlefield(reader, given, players)
    library = _libraries(reader, given, players)
    choice = None
    if given.get("cloak_choice") is not None:
        if spell_id != "hide-in-plain-sight":
            raise reader.error("given.cloak_choice", _("expected only with Hide in Plain Sight (the other cards have "
                                                       "no choice of cards to cloak)"), given, "cloak_choice")
        choice = _choice(reader, given, library[caster])
    return SpellState(
        spell=spell_id, caster=caster, players=players, battlefield=battlefield, library=library,
        pay_ward=reader.boolean(given, "pay_ward", "given", True),
        targets=_targets(reader, given, spell_id, players, battlefield), cloak_choice=choice)


def _players(reader: Reader, given: dict, caster: str) -> tuple[str, ...]:
    raw = given.get("players")
    if raw is None:
        players = ("you", "opponent")
    elif not isinstance(raw, list) or not raw or not all(isinstance(p, str) and p.strip() for p in raw):
        raise reader.wrong(given, "players", "given", _("a list of player names such as [you, opponent]"))
    else:
        players = tuple(p.strip() for p in raw)
    if caster not in players:
        raise reader.error("given.caster", _("expected one of the players: {players}").format(
            players=", ".join(players)), given, "caster")
    return players


def _known_player(reader: Reader, name: str, players: tuple[str, ...], where: str, mapping: Any, key: Any) -> str:
    if name not in players:
        raise reader.error(where, _("unknown player {name!r}; expected one of: {players}").format(
            name=name, players=", ".join(players)), mapping, key)
    return name


def _battlefield(reader: Reader, given: dict, players: tuple[str, ...]) -> dict[str, Permanent]:
    raw = given.get("battlefield") or []
    if not isinstance(raw, list):
        raise reader.wrong(given, "battlefield", "given", _("a list of permanents"))
    found: dict[str, Permanent] = {}
    for index, item in enumerate(raw):
        where = f"given.battlefield[{index + 1}]"
        permanent = reader.permanent(item, where, raw, index)
        label = permanent.label or permanent.card.name
        if label in found:
            raise reader.error(where, _("two permanents are called {label!r}; expected a distinct label for each")
                               .format(label=label), raw, index)
        for role in ("controller", "owner"):
            _known_player(reader, getattr(permanent, role), players, f"{where}.{role}", item, role)
        found[label] = permanent
    return found


def _libraries(reader: Reader, given: dict, players: tuple[str, ...]) -> dict[str, list[Card]]:
    raw = given.get("library") or {}
    if not isinstance(raw, dict):
        raise reader.wrong(given, "library", "given", _("a mapping of player to cards, top card first"))
    libraries: dict[str, list[Card]] = {player: [] for player in players}
    for player, cards in raw.items():
        _known_player(reader, str(player), players, "given.library", raw, player)
        if cards is None:
            continue
        if not isinstance(cards, list):
            raise reader.wrong(raw, player, "given.library", _("a list of cards, top card first"))
        libraries[str(player)] = [reader.card_ref(card, f"given.library.{player}[{i + 1}]", cards, i)
                                  for i, card in enumerate(cards)]
    return libraries


def _targets(reader: Reader, given: dict, spell_id: str, players: tuple[str, ...],
             battlefield: dict[str, Permanent]) -> dict[str, str]:
    """Player the target was chosen for (``you`` for Become Anonymous) -> permanent label."""
    raw = given.get("targets")
    if spell_id == "hide-in-plain-sight":
        if raw is not None:
            raise reader.error("given.targets", _("expected no targets: Hide in Plain Sight has none"), given,
                               "targets")
        return {}
    if spell_id == "become-anonymous":
        if not isinstance(raw, list) or len(raw) != 1 or not isinstance(raw[0], str):
            raise reader.error("given.targets", _("expected a list with the label of the one target creature"),
                               given, "targets")
        chosen = {"-": raw[0]}
    else:
        if raw is None:
            raw = {}
        if not isinstance(raw, dict) or not all(isinstance(v, str) for v in raw.values()):
            raise reader.error("given.targets", _("expected a mapping of player to the label of the permanent "
                                                  "targeted for that player (up to one each)"), given, "targets")
        chosen = {_known_player(reader, str(k), players, "given.targets", raw, k): v for k, v in raw.items()}
        if len(set(chosen.values())) != len(chosen):
            raise reader.error("given.targets", _("expected a different permanent for each player"), given, "targets")
    for label in chosen.values():
        if label not in battlefield:
            raise reader.error("given.targets", _("unknown permanent {label!r}; expected one of: {labels}").format(
                label=label, labels=", ".join(battlefield) or _("(the battlefield is empty)")), given, "targets")
    return chosen


def _choice(reader: Reader, given: dict, library: list[Card]) -> list[int]:
    """Hide in Plain Sight: 0-based positions (among the top five) of the cards to cloak."""
    raw, top = given["cloak_choice"], library[:5]
    wanted = min(2, len(top))
    if not isinstance(raw, list) or len(raw) != wanted:
        raise reader.wrong(given, "cloak_choice", "given", ngettext(
            "a list of {count} card (name or position 1-5 in the library)",
            "a list of {count} cards (names or positions 1-5 in the library)", wanted).format(count=wanted))
    positions: list[int] = []
    for item in raw:
        if isinstance(item, int) and not isinstance(item, bool) and 1 <= item <= len(top):
            position = item - 1
        else:
            matches = [i for i, c in enumerate(top) if isinstance(item, str) and c.name.casefold() == item.casefold()
                       and i not in positions]
            if not matches:
                raise reader.error("given.cloak_choice", _("{item!r} is not among the top {count} cards; expected a "
                                                           "name or a position").format(item=item, count=len(top)),
                                   raw, raw.index(item))
            position = matches[0]
        if position in positions:
            raise reader.error("given.cloak_choice", _("the same card is chosen twice; expected two different cards"),
                               given, "cloak_choice")
        positions.append(position)
    return positions


#: Library size assumed when the question doesn't say: enough for the card to do all it can.
FULL_LIBRARY = {"become-anonymous": 2, "hide-in-plain-sight": 5, "unexplained-absence": 1}
#: The English names ``resolve`` reads.
SEED_NAMES = {"become-anonymous": "Become Anonymous", "hide-in-plain-sight": "Hide in Plain Sight",
              "unexplained-absence": "Unexplained Absence"}


def _ask_hook(draft: AskDraft, facts: AskFacts) -> None:
    """The seed card named, its target as the words describe it, and the library size (assumed full)."""
    spell = next((card_id for card_id in facts.card_ids if card_id in SEED_NAMES), None)
    if spell is None:
        draft.missing.append("which card is cast")
        return
    draft.given["card"] = SEED_NAMES[spell]
    size = 0 if facts.has("library.empty") else facts.number() if facts.has("zone.library") else None
    if size is None:
        size = FULL_LIBRARY[spell]
        draft.assumed.append("library size")
    library = [{"name": f"library card {i + 1}", "types": ["creature"], "mana_cost": UNSTATED_COST}
               for i in range(size)]
    if spell == "hide-in-plain-sight":
        draft.given["library"] = {"you": library}
        return
    types = [t for t in ("creature", "land", "artifact", "enchantment", "planeswalker", "battle")
             if facts.has(f"type.{t}")] or ["creature"]
    player = "opponent" if facts.has("player.opponent") else "you"
    card: dict[str, Any] = {"name": f"target {' '.join(types)}", "types": types}
    if "land" not in types:
        card["mana_cost"] = UNSTATED_COST
    target: dict[str, Any] = {"label": "target", "card": card}
    if player != "you":
        target["controller"] = player
    if facts.has("status.token"):
        target["token"] = True
    draft.given["battlefield"] = [target]
    if spell == "become-anonymous":
        draft.given["targets"] = [target["label"]]
        draft.given["library"] = {"you": library}
    else:
        draft.given["targets"] = {player: target["label"]}
        draft.given["library"] = {player: library}


def _count(answer: Mapping[str, Any], facts: AskFacts) -> bool | None:
    """"Do I cloak three cards?": the number written is the number of cards cloaked."""
    number = facts.number()
    return None if number is None else answer["cloaked_count"] == number


#: Yes/no questions about what resolving does (see AskHints.claims).
CLAIMS: dict[str, AskClaim] = {
    "claim.tapped": lambda answer, facts: answer["tapped"] == "yes" if answer["cloaked_count"] else None,
    "claim.cloaked-count": _count,
    "claim.exiles": lambda answer, facts: bool(answer["exiled"]),
    "claim.legal-target": lambda answer, facts: not answer["illegal_targets"],
    "claim.opponent-cloaks": lambda answer, facts: bool(answer["cloaked"].get("opponent")),
}


KIND = QuestionKind(
    name="resolve", given=Given, evaluate=evaluate, parse=parse, answer="mapping", position=130,
    summary="What happens when one of the seed cards resolves on this state?",
    ask=AskHints(label=N_("What happens when the spell resolves?"), subject="none", hook=_ask_hook, claims=CLAIMS),
)
