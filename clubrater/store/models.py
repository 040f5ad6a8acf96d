"""Tables of a club database (SQLAlchemy 2 typed ORM).

Only what the secretary entered is stored: players, events, games,
adjustments and the club's settings. Ratings are derived by replaying them.
`seq` on games and adjustments is the entry order (replay tie-break).
"""

from __future__ import annotations

import uuid
from datetime import date, datetime

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Date,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    String,
    Text,
    UniqueConstraint,
    func,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class Base(DeclarativeBase):
    pass


class Club(Base):
    """One row: the club's name and settings."""

    __tablename__ = "club"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(200), default="")
    system: Mapped[str] = mapped_column(String(20))
    default_komi: Mapped[float] = mapped_column(Float, default=6.5)
    default_game_type: Mapped[str] = mapped_column(String(20), default="club")
    next_seq: Mapped[int] = mapped_column(Integer, default=1)
    created_at: Mapped[datetime] = mapped_column(DateTime, server_default=func.current_timestamp())
    uid: Mapped[str] = mapped_column(String(32), default=lambda: uuid.uuid4().hex)  # this club's id, in its backups too
    checked_at: Mapped[datetime | None] = mapped_column(DateTime)  # the last full check (checksums included)
    language: Mapped[str] = mapped_column(String(16), default="", server_default="")  # printout/workbook; "" = English
    # bumped by every write on a federation server (revision 0006): a client behind it catches up
    data_version: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
    # club-night pairing (revision 0008): stones = 0 when d - correction <= 1, else min(d - correction, ceiling)
    handicap_correction: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    handicap_ceiling: Mapped[int] = mapped_column(Integer, default=9, server_default="9")


class MemberClubRecord(Base):
    """A club of the federation (revision 0006); a club file has one, id 1, its own club.

    `role` is the PostgreSQL login role of the club's secretary (None in a club file).
    """

    __tablename__ = "member_clubs"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(200), unique=True)
    role: Mapped[str | None] = mapped_column(String(63), unique=True)


class ChangeLogRecord(Base):
    """One row written on a federation server, logged by a trigger (revision 0006; unused in a club file).

    A client that knows the data up to `version` reads the rows logged after it and re-reads only those.
    """

    __tablename__ = "change_log"
    __table_args__ = (Index("ix_change_log_version", "version"),)

    id: Mapped[int] = mapped_column(BigInteger().with_variant(Integer, "sqlite"), primary_key=True)
    version: Mapped[int] = mapped_column(BigInteger)
    tbl: Mapped[str] = mapped_column(String(20))
    row_id: Mapped[int] = mapped_column(Integer)
    club_id: Mapped[int | None] = mapped_column(Integer)


class PlayerRecord(Base):
    __tablename__ = "players"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    name_key: Mapped[str] = mapped_column(String(200), unique=True)  # casefolded: names are unique per club
    rank: Mapped[str | None] = mapped_column(String(8))
    start_index: Mapped[int] = mapped_column(Integer, default=0)
    start_rating: Mapped[float | None] = mapped_column(Float)
    club: Mapped[str] = mapped_column(String(200), default="")  # one limit for every name (on a server: 0007)
    country: Mapped[str] = mapped_column(String(10), default="")
    egd_pin: Mapped[str] = mapped_column(String(20), default="")
    ffg_licence: Mapped[str] = mapped_column(String(20), default="", server_default="")  # issue 20 (revision 0002)
    aga_id: Mapped[str] = mapped_column(String(20), default="", server_default="")
    grade: Mapped[str] = mapped_column(String(20), default="")
    start_state: Mapped[dict | None] = mapped_column(JSON)
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    note: Mapped[str] = mapped_column(Text, default="")
    # the player's home club (0006): 1 in a club file; on a server filled by the server when not given
    home_club_id: Mapped[int] = mapped_column(ForeignKey("member_clubs.id"), server_default="1", index=True)


class EventRecord(Base):
    __tablename__ = "events"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(200), unique=True)
    start: Mapped[date | None] = mapped_column(Date)
    end: Mapped[date | None] = mapped_column(Date)
    place: Mapped[str] = mapped_column(String(200), default="")
    klass: Mapped[str] = mapped_column(String(1), default="A")
    rounds: Mapped[int | None] = mapped_column(Integer)
    komi: Mapped[float | None] = mapped_column(Float)
    handicap_policy: Mapped[str] = mapped_column(String(50), default="")
    rated: Mapped[bool] = mapped_column(Boolean, default=True)
    seq: Mapped[int] = mapped_column(Integer, default=0)
    club_id: Mapped[int] = mapped_column(ForeignKey("member_clubs.id"), server_default="1")  # the entering club


class GameRecord(Base):
    __tablename__ = "games"
    __table_args__ = (Index("ix_games_order", "date", "seq"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    seq: Mapped[int] = mapped_column(Integer)
    date: Mapped[date] = mapped_column(Date)
    black_id: Mapped[int] = mapped_column(ForeignKey("players.id"), index=True)
    white_id: Mapped[int] = mapped_column(ForeignKey("players.id"), index=True)
    result: Mapped[str | None] = mapped_column(String(1))
    handicap: Mapped[int] = mapped_column(Integer, default=0)
    komi: Mapped[float] = mapped_column(Float, default=6.5)
    game_type: Mapped[str] = mapped_column(String(20), default="club")
    event_id: Mapped[int | None] = mapped_column(ForeignKey("events.id"), index=True)
    klass: Mapped[str] = mapped_column(String(1), default="A")
    round: Mapped[int | None] = mapped_column(Integer)
    black_rank: Mapped[str | None] = mapped_column(String(8))
    white_rank: Mapped[str | None] = mapped_column(String(8))
    piece_handicap: Mapped[str] = mapped_column(String(30), default="")
    note: Mapped[str] = mapped_column(Text, default="")
    club_id: Mapped[int] = mapped_column(ForeignKey("member_clubs.id"), server_default="1", index=True)  # entered by


class AdjustmentRecord(Base):
    __tablename__ = "adjustments"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    seq: Mapped[int] = mapped_column(Integer)
    date: Mapped[date] = mapped_column(Date)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id"), index=True)
    rank: Mapped[str | None] = mapped_column(String(8))
    index: Mapped[int | None] = mapped_column(Integer)
    rating: Mapped[float | None] = mapped_column(Float)
    note: Mapped[str] = mapped_column(Text, default="")
    club_id: Mapped[int] = mapped_column(ForeignKey("member_clubs.id"), server_default="1")  # entered by


class PairingRecord(Base):
    """A club night's round as paired (revision 0008, issue 26): a plan, not a result, so not checksummed typed truth.

    `boards` is the boards as JSON (number, Black, White, handicap, komi, why, fixed by hand); `bye` the player
    who sits out. Whether a board is entered is read from the games (dated `date`, its two players, round
    `round` or none), never stored, so a game deleted or undone makes its board open again. On a federation server the
    pairing belongs to the club that made it: `club_id` is filled by the server, like a game's.
    """

    __tablename__ = "pairings"
    __table_args__ = (UniqueConstraint("club_id", "date", "round", name="uq_pairings_club_date_round"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    club_id: Mapped[int] = mapped_column(ForeignKey("member_clubs.id"), server_default="1")
    date: Mapped[date] = mapped_column(Date)
    round: Mapped[int] = mapped_column(Integer)
    nights: Mapped[int] = mapped_column(Integer, default=4)
    boards: Mapped[list] = mapped_column(JSON)
    bye: Mapped[int | None] = mapped_column(Integer)
    created: Mapped[datetime] = mapped_column(DateTime)


class PrintoutRecord(Base):
    """Standings as last pinned up: the noticeboard shows the change since then."""

    __tablename__ = "printouts"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    printed_at: Mapped[datetime] = mapped_column(DateTime)
    values: Mapped[dict] = mapped_column(JSON)  # player id (str) -> value shown


class RatingListRecord(Base):
    """The federation's list the club keeps (one per federation: EGD, FFG, AGA), and where `list update` gets it."""

    __tablename__ = "rating_lists"

    federation: Mapped[str] = mapped_column(String(3), primary_key=True)
    list_date: Mapped[date | None] = mapped_column(Date)
    source: Mapped[str] = mapped_column(String(500), default="", server_default="")
    url: Mapped[str] = mapped_column(String(500), default="", server_default="")
    loaded_at: Mapped[datetime | None] = mapped_column(DateTime)
    players: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    placeholders: Mapped[int] = mapped_column(Integer, default=0, server_default="0")


class RatingListEntryRecord(Base):
    """One player of a kept list; `search` is " surname words | first-name words", folded (no accents, no case)."""

    __tablename__ = "rating_list_entries"
    __table_args__ = (Index("ix_rating_list_entries_ext_id", "federation", "ext_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    federation: Mapped[str] = mapped_column(String(3), ForeignKey("rating_lists.federation", ondelete="CASCADE"))
    ext_id: Mapped[str] = mapped_column(String(20), default="", server_default="")
    surname: Mapped[str] = mapped_column(String(200), default="", server_default="")
    first_name: Mapped[str] = mapped_column(String(200), default="", server_default="")
    country: Mapped[str] = mapped_column(String(10), default="", server_default="")
    club: Mapped[str] = mapped_column(String(50), default="", server_default="")
    grade: Mapped[str] = mapped_column(String(8), default="", server_default="")
    rank: Mapped[str] = mapped_column(String(8), default="", server_default="")
    rating: Mapped[float | None] = mapped_column(Float)
    licence_status: Mapped[str] = mapped_column(String(2), default="", server_default="")
    membership: Mapped[str] = mapped_column(String(10), default="", server_default="")
    expires: Mapped[date | None] = mapped_column(Date)
    tournaments: Mapped[int | None] = mapped_column(Integer)
    last_tournament: Mapped[str] = mapped_column(String(20), default="", server_default="")
    line: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    search: Mapped[str] = mapped_column(String(420), default="", server_default="")


class FederationRatingRecord(Base):
    """A player's rating in a federation's list (shown beside the club's own; never used to rate)."""

    __tablename__ = "federation_ratings"

    player_id: Mapped[int] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), primary_key=True)
    federation: Mapped[str] = mapped_column(String(3), primary_key=True)
    rating: Mapped[float | None] = mapped_column(Float)
    rank: Mapped[str] = mapped_column(String(8), default="", server_default="")
    list_date: Mapped[date | None] = mapped_column(Date)


class ImportedFileRecord(Base):
    """A file imported into the club (by its SHA-256), so the same games do not go in twice unasked."""

    __tablename__ = "imported_files"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    sha256: Mapped[str] = mapped_column(String(64), index=True)
    kind: Mapped[str] = mapped_column(String(20))
    name: Mapped[str] = mapped_column(String(500), default="")
    imported_at: Mapped[datetime] = mapped_column(DateTime)
    players: Mapped[int] = mapped_column(Integer, default=0)
    events: Mapped[int] = mapped_column(Integer, default=0)
    games: Mapped[int] = mapped_column(Integer, default=0)


class RecordSumRecord(Base):
    """The checksums of one block of 256 stored players, events, games or adjustments (store/checksums.py)."""

    __tablename__ = "record_sums"

    tbl: Mapped[str] = mapped_column(String(20), primary_key=True)
    blk: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    sums: Mapped[bytes] = mapped_column(LargeBinary)


class RecordDirtyRecord(Base):
    """A block changed since its checksums were written (filled by SQLite triggers, emptied at commit)."""

    __tablename__ = "record_dirty"

    tbl: Mapped[str] = mapped_column(String(20), primary_key=True)
    blk: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)


class RecordMarkRecord(Base):
    """The highest id of a table whose checksum is written: newer rows are summed by range, not by trigger."""

    __tablename__ = "record_marks"

    tbl: Mapped[str] = mapped_column(String(20), primary_key=True)
    high: Mapped[int] = mapped_column(Integer, default=0)
