"""The club: every change to players, games, events and adjustments, and every query.

The controller keeps the club's history in memory, in replay order, together
with the engine's latest replay. A change is written in one transaction, then
mirrored in memory, then rated again from the engine checkpoint just before the
earliest date it can affect (never from the start unless it must). Callers get
a `Changes` telling them which views to refresh.
"""

from __future__ import annotations

import bisect
import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, datetime
from pathlib import Path
from typing import NamedTuple

from sqlalchemy import delete, insert, select, update
from sqlalchemy.orm import Session

from clubrater.controller.changes import Changes
from clubrater.domain.errors import ClubRaterError, InputError, RankError
from clubrater.domain.model import (
    EVENT_CLASSES,
    Adjustment,
    Event,
    Game,
    GameType,
    History,
    Player,
    RatingSystem,
    Result,
)
from clubrater.domain.ranks import Rank, parse_rank
from clubrater.domain.records import EventRow, GameRow, ImportBatch, PlayerRow
from clubrater.domain.shogi import parse_piece_handicap, piece_handicap_code
from clubrater.engines.base import Engine, GameRatings, PlayerState, Replay
from clubrater.engines.registry import engine_for, system_from_name
from clubrater.store.database import Database, DatabaseError
from clubrater.store.models import AdjustmentRecord, Club, EventRecord, GameRecord, PlayerRecord, PrintoutRecord

_ORDER_KEY = lambda it: (it.date, it.seq)  # noqa: E731 - replay order, used with bisect


def name_key(name: str) -> str:
    """Names are unique per club regardless of case and spacing."""
    return " ".join(name.split()).casefold()


def default_komi(handicap: int) -> float:
    """interchange.md: 6.5 for even games, 0.5 with handicap."""
    return 6.5 if handicap == 0 else 0.5


@dataclass(frozen=True, slots=True)
class GameInput:
    """A game as typed or imported, players already resolved to ids."""

    date: date
    black: int
    white: int
    result: Result | None
    handicap: int = 0
    komi: float | None = None
    type: GameType = GameType.CLUB
    event: int | None = None
    klass: str = "A"
    round: int | None = None
    black_rank: Rank | None = None
    white_rank: Rank | None = None
    piece_handicap: str = ""
    note: str = ""


class StandingRow(NamedTuple):
    """One line of the rating list (a NamedTuple: thousands are built after every change)."""

    player_id: int
    name: str
    rank: Rank | None
    value: float
    games: int
    last_played: date | None
    listed: bool
    grade: str = ""
    club: str = ""
    country: str = ""

    @property
    def rank_label(self) -> str:
        return str(self.rank) if self.rank is not None else self.grade


@dataclass(frozen=True, slots=True)
class RecordRow:
    """One line of a player's record sheet (seed 001's columns, and before/after for every system)."""

    date: date
    kind: str  # "game" or "adjustment"
    item_id: int
    opponent: str
    opponent_rank: str
    colour: str  # "B", "W" or "" for adjustments
    handicap: int
    komi: float | None
    winner: str  # "B", "W", "J" or ""
    gsf: float | None
    rated: bool
    rank_before: str
    before: float
    change: float
    after: float
    rank_after: str
    event: str
    game_type: str
    comments: str
    opponent_id: int | None = None


@dataclass(frozen=True, slots=True)
class MergeRecord:
    """What a merge moved, so that undo can put it back exactly."""

    kept: int
    dropped: Player
    black_games: tuple[int, ...]
    white_games: tuple[int, ...]
    adjustments: tuple[int, ...]


@dataclass(slots=True)
class _Cache:
    history: History
    replay: Replay
    by_id: dict[int, Game] = field(default_factory=dict)


GSF_BY_TYPE = {GameType.TOURNAMENT: 1.5, GameType.CLUB: 1.0, GameType.FRIENDLY: 0.5, GameType.FREE: 0.0}


class ClubController:
    """One open club file."""

    def __init__(self, db: Database, *, today: Callable[[], date] = date.today) -> None:
        self.db = db
        self.today = today
        self._load()

    # ----------------------------------------------------------------- opening
    @classmethod
    def create(cls, path: str | Path, system: str | RatingSystem, name: str = "", **kw: object) -> ClubController:
        """A new club file; an existing file is never overwritten."""
        path = Path(path).expanduser()
        sys_ = system_from_name(system)
        if path.exists() and path.stat().st_size > 0:
            raise ClubRaterError(f"{path} already exists; ClubRater never overwrites a club database.")
        engine_for(sys_)  # refuse a system whose engine is missing before creating anything
        db = Database.open(path, create=True)
        with db.transaction() as s:
            s.add(Club(id=1, name=name or path.stem, system=sys_.value, default_komi=6.5, default_game_type="club"))
        return cls(db, **kw)  # type: ignore[arg-type]

    @classmethod
    def open(cls, path: str | Path, *, read_only: bool = False, **kw: object) -> ClubController:
        """Open a club file; `read_only` (another ClubRater holds it) refuses every change with ReadOnlyError."""
        db = Database.open(path, read_only=read_only)
        with db.reading() as s:
            if s.get(Club, 1) is None:
                db.close()
                raise DatabaseError(f"{db.path} has no club in it; create one with `clubrater init`.")
        return cls(db, **kw)  # type: ignore[arg-type]

    @property
    def read_only(self) -> bool:
        """True when opened read-only: every change raises ReadOnlyError (a ClubRaterError) before touching anything."""
        return self.db.read_only

    def close(self) -> None:
        self.db.close()

    @property
    def path(self) -> Path:
        return self.db.path

    # ----------------------------------------------------------------- loading
    def _load(self) -> None:
        with self.db.reading() as s:
            club = s.get(Club, 1)
            assert club is not None
            self.club_name = club.name
            self.system = RatingSystem(club.system)
            self.default_komi_even = club.default_komi
            self.default_game_type = GameType(club.default_game_type)
            players = _read_players(s)
            events = {r.id: _event(r) for r in s.scalars(select(EventRecord))}
            games = _read_games(s)
            adjustments = [
                _adjustment(r) for r in s.scalars(select(AdjustmentRecord).order_by(AdjustmentRecord.date, AdjustmentRecord.seq))
            ]
        history = History(players, games, adjustments, events)
        self.engine: Engine = engine_for(self.system)
        replay = self.engine.replay(history)
        self._cache = _Cache(history, replay, {g.id: g for g in games})

    def reload(self) -> Changes:
        self._load()
        return Changes.everything()

    # ----------------------------------------------------------------- views of the data
    @property
    def history(self) -> History:
        return self._cache.history

    @property
    def replay(self) -> Replay:
        return self._cache.replay

    def players(self) -> list[Player]:
        return sorted(self.history.players.values(), key=lambda p: name_key(p.name))

    def player(self, player_id: int) -> Player:
        try:
            return self.history.players[player_id]
        except KeyError:
            raise ClubRaterError(f"There is no player number {player_id}.") from None

    def find_player(self, name: str) -> Player:
        key = name_key(name)
        for p in self.history.players.values():
            if name_key(p.name) == key:
                return p
        raise ClubRaterError(f'"{name}" is not in the player list.')

    def player_state(self, player_id: int) -> PlayerState:
        return self.replay.final[player_id]

    def game(self, game_id: int) -> Game:
        try:
            return self._cache.by_id[game_id]
        except KeyError:
            raise ClubRaterError(f"There is no game number {game_id}.") from None

    def games(self) -> list[Game]:
        return self.history.games

    def events(self) -> list[Event]:
        return sorted(self.history.events.values(), key=lambda e: (e.start or date.min, e.seq, e.id))

    def event_by_name(self, name: str) -> Event | None:
        key = name_key(name)
        for e in self.history.events.values():
            if name_key(e.name) == key:
                return e
        return None

    def adjustments(self) -> list[Adjustment]:
        return self.history.adjustments

    # ----------------------------------------------------------------- standings and history
    def standings(
        self, system: str | RatingSystem | None = None, *, include_inactive: bool = False, today: date | None = None
    ) -> list[StandingRow]:
        """The rating list; `system` rates the same games with another engine, changing nothing."""
        sys_ = system_from_name(system) if system is not None else self.system
        if sys_ != self.system:
            self._check_ranks_for(sys_)
        replay = self.replay if sys_ == self.system else engine_for(sys_).replay(self.history)
        today = today or self.today()
        rows: list[StandingRow] = []
        final = replay.final
        egf = sys_ in (RatingSystem.EGF, RatingSystem.EGF2021)
        for p in self.history.players.values():
            st = final[p.id]
            listed = p.active and (not egf or _listed(sys_, st, today))
            if not listed and not include_inactive:
                continue
            # A shogi player without a FESA grade yet shows the grade they brought, as the FESA list does.
            grade = st.grade or st.extra.get("prior_grade", "") or ""
            rows.append(
                StandingRow(p.id, p.name, st.rank, st.value, st.games, st.last_played, listed, grade, p.club, p.country)
            )
        # Names are stored normalised (single spaces), so casefold() is their key.
        if sys_ == RatingSystem.SAGC:
            order = {r: -r.ordinal for r in {row.rank for row in rows} if r is not None}
            rows.sort(key=lambda r: (order.get(r.rank, 1), -r.value, r.name.casefold()))
        else:
            rows.sort(key=lambda r: (-r.value, r.name.casefold()))
        return rows

    def record_sheet(self, player_id: int) -> list[RecordRow]:
        """A player's games and adjustments in replay order, with the rating around each."""
        p = self.player(player_id)
        players = self.history.players
        events = self.history.events
        ratings = self.replay.games
        rows: list[RecordRow] = []
        # The player's own games first (one pass in a comprehension), then their adjustments merged in.
        mine: list[Game | Adjustment] = [g for g in self.history.games if g.black == player_id or g.white == player_id]
        adjs = [a for a in self.history.adjustments if a.player == player_id]
        if adjs:
            mine = sorted(mine + adjs, key=_ORDER_KEY)
        for it in mine:
            if isinstance(it, Adjustment):
                if it.player != player_id or it.id not in self.replay.adjustments:
                    continue
                a = self.replay.adjustments[it.id]
                rows.append(
                    RecordRow(
                        it.date, "adjustment", it.id, p.name, _label(a.rank_after), "", 0, None, "", None, True,
                        _label(a.rank_before), a.before, a.after - a.before, a.after, _label(a.rank_after), "", "",
                        ("adjustment: " + it.note).strip(": "), player_id,
                    )
                )
                continue
            if player_id not in (it.black, it.white):
                continue
            r = ratings.get(it.id)
            black = it.black == player_id
            opp = players[it.white if black else it.black]
            if r is None:  # no result: shown, not rated
                st = None
                before = change = after = 0.0
                rank_b = rank_a = opp_rank = ""
            else:
                if black:
                    rank_b, before, change, rank_a, after = (
                        _label(r.black_rank_before), r.black_before, r.black_change, _label(r.black_rank_after), r.black_after,
                    )
                    opp_rank = _label(r.white_rank_before)
                else:
                    rank_b, before, change, rank_a, after = (
                        _label(r.white_rank_before), r.white_before, r.white_change, _label(r.white_rank_after), r.white_after,
                    )
                    opp_rank = _label(r.black_rank_before)
                st = r
            ev = events.get(it.event) if it.event is not None else None
            comments = "; ".join(x for x in (it.note, _detail_note(r.detail if r else None, "black" if black else "white")) if x)
            rows.append(
                RecordRow(
                    it.date, "game", it.id, opp.name, opp_rank or _label(opp.rank) or opp.grade, "B" if black else "W",
                    it.handicap, it.komi, it.result.value if it.result else "", GSF_BY_TYPE[it.type],
                    bool(st and st.rated), rank_b, before, change, after, rank_a, ev.name if ev else "", it.type.value,
                    comments, opp.id,
                )
            )
        return rows

    # ----------------------------------------------------------------- printouts
    def record_printout(self, values: dict[int, tuple[float, str]], when: datetime | None = None) -> None:
        """Remember the list as pinned up (player id -> value and rank shown), for the next one's "change"."""
        data = {str(pid): [float(v), rank] for pid, (v, rank) in values.items()}
        with self.db.transaction() as s:
            s.add(PrintoutRecord(printed_at=when or datetime.now().replace(microsecond=0), values=data))

    def last_printout(self) -> Printout | None:
        """The latest recorded printout, or None if the club never printed one."""
        with self.db.reading() as s:
            rec = s.scalars(select(PrintoutRecord).order_by(PrintoutRecord.printed_at.desc(), PrintoutRecord.id.desc())
                            .limit(1)).first()
            if rec is None:
                return None
            values: dict[int, tuple[float, str]] = {}
            for k, v in (rec.values or {}).items():
                value, rank = (v[0], v[1]) if isinstance(v, list) else (v, "")
                values[int(k)] = (float(value), str(rank or ""))
            return Printout(rec.printed_at, values)

    # ----------------------------------------------------------------- settings
    def set_club_name(self, name: str) -> Changes:
        name = name.strip()
        if not name:
            raise ClubRaterError("The club needs a name.")
        with self.db.transaction() as s:
            s.execute(update(Club).where(Club.id == 1).values(name=name))
        self.club_name = name
        return Changes(settings=True)

    def set_defaults(self, *, komi: float | None = None, game_type: GameType | None = None) -> Changes:
        values: dict[str, object] = {}
        if komi is not None:
            values["default_komi"] = float(komi)
        if game_type is not None:
            values["default_game_type"] = game_type.value
        if values:
            with self.db.transaction() as s:
                s.execute(update(Club).where(Club.id == 1).values(**values))
            self.default_komi_even = float(komi) if komi is not None else self.default_komi_even
            self.default_game_type = game_type or self.default_game_type
        return Changes(settings=True)

    def set_system(self, system: str | RatingSystem) -> Changes:
        """Change the club's rating system: every rating is recomputed, nothing else changes."""
        sys_ = system_from_name(system)
        self._check_ranks_for(sys_)
        engine = engine_for(sys_)
        replay = engine.replay(self.history)
        with self.db.transaction() as s:
            s.execute(update(Club).where(Club.id == 1).values(system=sys_.value))
        self.system, self.engine = sys_, engine
        self._cache.replay = replay
        return Changes(settings=True, ratings=True, players=True)

    def _check_ranks_for(self, system: RatingSystem) -> None:
        """SAGC rates ranks: a shogi club's players (grades, no Go rank) cannot be rated by it."""
        if system != RatingSystem.SAGC:
            return
        missing = sorted(p.name for p in self.history.players.values() if p.rank is None)
        if missing:
            shown = ", ".join(missing[:5]) + (f" and {len(missing) - 5} more" if len(missing) > 5 else "")
            raise ClubRaterError(
                f"{system.label} needs every player's Go rank, and {len(missing)} player"
                f"{'s have' if len(missing) != 1 else ' has'} none ({shown}). Nothing was changed."
            )

    # ----------------------------------------------------------------- players
    def add_player(
        self,
        name: str,
        rank: str | Rank | None,
        *,
        club: str = "",
        country: str = "",
        egd_pin: str = "",
        index: int = 0,
        rating: float | None = None,
        grade: str = "",
        start_state: dict | None = None,
    ) -> Player:
        row = PlayerRow(name=name, rank=_rank(rank), club=club, country=country, egd_pin=egd_pin, rating=rating,
                        index=index, grade=grade, start_state=start_state)
        problems = self._check_player_rows([row], set())
        if problems:
            raise ClubRaterError(problems[0][1][0].upper() + problems[0][1][1:] + ".")
        with self.db.transaction() as s:
            rec = _player_record(row)
            s.add(rec)
            s.flush()
            player = _player(rec)
        self.history.players[player.id] = player
        self._rerate(None, new_players_only=True)
        return player

    def restore_player(self, player: Player) -> Changes:
        """Put back a player removed by undo, with the same id."""
        with self.db.transaction() as s:
            rec = _player_record(_row_of(player))
            rec.id = player.id
            rec.active = player.active
            s.add(rec)
        self.history.players[player.id] = player
        self._rerate(None, new_players_only=True)
        return Changes(players=True, ratings=True)

    def edit_player(self, player_id: int, **changes: object) -> tuple[Player, Player]:
        """Change a player's details; returns (before, after) for undo.

        A changed rank, starting index, rating or grade re-rates the whole history,
        since it is the player's starting point.
        """
        old = self.player(player_id)
        allowed = {"name", "rank", "club", "country", "egd_pin", "index", "rating", "grade", "active", "start_state"}
        unknown = set(changes) - allowed
        if unknown:
            raise ClubRaterError(f"Cannot change {', '.join(sorted(unknown))} of a player.")
        if "rank" in changes:
            changes["rank"] = _rank(changes["rank"])  # type: ignore[arg-type]
        new = replace(old, **changes)  # type: ignore[arg-type]
        if name_key(new.name) != name_key(old.name) or not new.name.strip():
            problems = self._check_player_rows([_row_of(new)], set())
            if problems:
                raise ClubRaterError(problems[0][1][0].upper() + problems[0][1][1:] + ".")
        elif new.rank is None and self.system != RatingSystem.FESA:
            raise ClubRaterError(f"{new.name} needs a rank.")
        with self.db.transaction() as s:
            s.execute(
                update(PlayerRecord).where(PlayerRecord.id == player_id).values(
                    name=new.name.strip(), name_key=name_key(new.name), rank=_rank_text(new.rank), start_index=new.index,
                    start_rating=new.rating, club=new.club, country=new.country, egd_pin=new.egd_pin, grade=new.grade,
                    active=new.active, start_state=new.start_state,
                )
            )
        self.history.players[player_id] = new
        rating_fields = ("rank", "index", "rating", "grade", "start_state")
        if any(getattr(old, f) != getattr(new, f) for f in rating_fields):
            self._rerate(date.min)
        return old, new

    def set_active(self, player_id: int, active: bool) -> tuple[Player, Player]:
        return self.edit_player(player_id, active=active)

    def delete_player(self, player_id: int) -> Player:
        """Remove a player who has no games or adjustments (undo of an add)."""
        p = self.player(player_id)
        if any(player_id in (g.black, g.white) for g in self.history.games) or any(
            a.player == player_id for a in self.history.adjustments
        ):
            raise ClubRaterError(f"{p.name} has games or adjustments; merge the player instead of deleting.")
        with self.db.transaction() as s:
            s.execute(delete(PlayerRecord).where(PlayerRecord.id == player_id))
        del self.history.players[player_id]
        self.replay.final.pop(player_id, None)
        return p

    def merge_players(self, keep: int, drop: int) -> MergeRecord:
        """Two entries for one person: `drop`'s games and adjustments move to `keep`, nothing is lost."""
        if keep == drop:
            raise ClubRaterError("Choose two different players to merge.")
        kept, dropped = self.player(keep), self.player(drop)
        if any({g.black, g.white} == {keep, drop} for g in self.history.games):
            raise ClubRaterError(
                f"{kept.name} and {dropped.name} played each other, so they are two people; they were not merged."
            )
        black = tuple(g.id for g in self.history.games if g.black == drop)
        white = tuple(g.id for g in self.history.games if g.white == drop)
        adjs = tuple(a.id for a in self.history.adjustments if a.player == drop)
        with self.db.transaction() as s:
            if black:
                s.execute(update(GameRecord).where(GameRecord.id.in_(black)).values(black_id=keep))
            if white:
                s.execute(update(GameRecord).where(GameRecord.id.in_(white)).values(white_id=keep))
            if adjs:
                s.execute(update(AdjustmentRecord).where(AdjustmentRecord.id.in_(adjs)).values(player_id=keep))
            s.execute(delete(PlayerRecord).where(PlayerRecord.id == drop))
        record = MergeRecord(keep, dropped, black, white, adjs)
        self._apply_player_moves(record, forward=True)
        return record

    def unmerge(self, record: MergeRecord) -> Changes:
        """Undo a merge: the dropped player comes back with exactly their games."""
        with self.db.transaction() as s:
            rec = _player_record(_row_of(record.dropped))
            rec.id = record.dropped.id
            rec.active = record.dropped.active
            s.add(rec)
            s.flush()
            d = record.dropped.id
            if record.black_games:
                s.execute(update(GameRecord).where(GameRecord.id.in_(record.black_games)).values(black_id=d))
            if record.white_games:
                s.execute(update(GameRecord).where(GameRecord.id.in_(record.white_games)).values(white_id=d))
            if record.adjustments:
                s.execute(update(AdjustmentRecord).where(AdjustmentRecord.id.in_(record.adjustments)).values(player_id=d))
        self._apply_player_moves(record, forward=False)
        return Changes(players=True, games=True, ratings=True)

    def _apply_player_moves(self, record: MergeRecord, *, forward: bool) -> None:
        h = self.history
        src, dst = (record.dropped.id, record.kept) if forward else (record.kept, record.dropped.id)
        if forward:
            del h.players[record.dropped.id]
        else:
            h.players[record.dropped.id] = record.dropped
        black, white, adjs = set(record.black_games), set(record.white_games), set(record.adjustments)
        first = date.max
        for i, g in enumerate(h.games):
            if g.id in black or g.id in white:
                g2 = replace(g, black=dst if g.id in black else g.black, white=dst if g.id in white else g.white)
                h.games[i] = g2
                self._cache.by_id[g.id] = g2
                first = min(first, g.date)
        for i, a in enumerate(h.adjustments):
            if a.id in adjs:
                h.adjustments[i] = replace(a, player=dst)
                first = min(first, a.date)
        del src
        self.replay.final.pop(record.dropped.id, None)
        self._rerate(first if first != date.max else None, new_players_only=first == date.max)

    # ----------------------------------------------------------------- games
    def enter_game(self, game: GameInput) -> Game:
        return self.enter_games([game])[0]

    def enter_games(self, games: Sequence[GameInput]) -> list[Game]:
        """A record sheet: every game stored, or none (the first problem is reported)."""
        problems: list[tuple[int, str]] = []
        for n, g in enumerate(games, start=1):
            problems.extend((n, reason) for reason in self._check_game(g))
        if problems:
            if len(games) == 1:
                raise ClubRaterError(problems[0][1][0].upper() + problems[0][1][1:] + ".")
            raise InputError("The record sheet was not saved:", [(n, f"game {n}: {r}") for n, r in problems])
        stored = self._insert_games([_normalise(g) for g in games])
        self._rerate(min([g.date for g in stored] + self._event_dates(*{g.event for g in stored})))
        return stored

    def _insert_games(self, games: Sequence[GameInput], ids: Sequence[tuple[int, int]] | None = None) -> list[Game]:
        with self.db.transaction() as s:
            club = s.get(Club, 1)
            assert club is not None
            seq0 = club.next_seq
            values = []
            for n, g in enumerate(games):
                v = _game_values(g)
                if ids is not None:
                    v["id"], v["seq"] = ids[n]
                else:
                    v["seq"] = seq0 + n
                values.append(v)
            if ids is None:
                club.next_seq = seq0 + len(games)
            if len(values) > 1000:
                s.execute(insert(GameRecord), values)
                s.flush()
                if ids is None:
                    got = dict(
                        s.execute(select(GameRecord.seq, GameRecord.id).where(GameRecord.seq >= seq0)).all()
                    )
                    for v in values:
                        v["id"] = got[v["seq"]]
            else:
                for v in values:
                    v["id"] = s.execute(insert(GameRecord).values(**v).returning(GameRecord.id)).scalar_one()
        stored = [_game_from_values(v) for v in values]
        self._add_to_history(stored)
        return stored

    def _add_to_history(self, games: Sequence[Game]) -> None:
        h = self.history
        if len(games) > 64:
            h.games.extend(games)
            h.games.sort(key=_ORDER_KEY)
        else:
            keys = [(g.date, g.seq) for g in h.games[-1:]]
            for g in games:
                if keys and (g.date, g.seq) >= keys[0]:
                    h.games.append(g)
                    keys = [(g.date, g.seq)]
                else:
                    bisect.insort(h.games, g, key=_ORDER_KEY)
        for g in games:
            self._cache.by_id[g.id] = g

    def edit_game(self, game_id: int, game: GameInput) -> tuple[Game, Game]:
        old = self.game(game_id)
        problems = self._check_game(game)
        if problems:
            raise ClubRaterError(problems[0][0].upper() + problems[0][1:] + ".")
        g = _normalise(game)
        with self.db.transaction() as s:
            s.execute(update(GameRecord).where(GameRecord.id == game_id).values(**_game_values(g)))
        new = _game_from_values({**_game_values(g), "id": game_id, "seq": old.seq})
        self._remove_from_history([old])
        self._add_to_history([new])
        self._rerate(min(old.date, new.date, *self._event_dates(old.event, new.event)))
        return old, new

    def delete_game(self, game_id: int) -> Game:
        return self.delete_games([game_id])[0]

    def delete_games(self, game_ids: Iterable[int]) -> list[Game]:
        old = [self.game(i) for i in game_ids]
        with self.db.transaction() as s:
            s.execute(delete(GameRecord).where(GameRecord.id.in_([g.id for g in old])))
        self._remove_from_history(old)
        if old:
            self._rerate(min([g.date for g in old] + self._event_dates(*(g.event for g in old))))
        return old

    def restore_games(self, games: Sequence[Game]) -> Changes:
        """Put deleted games back exactly (same id and entry order): undo of a delete."""
        inputs = [_input_of(g) for g in games]
        self._insert_games(inputs, ids=[(g.id, g.seq) for g in games])
        self._rerate(min([g.date for g in games] + self._event_dates(*{g.event for g in games})))
        return Changes(games=True, ratings=True)

    def replace_game(self, game: Game) -> Changes:
        """Set a game back to an earlier version (undo of an edit)."""
        self.edit_game(game.id, _input_of(game))
        return Changes(games=True, ratings=True)

    def _remove_from_history(self, games: Sequence[Game]) -> None:
        ids = {g.id for g in games}
        h = self.history
        if len(ids) == 1:
            (g,) = games
            i = bisect.bisect_left(h.games, (g.date, g.seq), key=_ORDER_KEY)
            if i < len(h.games) and h.games[i].id == g.id:
                del h.games[i]
            else:
                h.games[:] = [x for x in h.games if x.id != g.id]
        else:
            h.games[:] = [x for x in h.games if x.id not in ids]
        for i in ids:
            self._cache.by_id.pop(i, None)
            self.replay.games.raw.pop(i, None)

    def _event_dates(self, *event_ids: int | None) -> list[date]:
        """An event is rated as a whole, placed by its last game: a change to one of its games
        must re-rate from before the event's first game (EGF and FESA; SAGC rates game by game)."""
        wanted = {e for e in event_ids if e is not None}
        if not wanted or self.system == RatingSystem.SAGC:
            return []
        return [g.date for g in self.history.games if g.event in wanted]

    # ----------------------------------------------------------------- adjustments
    def add_adjustment(
        self, player_id: int, on: date, *, rank: str | Rank | None = None, index: int | None = None,
        rating: float | None = None, note: str = "",
    ) -> Adjustment:
        self.player(player_id)
        r = _rank(rank)
        if index is not None and not -999 <= index <= 999:
            raise ClubRaterError(f"An index must be between -999 and +999, not {index}.")
        if r is None and index is None and rating is None:
            raise ClubRaterError("An adjustment sets a rank, an index or a rating.")
        with self.db.transaction() as s:
            club = s.get(Club, 1)
            assert club is not None
            seq = club.next_seq
            club.next_seq = seq + 1
            rec = AdjustmentRecord(seq=seq, date=on, player_id=player_id, rank=_rank_text(r), index=index, rating=rating, note=note)
            s.add(rec)
            s.flush()
            adj = _adjustment(rec)
        bisect.insort(self.history.adjustments, adj, key=_ORDER_KEY)
        self._rerate(on)
        return adj

    def delete_adjustment(self, adjustment_id: int) -> Adjustment:
        adj = next((a for a in self.history.adjustments if a.id == adjustment_id), None)
        if adj is None:
            raise ClubRaterError(f"There is no adjustment number {adjustment_id}.")
        with self.db.transaction() as s:
            s.execute(delete(AdjustmentRecord).where(AdjustmentRecord.id == adjustment_id))
        self.history.adjustments.remove(adj)
        self.replay.adjustments.pop(adjustment_id, None)
        self._rerate(adj.date)
        return adj

    def restore_adjustment(self, adj: Adjustment) -> Changes:
        with self.db.transaction() as s:
            s.add(AdjustmentRecord(id=adj.id, seq=adj.seq, date=adj.date, player_id=adj.player, rank=_rank_text(adj.rank),
                                   index=adj.index, rating=adj.rating, note=adj.note))
        bisect.insort(self.history.adjustments, adj, key=_ORDER_KEY)
        self._rerate(adj.date)
        return Changes(ratings=True, players=True)

    # ----------------------------------------------------------------- events
    def add_event(self, row: EventRow) -> Event:
        if not row.name.strip():
            raise ClubRaterError("An event needs a name.")
        if self.event_by_name(row.name) is not None:
            raise ClubRaterError(f'There is already an event called "{row.name}".')
        if row.klass not in EVENT_CLASSES:
            raise ClubRaterError(f'Class "{row.klass}" is not A, B, C or D.')
        with self.db.transaction() as s:
            rec = _event_record(row, seq=len(self.history.events) + 1)
            s.add(rec)
            s.flush()
            ev = _event(rec)
        self.history.events[ev.id] = ev
        return ev

    def edit_event(self, event_id: int, **changes: object) -> tuple[Event, Event]:
        old = self.history.events[event_id]
        new = replace(old, **changes)  # type: ignore[arg-type]
        if new.klass not in EVENT_CLASSES:
            raise ClubRaterError(f'Class "{new.klass}" is not A, B, C or D.')
        with self.db.transaction() as s:
            s.execute(update(EventRecord).where(EventRecord.id == event_id).values(
                name=new.name, start=new.start, end=new.end, place=new.place, klass=new.klass, rounds=new.rounds,
                komi=new.komi, handicap_policy=new.handicap_policy, rated=new.rated))
        self.history.events[event_id] = new
        if (old.klass, old.rated) != (new.klass, new.rated):
            dates = self._event_dates(event_id) or [g.date for g in self.history.games if g.event == event_id]
            if dates:
                self._rerate(min(dates))
        return old, new

    def delete_event(self, event_id: int) -> Event:
        ev = self.history.events[event_id]
        if any(g.event == event_id for g in self.history.games):
            raise ClubRaterError(f'"{ev.name}" still has games; delete or move them first.')
        with self.db.transaction() as s:
            s.execute(delete(EventRecord).where(EventRecord.id == event_id))
        del self.history.events[event_id]
        return ev

    # ----------------------------------------------------------------- import
    def import_batch(self, batch: ImportBatch, *, match_existing_players: bool = False) -> ImportSummary:
        """Store a file's players, events and games in one transaction, or refuse it whole.

        With `match_existing_players` (tournament tables), players already in the
        club are used instead of refused as duplicates.
        """
        plan = self.plan_import(batch, match_existing_players=match_existing_players)
        if plan.problems:
            what = batch.source or "The file"
            raise InputError(f"{what} was not imported; nothing was stored. Problems:", plan.problems)
        return self._execute_import(plan)

    def plan_import(self, batch: ImportBatch, *, match_existing_players: bool = False) -> ImportPlan:
        """What an import would add, and every problem row, without storing anything (the preview)."""
        problems: list[tuple[int, str]] = list(batch.problems)
        new_players: list[PlayerRow] = []
        known: dict[str, int | None] = {name_key(p.name): p.id for p in self.history.players.values()}
        matched: dict[str, int] = {}
        seen: set[str] = set()
        for row in batch.players:
            key = name_key(row.name)
            if match_existing_players and key in known and known[key] is not None:
                matched[key] = known[key]  # type: ignore[assignment]
                continue
            for line, reason in self._check_player_rows([row], seen):
                problems.append((line, reason))
            seen.add(key)
            new_players.append(row)
        names: dict[str, int | None] = {**known, **{name_key(r.name): None for r in new_players}}
        events_by_name = {name_key(e.name): e for e in self.history.events.values()}
        new_events: dict[str, EventRow] = {}
        for ev in batch.events:
            k = name_key(ev.name)
            if k not in events_by_name and k not in new_events:
                new_events[k] = ev
        for g in batch.games:
            for reason in self._check_game_row(g, names) + self._check_handicap_kind(g.handicap, g.piece_handicap):
                problems.append((g.line, reason))
            if g.event and name_key(g.event) not in events_by_name and name_key(g.event) not in new_events:
                new_events[name_key(g.event)] = EventRow(name=g.event.strip(), start=g.date, end=g.date, klass=g.klass)
        for a in batch.adjustments:
            if name_key(a.player) not in names:
                problems.append((a.line, f'adjustment: unknown player "{a.player}"'))
            if a.rank is None and a.index is None and a.rating is None:
                problems.append((a.line, "adjustment: it sets no rank, index or rating"))
        for line, name in batch.names_on_bad_rows:
            if name_key(name) not in names:
                problems.append((line, f'unknown player "{name}"'))
        problems = sorted(dict.fromkeys(problems), key=lambda p: p[0])
        return ImportPlan(batch, new_players, list(new_events.values()), problems, matched)

    def _execute_import(self, plan: ImportPlan) -> ImportSummary:
        batch = plan.batch
        with self.db.transaction() as s:
            ids: dict[str, int] = {name_key(p.name): p.id for p in self.history.players.values()}
            new_player_recs = [_player_record(r) for r in plan.new_players]
            s.add_all(new_player_recs)
            ev_recs = []
            base_seq = len(self.history.events)
            for n, ev in enumerate(plan.new_events, start=1):
                dates = [g.date for g in batch.games if g.event and name_key(g.event) == name_key(ev.name)]
                row = replace(ev, start=ev.start or (min(dates) if dates else None), end=ev.end or (max(dates) if dates else None))
                ev_recs.append(_event_record(row, seq=base_seq + n))
            s.add_all(ev_recs)
            s.flush()
            for rec in new_player_recs:
                ids[rec.name_key] = rec.id
            event_ids = {name_key(e.name): e.id for e in self.history.events.values()}
            event_ids.update({name_key(r.name): r.id for r in ev_recs})
            club = s.get(Club, 1)
            assert club is not None
            # Adjustments are entered ahead of the file's games: on a shared date they come first.
            adj_recs = [
                AdjustmentRecord(seq=club.next_seq + n, date=a.date, player_id=ids[name_key(a.player)],
                                 rank=_rank_text(a.rank), index=a.index, rating=a.rating, note=a.note)
                for n, a in enumerate(batch.adjustments)
            ]
            s.add_all(adj_recs)
            seq0 = club.next_seq + len(adj_recs)
            values = []
            for n, g in enumerate(batch.games):
                gi = GameInput(
                    date=g.date, black=ids[name_key(g.black)], white=ids[name_key(g.white)], result=g.result,
                    handicap=g.handicap, komi=g.komi, type=g.type,
                    event=event_ids[name_key(g.event)] if g.event else None, klass=g.klass, round=g.round,
                    black_rank=g.black_rank, white_rank=g.white_rank, piece_handicap=g.piece_handicap, note=g.note,
                )
                v = _game_values(_normalise(gi))
                v["seq"] = seq0 + n
                values.append(v)
            club.next_seq = seq0 + len(values)
            if values:
                s.execute(insert(GameRecord), values)
                got = dict(s.execute(select(GameRecord.seq, GameRecord.id).where(GameRecord.seq >= seq0)).all())
                for v in values:
                    v["id"] = got[v["seq"]]
            s.flush()
            players = [_player(r) for r in new_player_recs]
            events = [_event(r) for r in ev_recs]
            adjustments = [_adjustment(r) for r in adj_recs]
        for p in players:
            self.history.players[p.id] = p
        for e in events:
            self.history.events[e.id] = e
        stored = [_game_from_values(v) for v in values]
        self._add_to_history(stored)
        for a in adjustments:
            bisect.insort(self.history.adjustments, a, key=_ORDER_KEY)
        dates = [g.date for g in stored] + [a.date for a in adjustments]
        if dates:
            self._rerate(min(dates + self._event_dates(*{g.event for g in stored})))
        else:
            self._rerate(None, new_players_only=True)
        return ImportSummary(len(players), len(events), len(stored), players, events, stored)

    # ----------------------------------------------------------------- validation
    def _check_player_rows(self, rows: Iterable[PlayerRow], seen: set[str]) -> list[tuple[int, str]]:
        problems: list[tuple[int, str]] = []
        existing = {name_key(p.name) for p in self.history.players.values()}
        for r in rows:
            key = name_key(r.name)
            if not key:
                problems.append((r.line, "the name is empty"))
                continue
            if key in existing:
                problems.append((r.line, f'player "{r.name.strip()}" is already in the player list'))
            elif key in seen:
                problems.append((r.line, f'player "{r.name.strip()}" appears twice in the file'))
            if r.rank is None and self.system != RatingSystem.FESA:
                problems.append((r.line, f'player "{r.name.strip()}" has no rank'))
            if not -999 <= r.index <= 999:
                problems.append((r.line, f"index {r.index} is not between -999 and +999"))
        return problems

    def _check_game(self, g: GameInput) -> list[str]:
        problems: list[str] = []
        players = self.history.players
        for who, pid in (("black", g.black), ("white", g.white)):
            if pid not in players:
                problems.append(f"the {who} player is not in the player list")
        if g.black == g.white:
            problems.append("the same player is on both sides")
        if not 0 <= g.handicap <= 9:
            problems.append(f"handicap {g.handicap} is not between 0 and 9")
        if g.event is not None and g.event not in self.history.events:
            problems.append("the event does not exist")
        if g.klass not in EVENT_CLASSES:
            problems.append(f'class "{g.klass}" is not A, B, C or D')
        problems.extend(self._check_handicap_kind(g.handicap, g.piece_handicap))
        return problems

    def _check_handicap_kind(self, stones: int, pieces: str) -> list[str]:
        """Go games take stones, shogi games take pieces; a club rates one game."""
        if pieces:
            if self.system != RatingSystem.FESA:
                return [f'"{pieces}" is a shogi handicap, but this club plays Go']
            try:
                parse_piece_handicap(pieces)
            except ClubRaterError as exc:
                return [str(exc).rstrip(".")]
        if stones and self.system == RatingSystem.FESA:
            return [f"a shogi game has no handicap stones ({stones}); give the handicap pieces instead"]
        return []

    @staticmethod
    def _check_game_row(g: GameRow, names: dict[str, int | None]) -> list[str]:
        problems: list[str] = []
        for name in (g.black, g.white):
            if name_key(name) not in names:
                problems.append(f'unknown player "{name}"')
        if name_key(g.black) == name_key(g.white) and name_key(g.black):
            problems.append("same player on both sides")
        if not 0 <= g.handicap <= 9:
            problems.append(f"handicap {g.handicap} is not between 0 and 9")
        if g.klass not in EVENT_CLASSES:
            problems.append(f'class "{g.klass}" is not A, B, C or D')
        return problems

    # ----------------------------------------------------------------- rating
    def _rerate(self, since: date | None, *, new_players_only: bool = False) -> None:
        """Replay from the latest checkpoint strictly before `since` (None: nothing dated changed)."""
        cache = self._cache
        old = cache.replay
        if since is None:
            if new_players_only:
                # Only players without games changed: the last checkpoint still holds for everyone else.
                cp = old.checkpoints[-1] if old.checkpoints else None
                fresh = self.engine.replay(cache.history, cp, checkpoints=0 if cp else 64)
                old.final = fresh.final
                if cp is None:
                    cache.replay = fresh
            return
        cp = None
        keep = 0
        for i, c in enumerate(old.checkpoints):
            if c.after < since:
                cp, keep = c, i + 1
            else:
                break
        if cp is None:
            cache.replay = self.engine.replay(cache.history)
            return
        games = cache.history.games
        tail = len(games) - bisect.bisect_right(games, (cp.after, float("inf")), key=_ORDER_KEY)
        wanted = max(1, 64 * tail // max(len(games), 1))
        fresh = self.engine.replay(cache.history, cp, checkpoints=wanted)
        raw = old.games.raw
        for g in games[len(games) - tail:]:
            raw.pop(g.id, None)
        raw.update(fresh.games.raw)
        for aid in [a.id for a in cache.history.adjustments if a.date > cp.after]:
            old.adjustments.pop(aid, None)
        old.adjustments.update(fresh.adjustments)
        cache.replay = Replay(GameRatings(raw, old.games.make), old.adjustments, fresh.final, old.checkpoints[:keep] + fresh.checkpoints)

    def full_replay(self) -> Replay:
        """Rate everything from the start (what every incremental update must equal)."""
        return self.engine.replay(self.history)


@dataclass(frozen=True, slots=True)
class ImportPlan:
    batch: ImportBatch
    new_players: list[PlayerRow]
    new_events: list[EventRow]
    problems: list[tuple[int, str]]
    matched_players: dict[str, int]


@dataclass(frozen=True, slots=True)
class Printout:
    printed_at: datetime
    values: dict[int, tuple[float, str]]  # player id -> (value, rank label) as printed


@dataclass(frozen=True, slots=True)
class ImportSummary:
    players: int
    events: int
    games: int
    new_players: list[Player]
    new_events: list[Event]
    new_games: list[Game]


# --------------------------------------------------------------------- helpers
_FLAG_WORDS = {
    "reset": "rating reset to the new rank",
    "capped": "event loss capped at 100",
    "floored": "rating at the floor",
}


def _detail_note(detail: object, side: str) -> str:
    """What an engine flagged about this player's game, in words for the record sheet."""
    if not isinstance(detail, dict):
        return ""
    mine = detail.get(side)
    if isinstance(mine, dict):  # FESA: per side
        words = ["performance rating" if mine.get("performance") else ""]
        before, after = mine.get("grade_before", ""), mine.get("grade_after", "")
        if after != before:
            words.append(f"grade {before or 'none'} -> {after or 'none'}")
        return "; ".join(w for w in words if w)
    flags = [k[len(side) + 1 :] for k, v in detail.items() if k.startswith(side + "_") and v]
    return "; ".join(_FLAG_WORDS.get(f, f) for f in flags)


def _listed(system: RatingSystem, st: PlayerState, today: date) -> bool:
    if system in (RatingSystem.EGF, RatingSystem.EGF2021):
        from clubrater.engines.egf import is_listed  # the EGF rating list's inactivity rule

        return st.rank is not None and is_listed(st.rank, st.last_rated, today)
    return True


def _label(rank: Rank | None) -> str:
    return str(rank) if rank is not None else ""


def _rank(rank: str | Rank | None) -> Rank | None:
    if rank is None or isinstance(rank, Rank):
        return rank
    if isinstance(rank, str) and not rank.strip():
        return None
    try:
        return parse_rank(rank)
    except RankError as exc:
        raise ClubRaterError(str(exc)[0].upper() + str(exc)[1:] + ".") from None


def _rank_text(rank: Rank | None) -> str | None:
    return str(rank) if rank is not None else None


def _rank_or_none(text: str | None) -> Rank | None:
    return parse_rank(text) if text else None


def _player(r: PlayerRecord) -> Player:
    return Player(
        id=r.id, name=r.name, rank=_rank_or_none(r.rank), index=r.start_index, rating=r.start_rating, club=r.club or "",
        country=r.country or "", egd_pin=r.egd_pin or "", active=bool(r.active), start_state=r.start_state,
        grade=r.grade or "",
    )


def _row_of(p: Player) -> PlayerRow:
    return PlayerRow(name=p.name, rank=p.rank, club=p.club, country=p.country, egd_pin=p.egd_pin, rating=p.rating,
                     index=p.index, grade=p.grade, start_state=p.start_state, active=p.active)


def _player_record(r: PlayerRow) -> PlayerRecord:
    return PlayerRecord(
        name=" ".join(r.name.split()), name_key=name_key(r.name), rank=_rank_text(r.rank), start_index=r.index,
        start_rating=r.rating, club=r.club, country=r.country, egd_pin=r.egd_pin, grade=r.grade,
        start_state=r.start_state, active=r.active, note="",
    )


def _event(r: EventRecord) -> Event:
    return Event(id=r.id, name=r.name, start=r.start, end=r.end, place=r.place or "", klass=r.klass or "A",
                 rounds=r.rounds, komi=r.komi, handicap_policy=r.handicap_policy or "", rated=bool(r.rated), seq=r.seq)


def _event_record(r: EventRow, seq: int) -> EventRecord:
    return EventRecord(name=r.name.strip(), start=r.start, end=r.end, place=r.place, klass=r.klass, rounds=r.rounds,
                       komi=r.komi, handicap_policy=r.handicap_policy, rated=r.rated, seq=seq)


def _adjustment(r: AdjustmentRecord) -> Adjustment:
    return Adjustment(id=r.id, seq=r.seq, date=r.date, player=r.player_id, rank=_rank_or_none(r.rank), index=r.index,
                      rating=r.rating, note=r.note or "")


_RESULTS = {"B": Result.BLACK, "W": Result.WHITE, "J": Result.JIGO}
_TYPES = {t.value: t for t in GameType}


_GAME_COLUMNS = (
    "id, seq, date, black_id, white_id, result, handicap, komi, game_type, event_id, round, black_rank, "
    "white_rank, piece_handicap, note, klass"
)


def _read_players(session: Session) -> dict[int, Player]:
    """Every player, through SQLite's cursor: the ORM took 0.2 s for 5,000 players at each open."""
    raw = session.connection().connection.driver_connection
    rows = raw.execute(
        "SELECT id, name, rank, start_index, start_rating, club, country, egd_pin, active, start_state, grade "
        "FROM players"
    ).fetchall()
    return {
        pid: Player(pid, name, _rank_or_none(rank), index, rating, club or "", country or "", pin or "", bool(active),
                    json.loads(state) if state else None, grade or "")
        for pid, name, rank, index, rating, club, country, pin, active, state, grade in rows
    }


def _read_games(session: Session) -> list[Game]:
    """Every game in replay order, read through SQLite's own cursor.

    Opening a 100,000-game club is mostly this read; SQLAlchemy's Row objects and date
    processing tripled it. Dates are stored as ISO text; each distinct one is parsed once.
    """
    raw = session.connection().connection.driver_connection
    rows = raw.execute(f"SELECT {_GAME_COLUMNS} FROM games ORDER BY date, seq").fetchall()  # noqa: S608 - constant
    dates: dict[str, date] = {}
    out = []
    for gid, seq, d, b, w, res, h, komi, gtype, ev, rnd, br, wr, piece, note, klass in rows:
        day = dates.get(d)
        if day is None:
            day = dates[d] = date.fromisoformat(d)
        out.append(Game(gid, seq, day, b, w, _RESULTS.get(res) if res else None, h, komi, _TYPES[gtype], ev, rnd,
                        _rank_or_none(br), _rank_or_none(wr), piece or "", note or "", klass or "A"))
    return out


def _normalise(g: GameInput) -> GameInput:
    komi = g.komi if g.komi is not None else default_komi(g.handicap)
    return replace(g, komi=float(komi), piece_handicap=piece_handicap_code(g.piece_handicap))


def _game_values(g: GameInput) -> dict[str, object]:
    return {
        "date": g.date, "black_id": g.black, "white_id": g.white, "result": g.result.value if g.result else None,
        "handicap": g.handicap, "komi": g.komi if g.komi is not None else default_komi(g.handicap),
        "game_type": g.type.value, "event_id": g.event, "klass": g.klass, "round": g.round,
        "black_rank": _rank_text(g.black_rank), "white_rank": _rank_text(g.white_rank),
        "piece_handicap": g.piece_handicap, "note": g.note,
    }


def _game_from_values(v: dict) -> Game:
    return Game(
        v["id"], v["seq"], v["date"], v["black_id"], v["white_id"], _RESULTS.get(v["result"]) if v["result"] else None,
        v["handicap"], v["komi"], _TYPES[v["game_type"]], v["event_id"], v["round"], _rank_or_none(v["black_rank"]),
        _rank_or_none(v["white_rank"]), v["piece_handicap"], v["note"], v["klass"],
    )


def _input_of(g: Game) -> GameInput:
    return GameInput(g.date, g.black, g.white, g.result, g.handicap, g.komi, g.type, g.event, g.klass, g.round,
                     g.black_rank, g.white_rank, g.piece_handicap, g.note)
