"""``judge langs``: corpus coverage per language, from the corpus itself."""

from __future__ import annotations

import json


def test_langs_json_counts_what_the_corpus_holds(runner, app, corpus):
    result = runner.invoke(app, ["langs", "--json"])
    assert result.exit_code == 0, result.output
    rows = {row["lang"]: row for row in json.loads(result.stdout)["languages"]}
    assert list(rows) == ["en", "de", "fr", "es", "it", "ja", "zh"]
    # Two of the three seed cards have no Spanish or Italian printing.
    assert rows["es"]["names"] == 1 and rows["it"]["names"] == 1
    assert rows["de"]["names"] == 3 and rows["ja"]["texts"] == 3
    # Italian rulings: only those seed 003 really gives in Italian.
    assert rows["it"]["rulings"] == sum("it" in r.text for r in corpus.rulings.values()) == 10
    assert rows["de"]["rulings"] == 0
    assert rows["en"]["rulings"] == rows["en"]["total_rulings"] == len(corpus.rulings)
    assert rows["ja"]["name"] == "日本語" and rows["zh"]["name"] == "中文"
    assert rows["en"]["coverage"] > rows["it"]["coverage"] > rows["es"]["coverage"]


def test_langs_text_shows_a_bar_per_language(runner, app):
    result = runner.invoke(app, ["langs"])
    assert result.exit_code == 0
    lines = [line for line in result.stdout.splitlines() if line[:2] in ("en", "de", "fr", "es", "it", "ja", "zh")]
    assert len(lines) == 7
    assert all("█" in line or "░" in line for line in lines)
    assert "rulings 0/15" in result.stdout and "rulings 10/15" in result.stdout
