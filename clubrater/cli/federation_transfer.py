"""`clubrater federation push` and `federation pull`: a club file into the federation database, and back out.

Registered by cli/federation.py into its `federation` group. Both work on the database given by
--db URL (the federation); the club file is an argument of its own.
"""

from __future__ import annotations

from pathlib import Path

from clubrater.cli.base import Commands, Context


def register(group: Commands) -> None:
    p = group.add(
        "push", push, writes=True, help="move a club file's players, games, events and adjustments into the federation",
        description="Move a club file into the federation database, all or nothing, entered as the member club "
                    "--club. Players are matched with the federation's by EGD pin, then by name (accents, case and "
                    "word order do not count); games, events and adjustments already there are not entered twice. "
                    "--dry-run lists every match, every new player and every conflict and writes nothing. A "
                    "conflict refuses the push until it is settled: --match \"CLUB NAME=FEDERATION NAME\" (the same "
                    "person) or --new NAME (somebody new; --new \"NAME=NEW NAME\" under another name, since names "
                    "are unique in the federation).",
        example=['clubrater federation push "Pretoria Go Club.sqlite" --club Pretoria --dry-run '
                 '--db postgresql://officer@db.example.org/sagc',
                 'clubrater federation push club.sqlite --club Pretoria --match "Jon Smith=John Smith" '
                 '--db postgresql://pretoria@db.example.org/sagc'],
    )
    p.add_argument("club_file", metavar="CLUB_FILE", help="the club file (SQLite) to push")
    p.add_argument("--club", required=True, metavar="NAME", help="the member club the file's data is entered for")
    p.add_argument("--dry-run", action="store_true", help="list what would happen; write nothing")
    p.add_argument("--match", action="append", default=[], metavar="CLUB NAME=FEDERATION NAME",
                   help="settle a conflict: the club's player is this federation player (repeatable)")
    p.add_argument("--new", action="append", default=[], metavar="NAME[=NEW NAME]",
                   help="settle a conflict: the club's player is somebody new (repeatable)")

    p = group.add(
        "pull", pull, help="write the federation into a new club file for offline use",
        description="Write a new club file (never over an existing one) holding the whole federation: every member "
                    "club, player, event, game and adjustment, with who entered what, so ratings offline are the "
                    "federation's. --club names the file's own club. Games entered in it offline go back with "
                    "`federation push` (what is already in the federation is matched, not entered twice).",
        example="clubrater federation pull --club Pretoria pretoria-offline.sqlite "
                "--db postgresql://pretoria@db.example.org/sagc",
    )
    p.add_argument("file", metavar="FILE", help="the new club file")
    p.add_argument("--club", required=True, metavar="NAME", help="the member club the file is for")


def push(ctx: Context) -> None:
    from clubrater.controller import federation_push as fp

    a = ctx.args
    resolution = fp.Resolution.of(a.match, a.new)
    source = Path(a.club_file).expanduser()
    plan = fp.plan_push(ctx.ctrl, source, a.club, resolution)
    for line in plan.lines():
        ctx.say(line)
    if plan.conflicts:
        raise fp.PushConflictError(
            f"{source.name} was not pushed (nothing was written): {len(plan.conflicts)} conflict"
            f"{'s' if len(plan.conflicts) != 1 else ''} to settle first, with --match or --new "
            "(listed above).", [])
    if a.dry_run:
        ctx.say("Dry run: nothing was written.")
        return
    if not plan.anything:
        ctx.say("Everything in the file is already in the federation; nothing was written.")
        return
    done = fp.push(ctx.ctrl, source, a.club, resolution)
    ctx.say(done.sentence(plan.club))


def pull(ctx: Context) -> None:
    from clubrater.controller import federation_push as fp

    ctx.say(fp.pull(ctx.ctrl, ctx.args.club, Path(ctx.args.file)))
