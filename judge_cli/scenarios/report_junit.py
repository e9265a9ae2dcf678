"""The JUnit XML report of ``judge eval --format junit``, for CI servers.

``<testsuites>`` holds one ``<testsuite>`` per file and one ``<testcase>`` per
scenario; FAIL is a ``<failure>``, ERROR an ``<error>``.  An unreadable file
is a suite with a single errored test case named after the file.  The tree is
built with ``xml.etree`` so that every text and attribute is escaped.
"""

from __future__ import annotations

import re
from types import ModuleType
from typing import TYPE_CHECKING

from judge_cli.i18n import _
from judge_cli.scenarios.expectations import show
from judge_cli.scenarios.runner import ANSWERED, ERROR, FAIL, Result, RunReport

if TYPE_CHECKING:  # pragma: no cover - typing only (the module is imported when a report is written)
    from xml.etree.ElementTree import Element


def report_to_junit(report: RunReport) -> str:
    """The report as a JUnit XML document (text, with an XML declaration)."""
    import xml.etree.ElementTree as ET

    root = ET.Element("testsuites", name="judge eval")
    suites: dict[str, list[Result]] = {}
    for result in report.results:
        suites.setdefault(result.source, []).append(result)
    for source, results in suites.items():
        suite = ET.SubElement(root, "testsuite", name=source)
        for result in results:
            _testcase(ET, suite, source, result)
        _count(suite, results)
    _count(root, report.results)
    _clean(root)
    ET.indent(root)
    return ET.tostring(root, encoding="unicode", xml_declaration=True)


def _testcase(ET: ModuleType, suite: Element, source: str, result: Result) -> None:  # noqa: N803 - the module, passed in lazily
    name = result.id or source  # an unreadable file is one test case named after the file
    case = ET.SubElement(suite, "testcase", name=name, classname=_classname(source))
    if result.line:
        case.set("file", source)
        case.set("line", str(result.line))
    if result.status == ERROR:
        ET.SubElement(case, "error", message=_one_line(result.error or ""), type="ScenarioError").text = result.error
        return
    verdict = result.verdict
    out = []
    if verdict is not None:
        out.append(_("question: {question}").format(question=result.question))
        out.append(_("answer: {answer}").format(answer=show(verdict.answer)))
        if verdict.details:
            out.append(_("details: {details}").format(details=show(verdict.details)))
        out.append(_("why: {explanation}").format(explanation=verdict.explanation))
        out.append(_("cites: {citations}").format(citations=", ".join(c.id for c in verdict.citations)))
    if result.status == FAIL:
        message = "; ".join(result.failures)
        ET.SubElement(case, "failure", message=_one_line(message), type="ExpectationMismatch").text = "\n".join(
            result.failures)
    elif result.status == ANSWERED:
        properties = ET.SubElement(case, "properties")
        ET.SubElement(properties, "property", name="status", value=ANSWERED)
    ET.SubElement(case, "system-out").text = "\n".join(out)


def _count(element: Element, results: list[Result]) -> None:
    element.set("tests", str(len(results)))
    element.set("failures", str(sum(r.status == FAIL for r in results)))
    element.set("errors", str(sum(r.status == ERROR for r in results)))
    element.set("skipped", "0")


def _classname(source: str) -> str:
    """A dotted class name from a file path, as JUnit viewers group by it."""
    stem = source.rsplit(".", 1)[0] if source.endswith((".yaml", ".yml")) else source
    return stem.replace("\\", "/").strip("/").replace("/", ".") or "scenarios"


def _one_line(text: str) -> str:
    return " ".join(text.split())


#: Characters XML 1.0 cannot carry at all, even escaped (a YAML string may hold them).
_NOT_XML = re.compile("[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def _clean(element: Element) -> None:
    """Replace characters XML cannot carry in every text and attribute of ``element``."""
    for node in element.iter():
        if node.text:
            node.text = _NOT_XML.sub("\ufffd", node.text)
        for key, value in node.attrib.items():
            node.set(key, _NOT_XML.sub("\ufffd", value))
