"""Data safety, tried by breaking things: kills, failures mid-write, damaged files, double opens, crashes.

Each test states the fault and checks what must survive it: the club's data exactly as it was
before the interrupted change, and a damaged file never written to.
"""

from __future__ import annotations

import hashlib
import logging
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Callable, Iterator
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import event
from sqlalchemy.orm import Session

from clubrater import logsetup
from clubrater.controller import imports
from clubrater.controller.session import ClubController
from clubrater.domain.errors import ClubRaterError, DiskFullError
from clubrater.domain.model import Result
from clubrater.domain.records import EventRow, GameInput
from clubrater.store import backups, safety
from clubrater.store.backups import list_backups, take_backup
from clubrater.store.database import DamagedDatabaseError, Database, ReadOnlyError

REPO = Path(__file__).resolve().parents[1]
NAMES = [f"Player {i:02d}" for i in range(40)] + ["Twin"]


# --------------------------------------------------------------------------- helpers
def db_state(path: Path) -> dict[str, list[tuple]]:
    """Every row of every table, read without writing (so it can be taken of any file, any time)."""
    con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        tables = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name")]
        return {t: con.execute(f'SELECT * FROM "{t}" ORDER BY rowid').fetchall() for t in tables}
    finally:
        con.close()


def standings(ctrl: ClubController) -> list[tuple]:
    return [(r.name, str(r.rank), r.value, r.games) for r in ctrl.queries.standings(include_inactive=True, today=date(2030, 1, 1))]


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def write_games_csv(path: Path, n: int, seed: int = 1, start: date = date(2012, 1, 1)) -> None:
    """n games between the club's players; Twin never meets Player 01 (so the two can be merged)."""
    rng = random.Random(seed)
    lines = ["date,black,white,result,handicap"]
    for i in range(n):
        while True:
            b, w = rng.sample(NAMES, 2)
            if {b, w} != {"Twin", "Player 01"}:
                break
        d = start + timedelta(days=i * 3000 // max(n, 1))
        lines.append(f"{d.isoformat()},{b},{w},{rng.choice('BW')},{rng.choice('0000123')}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def make_club(folder: Path, games: int = 400) -> Path:
    """A SAGC club with 41 players and `games` games, imported the way the secretary would."""
    folder.mkdir(parents=True, exist_ok=True)
    db = folder / "club.sqlite"
    players = folder / "players.csv"
    rng = random.Random(7)
    players.write_text(
        "name,rank,index\n" + "".join(f"{n},{rng.randint(1, 25)}k,{rng.randint(-300, 300)}\n" for n in NAMES),
        encoding="utf-8",
    )
    ctrl = ClubController.create(db, "sagc", "Safety Club")
    ctrl.imports.file("players", players)
    if games:
        write_games_csv(folder / "games.csv", games)
        ctrl.imports.file("games", folder / "games.csv")
    ctrl.close()
    return db


def no_wal(db: Path) -> bool:
    return not Path(f"{db}-wal").exists()


@pytest.fixture()
def club(tmp_path: Path) -> Path:
    return make_club(tmp_path / "club")


# --------------------------------------------------------------------------- kills (SIGKILL)
pytestmark_posix = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


@pytestmark_posix
def test_sigkill_in_the_middle_of_a_large_import_leaves_the_data_from_before(tmp_path: Path) -> None:
    """`clubrater import games` of 120,000 rows is killed once SQLite has started writing the
    transaction to the WAL; the file must open afterwards with exactly the data from before."""
    db = make_club(tmp_path / "club", games=300)
    ctrl = ClubController.open(db)
    before_standings = standings(ctrl)
    ctrl.close()
    before = db_state(db)
    big = tmp_path / "big.csv"
    write_games_csv(big, 120_000, seed=99, start=date(2020, 1, 1))
    wal = Path(f"{db}-wal")
    proc = subprocess.Popen(
        [sys.executable, "-m", "clubrater.cli", "--db", str(db), "import", "games", str(big)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=REPO,
    )
    deadline = time.monotonic() + 180
    try:
        while True:
            if proc.poll() is not None:
                out, err = proc.communicate()
                pytest.fail(f"the import ended (status {proc.returncode}) before it could be killed: {out!r} {err!r}")
            if wal.exists() and wal.stat().st_size > 256 * 1024:
                break
            assert time.monotonic() < deadline, "the import never started writing"
            time.sleep(0.002)
        os.kill(proc.pid, signal.SIGKILL)
        proc.communicate()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == -signal.SIGKILL
    assert wal.exists() and wal.stat().st_size > 256 * 1024  # the killed transaction's pages are there, uncommitted
    assert safety.integrity_problems(db) == []
    assert db_state(db) == before
    ctrl = ClubController.open(db)
    try:
        assert standings(ctrl) == before_standings
        assert len(ctrl.queries.games()) == 300
    finally:
        ctrl.close()
    assert db_state(db) == before


KILL_AT_COMMIT = textwrap.dedent(
    """
    import sys, time
    from datetime import date
    from pathlib import Path
    from sqlalchemy import event
    from sqlalchemy.orm import Session
    from clubrater.controller import imports
    from clubrater.controller.session import ClubController

    db, marker, op = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
    ctrl = ClubController.open(db)

    @event.listens_for(Session, "before_commit")
    def _hang(session):  # every statement of the change has run; the commit has not
        marker.write_text("inside the transaction")
        time.sleep(120)

    if op == "import":
        ctrl.imports.file("games", Path(sys.argv[4]))
    elif op == "merge":
        ctrl.players.merge(ctrl.queries.find_player("Player 01").id, ctrl.queries.find_player("Twin").id)
    elif op == "system":
        ctrl.settings.set_system("egf")
    elif op == "adjust":
        ctrl.players.adjust(ctrl.queries.find_player("Player 05").id, date(2013, 5, 1), rank="1d")
    """
)


@pytestmark_posix
@pytest.mark.parametrize("op", ["import", "merge", "system", "adjust"])
def test_sigkill_inside_a_change_before_its_commit_loses_only_that_change(tmp_path: Path, op: str) -> None:
    db = make_club(tmp_path / "club", games=200)
    ctrl = ClubController.open(db)
    before_standings, before_system = standings(ctrl), ctrl.system
    ctrl.close()
    before = db_state(db)
    extra = tmp_path / "more.csv"
    write_games_csv(extra, 2000, seed=5, start=date(2019, 1, 1))
    marker = tmp_path / "marker"
    proc = subprocess.Popen(
        [sys.executable, "-c", KILL_AT_COMMIT, str(db), str(marker), op, str(extra)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=REPO,
    )
    try:
        deadline = time.monotonic() + 60
        while not marker.exists():
            if proc.poll() is not None:
                pytest.fail(f"the change ended before the kill: {proc.communicate()!r}")
            assert time.monotonic() < deadline
            time.sleep(0.01)
        os.kill(proc.pid, signal.SIGKILL)
        proc.communicate()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == -signal.SIGKILL
    assert db_state(db) == before
    ctrl = ClubController.open(db)
    try:
        assert ctrl.system == before_system and standings(ctrl) == before_standings
    finally:
        ctrl.close()


# --------------------------------------------------------------------------- failures inside a transaction
def _ops() -> dict[str, Callable[[ClubController, Path], object]]:
    return {
        "import": lambda c, f: c.imports.file("games", f),
        "merge": lambda c, f: c.players.merge(c.queries.find_player("Player 01").id, c.queries.find_player("Twin").id),
        "system": lambda c, f: c.settings.set_system("egf"),
        "record sheet": lambda c, f: c.games.enter_sheet([
            GameInput(date(2014, 2, 2), c.queries.find_player("Player 03").id, c.queries.find_player("Player 04").id, Result.BLACK),
            GameInput(date(2014, 2, 3), c.queries.find_player("Player 05").id, c.queries.find_player("Player 06").id, Result.WHITE),
        ]),
        "adjustment": lambda c, f: c.players.adjust(c.queries.find_player("Player 07").id, date(2013, 1, 1), rank="2d"),
        "new player": lambda c, f: c.players.add("Newcomer", "20k"),
    }


@pytest.mark.parametrize("op", list(_ops()))
def test_a_failure_at_commit_time_leaves_file_and_window_as_before(club: Path, tmp_path: Path, op: str) -> None:
    extra = tmp_path / "more.csv"
    write_games_csv(extra, 500, seed=3, start=date(2018, 1, 1))
    ctrl = ClubController.open(club)
    before, before_standings, before_games = db_state(club), standings(ctrl), len(ctrl.queries.games())

    def fail(_session: Session) -> None:
        raise OSError(28, "No space left on device")

    event.listen(Session, "before_commit", fail)
    try:
        with pytest.raises(DiskFullError, match=f"The disk holding {club.parent} is full") as caught:
            _ops()[op](ctrl, extra)
        assert "damaged" not in str(caught.value) and "\n" not in str(caught.value)
    finally:
        event.remove(Session, "before_commit", fail)
    assert db_state(club) == before
    assert standings(ctrl) == before_standings and len(ctrl.queries.games()) == before_games
    _ops()[op](ctrl, extra)  # and the same change works once the fault is gone
    assert db_state(club) != before
    ctrl.close()


def test_an_sql_error_in_the_middle_of_a_bulk_insert_stores_nothing(club: Path, tmp_path: Path) -> None:
    """SQLite itself fails on the 1,234th of 3,000 inserted games (a trigger standing in for a full disk)."""
    ctrl = ClubController.open(club)
    with ctrl.db.engine.begin() as conn:
        seq = conn.exec_driver_sql("SELECT next_seq FROM club").scalar()
        conn.exec_driver_sql(
            f"CREATE TRIGGER disk_full BEFORE INSERT ON games WHEN NEW.seq = {seq + 1233} "
            "BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END"
        )
    before, before_standings = db_state(club), standings(ctrl)
    extra = tmp_path / "more.csv"
    write_games_csv(extra, 3000, seed=4, start=date(2018, 1, 1))
    with pytest.raises(Exception, match="disk I/O error"):
        ctrl.imports.file("games", extra)
    assert db_state(club) == before
    assert standings(ctrl) == before_standings
    ctrl.close()


# --------------------------------------------------------------------------- automatic backups
def test_backup_on_open_at_most_once_a_day(club: Path) -> None:
    assert list_backups(club) == []  # creating a club takes none: there is nothing to lose yet
    Database.open(club).close()
    Database.open(club).close()
    daily = [b for b in list_backups(club) if b.reason == "daily"]
    assert len(daily) == 1 and daily[0].games == 400
    assert daily[0].path.parent == club.parent / "backups"
    # yesterday's copy does not count for today
    yesterday = datetime.now() - timedelta(days=1)
    daily[0].path.rename(backups.backup_name(club, "daily", yesterday))
    Database.open(club).close()
    assert len([b for b in list_backups(club) if b.reason == "daily"]) == 2


def test_backups_are_standalone_copies_and_pruned_to_ten(club: Path) -> None:
    first = take_backup(club, "manual")
    con = sqlite3.connect(first)
    assert con.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    con.close()
    for days in range(1, 13):
        shutil.copyfile(first, backups.backup_name(club, "daily", datetime.now() - timedelta(days=days)))
    take_backup(club, "manual")
    kept = list_backups(club)
    assert len(kept) == backups.KEEP == 10
    assert kept[0].taken > kept[-1].taken
    assert min(b.taken for b in kept) > datetime.now() - timedelta(days=9)  # the oldest went first


def test_a_half_written_backup_is_never_listed(club: Path) -> None:
    folder = club.parent / "backups"
    folder.mkdir()
    partial = backups.backup_name(club, "daily")
    partial.with_name(partial.name + ".partial").write_bytes(b"SQLite format 3\x00" + b"\x00" * 100)
    assert list_backups(club) == []


def test_a_failed_daily_backup_does_not_stop_the_open(club: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def full_disk(*_a: object, **_k: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("clubrater.store.database.daily_backup", full_disk)
    ctrl = ClubController.open(club)
    assert len(ctrl.queries.games()) == 400
    ctrl.close()


# --------------------------------------------------------------------------- damaged files
def _games_root_page(db: Path) -> int:
    con = sqlite3.connect(f"{db.as_uri()}?mode=ro", uri=True)
    try:
        return con.execute("SELECT rootpage FROM sqlite_master WHERE name='games'").fetchone()[0]
    finally:
        con.close()


def _damage(db: Path, how: str) -> None:
    data = bytearray(db.read_bytes())
    page = int.from_bytes(data[16:18], "big") or 65536
    if how == "truncated":
        data = data[: len(data) // 2]
    elif how == "games page overwritten":
        root = _games_root_page(db)
        start = (root - 1) * page
        data[start : start + page] = random.Random(1).randbytes(page)
    elif how == "header zeroed":
        data[:100] = b"\x00" * 100
    elif how == "index pages scrambled":
        rng = random.Random(2)
        for n in range(3, len(data) // page, 2):
            data[n * page + 8 : n * page + 40] = rng.randbytes(32)
    db.write_bytes(bytes(data))


@pytest.mark.parametrize("how", ["truncated", "games page overwritten", "header zeroed", "index pages scrambled"])
def test_a_damaged_file_is_never_written_and_the_newest_good_backup_is_offered(club: Path, how: str) -> None:
    Database.open(club).close()  # today's backup
    good = list_backups(club)[0]
    ctrl = ClubController.open(club)
    ctrl.players.add("Late Arrival", "9k")  # a change after the backup: the backup is older than the file
    ctrl.close()
    assert no_wal(club)
    _damage(club, how)
    damaged_bytes, mtime = sha(club), club.stat().st_mtime_ns
    listing_before = sorted(p.name for p in club.parent.iterdir())
    with pytest.raises(DamagedDatabaseError) as caught:
        ClubController.open(club)
    err = caught.value
    assert sha(club) == damaged_bytes and club.stat().st_mtime_ns == mtime
    assert sorted(p.name for p in club.parent.iterdir()) == listing_before  # no WAL, no backup of the damage
    assert err.backup is not None and err.backup.path == good.path
    assert good.path.name in str(err) and "Restore backup" in str(err)
    with pytest.raises(DamagedDatabaseError):
        ClubController.open(club, read_only=True)
    assert sha(club) == damaged_bytes
    # the secretary accepts the offer
    kept = safety.restore_backup(club, err.backup)
    assert kept is not None and kept.parent == club.parent / "backups"
    assert sha(kept) == damaged_bytes  # the damaged file is kept byte for byte, in case it matters
    ctrl = ClubController.open(club)
    assert len(ctrl.queries.games()) == 400 and "Late Arrival" not in {p.name for p in ctrl.queries.players()}
    ctrl.close()


def test_damaged_backups_are_skipped_when_offering_one(club: Path) -> None:
    older = take_backup(club, "daily")
    time.sleep(0.01)
    newer = take_backup(club, "daily")
    _damage(newer, "games page overwritten")
    assert safety.newest_good_backup(club).path == older  # type: ignore[union-attr]
    before = sha(club)
    with pytest.raises(ClubRaterError, match="damaged"):
        safety.restore_backup(club, newer)
    assert sha(club) == before and len(list_backups(club)) == 2


def test_no_good_backup_is_said_plainly(club: Path) -> None:
    _damage(club, "truncated")
    with pytest.raises(DamagedDatabaseError, match="no good backup") as caught:
        ClubController.open(club)
    assert caught.value.backup is None


def test_restoring_the_oldest_of_ten_backups(club: Path) -> None:
    """Keeping a copy of the current file prunes the oldest backup: the one being restored must survive that."""
    ctrl = ClubController.open(club)
    for n in range(10):
        take_backup(club, f"step{n}")
        ctrl.players.add(f"Added {n}", "10k")
    ctrl.close()
    oldest = list_backups(club)[-1]
    assert oldest.reason == "step0"
    safety.restore_backup(club, oldest)
    ctrl = ClubController.open(club)
    assert not any(p.name.startswith("Added") for p in ctrl.queries.players())
    ctrl.close()
    reasons = [b.reason for b in list_backups(club)]
    assert len(reasons) == 10 and "before-restore" in reasons


@pytestmark_posix
def test_restore_discards_the_wal_of_the_replaced_file(club: Path, tmp_path: Path) -> None:
    """A writer killed after committing leaves its data in club.sqlite-wal: restoring must not replay
    that WAL onto the restored file, and the copy kept of the replaced file must include it."""
    backup = take_backup(club, "daily")
    script = textwrap.dedent(
        """
        import os, signal, sqlite3, sys
        con = sqlite3.connect(sys.argv[1])
        con.execute("PRAGMA journal_mode=WAL")
        con.execute("UPDATE club SET name = 'Committed, not checkpointed'")
        con.commit()
        os.kill(os.getpid(), signal.SIGKILL)
        """
    )
    subprocess.run([sys.executable, "-c", script, str(club)], check=False)
    assert Path(f"{club}-wal").stat().st_size > 0
    kept = safety.restore_backup(club, backup)
    assert kept is not None and no_wal(club)
    assert db_state(club) == db_state(backup)
    assert sqlite3.connect(kept).execute("SELECT name FROM club").fetchone()[0] == "Committed, not checkpointed"
    assert safety.integrity_problems(club) == []


# --------------------------------------------------------------------------- a second ClubRater
def test_read_only_open_refuses_every_change_and_writes_nothing(club: Path) -> None:
    writer = ClubController.open(club)
    n_backups = len(list_backups(club))
    reader = ClubController.open(club, read_only=True)
    assert reader.read_only and not writer.read_only
    assert standings(reader) == standings(writer)
    before_state, before_standings = db_state(club), standings(reader)
    ids = {p.name: p.id for p in reader.queries.players()}
    game = reader.queries.games()[0]
    batch = imports.read_file("players", club.parent / "players.csv")
    changes: list[Callable[[], object]] = [
        lambda: reader.players.add("Newcomer", "12k"),
        lambda: reader.players.edit(ids["Player 02"], name="Renamed"),
        lambda: reader.players.set_active(ids["Player 02"], False),
        lambda: reader.players.merge(ids["Player 01"], ids["Twin"]),
        lambda: reader.games.enter(GameInput(date(2015, 1, 1), ids["Player 03"], ids["Player 04"], Result.BLACK)),
        lambda: reader.games.delete([game.id]),
        lambda: reader.players.adjust(ids["Player 05"], date(2015, 1, 1), rank="3d"),
        lambda: reader.events.add(EventRow(name="Winter Cup")),
        lambda: reader.settings.set_system("egf"),
        lambda: reader.settings.rename("Renamed Club"),
        lambda: reader.imports.batch(batch),
    ]
    for change in changes:
        with pytest.raises(ClubRaterError) as caught:
            change()
        if not isinstance(caught.value, ReadOnlyError):  # refused for its own reason first: fine too
            assert "read-only" not in str(caught.value)
    assert db_state(club) == before_state and standings(reader) == before_standings
    assert len(list_backups(club)) == n_backups
    # the first window keeps working, and the reader sees its changes on reload
    writer.players.add("Newcomer", "12k")
    reader.reload()
    assert "Newcomer" in {p.name for p in reader.queries.players()}
    reader.close()
    writer.close()


def test_read_only_open_of_a_file_that_needs_upgrading_is_refused(club: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Read-only never migrates: a file behind the program's schema is refused, untouched."""
    monkeypatch.setattr("clubrater.store.database.head_revision", lambda: "9001later")
    before = sha(club)
    with pytest.raises(ClubRaterError, match="needs upgrading"):
        ClubController.open(club, read_only=True)
    assert sha(club) == before and list_backups(club) == []


HOLD_LOCK = textwrap.dedent(
    """
    import sys, time
    from clubrater.controller.session import ClubController
    from clubrater.ui.lock import acquire
    lock = acquire(sys.argv[1])
    ctrl = ClubController.open(sys.argv[1])
    print("locked" if lock else "refused", flush=True)
    time.sleep(120)
    """
)


@pytestmark_posix
def test_second_clubrater_is_told_the_file_is_in_use_and_a_crashed_ones_lock_is_stale(club: Path) -> None:
    from clubrater.ui import lock

    proc = subprocess.Popen([sys.executable, "-c", HOLD_LOCK, str(club)], stdout=subprocess.PIPE, text=True, cwd=REPO)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
        assert lock.acquire(club) is None
        who = lock.holder(club)
        assert who is not None and who.pid == proc.pid
        assert f"process {proc.pid}" in lock.in_use_message(club) and "read-only" in lock.in_use_message(club)
        reader = ClubController.open(club, read_only=True)  # what the second window offers
        assert len(reader.queries.games()) == 400
        with pytest.raises(ReadOnlyError):
            reader.players.add("Someone", "3k")
        reader.close()
        os.kill(proc.pid, signal.SIGKILL)  # the first ClubRater crashes, leaving its lock file
        proc.wait()
        assert lock.lock_path(club).exists()
        taken = lock.acquire(club)
        assert taken is not None and taken.held
        assert lock.holder(club).pid == os.getpid()  # type: ignore[union-attr]
        taken.release()
        assert not lock.lock_path(club).exists()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_lock_in_one_process_and_release(club: Path) -> None:
    from clubrater.ui import lock

    first = lock.acquire(club)
    assert first is not None
    assert lock.acquire(str(club.parent / "." / club.name)) is None  # another spelling of the same file
    first.release()
    first.release()  # twice is harmless
    with lock.acquire(club) as again:  # type: ignore[union-attr]
        assert again.held
    assert not lock.lock_path(club).exists()


def test_a_club_in_a_read_only_folder_is_locked_by_the_file_and_opens_read_only(tmp_path: Path) -> None:
    """No lock file can be made beside it, and none is needed (nobody can write there); the per-file lock
    still keeps a second ClubRater out, and the club opens for viewing only."""
    from clubrater.store import lock
    from tests.fault_env import read_only_mount

    make_club(tmp_path / "club", games=20)
    with read_only_mount(tmp_path / "club", tmp_path / "ro") as ro:
        db = ro / "club.sqlite"
        held = lock.acquire(db)
        assert held is not None and held.held and not lock.lock_path(db).exists()
        assert lock.acquire(tmp_path / "club" / "club.sqlite") is None  # the same file by its writable name
        ctrl = ClubController.open(db)
        assert ctrl.read_only and len(ctrl.queries.games()) == 20
        with pytest.raises(ReadOnlyError, match="read-only"):
            ctrl.players.add("Someone", "3k")
        ctrl.close()
        held.release()


# --------------------------------------------------------------------------- the log
@pytest.fixture()
def log_to(tmp_path: Path) -> Iterator[Path]:
    folder = tmp_path / "logs"
    yield folder
    root = logging.getLogger("clubrater")
    for h in [h for h in root.handlers if getattr(h, logsetup._HANDLER_TAG, False)]:
        root.removeHandler(h)
        h.close()
    for h in [h for h in logging.getLogger("py.warnings").handlers if getattr(h, logsetup._HANDLER_TAG, False)]:
        logging.getLogger("py.warnings").removeHandler(h)
    logging.captureWarnings(False)
    logsetup._log_file = None


def test_log_goes_to_a_rotating_file_in_the_user_log_folder(log_to: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from platformdirs import user_log_dir

    assert logsetup.log_file() == Path(user_log_dir("ClubRater", appauthor=False)) / "clubrater.log"
    monkeypatch.setattr(logsetup, "MAX_BYTES", 2_000)
    path = logsetup.setup_logging(folder=log_to)
    logsetup.setup_logging(folder=log_to)  # twice: still one handler
    assert path == log_to / "clubrater.log" == logsetup.log_file()
    assert len([h for h in logging.getLogger("clubrater").handlers if getattr(h, logsetup._HANDLER_TAG, False)]) == 1
    for n in range(100):
        logging.getLogger("clubrater.test").warning("line %d of the log", n)
    assert "line 99 of the log" in path.read_text(encoding="utf-8")
    assert (log_to / "clubrater.log.1").exists() and not (log_to / "clubrater.log.6").exists()


def test_store_events_are_logged(club: Path, log_to: Path) -> None:
    path = logsetup.setup_logging(folder=log_to)
    Database.open(club).close()
    _damage(club, "truncated")
    with pytest.raises(DamagedDatabaseError):
        Database.open(club)
    text = path.read_text(encoding="utf-8")
    assert "backup of" in text and "damaged" in text


def test_excepthook_logs_and_passes_on(log_to: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[type[BaseException]] = []
    monkeypatch.setattr(sys, "excepthook", lambda t, e, tb: seen.append(t))
    monkeypatch.setattr(threading, "excepthook", lambda args: None)
    path = logsetup.setup_logging(folder=log_to)
    logsetup.install_excepthook()
    logsetup.install_excepthook()  # idempotent
    try:
        raise LookupError("the missing piece")
    except LookupError:
        sys.excepthook(*sys.exc_info())  # type: ignore[arg-type]
    t = threading.Thread(target=lambda: 1 / 0, name="worker")
    t.start()
    t.join()
    text = path.read_text(encoding="utf-8")
    assert seen == [LookupError]
    assert "LookupError: the missing piece" in text and "Traceback" in text
    assert "thread worker" in text and "ZeroDivisionError" in text


# --------------------------------------------------------------------------- the window's side (Qt, offscreen)
@pytest.fixture()
def gui_hook(qapp: object, log_to: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    from clubrater.ui import errors

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    monkeypatch.setattr(errors, "_reporter", None)
    yield logsetup.setup_logging(folder=log_to)
    box = errors.error_dialog()
    if box is not None:
        box.close()


@pytest.mark.gui
@pytest.mark.qt_no_exception_capture
def test_unexpected_exception_shows_a_dialog_and_the_window_stays(qtbot, gui_hook: Path) -> None:  # noqa: ANN001
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMainWindow, QPushButton

    from clubrater.ui import errors

    window = QMainWindow()
    button = QPushButton("Rate", window)
    window.setCentralWidget(button)
    qtbot.addWidget(window)
    window.show()
    errors.install_gui_excepthook(lambda: window)

    def broken_slot() -> None:
        raise KeyError("a bug in a slot")

    button.clicked.connect(broken_slot)
    QTimer.singleShot(0, button.click)
    qtbot.waitUntil(lambda: errors.error_dialog() is not None and errors.error_dialog().isVisible(), timeout=5000)
    box = errors.error_dialog()
    assert window.isVisible()
    assert str(gui_hook) in box.text() and "KeyError" in box.text()
    assert "a bug in a slot" in box.detailedText()
    assert not box.isModal()
    log = gui_hook.read_text(encoding="utf-8")
    assert "KeyError" in log and "broken_slot" in log
    # more errors while it is open: one dialog, counting
    threading.Thread(target=lambda: [][1], name="worker").start()
    qtbot.waitUntil(lambda: "2 errors" in box.informativeText(), timeout=5000)
    assert errors.error_dialog() is box
    assert "IndexError" in gui_hook.read_text(encoding="utf-8")
    box.close()
    assert window.isVisible()


@pytest.mark.gui
@pytest.mark.qt_no_exception_capture
def test_a_refusal_that_escaped_is_shown_as_its_message(qtbot, gui_hook: Path) -> None:  # noqa: ANN001
    from PySide6.QtCore import QTimer

    from clubrater.ui import errors

    errors.install_gui_excepthook(None)

    def refuse() -> None:
        raise ClubRaterError("Choose two different players to merge.")

    QTimer.singleShot(0, refuse)
    qtbot.waitUntil(lambda: errors.error_dialog() is not None, timeout=5000)
    assert errors.error_dialog().text().startswith("Choose two different players to merge.")


@pytest.mark.gui
@pytest.mark.qt_no_exception_capture
def test_an_error_after_the_window_is_gone_still_reaches_the_log_and_a_dialog(qtbot, gui_hook: Path) -> None:  # noqa: ANN001
    import shiboken6
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMainWindow

    from clubrater.ui import errors

    window = QMainWindow()
    errors.install_gui_excepthook(window)
    shiboken6.delete(window)

    def late() -> None:
        raise RuntimeError("while closing")

    QTimer.singleShot(0, late)
    qtbot.waitUntil(lambda: errors.error_dialog() is not None, timeout=5000)
    assert errors.error_dialog().parent() is None
    qtbot.wait(100)
    assert gui_hook.read_text(encoding="utf-8").count("RuntimeError: while closing") == 1  # reported once, no loop


def _click_when_shown(qtbot, button_text: str, pick_row: int | None = None,  # noqa: ANN001
                      said: list[str] | None = None) -> list[str]:
    """Answer the next modal dialog (exec() blocks the test otherwise); what message boxes said goes in `said`."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox

    from clubrater.ui.errors import RestoreBackupDialog

    said = [] if said is None else said

    def answer() -> None:
        w = QApplication.activeModalWidget()
        if w is None:
            QTimer.singleShot(20, answer)
            return
        if isinstance(w, QMessageBox):
            said.append(w.text())
        if isinstance(w, RestoreBackupDialog) and pick_row is not None:
            w.select(pick_row)
        for b in w.findChildren(QAbstractButton):
            if b.text().replace("&", "") == button_text:
                b.click()
                return
        raise AssertionError(f"no button {button_text!r} in {w}")

    QTimer.singleShot(0, answer)
    return said


@pytest.mark.gui
def test_restore_backup_dialog_lists_dates_and_game_counts_and_restores(qtbot, club: Path) -> None:  # noqa: ANN001
    from clubrater.ui import errors

    first = take_backup(club, "daily")
    ctrl = ClubController.open(club)
    write_games_csv(club.parent / "more.csv", 50, seed=11, start=date(2021, 1, 1))
    ctrl.imports.file("games", club.parent / "more.csv")
    ctrl.close()
    take_backup(club, "pre-migration")
    _damage(take_backup(club, "daily"), "header zeroed")  # a damaged copy is shown but cannot be chosen

    dialog = errors.RestoreBackupDialog(None, club)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == 3
    cells = [[dialog.table.item(r, c).text() for c in range(3)] for r in range(3)]
    assert cells[0][2] == "unreadable" and cells[1][2] == "450" and cells[2][2] == "400"
    from clubrater.ui.shown import day

    taken = list_backups(club)[-1].taken  # shown in the window's one date form (issue 28)
    assert cells[2][0] == f"{day(taken.date())} {taken:%H:%M:%S}" and cells[1][1] == "before an upgrade"
    dialog.select(0)
    assert dialog.chosen() is None and not dialog.restore_button.isEnabled()
    dialog.select(2)
    assert dialog.chosen().path == first and dialog.restore_button.isEnabled()  # type: ignore[union-attr]

    said = _click_when_shown(qtbot, "Restore", pick_row=2)
    _click_when_shown(qtbot, "OK", said=said)  # the confirmation that follows
    restored = errors.restore_backup_dialog(None, club)
    assert restored == first
    assert "is back as it was" in said[0] and "before-restore" in said[0]
    ctrl = ClubController.open(club)
    assert len(ctrl.queries.games()) == 400
    ctrl.close()
    assert any(b.reason == "before-restore" and b.games == 450 for b in list_backups(club))


@pytest.mark.gui
def test_restore_backup_dialog_cancel_changes_nothing(qtbot, club: Path) -> None:  # noqa: ANN001
    from clubrater.ui import errors

    take_backup(club, "daily")
    before = sha(club)
    _click_when_shown(qtbot, "Cancel")
    assert errors.restore_backup_dialog(None, club) is None
    assert sha(club) == before and len(list_backups(club)) == 1


@pytest.mark.gui
def test_restore_is_refused_while_another_clubrater_has_the_file(qtbot, club: Path) -> None:  # noqa: ANN001
    from clubrater.ui import errors, lock

    take_backup(club, "daily")
    take_backup(club, "pre-migration")
    before = sha(club)
    held = lock.acquire(club)  # standing in for the first window, which has the club open
    assert held is not None
    said = _click_when_shown(qtbot, "Restore", pick_row=1)
    _click_when_shown(qtbot, "OK", said=said)
    assert errors.restore_backup_dialog(None, club) is None
    assert "Close it there first" in said[0]
    assert sha(club) == before and len(list_backups(club)) == 2
    held.release()


@pytest.mark.gui
def test_damaged_file_offers_the_newest_good_backup(qtbot, club: Path) -> None:  # noqa: ANN001
    from clubrater.ui import errors

    Database.open(club).close()
    _damage(club, "games page overwritten")
    with pytest.raises(DamagedDatabaseError) as caught:
        ClubController.open(club)
    said = _click_when_shown(qtbot, "Restore this backup")
    _click_when_shown(qtbot, "OK", said=said)
    assert errors.offer_newest_backup(None, caught.value) == caught.value.backup.path  # type: ignore[union-attr]
    assert "damaged" in said[0] and "400 games" in said[0]
    ctrl = ClubController.open(club)
    assert len(ctrl.queries.games()) == 400
    ctrl.close()


@pytest.mark.gui
def test_in_use_dialog_offers_read_only(qtbot, club: Path) -> None:  # noqa: ANN001
    from clubrater.ui import lock

    held = lock.acquire(club)
    assert held is not None and lock.acquire(club) is None
    said = _click_when_shown(qtbot, "Open read-only")
    assert lock.ask_open_read_only(None, club) is True
    assert "already open" in said[0] and f"process {os.getpid()}" in said[0]
    _click_when_shown(qtbot, "Cancel")
    assert lock.ask_open_read_only(None, club) is False
    held.release()
