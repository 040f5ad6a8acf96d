"""How well predictions came true: the plain maths of `clubrater evaluate` (rating-rules.md, "How well a
system predicts"), with no Qt, no SQL and no engine.

A prediction is p, the probability that Black wins; an outcome y is 1 (Black won), 0 (White won) or 0.5
(jigo, half a win). The controller gets p for each game from a system's own replay; everything a secretary
reads about it (log-loss, Brier score, how often the favourite won, the calibration bins with their
Wilson intervals, Black's share per handicap or rank gap, each player's wins against expectation) is
worked out here, so that the command line, the window and the printout say the same numbers.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from clubrater.domain.model import Result

CLIP = 1e-6  # p is kept this far from 0 and 1 for the logarithm only (a certain loss would cost infinity)
COIN = math.log(2)  # a coin toss's log-loss, 0.693: a system must do better than this to be worth anything
BINS = 10
EDGES = tuple(i / BINS for i in range(1, BINS))  # 0.1 ... 0.9: bin i holds i/10 <= p < (i + 1)/10, the last 1.0 too
Z95 = 1.959963984540054  # the normal quantile of a 95% two-sided interval
SCALE_LIMIT = 50.0  # SAGC's k is sought in [-50, 50] per rank: beyond, every prediction is already 0 or 1


class NoFit(ValueError):
    """No scale can be fitted: no warm-up game between players of different strength."""


def outcome(result: Result) -> float:
    """1 when Black won, 0 when White won, 0.5 for a jigo (it counts as half a win)."""
    return 1.0 if result is Result.BLACK else 0.0 if result is Result.WHITE else 0.5


def clamp(p: float) -> float:
    """p into [0, 1]: the classic GoR's Se falls below 0 for a very large gap (its formula, used as written)."""
    return 0.0 if p < 0.0 else 1.0 if p > 1.0 else p


def sigmoid(z: float) -> float:
    """1/(1 + e^-z) without overflow for any z."""
    if z >= 0.0:
        return 1.0 / (1.0 + math.exp(-z))
    e = math.exp(z)
    return e / (1.0 + e)


# ----------------------------------------------------------------------------------------- SAGC's one scale


def fit_scale(xs: Sequence[float], ys: Sequence[float]) -> float:
    """The k that maximises the likelihood of outcomes `ys` under p = 1/(1 + e^(-k x)).

    The log-likelihood is concave in k, so its maximum is where the slope sum x (y - p) is 0: Newton's
    method from k = 0, kept inside a bracket that each step narrows (bisection when Newton would leave
    it). When every game went to the side x favours the slope never reaches 0 and k runs to the limit
    (SCALE_LIMIT, by sign). Raises NoFit when no game has x != 0 (nothing to learn a scale from).
    """
    pairs = [(x, y) for x, y in zip(xs, ys) if x != 0.0]
    if not pairs:
        raise NoFit("no game between players of different strength")

    def slope_and_curve(k: float) -> tuple[float, float]:
        g = h = 0.0
        for x, y in pairs:
            p = sigmoid(k * x)
            g += x * (y - p)
            h += x * x * p * (1.0 - p)
        return g, h

    lo, hi = -SCALE_LIMIT, SCALE_LIMIT
    if slope_and_curve(hi)[0] >= 0.0:
        return hi
    if slope_and_curve(lo)[0] <= 0.0:
        return lo
    k = 0.0
    for _ in range(200):
        g, h = slope_and_curve(k)
        if g == 0.0:
            return k
        if g > 0.0:
            lo = k
        else:
            hi = k
        step = k + g / h if h > 0.0 else math.nan
        nxt = step if lo < step < hi else (lo + hi) / 2
        if abs(nxt - k) <= 1e-14 * max(1.0, abs(k)) or hi - lo <= 1e-14 * max(1.0, abs(k)):
            return nxt
        k = nxt
    return k


# ----------------------------------------------------------------------------------------- the scores


def log_loss(ps: Sequence[float], ys: Sequence[float]) -> float:
    """Mean of -(y ln p + (1 - y) ln(1 - p)), natural log, p clipped to [1e-6, 1 - 1e-6]; 0.693 is a coin."""
    total = 0.0
    for p, y in zip(ps, ys):
        q = CLIP if p < CLIP else 1.0 - CLIP if p > 1.0 - CLIP else p
        total -= y * math.log(q) + (1.0 - y) * math.log(1.0 - q)
    return total / len(ps)


def brier(ps: Sequence[float], ys: Sequence[float]) -> float:
    """Mean of (p - y)^2: 0 is perfect, 0.25 what always saying 50% scores."""
    return sum((p - y) ** 2 for p, y in zip(ps, ys)) / len(ps)


def favourite_won(p: float, y: float) -> float:
    """1 when the side p favours won, 0 when it lost, 0.5 for a jigo or when p = 0.5 favours nobody."""
    if y == 0.5 or p == 0.5:
        return 0.5
    return 1.0 if (p > 0.5) == (y == 1.0) else 0.0


def prediction_rate(ps: Sequence[float], ys: Sequence[float]) -> float:
    """The share of games the favourite won (a jigo, or a game with no favourite, counts half)."""
    return sum(favourite_won(p, y) for p, y in zip(ps, ys)) / len(ps)


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a share `successes`/n (jigos make successes fractional); (0, 1) for n = 0."""
    if n <= 0:
        return 0.0, 1.0
    share = successes / n
    z2 = z * z
    centre = (share + z2 / (2 * n)) / (1 + z2 / n)
    half = z / (1 + z2 / n) * math.sqrt(max(share * (1 - share) / n + z2 / (4 * n * n), 0.0))
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True, slots=True)
class CalibrationBin:
    """Games whose p fell in [low_edge, high_edge): their mean p against how often Black really won."""

    low_edge: float
    high_edge: float
    games: int
    predicted: float | None  # mean p (None: no game in the bin)
    observed: float | None  # Black's share, a jigo half
    low: float | None  # the 95% Wilson interval of `observed`
    high: float | None


def calibration_bin(p: float) -> int:
    """Which of the ten bins p falls in: 0 for [0, 0.1), ..., 9 for [0.9, 1]."""
    return bisect_right(EDGES, p)


def calibration(ps: Sequence[float], ys: Sequence[float]) -> list[CalibrationBin]:
    """The ten bins of p ([0, 0.1) ... [0.9, 1]), each with its games, mean p and observed share."""
    count = [0] * BINS
    p_sum = [0.0] * BINS
    y_sum = [0.0] * BINS
    for p, y in zip(ps, ys):
        i = calibration_bin(p)
        count[i] += 1
        p_sum[i] += p
        y_sum[i] += y
    out = []
    for i in range(BINS):
        n = count[i]
        lo_edge, hi_edge = i / BINS, (i + 1) / BINS
        if not n:
            out.append(CalibrationBin(lo_edge, hi_edge, 0, None, None, None, None))
            continue
        low, high = wilson(y_sum[i], n)
        out.append(CalibrationBin(lo_edge, hi_edge, n, p_sum[i] / n, y_sum[i] / n, low, high))
    return out


@dataclass(frozen=True, slots=True)
class Share:
    """Black's observed share of the games with one key (stones, or a rank gap), a jigo half."""

    key: int
    games: int
    black_share: float
    low: float  # its 95% Wilson interval
    high: float


def shares(keys: Iterable[int], ys: Iterable[float]) -> list[Share]:
    """Black's share per key, keys in ascending order, only keys that have games."""
    count: dict[int, int] = {}
    wins: dict[int, float] = {}
    for k, y in zip(keys, ys):
        count[k] = count.get(k, 0) + 1
        wins[k] = wins.get(k, 0.0) + y
    return [Share(k, count[k], wins[k] / count[k], *wilson(wins[k], count[k])) for k in sorted(count)]


def whole_rank(v: float) -> int:
    """A gap rounded to the nearest whole rank, a half up (2.5 -> 3, -2.5 -> -2)."""
    return math.floor(v + 0.5)


@dataclass(frozen=True, slots=True)
class PlayerScore:
    """One player over the scored games: wins (a jigo half) against the wins the predictions expected."""

    player: int
    games: int
    wins: float
    expected: float
    z: float | None  # (wins - expected) / sqrt(sum p(1 - p)); None when every p was 0 or 1 (no spread)


def player_scores(blacks: Sequence[int], whites: Sequence[int], ps: Sequence[float],
                  ys: Sequence[float]) -> list[PlayerScore]:  # fmt: skip
    """Every player of the scored games, highest z first (None last; ties by player id)."""
    games: dict[int, int] = {}
    wins: dict[int, float] = {}
    expected: dict[int, float] = {}
    spread: dict[int, float] = {}
    for b, w, p, y in zip(blacks, whites, ps, ys):
        v = p * (1.0 - p)
        for pid, mine, got in ((b, p, y), (w, 1.0 - p, 1.0 - y)):
            games[pid] = games.get(pid, 0) + 1
            wins[pid] = wins.get(pid, 0.0) + got
            expected[pid] = expected.get(pid, 0.0) + mine
            spread[pid] = spread.get(pid, 0.0) + v
    out = []
    for pid, n in games.items():
        s = spread[pid]
        z = (wins[pid] - expected[pid]) / math.sqrt(s) if s > 0.0 else None
        out.append(PlayerScore(pid, n, wins[pid], expected[pid], z))
    out.sort(key=lambda r: (r.z is None, -(r.z or 0.0), r.player))
    return out


def warm_up_games(count: int, fraction: float) -> int:
    """How many of `count` games the warm-up takes: the fraction, rounded down, on the decimal the secretary
    gave (0.29 of 100 is 29, where the float product 28.999... would give 28)."""
    return math.floor(Fraction(repr(float(fraction))) * count)


__all__ = [
    "BINS", "CLIP", "COIN", "CalibrationBin", "NoFit", "PlayerScore", "Share", "brier", "calibration",
    "calibration_bin", "clamp", "favourite_won", "fit_scale", "log_loss", "outcome", "player_scores",
    "prediction_rate", "shares", "sigmoid", "warm_up_games", "whole_rank", "wilson",
]
