"""Events (tournaments): list, add, change, delete one without games."""

from __future__ import annotations

from typing import Any

from clubrater.cli.base import Commands, Context, did_you_mean, parse_date, parse_float, parse_int
from clubrater.cli.output import add_format_option, emit
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.model import EVENT_CLASSES, Event


def _event_options(p: Any) -> None:
    p.add_argument("--start", metavar="D", help="first day, YYYY-MM-DD")
    p.add_argument("--end", metavar="D", help="last day, YYYY-MM-DD")
    p.add_argument("--place", metavar="TEXT")
    p.add_argument("--class", dest="klass", choices=EVENT_CLASSES, metavar="A|B|C|D", help="EGF class (default A)")
    p.add_argument("--rounds", metavar="N")
    p.add_argument("--komi", metavar="K")


def register(commands: Commands) -> None:
    p = commands.add(
        "events", events, help="list the events with their dates and game counts",
        example="clubrater events --format json",
    )
    add_format_option(p)

    event = commands.group("event", help="add, change or delete an event (tournament)")
    p = event.add(
        "add", event_add, writes=True, help="add an event",
        description="Add an event (a tournament). The EGF systems rate an event's games at once; its class "
                    "(A, B, C or D) sets how much they count. --unrated keeps its games out of the ratings.",
        example='clubrater event add "Cape Open 2025" --start 2025-03-14 --end 2025-03-16 --class B --rounds 5',
    )
    p.add_argument("name", metavar="NAME")
    _event_options(p)
    p.add_argument("--unrated", action="store_true", help="its games are not rated")

    p = event.add(
        "edit", event_edit, writes=True, help="change an event (only what you give changes)",
        example='clubrater event edit "Cape Open 2025" --class A --name "Cape Open"',
    )
    p.add_argument("name", metavar="NAME")
    p.add_argument("--name", dest="new_name", metavar="NEW", help="the new name")
    _event_options(p)
    rated = p.add_mutually_exclusive_group()
    rated.add_argument("--unrated", dest="rated", action="store_false", default=None, help="its games are not rated")
    rated.add_argument("--rated", dest="rated", action="store_true", help="its games are rated")

    p = event.add(
        "delete", event_delete, writes=True, help="delete an event that has no games",
        description="Delete an event. An event that still has games is refused: delete or move its games first.",
        example='clubrater event delete "Cape Open 2025"',
    )
    p.add_argument("name", metavar="NAME")


def find_event(ctx: Context, name: str) -> Event:
    ev = ctx.ctrl.queries.event_by_name(name)
    if ev is None:
        known = [e.name for e in ctx.ctrl.queries.events()]
        raise ClubRaterError(f'There is no event called "{name}".{did_you_mean(name, known)}')
    return ev


def _values(ctx: Context) -> dict[str, Any]:
    a = ctx.args
    v: dict[str, Any] = {}
    if a.start is not None:
        v["start"] = parse_date(a.start, "start date") if a.start.strip() else None
    if a.end is not None:
        v["end"] = parse_date(a.end, "end date") if a.end.strip() else None
    if a.place is not None:
        v["place"] = a.place
    if a.klass is not None:
        v["klass"] = a.klass
    if a.rounds is not None:
        v["rounds"] = parse_int(a.rounds, "number of rounds") if a.rounds.strip() else None
        if v["rounds"] is not None and v["rounds"] < 1:
            raise ClubRaterError(f"An event has at least one round, not {v['rounds']}.")
    if a.komi is not None:
        v["komi"] = parse_float(a.komi, "komi") if a.komi.strip() else None
    return v


def _check_dates(ev: Any) -> None:
    if ev.start and ev.end and ev.end < ev.start:
        raise ClubRaterError(f"The event would end ({ev.end}) before it starts ({ev.start}); nothing was changed.")


def _describe(ev: Event) -> str:
    when = (f"{ev.start} to {ev.end}" if ev.start and ev.end and ev.end != ev.start
            else f"{ev.start or ev.end}" if ev.start or ev.end else "no dates")
    rounds = f", {ev.rounds} rounds" if ev.rounds else ""
    rated = "" if ev.rated else ", not rated"
    return f"{when}, class {ev.klass}{rounds}{rated}"


def events(ctx: Context) -> None:
    ctrl = ctx.ctrl
    counts = ctrl.queries.event_game_counts()
    rows = [{
        "name": e.name, "start": e.start.isoformat() if e.start else None, "end": e.end.isoformat() if e.end else None,
        "place": e.place, "class": e.klass, "rounds": e.rounds, "komi": e.komi, "rated": e.rated,
        "games": counts.get(e.id, 0),
    } for e in ctrl.queries.events()]
    emit(rows, ["name", "start", "end", "class", "rounds", "rated", "games"], ctx.args.format, ctx.out)


def event_add(ctx: Context) -> None:
    from clubrater.domain.records import EventRow

    row = EventRow(name=" ".join(ctx.args.name.split()), rated=not ctx.args.unrated, **_values(ctx))
    _check_dates(row)
    ev = ctx.ctrl.queries.event(ctx.ctrl.events.add(row).id)
    ctx.say(f"Added the event {ev.name} ({_describe(ev)}).")


def event_edit(ctx: Context) -> None:
    a, ctrl = ctx.args, ctx.ctrl
    old = find_event(ctx, a.name)
    wanted = _values(ctx)
    if a.new_name is not None:
        name = " ".join(a.new_name.split())
        if not name:
            raise ClubRaterError("An event needs a name; nothing was changed.")
        other = ctrl.queries.event_by_name(name)
        if other is not None and other.id != old.id:
            raise ClubRaterError(f'There is already an event called "{other.name}"; nothing was changed.')
        wanted["name"] = name
    if a.rated is not None:
        wanted["rated"] = a.rated
    if not wanted:
        raise ClubRaterError(f"Say what to change about {old.name} (--name, --start, --end, --class, --rounds, "
                             "--rated or --unrated); nothing was changed.")
    from dataclasses import replace

    _check_dates(replace(old, **wanted))
    ctrl.events.edit(old.id, **wanted)
    new = ctrl.queries.event(old.id)
    if old == new:
        ctx.say(f"{old.name} already has those details; nothing changed.")
        return
    renamed = f" (now called {new.name})" if new.name != old.name else ""
    ctx.say(f"Changed the event {old.name}{renamed}: was {_describe(old)}; now {_describe(new)}.")


def event_delete(ctx: Context) -> None:
    ctrl = ctx.ctrl
    ev = find_event(ctx, ctx.args.name)
    n = ctrl.queries.event_game_counts().get(ev.id, 0)
    if n:
        raise ClubRaterError(f'"{ev.name}" still has {n} game{"s" if n != 1 else ""}; delete them or move them to '
                             f'another event first (`clubrater games --event "{ev.name}"` lists them). '
                             "Nothing was deleted.")
    ctrl.events.delete(ev.id)
    ctx.say(f"Deleted the event {ev.name}.")
