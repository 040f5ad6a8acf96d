"""Events (tournaments): add, change, delete one without games, and put back what undo took away.

An EGF or FESA event is rated as a whole, so changing its class or whether it is
rated re-rates from its first game.
"""

from __future__ import annotations

from dataclasses import replace

from sqlalchemy import delete, update

from clubrater.controller import checks, storage
from clubrater.controller.changes import Changes
from clubrater.controller.state import ClubState
from clubrater.controller.versions import expect, mark, missing, unchanged
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Messages
from clubrater.domain.model import EVENT_CLASSES, Event
from clubrater.domain.names import name_key, strip_invisible
from clubrater.domain.records import EventRow
from clubrater.store.models import EventRecord


class EventMessages(Messages):
    """An event's refusals."""



class Events:
    def __init__(self, club: ClubState) -> None:
        self._c = club

    def _event(self, event_id: int, read: int | None = None) -> Event:
        try:
            return self._c.history.events[event_id]
        except KeyError:  # deleted by someone since `read` (said so, who and when), or never there
            raise missing(self._c, "event", event_id, read,
                          EventMessages.tr("There is no event number {number}.").format(number=event_id)) from None

    def add(self, row: EventRow) -> Changes:
        """A new event; `Changes.id` is its id."""
        row = replace(row, name=strip_invisible(row.name), place=strip_invisible(row.place))  # no U+202E (issue 16)
        if not row.name.strip():
            raise ClubRaterError(EventMessages.tr("An event needs a name."))
        checks.refuse_problems(checks.event_row(row.name, row.place))
        self._c.sync()  # on a server: an event name another club has just taken is known
        if any(name_key(e.name) == name_key(row.name) for e in self._c.history.events.values()):
            raise ClubRaterError(EventMessages.tr('There is already an event called "{name}".').format(name=row.name))
        if row.klass not in EVENT_CLASSES:
            raise ClubRaterError(EventMessages.tr('Class "{klass}" is not A, B, C or D.').format(klass=row.klass))
        with self._c.db.transaction() as s:
            rec = storage.event_record(row, seq=len(self._c.history.events) + 1)
            s.add(rec)
            s.flush()
            ev = storage.event_of(rec)
        self._c.history.events[ev.id] = ev
        return Changes(events=True, ids=(ev.id,))

    def edit(self, event_id: int, *, read: int | None = None, **changes: object) -> Changes:
        """Change an event's details (any field of Event but id and seq); `read` as for a game's edit."""
        read = mark(self._c) if read is None else read
        self._c.sync()
        old = self._event(event_id, read)
        self._c.federation.check("event", event_id)  # another club's event: the server would refuse it
        if {"id", "seq"} & set(changes):
            raise ClubRaterError(EventMessages.tr("An event's number and entry order cannot be changed."))
        for key in ("name", "place"):
            if isinstance(changes.get(key), str):
                changes[key] = strip_invisible(changes[key])  # type: ignore[arg-type]
        new = replace(old, **changes)  # type: ignore[arg-type]
        if not new.name.strip():
            raise ClubRaterError("An event needs a name.")
        checks.refuse_problems(checks.event_row(new.name, new.place))
        if new.klass not in EVENT_CLASSES:
            raise ClubRaterError(EventMessages.tr('Class "{klass}" is not A, B, C or D.').format(klass=new.klass))
        with unchanged(self._c, "event", [event_id], read) as s:
            done = s.execute(update(EventRecord).where(EventRecord.id == event_id).values(
                name=new.name, start=new.start, end=new.end, place=new.place, klass=new.klass, rounds=new.rounds,
                komi=new.komi, handicap_policy=new.handicap_policy, rated=new.rated))
            expect(s, done, "event", [event_id])
        self._c.history.events[event_id] = new
        if (old.klass, old.rated) != (new.klass, new.rated):
            dates = self._c.event_dates(event_id) or [g.date for g in self._c.history.games if g.event == event_id]
            if dates:
                self._c.rerate(min(dates))
        return Changes(players=True, games=True, events=True, ratings=True, ids=(event_id,))

    def delete(self, event_id: int, *, read: int | None = None) -> Changes:
        """Only an event without games can go (read it first with `ctrl.queries.event` to restore it)."""
        read = mark(self._c) if read is None else read
        self._c.sync()
        ev = self._event(event_id, read)
        self._c.federation.check("event", event_id)
        if any(g.event == event_id for g in self._c.history.games):
            raise ClubRaterError(EventMessages.tr('"{name}" still has games; delete or move them first.').format(name=ev.name))
        with unchanged(self._c, "event", [event_id], read) as s:
            expect(s, s.execute(delete(EventRecord).where(EventRecord.id == event_id)), "event", [event_id])
        del self._c.history.events[event_id]
        return Changes(events=True, ids=(event_id,))

    def restore(self, event: Event) -> Changes:
        """Put back an event removed by undo, with the same id, so games entered later still find it."""
        if event.id in self._c.history.events:
            raise ClubRaterError(EventMessages.tr('The event "{name}" is already there.').format(name=event.name))
        row = EventRow(name=event.name, start=event.start, end=event.end, place=event.place, klass=event.klass,
                       rounds=event.rounds, komi=event.komi, handicap_policy=event.handicap_policy, rated=event.rated)
        with self._c.db.transaction() as s:
            rec = storage.event_record(row, seq=event.seq)
            rec.id = event.id
            s.add(rec)
        self._c.history.events[event.id] = event
        return Changes(events=True, ids=(event.id,))
