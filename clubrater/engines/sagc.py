"""South African Go Clubs rank+index (seed 001, spec "SAGC").

Exactness: change = LF x GSF x OF x GRF x HF truncated toward zero. Every
factor is a ratio of small integers, so the product is computed on the common
denominator 60000 (LF) x 2 (GSF) x 10 (OF) x 200 (GRF) x 20 (HF) and truncated
with integer division: no float can turn an exact -1267 into -1266.

Jigo: seed 001 and the spec give GRF only for victory and defeat; a jigo is
rated as half of each (the mean of the two cells of the player's zone and
differential), which is why GRF is kept in 1/200ths.
"""

from __future__ import annotations

from bisect import bisect_right
from datetime import date
from fractions import Fraction
from operator import attrgetter

from clubrater.domain.model import Adjustment, Game, GameType, History, RatingSystem, Result
from clubrater.domain.ranks import Rank, rank_from_ordinal
from clubrater.engines.base import (
    AdjustmentRating,
    Checkpoint,
    Engine,
    GameRating,
    GameRatings,
    PlayerState,
    Replay,
    checkpoint_stride,
    paused_gc,
)

GSF = {GameType.TOURNAMENT: Fraction(3, 2), GameType.CLUB: Fraction(1), GameType.FRIENDLY: Fraction(1, 2), GameType.FREE: Fraction(0)}
_GSF2 = {t: int(v * 2) for t, v in GSF.items()}

# Game Result Factor, seed 001, by differential +4 ("> +3") .. -4 ("< -3").
_DIFFS = (4, 3, 2, 1, 0, -1, -2, -3, -4)
GRF_PROMOTION_WIN = dict(zip(_DIFFS, ("3.5", "3.5", "2.2", "1.5", "1.0", "0.54", "0.13", "0.09", "0")))
GRF_PROMOTION_LOSS = dict(zip(_DIFFS, ("0", "-0.09", "-0.47", "-0.81", "-1.17", "-1.44", "-1.8", "-2.7", "-2.7")))
GRF_DEMOTION_WIN = dict(zip(_DIFFS, ("3.5", "3.5", "2.2", "1.6", "1.4", "0.7", "0.37", "0.12", "0")))
GRF_DEMOTION_LOSS = dict(zip(_DIFFS, ("0", "0", "-0.03", "-0.28", "-0.6", "-0.75", "-1.0", "-1.9", "-1.9")))

_DEN = 60000 * 2 * 10 * 200 * 20
_WIN, _LOSS, _JIGO = 0, 1, 2

ORD_30K = 0
ORD_9D = 38


def level_factor(x: int) -> Fraction:
    """LF = x^2 + 1.5x + 55 + x^5/30000, exact."""
    return Fraction(60000 * x * x + 90000 * x + 3300000 + 2 * x**5, 60000)


def _lf60(x: int) -> int:
    return 60000 * x * x + 90000 * x + 3300000 + 2 * x**5


def grf(index_before: int, won: Result | bool | None, differential: int) -> Fraction:
    """The Game Result Factor; `won` True/False, or None for jigo."""
    d = max(-4, min(4, differential))
    win_t, loss_t = (GRF_PROMOTION_WIN, GRF_PROMOTION_LOSS) if index_before >= 0 else (GRF_DEMOTION_WIN, GRF_DEMOTION_LOSS)
    if won is None:
        return (Fraction(win_t[d]) + Fraction(loss_t[d])) / 2
    return Fraction(win_t[d] if won else loss_t[d])


def effective_handicap(handicap: int, komi: float) -> int:
    """int(handicap - (komi - 6)/10), truncated toward zero, on exact numbers."""
    v = Fraction(handicap) - (Fraction(str(komi)) - 6) / 10
    return int(v)  # int() of a Fraction truncates toward zero


def handicap_factor(eff: int) -> Fraction:
    return max(Fraction(1, 10), 1 - Fraction(abs(eff), 20))


def floors_for(rank: Rank) -> tuple[int, ...]:
    """Demotion floors (descending) of the rank's tier; 30k has none but the -999 clamp."""
    return _FLOORS[rank.ordinal]


def _floors_by_ordinal(o: int) -> tuple[int, ...]:
    if o == ORD_30K:
        return ()
    if o <= 5:  # 29k..25k
        return (-800, -850, -900, -950, -999)
    if o <= 10:  # 24k..20k
        return (-850, -900, -950, -999)
    if o <= 20:  # 19k..10k
        return (-900, -950, -999)
    if o <= 25:  # 9k..5k
        return (-950, -999)
    return (-999,)


_FLOORS = {o: _floors_by_ordinal(o) for o in list(range(0, 39)) + list(range(40, 49))}
_X = [rank_from_ordinal(o).stones_below_7d if o in _FLOORS else 0 for o in range(49)]
_RANK = [rank_from_ordinal(o) if o in _FLOORS else None for o in range(49)]


def apply_change(rank_ord: int, index: int, change: int) -> tuple[int, int]:
    """A player's (rank ordinal, index) after a change: promotion, floors, demotion."""
    if change >= 0:
        new = index + change
        if new > 999:
            if rank_ord >= ORD_9D:  # 9d and professionals: the index stops at +999
                return rank_ord, 999
            return rank_ord + 1, 0
        return rank_ord, new
    new = index + change
    if rank_ord == ORD_30K:
        return rank_ord, new if new >= -999 else -999
    for floor in _FLOORS[rank_ord]:
        if floor < index:  # the highest floor strictly below the current index
            return rank_ord, new if new >= floor else floor
    if new < -999:
        return rank_ord - 1, 0
    return rank_ord, new


def _build_table() -> list[int]:
    """LF x GRF (scaled) by (zone, outcome, x, differential): the per-game hot path is a lookup."""
    table = [0] * (2 * 3 * 37 * 9)
    for zone, (win_t, loss_t) in enumerate(((GRF_PROMOTION_WIN, GRF_PROMOTION_LOSS), (GRF_DEMOTION_WIN, GRF_DEMOTION_LOSS))):
        for x in range(37):
            lf = _lf60(x)
            for d in _DIFFS:
                w = int(Fraction(win_t[d]) * 200)
                lo = int(Fraction(loss_t[d]) * 200)
                for outcome, g in ((_WIN, w), (_LOSS, lo), (_JIGO, (w + lo) // 2)):
                    table[((zone * 3 + outcome) * 37 + x) * 9 + d + 4] = lf * g
    return table


_TABLE = _build_table()


def _game_factors(handicap: int, komi: float, game_type: GameType) -> tuple[int, int]:
    e = effective_handicap(handicap, komi)
    hf20 = max(2, 20 - abs(e))
    return e, _GSF2[game_type] * hf20


_DATE = attrgetter("date")


def _row_view(row: tuple) -> GameRating:
    """Rows are stored with rank ordinals (cheaper by the million); readers get Rank objects."""
    gid, rated, rb, ib, cb, rb2, ib2, rw, iw, cw, rw2, iw2 = row
    return GameRating(gid, rated, _RANK[rb], ib, cb, _RANK[rb2], ib2, _RANK[rw], iw, cw, _RANK[rw2], iw2)


_FIELDS = attrgetter("id", "date", "black", "white", "result")
# the type by its text: an Enum member hashes through Python code, a str does not
_FACTOR_KEY = attrgetter("handicap", "komi", "type._value_")
_NO_FACTORS = (0, 0)


def _fields_or_adjustment(it: Game | Adjustment, factors: dict) -> tuple:
    """Game fields for the replay loop; an adjustment shows as an item without a result."""
    if type(it) is Game:
        return _FIELDS(it), factors[_FACTOR_KEY(it)]
    return (it.id, it.date, None, None, None), _NO_FACTORS


class SagcEngine(Engine):
    system = RatingSystem.SAGC
    value_label = "Index"
    integer_values = True

    def replay(self, history: History, start: Checkpoint | None = None, *, checkpoints: int = 64) -> Replay:
        with paused_gc(len(history.games) if start is None else 0):
            return self._replay(history, start, checkpoints)

    def _replay(self, history: History, start: Checkpoint | None, checkpoints: int) -> Replay:
        items = history.items()
        # State lives in lists indexed by player id (database ids are dense): list indexing is
        # several times cheaper than dict lookups in the hot loop. None marks "no such player yet".
        size = max(history.players, default=-1) + 1
        if start is not None:
            rank, idx, last10, count, played = (list(x) for x in start.state)
            items = items[bisect_right(items, start.after, key=_DATE) :]
            grow = size - len(rank)
            if grow > 0:
                for column, empty in ((rank, None), (idx, 0), (last10, ()), (count, 0), (played, None)):
                    column.extend([empty] * grow)
        else:
            rank, idx, count = [None] * size, [0] * size, [0] * size
            last10, played = [()] * size, [None] * size
        for pid, p in history.players.items():  # everyone at first, or players added since the checkpoint
            if rank[pid] is None:
                rank[pid] = p.rank.ordinal
                idx[pid] = p.index
                last10[pid] = ()
                count[pid] = 0

        raw: dict[int, tuple] = {}
        adjustments: dict[int, AdjustmentRating] = {}
        cps: list[Checkpoint] = []
        stride = checkpoint_stride(len(items), checkpoints)
        since = 0
        table = _TABLE
        xs = _X
        ranks = _RANK
        den = _DEN
        # (handicap, komi, type) -> (effective handicap, GSF x HF scaled): one lookup per game.
        factors: dict[tuple[int, float, str], tuple[int, int]] = {}
        step = apply_change
        black_won = Result.BLACK
        white_won = Result.WHITE
        last = last10  # tuples of up to ten opponents: compact, and a checkpoint copies the list only
        prev_date: date | None = None
        is_game = [type(it) is Game for it in items] if history.adjustments else None
        # Each game's (effective handicap, GSF x HF) comes from a cache filled once per distinct
        # (handicap, komi, type); keys and lookups are built in C by zip/map, not per game in bytecode.
        games_only = [it for it in items if type(it) is Game] if is_game else items
        for key in set(map(_FACTOR_KEY, games_only)):
            factors[key] = _game_factors(key[0], key[1], GameType(key[2]))
        if is_game:
            stream = map(_fields_or_adjustment, items, [factors] * len(items))
        else:
            stream = zip(map(_FIELDS, items), map(factors.__getitem__, map(_FACTOR_KEY, items)))

        # Always a checkpoint where the last day begins: the next game is usually entered for that day.
        last_day = items[-1].date if items else None
        for n, ((gid, d, b, w, res), (e, mult)) in enumerate(stream):
            if d != prev_date:
                if (since >= stride or d == last_day) and prev_date is not None:
                    cps.append(self._checkpoint(prev_date, rank, idx, last, count, played))
                    since = 0
                prev_date = d
            since += 1
            if res is None:
                if is_game is not None and not is_game[n]:
                    self._adjust(items[n], rank, idx, adjustments)
                continue
            rb = rank[b]
            rw = rank[w]
            ib = idx[b]
            iw = idx[w]
            lb = last[b]
            lw = last[w]
            if mult:
                ofb = 10 - lb.count(w)
                ofw = 10 - lw.count(b)
                xb = xs[rb]
                xw = xs[rw]
                diff = xb - xw - e
                if diff > 4:
                    diff = 4
                elif diff < -4:
                    diff = -4
                if res is black_won:
                    ob, ow = 0, 37  # outcome x 37: win 0, loss 1, jigo 2
                elif res is white_won:
                    ob, ow = 37, 0
                else:
                    ob = ow = 74
                nb = table[((0 if ib >= 0 else 111) + ob + xb) * 9 + diff + 4] * mult * (ofb if ofb > 1 else 1)
                nw = table[((0 if iw >= 0 else 111) + ow + xw) * 9 - diff + 4] * mult * (ofw if ofw > 1 else 1)
                cb = nb // den if nb >= 0 else -(-nb // den)
                cw = nw // den if nw >= 0 else -(-nw // den)
                # Fast paths: promotion inline; floors only matter below -800 (30k is ordinal 0).
                ib2 = ib + cb
                if cb >= 0:
                    if ib2 > 999:
                        if rb < 38:
                            ib2 = 0
                            rank[b] = rb2 = rb + 1
                        else:
                            ib2 = 999
                            rb2 = rb
                    else:
                        rb2 = rb
                elif ib2 > -800 and rb:
                    rb2 = rb
                else:
                    rb2, ib2 = step(rb, ib, cb)
                    rank[b] = rb2
                iw2 = iw + cw
                if cw >= 0:
                    if iw2 > 999:
                        if rw < 38:
                            iw2 = 0
                            rank[w] = rw2 = rw + 1
                        else:
                            iw2 = 999
                            rw2 = rw
                    else:
                        rw2 = rw
                elif iw2 > -800 and rw:
                    rw2 = rw
                else:
                    rw2, iw2 = step(rw, iw, cw)
                    rank[w] = rw2
                idx[b] = ib2
                idx[w] = iw2
                raw[gid] = (gid, True, rb, ib, cb, rb2, ib2, rw, iw, cw, rw2, iw2)
            else:
                raw[gid] = (gid, False, rb, ib, 0, rb, ib, rw, iw, 0, rw, iw)
            last[b] = (lb[1:] if len(lb) == 10 else lb) + (w,)
            last[w] = (lw[1:] if len(lw) == 10 else lw) + (b,)
            count[b] += 1
            count[w] += 1
            played[b] = d
            played[w] = d

        if prev_date is not None:
            cps.append(self._checkpoint(prev_date, rank, idx, last, count, played))
        final = {
            pid: PlayerState(ranks[rank[pid]], idx[pid], count[pid], played[pid], last_rated=played[pid])
            for pid in history.players
        }
        return Replay(GameRatings(raw, _row_view), adjustments, final, cps)

    @staticmethod
    def _checkpoint(on: date, rank: list, idx: list, last: list, count: list, played: list) -> Checkpoint:
        """State after `on`; last-ten opponents frozen as tuples so later games cannot touch them."""
        return Checkpoint(on, (list(rank), list(idx), list(last), list(count), list(played)))

    @staticmethod
    def _adjust(adj: Adjustment, rank: list, idx: list, out: dict[int, AdjustmentRating]) -> None:
        p = adj.player
        r0, i0 = rank[p], idx[p]
        r1 = adj.rank.ordinal if adj.rank is not None else r0
        i1 = adj.index if adj.index is not None else 0
        rank[p], idx[p] = r1, i1
        out[adj.id] = AdjustmentRating(adj.id, p, _RANK[r0], i0, _RANK[r1], i1)
