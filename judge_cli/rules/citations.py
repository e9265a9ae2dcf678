"""Citations: corpus rulings found by topic, Comprehensive Rules found by name.

Rule references live in ``data/rules/cr-references.yaml`` (format described at
the top of that file): each rule is known by a stable name such as
``cloak.b`` that maps to a number per edition (701.56b in 2024-02-02,
701.58b in the pinned 2026-01-16 edition).  Rulings are never named in code:
a reasoning step asks for a *topic* (``"look"``) or an intersection of topics
(``"abilities-lost+disguise"``) and gets whatever the corpus tags with it.
"""

from __future__ import annotations

from dataclasses import field
from pathlib import Path
from typing import Any

from judge_cli.corpus.model import Corpus
from judge_cli.errors import CorpusError
from judge_cli.i18n import _
from judge_cli.records import frozen, record
from judge_cli.rules.api import Citation, Step, Verdict

REFERENCES_FILE = Path("rules") / "cr-references.yaml"


@frozen
class RuleReference:
    """One named Comprehensive Rules rule with its number in each edition."""

    name: str
    title: str
    numbers: dict[str, str]  #: edition -> number, for the editions that have the rule
    summary: str
    check: str
    #: Titles from the top of the CR down to the section, ``/``-separated, when the title alone is not a
    #: heading of the CR ("Zones: General" is "General" under "Zones"); empty: the title itself.
    path: str = ""


@frozen
class References:
    """Every named rule, the editions they are numbered for and the pinned one."""

    pinned: str
    editions: tuple[str, ...]
    rules: dict[str, RuleReference]

    def number(self, name: str, edition: str | None = None) -> str:
        """The number of rule ``name`` in ``edition`` (the pinned one by default)."""
        return self.rules[name].numbers[edition or self.pinned]

    def citation(self, name: str, lang: str) -> Citation:
        """The citation of rule ``name``: our English summary, number and title in the pinned edition."""
        rule = self.rules[name]
        return Citation(id=name, kind="rule", text=rule.summary, lang="en", fallback=lang != "en",
                        number=rule.numbers[self.pinned], title=rule.title)


def _fail(source: str, where: Any, key: str | None, expected: str) -> CorpusError:
    line = where.line_of(key) if key is not None and hasattr(where, "line_of") else getattr(where, "line", None)
    return CorpusError(_("field {key!r}: {expected}").format(key=key or "-", expected=expected), source=source,
                       line=line)


def parse_references(data: Any, source: str) -> References:
    """Build :class:`References` from the parsed YAML of ``cr-references.yaml``."""
    if not isinstance(data, dict):
        raise _fail(source, data, None, _("expected a mapping with pinned, editions, sections, references"))
    editions = data.get("editions")
    if not isinstance(editions, list) or not editions or not all(isinstance(e, str) for e in editions):
        raise _fail(source, data, "editions", _("expected a list of edition dates"))
    pinned = data.get("pinned")
    if not isinstance(pinned, str) or pinned not in editions:
        raise _fail(source, data, "pinned", _("expected one of the listed editions"))
    sections: dict[str, tuple[str, dict[str, str], str]] = {}
    raw_sections = data.get("sections")
    if not isinstance(raw_sections, dict):
        raise _fail(source, data, "sections", _("expected a mapping of section names"))
    for name, entry in raw_sections.items():
        if not isinstance(entry, dict) or not isinstance(entry.get("title"), str):
            raise _fail(source, raw_sections, name, _("expected a mapping with a title"))
        numbers = entry.get("numbers")
        if isinstance(entry.get("number"), str):
            numbers = {edition: entry["number"] for edition in editions}
        else:
            numbers = entry.get("numbers")
            # null: the section is not in that edition (manifest dread is newer than 2024-02-02).
            if not isinstance(numbers, dict) or set(numbers) != set(editions) or numbers.get(pinned) is None:
                raise _fail(source, raw_sections, name, _("expected a number, or numbers for every edition"))
        if not isinstance(entry.get("path", ""), str):
            raise _fail(source, entry, "path", _("expected titles separated by /"))
        sections[name] = (entry["title"], {str(k): str(v) for k, v in numbers.items() if v is not None},
                          entry.get("path", ""))
    rules: dict[str, RuleReference] = {}
    raw_references = data.get("references")
    if not isinstance(raw_references, dict):
        raise _fail(source, data, "references", _("expected a mapping of rule names"))
    for name, entry in raw_references.items():
        section, dot, suffix = name.partition(".")
        if section not in sections or not dot or not suffix:
            raise _fail(source, raw_references, name,
                        _("expected a name such as cloak.b (a known section, a dot, a suffix)"))
        if not isinstance(entry, dict) or not all(isinstance(entry.get(k), str) for k in ("summary", "check")):
            raise _fail(source, raw_references, name, _("expected a mapping with summary and check texts"))
        title, base, path = sections[section]
        numbers = {edition: number + (suffix if "." in number else "." + suffix) for edition, number in base.items()}
        rules[name] = RuleReference(name, title, numbers, entry["summary"], entry["check"], path)
    return References(pinned=pinned, editions=tuple(editions), rules=rules)


def load_references(data_dir: Path | None = None, *, cache_dir: Path | None = None) -> References:
    """Read ``rules/cr-references.yaml`` from ``data_dir`` (the shipped data by default); with ``cache_dir``, the
    parsed rules are kept there and read back while the file is unchanged (see :mod:`judge_cli.rules.refcache`)."""
    from judge_cli.corpus.paths import default_data_dir

    data_dir = data_dir or default_data_dir()
    path = data_dir / REFERENCES_FILE

    def parse() -> References:
        from judge_cli.yamlsafe import read_yaml_file

        return parse_references(read_yaml_file(path, str(Path("data") / REFERENCES_FILE)), str(path))

    if cache_dir is None:
        return parse()
    from judge_cli.rules.refcache import cached_rows

    return _from_rows(cached_rows(path, cache_dir, lambda: _rows(parse())))


#: References as plain values for the cache: (pinned, editions, ((name, title, numbers, summary, check, path), …)).
_Rows = tuple[str, tuple[str, ...], tuple[tuple[str, str, dict[str, str], str, str, str], ...]]


def _rows(references: References) -> _Rows:
    return (references.pinned, references.editions, tuple(
        (rule.name, rule.title, rule.numbers, rule.summary, rule.check, rule.path)
        for rule in references.rules.values()))


def _from_rows(rows: _Rows) -> References:
    pinned, editions, rules = rows
    return References(pinned=pinned, editions=tuple(editions), rules={row[0]: RuleReference(*row) for row in rules})


def references_dir(corpus: Corpus) -> Path | None:
    """The corpus folder that holds ``rules/cr-references.yaml``; None: the shipped data's."""
    for source in corpus.sources:
        if (Path(source) / REFERENCES_FILE).is_file():
            return Path(source)
    return None


def references_for(corpus: Corpus, *, cache_dir: Path | None = None) -> References:
    """The references that go with ``corpus`` (read each call: a run keeps them in :class:`CorpusCitations`;
    ``cache_dir``: see :func:`load_references`)."""
    return load_references(references_dir(corpus), cache_dir=cache_dir)


def rulings_for(corpus: Corpus, query: str) -> list[str]:
    """Ids of the rulings tagged with every topic of ``query``.

    Topics are joined by ``+``; a topic written ``!topic`` excludes the rulings
    tagged with it (``reveal+!instant-sorcery``).
    """
    topics = query.split("+")
    wanted = [t for t in topics if not t.startswith("!")]
    unwanted = [t[1:] for t in topics if t.startswith("!")]
    return [ruling.id for ruling in corpus.rulings_on(wanted[0])
            if all(t in ruling.topics for t in wanted[1:]) and not any(t in ruling.topics for t in unwanted)]


class CorpusCitations:
    """What a run cites from one corpus, each worked out once: the CR references and the rulings per topic.

    A bank of scenarios cites the same few topics and rules thousands of
    times; whoever runs the evaluations (the scenario runner, ``judge ask``,
    the command-line run context) makes one of these and passes it to every
    evaluation.
    """

    def __init__(self, corpus: Corpus, references: References | None = None, *,
                 cache_dir: Path | None = None) -> None:
        self.corpus = corpus
        self._references = references
        self._cache_dir = cache_dir  #: where the parsed references are kept between runs; None: parsed each run
        self._topics: dict[str, list[str]] = {}

    @property
    def references(self) -> References:
        """The CR references that go with the corpus (read on first use)."""
        if self._references is None:
            self._references = references_for(self.corpus, cache_dir=self._cache_dir)
        return self._references

    def rulings(self, query: str) -> list[str]:
        """:func:`rulings_for` ``query``, remembered."""
        found = self._topics.get(query)
        if found is None:
            found = self._topics[query] = rulings_for(self.corpus, query)
        return found


@record
class Reasoning:
    """Collects the steps of one evaluation and the citations they rely on."""

    corpus: Corpus
    lang: str
    #: The run's references and rulings by topic; None: this evaluation works them out for itself.
    sources: CorpusCitations | None = None
    steps: list[Step] = field(default_factory=list)
    _cited: dict[str, Citation] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.sources is None:
            self.sources = CorpusCitations(self.corpus)

    @property
    def citing(self) -> CorpusCitations:
        """The references and rulings by topic this evaluation cites from."""
        assert self.sources is not None  # set by __post_init__
        return self.sources

    def step(self, fact: str, conclusion: str, *, rules: tuple[str, ...] = (), topics: tuple[str, ...] = (),
             decisive: bool = False) -> None:
        """Record that ``fact`` led to ``conclusion`` by the named CR ``rules`` and the rulings on ``topics``;
        ``decisive``: this step decided the answer."""
        cites = []
        for query in topics:
            for ruling_id in self.citing.rulings(query):
                cites.append(ruling_id)
                if ruling_id not in self._cited:
                    localized = self.corpus.rulings[ruling_id].text_in(self.lang)
                    self._cited[ruling_id] = Citation(ruling_id, "ruling", localized.text, localized.lang,
                                                      localized.fallback)
        for name in rules:
            cites.append(name)
            if name not in self._cited:
                self._cited[name] = self.citing.references.citation(name, self.lang)
        self.steps.append(Step(fact, conclusion, tuple(dict.fromkeys(cites)), decisive))

    def decide(self, fact: str, conclusion: str, *, rules: tuple[str, ...] = (), topics: tuple[str, ...] = ()) -> None:
        """Record the step that decides the answer (see :meth:`step`): the verdict cites the deciding steps only."""
        self.step(fact, conclusion, rules=rules, topics=topics, decisive=True)

    def mark(self, index: int) -> None:
        """Mark the step recorded at ``index`` as deciding the answer (when that is known only later)."""
        step = self.steps[index]
        self.steps[index] = Step(step.fact, step.conclusion, step.cites, True)

    def verdict(self, answer: Any, explanation: str, details: dict[str, Any] | None = None) -> Verdict:
        """The finished verdict: the deciding steps' citations (every step's when none decided), rulings first, then
        rules, each once, in the order first cited; ``because`` says the deciding facts."""
        deciding = [step for step in self.steps if step.decisive]
        if deciding:
            wanted = {cite for step in deciding for cite in step.cites}
            cited = [citation for name, citation in self._cited.items() if name in wanted]
        else:
            cited = list(self._cited.values())
        citations = sorted(cited, key=lambda c: c.kind != "ruling")
        because = "; ".join(_("{fact}, so {conclusion}").format(fact=step.fact, conclusion=step.conclusion)
                            for step in deciding) or None
        return Verdict(answer=answer, explanation=explanation, citations=citations,
                       details=details or {}, steps=list(self.steps), because=because)


def yes_no(flag: bool) -> str:
    """The answer string of a yes/no question."""
    return "yes" if flag else "no"


def citation_ids(verdict: Verdict) -> set[str]:
    """Every name an ``expect.cites`` entry may use for the verdict's citations: ids and CR numbers."""
    ids = {citation.id for citation in verdict.citations}
    ids.update(citation.number for citation in verdict.citations if citation.number)
    return ids
