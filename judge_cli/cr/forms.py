"""Other forms of Comprehensive Rules titles that judges type: the noun of a keyword action ("regeneration"
for 701 Regenerate) and a zone named with the word "zone" ("command zone" for 408 Command).

The titles are the index's normal forms (``judge_cli.cr.lookup._Index.titles``: title -> rule numbers).
"""

from __future__ import annotations

#: Keyword actions are the rules of this chapter; zones, of this one.
KEYWORD_ACTIONS = "701"
ZONES = "4"


def _under(numbers: list[str], chapter: str) -> bool:
    return any(number.startswith(chapter + ".") or (len(chapter) == 1 and len(number) == 3 and
                                                     number.startswith(chapter) and number != chapter + "00")
               for number in numbers)


def action_nouns(titles: dict[str, list[str]]) -> dict[str, str]:
    """Noun and gerund -> keyword action title, for the one-word actions: a verb in -ate makes its noun in
    -ation (regenerate: regeneration, populate: population), and every verb its -ing form (exiling,
    milling).  Only forms that are not themselves a title."""
    forms: dict[str, str] = {}
    for title, numbers in titles.items():
        if " " in title or not title.isalpha() or not _under(numbers, KEYWORD_ACTIONS):
            continue
        stem = title[:-1] if title.endswith("e") else title
        made = [stem + "ing"]
        if title.endswith("ate"):
            made.append(stem + "ion")
        forms.update({form: title for form in made if form not in titles})
    return forms


def zone_title(key: str, titles: dict[str, list[str]]) -> str | None:
    """The title of the zone ``key`` names as "X zone" ("command zone", "exile zone"), or None."""
    words = key.split()
    if len(words) < 2 or words[-1] != "zone":
        return None
    name = " ".join(words[:-1])
    return name if _under(titles.get(name, []), ZONES) else None
