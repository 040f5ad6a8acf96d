"""A federation on the test server, set up the way the README tells an IT volunteer to: init, add clubs, an officer.

Roles belong to the whole server, so every federation's roles carry its database's name.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field

from clubrater.controller.federation import add_club, add_officer, init_federation
from tests.pg_server import PostgresServer


@dataclass
class Fed:
    server: PostgresServer
    database: str
    admin_url: str  # the server's superuser (who ran federation init)
    passwords: dict[str, str] = field(default_factory=dict)  # role -> password
    roles: dict[str, str] = field(default_factory=dict)  # club name -> secretary role

    def url(self, role: str, password: str | None = None) -> str:
        secret = self.passwords[role] if password is None else password
        return self.server.url(self.database, role, secret)

    def secretary_url(self, club: str) -> str:
        return self.url(self.roles[club])

    @property
    def officer_url(self) -> str:
        return self.url(f"{self.database}_officer")

    def add_club(self, name: str) -> str:
        role = f"{self.database}_{name.lower().replace(' ', '_')}"
        password = secrets.token_hex(8)
        add_club(self.admin_url, name, role, password)
        self.passwords[role] = password
        self.roles[name] = role
        return role

    def conninfo(self, role: str, password: str | None = None) -> str:
        """libpq's keyword form, for a psql-like psycopg connection as this role."""
        secret = self.passwords[role] if password is None else password
        return (f"host=127.0.0.1 port={self.server.port} dbname={self.database} user={role} "
                f"password={secret}")


def federation(server: PostgresServer, database: str, clubs: tuple[str, ...] = ("Pretoria", "Cape Town"),
               system: str = "sagc", name: str = "SAGC") -> Fed:
    """A fresh database set up as a federation with these clubs (each with its secretary) and an officer."""
    admin = server.create_database(database)
    init_federation(admin, system, name)
    fed = Fed(server, database, admin)
    for club in clubs:
        fed.add_club(club)
    officer = f"{database}_officer"
    fed.passwords[officer] = secrets.token_hex(8)
    add_officer(admin, officer, fed.passwords[officer])
    return fed
