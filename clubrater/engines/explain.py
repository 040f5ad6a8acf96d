"""Why a player's value changed by one game: the factors, recomputed from the state before it.

The engines keep only before / change / after per game (their hot loops must not build more).
This module recomputes one game's factors from that state with the engines' own public
functions, so a record sheet or the published site can answer "why did my index change?".
Tests check that the product of these factors is the engine's own change for every game of
whole replays, so an explanation can never disagree with the rating it explains.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from clubrater.domain.model import Game, GameType, RatingSystem, Result
from clubrater.domain.ranks import rank_from_ordinal
from clubrater.engines import sagc


# --------------------------------------------------------------------- SAGC
@dataclass(frozen=True, slots=True)
class SagcWhy:
    """One side of a SAGC game: seed 001's factors and what the floors did with the change."""

    lf: Fraction
    gsf: Fraction
    of: Fraction
    grf: Fraction
    hf: Fraction
    x: int
    opponent_x: int
    effective_handicap: int
    differential: int  # before clamping to +-4 ("> +3", "< -3")
    zone: str  # "promotion" (index >= 0) or "demotion"
    outcome: str  # "win", "loss" or "jigo"
    previous_meetings: int  # times the opponent is among the player's previous ten games
    change: int  # the product, truncated toward zero (record sheet column 8)
    rank_before: int  # ordinals
    index_before: int
    rank_after: int
    index_after: int
    floor: int | None  # the demotion floor that clamped a loss, if one did
    rated: bool

    @property
    def product(self) -> Fraction:
        return self.lf * self.gsf * self.of * self.grf * self.hf

    @property
    def promoted(self) -> bool:
        return self.rank_after > self.rank_before

    @property
    def demoted(self) -> bool:
        return self.rank_after < self.rank_before


def sagc_why(
    game: Game, black: bool, rank_before: int, index_before: int, opponent_rank: int, previous: Sequence[int]
) -> SagcWhy:
    """Seed 001's formula for one side of `game`, from that player's state before it.

    `previous` is the player's last ten opponents (ids, oldest first) before this game, counting
    every earlier game with a result, free games included (seed 001: they count for OF).
    """
    opp = game.white if black else game.black
    meetings = previous[-10:].count(opp)
    if game.result is Result.JIGO:
        won: bool | None = None
        outcome = "jigo"
    else:
        won = (game.result is Result.BLACK) == black
        outcome = "win" if won else "loss"
    lf, gsf, of, g, hf, x, ox, e, diff, change, _product = _sagc_factors(
        rank_before, opponent_rank, game.handicap, game.komi, game.type, meetings, index_before >= 0, won, black)
    rated = gsf != 0
    if not rated:
        change = 0
        r1, i1 = rank_before, index_before
    else:
        r1, i1 = sagc.apply_change(rank_before, index_before, change)
    floor = None
    if rated and change < 0 and r1 == rank_before and i1 > index_before + change:
        floor = i1  # the loss stopped at a floor (or 30k's -999)
    return SagcWhy(lf, gsf, of, g, hf, x, ox, e, diff, "promotion" if index_before >= 0 else "demotion", outcome,
                   meetings, change, rank_before, index_before, r1, i1, floor, rated)


@lru_cache(maxsize=65536)
def _sagc_factors(rank: int, opponent_rank: int, handicap: int, komi: float, game_type: GameType, meetings: int,
                  promotion_zone: bool, won: bool | None, black: bool) -> tuple:
    """Seed 001's five factors, their truncated product (the change) and the product (a float); a club has few
    distinct combinations, so cached (and each factor on its own: a big club's record sheets meet some 40,000
    combinations of a few dozen factors each)."""
    x = _stones(rank)
    ox = _stones(opponent_rank)
    e = _effective(handicap, komi)
    diff = x - ox - (e if black else -e)
    of = _OF[meetings]
    g = _grf(promotion_zone, won, max(-4, min(4, diff)))
    lf = _lf(x)
    gsf = sagc.GSF[game_type]
    hf = _hf(e)
    # The product on the factors' numerators and denominators (four Fraction products, each reduced by a gcd,
    # cost more than the rest of a combination): exact, truncated toward zero as int() of a Fraction is.
    n = lf.numerator * gsf.numerator * of.numerator * g.numerator * hf.numerator
    d = lf.denominator * gsf.denominator * of.denominator * g.denominator * hf.denominator
    change = n // d if n >= 0 else -(-n // d)
    return lf, gsf, of, g, hf, x, ox, e, diff, change, n / d


@lru_cache(maxsize=64)
def _stones(rank: int) -> int:
    return rank_from_ordinal(rank).stones_below_7d


@lru_cache(maxsize=4096)
def _effective(handicap: int, komi: float) -> int:
    return sagc.effective_handicap(handicap, komi)


_OF = tuple(max(Fraction(1, 10), 1 - Fraction(m, 10)) for m in range(11))  # by meetings in the last ten games


@lru_cache(maxsize=64)
def _grf(promotion_zone: bool, won: bool | None, differential: int) -> Fraction:
    return sagc.grf(0 if promotion_zone else -1, won, differential)


@lru_cache(maxsize=64)
def _lf(x: int) -> Fraction:
    return sagc.level_factor(x)


@lru_cache(maxsize=64)
def _hf(e: int) -> Fraction:
    return sagc.handicap_factor(e)


sagc_factors = _sagc_factors  # for a caller explaining many games that keeps its own words per combination (the site)


def sagc_last_ten(games: Sequence[Game], player: int) -> dict[int, tuple[int, ...]]:
    """Each of `player`'s games (replay order) -> their last ten opponents before it, as the engine counts them."""
    out: dict[int, tuple[int, ...]] = {}
    last: tuple[int, ...] = ()
    for g in games:
        if player not in (g.black, g.white):
            continue
        out[g.id] = last
        if g.result is None:
            continue
        opp = g.white if g.black == player else g.black
        last = (last[1:] if len(last) == 10 else last) + (opp,)
    return out


# --------------------------------------------------------------------- EGF (both systems)
@dataclass(frozen=True, slots=True)
class EgfWhy:
    se: float  # expected score
    score: float  # 1, 0 or 0.5
    con: float
    bonus: float  # anti-deflation bonus (2021 system); 0 in the classic one
    weight: float  # class weight: A 1, B 0.75, C 0.5, D 0.25
    handicap_bonus: float  # rating points the stone-taker's effective rating rises by
    before: float  # pre-event rating
    opponent_before: float
    change: float


def egf_why(system: RatingSystem, game: Game, black: bool, before: float, opponent_before: float, klass: str) -> EgfWhy:
    """Se, con, bonus and class weight of one side of a rated game, on the pre-event ratings."""
    from clubrater.engines import egf, egf2021

    h = game.handicap if black else -game.handicap
    score = 0.5 if game.result is Result.JIGO else (1.0 if (game.result is Result.BLACK) == black else 0.0)
    weight = egf.CLASS_WEIGHTS[klass.upper()]
    hb = egf.handicap_bonus(game.handicap) if black else 0.0
    if system == RatingSystem.EGF2021:
        se = egf2021.expected_score(before, opponent_before, h)
        c, b = egf2021.con(before), egf2021.bonus(before)
        change = weight * (c * (score - se) + b)
    else:
        se = egf.expected_score(before, opponent_before, h)
        c, b = egf.con(before), 0.0
        change = weight * c * (score - se)
    return EgfWhy(se, score, c, b, weight, hb, before, opponent_before, change)


# --------------------------------------------------------------------- FESA
@dataclass(frozen=True, slots=True)
class FesaWhy:
    expected: float
    score: float
    k: int
    bonus: float  # development bonus paid with this game (0 when not)
    upset: bool  # the upset rule's gain was larger than K x (S - E)
    before: float
    opponent: float  # the opponent's rating as rated (after the tournament, soft floor, handicap)
    change: float


def fesa_why(before: float, opponent: float, score: float, bonus_count: int) -> FesaWhy:
    """Expected score, K and development bonus of one game rated by formula (1) of seed 002."""
    from clubrater.engines import fesa

    kk = fesa.k(before)
    e = fesa.f(before, opponent)
    change = float(fesa.game_change(before, int(opponent), score, bonus_count))
    paid = bonus_count < fesa.BONUS_GAMES and before < 1800
    bonus = (1800 - before) / 200 if paid else 0.0
    normal = kk * (score - e)
    upset = score == 1 and opponent > before and abs(change - bonus - normal) > 1e-9
    return FesaWhy(e, score, kk, bonus, upset, before, opponent, change)


def is_free(game: Game) -> bool:
    return game.type is GameType.FREE


__all__ = ["EgfWhy", "FesaWhy", "SagcWhy", "egf_why", "fesa_why", "sagc_factors", "sagc_last_ten", "sagc_why"]
