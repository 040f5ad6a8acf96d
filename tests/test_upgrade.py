"""Upgrades: a club file made by the first released schema (0001) opens with today's code, whole.

tests/fixtures/clubrater-0001.sqlite was written by schema 0001 (tests/fixtures/make_old_schema.py)
and is never regenerated; clubrater-0001.json lists every player, event, game and adjustment in it
and the standings 0001 computed. While 0001 is still the newest schema, "a migration is needed" is
exercised with a test-only revision added on top of a copy of the real migrations folder: that runs
the real Alembic path (backup first, then upgrade in one transaction) without shipping a fake schema.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from clubrater.controller.session import ClubController
from clubrater.store import database, schema
from clubrater.store.backups import list_backups
from clubrater.store.database import Database, DatabaseError, head_revision

FIXTURES = Path(__file__).resolve().parent / "fixtures"
OLD_DB = FIXTURES / "clubrater-0001.sqlite"
EXPECTED = json.loads((FIXTURES / "clubrater-0001.json").read_text(encoding="utf-8"))


def _snapshot(ctrl: ClubController) -> dict:
    spec = importlib.util.spec_from_file_location("make_old_schema", FIXTURES / "make_old_schema.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return json.loads(json.dumps(module.snapshot(ctrl)))  # tuples -> lists, as in the JSON


def _copy(tmp_path: Path) -> Path:
    target = tmp_path / "club.sqlite"
    shutil.copyfile(OLD_DB, target)
    return target


def _revision(path: Path) -> str | None:
    con = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        row = con.execute("SELECT version_num FROM alembic_version").fetchone()
        return row[0] if row else None
    finally:
        con.close()


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_fixture_is_the_first_released_schema() -> None:
    assert _revision(OLD_DB) == "0001"
    con = sqlite3.connect(f"{OLD_DB.as_uri()}?mode=ro", uri=True)
    assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert con.execute("SELECT count(*) FROM games").fetchone()[0] == len(EXPECTED["games"]) > 0
    con.close()


def test_first_release_file_opens_with_every_player_and_game(tmp_path: Path) -> None:
    path = _copy(tmp_path)
    ctrl = ClubController.open(path)
    try:
        assert ctrl.db.revision() == head_revision()
        got = _snapshot(ctrl)
    finally:
        ctrl.close()
    for key in ("club", "system", "players", "events", "games", "adjustments"):
        assert got[key] == EXPECTED[key], key
    assert got["standings"] == EXPECTED["standings"]


TEST_REVISION = '''"""Test-only: a later schema (a new column and index), so that opening a 0001 file needs a migration."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "9001test"
down_revision = "{down}"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("players") as batch:
        batch.add_column(sa.Column("nickname", sa.String(50), nullable=False, server_default=""))
    op.create_index("ix_players_nickname", "players", ["nickname"])
    {fail}


def downgrade() -> None:
    op.drop_index("ix_players_nickname", "players")
    with op.batch_alter_table("players") as batch:
        batch.drop_column("nickname")
'''


def _later_schema(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *, fail: bool = False) -> None:
    """Point the store at a copy of the real migrations plus one test-only revision on top."""
    migrations = tmp_path / "migrations"
    shutil.copytree(database.MIGRATIONS, migrations, ignore=shutil.ignore_patterns("__pycache__"))
    body = TEST_REVISION.format(down=head_revision(), fail='raise RuntimeError("the disk filled up")' if fail else "")
    (migrations / "versions" / "9001_test_only.py").write_text(body, encoding="utf-8")
    monkeypatch.setattr(database, "MIGRATIONS", migrations)
    monkeypatch.setattr(schema, "MIGRATIONS", migrations)  # the revisions and what they make are read there


def test_migration_backs_up_first_and_keeps_everything(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "club").mkdir()
    path = _copy(tmp_path / "club")
    _later_schema(tmp_path, monkeypatch)
    ctrl = ClubController.open(path)
    try:
        assert ctrl.db.revision() == "9001test"
        got = _snapshot(ctrl)
    finally:
        ctrl.close()
    for key in ("players", "events", "games", "adjustments", "standings"):
        assert got[key] == EXPECTED[key], key
    pre = [b for b in list_backups(path) if b.reason == "pre-migration"]
    assert len(pre) == 1, list_backups(path)
    assert _revision(pre[0].path) == "0001" and pre[0].games == len(EXPECTED["games"])
    assert _sha(pre[0].path) != _sha(path)
    con = sqlite3.connect(path)
    assert "nickname" in {r[1] for r in con.execute("PRAGMA table_info(players)")}
    con.close()
    # opening again: nothing left to migrate, so no second pre-migration copy
    Database.open(path).close()
    assert len([b for b in list_backups(path) if b.reason == "pre-migration"]) == 1


def test_failed_migration_leaves_the_file_as_it_was(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "club").mkdir()
    path = _copy(tmp_path / "club")
    _later_schema(tmp_path, monkeypatch, fail=True)
    with pytest.raises(RuntimeError, match="disk filled up"):
        ClubController.open(path)
    assert _revision(path) == "0001"
    con = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    assert "nickname" not in {r[1] for r in con.execute("PRAGMA table_info(players)")}
    assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    con.close()
    assert [b.reason for b in list_backups(path)] == ["pre-migration"]
    monkeypatch.undo()  # the real migrations again: the file still opens whole
    ctrl = ClubController.open(path)
    assert _snapshot(ctrl)["games"] == EXPECTED["games"]
    ctrl.close()


def test_no_upgrade_without_a_backup_first(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "club").mkdir()
    path = _copy(tmp_path / "club")
    _later_schema(tmp_path, monkeypatch)

    def full_disk(*_a: object, **_k: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(database, "take_backup", full_disk)
    before = _sha(path)
    with pytest.raises(DatabaseError, match="no backup of it could be made"):
        ClubController.open(path)
    assert _revision(path) == "0001" and _sha(path) == before


def test_file_from_a_newer_clubrater_is_refused_untouched(tmp_path: Path) -> None:
    path = _copy(tmp_path)
    con = sqlite3.connect(path)
    con.execute("UPDATE alembic_version SET version_num = '9999future'")
    con.commit()
    con.close()
    before = _sha(path)
    with pytest.raises(DatabaseError, match="newer ClubRater"):
        ClubController.open(path)
    assert _sha(path) == before
    assert not Path(f"{path}-wal").exists()


def test_sqlite_file_of_another_program_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE t (x)")
    con.commit()
    con.close()
    before = _sha(path)
    with pytest.raises(DatabaseError, match="not a ClubRater database"):
        ClubController.open(path)
    assert _sha(path) == before
    assert not (tmp_path / "backups").exists()


def test_the_revisions_read_without_alembic_are_alembics(tmp_path: Path) -> None:
    """Opening a club compares its schema with the migrations' head without importing Alembic (issue 14: 0.2 s
    of every start); the revisions read from the files must be exactly Alembic's, and an up-to-date club opens
    without Alembic loaded at all."""
    import subprocess
    import sys

    from alembic.script import ScriptDirectory

    script = ScriptDirectory.from_config(database._alembic_config())
    known, head = database._revisions()
    assert known == {s.revision for s in script.walk_revisions()}
    assert head == script.get_current_head() == database.head_revision()
    club = tmp_path / "club.sqlite"
    ClubController.create(club, "sagc", "Club").close()
    code = ("import sys\nfrom clubrater.controller.session import ClubController\n"
            f"c = ClubController.open({str(club)!r}); c.queries.standings(); c.close()\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'alembic'))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120)
    assert out.stdout.strip() == "[]"
