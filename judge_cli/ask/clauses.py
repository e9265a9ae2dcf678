"""How the words of the sentence that asks relate to each other, past the phrases found in it.

Three readings of structure, each from the hits and the clauses of :class:`judge_cli.ask.text.Text`:

* a time phrase naming the opponent (*in der Runde des Gegners*, *durante il turno avversario*) says **when**
  something happens, not who controls the permanent: the opponent named there is no ``player.opponent`` fact
  (:func:`when_not_who`);
* a wh-word right after a question cue (*may they look at what it is*, *do I have to show what it was*) opens the
  cue's object, an embedded clause: the question is still asked yes or no (:func:`embedded_wh`);
* of two kinds each asked by a ``kind.`` cue in one clause, the first cue is the verb that asks and the second is
  its object (*can my opponent respond to me unmorphing it*): the first chooses the kind (:func:`governing_kind`),
  unless a conjunction joins them (*can I look at it or reveal it*: two questions); and a verb phrase saying
  something of an act (``subject.act``: *uses the stack*, *passe par la pile*) has the cue right before it as its
  subject (*does unmorphing a morph use the stack*): the act is what it is said of, not a second question.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from judge_cli.ask.concepts import kind_of
from judge_cli.ask.text import Hit, Text

#: A turn, step or phase word (*turno*, *Runde*, *upkeep*): says when.
TIME = "time"
#: A genitive link between a time word and a player (*des*, *del mio*, *de l'*, *of my*).
TIME_OF = "time.of"
#: A conjunction joining two questions (*and*, *oder*, *ou*, *o*): no cue governs across it.
JOIN = "join"
#: A preposition that makes what follows a verb its object (*to*, *auf*, *à*, *a*): *respond to me unmorphing it*,
#: not *respond by unmorphing it*.
OBJECT_TO = "object.to"
#: A preposition that makes the card after it the instrument of a verb (*with*, *avec*, *con*, *mit*): "I cloaked a
#: card with Become Anonymous" names the spell that did it, not the card cloaked.
INSTRUMENT = "instrument"
#: A verb phrase saying something of an act (*uses the stack*, *geht auf den Stapel*, *usa la pila*), listed besides
#: the ``kind.`` cue it is: the act named right before it is its subject (*does unmorphing it use the stack*).
SUBJECT_ACT = "subject.act"
#: The concepts that are read for structure only: their words mean nothing else (understood as fillers).
STRUCTURE = (TIME, TIME_OF, JOIN, OBJECT_TO, INSTRUMENT, SUBJECT_ACT)
#: Words a wh-word may stand after a cue and still be its object ("show *everyone* what", "look *at* what").
OBJECT_WORDS = 3
#: Words a cue may stand after the verb that asks and still be its object ("respond to *me* unmorphing it"); more
#: is a sentence of its own run on ("I unmorphed it can they respond").
GOVERNED_WORDS = 2
#: Words the act may stand before a ``subject.act`` phrase, none of them a cue, a condition or a conjunction: what
#: it is done to ("unmorphing *a face-down creature* uses the stack").
SUBJECT_WORDS = 4
#: The opponent a time phrase names, dropped from the facts.
OPPONENT = "player.opponent"


def _between(text: Text, start: int, end: int) -> list[tuple[int, int]]:
    """The (start, end) of the words lying wholly between ``start`` and ``end`` of the normalised text."""
    return [(s, e) for _word, s, e in text.tokens if start <= s and e <= end]


def _covered(span: tuple[int, int], hits: list[Hit]) -> bool:
    return any(hit.start <= span[0] and span[1] <= hit.end for hit in hits)


def when_not_who(found: list[Hit], text: Text) -> list[Hit]:
    """``found`` with the opponent hits that a time phrase names read as part of that time: right after the time
    word, linked to it by genitive words only (*turno del mio avversario*, *Runde des Gegners*, *tour adverse*), or
    right before it (*gegnerische Runde*)."""
    times = [hit for hit in found if hit.concept == TIME]
    if not times:
        return found
    links = [hit for hit in found if hit.concept == TIME_OF]

    def says_when(opponent: Hit) -> bool:
        for time in times:
            if time.end <= opponent.start and all(
                    _covered(span, links) for span in _between(text, time.end, opponent.start)):
                return True
            if opponent.end <= time.start and not _between(text, opponent.end, time.start):
                return True
        return False

    return [replace(hit, concept=TIME) if hit.concept == OPPONENT and says_when(hit) else hit for hit in found]


def _condition_before(hit: Hit, hits: list[Hit], text: Text, lang: str) -> bool:
    """True when ``hit`` is in a clause opened by a condition word (as :meth:`Facts.in_condition`)."""
    start, end = text.clause_of(hit.start)
    cjk = lang in ("ja", "zh")
    return any(other.concept == "condition" and start <= other.start < end
               and (other.start >= hit.end if cjk else other.end <= hit.start) for other in hits)


def embedded_wh(asking: list[Hit], hits: list[Hit], text: Text, lang: str) -> list[Hit]:
    """The wh-words of ``asking`` that ask a value: not those standing, in the same clause of the sentence that
    asks, at most :data:`OBJECT_WORDS` words after a question cue out of any condition ("is my opponent allowed to
    look at what it is": the wh-word opens what is looked at). Latin-script languages only: in Japanese and
    Chinese the embedded clause comes before its verb."""
    if lang in ("ja", "zh"):
        return asking
    start, end = text.asked_span
    cues = [hit for hit in hits if kind_of(hit.concept) and start <= hit.start < end
            and not _condition_before(hit, hits, text, lang)]
    kept = []
    for wh in asking:
        clause = text.clause_of(wh.start)
        if any(cue.end <= wh.start and text.clause_of(cue.start) == clause
               and len(_between(text, cue.end, wh.start)) <= OBJECT_WORDS for cue in cues):
            continue
        kept.append(wh)
    return kept


def governing_kind(hits: list[Hit], joins: list[Hit], text: Text, lang: str, links: frozenset[str],
                   predicates: Sequence[Hit] = (), conditions: frozenset[str] = frozenset()) -> str | None:
    """The kind whose ``kind.`` cue comes first in a clause of the sentence that asks where a ``kind.`` cue of
    another kind follows it as its object: within :data:`GOVERNED_WORDS` words, after one of the words ``links``
    (*to*, *auf*, *à*: the phrases of ``object.to``, inside the first cue or after it), with no conjunction between
    (*respond to me unmorphing it*; not *respond by unmorphing it*, *respond and unmorph it*). That cue is the verb
    that asks. A ``subject.act`` phrase (``predicates``) that is a ``kind.`` cue governs the cue of another kind right
    before it in its clause, with at most :data:`SUBJECT_WORDS` words between and none of them a cue, a condition or
    a conjunction (the object of the act): *does unmorphing it use the stack* asks about the stack. A ``kind.`` cue
    opening with a condition word (``conditions``: *when it's turned face up*, the words of a printed trigger) beside
    a cue of one other kind in its clause is that cue's time: *does it keep its counters when it's turned face up*
    asks about the counters. None when there is no such clause, or two of them disagree."""
    if lang in ("ja", "zh"):  # the verb that asks comes last there
        return None
    start, end = text.asked_span
    cues = sorted((hit for hit in hits if hit.concept.startswith("kind.")
                   and start <= hit.start < end and not _condition_before(hit, hits, text, lang)),
                  key=lambda hit: hit.start)
    found: set[str] = set()
    for index, first in enumerate(cues):
        clause = text.clause_of(first.start)
        if any(text.clause_of(cue.start) == clause for cue in cues[:index]):
            continue  # only the first cue of its clause asks
        for later in cues[index + 1:]:
            if text.clause_of(later.start) != clause or kind_of(later.concept) == kind_of(first.concept):
                continue
            if later.start < first.end or len(_between(text, first.end, later.start)) > GOVERNED_WORDS or any(
                    first.end <= join.start and join.end <= later.start for join in joins):
                continue
            if not any(word in links for word, s, e in text.tokens if first.start <= s and e <= later.start):
                continue
            found.add(str(kind_of(first.concept)))
    for predicate in predicates:
        own = next((cue for cue in cues if (cue.start, cue.end) == (predicate.start, predicate.end)), None)
        if own is None:
            continue
        clause = text.clause_of(own.start)
        subject = [cue for cue in cues if cue.end <= own.start and text.clause_of(cue.start) == clause
                   and kind_of(cue.concept) != kind_of(own.concept)]
        if not subject:
            continue
        if len(_between(text, subject[-1].end, own.start)) <= SUBJECT_WORDS and not any(
                subject[-1].end <= other.start and other.end <= own.start and (
                    kind_of(other.concept) or other.concept == "condition") for other in hits) \
                and not any(subject[-1].end <= join.start and join.end <= own.start for join in joins):
            found.add(str(kind_of(own.concept)))
    for clause in {text.clause_of(cue.start) for cue in cues}:
        mine = [cue for cue in cues if text.clause_of(cue.start) == clause]
        timed = [cue for cue in mine if _opens_with(text, cue, conditions)]
        others = {kind_of(cue.concept) for cue in mine if not _opens_with(text, cue, conditions)}
        if timed and len(others) == 1 and not others & {kind_of(cue.concept) for cue in timed} and not any(
                join.start >= clause[0] and join.end <= clause[1] for join in joins):
            found.add(str(others.pop()))
    return found.pop() if len(found) == 1 else None


def _opens_with(text: Text, hit: Hit, words: frozenset[str]) -> bool:
    """True when the first word ``hit`` matched is one of ``words``, outside quotes (a printed trigger quoted,
    *auf den Trigger ("Wenn … aufgedeckt wird") reagieren*, is the ability named, not a time)."""
    return any(word in words for word, s, _e in text.tokens if s == hit.start) and not quoted(text, hit)


def quoted(text: Text, hit: Hit) -> bool:
    """True when every stretch of text ``hit`` matched is written inside one of the question's quotes."""
    from judge_cli.search.normalize import normalize

    inside = [normalize(part) for part in text.quoted]
    return bool(inside) and all(any(text.normal[start:end] in part for part in inside) for start, end in hit.segments)


def placed_spell(hits: list[Hit], normal: str) -> list[Hit]:
    """The hits, with a cue of responding written right after "face-down spell" (two words at most between) taken for
    where that spell is: "Can a face-down spell on the stack be turned face up?", "einen verdeckten Zauber auf dem
    Stapel aufdecken" say where the spell is, not that something responds to it."""
    spells = [hit for hit in hits if hit.concept == "object.face-down-spell"]
    placed = []
    for hit in hits:
        if hit.concept == "hint.can-respond-to-turning-face-up" and any(
                spell.end <= hit.start and len(normal[spell.end:hit.start].split()) <= 2 for spell in spells):
            hit = replace(hit, concept="object.on-stack")
        placed.append(hit)
    return placed
