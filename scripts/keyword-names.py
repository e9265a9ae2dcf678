#!/usr/bin/env python3
"""Build data/cr-keywords.json: the printed name of each keyword in the other six languages, from MTGJSON.

    python scripts/keyword-names.py MTGJSON_FILE [--cr CR_TEXT] [--min-count N] [-o OUT]

Nothing here is a translation made up: a keyword's name in a language is what
the cards print.  For every printing whose English text and foreign printed
text (MTGJSON ``foreignData``) have the same number of lines, each English line
that is only keywords -- "Flying", "Flying, haste", "Bushido 1", "Scry 2.",
reminder text in parentheses left out -- is set beside the foreign line of the
same place, split the same way (the counts of commas must agree).  A keyword's
name in a language is the foreign form seen most often for it, kept when it
was seen at least ``--min-count`` times and on more than half of the
alignments of that keyword in that language; the counts are written with it,
and other forms seen at least ``--min-count`` times ("Trampelschaden" beside
the older "Verursacht Trampelschaden") are kept under ``also``.  A form holding
a digit is not a name ("支援２を行う") and is left out.
A number or a cost after the keyword ("Bushido 1", "Ward {2}") is left out on
both sides; a line that begins with a keyword and its number ("Scry 2, then draw
a card") gives its first comma-separated part, when both lines have as many.
A keyword line with the quality it works against ("Protection from black")
gives the keyword's own word: the first word of the foreign line ("Schutz vor
Schwarz"), or what comes before the quality in brackets ("プロテクション（黒）");
a form that writes the quality into the word ("反黑保护") gives none.
Keywords are the titles of the rules under 702 (keyword abilities)
and 701 (keyword actions) of the Comprehensive Rules given (default: the one
shipped in data/cr/), and the one-word glossary terms that cite such a rule
without one of their own (Megamorph, Multikicker).

The output is sorted and says where it comes from; ``judge cr`` reads it
(``judge_cli.cr.terms``).  Keywords newer than the data (cloak, disguise…) are
not in it: ``data/terms.yaml`` holds what the seed documents print for them.
"""

from __future__ import annotations

import argparse
import json
import lzma
import re
import sys
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGS = {"German": "de", "French": "fr", "Spanish": "es", "Italian": "it", "Japanese": "ja",
         "Chinese Simplified": "zh"}
#: A keyword's parameter: a number, X, a mana cost, or a dash and a cost ("Ninjutsu {1}{U}", "Cumulative upkeep—{1}").
PARAMETER = re.compile(r"(?:[\s\u2014\u2013—～~-]*(?:\{[^}]*\}|[0-9０-９]+|X))+\s*$")
#: A keyword followed by the quality it works against: "Protection from black" (one keyword per line, alone).
FROM_QUALITY = re.compile(r"^(\w+) from [\w\s-]+$")
REMINDER = re.compile(r"\s*[(（][^)）]*[)）]")
SEPARATORS = re.compile(r"\s*[,，、;；]\s*")
END = " .。"
#: Latin letters left at the end of a CJK form are a printing glitch ("探査ｆ" beside "探査").
STRAY_LATIN = re.compile(r"(?<=[\u3040-\u30ff\u4e00-\u9fff])[A-Za-zＡ-Ｚａ-ｚ]+$")


def keyword_titles(cr_path: Path) -> dict[str, str]:
    """Normalised keyword name -> "701.x Title" / "702.x Title" from the CR text."""
    sys.path.insert(0, str(ROOT))
    from judge_cli.cr.parser import read_cr_file

    edition = read_cr_file(cr_path)
    titles = {}
    for number, rule in edition.rules.items():
        if rule.title and re.fullmatch(r"70[12]\.\d+", number) and number not in ("701.1", "702.1"):
            titles[rule.title.casefold()] = rule.title
    # A keyword with a glossary entry but no rule of its own ("Megamorph: A variant of the morph ability … See rule
    # 702.37"): its entry cites a keyword's rule.
    for term, definition in edition.glossary.items():
        cited = re.findall(r"\brules? (70[12]\.\d+)\b", definition)
        if cited and "(Obsolete)" not in term and term.casefold() not in titles and " " not in term:
            titles[term.casefold()] = term
    return titles


def _clean(line: str) -> str:
    line = REMINDER.sub("", line).strip().rstrip(END).strip()
    return unicodedata.normalize("NFC", line)


def _bare(part: str) -> str:
    return PARAMETER.sub("", part).strip().rstrip(END).strip()


def _split(line: str) -> list[str]:
    return [part for part in SEPARATORS.split(line) if part]


def _keyword_before_quality(printed: str) -> str | None:
    """The keyword's own word in a printed "Protection from …" line (as printed, brackets kept): the first word
    ("Schutz vor Rot", "Protección contra negro"), or what comes before the quality in brackets ("プロテクション
    （黒）"); None where the quality is written into the word ("反黑保护")."""
    printed = unicodedata.normalize("NFC", printed.strip())
    if any("\u3040" <= char <= "\u9fff" for char in printed):
        bracketed = re.match(r"^([^（(]+)[（(]", printed)
        return bracketed[1].strip() if bracketed else None
    words = printed.split()
    return words[0] if len(words) > 1 else None


def align(cards, titles: dict[str, str]) -> dict[tuple[str, str], Counter]:
    """(English title, lang) -> Counter of the foreign forms printed beside it."""
    seen: dict[tuple[str, str], Counter] = defaultdict(Counter)
    for card in cards:
        text = card.get("text") or ""
        lines = text.split("\n")
        for foreign in card.get("foreignData") or ():
            lang = LANGS.get(foreign.get("language", ""))
            ftext = foreign.get("text") or ""
            if lang is None or not ftext:
                continue
            flines = ftext.split("\n")
            fname = unicodedata.normalize("NFC", foreign.get("name") or "")
            if len(flines) != len(lines):
                continue
            for english, printed in zip(lines, flines, strict=True):
                quality = FROM_QUALITY.match(_clean(english))
                if quality and quality[1].casefold() in titles:
                    word = _keyword_before_quality(printed)
                    if word and word.casefold() != quality[1].casefold():
                        seen[(titles[quality[1].casefold()], lang)][word] += 1
                    continue
                raw = _split(_clean(english))
                parts = [_bare(part) for part in raw]
                fparts = [_bare(part) for part in _split(_clean(printed))]
                if parts and parts[0].casefold() in titles and parts[0] != raw[0] and len(fparts) == len(parts) \
                        and any(part.casefold() not in titles for part in parts):
                    parts, fparts = parts[:1], fparts[:1]  # "Scry 2, then draw a card": its first part only
                if not parts or any(part.casefold() not in titles for part in parts):
                    continue
                if len(fparts) != len(parts):
                    continue
                for part, fpart in zip(parts, fparts, strict=True):
                    fpart = STRAY_LATIN.sub("", fpart)
                    if fname and fname in fpart:
                        # The card's own name: an older wording printed as a sentence ("玄铁锭不会毁坏",
                        # "Darksteel Ingot is indestructible"), not the keyword's name.
                        continue
                    if fpart and len(fpart) <= 40 and not any(char.isdigit() for char in fpart):
                        seen[(titles[part.casefold()], lang)][fpart] += 1
    return seen


def cards_of(data: dict) -> list[dict]:
    sets = data.get("data", data)
    return [card for info in sets.values() if isinstance(info, dict) for card in info.get("cards", ())]


def build(mtgjson: Path, cr_path: Path, min_count: int) -> dict:
    opener = lzma.open if mtgjson.suffix == ".xz" else open
    with opener(mtgjson, "rt", encoding="utf-8") as handle:
        data = json.load(handle)
    seen = align(cards_of(data), keyword_titles(cr_path))
    keywords: dict[str, dict[str, dict]] = {}
    for (title, lang), forms in sorted(seen.items()):
        name, count = max(forms.items(), key=lambda item: (item[1], item[0]))
        total = sum(forms.values())
        if count < min_count or count * 2 <= total:
            continue
        entry: dict = {"name": name, "count": count, "of": total}
        also = sorted(form for form, seen_count in forms.items() if form != name and seen_count >= min_count)
        if also:
            entry["also"] = {form: forms[form] for form in also}
        keywords.setdefault(title, {})[lang] = entry
    meta = data.get("meta", {})
    return {
        "source": f"MTGJSON {mtgjson.name} (meta.date {meta.get('date', '?')}), foreignData printed text aligned "
                  f"line by line with the English text; keywords from {cr_path.name}; "
                  f"made by scripts/keyword-names.py --min-count {min_count}",
        "min_count": min_count,
        "keywords": {title: dict(sorted(keywords[title].items())) for title in sorted(keywords)},
    }


def dump(table: dict) -> str:
    """The table as JSON, one line per keyword and language (small diffs, easy to read)."""
    lines = ["{", f' "source": {json.dumps(table["source"], ensure_ascii=False)},',
             f' "min_count": {table["min_count"]},', ' "keywords": {']
    titles = list(table["keywords"])
    for t_index, title in enumerate(titles):
        lines.append(f'  {json.dumps(title)}: {{')
        langs = table["keywords"][title]
        for l_index, (lang, entry) in enumerate(langs.items()):
            comma = "," if l_index < len(langs) - 1 else ""
            lines.append(f'   "{lang}": {json.dumps(entry, ensure_ascii=False)}{comma}')
        lines.append("  }" + ("," if t_index < len(titles) - 1 else ""))
    lines += [" }", "}"]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("mtgjson", type=Path)
    parser.add_argument("--cr", type=Path, default=next((ROOT / "data" / "cr").glob("*.txt"), None))
    parser.add_argument("--min-count", type=int, default=3)
    parser.add_argument("-o", "--output", type=Path)
    args = parser.parse_args(argv)
    table = build(args.mtgjson, args.cr, args.min_count)
    text = dump(table)
    if args.output:
        args.output.write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
