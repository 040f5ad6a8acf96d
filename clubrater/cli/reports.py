"""The read side: the rating list and one player's record sheet."""

from __future__ import annotations

import sys

from clubrater.cli.base import Commands, Context, system_names
from clubrater.cli.output import add_format_option, emit
from clubrater.domain.model import RatingSystem


def register(commands: Commands) -> None:
    systems = system_names()
    p = commands.add(
        "standings", standings, help="the current rating list",
        description="The current rating list. --all includes inactive players (and, for the EGF systems, players "
                    "off the list for inactivity); --system rates the same games with another system without "
                    "changing the club's choice. The JSON objects are those of interchange.md.",
        example=["clubrater standings", "clubrater standings --system egf2021 --format json"],
    )
    p.add_argument("--system", choices=systems, metavar="SYSTEM",
                   help="rate with another system (" + ", ".join(systems) + "); changes nothing")
    p.add_argument("--all", action="store_true", help="include inactive players")
    p.add_argument("--club", metavar="NAME", help="only the players of this member club (on a federation database)")
    add_format_option(p)

    p = commands.add(
        "history", history, help="one player's record sheet",
        description="One player's games and adjustments in the order they were rated, with the rating before and "
                    "after each (SAGC: seed 001's twelve record-sheet columns).",
        example='clubrater history "Sipho Dlamini" --format csv',
    )
    p.add_argument("name", metavar="NAME")
    add_format_option(p)


def standings(ctx: Context) -> None:
    from clubrater.controller.reports import value_key
    from clubrater.controller.systems import system_from_name

    ctrl, fmt = ctx.ctrl, ctx.args.format
    system = system_from_name(ctx.args.system) if ctx.args.system else ctrl.system
    recs = ctrl.reports.standings_records(system, include_inactive=ctx.args.all, club=ctx.args.club)
    hint = "" if ctx.args.all or system != ctrl.system else ctrl.queries.unlisted_hint()
    if hint:  # an empty (or short) list says why, on stderr so the listing itself stays clean
        print(f"{hint}: show them with --all", file=sys.stderr)
    value = value_key(system)
    fesa = system == RatingSystem.FESA  # FESA grade and prior grade: two columns, as in the program's list
    cols = ["name", *(["grade", "prior_grade"] if fesa else ["rank"]), value, "games", "last_played"]
    if fmt == "text":
        recs = [{"#": n, **r} for n, r in enumerate(recs, start=1)]
        cols.insert(0, "#")
    emit(recs, cols, fmt, ctx.out)


def history(ctx: Context) -> None:
    ctrl = ctx.ctrl
    p = ctx.player(ctx.args.name)
    recs = ctrl.reports.history_records(p.id)
    if ctrl.system == RatingSystem.SAGC:
        cols = ["opponent", "opponent_rank", "colour", "handicap", "komi", "winner", "gsf", "change", "new_index",
                "new_rank", "date", "comments"]
    else:
        cols = ["date", "opponent", "opponent_rank", "colour", "handicap", "winner", "event", "rating_before",
                "change", "rating_after", "rank_after", "comments"]
    emit(recs, cols, ctx.args.format, ctx.out)
