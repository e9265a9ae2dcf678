"""Load and validate the YAML corpus (``data/cards/*.yaml``, ``data/rulings/*.yaml``).

The schema is documented in ``docs/data-format.md``.  Every problem is raised
as :class:`CorpusError` naming the file, the line and the field.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

from judge_cli.corpus.model import Card, Corpus, Printing, Ruling, RulingLink, RulingVariant
from judge_cli.corpus.paths import default_data_dir
from judge_cli.errors import CorpusError
from judge_cli.game.mana import is_mana_cost
from judge_cli.game.oracle import face_from_oracle
from judge_cli.i18n import _
from judge_cli.languages import LANGUAGES
from judge_cli.yamlsafe import YamlList, YamlMap, read_yaml_file

_ID = re.compile(r"^[a-z0-9][a-z0-9-]*$")
CARD_KEYS = {
    "id", "name", "mana_cost", "type_line", "oracle_text", "printed", "printings", "rulings",
    "sources", "power", "toughness", "back", "disguise", "morph",
}
PRINTED_KEYS = {"name", "text", "flavor"}
PRINTING_KEYS = {"set", "text", "note"}
RULING_KEYS = {"id", "topics", "sources", "text", "partial", "untranslated", "variants"}


def _unknown_language() -> str:
    """The message for a language code that is not one of :data:`LANGUAGES`."""
    return _("unknown language (expected one of {languages})").format(languages=", ".join(LANGUAGES))


class _Checker:
    """Field checks that report ``file:line: field …`` errors."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, where: Any, key: str | None, expected: str) -> CorpusError:
        line = where.line_of(key) if key is not None and hasattr(where, "line_of") else getattr(where, "line", None)
        message = _("field '{field}': {detail}").format(field=key, detail=expected) if key is not None else expected
        return CorpusError(message, source=self.source, line=line)

    def mapping(self, value: Any, where: Any, key: str | None, allowed: set[str] | None = None) -> YamlMap:
        if not isinstance(value, YamlMap):
            raise self.fail(where, key, _("expected a mapping"))
        if allowed is not None:
            for extra in value:
                if extra not in allowed:
                    raise self.fail(value, extra, _("unknown field (expected one of: {fields})").format(
                        fields=", ".join(sorted(allowed))))
        return value

    def text(self, mapping: YamlMap, key: str, *, required: bool = True) -> str | None:
        if key not in mapping or mapping[key] is None:
            if required:
                raise self.fail(mapping, None, _("missing required field '{field}'").format(field=key))
            return None
        value = mapping[key]
        if not isinstance(value, str) or not value.strip():
            raise self.fail(mapping, key, _("expected non-empty text"))
        return value

    def ident(self, mapping: YamlMap, key: str) -> str:
        value = self.text(mapping, key)
        assert value is not None
        if not _ID.match(value):
            raise self.fail(mapping, key, _("expected an id of lower-case letters, digits and '-'"))
        return value

    def str_list(self, mapping: YamlMap, key: str) -> tuple[str, ...]:
        value = mapping.get(key)
        if value is None:
            return ()
        if not isinstance(value, YamlList) or not all(isinstance(v, str) and v for v in value):
            raise self.fail(mapping, key, _("expected a list of texts"))
        return tuple(value)

    def lang_list(self, mapping: YamlMap, key: str) -> tuple[str, ...]:
        langs = self.str_list(mapping, key)
        for lang in langs:
            if lang not in LANGUAGES:
                raise self.fail(mapping, key, _("unknown language {lang!r} (expected one of {languages})").format(
                    lang=lang, languages=", ".join(LANGUAGES)))
        return langs

    def per_language(self, value: Any, where: Any, key: str) -> dict[str, str]:
        mapping = self.mapping(value, where, key)
        result = {}
        for lang, text in mapping.items():
            if lang not in LANGUAGES:
                raise self.fail(mapping, lang, _unknown_language())
            if not isinstance(text, str) or not text.strip():
                raise self.fail(mapping, lang, _("expected non-empty text"))
            result[lang] = text
        return result

    def mana_cost(self, mapping: YamlMap, key: str) -> str | None:
        value = self.text(mapping, key, required=False)
        if value is not None and not is_mana_cost(value):
            raise self.fail(mapping, key, _("expected a mana cost such as {example}").format(example="'{2}{U}{U}'"))
        return value

    def date(self, mapping: YamlMap, key: str) -> dt.date | None:
        value = mapping.get(key)
        if value is None:
            return None
        if isinstance(value, dt.date) and not isinstance(value, dt.datetime):
            return value
        raise self.fail(mapping, key, _("expected an ISO date such as 2024-07-05 (leave it out when unknown)"))


def _load_card(data: Any, source: str) -> Card:
    check = _Checker(source)
    card = check.mapping(data, data, None, CARD_KEYS)
    card_id = check.ident(card, "id")
    names: dict[str, str] = {}
    texts: dict[str, str] = {}
    flavor: dict[str, str] = {}
    printed = check.mapping(card.get("printed"), card, "printed")
    for lang, entry in printed.items():
        if lang not in LANGUAGES:
            raise check.fail(printed, lang, _unknown_language())
        entry = check.mapping(entry, printed, lang, PRINTED_KEYS)
        names[lang] = check.text(entry, "name")  # type: ignore[assignment]
        for key, target in (("text", texts), ("flavor", flavor)):
            value = check.text(entry, key, required=False)
            if value is not None:
                target[lang] = value
    if "en" not in names:
        raise check.fail(printed, None, _("the English printed name (printed.en.name) is required"))
    printings = []
    raw_printings = card.get("printings") or YamlList()
    if not isinstance(raw_printings, YamlList):
        raise check.fail(card, "printings", _("expected a list of printings"))
    for entry in raw_printings:
        entry = check.mapping(entry, raw_printings, None, PRINTING_KEYS)
        text = check.per_language(entry["text"], entry, "text") if "text" in entry else {}
        set_name = check.text(entry, "set", required=False)
        if set_name is None and not text:
            raise check.fail(entry, None, _("a printing needs a 'set' or a printed 'text'"))
        printings.append(Printing(set_name, text, check.text(entry, "note", required=False)))
    links = []
    raw_links = card.get("rulings") or YamlList()
    if not isinstance(raw_links, YamlList):
        raise check.fail(card, "rulings", _("expected a list of {fields}").format(fields="{id, date}"))
    for entry in raw_links:
        entry = check.mapping(entry, raw_links, None, {"id", "date"})
        links.append(RulingLink(check.ident(entry, "id"), check.date(entry, "date")))
    front = face_from_oracle(
        name=check.text(card, "name"),  # type: ignore[arg-type]
        type_line=check.text(card, "type_line"),  # type: ignore[arg-type]
        mana_cost=check.mana_cost(card, "mana_cost"),
        oracle_text=check.text(card, "oracle_text"),
        power=_power(check, card, "power"),
        toughness=_power(check, card, "toughness"),
    )
    # The YAML names face-down keyword costs explicitly; they win over what the Oracle text says.
    written = tuple((key, cost) for key in ("disguise", "morph") if (cost := check.mana_cost(card, key)))
    if written:
        front = replace(front, costs=written + tuple(c for c in front.costs if c[0] not in dict(written)))
    faces = [front]
    layout = "normal"
    if card.get("back") is not None:
        raw_back = check.mapping(card["back"], card, "back", {"name", "type_line", "mana_cost", "oracle_text"})
        faces.append(face_from_oracle(
            name=check.text(raw_back, "name"),  # type: ignore[arg-type]
            type_line=check.text(raw_back, "type_line"),  # type: ignore[arg-type]
            mana_cost=check.mana_cost(raw_back, "mana_cost"),
            oracle_text=check.text(raw_back, "oracle_text", required=False) or "",
        ))
        layout = "transform"
    return Card(
        id=card_id,
        name=front.name,
        faces=tuple(faces),
        layout=layout,
        names=names,
        texts=texts,
        flavor=flavor,
        printings=tuple(printings),
        rulings=tuple(links),
        sources=check.str_list(card, "sources"),
        source_file=source,
    )


def _power(check: _Checker, card: YamlMap, key: str) -> str | None:
    value = card.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise check.fail(card, key, _("expected a number or text such as '*'"))
    return str(value)


def _load_rulings(data: Any, source: str) -> list[Ruling]:
    check = _Checker(source)
    top = check.mapping(data, data, None, {"rulings"})
    raw = top.get("rulings")
    if not isinstance(raw, YamlList):
        raise check.fail(top, "rulings", _("expected a list of rulings"))
    rulings = []
    for entry in raw:
        entry = check.mapping(entry, raw, None, RULING_KEYS)
        text = check.per_language(entry.get("text"), entry, "text")
        if "en" not in text:
            raise check.fail(entry, "text", _("the English text (text.en) is required"))
        variants = []
        raw_variants = entry.get("variants") or YamlList()
        if not isinstance(raw_variants, YamlList):
            raise check.fail(entry, "variants", _("expected a list of {fields}").format(fields="{lang, text, cards}"))
        for variant in raw_variants:
            variant = check.mapping(variant, raw_variants, None, {"lang", "text", "cards"})
            lang = check.text(variant, "lang")
            if lang not in LANGUAGES:
                raise check.fail(variant, "lang", _unknown_language())
            variants.append(RulingVariant(lang, check.text(variant, "text"), check.str_list(variant, "cards")))  # type: ignore[arg-type]
        rulings.append(
            Ruling(
                id=check.ident(entry, "id"),
                text=text,
                topics=check.str_list(entry, "topics"),
                sources=check.str_list(entry, "sources"),
                partial=check.lang_list(entry, "partial"),
                untranslated=check.lang_list(entry, "untranslated"),
                variants=tuple(variants),
                source_file=source,
            )
        )
    return rulings


def load_corpus(data_dir: Path | None = None) -> Corpus:
    """Read every card and ruling file under ``data_dir`` and check cross-references."""
    # Errors name shipped files as data/… (as in the repository); other folders as given.
    shown_root = Path("data") if data_dir is None else data_dir
    data_dir = data_dir or default_data_dir()
    corpus = Corpus(sources=[str(data_dir)])
    ruling_lines: dict[str, str] = {}
    for path in sorted((data_dir / "rulings").glob("*.yaml")):
        display = _display(path, data_dir, shown_root)
        for ruling in _load_rulings(read_yaml_file(path, display), display):
            if ruling.id in corpus.rulings:
                raise CorpusError(_("ruling id {id!r} is also defined in {file}").format(
                    id=ruling.id, file=ruling_lines[ruling.id]), source=display)
            corpus.rulings[ruling.id] = ruling
            ruling_lines[ruling.id] = display
    card_paths = sorted((data_dir / "cards").glob("*.yaml"))
    if not card_paths:
        raise CorpusError(_("no card files found"), source=_display(data_dir / "cards", data_dir, shown_root))
    for path in card_paths:
        display = _display(path, data_dir, shown_root)
        data = read_yaml_file(path, display)
        card = _load_card(data, display)
        if card.id != path.stem:
            raise CorpusError(_("field 'id': {id!r} must match the file name {name!r}").format(
                id=card.id, name=path.stem), source=display, line=data.line_of("id"))
        if card.id in corpus.cards:  # pragma: no cover - file names are unique
            raise CorpusError(_("duplicate card id {id!r}").format(id=card.id), source=display)
        raw_links = data.get("rulings")  # a located list whenever card.rulings has links
        for index, link in enumerate(card.rulings):
            if link.ruling_id not in corpus.rulings:
                raise CorpusError(_("field 'rulings': unknown ruling id {id!r}").format(id=link.ruling_id),
                                  source=display, line=raw_links.line_of(index))
        corpus.cards[card.id] = card
    for ruling in corpus.rulings.values():
        for variant in ruling.variants:
            for card_id in variant.cards:
                if card_id not in corpus.cards:
                    raise CorpusError(_("ruling {ruling!r}: variant names unknown card {card!r}").format(
                        ruling=ruling.id, card=card_id),
                                      source=ruling.source_file)
    return corpus


def _display(path: Path, data_dir: Path, shown_root: Path) -> str:
    """How error messages name ``path``: relative to the corpus folder, under ``shown_root``."""
    try:
        return str(shown_root / path.relative_to(data_dir))
    except ValueError:  # pragma: no cover
        return str(path)


__all__ = ["load_corpus", "default_data_dir"]
