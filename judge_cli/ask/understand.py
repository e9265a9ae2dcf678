"""Precision first: every word of a question is used by the reading, known as filler, or reported.

After the vocabulary's phrases and the card names are found, each remaining word is looked at: a filler word
or phrase of its language (``data/ask/<lang>.yaml`` ``filler:``) is understood and means nothing for the
reading; a negation (``negation:``) turns the phrase it stands by around; anything else is a word the reader
did not understand, and a question with such a word gets no answer (:mod:`judge_cli.ask.reader`).

A negation attaches to the nearest phrase after it (within :data:`NEGATION_REACH` words), else the nearest
before it (French *ne … pas*, Japanese ない after the verb).  Only a phrase that can be turned around takes
it: a question cue or a claim (the question asks the opposite), or a fact with an opposite (tapped/untapped,
face down/face up).  A negation that attaches to nothing that can be turned around is not understood either,
nor one whose nearest phrase after it can't be turned around (*without paying*, *isn't a creature*): it would
otherwise reach past it.
"""

from __future__ import annotations

from dataclasses import field

from judge_cli.ask.text import Hit, Text
from judge_cli.ask.vocabulary import Lexicon
from judge_cli.records import record
from judge_cli.search.normalize import is_cjk

#: Words between a negation and the phrase it turns around (Latin scripts), characters for CJK.
NEGATION_REACH = 4
NEGATION_REACH_CJK = 6
#: Facts whose negation is another fact.
OPPOSITES = {"status.tapped": "status.untapped", "status.untapped": "status.tapped", "face-down": "face-up",
             "face-up": "face-down"}
#: The concepts that say what is asked, not what it is about (a fact's negation is part of what happened).
_ASKING = ("kind", "hint", "claim")


def turnable(concept: str) -> bool:
    """True when a negation can turn ``concept`` around."""
    return concept.split(".", 1)[0] in _ASKING or concept in OPPOSITES


@record
class Understanding:
    """What the words of a question came to, beyond the phrases found."""

    unknown: list[str] = field(default_factory=list)  #: words not understood, as written
    negated: set[int] = field(default_factory=set)  #: indices (in the hit list) of hits a negation turns around
    fillers: list[str] = field(default_factory=list)  #: filler words found (understood, no meaning)


def understand(text: Text, hits: list[Hit], spans: list[tuple[int, int]], lexicon: Lexicon, lang: str,
               corrected: list[str] | None = None) -> Understanding:
    """Sort each word of ``text`` not inside a hit or ``spans`` (card names, filler phrases): filler, negation or not
    understood."""
    found = Understanding()
    covered = [segment for hit in hits for segment in hit.segments] + list(spans)
    negations: list[tuple[int, int, str]] = []
    for word, start, end, grammar in _uncovered_words(text, covered, lexicon, lang, corrected):
        if lexicon.is_negator(lang, word) and (_is_tag(text, start, end) or _opens_a_question(text, start, lang)
                                               or _or_not(text, start, end, lang)):
            found.fillers.append(word)  # "…, ¿no?", "…, non ?", "Doesn't it stay tapped?": asks for agreement
        elif lexicon.is_negator(lang, word):
            negations.append((start, end, word))
        elif grammar or word.isdigit() or lexicon.is_filler(lang, word):
            found.fillers.append(word)
        else:
            found.unknown.append(word)
    for start, end, word in negations:
        index = _attach(hits, start, end, lang)
        if index is None:
            found.unknown.append(word)
        elif _asks_in_the_negative(text, hits, index, start, end, lang):
            found.fillers.append(word)  # "¿no puede atacar…?", "elle n'a pas parade ?": asks for agreement
        else:
            found.negated.add(index)  # ne … pas: one negation written twice counts once
    return found


#: Words opening a clause inside the question (relative, complement, condition, time, "without"): a negation after
#: one of them in its clause states that clause's fact ("une action spéciale qui n'utilise pas la pile"), it does
#: not ask the question the other way round.
_SUBORDINATORS = {
    "de": frozenset({"dass", "die", "der", "das", "den", "dem", "deren", "dessen", "welche", "welcher", "welches",
                     "wenn", "falls", "ob", "weil", "obwohl", "als", "nachdem", "bevor", "sobald", "wo", "ohne"}),
    "fr": frozenset({"qui", "que", "qu", "dont", "si", "s", "quand", "lorsque", "lorsqu", "sans", "parce", "puisque",
                     "puisqu", "comme"}),
    "es": frozenset({"que", "quien", "quienes", "cual", "cuales", "cuando", "si", "sin", "porque", "aunque", "donde",
                     "mientras", "como"}),
    "it": frozenset({"che", "cui", "quale", "quali", "quando", "se", "senza", "perche", "mentre", "dove", "sebbene",
                     "benche", "come"}),
}
#: The negations of a verb, per language (the others are a preposition's or a conjunction's: "sans", "ni").
_VERB_NEGATORS = {"fr": frozenset({"ne", "n", "pas"}), "es": frozenset({"no"}), "it": frozenset({"non"}),
                  "de": frozenset({"nicht", "kein", "keine", "keinen", "keinem", "keiner", "keines"})}


def _asks_in_the_negative(text: Text, hits: list[Hit], index: int, start: int, end: int, lang: str) -> bool:
    """True when the negation at ``start:end`` is the question's own, written on the verb it asks ("¿no puede
    atacar…, verdad?", "elle n'a pas parade {2} ?", "kann ich sie nicht aufdecken?"): it asks for agreement, and is
    answered about the positive statement ("no: it can't"), as these languages answer such questions (German and
    French have *doch* and *si* to contradict one).  A negation of a fact, of a clause inside the question (after
    *que*, *dass*, *if*…), or outside the sentence that asks still turns its phrase around."""
    subordinators = _SUBORDINATORS.get(lang)
    if subordinators is None:
        # English: only the opening auxiliary asks for agreement (see _opens_a_question).  Japanese and Chinese
        # answer a negative question by agreeing with it (「できないよね？」「はい、できません」), so there the
        # negation is what is asked
        return False
    if hits[index].concept.split(".", 1)[0] not in _ASKING:
        return False  # a fact ("not face down", "didn't pay"): the negation is part of what happened
    if text.normal[start:end] not in _VERB_NEGATORS[lang]:
        return False  # "sans nom", "sin pagar", "ohne": a preposition's negation, not the verb's
    asked_start, asked_end = text.asked_span
    if not (asked_start <= start < asked_end) or not any(
            question and sentence_end == asked_end for _s, sentence_end, question in text.sentences):
        return False
    clause_start, clause_end = text.clause_of(start)
    if any(other.concept == "condition" and clause_start <= other.start < start for other in hits):
        return False  # "si elle n'est pas…": the condition's fact
    opens = not [token for token, at, _end in text.tokens if clause_start <= at < start and token not in _OPENERS]
    if clause_end < asked_end and _tagged(text, hits, clause_end, asked_end) and not opens:
        # "Une créature face cachée n'a pas de nom, c'est ça ?", "Una creatura manifestata non ha egida, vero?": a
        # negative statement, then a tag asking whether it is right: "yes" confirms the statement
        return False
    return not any(token in subordinators for token, at, _end in text.tokens if clause_start <= at < start)


def _tagged(text: Text, hits: list[Hit], clause_end: int, asked_end: int) -> bool:
    """True when what follows the statement up to the end of the question is a tag: its last clause holds no reading
    ("c'est ça ?"), and any clause before it only names what the statement is about ("elle n'a pas de nom, ma
    créature face cachée, c'est ça ?"), never what is asked."""
    last_start = text.clause_of(max(asked_end - 1, clause_end))[0]
    if last_start < clause_end or any(last_start <= other.start < asked_end for other in hits):
        return False
    return not any(clause_end <= other.start < last_start and other.concept.split(".", 1)[0] in _ASKING
                   for other in hits)


def _is_tag(text: Text, start: int, end: int) -> bool:
    """True when the word at ``start:end`` is a clause of its own that ends a question ("…, ¿no?", "…, non ?"):
    a tag asking for agreement, not a negation."""
    clause_start, clause_end = text.clause_of(start)
    if text.normal[clause_start:clause_end].strip() != text.normal[start:end]:
        return False
    return any(question and sentence_end == end for _start, sentence_end, question in text.sentences)


#: The "or" of an alternative question, per language ("… or not?", "… oder nicht?", "… ou pas ?", "… o no?"), and the
#: words that open one in the middle of a sentence ("whether or not it stays tapped").
_OR = {"en": frozenset({"or"}), "de": frozenset({"oder"}), "fr": frozenset({"ou"}), "es": frozenset({"o", "u"}),
       "it": frozenset({"o", "oppure"})}
_WHETHER = frozenset({"whether", "ob", "si"})


def _or_not(text: Text, start: int, end: int, lang: str) -> bool:
    """True when the negation at ``start:end`` is the "or not" of an alternative question: written right after
    "or", ending its clause ("does it use the stack or not?") or after "whether or": it asks the positive question
    and the negative one at once, so it turns nothing around."""
    words = [(word, at, stop) for word, at, stop in text.tokens]
    index = next((i for i, (_word, at, _stop) in enumerate(words) if at == start), None)
    if not index or words[index - 1][0] not in _OR.get(lang, frozenset()):
        return False
    if index >= 2 and words[index - 2][0] in _WHETHER:
        return True
    clause_end = text.clause_of(start)[1]
    return end >= clause_end or index + 1 == len(words) or words[index + 1][1] >= clause_end


#: English auxiliaries that open a negative question ("Doesn't it stay tapped?" asks whether it stays tapped, and
#: is answered "yes" when it does), and the words that may come before them.
_NEGATIVE_AUXILIARIES = frozenset({"doesnt", "dont", "didnt", "isnt", "arent", "wasnt", "werent", "cant", "wont",
                                   "shouldnt", "wouldnt", "couldnt", "hasnt", "havent"})
_LEADING = frozenset({"so", "but", "and", "then", "wait", "ok", "okay", "hmm", "well"})
#: Those words, and the other languages' words that may come before the negation opening a question ("pero ¿no…",
#: "ma non…", "mais n'…", "aber nicht").
_OPENERS = _LEADING | frozenset({"pero", "entonces", "y", "o", "sea", "pues", "ma", "quindi", "e", "allora", "cioe",
                                 "mais", "donc", "et", "alors", "aber", "also", "und", "dann", "doch"})


def _opens_a_question(text: Text, start: int, lang: str) -> bool:
    """True when the English negative auxiliary at ``start`` opens a sentence that is a question, or its clause after
    a condition ("When I turn it face up, doesn't it untap?"; after "so", "but"…): the question asks for agreement
    with the positive statement, it turns nothing around."""
    if lang != "en":
        return False
    for sentence_start, sentence_end, question in text.sentences:
        if question and sentence_start <= start < sentence_end:
            opening = max(sentence_start, text.clause_of(start)[0])
            words = [word for word, at, _end in text.tokens if opening <= at <= start]
            leading = words[:-1]
            return bool(words) and words[-1] in _NEGATIVE_AUXILIARIES and all(w in _LEADING for w in leading)
    return False


def _share(start: int, end: int, spans: list[tuple[int, int]]) -> float:
    """The share of the characters of ``start:end`` that lie in one of ``spans``."""
    inside = sum(1 for at in range(start, end) if any(s <= at < e for s, e in spans))
    return inside / max(1, end - start)


def _uncovered_words(text: Text, covered: list[tuple[int, int]], lexicon: Lexicon, lang: str,
                     corrected: list[str] | None = None) -> list[tuple[str, int, int, bool]]:
    """The words outside phrases and names: (word, start, end, grammar word?).

    Latin tokens as they are; a Japanese run split by MeCab (a word half covered by a phrase is covered: the
    phrase is its stem), a Chinese run's uncovered characters split by longest match against the fillers.
    """
    found: list[tuple[str, int, int, bool]] = []
    for position, (word, start, end) in enumerate(text.tokens):
        if not is_cjk(word[0]):
            if _share(start, end, covered) < 1.0:  # a typo counts as the word it was corrected to
                found.append((corrected[position] if corrected else word, start, end, False))
        elif lang == "ja":
            found.extend(_ja_words(word, start, covered, lexicon))
        else:
            found.extend(_zh_words(word, start, covered, lexicon, lang))
    return found


def _ja_words(run: str, offset: int, covered: list[tuple[int, int]],
              lexicon: Lexicon) -> list[tuple[str, int, int, bool]]:
    from judge_cli.ask.lemmas import ja_words

    found: list[tuple[str, int, int, bool]] = []
    at = 0
    for word in ja_words(run):
        index = run.find(word.surface, at)
        if index < 0:
            continue
        at = index + len(word.surface)
        start, end = offset + index, offset + at
        if _share(start, end, covered) >= 0.5:
            continue
        negator = lexicon.is_negator("ja", word.surface) or lexicon.is_negator("ja", word.lemma)
        known = word.lemma if negator or lexicon.is_filler("ja", word.lemma) else word.surface
        found.append((known, start, end, word.grammar and not negator))
    return found


def _zh_words(run: str, offset: int, covered: list[tuple[int, int]], lexicon: Lexicon,
              lang: str) -> list[tuple[str, int, int, bool]]:
    from judge_cli.ask.lemmas import split_cjk

    table, common = lexicon.table(lang), lexicon.tables["common"]
    known = table.fillers | table.negators | common.fillers
    found: list[tuple[str, int, int, bool]] = []
    residue: list[tuple[int, int]] = []  # runs of uncovered characters
    for index in range(len(run)):
        at = offset + index
        if any(s <= at < e for s, e in covered):
            continue
        if residue and residue[-1][1] == at:
            residue[-1] = (residue[-1][0], at + 1)
        else:
            residue.append((at, at + 1))
    for start, end in residue:
        at = start
        for piece, _known in split_cjk(run[start - offset:end - offset], known):
            found.append((piece, at, at + len(piece), False))
            at += len(piece)
    return found


def _attach(hits: list[Hit], start: int, end: int, lang: str) -> int | None:
    """The index of the hit a negation at ``start:end`` turns around, or None."""
    cjk = lang in ("ja", "zh")
    # "darf er nicht angreifen": written in the gap of a phrase, right before the phrase's next word, it turns that
    # phrase around (not in "kann eine nicht getarnte Kreatur angreifen": another phrase comes first)
    for index, hit in enumerate(hits):
        if not (hit.start <= start and end <= hit.end and turnable(hit.concept)):
            continue
        resumes = min((segment[0] for segment in hit.segments if segment[0] >= end), default=None)
        if resumes is not None and not any(end <= other.start < resumes for other in hits):
            return index
    reach = NEGATION_REACH_CJK if cjk else NEGATION_REACH * 12  # characters: about four words
    nearest = min(((hit.start - end, index) for index, hit in enumerate(hits)
                   if hit.start >= end and hit.start - end <= reach), default=None)
    if nearest is not None and lang != "ja" and not turnable(hits[nearest[1]].concept) \
            and not any(turnable(hit.concept) for hit in hits if (hit.start, hit.end) == (hits[nearest[1]].start,
                                                                                         hits[nearest[1]].end)):
        return None  # "without paying", "isn't a creature": it turns around what stands right by it, unreadable
    after = [(hit.start - end, index) for index, hit in enumerate(hits)
             if hit.start >= end and hit.start - end <= reach and turnable(hit.concept)]
    before = [(start - hit.end, index) for index, hit in enumerate(hits)
              if hit.end <= start and start - hit.end <= reach and turnable(hit.concept)]
    order = (before, after) if lang == "ja" else (after, before)
    for candidates in order:
        if candidates:
            return min(candidates)[1]
    return None
