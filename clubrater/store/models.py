"""Tables of a club database (SQLAlchemy 2 typed ORM).

Only what the secretary entered is stored: players, events, games,
adjustments and the club's settings. Ratings are derived by replaying them.
`seq` on games and adjustments is the entry order (replay tie-break).
"""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import JSON, Boolean, Date, DateTime, Float, ForeignKey, Index, Integer, String, Text, func
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


class PlayerRecord(Base):
    __tablename__ = "players"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    name_key: Mapped[str] = mapped_column(String(200), unique=True)  # casefolded: names are unique per club
    rank: Mapped[str | None] = mapped_column(String(8))
    start_index: Mapped[int] = mapped_column(Integer, default=0)
    start_rating: Mapped[float | None] = mapped_column(Float)
    club: Mapped[str] = mapped_column(String(100), default="")
    country: Mapped[str] = mapped_column(String(10), default="")
    egd_pin: Mapped[str] = mapped_column(String(20), default="")
    grade: Mapped[str] = mapped_column(String(20), default="")
    start_state: Mapped[dict | None] = mapped_column(JSON)
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    note: Mapped[str] = mapped_column(Text, default="")


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


class PrintoutRecord(Base):
    """Standings as last pinned up: the noticeboard shows the change since then."""

    __tablename__ = "printouts"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    printed_at: Mapped[datetime] = mapped_column(DateTime)
    values: Mapped[dict] = mapped_column(JSON)  # player id (str) -> value shown
