"""The club's rules for what may be stored, shared by typed entries and imported files.

Each check returns every problem as words (no capital, no full stop) so that a form
can show the first as a sentence and an import can list them all by line.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from clubrater.controller.state import ClubState
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Clause, Messages, Sentence, known
from clubrater.domain.model import EVENT_CLASSES, RatingSystem
from clubrater.domain.names import name_key
from clubrater.domain.records import GameInput, GameRow, PlayerRow
from clubrater.domain.shogi import parse_piece_handicap
from clubrater.domain.text import control_problems, length_problem


class CheckMessages(Messages):
    """What may not be stored, as words a refusal or an import's problem list shows."""


# The fields a problem names ("the name contains the control character U+0001").
FIELD_NAME = CheckMessages.tr("name", "a field of a player")
FIELD_CLUB = CheckMessages.tr("club", "a field of a player")
FIELD_COUNTRY = CheckMessages.tr("country", "a field of a player")
FIELD_PIN = CheckMessages.tr("EGD PIN", "a field of a player")
FIELD_GRADE = CheckMessages.tr("grade", "a field of a player: a shogi grade")
FIELD_NOTE = CheckMessages.tr("note", "a field of a game")
FIELD_EVENT_NAME = CheckMessages.tr("event's name")
FIELD_PLACE = CheckMessages.tr("place", "a field of an event")
FIELD_CLUB_NAME = CheckMessages.tr("club's name")


def sentence(problem: str) -> str:
    """One problem as the sentence a refusal shows (said with a capital and a full stop in any language)."""
    return Sentence(problem)


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
        raise ClubRaterError(CheckMessages.tr("{problem}; nothing was changed.").format(
            problem=Sentence(problems[0], stop=False)))


def player_rows(club: ClubState, rows: Iterable[PlayerRow], seen: set[str]) -> list[tuple[int, str]]:
    problems: list[tuple[int, str]] = []
    existing = {name_key(p.name) for p in club.history.players.values()}
    for r in rows:
        key = name_key(r.name)
        if not key:
            problems.append((r.line, CheckMessages.tr("the name is empty")))
            continue
        if key in existing:
            # names are unique across a whole federation too: the other one's home club tells them apart
            if club.on_server:
                other = next(p.id for p in club.history.players.values() if name_key(p.name) == key)
                problems.append((r.line, CheckMessages.tr('player "{name}" is already in the player list (home club {club})')
                                 .format(name=r.name.strip(), club=club.club_name_of(club.home_club.get(other)))))
            else:
                problems.append((r.line, CheckMessages.tr('player "{name}" is already in the player list').format(
                    name=r.name.strip())))
        elif key in seen:
            problems.append((r.line, CheckMessages.tr('player "{name}" appears twice in the file').format(name=r.name.strip())))
        if r.rank is None and club.system != RatingSystem.FESA:
            problems.append((r.line, CheckMessages.tr('player "{name}" has no rank').format(name=r.name.strip())))
        if not -999 <= r.index <= 999:
            problems.append((r.line, CheckMessages.tr("index {index} is not between -999 and +999").format(index=r.index)))
        problems.extend((r.line, p) for p in text(  # text that cannot hurt, names not too long (domain/text.py)
            {FIELD_NAME: r.name, FIELD_CLUB: r.club, FIELD_COUNTRY: r.country, FIELD_PIN: r.egd_pin, FIELD_GRADE: r.grade},
            names=(FIELD_NAME, FIELD_CLUB)))
    return problems


def game(club: ClubState, g: GameInput) -> list[str]:
    problems: list[str] = []
    players = club.history.players
    if g.black not in players:
        problems.append(CheckMessages.tr("the black player is not in the player list"))
    if g.white not in players:
        problems.append(CheckMessages.tr("the white player is not in the player list"))
    if g.black == g.white:
        problems.append(CheckMessages.tr("the same player is on both sides"))
    if not 0 <= g.handicap <= 9:
        problems.append(CheckMessages.tr("handicap {handicap} is not between 0 and 9").format(handicap=g.handicap))
    if g.event is not None and g.event not in club.history.events:
        problems.append(CheckMessages.tr("the event does not exist"))
    if g.klass not in EVENT_CLASSES:
        problems.append(CheckMessages.tr('class "{klass}" is not A, B, C or D').format(klass=g.klass))
    problems.extend(handicap_kind(club, g.handicap, g.piece_handicap))
    problems.extend(control_problems({FIELD_NOTE: g.note}))
    return problems


def handicap_kind(club: ClubState, stones: int, pieces: str) -> list[str]:
    """Go games take stones, shogi games take pieces; a club rates one game."""
    if pieces:
        if club.system != RatingSystem.FESA:
            return [CheckMessages.tr('"{pieces}" is a shogi handicap, but this club plays Go').format(pieces=pieces)]
        try:
            parse_piece_handicap(pieces)
        except ClubRaterError as exc:
            return [Clause(exc.message)]
    if stones and club.system == RatingSystem.FESA:
        return [CheckMessages.tr("a shogi game has no handicap stones ({stones}); give the handicap pieces instead")
                .format(stones=stones)]
    return []


def game_row(g: GameRow, names: dict[str, int | None]) -> list[str]:
    problems: list[str] = []
    for name in (g.black, g.white):
        if name_key(name) not in names:
            problems.append(CheckMessages.tr('unknown player "{name}"').format(name=name))
    if name_key(g.black) == name_key(g.white) and name_key(g.black):
        problems.append(CheckMessages.tr("same player on both sides"))
    if not 0 <= g.handicap <= 9:
        problems.append(CheckMessages.tr("handicap {handicap} is not between 0 and 9").format(handicap=g.handicap))
    if g.klass not in EVENT_CLASSES:
        problems.append(CheckMessages.tr('class "{klass}" is not A, B, C or D').format(klass=g.klass))
    black, white = CheckMessages.tr("black player's name"), CheckMessages.tr("white player's name")
    event = CheckMessages.tr("event", "a field of a game")
    problems.extend(text({black: g.black, white: g.white, event: g.event or "", FIELD_NOTE: g.note},
                         names=(black, white, event), notes=(FIELD_NOTE,)))
    return problems


def event_row(name: str, place: str) -> list[str]:
    """An event's name and place, typed or from a tournament table."""
    return text({FIELD_EVENT_NAME: name, FIELD_PLACE: place}, names=(FIELD_EVENT_NAME, FIELD_PLACE))


def ranks_for(club: ClubState, system: RatingSystem) -> None:
    """SAGC rates ranks: a shogi club's players (grades, no Go rank) cannot be rated by it."""
    if system != RatingSystem.SAGC:
        return
    missing = sorted(p.name for p in club.history.players.values() if p.rank is None)
    if missing:
        shown: str = ", ".join(missing[:5])
        if len(missing) > 5:
            shown = CheckMessages.tr("{names} and {more} more").format(names=shown, more=len(missing) - 5)
        lacking = CheckMessages.tr("%n player(s) have none", "", len(missing)) if len(missing) != 1 else \
            CheckMessages.tr("1 player has none")
        raise ClubRaterError(CheckMessages.tr("{system} needs every player's Go rank, and {lacking} ({shown}). Nothing was "
                                              "changed.").format(system=known("RatingSystems", system.label), lacking=lacking, shown=shown))


def pushed_text(source: str, players: Iterable[Any], events: Iterable[Any], notes: Iterable[tuple[str, str]]) -> None:
    """A club file pushed to the federation brings text typed before ClubRater refused control characters (or
    written by another program): the push is refused whole, naming the record and the field, as an import is.
    `notes`: (what, note) of its games and adjustments."""
    from clubrater.domain.text import printable

    for p in players:
        problems = text({FIELD_NAME: p.name, FIELD_CLUB: p.club, FIELD_COUNTRY: p.country, FIELD_PIN: p.egd_pin,
                         FIELD_GRADE: p.grade}, names=(FIELD_NAME, FIELD_CLUB))  # fmt: skip
        if problems:
            raise ClubRaterError(CheckMessages.tr('The player "{name}" in {source}: {problem}; nothing was pushed.').format(
                name=printable(p.name[:80]), source=source, problem=problems[0]))
    for e in events:
        problems = event_row(e.name, e.place)
        if problems:
            raise ClubRaterError(CheckMessages.tr('The event "{name}" in {source}: {problem}; nothing was pushed.').format(
                name=printable(e.name[:80]), source=source, problem=problems[0]))
    for what, note in notes:
        problems = text({FIELD_NOTE: note}, names=(), notes=(FIELD_NOTE,))
        if problems:
            raise ClubRaterError(CheckMessages.tr("{what} in {source}: {problem}; nothing was pushed.").format(
                what=what, source=source, problem=problems[0]))
