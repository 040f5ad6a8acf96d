"""The open club in memory: its file, its history in replay order, the engine's replay, and the re-rate.

Every use-case module (players, games, events, imports, settings, ...) changes the club
through one `ClubState`: it writes in one transaction, mirrors the change in `history`,
then calls `rerate` with the earliest date the change can affect. `rerate` replays from
the engine checkpoint just before that date (never from the start unless it must); tests
check on random histories that this always equals `full_replay()`.

This module knows nothing of the use cases, so they can all import it (session.py puts
them together).
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Sequence
from datetime import date
from pathlib import Path

from sqlalchemy import select

from clubrater.controller import snapshot, storage
from clubrater.controller.storage import ORDER_KEY
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.model import Adjustment, Game, GameType, History, Player, RatingSystem
from clubrater.engines.base import Engine, GameRatings, Replay
from clubrater.engines.registry import engine_for, system_from_name
from clubrater.store.database import Database
from clubrater.store.models import AdjustmentRecord, Club, EventRecord


class ClubState:
    """One open club file and its ratings, kept current after every change."""

    def __init__(self, db: Database, *, today: Callable[[], date] = date.today) -> None:
        self.db = db
        self.today = today
        self._load()

    # ----------------------------------------------------------------- the file
    @property
    def path(self) -> Path:
        return self.db.path

    @property
    def read_only(self) -> bool:
        """True when opened read-only: every change raises ReadOnlyError (a ClubRaterError) before touching anything."""
        return self.db.read_only

    def close(self) -> None:
        snapshot.save(self)  # the next open need not replay (a cache: a failure is only logged)
        self.db.close()

    def _load(self) -> None:
        with self.db.reading() as s:
            club = s.get(Club, 1)
            assert club is not None
            self.club_name: str = club.name
            self.system: RatingSystem = system_from_name(club.system)
            self.default_komi_even: float = club.default_komi
            self.default_game_type: GameType = GameType(club.default_game_type)
            players = storage.read_players(s)
            events = {r.id: storage.event_of(r) for r in s.scalars(select(EventRecord))}
            games = storage.read_games(s)
            adjustments = [
                storage.adjustment_of(r)
                for r in s.scalars(select(AdjustmentRecord).order_by(AdjustmentRecord.date, AdjustmentRecord.seq))
            ]
        self.engine: Engine = engine_for(self.system)
        self.history = History(players, games, adjustments, events)
        # the replay kept in the file when it was last closed, if it still matches the file (issue 14)
        self.replay: Replay = snapshot.restore(self) or self.engine.replay(self.history)
        self.by_id: dict[int, Game] = {g.id: g for g in games}

    def full_replay(self) -> Replay:
        """Rate everything from the start (what every incremental update must equal)."""
        return self.engine.replay(self.history)

    # ----------------------------------------------------------------- mirroring changes in memory
    def add_to_history(self, games: Sequence[Game]) -> None:
        h = self.history
        if len(games) > 64:
            h.games.extend(games)
            h.games.sort(key=ORDER_KEY)
        else:
            keys = [(g.date, g.seq) for g in h.games[-1:]]
            for g in games:
                if keys and (g.date, g.seq) >= keys[0]:
                    h.games.append(g)
                    keys = [(g.date, g.seq)]
                else:
                    bisect.insort(h.games, g, key=ORDER_KEY)
        for g in games:
            self.by_id[g.id] = g

    def remove_from_history(self, games: Sequence[Game]) -> None:
        ids = {g.id for g in games}
        h = self.history
        if len(ids) == 1:
            (g,) = games
            i = bisect.bisect_left(h.games, (g.date, g.seq), key=ORDER_KEY)
            if i < len(h.games) and h.games[i].id == g.id:
                del h.games[i]
            else:
                h.games[:] = [x for x in h.games if x.id != g.id]
        else:
            h.games[:] = [x for x in h.games if x.id not in ids]
        for i in ids:
            self.by_id.pop(i, None)
            self.replay.games.raw.pop(i, None)

    def player(self, player_id: int) -> Player:
        """A player of the club by id; one sentence when there is none (an id typed or from an old file)."""
        try:
            return self.history.players[player_id]
        except KeyError:
            raise ClubRaterError(f"There is no player number {player_id}.") from None

    def insert_adjustment(self, adj: Adjustment) -> None:
        """Mirror a stored adjustment in the history, in replay order."""
        bisect.insort(self.history.adjustments, adj, key=ORDER_KEY)

    def event_dates(self, *event_ids: int | None) -> list[date]:
        """An event is rated as a whole, placed by its last game: a change to one of its games
        must re-rate from before the event's first game (EGF and FESA; SAGC rates game by game)."""
        wanted = {e for e in event_ids if e is not None}
        if not wanted or self.system == RatingSystem.SAGC:
            return []
        return [g.date for g in self.history.games if g.event in wanted]

    def games_dates(self, games: Sequence[Game]) -> date | None:
        """The earliest date a change to these games can affect (their events included)."""
        if not games:
            return None
        return min([g.date for g in games] + self.event_dates(*{g.event for g in games}))

    # ----------------------------------------------------------------- rating
    def rerate(self, since: date | None, *, new_players_only: bool = False) -> None:
        """Replay from the latest checkpoint strictly before `since` (None: nothing dated changed)."""
        old = self.replay
        if since is None:
            if new_players_only:
                # Only players without games changed: the last checkpoint still holds for everyone else.
                cp = old.checkpoints[-1] if old.checkpoints else None
                fresh = self.engine.replay(self.history, cp, checkpoints=0 if cp else 64)
                old.final = fresh.final
                if cp is None:
                    self.replay = fresh
            return
        cp = None
        keep = 0
        for i, c in enumerate(old.checkpoints):
            if c.after < since:
                cp, keep = c, i + 1
            else:
                break
        if cp is None:
            self.replay = self.engine.replay(self.history)
            return
        games = self.history.games
        tail = len(games) - bisect.bisect_right(games, (cp.after, float("inf")), key=ORDER_KEY)
        wanted = max(1, 64 * tail // max(len(games), 1))
        fresh = self.engine.replay(self.history, cp, checkpoints=wanted)
        raw = old.games.raw
        for g in games[len(games) - tail:]:
            raw.pop(g.id, None)
        raw.update(fresh.games.raw)
        for aid in [a.id for a in self.history.adjustments if a.date > cp.after]:
            old.adjustments.pop(aid, None)
        old.adjustments.update(fresh.adjustments)
        self.replay = Replay(GameRatings(raw, old.games.make), old.adjustments, fresh.final,
                             old.checkpoints[:keep] + fresh.checkpoints)
