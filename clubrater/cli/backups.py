"""Backups of the club file: take one, list them, put one back, and check the file for damage."""

from __future__ import annotations

import sys
from pathlib import Path

from clubrater.cli.base import Commands, Context
from clubrater.cli.output import add_format_option, emit
from clubrater.domain.errors import ClubRaterError

REASONS = {
    "daily": "daily copy",
    "pre-migration": "before an upgrade",
    "before-restore": "before a restore",
    "damaged": "damaged file (kept as found)",
    "manual": "taken by hand",
}


def register(commands: Commands) -> None:
    commands.add(
        "backup", backup, help="take a backup of the club file now",
        description="Copy the club file into the backups folder beside it (the last ten copies are kept).",
        example="clubrater backup",
    )
    p = commands.add(
        "backups", backups, help="list the backups with their dates and game counts",
        description="The backups of the club file, newest first, with why each was taken and how many games it "
                    "holds. The number in the first column is what `clubrater restore` takes.",
        example="clubrater backups",
    )
    add_format_option(p)
    p = commands.add(
        "restore", restore, writes=True, help="put a backup in place of the club file (the current file is kept)",
        description="Put a backup in place of the club file, as File > Restore backup does. The current file is "
                    "itself backed up first, so a restore can be undone by restoring that copy. A damaged backup is "
                    "refused and nothing changes.",
        example=["clubrater restore 1", "clubrater restore club.20250314-201500-000000.daily.sqlite"],
    )
    p.add_argument("backup", metavar="BACKUP", help="the number shown by `clubrater backups` (1 = newest), "
                                                   "a backup's file name, or a path")
    p.add_argument("--yes", action="store_true", help="restore without asking first")
    commands.add(
        "check", check, help="check the club file for damage (a plain verdict)",
        description="Run SQLite's integrity check on the club file without writing to it, check every record "
                    "against its checksum and the file's tables, indexes and triggers against what ClubRater makes, "
                    "and say whether it is intact; a damaged file names the newest good backup. Records another "
                    "program changed since ClubRater last wrote the file are noted. Exit status 1 when it is damaged.",
        example="clubrater check --db club.sqlite",
    )


def _club_file(ctx: Context) -> Path:
    path = ctx.db_path
    if not path.exists():
        raise ClubRaterError(f"There is no club database at {path}; create one with `clubrater init`.")
    return path


def backup(ctx: Context) -> None:
    from clubrater.controller.files import integrity_problems, list_backups, take_backup

    path = _club_file(ctx)
    problems = integrity_problems(path)
    if problems:
        raise ClubRaterError(f"{path.name} is damaged ({'; '.join(problems)}), so a backup of it would be damaged "
                             "too; no backup was taken. `clubrater check` says more.")
    taken = take_backup(path, "manual")
    info = next((b for b in list_backups(path) if b.path == taken), None)
    games = f", {info.games} games" if info is not None and info.games is not None else ""
    ctx.say(f"Took a backup of {path.name}: {taken}{games}.")


def backups(ctx: Context) -> None:
    from clubrater.controller.files import list_backups

    path = _club_file(ctx)
    rows = [
        {"#": n, "taken": b.taken.isoformat(sep=" ", timespec="seconds"), "why": REASONS.get(b.reason, b.reason)
         + (" (dated in the future)" if b.future else ""), "reason": b.reason, "time": b.taken.isoformat(),
         "future": b.future, "number": b.seq, "games": b.games, "readable": b.games is not None,
         "file": b.path.name, "path": str(b.path)}
        for n, b in enumerate(list_backups(path), start=1)
    ]
    if not rows and ctx.args.format == "text":
        ctx.say(f"There are no backups of {path.name} yet; `clubrater backup` takes one.")
        return
    emit(rows, ["#", "taken", "why", "games", "file"], ctx.args.format, ctx.out)


def _chosen_backup(path: Path, which: str) -> Path:
    from clubrater.controller.files import list_backups

    found = list_backups(path)
    if which.strip().isdigit():
        n = int(which)
        if not 1 <= n <= len(found):
            have = f"1 to {len(found)}" if found else "none yet"
            raise ClubRaterError(f"There is no backup number {n} of {path.name} (the backups are numbered {have}; "
                                 "`clubrater backups` lists them).")
        return found[n - 1].path
    for b in found:
        if b.path.name == which:
            return b.path
    given = Path(which).expanduser()
    if given.is_file():
        return given
    raise ClubRaterError(f'"{which}" is not a backup of {path.name}: give the number or file name that '
                         "`clubrater backups` shows, or the path of a backup file.")


def restore(ctx: Context) -> None:
    from clubrater.controller.files import list_backups, restore_backup

    path = ctx.db_path.resolve()  # a missing club file can be restored too
    source = _chosen_backup(path, ctx.args.backup).resolve()
    if source == path:
        raise ClubRaterError(f"{source.name} is the club file itself, not a backup of it.")
    info = next((b for b in list_backups(path) if b.path.resolve() == source), None)
    if not getattr(ctx.args, "yes", False) and sys.stdin.isatty():
        games = f" ({info.games} games)" if info is not None and info.games is not None else ""
        answer = input(f"Put {source.name}{games} in place of {path.name}? The current file is kept as a backup. "
                       "[y/N] ")  # fmt: skip
        if answer.strip().lower() not in ("y", "yes"):
            raise ClubRaterError("Nothing was restored.")
    with ctx.lock():
        saved = restore_backup(path, source)
    when = f" as it was on {info.taken:%Y-%m-%d %H:%M}" if info is not None else f" as in {source.name}"
    games = f" ({info.games} games)" if info is not None and info.games is not None else ""
    kept = f" The file it replaced is kept as {saved.name}." if saved is not None else ""
    ctx.say(f"{path.name} is back{when}{games}.{kept}")


def check(ctx: Context) -> None:
    from clubrater.controller.files import integrity_problems, list_backups, newest_good_backup
    from clubrater.controller.session import ClubController

    path = _club_file(ctx)
    problems = integrity_problems(path)
    if problems == ["it is not an SQLite file"] and not list_backups(path):
        raise ClubRaterError(f"{path.name} is not a club file (it is not an SQLite file at all); nothing was written "
                             "to it.")
    if problems:
        good = newest_good_backup(path)
        offer = (f" The newest good backup is {good.path.name} ({good.taken:%Y-%m-%d %H:%M}, {good.games} games); "
                 f"`clubrater restore {good.path.name}` puts it back." if good is not None
                 else " There is no good backup beside it.")
        raise ClubRaterError(f"{path.name} is damaged: {'; '.join(problems)}. Nothing was written to it.{offer}")
    from clubrater.controller.files import full_check

    result = full_check(path)  # SQLite's check passes: now every typed record against its checksum
    if not result.ok:
        good_copy = result.good_backup
        restore = f" `clubrater restore {good_copy.path.name}` puts it back." if good_copy is not None else ""
        raise ClubRaterError(f"{result.describe()} Nothing was written to it.{restore}")
    ctrl = ClubController.open(path, read_only=True)
    try:
        n_players, n_games = len(ctrl.queries.players()), len(ctrl.queries.games())
        name = ctrl.club_name
    finally:
        ctrl.close()
    copies = list_backups(path)
    newest = f", the newest from {copies[0].taken:%Y-%m-%d %H:%M}" if copies else ""
    notes = result.notes()  # rows another program changed, a kept rating changed: no damage, but said
    ctx.say(f"{path.name} is intact: SQLite's integrity check found no damage. {name} has {n_players} players and "
            f"{n_games} games; {len(copies)} backup{'s' if len(copies) != 1 else ''} beside it{newest}."
            + (f" {notes}" if notes else ""))
