"""Issue 25, items 7-10: a club file no one can fool with the sqlite3 shell.

Each test does to a real club file what the audit did with sqlite3 (a rating changed inside the kept
snapshot, a game changed so that the old weighted sum cancelled out, a backup carrying its own trigger and
view or a newer schema, a row updated behind ClubRater's back) and checks what the secretary sees:
`clubrater standings`, the window's quick standings, `clubrater restore` and `clubrater check`.
"""

from __future__ import annotations

import hashlib
import io
import json
import shutil
import sqlite3
from datetime import date
from pathlib import Path

import pytest

from clubrater.cli import run
from clubrater.controller import snapshot
from clubrater.controller.files import list_backups, take_backup
from clubrater.controller.opening import Opening
from clubrater.controller.session import ClubController
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.model import Result
from clubrater.domain.records import EventRow, GameInput
from clubrater.engines.base import Replay
from clubrater.store import snapshot as stored
from tests.test_safety import make_club


def _cli(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    import contextlib

    with contextlib.redirect_stderr(err):
        code = run(list(args), out=out)
    return code, out.getvalue(), err.getvalue()


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _fingerprint(path: Path) -> str:
    con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return stored.fingerprint(con)
    finally:
        con.close()


def _replayed_values(path: Path) -> dict[str, float]:
    """Everyone's index as a full replay of the stored games gives it (the kept snapshot not used)."""
    ctrl = ClubController.open(path, read_only=True)
    try:
        full = ctrl.full_replay()
        return {p.name: full.final[p.id].value for p in ctrl.queries.players()}
    finally:
        ctrl.close()


@pytest.fixture()
def club(tmp_path: Path) -> Path:
    return make_club(tmp_path / "club", games=300)


# --------------------------------------------------------------------------- item 7: a forged snapshot
def _forge_one_rating(path: Path, name: str, value: float) -> None:
    """What the audit did: one player's final index changed inside `rating_snapshot.data`, the stamp kept."""
    ctrl = ClubController.open(path, read_only=True)
    try:
        pid = ctrl.queries.find_player(name).id
        replay = ctrl.replay
        final = dict(replay.final)
        final[pid] = final[pid]._replace(value=value)
        forged = Replay(replay.games, replay.adjustments, final, replay.checkpoints)
    finally:
        ctrl.close()
    con = sqlite3.connect(path)
    with con:
        (column,) = con.execute("SELECT stamp FROM rating_snapshot WHERE id = 1").fetchone()
        stamp = column.split("|")[0]  # the stamp the data itself carries
        con.execute("UPDATE rating_snapshot SET data = ? WHERE id = 1", (snapshot.encode(forged, stamp),))
    con.close()


def test_a_rating_changed_inside_the_snapshot_is_never_shown(club: Path) -> None:
    name = "Player 05"
    truth = _replayed_values(club)[name]
    _forge_one_rating(club, name, 999.0)
    assert truth != 999.0
    # `check` says so, as a note (nothing typed is damaged)
    code, out, _err = _cli("check", "--db", str(club))
    assert code == 0 and "intact" in out
    assert "ratings kept in the file to open it quickly were changed outside ClubRater" in out
    # the window's quick standings (plain sqlite3 before the controller is there) do not show it
    ready = snapshot.prefetch_file(club)
    assert ready is not None
    early = Opening(club, locked=True, prefetched=ready).standings(date.today(), include_inactive=True)
    assert early is None or dict(zip(early.table.names, early.table.values, strict=True))[name] == truth
    # nor do the command line's standings: the replay's value, never the forged one
    code, out, _err = _cli("standings", "--all", "--format", "json", "--db", str(club))
    assert code == 0
    shown = {r["name"]: r["index"] for r in json.loads(out)}
    assert shown[name] == truth
    # closing that club kept a snapshot sealed again: the note is gone
    code, out, _err = _cli("check", "--db", str(club))
    assert code == 0 and "Note" not in out


def test_one_byte_of_the_kept_data_changed_means_a_replay(club: Path) -> None:
    """The seal covers the stored bytes themselves: any byte changed (here the last) and the snapshot is not read."""
    con = sqlite3.connect(club)
    with con:
        (data,) = con.execute("SELECT data FROM rating_snapshot WHERE id = 1").fetchone()
        con.execute("UPDATE rating_snapshot SET data = ? WHERE id = 1", (data[:-1] + bytes([data[-1] ^ 1]),))
    assert con.execute("SELECT length(data) FROM rating_snapshot").fetchone()[0] == len(data)
    con.close()
    with sqlite3.connect(f"{club.resolve().as_uri()}?mode=ro", uri=True) as ro:
        assert stored.read(ro) is None
        assert stored.seal_state(ro) == "broken"
    ctrl = ClubController.open(club)
    try:
        assert len(ctrl.replay.checkpoints) != snapshot.KEEP_CHECKPOINTS  # replayed, not read from the snapshot
        assert ctrl.replay.final == ctrl.full_replay().final
    finally:
        ctrl.close()  # a snapshot sealed again
    with sqlite3.connect(f"{club.resolve().as_uri()}?mode=ro", uri=True) as ro:
        assert stored.seal_state(ro) == "ok"


def test_a_snapshot_sealed_with_another_key_is_not_used(club: Path, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    """Only this user's ClubRater can seal a snapshot it trusts: another computer's (another key) is replayed."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "elsewhere"))
    ctrl = ClubController.open(club)
    try:
        assert len(ctrl.replay.checkpoints) != snapshot.KEEP_CHECKPOINTS
    finally:
        ctrl.close()
    key = stored.key_path()
    assert key.is_file() and key.stat().st_mode & 0o077 == 0  # the user's own, unreadable by others


# --------------------------------------------------------------------------- item 8: a fingerprint that sums
def _set_result(path: Path, game_id: int, result: Result) -> None:
    ctrl = ClubController.open(path)
    try:
        g = ctrl.queries.game(game_id)
        ctrl.games.edit(game_id, GameInput(g.date, g.black, g.white, result, g.handicap, g.komi, g.type, g.event))
    finally:
        ctrl.close()


def test_the_audits_update_changes_the_fingerprint_and_the_standings(club: Path) -> None:
    _set_result(club, 1, Result.WHITE)
    before = _fingerprint(club)
    con = sqlite3.connect(club)
    with con:
        con.execute("UPDATE games SET result='B', seq=seq+161 WHERE id=1")
    con.close()
    assert _fingerprint(club) != before
    truth = _replayed_values(club)
    code, out, _err = _cli("standings", "--all", "--format", "json", "--db", str(club))
    assert code == 0
    assert {r["name"]: r["index"] for r in json.loads(out)} == truth


GAME_CHANGES = {
    "seq": "seq + 1", "date": "date(date, '+1 day')", "black_id": "white_id", "white_id": "black_id",
    "result": "CASE result WHEN 'B' THEN 'W' ELSE 'B' END", "handicap": "handicap + 1", "komi": "komi + 0.5",
    "game_type": "CASE game_type WHEN 'club' THEN 'free' ELSE 'club' END", "event_id": "1", "klass": "'B'",
    "black_rank": "'5k'", "white_rank": "'3d'", "piece_handicap": "'x'",
}
OTHER_CHANGES = {
    ("players", "rank"): "'1d'", ("players", "start_index"): "start_index + 1", ("players", "active"): "1 - active",
    ("players", "start_rating"): "2100", ("players", "start_state"): "'{}'", ("players", "grade"): "'1-dan'",
    ("club", "system"): "'egf'", ("events", "klass"): "'C'", ("events", "start"): "'2011-01-01'",
    ("events", "rated"): "0", ("adjustments", "rank"): "'20k'", ("adjustments", "index"): "7",
    ("adjustments", "date"): "'2013-01-02'",
}


def test_any_single_change_of_a_row_the_replay_reads_changes_the_fingerprint(club: Path, tmp_path: Path) -> None:
    ctrl = ClubController.open(club)
    try:
        ctrl.events.add(EventRow(name="Cup", start=date(2012, 1, 1), end=date(2012, 1, 2)))
        ctrl.players.adjust(ctrl.queries.find_player("Player 02").id, date(2012, 6, 1), rank="10k")
    finally:
        ctrl.close()
    before = _fingerprint(club)
    changes = {("games", c): v for c, v in GAME_CHANGES.items()} | OTHER_CHANGES
    for n, ((table, column), value) in enumerate(changes.items()):
        copy = tmp_path / f"copy{n}.sqlite"
        shutil.copy(club, copy)
        con = sqlite3.connect(copy)
        with con:
            rid = con.execute(f"SELECT min(id) FROM {table}").fetchone()[0]
            con.execute(f'UPDATE {table} SET "{column}" = {value} WHERE id = ?', (rid,))
        con.close()
        assert _fingerprint(copy) != before, f"{table}.{column} changed and the fingerprint stayed"
    # two games swapping their results (a sum would not see it), and one deleted
    copy = tmp_path / "swap.sqlite"
    shutil.copy(club, copy)
    con = sqlite3.connect(copy)
    with con:
        con.execute("UPDATE games SET result = CASE id WHEN 1 THEN (SELECT result FROM games WHERE id = 2) "
                    "ELSE (SELECT result FROM games WHERE id = 1) END WHERE id IN (1, 2)")
        con.execute("UPDATE games SET result = 'J' WHERE id = 3")
    con.close()
    assert _fingerprint(copy) != before
    assert _fingerprint(club) == before  # and the same file gives the same fingerprint


def test_a_change_in_the_part_of_a_row_kept_on_overflow_pages_changes_the_fingerprint(club: Path) -> None:
    """A row too big for its page goes on in overflow pages: those are read too (a long note before piece_handicap's
    place in the record would push the replay's columns there)."""
    con = sqlite3.connect(club)
    with con:
        con.execute("UPDATE games SET note = ? WHERE id = 7", ("n" * 20_000,))
        con.execute("UPDATE players SET start_state = ? WHERE id = 2", ('{"x": "' + "s" * 9_000 + '"}',))
    con.close()
    before = _fingerprint(club)
    for sql in ("UPDATE games SET note = substr(note, 1, 19999) || 'm' WHERE id = 7",
                "UPDATE players SET start_state = replace(start_state, 'ss\"}', 'st\"}') WHERE id = 2"):
        copy = club.with_name(f"overflow{len(sql)}.sqlite")
        shutil.copy(club, copy)
        con = sqlite3.connect(copy)
        with con:
            assert con.execute(sql).rowcount == 1
        con.close()
        assert _fingerprint(copy) != before, sql
    assert _fingerprint(club) == before


def test_a_file_with_a_write_ahead_log_has_no_fingerprint_and_keeps_no_snapshot(club: Path) -> None:
    """The games are read as the pages in the file: while a log holds pages not yet in it, no snapshot is trusted."""
    con = sqlite3.connect(club)
    con.execute("PRAGMA journal_mode=WAL")
    con.execute("PRAGMA wal_autocheckpoint=0")
    with con:
        con.execute("UPDATE games SET result = 'J' WHERE id = 5")
    assert Path(f"{club}-wal").stat().st_size > 0
    ro = sqlite3.connect(f"{club.resolve().as_uri()}?mode=ro", uri=True)
    first, second = stored.fingerprint(ro), stored.fingerprint(ro)
    ro.close()
    con.close()
    assert not stored.usable(first) and first != second  # matches nothing, not even itself


# --------------------------------------------------------------------------- item 9: a crafted backup
EVIL = ("CREATE TRIGGER white_wins_are_black AFTER INSERT ON games BEGIN "
        "UPDATE games SET result = 'B' WHERE id = NEW.id; END",
        "CREATE VIEW peek AS SELECT name FROM players")


def _crafted_backup(club: Path) -> Path:
    backup = take_backup(club, "manual")
    con = sqlite3.connect(backup)
    with con:
        for sql in EVIL:
            con.execute(sql)
    con.close()
    return backup


def test_a_backup_with_its_own_trigger_and_view_is_not_restored(club: Path) -> None:
    backup = _crafted_backup(club)
    before, copies = _sha(club), len(list_backups(club))
    code, _out, err = _cli("restore", str(backup), "--yes", "--db", str(club))
    assert code == 1
    assert 'trigger "white_wins_are_black" on games' in err and 'view "peek"' in err
    assert "Nothing was restored" in err
    assert _sha(club) == before and len(list_backups(club)) == copies  # not even a before-restore copy
    # check names them too, and opening refuses the file itself
    code, _out, err = _cli("check", "--db", str(backup))
    assert code == 1 and 'trigger "white_wins_are_black"' in err and 'view "peek"' in err
    with pytest.raises(ClubRaterError, match="white_wins_are_black"):
        ClubController.open(backup)


def test_a_clubrater_trigger_replaced_by_another_of_its_name_is_refused(club: Path) -> None:
    con = sqlite3.connect(club)
    with con:
        con.execute("DROP TRIGGER record_dirty_games_insert")
        con.execute("CREATE TRIGGER record_dirty_games_insert AFTER INSERT ON games BEGIN "
                    "UPDATE games SET result = 'B' WHERE id = NEW.id; END")
    con.close()
    with pytest.raises(ClubRaterError, match='trigger "record_dirty_games_insert" on games'):
        ClubController.open(club)


def test_a_backup_from_a_newer_schema_is_refused_before_anything_is_replaced(club: Path) -> None:
    backup = take_backup(club, "manual")
    con = sqlite3.connect(backup)
    with con:
        con.execute("UPDATE alembic_version SET version_num = '0099'")
    con.close()
    before, copies = _sha(club), len(list_backups(club))
    code, _out, err = _cli("restore", str(backup), "--yes", "--db", str(club))
    assert code == 1 and "newer ClubRater (schema 0099)" in err
    assert _sha(club) == before and len(list_backups(club)) == copies
    assert ClubController.open(club).close() is None  # the club still opens as it was


def test_a_clean_club_and_its_backup_pass(club: Path) -> None:
    backup = take_backup(club, "manual")
    code, out, _err = _cli("check", "--db", str(club))
    assert code == 0 and "Note" not in out
    code, out, _err = _cli("restore", str(backup), "--yes", "--db", str(club))
    assert code == 0, out


# --------------------------------------------------------------------------- item 10: rows changed outside
def test_check_notes_rows_changed_with_sqlite3_until_clubrater_writes_again(club: Path) -> None:
    con = sqlite3.connect(club)
    with con:
        con.execute("UPDATE games SET result = CASE result WHEN 'B' THEN 'W' ELSE 'B' END WHERE id = 3")
        con.execute("DELETE FROM games WHERE id = 4")
    con.close()
    code, out, _err = _cli("check", "--db", str(club))
    assert code == 0 and "is intact" in out  # a note, not damage
    assert "Note: 2 records were changed by another program since ClubRater last wrote the file" in out
    assert "game 3 changed" in out and "game 4 deleted" in out
    ctrl = ClubController.open(club)  # ClubRater's next change takes them in
    try:
        ctrl.players.add("Newcomer", "20k")
    finally:
        ctrl.close()
    code, out, _err = _cli("check", "--db", str(club))
    assert code == 0 and "Note" not in out
