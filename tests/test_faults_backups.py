"""Backups that cannot push each other out: a wrong clock, two clubs in one folder, a restore undone.

Found by trying real machines (issue 19): ten copies named in the future turned backups off for good
and let a restore leave no copy of the club it replaced; `club.db` and `club.sqlite` side by side
shared, pruned and restored each other's copies.
"""

from __future__ import annotations

import shutil
import sqlite3
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from clubrater.controller.session import ClubController
from clubrater.domain.errors import ClubRaterError
from clubrater.store import backups, safety
from clubrater.store.backups import BackupInfo, list_backups, take_backup, to_keep
from clubrater.store.database import DamagedDatabaseError
from tests.test_safety import _damage, db_state, make_club, write_games_csv


def games_in(path: Path) -> int:
    con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return int(con.execute("SELECT count(*) FROM games").fetchone()[0])
    finally:
        con.close()


def test_backups_named_in_the_future_push_nothing_out_and_a_restore_over_them_can_be_undone(tmp_path: Path) -> None:
    club = make_club(tmp_path / "club", games=0)
    empty = take_backup(club, "manual")  # the club before its games: the copy that gets restored by mistake
    future = []
    for n in range(10):  # a clock that was a year ahead once (or copies from another computer)
        later = backups.backup_name(club, "daily", datetime.now() + timedelta(days=400, minutes=n))
        shutil.copyfile(empty, later)
        future.append(later)
    empty.unlink()
    ctrl = ClubController.open(club)
    write_games_csv(tmp_path / "games.csv", 2000)
    ctrl.imports.file("games", tmp_path / "games.csv")
    ctrl.close()
    before = db_state(club)

    new = take_backup(club, "manual")
    assert new.exists() and games_in(new) == 2000  # not deleted as soon as it was taken
    listed = list_backups(club)
    assert listed[0].path == new and not listed[0].future
    ahead = [b for b in listed if b.path in future]
    assert ahead and all(b.future for b in ahead)  # listed, and marked as dated in the future
    assert all(not b.future for b in listed if b.path not in future)
    for _ in range(3):
        take_backup(club, "manual")
    assert new.exists()

    mistake = next(b for b in list_backups(club) if b.future)
    saved = safety.restore_backup(club, mistake)
    assert games_in(club) == 0
    assert saved is not None and saved.exists() and games_in(saved) == 2000  # the replaced club is kept...
    kept = [b for b in list_backups(club) if b.path == saved]
    assert kept and kept[0].reason == "before-restore" and kept[0].games == 2000  # ...as a backup like any other
    for _ in range(12):  # a dozen more copies later, the latest restore can still be undone
        take_backup(club, "manual")
    assert saved.exists()
    safety.restore_backup(club, saved)
    assert db_state(club) == before  # every table, every row


def test_two_clubs_in_one_folder_never_see_prune_or_restore_each_others_backups(tmp_path: Path) -> None:
    folder = tmp_path / "clubs"
    big = make_club(folder, games=400)  # club.sqlite
    small = folder / "club.db"
    ctrl = ClubController.create(small, "sagc", "Small Club")
    ctrl.imports.file("players", folder / "players.csv")
    write_games_csv(folder / "few.csv", 50, seed=3)
    ctrl.imports.file("games", folder / "few.csv")
    ctrl.close()

    own = take_backup(small, "daily")
    for _ in range(12):
        take_backup(big, "manual")
    assert own.exists()  # twelve copies of the other club pruned none of this one's
    assert [b.path for b in list_backups(small)] == [own]
    assert {b.games for b in list_backups(big)} == {400}

    _damage(small, "games page overwritten")
    with pytest.raises(DamagedDatabaseError) as caught:
        ClubController.open(small)
    assert caught.value.backup is not None and caught.value.backup.path == own and caught.value.backup.games == 50

    # a copy of the other club, even named like this one's, is neither listed nor restored: the id inside decides
    theirs = list_backups(big)[0].path
    disguised = backups.backup_name(small, "daily", datetime.now() + timedelta(seconds=1))
    shutil.copyfile(theirs, disguised)
    legacy = own.with_name(f"club.{datetime.now() - timedelta(days=1):%Y%m%d-%H%M%S-%f}.daily.sqlite")  # stem only
    shutil.copyfile(theirs, legacy)
    assert {b.path for b in list_backups(small)} == {own}
    assert legacy in {b.path for b in list_backups(big)}
    before = small.read_bytes()
    with pytest.raises(ClubRaterError, match="is a copy of another club"):
        safety.restore_backup(small, disguised)
    assert small.read_bytes() == before

    safety.restore_backup(small, own)
    assert games_in(small) == 50 and games_in(big) == 400


def _info(seq: int, taken: datetime, reason: str = "daily", games: int | None = 10) -> BackupInfo:
    return BackupInfo(Path(f"/b/{seq}.sqlite"), taken, reason, games, seq, None, taken > datetime(2026, 6, 1, 12, 5))


def test_the_spread_kept_is_the_last_ten_one_a_week_for_two_months_one_a_month_for_two_years() -> None:
    now = datetime(2026, 6, 1, 12, 0)
    daily = [_info(n + 1, now - timedelta(days=900 - n)) for n in range(901)]  # one a day for two and a half years
    found = sorted(daily, key=lambda b: b.seq, reverse=True)
    kept = {p.name for p in to_keep(found, now=now)}
    by_name = {b.path.name: b for b in daily}
    chosen = [by_name[k] for k in kept]
    assert {b.seq for b in found[:10]} <= {b.seq for b in chosen}  # the last ten
    weeks = {tuple((now - timedelta(weeks=w)).isocalendar())[:2] for w in range(9)}
    assert weeks <= {tuple(b.taken.isocalendar())[:2] for b in chosen}  # one a week for two months
    months = {((now.year * 12 + now.month - 1 - m) // 12, (now.year * 12 + now.month - 1 - m) % 12 + 1) for m in range(24)}
    assert months <= {(b.taken.year, b.taken.month) for b in chosen}  # one a month for two years
    assert min(b.taken for b in chosen) > now - timedelta(days=31 * 25)  # and nothing older
    assert len(chosen) <= 10 + 9 + 25

    # ten copies dated a year ahead, numbered before today's: they fill no week or month, and take no "last ten" slot
    ahead = [_info(n + 1, now + timedelta(days=365, minutes=n)) for n in range(10)]
    today = [_info(11 + n, now - timedelta(hours=n)) for n in range(3)]
    kept = to_keep(sorted(ahead + today, key=lambda b: b.seq, reverse=True), now=now)
    assert {b.path for b in today} <= kept


def test_backups_as_json_and_restore_by_the_listed_name_with_yes(tmp_path: Path, capsys) -> None:  # noqa: ANN001
    import json

    from clubrater.cli import run

    club = make_club(tmp_path / "club", games=0)
    empty = take_backup(club, "manual")
    ahead = backups.backup_name(club, "daily", datetime.now() + timedelta(days=30))
    shutil.copyfile(empty, ahead)
    ctrl = ClubController.open(club)
    write_games_csv(tmp_path / "g.csv", 120)
    ctrl.imports.file("games", tmp_path / "g.csv")
    ctrl.close()
    capsys.readouterr()
    assert run(["backups", "--db", str(club), "--format", "json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    by_name = {r["file"]: r for r in listed}
    assert by_name[empty.name]["path"] == str(empty) and by_name[empty.name]["reason"] == "manual"
    assert by_name[empty.name]["games"] == 0 and by_name[ahead.name]["future"] is True
    assert datetime.fromisoformat(by_name[empty.name]["time"]) <= datetime.now()
    assert run(["restore", empty.name, "--yes", "--db", str(club)]) == 0
    said = capsys.readouterr().out
    assert games_in(club) == 0 and "kept as" in said
    kept = said.split("kept as ")[1].strip().rstrip(".")
    assert run(["restore", kept, "--yes", "--db", str(club)]) == 0  # the restore undone by the name it gave
    assert games_in(club) == 120
