"""A card named as what put a card face down is read off its own English rules text (judge_cli/ask/cardtext.py
``procedure``): a text that only manifests (or cloaks) the top card of a library says how the face-down card got
there, never which card it is.  Phrasings here are not from any measured question set; each group is a contrasting
pair (one fact changed, the answer or the refusal changes)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from judge_cli.ask.cardtext import procedure


def _read(text: str, name: str = "Some Card"):
    return procedure(SimpleNamespace(name=name, front=SimpleNamespace(name=name, oracle_text=text)))


REMINDER = " (Put it onto the battlefield face down as a 2/2 creature. Turn it face up any time for its mana cost if " \
           "it's a creature card.)"


@pytest.mark.parametrize("text, expected", [
    ("Manifest the top card of your library." + REMINDER, "manifest"),
    ("Manifest the top two cards of your library." + REMINDER, "manifest"),
    ("{1}{B}, {T}, Sacrifice another creature: Manifest the top card of your library." + REMINDER, "manifest"),
    ("When Some Card dies, manifest the top card of your library." + REMINDER, "manifest"),
    ("At the beginning of your end step, you may manifest the top card of your library.", "manifest"),
    ("Cloak the top card of your library.", "cloak"),
    # the same start, then something the reading doesn't take: not read at all
    ("Manifest the top card of your library, then put two +1/+1 counters on it." + REMINDER, None),
    ("Whenever a permanent you control is turned face up, you gain 1 life for each creature you control.\n"
     "{3}{W}: Manifest the top card of your library." + REMINDER, None),
    ("Exile target creature. Its controller manifests the top card of their library.", None),
    ("Look at the top five cards of your library, cloak two of them, and put the rest on the bottom of your library "
     "in a random order.", None),
    ("Destroy target nonblack creature.", None),
])
def test_only_a_text_that_only_puts_cards_face_down_is_read(text, expected):
    assert _read(text) == expected


@pytest.fixture(scope="module")
def asker(corpus):
    """The seed corpus plus two printed manifest sources, one printed text that does more, and two cards to manifest
    (their printed English texts and names)."""
    from dataclasses import replace

    from ask_helpers import new_asker

    from judge_cli.corpus.model import Card
    from judge_cli.game.oracle import face_from_oracle

    def card(card_id, name, type_line, cost, text, names, power=None, toughness=None):
        face = face_from_oracle(name, type_line, cost, text, power, toughness)
        langs = dict(zip(("de", "fr", "es", "it", "ja", "zh"), names, strict=True))
        return Card(id=card_id, name=name, faces=(face,), names={"en": name, **langs})

    extra = [
        card("ethereal-ambush", "Ethereal Ambush", "Instant", "{3}{G}{U}",
             "Manifest the top two cards of your library." + REMINDER,
             ("Überfall aus den Sphären", "Embuscade éthérée", "Emboscada etérea", "Imboscata Eterea", "天上の待ち伏せ",
              "虚相伏击")),
        card("qarsi-high-priest", "Qarsi High Priest", "Creature — Human Cleric", "{B}",
             "{1}{B}, {T}, Sacrifice another creature: Manifest the top card of your library." + REMINDER,
             ("Qarsi-Hohepriester", "Grand prêtre de Qarsi", "Gran sacerdote de Qarsi", "Sommo Sacerdote di Qarsi",
              "カルシの高僧", "卡尔西高阶僧侣"), "0", "2"),
        card("fierce-invocation", "Fierce Invocation", "Sorcery", "{4}{R}",
             "Manifest the top card of your library, then put two +1/+1 counters on it." + REMINDER,
             ("Wütende Anrufung", "Invocation violente", "Invocación fiera", "Invocazione Violenta", "激情の発動",
              "狂热祝愿")),
        card("hill-giant", "Hill Giant", "Creature — Giant", "{3}{R}", "",
             ("Hügelriese", "Géant des collines", "Gigante de las colinas", "Gigante delle Colline", "丘巨人",
              "山丘巨人"), "3", "3"),
        card("lightning-bolt", "Lightning Bolt", "Instant", "{R}", "Lightning Bolt deals 3 damage to any target.",
             ("Blitzschlag", "Foudre", "Relámpago", "Fulmine", "稲妻", "闪电击")),
    ]
    return new_asker(replace(corpus, cards={**corpus.cards, **{c.id: c for c in extra}}))


def _answer(asker, question: str) -> str | None:
    outcome = asker.ask(question)
    return outcome.verdict.answer if outcome.verdict is not None else outcome.refusal


@pytest.mark.parametrize("first, second", [
    ("I manifested Hill Giant with Ethereal Ambush. May I turn it face up for its mana cost?",
     "I manifested Lightning Bolt with Ethereal Ambush. May I turn it face up for its mana cost?"),
    ("Mit Überfall aus den Sphären habe ich Hügelriese manifestiert. Darf ich ihn für seine Manakosten aufdecken?",
     "Mit Überfall aus den Sphären habe ich Blitzschlag manifestiert. Darf ich ihn für seine Manakosten aufdecken?"),
    ("Avec Embuscade éthérée, j'ai manifesté Géant des collines. Puis-je le retourner face visible pour son coût de "
     "mana ?", "Avec Embuscade éthérée, j'ai manifesté Foudre. Puis-je la retourner face visible pour son coût de "
     "mana ?"),
    ("Con Emboscada etérea manifesté Gigante de las colinas. ¿Puedo ponerlo boca arriba por su coste de maná?",
     "Con Emboscada etérea manifesté Relámpago. ¿Puedo ponerlo boca arriba por su coste de maná?"),
    ("Con Imboscata Eterea ho manifestato Gigante delle Colline. Posso girarlo a faccia in su pagando il suo costo "
     "di mana?", "Con Imboscata Eterea ho manifestato Fulmine. Posso girarlo a faccia in su pagando il suo costo "
     "di mana?"),
    ("天上の待ち伏せで丘巨人を予示した。マナ・コストで表向きにできる？",
     "天上の待ち伏せで稲妻を予示した。マナ・コストで表向きにできる？"),
    ("我用虚相伏击显化了山丘巨人，可以支付它的法术力费用翻回正面吗？",
     "我用虚相伏击显化了闪电击，可以支付它的法术力费用翻回正面吗？"),
])
def test_the_card_that_manifested_says_how_not_which(asker, first, second):
    """Manifested by Ethereal Ambush: a creature card turns face up for its mana cost, an instant never does."""
    assert (_answer(asker, first), _answer(asker, second)) == ("yes", "no")


@pytest.mark.parametrize("read, unread", [
    ("I manifested Hill Giant with Qarsi High Priest. Can I turn it face up for its mana cost?",
     "I manifested Hill Giant with Fierce Invocation. Can I turn it face up for its mana cost?"),  # +1/+1 counters
    ("I manifested Hill Giant with Qarsi High Priest. Can I turn it face up for its mana cost?",
     "I cloaked Hill Giant with Qarsi High Priest. Can I turn it face up for its mana cost?"),  # it never cloaks
    ("Mit Qarsi-Hohepriester habe ich Hügelriese manifestiert. Darf ich ihn für seine Manakosten aufdecken?",
     "Mit Wütende Anrufung habe ich Hügelriese manifestiert. Darf ich ihn für seine Manakosten aufdecken?"),
    ("虚相伏击显化了山丘巨人，可以支付它的法术力费用翻回正面吗？",
     "狂热祝愿显化了山丘巨人，可以支付它的法术力费用翻回正面吗？"),
    ("天上の待ち伏せで丘巨人を予示した。マナ・コストで表向きにできる？",
     "激情の発動で丘巨人を予示した。マナ・コストで表向きにできる？"),
])
def test_a_source_not_read_fully_or_contradicted_is_refused(asker, read, unread):
    """Fierce Invocation also puts counters on the card: the spell that did it is never dropped unread, in Japanese
    and Chinese either (a spell right before the procedure once was)."""
    assert (_answer(asker, read), _answer(asker, unread)) == ("yes", "not-understood")


# -- a card that enters as a copy ------------------------------------------------------------------------------------

def _copier(text: str, name: str = "Some Card") -> bool:
    from judge_cli.ask.cardtext import copies

    return copies(SimpleNamespace(name=name, front=SimpleNamespace(name=name, oracle_text=text)))


@pytest.mark.parametrize("text, expected", [
    ("You may have Some Card enter the battlefield as a copy of any creature on the battlefield.", True),
    ("You may have Some Card enter as a copy of any creature on the battlefield.", True),
    ("You may have Some Card enter the battlefield as a copy of any creature you control.", False),  # whose
    ("You may have Some Card enter the battlefield as a copy of any creature on the battlefield, except it's 7/7.",
     False),
    ("Flash\nYou may have Some Card enter the battlefield as a copy of any creature on the battlefield.", False),
])
def test_only_a_text_that_only_copies_is_read(text, expected):
    assert _copier(text) is expected


@pytest.fixture(scope="module")
def copy_asker(corpus):
    """The seed corpus plus Clone and Phantasmal Image (their printed texts and names)."""
    from dataclasses import replace

    from ask_helpers import new_asker

    from judge_cli.corpus.model import Card
    from judge_cli.game.oracle import face_from_oracle

    def card(card_id, name, text, names, subtypes="Shapeshifter"):
        face = face_from_oracle(name, f"Creature — {subtypes}", "{3}{U}", text, "0", "0")
        langs = dict(zip(("de", "fr", "es", "it", "ja", "zh"), names, strict=True))
        return Card(id=card_id, name=name, faces=(face,), names={"en": name, **langs})

    extra = [
        card("clone", "Clone", "You may have Clone enter the battlefield as a copy of any creature on the battlefield.",
             ("Klon", "Clone", "Clon", "Clone", "クローン", "仿生妖")),
        card("phantasmal-image", "Phantasmal Image", "You may have Phantasmal Image enter the battlefield as a copy of "
             "any creature on the battlefield, except it's an Illusion in addition to its other types and it has "
             "\"When this creature becomes the target of a spell or ability, sacrifice it.\"",
             ("Traumbild", "Image phantasmatique", "Imagen fantasmal", "Immagine Fantasma", "幻影の像", "幻象身影"),
             "Illusion"),
    ]
    return new_asker(replace(corpus, cards={**corpus.cards, **{c.id: c for c in extra}}))


@pytest.mark.parametrize("cloaked, manifested", [
    ("My Clone copied a cloaked creature. Does my Clone have ward?",
     "My Clone copied a manifested creature. Does my Clone have ward?"),
    ("I Clone a cloaked creature. Does my Clone have ward?",            # the card's name says the copying
     "I Clone a manifested creature. Does my Clone have ward?"),
    ("Mein Klon kopierte eine getarnte Kreatur. Hat mein Klon Abwehr?",
     "Mein Klon kopierte eine manifestierte Kreatur. Hat mein Klon Abwehr?"),
    ("Mon Clone a copié une créature voilée. Mon Clone a-t-il la parade ?",
     "Mon Clone a copié une créature manifestée. Mon Clone a-t-il la parade ?"),
    ("Mi Clon copió una criatura enmascarada. ¿Mi Clon tiene rebatir?",
     "Mi Clon copió una criatura manifestada. ¿Mi Clon tiene rebatir?"),
    ("Il mio Clone ha copiato una creatura celata. Il mio Clone ha egida?",
     "Il mio Clone ha copiato una creatura manifestata. Il mio Clone ha egida?"),
])
def test_a_copy_of_a_face_down_permanent_copies_its_face_down_values(copy_asker, cloaked, manifested):
    """A cloaked permanent's copiable values include ward {2} (CR 708.2, 707.2), a manifested one's don't."""
    assert (_answer(copy_asker, cloaked), _answer(copy_asker, manifested)) == ("yes", "no")


@pytest.mark.parametrize("question", [
    "My Clone copied a cloaked creature. Does my Clone have ward?",
    "I Clone a cloaked creature. Does my Clone have ward?",
    "Mein Klon kopierte eine getarnte Kreatur. Hat mein Klon Abwehr?",
    "Il mio Clone ha copiato una creatura celata. Il mio Clone ha egida?",
])
def test_a_copier_whose_text_says_more_is_not_read(copy_asker, question):
    """Phantasmal Image is also an Illusion and has a trigger of its own: what the copy is, is not read."""
    assert _answer(copy_asker, question) == "yes"
    other = question.replace("Klon", "Traumbild").replace("Clone", "Phantasmal Image")
    if "Il mio" in question:
        other = question.replace("Il mio Clone", "La mia Immagine Fantasma")
    assert _answer(copy_asker, other) not in ("yes", "no")


# -- who casts the spell named as acting ----------------------------------------------------------------------------

@pytest.fixture(scope="module")
def pump_asker(corpus):
    """The seed corpus plus Giant Growth (its printed text and names)."""
    from dataclasses import replace

    from ask_helpers import new_asker

    from judge_cli.corpus.model import Card
    from judge_cli.game.oracle import face_from_oracle

    face = face_from_oracle("Giant Growth", "Instant", "{G}", "Target creature gets +3/+3 until end of turn.", None,
                           None)
    printed = ("Riesenwuchs", "Croissance gigantesque", "Crecimiento gigante", "Crescita Gigante", "巨大化", "变巨术")
    names = dict(zip(("de", "fr", "es", "it", "ja", "zh"), printed, strict=True))
    card = Card(id="giant-growth", name="Giant Growth", faces=(face,), names={"en": "Giant Growth", **names})
    return new_asker(replace(corpus, cards={**corpus.cards, card.id: card}))


@pytest.mark.parametrize("theirs, mine", [
    ("My opponent casts Giant Growth on my cloaked creature. Does ward trigger?",
     "I cast Giant Growth on my cloaked creature. Does ward trigger?"),
    ("Mein Gegner spielt Riesenwuchs auf meine getarnte Kreatur. Triggert die Abwehr?",
     "Ich spiele Riesenwuchs auf meine getarnte Kreatur. Triggert die Abwehr?"),
    ("Mon adversaire lance Croissance gigantesque sur ma créature voilée. La parade se déclenche ?",
     "Je lance Croissance gigantesque sur ma créature voilée. La parade se déclenche ?"),
    ("Mi rival lanza Crecimiento gigante sobre mi criatura enmascarada. ¿Se dispara rebatir?",
     "Lanzo Crecimiento gigante sobre mi criatura enmascarada. ¿Se dispara rebatir?"),
    ("L'avversario lancia Crescita Gigante sulla mia creatura celata. Si innesca l'egida?",
     "Lancio Crescita Gigante sulla mia creatura celata. Si innesca l'egida?"),
    ("对手对我匿伏的生物施放变巨术，守护会触发吗？", "我对我匿伏的生物施放变巨术，守护会触发吗？"),
])
def test_who_casts_the_spell_decides_whether_ward_triggers(pump_asker, theirs, mine):
    """Ward triggers only for an opponent's spell (CR 702.21a); the one casting is not the permanent's controller."""
    assert (_answer(pump_asker, theirs), _answer(pump_asker, mine)) == ("yes", "no")


def test_when_the_words_say_no_caster_it_is_checked(pump_asker):
    outcome = pump_asker.ask("Giant Growth on my cloaked creature: does ward trigger?")
    assert outcome.verdict is None and outcome.refusal == "ambiguous"


# -- a card named twice is one card ---------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def removal_asker(corpus):
    """The seed corpus plus Doom Blade and two morph creatures, one white, one black (printed texts and names)."""
    from dataclasses import replace

    from ask_helpers import new_asker

    from judge_cli.corpus.model import Card
    from judge_cli.game.oracle import face_from_oracle

    def card(card_id, name, type_line, cost, text, power=None, toughness=None):
        return Card(id=card_id, name=name, faces=(face_from_oracle(name, type_line, cost, text, power, toughness),),
                    names={"en": name})

    extra = [card("doom-blade", "Doom Blade", "Instant", "{1}{B}", "Destroy target nonblack creature."),
             card("exalted-angel", "Exalted Angel", "Creature — Angel", "{4}{W}{W}",
                  "Flying\nLifelink\nMorph {2}{W}{W}", "4", "5"),
             card("ruthless-ripper", "Ruthless Ripper", "Creature — Human Assassin", "{B}",
                  "Deathtouch\nMorph—Reveal a black card in your hand.\nWhen Ruthless Ripper is turned face up, target "
                  "player loses 2 life.", "1", "1")]
    return new_asker(replace(corpus, cards={**corpus.cards, **{c.id: c for c in extra}}))


def test_a_spell_named_twice_is_checked_on_resolution_against_the_face_up_card(removal_asker):
    """Doom Blade (nonblack) targeted a colorless 2/2; turned face up in response, a black creature is an illegal
    target when it resolves (CR 608.2b), a white one still legal."""
    story = "My opponent casts Doom Blade on my face-down {card} and I turn it face up in response. Does Doom Blade " \
            "fizzle?"
    assert (_answer(removal_asker, story.format(card="Ruthless Ripper")),
            _answer(removal_asker, story.format(card="Exalted Angel"))) == ("yes", "no")
