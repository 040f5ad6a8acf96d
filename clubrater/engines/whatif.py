"""What if: the answer to "what do I need to go up?", by running the real engine on a copy of the state.

Nothing here has a formula of its own. The engine's last checkpoint (its state after the whole
history) is the starting point; hypothetical games are played one a day after the newest item,
each replayed by the engine from the previous hypothetical state, and counted until the rank
changes. The club's own history and replay are never touched.

Opponents: `Opponent(player_id=...)` is that player every time (their state moves too, and the
SAGC opponent factor falls as they meet again); `Opponent(rank=...)` is a different, new player of
that rank each game (SAGC opponent factor 1; EGF: that rank's starting rating). For FESA a
"player of a grade" is an established player rated at the grade's midpoint (MP), since a new
FESA player would first be performance-rated.

Colours: the weaker player by current rank takes Black with the handicap; equal ranks, the
player asking is Black. Komi: 6.5 for even games, 0.5 with handicap, unless given.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from typing import Any

from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Joined, Messages
from clubrater.domain.model import Game, GameType, History, Player, RatingSystem, Result
from clubrater.domain.ranks import Rank, rank_from_ordinal
from clubrater.engines.base import Checkpoint, Engine, GameRating, PlayerState, Replay


class WhatIfMessages(Messages):
    """What if: the rules' words (what the next grade still needs) and refusals."""


LIMIT = 500  # games tried before answering "not within 500 games" (None)


@dataclass(frozen=True, slots=True)
class Opponent:
    player_id: int | None = None
    rank: Rank | None = None
    grade: str = ""  # FESA


@dataclass(slots=True)
class Played:
    """One hypothetical game and what the engine made of it for the player asking."""

    game: Game
    opponent: Player
    rating: GameRating
    black: bool

    @property
    def change(self) -> float:
        return self.rating.black_change if self.black else self.rating.white_change

    @property
    def rank_after(self) -> Rank | None:
        return self.rating.black_rank_after if self.black else self.rating.white_rank_after

    @property
    def after(self) -> float:
        return self.rating.black_after if self.black else self.rating.white_after


@dataclass(slots=True)
class Simulation:
    """A copy of the club's state after its whole history, on which games can be played."""

    engine: Engine
    players: dict[int, Player]
    events: dict[int, Any]
    checkpoint: Checkpoint | None
    final: dict[int, PlayerState]
    day: date
    next_game: int
    next_player: int
    next_seq: int
    played: list[Played] = field(default_factory=list)

    @classmethod
    def start(cls, engine: Engine, history: History, replay: Replay) -> Simulation:
        cp = replay.checkpoints[-1] if replay.checkpoints else None
        last = max([g.date for g in history.games[-1:]] + [a.date for a in history.adjustments[-1:]]
                   + ([cp.after] if cp else []), default=date.today())
        return cls(
            engine, dict(history.players), dict(history.events), cp, dict(replay.final), last,
            max((g.id for g in history.games), default=0) + 1, max(history.players, default=0) + 1,
            max([g.seq for g in history.games] + [a.seq for a in history.adjustments], default=0) + 1,
        )

    def new_player(self, rank: Rank | None, *, grade: str = "", start_state: dict | None = None) -> Player:
        p = Player(self.next_player, f"(a {rank or grade} player)", rank, grade=grade, start_state=start_state)
        self.players[p.id] = p
        self.next_player += 1
        return p

    def current_rank(self, pid: int) -> int:
        st = self.final.get(pid)
        rank = st.rank if st is not None and st.rank is not None else self.players[pid].rank
        return rank.ordinal if rank is not None else 0

    def play(self, me: int, opponent: Player, won: bool | None, *, handicap: int = 0, komi: float | None = None,
             game_type: GameType = GameType.CLUB, klass: str = "A", piece_handicap: str = "") -> Played:
        """One game between `me` and `opponent` the day after the last one, rated by the engine from the current state."""
        black = self.current_rank(me) <= self.current_rank(opponent.id) if handicap or piece_handicap else True
        result = Result.JIGO if won is None else Result.BLACK if won == black else Result.WHITE
        self.day += timedelta(days=1)
        b, w = (me, opponent.id) if black else (opponent.id, me)
        g = Game(self.next_game, self.next_seq, self.day, b, w, result, handicap,
                 komi if komi is not None else (6.5 if handicap == 0 else 0.5), game_type, None, None,
                 piece_handicap=piece_handicap, klass=klass)
        self.next_game += 1
        self.next_seq += 1
        out = self.engine.replay(History(self.players, [g], [], self.events), self.checkpoint, checkpoints=1)
        self.checkpoint = out.checkpoints[-1]
        self.final = out.final
        p = Played(g, opponent, out.games[g.id], black)
        self.played.append(p)
        return p

    def fork(self) -> Simulation:
        return replace(self, players=dict(self.players), final=dict(self.final), played=[])


def _opponents(sim: Simulation, me: int, against: Opponent | None) -> Iterator[Player]:
    """The opponent of each next game: the same player every time, or a new one of the rank each time."""
    if against is not None and against.player_id is not None:
        if against.player_id == me:
            raise ClubRaterError(WhatIfMessages.tr("A player cannot play against themself; choose another opponent."))
        if against.player_id not in sim.players:
            raise ClubRaterError(WhatIfMessages.tr("There is no player number {number}.").format(number=against.player_id))
        while True:
            yield sim.players[against.player_id]
    while True:
        if sim.engine.system == RatingSystem.FESA:
            yield _fesa_opponent(sim, me, against)
        else:
            rank = against.rank if against is not None and against.rank is not None else rank_from_ordinal(
                sim.current_rank(me))
            yield sim.new_player(rank)


# --------------------------------------------------------------------- SAGC
@dataclass(slots=True)
class Streak:
    """Games in a row until the rank changed (None: not within LIMIT games), and the games played."""

    count: int | None
    games: list[Played]


def streak(sim: Simulation, me: int, against: Opponent | None, won: bool, *, limit: int = LIMIT, **game: Any) -> Streak:
    """Wins (or losses) in a row, on a fork of `sim`, until the player's rank changes."""
    s = sim.fork()
    start = s.current_rank(me)
    opponents = _opponents(s, me, against)
    for n in range(1, limit + 1):
        p = s.play(me, next(opponents), won, **game)
        after = p.rank_after.ordinal if p.rank_after is not None else start
        if (after > start) if won else (after < start):
            return Streak(n, s.played)
        fresh = against is None or against.player_id is None
        # A new opponent each game: a game that left the state as it was will leave it so every time.
        if fresh and len(s.played) > 1 and (s.played[-2].after, s.played[-2].rank_after) == (p.after, p.rank_after):
            break
    return Streak(None, s.played)


def one_game(sim: Simulation, me: int, against: Opponent | None, won: bool | None, **game: Any) -> Played:
    s = sim.fork()
    return s.play(me, next(_opponents(s, me, against)), won, **game)


def sagc(sim: Simulation, me: int, against: Opponent | None = None, *, handicap: int = 0, komi: float | None = None,
         game_type: GameType = GameType.CLUB) -> dict[str, Any]:
    """{"win", "loss", "jigo", "wins_to_promote", "losses_to_demote"}: changes as the record sheet's column 8."""
    g: dict[str, Any] = {"handicap": handicap, "komi": komi, "game_type": game_type}
    return {
        "win": int(one_game(sim, me, against, True, **g).change),
        "loss": int(one_game(sim, me, against, False, **g).change),
        "jigo": int(one_game(sim, me, against, None, **g).change),
        "wins_to_promote": streak(sim, me, against, True, **g).count,
        "losses_to_demote": streak(sim, me, against, False, **g).count,
    }


# --------------------------------------------------------------------- EGF
def egf(sim: Simulation, me: int, against: Opponent | None = None, *, handicap: int = 0,
        komi: float | None = None) -> dict[str, Any]:
    """GoR change for a win and a loss at a class A tournament, the next rank and the rating it begins at."""
    g: dict[str, Any] = {"handicap": handicap, "komi": komi, "game_type": GameType.TOURNAMENT, "klass": "A"}
    win = one_game(sim, me, against, True, **g)
    loss = one_game(sim, me, against, False, **g)
    st = sim.final[me]
    value = st.value
    rank = st.rank if st.rank is not None else sim.players[me].rank
    rank_for = getattr(sim.engine, "rank_for")  # noqa: B009 - the event engines' own rank of a rating
    nxt: Rank | None = None
    need: float | None = None
    if rank is not None and rank.ordinal < 38:
        target = rank_from_ordinal(rank.ordinal + 1)
        r = int(value)
        while rank_for(r).ordinal < target.ordinal and r < 4000:
            r += 1
        nxt, need = target, float(r)
    return {"win": round(win.change, 3), "loss": round(loss.change, 3), "next_rank": str(nxt) if nxt else None,
            "rating_for_next_rank": need}


# --------------------------------------------------------------------- FESA
def _fesa_opponent(sim: Simulation, me: int, against: Opponent | None) -> Player:
    from clubrater.domain.shogi import grade_label, midpoint, parse_grade

    grade = parse_grade(against.grade) if against is not None and against.grade else None
    rating = midpoint(grade) if grade is not None else int(sim.final[me].value) or 1500
    state = {"rating": rating, "games": 100, "bonus_count": 100, "grade": grade_label(grade) if grade else ""}
    return sim.new_player(None, grade=grade_label(grade) if grade else "", start_state=state)


def fesa(sim: Simulation, me: int, against: Opponent | None = None, *, piece_handicap: str = "") -> dict[str, Any]:
    """Elo change for a win and a loss now, the next grade and what it still needs (seed 002, section 7)."""
    from clubrater.domain.shogi import DAN_GAMES, NEVER, grade_from_ordinal, grade_label, parse_grade, row

    g: dict[str, Any] = {"game_type": GameType.TOURNAMENT, "piece_handicap": piece_handicap}
    win = one_game(sim, me, against, True, **g)
    loss = one_game(sim, me, against, False, **g)
    st = sim.final[me]
    current = parse_grade(st.grade) if st.grade else None
    o = current.ordinal if current is not None else 0
    nxt = grade_from_ordinal(o + 1) if o + 1 <= 29 else None
    needs: str = ""
    if nxt is not None:
        r = row(nxt)
        rating = int(st.value)
        lb = st.extra.get("lb_count") or [0, False]
        mp = st.extra.get("mp_count") or 0
        # The words of seed 002's section 7 (said in the reader's language: domain/message.py)
        parts: list[object] = [WhatIfMessages.tr("{lb} (LB), {mp} (MP) or {ub} (UB) rating; now {rating}").format(
            lb=r.lb, mp=r.mp, ub=r.ub, rating=rating)]
        if st.games < 18:
            parts.append(WhatIfMessages.tr("{more} more games before the usual routes apply (now {games})").format(
                more=18 - st.games, games=st.games))
        routes: list[object] = [WhatIfMessages.tr("at once at {ub} or above").format(ub=r.ub)]
        if r.n_mp < NEVER:
            routes.append(WhatIfMessages.tr("{games} games at {mp} or above ({so_far} so far)").format(
                games=r.n_mp, mp=r.mp, so_far=mp))
        if r.n_lb < NEVER:
            routes.append((WhatIfMessages.tr("{games} games at {lb} or above having reached {mp} once ({so_far} so far, "
                                             "MP reached)") if lb[1] else
                           WhatIfMessages.tr("{games} games at {lb} or above having reached {mp} once ({so_far} so far)"))
                          .format(games=r.n_lb, lb=r.lb, mp=r.mp, so_far=lb[0]))
        parts.append(Joined("; ", routes))
        need = DAN_GAMES.get(nxt.ordinal)
        if need is not None:
            from clubrater.engines.fesa import _DAN_THRESHOLDS

            dan = (st.extra.get("state") or {}).get("dan_games") or []
            idx = _DAN_THRESHOLDS.index(need[1])
            done = dan[idx][0] if idx < len(dan) else 0
            parts.append(WhatIfMessages.tr("and {games} games against players rated {rating} or more, more than one of "
                                           "them ({so_far} so far)").format(games=need[0], rating=need[1], so_far=done))
        needs = Joined("; ", parts)
    return {"win": round(win.change, 3), "loss": round(loss.change, 3),
            "next_grade": grade_label(nxt) if nxt else None, "needs": needs}


def whatif(engine: Engine, history: History, replay: Replay, me: int, against: Opponent | None = None, *,
           handicap: int = 0, komi: float | None = None, game_type: GameType = GameType.CLUB,
           piece_handicap: str = "") -> dict[str, Any]:
    """The answer in the JSON shape of issue 12 for the engine's system."""
    if me not in history.players:
        raise ClubRaterError(WhatIfMessages.tr("There is no player number {number}.").format(number=me))
    if not 0 <= handicap <= 9:
        raise ClubRaterError(WhatIfMessages.tr("Handicap {handicap} is not between 0 and 9.").format(handicap=handicap))
    sim = Simulation.start(engine, history, replay)
    if engine.system == RatingSystem.SAGC:
        return sagc(sim, me, against, handicap=handicap, komi=komi, game_type=game_type)
    if engine.system == RatingSystem.FESA:
        return fesa(sim, me, against, piece_handicap=piece_handicap)
    return egf(sim, me, against, handicap=handicap, komi=komi)


__all__ = ["LIMIT", "Opponent", "Played", "Simulation", "Streak", "egf", "fesa", "one_game", "sagc", "streak", "whatif"]
