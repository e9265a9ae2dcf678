"""Citations: every ruling is reachable by topic, CR references resolve in both editions, languages fall back."""

from __future__ import annotations

import pytest
from rules_helpers import GIANT, ask

from judge_cli.cr.parser import read_cr_file
from judge_cli.errors import CorpusError
from judge_cli.rules import citation_ids, load_references
from judge_cli.rules.citations import parse_references, rulings_for
from judge_cli.yamlsafe import parse_yaml

HIDDEN = '{name: Hidden Thing, types: [creature], mana_cost: "{3}{U}", disguise: "{1}{U}"}'
KRUIN = '{name: Kruin Outlaw, types: [creature], mana_cost: "{1}{R}{R}", double_faced: true, back_types: [creature]}'
CLOAKED = "permanent: {face_down: cloak, card: " + GIANT + "}"

#: One question per line of reasoning; together they must cite every ruling of the corpus.
QUESTIONS = [
    ("can-turn-face-up", CLOAKED),
    ("can-turn-face-up", "permanent: {face_down: cloak, card: " + HIDDEN + "}"),
    ("can-turn-face-up", "permanent: {face_down: cloak, abilities_lost: true, card: " + HIDDEN + "}"),
    ("can-turn-face-up", "permanent: {face_down: cloak, card: {name: Island, types: [land]}, "
                         "effects: [{add_types: [artifact]}]}"),
    ("can-transform", "permanent: {face_down: cloak, card: " + KRUIN + "}"),
    ("characteristics", CLOAKED),
    ("enters-triggers-on-turning-face-up", CLOAKED),
    ("turned-face-up-triggers", "permanent: {face_down: cloak, card: Become Anonymous}"),
    ("tapped-after-turning-face-up", CLOAKED),
    ("targets-and-attachments-after-turning-face-up", CLOAKED + "\ntargeted_by: [{name: Bolt}]"),
    ("can-look", CLOAKED + "\nviewer: controller"),
    ("share-a-name", CLOAKED + "\nother: " + CLOAKED[len("permanent: "):]),
    ("must-reveal", CLOAKED + "\nevent: dies"),
    ("can-respond-to-turning-face-up", CLOAKED),
    ("can-rearrange-face-down", "permanents: [" + CLOAKED[len("permanent: "):] + ", "
                                + CLOAKED[len("permanent: "):] + "]"),
    ("resolve", "card: Become Anonymous\nbattlefield: [{label: g, card: " + GIANT + "}]\ntargets: [g]"),
]


@pytest.fixture(scope="module")
def verdicts(corpus):
    return [(question, ask(corpus, question, text)) for question, text in QUESTIONS]


def test_every_ruling_in_the_corpus_is_cited_by_some_question(corpus, verdicts):
    cited = set().union(*(citation_ids(v) for _q, v in verdicts))
    missing = set(corpus.rulings) - cited
    assert not missing, f"no question cites: {sorted(missing)}"


def test_every_ruling_topic_finds_its_ruling(corpus):
    for ruling in corpus.rulings.values():
        for topic in ruling.topics:
            assert ruling.id in rulings_for(corpus, topic)


def test_topic_queries_intersect_and_exclude(corpus):
    assert rulings_for(corpus, "abilities-lost+disguise") == ["lost-abilities-no-disguise-cost"]
    assert "instant-or-sorcery-stays-face-down" in rulings_for(corpus, "reveal")
    assert rulings_for(corpus, "reveal+!instant-sorcery") == ["reveal-when-leaving"]


def test_every_verdict_cites_and_every_step_cite_is_listed(verdicts):
    for question, verdict in verdicts:
        ids = {c.id for c in verdict.citations}
        assert verdict.citations, question
        assert any(c.kind == "rule" for c in verdict.citations), question
        assert verdict.steps and verdict.explanation, question
        for step in verdict.steps:
            assert set(step.cites) <= ids, (question, step)


def test_rule_citations_carry_number_and_title(corpus):
    verdict = ask(corpus, "can-look", CLOAKED + "\nviewer: opponent")
    rule = next(c for c in verdict.citations if c.id == "face-down.5")
    assert (rule.kind, rule.number, rule.title) == ("rule", "708.5", "Face-Down Spells and Permanents")
    assert {"face-down.5", "708.5", "look-at-face-down"} <= citation_ids(verdict)
    assert rule.to_json()["number"] == "708.5"


@pytest.mark.parametrize("question, lang, ruling, text_lang, fallback", [
    ("can-look", "it", "look-at-face-down", "it", False),
    ("can-turn-face-up", "it", "turn-face-up-special-action", "en", True),
    ("can-look", "en", "look-at-face-down", "en", False),
    ("can-look", "ja", "look-at-face-down", "en", True),
])
def test_ruling_text_in_the_wanted_language_or_english_marked(corpus, question, lang, ruling, text_lang, fallback):
    given = CLOAKED + ("\nviewer: opponent" if question == "can-look" else "")
    verdict = ask(corpus, question, given, lang=lang)
    citation = next(c for c in verdict.citations if c.id == ruling)
    assert (citation.lang, citation.fallback) == (text_lang, fallback)
    assert citation.text == corpus.rulings[ruling].text[text_lang]


def test_rule_summaries_are_english_marked_for_other_languages(corpus):
    verdict = ask(corpus, "can-look", CLOAKED + "\nviewer: opponent", lang="de")
    rule = next(c for c in verdict.citations if c.kind == "rule")
    assert (rule.lang, rule.fallback) == ("en", True)


@pytest.mark.parametrize("name, edition, number", [
    ("cloak.b", None, "701.58b"), ("cloak.b", "2024-02-02", "701.56b"), ("face-down.5", None, "708.5"),
    ("manifest.g", "2024-02-02", "701.34g"), ("manifest.g", "2026-01-16", "701.40g"),
    ("transform.a", "2024-02-02", "701.28a"), ("transform.a", None, "701.27a"),
    ("special-actions.2b", None, "116.2b"), ("double-faced.15a", None, "712.15a"),
])
def test_reference_numbers_per_edition(name, edition, number):
    assert load_references().number(name, edition) == number


def _rules_text(path) -> dict[str, str]:
    """Rule number -> its text, from a Comprehensive Rules .txt as Wizards publishes it."""
    text = path.read_text(encoding="utf-8-sig").replace("\r\n", "\n").replace("\r", "\n")
    rules = {}
    for line in text.split("\n"):
        head, _, rest = line.partition(" ")
        if head[:1].isdigit() and "." in head:
            rules.setdefault(head.rstrip("."), line)
    return rules


@pytest.fixture(scope="module")
def editions(shared_dir):
    folder = shared_dir / "data" / "comprehensive-rules"
    references = load_references()
    found = {}
    # Editions are named by their effective date, which is printed inside the
    # file (the file names in ../shared are publication dates).
    by_effective = {}
    for path in sorted(folder.glob("*.txt")):
        by_effective[read_cr_file(path).effective.isoformat()] = path
    for edition in references.editions:
        if edition not in by_effective:
            pytest.skip(f"no Comprehensive Rules effective {edition} in {folder}")
        found[edition] = _rules_text(by_effective[edition])
    return found


def test_every_reference_exists_and_says_its_check_phrase_in_both_editions(editions):
    references = load_references()
    assert len(editions) >= 2
    problems = []
    for name, rule in references.rules.items():
        for edition, text in editions.items():
            number = rule.numbers.get(edition)
            if number is None:  # a rule newer than the edition (its section says null there)
                continue
            if number not in text:
                problems.append(f"{name}: {number} missing in {edition}")
            elif rule.check not in text[number]:
                problems.append(f"{name}: {number} in {edition} lacks {rule.check!r}")
    assert not problems, "\n".join(problems)


def test_section_titles_match_both_editions(editions):
    from judge_cli.corpus.load import default_data_dir
    from judge_cli.yamlsafe import read_yaml_file

    data = read_yaml_file(default_data_dir() / "rules" / "cr-references.yaml")
    for name, section in data["sections"].items():
        for edition, text in editions.items():
            number = section.get("number") or section["numbers"][edition]
            if number is None:
                continue
            heading = text.get(number, "")
            title = heading.split(" ", 1)[1] if " " in heading else ""
            assert title and title in section["title"], (name, edition, heading)


def _words(text: str) -> list[str]:
    return "".join(ch.lower() if ch.isalnum() or ch in "{}/" else " " for ch in text).split()


def test_summaries_are_short_and_in_our_own_words(editions):
    references = load_references()
    for name, rule in references.rules.items():
        assert len(rule.summary) < 200, name
        ours = _words(rule.summary)
        ours_runs = {tuple(ours[i:i + 6]) for i in range(len(ours) - 5)}
        for edition, text in editions.items():
            theirs = _words(text.get(rule.numbers.get(edition, ""), ""))
            shared = ours_runs & {tuple(theirs[i:i + 6]) for i in range(len(theirs) - 5)}
            assert not shared, (name, edition, shared)


@pytest.mark.parametrize("yaml_text, field", [
    ("pinned: '2026'\neditions: ['2024']\nsections: {}\nreferences: {}", "pinned"),
    ("pinned: a\neditions: [a]\nsections: {x: {title: X}}\nreferences: {}", "x"),
    ("pinned: a\neditions: [a, b]\nsections: {x: {title: X, numbers: {a: '1'}}}\nreferences: {}", "x"),
    ("pinned: a\neditions: [a]\nsections: {x: {title: X, number: '1'}}\nreferences: {y.a: {summary: s, check: c}}",
     "y.a"),
    ("pinned: a\neditions: [a]\nsections: {x: {title: X, number: '1'}}\nreferences: {x.a: {summary: s}}", "x.a"),
])
def test_bad_reference_files_are_refused(yaml_text, field):
    with pytest.raises(CorpusError) as caught:
        parse_references(parse_yaml(yaml_text, "refs.yaml"), "refs.yaml")
    assert field in caught.value.message and caught.value.line
