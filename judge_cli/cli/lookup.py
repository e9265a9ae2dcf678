"""``judge card``, ``judge search``, ``judge rulings``, ``judge ruling`` and ``judge grep``.

Each command parses its options, calls one function of
:mod:`judge_cli.search.lookup` (or :mod:`judge_cli.search.grep`) and renders
the result as text or JSON.  Heavy modules are imported inside the commands.
"""

# No "from __future__ import annotations": typer evaluates the Annotated options, which use locals.

from collections.abc import Callable
from typing import Annotated, Any

import typer

from judge_cli.cli import completion
from judge_cli.cli.common import echo, emit_json
from judge_cli.cli.context import run_context
from judge_cli.cli.plaintext import PlainTextCommand
from judge_cli.i18n import _, current_language, ngettext

_WRAP = "  "


def _query(words: list[str]) -> str:
    """The words of a QUERY argument as one string (quotes are optional).

    Bytes that were not UTF-8 on the command line become U+FFFD, so that
    echoing the query (JSON, messages) always prints valid UTF-8.
    """
    return " ".join(words).encode("utf-8", "surrogateescape").decode("utf-8", "replace")


def _indent(text: str | None) -> list[str]:
    return [_WRAP + line for line in (text or "").splitlines()]


def _date(value: str | None) -> str:
    """An ISO date in the interface language's format, or 'date unknown'."""
    import datetime as dt

    from judge_cli.localize import format_date

    return format_date(dt.date.fromisoformat(value) if value else None, current_language())


def _language(code: str) -> str:
    """The name of language ``code`` in the interface language ("Italian")."""
    names = {"en": _("English"), "de": _("German"), "fr": _("French"), "es": _("Spanish"),
             "it": _("Italian"), "ja": _("Japanese"), "zh": _("Chinese")}
    return names.get(code, code)


def _close_lines(view: dict[str, Any]) -> list[str]:
    """The 'several cards are close' warning with the candidates, when there is one."""
    if not view["close_call"]:
        return []
    lines = [_("several cards are close; showing the best, candidates:")]
    for cand in view["candidates"]:
        lines.append(f"{_WRAP}{cand['matched']} [{cand['lang']}] → {cand['name']} ({cand['score']})")
    return lines + [""]


def _ruling_flags(entry: dict[str, Any], wanted: str) -> str:
    """Notes after a ruling's id: English fallback, untranslated source, partial translation, card wording."""
    notes = []
    if entry["untranslated"]:
        notes.append(_("the {language} source gives this ruling in English").format(language=_language(wanted)))
    elif entry["fallback"]:
        notes.append(_("English fallback"))
    if entry["partial"]:
        notes.append(_("contains untranslated English fragments as published"))
    if entry["variant"]:
        notes.append(_("wording as published for this card"))
    return f" [{'; '.join(notes)}]" if notes else ""


def _fallback_legend(entries: list[dict[str, Any]], wanted: str) -> list[str]:
    """One line saying that rulings marked 'English fallback' have no text in the wanted language."""
    if not any(entry["fallback"] and not entry["untranslated"] for entry in entries):
        return []
    return [_WRAP + _("(English fallback: the corpus has no {language} text for these rulings)").format(
        language=_language(wanted))]


def render_card(view: dict[str, Any]) -> list[str]:
    """The text form of ``judge card``."""
    lang, printed = view["lang"], view["printed"]
    lines = _close_lines(view)
    shown_name = printed["name"] if printed["name_lang"] == lang else view["name"]
    title = shown_name if shown_name == view["name"] else f"{shown_name} — {view['name']}"
    lines.append(title)
    match = view["match"]
    if match["via"] == "nickname":
        lines.append(_("matched the nickname {query!r} of {name}").format(query=match["query"], name=view["name"]))
    elif match["via"] == "flavor_name":
        lines.append(_("matched the flavor name {matched!r}, score {score}").format(
            matched=match["matched"], score=match["score"]))
    else:
        lines.append(_("matched {matched!r} [{lang}], score {score}").format(
            matched=match["matched"], lang=match["lang"], score=match["score"]))
    lines.append(" · ".join(part for part in (view["mana_cost"], view["type_line"]) if part))
    lines += ["", _("Oracle text:"), *_indent(view["oracle_text"])]
    if "back" in view:
        back = view["back"]
        lines += ["", _("Back face: {name} · {type_line}").format(**back), *_indent(back["oracle_text"])]
    lines.append("")
    if not view["has_lang"]:
        lines.append(_("This card has no {language} printing in the corpus; showing English (fallback).").format(
            language=_language(lang)))
    if printed["text"]:
        label = _("Printed text ({lang}):") if printed["text_lang"] == lang else _("Printed text ({lang}, fallback):")
        lines += [label.format(lang=printed["text_lang"]), *_indent(printed["text"])]
    if printed["flavor"]:
        label = _("Flavor text ({lang}):") if printed["flavor_lang"] == lang else _("Flavor text ({lang}, fallback):")
        lines += [label.format(lang=printed["flavor_lang"]), *_indent(printed["flavor"])]
    lines += ["", _("Names: {names}").format(names=" · ".join(f"{k}: {v}" for k, v in view["names"].items()))]
    lines += _legality_lines(view)
    if view["printings"]:
        lines += ["", _("Printings:")]
        for printing in view["printings"]:
            lines.append(_WRAP + _printing_line(printing))
            for name_lang, name in printing["printed_names"].items():
                lines.append(_WRAP * 2 + _("printed name ({lang}): {name}").format(lang=name_lang, name=name))
            for text_lang, text in printing["printed_text"].items():
                lines.append(_WRAP * 2 + _("printed text ({lang}), differs from Oracle:").format(lang=text_lang))
                lines += [_WRAP + line for line in _indent(text)]
    if view["ruling_texts"]:
        lines += ["", ngettext("{count} ruling:", "{count} rulings:", len(view["ruling_texts"])).format(
            count=len(view["ruling_texts"]))]
        lines += _fallback_legend(view["ruling_texts"], view["rulings_lang"])
        for entry in view["ruling_texts"]:
            lines.append(f"{_WRAP}{entry['id']}{_ruling_flags(entry, view['rulings_lang'])}")
            lines.append(f"{_WRAP * 2}{entry['text']}")
    return lines


def _printing_line(printing: dict[str, Any]) -> str:
    """``M11 #149 · common · Jul 16, 2010 · Magic 2011 — note``: what is known of one printing."""
    head = " ".join(part for part in (printing["code"], f"#{printing['number']}" if printing["number"] else None)
                    if part)
    parts = [head, printing["rarity"], _date(printing["released"]) if printing["released"] else None,
             printing["set"] or (None if head else _("(set not named)"))]
    line = " · ".join(part for part in parts if part)
    if printing["flavor_name"]:
        line += " · " + _("flavor name: {name}").format(name=printing["flavor_name"])
    return line + (f" — {printing['note']}" if printing["note"] else "")


def _legality_lines(view: dict[str, Any]) -> list[str]:
    """One line of formats per status (legal, restricted, banned), with the date of the data."""
    if not view["legalities"]:
        return []
    labels = {"legal": _("legal in: {formats}"), "restricted": _("restricted in: {formats}"),
              "banned": _("banned in: {formats}")}
    parts = []
    for status, label in labels.items():
        formats = [fmt for fmt, value in view["legalities"].items() if value == status]
        if formats:
            parts.append(label.format(formats=", ".join(formats)))
    if not parts:
        parts.append(_("not legal in any format the data lists"))
    date = view["legalities_date"]
    suffix = " " + _("(as of {date})").format(date=_date(date)) if date else ""
    return ["", _("Legality: {parts}").format(parts=" · ".join(parts)) + suffix]


def render_rulings(view: dict[str, Any]) -> list[str]:
    """The text form of ``judge rulings``."""
    lang = view["lang"]
    lines = _close_lines(view)
    name = view["name_in_lang"] or view["name"]
    title = name if name == view["name"] else f"{name} — {view['name']}"
    lines.append(ngettext("{card}: {count} ruling", "{card}: {count} rulings", len(view["rulings"])).format(
        card=title, count=len(view["rulings"])))
    lines += _fallback_legend(view["rulings"], lang)
    for entry in view["rulings"]:
        lines += ["", f"{entry['id']} · {_date(entry['date'])}{_ruling_flags(entry, lang)}"]
        if entry["sources"]:
            lines.append(_WRAP + _("sources: {sources}").format(sources=", ".join(entry["sources"])))
        lines += _indent(entry["text"])
    return lines


def render_ruling(view: dict[str, Any]) -> list[str]:
    """The text form of ``judge ruling ID``."""
    lines = [view["id"]]
    if view["topics"]:
        lines.append(_("topics: {topics}").format(topics=", ".join(view["topics"])))
    if view["sources"]:
        lines.append(_("sources: {sources}").format(sources=", ".join(view["sources"])))
    lines += ["", _("Cards:")]
    for card in view["cards"]:
        lines.append(f"{_WRAP}{card['name']} ({card['id']}) · {_date(card['date'])}")
    for lang, text in view["text"].items():
        note = ""
        if lang in view["partial"]:
            note = " [" + _("contains untranslated English fragments as published") + "]"
        lines += ["", f"[{lang}] {_language(lang)}{note}", *_indent(text)]
    for lang in view["untranslated"]:
        note = _("the {language} source gives this ruling in English").format(language=_language(lang))
        lines += ["", f"[{lang}] {_language(lang)}", _WRAP + note]
    for lang in view.get("missing", []):
        lines += ["", f"[{lang}] {_language(lang)}",
                  _WRAP + _("no {language} text in the corpus").format(language=_language(lang))]
    for variant in view["variants"]:
        lines += ["", _("[{lang}] wording published for {cards}:").format(
            lang=variant["lang"], cards=", ".join(variant["cards"])), *_indent(variant["text"])]
    return lines


def _emit(view: dict[str, Any], as_json: bool, render: Callable[[dict[str, Any]], list[str]]) -> None:
    """Print ``view`` as JSON, or as the lines ``render`` makes of it."""
    if as_json:
        emit_json(view)
        return
    for line in render(view):
        echo(line)


def _show_card(ctx: typer.Context, words: list[str], lang: str | None, as_json: bool) -> None:
    """``judge card``: printed texts in ``--lang`` or the matched language, rulings as ``judge rulings``."""
    from judge_cli.search.lookup import card_view, find_card

    run = run_context(ctx, lang=lang)  # a bad --lang fails before any work
    corpus = run.corpus
    view = card_view(corpus, find_card(corpus, _query(words), index=run.index, nicknames=run.nicknames),
                     run.content_lang, run.rulings_lang)
    _emit(view, as_json, render_card)


def _show_rulings(ctx: typer.Context, words: list[str], lang: str | None, as_json: bool) -> None:
    """``judge rulings``: in ``--lang``, else the interface language chosen, else the matched language."""
    from judge_cli.search.lookup import find_card, rulings_view

    run = run_context(ctx, lang=lang)
    corpus = run.corpus
    view = rulings_view(corpus, find_card(corpus, _query(words), index=run.index, nicknames=run.nicknames),
                        run.rulings_lang)
    _emit(view, as_json, render_rulings)


def register(app: typer.Typer) -> None:
    """Add the lookup commands to ``app``."""
    query_type = Annotated[list[str], typer.Argument(
        metavar="QUERY", show_default=False, autocompletion=completion.card_names,
        help=_("Card name in any of the seven languages; typos, missing words and prefixes are fine."))]
    card_lang = Annotated[str | None, typer.Option("--lang", show_default=False, help=_(
        "Language to show texts in (en de fr es it ja zh). Default: printed texts in the language the name "
        "matched; rulings in your interface language when you set one (JUDGE_LANG or the locale)."))]
    rulings_lang = Annotated[str | None, typer.Option("--lang", show_default=False, help=_(
        "Language to show the rulings in (en de fr es it ja zh). Default: your interface language when you "
        "set one (JUDGE_LANG or the locale), else the language the name matched."))]
    json_type = Annotated[bool, typer.Option("--json", help=_("Print JSON."))]

    @app.command(name="card", cls=PlainTextCommand,
                 help=_("Show the card whose name best matches QUERY, with its texts and rulings."))
    def card(ctx: typer.Context, query: query_type, lang: card_lang = None, as_json: json_type = False) -> None:
        _show_card(ctx, query, lang, as_json)

    @app.command(name="search", cls=PlainTextCommand,
                 help=_("List the cards whose names are closest to QUERY, best first."))
    def search(
        ctx: typer.Context,
        query: query_type,
        limit: Annotated[int, typer.Option("--limit", min=1, max=100, help=_("How many cards to list."))] = 10,
        lang: Annotated[str | None, typer.Option(
            "--lang", help=_("Only match names printed in this language."), show_default=False)] = None,
        as_json: json_type = False,
    ) -> None:
        from judge_cli.search.lookup import search_results

        run = run_context(ctx, lang=lang)
        results = search_results(run.corpus, _query(query), lang=run.content_lang, limit=limit, index=run.index)
        if as_json:
            emit_json(results)
            return
        for item in results["results"]:
            echo(f"{item['score']:5.1f}  {item['matched']} [{item['lang']}] → {item['name']} ({item['id']})")

    @app.command(name="rulings", cls=PlainTextCommand,
                 help=_("Show all rulings of the card whose name best matches QUERY."))
    def rulings(ctx: typer.Context, query: query_type, lang: rulings_lang = None, as_json: json_type = False) -> None:
        _show_rulings(ctx, query, lang, as_json)

    @app.command(name="ruling", cls=PlainTextCommand,
                 help=_("Show one ruling by id in every language the corpus has, with its cards."))
    def ruling(
        ctx: typer.Context,
        ruling_id: Annotated[str, typer.Argument(metavar="ID", help=_("Ruling id, e.g. look-at-face-down."))],
        as_json: json_type = False,
    ) -> None:
        from judge_cli.search.lookup import find_ruling, ruling_view

        corpus = run_context(ctx).corpus
        view = ruling_view(corpus, find_ruling(corpus, _query([ruling_id])))
        _emit(view, as_json, render_ruling)

    @app.command(name="grep", cls=PlainTextCommand,
                 help=_("Find TEXT in card names, texts, flavor text and rulings, in all languages."))
    def grep(
        ctx: typer.Context,
        text: Annotated[list[str], typer.Argument(metavar="TEXT", help=_("Words to find (case and accents ignored)."))],
        lang: Annotated[str | None, typer.Option(
            "--lang", help=_("Only search texts in this language."), show_default=False)] = None,
        limit: Annotated[int, typer.Option("--limit", min=0, help=_(
            "Show at most this many matches and count the others (0: show them all)."))] = 50,  # grep.DEFAULT_LIMIT
        as_json: json_type = False,
    ) -> None:
        from judge_cli.errors import NotFoundError
        from judge_cli.search.grep import grep_page

        run = run_context(ctx, lang=lang)
        needle = _query(text)
        page = grep_page(run.corpus, needle, lang=run.content_lang, limit=limit or None)
        if not page.total:
            raise NotFoundError(_("no card or ruling text contains {text!r}").format(text=needle))
        if as_json:
            emit_json({"query": needle, "hits": [hit.to_json() for hit in page.hits], "total": page.total})
            return
        for hit in page.hits:
            echo(f"{hit.kind} {hit.id} [{hit.lang}] {hit.field}: {hit.snippet}")
        if page.left_out:
            echo(ngettext("{shown} of {count} match shown; --limit 0 shows them all",
                          "{shown} of {count} matches shown; --limit 0 shows them all", page.total).format(
                shown=len(page.hits), count=f"{page.total:,}"))
        else:
            echo(ngettext("{count} match", "{count} matches", page.total).format(count=page.total))
