"""Between the store's records and the domain's values: the controller's only mapping code.

Every use-case module stores and reads through these, so a column is converted in one place.
The readers of a whole club (`read_players`, `read_events`, `read_adjustments`, `read_games`) go through
the database's own cursor, because opening a 100,000-game club is mostly these reads, and take either a
SQLAlchemy session or that cursor's connection itself: the quick opening (store/quick.py, issue 29) reads
with plain sqlite3 and imports no SQLAlchemy, so nothing here imports it either.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from datetime import date
from typing import TYPE_CHECKING, Any, NamedTuple

from clubrater.domain.errors import ClubRaterError, RankError
from clubrater.domain.message import Sentence
from clubrater.domain.model import Adjustment, Event, Game, GameType, Player, Result
from clubrater.domain.names import name_key, strip_invisible
from clubrater.domain.ranks import Rank, parse_rank
from clubrater.domain.records import EventRow, GameInput, PlayerRow, default_komi
from clubrater.domain.shogi import piece_handicap_code

if TYPE_CHECKING:  # the records are made by the writing use cases only (SQLAlchemy: not needed to read a club)
    from clubrater.store.models import AdjustmentRecord, EventRecord, PlayerRecord

ORDER_KEY = lambda it: (it.date, it.seq)  # noqa: E731 - replay order, used with bisect


def label(rank: Rank | None) -> str:
    return str(rank) if rank is not None else ""


def rank_arg(rank: str | Rank | None) -> Rank | None:
    if rank is None or isinstance(rank, Rank):
        return rank
    if isinstance(rank, str) and not rank.strip():
        return None
    try:
        return parse_rank(rank)
    except RankError as exc:
        raise ClubRaterError(Sentence(exc.message)) from None


def rank_text(rank: Rank | None) -> str | None:
    return str(rank) if rank is not None else None


def rank_or_none(text: str | None) -> Rank | None:
    return parse_rank(text) if text else None


def player_of(r: PlayerRecord) -> Player:
    return Player(
        id=r.id, name=r.name, rank=rank_or_none(r.rank), index=r.start_index, rating=r.start_rating, club=r.club or "",
        country=r.country or "", egd_pin=r.egd_pin or "", active=bool(r.active), start_state=r.start_state,
        grade=r.grade or "", ffg_licence=r.ffg_licence or "", aga_id=r.aga_id or "",
    )


def row_of(p: Player) -> PlayerRow:
    return PlayerRow(name=p.name, rank=p.rank, club=p.club, country=p.country, egd_pin=p.egd_pin, rating=p.rating,
                     index=p.index, grade=p.grade, start_state=p.start_state, active=p.active,
                     ffg_licence=p.ffg_licence, aga_id=p.aga_id)


def player_record(r: PlayerRow) -> PlayerRecord:
    from clubrater.store.models import PlayerRecord

    return PlayerRecord(
        name=" ".join(r.name.split()), name_key=name_key(r.name), rank=rank_text(r.rank), start_index=r.index,
        start_rating=r.rating, club=r.club, country=r.country, egd_pin=r.egd_pin, grade=r.grade,
        start_state=r.start_state, active=r.active, note="", ffg_licence=r.ffg_licence, aga_id=r.aga_id,
    )


def event_of(r: EventRecord | EventRead) -> Event:
    return Event(id=r.id, name=r.name, start=r.start, end=r.end, place=r.place or "", klass=r.klass or "A",
                 rounds=r.rounds, komi=r.komi, handicap_policy=r.handicap_policy or "", rated=bool(r.rated), seq=r.seq)


def event_record(r: EventRow, seq: int) -> EventRecord:
    from clubrater.store.models import EventRecord

    return EventRecord(name=r.name.strip(), start=r.start, end=r.end, place=r.place, klass=r.klass, rounds=r.rounds,
                       komi=r.komi, handicap_policy=r.handicap_policy, rated=r.rated, seq=seq)


def adjustment_of(r: AdjustmentRecord | AdjustmentRead) -> Adjustment:
    return Adjustment(id=r.id, seq=r.seq, date=r.date, player=r.player_id, rank=rank_or_none(r.rank), index=r.index,
                      rating=r.rating, note=r.note or "")


_RESULTS = {"B": Result.BLACK, "W": Result.WHITE, "J": Result.JIGO}
_TYPES = {t.value: t for t in GameType}




Source = Any  # a SQLAlchemy Session, or a DB-API connection (sqlite3's, from store/quick.py)


def _sqlite(session: Source) -> Any:
    """The DB-API connection under the session (sqlite3, or psycopg on a server), for the bulk reads; a DB-API
    connection itself (a QuickFile's, or one `raw_reading` gave) as it is."""
    if isinstance(session, sqlite3.Connection) or not hasattr(session, "get_bind"):
        return session
    raw = session.connection().connection.driver_connection
    assert raw is not None
    return raw


@contextmanager
def raw_reading(db: Any) -> Iterator[Any]:
    """The database's own connection for a read: a QuickFile's (plain sqlite3, the one state of the file it reads;
    store/quick.py), else a session's (SQLite's cursor, or psycopg's on a server)."""
    own = getattr(db, "raw_reading", None)
    if own is not None:
        with own() as con:
            yield con
        return
    with db.reading() as s:
        yield _sqlite(s)


class EventRead(NamedTuple):
    """An event row as the cursor gives it, its columns named as EventRecord's (for `event_of`)."""

    id: int
    name: str
    start: date | None
    end: date | None
    place: str | None
    klass: str | None
    rounds: int | None
    komi: float | None
    handicap_policy: str | None
    rated: bool
    seq: int


@dataclass(frozen=True, slots=True)
class AdjustmentRead:
    """An adjustment row as the cursor gives it, its columns named as AdjustmentRecord's (for `adjustment_of`)."""

    id: int
    seq: int
    date: date
    player_id: int
    rank: str | None
    index: int | None
    rating: float | None
    note: str | None


def _maybe_day(d: str | date | None) -> date | None:
    return None if d is None else _day(d)


def read_events(session: Source) -> dict[int, Event]:
    """Every event by id, through the cursor (SQLite keeps dates as text, a server as dates)."""
    rows = _sqlite(session).execute(
        'SELECT id, name, start, "end", place, klass, rounds, komi, handicap_policy, rated, seq FROM events'
    ).fetchall()
    return {i: event_of(EventRead(i, name, _maybe_day(start), _maybe_day(end), place, klass, rounds, komi, policy,
                                  bool(rated), seq))
            for i, name, start, end, place, klass, rounds, komi, policy, rated, seq in rows}


def read_adjustments(session: Source) -> list[Adjustment]:
    """Every adjustment in replay order (date, then entry order), through the cursor."""
    rows = _sqlite(session).execute(
        'SELECT id, seq, date, player_id, rank, "index", rating, note FROM adjustments ORDER BY date, seq'
    ).fetchall()
    return [adjustment_of(AdjustmentRead(i, seq, _day(day), pid, rank, index, rating, note))
            for i, seq, day, pid, rank, index, rating, note in rows]


@dataclass(frozen=True, slots=True)
class PlayerLinks:
    """A player's IDs in the federations' lists and their ratings there (for the player table)."""

    ids: dict[str, str]
    ratings: dict[str, tuple[float | None, str, date | None]]  # federation -> (rating, rank, list date)


def read_links(raw: Any) -> dict[int, PlayerLinks]:
    """Every player's federation IDs and federation ratings (players without any are left out): the standings'
    list columns, read through the connection `raw_reading` gives (the window's quick standings too, without the
    rating lists' module)."""
    ids = raw.execute("SELECT id, egd_pin, ffg_licence, aga_id FROM players "
                      "WHERE egd_pin != '' OR ffg_licence != '' OR aga_id != ''").fetchall()  # fmt: skip
    ratings = raw.execute("SELECT player_id, federation, rating, rank, list_date FROM federation_ratings").fetchall()
    out: dict[int, PlayerLinks] = {}
    for pid, egd, ffg, aga in ids:
        out[pid] = PlayerLinks({f: v for f, v in (("egd", egd), ("ffg", ffg), ("aga", aga)) if v}, {})
    for pid, fed, rating, rank, day in ratings:
        links = out.setdefault(pid, PlayerLinks({}, {}))
        links.ratings[fed] = (rating, rank, _maybe_day(day))
    return out


def read_players(session: Source) -> dict[int, Player]:
    """Every player, through SQLite's cursor: the ORM took 0.2 s for 5,000 players at each open."""
    raw = _sqlite(session)
    rows = raw.execute(
        "SELECT id, name, rank, start_index, start_rating, club, country, egd_pin, active, start_state, grade, "
        "ffg_licence, aga_id FROM players"
    ).fetchall()
    return {
        pid: Player(pid, name, rank_or_none(rank), index, rating, club or "", country or "", pin or "", bool(active),
                    (json.loads(state) if isinstance(state, str) else state) if state and state != "null" else None,
                    grade or "", ffg or "", aga or "")
        for pid, name, rank, index, rating, club, country, pin, active, state, grade, ffg, aga in rows
    }


class _Parsed(dict):
    """A column's stored values and what they mean, each distinct one parsed once (`parse` on first sight)."""

    __slots__ = ("parse",)

    def __init__(self, parse: Callable[[Any], Any], known: dict[Any, Any]) -> None:
        super().__init__(known)
        self.parse = parse

    def __missing__(self, stored: Any) -> Any:
        found = self[stored] = self.parse(stored)
        return found


def _day(d: str | date) -> date:
    return d if isinstance(d, date) else date.fromisoformat(d)  # a server gives dates


def _unknown_type(t: str) -> GameType:
    return _TYPES[t]  # the KeyError an unknown stored type always gave


def read_games(session: Source, player: int | None = None, *, first: date | None = None,
               last: date | None = None) -> list[Game]:
    """Every game in replay order (or only `player`'s, or those dated `first` to `last`), read through SQLite's own
    cursor.

    Opening a 100,000-game club is mostly this read; SQLAlchemy's Row objects and date
    processing tripled it. Each distinct date, rank, result and type is parsed once (a cache
    filled on first sight), and SQL gives the defaults of the text columns, so each row costs
    little more than Game's own constructor. One player's games (or a few dates' games: a club
    file only, dates kept as text) are found by reading the table itself, not its indexes (the `+`):
    the rows the snapshot's stamp was summed from (issue 29).
    """
    raw = _sqlite(session)
    cond: list[str] = []
    args: tuple[Any, ...] = ()
    if player is not None:
        cond.append("(+black_id = ? OR +white_id = ?)")
        args += (player, player)
    if first is not None:
        cond.append("+date >= ?")
        args += (first.isoformat(),)
    if last is not None:
        cond.append("+date <= ?")
        args += (last.isoformat(),)
    where = f"WHERE {' AND '.join(cond)} " if cond else ""
    sql = ("SELECT id, seq, date, black_id, white_id, result, handicap, komi, game_type, event_id, round, black_rank, "
           "white_rank, coalesce(piece_handicap, ''), coalesce(note, ''), coalesce(nullif(klass, ''), 'A') "
           f"FROM games {where}ORDER BY date, seq")  # noqa: S608 - constant clauses; the values are bound
    rows = (raw.execute(sql, args) if args else raw.execute(sql)).fetchall()
    days = _Parsed(_day, {})
    results = _Parsed(_RESULTS.get, {None: None, "": None})
    types = _Parsed(_unknown_type, _TYPES)
    ranks = _Parsed(rank_or_none, {None: None, "": None})
    return [
        Game(gid, seq, days[d], b, w, results[res], h, komi, types[gtype], ev, rnd, ranks[br], ranks[wr], piece, note,
             klass)
        for gid, seq, d, b, w, res, h, komi, gtype, ev, rnd, br, wr, piece, note, klass in rows
    ]


def last_game_date(raw: sqlite3.Connection) -> date | None:
    """The latest game's date in a club file, from the table itself (see `read_games`); None: no game."""
    (day,) = raw.execute("SELECT max(+date) FROM games").fetchone()
    return _day(day) if day is not None else None


def game_days(raw: sqlite3.Connection, before: date, count: int, *, in_no_event: bool = True) -> list[date]:
    """The latest `count` dates before `before` with a game (in no event), newest first, from a club file's table
    itself (see `read_games`): club nights, as club-night pairing counts them (issue 26)."""
    where = "+date < ?" + (" AND +event_id IS NULL" if in_no_event else "")
    rows = raw.execute(f"SELECT DISTINCT +date AS day FROM games WHERE {where} ORDER BY day DESC LIMIT ?",  # noqa: S608
                       (before.isoformat(), count)).fetchall()
    return [_day(d) for (d,) in rows]


def normalise(g: GameInput) -> GameInput:
    komi = g.komi if g.komi is not None else default_komi(g.handicap)
    return replace(g, komi=float(komi), piece_handicap=piece_handicap_code(g.piece_handicap),
                   note=strip_invisible(g.note))  # a typed note loses U+202E and the like, as imported ones do


def game_values(g: GameInput) -> dict[str, Any]:
    return {
        "date": g.date, "black_id": g.black, "white_id": g.white, "result": g.result.value if g.result else None,
        "handicap": g.handicap, "komi": g.komi if g.komi is not None else default_komi(g.handicap),
        "game_type": g.type.value, "event_id": g.event, "klass": g.klass, "round": g.round,
        "black_rank": rank_text(g.black_rank), "white_rank": rank_text(g.white_rank),
        "piece_handicap": g.piece_handicap, "note": g.note,
    }


def game_from_values(v: dict[str, Any]) -> Game:
    return Game(
        v["id"], v["seq"], v["date"], v["black_id"], v["white_id"], _RESULTS.get(v["result"]) if v["result"] else None,
        v["handicap"], v["komi"], _TYPES[v["game_type"]], v["event_id"], v["round"], rank_or_none(v["black_rank"]),
        rank_or_none(v["white_rank"]), v["piece_handicap"], v["note"], v["klass"],
    )
