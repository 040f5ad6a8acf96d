"""Issue 14: the integrity check runs beside the first read, and still guards every write.

A club opened by a caller that holds its lock (`ClubController.open(..., locked=True)`, the window
and the writing commands) is read through a read-only connection while SQLite checks the file in a
thread. These tests damage real club files and check that nothing is written to them, not even a
-wal, -shm or backup file, and that an intact club opens exactly as by the old order.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from types import SimpleNamespace

import pytest

from clubrater.controller import snapshot
from clubrater.controller.session import ClubController
from clubrater.store.backups import list_backups
from clubrater.store.database import DamagedDatabaseError, Database
from clubrater.store.models import Club
from tests import test_snapshot
from tests.test_safety import _damage, db_state, make_club, sha, standings


def _listing(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


@pytest.mark.parametrize("how", ["truncated", "games page overwritten", "header zeroed", "index pages scrambled"])
def test_a_damaged_file_opened_with_the_check_beside_is_refused_and_never_written(tmp_path: Path, how: str) -> None:
    club = make_club(tmp_path / "club")
    Database.open(club).close()  # today's backup, taken while the file was good
    good = list_backups(club)[0]
    _damage(club, how)
    damaged, mtime = sha(club), club.stat().st_mtime_ns
    before = _listing(club.parent)
    with pytest.raises(DamagedDatabaseError) as caught:
        ClubController.open(club, locked=True)
    assert sha(club) == damaged and club.stat().st_mtime_ns == mtime
    assert _listing(club.parent) == before  # no -wal, no -shm, no backup of the damage
    assert caught.value.backup is not None and caught.value.backup.path == good.path
    assert good.path.name in str(caught.value)


def _scramble_an_index(club: Path) -> None:
    """One index page of the games overwritten: the tables (players, games, the snapshot, the club row) stay
    readable, SQLite's integrity check finds the damage."""
    con = sqlite3.connect(f"{club.as_uri()}?mode=ro", uri=True)
    try:
        (root,) = con.execute("SELECT rootpage FROM sqlite_master WHERE name = 'ix_games_black_id'").fetchone()
        (size,) = con.execute("PRAGMA page_size").fetchone()
    finally:
        con.close()
    data = bytearray(club.read_bytes())
    start = (root - 1) * size + 8
    data[start : start + size - 8] = bytes(range(256)) * ((size - 8) // 256) + bytes((size - 8) % 256)
    club.write_bytes(bytes(data))


def test_no_write_reaches_a_damaged_file_before_the_check_beside_has_passed(tmp_path: Path) -> None:
    """The file is read while the check runs; a write asked meanwhile waits for the check and is refused."""
    club = make_club(tmp_path / "club")
    Database.open(club).close()
    _scramble_an_index(club)
    damaged = sha(club)
    before = _listing(club.parent)
    db = Database.open(club, check="beside")
    try:
        with db.reading() as s:  # the table pages are intact: the club row can be read
            assert s.get(Club, 1) is not None
        for _attempt in range(2):  # the first write waits for the check and is refused; so is every later one
            with pytest.raises(DamagedDatabaseError), db.transaction() as s:
                s.get(Club, 1).name = "Written anyway"  # type: ignore[union-attr]
    finally:
        db.close()
    assert sha(club) == damaged
    assert _listing(club.parent) == before


def test_an_intact_club_opened_with_the_check_beside_is_the_same_club_and_takes_changes(tmp_path: Path) -> None:
    club = make_club(tmp_path / "club")
    plain = ClubController.open(club)
    expected, games = standings(plain), [(g.id, g.black, g.white, g.result) for g in plain.queries.games()]
    plain.close()
    for backup in list_backups(club):  # so that the daily backup after the check can be seen
        backup.path.unlink()
    rows = db_state(club)

    ctrl = ClubController.open(club, locked=True)
    try:
        assert standings(ctrl) == expected
        assert [(g.id, g.black, g.white, g.result) for g in ctrl.queries.games()] == games
        assert db_state(club) == rows
        assert [b.reason for b in list_backups(club)] == ["daily"]  # taken once the check had passed
        ctrl.players.add("Late Arrival", "9k")
    finally:
        ctrl.close()
    con = sqlite3.connect(f"{club.as_uri()}?mode=ro", uri=True)
    try:
        assert con.execute("SELECT count(*) FROM players WHERE name = 'Late Arrival'").fetchone() == (1,)
        assert con.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    finally:
        con.close()


# ----------------------------------------------------------------------- the snapshot read beside the rows
@pytest.fixture()
def opened_locked(monkeypatch: pytest.MonkeyPatch) -> None:
    """test_snapshot's cases, opened the window's way: the snapshot and its stamp are read in a thread."""
    monkeypatch.setattr(test_snapshot, "_open",
                        lambda path: ClubController.open(path, today=lambda: test_snapshot.TODAY, locked=True))


@pytest.mark.parametrize("system", ["sagc", "egf"])
def test_a_club_opened_with_the_check_beside_is_its_snapshot_and_equals_a_full_replay(
        tmp_path: Path, system: str, opened_locked: None) -> None:
    test_snapshot.test_reopened_club_is_its_snapshot_and_equals_a_full_replay(tmp_path, system)


def test_a_game_inserted_behind_the_programs_back_is_not_missed_when_read_beside(
        tmp_path: Path, opened_locked: None) -> None:
    test_snapshot.test_a_game_inserted_behind_the_programs_back_is_not_missed(tmp_path)


def test_a_result_changed_with_sqlite3_is_not_missed_when_read_beside(tmp_path: Path, opened_locked: None) -> None:
    test_snapshot.test_a_result_changed_with_sqlite3_is_not_missed(tmp_path)


def test_the_snapshot_is_read_beside_the_rows_only_while_the_file_is_read_as_it_is(tmp_path: Path) -> None:
    path = make_club(tmp_path / "club", games=50)
    db = Database.open(path, check="beside")
    try:
        assert db.read_as_is
        early = snapshot.prefetch(SimpleNamespace(db=db, path=path))
        assert early is not None and early.wait().error is None and early.found is not None
        db.confirm()
        assert not db.read_as_is  # writable now: the usual connection reads from here on
        assert snapshot.prefetch(SimpleNamespace(db=db, path=path)) is None
    finally:
        db.close()
