"""Clubs of a federation: who entered what, who may change it, and hearing of other secretaries' saves.

`ctrl.federation` is present on a club file too (one member club, the file's own, which the
secretary may change entirely), so the window and the command line ask the same questions of
both. The rights themselves are the server's (row-level security, revision 0006); `why_not`
says beforehand, in one sentence, what the server would refuse.

Also here, for the front ends: setting a federation up (`init_federation`, `add_club`,
`add_officer`) and the `Listener` that waits for another secretary's save (LISTEN clubrater, on
its own connection; no Qt: the window wraps it in a QSocketNotifier or a thread).
"""

from __future__ import annotations

import select as select_module
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from clubrater.controller.catchup import Arrived
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Messages
from clubrater.store.server import (
    NotAllowedError,
    ServerDatabase,
    ServerError,
    ServerLoginError,
    ServerLostError,
    ServerSchemaError,
    connect_raw,
    is_server_url,
    shown_url,
)


class FederationMessages(Messages):
    """A federation on a server: who may change what, and setting it up."""


# `club` below is a ClubState; not imported, since state.py builds the Federation (tests/test_layers.py)
ClubState = Any

__all__ = [
    "Arrived", "Federation", "Listener", "MemberClub", "NotAllowedError", "ServerError", "ServerLoginError",
    "ServerLostError", "ServerSchemaError", "add_club", "add_officer", "init_federation", "is_server_url",
    "shown_url",
]

KINDS = ("player", "game", "event", "adjustment")


@dataclass(frozen=True, slots=True)
class MemberClub:
    id: int
    name: str
    role: str | None = None


class Federation:
    """The member clubs of the open database, and the rights of whoever is connected."""

    def __init__(self, club: ClubState) -> None:
        self._c = club
        self._me: str | None = None
        self._officer: bool | None = None
        if club.on_server:
            self._who()

    def _who(self) -> None:
        from sqlalchemy import text

        with self._c.db.reading() as s:
            row = s.execute(text("SELECT session_user::text, clubrater_is_officer()")).one()
        self._me, self._officer = str(row[0]), bool(row[1])

    # ----------------------------------------------------------------- clubs
    def clubs(self) -> list[MemberClub]:
        """Every member club, by name."""
        c = self._c
        if not c.on_server:
            return [MemberClub(1, c.club_name)]
        return sorted((MemberClub(i, n, c.club_roles.get(i)) for i, n in c.member_clubs.items()),
                      key=lambda m: m.name.casefold())

    def club(self, club_id: int) -> MemberClub:
        for m in self.clubs():
            if m.id == club_id:
                return m
        raise ClubRaterError(FederationMessages.tr("There is no member club number {number}.").format(number=club_id))

    def club_named(self, name: str) -> MemberClub:
        """A member club by name (case and spacing do not matter)."""
        key = " ".join(name.split()).casefold()
        for m in self.clubs():
            if m.name.casefold() == key:
                return m
        names = ", ".join(m.name for m in self.clubs()) or FederationMessages.tr("none yet", "no member clubs")
        raise ClubRaterError(FederationMessages.tr('There is no member club "{name}" (the clubs: {names}).').format(name=name, names=names))

    def mine(self) -> MemberClub | None:
        """The connected secretary's club; None for the federation officer (and on a club file, its own club)."""
        if not self._c.on_server:
            return self.clubs()[0]
        return next((m for m in self.clubs() if m.role == self._me), None)

    def is_officer(self) -> bool:
        """May change everything: the federation officer, or anybody on a club file."""
        return not self._c.on_server or bool(self._officer)

    def role(self) -> str | None:
        return self._me

    def act_for(self, name: str | None) -> None:
        """The officer enters new rows for this club (None: each game for its Black player's home club)."""
        if not self._c.on_server:
            return
        db: ServerDatabase = self._c.db
        if name is None:
            db.acting = None
            return
        m = self.club_named(name)
        mine = self.mine()
        if not self.is_officer() and (mine is None or mine.id != m.id):
            raise NotAllowedError(FederationMessages.tr("Only the federation officer enters for another club; you enter for {club}.").format(
                club=mine.name if mine else FederationMessages.tr("no club")))
        db.acting = m.id

    def acting(self) -> MemberClub | None:
        """The club new rows are entered for: the officer's choice, else the secretary's own."""
        if not self._c.on_server:
            return self.mine()
        acting = getattr(self._c.db, "acting", None)
        return self.club(acting) if acting is not None else self.mine()

    # ----------------------------------------------------------------- rows
    def home_club(self, player_id: int) -> MemberClub:
        return self.club(self._c.home_club.get(player_id, 1)) if self._c.on_server else self.clubs()[0]

    def entered_by(self, kind: str, row_id: int) -> MemberClub:
        """The club that entered a game, event or adjustment (a player: his home club)."""
        if not self._c.on_server:
            return self.clubs()[0]
        return self.club(self._club_id(kind, row_id))

    def _club_id(self, kind: str, row_id: int) -> int:
        c = self._c
        maps = {"player": c.home_club, "game": c.game_club, "event": c.event_club, "adjustment": c.adjustment_club}
        if kind not in maps:
            raise ValueError(f"kind must be one of {KINDS}, not {kind!r}")
        found = maps[kind].get(row_id)
        if found is None:
            raise ClubRaterError({"player": FederationMessages.tr("There is no player number {number}."),
                                  "game": FederationMessages.tr("There is no game number {number}."),
                                  "event": FederationMessages.tr("There is no event number {number}."),
                                  "adjustment": FederationMessages.tr("There is no adjustment number {number}.")}[kind]
                                 .format(number=row_id))
        return found

    def why_not(self, kind: str, row_id: int) -> str:
        """"" when the connected user may change this row; else the reason, one sentence for a tooltip."""
        if self.is_officer():
            return ""
        mine = self.mine()
        owner = self._club_id(kind, row_id)
        if mine is not None and owner == mine.id:
            return ""
        name = self._c.club_name_of(owner)
        if kind == "player":
            return FederationMessages.tr("A player of {club}; only its secretary or the federation officer can change "
                                         "him.").format(club=name)
        return FederationMessages.tr("Entered by {club}; only its secretary or the federation officer can change it.").format(
            club=name)

    def why_not_game(self, black: int, white: int, event: int | None) -> str:
        """"" when the connected secretary may enter (or make) this game: one of its players is his club's, or
        the game is in an event his club entered; else why, one sentence. The server's policy enforces the same
        rule for every client (clubrater_may_enter_game, revision 0007); the officer may enter any game."""
        if self.is_officer():
            return ""
        mine = self.mine()
        c = self._c
        if mine is not None and (c.home_club.get(black) == mine.id or c.home_club.get(white) == mine.id
                                 or (event is not None and c.event_club.get(event) == mine.id)):
            return ""
        club = mine.name if mine is not None else FederationMessages.tr("your club")

        def name(pid: int) -> str:
            p = c.history.players.get(pid)
            return p.name if p is not None else FederationMessages.tr("player {number}").format(number=pid)

        return FederationMessages.tr("Neither {black} nor {white} plays for {club}, and the game is in no event {club} "
                                     "entered: only their clubs' secretaries or the federation officer can enter "
                                     "it.").format(black=name(black), white=name(white), club=club)

    def check(self, kind: str, *row_ids: int) -> None:
        """Refuse, in one sentence, a change the server would refuse (before anything is touched)."""
        for row_id in row_ids:
            reason = self.why_not(kind, row_id)
            if reason:
                raise NotAllowedError(FederationMessages.tr("{reason} Nothing was changed.").format(reason=reason))

    def may_add_player(self) -> str:
        """"" when a new player can be added; else why (the officer must say for which club)."""
        if self.acting() is None:
            return FederationMessages.tr("The federation officer adds a player for a member club: choose the club first "
                                         "(--for-club NAME on the command line, the club picker in the window).")
        return ""


# --------------------------------------------------------------------- hearing of other secretaries
class Listener:
    """LISTEN clubrater on a connection of its own; `wait` blocks until another save arrives (or the timeout)."""

    def __init__(self, db: Any) -> None:
        self._con: Any = None
        if getattr(db, "on_server", False):
            self._con = connect_raw(db, autocommit=True)
            self._con.execute("LISTEN clubrater")
        self.payloads: list[str] = []  # "<club id>:<kind>" as the server sent them, since the last take()

    def fileno(self) -> int:
        """The socket to watch (a QSocketNotifier); -1 on a club file."""
        return int(self._con.fileno()) if self._con is not None else -1

    def pending(self) -> bool:
        """Collect what has arrived without waiting; True if anything did."""
        return self.wait(0.0)

    def wait(self, timeout: float) -> bool:
        """Wait up to `timeout` seconds for a notification; True if any arrived (all waiting ones are collected)."""
        if self._con is None:
            if timeout > 0:
                time.sleep(timeout)
            return False
        before = len(self.payloads)
        try:
            if timeout > 0:
                select_module.select([self._con.fileno()], [], [], timeout)
            for n in self._con.notifies(timeout=0.0):
                self.payloads.append(n.payload)
        except Exception as exc:  # psycopg.OperationalError: the server went away
            raise ServerLostError(FederationMessages.tr("The connection to the federation database was lost; other secretaries' changes will show after reconnecting.")) from exc
        return len(self.payloads) > before

    def take(self) -> list[str]:
        out, self.payloads = self.payloads, []
        return out

    def close(self) -> None:
        if self._con is not None:
            try:
                self._con.close()
            finally:
                self._con = None


# --------------------------------------------------------------------- setting a federation up
def init_federation(url: str, system: str, name: str, *, password: Callable[[], str | None] | None = None) -> str:
    """Create (or upgrade) the schema, the federation's row and the roles; what was done, as a sentence."""
    from clubrater.engines.registry import engine_for, system_from_name
    from clubrater.store import federation as setup  # (psycopg: a club file's writes never need it, issue 29)

    sys_ = system_from_name(system)
    engine_for(sys_)
    db = ServerDatabase.open(url, password=password, create=True)
    try:
        made = setup.init(db, sys_.value, name.strip() or "Federation")
    finally:
        db.close()
    where = db.where
    if made:
        return (f"Set up the federation {name.strip() or 'Federation'} ({sys_.label}) at {where}, with the roles "
                f"{setup.OFFICER} and {setup.SECRETARY}. Add clubs with `clubrater federation add-club`.")
    return f"{where} was already set up; its schema and rights are now current."


def add_club(url: str, name: str, secretary: str, secret: str | None, *,
             password: Callable[[], str | None] | None = None) -> str:
    """A member club and its secretary's login role; what was done, as a sentence."""
    from clubrater.store import federation as setup

    db = ServerDatabase.open(url, password=password, upgrade=False)
    try:
        setup.add_club(db, name, secretary, secret)
    finally:
        db.close()
    how = "" if secret else " (no password was set: the server's administrator gives it one)"
    return f"Added the club {' '.join(name.split())}; its secretary logs in as {secretary.strip()}{how}."


def add_officer(url: str, role: str, secret: str | None, *, password: Callable[[], str | None] | None = None) -> str:
    from clubrater.store import federation as setup

    db = ServerDatabase.open(url, password=password, upgrade=False)
    try:
        setup.add_officer(db, role, secret)
    finally:
        db.close()
    return f"{role.strip()} is now a federation officer: may change every club's players and games."
