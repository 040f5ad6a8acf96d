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
from datetime import date
from operator import attrgetter, itemgetter
from typing import Any

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


_FIELDS = attrgetter("id", "date", "black", "white", "result", "handicap", "type", "black_rank", "white_rank", "klass")


def _weight(klass: str) -> float:
    try:
        return _WEIGHT[klass]
    except KeyError:
        raise ClubRaterError(f'EGF class "{klass}" is not A, B, C or D.') from None


class EventReplayEngine(Engine):
    """Replays a history event by event; subclasses give the per-game formula and the limits.

    State (what a checkpoint copies): rating, highest professed ordinal, games with a result,
    last game date, last rated unit date, each a dict by player id.
    """

    floor: float = FLOOR
    max_event_loss: float | None = None  # net loss cap per event; None: no cap
    resets: bool = False
    lowest_ordinal: int = _ORD_20K  # weakest rank a rating stands for

    @abstractmethod
    def _rate_unit(self, games: list[tuple], pre: dict[int, float]) -> tuple[list[float], dict[int, float]]:
        """Rate one unit at once.

        `games`: (id, black, white, black's S, black's handicap bonus, class weight) of each rated
        game; `pre`: pre-event rating of everyone in them. Returns each game's (black change,
        white change) flattened into one list, and each player's summed change.
        """

    def _start(self, ordinal: int) -> float:
        return _start_by_ordinal(ordinal)

    def rank_for(self, r: float) -> Rank:
        return _rank_for(r, self.lowest_ordinal)

    def replay(self, history: History, start: Checkpoint | None = None, *, checkpoints: int = 64) -> Replay:
        with paused_gc(len(history.games) if start is None else 0):
            return self._replay(history, start, checkpoints)

    # -- the replay ---------------------------------------------------------------------------

    @staticmethod
    def _units(history: History) -> list[tuple]:
        """Units and adjustments in replay order, as (date, seq, n, event id or None, games or adjustment)."""
        groups: dict[Any, list[Game]] = {}
        get = groups.get
        for g in history.games:
            ev = g.event
            k = ev if ev is not None else g.date
            u = get(k)
            if u is None:
                groups[k] = [g]
            else:
                u.append(g)
        order: list[tuple] = []
        n = 0
        by_date = attrgetter("date")
        by_seq = attrgetter("seq")
        for k, games in groups.items():
            last = max(map(by_date, games))
            first_seq = min(map(by_seq, games))
            order.append((last, first_seq, n, None if isinstance(k, date) else k, games))
            n += 1
        for adj in history.adjustments:
            order.append((adj.date, adj.seq, n, None, adj))
            n += 1
        order.sort(key=itemgetter(0, 1, 2))
        return order

    def _replay(self, history: History, start: Checkpoint | None, checkpoints: int) -> Replay:
        items = self._units(history)
        if start is not None:
            rating, maxprof, count, played, rated_on = (dict(d) for d in start.state)
            after = start.after
            items = [it for it in items if it[0] > after]
        else:
            rating, maxprof, count, played, rated_on = {}, {}, {}, {}, {}
        players = history.players
        events = history.events
        reg: dict[int, int] = {}
        own: dict[int, float | None] = {}
        for pid, pl in players.items():
            reg[pid] = pl.rank.ordinal if pl.rank is not None else _NO_RANK
            own[pid] = pl.rating
            if pid not in count:
                count[pid] = 0
                played[pid] = date.min

        raw: dict[int, tuple] = {}
        adjustments: dict[int, AdjustmentRating] = {}
        cps: list[Checkpoint] = []
        stride = checkpoint_stride(len(items), checkpoints)
        since = 0
        prev_date: date | None = None
        rank_for = self.rank_for
        start_of = self._start
        rate_unit = self._rate_unit
        cap = self.max_event_loss
        floor = self.floor
        resets = self.resets
        lowest = self.lowest_ordinal
        rtab = [_RANK[o] for o in range(_ORD_9D + 1)]  # rank by ordinal, 30k..9d
        free = GameType.FREE
        black_won = Result.BLACK
        white_won = Result.WHITE
        fields = _FIELDS
        # Rank -> ordinal by identity: Rank.ordinal is a property and Rank's hash is Python code; the
        # history keeps every Rank alive for the whole replay, so ids are stable and distinct.
        ord_of: dict[int, int] = {}
        # Player ids as the players dict's own int objects: ids read from the file are new objects per
        # game, scattered over the heap, and every dict below would compare them by value, not identity.
        same = {pid: pid for pid in players}

        for d, _seq, _n, ev_id, payload in items:
            if d != prev_date:
                if since >= stride and prev_date is not None:
                    cps.append(self._checkpoint(prev_date, rating, maxprof, count, played, rated_on))
                    since = 0
                prev_date = d
            since += 1
            if type(payload) is Adjustment:
                self._adjust(payload, rating, maxprof, reg, own, adjustments)
                continue

            event = events.get(ev_id) if ev_id is not None else None
            unit_rated = event is None or event.rated
            unit_weight = _weight(event.klass) if event is not None and event.rated else None
            rated: list[tuple] = []
            other: list[tuple] = []
            prof: dict[int, int] = {}
            pget = prof.get
            for gid, gd, b, w, res, h, typ, brk, wrk, kl in map(fields, payload):
                b = same[b]
                w = same[w]
                if res is None:
                    other.append((gid, b, w, brk, wrk))
                    continue
                count[b] += 1
                count[w] += 1
                if played[b] < gd:
                    played[b] = gd
                if played[w] < gd:
                    played[w] = gd
                if not unit_rated or typ is free:
                    other.append((gid, b, w, brk, wrk))
                    continue
                if brk is None:
                    ob = reg[b]
                else:
                    ob = ord_of.get(id(brk))  # type: ignore[assignment]  # None only until the next line
                    if ob is None:
                        ob = ord_of[id(brk)] = brk.ordinal
                if pget(b, -2) < ob:
                    prof[b] = ob
                if wrk is None:
                    ow = reg[w]
                else:
                    ow = ord_of.get(id(wrk))  # type: ignore[assignment]  # None only until the next line
                    if ow is None:
                        ow = ord_of[id(wrk)] = wrk.ordinal
                if pget(w, -2) < ow:
                    prof[w] = ow
                rated.append((
                    gid, b, w,
                    1.0 if res is black_won else 0.0 if res is white_won else 0.5,
                    (100 * h - 50.0) if h >= 1 else 0.0,
                    unit_weight if unit_weight is not None else _weight(kl),
                ))  # fmt: skip

            # Pre-event ratings: a first rating, or a reset (classic) before the event is rated.
            pre: dict[int, float] = {}
            flags: dict[int, dict[str, Any]] = {}
            for p, o in prof.items():
                r = rating.get(p)
                m = maxprof.get(p)
                if r is None:
                    r = own[p]
                    if r is None:
                        r = start_of(o)
                    rating[p] = r
                elif resets and m is not None and o >= 0 and o - m >= (1 if o >= _ORD_1P else 2):
                    flags[p] = {"reset_from": r}
                    r = start_of(o)
                    rating[p] = r
                if o >= 0 and (m is None or o > m):
                    maxprof[p] = o
                pre[p] = r

            for t in other:
                raw[t[0]] = self._unrated_row(t, rating, reg, own)

            if not rated:
                continue
            changes, delta = rate_unit(rated, pre)
            # Per player: (rank before, rating before, rank after, rating after).
            side: dict[int, tuple] = {}
            for p, dlt in delta.items():
                if cap is not None and dlt < -cap:
                    dlt = -cap
                    flags.setdefault(p, {})["capped"] = True
                r0 = pre[p]
                r1 = r0 + dlt
                if r1 < floor:
                    r1 = floor
                    flags.setdefault(p, {})["floored"] = True
                rating[p] = r1
                rated_on[p] = d
                q0 = int((r0 - 50) // 100) + _ORD_20K
                q1 = int((r1 - 50) // 100) + _ORD_20K
                side[p] = (
                    rtab[q0] if lowest <= q0 <= _ORD_9D else rank_for(r0), r0,
                    rtab[q1] if lowest <= q1 <= _ORD_9D else rank_for(r1), r1,
                )  # fmt: skip
            it = iter(changes)
            for (gid, b, w, _sb, _hb, _wt), cb, cw in zip(rated, it, it):
                kb0, rb0, kb1, rb1 = side[b]
                kw0, rw0, kw1, rw1 = side[w]
                detail = None
                if flags and (b in flags or w in flags):
                    detail = {f"black_{k}": v for k, v in flags.get(b, {}).items()}
                    detail.update({f"white_{k}": v for k, v in flags.get(w, {}).items()})
                raw[gid] = (gid, True, kb0, rb0, cb, kb1, rb1, kw0, rw0, cw, kw1, rw1, detail)

        if prev_date is not None:
            cps.append(self._checkpoint(prev_date, rating, maxprof, count, played, rated_on))
        final: dict[int, PlayerState] = {}
        for pid, pl in players.items():
            r = rating.get(pid)
            lp = played[pid]
            lp = None if lp == date.min else lp
            if r is None:
                given = own[pid]
                value = given if given is not None else start_of(reg[pid])
                final[pid] = PlayerState(pl.rank, value, count[pid], lp, last_rated=None, extra={"unrated": True})
            else:
                final[pid] = PlayerState(rank_for(r), r, count[pid], lp, last_rated=rated_on.get(pid))
        return Replay(GameRatings(raw), adjustments, final, cps)

    def _unrated_row(self, t: tuple, rating: dict[int, float], reg: dict[int, int], own: dict) -> tuple:
        """A kept, never rated game: both players as they stand (a never-rated one at their nominal rating)."""
        gid, b, w, brk, wrk = t
        rk_b, v_b = self._standing(b, brk, rating, reg, own)
        rk_w, v_w = self._standing(w, wrk, rating, reg, own)
        return (gid, False, rk_b, v_b, 0.0, rk_b, v_b, rk_w, v_w, 0.0, rk_w, v_w, None)

    def _standing(self, p: int, professed: Rank | None, rating: dict, reg: dict, own: dict) -> tuple[Rank | None, float]:
        r = rating.get(p)
        if r is not None:
            return self.rank_for(r), r
        o = professed.ordinal if professed is not None else reg[p]
        value = own[p] if own[p] is not None else self._start(o)
        return (_RANK[o] if o >= 0 else None), value

    def _adjust(
        self,
        adj: Adjustment,
        rating: dict[int, float],
        maxprof: dict[int, int],
        reg: dict[int, int],
        own: dict,
        out: dict[int, AdjustmentRating],
    ) -> None:
        """The secretary sets a rating (or a rank, meaning its starting rating) on a date."""
        p = adj.player
        rk0, v0 = self._standing(p, None, rating, reg, own)
        if adj.rank is not None:
            o = adj.rank.ordinal
            m = maxprof.get(p)
            if m is None or o > m:
                maxprof[p] = o
        if adj.rating is not None:
            rating[p] = float(adj.rating)
        elif adj.rank is not None:
            rating[p] = self._start(adj.rank.ordinal)
        rk1, v1 = self._standing(p, None, rating, reg, own)
        out[adj.id] = AdjustmentRating(adj.id, p, rk0, v0, rk1, v1)

    @staticmethod
    def _checkpoint(on: date, *state: dict) -> Checkpoint:
        """State after `on`, copied so that later units cannot change it."""
        return Checkpoint(on, tuple(dict(s) for s in state))


class EgfEngine(EventReplayEngine):
    """Classic GoR: eps 0.016, per-event loss capped at 100, floor 100, resets on a 2-grade jump."""

    system = RatingSystem.EGF
    value_label = "GoR"
    floor = FLOOR
    max_event_loss = MAX_EVENT_LOSS
    resets = True
    lowest_ordinal = _ORD_20K

    def __init__(self, epsilon: float = EPSILON) -> None:
        self.epsilon = epsilon

    def _rate_unit(self, games: list[tuple], pre: dict[int, float]) -> tuple[list[float], dict[int, float]]:
        """Every game on pre-event ratings; inlined Se and a(R) (same as `expected_score`) for speed."""
        half = self.epsilon / 2
        one_eps = 1 - self.epsilon
        exp = math.exp
        info = {p: (r, con(r)) for p, r in pre.items()}
        delta = dict.fromkeys(pre, 0.0)
        out: list[float] = []
        append = out.append
        for _gid, b, w, sb, hb, wt in games:
            rb, con_b = info[b]
            ew, con_w = info[w]
            eb = rb + hb
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
            cb = wt * con_b * (sb - seb)
            cw = wt * con_w * ((1 - sb) - sew)
            delta[b] += cb
            delta[w] += cw
            append(cb)
            append(cw)
        return out, delta
