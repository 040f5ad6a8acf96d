"""Concurrent edits on a federation server: an edit or delete is stored only over the row its writer read.

Every player, game, event and adjustment on a server carries `row_version`, the federation's data
version of its last change, set by the server's own trigger on every INSERT and UPDATE (revision
0007: a psql write bumps it too). A client's memory reflects the federation up to the version it
knows (`mark`); the form or command that reads a row remembers that mark, and the change is made
only if, under the writers' lock, the row is still there and not newer than the mark. Otherwise
nothing is written, the client catches up, and the refusal is one sentence naming who changed the
row and when, and what it now shows: "Game 2 was changed by Cape Town at 20:14 after you opened it;
nothing was saved. It now shows ...". (Chosen over xmin: a version says who and when through the
change log, survives a dump and restore, and is one integer the client already has.)

A club file has one writer at a time (its lock), so only the row count is checked there: a change
that found its row gone (item 5 of issue 25) is refused the same way instead of reporting success.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Joined, Messages, RankText
from clubrater.domain.model import Result
from clubrater.store.models import AdjustmentRecord, EventRecord, GameRecord, PlayerRecord

# `state` below is a ClubState; not imported, since state.py is imported by every use case (no circles)
ClubState = Any

TABLES = {"player": "players", "game": "games", "event": "events", "adjustment": "adjustments"}
_MODELS: dict[str, Any] = {"player": PlayerRecord, "game": GameRecord, "event": EventRecord,
                           "adjustment": AdjustmentRecord}


class VersionMessages(Messages):
    """A change refused because someone changed or deleted the row after it was read (issue 25)."""


#: Between the parts of a game, player or event described ("2026-01-06, Sipho (B) - Anna (W), Black won, komi 6.5").
_COMMA = VersionMessages.tr(", ", "list separator")
_RESULTS = {Result.BLACK: VersionMessages.tr("Black won"), Result.WHITE: VersionMessages.tr("White won"),
            Result.JIGO: VersionMessages.tr("jigo"), None: VersionMessages.tr("no result")}


class ChangedMeanwhile(ClubRaterError):
    """The row was changed or deleted by someone else after it was read; nothing was saved (the client caught up)."""


class _Refused(Exception):
    def __init__(self, row_id: int, gone: bool, by: str | None = None, at: datetime | None = None) -> None:
        super().__init__(row_id)
        self.row_id, self.gone, self.by, self.at = row_id, gone, by, at


def mark(state: ClubState) -> int:
    """The version the client's memory reflects: what a form or command read its rows at (0 in a club file)."""
    return int(getattr(state.db, "known_version", 0)) if state.on_server else 0


@contextmanager
def unchanged(state: ClubState, kind: str, ids: Sequence[int], read: int | None) -> Iterator[Session]:
    """A write transaction over rows `ids` of `kind` read at version `read`: refused, with nothing written,
    if one of them was changed or deleted since (on a server, checked under the writers' lock).
    Inside, `expect` checks the row count of the UPDATE or DELETE."""
    try:
        with state.db.transaction() as s:
            if state.on_server and read is not None:
                stale = state.db.stale_rows(s, TABLES[kind], ids, read)
                if stale:
                    first = stale[0]
                    raise _Refused(first.row_id, first.gone, first.by, first.at)
            yield s
    except _Refused as r:
        if state.on_server:
            state.sync()  # what the sentence says it now shows, and what the caller sees next
        raise ChangedMeanwhile(sentence(state, kind, r)) from None


def expect(s: Session, result: Any, kind: str, ids: Sequence[int]) -> None:
    """Inside `unchanged`: the UPDATE or DELETE touched every row it meant to, or the change is refused."""
    wanted = set(ids)
    if result.rowcount == len(wanted):
        return
    model = _MODELS[kind]
    there = set(s.scalars(select(model.id).where(model.id.in_(wanted))))
    missing = sorted(wanted - there)
    if missing:
        raise _Refused(missing[0], True)
    from clubrater.store.server import NotAllowedError

    raise NotAllowedError(VersionMessages.tr("The federation database did not let you change {what}: it belongs to "
                                             "another club, and only that club's secretary or the federation officer "
                                             "may change it. Nothing was changed.").format(what=_noun(kind, min(wanted))))


def missing(state: ClubState, kind: str, row_id: int, read: int | None, plain: str) -> ClubRaterError:
    """The refusal for a row not in the client's memory (after catching up): deleted by someone since `read`
    (who and when), or `plain` ("There is no game number 9.") when it was never there as far as `read` goes."""
    if state.on_server and read is not None:
        who = state.db.last_change(TABLES[kind], row_id, read)
        if who is not None:
            return ChangedMeanwhile(sentence(state, kind, _Refused(row_id, True, who[0], who[1])))
    return ClubRaterError(plain)


# --------------------------------------------------------------------- the sentence
def sentence(state: ClubState, kind: str, r: _Refused) -> str:
    """ "Game 2 was changed by Cape Town at 20:14 after you opened it; nothing was saved. It now shows ..." (a Msg:
    the window says it in its language, the command line in English)."""
    what = _name(state, kind, r.row_id)
    if not state.on_server:
        return VersionMessages.tr("{what} is no longer in the club (it was deleted); nothing was saved.").format(what=what)
    who = _who(state, r.by)
    at = r.at.astimezone() if r.at is not None and r.at.tzinfo is not None else r.at
    time = f"{at:%H:%M}" if at is not None else ""
    if r.gone:
        if at is None:
            return VersionMessages.tr("{what} was deleted by {who} after you opened it; nothing was saved.").format(
                what=what, who=who)
        if at.date() == state.today():
            return VersionMessages.tr("{what} was deleted by {who} at {time} after you opened it; nothing was saved.").format(
                what=what, who=who, time=time)
        return VersionMessages.tr("{what} was deleted by {who} on {date} at {time} after you opened it; nothing was "
                                  "saved.").format(what=what, who=who, date=at.date(), time=time)
    if at is None:
        text = VersionMessages.tr("{what} was changed by {who} after you opened it; nothing was saved.").format(
            what=what, who=who)
    elif at.date() == state.today():
        text = VersionMessages.tr("{what} was changed by {who} at {time} after you opened it; nothing was saved.").format(
            what=what, who=who, time=time)
    else:
        text = VersionMessages.tr("{what} was changed by {who} on {date} at {time} after you opened it; nothing was "
                                  "saved.").format(what=what, who=who, date=at.date(), time=time)
    now = describe(state, kind, r.row_id)
    return VersionMessages.tr("{refusal} It now shows {now}.").format(refusal=text, now=now) if now else text


def _noun(kind: str, row_id: int) -> str:
    """ "game 12" in the middle of a sentence."""
    return {"player": VersionMessages.tr("player {number}"), "game": VersionMessages.tr("game {number}"),
            "event": VersionMessages.tr("event {number}"),
            "adjustment": VersionMessages.tr("adjustment {number}")}[kind].format(number=row_id)


def _name(state: ClubState, kind: str, row_id: int) -> str:
    """What a sentence begins with: the player's name, 'The event "Spring Open"', 'Game 12'."""
    if kind == "player":
        p = state.history.players.get(row_id)
        return p.name if p is not None else VersionMessages.tr("Player {number}").format(number=row_id)
    if kind == "event":
        e = state.history.events.get(row_id)
        if e is not None:
            return VersionMessages.tr('The event "{name}"').format(name=e.name)
        return VersionMessages.tr("Event {number}").format(number=row_id)
    if kind == "game":
        return VersionMessages.tr("Game {number}").format(number=row_id)
    return VersionMessages.tr("Adjustment {number}").format(number=row_id)


def _who(state: ClubState, role: str | None) -> str:
    if role is None:
        return VersionMessages.tr("another secretary")
    for club_id, r in state.club_roles.items():
        if r == role:
            return str(state.member_clubs.get(club_id, role))
    return VersionMessages.tr("the federation officer")


def describe(state: ClubState, kind: str, row_id: int) -> str:
    """The row as it is now in the client's memory, in a few words ("" when it is not there)."""
    h = state.history

    def player(pid: int) -> str:
        p = h.players.get(pid)
        return p.name if p is not None else VersionMessages.tr("player {number}").format(number=pid)

    if kind == "game":
        g = state.by_id.get(row_id)
        if g is None:
            return ""
        extra: list[str] = [VersionMessages.tr("handicap {stones}").format(stones=g.handicap) if g.handicap else "",
                            VersionMessages.tr("komi {komi:g}").format(komi=g.komi),
                            VersionMessages.tr("{pieces} handicap").format(pieces=g.piece_handicap)
                            if g.piece_handicap else ""]
        return Joined(_COMMA, [VersionMessages.tr("{date}, {black} (B) - {white} (W)").format(
            date=g.date, black=player(g.black), white=player(g.white)), _RESULTS[g.result], *(x for x in extra if x)])
    if kind == "player":
        p = h.players.get(row_id)
        if p is None:
            return ""
        rank = RankText(str(p.rank) if p.rank is not None else p.grade)
        bits = [p.name, rank, p.club, "" if p.active else VersionMessages.tr("inactive")]
        return Joined(_COMMA, [b for b in bits if b])
    if kind == "event":
        e = h.events.get(row_id)
        if e is None:
            return ""
        span: object = ""
        if e.start is not None and e.end is not None:
            span = VersionMessages.tr("{start} to {end}").format(start=e.start, end=e.end)
        elif e.start is not None or e.end is not None:
            span = e.start or e.end
        return Joined(_COMMA, [b for b in (e.name, span, e.place, VersionMessages.tr("class {klass}").format(klass=e.klass))
                             if b])
    a = next((a for a in h.adjustments if a.id == row_id), None)
    if a is None:
        return ""
    value: object = RankText(str(a.rank)) if a.rank is not None else (
        VersionMessages.tr("index {index}").format(index=a.index) if a.index is not None else
        VersionMessages.tr("rating {rating}").format(rating=a.rating))
    return VersionMessages.tr("{player} set to {value} from {date}").format(player=player(a.player), value=value,
                                                                               date=a.date)
