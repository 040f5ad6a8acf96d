"""EGF GoR, classic system 1998-2020 (seeds 000 and 004, spec "EGF - GoR, classic").

Also home of the event replay both GoR engines share (`EventReplayEngine`): ratings are
derived by rating whole events at once on pre-event ratings, so the unit of replay is an
event, not a game. egf2021 reuses it with its own per-game formula.

Decisions where the spec is silent:
- Units: games with an event belong to it; games without one form one unit per date. A unit
  is ordered by (date of its last game, smallest `seq` of its games). Unrated games (free, no
  result, unrated event) belong to their unit too: they get a row, never a change.
- Class weight: an event's `klass`; in a per-date unit each game's own `klass`. A game whose
  event is missing from `history.events` is rated with its own `klass`.
- Professed rank of a player at a unit: the highest over their rated games there of the game's
  `black_rank`/`white_rank`, else the player's registered rank. A player with no rank at all
  starts at 20k's rating (100) and never triggers a reset.
- Adjustments are ordered with units by (date, seq): one dated D applies before every unit whose
  last game is after D. `rating` set: the rating becomes it; only `rank` set: the rating becomes
  that rank's starting rating. A rank also counts as professed (for later resets).
- Unrated rows show each player's rating as it stands when the unit is rated (after a reset or a
  first rating in that unit); a player never rated shows the starting rating of the rank they
  profess at that game (or their `rating` column) and that rank.
- Reset, read literally: it sets the rating even when that lowers it (say an 8d turning 1p).
"""

from __future__ import annotations

import math
from abc import abstractmethod
from bisect import bisect_right
from datetime import date
from itertools import compress, groupby
from operator import attrgetter, itemgetter
from typing import Any, Protocol, cast

from clubrater.domain.errors import ClubRaterError
from clubrater.domain.model import Adjustment, Game, GameType, History, RatingSystem, Result
from clubrater.domain.ranks import Rank, rank_from_ordinal
from clubrater.engines.base import (
    AdjustmentRating,
    Checkpoint,
    Engine,
    GameRatings,
    PlayerState,
    Replay,
    checkpoint_stride,
    paused_gc,
)

EPSILON = 0.016
FLOOR = 100.0
MAX_EVENT_LOSS = 100.0
CLASS_WEIGHTS = {"A": 1.0, "B": 0.75, "C": 0.5, "D": 0.25}

# Seed 000 Table II: con at GoR 100, 200, ..., 2700 (a is 205 - R/20 on the same span).
_CON_POINTS = (116, 110, 105, 100, 95, 90, 85, 80, 75, 70, 65, 60, 55, 51, 47, 43, 39, 35, 31, 27, 24, 21, 18, 15, 13, 11, 10)
_ORDINALS = tuple(range(0, 39)) + tuple(range(40, 49))
_RANK = {o: rank_from_ordinal(o) for o in _ORDINALS}
_ORD_20K = 10
_ORD_9D = 38
_ORD_1P = 40
_NO_RANK = -1  # professed ordinal of a player with no rank anywhere
_WEIGHT = {**CLASS_WEIGHTS, **{k.lower(): v for k, v in CLASS_WEIGHTS.items()}}


def con(r: float) -> float:
    """Seed 000 Table II, linear between its points; 116 at or below 100, 10 at or above 2700."""
    if r <= 100:
        return 116.0
    if r >= 2700:
        return 10.0
    i = int(r // 100)  # 1..26: r lies between the points at 100i and 100(i + 1)
    lo = _CON_POINTS[i - 1]
    return lo + (_CON_POINTS[i] - lo) * (r - 100 * i) / 100


def a(r: float) -> float:
    """Seed 000 Table II's a: 205 - R/20 between 100 (a = 200) and 2700 (a = 70), flat outside."""
    if r <= 100:
        return 200.0
    if r >= 2700:
        return 70.0
    return 205 - r / 20


def handicap_bonus(stones: int) -> float:
    """Rating points a stone-taker's effective rating rises by: 100(H - 0.5) for H >= 1, else 0."""
    return 100 * stones - 50.0 if stones >= 1 else 0.0


def expected_score(rating: float, opponent: float, handicap: int = 0, epsilon: float = EPSILON) -> float:
    """This player's Se (seed 000 eq. 1-2); handicap > 0: stones received (Black), < 0: given."""
    me = rating + handicap_bonus(handicap)
    other = opponent + handicap_bonus(-handicap)
    if me <= other:  # this player is A, the lower effective rating
        return 1 / (math.exp(min((other - me) / a(me), 700.0)) + 1) - epsilon / 2
    se_a = 1 / (math.exp(min((me - other) / a(other), 700.0)) + 1) - epsilon / 2
    return 1 - epsilon - se_a


def _start_by_ordinal(o: int) -> float:
    if o < 0:
        return FLOOR  # no rank at all: 20k's rating
    if o < 30:  # kyu 30 - o
        return float(max(100, 2100 - 100 * (30 - o)))
    if o <= _ORD_9D:
        return float(2000 + 100 * (o - 29))
    return float(2700 + 30 * (o - 40))


def starting_rating(rank: Rank) -> float:
    """A new player's GoR from the rank they profess: kyu 2100-100k (>= 100), dan 2000+100d, pro 2700+30(p-1)."""
    return _start_by_ordinal(rank.ordinal)


def _rank_for(r: float, lowest: int) -> Rank:
    o = int((r - 50) // 100) + _ORD_20K
    if o < lowest:
        o = lowest
    elif o > _ORD_9D:
        o = _ORD_9D
    return _RANK[o]


def rank_for_rating(r: float) -> Rank:
    """The amateur rank whose nominal rating is nearest: 1d for 2050 <= r < 2150, 1k for 1950 <= r < 2050.

    Clamped to 20k (the classic floor is 100) and 9d: a rating never makes a professional, and
    the pro scale (1p = 2700 = 7d) overlaps the dan scale anyway.
    """
    return _rank_for(r, _ORD_20K)


def _months(d: date) -> int:
    return d.year * 12 + d.month - 1


def is_listed(rank: Rank | None, last_event: date | None, today: date) -> bool:
    """On the current rating list (seed 000): last event within 2 years (dan, pro), 12 months (1k-10k)
    or 6 months (11k and weaker; also a player without a rank), the current year/month not counted."""
    if last_event is None:
        return False
    if rank is not None and rank.kind != "k":
        return last_event.year >= today.year - 2
    window = 12 if rank is not None and rank.level <= 10 else 6
    return _months(last_event) >= _months(today) - window


_BY_EVENT = attrgetter("event")
_BY_DATE = attrgetter("date")
_BY_SEQ = attrgetter("seq")
_UNIT_ORDER = itemgetter(0, 1, 2)

# One rated game as the unit rating reads it: game id, black's and white's place in the unit, black's S,
# black's handicap bonus, class weight.
_Rated = tuple[object, int, int, float, float, float]
# A kept, never rated game: game id, black's and white's player index, the ranks they profess there.
_Kept = tuple[object, int, int, "Rank | None", "Rank | None"]
# A unit in replay order: (date, seq, n, its games or an adjustment).
_Unit = tuple[date, int, int, "list[Game] | Adjustment"]
# What a checkpoint holds: rating, highest professed ordinal, games with a result, last game date and
# last rated unit date, each a dict by player id.
_State = tuple[dict[int, float], dict[int, int], dict[int, int], dict[int, date], dict[int, date]]


class _GameFields(Protocol):
    """What the replay reads of a Game, with the ids as plain objects: read as `int`, a compiled
    (mypyc) replay unboxes an id and boxes it again, a new int object, for every lookup by it."""

    @property
    def id(self) -> object: ...
    @property
    def date(self) -> date: ...
    @property
    def black(self) -> object: ...
    @property
    def white(self) -> object: ...
    @property
    def result(self) -> Result | None: ...
    @property
    def handicap(self) -> int: ...
    @property
    def type(self) -> GameType: ...
    @property
    def black_rank(self) -> Rank | None: ...
    @property
    def white_rank(self) -> Rank | None: ...
    @property
    def klass(self) -> str: ...


def _weight(klass: str) -> float:
    try:
        return _WEIGHT[klass]
    except KeyError:
        raise ClubRaterError(f'EGF class "{klass}" is not A, B, C or D.') from None


def _units(history: History, after: date | None = None) -> list[_Unit]:
    """Units and adjustments in replay order (with `after`: only those dated after it, as a resume replays).

    The games come sorted by date, so an event's games mostly follow each other: runs of one event
    (and, outside events, of one date) are found in C by groupby and joined per unit, not game by game.
    """
    games: list[Game] = history.games
    adjustments: list[Adjustment] = history.adjustments
    if after is not None:
        # A unit is dated by its last game: those after the checkpoint are the games dated after it, with the
        # earlier games of their events (a resume then reads the games it replays, not all 100,000; issue 14).
        cut = bisect_right(games, after, key=_BY_DATE)
        tail = games[cut:]
        events = set(map(_BY_EVENT, tail))
        events.discard(None)
        if events and cut:
            head = games[:cut]
            games = list(compress(head, map(events.__contains__, map(_BY_EVENT, head))))
            games += tail
        else:
            games = tail
        adjustments = [a for a in adjustments if a.date > after]
    groups: dict[object, list[Game]] = {}
    for ev, run in groupby(games, _BY_EVENT):
        if ev is None:
            for day, day_run in groupby(run, _BY_DATE):
                u = groups.get(day)
                if u is None:
                    groups[day] = list(day_run)
                else:
                    u.extend(day_run)
        else:
            u = groups.get(ev)
            if u is None:
                groups[ev] = list(run)
            else:
                u.extend(run)
    order: list[_Unit] = []
    n = 0
    for games in groups.values():
        order.append((max(map(_BY_DATE, games)), min(map(_BY_SEQ, games)), n, games))
        n += 1
    for adj in adjustments:
        order.append((adj.date, adj.seq, n, adj))
        n += 1
    order.sort(key=_UNIT_ORDER)
    return order


class EventReplayEngine(Engine):
    """Replays a history event by event; subclasses give the per-game formula and the limits.

    State (what a checkpoint copies): rating, highest professed ordinal, games with a result,
    last game date, last rated unit date, each a dict by player id. During a replay each is a list
    by player index (a dense number per player): list slots, not dict lookups, in the loops, and
    precise types a compiler (mypyc) can turn into plain C.
    """

    floor: float = FLOOR
    max_event_loss: float | None = None  # net loss cap per event; None: no cap
    resets: bool = False
    lowest_ordinal: int = _ORD_20K  # weakest rank a rating stands for

    @abstractmethod
    def _rate_unit(self, games: list[_Rated], pre: list[float], players: list[int]) -> tuple[list[float], list[float]]:
        """Rate one unit at once.

        `games`: the rated games, players by their place in the unit; `pre`: pre-event rating by place
        (set for the places in `players`, everyone in them). Returns each game's (black change, white
        change) flattened into one list, and each place's summed change.
        """

    def _start(self, ordinal: int) -> float:
        return _start_by_ordinal(ordinal)

    def rank_for(self, r: float) -> Rank:
        return _rank_for(r, self.lowest_ordinal)

    def replay(self, history: History, start: Checkpoint | None = None, *, checkpoints: int = 64) -> Replay:
        with paused_gc(len(history.games) if start is None else 0):
            return self._replay(history, start, checkpoints)

    # -- the replay ---------------------------------------------------------------------------

    def _replay(self, history: History, start: Checkpoint | None, checkpoints: int) -> Replay:
        items = _units(history, start.after if start is not None else None)
        players = history.players
        events = history.events
        # Dense player indexes: the history's players first, then anyone only a checkpoint knows.
        pids: list[int] = list(players)
        idx: dict[object, int] = {p: i for i, p in enumerate(pids)}
        n_players = len(pids)
        state: _State | None = None
        if start is not None:
            state = start.state
            after = start.after
            items = [it for it in items if it[0] > after]
        if state is not None:
            for part in (state[2], state[0], state[1], state[4]):  # count's keys first: the counted ones
                for p in part:
                    if p not in idx:
                        idx[p] = len(pids)
                        pids.append(p)
        n = len(pids)
        n_counted = n_players if state is None else n_players + sum(1 for p in state[2] if idx[p] >= n_players)
        rating: list[float | None] = [None] * n
        maxprof: list[int] = [-1] * n  # -1: nothing professed yet (ordinals are >= 0)
        count: list[int] = [0] * n
        played: list[date] = [date.min] * n
        rated_on: list[date | None] = [None] * n
        if state is not None:
            for p, v in state[0].items():
                rating[idx[p]] = v
            for p, m in state[1].items():
                maxprof[idx[p]] = m
            for p, c in state[2].items():
                count[idx[p]] = c
            for p, when in state[3].items():
                played[idx[p]] = when
            for p, when in state[4].items():
                rated_on[idx[p]] = when
        reg: list[int] = [_NO_RANK] * n
        own: list[float | None] = [None] * n
        for i in range(n_players):
            pl = players[pids[i]]
            reg[i] = pl.rank.ordinal if pl.rank is not None else _NO_RANK
            given = pl.rating
            own[i] = float(given) if given is not None else None

        raw: dict[object, tuple[Any, ...]] = {}  # by game id
        adjustments: dict[int, AdjustmentRating] = {}
        cps: list[Checkpoint] = []
        stride = checkpoint_stride(len(items), checkpoints)
        since = 0
        prev_date: date | None = None
        rank_for = self.rank_for
        start_of = self._start
        rate_unit = self._rate_unit
        cap_of = self.max_event_loss
        capped = cap_of is not None
        cap = cap_of if cap_of is not None else 0.0
        floor = self.floor
        resets = self.resets
        lowest = self.lowest_ordinal
        rtab: list[Rank] = [_RANK[o] for o in range(_ORD_9D + 1)]  # rank by ordinal, 30k..9d
        free = GameType.FREE
        black_won = Result.BLACK
        white_won = Result.WHITE
        # Rank -> ordinal by identity: Rank.ordinal is a property and Rank's hash is Python code; the
        # history keeps every Rank alive for the whole replay, so ids are stable and distinct.
        ord_of: dict[int, int] = {}
        # A rated player's (rank, rating) before and after, as the rows carry them: objects, so that a
        # compiled replay puts the same float objects in every row instead of unboxing and boxing anew.
        no_side: tuple[object, object, object, object] = (None, None, None, None)
        unseen = object()

        for d, _seq, _n, payload in items:
            if d != prev_date:
                if since >= stride and prev_date is not None:
                    cps.append(Checkpoint(prev_date, _state(pids, n_counted, rating, maxprof, count, played, rated_on)))
                    since = 0
                prev_date = d
            since += 1
            if isinstance(payload, Adjustment):
                self._adjust(payload, idx[payload.player], rating, maxprof, reg, own, adjustments)
                continue

            ev_id = payload[0].event
            event = events.get(ev_id) if ev_id is not None else None
            unit_rated = event is None or event.rated
            unit_weight = _weight(event.klass) if event is not None and event.rated else -1.0
            rated: list[_Rated] = []  # black and white by place in the unit
            other: list[_Kept] = []  # black and white by player index
            # By place: player index, games with a result, last game date, highest professed ordinal
            # in a rated game (-2: in none).
            place: dict[object, int] = {}  # by player id: everything within a unit is by place (0, 1, ...)
            up: list[int] = []
            cnt: list[int] = []
            last: list[date] = []
            prof: list[int] = []
            rk: list[object] = []  # the last rank professed in a rated game (`unseen`: none yet)
            ranked: list[int] = []  # places of everyone in a rated game, in order of first appearance
            for g in cast("list[_GameFields]", payload):
                res = g.result
                if res is None:
                    other.append((g.id, idx[g.black], idx[g.white], g.black_rank, g.white_rank))
                    continue
                gd = g.date
                pb = g.black
                lb = place.get(pb)
                if lb is None:
                    lb = place[pb] = len(up)
                    up.append(idx[pb])
                    cnt.append(1)
                    last.append(gd)
                    prof.append(-2)
                    rk.append(unseen)
                else:
                    cnt[lb] += 1
                    if last[lb] < gd:
                        last[lb] = gd
                pw = g.white
                lw = place.get(pw)
                if lw is None:
                    lw = place[pw] = len(up)
                    up.append(idx[pw])
                    cnt.append(1)
                    last.append(gd)
                    prof.append(-2)
                    rk.append(unseen)
                else:
                    cnt[lw] += 1
                    if last[lw] < gd:
                        last[lw] = gd
                brk = g.black_rank
                wrk = g.white_rank
                if not unit_rated or g.type is free:
                    other.append((g.id, up[lb], up[lw], brk, wrk))
                    continue
                # A player professes the same Rank object game after game: its ordinal is then already
                # counted in prof, and an unchanged rank (or none, meaning the registered one) is skipped.
                if brk is not rk[lb]:
                    rk[lb] = brk
                    if brk is None:
                        ob = reg[up[lb]]
                    else:
                        known = ord_of.get(id(brk))
                        if known is None:
                            known = brk.ordinal
                            ord_of[id(brk)] = known
                        ob = known
                    o = prof[lb]
                    if o < ob:
                        if o == -2:
                            ranked.append(lb)
                        prof[lb] = ob
                if wrk is not rk[lw]:
                    rk[lw] = wrk
                    if wrk is None:
                        ow = reg[up[lw]]
                    else:
                        known = ord_of.get(id(wrk))
                        if known is None:
                            known = wrk.ordinal
                            ord_of[id(wrk)] = known
                        ow = known
                    o = prof[lw]
                    if o < ow:
                        if o == -2:
                            ranked.append(lw)
                        prof[lw] = ow
                h = g.handicap
                rated.append((
                    g.id, lb, lw,
                    1.0 if res is black_won else 0.0 if res is white_won else 0.5,
                    (100 * h - 50.0) if h >= 1 else 0.0,
                    unit_weight if unit_weight >= 0.0 else _weight(g.klass),
                ))  # fmt: skip
            for lp, p in enumerate(up):
                count[p] += cnt[lp]
                if played[p] < last[lp]:
                    played[p] = last[lp]

            # Pre-event ratings: a first rating, or a reset (classic) before the event is rated.
            flags: dict[int, dict[str, Any]] = {}  # by place
            pre: list[float] = [0.0] * len(up)
            for lp in ranked:
                p = up[lp]
                o = prof[lp]
                m = maxprof[p]
                r = rating[p]
                if r is None:
                    r = own[p]
                    if r is None:
                        r = start_of(o)
                    rating[p] = r
                elif resets and m >= 0 and o >= 0 and o - m >= (1 if o >= _ORD_1P else 2):
                    flags[lp] = {"reset_from": r}
                    r = start_of(o)
                    rating[p] = r
                if o > m:  # m is -1 until something is professed, and o >= 0 then
                    maxprof[p] = o
                pre[lp] = r

            for t in other:
                raw[t[0]] = self._unrated_row(t, rating, reg, own)

            if not rated:
                continue
            changes, delta = rate_unit(rated, pre, ranked)
            side: list[tuple[object, object, object, object]] = [no_side] * len(up)
            for lp in ranked:
                dlt = delta[lp]
                if capped and dlt < -cap:
                    dlt = -cap
                    flags.setdefault(lp, {})["capped"] = True
                r0 = pre[lp]
                r1 = r0 + dlt
                if r1 < floor:
                    r1 = floor
                    flags.setdefault(lp, {})["floored"] = True
                p = up[lp]
                rating[p] = r1
                rated_on[p] = d
                q0 = int((r0 - 50) // 100) + _ORD_20K
                q1 = int((r1 - 50) // 100) + _ORD_20K
                side[lp] = (
                    rtab[q0] if lowest <= q0 <= _ORD_9D else rank_for(r0), r0,
                    rtab[q1] if lowest <= q1 <= _ORD_9D else rank_for(r1), r1,
                )  # fmt: skip
            it = iter(cast("list[object]", changes))  # the changes as they are, into the rows
            for (gid, lb, lw, _sb, _hb, _wt), cb, cw in zip(rated, it, it):
                kb0, rb0, kb1, rb1 = side[lb]
                kw0, rw0, kw1, rw1 = side[lw]
                detail = None
                if flags and (lb in flags or lw in flags):
                    detail = {f"black_{k}": v for k, v in flags.get(lb, {}).items()}
                    detail.update({f"white_{k}": v for k, v in flags.get(lw, {}).items()})
                raw[gid] = (gid, True, kb0, rb0, cb, kb1, rb1, kw0, rw0, cw, kw1, rw1, detail)

        if prev_date is not None:
            cps.append(Checkpoint(prev_date, _state(pids, n_counted, rating, maxprof, count, played, rated_on)))
        final: dict[int, PlayerState] = {}
        for i in range(n_players):
            pid = pids[i]
            r = rating[i]
            on = played[i]
            last_played = None if on == date.min else on
            if r is None:
                given = own[i]
                value = given if given is not None else start_of(reg[i])
                final[pid] = PlayerState(players[pid].rank, value, count[i], last_played, last_rated=None,
                                         extra={"unrated": True})  # fmt: skip
            else:
                final[pid] = PlayerState(rank_for(r), r, count[i], last_played, last_rated=rated_on[i])
        return Replay(GameRatings(cast("dict[int, tuple[Any, ...]]", raw)), adjustments, final, cps)

    def _unrated_row(self, t: _Kept, rating: list[float | None], reg: list[int], own: list[float | None]) -> tuple[Any, ...]:
        """A kept, never rated game: both players as they stand (a never-rated one at their nominal rating)."""
        gid, b, w, brk, wrk = t
        rk_b, v_b = self._standing(b, brk, rating, reg, own)
        rk_w, v_w = self._standing(w, wrk, rating, reg, own)
        return (gid, False, rk_b, v_b, 0.0, rk_b, v_b, rk_w, v_w, 0.0, rk_w, v_w, None)

    def _standing(
        self, p: int, professed: Rank | None, rating: list[float | None], reg: list[int], own: list[float | None]
    ) -> tuple[Rank | None, float]:
        r = rating[p]
        if r is not None:
            return self.rank_for(r), r
        o = professed.ordinal if professed is not None else reg[p]
        given = own[p]
        return (_RANK[o] if o >= 0 else None), (given if given is not None else self._start(o))

    def _adjust(
        self,
        adj: Adjustment,
        p: int,
        rating: list[float | None],
        maxprof: list[int],
        reg: list[int],
        own: list[float | None],
        out: dict[int, AdjustmentRating],
    ) -> None:
        """The secretary sets a rating (or a rank, meaning its starting rating) on a date; `p`: the player's index."""
        rk0, v0 = self._standing(p, None, rating, reg, own)
        if adj.rank is not None:
            o = adj.rank.ordinal
            if o > maxprof[p]:
                maxprof[p] = o
        if adj.rating is not None:
            rating[p] = float(adj.rating)
        elif adj.rank is not None:
            rating[p] = self._start(adj.rank.ordinal)
        rk1, v1 = self._standing(p, None, rating, reg, own)
        out[adj.id] = AdjustmentRating(adj.id, adj.player, rk0, v0, rk1, v1)


def _state(
    pids: list[int],
    n_counted: int,
    rating: list[float | None],
    maxprof: list[int],
    count: list[int],
    played: list[date],
    rated_on: list[date | None],
) -> _State:
    """The lists by player index as a checkpoint's dicts by player id (copies: later units cannot change them)."""
    counted = pids[:n_counted]
    return (
        {pids[i]: r for i, r in enumerate(rating) if r is not None},
        {pids[i]: m for i, m in enumerate(maxprof) if m >= 0},
        dict(zip(counted, count)),
        dict(zip(counted, played)),
        {pids[i]: x for i, x in enumerate(rated_on) if x is not None},
    )


class EgfEngine(EventReplayEngine):
    """Classic GoR: eps 0.016, per-event loss capped at 100, floor 100, resets on a 2-grade jump."""

    system = RatingSystem.EGF
    value_label = "GoR"
    floor: float = FLOOR
    max_event_loss: float | None = MAX_EVENT_LOSS
    resets: bool = True
    lowest_ordinal: int = _ORD_20K

    def __init__(self, epsilon: float = EPSILON) -> None:
        self.epsilon = epsilon

    def _rate_unit(self, games: list[_Rated], pre: list[float], players: list[int]) -> tuple[list[float], list[float]]:
        """Every game on pre-event ratings; inlined Se and a(R) (same as `expected_score`) for speed."""
        half = self.epsilon / 2
        one_eps = 1 - self.epsilon
        exp = math.exp
        conv = [0.0] * len(pre)
        delta = [0.0] * len(pre)
        for p in players:
            conv[p] = con(pre[p])
        out: list[float] = []
        append = out.append
        for _gid, b, w, sb, hb, wt in games:
            eb = pre[b] + hb
            ew = pre[w]
            if eb <= ew:  # Black is A
                av = 205 - eb / 20
                if av > 200.0:
                    av = 200.0
                elif av < 70.0:
                    av = 70.0
                x = (ew - eb) / av
                seb = 1 / (exp(x if x < 700.0 else 700.0) + 1) - half
                sew = one_eps - seb
            else:
                av = 205 - ew / 20
                if av > 200.0:
                    av = 200.0
                elif av < 70.0:
                    av = 70.0
                x = (eb - ew) / av
                sew = 1 / (exp(x if x < 700.0 else 700.0) + 1) - half
                seb = one_eps - sew
            cb = wt * conv[b] * (sb - seb)
            cw = wt * conv[w] * ((1 - sb) - sew)
            delta[b] += cb
            delta[w] += cw
            append(cb)
            append(cw)
        return out, delta
