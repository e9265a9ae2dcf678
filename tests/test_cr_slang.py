"""Judge slang in seven languages, stopwords, typo reports: ``judge cr ETB``, ``judge cr "Schicht 7b"``…"""

from __future__ import annotations

import pytest
import typer
from cr_helpers import REAL

from judge_cli.cli import crcmd
from judge_cli.cli.app import JudgeGroup
from judge_cli.cr.lookup import lookup
from judge_cli.cr.parser import read_cr_file
from judge_cli.cr.slang import load_slang, slang_file
from judge_cli.cr.store import import_file
from judge_cli.cr.terms import load_vocabulary
from judge_cli.errors import CorpusError, NotFoundError
from judge_cli.i18n import set_language
from judge_cli.search.normalize import normalize


@pytest.fixture(scope="module")
def edition():
    return read_cr_file(REAL / "2026-01-16.txt")


@pytest.fixture(scope="module")
def slang():
    return load_slang()


#: What each slang names in the 2026 edition: (rule number or None, glossary term or None).
MEANS = {
    "ETB": (None, "Enters the Battlefield"), "LTB": (None, "Leaves the Battlefield"),
    "SBA": ("704", "State-Based Actions"), "APNAP": (None, "Active Player, Nonactive Player Order"),
    "P/T": ("208", None), "CMC/MV": (None, "Mana Value"), "layer 7b": ("613.4b", None),
    "the stack": ("405", "Stack"), "priority": (None, "Priority"), "summoning sick": (None, "Summoning Sickness Rule"),
}
#: How judges write them, per language.
WRITTEN = {
    "ETB": {"en": "ETB", "de": "betritt das Schlachtfeld", "fr": "arrive sur le champ de bataille",
            "es": "entra al campo de batalla", "it": "entra nel campo di battaglia", "ja": "戦場に出たとき",
            "zh": "进战场"},
    "LTB": {"en": "LTB", "de": "verlässt das Schlachtfeld", "fr": "quitte le champ de bataille",
            "es": "deja el campo de batalla", "it": "lascia il campo di battaglia", "ja": "戦場を離れたとき",
            "zh": "离开战场"},
    "SBA": {"en": "SBAs", "de": "zustandsbasierte Aktionen", "fr": "actions basées sur un état",
            "es": "acciones basadas en estado", "it": "azioni generate dallo stato", "ja": "状況起因処理",
            "zh": "状态动作"},
    "APNAP": {"en": "APNAP", "de": "aktiver Spieler nichtaktiver Spieler", "fr": "ordre APNAP", "es": "orden APNAP",
              "it": "ordine APNAP",
              "ja": "APNAP順", "zh": "APNAP顺序"},
    "P/T": {"en": "P/T", "de": "Stärke/Widerstandskraft", "fr": "force/endurance", "es": "fuerza/resistencia",
            "it": "forza/costituzione", "ja": "パワー/タフネス", "zh": "力量/防御力"},
    "CMC/MV": {"en": "CMC", "de": "umgewandelte Manakosten", "fr": "coût converti de mana",
               "es": "coste de maná convertido", "it": "costo di mana convertito", "ja": "点数で見たマナ・コスト",
               "zh": "总法术力费用"},
    "layer 7b": {"en": "layer 7b", "de": "Schicht 7b", "fr": "couche 7b", "es": "capa 7b", "it": "livello 7b",
                 "ja": "第7b種", "zh": "第7b层"},
    "the stack": {"en": "the stack", "de": "der Stapel", "fr": "la pile", "es": "la pila", "it": "sulla pila",
                  "ja": "スタック", "zh": "堆叠"},
    "priority": {"en": "prio", "de": "Priorität", "fr": "priorité", "es": "prioridad", "it": "priorità",
                 "ja": "優先権", "zh": "优先权"},
    "summoning sick": {"en": "summoning sick", "de": "Einsatzverzögerung", "fr": "mal d'invocation",
                       "es": "mareo de invocación", "it": "debolezza da evocazione", "ja": "召喚酔い",
                       "zh": "召唤失调"},
}
CASES = [(name, lang, typed) for name, per_language in WRITTEN.items() for lang, typed in per_language.items()]


@pytest.mark.parametrize(("name", "lang", "typed"), CASES)
def test_slang_in_seven_languages(edition, slang, name, lang, typed):
    match = lookup(edition, typed, load_vocabulary(), slang)
    number, term = MEANS[name]
    assert (match.rule.number if match.rule else None, match.term) == (number, term)
    assert match.how in ("slang", "title", "glossary")
    if match.how == "slang":
        assert match.slang.lang == lang and match.slang.typed == typed


def test_every_phrase_of_the_shipped_file_finds_something_in_2026(edition, slang):
    """The shipped file names only entries the 2026 edition has (2HG, EDH, DFC, fizzle, decking, damage wears
    off, infinite loop and the entries of lookup-E's slang need the full file)."""
    missing = []
    full_file_only = ("2HG", "EDH", "DFC", "fizzle", "decking", "damage wears off", "infinite loop", "hold priority",
                      "turn face up", "EOT", "main phase", "clone", "trample over")
    for phrase, (entry, _lang) in slang.phrases.items():
        if entry.name in full_file_only:
            continue
        try:
            lookup(edition, phrase, slang=slang)
        except NotFoundError as error:
            missing.append((phrase, error.message))
    assert not missing


def test_every_phrase_finds_something_in_the_full_2026_edition(shared_dir, slang):
    edition = read_cr_file(shared_dir / "data" / "comprehensive-rules" / "2026-01-16.txt")
    missing = []
    for phrase in slang.phrases:
        try:
            lookup(edition, phrase, slang=slang)
        except NotFoundError as error:
            missing.append((phrase, error.message))
    assert not missing
    assert lookup(edition, "2HG", slang=slang).rule.title == "Two-Headed Giant Variant"
    edh = lookup(edition, "EDH", slang=slang)  # the rules' own glossary knows this one: exact beats slang
    assert edh.term == "EDH (Obsolete)" and "903" in edh.see


def test_the_layer_pattern_fills_the_number(edition, slang):
    assert lookup(edition, "L7c", slang=slang).rule.number == "613.4c"
    assert lookup(edition, "layer 7", slang=slang).rule.number == "613.1g"
    with pytest.raises(NotFoundError, match="judge slang for 'layer 9"):  # contrast: no layer 9
        lookup(edition, "layer 9", slang=slang)


@pytest.mark.parametrize("query", ["the", "of the", "THE", "le", "der die das", "の"])
def test_only_stopwords_is_no_match(edition, slang, query):
    with pytest.raises(NotFoundError, match="only common words"):
        lookup(edition, query, slang=slang)


def test_a_stopword_with_a_real_word_matches(edition, slang):
    """Contrast with "the": "the ring" has a word of its own."""
    assert lookup(edition, "the ring", slang=slang).rule.title == "The Ring Tempts You"
    assert lookup(edition, "die", slang=slang).term == "Dies"  # slang before stopwords (German "die")


def test_a_typo_says_what_it_matched(edition, slang):
    match = lookup(edition, "clok", slang=slang)
    assert (match.how, match.matched, match.rule.number) == ("fuzzy", "Cloak", "701.58")
    exact = lookup(edition, "cloak", slang=slang)  # contrast: nothing corrected
    assert exact.how == "title"
    fuzzy_slang = lookup(edition, "sumoning sick", slang=slang)
    assert (fuzzy_slang.how, fuzzy_slang.term) == ("fuzzy", "Summoning Sickness Rule")


# --- the file a judge extends ------------------------------------------------------------------------------

def test_a_judges_own_file_adds_entries_and_words(edition, tmp_path):
    own = tmp_path / "cr-slang.yaml"
    own.write_text("slang:\n"
                   "  FDP:\n    means: face-down permanents\n    find: [{title: Face-Down Spells and Permanents}]\n"
                   "    en: [FDP]\n    de: [verdeckte Bleibende]\n"
                   "  ETB:\n    fr: [ETBisé]\n"
                   "stopwords:\n  en: [please]\n", encoding="utf-8")
    slang = load_slang([slang_file(), own])
    assert lookup(edition, "FDP", slang=slang).rule.number == "708"
    assert lookup(edition, "verdeckte Bleibende", slang=slang).slang.lang == "de"
    assert lookup(edition, "ETBisé", slang=slang).term == "Enters the Battlefield"
    assert lookup(edition, "ETB", slang=slang).term == "Enters the Battlefield"  # the shipped words stay
    with pytest.raises(NotFoundError):
        lookup(edition, "please", slang=slang)
    assert load_slang([slang_file(), tmp_path / "absent.yaml"]).phrases.keys() == load_slang().phrases.keys()


@pytest.mark.parametrize(("content", "message", "line"), [
    ("slang: []\n", "expected a mapping 'slang:'", 1),
    ("slang:\n  X: 3\n", "slang 'X': expected a mapping", 2),
    ("slang:\n  X:\n    means: x\n    en: [x]\n", "'means' and 'find' are required", 2),
    ("slang:\n  X:\n    means: x\n    find: [{number: 1}]\n    en: [x]\n", "'find' must be a list of targets", 4),
    ("slang:\n  X:\n    means: x\n    find: [{rule: '1'}]\n    xx: [x]\n", "expected 'means', 'find' or a language", 5),
    ("slang:\n  ETB:\n    de: ETB\n", "expected 'means', 'find' or a language", 3),
    ("stopwords:\n  xx: [a]\n", "stopwords 'xx'", 2),
])
def test_a_broken_slang_file_names_file_and_line(tmp_path, content, message, line):
    own = tmp_path / "cr-slang.yaml"
    own.write_text(content, encoding="utf-8")
    with pytest.raises(CorpusError, match=message) as caught:
        load_slang([slang_file(), own])
    assert caught.value.source == str(own) and caught.value.line == line


def test_the_shipped_file_has_seven_languages_for_every_entry(slang):
    data = __import__("yaml").safe_load(slang_file().read_text(encoding="utf-8"))
    for name, body in data["slang"].items():
        assert set(body) - {"means", "find"} == {"en", "de", "fr", "es", "it", "ja", "zh"}, name
    assert normalize("ETB") in slang.phrases


# --- through the command ---------------------------------------------------------------------------------

@pytest.fixture()
def cr_app(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_DATA_DIR", str(tmp_path))
    import_file(REAL / "2026-01-16.txt", tmp_path)
    set_language("en")
    app = typer.Typer(cls=JudgeGroup, pretty_exceptions_enable=False, add_completion=False)
    crcmd.register(app)
    return app


@pytest.mark.parametrize(("args", "code", "expected"), [
    (["ETB"], 0, "“ETB” is judge slang for “enters the battlefield”."),
    (["Schicht", "7b"], 0, "613.4b Layer 7b: Effects that set power and/or toughness"),
    (["clok"], 0, "Cloak — a guess (you typed: clok)"),
    (["the"], 1, "'the' is only common words"),
    (["cloak"], 0, "Comprehensive Rules effective Jan 16, 2026 (edition 2026-01-16, file 2026-01-16.txt)"),
])
def test_the_command(runner, cr_app, args, code, expected):
    result = runner.invoke(cr_app, ["cr", *args])
    assert result.exit_code == code, result.stderr
    assert expected in result.stdout + result.stderr


def test_the_judges_own_file_is_read_from_the_data_directory(runner, cr_app, tmp_path):
    (tmp_path / "cr-slang.yaml").write_text(
        "slang:\n  FDP:\n    means: face-down permanents\n    find: [{title: Face-Down Spells and Permanents}]\n"
        "    en: [FDP]\n", encoding="utf-8")
    result = runner.invoke(cr_app, ["cr", "FDP"])
    assert result.exit_code == 0 and "708. Face-Down Spells and Permanents" in result.stdout
