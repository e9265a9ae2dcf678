"""``judge ask``: a rules question in plain words, read into a scenario and answered."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import typer

from judge_cli.cli.common import echo
from judge_cli.cli.context import run_context
from judge_cli.cli.credition import cr_edition_option
from judge_cli.i18n import _

if TYPE_CHECKING:  # pragma: no cover - typing only: the reader loads when a question is asked
    from judge_cli.ask.answer import Outcome
    from judge_cli.scenarios.results import Result


def register(app: typer.Typer) -> None:
    """Add the ``ask`` command to ``app``."""

    @app.command(
        "ask",
        help=_("Answer a rules question typed in plain words (English, German, French, Spanish, Italian, Japanese "
               "or Chinese): shows how it was read, then the answer, why, and the citations. Exit code: 0 answered, "
               "1 not answered (ambiguous, out of scope, unknown card), 2 bad input."),
    )
    def ask_command(
        ctx: typer.Context,
        words: list[str] = typer.Argument(..., metavar="QUESTION",
                                          help=_("The question (quote it, or type it after the options).")),
        lang: str | None = typer.Option(None, "--lang", "-l",
                                        help=_("Language of the answer (default: the question's language).")),
        as_json: bool = typer.Option(False, "--json", help=_("Print the result as JSON.")),
        explain: bool = typer.Option(False, "--explain", help=_("Show every reasoning step.")),
        cr_edition: str | None = cr_edition_option(),
    ) -> None:
        from judge_cli.gcpause import paused_gc

        with paused_gc():  # one question: the modules, corpus and vocabulary it loads are all kept
            from judge_cli.ask.answer import Asker

            run = run_context(ctx, lang=lang, cr_edition=cr_edition)
            text = " ".join(words)
            asker = Asker(run.corpus, citations=run.rebinder, sources=run.citing, cache_dir=run.cache_dir)
            # The answer's language: --lang, else JUDGE_LANG, else the question's; the explanation and the
            # messages follow it (the run context switches the interface language around the answer).
            target = run.answer_lang(None if run.content_lang else asker.language(text))
            with run.speaking(target):
                outcome = asker.ask(text, answer_lang=target)
                if not as_json and _offer(outcome):
                    outcome = _pick(asker, outcome)
                if as_json:
                    _print_json(outcome, explain)
                else:
                    _print_text(outcome, explain)
        raise typer.Exit(0 if outcome.verdict is not None else 1)


def _offer(outcome: Outcome) -> bool:
    """True when the judge can pick a reading: two or more close readings, and a terminal to ask on."""
    import sys

    from judge_cli.ask.reader import AMBIGUOUS

    kinds = {reading.question for reading in outcome.candidates}
    return (outcome.refusal == AMBIGUOUS and len(outcome.candidates) > 1 and len(kinds) > 1
            and sys.stdin.isatty() and sys.stdout.isatty())


def _pick(asker: Any, outcome: Outcome) -> Outcome:
    """Offer the readings as a numbered list; the one picked is answered (Enter or a wrong number: none)."""
    from judge_cli.ask.render import describe

    echo(_("The question can be read in more than one way:"))
    for number, reading in enumerate(outcome.candidates, 1):
        echo(f"  {number}. {describe(reading)}")
    choice = typer.prompt(_("Which one do you mean? (number, Enter for none)"), default="", show_default=False)
    if not choice.strip().isdigit() or not 1 <= int(choice) <= len(outcome.candidates):
        return outcome
    picked: Outcome = asker.choose(outcome, outcome.candidates[int(choice) - 1])
    return picked


def _print_text(outcome: Outcome, explain: bool) -> None:
    from judge_cli.ask.render import answer_lines, describe, refusal_message

    if outcome.verdict is None:
        echo(refusal_message(outcome))
        if outcome.candidates:
            echo(_("Closest readings:"))
            for number, reading in enumerate(outcome.candidates, 1):
                echo(f"  {number}. {describe(reading)}")
        return
    for line in answer_lines(outcome, explain):
        echo(line)


def _result(outcome: Outcome) -> Result:
    from judge_cli.scenarios.results import ANSWERED, Result  # not the runner: no scenario file format to import

    question = outcome.reading.question if outcome.reading else None
    return Result(ANSWERED, "<question>", None, id="ask", question=question, verdict=outcome.verdict)


def _print_json(outcome: Outcome, explain: bool) -> None:
    from judge_cli.ask.render import refusal_message
    from judge_cli.cli.common import emit_json
    from judge_cli.scenarios.report_json import plain, result_to_json

    data: dict[str, Any]
    if outcome.verdict is not None:
        data = dict(result_to_json(_result(outcome), explain=explain))
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
        "not_understood": list(outcome.detail.get("unknown_words") or []),
    })
    if outcome.verdict is None:
        data["message"] = refusal_message(outcome)
        data["missing"] = list(outcome.missing)
        data["candidates"] = [dict(plain(r.to_json()), confidence=r.confidence) for r in outcome.candidates]
    emit_json(data)
