"""FESA Elo for shogi (seed 002), as the federation's own program computes it.

A tournament is rated at once. Every player's games are taken in round order
with the rating before each game (pr) and the opponent's rating after the
tournament (or); since `or` depends on everybody's result, the whole tournament
is re-rated until one sweep changes nobody's rating (at most MAX_SWEEPS).
Players sweep in order of first appearance, as the program sweeps its table,
each seeing the latest values of those before them.

Where the seed leaves a point open, the program's files decide (spec: FESA).
Where seed 002 and the program's real outputs (shared fixtures) disagree, the
outputs win; each such point says "Program:" in a comment below:
- Performance rating: a player whose first tournament it is, or who has fewer
  than 9 games counting this tournament, or whose prior results are all wins
  or all losses, is rated on the list of every game so far (opponent's rating
  after that event, result). The list is what the program keeps in GAMES.
- The prior grade's two games (section 3) are in that list as (MP, 0) and
  (MP, 1), and count among the games (the fixtures' game counts include them).
- BONUS-COUNT counts games rated by the formula of section 1 (at most 100):
  the development bonus stops after those 100 games.
- The 400 soft floor is applied to opponents' ratings when a game is rated and
  when it is stored in the performance list; the hard floor 1 applies to
  performance ratings (and here to every rating, as the seed says).
- Numbers: the program adds exact fractions until the first float (CL
  contagion) and rounds half to even; the handicap grade scale is computed in
  single precision. Both are reproduced so that ties round the same way.
"""

from __future__ import annotations

import math
import struct
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import date
from fractions import Fraction
from typing import Any

from clubrater.domain.model import Adjustment, Game, GameType, History, Player, RatingSystem, Result
from clubrater.domain.shogi import (
    DAN_GAMES,
    MAX_ORDINAL,
    NEVER,
    Grade,
    GradeError,
    PieceHandicap,
    grade_from_ordinal,
    grade_label,
    midpoint,
    parse_grade,
    parse_piece_handicap,
    row,
)
from clubrater.engines.base import (
    AdjustmentRating,
    Checkpoint,
    Engine,
    GameRatings,
    PlayerState,
    Replay,
    checkpoint_stride,
    kept_in_snapshots,
    paused_gc,
)

U_LIMIT = 9  # fewer games than this (this tournament included): performance rating; grades from here
E_LIMIT = 18  # from this many games: the three routes to a grade (7a)
BONUS_GAMES = 100  # the development bonus is paid for this many games rated by formula (1)
SOFT_FLOOR = 400
HARD_FLOOR = 1
MAX_SWEEPS = 100  # stop rule: a sweep that changes nobody, or this many sweeps (the last one stands)

# ----------------------------------------------------------------- section 1, 4, 5


def f(pr: float, or_: float) -> float:
    """Expected score of a player rated pr against a final rating or_ (section 1)."""
    return 1 / (1 + 10 ** ((or_ - pr) / 400))


def k(pr: float | Fraction) -> int:
    """K from the rating before the game (section 1)."""
    if pr >= 2240:
        return 16
    if pr >= 1920:
        return 20
    if pr >= 1560:
        return 24
    if pr >= 1280:
        return 28
    if pr >= 1040:
        return 32
    if pr >= 720:
        return 36
    return 40


def game_change(
    pr: int | Fraction | float, or_: int, result: Fraction | int | float, bonus_count: int = BONUS_GAMES
) -> Fraction | float:
    """One game's contribution (sections 1 and 5), with the program's arithmetic.

    `pr` is the rating before this game (tournament start + earlier games'
    unrounded changes), `or_` the opponent's effective final rating. The
    development bonus is paid while `bonus_count` < 100; pass 100 for none.
    Program: Common Lisp keeps the upset gain and the bonus as exact fractions
    and turns to floats only when a float enters; the same happens here, so
    that a total of exactly x.5 rounds to even as it did there.
    """
    kk = k(pr)
    normal = kk * (float(result) - 1.0 / (1.0 + 10.0 ** ((or_ - pr) / 400.0)))
    bonus = bonus_count < BONUS_GAMES and pr < 1800
    if isinstance(pr, float):
        upset = kk * (or_ - pr) / 160
        base = upset if result == 1 and or_ > pr and upset > normal else normal
        return base + (1800 - pr) / 200 if bonus else base
    if result == 1 and or_ > pr:
        exact = Fraction(kk * (or_ - pr)) / 160
        if exact > normal:
            return exact + Fraction(1800 - pr) / 200 if bonus else exact
    return normal + float(Fraction(1800 - pr) / 200) if bonus else normal


# ----------------------------------------------------------------- section 2


def _solve(games: Sequence[tuple[int, float]]) -> int:
    """The 0-point of g(x) by the program's Newton iteration, from the first opponent's rating."""
    guess = float(games[0][0])
    limit = 0.001
    scale = math.log(10) / 400
    for _ in range(100_000):  # converges in a handful; the bound only guards against a pathological list
        a = b = 0.0
        for opp, res in games:
            u1 = 10.0 ** max(-300.0, min(300.0, (opp - guess) / 400.0))  # never overflows
            u2 = 1 / (1 + u1)
            a += res - u2
            b += u1 * u2 * u2
        mod = a / b / scale if b else math.copysign(800.0, a)
        mod = max(-800.0, min(800.0, mod))
        limit += 0.0001
        if abs(mod) < limit:
            return max(HARD_FLOOR, round(guess + mod))
        guess += mod
    return max(HARD_FLOOR, round(guess))


def performance_rating(games: Sequence[tuple[int, Fraction | int | float]]) -> int:
    """Section 2 over (opponent's rating, result) pairs: all losses 1, all wins add a dummy draw.

    The dummy draw is against the highest-rated opponent (the first such, put
    first in the list, where the program's iteration starts).
    """
    if not games:
        return HARD_FLOOR
    norm = [(o, float(r)) for o, r in games]
    if all(r == 0 for _, r in norm):
        return HARD_FLOOR
    if all(r == 1 for _, r in norm):
        best = max(norm, key=lambda g: g[0])
        norm = [(best[0], 0.5), *norm]
    return _solve(norm)


# ----------------------------------------------------------------- section 8


def _f32(x: float) -> float:
    return struct.unpack("f", struct.pack("f", x))[0]


# Program: the grade scale starts at 0 for 20 kyu (the seed's table says 1; the hard floor is 1 anyway).
_DAN_LB = (0, *(row(Grade("dan", n)).lb for n in range(1, 10)), NEVER)
_KYU_LB = (0, *(row(Grade("kyu", n)).lb for n in range(1, 20)), 0)


def rating_to_grade_number(rating: int) -> float:
    """A rating as a fractional grade number on the LB scale (1 kyu = 14..15, 1 dan = 15..16), in single precision."""
    rating = min(rating, _DAN_LB[-1] - 1)
    if rating > _DAN_LB[1]:
        i = next(n for n, lb in enumerate(_DAN_LB[1:]) if rating < lb)
        part = Fraction(rating - _DAN_LB[i], _DAN_LB[i + 1] - _DAN_LB[i])
        return _f32(_f32(14.0 + i) + _f32(float(part)))
    if rating > _KYU_LB[1]:
        return _f32(14.0 + _f32(float(Fraction(rating - _KYU_LB[1], _DAN_LB[1] - _KYU_LB[1]))))
    found = next((n for n, lb in enumerate(_KYU_LB[1:]) if rating > lb), None)
    if found is None:
        return 0.0
    i = found
    part = Fraction(rating - _KYU_LB[i + 1], _KYU_LB[i] - _KYU_LB[i + 1])
    return _f32(_f32(14.0 - i) + _f32(float(part)))


def grade_number_to_rating(nr: float) -> int:
    """The inverse of rating_to_grade_number, rounded half to even as the program does."""
    main = math.floor(nr)
    part = nr - main
    if main >= 15:
        main = min(main, 14 + len(_DAN_LB) - 2)
        lb, ub = _DAN_LB[main - 14], _DAN_LB[main - 13]
    elif main == 14:
        lb, ub = _KYU_LB[1], _DAN_LB[1]
    elif main >= -5:
        lb, ub = _KYU_LB[15 - main], _KYU_LB[14 - main]
    else:
        return 1
    return round(_f32(lb + _f32(part * (ub - lb))))


def handicapped_rating(rating: int, handicap: PieceHandicap | str) -> int:
    """The giver's rating less the handicap's grades, through the grades' lower bounds (section 8)."""
    h = parse_piece_handicap(handicap) if isinstance(handicap, str) else handicap
    if h is None:
        return rating
    return grade_number_to_rating(_f32(rating_to_grade_number(rating) - _f32(h.value)))


def handicap_effect(rating: int, handicap: PieceHandicap | str) -> int:
    """How much the handicap is worth to a giver rated `rating`: the rook moves an 1800 to 1550, effect 250."""
    return rating - handicapped_rating(rating, handicap)


def expected_sente(black: int, white: int, handicap: PieceHandicap | str | None = None) -> float:
    """Sente's (Black's) expected score in one game: section 1's f as the rating of a tournament computes it
    for Black (White's rating at least the soft floor 400, and a handicap giver, White, at his handicapped
    rating), on the ratings both players brought to the tournament. What `clubrater evaluate` predicts a FESA
    game with: nothing of the tournament itself is known before it."""
    h = _handicap(handicap) if isinstance(handicap, str) else handicap
    other = max(SOFT_FLOOR, white)
    if h is not None:
        other = handicapped_rating(other, h)
    return f(black, other)


# ----------------------------------------------------------------- player state


@dataclass(frozen=True, slots=True)
class _Stat:
    """One player's state between tournaments; never changed in place, so a checkpoint can keep it as it is."""

    rating: int  # 0 = not rated yet
    games: int | tuple[tuple[int, float, Any], ...]  # a count, or the performance list (program order); 1/2 is 0.5
    bonus: int
    grade: int  # ordinal, 0 = none
    prior: Grade | None
    lb: tuple[int, bool] | None
    mp: int | None
    last_played: date | None
    last_rated: date | None
    dan: tuple[tuple[int, tuple[int, ...]], ...]  # per 7b threshold: (games, up to two distinct opponents)

    @property
    def count(self) -> int:
        return self.games if isinstance(self.games, int) else len(self.games)


def _packed(s: _Stat) -> list[Any]:
    """A player's state as plain values for the rating snapshot (`_unpacked` is its inverse; issue 29)."""
    return [s.rating, s.games if isinstance(s.games, int) else [list(g) for g in s.games], s.bonus, s.grade,
            None if s.prior is None else [s.prior.kind, s.prior.level], None if s.lb is None else list(s.lb), s.mp,
            s.last_played.toordinal() if s.last_played else 0, s.last_rated.toordinal() if s.last_rated else 0,
            [[c, list(o)] for c, o in s.dan]]


def _unpacked(x: list[Any]) -> _Stat:
    games, prior, lb = x[1], x[4], x[5]
    return _Stat(x[0], games if isinstance(games, int) else tuple(tuple(g) for g in games), x[2], x[3],
                 None if prior is None else Grade(prior[0], prior[1]), None if lb is None else (lb[0], lb[1]), x[6],
                 date.fromordinal(x[7]) if x[7] else None, date.fromordinal(x[8]) if x[8] else None,
                 tuple((c, tuple(o)) for c, o in x[9]))


# the checkpoints' state: a FESA club of any size opens from its snapshot (issue 29)
kept_in_snapshots("fesa.stat", _Stat, _packed, _unpacked)

_DAN_THRESHOLDS = tuple(sorted({v[1] for v in DAN_GAMES.values()}))


def brought_rating(stat: _Stat) -> int | None:
    """The rating a player brings to a tournament: his rating, or for a newcomer his prior grade's midpoint (the
    rating the program counts his prior grade's two games against); None when he has neither."""
    if stat.rating:
        return stat.rating
    return midpoint(stat.prior) if stat.prior is not None else None


def _grade_ord(text: str | None) -> int:
    try:
        g = parse_grade(text)
    except GradeError:
        return 0
    return g.ordinal if g is not None and g.kind != "pro" else 0


def _prior(text: str | None) -> Grade | None:
    try:
        return parse_grade(text)
    except GradeError:
        return None


def start_stat(player: Player) -> _Stat:
    """A player's state before this history: taken over (start_state) or new."""
    s = player.start_state
    prior = _prior(player.grade) if player.grade else None
    if not s:
        return _Stat(0, 0, 0, 0, prior, None, None, None, None, ((0, ()),) * len(_DAN_THRESHOLDS))
    raw = s.get("games", 0)
    games: int | tuple = int(raw) if isinstance(raw, int | float) else tuple(
        (int(g[0]), float(g[1]), g[2] if len(g) > 2 else 1) for g in raw
    )
    lb = s.get("lb_count")
    last = s.get("last_played")
    dan = s.get("dan_games")
    return _Stat(
        rating=int(s.get("rating") or 0),
        games=games,
        bonus=int(s.get("bonus_count") or 0),
        grade=_grade_ord(s.get("grade")),
        prior=prior if prior is not None else _prior(s.get("prior_grade")),
        lb=(int(lb[0]), bool(lb[1])) if lb else None,
        mp=s.get("mp_count"),
        last_played=_date(last),
        last_rated=_date(last),
        dan=tuple((int(c), tuple(o)) for c, o in dan) if dan else ((0, ()),) * len(_DAN_THRESHOLDS),
    )


def _date(text: Any) -> date | None:
    if isinstance(text, date):
        return text
    try:
        return date.fromisoformat(text) if isinstance(text, str) and text else None
    except ValueError:
        return None


def state_dict(stat: _Stat) -> dict[str, Any]:
    """A player's state in the reader's start_state form (JSON-serialisable)."""
    games: int | list = stat.games if isinstance(stat.games, int) else [
        [o, int(r) if r in (0, 1) else r, w] for o, r, w in stat.games
    ]
    return {
        "rating": stat.rating,
        "games": games,
        "bonus_count": stat.bonus,
        "grade": grade_label(grade_from_ordinal(stat.grade)),
        "prior_grade": grade_label(stat.prior),
        "lb_count": list(stat.lb) if stat.lb is not None else None,
        "mp_count": stat.mp,
        "last_played": stat.last_played.isoformat() if stat.last_played else None,
        "dan_games": [[c, list(o)] for c, o in stat.dan],
    }


# ----------------------------------------------------------------- section 7


def _column(name: str) -> tuple[int, ...]:
    """A column of the grade table by ordinal (index 0 and beyond 9 dan: NEVER), for the hot loop."""
    return (NEVER, *(getattr(row(o), name) for o in range(1, MAX_ORDINAL + 1)), NEVER, NEVER)


_LB, _MP, _UB, _N_LB, _N_MP = (_column(c) for c in ("lb", "mp", "ub", "n_lb", "n_mp"))
_LB = (NEVER, 0, *_LB[2:])  # Program: 20 kyu's LB is 0 (the seed's table: 1), as on the handicap scale


@dataclass(slots=True)
class _Grading:
    """The grade part of a player's state while section 7 runs over a tournament's games."""

    grade: int
    lb: tuple[int, bool] | None
    mp: int | None
    dan: tuple[tuple[int, tuple[int, ...]], ...]
    dan_rule: bool

    def allowed(self, target: int) -> bool:
        """7b: a dan grade also needs games against the grade below's MP, against more than one opponent."""
        need = DAN_GAMES.get(target)
        if need is None or not self.dan_rule:
            return True
        count, opponents = self.dan[_DAN_THRESHOLDS.index(need[1])]
        return count >= need[0] and len(opponents) > 1

    def promote(self) -> None:
        self.grade += 1
        self.lb = self.mp = None

    def test(self, rating: Fraction | int) -> None:
        """From 18 games: UB, or MP for #MP games, or LB for #LB games having reached MP once."""
        while True:
            target = self.grade + 1
            if target > MAX_ORDINAL:
                return
            if rating >= _UB[target] and self.allowed(target):
                self.promote()
                continue
            if rating >= _MP[target]:
                if self.mp is not None and self.lb is not None:
                    self.lb = (self.lb[0] + 1, self.lb[1])
                    self.mp += 1
                elif self.lb is not None:
                    self.lb = (self.lb[0] + 1, True)
                    self.mp = 1
                else:
                    self.lb, self.mp = (1, True), 1
            elif rating >= _LB[target]:
                self.lb = (self.lb[0] + 1, self.lb[1]) if self.lb is not None else (1, False)
                self.mp = None
            else:
                self.lb = self.mp = None
                return
            if not self._above_limit(target):
                return
            self.promote()  # and test the same game again for the next grade

    def _above_limit(self, target: int) -> bool:
        if self.lb is None:
            return False
        by_lb = self.lb[0] >= _N_LB[target] and self.lb[1]
        by_mp = self.mp is not None and self.mp >= _N_MP[target]
        return (by_lb or by_mp) and self.allowed(target)

    def test_early(self, rating: Fraction | int) -> None:
        """9 to 17 games: a grade when the rating reaches the UB of the grade above it."""
        while self.grade + 2 <= MAX_ORDINAL and rating >= _UB[self.grade + 2] and self.allowed(self.grade + 1):
            self.promote()


def grade_after(grading: _Grading, start: int, end: int, games: int, total: int) -> None:
    """Section 7 after a tournament: its change divided equally over its games, then "bound to get it".

    `games` are the tournament's games as the program counts them (for a
    performance-rated player: the whole list), `total` the player's game count after it.
    """
    if games:
        for n in range(1, games + 1):
            played = total - games + n
            num = start * games + (end - start) * n
            rating: int | Fraction = num // games if num % games == 0 else Fraction(num, games)
            if played >= E_LIMIT:
                grading.test(rating)
            elif played >= U_LIMIT:
                grading.test_early(rating)
    if total >= E_LIMIT:
        # Bound to get it: still promoted after 20 more games all lost by a full K.
        worst = replace(grading)
        rating = end
        for _ in range(20):
            rating -= k(rating)
            worst.test(rating)
            if worst.lb is None:  # below LB: every later (lower) rating stays there
                break
        if worst.grade != grading.grade:
            grading.promote()


# ----------------------------------------------------------------- the engine


def _rated(game: Game, history: History) -> bool:
    if game.result is None or game.type is GameType.FREE:
        return False
    if game.event is not None:
        ev = history.events.get(game.event)
        if ev is not None and not ev.rated:
            return False
    return True


@dataclass(slots=True)
class _Unit:
    """One tournament (an event, or a date's games outside events), rated at once."""

    key: tuple[date, int]  # last game's date, smallest seq
    games: list[Game]


class FesaEngine(Engine):
    system = RatingSystem.FESA
    value_label = "Elo"
    integer_values = True

    def __init__(self, *, dan_rule: bool = True) -> None:
        # 7b (games against the grade below's MP): the FESA program never checked it; the seed asks for it.
        self.dan_rule = dan_rule

    def replay(self, history: History, start: Checkpoint | None = None, *, checkpoints: int = 64) -> Replay:
        with paused_gc():
            return self._replay(history, start, checkpoints)

    # -- timeline
    @staticmethod
    def _timeline(history: History) -> list[tuple[tuple[date, int], Any]]:
        """Units, unrated games and adjustments, in rating order (key date, then entry order)."""
        groups: dict[Any, list[Game]] = {}
        items: list[tuple[tuple[date, int], Any]] = []
        for g in history.games:
            if _rated(g, history):
                groups.setdefault(g.event if g.event is not None else ("date", g.date), []).append(g)
            else:
                items.append(((g.date, g.seq), g))
        for adj in history.adjustments:
            items.append(((adj.date, adj.seq), adj))
        for games in groups.values():
            key = (max(g.date for g in games), min(g.seq for g in games))
            games.sort(key=lambda g: (g.round if g.round is not None else 0, g.date, g.seq))
            items.append((key, _Unit(key, games)))
        items.sort(key=lambda it: it[0])
        return items

    def _replay(self, history: History, start: Checkpoint | None, checkpoints: int) -> Replay:
        items = self._timeline(history)
        if start is not None:
            stats: dict[int, _Stat] = dict(start.state)
            items = [it for it in items if it[0][0] > start.after]
        else:
            stats = {}
        for pid, p in history.players.items():
            if pid not in stats:
                stats[pid] = start_stat(p)

        raw: dict[int, tuple] = {}
        adjustments: dict[int, AdjustmentRating] = {}
        cps: list[Checkpoint] = []
        stride = checkpoint_stride(len(items), checkpoints)
        since = 0
        prev: date | None = None
        for (day, _), item in items:
            if day != prev:
                if since >= stride and prev is not None:
                    cps.append(Checkpoint(prev, dict(stats)))
                    since = 0
                prev = day
            since += 1
            if isinstance(item, _Unit):
                self._rate_unit(item, stats, raw)
            elif isinstance(item, Adjustment):
                self._adjust(item, stats, adjustments)
            else:
                self._unrated(item, stats, raw)
        if prev is not None:
            cps.append(Checkpoint(prev, dict(stats)))
        final = {pid: self._player_state(stats[pid]) for pid in history.players}
        return Replay(GameRatings(raw), adjustments, final, cps)

    @staticmethod
    def _player_state(s: _Stat) -> PlayerState:
        return PlayerState(
            rank=None, value=s.rating, games=s.count, last_played=s.last_played,
            grade=grade_label(grade_from_ordinal(s.grade)), last_rated=s.last_rated,
            extra={
                "bonus_count": s.bonus, "lb_count": list(s.lb) if s.lb else None, "mp_count": s.mp,
                "performance": not isinstance(s.games, int) or s.count == 0,
                "prior_grade": grade_label(s.prior), "state": state_dict(s),
            },
        )

    @staticmethod
    def _unrated(g: Game, stats: dict[int, _Stat], raw: dict[int, tuple]) -> None:
        b, w = stats[g.black], stats[g.white]
        if g.result is not None:
            for pid, s in ((g.black, b), (g.white, w)):
                if s.last_played is None or g.date > s.last_played:
                    stats[pid] = replace(s, last_played=g.date)
        raw[g.id] = (g.id, False, None, b.rating, 0, None, b.rating, None, w.rating, 0, None, w.rating, None)

    @staticmethod
    def _adjust(adj: Adjustment, stats: dict[int, _Stat], out: dict[int, AdjustmentRating]) -> None:
        """The secretary sets a rating: the player goes on from it (a list player keeps his list)."""
        s = stats[adj.player]
        after = int(round(adj.rating)) if adj.rating is not None else s.rating
        stats[adj.player] = replace(s, rating=after)
        out[adj.id] = AdjustmentRating(adj.id, adj.player, None, s.rating, None, after)

    # -- one tournament
    def _rate_unit(self, unit: _Unit, stats: dict[int, _Stat], raw: dict[int, tuple]) -> None:
        # Each participant's games in round order: (game, opponent, result, handicap, I give it).
        order: list[int] = []
        mine: dict[int, list[tuple[Game, int, float, PieceHandicap | None, bool]]] = {}
        for g in unit.games:
            h = _handicap(g.piece_handicap)
            rb = 1.0 if g.result is Result.BLACK else 0.0 if g.result is Result.WHITE else 0.5
            for pid, opp, res, gives in ((g.black, g.white, rb, False), (g.white, g.black, 1 - rb, True)):
                if pid not in mine:
                    mine[pid] = []
                    order.append(pid)
                mine[pid].append((g, opp, res, h, gives and h is not None))

        perf: dict[int, bool] = {}
        old: dict[int, list[tuple[int, float]]] = {}  # earlier results rated again (performance players)
        for pid in order:
            s = stats[pid]
            n = len(mine[pid])
            if s.count == 0:
                perf[pid] = True
                mp = midpoint(s.prior) if s.prior is not None else None
                old[pid] = [(mp, 0.0), (mp, 1.0)] if mp is not None else []
            elif isinstance(s.games, int):
                perf[pid] = False
            else:
                results = [r for _, r, _ in s.games]
                perf[pid] = (
                    all(r == 0 for r in results) or all(r == 1 for r in results) or s.rating == 0 or s.count + n < U_LIMIT
                )
                # Program: the list is pushed in front of this tournament's games, so it comes reversed.
                old[pid] = [(max(SOFT_FLOOR, o), r) for o, r, _ in reversed(s.games)] if perf[pid] else []

        value = {pid: 0 for pid in order}  # a performance rating, or the tournament's rounded change

        def current(pid: int) -> int:
            return value[pid] if perf[pid] else stats[pid].rating + value[pid]

        def opponents(pid: int) -> list[tuple[int, float]]:
            own = stats[pid].rating if not perf[pid] and stats[pid].rating else current(pid)
            out = list(old.get(pid, ()))
            for _, opp, res, h, gives in mine[pid]:
                o = max(SOFT_FLOOR, current(opp))
                if h is not None:
                    o = o + (own - handicapped_rating(own, h)) if gives else handicapped_rating(o, h)
                out.append((o, res))
            return out

        changes: dict[int, list[Fraction | float]] = {}
        for _ in range(MAX_SWEEPS):
            moved = False
            for pid in order:
                games = opponents(pid)
                if perf[pid]:
                    new = performance_rating(games)
                else:
                    s = stats[pid]
                    total: int | Fraction | float = 0
                    steps: list[Fraction | float] = []
                    for n, (o, res) in enumerate(games):
                        step = game_change(s.rating + total, o, res, s.bonus + n)
                        steps.append(step)
                        total += step
                    changes[pid] = steps
                    new = round(total)
                if new != value[pid]:
                    moved = True
                    value[pid] = new
            if not moved:
                break

        after: dict[int, _Stat] = {}
        details: dict[int, dict[str, Any]] = {}
        for pid in order:
            s = stats[pid]
            games = opponents(pid)
            n = len(mine[pid])
            last = max(g.date for g, *_ in mine[pid])
            if perf[pid]:
                rating = value[pid]
                new_games: int | tuple = tuple((o, r, 1) for o, r in games)
                bonus = 0
                start = rating  # Program: a performance rating has no change to spread over the games
            else:
                rating = max(HARD_FLOOR, s.rating + value[pid])
                new_games = s.count + n
                bonus = min(BONUS_GAMES, s.bonus + n)
                start = s.rating
            total_games = len(new_games) if isinstance(new_games, tuple) else new_games
            dan = self._dan_games(s.dan, games[len(games) - n :], [opp for _, opp, *_ in mine[pid]])
            grading = _Grading(s.grade, s.lb, s.mp, dan, self.dan_rule)
            grade_after(grading, start, rating, len(games), total_games)
            after[pid] = replace(
                s, rating=rating, games=new_games, bonus=bonus, grade=grading.grade, lb=grading.lb, mp=grading.mp,
                last_played=max(last, s.last_played) if s.last_played else last, last_rated=last, dan=dan,
            )
            details[pid] = {
                "performance": perf[pid],
                "grade_before": grade_label(grade_from_ordinal(s.grade)),
                "grade_after": grade_label(grade_from_ordinal(grading.grade)),
                "opponents": games[len(games) - n :],
            }

        sides: dict[tuple[int, int], tuple[float, float, float, dict[str, Any]]] = {}
        for pid in order:
            s, a = stats[pid], after[pid]
            running: Fraction | float = Fraction(s.rating)
            steps = changes.get(pid, [])
            per_game = Fraction(a.rating - s.rating, len(mine[pid]))
            info = details[pid]
            brought = brought_rating(s)
            for n, (g, *_) in enumerate(mine[pid]):
                if perf[pid]:
                    before, change = float(s.rating), float(per_game)
                else:
                    before, change = float(running), float(steps[n])
                    running += steps[n]
                side = {
                    "performance": info["performance"], "grade_before": info["grade_before"],
                    "grade_after": info["grade_after"], "opponent_rating": info["opponents"][n][0],
                    "brought": brought,  # what the player stood at before this tournament (evaluate's prediction)
                }
                sides[(g.id, pid)] = (before, change, float(a.rating), side)
        for g in unit.games:
            bb, bc, ba, bd = sides[(g.id, g.black)]
            wb, wc, wa, wd = sides[(g.id, g.white)]
            raw[g.id] = (g.id, True, None, bb, bc, None, ba, None, wb, wc, None, wa, {"black": bd, "white": wd})
        stats.update(after)

    @staticmethod
    def _dan_games(
        dan: tuple[tuple[int, tuple[int, ...]], ...], games: Iterable[tuple[int, float]], opponents: list[int]
    ) -> tuple[tuple[int, tuple[int, ...]], ...]:
        """7b bookkeeping: per threshold, games against opponents rated at least that, and two distinct opponents."""
        out = []
        pairs = list(zip(games, opponents))
        for (count, seen), threshold in zip(dan, _DAN_THRESHOLDS):
            ids = list(seen)
            for (o, _), opp in pairs:
                if o >= threshold:
                    count += 1
                    if len(ids) < 2 and opp not in ids:
                        ids.append(opp)
            out.append((count, tuple(ids)))
        return tuple(out)


def piece_handicap(code: str) -> PieceHandicap | None:
    """A game's stored piece handicap as the engine rates it: None for an even game, and for a code FESA does
    not rate (the controller refuses those on entry; an older file's is rated as even)."""
    return _handicap(code)


def _handicap(code: str) -> PieceHandicap | None:
    try:
        return parse_piece_handicap(code)
    except GradeError:
        return None  # an unknown handicap is rated as an even game (the controller refuses them on entry)
