"""Which part each card named in a question plays: the face-down card, the spell that acted, or none known.

A story names several cards ("Opp casts Krosan Grip, can I unmorph my Willbender?", "I equipped Bonesplitter
to my face-down creature"); only one of them can be the permanent the question is about.  A card is that
*subject* when a face-down or turning word stands right by it with nothing but filler words between
("my face-down Akroma", "Delver of Secrets got manifested", "unmorph my Willbender", "Akroma face cachée") —
unless the word describes a noun of its own ("Bonesplitter to my face-down *creature*").  A seed card the
``resolve`` kind knows is the spell cast.  Any other card is a part the reader can't place: its name is
reported as not understood, so the question is refused rather than answered about the wrong card.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from judge_cli.ask.names import NamedCard
from judge_cli.ask.text import Hit, Text
from judge_cli.ask.vocabulary import Lexicon
from judge_cli.rules.seed_cards import SEED_CARDS  # not seed_spells: the resolution is not imported

#: The words that put a card in the face-down part: a procedure, face down, turning face up.
_SUBJECT_CUES = ("proc.", "face-down", "hint.can-turn-face-up", "kind.can-turn-face-up", "kind.can-transform",
                 "kind.turn-face-down")
#: Japanese and Chinese also: the card right before the cost paid is the card whose cost it is
#: (層雲の踊り手を大変異コストで).
_CJK_SUBJECT_CUES = _SUBJECT_CUES + ("claim.by-", "by.megamorph")
#: The cost words that make the card right beside them the face-down one, when it has that keyword ("the megamorph
#: cost of Hidden Dragonslayer", "coût de mégamue du Tueur de dragon caché"): only a face-down permanent is turned
#: face up for it (CR 702.37e).
_COST_CUES = {"cost.megamorph": "megamorph", "claim.by-morph": "morph"}
#: Nouns a face-down word may describe instead of the card before it.
_NOUNS = ("type.", "status.token")
#: The procedures only a card with their keyword can be face down by (CR 702.37c, 702.168c).
KEYWORD_PROCEDURES = ("proc.morph", "proc.megamorph", "proc.disguise")
#: Filler words at most between a card and the word that makes it the subject.
REACH_WORDS = 3


def subject_card(cards: list[NamedCard], hits: list[Hit], text: Text, lexicon: Lexicon, lang: str,
                 acts: Callable[[NamedCard], bool] | None = None,
                 instruments: list[tuple[int, int]] | None = None,
                 able: Callable[[NamedCard, str], bool] | None = None) -> tuple[NamedCard | None, list[NamedCard]]:
    """The card the question is about (or None), and the named cards no part explains (seed spells excepted).

    ``acts`` tells the cards whose rules text acts on a target (ask.cardtext: an instant or sorcery's, or any card's
    that exiles and returns it): a face-down word *after* such a card is the object it acts on ("Doom Blade my
    cloaked 2/2", "Essenzzerstäubung meinen verdeckten Morph-Zauber"), not the card itself; only a word before it
    makes it the face-down one ("my cloaked Doom Blade"), unless that word describes a noun before it ("criatura boca
    abajo con el Efímero fluctuante").
    ``instruments`` are where "with", "avec", "mit" stand: a card right after one did the deed ("I cloaked a card with
    Become Anonymous"), however close the face-down word before it.  ``able`` tells whether a card can be face down by
    a keyword procedure (ask.cardtext.can_be_cast_face_down): "Pacifism is on my morph" does not make Pacifism the
    morph, it has no morph.
    """
    seeds = set(SEED_CARDS.values())
    subject = None
    others = []
    for card in cards:
        after = acts is None or not acts(card)
        # "Pacifismo sulla mia creatura a faccia in giù": an Aura or Equipment where something is attached is what is
        # attached to the face-down word after it, as a spell is what acts on it
        after = after and not (is_attachment(card) and _attaching(hits))
        used = any(0 <= card.span[0] - stop <= 1 for _start, stop in instruments or ())
        cues = [hit for hit in hits if able is None or not hit.concept.startswith(KEYWORD_PROCEDURES)
                or able(card, hit.concept.split(".", 1)[1])]
        cues += [hit for hit in hits if hit.concept in _COST_CUES and able is not None and lang not in _CJK_AFTER
                 and able(card, _COST_CUES[hit.concept])]
        if subject is None and not used and _by_a_cue(card, cues, text, lexicon, lang, after):
            subject = card  # "a cloaked Become Anonymous": even a seed card can be the face-down card
        elif card.card_id not in seeds and not (is_attachment(card) and _attaching(hits)):
            others.append(card)  # an Aura or Equipment named where something is attached is what is attached
    if subject is not None:  # "生けるものの洞窟（Zoetic Cavern）を偽装した": one card, named twice
        others = [card for card in others if card.card_id != subject.card_id]
    return subject, others


#: Words saying something is attached: the Aura/Equipment words, and the cues of the kind about attachments.
_ATTACHING = ("attach.", "kind.targets-and-attachments", "hint.targets-and-attachments")


def is_attachment(card: NamedCard) -> bool:
    """True for an Equipment card, or an Aura card that enchants a creature (what else it may enchant is not read:
    "Enchant creature you control", "Enchant land")."""
    return "equipment" in card.subtypes or ("aura" in card.subtypes and card.enchant == "creature")


def _attaching(hits: list[Hit]) -> bool:
    return any(hit.concept.startswith(_ATTACHING) for hit in hits)


def _by_a_cue(card: NamedCard, hits: list[Hit], text: Text, lexicon: Lexicon, lang: str, after: bool = True) -> bool:
    start, end = card.span
    if start == end:  # a quoted name, not located in the text: by itself it is what is asked about
        return True
    for hit in hits:
        if not hit.concept.startswith(_CJK_SUBJECT_CUES if lang in _CJK_AFTER else _SUBJECT_CUES + tuple(_COST_CUES)):
            continue
        if text.clause_of(hit.start) != text.clause_of(start):
            continue  # "骨断ちの矛槍って、変異を表にしても", "if I turn it face up, does Bonesplitter…": another clause
        if any(other.concept == "condition" and min(hit.end, end) <= other.start and other.end <= max(hit.start, start)
               for other in hits):
            continue  # "表向きにしたら平和な心は外れる？": the condition ends before the card
        if not after and _after_a_noun(hit, hits, text, lexicon, lang):
            continue  # "créature face cachée avec Lame du destin": the word describes the creature before it
        if len(hit.segments) > 1 and hit.segments[0][1] <= start and end <= hit.segments[-1][0]:
            return True  # "turns my Delver of Secrets face down": the card in the phrase's gap is its object
        between = text.normal[hit.end:start].strip()
        if hit.end <= start and (re.fullmatch(_CJK_BEFORE[lang], between) if lang in _CJK_BEFORE
                                 else _only_fillers(text, hit.end, start, lexicon, lang)):
            return True  # "face-down Akroma", "unmorph my Willbender", 予示したカードが包囲サイだった
        if (after or not _between(text, end, hit.start)) and hit.start >= end \
                and _only_fillers(text, end, hit.start, lexicon, lang) and not _joined(text, end, hit.start, lexicon,
                                                                                      lang) \
                and not _describes_a_noun(hit, hits, text, lexicon, lang) \
                and _cjk_object(card, hit, text.normal[end:hit.start].strip(), lang):
            return True  # "Delver of Secrets got manifested", "Akroma face cachée"
    return False


#: Japanese and Chinese: what may stand between a card and the face-down or turning word *after* it — the particles
#: that make the card that word's object or topic (稲妻を偽装した, 掘密师被显化), never an instrument or a causer
#: (存在不明で偽装した, 莫名失踪让我匿伏: the spell that did it).
#: (Patterns as text, compiled by ``re`` on first use: only a Japanese or Chinese question reads them.)
_CJK_AFTER = {"ja": r"|を|が|は|も|って|の", "zh": r"|被|是|也|都|以"}  # X以变身方式施放
#: … and *before* it: the endings that make the word describe the card (裏向きの, 予示した, 显化的),
#: or "the card that was cloaked was X" (偽装したカードがForestだった, 显化出来的蕴生洞穴,
#: 显化的是攻城犀牛) — not 表向きにしたら (if) or 翻回正面以后 (after): that word ends its clause.
_CJK_BEFORE = {"ja": r"|の|な|した|された|している|していた|(した|された)(カード|の)(が|は)",
               # 显化了(一张)X: Chinese puts the object after
               "zh": r"|了?的|(出来|出)?的(牌)?(是)?|了?一张|了"}


def _cjk_object(card: NamedCard, hit: Hit, gap: str, lang: str) -> bool:
    """True unless a Japanese or Chinese card is the instrument or the doer of the procedure written after it."""
    if lang not in _CJK_AFTER:
        return True
    if not re.fullmatch(_CJK_AFTER[lang], gap):
        return False
    # Chinese has no object particle: an instant or sorcery right before a procedure does it (当面匿踪匿伏的是一张地).
    return bool(gap) or lang != "zh" or not hit.concept.startswith("proc.") or not {"instant", "sorcery"} & set(
        card.types)


def _between(text: Text, start: int, end: int) -> list[str]:
    return [word for word, at, stop in text.tokens if start <= at and stop <= end]


def _only_fillers(text: Text, start: int, end: int, lexicon: Lexicon, lang: str) -> bool:
    if lang in ("ja", "zh"):  # no spaces: a few characters of particles at most (の, が, を, 的, 被)
        gap = text.normal[start:end].strip()
        return len(gap) <= 2
    words = _between(text, start, end)
    return len(words) <= REACH_WORDS and all(lexicon.is_filler(lang, word) for word in words)


def _joined(text: Text, start: int, end: int, lexicon: Lexicon, lang: str) -> bool:
    """True when "and"/"or" stands between a card and the face-down word after it: "I have Soul Warden and I manifest
    a card" — the card is beside what was manifested, not its object ("Delver of Secrets got manifested")."""
    joins = {word for phrase in lexicon.phrases(lang) if phrase.concept == "join" for word in phrase.words}
    return bool(joins & set(_between(text, start, end)))


def _describes_a_noun(hit: Hit, hits: list[Hit], text: Text, lexicon: Lexicon, lang: str) -> bool:
    """True when a type noun follows ``hit`` closely: the face-down word is that noun's ("face-down creature")."""
    return any(other.start >= hit.end and other.concept.startswith(_NOUNS)
               and _only_fillers(text, hit.end, other.start, lexicon, lang)
               and len(_between(text, hit.end, other.start)) <= 1 for other in hits)


def _after_a_noun(hit: Hit, hits: list[Hit], text: Text, lexicon: Lexicon, lang: str) -> bool:
    """True when a type noun stands right before ``hit`` (French, Spanish, Italian: "créature face cachée")."""
    return any(other.end <= hit.start and other.concept.startswith(_NOUNS)
               and _only_fillers(text, other.end, hit.start, lexicon, lang)
               and len(_between(text, other.end, hit.start)) <= 1 for other in hits)


#: The words after which no face-down word may follow for a named creature card to be the copy asked about.
_FACE_DOWN_WORDS = ("proc.", "face-down")


def copier_card(cards: list[NamedCard], hits: list[Hit], text: Text, lang: str,
                copier: Callable[[NamedCard], bool] | None = None) -> NamedCard | None:
    """The named creature card that copies a face-down permanent and is what is asked about, or None.

    "Clone copied a face-down creature: can I turn my Clone face up?" asks about the copy (face up, a copy of the
    face-down 2/2).  It is that only when no face-down word follows the copying (but in the copying's clause: its
    object comes after the verb, save in Japanese), else the question may be about the original ("…コピーしたら、元の
    裏向きのクリーチャーは…"), and the card is left unplaced.  ``copier`` tells the cards whose whole rules text is
    entering as a copy (ask.cardtext.copies): another creature card is not taken for the copy.
    """
    copies = [hit for hit in hits if hit.concept == "copy"]
    creatures = [card for card in cards if "creature" in card.types and card.card_id not in SEED_CARDS.values()]
    if not copies or len({card.card_id for card in creatures}) != 1 or not (copier is None or copier(creatures[0])):
        return None
    after = copies[0].end if lang == "ja" else text.clause_of(copies[0].start)[1]
    entering = [hit for hit in hits if hit.concept == ENTERS_FACE_DOWN and hit.start >= after
                and _named_before(creatures[0], cards, hit, hits, text)]
    if any(hit.start >= after and hit.concept.startswith(_FACE_DOWN_WORDS)
           and not any(own.start <= hit.start and hit.end <= own.end for own in entering) for hit in hits):
        return None
    return creatures[0]


#: Entering face down: said of the copy named right before it ("does the Clone enter face down?"), what is asked.
ENTERS_FACE_DOWN = "event.enters-face-down"


def _named_before(card: NamedCard, cards: list[NamedCard], hit: Hit, hits: list[Hit], text: Text) -> bool:
    """True when ``card`` is named again in ``hit``'s clause, before it, with no noun or other card between ("…, does
    the Clone enter face down?", "…, kommt der Klon dann verdeckt ins Spiel?", "…，仿生妖会牌面朝下进战场吗"): the
    entering is the copy's own."""
    start, _end = text.clause_of(hit.start)
    mentions = [other for other in cards if other.card_id == card.card_id and start <= other.span[0]
                and other.span[1] <= hit.start]
    if not mentions:
        return False
    gap = (mentions[-1].span[1], hit.start)
    return not any(gap[0] <= other.span[0] < gap[1] for other in cards) and not any(
        gap[0] <= other.start < gap[1] and other.concept.startswith(_NOUNS + ("noun.",)) for other in hits)


#: The cues of turning the face-down permanent face up: the card named after one, in its sentence, is what it was.
_TURNING_UP = ("hint.can-turn-face-up", "kind.can-turn-face-up")


def revealed_card(unplaced: list[NamedCard], hits: list[Hit], text: Text,
                  acting: Callable[[NamedCard], bool]) -> NamedCard | None:
    """The creature card named right after the permanent is turned face up, in the same sentence, when the only other
    card left is one acting on it ("on cible ma mue avec Lame du destin, je la retourne en réponse et c'est l'Aruspice
    sinistre", "我回应把它翻开是黑色的Grim Haruspex"): turned face up, it is that card.  None when another card, a type
    noun or a face-down word stands between (the card may be another permanent), or more than two cards are left."""
    ids = {card.card_id for card in unplaced}
    acts = {card.card_id for card in unplaced if acting(card)}
    others = [card for card in unplaced if card.card_id not in acts]
    if len(ids) != 2 or len(acts) != 1 or len({card.card_id for card in others}) != 1 \
            or "creature" not in others[0].types or others[0].span == (0, 0):
        return None
    card = others[0]
    sentence = next(((start, end) for start, end, _asked in text.sentences if start <= card.span[0] < end), None)
    cues = [hit for hit in hits if hit.concept in _TURNING_UP and not hit.inverse and hit.end <= card.span[0]
            and sentence is not None and sentence[0] <= hit.start]
    if len(cues) != 1:
        return None
    gap = (cues[0].end, card.span[0])
    if any(gap[0] <= other.span[0] < gap[1] for other in unplaced) or any(
            gap[0] <= hit.start < gap[1] and hit.concept.startswith(_NOUNS + _FACE_DOWN_WORDS + ("noun.", "event."))
            for hit in hits):  # "…and sacrifice it to Carrion Feeder": another deed, the card another permanent
        return None
    return card
