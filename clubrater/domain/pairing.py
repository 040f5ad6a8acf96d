"""Club-night pairing, the rule's plain parts (rating-rules.md, "Club-night pairing").

Strength, the cost of a pair and of a bye, colours, handicap stones and the words that say why a
pair was made. The matching itself (networkx's blossom) is engines/pairing.py; what the club's
history and its kept pairings say about each player is gathered by controller/pairing.py.

Costs are kept as exact integers: strength in units of 1/100,000 of a rank (a SAGC index point is
exactly 50 of them; a GoR or Elo rating is rounded to a thousandth of a point), so that a cost of
0 + 16 + 0 beats 4 + 4 + 4 + 4 + 1 in exact arithmetic, ties are real ties, and the blossom
algorithm works in integers, where floating point could pick a matching a hair worse.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any

from clubrater.domain.message import Messages


class PairingMessages(Messages):
    """Club-night pairing: why two players play each other, and what a pairing refuses (issue 26)."""


SCALE = 100_000  # strength units per rank
SQUARE = SCALE * SCALE  # one rank squared, in cost units
MEETING_WEIGHT = 4  # cost(a, b) = (s(a) - s(b))^2 + 4 m(a, b)
ROUND_MEETINGS = 10  # m counts 10 for an earlier round of the same date in which they were paired
BYE_WEIGHT = 16  # cost(bye p) = 16 x byes
DEFAULT_NIGHTS = 4
DEFAULT_CEILING = 9
MAX_CEILING = 9


# --------------------------------------------------------------------------------------------- strength
def sagc_units(rank_ordinal: int, index: int) -> int:
    """SAGC: rank ordinal (30k = 1 ... 9d = 39) plus index/2000, in units (index/2000 = index x 50 units)."""
    return rank_ordinal * SCALE + index * (SCALE // 2000)


def rating_units(rating: float) -> int:
    """EGF, EGF 2021 and FESA: rating/100 in units (the rating rounded to a thousandth of a point)."""
    return round(rating * 1000)


def spec_ordinal(code_ordinal: int) -> int:
    """The spec's rank ordinal (30k = 1 ... 1k = 30, 1d = 31 ... 9d = 39) from domain/ranks.py's (30k = 0)."""
    return code_ordinal + 1


@dataclass(frozen=True, slots=True)
class Entrant:
    """A present player as the pairing sees him: strength before the date, and rank for the handicap."""

    player: int
    units: int  # s(p) x SCALE
    rank: int | None  # rank ordinal before the date; None: no handicap is ever given (shogi)

    @property
    def strength(self) -> float:
        return self.units / SCALE


# --------------------------------------------------------------------------------------------- what they met
@dataclass(frozen=True, slots=True)
class Met:
    """What m(a, b) is made of: games on the last N club nights, and tonight's earlier rounds they were paired in."""

    games: int = 0
    last: date | None = None  # the latest of those games
    rounds: tuple[int, ...] = ()

    @property
    def m(self) -> int:
        return self.games + ROUND_MEETINGS * len(self.rounds)


NEVER = Met()


def pair_cost(a: Entrant, b: Entrant, met: Met = NEVER) -> int:
    """cost(a, b) in units: (s(a) - s(b))^2 + 4 m(a, b)."""
    d = a.units - b.units
    return d * d + MEETING_WEIGHT * met.m * SQUARE


def bye_cost(byes: int) -> int:
    """cost(bye p) in units: 16 x p's byes lately."""
    return BYE_WEIGHT * byes * SQUARE


def in_ranks(cost: int) -> float:
    """A cost in units as the spec writes it (ranks squared)."""
    return cost / SQUARE


def pair_key(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a < b else (b, a)


# --------------------------------------------------------------------------------------------- colours, stones
def colours(a: Entrant, b: Entrant) -> tuple[Entrant, Entrant]:
    """(Black, White): the player of lower s takes Black; at equal s the lower rank, then the later-registered
    player (the higher id), so that the same two players always get the same colours."""
    ka = (a.units, a.rank if a.rank is not None else 0, -a.player)
    kb = (b.units, b.rank if b.rank is not None else 0, -b.player)
    return (a, b) if ka <= kb else (b, a)


def stones(d: int, correction: int = 0, ceiling: int = DEFAULT_CEILING) -> int:
    """Handicap stones for a rank difference d: 0 when d - c <= 1, else min(d - c, ceiling)."""
    x = d - correction
    return 0 if x <= 1 else max(0, min(x, ceiling))


def handicap(black: Entrant, white: Entrant, correction: int = 0, ceiling: int = DEFAULT_CEILING) -> int:
    """Stones Black takes: by the difference of their ranks before the date; none when either has no rank."""
    if black.rank is None or white.rank is None:
        return 0
    return stones(white.rank - black.rank, correction, ceiling)


# --------------------------------------------------------------------------------------------- why
HAND = "hand"  # paired by hand
CLOSEST = "closest"  # each other's nearest in strength (or one of them), not met lately
NOT_MET = "not-met"  # not met lately, a nearer opponent was needed elsewhere
MET = "met"  # met on the last club nights: no cheaper pairing of the room was left
TONIGHT = "tonight"  # already paired in an earlier round tonight
WHY_KINDS = (HAND, CLOSEST, NOT_MET, MET, TONIGHT)


@dataclass(frozen=True, slots=True)
class Why:
    """Why two players were paired, as data: the command line words it in English, the window in its language."""

    kind: str
    nights: int = DEFAULT_NIGHTS
    games: int = 0
    last: date | None = None
    rounds: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "nights": self.nights}
        if self.games:
            out["games"] = self.games
        if self.last is not None:
            out["last"] = self.last.isoformat()
        if self.rounds:
            out["rounds"] = list(self.rounds)
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Why:
        kind = str(data.get("kind", HAND))
        last = data.get("last")
        return cls(kind if kind in WHY_KINDS else HAND, int(data.get("nights", DEFAULT_NIGHTS)),
                   int(data.get("games", 0)), date.fromisoformat(last) if isinstance(last, str) else None,
                   tuple(int(r) for r in data.get("rounds", ()) or ()))


def why_of(a: Entrant, b: Entrant, met: Met, nights: int, others: Sequence[Entrant],
           met_of: Callable[[int, int], Met] | None = None, *, by_hand: bool = False) -> Why:
    """The reason for the pair (a, b) of a minimum-cost matching, among `others` present (a and b may be in it).

    "Closest not met": b is a's nearest in strength among the players a has not met lately (`met_of`), or a is
    b's; otherwise a nearer opponent not met was needed on another board.
    """
    if by_hand:
        return Why(HAND, nights, met.games, met.last, met.rounds)
    if met.rounds:
        return Why(TONIGHT, nights, met.games, met.last, met.rounds)
    if met.games:
        return Why(MET, nights, met.games, met.last)
    gap = abs(a.units - b.units)

    def nearest(p: Entrant) -> int | None:
        return min((abs(p.units - o.units) for o in others
                    if o.player != p.player and (met_of is None or met_of(p.player, o.player).m == 0)), default=None)

    closest = any(n is None or gap <= n for n in (nearest(a), nearest(b)))
    return Why(CLOSEST if closest else NOT_MET, nights)


def why_text(why: Why, day: date) -> str:
    """The reason: "closest not met in the last 4 nights", a Msg (the command line and JSON print its English, the
    window says it in its language)."""
    n = why.nights
    #: Inside "closest not met in {nights}", "not met in {nights}; ..." and "met 3 times in {nights}".
    nights = PairingMessages.tr("the last night") if n == 1 else PairingMessages.tr("the last %n night(s)", "", n)
    if why.kind == HAND:
        #: Why two players play each other: the secretary paired them.
        return PairingMessages.tr("paired by hand")
    if why.kind == CLOSEST:
        #: Why two players play each other: the nearest in strength among those not met lately.
        return PairingMessages.tr("closest not met in {nights}").format(nights=nights)
    if why.kind == NOT_MET:
        return PairingMessages.tr("not met in {nights}; the nearer players were needed on other boards").format(
            nights=nights)
    if why.kind == TONIGHT:
        rounds = ", ".join(str(r) for r in why.rounds)
        #: {rounds}: the earlier rounds of tonight ("1" or "1, 2").
        return (PairingMessages.tr("already paired tonight (round {rounds}): no other pair left") if len(why.rounds) == 1
                else PairingMessages.tr("already paired tonight (rounds {rounds}): no other pair left")).format(
            rounds=rounds)
    # MET
    if why.games > 1:
        return PairingMessages.tr("met %n time(s) in {nights}: no closer pair left", "", why.games).format(nights=nights)
    if why.last is not None and 0 < (day - why.last).days <= 7:
        return PairingMessages.tr("met last week: no closer pair left")
    if why.last is not None:
        #: {date}: the day they last played each other.
        return PairingMessages.tr("met on {date}: no closer pair left").format(date=why.last)
    return PairingMessages.tr("met lately: no closer pair left")


# --------------------------------------------------------------------------------------------- boards
@dataclass(frozen=True, slots=True)
class Board:
    """One board of a pairing. `fixed`: paired by hand, kept when the rest of the room is paired again."""

    number: int
    black: int
    white: int
    handicap: int
    komi: float
    why: Why
    fixed: bool = False

    @property
    def players(self) -> tuple[int, int]:
        return (self.black, self.white)

    def to_json(self) -> dict[str, Any]:
        return {"board": self.number, "black": self.black, "white": self.white, "handicap": self.handicap,
                "komi": self.komi, "why": self.why.to_json(), "fixed": self.fixed}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Board:
        return cls(int(data["board"]), int(data["black"]), int(data["white"]), int(data.get("handicap", 0)),
                   float(data.get("komi", 0.0)), Why.from_json(data.get("why") or {}), bool(data.get("fixed", False)))


@dataclass(frozen=True, slots=True)
class Pairing:
    """A club night's round as paired (and kept in the club file): boards strongest first, and who sits out."""

    day: date
    round: int
    boards: tuple[Board, ...]
    bye: int | None = None
    nights: int = DEFAULT_NIGHTS
    bye_byes: int = 0  # the bye's earlier byes counted (for the words)
    cost: int = 0  # the matched part's total cost, in units
    created: datetime | None = None
    id: int | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)

    def players(self) -> list[int]:
        """Everyone in it, boards first (Black, White), then the bye."""
        out = [p for b in self.boards for p in b.players]
        return out + ([self.bye] if self.bye is not None else [])

    def board(self, number: int) -> Board | None:
        return next((b for b in self.boards if b.number == number), None)

    def board_of(self, player: int) -> Board | None:
        return next((b for b in self.boards if player in b.players), None)


def number_boards(pairs: Iterable[tuple[Entrant, Entrant, Any]], taken: Iterable[int] = ()) -> list[tuple[int, Entrant, Entrant, Any]]:
    """Board numbers from 1 by the stronger player's s, strongest first, skipping numbers `taken` (boards kept).

    Ties: the weaker player's s, then the player ids, so the numbering never depends on the order given.
    """
    def key(t: tuple[Entrant, Entrant, Any]) -> tuple[int, int, int, int]:
        a, b, _ = t
        hi, lo = (a, b) if (a.units, -a.player) >= (b.units, -b.player) else (b, a)
        return (-hi.units, -lo.units, hi.player, lo.player)

    used = set(taken)
    out = []
    n = 0
    for a, b, extra in sorted(pairs, key=key):
        n += 1
        while n in used:
            n += 1
        out.append((n, a, b, extra))
    return out
