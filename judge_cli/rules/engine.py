"""Read a scenario's ``given`` into its kind's typed ``Given``, and evaluate it.

These are the two calls the scenario layer makes (through its injected
engine): :func:`parse_given` validates ``given`` against the kind's keys —
every error names the key, its line and what was expected — and
:func:`evaluate` derives a verdict from the typed value.
"""

from __future__ import annotations

from typing import Any

from judge_cli.corpus.model import Corpus
from judge_cli.i18n import _
from judge_cli.rules.api import CardResolver, ScenarioError, Verdict
from judge_cli.rules.citations import CorpusCitations, Reasoning
from judge_cli.rules.given import Reader, line_of, nearest
from judge_cli.rules.kind import QuestionKind
from judge_cli.rules.kinds import KINDS, QUESTION_KINDS


def kind_of(question: Any) -> QuestionKind[Any]:
    """The kind called ``question``; ScenarioError suggesting the nearest kind otherwise."""
    kind = KINDS.get(question) if isinstance(question, str) else None
    if kind is None:
        guess = nearest(str(question), QUESTION_KINDS)
        hint = _(" (did you mean {guess!r}?)").format(guess=guess) if guess else ""
        raise ScenarioError(_("unknown question kind {question!r}; expected one of: {kinds}{hint}").format(
            question=question, kinds=", ".join(QUESTION_KINDS), hint=hint))
    return kind


def parse_given(question: str, given: Any, *, source: str, resolve_card: CardResolver) -> Any:
    """Validate ``given`` for ``question`` into the kind's typed ``Given`` (ScenarioError naming key and line)."""
    try:
        kind = kind_of(question)
    except ScenarioError as error:
        raise ScenarioError(error.detail, source=source, line=line_of(given)) from None
    reader = Reader(source, resolve_card)
    given = {} if given is None else given
    reader.mapping(given, "given", kind.key_names)
    reader.local_definitions(given)
    if kind.parse is not None:
        value = kind.parse(reader, given)
    else:
        value = kind.given(**{spec.name: reader.key_value(given, spec) for spec in kind.keys})
    _check_face_down(kind, value, reader, given)
    if kind.check is not None:
        kind.check(value, reader, given)
    return value


def _check_face_down(kind: QuestionKind[Any], value: Any, reader: Reader, given: Any) -> None:
    """A kind about a face-down permanent refuses a face-up one, and every kind a card in a zone it doesn't
    describe, naming the key."""
    permanent = getattr(value, "permanent", None)
    for key, item in ([("permanent", permanent)] if permanent is not None else []) + [
            ("permanents", other) for other in getattr(value, "permanents", None) or ()]:
        if item.zone not in kind.zones:
            raise reader.error(f"given.{key}.zone", _(
                "this question is about objects on the battlefield or the stack; expected one of: {zones}").format(
                zones=", ".join(kind.zones)), given.get("permanent"), "zone")
    if kind.face_down_required and permanent is not None and not permanent.is_face_down:
        raise reader.error("given.permanent.face_down", _("this question is about a face-down permanent; expected "
                                                          "one of: cloak, disguise, morph, manifest"),
                           given.get("permanent"), "face_down")


def evaluate(question: str, state: Any, corpus: Corpus, *, lang: str = "en",
             sources: CorpusCitations | None = None) -> Verdict:
    """Answer ``question`` about ``state`` (its typed ``Given``), with explanation, steps and citations in ``lang``.

    ``sources``: the run's references and rulings by topic (made for this one evaluation when None; a run that
    evaluates many passes one, so they are worked out once).
    """
    return kind_of(question).evaluate(state, Reasoning(corpus, lang, sources or CorpusCitations(corpus)))
