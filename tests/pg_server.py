"""A throwaway PostgreSQL server for the tests: Debian's server binaries, a temporary folder, loopback only.

`initdb` refuses to run as root, and CI runs as root: then the server runs as the unprivileged
user `nobody`, in a folder of its own under the system's temporary directory (pytest's own
temporary folders are private to root). In CI a missing server is a failure, never a skip.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest


def _bin_dir() -> Path | None:
    """Debian keeps the server's programs out of PATH, under /usr/lib/postgresql/VERSION/bin."""
    found = shutil.which("initdb")
    if found:
        return Path(found).parent
    versions = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"), key=lambda p: int(p.parts[-3]))
    return versions[-1].parent if versions else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass(frozen=True)
class PostgresServer:
    port: int
    password: str  # the superuser's; the server asks every TCP connection for a password (scram-sha-256)
    data: Path | None = None  # the server's own folder, its programs, and how to run them (stop/start)
    bindir: Path | None = None
    as_user: tuple[str, ...] = ()
    root: Path | None = None

    def stop(self) -> None:
        """The server goes away at once (as a crash or a pulled cable would look to a client)."""
        assert self.data is not None and self.bindir is not None
        subprocess.run([*self.as_user, str(self.bindir / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w",
                        "stop"], check=True, capture_output=True, cwd=self.root, timeout=60)

    def start(self) -> None:
        """Start it again on the same port (after stop)."""
        assert self.data is not None and self.bindir is not None and self.root is not None
        subprocess.run([*self.as_user, str(self.bindir / "pg_ctl"), "-D", str(self.data), "-l",
                        str(self.root / "server.log"), "-w", "-t", "60", "-o",
                        f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c fsync=off", "start"],
                       check=True, capture_output=True, cwd=self.root, timeout=120)

    def url(self, database: str = "postgres", role: str = "postgres", password: str | None = None) -> str:
        secret = self.password if password is None else password
        return f"postgresql+psycopg://{role}:{secret}@127.0.0.1:{self.port}/{database}"

    def create_database(self, name: str) -> str:
        """A fresh database (the name from the test, never from outside); its superuser URL."""
        import psycopg

        with psycopg.connect(f"host=127.0.0.1 port={self.port} user=postgres password={self.password} "
                             "dbname=postgres", autocommit=True) as con:
            con.execute(psycopg.sql.SQL("CREATE DATABASE {}").format(psycopg.sql.Identifier(name)))
        return self.url(name)


@contextlib.contextmanager
def running_server() -> Iterator[PostgresServer]:
    bindir = _bin_dir()
    if bindir is None:
        message = "PostgreSQL's server (Debian package postgresql) is not installed"
        if os.environ.get("CI"):
            pytest.fail(message + "; .ci/run installs it")
        pytest.skip(message)
    root = Path(tempfile.mkdtemp(prefix="clubrater-pg-"))
    as_user: list[str] = []
    if os.geteuid() == 0:
        shutil.chown(root, "nobody", "nogroup")
        as_user = ["runuser", "-u", "nobody", "--"]
    password = secrets.token_hex(12)
    pwfile = root / "pw"
    pwfile.write_text(password + "\n")
    if as_user:
        shutil.chown(pwfile, "nobody", "nogroup")
    data, log = root / "data", root / "server.log"
    port = _free_port()

    def run(*args: str) -> None:
        subprocess.run([*as_user, *args], check=True, capture_output=True, text=True, cwd=root, timeout=120)

    try:
        run(str(bindir / "initdb"), "-D", str(data), "-U", "postgres", "--pwfile", str(pwfile), "-E", "UTF8",
            "--locale=C", "--auth-host=scram-sha-256", "--auth-local=trust")
        pwfile.unlink()
        run(str(bindir / "pg_ctl"), "-D", str(data), "-l", str(log), "-w", "-t", "60", "-o",
            f"-p {port} -k {root} -c listen_addresses=127.0.0.1 -c fsync=off", "start")
        yield PostgresServer(port, password, data, bindir, tuple(as_user), root)
    except subprocess.CalledProcessError as exc:
        tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
        pytest.fail(f"the test PostgreSQL server did not start: {exc.stderr or exc}\n{tail}")
    finally:
        if (data / "postmaster.pid").exists():
            subprocess.run([*as_user, str(bindir / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop"],
                           capture_output=True, cwd=root, timeout=60)
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresServer]:
    with running_server() as server:
        yield server
