"""What a card named besides the face-down one brings to the story, read off the card itself.

"Bonesplitter is equipped to my morph", "Lignify is on my cloaked creature", "with Humility out, can I unmorph my
Exalted Angel?": the card named is neither the face-down card nor a seed spell, and its name says nothing the
vocabulary knows — but the card does.  What it is (an Equipment, an Aura) or what its rules text does ("loses all
abilities") is a fact of the story the reader has a concept for.  The table is data, ``card-roles:`` in
``data/ask/common.yaml`` (concept -> conditions, each ``subtype: X``: its front face has that subtype, or
``text: words``: its English rules text holds those words, case aside), so a judge can extend it.  A card none of
whose conditions hold stays a part the reader can't place, and the question is refused.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from judge_cli.ask.concepts import all_concepts
from judge_cli.ask.names import NamedCard
from judge_cli.errors import CorpusError
from judge_cli.i18n import _

#: The key of the table in ``common.yaml``.
KEY = "card-roles"
#: The kinds of condition a role may have.
CONDITIONS = ("subtype", "text")


def roles(cards: list[NamedCard], corpus: Any, directory: Path) -> dict[NamedCard, list[str]]:
    """The concepts each of ``cards`` brings (cards that bring none left out); quoted names, not located in the
    text, are left out too."""
    table = _table(directory / "common.yaml")
    found: dict[NamedCard, list[str]] = {}
    for card in cards:
        if card.span == (0, 0):
            continue
        face = corpus.card(card.card_id).front
        subtypes = {subtype.lower() for subtype in face.subtypes}
        text = " ".join((face.oracle_text or "").lower().split())
        concepts = [concept for concept, conditions in table
                    if any((kind == "subtype" and value in subtypes) or (kind == "text" and value in text)
                           for kind, value in conditions)]
        if concepts:
            found[card] = concepts
    return found


@lru_cache(maxsize=4)
def _table(path: Path) -> tuple[tuple[str, tuple[tuple[str, str], ...]], ...]:
    """(concept, ((condition kind, value), …)) of the ``card-roles:`` table (CorpusError, located, when wrong)."""
    from judge_cli.yamlsafe import YamlMap, read_yaml_file

    source = f"data/ask/{path.name}"
    data = read_yaml_file(path, source)
    section = data.get(KEY) if isinstance(data, YamlMap) else None
    if section is None:
        return ()
    if not isinstance(section, YamlMap):
        raise CorpusError(_("{key!r} must map concepts to lists of conditions").format(key=KEY), source=source,
                          line=data.line_of(KEY))
    table = []
    for concept, items in section.items():
        line = section.line_of(concept)
        if concept not in all_concepts():
            raise CorpusError(_("unknown concept {concept!r} (the concepts are listed in docs/ask-vocabulary.md)")
                              .format(concept=concept), source=source, line=line)
        conditions = []
        for item in items if isinstance(items, list) else [items]:
            kind, _colon, value = str(item).partition(":")
            if kind.strip() not in CONDITIONS or not value.strip():
                raise CorpusError(_("concept {concept!r}: a card role is 'subtype: X' or 'text: words', not {item!r}")
                                  .format(concept=concept, item=item), source=source, line=line)
            conditions.append((kind.strip(), " ".join(value.lower().split())))
        table.append((concept, tuple(conditions)))
    return tuple(table)
