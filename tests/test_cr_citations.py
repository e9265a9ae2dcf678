"""CR citations re-bound to an imported edition: found by title, the edition's own text, summaries otherwise."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from rules_helpers import GIANT, ask

from judge_cli.cr.parser import parse_text, read_cr_file
from judge_cli.cr.store import import_file
from judge_cli.rules import load_references
from judge_cli.rules.api import Citation
from judge_cli.rules.crtext import EditionCitations, imported_edition, rebind_citations

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "cr"
REPO = Path(__file__).resolve().parent.parent
CLOAKED = "permanent: {face_down: cloak, card: " + GIANT + "}"
SCENARIOS = """
scenarios:
  - id: cloaked-creature-turns-up
    question: can-turn-face-up
    given:
      permanent:
        face_down: cloak
        card: {name: Hill Giant, types: [creature], mana_cost: "{3}{R}"}
    expect: {answer: "yes", cites: [cloak.b, special-actions.2b]}
  - id: asked-in-words
    ask: "can a cloaked creature card with mana cost {1}{G} be turned face up?"
    expect: {answer: "yes", cites: [cloak.b]}
"""


@pytest.fixture(scope="module")
def references():
    return load_references()


@pytest.fixture()
def data_dir(tmp_path, monkeypatch):
    """A data directory of this test's own (nothing imported yet)."""
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("JUDGE_LANG", raising=False)
    return tmp_path / "data"


@pytest.fixture()
def imported(data_dir):
    """Both made-up editions imported: cloak is 701.56 in the 2024 one, 701.58 in the 2026 one."""
    for name in ("citations-2024.txt", "citations-2026.txt"):
        import_file(FIXTURES / name, data_dir)
    return data_dir


@pytest.fixture()
def scenario_file(tmp_path):
    path = tmp_path / "cr-citations.yaml"
    path.write_text(SCENARIOS, encoding="utf-8")
    return path


def edition_of(*lines: str, date: str = "January 16, 2026"):
    """A small edition parsed from numbered lines (sections, chapters, rules, subrules)."""
    body = "\n\n".join(lines)
    return parse_text(f"These rules are effective as of {date}\n\n{body}\n\nGlossary\n\nCredits\n\nTests.\n", "t.txt")


def cloak_b(corpus, lang: str = "en") -> Citation:
    return next(c for c in ask(corpus, "can-turn-face-up", CLOAKED, lang=lang).citations if c.id == "cloak.b")


# --- re-binding, plain calls ------------------------------------------------------------------------------

@pytest.mark.parametrize("fixture, number", [("citations-2024.txt", "701.56b"), ("citations-2026.txt", "701.58b")])
def test_cloak_b_takes_the_number_and_text_of_the_edition(corpus, references, fixture, number):
    edition = read_cr_file(FIXTURES / fixture)
    verdict = ask(corpus, "can-turn-face-up", CLOAKED)
    bound = rebind_citations(verdict.citations, edition, references)
    cloak = next(c for c in bound if c.id == "cloak.b")
    assert (cloak.number, cloak.title, cloak.edition, cloak.note) == (number, "Cloak", edition.key, None)
    assert cloak.text == edition.rules[number].text != references.rules["cloak.b"].summary
    assert cloak.to_json()["edition"] == edition.key and cloak.to_json()["number"] == number
    assert [c.id for c in bound] == [c.id for c in verdict.citations]  # same citations, same order
    assert [c for c in bound if c.kind == "ruling"] == [c for c in verdict.citations if c.kind == "ruling"]


def test_the_pinned_citation_is_the_summary_without_an_edition(corpus, references):
    cloak = cloak_b(corpus)
    assert (cloak.number, cloak.text, cloak.edition) == ("701.58b", references.rules["cloak.b"].summary, None)
    assert "edition" not in cloak.to_json() and "note" not in cloak.to_json()


def test_english_text_stays_marked_as_standing_in_for_another_language(corpus, references):
    edition = read_cr_file(FIXTURES / "citations-2024.txt")
    cloak = EditionCitations(edition, references).bind(cloak_b(corpus, lang="de"))
    assert (cloak.lang, cloak.fallback, cloak.number) == ("en", True, "701.56b")


def test_each_name_is_resolved_once_per_run(corpus, references):
    binder = EditionCitations(read_cr_file(FIXTURES / "citations-2026.txt"), references)
    first, second = binder.bind(cloak_b(corpus)), binder.bind(cloak_b(corpus))
    assert first is second


CLOAK_2026 = ("7. Additional Rules", "701. Keyword Actions", "701.1. Keyword actions are verbs.")
SAYS_B = "Any time you have priority, you may turn a cloaked permanent you control face up."


@pytest.mark.parametrize("lines, expected", [
    # The title decides, not the table: cloak renumbered to 701.60 is cited there.
    (CLOAK_2026 + ("701.60. Cloak", "701.60b " + SAYS_B), ("701.60b", True)),
    # A title heading two rules: the one where the table puts the section wins.
    (("1. Game Concepts", "116. Special Actions", "116.9. Cloak", "116.9b " + SAYS_B) + CLOAK_2026
     + ("701.58. Cloak", "701.58b " + SAYS_B), ("701.58b", True)),
    # The check words moved to another subrule of the section: that one is cited.
    (CLOAK_2026 + ("701.58. Cloak", "701.58b Some other rule.", "701.58c " + SAYS_B), ("701.58c", True)),
    # Reworded beyond the check words: still cited by title and letter, not confirmed.
    (CLOAK_2026 + ("701.58. Cloak", "701.58b Reworded entirely."), ("701.58b", False)),
    # No such subrule, or no such title: not in this edition.
    (CLOAK_2026 + ("701.58. Cloak", "701.58a To cloak a card, turn it face down."), None),
    (CLOAK_2026 + ("701.58. Suspect", "701.58b " + SAYS_B), None),
])
def test_rules_are_found_by_title_then_confirmed_by_their_check_words(references, lines, expected):
    assert EditionCitations(edition_of(*lines), references).locate("cloak.b") == expected


def test_a_title_path_finds_a_heading_below_another(references):
    edition = edition_of("1. Game Concepts", "100. General", "100.7. Players play.",
                         "4. Zones", "400. General",
                         "400.7. An object that moves becomes a new object with no memory of "
                                                      "its previous existence.")
    assert EditionCitations(edition, references).locate("zones.7") == ("400.7", True)


@pytest.mark.parametrize("lines, note", [
    (CLOAK_2026 + ("701.58. Cloak", "701.58b Reworded entirely."), "wording not confirmed; please check it"),
    (CLOAK_2026, "not in the imported 2026-01-16 edition; summary shown"),
])
def test_citations_not_confirmed_or_not_found_are_marked(corpus, references, lines, note):
    cloak = EditionCitations(edition_of(*lines), references).bind(cloak_b(corpus))
    assert cloak.note == note and cloak.to_json()["note"] == note
    if cloak.edition is None:  # not found: the pinned number and our summary, as without an import
        assert (cloak.number, cloak.text) == ("701.58b", references.rules["cloak.b"].summary)


def test_the_pre_2009_edition_is_cited_only_where_it_really_has_the_rule(references):
    """2008's 502.26 is titled Morph, but its 502.26e is another rule than today's 702.37e."""
    text = (FIXTURES / "real" / "2008-10-01.txt").read_bytes().decode("utf-8")
    old = parse_text(text)
    assert old.pre_renumbering
    binder = EditionCitations(old, references)
    assert binder.locate("morph.e") is None
    assert binder.locate("cloak.b") is None
    morph = Citation("morph.e", "rule", "summary", "en", number="702.37e")
    assert binder.bind(morph).note == "not in the imported 2008-10-01 edition; summary shown"
    # contrast: the same text dated after the renumbering is cited, its wording marked as not confirmed
    later = parse_text(text.replace("current as of October 1, 2008", "effective as of October 1, 2009"))
    assert not later.pre_renumbering
    assert EditionCitations(later, references).locate("morph.e") == ("502.26e", False)


def test_a_path_that_is_not_text_is_refused_with_its_line():
    from judge_cli.errors import CorpusError
    from judge_cli.rules.citations import parse_references
    from judge_cli.yamlsafe import parse_yaml

    text = "pinned: a\neditions: [a]\nsections:\n  x:\n    title: X\n    number: '1'\n    path: [X]\nreferences: {}"
    with pytest.raises(CorpusError) as caught:
        parse_references(parse_yaml(text, "refs.yaml"), "refs.yaml")
    assert caught.value.message == "refs.yaml:7: field 'path': expected titles separated by /"


def test_a_citation_that_is_no_named_rule_is_left_alone(references):
    edition = edition_of(*CLOAK_2026)
    odd = Citation("no-such.rule", "rule", "text", "en", number="1.1")
    assert EditionCitations(edition, references).bind(odd) is odd


# --- choosing the edition of a run -----------------------------------------------------------------------

def test_no_import_means_no_edition_and_the_store_is_not_even_imported(data_dir):
    code = ("import pathlib, sys; from judge_cli.rules.crtext import imported_edition; "
            "print(imported_edition(None, pathlib.Path(sys.argv[1])), 'judge_cli.cr.store' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code, str(data_dir)], cwd=REPO, capture_output=True, text=True,
                          check=True)
    assert done.stdout.split() == ["None", "False"]


@pytest.mark.parametrize("requested, key", [(None, "2026-01-16"), ("2024-02-02", "2024-02-02"), ("2024", "2024-02-02"),
                                            ("2026-01", "2026-01-16")])
def test_the_newest_edition_by_default_or_the_one_named(imported, requested, key):
    assert imported_edition(requested, imported).key == key


# --- judge eval and judge ask ----------------------------------------------------------------------------

@pytest.mark.parametrize("options, labels", [
    ([], ["CR 701.58b Cloak (cloak.b, 2026-01-16)", "CR 116.2b Special Actions (special-actions.2b, 2026-01-16)"]),
    (["--cr-edition", "2024-02-02"], ["CR 701.56b Cloak (cloak.b, 2024-02-02)",
                                      "CR 116.2b Special Actions (special-actions.2b, 2024-02-02)"]),
    (["--cr-edition", "2026-01-16"], ["CR 701.58b Cloak (cloak.b, 2026-01-16)"]),
])
def test_eval_cites_the_chosen_edition_and_cites_by_name_still_pass(runner, app, imported, scenario_file,
                                                                    options, labels):
    result = runner.invoke(app, ["eval", *options, str(scenario_file)])
    assert result.exit_code == 0, result.output
    cites = [line for line in result.stdout.splitlines() if line.strip().startswith("cites:")]
    assert len(cites) == 2 and all(label in cites[0] for label in labels)
    assert labels[0] in cites[1]  # the ask: scenario is re-bound too
    assert result.stdout.splitlines()[-1] == "2 passed, 0 failed, 0 errors"


@pytest.mark.parametrize("edition, number", [("2024-02-02", "701.56b"), ("2026-01-16", "701.58b")])
def test_eval_json_carries_number_title_edition_and_the_rule_text(runner, app, imported, scenario_file,
                                                                 edition, number):
    result = runner.invoke(app, ["eval", "--format", "json", "--cr-edition", edition, str(scenario_file)])
    cited = json.loads(result.stdout)["results"][0]["citations"]
    cloak = next(c for c in cited if c["id"] == "cloak.b")
    text = imported_edition(edition, imported).rules[number].text
    assert cloak == {"id": "cloak.b", "kind": "rule", "text": text, "lang": "en", "number": number,
                     "title": "Cloak", "edition": edition}


@pytest.mark.usefixtures("no_shipped_cr")
def test_without_any_edition_eval_cites_the_summaries(runner, app, data_dir, scenario_file, references):
    result = runner.invoke(app, ["eval", "--format", "json", str(scenario_file)])
    assert result.exit_code == 0, result.output
    cloak = next(c for c in json.loads(result.stdout)["results"][0]["citations"] if c["id"] == "cloak.b")
    assert (cloak["number"], cloak["text"], "edition" in cloak) == ("701.58b", references.rules["cloak.b"].summary,
                                                                     False)
    text = runner.invoke(app, ["eval", str(scenario_file)]).stdout
    assert "CR 701.58b Cloak (cloak.b);" in text


def test_without_an_import_eval_cites_the_edition_shipped_with_judge_cli(runner, app, data_dir, scenario_file):
    result = runner.invoke(app, ["eval", "--format", "json", str(scenario_file)])
    assert result.exit_code == 0, result.output
    cloak = next(c for c in json.loads(result.stdout)["results"][0]["citations"] if c["id"] == "cloak.b")
    assert (cloak["number"], cloak["edition"]) == ("701.58b", "2026-01-16")
    assert cloak["text"].startswith("Any time you have priority, you may turn a cloaked permanent you control face up")
    assert "CR 701.58b Cloak (cloak.b, 2026-01-16)" in runner.invoke(app, ["eval", str(scenario_file)]).stdout


def test_notes_show_in_the_text_report(runner, app, data_dir, scenario_file):
    import_file(FIXTURES / "mini-2024-bom-crlf.txt", data_dir)  # its 701.56b lacks the check words; it has no 116
    result = runner.invoke(app, ["eval", "--cr-edition", "2024", str(scenario_file)])
    assert "CR 701.56b Cloak (cloak.b, 2024-02-02; wording not confirmed; please check it)" in result.stdout
    assert ("CR 116.2b Special Actions (special-actions.2b; not in the imported 2024-02-02 edition; summary shown)"
            in result.stdout)


@pytest.mark.parametrize("options, edition, number", [
    (["--cr-edition", "2024"], "2024-02-02", "701.56b"), ([], "2026-01-16", "701.58b")])
def test_ask_cites_the_chosen_edition(runner, app, imported, options, edition, number):
    question = "can a cloaked creature card with mana cost {1}{G} be turned face up?"
    result = runner.invoke(app, ["ask", "--json", *options, question])
    assert result.exit_code == 0, result.output
    cloak = next(c for c in json.loads(result.stdout)["citations"] if c["id"] == "cloak.b")
    assert (cloak["number"], cloak["edition"]) == (number, edition)
    assert cloak["text"] == imported_edition(edition, imported).rules[number].text
    text = runner.invoke(app, ["ask", *options, question]).stdout
    assert f"CR {number} Cloak (cloak.b, {edition})" in text


@pytest.mark.parametrize("command", [["eval", "examples/scenarios/turning-face-up.yaml"],
                                     ["ask", "can a cloaked creature be turned face up?"]])
@pytest.mark.parametrize("setup, edition, message", [
    (None, "2024", "no Comprehensive Rules imported; run `judge import cr FILE`"),
    (False, "2024", "no single imported edition matches '2024'; imported: 2026-01-16"),
    (True, "1999", "no single imported edition matches '1999'; imported: 2024-02-02, 2026-01-16"),
])
def test_an_edition_that_is_not_there_is_a_usage_error(runner, app, data_dir, command, setup, edition, message,
                                                        monkeypatch):
    if setup is None:  # not even the edition shipped with judge-cli
        monkeypatch.setattr("judge_cli.cr.shipped.shipped_folder", lambda *args, **kwargs: None)
    if setup:
        for name in ("citations-2024.txt", "citations-2026.txt"):
            import_file(FIXTURES / name, data_dir)
    result = runner.invoke(app, [command[0], "--cr-edition", edition, *command[1:]])
    assert result.exit_code == 2
    assert result.stderr.strip() == f"judge: error: {message}"


# --- the real editions (../shared), when present --------------------------------------------------------

@pytest.fixture()
def real_editions(shared_dir, data_dir):
    folder = shared_dir / "data" / "comprehensive-rules"
    keys = [import_file(path, data_dir).edition.key for path in sorted(folder.glob("*.txt"))]
    if not {"2024-02-02", "2026-01-16"} <= set(keys):
        pytest.skip(f"the 2024-02-02 and 2026-01-16 editions are not both in {folder}")
    return data_dir


def test_every_reference_is_found_by_title_where_the_table_says_in_both_real_editions(real_editions, references):
    for key in ("2024-02-02", "2026-01-16"):
        binder = EditionCitations(imported_edition(key, real_editions), references)
        wrong = {name: binder.locate(name) for name, rule in references.rules.items()
                 if binder.locate(name) != ((rule.numbers[key], True) if key in rule.numbers else None)}
        assert not wrong, (key, wrong)


@pytest.mark.parametrize("edition, number", [("2024-02-02", "701.56b"), ("2026-01-16", "701.58b")])
def test_real_editions_give_701_56_in_2024_and_701_58_in_2026(runner, app, real_editions, scenario_file,
                                                              edition, number):
    result = runner.invoke(app, ["eval", "--format", "json", "--cr-edition", edition, str(scenario_file)])
    assert result.exit_code == 0, result.output
    cloak = next(c for c in json.loads(result.stdout)["results"][0]["citations"] if c["id"] == "cloak.b")
    assert (cloak["number"], cloak["edition"]) == (number, edition)
    assert cloak["text"] == imported_edition(edition, real_editions).rules[number].text
    assert "you may turn a cloaked permanent you control face up" in cloak["text"]
