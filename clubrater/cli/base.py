"""What every command group shares: declaring a command, opening the club, reading arguments.

A command module has one function, `register(commands)`, that declares its
commands with `commands.add(...)`; each command's handler gets a `Context` (the
parsed arguments, the output stream and the open club) and raises a
ClubRaterError to refuse. Commands that change the club are declared with
`writes=True` and then run under the window's lock, so that a command never
writes under an open window whose picture of the club would go stale. Every
other command reads the club as the window first shows it: from the ratings
kept in the file when they still match it, with plain sqlite3 and no SQLAlchemy
(controller/opening.py, issue 29), else opened the usual way. So does a command
that writes only a plan (`plans=True`: `pair` keeps a pairing), under the lock,
when the file may take that write with plain sqlite3.
"""

from __future__ import annotations

import argparse
import calendar
import re
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, TextIO

from clubrater.domain.errors import ClubRaterError, RankError
from clubrater.domain.ranks import Rank, parse_rank

if TYPE_CHECKING:
    from clubrater.controller.files import DatabaseLock
    from clubrater.controller.session import ClubController
    from clubrater.domain.model import Player


class UsageError(ClubRaterError):
    """The command line itself is wrong (unknown option, missing argument)."""


class Parser(argparse.ArgumentParser):
    """argparse that refuses in one sentence (and points to the help) instead of printing usage and exiting."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message[0].upper()}{message[1:]}. See `{self.prog} --help`.")


Handler = Callable[["Context"], None]


@dataclass
class Commands:
    """The subcommand table every group adds to; keeps `--db` available after any command."""

    sub: Any  # argparse's _SubParsersAction (private type)
    common: argparse.ArgumentParser

    def add(
        self, name: str, handler: Handler, *, help: str, description: str = "", example: str | list[str] = "",
        writes: bool = False, plans: bool = False,
    ) -> argparse.ArgumentParser:
        """One command: `help` is its line in `clubrater --help`; `example` is shown in its own --help.

        `writes`: it changes the club (opened under the lock, the usual way); with `plans` it writes only a plan (a
        kept pairing), so it takes the club from its kept ratings when the file may take that write with plain
        sqlite3 (controller/opening.py `open_for_plans`)."""
        examples = [example] if isinstance(example, str) else example
        epilog = ("example:\n" if len(examples) == 1 else "examples:\n") + "\n".join(f"  {e}" for e in examples)
        p: argparse.ArgumentParser = self.sub.add_parser(
            name, parents=[self.common], help=help, description=_wrapped(description or _sentence(help)),
            epilog=epilog if examples and examples[0] else None, formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        p.set_defaults(handler=handler, writes=writes, plans=plans)
        return p

    def group(self, name: str, *, help: str, description: str = "") -> Commands:
        """A command with actions of its own (`clubrater player add ...`)."""
        p = self.sub.add_parser(
            name, parents=[self.common], help=help, description=_wrapped(description or _sentence(help)),
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        sub = p.add_subparsers(dest=f"{name}_action", metavar="ACTION", required=True, title="actions")
        return Commands(sub, self.common)


def _sentence(text: str) -> str:
    return text[0].upper() + text[1:] + ("" if text.endswith(".") else ".")


def _wrapped(text: str) -> str:
    """A description wrapped to the terminal (the examples below it keep their lines)."""
    import shutil
    import textwrap

    width = min(100, shutil.get_terminal_size().columns - 2)
    return "\n\n".join(textwrap.fill(" ".join(par.split()), width) for par in text.split("\n\n"))


@dataclass
class Context:
    """One run of one command: its arguments, where it prints, and the club it works on."""

    args: argparse.Namespace
    out: TextIO
    _ctrl: ClubController | None = None
    _cleanup: list[Callable[[], None]] = field(default_factory=list)

    def say(self, text: str) -> None:
        print(text, file=self.out)

    @property
    def db_path(self) -> Path:
        return db_path(self.args)

    @property
    def on_server(self) -> bool:
        """--db names a federation's database on a server (postgresql://...), not a club file."""
        return server_url(self.args) is not None

    @property
    def ctrl(self) -> ClubController:
        """The club, opened on first use (under the lock if the command writes); a server needs no lock.
        A command that only reads gets the club from its kept ratings when they match the file (issue 29)."""
        if self._ctrl is None:
            url = server_url(self.args)
            if url is not None:
                from clubrater.controller.session import ClubController

                self._ctrl = ClubController.open(url, password=password_prompt(url))
                self._cleanup.append(self._ctrl.close)
                for_club = getattr(self.args, "for_club", None)
                if for_club:
                    self._ctrl.federation.act_for(for_club)
                return self._ctrl
            if getattr(self.args, "writes", False):
                self._cleanup.append(_release(lock_for_writing(self.db_path)))
                if getattr(self.args, "plans", False):  # only a kept pairing: quick when the file may take it (issue 26)
                    from clubrater.controller.opening import open_for_plans

                    self._ctrl = open_for_plans(self.db_path)
                else:
                    from clubrater.controller.session import ClubController

                    self._ctrl = ClubController.open(self.db_path)
            else:
                self._ctrl = self.open_for_reading()
            self._cleanup.append(self._ctrl.close)
        return self._ctrl

    def open_for_reading(self, *, read_only: bool = False) -> ClubController:
        """The club for a command that reads it: from its kept ratings when they match the file, else the usual
        way (controller/opening.py). `read_only`: beside a window, where nothing may be recorded."""
        from clubrater.controller.opening import open_for_reading

        return open_for_reading(self.db_path, read_only=read_only)

    @contextmanager
    def lock(self) -> Iterator[None]:
        """Hold the window's lock on the club file (for commands that replace the file itself)."""
        held = lock_for_writing(self.db_path)
        try:
            yield
        finally:
            if held is not None:
                held.release()

    @property
    def opened(self) -> bool:
        return self._ctrl is not None

    def close(self) -> None:
        while self._cleanup:
            self._cleanup.pop()()

    # ----------------------------------------------------------------- what commands look up by name
    def player(self, name: str) -> Player:
        """The player answering to `name` (case and spacing do not matter); a near miss names the likely one."""
        try:
            return self.ctrl.queries.find_player(name)
        except ClubRaterError as exc:
            guess = self.ctrl.queries.lookup().suggest(name)
            raise ClubRaterError(f'{exc} Did you mean "{guess}"?' if guess else str(exc)) from None


def did_you_mean(name: str, known: list[str]) -> str:
    """ ' Did you mean "Sipho Dlamini"?' for a misspelt name, else ''."""
    import difflib

    by_key = {k.casefold(): k for k in known}
    close = difflib.get_close_matches(name.casefold(), list(by_key), n=3, cutoff=0.6)
    if not close:
        return ""
    shown = [f'"{by_key[c]}"' for c in close]
    return f" Did you mean {' or '.join([', '.join(shown[:-1]), shown[-1]] if len(shown) > 1 else shown)}?"


def _release(lock: DatabaseLock | None) -> Callable[[], None]:
    return (lambda: lock.release()) if lock is not None else (lambda: None)


def server_url(args: argparse.Namespace) -> str | None:
    """--db when it is a federation database's URL (postgresql://ROLE@HOST:PORT/DB), else None."""
    from clubrater.controller.opening import is_server_url  # not the federation's module: psycopg (issue 29)

    given = getattr(args, "db", None)
    return given.strip() if isinstance(given, str) and is_server_url(given) else None


def password_prompt(url: str) -> Callable[[], str | None]:
    """Asks for the server's password on the terminal (never stored); without a terminal, gives none.

    Asked only when neither the URL, PGPASSWORD nor libpq's password file (~/.pgpass, PGPASSFILE) had one.
    """
    def ask() -> str | None:
        import getpass

        from clubrater.controller.federation import shown_url

        if not sys.stdin.isatty():
            return None
        try:
            return getpass.getpass(f"Password for {shown_url(url)}: ")
        except (EOFError, KeyboardInterrupt):
            return None

    return ask


def db_path(args: argparse.Namespace, *, creating: bool = False) -> Path:
    """--db, else the last club used, else club.sqlite in the user's data folder."""
    from clubrater.controller.files import default_database, last_database

    given = getattr(args, "db", None)
    url = server_url(args)
    if url is not None:  # a command that needs the file itself (backups, lists, restore...)
        from clubrater.controller.federation import shown_url

        raise ClubRaterError(f"This command works on a club file, and {shown_url(url)} is a federation database "
                             "on a server: its backups are the server's (pg_dump, see the README's Federation "
                             "section), and its club's data is reached with the other commands.")
    if given:
        return Path(given).expanduser()
    if creating:
        return default_database()
    return last_database() or default_database()


def lock_for_writing(path: Path) -> DatabaseLock | None:
    """The window's lock on `path` (None when there is no file yet); refused while a window has the club open."""
    from clubrater.controller.files import acquire_lock

    if not path.exists():
        return None
    lock = acquire_lock(path)
    if lock is None:
        raise ClubRaterError(
            f"{path.name} is open in ClubRater; close it there first (or make the change in that window). "
            "Nothing was changed."
        )
    return lock


# --------------------------------------------------------------------- reading arguments
_ISO = re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})$")


def parse_date(text: str, what: str = "date") -> date:
    """YYYY-MM-DD, or `today`; an impossible date says why it does not exist."""
    text = text.strip()
    if text.lower() == "today":
        return date.today()
    m = _ISO.match(text)
    if not m:
        raise ClubRaterError(f'The {what} "{text}" is not a date; write it as YYYY-MM-DD, for example 2025-03-14.')
    y, mo, d = (int(x) for x in m.groups())
    if not 1 <= mo <= 12:
        raise ClubRaterError(f'The {what} "{text}" does not exist: there is no month {mo}.')
    last = calendar.monthrange(y, mo)[1]
    if not 1 <= d <= last:
        raise ClubRaterError(
            f'The {what} "{text}" does not exist: {calendar.month_name[mo]} {y} has {last} days.'
        )
    return date(y, mo, d)


FUTURE_HELP = "store it although it is dated after tomorrow (otherwise refused: a typing slip or a wrong clock)"


def add_future_option(p: argparse.ArgumentParser, help: str = FUTURE_HELP) -> None:
    p.add_argument("--future", action="store_true", help=help)


def refuse_future(day: date, args: argparse.Namespace, what: str) -> None:
    """A game or adjustment dated after tomorrow is refused in one sentence unless --future (issue 25)."""
    from clubrater.domain.dates import after_tomorrow

    problem = None if getattr(args, "future", False) else after_tomorrow(day, date.today())
    if problem:
        raise ClubRaterError(f"{problem[0].upper()}{problem[1:]}, so the {what} was not stored: check the date (and "
                             "this computer's clock), or give --future to store it all the same.")


def parse_rank_arg(text: str) -> Rank:
    """A rank as the players file takes it (12k, 3d, "12 kyu", 1p)."""
    try:
        return parse_rank(text)
    except RankError as exc:
        msg = str(exc).rstrip(".")
        raise ClubRaterError(f"{msg[0].upper()}{msg[1:]}.") from None


def parse_int(text: str, what: str) -> int:
    try:
        return int(text.strip())
    except ValueError:
        raise ClubRaterError(f'The {what} "{text}" is not a whole number.') from None


def parse_float(text: str, what: str) -> float:
    try:
        return float(text.strip().replace(",", "."))
    except ValueError:
        raise ClubRaterError(f'The {what} "{text}" is not a number.') from None


def print_error(message: str, err: TextIO | None = None) -> None:
    """Every refusal: one paragraph on stderr, starting with the program's name; a name it quotes (typed or
    stored) never drives the terminal (control characters shown escaped), nor does a password show."""
    from clubrater.domain.text import printable
    from clubrater.logsetup import mask_passwords

    text = " ".join(printable(mask_passwords(str(message)), keep="\n\t").split())
    print(f"clubrater: {text}", file=err or sys.stderr)


def system_names() -> list[str]:
    """The rating systems ClubRater offers, as `--system` takes them (a registered fifth one included)."""
    from clubrater.controller.systems import available_systems

    return [s.value for s in available_systems()]


def value_name(ctrl: ClubController) -> str:
    """SAGC keeps an index, the other systems a rating."""
    from clubrater.domain.model import RatingSystem

    return "index" if ctrl.system == RatingSystem.SAGC else "rating"


def standing_text(ctrl: ClubController, player_id: int) -> str:
    """A player's current rank (or grade) and index or rating, as a sentence part: "12k, index 150"."""
    from clubrater.cli.output import number

    st = ctrl.queries.player_state(player_id)
    label = str(st.rank) if st.rank is not None else st.grade
    value = f"{value_name(ctrl)} {number(st.value)}"
    return f"{label}, {value}" if label else value
