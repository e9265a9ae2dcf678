"""Write a synthetic MTGJSON AllPrintings-shaped file for the scale benchmark.

    python bench/gen_mtgjson.py OUT.json [--cards 30000] [--rulings 60000] [--seed 5]

Every card has a made-up name, rules text and flavor text in all seven
languages (pronounceable syllables for the Latin-script languages, kana and
kanji for Japanese, hanzi for Chinese), plus a few foreign entries in
languages judge-cli leaves out.  Cards are spread over sets of about 250,
with one card in seven reprinted in a later set (a printing per set, as in
AllPrintings) and one in twenty double-faced.  ``--rulings`` distinct made-up
ruling texts are spread over the cards; a few "keyword" rulings are shared
by many cards.  Nothing is real card data.  Deterministic for a given seed.

The file is written set by set, so generating it needs little memory.  A
``.gz``/``.xz`` suffix compresses it.  ``OUT.names.json`` beside it lists
sample names per language (the benchmark makes typos of them).
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

LATIN_SYLLABLES = {
    "en": ["ar", "bel", "cor", "dun", "el", "fen", "gar", "hol", "ith", "kel", "lor", "mar", "nor", "oth", "pel",
           "quin", "ros", "sar", "thal", "ur", "vel", "wyn", "yor", "zan", "ash", "bri", "cal", "dra", "fal", "gil",
           "hel", "ion", "jar", "kor", "lan", "mor", "nim", "orn", "pra", "rin", "sil", "tor", "und", "vor", "wil"],
    "de": ["au", "bach", "berg", "dorn", "ei", "feld", "grau", "hain", "herz", "kalt", "lind", "mark", "nacht", "ober",
           "quell", "rot", "schatt", "stein", "tal", "ur", "wald", "weiß", "zorn", "ämt", "öd", "über", "fürst",
           "bläu"],
    "fr": ["an", "beau", "ciel", "dé", "eau", "feu", "gré", "hi", "lé", "mi", "noir", "or", "pé", "quai", "roi", "sé",
           "tour", "ur", "vé", "val", "lune", "été", "ça", "çon", "fleur", "mère"],
    "es": ["al", "bra", "ce", "do", "el", "fue", "gri", "ha", "ir", "ju", "la", "mar", "ño", "ne", "oro", "pa", "que",
           "ri", "sol", "tie", "ur", "va", "zar", "ción", "llu", "ña", "rí"],
    "it": ["al", "bel", "cie", "dor", "el", "fiam", "gio", "la", "lu", "mar", "nel", "or", "pie", "quer", "ros", "sol",
           "ter", "ul", "vel", "zan", "cchio", "tta", "ggio", "llo", "ne"],
}
CONNECTORS = {"en": ["of", "the", "and"], "de": ["der", "des", "und"], "fr": ["de", "la", "du", "des"],
              "es": ["de", "la", "del", "y"], "it": ["di", "della", "del", "e"]}
KANA = ("アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン"
        "ガギグゲゴザジズゼゾダデドバビブベボパピプペポー")
KANJI = ("日国人年大本中長出同時事自行社見分後前生連発間対上部東者地合市業内相方定新場金員入選立開手力学"
         "問高代明実関決子動京全目表戦経通外最言現理調体化田当約主題下首意法不強公持野以思家世多正安院心"
         "界教文元重近考画海売知道集別物使品計死特私始朝運終台広住真有口少町料工建空急止送切転研足究楽起"
         "着店病質待試族銀早映親験英医仕去味写字答夜音注帰古歌買悪図週室歩風紙黒花春赤青館屋色走秋夏習駅")
HANZI = ("的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可"
         "她里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三"
         "已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女"
         "问力机给等几很业最间新什打便位因重被走电四第门相次东政海口使教西再平真听世气信北少关并内加化由")
TEXT_WORDS = {
    "en": ["target", "creature", "card", "you", "control", "draw", "discard", "damage", "each", "player", "opponent",
           "until", "end", "of", "turn", "gets", "enters", "tapped", "sacrifice", "exile", "graveyard", "library",
           "hand", "counter", "spell", "ability", "mana", "cost", "may", "when", "whenever", "beginning", "upkeep",
           "return", "battlefield"],
    "de": ["Ziel", "Kreatur", "Karte", "kontrollierst", "ziehe", "wirf", "Schaden", "jeder", "Spieler", "Gegner", "bis",
           "zum", "Ende", "des", "Zuges", "erhält", "getappt", "opfere", "Exil", "Friedhof", "Bibliothek", "Hand",
           "Zauberspruch", "Fähigkeit", "Manakosten", "wenn"],
    "fr": ["cible", "créature", "carte", "contrôlez", "piochez", "défaussez", "blessures", "chaque", "joueur",
           "adversaire", "jusqu'à", "la", "fin", "du", "tour", "gagne", "engagée", "sacrifiez", "exilez", "cimetière",
           "bibliothèque", "main", "sort", "capacité", "coût"],
    "es": ["objetivo", "criatura", "carta", "controlas", "roba", "descarta", "daño", "cada", "jugador", "oponente",
           "hasta", "el", "final", "del", "turno", "obtiene", "girada", "sacrifica", "exilia", "cementerio",
           "biblioteca", "mano", "hechizo", "habilidad", "coste"],
    "it": ["bersaglio", "creatura", "carta", "controlli", "pesca", "scarta", "danno", "ogni", "giocatore", "avversario",
           "fino", "alla", "fine", "del", "turno", "ottiene", "TAPpata", "sacrifica", "esilia", "cimitero", "grimorio",
           "mano", "magia", "abilità", "costo"],
}
JA_TEXT = "クリーチャー１体を対象とする。カードを１枚引く。ターン終了時まで＋１/＋１の修整を受ける。あなたの墓地にある"
ZH_TEXT = "目标生物。抓一张牌。直到回合结束，该生物得+1/+1。你的坟墓场中的牌。对手弃一张牌。"
DROPPED = ["Russian", "Korean", "Portuguese (Brazil)", "Chinese Traditional"]
FOREIGN = {"de": "German", "fr": "French", "es": "Spanish", "it": "Italian", "ja": "Japanese",
           "zh": "Chinese Simplified"}
TYPES = ["Creature — Elf Warrior", "Instant", "Sorcery", "Enchantment", "Artifact", "Creature — Human Wizard",
         "Legendary Creature — Dragon", "Land", "Artifact Creature — Golem", "Enchantment — Aura"]
COSTS = ["{G}", "{1}{U}", "{2}{B}{B}", "{3}{R}", "{W}{W}", "{4}", "{X}{G}{G}", "{1}{W}{U}", "{5}{B}", None]


def word(rng: random.Random, lang: str, low: int = 1, high: int = 3) -> str:
    """A pronounceable made-up word."""
    return "".join(rng.choice(LATIN_SYLLABLES[lang]) for _ in range(rng.randint(low, high)))


def card_name(rng: random.Random, lang: str) -> str:
    """A made-up card name in ``lang``."""
    if lang == "ja":
        return "".join(rng.choice(KANJI) for _ in range(rng.randint(1, 3))) + "の" + "".join(
            rng.choice(KANA) for _ in range(rng.randint(2, 5)))
    if lang == "zh":
        return "".join(rng.choice(HANZI) for _ in range(rng.randint(2, 5)))
    words = [word(rng, lang).capitalize() for _ in range(rng.randint(1, 3))]
    if len(words) > 1 and rng.random() < 0.4:
        words.insert(1, rng.choice(CONNECTORS[lang]))
    return " ".join(words)


def sentence(rng: random.Random, lang: str, length: int) -> str:
    """Made-up rules or flavor text of about ``length`` words (characters for ja/zh)."""
    if lang in ("ja", "zh"):
        pool = JA_TEXT if lang == "ja" else ZH_TEXT + HANZI[:60]
        start = rng.randrange(len(pool))
        return "".join(pool[(start + i * rng.randint(1, 3)) % len(pool)] for i in range(length)) + "。"
    words = [rng.choice(TEXT_WORDS.get(lang, TEXT_WORDS["en"])) for _ in range(length)]
    return (" ".join(words)).capitalize() + "."


def ruling_texts(rng: random.Random, count: int) -> list[str]:
    """``count`` distinct made-up English ruling texts."""
    texts, seen = [], set()
    while len(texts) < count:
        text = f"{sentence(rng, 'en', rng.randint(12, 30))} {word(rng, 'en', 2, 4).capitalize()} {len(texts)}."
        if text not in seen:
            seen.add(text)
            texts.append(text)
    return texts


def make_card(rng: random.Random, number: int, rulings: list[str], shared: list[str], taken: set[str]) -> list[dict]:
    """The MTGJSON card objects (one, or two faces) of card ``number``, with ``rulings`` and maybe a shared one.

    ``taken`` holds the English names used so far: Oracle names are unique.
    """
    names = {lang: card_name(rng, lang) for lang in ("en", "de", "fr", "es", "it", "ja", "zh")}
    while names["en"] in taken:
        names["en"] = f"{names['en']} {word(rng, 'en', 1, 2).capitalize()}"
    taken.add(names["en"])
    own = list(rulings)
    links = [{"date": f"20{rng.randint(10, 25)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}", "text": t}
             for t in own + ([rng.choice(shared)] if rng.random() < 0.3 else [])]
    foreign = [{"language": FOREIGN[lang], "name": names[lang], "text": sentence(rng, lang, rng.randint(10, 35)),
                "flavorText": sentence(rng, lang, rng.randint(5, 15))} for lang in FOREIGN]
    foreign += [{"language": rng.choice(DROPPED), "name": card_name(rng, "en")} for _ in range(rng.randint(0, 2))]
    base = {"manaCost": rng.choice(COSTS), "type": rng.choice(TYPES), "text": sentence(rng, "en", rng.randint(10, 35)),
            "flavorText": sentence(rng, "en", rng.randint(5, 15)), "layout": "normal", "foreignData": foreign,
            "rulings": links, "identifiers": {"scryfallOracleId": f"00000000-0000-4000-8000-{number:012d}"}}
    if base["type"].startswith(("Creature", "Legendary Creature", "Artifact Creature")):
        base.update(power=str(rng.randint(0, 6)), toughness=str(rng.randint(1, 6)))
    if rng.random() >= 0.05:
        return [{**base, "name": names["en"]}]
    back = card_name(rng, "en")
    while back in taken:
        back = f"{back} {word(rng, 'en', 1, 2).capitalize()}"
    taken.add(back)
    full = f"{names['en']} // {back}"
    front = {**base, "name": full, "faceName": names["en"], "side": "a", "layout": "transform"}
    for entry in front["foreignData"]:
        entry["faceName"] = entry["name"]
    back_face = {"name": full, "faceName": back, "side": "b", "layout": "transform", "type": rng.choice(TYPES),
                 "text": sentence(rng, "en", 12), "rulings": links, "foreignData": []}
    return [front, back_face]


def bulky_fields(rng: random.Random, number: int) -> dict:
    """Fields a real printing carries and the importer skips (ids, legalities, prices, printed text)."""
    formats = ["standard", "pioneer", "modern", "legacy", "vintage", "commander", "pauper", "historic", "brawl",
               "oathbreaker", "penny", "duel", "premodern", "oldschool", "alchemy", "explorer", "timeless"]
    return {
        "identifiers": {f"{source}Id": f"{rng.getrandbits(64):016x}-{number}" for source in (
            "cardKingdom", "cardKingdomFoil", "cardsphere", "mcm", "mcmMeta", "mtgArena", "mtgo", "mtgoFoil",
            "multiverse", "scryfall", "scryfallIllustration", "tcgplayerProduct", "tcgplayerEtched")},
        "legalities": {name: rng.choice(["Legal", "Banned", "Restricted", "Not Legal"]) for name in formats},
        "purchaseUrls": {shop: f"https://mtgjson.com/links/{rng.getrandbits(64):016x}" for shop in (
            "cardKingdom", "cardKingdomFoil", "cardmarket", "tcgplayer")},
        "originalText": sentence(rng, "en", rng.randint(20, 60)),
        "artist": word(rng, "en").capitalize() + " " + word(rng, "en").capitalize(),
        "availability": ["mtgo", "paper"], "finishes": ["nonfoil", "foil"], "frameVersion": "2015",
        "number": str(number), "rarity": rng.choice(["common", "uncommon", "rare", "mythic"]),
    }


def generate(out: Path, cards: int, rulings: int, seed: int, reprints_per_set: int = 0,
             bulky: bool = False) -> dict[str, list[str]]:
    """Write the file; return sample names per language (for typo queries).

    ``reprints_per_set``: each set is printed again that many times (sets R###a, R###b…), as
    AllPrintings lists every printing; ``bulky``: every printing carries the fields the
    importer skips.  Both only make the file bigger (the 500 MB memory check).
    """
    rng = random.Random(seed)
    texts = ruling_texts(rng, rulings)
    shared, own = texts[: max(1, rulings // 200)], texts[max(1, rulings // 200):]
    per_set, samples = 250, {lang: [] for lang in ("en", "de", "fr", "es", "it", "ja", "zh")}
    opener = {".gz": "gzip", ".xz": "lzma"}.get(out.suffix)
    module = __import__(opener) if opener else None
    with (module.open(out, "wt", encoding="utf-8") if module else out.open("w", encoding="utf-8")) as handle:
        handle.write('{"meta": {"date": "2025-01-01", "version": "5.2.2+synthetic"}, "data": {')
        reprints: list[list[dict]] = []
        taken: set[str] = set()
        own_per_card = -(-len(own) // cards)  # every ruling text is used by some card
        for set_number in range(0, (cards + per_set - 1) // per_set):
            code = f"S{set_number:03d}"
            entries: list[dict] = []
            for number in range(set_number * per_set, min(cards, (set_number + 1) * per_set)):
                chunk = own[number * own_per_card:(number + 1) * own_per_card]
                faces = make_card(rng, number, chunk, shared, taken)
                if rng.random() < 1 / 7:
                    reprints.append(faces)
                if number % 60 == 0:
                    sample = faces[0]
                    samples["en"].append(sample.get("faceName") or sample["name"])
                    for entry in sample["foreignData"][:6]:
                        lang = next(k for k, v in FOREIGN.items() if v == entry["language"])
                        samples[lang].append(entry["name"])
                entries += faces
            if set_number and reprints:
                entries += [face for faces in reprints[: per_set // 10] for face in faces]
                reprints = reprints[per_set // 10:]
            for copy in range(reprints_per_set + 1):
                label = code if not copy else f"R{set_number:03d}{'abcdefghij'[copy - 1]}"
                printed = [dict(entry, setCode=label, uuid=f"{set_number:04d}{copy:04d}-0000-4000-8000-{index:012d}",
                                **(bulky_fields(rng, index) if bulky else {}))
                           for index, entry in enumerate(entries)]
                data = {"name": f"Synthetic Set {label}", "code": label, "cards": printed}
                handle.write(("," if set_number or copy else "") + json.dumps(label) + ":"
                             + json.dumps(data, ensure_ascii=False))
        handle.write("}}")
    return samples


def main() -> None:
    """Parse arguments and write the file and its sample names."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--cards", type=int, default=30_000)
    parser.add_argument("--rulings", type=int, default=60_000)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--reprints", type=int, default=0, help="print every set again this many times (max 10)")
    parser.add_argument("--bulky", action="store_true", help="add the per-printing fields the importer skips")
    args = parser.parse_args()
    samples = generate(args.out, args.cards, args.rulings, args.seed, min(10, args.reprints), args.bulky)
    args.out.with_name(args.out.name.split(".")[0] + ".names.json").write_text(
        json.dumps(samples, ensure_ascii=False), encoding="utf-8")
    print(f"wrote {args.out} ({args.out.stat().st_size / 1e6:.1f} MB): {args.cards:,} cards, "
          f"{args.rulings:,} rulings")


if __name__ == "__main__":
    main()
