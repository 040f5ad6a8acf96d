"""Files in and out: imports (all or nothing), the workbook, the games CSV, EGD tables, printouts."""

from __future__ import annotations

from pathlib import Path

from clubrater.cli.base import Commands, Context, add_future_option

KINDS = ["players", "games", "h9", "fesa"]


def register(commands: Commands) -> None:
    p = commands.add(
        "import", import_, writes=True, help="add players, games, an EGD table (h9) or a FESA folder",
        description="Add players or games from .csv or .xlsx (the columns are in the README), an EGD tournament "
                    "table (.h9; players matched by name, new ones created), or take over a club from the FESA "
                    "rating program (a folder with ratingliste.pre and turnering.txt). A file with any bad row is "
                    "refused whole, naming every bad line, and nothing is stored. A file whose games are partly in the "
                    "club already (same date, players, result, handicap and komi) is refused naming them; --only-new "
                    "imports only the others.",
        example=["clubrater import players players.csv", "clubrater import h9 juvisy.h9",
                 "clubrater import games march.csv --only-new"],
    )
    p.add_argument("kind", choices=KINDS, metavar="KIND", help="players, games, h9 or fesa")
    p.add_argument("file", metavar="FILE", help="the file (for fesa: the folder)")
    again = p.add_mutually_exclusive_group()
    again.add_argument("--again", action="store_true",
                       help="store every game, even those the club already has (a file imported before: its games twice)")
    again.add_argument("--only-new", action="store_true",
                       help="store only the games the club does not have yet (a file that overlaps the club partly)")
    add_future_option(p, "import games and adjustments dated after tomorrow too (otherwise the file is refused "
                         "naming their lines: a date typed wrong, or a wrong clock)")

    p = commands.add(
        "export", export, help="write the club workbook (.xlsx), the games (.csv) or an event (h9 EVENT FILE)",
        description="FILE.xlsx: the club workbook (standings, players, games, history), which imports back whole. "
                    "FILE.csv: the club's games in the games-file columns. h9 EVENT FILE: one of the club's events "
                    "as an EGD tournament table. A shogi club (FESA) also writes the FESA program's files: fesa-list "
                    "FILE (its Elo list, all.txt), fesa EVENT DIR (turnering.txt and nye-spillere of one event, for "
                    "the rating officer) and fesa-state FILE (the whole club as its ratingliste).",
        example=["clubrater export club.xlsx", 'clubrater export h9 "Cape Open 2025" cape-open.h9',
                 'clubrater export fesa "14th Nekomadoken" to-fesa/'],
    )
    p.add_argument("args", nargs="+", metavar="ARG",
                   help="FILE.xlsx | FILE.csv | h9 EVENT FILE | fesa-list FILE | fesa EVENT DIR | fesa-state FILE")
    p.add_argument("--club", metavar="NAME",
                   help="the workbook (or games file) of this member club only: its players, their games and history "
                        "(federation)")

    p = commands.add(
        "print", print_, help="the noticeboard standings as PDF",
        description="Write the standings for the noticeboard as a PDF. The list is remembered, so the next one "
                    "shows each player's change since this one. While the club is open in the window the PDF is "
                    "still written, but not remembered (print from the window to have it remembered).",
        example=["clubrater print standings.pdf", "clubrater print --pairing tonight.pdf --round 2"],
    )
    p.add_argument("file", metavar="FILE.pdf", nargs="?")
    # issue 26: the club night's pairing sheet to pin up (board, Black, White, handicap, komi, a result box)
    p.add_argument("--pairing", metavar="FILE.pdf", help="instead: the kept pairing's sheet to pin up")
    p.add_argument("--date", metavar="D", help="with --pairing: the club night (default today)")
    p.add_argument("--round", metavar="K", help="with --pairing: the round (default the latest)")
    p.add_argument("--promotion-lines", action="store_true",
                   help='under each player one win from going up, print "1 win to 9k" (SAGC)')
    p.add_argument("--club", metavar="NAME", help="only this member club's players (on a federation database)")

    p = commands.add(
        "report", report, help="one player's report as PDF (\"why did my rank drop?\"), or --evaluate FILE.pdf",
        description="Write one player's report (the rating over time and the record sheet) as a PDF. With "
                    "--evaluate FILE.pdf instead: how well each rating system predicts the club's games (as "
                    "`clubrater evaluate` works it out), for a committee meeting, in the club's printout language.",
        example=['clubrater report "Sipho Dlamini" sipho.pdf', "clubrater report --evaluate predictions.pdf"],
    )
    p.add_argument("name", metavar="NAME", nargs="?")
    p.add_argument("file", metavar="FILE.pdf", nargs="?")
    p.add_argument("--evaluate", metavar="FILE.pdf", help="how well the ratings predict, as a PDF (no NAME)")
    p.add_argument("--club", metavar="NAME", help="the member club named at the report's head (federation)")


def import_(ctx: Context) -> None:
    from datetime import date

    from clubrater.domain.errors import InputError

    try:
        summary = ctx.ctrl.imports.file(ctx.args.kind, Path(ctx.args.file), again=getattr(ctx.args, "again", False),
                                        only_new=getattr(ctx.args, "only_new", False),
                                        today=None if ctx.args.future else date.today())  # fmt: skip
    except InputError as exc:
        if any("after tomorrow" in reason for _line, reason in exc.problems):
            raise InputError(f"{exc} Give --future to import games dated after tomorrow all the same.") from None
        raise
    left = f" ({summary.already} already in the club were left out)" if summary.already else ""
    ctx.say(f"Imported {summary.player_count} new players, {summary.event_count} new events and "
            f"{summary.game_count} games{left}.")


def export(ctx: Context) -> None:
    from clubrater.controller import fesa_export

    if ctx.args.args[0].lower() in fesa_export.KINDS:  # the FESA program's files (issue 15)
        ctx.say(fesa_export.from_cli(ctx.ctrl, ctx.args.args))
        return
    ctx.say(ctx.ctrl.exports.from_cli(ctx.args.args, club=ctx.args.club))


def _print_pairing(ctx: Context) -> bool:
    """`print --pairing FILE.pdf`: the pairing sheet (it only reads the club, beside an open window too); False when
    the standings are wanted, which need FILE.pdf."""
    from clubrater.cli.pairing import _day, _round
    from clubrater.domain.errors import ClubRaterError

    a = ctx.args
    if a.pairing is None:
        if a.file is None:
            raise ClubRaterError("Give the PDF file to write: `clubrater print FILE.pdf` (the standings) or "
                                 "`clubrater print --pairing FILE.pdf` (tonight's pairing sheet).")
        if a.date or a.round:
            raise ClubRaterError("--date and --round choose a pairing sheet: give them with --pairing FILE.pdf.")
        return False
    if a.file is not None:
        raise ClubRaterError(f"Give one file: --pairing {a.pairing} prints the pairing sheet, and {a.file} would be "
                             "the standings; print them one at a time.")
    pages = ctx.ctrl.pairings.sheet_pdf(Path(a.pairing), _day(ctx), _round(ctx))
    p = ctx.ctrl.pairings.kept(_day(ctx), _round(ctx))
    which = f"round {p.round} of {p.day.isoformat()}" if p is not None else "the pairing"
    ctx.say(f"Wrote the pairing sheet of {which} to {a.pairing} ({pages} page{'s' if pages != 1 else ''}).")
    return True


def print_(ctx: Context) -> None:
    """Under the window's lock when it is free (the printout is remembered); read-only beside an open window.

    The printout record is a row in the club file, and a command never writes under an open window (issue 17:
    reading commands must work then), so beside a window the PDF is written and nothing is recorded.
    The same when the club's disk is full (issue 19): the lock file cannot be made there, but printing to
    another folder only reads the club, so it prints read-only and says why nothing was remembered.
    """
    import sys

    from clubrater.controller.files import acquire_lock, lock_holder
    from clubrater.domain.errors import DiskFullError

    if _print_pairing(ctx):
        return
    if ctx.on_server:  # no lock on a server: many secretaries print at once; the printout is recorded
        ctx.ctrl.printouts.print_standings(Path(ctx.args.file), promotion_lines=ctx.args.promotion_lines,
                                           club=ctx.args.club)
        ctx.say(f"Wrote the noticeboard standings to {ctx.args.file}")
        return
    db = ctx.db_path
    full: DiskFullError | None = None
    try:
        held = acquire_lock(db) if db.exists() else None
    except DiskFullError as exc:  # no room for the lock file: the printout cannot be recorded either
        held, full = None, exc
    if held is None and db.exists():
        ctrl = ctx.open_for_reading(read_only=True)
        ctx._cleanup.append(ctrl.close)
        ctrl.printouts.print_standings(Path(ctx.args.file), promotion_lines=ctx.args.promotion_lines,
                                       club=ctx.args.club)
        ctx.say(f"Wrote the noticeboard standings to {ctx.args.file}")
        if full is not None:
            why = f"the disk holding {db.parent} is full"
        elif lock_holder(db) is not None:
            why = f"{db.name} is open in ClubRater"
        else:
            why = f"ClubRater could not lock {db.name}"
        print(f"{why[0].upper()}{why[1:]}, so this printout was not remembered: the next one shows the changes "
              "since the last printout made from the window (or from here with the window closed).", file=sys.stderr)
        return
    if held is not None:
        ctx._cleanup.append(held.release)
    ctx.ctrl.printouts.print_standings(Path(ctx.args.file), promotion_lines=ctx.args.promotion_lines,
                                       club=ctx.args.club)
    ctx.say(f"Wrote the noticeboard standings to {ctx.args.file}")


def report(ctx: Context) -> None:
    from clubrater.cli.base import UsageError
    from clubrater.domain.errors import ClubRaterError

    if ctx.args.evaluate:  # issue 27: the evaluation for the committee
        if ctx.args.name or ctx.args.file:
            raise UsageError("report --evaluate FILE.pdf takes no player; see `clubrater report --help`.")
        pages = ctx.ctrl.evaluation.printout(ctx.args.evaluate)
        ctx.say(f"Wrote how well the ratings predict to {ctx.args.evaluate} ({pages} page{'s' if pages != 1 else ''})")
        return
    if not ctx.args.name or not ctx.args.file:
        raise UsageError("report needs a player's NAME and a FILE.pdf (or --evaluate FILE.pdf); see "
                         "`clubrater report --help`.")
    path = Path(ctx.args.file).expanduser()
    if path.suffix.lower() != ".pdf":
        raise ClubRaterError(f"report writes a PDF file; give a name ending in .pdf, not {path.name}.")
    p = ctx.player(ctx.args.name)
    ctx.ctrl.printouts.player_report_pdf(p.id, path, club=ctx.args.club)
    ctx.say(f"Wrote {p.name}'s report to {path}")
