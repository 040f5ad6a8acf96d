"""A shogi club's files back to FESA's rating officer, in the FESA program's own formats (issue 15).

- `elo_list`: the program's printed Elo list (`all.txt`): rank, name, FESA grade, prior grade, Elo, games,
  nationality, in its columns.
- `event_files`: one event as `turnering.txt` (the tournament table) and `nye-spillere` (its players new to
  FESA, with the grade they brought), so the officer's program can rate it.
- `state`: the whole club as the program's `ratingliste` (#S(PLAYER ...) lines), so the program can carry on
  from where ClubRater is.

The club's ratings are the engine's (FesaEngine); this module only arranges them as the program keeps
them. The list order is the program's: after every tournament it sorts by Elo and keeps equal ratings in
their old order, so the order is replayed tournament by tournament from the replay's own numbers.
Every file is written whole or not at all (io/atomic.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Messages, known
from clubrater.domain.model import Event, Game, RatingSystem
from clubrater.domain.names import name_key
from clubrater.domain.records import GameRow
from clubrater.io.fesa import (
    FesaPlayer,
    build_tournament,
    encode_for_program,
    format_elo_list,
    format_new_players,
    format_rating_list,
    format_tournament,
    program_order,
    split_name,
    state_player,
)

if TYPE_CHECKING:
    from clubrater.controller.state import ClubState


class FesaExportMessages(Messages):
    """Writing the FESA program's files."""


KINDS = ("fesa-list", "fesa", "fesa-state")
USAGE = "`fesa-list FILE` (the Elo list), `fesa EVENT DIR` (turnering.txt and nye-spillere) or `fesa-state FILE`"


def _fesa_only(club: ClubState) -> None:
    if club.system != RatingSystem.FESA:
        raise ClubRaterError(
            FesaExportMessages.tr("The FESA program's files are for a shogi club rated with FESA Elo; this club uses {system}.").format(system=known("RatingSystems", club.system.label))
        )


def _units(club: ClubState) -> list[tuple[tuple[date, int], list[Game]]]:
    """The rated games as the engine rates them: one unit per event (or per date outside events), in rating order."""
    rated = club.replay.games
    groups: dict[object, list[Game]] = {}
    for g in club.history.games:
        r = rated.get(g.id)
        if r is None or not r.rated:
            continue
        groups.setdefault(g.event if g.event is not None else ("date", g.date), []).append(g)
    units = [((max(g.date for g in gs), min(g.seq for g in gs)), gs) for gs in groups.values()]
    units.sort(key=lambda u: u[0])
    return units


def players(club: ClubState) -> list[FesaPlayer]:
    """Every player as the program keeps him, in the program's list order."""
    _fesa_only(club)
    history, replay = club.history, club.replay
    start = [(pid, int(p.start_state.get("rating") or 0)) for pid, p in history.players.items() if p.start_state]
    tournaments = []
    for _, games in _units(club):
        after: dict[int, int] = {}
        for g in games:
            r = replay.games[g.id]
            after[g.black], after[g.white] = int(round(r.black_after)), int(round(r.white_after))
        tournaments.append(list(after.items()))
    order = program_order(start, tournaments)
    seen = set(order)
    order += [pid for pid in history.players if pid not in seen]  # never played: at the end, as the program has them
    out = []
    for pid in order:
        p = history.players[pid]
        out.append(state_player(p.name, p.country, p.start_state, replay.final[pid]))
    return out


def list_date(club: ClubState) -> date:
    """The Elo list's date: the last rated tournament's (the program prints the date it rated)."""
    units = _units(club)
    return units[-1][0][0] if units else club.today()


def _folder_of(path: Path) -> Path:
    path = Path(path).expanduser()
    if not path.parent.is_dir():
        raise ClubRaterError(FesaExportMessages.tr("There is no folder {folder} to write {name} in.").format(folder=path.parent, name=path.name))
    return path


def _write(path: Path, text: str) -> str:
    """Written whole or not at all; returns the encoding used (ISO-8859-1 unless a name needs UTF-8)."""
    from clubrater.io.atomic import write_bytes

    data, encoding = encode_for_program(text)
    write_bytes(path, data)
    return encoding


def _encoding_note(encoding: str) -> str:
    return "" if encoding != "utf-8" else FesaExportMessages.tr(" (in UTF-8: a name has letters ISO-8859-1 cannot hold)")


def elo_list(club: ClubState, path: str | Path) -> str:
    """`clubrater export fesa-list FILE`: the program's all.txt."""
    path = _folder_of(Path(path))
    everyone = players(club)
    when = list_date(club)
    encoding = _write(path, format_elo_list(everyone, when))
    listed = sum(1 for p in everyone if p.game_count > 0)
    return FesaExportMessages.tr("Wrote {file}: the Elo list for {date}, {players} players{note}.").format(
        file=path, date=when, players=listed, note=_encoding_note(encoding))


def state(club: ClubState, path: str | Path) -> str:
    """`clubrater export fesa-state FILE`: the whole club as the program's ratingliste."""
    path = _folder_of(Path(path))
    everyone = players(club)
    encoding = _write(path, format_rating_list(everyone))
    return FesaExportMessages.tr("Wrote {file}: the FESA program's rating list, {players} players{note}.").format(
        file=path, players=len(everyone), note=_encoding_note(encoding))


def _event(club: ClubState, name: str) -> Event:
    key = name_key(name)
    for e in club.history.events.values():
        if name_key(e.name) == key:
            return e
    latest = sorted(club.history.events.values(), key=lambda e: (e.end or e.start or date.min, e.seq))[-10:]
    known = ", ".join(f'"{e.name}"' for e in latest) or FesaExportMessages.tr("none", "no events")
    raise ClubRaterError(FesaExportMessages.tr('There is no event called "{name}" (the latest are {known}).').format(name=name, known=known))


def event_files(club: ClubState, event_name: str, folder: str | Path) -> str:
    """`clubrater export fesa EVENT DIR`: turnering.txt and nye-spillere of one event, for the rating officer."""
    _fesa_only(club)
    folder = Path(folder).expanduser()
    if not folder.is_dir():
        raise ClubRaterError(FesaExportMessages.tr("There is no folder {folder} to write turnering.txt and nye-spillere in.").format(folder=folder))
    ev = _event(club, event_name)
    history = club.history
    games = [g for g in history.games if g.event == ev.id and g.result is not None]
    if not games:
        raise ClubRaterError(FesaExportMessages.tr('The event "{name}" has no games with a result to write.').format(name=ev.name))
    games.sort(key=lambda g: (g.round if g.round is not None else 0, g.date, g.seq))  # the engine's order
    pl = history.players
    rows = [GameRow(g.date, pl[g.black].name, pl[g.white].name, g.result, round=g.round,
                    piece_handicap=g.piece_handicap) for g in games]  # fmt: skip
    names = {p.name: split_name(p.name, p.start_state) for p in pl.values()}
    table = build_tournament(ev.name, max(g.date for g in games), rows, names)
    newcomers = _newcomers(club, ev, [e.name for e in table.entrants])
    enc_nye = _write(folder / "nye-spillere", format_new_players(newcomers))
    enc_t = _write(folder / "turnering.txt", format_tournament(table))
    note = _encoding_note("utf-8" if "utf-8" in (enc_nye, enc_t) else enc_t)
    return FesaExportMessages.tr("Wrote {tournament} ({event}: {players} players, {games} games) and {newcomers} "
                                 "({new} players new to FESA){note}.").format(
        tournament=folder / "turnering.txt", event=ev.name, players=len(table.entrants), games=len(games),
        newcomers=folder / "nye-spillere", new=len(newcomers), note=note)


def _newcomers(club: ClubState, ev: Event, entrants: Sequence[str]) -> list[FesaPlayer]:
    """The event's players the FESA program does not know yet: not taken over from it, no rated tournament before."""
    known: set[int] = set()
    for _, games in _units(club):
        if any(g.event == ev.id for g in games):
            break
        for g in games:
            known.update((g.black, g.white))
    by_name = {p.name: p for p in club.history.players.values()}
    out = []
    for name in entrants:
        p = by_name[name]
        if p.start_state or p.id in known:
            continue
        last, first_name = split_name(p.name, None)
        out.append(FesaPlayer(last, first_name, 0, p.country, prior_grade=p.grade))
    return out


def from_cli(club: ClubState, args: Sequence[str]) -> str:
    """`clubrater export fesa-list FILE | fesa EVENT DIR | fesa-state FILE`."""
    kind = args[0].lower() if args else ""
    if kind == "fesa-list" and len(args) == 2:
        return elo_list(club, Path(args[1]))
    if kind == "fesa-state" and len(args) == 2:
        return state(club, Path(args[1]))
    if kind == "fesa" and len(args) == 3:
        return event_files(club, args[1], Path(args[2]))
    raise ClubRaterError(FesaExportMessages.tr("export {kind} takes {usage}; it was given {given!r}.").format(kind=kind, usage=USAGE, given=" ".join(args)))
