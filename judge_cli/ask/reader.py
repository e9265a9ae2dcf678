"""Read a question in plain words: language, concepts, card names, question kind, then drafts of ``given``."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import field
from typing import Any

from judge_cli.ask import cardaura, cardtext, cardwatch
from judge_cli.ask import text as textmod
from judge_cli.ask.build import Draft, attachment_cards, build, takes_attachments
from judge_cli.ask.cardroles import roles
from judge_cli.ask.clauses import (
    INSTRUMENT,
    JOIN,
    OBJECT_TO,
    STRUCTURE,
    SUBJECT_ACT,
    embedded_wh,
    governing_kind,
    placed_spell,
    when_not_who,
)
from judge_cli.ask.concepts import kind_of, kinds_claiming
from judge_cli.ask.detect import detect
from judge_cli.ask.facts import Facts
from judge_cli.ask.names import NamedCard, find
from judge_cli.ask.paid import paid_ways
from judge_cli.ask.polarity import SIZE
from judge_cli.ask.roles import copier_card, revealed_card, subject_card
from judge_cli.ask.text import Hit
from judge_cli.ask.understand import OPPOSITES, understand
from judge_cli.ask.vocabulary import FILLER, Lexicon, Phrase, vocabulary_dir
from judge_cli.languages import LANGUAGES
from judge_cli.records import record
from judge_cli.rules.kind import NAMED_CARD
from judge_cli.rules.kinds import KINDS

#: The concept of wh-words: the question asks for a value (what, how many), not yes or no.
WHAT = "question.what"
#: The best kind must lead the next one by this much (a tie is ambiguous).
KIND_MARGIN = 0.5
#: The kind every event written implies (see Facts.kind_scores).
EVENT_KIND = "must-reveal"
#: The event of a permanent that entered (or was cast) face up.
ENTERED_FACE_UP = "event.enters-face-up"
#: How many readings an ambiguous question offers.
OFFERED = 3

AMBIGUOUS, OUT_OF_SCOPE, UNKNOWN_CARD, MIXED, UNSUPPORTED, NOT_UNDERSTOOD = (
    "ambiguous", "out-of-scope", "unknown-card", "mixed-language", "unsupported-language", "not-understood")
REFUSALS = (AMBIGUOUS, OUT_OF_SCOPE, UNKNOWN_CARD, MIXED, UNSUPPORTED, NOT_UNDERSTOOD)


@record
class Parsed:
    """Everything read off one question: its facts, the kinds in score order, problems found on the way."""

    facts: Facts | None
    lang: str | None
    scores: dict[str, float] = field(default_factory=dict)
    drafts: list[Draft] = field(default_factory=list)  #: best first
    refusal: str | None = None  #: one of REFUSALS when the question can't be read
    detail: dict = field(default_factory=dict)  #: what the refusal is about (names, languages)

    @property
    def corrections(self) -> list[tuple[str, str]]:
        """Typos corrected while reading (word as typed, word read)."""
        return self.facts.text.corrections if self.facts else []


def parse(question: str, lexicon: Lexicon, corpus: Any, index: Any, *, lang: str | None = None) -> Parsed:
    """Read ``question`` (InputError for text that is no question at all)."""
    text = textmod.read(question)
    if lang is None:
        detection = detect(text, lexicon)
        if detection.lang is None:
            return Parsed(None, None, refusal=UNSUPPORTED)
        lang = detection.lang
        if detection.mixed_with:
            return Parsed(None, lang, refusal=MIXED, detail={"languages": [lang, detection.mixed_with]})
    elif lang not in LANGUAGES:
        return Parsed(None, None, refusal=UNSUPPORTED)
    positive = textmod.positive_question(question, lang)
    if positive != question:
        text = textmod.read(positive)  # "有没有守护", "できる？できない？": the positive question, no negation
    words, _stems = lexicon.known_words(lang)
    cards, unknown = find(text, corpus, index, lang, words, lexicon.cjk_texts(lang))
    if cards:
        text.tokens = [t for t in text.tokens if not any(c.span[0] <= t[1] and t[2] <= c.span[1] for c in cards)]
    matched_words = textmod.correct(text, lexicon, lang)
    lemmas = [lexicon.lemma(lang, word) for word in matched_words]
    every = lexicon.phrases(lang)
    phrases = [phrase for phrase in every if phrase.concept != WHAT]
    # Filler phrases take part in the longest-match rule: "my opponent's turn" is a time, not the opponent.
    every_phrase = phrases + lexicon.filler_phrases(lang)
    found = _outside(cards, textmod.match(text, matched_words, every_phrase, lemmas))
    across, states = _across_an_adjective(found, text.normal)
    if states:  # "retourner ma créature face visible face cachée": which state is the card's is not sure
        found = [hit for hit in found if hit.phrase not in states]
    elif across:  # "turn my face down creature face up": matched again without them, "face down" is the state
        gapped = {phrase.concept for phrase in across}  # "turn … face down" matches "turned" as well
        found = _outside(cards, textmod.match(text, matched_words, [
            p for p in every_phrase if not (p.concept in gapped and "..." in p.words)], lemmas))
    found = when_not_who(found, text)  # "in der Runde des Gegners" says when, not whose permanent it is
    joins = [hit for hit in found if hit.concept == JOIN]
    hits = [hit for hit in found if hit.concept != FILLER and hit.concept not in STRUCTURE]
    fillers = [segment for hit in found if hit.concept == FILLER or hit.concept in STRUCTURE
               for segment in hit.segments]
    # Wh-words are looked for on their own: "what's the power" asks a value *and* names the power.
    wh_phrases = [phrase for phrase in every if phrase.concept == WHAT] + lexicon.filler_phrases(lang)
    asking = [hit for hit in _outside(cards, textmod.match(text, matched_words, wh_phrases, lemmas))
              if hit.concept == WHAT]
    fillers += [segment for hit in asking for segment in hit.segments]
    asking = embedded_wh(asking, hits, text, lang)  # "may they look at what it is" still asks yes or no
    understanding = understand(text, hits, [card.span for card in cards] + fillers, lexicon, lang, matched_words)
    hits = placed_spell(_turned(hits, understanding.negated), text.normal)
    instruments = [(hit.start, hit.end) for hit in found if hit.concept == INSTRUMENT]
    subject, unplaced = subject_card(
        cards, hits, text, lexicon, lang, lambda card: _acts_on_a_target(corpus.card(card.card_id)),
        instruments, lambda card, proc: cardtext.can_be_cast_face_down(corpus.card(card.card_id), proc))
    if subject is None:  # "…je la retourne en réponse et c'est l'Aruspice sinistre": what it was, face up
        subject = revealed_card(unplaced, hits, text, lambda card: cardtext.action(corpus.card(card.card_id))
                                is not None)
        unplaced = [card for card in unplaced if subject is None or card.card_id != subject.card_id]
    if subject is not None and not _can_be_face_down(subject, hits, corpus):
        unplaced, subject = [*unplaced, subject], None  # "my face-down Pacifism, cast with morph": it has no morph
    if subject is not None and cardwatch.watches_instead(subject, hits, corpus):
        unplaced = [*unplaced, subject]  # "Secret Plans and I turn my cloaked creature face up": it watches
        subject = None
    hits += _copying(cards, hits, corpus)
    copier = copier_card(cards, hits, text, lang, lambda card: cardtext.copies(corpus.card(card.card_id)))
    if copier is not None:  # "仿生妖复制了一个牌面朝下的生物，仿生妖能…": the copy, face up, is what is asked about
        subject, unplaced = copier, [card for card in cards if card.card_id != copier.card_id and card in unplaced]
        hits = _copy_entering(hits, text)
    elif subject is not None and any(hit.concept == "copy" for hit in hits) \
            and "copy" in (corpus.card(subject.card_id).front.oracle_text or "").lower():
        # "Phantasmal Image copied a cloaked creature": a copier whose text is not read is no face-down card either
        unplaced = [*unplaced, subject]
        subject = None
    losing = cardaura.place(cards, subject, corpus)
    if losing is not None:  # "my morph is enchanted with Lignify": the permanent has lost all abilities
        hits += losing[1]
        unplaced = [card for card in unplaced if card.card_id != losing[0].card_id]
    brought = roles(unplaced, corpus, vocabulary_dir()) if unplaced else {}
    for card, concepts in brought.items():  # "Bonesplitter is on my morph": what the card is says its part
        hits += [Hit(concept, card.span[0], card.span[1], Phrase(concept, (), card.name, "common"),
                     segments=(card.span,)) for concept in concepts]
    unplaced = [card for card in unplaced if card not in brought]
    watching = cardwatch.place(unplaced, hits, corpus)
    hits += cardwatch.asking(hits, watching is not None)
    understanding.unknown.extend(cardwatch.unexplained(hits, text, watching is not None))
    static = cardwatch.static_on(unplaced, hits, corpus) if watching is None else None
    if watching is not None:  # "Secret Plans is out, I turn my morph face up": the card's ability watches it
        hits = [hit for hit in hits if hit not in watching[2]] + watching[1]
    elif static is not None and not any(kind_of(hit.concept) or kinds_claiming(hit.concept) for hit in hits):
        # "Secret Plans is out: are my face-down creatures 2/3?": no word cues a kind, its ability is on what they are
        hits.append(Hit(cardwatch.LEANS, static[0].span[0], static[0].span[1],
                        Phrase(cardwatch.LEANS, (), static[0].name, "common"), segments=(static[0].span,)))
    for placed in (watching, static):
        unplaced = [card for card in unplaced if placed is None or card.card_id != placed[0].card_id]
    acting = _acting(unplaced, hits, corpus)
    if acting is not None:  # "can I Doom Blade a face-down creature?": what the card's rules text does is its part
        hits += _acting_hits(acting, hits)
        unplaced = [card for card in unplaced if card.card_id != acting[0].card_id]  # named twice: one card
    source = _source(unplaced, hits, corpus)
    if source is not None:  # "I manifested Gurmag Angler with Soul Summons": the card says how it got face down
        hits.append(Hit(source[1], source[0].span[0], source[0].span[1],
                        Phrase(source[1], (), source[0].name, "common"), segments=(source[0].span,)))
        unplaced = [card for card in unplaced if card is not source[0]]
    understanding.unknown.extend(card.written for card in unplaced)  # a card the reader can't place in the story
    labels = tuple(text for concept in _COST_LABELS for text in _phrase_texts(phrases, concept))
    paid, unpaid = paid_ways(subject, corpus.card(subject.card_id) if subject else None, text, hits, labels)
    if subject is not None and cardtext.returns_itself_face_down(corpus.card(subject.card_id)):
        from judge_cli.rules.kinds.leaves_and_returns import OWN_RETURN  # only then: the kind's module costs ~1.7 ms

        hits.append(Hit(OWN_RETURN, subject.span[0], subject.span[1], Phrase(OWN_RETURN, (), subject.name, "common"),
                        segments=(subject.span,)))  # its own text read: what returns it when it dies face up
    hits += paid  # "für {1}{G} aufdecken" a card whose megamorph costs {1}{G}: turned face up for its megamorph cost
    understanding.unknown.extend(unpaid)
    conditions = frozenset(phrase.words[0] for phrase in phrases if phrase.concept == "condition"
                           and len(phrase.words) == 1)  # "*when* it's turned face up" after "keep its counters"
    facts = Facts(lang, text, hits, cards, _phrase_texts(phrases, "proc.disguise"),
                  _phrase_texts(phrases, "proc.morph"), _phrase_texts(phrases, "claim.ward"),
                  frozenset(lexicon.table(lang).markers),
                  unknown_words=understanding.unknown, asks_value=bool(asking), subject=subject,
                  asked_values=[hit.start for hit in asking], copies=copier is not None, acting=acting,
                  megamorph_words=_phrase_texts(phrases, "card.megamorph"),
                  instruments=[hit for hit in found if hit.concept == INSTRUMENT],
                  card_effects=static[1] if static is not None else (), condition_words=conditions)
    parsed = Parsed(facts, lang, facts.kind_scores())
    for kind in list(parsed.scores):
        if acting is None and facts.seed_card and _needs_acting_card(kind):
            del parsed.scores[kind]  # "can Become Anonymous target a token?": the seed spell's own kind
        elif acting is not None and _takes_acting_card(kind, _ACTS[acting[1].verb][0]):
            # "can Doom Blade target it?", "Voloscille exile ma créature": of kinds claiming the same words, those
            # taking the card named as acting
            parsed.scores[kind] += KIND_MARGIN
    if unknown:
        parsed.refusal, parsed.detail = UNKNOWN_CARD, {"names": [(u.written, list(u.nearest)) for u in unknown]}
        return parsed
    if facts.has("out-of-scope") or not facts.domain:
        parsed.refusal = OUT_OF_SCOPE
        if cards:  # "is Exalted Angel legal in Modern?": say where that card can be looked up
            card = corpus.card(cards[0].card_id)
            parsed.detail = {"card": card.name, "legalities": dict(getattr(card, "legalities", {}) or {})}
        return parsed
    if understanding.unknown:
        parsed.refusal = NOT_UNDERSTOOD
        parsed.detail = {"unknown_words": list(dict.fromkeys(understanding.unknown))}
    _prefer_the_asked_kind(parsed.scores, facts)
    ranked = sorted(parsed.scores, key=lambda kind: (-parsed.scores[kind], kind))  # ties in a stable order
    # "respond to me unmorphing it": the verb that asks governs the cue right after it; else the words that ask
    # choose the kind, the story's words only set the scene
    links = frozenset(word for phrase in phrases if phrase.concept == OBJECT_TO for word in phrase.words)
    predicates = [hit for hit in found if hit.concept == SUBJECT_ACT]  # "does unmorphing it *use the stack*"
    governed = governing_kind(hits, joins, text, lang, links, predicates, conditions)
    asked = governed or (facts.asked_instead(ranked[0]) if ranked else None)
    if asked is not None and asked in parsed.scores:
        ranked = [asked] + [kind for kind in ranked if kind != asked]
    else:
        asked = None
    if asked is None and ranked and len(facts.text.sentences) > 1 and not facts.cued_in_asked_sentence(ranked[0]) \
            and facts.has(f"kind.{ranked[0]}"):
        # "Ixidron turned my Grizzly Bears face down. Can I turn it face up?": the best kind is the story's, its verb
        # written only in a sentence before the one that asks; the one kind that sentence cues is asked (two: which is
        # not sure). A story only leaning towards its kind ("I turned it face up for its morph cost.") is left as it is.
        cued = [kind for kind in ranked[1:] if facts.cued_in_asked_sentence(kind, strongly=True)]
        if len(cued) == 1:
            asked = cued[0]
            ranked = [asked] + [kind for kind in ranked if kind != asked]
        elif cued:
            parsed.refusal = parsed.refusal or AMBIGUOUS
    if not ranked:
        ranked = _likely_kinds(facts)
        parsed.refusal = parsed.refusal or AMBIGUOUS
    elif len(ranked) > 1 and parsed.scores[ranked[0]] - parsed.scores[ranked[1]] < KIND_MARGIN \
            and parsed.refusal is None and asked is None:
        parsed.refusal = AMBIGUOUS
    if parsed.refusal is None and (governed is None or governed != asked) and len(ranked) > 1 \
            and facts.asks_strongly(ranked[0]) and facts.asks_strongly(ranked[1]) \
            and not facts.story_clauses_tell(ranked[1], asked or ranked[0]):
        parsed.refusal = AMBIGUOUS  # "does the Aura stay, or may my opponent look?": two questions in one
    parsed.drafts = [build(kind, facts) for kind in ranked[:OFFERED]]
    attached = [card for card in attachment_cards(facts) if losing is None or card.card_id != losing[0].card_id]
    if parsed.refusal is None and attached and not takes_attachments(ranked[0]):
        # "木质化贴在…，还能用变身费用把它翻面吗？": what the Aura does to it is not read; only a kind about what stays
        # attached places it
        parsed.refusal, parsed.detail = NOT_UNDERSTOOD, {"unknown_words": [card.written for card in attached]}
    placings = ((watching and watching[0], (cardwatch.KIND,)), (static and static[0], cardwatch.STATIC_KINDS),
                (losing and losing[0], cardaura.KINDS))
    for placed, kinds in placings:
        if parsed.refusal is None and placed is not None and ranked[0] not in kinds:  # what the card does is unused
            parsed.refusal, parsed.detail = NOT_UNDERSTOOD, {"unknown_words": [placed.written]}
    if parsed.refusal is None:
        _unused_card(parsed, facts)
    if parsed.refusal is None and not facts.focused(ranked[0]):
        parsed.refusal = NOT_UNDERSTOOD
        parsed.detail = {"unknown_words": [], "focus": ranked[0]}
    asked_last = facts.asking_clause_kinds()
    if parsed.refusal is None and asked_last and ranked[0] not in asked_last:
        # "对手用莫名失踪放逐了我的生物，我匿伏的那张牌能翻回正面吗？": the story's words chose a kind, the clause
        # that asks cues another one.
        parsed.refusal = AMBIGUOUS
    if parsed.refusal is None and not asked_last and (facts.in_asking_clause("counter") or (
            facts.lang not in ("ja", "zh") and facts.asked_after_kind("counter", ranked[0]))):
        # "…表向きにした場合も+1/+1カウンターは乗る？": whether it gets the counter is what is asked; read as a counter
        # it already has, another clause's kind would answer a question nobody asked.
        parsed.refusal = AMBIGUOUS
    if parsed.refusal is None and _claim_unused(facts, ranked[0]):
        # "…flipped for its mana cost does it get the counter from megamorph?" read as whether it can be turned face
        # up: what the clause that asks claims is left out, so the answer would be to another question.
        parsed.refusal = AMBIGUOUS
    if parsed.refusal is None and _event_unused(facts, ranked[0]):
        # "Cast it face down and unmorphed it right away. can it attack this turn?": the event asked about is one
        # the kind chosen has no use for, so its answer would be to another question.
        parsed.refusal = AMBIGUOUS
    return parsed


#: The concepts a card's rules text brings (see ask.cardtext), and the kind each leans towards when the words cue
#: no kind at all ("can I Doom Blade a face-down creature?", "Essence Scatter on my face-down spell?").
_ACTS = {cardtext.TARGET: ("acts.target", "hint.can-target"),
         cardtext.COUNTER: ("acts.counter", "hint.can-be-countered"),
         cardtext.BLINK: ("acts.blink", "hint.leaves-and-returns")}


def _acting(unplaced: list[Any], hits: list[Hit], corpus: Any) -> tuple[Any, cardtext.CardAction] | None:
    """The one card left unplaced whose rules text says what it does to the permanent, with that reading; None when
    no card, or more than one, is left (each other card is still not understood; one named twice is one card), or
    when the card targets only what its controller controls ("target creature you control") and the question names
    an opponent: whose the permanent and the card are is not modelled there."""
    if len({card.card_id for card in unplaced}) != 1:
        return None
    read = cardtext.action(corpus.card(unplaced[0].card_id))
    if read is not None and read.yours and any(hit.concept in ("player.opponent", "caster.opponent") for hit in hits):
        return None
    return (unplaced[0], read) if read is not None else None


def _copy_entering(hits: list[Hit], text: Any) -> list[Hit]:
    """The copy being what is asked about, "enters face down" in the sentence that asks is a claim about how it enters
    ("does the Clone enter face down?", "クローンは裏向きで戦場に出ますか"), no event told (ask.roles.copier_card let
    it through only when said of the copy)."""
    from dataclasses import replace

    from judge_cli.rules.kinds.entering_the_battlefield import ENTERS_FACE_DOWN

    start, end = text.asked_span
    return [replace(hit, concept=ENTERS_FACE_DOWN) if hit.concept == ENTERS_FACE_DOWN.replace("claim.", "event.")
            and start <= hit.start < end else hit for hit in hits]


def _acts_on_a_target(card: Any) -> bool:
    """True for an instant or sorcery whose rules text acts on a target, or any card whose whole text exiles a target
    and returns it ("…criatura boca abajo con el Efímero fluctuante": the face-down word describes what it blinks)."""
    return ({"instant", "sorcery"} & set(card.front.types) and cardtext.action(card) is not None) \
        or cardtext.blink(card) is not None


def _copying(cards: list[Any], hits: list[Hit], corpus: Any) -> list[Hit]:
    """A "copy" at the name of the one card named whose whole text is entering as a copy ("I Clone their morph",
    "Klon kopiert…"), when the words say no copying themselves: what the card does is copy."""
    copiers = [card for card in cards if card.span != (0, 0) and cardtext.copies(corpus.card(card.card_id))]
    if any(hit.concept == "copy" for hit in hits) or len({card.card_id for card in copiers}) != 1:
        return []
    card = copiers[0]
    return [Hit("copy", card.span[0], card.span[1], Phrase("copy", (), card.name, "common"), segments=(card.span,))]


#: The procedures a card's text may perform on a library's top card, one of which the question may name.
_LIBRARY_PROCEDURES = ("proc.cloak", "proc.manifest")


def _source(unplaced: list[Any], hits: list[Hit], corpus: Any) -> tuple[Any, str] | None:
    """The one card left unplaced whose whole rules text puts a card face down (ask.cardtext.procedure), with the
    procedure concept it brings, when the question names that procedure and no other one ("manifested … with Soul
    Summons"): the card is how the face-down card got there.  None otherwise (a cloak word beside a card that
    manifests is a contradiction, and the card stays not understood)."""
    if len(unplaced) != 1 or unplaced[0].span == (0, 0):
        return None
    read = cardtext.procedure(corpus.card(unplaced[0].card_id))
    named = {hit.concept for hit in hits if hit.concept in _LIBRARY_PROCEDURES}
    return (unplaced[0], f"proc.{read}") if read is not None and named == {f"proc.{read}"} else None


def _acting_hits(acting: tuple[Any, cardtext.CardAction], hits: list[Hit]) -> list[Hit]:
    """The concepts the acting card brings, at its name: what it does, and the kind it leans towards when no word
    cues or claims one."""
    card, read = acting
    concept, hint = _ACTS[read.verb]
    concepts = [concept] + (["acts.destroy"] if read.action == "destroy" else [])
    if not any(kind_of(hit.concept) or kinds_claiming(hit.concept) for hit in hits):
        concepts.append(hint)
    return [Hit(name, card.span[0], card.span[1], Phrase(name, (), card.name, "common"), segments=(card.span,))
            for name in concepts]


def _can_be_face_down(card: NamedCard, hits: list[Hit], corpus: Any) -> bool:
    """False when the procedure the question names is morph, megamorph or disguise (cloak and manifest take any card)
    and ``card`` has not that keyword: the reading would make it a card it cannot be (CR 702.37c, 702.168c)."""
    named = {hit.concept.split(".", 1)[1] for hit in hits if hit.concept.startswith("proc.")}
    if named & {"cloak", "manifest"}:
        return True
    return all(cardtext.can_be_cast_face_down(corpus.card(card.card_id), proc)
               for proc in named & {"morph", "megamorph", "disguise"})


def _needs_acting_card(kind: str) -> bool:
    """True for a kind whose spell or ability is required and read only off a card named as acting (ask.cardtext)."""
    return any(spec.shape == "dependent" and spec.required and NAMED_CARD in spec.ask.values()
               for spec in KINDS[kind].keys)


def _takes_acting_card(kind: str, concept: str) -> bool:
    """True for a kind with a spell or ability key bound to the card named as acting by ``concept`` (``acts.blink``:
    ``leaves-and-returns``)."""
    return any(spec.shape == "dependent" and spec.ask.get(concept) == NAMED_CARD for spec in KINDS[kind].keys)


def _unused_card(parsed: Parsed, facts: Facts) -> None:
    """Refuse a reading that leaves out what the words gave: the acting card when the kind has no key for it, the
    words "spell" or "while it's on the stack" when the permanent asked about is no spell."""
    given = parsed.drafts[0].given
    if facts.acting is not None and not any(isinstance(value, dict) and value.get("name") == facts.acting[0].name
                                            and "requires" in value for value in given.values()):
        parsed.refusal, parsed.detail = NOT_UNDERSTOOD, {"unknown_words": [facts.acting[0].written]}
    elif (facts.has("object.spell", "object.face-down-spell", "object.on-stack")
          and (given.get("permanent") or {}).get("zone") != "stack"):
        words = [facts.text.normal[hit.start:hit.end] for hit in facts.hits
                 if hit.concept in ("object.spell", "object.face-down-spell", "object.on-stack")]
        parsed.refusal, parsed.detail = NOT_UNDERSTOOD, {"unknown_words": words}


def _prefer_the_asked_kind(scores: dict[str, float], facts: Facts) -> None:
    """Of kinds tied at the top, the one a ``kind.`` cue of the sentence that asks names wins when the others are cued
    only in the story told before it ("…対応して表にした。まだ対象のまま？": responding is what happened, staying
    targeted is what is asked)."""
    if not scores:
        return
    best = max(scores.values())
    top = [kind for kind, score in scores.items() if best - score < KIND_MARGIN]
    asked = [kind for kind in top if facts.asks_strongly(kind)]
    start, end = facts.text.asked_span
    cued = {kind for hit in facts.hits if start <= hit.start < end
            for kind in [kind_of(hit.concept), *kinds_claiming(hit.concept)] if kind}
    if len(top) > 1 and len(asked) == 1 and not cued & (set(top) - set(asked)):
        scores[asked[0]] = best + KIND_MARGIN


def _across_an_adjective(hits: list[Hit], normal: str) -> tuple[list[Phrase], list[Phrase]]:
    """The gapped phrases whose closing words begin a longer face-up or face-down phrase, or stand right
    before a noun or another state word: in "turn my face-up morph face down", "turn my face down creature face up"
    and "retourner ma créature face visible face cachée" the first state word describes the creature, it doesn't
    close "turn … face up" (the last one says where it is turned).  Second: those before another state word (which
    of the two is the card's is not sure)."""
    def next_to(hit: Hit, prefixes: tuple[str, ...]) -> bool:
        return any(other.concept.startswith(prefixes) and other.start >= hit.end
                   and not normal[hit.end:other.start].strip() for other in hits)

    gapped = [hit for hit in hits if len(hit.segments) > 1 and hit.concept.startswith(("kind.", "hint.", "claim."))]
    across = [hit.phrase for hit in gapped if next_to(hit, _DESCRIBED) or any(
        other.concept in _STATES and other.start == hit.segments[-1][0] and other.end > hit.end for other in hits)]
    return across, [hit.phrase for hit in gapped if next_to(hit, _STATES)]


#: The words a state word right before them describes ("face-down creature", "face visible face cachée").
_DESCRIBED = ("face-up", "face-down", "noun.creature", "type.", "proc.")
_STATES = ("face-up", "face-down")


def _outside(cards: list[Any], hits: list[Hit]) -> list[Hit]:
    """The hits not inside a card's name: a Chinese or Japanese phrase is found anywhere, 色 in 灰色熊 too."""
    spans = [card.span for card in cards if card.span[0] < card.span[1]]
    return [hit for hit in hits if not any(start <= hit.start and hit.end <= end for start, end in spans)]
def _claim_unused(facts: Facts, kind: str) -> bool:
    """True when the clause that asks makes a claim that ``kind`` neither checks nor binds to a key."""
    bound = {concept.lstrip("!") for spec in KINDS[kind].keys for expression in spec.ask
             for concept in expression.split("&")}
    if not KINDS[kind].ask.reads_sizes and (len({(power, toughness) for power, toughness, _at in facts.text.sizes}) > 1
                                            or (facts.size_asked() and SIZE not in KINDS[kind].ask.claims)):
        return True  # "…turned it face up - is it still a 2/2?": the size written is claimed, a kind not checking it
        # would answer another question; of two sizes written ("a 3/3 … still a 2/2?") the first would be taken
    own = (f"kind.{kind}", f"hint.{kind}")
    return any(claim.concept not in KINDS[kind].ask.claims and claim.concept not in bound
               and claim.concept not in _DESCRIBING
               and not any(hit.concept in own and (hit.start, hit.end) == (claim.start, claim.end)
                           for hit in facts.hits)
               for claim in facts.asking_clause_claims())  # 目标 is a claim, and the hint of the kind chosen


#: Claims that describe what the question is about in any kind: the way it was turned or cast ("cast with morph"),
#: "ability" naming the ability asked about ("does its ETB ability trigger?").
_DESCRIBING = frozenset({"claim.by-mana-cost", "claim.by-disguise", "claim.by-morph", "claim.abilities"})


def _event_unused(facts: Facts, kind: str) -> bool:
    """True when the sentence that asks names an event that ``kind`` neither binds nor is implied by, and no cue
    or claim of ``kind`` (another sentence's words chose the kind), or when the permanent entered face up and
    ``kind`` can't say so."""
    bound = {concept.lstrip("!") for spec in KINDS[kind].keys for expression in spec.ask
             for concept in expression.split("&")}
    if facts.has(ENTERED_FACE_UP) and ENTERED_FACE_UP not in bound:
        return True  # "if I cast it face up, does its 'when turned face up' trigger?": never face down at all
    if kind == EVENT_KIND or facts.cued_in_asked_sentence(kind):
        return False
    return any(event not in bound for event in facts.events_asked())


def _turned(hits: list[Hit], negated: set[int]) -> list[Hit]:
    """The hits with each negation applied: a fact becomes its opposite, a cue or claim asks the opposite."""
    from dataclasses import replace

    spans = {(hits[index].start, hits[index].end) for index in negated}
    negated = {index for index, hit in enumerate(hits) if (hit.start, hit.end) in spans}  # every concept there
    turned = []
    for index, hit in enumerate(hits):
        if index not in negated:
            turned.append(hit)
        elif hit.concept in OPPOSITES:
            turned.append(replace(hit, concept=OPPOSITES[hit.concept]))
        else:
            turned.append(replace(hit, inverse=not hit.inverse))
    return turned


#: The concepts whose words say which cost the cost after them is (not one paid to turn the card face up).
_COST_LABELS = ("claim.ward", "proc.disguise", "proc.morph", "card.megamorph", "cost.mana", "cost.megamorph",
                "claim.by-mana-cost", "claim.by-morph", "claim.by-disguise", "card.disguise", "card.morph")


def _phrase_texts(phrases: Iterable[Phrase], concept: str) -> tuple[str, ...]:
    return tuple(" ".join(p.words).replace("*", "") for p in phrases if p.concept == concept)


def _likely_kinds(facts: Facts) -> list[str]:
    """Kinds worth offering when the question names no kind: what its facts are usually asked about."""
    if facts.seed_card:
        return ["resolve"]
    if facts.has("card.dfc", "card.mdfc"):
        return ["can-transform", "can-turn-face-up"]
    return ["can-turn-face-up", "characteristics"]
