"""A club's own tournament as an EGD tournament table, for sending to the European Go Database."""

from __future__ import annotations

from pathlib import Path

from clubrater.controller.club import ClubController
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.records import GameRow
from clubrater.io import h9


def event_table(ctrl: ClubController, event_name: str) -> h9.H9Table:
    """The event's players (with rank professed there, club, country, PIN) and games, placed by wins then SOS."""
    ev = ctrl.event_by_name(event_name)
    if ev is None:
        known = ", ".join(e.name for e in ctrl.events()) or "none yet"
        raise ClubRaterError(f'There is no event called "{event_name}" (the club has: {known}).')
    games = [g for g in ctrl.games() if g.event == ev.id]
    if not games:
        raise ClubRaterError(f'"{ev.name}" has no games to send.')
    players = ctrl.history.players
    professed: dict[int, object] = {}
    rows: list[GameRow] = []
    for g in games:
        professed.setdefault(g.black, g.black_rank or players[g.black].rank)
        professed.setdefault(g.white, g.white_rank or players[g.white].rank)
        rows.append(
            GameRow(g.date, players[g.black].name, players[g.white].name, g.result, handicap=g.handicap, komi=g.komi,
                    type=g.type, event=ev.name, klass=ev.klass, round=g.round)
        )
    missing = [players[pid].name for pid, r in professed.items() if r is None]
    if missing:
        raise ClubRaterError(f"An EGD table needs every player's rank; {', '.join(missing)} has none.")
    entrants = [(players[pid].name, rank, players[pid].country, players[pid].club, players[pid].egd_pin)
                for pid, rank in professed.items()]
    even_komi = next((g.komi for g in games if g.handicap == 0), ev.komi)
    header = h9.H9Header(
        klass=ev.klass, name=ev.name, place=ev.place, start=ev.start or min(g.date for g in games),
        end=ev.end or max(g.date for g in games), handicap_policy=ev.handicap_policy, komi=ev.komi or even_komi,
    )
    return h9.build_table(header, entrants, rows)  # type: ignore[arg-type]


def export_h9(ctrl: ClubController, event_name: str, path: Path) -> int:
    """Write the table (UTF-8, which the EGD accepts); returns the number of players."""
    table = event_table(ctrl, event_name)
    text = h9.write_h9(table)
    tmp = Path(path).with_suffix(Path(path).suffix + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)
    return len(table.players)
