"""Text normalisation shared by name matching and full-text search.

Every name in the index and every query goes through :func:`normalize`, so
two spellings match exactly when their normalised forms are equal:

* Unicode NFKC (full-width Latin and digits become ASCII, half-width kana
  become full-width, ligatures are split), then case folding (``ß`` → ``ss``);
* combining marks are removed when they sit on a Latin letter (``anónimo`` →
  ``anonimo``, ``ä`` → ``a``) and kept on every other script, so Japanese
  dakuten (``ガ``) and the like survive;
* punctuation, symbols and control characters are dropped: apostrophes join
  the word (``assassin's`` → ``assassins``), everything else separates words;
  runs of white space become one space, and spaces between two CJK characters
  vanish (``群衆・紛れ`` → ``群衆紛れ``) because those scripts do not use them.

German readers often type ``ae``/``oe``/``ue`` for ``ä``/``ö``/``ü``;
:func:`search_keys` gives a text's normal form plus that spelled-out form, and
the index and full-text search look both up, so ``Unerklaerliche``,
``Unerklarliche`` and ``unerklärliche`` all find *Unerklärliche Abwesenheit*.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from judge_cli.errors import UsageError
from judge_cli.i18n import _

#: Longest query accepted, in characters (card names are under 150).
MAX_QUERY_CHARS = 200

#: Apostrophe-like characters are removed without a space: ``Assassin's`` → ``assassins``.
_APOSTROPHES = frozenset("'’ʼ`´ʹ′")
#: Control characters that separate words (tab, newlines…) rather than vanish.
_SPACING_CONTROLS = frozenset("\t\n\v\f\r\x1c\x1d\x1e\x1f\x85")
#: Umlauts as a German reader types them on a keyboard without them.
_UMLAUT_EXPANSION = {"ä": "ae", "ö": "oe", "ü": "ue"}
#: Fast path for plain ASCII text: punctuation becomes a space, controls vanish.
_ASCII_TABLE = {
    code: (None if chr(code) in _APOSTROPHES or (code < 32 and chr(code) not in _SPACING_CONTROLS) or code == 127
           else " ")
    for code in range(128)
    if not chr(code).isalnum()
}


#: The combining diacritical marks block, removed by the accented-Latin fast path.
_LATIN_ACCENTS = dict.fromkeys(range(0x300, 0x370))


def is_cjk(char: str) -> bool:
    """True for Han, kana, Hangul and the marks that live inside those words."""
    code = ord(char)
    return (
        0x3040 <= code <= 0x30FF  # hiragana, katakana (with ー)
        or 0x3005 <= code <= 0x3007  # 々 〆 〇
        or 0x31F0 <= code <= 0x31FF  # katakana extensions
        or 0x3400 <= code <= 0x4DBF  # CJK extension A
        or 0x4E00 <= code <= 0x9FFF  # CJK unified ideographs
        or 0xAC00 <= code <= 0xD7AF  # Hangul syllables
        or 0x1100 <= code <= 0x11FF  # Hangul jamo (NFD form of syllables)
        or 0xF900 <= code <= 0xFAFF  # CJK compatibility ideographs
        or 0x20000 <= code <= 0x3FFFF  # CJK extensions B and later
    )


#: What :func:`_fold_chars` does with a character, decided once per character (see :func:`_fold_decomposed`).
_KEEP_LATIN, _KEEP_OTHER, _MARK, _SPACE, _APOSTROPHE, _VANISH = range(6)
_FOLD_CLASS: dict[str, int] = {}


def _is_latin(char: str) -> bool:
    """True when ``char`` is a Latin letter (ASCII or not)."""
    return char.isascii() or unicodedata.name(char, "").startswith("LATIN ")


def _fold_chars(text: str) -> str:
    """Case-fold, strip Latin accents, drop punctuation and controls (no space clean-up)."""
    text = unicodedata.normalize("NFKC", text)
    # casefold can leave text that is not NFKC any more (e.g. 'İ' → 'i̇'), so decompose after it.
    text = unicodedata.normalize("NFD", unicodedata.normalize("NFKC", text.casefold()))
    out: list[str] = []
    base = ""  # the last letter or digit kept: decides what a following combining mark belongs to
    for char in text:
        category = unicodedata.category(char)
        major = category[0]
        if major == "M":
            # A mark is kept only on a non-Latin letter (dakuten, Devanagari vowel signs…).
            if base and not _is_latin(base):
                out.append(char)
            continue
        if major == "C":
            if char in _SPACING_CONTROLS:
                out.append(" ")
                base = ""
            continue  # other controls, format characters, surrogates: removed without trace
        if major in "PSZ":
            out.append("" if char in _APOSTROPHES else " ")
            base = ""
            continue
        out.append(char)
        base = char
    return unicodedata.normalize("NFC", "".join(out))


def _fold_class(char: str) -> int:
    """The class of ``char`` in :func:`_fold_chars`'s loop."""
    major = unicodedata.category(char)[0]
    if major == "M":
        return _MARK
    if major == "C":
        return _SPACE if char in _SPACING_CONTROLS else _VANISH
    if major in "PSZ":
        return _APOSTROPHE if char in _APOSTROPHES else _SPACE
    return _KEEP_LATIN if _is_latin(char) else _KEEP_OTHER


def _fold_decomposed(text: str) -> tuple[str, bool]:
    """:func:`_fold_chars` of a text already folded and decomposed (NFKC, casefold, NFKC, NFD), with each
    character's class looked up once (an import normalises 18 million characters), and whether it has a
    letter that is not Latin (without one, no space can fall between two CJK characters)."""
    classes = _FOLD_CLASS
    out: list[str] = []
    other = False
    marks_kept = False  # the last letter or digit kept is not Latin: a mark after it belongs to it
    for char in text:
        kind = classes.get(char)
        if kind is None:
            kind = classes[char] = _fold_class(char)
        if kind == _KEEP_LATIN:
            out.append(char)
            marks_kept = False
        elif kind == _KEEP_OTHER:
            out.append(char)
            marks_kept = other = True
        elif kind == _MARK:
            if marks_kept:
                out.append(char)
        elif kind == _SPACE:
            out.append(" ")
            marks_kept = False
        elif kind == _APOSTROPHE:
            marks_kept = False
    return unicodedata.normalize("NFC", "".join(out)), other


def _squeeze(text: str) -> str:
    """Collapse white space; drop the spaces that fall between two CJK characters."""
    words = text.split()
    if len(words) < 2:
        return words[0] if words else ""
    pieces = [words[0]]
    for word in words[1:]:
        glue = "" if is_cjk(pieces[-1][-1]) and is_cjk(word[0]) else " "
        pieces.append(glue + word)
    return "".join(pieces)


#: Texts up to this long are remembered (see :func:`normalize`).
_SHORT = 80


def normalize(text: str) -> str:
    """The comparison form of ``text`` (see the module docstring); never raises.

    Names are normalised several times by an import — for the name index, for
    ``judge find`` and for ``grep`` — and a set's name once for each of its
    cards, so short texts are remembered (at most 32,768 of them); long texts
    come once and are not.
    """
    return _remembered(text) if len(text) <= _SHORT else _normalize(text)


@lru_cache(maxsize=1 << 15)
def _remembered(text: str) -> str:
    return _normalize(text)


def _normalize(text: str) -> str:
    if text.isascii():
        return " ".join(text.translate(_ASCII_TABLE).lower().split())
    # Fast path for accented Latin text: once the accents are off, is the rest plain ASCII?
    decomposed = unicodedata.normalize(
        "NFD", unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", text).casefold()))
    plain = decomposed.translate(_LATIN_ACCENTS)
    if plain.isascii():
        # Every mark removed sat on an ASCII character or on nothing: both cases drop it.
        return " ".join(plain.translate(_ASCII_TABLE).split())
    folded, other = _fold_decomposed(decomposed)
    # Only a text with non-Latin letters may have CJK words to glue; the others need no loop over their words.
    return _squeeze(folded) if other else " ".join(folded.split())


def search_keys(text: str) -> tuple[str, ...]:
    """The normal form of ``text``, plus the ``ae/oe/ue`` spelling when it has umlauts.

    The first key is always :func:`normalize` of ``text``.  Short texts are remembered, as by :func:`normalize`.
    """
    return _remembered_keys(text) if len(text) <= _SHORT else _search_keys(text)


@lru_cache(maxsize=1 << 15)
def _remembered_keys(text: str) -> tuple[str, ...]:
    return _search_keys(text)


def _search_keys(text: str) -> tuple[str, ...]:
    key = normalize(text)
    if text.isascii():
        return (key,)
    expanded = unicodedata.normalize("NFC", unicodedata.normalize("NFKC", text).casefold())
    if not any(umlaut in expanded for umlaut in _UMLAUT_EXPANSION):
        return (key,)
    for umlaut, spelled in _UMLAUT_EXPANSION.items():
        expanded = expanded.replace(umlaut, spelled)
    alternative = normalize(expanded)
    return (key,) if alternative == key else (key, alternative)


def normalize_query(text: str) -> str:
    """Normalise a typed query, refusing ones that are empty or too long.

    Raises :class:`UsageError` for a query longer than :data:`MAX_QUERY_CHARS`
    characters or one with nothing left after normalisation (only spaces,
    punctuation or control characters).
    """
    if len(text) > MAX_QUERY_CHARS:
        raise UsageError(
            _("query is {length} characters long; the limit is {limit}").format(
                length=len(text), limit=MAX_QUERY_CHARS
            )
        )
    key = normalize(text)
    if not key:
        raise UsageError(_("empty query (nothing left once spaces, punctuation and control characters are removed)"))
    return key
