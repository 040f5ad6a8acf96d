"""EGF GoR, system since 2021 (seed 003, spec "EGF - GoR, system since 2021").

Same events, ordering, starting ratings and class weights as the classic system, so the event
replay is egf.EventReplayEngine's; only the per-game formula and the limits differ: no eps, no
100-point cap, no reset, floor -900 (30k), starting ratings down to 30k = -900.

The formulas have no value at R >= 3300 (ln of a non-positive number, a fractional power of a
negative one); a rating, or a stone-taker's effective rating, within 1 point of 3300 or above is
taken as 3299 there. Real ratings never come near (9p = 2940).
"""

from __future__ import annotations

import math

from clubrater.domain.model import RatingSystem
from clubrater.domain.ranks import Rank
from clubrater.engines.egf import CLASS_WEIGHTS, EventReplayEngine, _rank_for, _Rated, handicap_bonus, is_listed

__all__ = [
    "CLASS_WEIGHTS",
    "FLOOR",
    "Egf2021Engine",
    "beta",
    "bonus",
    "con",
    "expected_score",
    "is_listed",
    "rank_for_rating",
    "starting_rating",
]

FLOOR = -900.0
_TOP = 3300.0
_ORD_30K = 0


def _room(r: float) -> float:
    """3300 - r, kept at least 1 so that ln and the power stay defined."""
    x = _TOP - r
    return x if x > 1.0 else 1.0


def beta(r: float) -> float:
    """The rating mapping of the Bradley-Terry formula: -7 ln(3300 - r)."""
    return -7 * math.log(_room(r))


def con(r: float) -> float:
    """((3300 - r)/200)^1.6 at the player's own rating."""
    return (_room(r) / 200) ** 1.6


def bonus(r: float) -> float:
    """ln(1 + exp((2300 - r)/80))/5, the anti-deflation term; computed without overflow for very low r."""
    y = (2300 - r) / 80
    if y > 36.0:  # ln(1 + e^y) = y + ln(1 + e^-y), and e^-y is below the float resolution of y
        return y / 5
    return math.log1p(math.exp(y)) / 5


def expected_score(rating: float, opponent: float, handicap: int = 0) -> float:
    """This player's Se; handicap > 0: stones received (Black), < 0: given. Handicap acts inside beta only."""
    me = rating + handicap_bonus(handicap)
    other = opponent + handicap_bonus(-handicap)
    return 1 / (1 + math.exp(beta(other) - beta(me)))


def starting_rating(rank: Rank) -> float:
    """Kyu k -> 2100 - 100k down to 30k = -900, dan d -> 2000 + 100d, pro p -> 2700 + 30(p - 1)."""
    return _start_by_ordinal(rank.ordinal)


def _start_by_ordinal(o: int) -> float:
    if o < 0:
        return 100.0  # no rank at all: 20k's rating, as in the classic engine
    if o < 30:
        return float(2100 - 100 * (30 - o))
    if o <= 38:
        return float(2000 + 100 * (o - 29))
    return float(2700 + 30 * (o - 40))


def rank_for_rating(r: float) -> Rank:
    """The amateur rank whose nominal rating is nearest (1d for 2050 <= r < 2150), clamped to 30k..9d."""
    return _rank_for(r, _ORD_30K)


class Egf2021Engine(EventReplayEngine):
    """GoR since 2021: Bradley-Terry Se on beta, con and bonus at the player's own pre-event rating."""

    system = RatingSystem.EGF2021
    value_label = "GoR"
    floor: float = FLOOR
    max_event_loss: float | None = None
    resets: bool = False
    lowest_ordinal: int = _ORD_30K

    def _start(self, ordinal: int) -> float:
        return _start_by_ordinal(ordinal)

    def _rate_unit(self, games: list[_Rated], pre: list[float], players: list[int]) -> tuple[list[float], list[float]]:
        """Every game on pre-event ratings: change = w (con (S - Se) + bonus); Se inlined as in `expected_score`."""
        exp = math.exp
        log = math.log
        log1p = math.log1p
        # Per player beta, con and bonus (the same expressions as the functions), by place in the unit.
        k = len(pre)
        betas = [0.0] * k
        cons = [0.0] * k
        bonuses = [0.0] * k
        delta = [0.0] * k
        for p in players:
            r = pre[p]
            x = _TOP - r
            x = x if x > 1.0 else 1.0  # _room(r)
            y = (2300 - r) / 80
            betas[p] = -7 * log(x)
            cons[p] = (x / 200) ** 1.6
            bonuses[p] = y / 5 if y > 36.0 else log1p(exp(y)) / 5
        out: list[float] = []
        append = out.append
        for _gid, b, w, sb, hb, wt in games:
            beta_b = betas[b]
            if hb:
                x = _TOP - (pre[b] + hb)
                beta_b = -7 * log(x if x > 1.0 else 1.0)
            e = exp(betas[w] - beta_b)
            e1 = 1 + e
            seb = 1 / e1
            sew = e / e1  # = 1 / (1 + exp(beta_b - beta_w)), without a second exp
            cb = wt * (cons[b] * (sb - seb) + bonuses[b])
            cw = wt * (cons[w] * ((1 - sb) - sew) + bonuses[w])
            delta[b] += cb
            delta[w] += cw
            append(cb)
            append(cw)
        return out, delta
