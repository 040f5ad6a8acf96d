"""`clubrater federation ...`: set up a federation's database on a PostgreSQL server, and its member clubs.

`init` and `add-club` are run by the federation's IT volunteer (a PostgreSQL superuser or the
database's owner with CREATEROLE); every secretary then uses the ordinary commands with
`--db postgresql://ROLE@HOST:PORT/DATABASE`. `push` and `pull` (a club file into the federation
and back) come from cli/federation_transfer.py, which registers into this group when present.
"""

from __future__ import annotations

import argparse
from importlib import import_module
from pathlib import Path

from clubrater.cli.base import Commands, Context, password_prompt, server_url, system_names
from clubrater.cli.output import add_format_option, emit
from clubrater.domain.errors import ClubRaterError

EXAMPLE_URL = "postgresql://postgres@localhost:5432/sagc"


def register(commands: Commands) -> None:
    fed = commands.group(
        "federation", help="a federation's database on a PostgreSQL server: set up, clubs",
        description="Many clubs, one rating list: the federation's database on a PostgreSQL server. `init` sets it "
                    "up, `add-club` adds a member club and its secretary's login role; every secretary then works "
                    "with the ordinary commands and --db postgresql://ROLE@HOST:PORT/DATABASE.",
    )
    p = fed.add("init", init, help="set up a federation's database (schema, roles, rights)",
                description="Creates ClubRater's tables, the roles clubrater_officer and clubrater_secretary and "
                            "their rights in an empty database (or upgrades one set up by an older ClubRater). "
                            "Run it as a PostgreSQL superuser or the database's owner.",
                example=f'clubrater federation init --db {EXAMPLE_URL} --system sagc --name "SAGC"')
    p.add_argument("--system", required=True, choices=system_names(), metavar="SYSTEM",
                   help="the rating system (" + ", ".join(system_names()) + ")")
    p.add_argument("--name", required=True, metavar="NAME", help="the federation's name")

    p = fed.add("add-club", add_club, help="a member club and its secretary's login role",
                description="Adds a member club and makes ROLE its secretary: a PostgreSQL login role (created "
                            "if missing) that reads everything and changes only its own club's players and "
                            "games. The password is read from the first line of --password-file, or asked.",
                example=f'clubrater federation add-club "Pretoria Go Club" --secretary pretoria '
                        f"--password-file pw.txt --db {EXAMPLE_URL}")
    p.add_argument("name", metavar="NAME")
    p.add_argument("--secretary", required=True, metavar="ROLE", help="the secretary's login role")
    p.add_argument("--password-file", metavar="FILE", help="the secretary's password (first line)")

    p = fed.add("add-officer", add_officer, help="a login role that may change every club's data",
                description="Makes ROLE a federation officer (a member of clubrater_officer): may change every "
                            "club's players, games and events, merge players across clubs, and the settings.",
                example=f"clubrater federation add-officer anna --password-file pw.txt --db {EXAMPLE_URL}")
    p.add_argument("role", metavar="ROLE")
    p.add_argument("--password-file", metavar="FILE", help="the officer's password (first line)")

    p = fed.add("clubs", clubs, help="the member clubs and their secretaries",
                example=f"clubrater federation clubs --db {EXAMPLE_URL}")
    add_format_option(p)

    try:  # push and pull: cli/federation_transfer.py registers into this group (issue 11, second half)
        transfer = import_module("clubrater.cli.federation_transfer")
    except ModuleNotFoundError as exc:
        if exc.name != "clubrater.cli.federation_transfer":
            raise
    else:
        transfer.register(fed)


def _url(ctx: Context) -> str:
    url = server_url(ctx.args)
    if url is None:
        raise ClubRaterError("Give the federation database with --db postgresql://ROLE@HOST:PORT/DATABASE.")
    return url


def _secret(args: argparse.Namespace, role: str) -> str | None:
    """The password from --password-file's first line; else asked twice on a terminal; else None."""
    if args.password_file:
        path = Path(args.password_file).expanduser()
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except OSError as exc:
            raise ClubRaterError(f"The password file {path} cannot be read ({exc.strerror or exc}).") from None
        if not lines or not lines[0].strip():
            raise ClubRaterError(f"The password file {path} is empty; its first line is the password.")
        return lines[0].strip()
    import getpass
    import sys

    if not sys.stdin.isatty():
        return None
    first = getpass.getpass(f"Password for {role}: ")
    if first and getpass.getpass("The same again: ") != first:
        raise ClubRaterError("The two passwords differ; nothing was changed.")
    return first or None


def init(ctx: Context) -> None:
    from clubrater.controller.federation import init_federation

    url = _url(ctx)
    ctx.say(init_federation(url, ctx.args.system, ctx.args.name, password=password_prompt(url)))


def add_club(ctx: Context) -> None:
    from clubrater.controller.federation import add_club as add

    url = _url(ctx)
    ctx.say(add(url, ctx.args.name, ctx.args.secretary, _secret(ctx.args, ctx.args.secretary),
                password=password_prompt(url)))


def add_officer(ctx: Context) -> None:
    from clubrater.controller.federation import add_officer as add

    url = _url(ctx)
    ctx.say(add(url, ctx.args.role, _secret(ctx.args, ctx.args.role), password=password_prompt(url)))


def clubs(ctx: Context) -> None:
    _url(ctx)
    ctrl = ctx.ctrl
    counts: dict[int, int] = {}
    for club_id in ctrl.home_club.values():
        counts[club_id] = counts.get(club_id, 0) + 1
    recs = [{"club": m.name, "secretary": m.role or "", "players": counts.get(m.id, 0)}
            for m in ctrl.federation.clubs()]
    emit(recs, ["club", "secretary", "players"], ctx.args.format, ctx.out)
