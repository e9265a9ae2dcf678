"""``judge ask``: a rules question in plain words, read into a scenario and answered."""

from __future__ import annotations

from typing import List, Optional

import typer

from judge_cli.cli.common import content_language, echo, load_corpus
from judge_cli.cli.credition import cr_edition_option
from judge_cli.i18n import _


def answer_language(explicit: str | None, question_lang: str | None, environ: dict | None = None) -> str:
    """``--lang``, else the interface language chosen with ``JUDGE_LANG``, else the question's language."""
    import os

    from judge_cli.i18n import language_from_environment

    if explicit:
        return explicit
    chosen = (os.environ if environ is None else environ).get("JUDGE_LANG", "").strip()
    if chosen:
        return language_from_environment({"JUDGE_LANG": chosen})
    return question_lang or "en"


def register(app: typer.Typer) -> None:
    """Add the ``ask`` command to ``app``."""

    @app.command(
        "ask",
        help=_("Answer a rules question typed in plain words (English, German, French, Spanish, Italian, Japanese "
               "or Chinese): shows how it was read, then the answer, why, and the citations. Exit code: 0 answered, "
               "1 not answered (ambiguous, out of scope, unknown card), 2 bad input."),
    )
    def ask_command(
        words: List[str] = typer.Argument(..., metavar="QUESTION", help=_("The question (quote it, or type it after the options).")),
        lang: Optional[str] = typer.Option(None, "--lang", "-l",
                                           help=_("Language of the answer (default: the question's language).")),
        as_json: bool = typer.Option(False, "--json", help=_("Print the result as JSON.")),
        explain: bool = typer.Option(False, "--explain", help=_("Show every reasoning step.")),
        cr_edition: Optional[str] = cr_edition_option(),
    ) -> None:
        from judge_cli.ask import Asker
        from judge_cli.ask.answer import interface_language
        from judge_cli.rules.crtext import citations_for_run

        explicit = content_language(lang)
        text = " ".join(words)
        corpus = load_corpus()
        asker = Asker(corpus, citations=citations_for_run(corpus, cr_edition))
        target = answer_language(explicit, None if explicit else asker.language(text))
        with interface_language(target):
            outcome = asker.ask(text, answer_lang=target, localize=True)
            if as_json:
                _print_json(outcome, explain)
            else:
                _print_text(outcome, explain)
        raise typer.Exit(0 if outcome.verdict is not None else 1)


def _print_text(outcome, explain: bool) -> None:
    from judge_cli.ask.render import describe, notes, refusal_message
    from judge_cli.scenarios.report_text import render_result

    if outcome.verdict is None:
        echo(refusal_message(outcome))
        if outcome.candidates:
            echo(_("Closest readings:"))
            for number, reading in enumerate(outcome.candidates, 1):
                echo(f"  {number}. {describe(reading)}")
        return
    echo(_("Read as: {reading}").format(reading=describe(outcome.reading)))
    extra = notes(outcome, outcome.reading)
    if extra:
        echo("  (" + "; ".join(extra) + ")")
    for line in render_result(_result(outcome), explain=explain)[1:]:
        echo(line[4:] if line.startswith("    ") else line)


def _result(outcome):
    from judge_cli.scenarios.runner import ANSWERED, Result

    return Result(ANSWERED, "<question>", None, id="ask", question=outcome.reading.question, verdict=outcome.verdict)


def _print_json(outcome, explain: bool) -> None:
    from judge_cli.ask.render import refusal_message
    from judge_cli.cli.common import emit_json
    from judge_cli.scenarios.report_json import plain, result_to_json

    if outcome.verdict is not None:
        data = result_to_json(_result(outcome), explain=explain)
    else:
        data = {"id": "ask", "question": outcome.reading.question if outcome.reading else None, "status": "REFUSED",
                "answer": None, "details": None, "explanation": None, "citations": [], "expected": None,
                "error": None, "failures": [], "file": "<question>", "line": None}
    data.update({
        "text": outcome.text,
        "lang": outcome.lang,
        "read_as": plain(outcome.reading.to_json()) if outcome.reading else None,
        "confidence": outcome.reading.confidence if outcome.reading else 0.0,
        "assumed": list(outcome.reading.assumed) if outcome.reading else [],
        "corrections": [{"typed": typed, "read": read} for typed, read in outcome.corrections],
        "refused": outcome.refusal,
    })
    if outcome.verdict is None:
        data["message"] = refusal_message(outcome)
        data["missing"] = list(outcome.missing)
        data["candidates"] = [dict(plain(r.to_json()), confidence=r.confidence) for r in outcome.candidates]
    emit_json(data)
