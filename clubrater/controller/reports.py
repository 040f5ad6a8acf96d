"""Standings and record sheets as plain records: what the CLI prints and the exports write."""

from __future__ import annotations

from typing import Any

from clubrater.controller.club import ClubController, RecordRow, StandingRow
from clubrater.domain.model import RatingSystem


def value_key(system: RatingSystem) -> str:
    return "index" if system == RatingSystem.SAGC else "rating"


def standing_record(row: StandingRow, system: RatingSystem) -> dict[str, Any]:
    """interchange.md's object: name, rank, games, last_played and index (SAGC) or rating."""
    rec: dict[str, Any] = {
        "name": row.name,
        "rank": str(row.rank) if row.rank is not None else "",
        "games": row.games,
        "last_played": row.last_played.isoformat() if row.last_played else None,
    }
    if system == RatingSystem.SAGC:
        rec["index"] = int(row.value)
    else:
        rec["rating"] = row.value
    if system == RatingSystem.FESA:
        rec["grade"] = row.grade
    rec["listed"] = row.listed
    rec["club"] = row.club
    rec["country"] = row.country
    return rec


def standings_records(ctrl: ClubController, system: RatingSystem | None = None, include_inactive: bool = False) -> list[dict[str, Any]]:
    sys_ = system or ctrl.system
    return [standing_record(r, sys_) for r in ctrl.standings(sys_, include_inactive=include_inactive)]


def history_record(row: RecordRow, system: RatingSystem) -> dict[str, Any]:
    """Seed 001's twelve record-sheet columns, plus the value before the game for every system."""
    rec: dict[str, Any] = {
        "date": row.date.isoformat(),
        "kind": row.kind,
        "opponent": row.opponent,
        "opponent_rank": row.opponent_rank,
        "colour": row.colour,
        "handicap": row.handicap,
        "komi": row.komi,
        "winner": row.winner,
        "rated": row.rated,
    }
    if system == RatingSystem.SAGC:
        rec.update(
            gsf=row.gsf, change=int(row.change), new_index=int(row.after), new_rank=row.rank_after,
            index_before=int(row.before), rank_before=row.rank_before,
        )
    else:
        rec.update(rating_before=row.before, change=row.change, rating_after=row.after, rank_after=row.rank_after)
    rec.update(event=row.event, type=row.game_type, comments=row.comments)
    return rec
