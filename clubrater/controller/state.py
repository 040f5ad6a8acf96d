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
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import select

from clubrater.controller import snapshot, storage
from clubrater.controller.storage import ORDER_KEY
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.model import Adjustment, Game, GameType, History, Player, RatingSystem
from clubrater.engines.base import Engine, GameRatings, Replay
from clubrater.engines.registry import engine_for, system_from_name
from clubrater.store.database import Database
from clubrater.store.models import AdjustmentRecord, Club, EventRecord, GameRecord, MemberClubRecord, PlayerRecord

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from clubrater.controller.catchup import Arrived
    from clubrater.controller.federation import Federation
    from clubrater.store.server import ServerDatabase


class ClubState:
    """One open club (a file, or a federation on a server) and its ratings, kept current after every change.

    On a server, `home_club`, `game_club`, `event_club` and `adjustment_club` say which member
    club each row belongs to (in a club file every row is member club 1, and they stay empty).
    """

    def __init__(self, db: Database | ServerDatabase, *, today: Callable[[], date] = date.today) -> None:
        self.db = db
        self.today = today
        self.on_server: bool = getattr(db, "on_server", False)
        self.member_clubs: dict[int, str] = {}
        self.club_roles: dict[int, str | None] = {}
        self.home_club: dict[int, int] = {}
        self.game_club: dict[int, int] = {}
        self.event_club: dict[int, int] = {}
        self.adjustment_club: dict[int, int] = {}
        self._arrived: list[Arrived] = []  # caught up inside our own writes, not yet reported by refresh()
        self._pending: tuple[date | None, bool] | None = None  # a caught-up re-rate left to the next rerate()
        if self.on_server:
            db.on_behind = self._behind  # type: ignore[union-attr]
            db.on_commit = self._own_rows  # type: ignore[union-attr]
        self._load()
        if self.on_server:  # it asks the server who is connected: at once, as any server fault belongs to opening
            self.federation = self._federation()

    @cached_property
    def federation(self) -> Federation:
        """The member clubs and the rights of whoever is connected; in a club file made on first use
        (its module brings the PostgreSQL driver, a fifth of a second before the standings; issue 14)."""
        return self._federation()

    def _federation(self) -> Federation:
        from clubrater.controller.federation import Federation  # it reads this state: built once loaded

        return Federation(self)

    # ----------------------------------------------------------------- the file
    @property
    def path(self) -> Path:
        """The club file; on a server only a stand-in (see `location`): never lock, back up or remember it."""
        return self.db.path

    @property
    def location(self) -> str:
        """The club file's path, or the server's address without its password."""
        return getattr(self.db, "location", None) or str(self.db.path)

    @property
    def read_only(self) -> bool:
        """True when opened read-only: every change raises ReadOnlyError (a ClubRaterError) before touching anything."""
        return self.db.read_only

    def close(self) -> None:
        if not self.on_server:  # on a server nothing derived is stored
            snapshot.save(self)  # type: ignore[arg-type]  # a file's state; the next open need not replay (a cache: a failure is only logged)
        self.db.close()

    def _load(self) -> None:
        with self.db.reading() as s:
            self.load_from(s)

    def load_from(self, s: Session) -> None:
        """Read the whole club through session `s` (one snapshot of it) and rate it."""
        self._pending = None
        club = s.get(Club, 1)
        assert club is not None
        self.club_name: str = club.name
        self.system: RatingSystem = system_from_name(club.system)
        self.default_komi_even: float = club.default_komi
        self.default_game_type: GameType = GameType(club.default_game_type)
        # the kept snapshot and its stamp, read in a thread beside the rows when the file is read as it is (issue 14)
        early = None if self.on_server else snapshot.prefetch(self)  # type: ignore[arg-type]  # a file's state
        players = storage.read_players(s)
        events = {r.id: storage.event_of(r) for r in s.scalars(select(EventRecord))}
        games = storage.read_games(s)
        adjustments = [
            storage.adjustment_of(r)
            for r in s.scalars(select(AdjustmentRecord).order_by(AdjustmentRecord.date, AdjustmentRecord.seq))
        ]
        if self.on_server:
            self._load_clubs(s)
            self.db.known_version = club.data_version  # type: ignore[union-attr]
        self.engine: Engine = engine_for(self.system)
        self.history = History(players, games, adjustments, events)
        self.by_id: dict[int, Game] = {g.id: g for g in games}
        # the replay kept in the file when it was last closed, if it still matches the file (issue 14)
        kept = None if self.on_server else snapshot.restore(self, early)  # type: ignore[arg-type]  # a file's state
        self.replay: Replay = kept or self.engine.replay(self.history)

    # ----------------------------------------------------------------- member clubs (a federation)
    def _load_clubs(self, s: Session) -> None:
        clubs = s.execute(select(MemberClubRecord.id, MemberClubRecord.name, MemberClubRecord.role)).all()
        self.member_clubs = {i: n for i, n, _r in clubs}
        self.club_roles = {i: r for i, _n, r in clubs}
        self.home_club = {i: c for i, c in s.execute(select(PlayerRecord.id, PlayerRecord.home_club_id))}
        self.game_club = {i: c for i, c in s.execute(select(GameRecord.id, GameRecord.club_id))}
        self.event_club = {i: c for i, c in s.execute(select(EventRecord.id, EventRecord.club_id))}
        self.adjustment_club = {i: c for i, c in s.execute(select(AdjustmentRecord.id, AdjustmentRecord.club_id))}

    def club_name_of(self, club_id: int | None) -> str:
        """A member club's name ("the federation" for rows of none)."""
        if not self.on_server:
            return self.club_name
        return self.member_clubs.get(club_id or 0, "the federation")

    def _behind(self, s: Session, known: int, now: int) -> Callable[[bool], None]:
        """Another secretary wrote since this client last looked: read it now (inside our write, under the
        lock); the function returned mirrors it in memory after our commit, before our own change is."""
        from clubrater.controller.catchup import fetch

        apply = fetch(self, s, known, now)
        return lambda defer: self._arrived.append(apply(defer))

    def defer_rerate(self, since: date | None, new_players: bool) -> None:
        """Others' rows are in the history; the re-rate they need is done by the next `rerate` (the writer's own)."""
        old = self._pending
        if old is not None:
            since = old[0] if since is None else since if old[0] is None else min(since, old[0])
            new_players = new_players or old[1]
        self._pending = (since, new_players)

    def sync(self) -> None:
        """On a server, catch up now (one SELECT when nothing changed): a change is checked against the
        current data (a player another club has just added is known). What arrived waits for refresh()."""
        if not self.on_server:
            return
        from clubrater.controller.catchup import catch_up

        if self._pending is not None:  # never left behind: the ratings are current whenever this returns
            self.rerate(None)
        db: ServerDatabase = self.db  # type: ignore[assignment]
        if db.current_version() == db.known_version:  # the usual case: one statement, no transaction
            return
        with db.reading() as s:
            now = s.execute(select(Club.data_version).where(Club.id == 1)).scalar_one()
            if now != db.known_version:
                self._arrived.append(catch_up(self, s, db.known_version, now))
                db.known_version = now

    def _own_rows(self, rows: list[tuple[str, int, int | None]]) -> None:
        """The clubs of the rows this client just wrote (the server filled them in)."""
        maps = {"players": self.home_club, "games": self.game_club, "events": self.event_club,
                "adjustments": self.adjustment_club}
        for tbl, row_id, club_id in rows:
            if tbl in maps and club_id is not None:
                maps[tbl][row_id] = club_id

    def refresh(self) -> Arrived:
        """Catch up with what other secretaries saved (nothing on a club file); what arrived since the last look.

        Also returns what was caught up inside this client's own writes since the last call, so the
        window's note misses nothing.
        """
        from clubrater.controller.catchup import Arrived, merged

        if not self.on_server:
            return Arrived()
        self.sync()
        found = list(self._arrived)
        self._arrived.clear()
        return merged(found)

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
        """Replay from the latest checkpoint strictly before `since` (None: nothing dated changed).

        On a server, a re-rate other secretaries' rows need (defer_rerate) is folded in: one replay
        from the earlier of the two dates.
        """
        pending, self._pending = self._pending, None
        if pending is not None:
            p_since, p_new = pending
            if p_new or (since is None and new_players_only):
                self._rerate(None, new_players_only=True)
            if p_since is not None or since is not None:
                self._rerate(min(d for d in (since, p_since) if d is not None))
            return
        self._rerate(since, new_players_only=new_players_only)

    def _rerate(self, since: date | None, *, new_players_only: bool = False) -> None:
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
