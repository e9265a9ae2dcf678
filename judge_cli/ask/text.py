"""The question as text: checks, what is read before normalising (costs, quotes), tokens and phrase hits."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import field

from judge_cli.ask.lemmas import same_word
from judge_cli.ask.vocabulary import GAP, GAP_CHARS, GAP_WORDS, Lexicon, Phrase, split_elisions
from judge_cli.errors import InputError
from judge_cli.i18n import _
from judge_cli.records import frozen, record
from judge_cli.search.normalize import is_cjk, normalize

#: Longest question accepted, in characters (a long question at the table is under 300).
MAX_QUESTION_CHARS = 500
#: Typo correction: shortest word corrected, and the rapidfuzz ratio a correction needs.
MIN_TYPO_LENGTH = 5
TYPO_CUTOFF = 80.0
#: From this length a typo may change two letters.
LONG_WORD = 8
#: How many candidates of the best ratio are looked at for one within :func:`typo_edits` edits.
TYPO_CANDIDATES = 5
#: A word read as a filler by a typo must be closer: "instead" is not "insisted", and a filler means nothing, so a
#: word wrongly corrected to one would drop its meaning unseen.
FILLER_TYPO_CUTOFF = 88

#: ``{2}{U}`` costs (any run of braced symbols).
_BRACED_COST = re.compile(r"(?:\{[0-9WUBRGCXSP/]+\})+", re.IGNORECASE)
#: ``2U``, ``1RR``, ``UU``: a compact cost (at least one color letter; upper case as printed).
_COMPACT_COST = re.compile(r"(?<![\w{])([0-9]{0,2}[WUBRG]{1,4})(?![\w}])")
#: ``+1/+1`` (a counter or an anthem) and ``3/3`` (power/toughness).
_BOOST = re.compile(r"([+-]\d+)\s*/\s*([+-]\d+)")
_POWER = re.compile(r"(?<![+\-\d])(\d{1,2})\s*/\s*(\d{1,2})(?!\d)")
#: Quoted card names in the quote styles of the seven languages.
_QUOTES = re.compile(r"\"([^\"]+)\"|“([^”]+)”|„([^“”]+)[“”]|«\s*([^»]+?)\s*»|「([^」]+)」|『([^』]+)』|‘([^’]+)’|"
                     r"(?<![\w])'([^']+)'(?![\w])")


@frozen
class Cost:
    """A mana cost written in the question, with the text just before it (which cost it is)."""

    cost: str
    before: str  #: normalised words before the cost
    after: str = ""  #: the raw character right after it (Japanese writes the particle there: {3}で)


@frozen
class Hit:
    """A phrase found in the question, at ``start:end`` of the normalised text."""

    concept: str
    start: int
    end: int
    phrase: Phrase
    segments: tuple[tuple[int, int], ...] = ()  #: the stretches of text the phrase's words matched
    inverse: bool = False  #: asks the opposite of the concept (an inverse phrase, or a negated one)

    @property
    def length(self) -> int:
        """Characters of text the phrase's own words cover (gaps excluded)."""
        return sum(end - start for start, end in self.segments)


@record
class Text:
    """Everything read off the question's characters."""

    raw: str
    normal: str = ""
    costs: list[Cost] = field(default_factory=list)
    boosts: list[tuple[int, int]] = field(default_factory=list)
    power: tuple[int, int] | None = None
    #: Every power and toughness written, in order, with about where it stood in ``normal`` (power, toughness, at):
    #: ``at`` is the character just before it, or the first of its sentence when it starts one.
    sizes: list[tuple[int, int, int]] = field(default_factory=list)
    power_at: int = -1  #: where in ``normal`` the first power and toughness was written (-1: none)
    quoted: list[str] = field(default_factory=list)
    tokens: list[tuple[str, int, int]] = field(default_factory=list)  #: (word, start, end) in ``normal``
    corrections: list[tuple[str, str]] = field(default_factory=list)
    #: (start, end, is a question) of each sentence in ``normal``: what is asked is in the question's sentence.
    sentences: list[tuple[int, int, bool]] = field(default_factory=list)
    #: (start, end) of each clause in ``normal``: a sentence cut at commas, colons and semicolons (``,`` ``、`` ``，``).
    clauses: list[tuple[int, int]] = field(default_factory=list)

    @property
    def asked_span(self) -> tuple[int, int]:
        """The sentence that asks: the last one ending with a question mark, else the last one."""
        asked = [(start, end) for start, end, question in self.sentences if question]
        if asked:
            return asked[-1]
        return (self.sentences[-1][0], self.sentences[-1][1]) if self.sentences else (0, len(self.normal))

    def clause_of(self, at: int) -> tuple[int, int]:
        """The clause holding the character at ``at`` of ``normal``."""
        for start, end in self.clauses:
            if start <= at < end:
                return start, end
        return self.asked_span


def check(text: str) -> str:
    """The question stripped, or InputError for empty, over-long, control-character or punctuation-only text."""
    if not isinstance(text, str) or not text.strip():
        raise InputError(_("the question is empty"))
    if len(text) > MAX_QUESTION_CHARS:
        raise InputError(_("the question is {length} characters long; the limit is {limit}").format(
            length=len(text), limit=MAX_QUESTION_CHARS))
    if any(unicodedata.category(char) == "Cc" and char not in "\t\n\r" for char in text):
        raise InputError(_("the question contains control characters; type it as plain text"))
    if not normalize(text):
        raise InputError(_("the question has no words (only spaces or punctuation)"))
    return " ".join(text.split())


#: A Chinese A-not-A question: 用不用, 有没有, 可不可以, 可以不可以 (the verb or adjective, 不/没, the same again).
#: Compiled on first use (re's cache): compiling it cost about 0.5 ms of every question, and only one with 不 or 没
#: can hold it.
_A_NOT_A = r"([\u4e00-\u9fff]{1,2})[不没]\1"


#: A Japanese question asked again in the negative after it: "表向きにできる？できない？", "誘発する？しない？",
#: "ある？ない？", "できますか？できませんか？": the verb's stem (or nothing, or し for する), then its negative ending.
_JA_OR_NOT = r"[？?]\s*([\u3040-\u30ff\u4e00-\u9fff]{0,6}?)(?:ない|ません|なかった)(?:か|の)?\s*[？?]?\s*$"


def positive_question(question: str, lang: str) -> str:
    """``question`` with each Chinese A-not-A form written as its verb alone ("用不用堆叠" → "用堆叠"), and a Japanese
    question's negative repetition left out ("できる？できない？" → "できる？").

    Both forms ask the positive yes/no question ("does it use the stack?"); their 不/没/ない negates nothing, and read
    as a negation it would turn the answer around.
    """
    if lang == "ja":
        match = re.search(_JA_OR_NOT, question)
        if match is None:
            return question
        asked, stem = question[:match.start()], match.group(1)
        # the same verb again: its stem in the question before, or し of a する verb, or ない of ある
        same = (stem in asked if stem else asked.rstrip().endswith(("ある", "あります")))
        same = same or (stem == "し" and asked.rstrip().endswith(("する", "します")))
        return asked + "？" if same and stem != asked else question
    if lang != "zh" or ("不" not in question and "没" not in question):  # no A-not-A form here
        return question
    return re.sub(_A_NOT_A, lambda match: match.group(1), question)


def read(text: str) -> Text:
    """Costs, P/T, quoted names, then the normalised text and its tokens."""
    found = Text(check(text))
    rest = unicodedata.normalize("NFKC", found.raw)  # ＋１/＋１ and ｛２｝, as Japanese and Chinese keyboards type them
    for match in _QUOTES.finditer(rest):
        name = next(group for group in match.groups() if group is not None).strip()
        if name:
            found.quoted.append(name)
    for match in _BRACED_COST.finditer(rest):
        found.costs.append(Cost(match.group(0).upper(), normalize(rest[:match.start()]),
                                rest[match.end():match.end() + 1]))
    rest = _BRACED_COST.sub(" ", rest)
    for match in _COMPACT_COST.finditer(rest):
        symbols = re.findall(r"\d+|[WUBRG]", match.group(1))
        found.costs.append(Cost("".join(f"{{{s}}}" for s in symbols), normalize(rest[:match.start()])))
    rest = _COMPACT_COST.sub(" ", rest)
    found.boosts = [(int(a), int(b)) for a, b in _BOOST.findall(rest)]
    rest = _BOOST.sub(" ", rest)
    found.sizes = [(int(m.group(1)), int(m.group(2)), _place(_POWER.sub(" ", rest[:m.start()])))
                   for m in _POWER.finditer(rest)]
    power = _POWER.search(rest)
    written_before = 0  # letters before the power and toughness, spaces and punctuation aside
    if power:
        found.power = (int(power.group(1)), int(power.group(2)))
        written_before = len(normalize(split_elisions(rest[:power.start()])).replace(" ", ""))
        rest = _POWER.sub(" ", rest)
    normal: list[str] = []
    for sentence, asked in _sentences(rest):
        piece = normalize(split_elisions(sentence))
        if not piece:
            continue
        start = len(" ".join(normal)) + (1 if normal else 0)
        normal.append(piece)
        found.sentences.append((start, start + len(piece), asked))
        at = 0
        for clause in _CLAUSE_END.split(sentence):
            words = normalize(split_elisions(clause))
            where = piece.find(words, at) if words else -1
            if where >= 0:
                found.clauses.append((start + at, start + where + len(words)))
                at = where + len(words)
    found.normal = " ".join(normal)
    found.tokens = tokens(found.normal)
    if power:
        letters = [at for at, char in enumerate(found.normal) if char != " "]
        found.power_at = letters[written_before - 1] + 1 if 0 < written_before <= len(letters) else 0
    return found


#: The end of a sentence: . ! ? (and the CJK ones), with the question marks told apart.
_SENTENCE_END = re.compile(r"[.!?。！？]+(?=\s|$)|[。！？]+")


#: Where a clause ends inside a sentence.
_CLAUSE_END = re.compile(r"[,;:、，；：–—]|\s-+\s")  # a dash between a story and its question too, "-" typed for it


def _place(before: str) -> int:
    """Where in the normalised text something written after ``before`` stands: the character before it, or the first
    of the next sentence when ``before`` ends one (sentences are joined by one space)."""
    length = len(normalize(split_elisions(before)))
    if length and re.search(r"[.!?。！？]\s*$", before):
        return length + 1
    return max(length - 1, 0)


def _sentences(text: str) -> list[tuple[str, bool]]:
    """The sentences of ``text`` and whether each is a question (ends with a question mark)."""
    found, at = [], 0
    for match in _SENTENCE_END.finditer(text):
        if set(match.group(0)) == {"."} and len(match.group(0)) > 1:
            continue  # "« quand ... arrive »": an ellipsis leaves words out, it ends no sentence
        found.append((text[at:match.end()], "?" in match.group(0) or "？" in match.group(0)))
        at = match.end()
    if text[at:].strip():
        found.append((text[at:], False))
    return found


def tokens(normal: str) -> list[tuple[str, int, int]]:
    """Words of the normalised text with their offsets; a CJK run is one token, split from Latin letters."""
    found = []
    for match in re.finditer(r"\S+", normal):
        word, start = match.group(0), match.start()
        piece_start = 0
        for index in range(1, len(word) + 1):
            if index == len(word) or is_cjk(word[index]) != is_cjk(word[index - 1]):
                found.append((word[piece_start:index], start + piece_start, start + index))
                piece_start = index
    return found


def correct(text: Text, lexicon: Lexicon, lang: str) -> list[str]:
    """The tokens to match, with typos corrected towards the known words (recorded in ``text.corrections``).

    rapidfuzz (40-50 ms to import) is imported only for a question with a word to correct.
    """
    words, stems = lexicon.known_words(lang)
    out = []
    for word, _start, _end in text.tokens:
        # a form the lemma tables read (a genitive, a pronoun written onto a verb) is no typo either
        if word in words or not word.isalpha() or is_cjk(word[0]) or any(word.startswith(stem) for stem in stems) \
                or lexicon.lemma(lang, word) in words:
            out.append(word)
            continue
        swapped = _swapped(word, words)
        if swapped is not None:  # two letters typed the wrong way round, in a word of any length
            text.corrections.append((word, swapped))
            out.append(swapped)
            continue
        if len(word) < MIN_TYPO_LENGTH:
            out.append(word)
            continue
        from rapidfuzz import fuzz, process
        from rapidfuzz.distance import Levenshtein

        # A typo is a letter or two wrong; a word further off is another word (*Eismarken* is not *Marken*,
        # *contra* not *contadora*, *disparaissent* not *paraissent*), whatever the ratio says.
        edits = typo_edits(word)
        best = next((found for found in process.extract(word, sorted(words), scorer=fuzz.ratio,
                                                        score_cutoff=TYPO_CUTOFF, limit=TYPO_CANDIDATES)
                     if Levenshtein.distance(word, found[0]) <= edits), None)
        stem = process.extractOne(word[:max(len(s) for s in stems)] if stems else word, list(stems),
                                  scorer=fuzz.ratio, score_cutoff=TYPO_CUTOFF + 5) if stems else None
        if stem is not None and (best is None or stem[1] > best[1]) and len(stem[0]) >= MIN_TYPO_LENGTH:
            fixed = stem[0] + word[len(stem[0]):] if len(word) > len(stem[0]) else stem[0]
        elif best is not None and (best[1] >= FILLER_TYPO_CUTOFF or not lexicon.is_filler(lang, best[0])):
            fixed = best[0]
        else:
            out.append(word)
            continue
        if word in lexicon.table(lang).near and not same_word(word, fixed):
            out.append(word)  # a real word of the language: another word than the known one ("volée", not "voilée")
            continue
        text.corrections.append((word, fixed))
        out.append(fixed)
    return out


def typo_edits(word: str) -> int:
    """The most letters a typo changes in ``word`` (inserted, deleted or replaced): one, two in a long word."""
    return 1 if len(word) < LONG_WORD else 2


def _swapped(word: str, words: set[str]) -> str | None:
    """The known word that ``word`` is with two neighbouring letters swapped ("trun" -> "turn")."""
    for index in range(len(word) - 1):
        candidate = word[:index] + word[index + 1] + word[index] + word[index + 2:]
        if candidate != word and candidate in words:
            return candidate
    return None


def match(text: Text, words: list[str], phrases: list[Phrase], lemmas: list[str] | None = None) -> list[Hit]:
    """Every phrase found; a hit inside the words of a longer hit is dropped ("face up" in "turned face up").

    A phrase's word matches a word of the text written alike or with the same lemma (``lemmas``: the text's
    words' lemmas, see :mod:`judge_cli.ask.lemmas`).  The words a gap (``...``) skips are not part of the hit:
    "turn a cloaked creature face up" is a ``turn ... face up`` hit that leaves "cloaked creature" to other
    phrases.
    """
    hits: list[Hit] = []
    spans = [(start, end) for _word, start, end in text.tokens]
    pairs = list(zip(words, lemmas if lemmas is not None else words, strict=True))
    # Only the phrases whose first word is written somewhere are tried (thousands of phrases, a dozen words).
    present = set(words) | {lemma for _word, lemma in pairs}
    for phrase in phrases:
        if phrase.cjk:
            found = _cjk_hits(text.normal, phrase.words) if phrase.words[0] in text.normal else []
        else:
            head = phrase.words[0]
            if head.endswith("*"):
                if not any(word.startswith(head[:-1]) for word in words):
                    continue
            elif head not in present:
                continue
            pattern = tuple(zip(phrase.words, phrase.lemmas or phrase.words, strict=True))
            found = [_segments(positions, spans) for positions in _word_hits(pattern, pairs)]
        for segments in found:
            hits.append(Hit(phrase.concept, segments[0][0], segments[-1][1], phrase, tuple(segments), phrase.inverse))
    kept = [hit for hit in hits if not any(_inside(hit, other) for other in hits)]
    unique = {(hit.concept, hit.start, hit.end, hit.inverse): hit for hit in kept}  # one hit per concept and span
    return sorted(unique.values(), key=lambda h: (h.start, h.end, h.concept))


def _segments(positions: list[int], spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The stretches of text matched words cover: consecutive words make one stretch."""
    segments: list[tuple[int, int]] = []
    for index, position in enumerate(positions):
        if index and position == positions[index - 1] + 1:
            segments[-1] = (segments[-1][0], spans[position][1])
        else:
            segments.append(spans[position])
    return segments


def _inside(hit: Hit, other: Hit) -> bool:
    """True when ``hit`` lies within the matched words of the longer ``other``."""
    if other.length <= hit.length:
        return False
    return any(start <= hit.start and hit.end <= end for start, end in other.segments)


Pair = tuple[str, str]  #: a word and its lemma


def _word_hits(pattern: tuple[Pair, ...], words: list[Pair]) -> list[list[int]]:
    """For each start, the positions of the words a (gapped) pattern matches."""
    found = []
    for first in range(len(words)):
        positions = _sequence(pattern, words, first)
        if positions is not None:
            found.append(positions)
    return found


def _sequence(pattern: tuple[Pair, ...], words: list[Pair], position: int) -> list[int] | None:
    if not pattern:
        return []
    head, rest = pattern[0], pattern[1:]
    if head[0] == GAP:
        for skip in range(GAP_WORDS + 1):
            tail = _sequence(rest, words, position + skip)
            if tail is not None:
                return tail
        return None
    if position < len(words) and _word_matches(head, words[position]):
        tail = _sequence(rest, words, position + 1)
        return None if tail is None else [position] + tail
    return None


def _cjk_hits(normal: str, pieces: tuple[str, ...]) -> list[list[tuple[int, int]]]:
    """Occurrences of a CJK phrase (pieces separated by gaps of at most GAP_CHARS characters)."""
    found = []
    start = normal.find(pieces[0])
    while start >= 0:
        segments, cursor, ok = [(start, start + len(pieces[0]))], start + len(pieces[0]), True
        for piece in pieces[2::2]:
            at = normal.find(piece, cursor)
            if at < 0 or at - cursor > GAP_CHARS:
                ok = False
                break
            segments.append((at, at + len(piece)))
            cursor = at + len(piece)
        if ok:
            found.append(segments)
        start = normal.find(pieces[0], start + 1)
    return found


def _word_matches(pattern: Pair, word: Pair) -> bool:
    written, lemma = pattern
    if written.endswith("*"):
        return word[0].startswith(written[:-1])
    # A phrase written in its base form matches the inflected forms ("untap": untaps, untapped); one written
    # inflected matches only itself ("countered" is not "counter").
    return word[0] == written or word[1] == written
