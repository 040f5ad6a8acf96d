"""Club-night pairing (issue 26): `pair` the players present, show a kept `pairing`, enter its games, delete it.

JSON of `pair` and `pairing`: {"date", "round", "pairs": [{"board", "black", "white", "handicap", "komi", "why"}],
"bye": NAME or null} (`pairing` adds each pair's "game": its number once entered, else null). CSV and text: one
line per board, the bye as a last line with no board number.
"""

from __future__ import annotations

import json
from datetime import date
from typing import TYPE_CHECKING, Any

from clubrater.cli.base import Commands, Context, parse_date, parse_int
from clubrater.cli.output import add_format_option, emit
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.model import Result

if TYPE_CHECKING:
    from clubrater.domain.pairing import Pairing

RESULTS = {"B": Result.BLACK, "W": Result.WHITE, "J": Result.JIGO}
ACTIONS = ("show", "enter", "delete")


def register(commands: Commands) -> None:
    p = commands.add(
        "pair", pair, writes=True, plans=True, help="pair tonight's players: boards, colours, handicap and why",
        description="Pair the players present at the least cost (rating-rules.md): close in strength, not met on "
                    "the last club nights, nobody sitting out twice. Each board gets colours, handicap and komi from "
                    "the club's rule (`clubrater settings --handicap-correction C --handicap-ceiling N`). The pairing "
                    "is kept in the club file for its date and round: pairing again replaces it until its games are "
                    "entered (boards already entered stay as they are); a second round avoids tonight's first-round "
                    "pairs. Without --round: round 1, the latest round while none of its games is entered, else the "
                    "next round.",
        example=['clubrater pair "Sipho Dlamini" "Anna Smith" Bob Carol Dave',
                 "clubrater pair Anna Bob Carol Dave Eve --round 2 --format json"],
    )
    p.add_argument("names", nargs="+", metavar="NAME", help="the players present (names as in the club)")
    _when(p)
    p.add_argument("--nights", metavar="N", default="4", help="club nights to look back on for repeat games (default 4)")
    add_format_option(p)

    p = commands.add(
        "pairing", pairing, help="show a kept pairing; `pairing enter 1=B 2=W ...` enters its games; `pairing delete`",
        description="Show a kept pairing (default: today's latest round), enter its games, or forget it. "
                    "`enter` takes a result per board (B: Black won, W: White won, J: jigo); a board left out is "
                    "not entered. Every game is stored, or none, as one change. `delete` forgets the pairing "
                    "(games already entered stay).",
        example=["clubrater pairing", "clubrater pairing enter 1=B 2=W 3=J", "clubrater pairing --date 2025-03-14 "
                 "--round 2 --format csv", "clubrater pairing delete --round 2"],
    )
    p.add_argument("words", nargs="*", metavar="ACTION",
                   help="show (the default), enter BOARD=RESULT..., or delete")
    _when(p)
    add_format_option(p)


def _when(p: Any) -> None:
    p.add_argument("--date", metavar="D", help="the club night (YYYY-MM-DD; default today)")
    p.add_argument("--round", metavar="K", help="the round")


def _day(ctx: Context) -> date:
    return parse_date(ctx.args.date) if ctx.args.date else ctx.ctrl.today()


def _round(ctx: Context) -> int | None:
    if not ctx.args.round:
        return None
    k = parse_int(ctx.args.round, "round")
    if k < 1:
        raise ClubRaterError(f"A round is numbered from 1, not {k}.")
    return k


def pair(ctx: Context) -> None:
    ctrl = ctx.ctrl
    lookup = ctrl.queries.lookup()  # one index of the names (80 names of 5,000 players: no search per name)
    ids = list(dict.fromkeys(lookup.find(name) or ctx.player(name).id for name in ctx.args.names))
    nights = parse_int(ctx.args.nights, "number of club nights")
    day = _day(ctx)
    k = _round(ctx) or ctrl.pairings.default_round(day)
    ctrl.pairings.pair(ids, day, k, nights)
    p = ctrl.pairings.kept(day, k)
    assert p is not None
    _show(ctx, p, games=False)
    if ctx.args.format == "text":
        ctx.say(f"Kept as round {p.round} of {p.day.isoformat()}: `clubrater print --pairing FILE.pdf` prints the "
                "sheet, `clubrater pairing enter 1=B 2=W ...` enters the results.")


def pairing(ctx: Context) -> None:
    words = list(ctx.args.words)
    action = words.pop(0).lower() if words and words[0].lower() in ACTIONS else "show"
    if action != "show":
        ctx.args.writes = True  # the club is opened under the window's lock, as any change
        ctx.args.plans = action == "delete"  # only the kept pairing goes: quick when the file may take it (issue 26)
    ctrl = ctx.ctrl
    day, k = _day(ctx), _round(ctx)
    if action == "delete":
        if words:
            raise ClubRaterError(f"`pairing delete` takes no more words ({' '.join(words)}); choose the pairing "
                                 "with --date and --round.")
        p = ctrl.pairings.kept(day, k)
        ctrl.pairings.delete(day, k)
        assert p is not None
        ctx.say(f"Forgot the pairing of round {p.round} of {p.day.isoformat()}; its games already entered stay.")
        return
    if action == "enter":
        results = _results(words)
        changes = ctrl.pairings.enter(results, day, k)
        p = ctrl.pairings.kept(day, k)
        assert p is not None
        games = ", ".join(f"board {n}: game {gid}" for n, gid in zip(sorted(results), changes.ids))
        ctx.say(f"Entered {len(changes.ids)} game{'s' if len(changes.ids) != 1 else ''} of round {p.round} of "
                f"{p.day.isoformat()} ({games}).")
        left = [b.number for b in p.boards if b.number not in ctrl.pairings.entered(p)]
        if left:
            ctx.say(f"Not entered yet: board{'s' if len(left) != 1 else ''} {', '.join(map(str, left))}.")
        return
    if words:
        raise ClubRaterError(f'"{words[0]}" is not an action of `pairing`: show, enter or delete.')
    p = ctrl.pairings.kept(day, k)
    if p is None:
        rounds = ctrl.pairings.rounds(day)
        if k is not None and rounds:
            raise ClubRaterError(f"There is no round {k} kept for {day.isoformat()}; its rounds are "
                                 f"{', '.join(map(str, rounds))}.")
        days = ctrl.pairings.days()
        hint = f" The latest kept pairing is of {days[0].isoformat()} (--date {days[0].isoformat()})." if days else ""
        raise ClubRaterError(f"There is no kept pairing of {day.isoformat()}.{hint}")
    _show(ctx, p, games=True)


def _results(words: list[str]) -> dict[int, Result]:
    """BOARD=RESULT words ("1=B 2=w 3=J") as results by board; one sentence for anything else."""
    if not words:
        raise ClubRaterError("Give a result per board to enter, for example `clubrater pairing enter 1=B 2=W 3=J`.")
    out: dict[int, Result] = {}
    for w in words:
        board, sep, result = w.partition("=")
        if not sep or not board.strip().isdigit() or result.strip().upper() not in RESULTS:
            raise ClubRaterError(f'"{w}" is not a board and its result like 1=B (B: Black won, W: White won, '
                                 "J: jigo). Nothing was entered.")
        n = int(board)
        if n in out:
            raise ClubRaterError(f"Board {n} is given twice. Nothing was entered.")
        out[n] = RESULTS[result.strip().upper()]
    return out


def records(ctx: Context, p: Pairing, *, games: bool) -> tuple[list[dict[str, Any]], str | None]:
    """One record per board (names, ranks, handicap, komi, why in words, the game once entered) and the bye's name."""
    from clubrater.controller.pairing import why_words

    ctrl = ctx.ctrl
    entered = ctrl.pairings.entered(p) if games else {}
    players = ctrl.history.players  # a player merged away since: said so, the rest still shown
    name = {pid: players[pid].name if pid in players else f"player {pid} (no longer in the club)" for pid in p.players()}
    out = []
    for b in p.boards:
        rec: dict[str, Any] = {"board": b.number, "black": name[b.black], "white": name[b.white],
                               "handicap": b.handicap, "komi": b.komi, "why": why_words(b.why, p.day)}
        if games:
            rec["game"] = entered.get(b.number)
        out.append(rec)
    return out, (name[p.bye] if p.bye is not None else None)


def _show(ctx: Context, p: Pairing, *, games: bool) -> None:
    recs, bye = records(ctx, p, games=games)
    fmt = ctx.args.format
    if fmt == "json":
        json.dump({"date": p.day.isoformat(), "round": p.round, "pairs": recs, "bye": bye}, ctx.out,
                  ensure_ascii=False, indent=1)
        ctx.out.write("\n")
        return
    cols = ["board", "black", "white", "handicap", "komi", "why", *(["game"] if games else [])]
    if fmt == "csv":
        rows = recs + ([{"board": None, "black": bye, "white": None, "handicap": None, "komi": None,
                         "why": "bye: sits out this round"}] if bye is not None else [])
        emit(rows, cols, fmt, ctx.out)
        return
    ctrl = ctx.ctrl
    rank = ctrl.pairings.labels([pid for pid in p.players() if pid in ctrl.history.players], p.day)
    n = len(p.players())
    ctx.say(f"{ctrl.club_name}: round {p.round} of {p.day.isoformat()}, {n} player{'s' if n != 1 else ''}, "
            f"{len(p.boards)} board{'s' if len(p.boards) != 1 else ''} (repeat games counted over the last "
            f"{p.nights} club night{'s' if p.nights != 1 else ''})")
    shown = []
    for rec, b in zip(recs, p.boards):
        shown.append({**rec, "black": f"{rec['black']} ({rank[b.black]})" if rank.get(b.black) else rec["black"],
                      "white": f"{rec['white']} ({rank[b.white]})" if rank.get(b.white) else rec["white"],
                      **({"game": rec["game"] if rec["game"] is not None else "not entered"} if games else {})})
    emit(shown, cols, fmt, ctx.out)
    if bye is not None and p.bye is not None:
        byes = f"; {p.bye_byes} bye{'s' if p.bye_byes != 1 else ''} lately" if p.bye_byes else ""
        ctx.say(f"Bye: {bye} ({rank.get(p.bye, '')}) sits out this round{byes}.")
