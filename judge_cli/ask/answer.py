"""Answer a question in plain words: read it, check the reading against its alternatives, evaluate."""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING, Any

from judge_cli.ask import reader
from judge_cli.ask.build import Draft, with_alternative
from judge_cli.ask.polarity import as_asked
from judge_cli.errors import JudgeError
from judge_cli.records import frozen, record
from judge_cli.rules.api import CitationBinder, UndecidedError, Verdict

if TYPE_CHECKING:  # pragma: no cover - typing only; these load when a question is read
    from pathlib import Path

    from judge_cli.ask.vocabulary import Lexicon
    from judge_cli.corpus.model import Corpus
    from judge_cli.rules.citations import CorpusCitations
    from judge_cli.scenarios.resolver import CorpusCardResolver
    from judge_cli.search.index import NameLookup

#: Source name of the scenario a question becomes (shown in located errors).
SOURCE = "<question>"


@frozen
class Reading:
    """One way to read the question: a scenario in the file format, and how sure the reader is."""

    question: str
    given: dict[str, Any]
    confidence: float
    assumed: tuple[str, ...] = ()
    bucket: str = ""  #: its calibration bucket (judge_cli.ask.calibration)

    def to_json(self) -> dict[str, Any]:
        """``{"question": …, "given": …}``: the scenario as a scenario file would write it."""
        return {"question": self.question, "given": self.given}


@record
class Outcome:
    """What ``judge ask`` answers: a verdict on one reading, or a refusal with what is missing."""

    text: str
    lang: str | None  #: the question's language
    answer_lang: str = "en"  #: the language of the explanation and citations
    reading: Reading | None = None
    verdict: Verdict | None = None
    refusal: str | None = None  #: one of ``reader.REFUSALS``
    missing: list[str] = field(default_factory=list)
    candidates: list[Reading] = field(default_factory=list)
    corrections: list[tuple[str, str]] = field(default_factory=list)
    detail: dict[str, Any] = field(default_factory=dict)
    facts: Any = None  #: what the reader found (judge_cli.ask.facts.Facts): a reading the judge picks is asked with it


class Asker:
    """Reads and answers questions against one corpus (vocabulary and name index loaded once).

    The explanation is written in the interface language in force (gettext);
    a caller that wants it in the answer's language switches the interface
    language around :meth:`ask` (``judge ask`` does, through its run context).
    """

    def __init__(self, corpus: Corpus, *, lexicon: Lexicon | None = None, index: NameLookup | None = None,
                 resolver: CorpusCardResolver | None = None, citations: CitationBinder | None = None,
                 sources: CorpusCitations | None = None, cache_dir: Path | None = None,
                 threshold: float | None = None) -> None:
        self.corpus = corpus
        #: Where the compiled vocabulary is cached (None: compiled for this run only).
        self.cache_dir = cache_dir
        self._languages: dict[str, str | None] = {}  #: question -> language detected by :meth:`language`
        #: Readings less sure than this are refused (see judge_cli.ask.calibration; 0 when calibrating).
        self.threshold = threshold if threshold is not None else _threshold()
        self._lexicon = lexicon
        self._index = index
        self._resolver = resolver
        #: Re-binds CR citations to an imported edition (judge_cli.rules.crtext.EditionCitations); None: summaries.
        self.citations = citations
        self._sources = sources

    @property
    def sources(self) -> CorpusCitations:
        """The CR references and rulings by topic the answers cite (shared with the run when given)."""
        if self._sources is None:
            from judge_cli.rules.citations import CorpusCitations

            self._sources = CorpusCitations(self.corpus)
        return self._sources

    @property
    def lexicon(self) -> Lexicon:
        """The vocabulary of ``data/ask``, read on first use."""
        if self._lexicon is None:
            from judge_cli.ask.vocabulary import load_lexicon

            self._lexicon = load_lexicon(cache_dir=self.cache_dir)
        return self._lexicon

    @property
    def index(self) -> NameLookup:
        """The card-name index of the corpus, built on first use."""
        if self._index is None:
            from judge_cli.search import NameIndex

            self._index = NameIndex.build(self.corpus)
        return self._index

    @property
    def resolver(self) -> CorpusCardResolver:
        """Resolves the card names a reading writes into ``given``."""
        if self._resolver is None:
            from judge_cli.scenarios.resolver import CorpusCardResolver

            self._resolver = CorpusCardResolver(self.corpus, self.index)
        return self._resolver

    def ask(self, text: str, *, lang: str | None = None, answer_lang: str | None = None) -> Outcome:
        """Read ``text`` (in ``lang``, else detected) and answer in ``answer_lang`` (else its language).

        ``answer_lang`` is the language of the citations; the explanation is in the interface language.
        """
        if lang is None and self._languages.get(text) is not None:
            lang = self._languages[text]  # detected already (judge ask detects first to choose its language)
        parsed = reader.parse(text, self.lexicon, self.corpus, self.index, lang=lang)
        outcome = Outcome(text, parsed.lang, answer_lang or parsed.lang or "en", refusal=parsed.refusal,
                          corrections=parsed.corrections, detail=dict(parsed.detail), facts=parsed.facts)
        return self._answer(parsed, outcome)

    def choose(self, outcome: Outcome, reading: Reading) -> Outcome:
        """The answer to ``outcome``'s question read as ``reading`` (one of its candidates, picked by the judge)."""
        chosen = Outcome(outcome.text, outcome.lang, outcome.answer_lang, reading=reading,
                         corrections=outcome.corrections, facts=outcome.facts, detail={"chosen": True})
        try:
            verdict = self.evaluate(reading.question, reading.given, outcome.answer_lang)
        except JudgeError as error:
            chosen.detail["error"] = error.message
            return self._refuse(chosen, [], [])
        asked = as_asked(verdict, reading.question, outcome.facts) if outcome.facts is not None else None
        if asked is not None and asked.verdict is None:
            return self._refuse(chosen, [asked.problem or "what is asked"], [])
        verdict = asked.verdict if asked is not None and asked.verdict is not None else verdict
        if self.citations is not None:
            verdict.citations = self.citations.rebind(verdict.citations)
        chosen.verdict = verdict
        return chosen

    def language(self, text: str) -> str | None:
        """The language ``text`` is written in (None when it is no supported language, or a mix)."""
        from judge_cli.ask.detect import detect
        from judge_cli.ask.text import read

        detection = detect(read(text), self.lexicon)
        lang = None if detection.mixed_with else detection.lang
        self._languages[text] = lang
        return lang

    def _answer(self, parsed: reader.Parsed, outcome: Outcome) -> Outcome:
        readings = [self._reading(parsed, draft) for draft in parsed.drafts]
        if parsed.refusal is not None:
            outcome.candidates = readings
            outcome.missing = _missing(parsed)
            return outcome
        best, draft = readings[0], parsed.drafts[0]
        outcome.reading = best
        if draft.missing:
            return self._refuse(outcome, list(draft.missing), readings)
        try:
            raw = self.evaluate(best.question, best.given, outcome.answer_lang)
            varying = self._varying(parsed, draft, best, raw)
        except JudgeError as error:
            outcome.detail["error"] = error.message
            return self._refuse(outcome, [], readings)
        assert parsed.facts is not None  # a reading was built from them
        asked = as_asked(raw, draft.kind, parsed.facts)
        if asked.verdict is None:
            outcome.detail["problem"] = asked.problem
            return self._refuse(outcome, [asked.problem or "what is asked"], readings)
        verdict = asked.verdict
        if varying:
            alternatives = [Reading(best.question, with_alternative(best.given, fact, value), best.confidence, ())
                            for fact in varying for value in draft.probes[fact]]
            return self._refuse(outcome, varying, [best] + alternatives[:reader.OFFERED - 1])
        if best.confidence < self.threshold:
            outcome.detail["low_confidence"] = best.confidence
            return self._refuse(outcome, ["confidence"], readings)
        if self.citations is not None:
            verdict.citations = self.citations.rebind(verdict.citations)
        outcome.verdict = verdict
        return outcome

    def evaluate(self, question: str, given: dict[str, Any], lang: str) -> Verdict:
        """Evaluate a scenario exactly as a scenario file holding it would be (ScenarioError if invalid)."""
        from judge_cli import rules
        from judge_cli.located import one_line

        try:
            located = one_line(given)  # what the YAML round trip below reads, without importing PyYAML
        except ValueError:
            import json

            from judge_cli.yamlsafe import parse_yaml

            located = parse_yaml(json.dumps(given, ensure_ascii=False), SOURCE)
        state = rules.parse_given(question, located, source=SOURCE, resolve_card=self.resolver)
        return rules.evaluate(question, state, self.corpus, lang=lang, sources=self.sources)

    def _varying(self, parsed: reader.Parsed, draft: Draft, best: Reading, verdict: Verdict) -> list[str]:
        """The assumed facts whose other values would change the answer (to the question as asked)."""
        assert parsed.facts is not None
        mine = as_asked(verdict, draft.kind, parsed.facts).verdict
        varying = []
        for fact, values in draft.probes.items():
            for value in values:
                try:
                    other = self.evaluate(best.question, with_alternative(best.given, fact, value), "en")
                except UndecidedError:
                    varying.append(fact)  # under that value the answer hinges on a fact nobody gave: not this one
                    break
                except JudgeError:
                    continue  # an impossible combination (the rules refuse it) changes nothing
                theirs = as_asked(other, draft.kind, parsed.facts).verdict
                if (theirs.answer if theirs else None) != (mine.answer if mine else None):
                    varying.append(fact)
                    break
        return varying

    def _refuse(self, outcome: Outcome, missing: list[str], candidates: list[Reading]) -> Outcome:
        outcome.refusal = reader.AMBIGUOUS
        outcome.missing = missing
        outcome.candidates = candidates
        return outcome

    def _reading(self, parsed: reader.Parsed, draft: Draft) -> Reading:
        from judge_cli.ask import calibration

        assert parsed.facts is not None  # drafts are built from facts
        name = calibration.bucket(parsed.facts, draft)
        return Reading(draft.kind, draft.given, calibration.confidence(name), tuple(draft.assumed), name)


def _threshold() -> float:
    from judge_cli.ask.calibration import THRESHOLD

    return THRESHOLD


def _missing(parsed: reader.Parsed) -> list[str]:
    """What an ambiguous question leaves open: the kind when kinds tie, else the drafts' missing facts."""
    if parsed.refusal != reader.AMBIGUOUS:
        return []
    if len(parsed.drafts) > 1 or not parsed.scores:
        return ["what is asked"]
    return list(parsed.drafts[0].missing) if parsed.drafts else ["what is asked"]
