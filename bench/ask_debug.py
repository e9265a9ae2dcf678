"""Print how ``judge ask`` reads one question: hits (concept, words, inverse), unknown words, scores, reading."""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from judge_cli.cli.context import RunContext  # noqa: E402


def main() -> None:
    """Read each argument as a question and print what the reader made of it."""
    from judge_cli.ask import reader
    from judge_cli.ask.answer import Asker

    run = RunContext.from_environ(os.environ)
    asker = Asker(run.corpus, citations=run.rebinder, sources=run.citing, cache_dir=run.cache_dir)
    for question in sys.argv[1:]:
        parsed = reader.parse(question, asker.lexicon, asker.corpus, asker.index)
        facts = parsed.facts
        print("Q:", question, "| lang", parsed.lang, "| refusal", parsed.refusal, parsed.detail)
        if facts is not None:
            for hit in facts.hits:
                inverse = " (inverse)" if hit.inverse else ""
                print(f"   {hit.concept:45} {facts.text.normal[hit.start:hit.end]!r}{inverse}")
            print("   cards:", [(c.name, c.written) for c in facts.cards], "unknown:", facts.unknown_words)
        print("   scores:", parsed.scores)
        outcome = asker.ask(question)
        print("   ->", outcome.verdict.answer if outcome.verdict else None, outcome.refusal, outcome.missing,
              outcome.reading.given if outcome.reading else None)


if __name__ == "__main__":
    main()
