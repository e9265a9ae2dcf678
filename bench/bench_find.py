"""``judge find`` warm latency against a plain Python scan, and ``judge deck`` on a 75-card list.

    python bench/bench_find.py [--workdir DIR] [--cards 30000] [--runs 20] [--real PATH]

1. The synthetic 30,000-card file (``bench/gen_mtgjson.py``, as ``bench/bench_scale.py`` makes it) and, when
   present, the real 2018 MTGJSON data (``../shared/data/mtgjson/AllPrintings-2018.json.xz``, or ``--real``)
   are imported into data directories in the workdir (once; reused while the file is unchanged);
2. for text, type and numeric queries: p50/p90 of ``judge_cli.find.search.find`` in one process (warm: the
   store is open and the query has run once), next to a plain Python scan of the same condition over every
   card, decoded beforehand (the best a store-less search could do);
3. ``judge deck`` checks of a 75-card list (main 60 + sideboard 15) on the real data: p50 warm in-process and
   one cold run of the command.

Target (issue 15): a text operator answers in <= 100 ms warm over 30,000 cards.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO), str(REPO / "bench")]

TARGET_MS = 100.0
#: (label, query, plain scan of one decoded card) per kind of operator.
QUERIES = {
    "synthetic": [
        ("text", 'o:"sacrifice"', lambda card: "sacrifice" in card.oracle_text.lower()),
        ("text phrase", 'o:"end of turn"', lambda card: "end of turn" in card.oracle_text.lower()),
        ("type", "t:creature", lambda card: "creature" in card.type_line.lower()),
        ("numeric", "mv>=5", lambda card: card.mana_value >= 5),
        ("combined", 't:creature o:"draw" mv<=3', lambda card: "creature" in card.type_line.lower()
         and "draw" in card.oracle_text.lower() and card.mana_value <= 3),
    ],
    "real 2018": [
        ("text", 'o:"enters the battlefield"', lambda card: "enters the battlefield" in card.oracle_text.lower()),
        ("text rare", 'o:"turn it face up"', lambda card: "turn it face up" in card.oracle_text.lower()),
        ("type", "t:goblin", lambda card: "goblin" in card.type_line.lower()),
        ("numeric", "pow>=5", lambda card: card.power is not None and card.power.isdigit() and int(card.power) >= 5),
        ("combined", 'c:r t:instant o:"damage" mv<=2', lambda card: "instant" in card.type_line.lower()
         and "damage" in card.oracle_text.lower() and card.mana_value <= 2 and "red" in card.front.color_list),
    ],
}
DECK = """4 Lightning Bolt
4 Goblin Guide
4 Monastery Swiftspear
4 Shock
4 Kird Ape
4 Wild Nacatl
4 Blitzschlag
2 Kiki-Jiki, Mirror Breaker
4 Skullcrack
4 Lava Spike
22 Mountain

Sideboard
3 Smash to Smithereens
4 Destructive Revelry
4 Searing Blood
4 Path to Exile
"""


def prepared(workdir: Path, name: str, source: Path) -> Path:
    """A data directory with ``source`` imported (reused when it was imported from the same file before)."""
    from judge_cli.corpus.load import load_corpus
    from judge_cli.importers.run import import_files

    base = workdir / name
    stamp = base / "imported-from"
    key = f"{source.resolve()}:{source.stat().st_mtime_ns}:{source.stat().st_size}"
    if not (stamp.is_file() and stamp.read_text() == key and (base / "corpus" / "corpus.sqlite").is_file()):
        started = time.perf_counter()
        import_files("mtgjson", [source], load_corpus(), base=base)
        stamp.write_text(key)
        print(f"imported {source.name} in {time.perf_counter() - started:.1f} s")
    return base


def timed(function, runs: int) -> list[float]:
    function()  # warm: the first run opens pages and caches
    values = []
    for _ in range(runs):
        started = time.perf_counter()
        function()
        values.append(time.perf_counter() - started)
    return values


def ms(values: list[float], q: float = 0.5) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000


def bench_find(label: str, base: Path, runs: int) -> None:
    from judge_cli.corpus.load import load_corpus
    from judge_cli.find.search import find
    from judge_cli.store.db import store_path
    from judge_cli.store.view import StoredCorpus

    corpus = StoredCorpus(load_corpus(), store_path(base))
    cards = list(corpus.cards.values())
    print(f"\n{label}: {len(cards):,} cards")
    print(f"  {'operator':<12} {'query':<34} {'hits':>6} {'p50 ms':>8} {'p90 ms':>8} {'scan ms':>8} {'ratio':>6}")
    for kind, query, predicate in QUERIES[label]:
        found = find(corpus, query, limit=100)
        ours = timed(lambda q=query: find(corpus, q, limit=100), runs)
        scan = timed(lambda p=predicate: [card for card in cards if p(card)], max(3, runs // 4))
        verdict = "OK" if ms(ours) <= TARGET_MS else "ABOVE TARGET"
        print(f"  {kind:<12} {query:<34} {found['total']:>6} {ms(ours):8.1f} {ms(ours, 0.9):8.1f} "
              f"{ms(scan):8.1f} {ms(scan) / max(ms(ours), 0.001):5.0f}x {verdict}")


def bench_deck(base: Path, runs: int) -> None:
    from judge_cli.corpus.load import load_corpus
    from judge_cli.deck.check import check_deck
    from judge_cli.deck.parse import parse_deck
    from judge_cli.store.db import store_path
    from judge_cli.store.view import StoredCorpus

    corpus = StoredCorpus(load_corpus(), store_path(base))
    deck = parse_deck(DECK, "deck.txt")
    values = timed(lambda: check_deck(corpus, deck, "modern"), runs)
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as handle:
        handle.write(DECK)
    env = dict(os.environ, JUDGE_DATA_DIR=str(base), JUDGE_LANG="en",
               PYTHONPATH=os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH", "")])))
    command = [sys.executable, "-m", "judge_cli", "deck", handle.name, "--format", "modern"]
    subprocess.run(command, env=env, capture_output=True, check=False)  # warm the disk cache and the corpus cache
    started = time.perf_counter()
    subprocess.run(command, env=env, capture_output=True, check=False)
    cold = time.perf_counter() - started
    os.unlink(handle.name)
    print(f"\njudge deck, 75 cards (60 + 15), format modern: warm p50 {ms(values):.1f} ms, "
          f"cold command {cold * 1000:.0f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workdir", type=Path, default=Path(tempfile.gettempdir()) / "judge-bench")
    parser.add_argument("--cards", type=int, default=30_000)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--real", type=Path, default=REPO.parent / "shared" / "data" / "mtgjson"
                        / "AllPrintings-2018.json.xz")
    args = parser.parse_args()
    args.workdir.mkdir(parents=True, exist_ok=True)
    from bench_scale import generated_file

    synthetic = generated_file(args.workdir, args.cards, args.cards * 2, 5)
    bench_find("synthetic", prepared(args.workdir, f"find-synthetic-{args.cards}", synthetic), args.runs)
    if args.real.is_file():
        real = prepared(args.workdir, "find-real-2018", args.real)
        bench_find("real 2018", real, args.runs)
        bench_deck(real, args.runs)
    else:
        print(f"\n(no real data at {args.real}: the real-data rows and the deck check are left out)")


if __name__ == "__main__":
    main()
