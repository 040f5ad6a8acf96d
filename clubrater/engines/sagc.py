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

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from datetime import date
from fractions import Fraction
from operator import attrgetter, itemgetter
from typing import Any, cast

from clubrater.domain.errors import ClubRaterError
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


# -- the replay's lookup tables ------------------------------------------------------------------
# A change is LF(x) x GRF(zone, outcome, diff) x GSF x HF x OF, truncated. For one game the last
# four are known before the loop except OF, which takes only 11 values (the opponent appears 0..10
# times among the last ten). So each (GSF x HF, outcome) gets one list of finished changes, indexed
# by zone, x, differential and that count: the hot loop does one lookup per player instead of big-
# integer products and a division by 4.8e9.
_ZONE = 37 * 99  # offset of the demotion zone (index < 0)
_X99 = [x * 99 for x in _X]  # x (stones below 7d) pre-scaled to the table's stride
_E_CLAMP = 41  # |x_b - x_w| <= 36: an effective handicap beyond 41 stones clamps the differential anyway
_D_OFF = 99 * (36 + _E_CLAMP)
# (differential + 4) x 11, by 99 x (x_b - x_w - e) + _D_OFF
_DIFF11 = [(max(-4, min(4, (k - _D_OFF) // 99)) + 4) * 11 for k in range(2 * _D_OFF + 1)]
_CHANGES: dict[tuple[int, int], list[int]] = {}  # (GSF x HF scaled, outcome) -> changes; kept for later replays
_INTERN: dict[int, int] = {}  # one int object per distinct change: the tables share them


def _changes(mult: int, outcome: int) -> list[int]:
    """Finished, truncated changes for one (GSF x HF, outcome): index zone x _ZONE + x x 99 + (diff + 4) x 11 + count."""
    key = (mult, outcome)
    out = _CHANGES.get(key)
    if out is None:
        out = []
        keep = _INTERN.setdefault
        for zone in (0, 1):
            for x in range(37):
                for d in range(-4, 5):
                    k = _TABLE[((zone * 3 + outcome) * 37 + x) * 9 + d + 4] * mult
                    for count in range(11):
                        n = k * (10 - count if count < 9 else 1)
                        c = n // _DEN if n >= 0 else -(-n // _DEN)
                        out.append(keep(c, c))
        _CHANGES[key] = out
    return out


# A game's factors: (99 x -e shifted, black's changes, white's changes). Typed precisely, and with
# plain ints and lists rather than None, so that the compiled engine (scripts/build_engines.py) reads
# them as machine integers: an unrated game has empty change lists, a game without result ep -1.
_Factors = tuple[int, list[int], list[int]]
_UNRATED: list[int] = []
_NO_RESULT: _Factors = (-1, _UNRATED, _UNRATED)
_NOBODY = -1  # an empty slot among the last ten opponents
# The players' states at the checkpoint the last resume started from, and that checkpoint: the window resumes
# from the same one (the start of the club's last day) after every save of an evening (issue 14).
_at_checkpoint: tuple[Checkpoint, dict[int, PlayerState]] | None = None
_STOP_CHECKPOINT = "checkpoint"
_STOP_ADJUSTMENT = "adjustment"
_STOP_ORDER = itemgetter(0)  # stable: a checkpoint before the adjustment at the same place


_RESULT_OF = {id(r): r for r in (Result.BLACK, Result.WHITE, Result.JIGO, None)}  # singletons: ids stay valid


def _factors(key: tuple[int, float, str, int]) -> _Factors:
    """(99 x -e shifted, black's change list, white's) of a game; lists empty when unrated, ep -1 without a result."""
    handicap, komi, typ, rid = key
    res = _RESULT_OF[rid]
    if res is None:
        return _NO_RESULT
    e, mult = _game_factors(handicap, komi, GameType(typ))
    ep = _D_OFF - 99 * max(-_E_CLAMP, min(_E_CLAMP, e))
    if not mult:
        return ep, _UNRATED, _UNRATED
    ob, ow = (_WIN, _LOSS) if res is Result.BLACK else (_LOSS, _WIN) if res is Result.WHITE else (_JIGO, _JIGO)
    return ep, _changes(mult, ob), _changes(mult, ow)


class _FactorCache(dict):
    """A game's factors by its key, worked out the first time the key is seen."""

    __slots__ = ()

    def __missing__(self, key: tuple[int, float, str, int]) -> _Factors:
        found = self[key] = _factors(key)
        return found


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
        # The locals are typed for the compiled engine (mypyc keeps ints unboxed); in pure Python
        # the annotations cost nothing.
        size = max(history.players, default=-1) + 1
        ranks: list[int | None]
        idx: list[int]
        count: list[int]
        played: list[date | None]
        last: list[list[int]]
        fresh: list[int] = []  # a resume's players added since its checkpoint
        if start is not None:
            ranks, idx, _, count, played = (list(x) for x in start.state)
            # The checkpoint's frozen rings are taken as they are, and only those of the players who play in
            # the games replayed are copied (below): a resume (the window's re-rate after a save) then costs
            # in proportion to its games, not to the club's players (issue 14).
            last = cast("list[list[int]]", list(start.state[2]))
            items = items[bisect_right(items, start.after, key=_DATE) :]
            grow = size - len(ranks)
            if grow > 0:
                ranks.extend([None] * grow)
                idx.extend([0] * grow)
                count.extend([0] * grow)
                played.extend([None] * grow)
                last.extend([_NOBODY] * 10 for _ in range(grow))
        else:
            ranks, idx, count, played = [None] * size, [0] * size, [0] * size, [None] * size
            # The last ten opponents as a ring of ten slots per player, the slot being the player's game
            # count modulo 10: written in place, where new tuples per game cost a quarter of the replay.
            last = [[_NOBODY] * 10 for _ in range(size)]
        for pid, player in history.players.items():  # everyone at first, or players added since the checkpoint
            if ranks[pid] is None:
                if player.rank is None:
                    raise ClubRaterError(f"SAGC rates Go players by rank; {player.name} has no Go rank.")
                ranks[pid] = player.rank.ordinal
                idx[pid] = player.index
                last[pid] = [_NOBODY] * 10
                count[pid] = 0
                fresh.append(pid)
        # None is left only at ids no player has, and no game names those: the loop reads ints.
        rank = cast("list[int]", ranks)

        raw: dict[int, tuple] = {}
        adjustments: dict[int, AdjustmentRating] = {}
        cps: list[Checkpoint] = []
        games = [it for it in items if type(it) is Game] if history.adjustments else items
        if start is not None:
            self._own_rings(games, last)
        # Each game's factors come from a cache filled once per distinct (handicap, komi, type, result)
        # on first sight (__missing__), each key hashed once. A result is keyed by its id and a type by
        # its text: an Enum member hashes through Python code.
        factors = _FactorCache()
        # Player ids as one int object per player: every game read from the file brings its own int
        # objects, and the last-ten rings would otherwise compare and count them scattered over the
        # whole heap (that alone took half the replay).
        same: list[Any] = list(range(size))
        # The games are read as Any: the compiled engine then takes each attribute as the object it is
        # (an int or a float read as typed would be unboxed and boxed again, a new object each time).
        # Reading them in the loop (not through zip/map over attrgetters, as before) is as fast in
        # Python, whose attribute reads of slots are specialised, and saves the compiled engine a
        # quarter of the replay.
        rows: list[Any] = games  # type: ignore[assignment]
        row: Any

        # The loop runs between stops, found beforehand: checkpoints (where a new date begins after
        # `stride` items, and where the last day begins) and adjustments. Each player's last game is
        # noted in the loop (the game itself: no new object), its date read at the checkpoints only.
        stops = self._stops(items, checkpoint_stride(len(items), checkpoints))
        latest: list[Any] = [None] * len(ranks)  # by player: the last game with a result since the last checkpoint
        gpos = 0  # games rated
        table_x: list[int] = _X99
        diff11: list[int] = _DIFF11
        zone: int = _ZONE
        pos = 0  # in items
        # Values only passed on stay Python objects (Any): the compiled engine would otherwise unbox and
        # box them again, a new int object per use where Python shares one (and the last-ten rings
        # count a player by identity first). Those it computes with are ints.
        gid: Any
        bo: Any
        wo: Any
        ep: int
        tb: list[int]
        tw: list[int]
        ibo: Any
        iwo: Any
        b: int
        w: int
        idx_o: list[Any] = idx
        lb: list[Any]  # the rings hold the players' own int objects
        lw: list[Any]
        for at, kind in stops:
            n = at - pos
            if n > 0:
                for gi in range(gpos, gpos + n):
                    row = rows[gi]
                    gid = row.id
                    b = row.black
                    w = row.white
                    bo = same[b]
                    wo = same[w]
                    ep, tb, tw = factors[row.handicap, row.komi, row.type._value_, id(row.result)]
                    rb = rank[b]
                    rw = rank[w]
                    ibo = idx_o[b]
                    iwo = idx_o[w]
                    ib: int = ibo
                    iw: int = iwo
                    lb = last[b]
                    lw = last[w]
                    if tb:
                        xb = table_x[rb]
                        xw = table_x[rw]
                        dd = diff11[xb - xw + ep]
                        cb = tb[(xb if ib >= 0 else xb + zone) + dd + lb.count(wo)]
                        cw = tw[(xw if iw >= 0 else xw + zone) + 88 - dd + lw.count(bo)]
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
                            rb2, ib2 = apply_change(rb, ib, cb)
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
                            rw2, iw2 = apply_change(rw, iw, cw)
                            rank[w] = rw2
                        ib2o: Any = ib2
                        iw2o: Any = iw2
                        idx_o[b] = ib2o
                        idx_o[w] = iw2o
                        raw[gid] = (gid, True, rb, ibo, cb, rb2, ib2o, rw, iwo, cw, rw2, iw2o)
                    elif ep < 0:
                        continue  # no result: shown, neither rated nor counted
                    else:
                        raw[gid] = (gid, False, rb, ibo, 0, rb, ibo, rw, iwo, 0, rw, iwo)
                    nb = count[b]
                    nw = count[w]
                    lb[nb % 10] = wo
                    lw[nw % 10] = bo
                    count[b] = nb + 1
                    count[w] = nw + 1
                    latest[b] = row
                    latest[w] = row
                pos = at
                gpos += n
            if kind is _STOP_CHECKPOINT:
                self._played(latest, played)
                latest = [None] * len(latest)
                cps.append(self._checkpoint(items[at - 1].date, rank, idx, last, count, played))
            elif kind is _STOP_ADJUSTMENT:
                adj = items[at]
                assert type(adj) is Adjustment
                self._adjust(adj, rank, idx, adjustments)
                pos = at + 1
        rank_of = _RANK
        if start is None:
            final = {
                pid: PlayerState(rank_of[rank[pid]], idx[pid], count[pid], played[pid], last_rated=played[pid])
                for pid in history.players
            }
        else:  # everyone's state at the checkpoint, built once per checkpoint; those of the players changed since
            final = self._final_since(start, history, games, items, fresh, rank, idx, count, played)
        return Replay(GameRatings(raw, _row_view), adjustments, final, cps)

    @staticmethod
    def _own_rings(games: Sequence[Any], last: list[Any]) -> None:
        """The rings of the players in `games` as lists of their own (a checkpoint's are frozen tuples)."""
        for g in games:
            for p in (g.black, g.white):
                ring = last[p]
                if type(ring) is tuple:
                    last[p] = list(ring)

    @staticmethod
    def _final_since(start: Checkpoint, history: History, games: Sequence[Any], items: Sequence[Any],
                     fresh: list[int], rank: list[int], idx: list[Any], count: list[int],
                     played: list[date | None]) -> dict[int, PlayerState]:
        """Final states after a resume: a player no game or adjustment since the checkpoint names (and not
        added since) is as he was there, and keeps the very state object built for that checkpoint."""
        global _at_checkpoint
        kept = _at_checkpoint
        if kept is not None and kept[0] is start:
            before: dict[int, PlayerState] = kept[1]
        else:
            r0, i0, _, c0, p0 = start.state
            before = {pid: PlayerState(_RANK[r], i0[pid], c0[pid], p0[pid], last_rated=p0[pid])
                      for pid, r in enumerate(r0) if r is not None}
            _at_checkpoint = (start, before)
        get = before.get
        final = cast("dict[int, PlayerState]", {pid: get(pid) for pid in history.players})
        changed = set(fresh)
        for g in games:
            changed.add(g.black)
            changed.add(g.white)
        if len(games) != len(items):
            for it in items:
                if type(it) is Adjustment:
                    changed.add(it.player)
        rank_of = _RANK
        for pid in changed:
            if pid in final:
                final[pid] = PlayerState(rank_of[rank[pid]], idx[pid], count[pid], played[pid], last_rated=played[pid])
        return final

    @staticmethod
    def _stops(items: Sequence[Game | Adjustment], stride: int) -> list[tuple[int, object]]:
        """Where the loop stops, in item positions, in order: (i, checkpoint) is the state after items[:i]
        (a new date begins at i); (i, adjustment) applies items[i]; the last stop ends the history."""
        total = len(items)
        stops: list[tuple[int, object]] = []
        if total:
            last_day = items[-1].date
            begins_last_day = bisect_left(items, last_day, key=_DATE)
            since = 0  # where the stretch since the last checkpoint began
            while True:
                i = since + stride
                if i >= total:
                    break  # the checkpoint where the last day begins, unless a stride reaches it first
                i = bisect_right(items, items[i - 1].date, key=_DATE)
                if i >= total or i > begins_last_day:
                    break
                stops.append((i, _STOP_CHECKPOINT))
                since = i
            if begins_last_day > since:
                stops.append((begins_last_day, _STOP_CHECKPOINT))
            for i, it in enumerate(items):
                if type(it) is not Game:
                    stops.append((i, _STOP_ADJUSTMENT))
            stops.sort(key=_STOP_ORDER)
            stops.append((total, _STOP_CHECKPOINT))
        return stops

    @staticmethod
    def _played(latest: list[Any], played: list[date | None]) -> None:
        """The date each player last played: that of their last game since the last checkpoint, if any."""
        for p, game in enumerate(latest):
            if game is not None:
                played[p] = game.date

    @staticmethod
    def _checkpoint(on: date, rank: list, idx: list, last: list, count: list, played: list) -> Checkpoint:
        """State after `on`; the last-ten rings frozen as tuples so later games cannot touch them."""
        return Checkpoint(on, (list(rank), list(idx), list(map(tuple, last)), list(count), list(played)))

    @staticmethod
    def _adjust(adj: Adjustment, rank: list, idx: list, out: dict[int, AdjustmentRating]) -> None:
        p = adj.player
        r0, i0 = rank[p], idx[p]
        r1 = adj.rank.ordinal if adj.rank is not None else r0
        i1 = adj.index if adj.index is not None else 0
        rank[p], idx[p] = r1, i1
        out[adj.id] = AdjustmentRating(adj.id, p, _RANK[r0], i0, _RANK[r1], i1)
