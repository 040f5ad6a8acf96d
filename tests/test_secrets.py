"""Issue 25, item 12: a server address that cannot be read gets one sentence, and no password reaches the log.

The audit typed `--db 'postgresql://pretoria:S3cretTypo@127.0.0.1:5543x/sagc'` (a typo in the port): ClubRater
crashed with "Something went wrong inside ClubRater" and wrote the whole command line, password included,
into clubrater.log, created 0644, the very file the message asks users to send.
"""

from __future__ import annotations

import logging
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from clubrater import logsetup

SECRET = "S3cretTypo"
BAD = [f"postgresql://pretoria:{SECRET}@127.0.0.1:5543x/sagc",  # the port is no number
       f"postgresql://pretoria:{SECRET}@[::1/sagc",  # an IPv6 host never closed
       f"postgresql://pretoria:{SECRET}@[::1]:99x/sagc"]


def _clubrater(*args: str, env_home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "XDG_STATE_HOME": str(env_home / "state"), "XDG_DATA_HOME": str(env_home / "data"),
           "XDG_CONFIG_HOME": str(env_home / "config"), "XDG_CACHE_HOME": str(env_home / "cache")}
    return subprocess.run([sys.executable, "-m", "clubrater.cli", *args], capture_output=True, text=True, env=env,
                          stdin=subprocess.DEVNULL, timeout=120)


def _log_text(home: Path) -> str:
    return "".join(p.read_text(encoding="utf-8") for p in (home / "state").rglob("clubrater.log*"))


@pytest.mark.parametrize("url", BAD)
def test_an_address_that_cannot_be_read_is_one_sentence_without_the_password(url: str, tmp_path: Path) -> None:
    r = _clubrater("standings", "--db", url, env_home=tmp_path)
    assert r.returncode == 1, r.stderr
    assert r.stderr.startswith("clubrater: ") and len(r.stderr.strip().splitlines()) == 1
    assert "is not a database address" in r.stderr and "postgresql://pretoria@" in r.stderr
    assert "Something went wrong" not in r.stderr
    assert SECRET not in r.stderr + r.stdout + _log_text(tmp_path)


def test_a_crash_logs_the_command_line_with_its_password_masked(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch, capsys) -> None:  # noqa: ANN001
    """A real bug (here: opening a server raising what nobody expected) logs argv and the traceback, masked."""
    from clubrater import cli
    from clubrater.controller import session

    def broken(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError(f"could not talk to postgresql://pretoria:{SECRET}@db.example.org/sagc")

    monkeypatch.setattr(session.ClubController, "open", broken)
    folder = tmp_path / "log"
    monkeypatch.setattr(logsetup, "default_log_dir", lambda: folder)
    code = cli.main(["standings", "--db", f"postgresql://pretoria:{SECRET}@db.example.org/sagc"])
    assert code == 3
    err = capsys.readouterr().err
    assert "Something went wrong" in err and SECRET not in err and "pretoria:***@db.example.org" in err
    text = (folder / logsetup.LOG_NAME).read_text(encoding="utf-8")
    assert "the command ['standings', '--db', 'postgresql://pretoria:***@db.example.org/sagc'] failed" in text
    assert "RuntimeError" in text and SECRET not in text


def test_the_log_is_the_users_alone(tmp_path: Path) -> None:
    folder = tmp_path / "log"
    folder.mkdir()
    old = folder / logsetup.LOG_NAME
    old.write_text("written by an older ClubRater\n", encoding="utf-8")
    old.chmod(0o644)
    (folder / f"{logsetup.LOG_NAME}.1").write_text("rotated\n", encoding="utf-8")
    (folder / f"{logsetup.LOG_NAME}.1").chmod(0o644)
    path = logsetup.setup_logging(folder=folder)
    logging.getLogger("clubrater.test").warning("connecting to postgresql://anna:%s@host/db", SECRET)
    handler = next(h for h in logging.getLogger("clubrater").handlers if getattr(h, logsetup._HANDLER_TAG, False))
    assert isinstance(handler, logging.handlers.RotatingFileHandler)
    handler.doRollover()  # the fresh file after a rotation is made 0600 too
    logging.getLogger("clubrater.test").warning("after the rotation")
    handler.flush()
    for p in folder.iterdir():
        assert stat.S_IMODE(p.stat().st_mode) == 0o600, p
    assert SECRET not in "".join(p.read_text(encoding="utf-8") for p in folder.iterdir())
    assert "postgresql://anna:***@host/db" in "".join(p.read_text(encoding="utf-8") for p in folder.iterdir())
    fresh = tmp_path / "fresh"
    logsetup.setup_logging(folder=fresh)
    assert stat.S_IMODE((fresh / logsetup.LOG_NAME).stat().st_mode) == 0o600
    assert path == folder / logsetup.LOG_NAME
