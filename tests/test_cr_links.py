"""Links inside the rules: glossary "See …" entries followed, rule references listed and resolvable."""

from __future__ import annotations

import json

import pytest
import typer
from cr_helpers import REAL

from judge_cli.cli import crcmd
from judge_cli.cli.app import JudgeGroup
from judge_cli.cr.links import glossary_keys, glossary_links, rule_references
from judge_cli.cr.lookup import lookup
from judge_cli.cr.parser import read_cr_file
from judge_cli.cr.store import import_file
from judge_cli.cr.views import to_json
from judge_cli.i18n import set_language


@pytest.mark.parametrize(("text", "numbers"), [
    ("See rule 613, “Interaction of Continuous Effects.”", ["613"]),
    ("see rules 603.6a and 603.6d", ["603.6a", "603.6d"]),
    ("See rules 403.3, 603.6a, 603.6d, and 614.12.", ["403.3", "603.6a", "603.6d", "614.12"]),
    ("(see rules 119.9–10)", ["119.9", "119.10"]),
    ("See rules 903.6–903.8.", ["903.6", "903.7", "903.8"]),
    ("the steps in rules 601.2b–i", ["601.2b", "601.2c", "601.2d", "601.2e", "601.2f", "601.2g", "601.2h",
                                     "601.2i"]),
    ("rules 702.19k–n", ["702.19k", "702.19m", "702.19n"]),  # subrule letters skip l (and o)
    ("See section 8, “Multiplayer Rules.”", ["8"]),
    ("See rules 614 and 615.", ["614", "615"]),
    ("(see 702.21a)", ["702.21a"]),
    ("a player with 100 life, or 20", []),
    ("rules 1.5 and 9999.1", []),
])
def test_rule_references(text, numbers):
    assert rule_references(text) == numbers


TERMS = ["Active Player, Nonactive Player Order", "APNAP Order", "Dependency", "Timestamp Order", "Kicker, Kicked",
         "Continuous Effect", "Enters the Battlefield", "Bury (Obsolete)", "Intervening ‘If’ Clause", "Mana Cost",
         "Aura"]


@pytest.mark.parametrize(("definition", "links"), [
    ("See Active Player, Nonactive Player Order.", ["Active Player, Nonactive Player Order"]),
    ("A system used … See rule 613. See also Dependency, Timestamp Order.", ["Dependency", "Timestamp Order"]),
    ("In rules text, to enter the battlefield. See “Enters the Battlefield.”", ["Enters the Battlefield"]),
    ("See rule 702.33, “Kicker.” See also Kicker.", ["Kicker, Kicked"]),
    ("See also Continuous Effects.", ["Continuous Effect"]),
    ("See Bury.", ["Bury (Obsolete)"]),
    ("See rule 701.58, “Cloak.”", []),
    ("See http://www.wizards.com/Magic/TCG/Events.aspx.", []),
    ("An obsolete term for mana cost. Cards printed with this text have received errata.", ["Mana Cost"]),
    ("An obsolete term for an Aura. Cards printed with this text have received errata.", ["Aura"]),
    # Contrast: an obsolete entry naming no term in use today sends nowhere.
    ("An obsolete term for a non-Aura enchantment. Cards printed with it have received errata.", []),
    ("An obsolete keyword ability that meant “This creature can’t attack.”", []),
])
def test_glossary_links(definition, links):
    assert glossary_links(definition, glossary_keys(TERMS)) == links


@pytest.fixture(scope="module")
def edition():
    return read_cr_file(REAL / "2026-01-16.txt")


def test_a_see_entry_shows_the_entry_it_sends_to(edition):
    match = lookup(edition, "APNAP order")
    assert match.definition == "See Active Player, Nonactive Player Order."
    assert [term for term, _text in match.links] == ["Active Player, Nonactive Player Order"]
    assert match.links[0][1].startswith("A system that determines the order")
    plain = lookup(edition, "Active Player, Nonactive Player Order")  # contrast: nothing to follow
    assert plain.links == []


def test_the_rules_a_linked_entry_cites_are_offered():
    from judge_cli.cr.parser import parse_text

    document = ("These rules are effective as of May 1, 2024\n\n1. Game Concepts\n\n101. General\n\n"
                "101.4. Choices are made in APNAP order.\n\nGlossary\n\nAPNAP Order\nSee Active Player Order.\n\n"
                "Active Player Order\nThe order of choices. See rule 101.4.\n\nCredits\n\nx\n")
    match = lookup(parse_text(document), "APNAP order")
    assert match.see == ["101.4"]


def test_rules_cited_inside_a_rule_are_listed_and_resolved(edition):
    payload = to_json(lookup(edition, "701.58"), edition)
    cited = {item["rule"]: item for item in payload["references"]}
    assert cited["708"] == {"rule": "708", "title": "Face-Down Spells and Permanents", "found": True}
    assert cited["702.37e"]["title"] == "Morph" and cited["702.37e"]["found"]
    assert cited["116.2b"] == {"rule": "116.2b", "title": None, "found": False}  # not in the excerpt


def test_the_cli_prints_links_and_references(runner, tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path))
    import_file(REAL / "2026-01-16.txt", tmp_path)
    set_language("en")
    app = typer.Typer(cls=JudgeGroup, pretty_exceptions_enable=False, add_completion=False)
    crcmd.register(app)
    result = runner.invoke(app, ["cr", "APNAP", "Order"])
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "    See Active Player, Nonactive Player Order." in lines
    assert "    → Active Player, Nonactive Player Order" in lines
    assert any(line.startswith("        A system that determines the order") for line in lines)
    cloak = runner.invoke(app, ["cr", "cloak"])
    assert "Rules cited here: 116.2b (not in this edition); 702.37e (Morph)" in cloak.stdout
    assert "708 Face-Down Spells and Permanents" in cloak.stdout
    data = json.loads(runner.invoke(app, ["cr", "APNAP order", "--json"]).stdout)
    assert data["glossary"]["links"][0]["term"] == "Active Player, Nonactive Player Order"


def test_an_obsolete_entry_offers_the_rules_of_the_term_in_use_today():
    from pathlib import Path

    edition = read_cr_file(next((Path(__file__).resolve().parent.parent / "data" / "cr").glob("*.txt")))
    match = lookup(edition, "casting cost")
    assert match.term == "Casting Cost (Obsolete)" and [term for term, _text in match.links] == ["Mana Cost"]
    assert "202" in match.see
    assert lookup(edition, "islandhome").see == []  # contrast: an obsolete ability named by no term today
