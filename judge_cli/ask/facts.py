"""What a question says, as concepts: the result of matching it against the vocabulary."""

from __future__ import annotations

from dataclasses import field
from typing import Any

from judge_cli.ask.cardtext import CardAction
from judge_cli.ask.clauses import quoted
from judge_cli.ask.concepts import HINT_WEIGHT, KIND_WEIGHT, kind_of, kinds_claiming
from judge_cli.ask.names import NamedCard
from judge_cli.ask.text import Hit, Text
from judge_cli.records import record
from judge_cli.rules.seed_cards import SEED_CARDS  # not seed_spells: the resolution is not imported

#: How much the setting "turn it face up" loses against another kind cued as strongly.
CONTEXT_DISCOUNT = 0.5
#: Words that make the number before them an amount of mana paid (3マナで唱えた, 花3费, 3 mana), not a count or a
#: claimed value: "paid 3 mana to cast it face down -- is its mana value 0?" claims 0.
MANA_UNITS = ("マナ", "费", "mana")
#: The particles that end a Japanese or Chinese question ("…吗，还是…" asks twice).
QUESTION_PARTICLES = ("吗", "呢", "か", "の")
#: The concepts that name a cost paid to turn the permanent face up, and which cost: a card's mana cost, or a keyword
#: cost (a megamorph cost is a morph cost).
COST_WAYS = {"cost.mana": "mana", "claim.by-mana-cost": "mana", "claim.by-morph": "keyword",
             "claim.by-disguise": "keyword", "cost.megamorph": "keyword", "by.megamorph": "keyword"}
#: The words a power and toughness beside them makes a noun of ("a face-down 2/2", "a 2/2 creature").
_NAMING_SIZE = ("face-down", "face-up", "noun.creature", "type.creature")
#: Characters between "like" and the procedure it compares with ("like cloaked ones", "wie beim Tarnen").
COMPARE_REACH = 12


#: The card types a question may state besides creature, and the words that make "creature" the face-down
#: permanent's (which is a creature whatever the card is).
STATED_TYPES = ("creature", "instant", "sorcery", "land", "artifact", "enchantment", "planeswalker", "battle")
FACE_DOWN_WORDS = ("proc.cloak", "proc.manifest", "face-down")


@record
class Facts:
    """The concepts found in one question, with the card it names and the costs it writes."""

    lang: str
    text: Text
    hits: list[Hit] = field(default_factory=list)
    cards: list[NamedCard] = field(default_factory=list)
    disguise_words: tuple[str, ...] = ()  #: normalised phrases of proc.disguise (a cost after them is a disguise cost)
    morph_words: tuple[str, ...] = ()
    ward_words: tuple[str, ...] = ()  #: normalised phrases of claim.ward (a cost after them is ward's, no card's)
    markers: frozenset[str] = frozenset()  #: the language's marker words (understood, though no concept)
    unknown_words: list[str] = field(default_factory=list)  #: words not understood
    asks_value: bool = False  #: a wh-word is written (what, how many): the answer may be a value, not yes/no
    asked_values: list[int] = field(default_factory=list)  #: where the wh-words are
    subject: NamedCard | None = None  #: the named card the question is about (see ask.roles)
    copies: bool = False  #: the subject is a face-up copy of a face-down permanent (see ask.roles.copier_card)
    #: The card named as acting on the permanent, with what its rules text does (see ask.cardtext).
    acting: tuple[NamedCard, CardAction] | None = None
    instruments: list[Hit] = field(default_factory=list)  #: the "with" words (structure words, not in ``hits``)
    megamorph_words: tuple[str, ...] = ()  #: normalised phrases of card.megamorph (a cost after them is megamorph's)
    #: Continuous effects a card named puts on the permanent (a static ability read by ask.cardwatch), as ``given``.
    card_effects: tuple[dict[str, Any], ...] = ()
    #: The one-word condition phrases (*if*, *when*, *wenn*): a cue opening with one ("when it's turned face up", the
    #: words of a printed trigger) is a condition itself, the time of what is asked.
    condition_words: frozenset[str] = frozenset()

    @property
    def asks_value_here(self) -> bool:
        """True when the sentence that asks has a wh-word: it wants a value or a choice, not yes or no."""
        start, end = self.text.asked_span
        return any(start <= at < end for at in self.asked_values)

    def __post_init__(self) -> None:
        """Drop what a comparison names ("ward like cloaked ones": the subject is not cloaked), and the cost words
        that only describe the card when another way of paying is named ("a card with mana cost {1}{U} … turned face
        up for its morph cost": the mana cost is the card's, the morph cost is the way it was turned)."""
        compared = [hit for hit in self.hits if hit.concept == "compare"]
        if compared:
            self.hits = [hit for hit in self.hits if not (hit.concept.startswith("proc.") and any(
                0 <= hit.start - other.end <= COMPARE_REACH for other in compared))]
        describing = [hit for hit in self.hits if hit.concept in COST_WAYS and self._describes_the_card(hit)]
        ways = {COST_WAYS[hit.concept] for hit in self.hits
                if hit.concept in COST_WAYS and hit not in describing and not hit.inverse}
        self.hits = [hit for hit in self.hits if not (hit in describing and ways - {COST_WAYS[hit.concept]})]

    def _describes_the_card(self, hit: Hit) -> bool:
        """True when ``hit``'s cost words describe the card: "with" just before them and a written cost right after,
        at most one word between ("a card with mana cost {1}{U}", "mit Manakosten von 1U", "avec un coût de mana de
        {1}{U}").  Japanese and Chinese describe a card otherwise (法术力费用为{1}{U}的): not read."""
        if self.lang in ("ja", "zh") or hit.inverse:
            return False
        if not any(other.concept == "instrument" and other.end <= hit.start
                   and len(self.text.normal[other.end:hit.start].split()) <= 1 for other in self.instruments):
            return False
        words = self.text.normal[hit.start:hit.end]
        seen = self.text.normal[:hit.end].count(words)
        for cost in self.text.costs:
            before = cost.before.rstrip()
            if any(text.endswith(words) and text.count(words) == seen for text in (before, before.rpartition(" ")[0])):
                return True
        return False

    def has(self, *concepts: str) -> bool:
        """True when any of ``concepts`` was found."""
        return any(hit.concept in concepts for hit in self.hits)

    def only_denied(self, concept: str) -> bool:
        """True when ``concept`` is written only negated ("for its mana cost, not the megamorph"): said not to be."""
        found = [hit for hit in self.hits if hit.concept == concept]
        return bool(found) and all(hit.inverse for hit in found)

    def stated(self, concept: str) -> bool:
        """True when ``concept`` is found as a fact, not only as the words of a question cue asking the opposite
        ("diventa stappata?": *stappata* asks whether it untaps, it doesn't say that it is untapped; "still tapped"
        does say it is tapped)."""
        cues = {(hit.start, hit.end) for hit in self.hits if hit.concept.startswith("kind.") and hit.inverse}
        return any(hit.concept == concept and (hit.start, hit.end) not in cues for hit in self.hits)

    def states_card_type(self, card_type: str) -> bool:
        """True when the words say the card is of ``card_type``.  A bare "creature" that "cloaked" or "manifested"
        describes ("my manifested creature", "créature voilée", 显化生物) names the face-down permanent, which is a
        creature whatever card was put face down: it says nothing of the card ("creature card", "it's a creature"
        do)."""
        hits = [hit for hit in self.hits if hit.concept == f"type.{card_type}"]
        if card_type == "creature" and hits and all(self._names_the_face_down_permanent(hit, FACE_DOWN_WORDS)
                                                    for hit in hits) \
                and any(self.states_card_type(other) for other in STATED_TYPES if other != "creature"):
            return False  # "my face-down creature; it's a land card": the permanent is a creature, the card a land
        return any(not self._names_the_face_down_permanent(hit) for hit in hits)

    def _names_the_face_down_permanent(self, noun: Hit, words: tuple[str, ...] = ("proc.cloak", "proc.manifest")) \
            -> bool:
        if not any(hit.concept == "noun.creature" and (hit.start, hit.end) == (noun.start, noun.end)
                   for hit in self.hits):
            return False
        cjk = self.lang in ("ja", "zh")
        for hit in self.hits:
            if hit.concept not in words:
                continue  # a morph or disguise card is a creature card; cloak and manifest take any card
            gap = self.text.normal[min(hit.end, noun.end):max(hit.start, noun.start)]
            if hit.end > noun.start and noun.end > hit.start:
                continue  # overlapping: not a word beside the noun
            if (len(gap.strip()) <= 2) if cjk else (len(gap.split()) <= 1 and not any(
                    other.start >= min(hit.end, noun.end) and other.end <= max(hit.start, noun.start)
                    for other in self.hits)):
                return True
        return False

    def with_prefix(self, prefix: str) -> list[str]:
        """The concepts starting with ``prefix`` (``event.``), in the order first found."""
        found: list[str] = []
        for hit in self.hits:
            if hit.concept.startswith(prefix) and hit.concept not in found:
                found.append(hit.concept)
        return found

    def first(self, prefix: str) -> str | None:
        """The part after ``prefix`` of the first concept with it (``proc.cloak`` -> ``cloak``)."""
        found = self.with_prefix(prefix)
        return found[0][len(prefix):] if found else None

    def power_toughness(self) -> tuple[int, int] | None:
        """The power and toughness written (``2/2``), if any."""
        return self.text.power

    def sizes(self) -> list[tuple[int, int, int]]:
        """Every power and toughness written, in order: (power, toughness, about where in the normalised text)."""
        return self.text.sizes

    def numbers(self) -> list[tuple[int, int]]:
        """Every number written in digits, in order, with where it starts (not an amount of mana paid)."""
        tokens = self.text.tokens
        return [(int(word), start) for index, (word, start, _end) in enumerate(tokens)
                if word.isdigit() and len(word) <= 2 and not (
                    tokens[index + 1][0] if index + 1 < len(tokens) else "").startswith(MANA_UNITS)]

    def clause_of(self, at: int) -> tuple[int, int]:
        """The clause holding the character at ``at`` of the normalised text."""
        return self.text.clause_of(at)

    def in_asked_sentence(self, at: int) -> bool:
        """True when the character at ``at`` of the normalised text is in the sentence that asks."""
        start, end = self.text.asked_span
        return start <= at < end

    def spans(self, concept: str) -> list[tuple[int, int]]:
        """Where ``concept`` was found (start, end), in order."""
        return [(hit.start, hit.end) for hit in self.hits if hit.concept == concept and not hit.inverse]

    def claims(self) -> list[tuple[str, bool]]:
        """The claims the question makes, in order: (``claim.…`` concept, asked the other way round?)."""
        found: list[tuple[str, bool]] = []
        for hit in self.hits:
            if hit.concept.startswith("claim.") and (hit.concept, hit.inverse) not in found:
                found.append((hit.concept, hit.inverse))
        return found

    def focused(self, kind: str) -> bool:
        """True when the words ask what ``kind`` answers: a ``kind.`` cue or a claim it declares anywhere, or a
        ``hint.`` cue in the sentence that asks ("I flipped it, does it get a counter?" is not asking whether it
        can be turned face up)."""
        start, end = self.text.asked_span
        for hit in self.hits:
            if kind_of(hit.concept) == kind and (hit.concept.startswith("kind.") or (
                    start <= hit.start < end and not self.in_condition(hit))):
                return True
            if kind in kinds_claiming(hit.concept):
                return True
        return False

    def _last_asking_clause(self) -> tuple[int, int] | None:
        """(start, end) of the last clause of the sentence that asks, when that sentence has several clauses."""
        start, end = self.text.asked_span
        clauses = [clause for clause in self.text.clauses if start <= clause[0] < end]
        return (clauses[-1][0], end) if len(clauses) >= 2 else None

    def asking_clause_claims(self) -> list[Hit]:
        """The claims written in the last clause of the sentence that asks (the whole sentence when it has one clause),
        outside conditions."""
        start, end = self._last_asking_clause() or self.text.asked_span
        return [hit for hit in self.hits
                if start <= hit.start < end and hit.concept.startswith("claim.") and not self.in_condition(hit)
                and not any(other.concept != hit.concept and other.start < hit.end and hit.start < other.end
                            and (other.start, other.end) != (hit.start, hit.end) for other in self.hits)]
        # "am Ende der Partie": a claim straddling another phrase's words is not sure to be one

    def size_asked(self) -> bool:
        """True when a power and toughness is written in the last clause of the sentence that asks, out of any
        condition ("… turned it face up - is it still a 2/2?"): a size claimed, not the card described."""
        if self.text.power is None:
            return False
        start, end = self._last_asking_clause() or self.text.asked_span
        at = self.text.power_at
        if any(hit.concept in _NAMING_SIZE or hit.concept.startswith("proc.") for hit in self.hits
               if len(self.text.normal[min(hit.end, at):max(hit.start, at)].split()) == 0):
            return False  # "my face down 2/2", "a 2/2 creature": the size names the permanent, it claims nothing
        return start <= at <= end and not any(
            hit.concept == "condition" and start <= hit.end <= at for hit in self.hits)

    def asking_clause_kinds(self) -> set[str]:
        """The kinds cued or claimed in the last clause of the sentence that asks (empty when it has none)."""
        clause = self._last_asking_clause()
        if clause is None:
            return set()
        last, end = clause
        found: set[str] = set()
        for hit in self.hits:
            if last <= hit.start < end:
                kind = kind_of(hit.concept)
                if kind is not None and not self.in_condition(hit) and not self._timed(hit):
                    found.add(kind)
                found.update(kinds_claiming(hit.concept))
        return found

    def _timed(self, hit: Hit) -> bool:
        """True when ``hit`` is a cue opening with a condition word, unquoted (", wenn sie aufgedeckt wird?": the
        last clause says when, it asks nothing)."""
        return bool(hit.phrase.words) and hit.phrase.words[0] in self.condition_words and not quoted(self.text, hit)

    def asked_instead(self, chosen: str) -> str | None:
        """The one kind the words that ask ask for by a ``kind.`` cue or a claim, whichever kind the story's words
        chose (``chosen``, the best scored): "manifested X flipped for its mana cost -- does it get the counter?",
        "après l'avoir retourné, prend-elle un marqueur ?".  Those words are the last clause of the sentence that
        asks, or in a sentence of one clause (not Japanese or Chinese, whose clauses end with their markers) the
        words after ``chosen``'s cues and claims there, if any."""
        clause = self._last_asking_clause()
        if clause is not None:
            start, end = clause
        elif self.lang in ("ja", "zh"):
            return None
        else:
            start, end = self.text.asked_span
            cues = [hit.end for hit in self.hits if start <= hit.start < end and (
                kind_of(hit.concept) == chosen or chosen in kinds_claiming(hit.concept))]
            start = max(cues, default=start)  # no cue of it at all: the whole sentence asks
        kinds: set[str] = set()
        for hit in self.hits:
            if not start <= hit.start < end or self.in_condition(hit):
                continue
            if kind_of(hit.concept) == chosen or chosen in kinds_claiming(hit.concept):
                return None  # "¿se dispara la habilidad …?": the words that ask lean towards it too
            if hit.concept.startswith("kind."):
                kinds.add(hit.concept[len("kind."):])
            kinds.update(kinds_claiming(hit.concept))
        return kinds.pop() if len(kinds) == 1 else None

    def story_clauses_tell(self, told: str, asked: str) -> bool:
        """True when, in Japanese or Chinese, the last clause of the sentence that asks cues or claims ``asked`` and
        ``told`` is cued only in the clauses before it, none of which is a question of its own (ends with a question
        particle): a story told in one sentence with commas ("对手指定了它，我响应翻回正面，它仍是目标吗？": responding
        is what happened, the last clause asks).  A Latin-script clause carries no such mark ("does the Aura stay,
        or may they look?" asks twice)."""
        clause = self._last_asking_clause()
        if self.lang not in ("ja", "zh") or clause is None:
            return False
        start, end = self.text.asked_span
        last = [hit for hit in self.hits if clause[0] <= hit.start < end]
        if any(kind_of(hit.concept) == told for hit in last) or not any(
                kind_of(hit.concept) == asked or asked in kinds_claiming(hit.concept) for hit in last):
            return False
        return not any(self.text.normal[first:stop].rstrip().endswith(QUESTION_PARTICLES)
                       for first, stop in self.text.clauses if start <= first < clause[0])

    def cued_in_asked_sentence(self, kind: str, *, strongly: bool = False) -> bool:
        """True when the sentence that asks has a cue or a claim of ``kind`` (``strongly``: a ``kind.`` cue or a
        claim, not a hint alone — "Does it trigger?" leans towards every trigger kind)."""
        start, end = self.text.asked_span
        return any(start <= hit.start < end and (kind_of(hit.concept) == kind or kind in kinds_claiming(hit.concept))
                   and not (strongly and hit.concept.startswith("hint.")) for hit in self.hits)

    def events_asked(self) -> list[str]:
        """The events written in the sentence that asks, out of any condition ("… can it attack this turn?")."""
        start, end = self.text.asked_span
        return [hit.concept for hit in self.hits if hit.concept.startswith("event.") and start <= hit.start < end
                and not self.in_condition(hit)]

    def in_asking_clause(self, concept: str) -> bool:
        """True when ``concept`` is written in the last clause of the sentence that asks, out of any condition
        ("je le retourne en payant {1}{W} : il prend le marqueur +1/+1 ?"): what is asked there, not a fact told."""
        if self.lang in ("ja", "zh"):  # the condition ends with its marker (表向きにした場合も…), no comma needed
            start, end = self.text.asked_span
            conditions = [hit.end for hit in self.hits if hit.concept == "condition" and start <= hit.start < end]
            if conditions and any(hit.concept == concept and hit.start >= max(conditions) for hit in self.hits):
                return True
        clause = self._last_asking_clause()
        if clause is None:
            clause = self._bare_asking_sentence()
        if clause is None:
            return False
        last, end = clause
        return any(hit.concept == concept and last <= hit.start < end and not self.in_condition(hit)
                   for hit in self.hits)

    def _bare_asking_sentence(self) -> tuple[int, int] | None:
        """The sentence that asks, when it is one clause after a story and cues no kind ("…マナ・コストで表向きにした。
        +1/+1カウンターは置かれる？"): what it names is asked, the story's words only set the scene."""
        if len(self.text.sentences) < 2:
            return None
        start, end = self.text.asked_span
        if any(start <= hit.start < end and (kind_of(hit.concept) or kinds_claiming(hit.concept)) for hit in self.hits):
            return None
        return start, end
    def asked_after_kind(self, concept: str, kind: str) -> bool:
        """True when ``concept`` is written in the sentence that asks after every cue and claim of ``kind`` there,
        out of any condition ("X flipped for its mana cost -- does it get the counter?"): that is what is asked,
        not the kind's question."""
        start, end = self.text.asked_span
        cues = [hit.end for hit in self.hits if start <= hit.start < end and (
            kind_of(hit.concept) == kind or kind in kinds_claiming(hit.concept))]
        return bool(cues) and any(hit.concept == concept and max(cues) <= hit.start < end
                                  and not self.in_condition(hit) for hit in self.hits)

    def in_condition(self, hit: Hit) -> bool:
        """True when ``hit`` is in a clause that sets the scene: after *if*/*when* in its clause ("if I turn it face
        up does it get a counter?"), or, in Japanese and Chinese, just before たら/时 ("表向きにしたら…")."""
        start, end = self.text.clause_of(hit.start)
        cjk = self.lang in ("ja", "zh")
        for other in self.hits:
            if other.concept != "condition" or not start <= other.start < end:
                continue
            if cjk and other.start >= hit.end:
                return True
            if not cjk and other.end <= hit.start and not self._after_the_conditions_verb(hit, other.end):
                return True
        return False

    def _after_the_conditions_verb(self, hit: Hit, opened: int) -> bool:
        """True when ``hit`` is a ``kind.`` cue standing after a cue of another kind that the condition opened at
        ``opened`` already has as its verb: the main clause, its comma left out ("quando la giro a faccia in su si
        stappa?", "if I unmorph it does it untap?")."""
        kind = kind_of(hit.concept)
        if kind is None or not hit.concept.startswith("kind."):
            return False
        return any(opened <= other.start and other.end <= hit.start and kind_of(other.concept) not in (None, kind)
                   for other in self.hits)

    def asks_strongly(self, kind: str) -> bool:
        """True when the sentence that asks has a ``kind.`` cue of ``kind`` of its own (not inside another's)."""
        start, end = self.text.asked_span
        return any(hit.concept == f"kind.{kind}" and start <= hit.start < end for hit in self.hits)

    def polarity(self, kind: str) -> bool | None:
        """Whether the question asks the opposite of what ``kind`` answers ("does it fall off?" for "does it stay
        attached?"): False as asked, True turned around, None when its cues disagree."""
        cues = {hit.inverse for hit in self.hits if kind_of(hit.concept) == kind and hit.concept.startswith("kind.")}
        if not cues:
            cues = {hit.inverse for hit in self.hits if kind_of(hit.concept) == kind}
        if len(cues) > 1:
            return None
        inverse = cues.pop() if cues else False
        # "ETB は誘発しない？", "the ETB doesn't trigger, right?": a negated verb of the kind in the sentence that
        # asks turns the whole question around, whatever its noun cue says (hints have no inverse phrases: a hint
        # is inverse only when a negation took it).
        start, end = self.text.asked_span
        if any(hit.inverse and hit.concept == f"hint.{kind}" and start <= hit.start < end and not self.in_condition(hit)
               for hit in self.hits) and any(hit.concept == f"kind.{kind}" and not hit.inverse for hit in self.hits):
            return not inverse
        return inverse

    def number(self) -> int | None:
        """The first number written (as a word or in digits)."""
        for hit in self.hits:
            if hit.concept.startswith("number."):
                return int(hit.concept.split(".")[1])
        tokens = self.text.tokens
        for index, (word, _start, _end) in enumerate(tokens):
            after = tokens[index + 1][0] if index + 1 < len(tokens) else ""
            if word.isdigit() and len(word) <= 2 and not after.startswith(MANA_UNITS):
                return int(word)
        return None

    @property
    def card_ids(self) -> list[str]:
        """Corpus ids of the cards the question names, in order."""
        return [card.card_id for card in self.cards]

    @property
    def seed_card(self) -> str | None:
        """The corpus id of a seed card (one ``resolve`` knows) named in the question."""
        for card in self.cards:
            if card.card_id in SEED_CARDS.values():
                return card.card_id
        return None

    @property
    def domain(self) -> bool:
        """True when the question is about something the evaluator models."""
        # Turning face up is done only to a face-down permanent: the verb alone names one ("can I turn it face up
        # during my untap step?").
        return bool(self.cards) or self.has("face-down", "card.dfc", "card.mdfc", "hint.can-turn-face-up") or bool(
            self.with_prefix("proc.")) or any(kind_of(hit.concept) for hit in self.hits
                                              if hit.concept.startswith("kind."))

    def kind_scores(self) -> dict[str, float]:
        """Each question kind's score: its cues, plus what the facts imply."""
        scores: dict[str, float] = {}
        # A cue counts once, however often it is written; a cue in a condition sets the scene ("can my opponent
        # respond when I flip it?" asks about responding, not about flipping).
        for concept in {hit.concept for hit in self.hits if not (kind_of(hit.concept) and self.in_condition(hit))}:
            kind = kind_of(concept)
            if kind is not None:
                scores[kind] = scores.get(kind, 0.0) + (KIND_WEIGHT if concept.startswith("kind.") else HINT_WEIGHT)
            for claiming in kinds_claiming(concept):  # a claim points at the kinds that can check it
                scores[claiming] = scores.get(claiming, 0.0) + KIND_WEIGHT
        events = [e for e in self.with_prefix("event.") if not e.startswith("event.enters-")]
        if events:
            scores["must-reveal"] = scores.get("must-reveal", 0.0) + HINT_WEIGHT
        if self.has("event.enters-face-down", "event.enters-face-up"):
            key = "enters-triggers-on-turning-face-up"
            scores[key] = scores.get(key, 0.0) + HINT_WEIGHT
        if self.seed_card and not self.with_prefix("proc.") and not self.has("face-down"):
            scores["resolve"] = scores.get("resolve", 0.0) + HINT_WEIGHT
        # Turning face up is the setting of most questions here ("does X trigger when I turn it face up?"):
        # asked for itself only when no other kind is cued as strongly.
        turning = "can-turn-face-up"
        if turning in scores and any(score >= scores[turning] for kind, score in scores.items() if kind != turning):
            scores[turning] -= CONTEXT_DISCOUNT
        return scores
