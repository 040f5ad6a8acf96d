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
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import date
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from clubrater.controller import snapshot, storage
from clubrater.controller.storage import ORDER_KEY
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Messages
from clubrater.domain.model import Adjustment, Game, GameType, History, Player, RatingSystem
from clubrater.engines.base import AdjustmentRating, Checkpoint, Engine, GameRating, GameRatings, PlayerState, Replay
from clubrater.engines.registry import engine_for, system_from_name

if TYPE_CHECKING:  # SQLAlchemy is imported by the usual opening only: a club read quickly never needs it (issue 29)
    from sqlalchemy.orm import Session

    from clubrater.controller.catchup import Arrived
    from clubrater.controller.federation import Federation
    from clubrater.store.database import Database
    from clubrater.store.quick import QuickFile
    from clubrater.store.server import ServerDatabase


class StateMessages(Messages):
    """The open club's own refusals."""


class NotQuick(Exception):  # noqa: N818 - not an error: the answer "open it the usual way"
    """The club file cannot be shown from its kept snapshot as it is (stale, none, another schema...)."""


class ClubState:
    """One open club (a file, or a federation on a server) and its ratings, kept current after every change.

    On a server, `home_club`, `game_club`, `event_club` and `adjustment_club` say which member
    club each row belongs to (in a club file every row is member club 1, and they stay empty).
    """

    history: History
    replay: Replay

    def __init__(self, db: Database | ServerDatabase | QuickFile, *, today: Callable[[], date] = date.today,
                 early: bool = False, prefetched: snapshot.Prefetch | None = None) -> None:
        """`db` a QuickFile (store/quick.py): the club from its kept snapshot or NotQuick (`controller/opening.py`)."""
        self.db = db
        self.today = today
        self.loading: GamesLoad | None = None  # the games still being read after the standings (issue 14)
        self.quick: bool = hasattr(db, "raw_reading")  # read from its snapshot with plain sqlite3 (issue 29)
        self._kept: snapshot.Unpacked | None = None  # (quick) the snapshot, for the rows of a few games
        self.snapshot_unreadable = False  # the kept snapshot matched but could not be read: keep a new one at close
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
        if self.quick:
            self._load_quick(prefetched)
        else:
            self._load(early=early, prefetched=prefetched)
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
        loading = self.loading
        whole = True
        if loading is not None:
            whole = loading.wait_quietly()  # joined, never left reading a file that is being let go
            self.db = loading.db
        if not self.on_server and not self.quick and whole:  # on a server nothing derived is stored; a club never
            # read whole (or read from its snapshot: issue 29) keeps its own
            snapshot.save(self)  # type: ignore[arg-type]  # a file's state; the next open need not replay (a cache: a failure is only logged)
        self.db.close()

    def _load(self, *, early: bool = False, prefetched: snapshot.Prefetch | None = None) -> None:
        self.wait_loaded()  # a load still running would fill in what this one replaces
        with self.db.reading() as s:
            self.load_from(s, early=early, prefetched=prefetched)

    def load_from(self, s: Session, *, early: bool = False, prefetched: snapshot.Prefetch | None = None) -> None:
        """Read the whole club through session `s` (one snapshot of it) and rate it.

        `early` (a club file read as it is, beside its integrity check): when the kept snapshot's stamp
        matches, everything the standings need is read now and the games, their rating rows and the check
        are left to `loading` (see GamesLoad); whatever needs them waits for it. `prefetched`: the snapshot
        and stamp read since before the file was opened (`snapshot.prefetch_file`), used if it is this file.
        """
        from clubrater.store.models import Club

        self._pending = None
        club = s.get(Club, 1)
        assert club is not None
        self.club_name: str = club.name
        self.system: RatingSystem = system_from_name(club.system)
        self.default_komi_even: float = club.default_komi
        self.default_game_type: GameType = GameType(club.default_game_type)
        # the kept snapshot and its stamp, read in a thread beside the rows when the file is read as it is (issue 14)
        early_read = None if self.on_server else snapshot.prefetch(self, prefetched)  # type: ignore[arg-type]
        players = storage.read_players(s)
        events = storage.read_events(s)
        adjustments = storage.read_adjustments(s)
        self.engine: Engine = engine_for(self.system)
        if early and early_read is not None and early_read.wait().error is None:
            self.history = _LoadingHistory(players, adjustments, events)
            found = snapshot.restore_final(self, early_read)  # type: ignore[arg-type]  # a file's state
            if found is not None:
                self._load_later(found, early_read.games)
                return
        games = storage.read_games(s)
        if self.on_server:
            self._load_clubs(s)
            self.db.known_version = club.data_version  # type: ignore[union-attr]
        self.history = History(players, games, adjustments, events)
        self.by_id = {g.id: g for g in games}
        # the replay kept in the file when it was last closed, if it still matches the file (issue 14)
        kept = None if self.on_server else snapshot.restore(self, early_read)  # type: ignore[arg-type]  # a file's state
        self.replay = kept or self.engine.replay(self.history)

    def _load_quick(self, prefetched: snapshot.Prefetch | None) -> None:
        """The club from its kept snapshot through a QuickFile, with plain sqlite3 (issue 29): the club row, players,
        events and adjustments now; the games and their rating rows when first needed (`games_of` and `ratings_of`
        read a few). NotQuick when the snapshot does not match the file as it is (`snapshot.restore_final`)."""
        from clubrater.store.quick import QuickFile

        qf = cast(QuickFile, self.db)
        con = qf.con
        if not qf.current():
            raise NotQuick("another schema")
        row = con.execute("SELECT name, system, default_komi, default_game_type, language FROM club WHERE id = ?",
                          (1,)).fetchone()
        if row is None:
            raise NotQuick("no club")
        self._pending = None
        self.club_name = row[0]
        self.system = system_from_name(row[1])
        self.default_komi_even = row[2]
        self.default_game_type = GameType(row[3])
        self.language = row[4] or ""  # settings.club_language's own attribute: nothing more to read
        players = storage.read_players(con)
        events = storage.read_events(con)
        adjustments = storage.read_adjustments(con)
        self.engine = engine_for(self.system)
        self.history = _LoadingHistory(players, adjustments, events)
        early = prefetched if prefetched is not None and prefetched.path == qf.path else None
        found = snapshot.restore_final(self, early)  # type: ignore[arg-type]  # a file's state
        if found is None:
            raise NotQuick("the snapshot does not match")
        try:
            adjusted = found.adjustments()
        except snapshot.SnapshotError as exc:
            raise NotQuick(str(exc)) from exc
        if early is not None:
            count = early.games
        else:
            (count,) = con.execute("SELECT count(*) FROM games").fetchone()
        self._kept = found
        self._load_later(found, count, confirm=False, adjustments=adjusted)

    def games_unread(self) -> bool:
        """True while a club read from its snapshot has not read its games: whoever needs only a few of them then
        reads those from the file (`games_of`, `games_dated`, `last_game_date`; issues 26, 29)."""
        load = self.loading
        return self.quick and load is not None and not load.started()

    def games_of(self, player_id: int) -> list[Game]:
        """A player's games in replay order; a club read from its snapshot whose games are not read yet reads
        only these from the file (`clubrater history NAME`, issue 29)."""
        if self.games_unread():
            return storage.read_games(self.db.con, player=player_id)  # type: ignore[union-attr]  # a QuickFile
        return [g for g in self.history.games if g.black == player_id or g.white == player_id]

    def games_dated(self, first: date, last: date) -> list[Game]:
        """The games dated `first` to `last` (both included) in replay order; read from the file alone while the
        games are unread (a club night's pairing needs the last few nights' games, issue 26)."""
        if self.games_unread():
            return storage.read_games(self.db.con, first=first, last=last)  # type: ignore[union-attr]  # a QuickFile
        games = self.history.games
        return games[bisect.bisect_left(games, first, key=_date_of):bisect.bisect_right(games, last, key=_date_of)]

    def last_game_date(self) -> date | None:
        """The date of the club's latest game (None: no game), read from the file alone while the games are unread."""
        if self.games_unread():
            return storage.last_game_date(self.db.con)  # type: ignore[union-attr]  # a QuickFile
        games = self.history.games
        return games[-1].date if games else None

    def ratings_of(self, game_ids: Sequence[int]) -> Mapping[int, GameRating]:
        """The rating rows of these games (`replay.games`, or, read from the snapshot, only these rows decoded)."""
        load, kept = self.loading, self._kept
        if self.quick and kept is not None and load is not None and not load.started():
            try:
                return GameRatings(kept.rows_of(game_ids), self._empty_make())
            except snapshot.SnapshotError:
                pass  # the whole load says so (and rates again)
        return self.replay.games

    def _empty_make(self) -> Callable[[tuple], GameRating]:
        return self.engine.replay(History({}, [])).games.make  # the engine's own view of its rating rows

    # ----------------------------------------------------------------- the games read after the standings
    def _load_later(self, found: snapshot.Unpacked, count: int, *, confirm: bool = True,
                    adjustments: dict[int, AdjustmentRating] | None = None) -> None:
        """The standings from the snapshot's final states now; the rest in `GamesLoad`'s thread (the window starts
        it), or when first needed (`confirm` False: a QuickFile, read as it is, with no check to wait for)."""
        history = cast(_LoadingHistory, self.history)
        db = cast("Database", self.db)
        replay = _LoadingReplay(found.final(), adjustments)
        self.replay = replay
        load = GamesLoad(db, count)
        history.load = replay.load = load

        def work() -> None:
            if confirm:
                with db.reading() as s:
                    games = storage.read_games(s)
            else:
                games = storage.read_games(cast("QuickFile", db).con)
            _GAMES.__set__(history, games)
            by_id = {g.id: g for g in games}
            full = snapshot.restore_rest(self, found)  # type: ignore[arg-type]  # a file's state
            if full is None:  # the rows cannot be decoded: rated again, and the standings refreshed when done
                full = self.engine.replay(History(history.players, games, history.adjustments, history.events))
                load.replayed = True
            for name in ("games", "adjustments", "final", "checkpoints"):
                _REPLAY[name].__set__(replay, getattr(full, name))
            self._by_id = by_id
            if confirm:
                db.confirm()  # the integrity check that ran beside the reads: no write before it has passed

        self._by_id = {}
        if confirm:
            self.db = cast("Database", _WritesWait(db, load))
        self.loading = load
        load.plan(work)

    def wait_loaded(self) -> None:
        """Wait for the games' load if one is under way (it starts now if it was only planned); raises its
        error (a damaged file: DamagedDatabaseError) as every later use of the games will."""
        load = self.loading
        if load is None:
            return
        load.wait()
        self.db = load.db
        self.loading = None
        for part in (self.history, self.replay):  # loaded: their parts are read as plain slots from now on
            if isinstance(part, (_LoadingHistory, _LoadingReplay)):
                part.load = None

    @property
    def by_id(self) -> dict[int, Game]:
        """Every game by id (waits for the games' load, if one is under way)."""
        if self.loading is not None:
            self.wait_loaded()
        return self._by_id

    @by_id.setter
    def by_id(self, value: dict[int, Game]) -> None:
        self._by_id = value

    def game_count(self) -> int:
        """How many games the club has, without waiting for them to be read (the status bar's count)."""
        load = self.loading
        if load is not None and not load.done():
            return load.count
        return len(self.history.games)

    # ----------------------------------------------------------------- member clubs (a federation)
    def _load_clubs(self, s: Session) -> None:
        from sqlalchemy import select

        from clubrater.store.models import AdjustmentRecord, EventRecord, GameRecord, MemberClubRecord, PlayerRecord

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
        from sqlalchemy import select

        from clubrater.controller.catchup import catch_up
        from clubrater.store.models import Club

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

    def usual_komi(self, handicap: int) -> float:
        """Komi to White: the club's even-game komi, or 0.5 with handicap stones (0 for shogi)."""
        if self.system == RatingSystem.FESA:
            return 0.0
        return self.default_komi_even if handicap == 0 else 0.5

    def player(self, player_id: int) -> Player:
        """A player of the club by id; one sentence when there is none (an id typed or from an old file)."""
        try:
            return self.history.players[player_id]
        except KeyError:
            raise ClubRaterError(StateMessages.tr("There is no player number {number}.").format(number=player_id)) from None

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


def _date_of(g: Game) -> date:
    return g.date


# ------------------------------------------------------------------ the games read after the standings (issue 14)
class GamesLoad:
    """The club's games, their rating rows from the snapshot and the file's integrity check, read in a thread
    of their own once the standings show (`start`), or at once by whoever first needs them (`wait`).

    Its error (a damaged file) is raised to every waiter; `db` is the club file itself, while the state's
    `db` makes a write wait for the load (and so for the integrity check it confirms).
    """

    def __init__(self, db: Database, count: int) -> None:
        self.db = db
        self.count = count  # the games in the file, counted before they are read
        self.error: BaseException | None = None
        self.replayed = False  # the snapshot's rows could not be decoded: the final states were rated again
        self._work: Callable[[], None] | None = None
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._done = threading.Event()

    def plan(self, work: Callable[[], None]) -> None:
        self._work = work

    def start(self) -> None:
        """Read the games in the background now (idempotent)."""
        with self._lock:
            if self._thread is None and not self._done.is_set():
                self._thread = threading.Thread(target=self._run, name="club games", daemon=True)
                self._thread.start()

    def _run(self) -> None:
        try:
            assert self._work is not None
            self._work()
        except BaseException as exc:  # noqa: BLE001 - handed to every waiter (and the window) as it is
            self.error = exc
        finally:
            self._work = None
            self._done.set()

    def started(self) -> bool:
        return self._thread is not None

    def done(self) -> bool:
        """True once the load has finished, well or not (the window polls this; it never blocks)."""
        return self._done.is_set()

    def wait(self) -> None:
        if not self._done.is_set():
            if threading.current_thread() is self._thread:
                raise RuntimeError("the games' load needs the games it is reading")
            self.start()
            self._done.wait()
        if self.error is not None:
            raise self.error

    def wait_quietly(self) -> bool:
        """Wait, whatever the outcome (closing the club); True when everything was read."""
        with self._lock:
            if self._thread is None and not self._done.is_set():
                self._work = None  # never started: nothing to read now, and nothing read
                self.error = RuntimeError("the club was closed before its games were read")
                self._done.set()
                return False
        self._done.wait()
        return self.error is None


class _WritesWait:
    """The club file while its games load: reads go straight through; a write first waits for the load."""

    def __init__(self, db: Database, load: GamesLoad) -> None:
        self._db = db
        self._load = load

    def __getattr__(self, name: str) -> Any:
        return getattr(self._db, name)

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        self._load.wait()  # the integrity check has passed once the load is done (GamesLoad.work)
        with self._db.transaction() as s:
            yield s


_GAMES: Any = History.__dict__["games"]  # the slot behind History.games
_REPLAY: dict[str, Any] = {name: Replay.__dict__[name] for name in ("games", "adjustments", "final", "checkpoints")}


class _LoadingHistory(History):
    """A History whose players, events and adjustments are read; `games` waits for the games' load."""

    __slots__ = ("load",)

    def __init__(self, players: dict[int, Player], adjustments: list[Adjustment], events: dict[int, Any]) -> None:
        self.load: GamesLoad | None = None
        super().__init__(players, [], adjustments, events)

    @property
    def games(self) -> list[Game]:
        load = self.load
        if load is not None:
            load.wait()
        return _GAMES.__get__(self)

    @games.setter
    def games(self, value: list[Game]) -> None:
        _GAMES.__set__(self, value)


class _LoadingReplay(Replay):
    """A Replay whose `final` is the snapshot's (the standings); its other parts wait for the games' load
    (`adjustments` not when given: a club read from its snapshot decodes them at once, issue 29)."""

    __slots__ = ("load", "_adjusted")

    def __init__(self, final: dict[int, PlayerState], adjustments: dict[int, AdjustmentRating] | None = None) -> None:
        self.load: GamesLoad | None = None
        self._adjusted = adjustments is not None
        super().__init__(GameRatings(), adjustments or {}, final, [])

    def _wait(self, name: str) -> Any:
        load = self.load
        if load is not None:
            load.wait()
        return _REPLAY[name].__get__(self)

    @property
    def games(self) -> GameRatings:
        return self._wait("games")

    @games.setter
    def games(self, value: GameRatings) -> None:
        _REPLAY["games"].__set__(self, value)

    @property
    def adjustments(self) -> dict[int, AdjustmentRating]:
        if self._adjusted:
            return _REPLAY["adjustments"].__get__(self)
        return self._wait("adjustments")

    @adjustments.setter
    def adjustments(self, value: dict[int, AdjustmentRating]) -> None:
        _REPLAY["adjustments"].__set__(self, value)

    @property
    def checkpoints(self) -> list[Checkpoint]:
        return self._wait("checkpoints")

    @checkpoints.setter
    def checkpoints(self, value: list[Checkpoint]) -> None:
        _REPLAY["checkpoints"].__set__(self, value)
