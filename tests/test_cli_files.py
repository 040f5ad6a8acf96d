"""The club file on the command line: backup, backups, restore, check, and the help (issue 10)."""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from clubrater.cli import run
from tests.test_cli_commands import cli, file_state, ok, refused, standings

CLUBRATER = Path(sys.executable).with_name("clubrater")


def real(*args: str | Path, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """The installed `clubrater` command, as a secretary's shell runs it."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "COLUMNS": "100"}
    return subprocess.run([str(CLUBRATER), *map(str, args)], capture_output=True, text=True, env=env, cwd=cwd,
                          timeout=120)


@pytest.fixture
def club(tmp_path: Path) -> Path:
    db = tmp_path / "club.sqlite"
    assert cli("init", "--system", "sagc", "--club", "Backup Club", "--db", db)[0] == 0
    ok(db, "player", "add", "Alice", "--rank", "10k", "--index", "200")
    ok(db, "player", "add", "Bob", "--rank", "7k", "--index", "-50")
    ok(db, "game", "add", "2025-01-01", "Alice", "Bob", "B", "--handicap", "2", "--komi", "0.5")
    return db


def backups(db: Path) -> list[dict]:
    return json.loads(ok(db, "backups", "--format", "json"))


def test_backup_restore_round_trip(club: Path) -> None:
    out = ok(club, "backup")
    m = re.fullmatch(r"Took a backup of club\.sqlite: (.+\.manual\.sqlite), 1 games\.\n", out)
    assert m, out
    taken = Path(m.group(1))
    assert taken.parent == club.parent / "backups" and taken.is_file()
    listed = backups(club)
    assert listed[0]["path"] == str(taken) and listed[0]["games"] == 1 and listed[0]["#"] == 1
    assert listed[0]["why"] == "taken by hand"
    text = ok(club, "backups").splitlines()
    assert text[0].split() == ["#", "taken", "why", "games", "file"] and taken.name in text[1]
    kept = standings(club)

    ok(club, "game", "add", "2025-01-02", "Bob", "Alice", "W")
    assert standings(club) != kept
    out = ok(club, "restore", "1")
    m = re.fullmatch(r"club\.sqlite is back as it was on \d{4}-\d\d-\d\d \d\d:\d\d \(1 games\)\. The file it replaced "
                     r"is kept as (club\.\S+\.before-restore\.sqlite)\.\n", out)
    assert m, out
    assert standings(club) == kept
    # the replaced file is itself a backup: restoring it undoes the restore
    before_restore = next(b for b in backups(club) if b["file"] == m.group(1))
    assert before_restore["games"] == 2 and before_restore["why"] == "before a restore"
    ok(club, "restore", before_restore["file"])
    assert [r["games"] for r in standings(club)] == [2, 2]
    # and by path
    ok(club, "restore", str(taken))
    assert standings(club) == kept


def test_restoring_a_damaged_backup_changes_nothing(club: Path, tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    ok(club, "backup")
    newest = Path(backups(club)[0]["path"])
    data = bytearray(newest.read_bytes())
    data[100:4096] = b"\x00garbage" * ((4096 - 100) // 8)
    newest.write_bytes(bytes(data))
    ok(club, "game", "add", "2025-01-02", "Bob", "Alice", "W")
    before, copies = club.read_bytes(), sorted(p.name for p in newest.parent.iterdir())
    err = refused(club, capsys, "restore", newest.name)
    assert f"The backup {newest.name} is damaged or holds no club; choose another one." in err
    assert club.read_bytes() == before and sorted(p.name for p in newest.parent.iterdir()) == copies
    junk = tmp_path / "notes.txt"
    junk.write_text("not a club")
    assert "damaged or holds no club" in refused(club, capsys, "restore", junk)
    assert "no backup number 40" in refused(club, capsys, "restore", "40")
    assert '"nothing.sqlite" is not a backup' in refused(club, capsys, "restore", "nothing.sqlite")
    assert club.read_bytes() == before


def test_restore_waits_for_an_open_window(club: Path, capsys: pytest.CaptureFixture) -> None:
    from clubrater.controller.files import acquire_lock as acquire

    ok(club, "backup")
    ok(club, "game", "add", "2025-01-02", "Bob", "Alice", "W")
    state = file_state(club)
    held = acquire(club)
    assert held is not None
    try:
        assert "is open in ClubRater" in refused(club, capsys, "restore", "1")
    finally:
        held.release()
    assert file_state(club) == state


def test_check_gives_a_plain_verdict(club: Path, capsys: pytest.CaptureFixture) -> None:
    out = ok(club, "check")
    assert out.startswith("club.sqlite is intact: SQLite's integrity check found no damage. Backup Club has 2 players "
                          "and 1 games;")
    ok(club, "backup")
    good = backups(club)[0]["file"]
    # damage a page in the middle of the file (the header stays, so it is still "an SQLite file")
    data = bytearray(club.read_bytes())
    for suffix in ("-wal", "-shm"):
        Path(f"{club}{suffix}").unlink(missing_ok=True)
    data[1024 * 2:1024 * 2 + 2048] = b"\xff" * 2048
    club.write_bytes(bytes(data))
    damaged = club.read_bytes()
    err = refused(club, capsys, "check")
    assert "club.sqlite is damaged:" in err and "Nothing was written to it." in err
    assert f"`clubrater restore {good}` puts it back" in err
    assert club.read_bytes() == damaged
    err = refused(club, capsys, "backup")
    assert "is damaged" in err and "no backup was taken" in err
    err = refused(club, capsys, "standings")  # any command that opens the club says how to put the backup back
    assert "is damaged and was not opened" in err and f"`clubrater restore {good}` puts it back" in err
    assert club.read_bytes() == damaged
    ok(club, "restore", good)
    assert ok(club, "check").startswith("club.sqlite is intact")
    assert [r["games"] for r in standings(club)] == [1, 1]
    assert "damaged file (kept as found)" in {b["why"] for b in backups(club)}  # the damaged file, kept as it was


def test_commands_on_a_missing_club(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    db = tmp_path / "none.sqlite"
    for args in (["check"], ["backup"], ["backups"], ["players"], ["game", "delete", "1"]):
        err = refused(db, capsys, *args)
        assert "no club database" in err.lower(), err
    assert not db.exists()


# --------------------------------------------------------------------- the real command
ISSUE_COMMANDS = ["players", "player", "game", "games", "adjust", "events", "event", "backup", "backups", "restore",
                  "check", "init", "import", "export", "print", "standings", "history", "system"]


def test_help_lists_every_command_with_an_example() -> None:
    r = real("--help")
    assert r.returncode == 0
    listed = re.findall(r"^    (\w+)", r.stdout.split("commands:")[1], flags=re.M)
    assert set(ISSUE_COMMANDS) <= set(listed), set(ISSUE_COMMANDS) - set(listed)
    r = real("player", "add", "--help")
    assert r.returncode == 0 and 'clubrater player add "Sipho Dlamini" --rank 12k' in r.stdout
    # every other command's help the same way, in this process (a process each would take a minute)
    for group, actions in {"player": ["add", "edit", "merge", "inactive", "active"], "game": ["add", "edit", "delete"],
                           "event": ["add", "delete"]}.items():
        assert set(actions) <= set(re.findall(r"^    (\w+)", help_of(group), flags=re.M)), group
    for command in listed:
        text = help_of(command)
        if "\nactions:" in text:  # a group: each of its actions has an example
            for action in re.findall(r"^    ([\w-]+)", text.split("\nactions:")[1], flags=re.M):  # add-club
                text = help_of(command, action)
                assert "example" in text and f"clubrater {command} {action}" in text.split("example")[1], action
        else:
            assert "example" in text and f"clubrater {command}" in text.split("example")[1], command


def help_of(*command: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit) as done:
        run([*command, "--help"])
    assert done.value.code == 0
    return out.getvalue()


def test_the_real_command_backs_up_and_restores_quietly(club: Path) -> None:
    """Only what was done on stdout; the log's notes about the restore go to the log file, not the terminal."""
    for args in (["backup"], ["restore", "1"], ["check"]):
        r = real(*args, "--db", club)
        assert r.returncode == 0 and r.stderr == "" and r.stdout.count("\n") == 1, (args, r.stdout, r.stderr)


def test_the_real_command_refuses_in_one_paragraph(tmp_path: Path) -> None:
    db = tmp_path / "c.sqlite"
    assert real("init", "--system", "egf", "--db", db).returncode == 0
    assert real("player", "add", "Anna", "--rank", "2d", "--db", db).stdout == (
        "Added Anna (2d, rating 2200) to the player list.\n")
    for args, status, words in [
        (["player", "add", "Ben", "--rank", "2x"], 1, 'Rank "2x" is not a rank'),
        (["game", "add", "2026-11-31", "Anna", "Ben", "B"], 1, "does not exist"),
        (["game", "add", "2026-11-20", "Anna", "anna", "B"], 1, "same player"),
        (["player", "merge", "Anna", "anna"], 1, "cannot be merged with himself"),
        (["game", "add", "2026-11-20", "Anna"], 2, "the following arguments are required: WHITE, RESULT"),
        (["frobnicate"], 2, "invalid choice: 'frobnicate'"),
        (["standings", "--format", "xml"], 2, "invalid choice: 'xml'"),
    ]:
        r = real(*args, "--db", db)
        assert r.returncode == status and r.stdout == "", (args, r.stderr)
        assert words.lower() in r.stderr.lower() and "Traceback" not in r.stderr and r.stderr.count("\n") == 1, r.stderr


def test_check_of_a_file_that_is_no_club(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    notes = tmp_path / "notes.sqlite"
    notes.write_text("shopping list")
    err = refused(notes, capsys, "check")
    assert "notes.sqlite is not a club file (it is not an SQLite file at all)" in err
    assert notes.read_text() == "shopping list"
