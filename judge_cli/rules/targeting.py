"""Whether a spell or ability may target a permanent, and whether an Aura or Equipment may stay attached to it:
phasing, shroud, hexproof (and hexproof from), protection (DEBT's T, E) — ward only taxes the targeting.

Shared by ``can-target``, ``targets-and-attachments-after-turning-face-up`` and ``resolve``.  When the answer
hinges on something the question doesn't say (who controls the spell, its colours), :func:`undecided` makes the
error that names it: a judge tool never guesses.
"""

from __future__ import annotations

from dataclasses import dataclass

from judge_cli.game.vocabulary import CARD_TYPES, COLORLESS, COLORS
from judge_cli.i18n import _
from judge_cli.rules.api import ScenarioError, UndecidedError
from judge_cli.rules.characteristics import Characteristics
from judge_cli.rules.state import Permanent, Source


@dataclass(frozen=True)
class Blocked:
    """Why a target or an attachment is not allowed, and the rules that say so."""

    reason: str
    rules: tuple[str, ...]


def undecided(where: str, key: str, why: str, line: int = 0) -> UndecidedError:
    """The error of a question whose answer hinges on ``key`` of ``where``, which the question doesn't give."""
    return UndecidedError(_("{where}.{key}: the answer depends on it ({why}); the question doesn't say").format(
        where=where, key=key, why=why), line=line or None)


def _qualities(abilities: tuple[str, ...], keyword: str) -> list[str]:
    """The qualities of ``keyword from …`` abilities: ``protection from red`` -> ``red``."""
    prefix = keyword + " from "
    found = []
    for ability in abilities:
        if ability.startswith(prefix):
            for part in ability[len(prefix):].replace(" and from ", ",").replace(" and ", ",").split(","):
                if part.strip():
                    found.append(part.strip())
    return found


def _singular(word: str) -> str:
    return word[:-1] if word.endswith("s") and word[:-1] in CARD_TYPES else word


def _matches(quality: str, source: Source, where: str, keyword: str, line: int) -> bool:
    """True when ``source`` has ``quality`` (a colour, a card type, multicolored/monocolored/everything)."""
    quality = quality.lower()
    if quality == "everything":
        return True
    colour_word = quality in COLORS or quality in ("multicolored", "monocolored", COLORLESS)
    if colour_word:
        if source.colors is None:
            raise undecided(where, "colors", _("{keyword} from {quality}").format(keyword=keyword, quality=quality),
                            line)
        if quality in COLORS:
            return quality in source.colors
        return {"multicolored": len(source.colors) > 1, "monocolored": len(source.colors) == 1,
                COLORLESS: not source.colors}[quality]
    card_type = _singular(quality)
    if card_type in CARD_TYPES:
        if source.types is None:
            raise undecided(where, "types", _("{keyword} from {quality}").format(keyword=keyword, quality=quality),
                            line)
        return card_type in source.types
    raise ScenarioError(_("{where}: can't tell whether {keyword} from {quality} applies; name the quality as a "
                          "color, a card type, multicolored or everything").format(
        where=where, keyword=keyword, quality=quality), line=line or None)


def _opponent(permanent: Permanent, source: Source, where: str, why: str) -> bool:
    if source.controller is None:
        raise undecided(where, "controller", why, permanent.line)
    return source.controller != permanent.controller


def abilities_work(permanent: Permanent) -> bool:
    """False for a permanent card on the stack (a spell): its abilities work only on the battlefield (CR 113.6),
    so its hexproof, shroud, protection and ward don't stop or tax a spell that targets it."""
    return not permanent.on_stack


def target_blocked(chars: Characteristics, permanent: Permanent, source: Source, where: str) -> list[Blocked]:
    """Why a spell or ability from ``source`` can't target the permanent (empty: it can)."""
    if permanent.phased_out:
        return [Blocked(_("it is phased out, so it is treated as though it doesn't exist"), ("phasing.b",))]
    if not abilities_work(permanent):
        return []
    found = []
    if "shroud" in chars.abilities:
        found.append(Blocked(_("it has shroud"), ("shroud.a",)))
    if "hexproof" in chars.abilities and _opponent(permanent, source, where, _("it has hexproof")):
        found.append(Blocked(_("it has hexproof and the spell or ability is an opponent's"), ("hexproof.b",)))
    hexproof_from = _qualities(chars.abilities, "hexproof")
    if hexproof_from and _opponent(permanent, source, where, _("it has hexproof from something")):
        found += [Blocked(_("it has hexproof from {quality}").format(quality=quality), ("hexproof.d",))
                  for quality in hexproof_from if _matches(quality, source, where, "hexproof", permanent.line)]
    found += [Blocked(_("it has protection from {quality}").format(quality=quality),
                      ("protection.j",) if quality == "everything" else ("protection.b",))
              for quality in _qualities(chars.abilities, "protection")
              if _matches(quality, source, where, "protection", permanent.line)]
    return found


def attachment_blocked(chars: Characteristics, permanent: Permanent, source: Source, kind: str,
                       where: str) -> list[Blocked]:
    """Why an Aura (``kind`` aura) or Equipment from ``source`` can't stay attached: protection (shroud and
    hexproof don't matter: an attached Aura doesn't target)."""
    rule = "protection.c" if kind == "aura" else "protection.d"
    return [Blocked(_("it has protection from {quality}").format(quality=quality), (rule,))
            for quality in _qualities(chars.abilities, "protection")
            if _matches(quality, source, where, "protection", permanent.line)]


def ward_cost(chars: Characteristics, permanent: Permanent, source: Source, where: str) -> str | None:
    """The ward cost an opponent's spell or ability must pay to target the permanent, or None."""
    ward = next((a for a in chars.abilities if a.startswith("ward")), None) if abilities_work(permanent) else None
    if ward is None or not _opponent(permanent, source, where, _("it has {ward}").format(ward=ward)):
        return None
    return ward[len("ward"):].strip() or None
