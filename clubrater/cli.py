"""`clubrater`: the command line over the controller (interchange.md).

Every refusal is one paragraph on stderr and a non-zero exit status, never a
traceback; every command works through the same controller as the window.
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from clubrater import __version__
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.model import RatingSystem

SYSTEMS = [s.value for s in RatingSystem]
FORMATS = ["text", "csv", "json"]


def _parser() -> argparse.ArgumentParser:
    db = argparse.ArgumentParser(add_help=False)
    db.add_argument("--db", metavar="PATH", default=argparse.SUPPRESS, help="the club database file")
    p = argparse.ArgumentParser(
        prog="clubrater", parents=[db], description="Ratings for Go and shogi clubs. With no command, opens the window."
    )
    p.add_argument("--version", action="version", version=f"ClubRater {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    s = sub.add_parser("init", parents=[db], help="create a club database (never overwrites one)")
    s.add_argument("--system", required=True, choices=SYSTEMS)
    s.add_argument("--club", default="", help="the club's name")

    s = sub.add_parser("import", parents=[db], help="add players, games, an EGD table or a FESA folder")
    s.add_argument("kind", choices=["players", "games", "h9", "fesa"])
    s.add_argument("file", metavar="FILE")

    s = sub.add_parser("export", parents=[db], help="write the club workbook (.xlsx), games (.csv) or an event (h9)")
    s.add_argument("args", nargs="+", metavar="ARG", help="FILE.xlsx | FILE.csv | h9 EVENT FILE")

    s = sub.add_parser("standings", parents=[db], help="the current rating list")
    s.add_argument("--system", choices=SYSTEMS, help="rate the same games with another system (changes nothing)")
    s.add_argument("--all", action="store_true", help="include inactive players")
    s.add_argument("--format", choices=FORMATS, default="text")

    s = sub.add_parser("history", parents=[db], help="one player's record sheet")
    s.add_argument("name")
    s.add_argument("--format", choices=FORMATS, default="text")

    s = sub.add_parser("print", parents=[db], help="the noticeboard standings as PDF")
    s.add_argument("file", metavar="FILE.pdf")

    s = sub.add_parser("system", parents=[db], help="change the club's rating system (ratings are recomputed)")
    s.add_argument("system", choices=SYSTEMS)
    return p


def _db_path(args: argparse.Namespace, *, creating: bool = False) -> Path:
    from clubrater.store.paths import default_database, last_database

    given = getattr(args, "db", None)
    if given:
        return Path(given).expanduser()
    if creating:
        return default_database()
    return last_database() or default_database()


def _open(args: argparse.Namespace):  # -> ClubController
    from clubrater.controller.club import ClubController

    return ClubController.open(_db_path(args))


def _emit(records: list[dict[str, Any]], fmt: str, columns: Sequence[str], out: Any) -> None:
    if fmt == "json":
        json.dump(records, out, ensure_ascii=False, indent=1)
        out.write("\n")
        return
    if fmt == "csv":
        w = csv.DictWriter(out, fieldnames=list(columns), extrasaction="ignore", lineterminator="\n")
        w.writeheader()
        w.writerows(records)
        return
    cells = [[_fmt(r.get(c)) for c in columns] for r in records]
    widths = [max([len(c)] + [len(row[i]) for row in cells]) for i, c in enumerate(columns)]
    out.write("  ".join(c.ljust(w) for c, w in zip(columns, widths)).rstrip() + "\n")
    for row in cells:
        out.write("  ".join(v.ljust(w) for v, w in zip(row, widths)).rstrip() + "\n")


def _fmt(v: Any) -> str:
    if v is None:
        return ""
    if isinstance(v, float):
        return f"{v:.2f}" if not v.is_integer() else str(int(v))
    return str(v)


def run(argv: Sequence[str] | None = None, out: Any = None) -> int:
    out = out or sys.stdout
    args = _parser().parse_args(argv)
    if args.command is None:
        from clubrater.ui.app import main as gui_main

        return gui_main(getattr(args, "db", None))
    try:
        return _dispatch(args, out)
    except ClubRaterError as exc:
        print(f"clubrater: {exc}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        raise
    except OSError as exc:
        print(f"clubrater: {exc.strerror or exc}: {exc.filename or ''}".rstrip(": "), file=sys.stderr)
        return 1


def _dispatch(args: argparse.Namespace, out: Any) -> int:
    from clubrater.controller import reports
    from clubrater.controller.club import ClubController
    from clubrater.store.paths import remember_database

    if args.command == "init":
        path = _db_path(args, creating=True)
        ctrl = ClubController.create(path, args.system, args.club)
        remember_database(ctrl.path)
        print(f"Created {ctrl.club_name} ({ctrl.system.label}) at {ctrl.path}", file=out)
        ctrl.close()
        return 0

    lock = _lock_for_writing(args) if args.command in WRITING_COMMANDS else None
    try:
        ctrl = _open(args)
    except BaseException:
        if lock is not None:
            lock.release()
        raise
    try:
        if args.command == "import":
            from clubrater.controller import imports

            summary = imports.import_file(ctrl, args.kind, Path(args.file))
            print(
                f"Imported {summary.players} new players, {summary.events} new events and {summary.games} games.",
                file=out,
            )
        elif args.command == "export":
            from clubrater.controller import exports

            print(exports.export_from_cli(ctrl, args.args), file=out)
        elif args.command == "standings":
            system = RatingSystem(args.system) if args.system else ctrl.system
            recs = reports.standings_records(ctrl, system, include_inactive=args.all)
            if args.format != "json":
                for n, r in enumerate(recs, start=1):
                    r["#"] = n
            value = reports.value_key(system)
            cols = ["#", "name", "rank", value, "games", "last_played"] if args.format == "text" else [
                "name", "rank", value, "games", "last_played"]
            if system == RatingSystem.FESA:
                cols[cols.index("rank")] = "grade"
            _emit(recs, args.format, cols, out)
        elif args.command == "history":
            p = ctrl.find_player(args.name)
            recs = [reports.history_record(r, ctrl.system) for r in ctrl.record_sheet(p.id)]
            if ctrl.system == RatingSystem.SAGC:
                cols = ["opponent", "opponent_rank", "colour", "handicap", "komi", "winner", "gsf", "change",
                        "new_index", "new_rank", "date", "comments"]
            else:
                cols = ["date", "opponent", "opponent_rank", "colour", "handicap", "winner", "event", "rating_before",
                        "change", "rating_after", "rank_after", "comments"]
            _emit(recs, args.format, cols, out)
        elif args.command == "print":
            from clubrater.controller import exports

            exports.print_standings(ctrl, Path(args.file))
            print(f"Wrote the noticeboard standings to {args.file}", file=out)
        elif args.command == "system":
            ctrl.set_system(args.system)
            print(f"{ctrl.club_name} now rates with {ctrl.system.label}.", file=out)
        remember_database(ctrl.path)
    finally:
        ctrl.close()
        if lock is not None:
            lock.release()
    return 0


# Commands that change the club: they take the same lock as the window, so a command never
# writes under an open window (whose copy of the club would then be out of date).
WRITING_COMMANDS = ("import", "system", "print")


def _lock_for_writing(args: argparse.Namespace):  # -> DatabaseLock
    from clubrater.ui.lock import acquire

    path = _db_path(args)
    lock = acquire(path) if path.exists() else None
    if lock is None and path.exists():
        raise ClubRaterError(
            f"{path.name} is open in ClubRater; close it there first (or make the change in that window). "
            "Nothing was changed."
        )
    return lock


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return run(argv)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # output piped into `head` and closed early
        return 0


if __name__ == "__main__":
    raise SystemExit(main())

