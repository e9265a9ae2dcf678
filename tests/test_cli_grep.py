"""``judge grep TEXT``: normalised full-text search over card texts and rulings in every language."""

from __future__ import annotations

import pytest
from lookup_helpers import one_error_line, private_cache, run, run_json  # noqa: F401

from judge_cli.errors import ExitCode
from judge_cli.search.grep import SNIPPET_WIDTH, grep, snippet


@pytest.mark.parametrize(
    "text, kind, item_id, lang, field",
    [
        ("verdeckt", "card", "become-anonymous", "de", "text"),
        ("Abwehr", "card", "become-anonymous", "de", "text"),
        ("護法", "card", "become-anonymous", "ja", "text"),
        ("transform", "ruling", "cloaked-double-faced-card", "en", "ruling"),
        ("schoener Anblick", "card", "hide-in-plain-sight", "de", "flavor"),  # oe for ö
        ("ANONIMO", "card", "become-anonymous", "es", "name"),  # case and accent
        ("camuffamento", "ruling", "disguise-or-morph-cost", "it", "ruling"),
        ("control face-up by", "ruling", "turn-face-up-special-action", "en", "variant"),
        ("enter the battlefield tapped", "card", "become-anonymous", "en", "printing"),
        ("ｗａｌｋ ａｍｏｎｇ", "card", "become-anonymous", "en", "flavor"),  # full-width
        ("看回来", "card", "hide-in-plain-sight", "zh", "flavor"),
    ],
)
def test_grep_finds_the_text(runner, app, text, kind, item_id, lang, field):
    hits = run_json(runner, app, "grep", text)["hits"]
    assert {"kind": kind, "id": item_id, "lang": lang, "field": field} in [
        {key: hit[key] for key in ("kind", "id", "lang", "field")} for hit in hits]


def test_text_output_has_ids_and_a_snippet_and_a_count(runner, app):
    result = run(runner, app, "grep", "transform")
    assert result.exit_code == ExitCode.OK
    assert result.stdout == ("ruling cloaked-double-faced-card [en] ruling: While face down, it can’t transform.\n"
                             "1 match\n")


def test_lang_restricts_the_texts_searched(runner, app):
    hits = run_json(runner, app, "grep", "face", "--lang", "it")["hits"]
    assert hits and all(hit["lang"] == "it" for hit in hits)


def test_a_text_shared_by_oracle_and_printed_english_is_reported_once(corpus):
    hits = grep(corpus, "cloak those cards")
    assert [(h.id, h.lang, h.field) for h in hits if h.kind == "card"] == [
        ("become-anonymous", "en", "oracle"),
        ("become-anonymous", "en", "printing"),
        ("become-anonymous", "en", "printing"),
    ]


def test_long_snippets_are_cut_around_the_match(corpus):
    text = corpus.ruling("keep-face-down-permanents-distinct").text["en"]
    cut = snippet("word " * 60 + text, "markers or dice")
    assert "markers or dice" in cut and len(cut) <= SNIPPET_WIDTH + 2


@pytest.mark.parametrize(
    "args, code, message",
    [
        (["grep", "xyzzy"], ExitCode.NOT_FOUND, "no card or ruling text contains 'xyzzy'"),
        (["grep", ""], ExitCode.BAD_INPUT, "empty query"),
        (["grep", "\x01\x02"], ExitCode.BAD_INPUT, "empty query"),
        (["grep", "a" * 10_000], ExitCode.BAD_INPUT, "query is 10000 characters long"),
        (["grep", "face", "--lang", "xx"], ExitCode.BAD_INPUT, "unknown language 'xx'"),
    ],
)
def test_bad_or_unmatched_input(runner, app, args, code, message):
    result = run(runner, app, *args)
    assert result.exit_code == code
    assert message in one_error_line(result)


def test_a_capped_grep_says_how_many_it_left_out(runner, app):
    every = run_json(runner, app, "grep", "face", "--limit", "0")
    assert every["total"] == len(every["hits"]) > 3
    capped = run_json(runner, app, "grep", "face", "--limit", "3")
    assert capped["hits"] == every["hits"][:3] and capped["total"] == every["total"]
    lines = run(runner, app, "grep", "face", "--limit", "3").stdout.splitlines()
    assert len(lines) == 4
    assert lines[-1] == f"3 of {every['total']} matches shown; --limit 0 shows them all"
    assert run(runner, app, "grep", "transform", "--limit", "1").stdout.endswith("\n1 match\n")
