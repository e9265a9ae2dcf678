"""The keywords of Scryfall's syntax judge-cli answers, what their values mean, and reading one term.

Semantics follow Scryfall's documentation (https://scryfall.com/docs/syntax):

* a bare word or "quoted phrase": the card's name contains it (names in any of the seven languages,
  compared normalised: case, accents and punctuation ignored); ``!name``: exactly that name;
* ``o:``/``oracle:`` a case-insensitive substring of the Oracle text without reminder text, ``~`` standing
  for the card's own name; ``fo:`` the full Oracle text with reminder text; ``ft:``/``flavor:`` flavor text;
  ``t:``/``type:`` the type line (partial words allowed); ``name:`` the name;
* ``c:``/``color:`` the colours, ``id:``/``identity:`` the colour identity: letters, colour names, guild,
  shard, wedge, college and four-colour names, ``c`` colourless, ``m`` multicolour; ``c:`` means at least
  these colours (``>=``), ``id:`` at most (``<=``, fits a commander of that identity);
* ``mv``/``cmc``/``manavalue``, ``pow``/``power``, ``tou``/``toughness``, ``loy``/``loyalty`` with
  ``= != < > <= >=`` (``:`` is ``=``) against a number or another of them (``pow>tou``); ``mv:even``/``odd``;
* ``r:``/``rarity:`` (with comparisons), ``s:``/``e:``/``set:``/``edition:``, ``f:``/``format:``/``legal:``
  (legal or restricted), ``banned:``, ``restricted:``, ``kw:``/``keyword:``, ``is:``/``not:``, ``lang:``.
"""

from __future__ import annotations

from judge_cli.errors import UsageError
from judge_cli.find.facts import COLOR_BITS, format_key
from judge_cli.find.query import Node, Not, Term, split_keyword
from judge_cli.game.vocabulary import RARITIES
from judge_cli.i18n import _
from judge_cli.languages import LANGUAGES

#: Keyword as typed -> canonical keyword.
KEYWORDS: dict[str, str] = {
    "o": "oracle", "oracle": "oracle", "fo": "full", "fulloracle": "full", "ft": "flavor", "flavor": "flavor",
    "t": "type", "type": "type", "name": "name", "n": "name",
    "c": "color", "color": "color", "colour": "color", "id": "identity", "identity": "identity", "ci": "identity",
    "mv": "mv", "cmc": "mv", "manavalue": "mv", "pow": "pow", "power": "pow", "tou": "tou", "toughness": "tou",
    "loy": "loy", "loyalty": "loy", "r": "rarity", "rarity": "rarity",
    "s": "set", "e": "set", "set": "set", "edition": "set",
    "f": "legal", "format": "legal", "legal": "legal", "banned": "banned", "restricted": "restricted",
    "kw": "keyword", "keyword": "keyword", "is": "is", "not": "not", "lang": "lang", "language": "lang",
}
NUMERIC = ("mv", "pow", "tou", "loy")
TEXT = ("oracle", "full", "flavor", "type", "name")
#: ``is:`` words judge-cli answers.
IS_WORDS: tuple[str, ...] = (
    "dfc", "mdfc", "transform", "meld", "split", "flip", "adventure", "leveler", "permanent", "spell", "vanilla",
    "facedown", "morph", "disguise", "cloak", "manifest",
)
_LETTERS = {"w": "white", "u": "blue", "b": "black", "r": "red", "g": "green"}
#: Named colour combinations (Scryfall's guilds, shards, wedges, colleges and four-colour names).
COLOR_NAMES: dict[str, str] = {
    "white": "w", "blue": "u", "black": "b", "red": "r", "green": "g",
    "azorius": "wu", "dimir": "ub", "rakdos": "br", "gruul": "rg", "selesnya": "gw",
    "orzhov": "wb", "izzet": "ur", "golgari": "bg", "boros": "rw", "simic": "gu",
    "bant": "gwu", "esper": "wub", "grixis": "ubr", "jund": "brg", "naya": "rgw",
    "abzan": "wbg", "jeskai": "urw", "sultai": "bgu", "mardu": "rwb", "temur": "gur",
    "lorehold": "rw", "prismari": "ur", "quandrix": "gu", "silverquill": "wb", "witherbloom": "bg",
    "chaos": "ubrg", "aggression": "wbrg", "altruism": "wurg", "growth": "wubg", "artifice": "wubr",
}
COLORLESS, MULTICOLOR = "colorless", "multicolor"
_RARITY_LETTERS = {"c": "common", "u": "uncommon", "r": "rare", "s": "special", "m": "mythic", "b": "bonus"}
#: Language words ``lang:`` accepts besides the codes.
LANGUAGE_WORDS = {"english": "en", "german": "de", "french": "fr", "spanish": "es", "italian": "it",
                  "japanese": "ja", "chinese": "zh", "zhs": "zh", "jp": "ja", "cn": "zh"}


def _fail(message: str) -> UsageError:
    return UsageError(message)


def _colors(keyword: str, op: str, value: str, typed: str) -> tuple[str, object]:
    """(operator, mask or ``multicolor``) of a colour value; ``c:`` is ``>=``, ``id:`` is ``<=``."""
    word = value.lower()
    if word in ("c", "colorless", "colourless"):
        return ("=" if op == ":" else op), 0
    if word in ("m", "multicolor", "multicolour"):
        if op not in (":", "=", "!="):
            raise _fail(_("{term}: multicolor can only be compared with ':', '=' or '!='").format(term=typed))
        return ("!=" if op == "!=" else "="), MULTICOLOR
    letters = COLOR_NAMES.get(word, word)
    if not letters or any(letter not in _LETTERS for letter in letters):
        raise _fail(_("{term}: expected colours (w u b r g, colour, guild or shard names, c, m)").format(
            term=typed))
    mask = 0
    for letter in letters:
        mask |= COLOR_BITS[_LETTERS[letter]]
    default = ">=" if keyword == "color" else "<="
    return (default if op == ":" else op), mask


def _number(keyword: str, op: str, value: str, typed: str) -> object:
    word = value.lower()
    if word in KEYWORDS and KEYWORDS[word] in NUMERIC:
        return ("field", KEYWORDS[word])
    if keyword == "mv" and word in ("even", "odd") and op in (":", "="):
        return word
    try:
        return float(word)
    except ValueError:
        raise _fail(_("{term}: expected a number, or one of pow, tou, loy, mv").format(term=typed)) from None


def _rarity(op: str, value: str) -> int:
    word = _RARITY_LETTERS.get(value.lower(), value.lower())
    if word not in RARITIES:
        raise _fail(_("unknown rarity {value!r}; rarities: {known}").format(value=value, known=", ".join(RARITIES)))
    return RARITIES.index(word)


def _is_word(value: str) -> str:
    word = value.lower().replace("_", "").replace("-", "")
    word = {"faceDown".lower(): "facedown", "facedownable": "facedown", "modaldfc": "mdfc", "megamorph": "morph",
            "aftermath": "split", "doublefaced": "dfc"}.get(word, word)
    if word not in IS_WORDS:
        raise _fail(_("is:{value} is not supported; judge find knows is: {known}").format(
            value=value, known=", ".join(IS_WORDS)))
    return word


def _language(value: str) -> str:
    word = value.lower()
    code = LANGUAGE_WORDS.get(word, word)
    if code not in LANGUAGES:
        raise _fail(_("unknown language {lang!r}; supported: {supported}").format(
            lang=value, supported=", ".join(LANGUAGES)))
    return code


def read_term(text: str, quoted: bool, position: int) -> Node:
    """One term of a query as typed (``quoted``: it was a "quoted phrase") -> :class:`Term`.

    Raises :class:`UsageError` naming an unsupported keyword, a regular expression or a value that does not
    fit its keyword.
    """
    if quoted:
        return Term("name", ":", text, f'"{text}"')
    if text.startswith("!") and len(text) > 1:
        name = text[1:]
        if name.startswith('"') and name.endswith('"') and len(name) >= 2:
            name = name[1:-1]
        return Term("exact", ":", name, text)
    parts = split_keyword(text)
    if parts is None:
        return Term("name", ":", text, text)
    typed, op, value = parts
    keyword = KEYWORDS.get(typed)
    if keyword is None:
        raise _fail(_("{keyword} is not supported by judge find").format(keyword=f"{typed}{op}"))
    if value == "":
        raise _fail(_("{keyword} needs a value").format(keyword=f"{typed}{op}"))
    if len(value) > 1 and value.startswith("/") and value.endswith("/"):
        raise _fail(_("{term}: regular expressions are not supported by judge find").format(term=text))
    if keyword not in NUMERIC and keyword not in ("rarity", "color", "identity") and op != ":" and not (
            op == "=" and keyword in TEXT):
        raise _fail(_("{term}: {keyword} takes ':'").format(term=text, keyword=typed))
    if keyword in TEXT:
        return Term(keyword, ":", value, text)
    if keyword in ("color", "identity"):
        op, mask = _colors(keyword, op, value, text)
        return Term(keyword, op, mask, text)
    if keyword in NUMERIC:
        return Term(keyword, "=" if op == ":" else op, _number(keyword, op, value, text), text)
    if keyword == "rarity":
        return Term(keyword, "=" if op == ":" else op, _rarity(op, value), text)
    if keyword in ("is", "not"):
        term = Term("is", ":", _is_word(value), text)
        return term if keyword == "is" else Not(term)
    if keyword == "lang":
        return Term(keyword, ":", _language(value), text)
    if keyword in ("legal", "banned", "restricted"):
        return Term(keyword, ":", format_key(value), text)
    if keyword == "set":
        return Term(keyword, ":", value.lower(), text)
    return Term("keyword", ":", value.lower(), text)
