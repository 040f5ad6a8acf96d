"""Games: enter one, change one, delete one, and list them."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from typing import TYPE_CHECKING, Any

from clubrater.cli.base import (
    Commands,
    Context,
    add_future_option,
    parse_date,
    parse_float,
    parse_int,
    refuse_future,
)
from clubrater.cli.output import add_format_option, emit, number, signed
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.model import EVENT_CLASSES, Game, GameType, RatingSystem, Result
from clubrater.domain.records import GameInput

if TYPE_CHECKING:
    from clubrater.controller.session import ClubController

RESULTS = {"B": Result.BLACK, "W": Result.WHITE, "J": Result.JIGO}
WINNER = {Result.BLACK: "Black won", Result.WHITE: "White won", Result.JIGO: "jigo"}
TYPES = [t.value for t in GameType]


def _game_options(p: Any, *, editing: bool) -> None:
    """The options `game add` and `game edit` share (edit: only what is given changes)."""
    p.add_argument("--handicap", metavar="H", help="stones, 0..9" + ("" if editing else " (default 0)"))
    p.add_argument("--komi", metavar="K", help="points to White, negative to Black" + (
        "" if editing else " (default: the club's komi for an even game, 0.5 with handicap)"))
    p.add_argument("--type", choices=TYPES, metavar="T",
                   help=", ".join(TYPES) + ("" if editing else " (default: the club's setting, usually club)"))
    p.add_argument("--event", metavar="E", help="the event (tournament) it belongs to" + (
        "; \"\" for none" if editing else ""))
    p.add_argument("--pieces", metavar="P", help="shogi handicap pieces (FESA clubs), e.g. rook, bishop, lance")
    p.add_argument("--class", dest="klass", choices=EVENT_CLASSES, metavar="A|B|C|D",
                   help="EGF class of a game outside any event" + ("" if editing else " (default A)"))
    p.add_argument("--round", metavar="N", help="round number")
    p.add_argument("--note", metavar="TEXT")
    add_future_option(p)


def register(commands: Commands) -> None:
    p = commands.add(
        "games", games, help="list the games (by player, event, dates)",
        description="The club's games in the order they are rated (date, then entry order), with their numbers "
                    "for `game edit` and `game delete`.",
        example=['clubrater games --player "Sipho Dlamini" --from 2025-01-01',
                 'clubrater games --event "Cape Open 2025" --format csv'],
    )
    p.add_argument("--player", metavar="NAME", help="only this player's games")
    p.add_argument("--event", metavar="E", help="only this event's games")
    p.add_argument("--from", dest="since", metavar="D", help="from this date on (YYYY-MM-DD)")
    p.add_argument("--to", dest="until", metavar="D", help="up to and including this date")
    add_format_option(p)

    game = commands.group("game", help="enter, change or delete a game")
    p = game.add(
        "add", game_add, writes=True, help="enter a game; prints its number and both players' changes",
        description="Enter one game: the date, Black, White and the result (B: Black won, W: White won, J: jigo). "
                    "Every later rating is worked out again, so a game from last month can be entered today with "
                    "its real date. The handicap is not guessed from the ranks: give --handicap for a handicap game.",
        example=['clubrater game add 2025-03-14 "Sipho Dlamini" "Anna Smith" W --handicap 3',
                 'clubrater game add 2025-03-15 Anna Bob B --event "Cape Open 2025" --type tournament'],
    )
    p.add_argument("date", metavar="DATE", help="YYYY-MM-DD (or today)")
    p.add_argument("black", metavar="BLACK")
    p.add_argument("white", metavar="WHITE")
    p.add_argument("result", metavar="RESULT", help="B, W or J")
    _game_options(p, editing=False)

    p = game.add(
        "edit", game_edit, writes=True, help="change a game (only what you give changes)",
        description="Change a game, by the number `clubrater games` shows. Only the values given change; a "
                    "changed handicap without --komi takes the usual komi for it.",
        example=["clubrater game edit 12 --result B", 'clubrater game edit 12 --date 2025-03-15 --white "Anna Smith"'],
    )
    p.add_argument("id", metavar="ID", help="the game's number")
    p.add_argument("--date", metavar="D")
    p.add_argument("--black", metavar="NAME")
    p.add_argument("--white", metavar="NAME")
    p.add_argument("--result", metavar="RESULT", help="B, W or J")
    _game_options(p, editing=True)

    p = game.add(
        "delete", game_delete, writes=True, help="delete a game",
        description="Delete a game, by the number `clubrater games` shows; every later rating is worked out again.",
        example="clubrater game delete 12",
    )
    p.add_argument("id", metavar="ID", help="the game's number")


# --------------------------------------------------------------------- reading the options
def _result(text: str) -> Result:
    r = RESULTS.get(text.strip().upper())
    if r is None:
        raise ClubRaterError(f'The result "{text}" is not B (Black won), W (White won) or J (jigo).')
    return r


def _event_id(ctx: Context, name: str) -> int | None:
    if not name.strip():
        return None
    ev = ctx.ctrl.queries.event_by_name(name)
    if ev is None:
        known = [e.name for e in ctx.ctrl.queries.events()]
        from clubrater.cli.base import did_you_mean

        raise ClubRaterError(f'There is no event called "{name}"; `clubrater event add` adds one.'
                             f"{did_you_mean(name, known)}")
    return ev.id


def _options(ctx: Context, base: GameInput) -> GameInput:
    """`base` with the --handicap, --komi, ... options applied."""
    a = ctx.args
    g = base
    if a.handicap is not None:
        g = replace(g, handicap=parse_int(a.handicap, "handicap"))
    if a.komi is not None:
        g = replace(g, komi=parse_float(a.komi, "komi"))
    elif g.komi is None or (a.handicap is not None and g.handicap != base.handicap):
        g = replace(g, komi=ctx.ctrl.games.komi_for(g.handicap))
    if a.type is not None:
        g = replace(g, type=GameType(a.type))
    if a.event is not None:
        g = replace(g, event=_event_id(ctx, a.event))
    if a.pieces is not None:
        g = replace(g, piece_handicap=a.pieces)
    if a.klass is not None:
        g = replace(g, klass=a.klass)
    if a.round is not None:
        g = replace(g, round=parse_int(a.round, "round") if a.round.strip() else None)
    if a.note is not None:
        g = replace(g, note=a.note)
    return g


def _game_id(text: str) -> int:
    n = parse_int(text, "game number")
    if n <= 0:
        raise ClubRaterError(f"There is no game number {n}; `clubrater games` shows the numbers.")
    return n


# --------------------------------------------------------------------- what a change did
def _describe(ctrl: ClubController, g: Game) -> str:
    black, white = ctrl.queries.player(g.black).name, ctrl.queries.player(g.white).name
    result = WINNER[g.result] if g.result else "no result"
    extra = [f"handicap {g.handicap}" if g.handicap else "", f"{g.piece_handicap} handicap" if g.piece_handicap else "",
             f"komi {g.komi:g}" if ctrl.system != RatingSystem.FESA else "", f"{g.type.value} game"]
    if g.event is not None:
        extra.append(f"event {ctrl.queries.event(g.event).name}")
    return f"{g.date.isoformat()}, {black} (B) - {white} (W), {result}, {', '.join(x for x in extra if x)}"


def _players_lines(ctrl: ClubController, g: Game) -> list[str]:
    """Each player's rating through this game, as the record sheet shows it."""
    lines = []
    for pid in (g.black, g.white):
        name = ctrl.queries.player(pid).name
        row = next((r for r in ctrl.reports.record_sheet(pid) if r.kind == "game" and r.item_id == g.id), None)
        if row is None or not row.rated:
            lines.append(f"  {name}: not rated")
        else:
            before, after = f"{row.rank_before} {number(row.before)}", f"{row.rank_after} {number(row.after)}"
            lines.append(f"  {name}: {before.strip()} -> {after.strip()} ({signed(row.change)})")
    return lines


# --------------------------------------------------------------------- the commands
def game_add(ctx: Context) -> None:
    a, ctrl = ctx.args, ctx.ctrl
    on = parse_date(a.date)
    refuse_future(on, a, "game")
    black, white = ctx.player(a.black), ctx.player(a.white)
    base = GameInput(on, black.id, white.id, _result(a.result), type=ctrl.default_game_type)
    g = ctrl.queries.game(ctrl.games.enter(_options(ctx, base)).id)
    ctx.say(f"Entered game {g.id}: {_describe(ctrl, g)}.")
    for line in _players_lines(ctrl, g):
        ctx.say(line)


def game_edit(ctx: Context) -> None:
    a, ctrl = ctx.args, ctx.ctrl
    old = ctrl.queries.game(_game_id(a.id))
    base = GameInput.of(old)
    if a.date is not None:
        base = replace(base, date=parse_date(a.date))
        refuse_future(base.date, a, "change")
    if a.black is not None:
        base = replace(base, black=ctx.player(a.black).id)
    if a.white is not None:
        base = replace(base, white=ctx.player(a.white).id)
    if a.result is not None:
        base = replace(base, result=_result(a.result))
    wanted = _options(ctx, base)
    if wanted == base and all(getattr(a, k) is None for k in ("date", "black", "white", "result")):
        raise ClubRaterError(f"Say what to change about game {old.id} (--date, --black, --white, --result, "
                             "--handicap, --komi, ...); nothing was changed.")
    before = _describe(ctrl, old)
    new = ctrl.queries.game(ctrl.games.edit(old.id, wanted).id)
    after = _describe(ctrl, new)
    if after == before and new.note == old.note and new.round == old.round and new.klass == old.klass:
        ctx.say(f"Game {old.id} already is {before}; nothing changed.")
        return
    ctx.say(f"Changed game {new.id}: was {before}; now {after}.")
    for line in _players_lines(ctrl, new):
        ctx.say(line)


def game_delete(ctx: Context) -> None:
    ctrl = ctx.ctrl
    g = ctrl.queries.game(_game_id(ctx.args.id))
    what = _describe(ctrl, g)
    ctrl.games.delete([g.id])
    ctx.say(f"Deleted game {g.id}: {what}.")
    from clubrater.cli.base import standing_text

    for pid in (g.black, g.white):
        ctx.say(f"  {ctrl.queries.player(pid).name} now stands at {standing_text(ctrl, pid)}.")


def games(ctx: Context) -> None:
    a, ctrl = ctx.args, ctx.ctrl
    player = ctx.player(a.player).id if a.player else None
    event = _event_id(ctx, a.event) if a.event else None
    since: date | None = parse_date(a.since, "--from date") if a.since else None
    until: date | None = parse_date(a.until, "--to date") if a.until else None
    if since and until and since > until:
        raise ClubRaterError(f"--from {since} is after --to {until}; no game can be in between.")
    names, events = ctrl.queries.player_names(), ctrl.queries.event_names()
    found = ctrl.queries.filter_games(ctrl.queries.games(), start=since, end=until, player=player, event=event)
    found.reverse()  # the order they are rated in (the window lists newest first)
    rows: list[dict[str, Any]] = []
    for g in found:
        rows.append({
            "id": g.id, "date": g.date.isoformat(), "black": names[g.black], "white": names[g.white],
            "result": g.result.value if g.result else "", "handicap": g.handicap, "komi": g.komi,
            "pieces": g.piece_handicap, "type": g.type.value, "event": events.get(g.event, "") if g.event else "",
            "class": g.klass, "round": g.round, "note": g.note,
        })
    cols = ["id", "date", "black", "white", "result", "handicap", "komi", "type", "event", "note"]
    if ctrl.system == RatingSystem.FESA:
        cols[cols.index("handicap"):cols.index("komi") + 1] = ["pieces"]
    emit(rows, cols, a.format, ctx.out)
