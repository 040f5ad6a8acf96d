"""`clubrater`: the command line over the controller (interchange.md).

Every refusal is one paragraph on stderr and a non-zero exit status, never a
traceback; every command works through the same controller as the window.

Each group of commands is one module of this package with a `register(commands)`
function; a new group is one new module, one line in GROUPS and its commands in
COMMANDS (a command line naming one of those builds only its group: issue 29).
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence
from importlib import import_module
from typing import TextIO, cast

from clubrater.cli.base import Commands, Context, Parser, UsageError, print_error
from clubrater.domain.errors import ClubRaterError

GROUPS = (
    "clubrater.cli.club",  # init, system, settings
    "clubrater.cli.players",  # players, player add|edit|merge|inactive|active, adjust
    "clubrater.cli.games",  # games, game add|edit|delete
    "clubrater.cli.pairing",  # pair, pairing [enter|delete] (club-night pairing, issue 26)
    "clubrater.cli.events",  # events, event add|edit|delete
    "clubrater.cli.reports",  # standings, history
    "clubrater.cli.transfer",  # import, export, print, report
    "clubrater.cli.backups",  # backup, backups, restore, check
    "clubrater.cli.lists",  # list load|update|show|find|sync (federation rating lists)
    "clubrater.cli.site",  # publish, whatif
    "clubrater.cli.evaluate",  # evaluate (how well each system predicts)
    "clubrater.cli.federation",  # federation init|add-club|add-officer|clubs (+ push|pull: cli/federation_transfer.py)
)

# Which group declares each command: `clubrater standings` builds (and imports) the reports group alone, not every
# group's commands and their imports (a twentieth of a second). tests/test_cli_speed.py checks it against GROUPS.
COMMANDS = {
    **dict.fromkeys(("init", "system", "settings"), "clubrater.cli.club"),
    **dict.fromkeys(("players", "player", "adjust"), "clubrater.cli.players"),
    **dict.fromkeys(("games", "game"), "clubrater.cli.games"),
    **dict.fromkeys(("pair", "pairing"), "clubrater.cli.pairing"),
    **dict.fromkeys(("events", "event"), "clubrater.cli.events"),
    **dict.fromkeys(("standings", "history"), "clubrater.cli.reports"),
    **dict.fromkeys(("import", "export", "print", "report"), "clubrater.cli.transfer"),
    **dict.fromkeys(("backup", "backups", "restore", "check"), "clubrater.cli.backups"),
    "list": "clubrater.cli.lists",
    **dict.fromkeys(("publish", "whatif"), "clubrater.cli.site"),
    "evaluate": "clubrater.cli.evaluate",
    "federation": "clubrater.cli.federation",
}
_GLOBAL_OPTIONS = ("--db", "--for-club")  # the options that come before a command, each with a value

DESCRIPTION = """\
Ratings for Go and shogi clubs. With no command, opens the window.

Every command takes --db PATH (the club file); without it ClubRater uses the last
club file you opened, or club.sqlite in your user data folder. Every listing takes
--format text|csv|json. `clubrater COMMAND --help` explains a command, with an example."""

EPILOG = """\
examples:
  clubrater init --system sagc --club "Stellenbosch Go Club" --db club.sqlite
  clubrater player add "Sipho Dlamini" --rank 12k
  clubrater game add 2025-03-14 "Sipho Dlamini" "Anna Smith" W --handicap 3
  clubrater standings --format csv > standings.csv"""


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The whole command line; given the `argv` it will parse, only the group of the command it names (when that is
    known), so that a command imports what it uses and nothing more. Without a known command: every group."""
    from clubrater import __version__

    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--db", metavar="PATH", default=argparse.SUPPRESS,
                        help="the club file, or a federation database's URL postgresql://ROLE@HOST:PORT/DATABASE")
    common.add_argument("--for-club", metavar="NAME", default=argparse.SUPPRESS,
                        help="on a federation database, the federation officer enters for this member club")
    p = Parser(prog="clubrater", parents=[common], description=DESCRIPTION, epilog=EPILOG,
               formatter_class=lambda prog: argparse.RawDescriptionHelpFormatter(prog, max_help_position=14))
    p.add_argument("--version", action="version", version=f"ClubRater {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    commands = Commands(sub, common)
    named = COMMANDS.get(_command_of(argv)) if argv is not None else None
    for name in [named] if named else GROUPS:
        import_module(name).register(commands)
    return p


def _command_of(argv: Sequence[str]) -> str:
    """The command word of a command line ("" when it has none before another option)."""
    i = 0
    while i < len(argv):
        word = argv[i]
        if word in _GLOBAL_OPTIONS:
            i += 2
        elif word.startswith(tuple(f"{o}=" for o in _GLOBAL_OPTIONS)):
            i += 1
        else:
            return "" if word.startswith("-") else word
    return ""


def run(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    """Run one command; 0 on success, 1 on a refusal, 2 when the command line itself is wrong."""
    from clubrater.cli.output import SafeText

    out = cast(TextIO, SafeText(out or sys.stdout))  # nothing stored reaches the terminal raw
    if not logging.getLogger("clubrater").handlers:  # no log file set up: the log's warnings stay off the terminal
        logging.getLogger("clubrater").addHandler(logging.NullHandler())
    argv = list(sys.argv[1:] if argv is None else argv)
    window_db = _window_only(argv)
    if window_db is not None:  # no command: the window, without building every command (and its imports) first
        from clubrater.ui.app import main as gui_main

        return gui_main(window_db or None)
    try:
        args = build_parser(argv).parse_args(argv)
    except UsageError as exc:
        print_error(str(exc))
        return 2
    if args.command is None:
        from clubrater.ui.app import main as gui_main

        return gui_main(getattr(args, "db", None))
    ctx = Context(args, out)
    try:
        args.handler(ctx)
        if ctx.opened and not ctx.ctrl.on_server:  # a server's URL is never remembered as a club file
            from clubrater.controller.files import remember_database

            remember_database(ctx.ctrl.path)
        return 0
    except UsageError as exc:  # a handler that finds the arguments themselves wrong (report's two forms)
        print_error(str(exc))
        return 2
    except ClubRaterError as exc:
        print_error(_for_the_command_line(exc))
        return 1
    except BrokenPipeError:
        raise
    except OSError as exc:
        where = f": {exc.filename}" if exc.filename else ""
        print_error(f"{exc.strerror or exc}{where}.")
        return 1
    finally:
        ctx.close()


def _for_the_command_line(exc: ClubRaterError) -> str:
    """The refusal's sentence, with the command that helps where the window's would name a menu."""
    from clubrater.controller.files import DamagedDatabaseError

    text = str(exc)
    if isinstance(exc, DamagedDatabaseError) and exc.backup is not None:
        text = text.replace("File > Restore backup puts it back", f"`clubrater restore {exc.backup.path.name}` puts it "
                            "back (`clubrater backups` lists the others)")
    return text


def _window_only(argv: list[str]) -> str | None:
    """The --db of a command line that names no command ("" for none), else None."""
    if not argv:
        return ""
    if len(argv) == 2 and argv[0] == "--db":
        return argv[1]
    if len(argv) == 1 and argv[0].startswith("--db="):
        return argv[0].removeprefix("--db=")
    return None


def main(argv: Sequence[str] | None = None) -> int:
    try:
        from clubrater.logsetup import setup_logging

        setup_logging()  # what a command did (a restore, a damaged file) goes to the log file, not the terminal
    except OSError:
        pass
    try:
        return run(argv)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # output piped into `head` and closed early
        return 0
    except Exception as exc:  # a bug: one paragraph here, the traceback in the log file for the report
        from clubrater.logsetup import setup_logging

        where = setup_logging()
        logging.getLogger("clubrater.cli").exception("the command %s failed", argv if argv is not None else sys.argv[1:])
        print_error(f"Something went wrong inside ClubRater ({type(exc).__name__}: {exc}). The details are in "
                    f"{where}; please send that file with a bug report.")
        return 3
