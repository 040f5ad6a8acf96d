"""The club's rules for what may be stored, shared by typed entries and imported files.

Each check returns every problem as words (no capital, no full stop) so that a form
can show the first as a sentence and an import can list them all by line.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from clubrater.controller.state import ClubState
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.model import EVENT_CLASSES, RatingSystem
from clubrater.domain.names import name_key
from clubrater.domain.records import GameInput, GameRow, PlayerRow
from clubrater.domain.shogi import parse_piece_handicap
from clubrater.domain.text import control_problems, length_problem


def sentence(problem: str) -> str:
    """One problem as the sentence a refusal shows."""
    return problem[0].upper() + problem[1:] + "."


def text(fields: dict[str, str], names: tuple[str, ...] = ("name",), notes: tuple[str, ...] = ("note",)) -> list[str]:
    """Text that cannot hurt (domain/text.py): no control character in any field (tab and newline in notes),
    and no name (the fields in `names`) over the one limit for names, whatever the source."""
    problems = control_problems(fields, notes)
    problems.extend(p for f in names if f in fields and (p := length_problem(fields[f] or "", f)))
    return problems


def refuse_text(fields: dict[str, str], names: tuple[str, ...] = ("name",), notes: tuple[str, ...] = ("note",)) -> None:
    """`text`'s first problem as a refusal."""
    refuse_problems(text(fields, names, notes))


def refuse_problems(problems: list[str]) -> None:
    """The first problem as a refusal: one sentence, nothing changed."""
    if problems:
        raise ClubRaterError(f"{sentence(problems[0]).rstrip('.')}; nothing was changed.")


def player_rows(club: ClubState, rows: Iterable[PlayerRow], seen: set[str]) -> list[tuple[int, str]]:
    problems: list[tuple[int, str]] = []
    existing = {name_key(p.name) for p in club.history.players.values()}
    for r in rows:
        key = name_key(r.name)
        if not key:
            problems.append((r.line, "the name is empty"))
            continue
        if key in existing:
            # names are unique across a whole federation too: the other one's home club tells them apart
            where = ""
            if club.on_server:
                other = next(p.id for p in club.history.players.values() if name_key(p.name) == key)
                where = f" (home club {club.club_name_of(club.home_club.get(other))})"
            problems.append((r.line, f'player "{r.name.strip()}" is already in the player list{where}'))
        elif key in seen:
            problems.append((r.line, f'player "{r.name.strip()}" appears twice in the file'))
        if r.rank is None and club.system != RatingSystem.FESA:
            problems.append((r.line, f'player "{r.name.strip()}" has no rank'))
        if not -999 <= r.index <= 999:
            problems.append((r.line, f"index {r.index} is not between -999 and +999"))
        problems.extend((r.line, p) for p in text(  # text that cannot hurt, names not too long (domain/text.py)
            {"name": r.name, "club": r.club, "country": r.country, "EGD PIN": r.egd_pin, "grade": r.grade},
            names=("name", "club")))
    return problems


def game(club: ClubState, g: GameInput) -> list[str]:
    problems: list[str] = []
    players = club.history.players
    for who, pid in (("black", g.black), ("white", g.white)):
        if pid not in players:
            problems.append(f"the {who} player is not in the player list")
    if g.black == g.white:
        problems.append("the same player is on both sides")
    if not 0 <= g.handicap <= 9:
        problems.append(f"handicap {g.handicap} is not between 0 and 9")
    if g.event is not None and g.event not in club.history.events:
        problems.append("the event does not exist")
    if g.klass not in EVENT_CLASSES:
        problems.append(f'class "{g.klass}" is not A, B, C or D')
    problems.extend(handicap_kind(club, g.handicap, g.piece_handicap))
    problems.extend(control_problems({"note": g.note}))
    return problems


def handicap_kind(club: ClubState, stones: int, pieces: str) -> list[str]:
    """Go games take stones, shogi games take pieces; a club rates one game."""
    if pieces:
        if club.system != RatingSystem.FESA:
            return [f'"{pieces}" is a shogi handicap, but this club plays Go']
        try:
            parse_piece_handicap(pieces)
        except ClubRaterError as exc:
            return [str(exc).rstrip(".")]
    if stones and club.system == RatingSystem.FESA:
        return [f"a shogi game has no handicap stones ({stones}); give the handicap pieces instead"]
    return []


def game_row(g: GameRow, names: dict[str, int | None]) -> list[str]:
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
    problems.extend(text({"black player's name": g.black, "white player's name": g.white, "event": g.event or "",
                          "note": g.note}, names=("black player's name", "white player's name", "event")))  # fmt: skip
    return problems


def event_row(name: str, place: str) -> list[str]:
    """An event's name and place, typed or from a tournament table."""
    return text({"event's name": name, "place": place}, names=("event's name", "place"))


def ranks_for(club: ClubState, system: RatingSystem) -> None:
    """SAGC rates ranks: a shogi club's players (grades, no Go rank) cannot be rated by it."""
    if system != RatingSystem.SAGC:
        return
    missing = sorted(p.name for p in club.history.players.values() if p.rank is None)
    if missing:
        shown = ", ".join(missing[:5]) + (f" and {len(missing) - 5} more" if len(missing) > 5 else "")
        raise ClubRaterError(
            f"{system.label} needs every player's Go rank, and {len(missing)} player"
            f"{'s have' if len(missing) != 1 else ' has'} none ({shown}). Nothing was changed."
        )


def pushed_text(source: str, players: Iterable[Any], events: Iterable[Any], notes: Iterable[tuple[str, str]]) -> None:
    """A club file pushed to the federation brings text typed before ClubRater refused control characters (or
    written by another program): the push is refused whole, naming the record and the field, as an import is.
    `notes`: (what, note) of its games and adjustments."""
    from clubrater.domain.text import printable

    for p in players:
        problems = text({"name": p.name, "club": p.club, "country": p.country, "EGD PIN": p.egd_pin,
                         "grade": p.grade}, names=("name", "club"))  # fmt: skip
        if problems:
            raise ClubRaterError(f'The player "{printable(p.name[:80])}" in {source}: {problems[0]}; nothing was pushed.')
    for e in events:
        problems = event_row(e.name, e.place)
        if problems:
            raise ClubRaterError(f'The event "{printable(e.name[:80])}" in {source}: {problems[0]}; nothing was pushed.')
    for what, note in notes:
        problems = text({"note": note}, names=())
        if problems:
            raise ClubRaterError(f"{what} in {source}: {problems[0]}; nothing was pushed.")
