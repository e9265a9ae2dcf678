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


def normalize(text: str) -> str:
    """The comparison form of ``text`` (see the module docstring); never raises."""
    if text.isascii():
        return _squeeze(text.translate(_ASCII_TABLE).lower())
    # Fast path for accented Latin text: once the accents are off, is the rest plain ASCII?
    decomposed = unicodedata.normalize(
        "NFD", unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", text).casefold()))
    plain = decomposed.translate(_LATIN_ACCENTS)
    if plain.isascii():
        # Every mark removed sat on an ASCII character or on nothing: both cases drop it.
        return _squeeze(plain.translate(_ASCII_TABLE))
    return _squeeze(_fold_chars(text))


def search_keys(text: str) -> tuple[str, ...]:
    """The normal form of ``text``, plus the ``ae/oe/ue`` spelling when it has umlauts.

    The first key is always :func:`normalize` of ``text``.
    """
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
