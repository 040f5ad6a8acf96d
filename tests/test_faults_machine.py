"""The machine's faults by their names: a full disk, a read-only club, odd characters in a path.

Each through the `clubrater` command, as a secretary meets them (issue 19): a full disk was reported as
"cannot lock (UnknownError)", "damaged ... no good backup" or an SQLAlchemy traceback with the INSERT and
its parameters; a read-only club gave tracebacks with SQL, or could not even be viewed; `init --db 'a?b.db'`
created a file named `a`.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.fault_env import fill, read_only_mount, small_disk
from tests.test_safety import make_club, write_games_csv

REPO = Path(__file__).resolve().parents[1]


def cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "clubrater.cli", *args], capture_output=True, text=True, cwd=REPO,
                          env=env, check=False, timeout=300)  # fmt: skip


def state(path: Path) -> dict[str, list[tuple]]:
    """Every row of every table, read without writing anything (not even a -shm file)."""
    import sqlite3

    con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True)
    try:
        tables = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name")]
        return {t: con.execute(f'SELECT * FROM "{t}" ORDER BY rowid').fetchall() for t in tables}
    finally:
        con.close()


def one_plain_line(err: str) -> str:
    """What a refusal must look like: one line, no traceback, no SQL."""
    assert err.count("\n") <= 1, err
    for leak in ("Traceback", "INSERT", "SELECT", "sqlalche", "OperationalError", "[SQL"):
        assert leak not in err, err
    return err


def test_a_full_disk_is_called_a_full_disk_and_the_club_stays_whole(tmp_path: Path) -> None:
    write_games_csv(tmp_path / "big.csv", 60_000, seed=5)
    with small_disk(tmp_path / "disk", "3m") as disk:
        db = make_club(disk / "club", games=300)
        before = state(db)
        done = cli("--db", str(db), "import", "games", str(tmp_path / "big.csv"))
        assert done.returncode == 1
        err = one_plain_line(done.stderr)
        assert f"The disk holding {db.parent} is full" in err and "damaged" not in err
        assert state(db) == before

        fill(disk)  # now not a byte left
        for args in (["standings"], ["check"], ["export", str(tmp_path / "club.xlsx")]):
            done = cli("--db", str(db), *args)
            assert done.returncode == 0, (args, done.stderr)  # viewing and exporting to another disk still work
        assert (tmp_path / "club.xlsx").stat().st_size > 0
        for args in (["backup"], ["system", "egf"], ["import", "games", str(disk / "club" / "games.csv")]):
            done = cli("--db", str(db), *args)
            assert done.returncode == 1, args
            err = one_plain_line(done.stderr)
            assert "is full" in err and "damaged" not in err, (args, err)
        assert state(db) == before


def test_a_club_on_a_read_only_disk_can_be_viewed_and_exported_and_refuses_changes_plainly(tmp_path: Path) -> None:
    make_club(tmp_path / "club", games=100)
    write_games_csv(tmp_path / "new.csv", 50, seed=9)
    out = tmp_path / "out"
    out.mkdir()
    with read_only_mount(tmp_path / "club", tmp_path / "ro") as ro:
        db = ro / "club.sqlite"
        before = state(db)
        listed = cli("--db", str(db), "standings")
        assert listed.returncode == 0 and "Player" in listed.stdout
        assert cli("--db", str(db), "export", str(out / "club.xlsx")).returncode == 0
        assert cli("--db", str(db), "check").returncode == 0
        for args in (["import", "games", str(tmp_path / "new.csv")], ["system", "egf"], ["backup"]):
            done = cli("--db", str(db), *args)
            assert done.returncode == 1, args
            err = one_plain_line(done.stderr)
            assert "read-only" in err and "nothing was changed" in err.lower() or "unchanged" in err, (args, err)
        assert state(db) == before
    assert (out / "club.xlsx").stat().st_size > 0


def test_printing_a_read_only_club_to_another_folder_works_and_records_nothing(tmp_path: Path) -> None:
    make_club(tmp_path / "club", games=100)
    out = tmp_path / "out"
    out.mkdir()
    with read_only_mount(tmp_path / "club", tmp_path / "ro") as ro:
        done = cli("--db", str(ro / "club.sqlite"), "print", str(out / "board.pdf"))
        assert done.returncode == 0, done.stderr
        assert (out / "board.pdf").read_bytes().startswith(b"%PDF-")
        assert state(ro / "club.sqlite")["printouts"] == []


def test_a_read_only_file_in_a_writable_folder(tmp_path: Path) -> None:
    """The file itself read-only (a read-only bind mount of just the file: root writes through chmod 444)."""
    folder = tmp_path / "club"
    db = make_club(folder, games=60)
    with read_only_mount(db, db):
        before = state(db)
        listed = cli("--db", str(db), "standings")
        assert listed.returncode == 0, listed.stderr
        changed = cli("--db", str(db), "system", "egf")
        assert changed.returncode == 1
        assert "read-only" in one_plain_line(changed.stderr)
        assert state(db) == before


@pytest.mark.parametrize("name", ["a?b.db", "c%20d.db", "e#f.sqlite", "g h.sqlite", "club%20copy.sqlite"])
def test_a_path_with_odd_characters_is_that_file_and_no_other(tmp_path: Path, name: str) -> None:
    folder = tmp_path / "clubs"
    folder.mkdir()
    made = cli("--db", str(folder / name), "init", "--system", "sagc")
    assert made.returncode == 0, made.stderr
    assert sorted(p.name for p in folder.iterdir() if not p.name.startswith(".")) == [name]
    (folder / "players.csv").write_text("name,rank\nAnna,3k\nBen,5k\n", encoding="utf-8")
    assert cli("--db", str(folder / name), "import", "players", str(folder / "players.csv")).returncode == 0
    listed = cli("--db", str(folder / name), "standings")
    assert listed.returncode == 0 and "Anna" in listed.stdout
    assert sorted(p.name for p in folder.iterdir()) == sorted([name, "players.csv", "backups"]) or sorted(
        p.name for p in folder.iterdir()) == sorted([name, "players.csv"])
