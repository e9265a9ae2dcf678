"""The game's vocabulary, listed once: colours, card types, supertypes, face-down procedures, zones, events,
players, trigger words, keyword counters and card layouts.

The words are the lower-case English forms the scenario format uses (``creature``, ``leaves-battlefield``);
the rules evaluator, the ask reader and the JSON Schema of scenario files all take them from here.
"""

from __future__ import annotations

from judge_cli.i18n import N_, _
from judge_cli.records import frozen

#: The five colours, in WUBRG order; ``colorless`` is written where a list of colours may be empty.
COLORS: tuple[str, ...] = ("white", "blue", "black", "red", "green")
COLORLESS = "colorless"
#: Mana symbol letter -> colour.
COLOR_LETTERS: dict[str, str] = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}

#: How a colour is named in the interface language.
COLOR_LABELS: dict[str, str] = {"white": N_("white"), "blue": N_("blue"), "black": N_("black"), "red": N_("red"),
                                "green": N_("green"), COLORLESS: N_("colorless")}

#: Card types, in the order a type line lists them (``tribal`` is the older name of ``kindred``).
CARD_TYPES: tuple[str, ...] = (
    "artifact", "battle", "creature", "enchantment", "instant", "kindred",
    "land", "planeswalker", "sorcery", "tribal",
)
#: Card types a permanent can have (CR 110.4).
PERMANENT_TYPES: tuple[str, ...] = ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")
#: Card types of spells that never become permanents.
NONPERMANENT_TYPES: tuple[str, ...] = ("instant", "sorcery")
SUPERTYPES: tuple[str, ...] = ("basic", "legendary", "snow", "world", "ongoing")
#: The basic land types (CR 305.6), as subtypes are written.
BASIC_LAND_TYPES: tuple[str, ...] = ("Plains", "Island", "Swamp", "Mountain", "Forest")


@frozen
class Procedure:
    """A way to put a card onto the battlefield face down, and what it means for turning it face up."""

    name: str
    #: The face-down characteristics include ward {2} (CR 701.58a cloak, 702.168a disguise).
    ward: bool
    #: It may be turned face up by revealing a creature card and paying its mana cost (cloak, manifest).
    by_mana_cost: bool
    #: The keyword whose cost turns it face up when the card has it (disguise, morph).
    keyword: str | None
    #: A card can be cast face down this way, so it can be a face-down spell on the stack (disguise, morph).
    cast: bool = False
    #: ``judge ask`` may assume it when a question names no procedure (and checks whether the answer hinges on it).
    probed: bool = True


#: The face-down procedures, by name; ``none`` (face up) is not one of them.  ``effect``: turned face down by a
#: spell or ability that lists no characteristics (CR 708.2a, Ixidron-style); only a morph or disguise cost it
#: would have face up can turn it back (CR 702.37e, 702.168d).
PROCEDURES: dict[str, Procedure] = {p.name: p for p in (
    Procedure("cloak", ward=True, by_mana_cost=True, keyword=None),
    Procedure("disguise", ward=True, by_mana_cost=False, keyword="disguise", cast=True),
    Procedure("morph", ward=False, by_mana_cost=False, keyword="morph", cast=True),
    Procedure("manifest", ward=False, by_mana_cost=True, keyword=None),
    Procedure("effect", ward=False, by_mana_cost=False, keyword=None, probed=False),
)}
PROCEDURE_NAMES: tuple[str, ...] = tuple(PROCEDURES)
FACE_UP = "none"
#: What ``face_down`` may say of a permanent: face up (``none``) or one of the procedures.
FACE_DOWN_CHOICES: tuple[str, ...] = (FACE_UP,) + PROCEDURE_NAMES
#: Keyword abilities whose cost turns a face-down card face up (CR 702.37 morph and its megamorph variant,
#: 702.168 disguise).
FACE_UP_COST_KEYWORDS: tuple[str, ...] = ("disguise", "morph", "megamorph")
#: The procedure a keyword cost belongs to: a megamorph cost is a morph cost (CR 702.37b).
COST_PROCEDURE: dict[str, str] = {"disguise": "disguise", "morph": "morph", "megamorph": "morph"}
#: Keyword actions that put cards onto the battlefield face down, and the procedure of the permanent they make
#: (manifest dread manifests one of the top two cards, CR 701.62a).
FACE_DOWN_ACTIONS: dict[str, str] = {"cloak": "cloak", "manifest": "manifest", "manifest-dread": "manifest"}

ZONES: tuple[str, ...] = ("graveyard", "exile", "hand", "library", "battlefield", "command")
#: Things that happen to a permanent or a spell that questions may name.
EVENTS: tuple[str, ...] = (
    "leaves-battlefield", "dies", "leaves-stack", "countered", "game-ends", "player-leaves-game",
    "attacks", "blocks", "becomes-target", "phases-out", "becomes-tapped", "changes-control", "deals-damage",
)
#: Where a permanent of a question is: on the battlefield, or a spell on the stack (a face-down spell, CR 708.4).
PERMANENT_ZONES: tuple[str, ...] = ("battlefield", "stack")
#: Where an object a question describes may be: a permanent, a spell, or a card in another zone (a question about
#: a card's characteristics in a graveyard or a hand, CR 712.8a).
OBJECT_ZONES: tuple[str, ...] = PERMANENT_ZONES + ("graveyard", "hand", "library", "exile")
#: How long an effect lasts, when it ends with a change of the permanent's status: "until it is turned face down"
#: (Vesuvan Shapeshifter's copy effect).
EFFECT_DURATIONS: tuple[str, ...] = ("turned-face-down", "end-of-turn")
#: When an effect began, for how long it lasts: this turn, or an earlier one (an "until end of turn" effect from an
#: earlier turn ended in that turn's cleanup step, CR 514.2).
EFFECT_CREATED: tuple[str, ...] = ("this-turn", "earlier-turn")
#: What may happen to an object that another permanent's "whenever …" ability watches for.
OBJECT_EVENTS: tuple[str, ...] = (
    "enters-face-down", "enters-face-up", "turned-face-up", "turned-face-down", "transforms", "dies",
    "leaves-battlefield", "phases-out", "phases-in",
)
#: The trigger events a watching ability may name ("whenever a creature enters", "… is turned face up").
WATCHED_EVENTS: tuple[str, ...] = (
    "enters", "turned-face-up", "turned-face-down", "transforms", "dies", "leaves-battlefield",
)
#: Events after which a destination zone may be named.
ZONED_EVENTS: tuple[str, ...] = ("leaves-battlefield", "dies", "leaves-stack", "countered")
#: Events that reveal a face-down object (CR 708.9); the others leave it hidden.
REVEALING_EVENTS: tuple[str, ...] = (
    "leaves-battlefield", "dies", "leaves-stack", "countered", "game-ends", "player-leaves-game",
)

#: What a cost-modifying effect changes: the total cost of spells (CR 601.2f), or morph or disguise costs paid to turn
#: a permanent face up (Exiled Doomsayer: "All morph costs cost {2} more"; a megamorph cost is a morph cost).
COST_MODIFIED: tuple[str, ...] = ("spells", "morph-costs", "disguise-costs")
#: What a restricting effect forbids: turning face up (Karlov Watchdog), activating abilities (Linvala, Keeper of
#: Silence), or, for a spell with split second on the stack, casting spells and activating non-mana abilities;
#: casting spells (Meddling Mage: "spells with the chosen name can't be cast"); attacking ("can't attack").
RESTRICTED_ACTIONS: tuple[str, ...] = ("turning-face-up", "activated-abilities", "split-second", "casting",
                                       "attacking")
#: What may have happened to a permanent since its controller's most recent turn began (``can-attack``): it entered
#: the battlefield (cast, put onto it, cloaked, manifested, returned after leaving: a new object, CR 400.7) or came
#: under its controller's control — these make it new to its controller (CR 302.6); turning face up or down,
#: phasing and transforming don't (the same permanent, CR 708.8, 702.26d).
CONTROL_HISTORY_EVENTS: tuple[str, ...] = ("entered", "control-changed", "turned-face-up", "turned-face-down",
                                           "phased-out", "phased-in", "transformed")
#: The events of CONTROL_HISTORY_EVENTS after which its controller hasn't controlled it since their turn began.
NEW_TO_CONTROLLER_EVENTS: frozenset[str] = frozenset({"entered", "control-changed"})
#: The steps of a turn (the main phases are one word: ``main``), for when a spell may be cast.
STEPS: tuple[str, ...] = ("untap", "upkeep", "draw", "main", "beginning-of-combat", "declare-attackers",
                          "declare-blockers", "combat-damage", "end-of-combat", "end", "cleanup")
#: The steps in which no player normally gets priority (CR 117.3a, 514.3).
NO_PRIORITY_STEPS: frozenset[str] = frozenset({"untap", "cleanup"})
#: Whose permanents a restriction covers, relative to the player who controls its source.
RESTRICTION_SCOPES: tuple[str, ...] = ("everyone", "opponents", "controller")
#: When a restriction applies: always, only during its controller's turn, or only during other players' turns.
RESTRICTION_TURNS: tuple[str, ...] = ("any-turn", "controllers-turn", "opponents-turns")

#: The player asking, and the usual other player; scenarios may name any others.
YOU, OPPONENT = "you", "opponent"
PLAYERS: tuple[str, ...] = (YOU, OPPONENT)
#: Who looks at or controls something, relative to a permanent.
VIEWERS: tuple[str, ...] = ("controller", "opponent")

#: Trigger words a card may list (``triggers:``): what its triggered abilities wait for.
TRIGGERS: tuple[str, ...] = (
    "enters", "turned-face-up", "dies", "attacks", "leaves-battlefield", "becomes-target", "transforms",
    "turned-face-down",
)
#: Counters that grant the keyword of the same name (CR 122.1b).
KEYWORD_COUNTERS: tuple[str, ...] = (
    "deathtouch", "decayed", "double strike", "exalted", "first strike", "flying", "haste", "hexproof",
    "indestructible", "lifelink", "menace", "reach", "shadow", "trample", "vigilance",
)

#: Card layouts (MTGJSON's and Scryfall's words).
LAYOUTS: tuple[str, ...] = (
    "normal", "transform", "modal_dfc", "meld", "split", "aftermath", "adventure", "flip", "leveler", "saga",
    "class", "case", "mutate", "prototype", "reversible_card", "double_faced_token",
)
#: Layouts whose second face is the back face of a double-faced card (CR 712).
DOUBLE_FACED_LAYOUTS: frozenset[str] = frozenset({"transform", "modal_dfc", "meld", "double_faced_token",
                                                  "reversible_card"})
#: Layouts whose halves' characteristics are combined except on the stack (split cards, CR 709.4).
COMBINED_LAYOUTS: frozenset[str] = frozenset({"split", "aftermath"})

#: Keyword abilities (CR 702.2–702.190, 2026-01-16 edition), lower case: what ``judge find kw:`` knows.
KEYWORD_ABILITIES: tuple[str, ...] = (
    "deathtouch", "defender", "double strike", "enchant", "equip", "first strike", "flash", "flying", "haste",
    "hexproof", "indestructible", "intimidate", "landwalk", "lifelink", "protection", "reach", "shroud", "trample",
    "vigilance", "ward", "banding", "rampage", "cumulative upkeep", "flanking", "phasing", "buyback", "shadow",
    "cycling", "echo", "horsemanship", "fading", "kicker", "multikicker", "flashback", "madness", "fear", "morph",
    "megamorph", "amplify", "provoke", "storm", "affinity", "entwine", "modular", "sunburst", "bushido", "soulshift",
    "splice", "offering", "ninjutsu", "epic", "convoke", "dredge", "transmute", "bloodthirst", "haunt", "replicate",
    "forecast", "graft", "recover", "ripple", "split second", "suspend", "vanishing", "absorb", "aura swap", "delve",
    "fortify", "frenzy", "gravestorm", "poisonous", "transfigure", "champion", "changeling", "evoke", "hideaway",
    "prowl", "reinforce", "conspire", "persist", "wither", "retrace", "devour", "exalted", "unearth", "cascade",
    "annihilator", "level up", "rebound", "umbra armor", "totem armor", "infect", "battle cry", "living weapon",
    "undying", "miracle", "soulbond", "overload", "scavenge", "unleash", "cipher", "evolve", "extort", "fuse",
    "bestow", "tribute", "dethrone", "hidden agenda", "outlast", "prowess", "dash", "exploit", "menace", "renown",
    "awaken", "devoid", "ingest", "myriad", "surge", "skulk", "emerge", "escalate", "melee", "crew", "fabricate",
    "partner", "undaunted", "improvise", "aftermath", "embalm", "eternalize", "afflict", "ascend", "assist",
    "jump-start", "mentor", "afterlife", "riot", "spectacle", "escape", "companion", "mutate", "encore", "boast",
    "foretell", "demonstrate", "daybound", "nightbound", "disturb", "decayed", "cleave", "training", "compleated",
    "reconfigure", "blitz", "casualty", "enlist", "read ahead", "ravenous", "squad", "space sculptor", "visit",
    "prototype", "living metal", "more than meets the eye", "for mirrodin!", "toxic", "backup", "bargain", "craft",
    "disguise", "solved", "plot", "saddle", "spree", "freerunning", "gift", "offspring", "impending", "exhaust",
    "max speed", "start your engines!", "harmonize", "mobilize", "job select", "tiered", "station", "warp",
    "mayhem", "web-slinging", "firebending",
)
#: Rarities in Scryfall's order (``r>=rare`` is rare, special, mythic, bonus).
RARITIES: tuple[str, ...] = ("common", "uncommon", "rare", "special", "mythic", "bonus")


#: How a card type is named in the interface language (kindred and tribal stay English: no source here
#: gives their printed names in every language).
TYPE_LABELS: dict[str, str] = {
    "artifact": N_("artifact"), "battle": N_("battle"), "creature": N_("creature"), "enchantment": N_("enchantment"),
    "instant": N_("instant"), "land": N_("land"), "planeswalker": N_("planeswalker"), "sorcery": N_("sorcery"),
}


def color_label(color: str) -> str:
    """``color`` (``green``, ``colorless``) in the interface language; another word as it is."""
    return _(COLOR_LABELS[color]) if color in COLOR_LABELS else color


def type_label(card_type: str) -> str:
    """The card type ``card_type`` (``creature``) in the interface language; a subtype or other word as it is."""
    return _(TYPE_LABELS[card_type]) if card_type in TYPE_LABELS else card_type
