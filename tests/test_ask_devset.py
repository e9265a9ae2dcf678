"""Question sets the reader was tuned on, as regression sets: no more confidently wrong answers and no fewer right
ones than reached.

``tests/fixtures/ask/dev-set.tsv`` holds 430 forum-style questions in seven languages written by someone who
never saw the reader (question, expected yes/no/REFUSE, language, why); ``ask-A.tsv`` 201 and ``ask-B.tsv`` 214 more
by other such authors, each measured blind first and tuned on afterwards.  Neither says
anything about unseen questions any more; they guard what was reached.  Scored like ``../shared/tools/ask_score.py``:
a REFUSE row is right when no yes/no answer is given.  Here without a card pool (the shipped corpus only).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

SETS = Path(__file__).parent / "fixtures" / "ask"
#: set -> (rows, must-refuse rows, right answers reached without a card pool, confidently wrong allowed).
#: dev-set: 160 right when committed, 171 after the second vocabulary round (fillers, conditions, paying).
#: ask-A: 89 after that round; its one wrong answer is "¿la puedo poner boca arriba pagando su coste de maná?"
#: about "una criatura enmascarada": the reader takes "creature" for a creature card (the banks want that reading),
#: where a cloaked permanent is a creature whatever the card is, so the author expects a refusal.
#: ask-B: sealed until measured once at the end (76 right, 6 confidently wrong, without a pool); 82 and 0 after the
#: five causes of its wrong answers were fixed.
#: Japanese and Chinese round (which named card is the face-down one, attachments, copies, megamorph counters) and
#: the European round (the words that ask choose the kind, getting a counter as it turns, turned face up it is
#: itself, slang and fillers; "prima" (first) is no longer corrected into a filler it only resembles), merged:
#: ask-C: sealed until measured at the end of that round (85 right, 2 confidently wrong without a pool; 95 and 2
#: with the 2018 pool); both causes fixed after (entering tapped read as an enters trigger; "on paye toujours {3} ?"
#: about a manifested creature took the {3} asked about for the card's mana cost).
#: A cloaked or manifested "creature" no longer says its card is a creature card (the permanent is one whatever the
#: card): ask-A's wrong answer above is now refused, and so is one ask-C question that took "偽装したクリーチャー"
#: (a cloaked creature) for a creature card, by choice; the Japanese/Chinese round (colloquial forms, 对手的) brought
#: ask-C to 95 without a pool.
#: ask-D: measured blind at the start of the next round (72 right and 6 confidently wrong without a pool, 106 and 7
#: with the 2018 pool); every wrong answer fixed at its cause (a tag "…, ¿no?" read as a negation, a negated verb of
#: the question ignored, "manifested creature" taken for a creature card, "pay ward" in Japanese and Chinese read as
#: "has ward", a cost paid in the asking clause taken for the card's mana cost), then merged with that round's work.
FLOORS = {"dev-set": (430, 64, 204, 0), "ask-A": (201, 42, 94, 0), "ask-B": (214, 42, 99, 0),
          "ask-C": (219, 28, 105, 0), "ask-D": (246, 42, 79, 0), "ask-E": (308, 43, 91, 0),
          "ask-F": (285, 42, 126, 0), "ask-G": (343, 42, 90, 0), "ask-H": (280, 42, 162, 0),
          "ask-I": (280, 42, 161, 0), "ask-J": (280, 42, 102, 0), "ask-K": (280, 42, 84, 0),
          "ask-L": (280, 42, 102, 2), "ask-M": (280, 42, 90, 3), "ask-N": (280, 42, 108, 3),
          "ask-O": (280, 42, 124, 3)}
#: ask-E: sealed through that round and measured once at its end (71 right, 2 confidently wrong without a pool; 86
#: and 2 with the 2018 pool); both wrong answers took the spell after "avec"/"con" that did the cloaking for the card
#: cloaked, fixed at that cause.
#: ask-F: measured blind at the start of the next round (98 right and 1 confidently wrong without a pool, 119 and 2
#: with the 2018 pool); both causes fixed (a polite Japanese obligation, しないといけませんか, read as a negation; a
#: story joined to its question by a spaced hyphen, so the story's "flipped" chose the kind over the counter asked).
#: ask-G: sealed through that round and measured once at its end (71 right and 1 confidently wrong without a pool,
#: 89 and 2 with the 2018 pool); both causes fixed (a hint alone in the asking sentence, "Does it trigger?", took the
#: question from the watcher a story's card cued; in combat, not turning it face up before damage was assumed).
#: ask-H: measured blind at the start of the next round (123 right and 2 confidently wrong without a pool, 160 and 8
#: with the 2018 pool); every cause fixed (Chinese A-not-A questions read as negations, an Aura on the face-down
#: permanent taken for its card, a cost paid that is the card's megamorph cost taken for its mana cost and a premise
#: that fails answered "no", a card's own "return it face down" assumed away, a watcher's text unread), then tuned on
#: with that round's kinds (what stays when turned face up, counts as casting, manifest dread) and card watchers.
#: ask-I: sealed through that round and measured once at its end (146 right and 2 confidently wrong without a pool,
#: 188 and 2 with the 2018 pool); one cause fixed after ("wie die getarnten Karten" compares: the morph asked about
#: was read as cloaked); the other after the round: "Does unmorphing use the stack?" was read as whether it can be
#: turned face up ("unmorphing" cued that kind more strongly than "use the stack" cued responding). The cause was
#: the act asked about: "use the stack" and "respond to" say something of an act, and the act is the one the words
#: do — turning face up (a special action) or casting face down (a spell: "respond to me casting a morph face down"
#: had been answered no in every language); "use the stack" is now a cue that takes the act before it as its subject.
#: ask-J: measured blind at the start of the 2026-12-01 night round (96 right and 1 confidently wrong without a pool,
#: 116 and 1 with the 2018 pool); the cause fixed: a face-down spell on the stack ("una magia a faccia in giù mentre
#: è in pila") was read as a permanent turned face up by a spell, and "while it's on the stack" as asking about
#: responding.
#: ask-K: sealed through that round and measured once at its end (80 right and 3 confidently wrong without a pool,
#: 112 and 4 with the 2018 pool); three causes fixed after (a Japanese question repeated in the negative, an English
#: negative auxiliary after a condition, a relative clause saying where a face-down spell is); the fourth in the next
#: round: "Et une créature manifestée, elle n'a pas parade {2} elle aussi ?" was answered yes — a negation on the verb
#: of a question without a tag was read as asked, while French (and German, Spanish, Italian) answer such a question
#: about the positive statement ("non": it has none).
#: ask-L: measured blind at the start of the next round (98 right and 7 confidently wrong without a pool, 117 and 10
#: with the 2018 pool); causes fixed (negative questions in German, French, Spanish and Italian, responding to the
#: trigger of a card turned face up, a cost to turn face up taken for the card's, the counters asked read off the
#: question's first number, French "arrive", "on the stack" after "face-down spell"). Two wrong answers allowed: the
#: Japanese 「…表向きにはできないよね？」, labelled by its author about the positive statement while Japanese agrees
#: with the negative one (judge-cli answers はい: it can't), and "¿tiene que ser mi turno para voltear una
#: metamorfosis?" (whether it has to be, read as whether it can be: not yet understood).
#: ask-M: sealed through that round and measured once at its end (90 right and 3 confidently wrong without a pool,
#: 109 and 3 with the 2018 pool); the three allowed until fixed: "für 3 aufdecken" (a bare number as a cost), "si
#: innesca qualcosa?" (anything triggering, read as enters abilities), and a Chinese question whether a cloak spell
#: can cloak an instant card (read as resolving that card).
#: ask-N: measured blind at the start of the 2026-12-02 evening round (106 right and 5 confidently wrong without a
#: pool, 120 and 6 with the 2018 pool); one cause fixed (a cost written after "with", 用 or before で is the price
#: asked about): 107/4 and 121/5.  ask-O: sealed through that short round, measured once at its end (123 right and 4
#: confidently wrong without a pool, 148 and 6 with the 2018 pool).  Both authors read the previous round's closing
#: note (it lay beside their brief) and took its convention for negative questions; both sets hold its quoted French
#: question "elle n'a pas de nom, …, c'est ça ?" (answered "no" until the tag after the noun the statement is about
#: was read as a tag: then 108/3 and 124/3).
#: Wrong answers allowed until fixed: casting face down "for {3}" read as turning face up (it, ja);
#: a German "nicht trotzdem" negative question; 優先権を持ってないとダメ (whether priority is needed); whether a
#: tapped face-down creature untaps when turned face up (zh).


def rows(name: str = "dev-set") -> list[tuple[str, str, str]]:
    found = []
    for line in (SETS / f"{name}.tsv").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            question, expected, lang = line.split("\t")[:3]
            found.append((question, expected, lang))
    return found


@pytest.fixture(scope="module", params=sorted(FLOORS))
def scored(request, corpus) -> tuple[str, Counter[str], list[str]]:
    from ask_helpers import new_asker

    asker = new_asker(corpus)
    counts: Counter[str] = Counter()
    wrong = []
    for question, expected, _lang in rows(request.param):
        outcome = asker.ask(question)
        answer = outcome.verdict.answer if outcome.verdict is not None else None
        if expected == "REFUSE":
            result = "right" if answer not in ("yes", "no") else "wrong"
        else:
            result = "right" if answer == expected else ("wrong" if answer is not None else "refused")
        counts[result] += 1
        if result == "wrong":
            wrong.append(f"{question!r}: {answer!r}, expected {expected}")
    return request.param, counts, wrong


@pytest.mark.parametrize("name", sorted(FLOORS))
def test_each_set_has_all_seven_languages_and_must_refuse_rows(name):
    total, refuse, _right, _wrong = FLOORS[name]
    langs = Counter(lang for _q, _e, lang in rows(name))
    assert set(langs) == {"en", "de", "fr", "es", "it", "ja", "zh"} and sum(langs.values()) == total
    assert sum(expected == "REFUSE" for _q, expected, _l in rows(name)) == refuse


def test_no_more_confidently_wrong_answers_than_reached(scored):
    name, _counts, wrong = scored
    assert len(wrong) <= FLOORS[name][3], "\n".join(wrong)


def test_right_answers_stay_at_the_floor_reached(scored):
    name, counts, _wrong = scored
    assert counts["right"] >= FLOORS[name][2], (name, counts)
