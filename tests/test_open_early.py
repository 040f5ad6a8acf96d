"""Issue 14: a club opened the window's way shows its standings before its games are read.

`ClubController.open(path, locked=True, early=True)` reads the players, events and adjustments, and
takes everyone's final state from the kept snapshot once its stamp (computed in SQL) matches the
file; the games, their rating rows and the integrity check are read by `ctrl.loading`, in a thread
of its own once started, or by whoever first needs them. These tests open real club files and check
that nothing changes meaning: the same standings, games and ratings as a plain open, every write
after the check, a stale snapshot ignored, a damaged file refused and never written.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import date
from pathlib import Path

import pytest

from clubrater.controller.session import ClubController
from clubrater.domain.model import Result
from clubrater.domain.records import GameInput
from clubrater.store.backups import list_backups
from clubrater.store.database import DamagedDatabaseError
from tests import test_snapshot
from tests.test_open_beside import _listing, _scramble_an_index
from tests.test_safety import make_club, sha

TODAY = test_snapshot.TODAY


def _early(path: Path) -> ClubController:
    return ClubController.open(path, today=lambda: TODAY, locked=True, early=True)


def _plain(path: Path) -> ClubController:
    return ClubController.open(path, today=lambda: TODAY)


def _table(ctrl: ClubController) -> tuple:
    t = ctrl.queries.standings_table()
    return t.ids, t.names, t.ranks, t.values, t.games, t.last_played, t.listed


@pytest.mark.parametrize("system", ["sagc", "egf", "egf2021"])
def test_the_standings_come_from_the_snapshot_before_the_games_and_the_rest_follows(tmp_path: Path, system: str) -> None:
    path = test_snapshot._build(tmp_path, system)
    plain = _plain(path)
    expected_table, expected_rows = _table(plain), plain.queries.standings()
    games = [(g.id, g.date, g.black, g.white, g.result) for g in plain.queries.games()]
    plain.close()

    ctrl = _early(path)
    try:
        assert ctrl.loading is not None and not ctrl.loading.started()
        assert ctrl.game_count() == len(games)
        assert _table(ctrl) == expected_table
        assert ctrl.queries.standings() == expected_rows
        assert not ctrl.loading.started()  # the standings needed none of the games
        ctrl.loading.start()
        assert [(g.id, g.date, g.black, g.white, g.result) for g in ctrl.queries.games()] == games
        assert ctrl.by_id[games[0][0]].black == games[0][2]
        assert test_snapshot._used_snapshot(ctrl)
        test_snapshot._assert_is_the_full_replay(ctrl)
        ids = [p.id for p in ctrl.queries.players()]
        ctrl.games.enter(GameInput(date(2024, 2, 1), ids[2], ids[3], Result.BLACK))  # before every kept checkpoint
        test_snapshot._assert_is_the_full_replay(ctrl)
        assert ctrl.loading is None or ctrl.loading.done()
    finally:
        ctrl.close()
    again = _plain(path)
    assert len(again.queries.games()) == len(games) + 1
    again.close()


def test_the_first_use_of_the_games_reads_them_when_nothing_started_the_load(tmp_path: Path) -> None:
    """A caller that never starts the load (the command line's way) still gets every game, read then."""
    path = test_snapshot._build(tmp_path, "sagc")
    ctrl = _early(path)
    try:
        assert ctrl.loading is not None
        assert len(ctrl.history.games) == 600
        assert ctrl.queries.game(ctrl.history.games[-1].id).id == ctrl.history.games[-1].id
    finally:
        ctrl.close()


def test_a_game_inserted_behind_the_programs_back_is_not_missed_and_the_club_opens_as_before(tmp_path: Path) -> None:
    path = test_snapshot._build(tmp_path, "sagc")
    gid, black, _white = test_snapshot.insert_a_game_behind_the_programs_back(path)
    ctrl = _early(path)
    try:
        assert ctrl.loading is None  # the stamp does not match: read and replayed in full, as before
        assert not test_snapshot._used_snapshot(ctrl)
        assert ctrl.replay.games[gid].rated and gid in ctrl.by_id
        test_snapshot._assert_is_the_full_replay(ctrl)
        assert {r.player_id: r.games for r in ctrl.queries.standings()}[black] == ctrl.replay.final[black].games
    finally:
        ctrl.close()


@pytest.mark.parametrize("test", [test_snapshot.test_reopened_club_is_its_snapshot_and_equals_a_full_replay,
                                  test_snapshot.test_a_game_inserted_behind_the_programs_back_is_not_missed,
                                  test_snapshot.test_a_result_changed_with_sqlite3_is_not_missed,
                                  test_snapshot.test_a_damaged_snapshot_is_ignored,
                                  test_snapshot.test_another_rating_system_does_not_read_the_old_snapshot])
def test_the_snapshot_cases_opened_early(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                        test: Callable[..., None]) -> None:
    """test_snapshot's cases, every open the window's two-step way."""
    monkeypatch.setattr(test_snapshot, "_open", _early)
    if test is test_snapshot.test_reopened_club_is_its_snapshot_and_equals_a_full_replay:
        test(tmp_path, "sagc")
    else:
        test(tmp_path)


def test_a_write_waits_for_the_games_and_the_integrity_check(tmp_path: Path) -> None:
    club = make_club(tmp_path / "club")
    for backup in list_backups(club):
        backup.path.unlink()
    ctrl = _early(club)
    try:
        assert ctrl.loading is not None and not ctrl.loading.started()
        assert list_backups(club) == []  # the daily backup waits for the check too
        changes = ctrl.players.add("Late Arrival", "9k")
        assert ctrl.loading is None or ctrl.loading.done()  # the write waited for the load
        assert [b.reason for b in list_backups(club)] == ["daily"]
        assert ctrl.queries.player(changes.id).name == "Late Arrival"
    finally:
        ctrl.close()
    con = sqlite3.connect(f"{club.as_uri()}?mode=ro", uri=True)
    try:
        assert con.execute("SELECT count(*) FROM players WHERE name = 'Late Arrival'").fetchone() == (1,)
    finally:
        con.close()


def test_a_damaged_file_shows_its_standings_then_is_refused_and_never_written(tmp_path: Path) -> None:
    club = make_club(tmp_path / "club")
    _scramble_an_index(club)
    damaged, before = sha(club), _listing(club.parent)
    ctrl = _early(club)
    try:
        assert ctrl.loading is not None  # players and snapshot read: the standings could show
        assert len(ctrl.queries.standings_table()) == 41
        ctrl.loading.start()
        with pytest.raises(DamagedDatabaseError):
            ctrl.queries.games()
        for _attempt in range(2):  # every write is refused the same way
            with pytest.raises(DamagedDatabaseError):
                ctrl.players.add("Written anyway", "9k")
        assert ctrl.loading is not None and isinstance(ctrl.loading.error, DamagedDatabaseError)
    finally:
        ctrl.close()
    assert sha(club) == damaged
    assert _listing(club.parent) == before  # no -wal, no -shm, no backup of the damage


@pytest.mark.parametrize("started", [False, True])
def test_closing_while_the_games_load_is_safe(tmp_path: Path, started: bool) -> None:
    path = test_snapshot._build(tmp_path, "sagc")
    ctrl = _early(path)
    assert ctrl.loading is not None
    if started:
        ctrl.loading.start()
    ctrl.close()  # joined (or never begun), the file let go
    again = _early(path)
    try:
        assert len(again.queries.games()) == 600
        test_snapshot._assert_is_the_full_replay(again)
    finally:
        again.close()


def test_a_snapshot_read_before_the_file_is_opened_serves_only_that_file(tmp_path: Path) -> None:
    """The window starts reading the snapshot and its stamp while the controller is imported (prefetch_file)."""
    from clubrater.controller import snapshot

    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    a, b = test_snapshot._build(tmp_path / "a", "sagc"), test_snapshot._build(tmp_path / "b", "sagc", seed=2)
    plain = _plain(a)
    expected = _table(plain)
    plain.close()
    for ready in (snapshot.prefetch_file(a), snapshot.prefetch_file(b)):  # b's is ignored: a is read afresh
        assert ready is not None
        ctrl = ClubController.open(a, today=lambda: TODAY, locked=True, early=True, prefetched=ready)
        try:
            assert ctrl.loading is not None
            assert _table(ctrl) == expected
            test_snapshot._assert_is_the_full_replay(ctrl)
        finally:
            ctrl.close()
    con = sqlite3.connect(a)  # a write-ahead log with something in it: `immutable` would miss it
    try:
        con.execute("PRAGMA wal_autocheckpoint = 0")
        with con:
            con.execute("UPDATE club SET name = name || ' '")
        assert Path(f"{a}-wal").stat().st_size > 0
        assert snapshot.prefetch_file(a) is None
    finally:
        con.close()


def test_a_club_closed_before_its_games_were_read_keeps_its_snapshot(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Closing keeps a new snapshot only of a replay read whole: here the engine's code "changed" while the club
    was open (its digest differs at close), and the rows never read must not be kept as the club's."""
    from clubrater.controller import snapshot

    path = test_snapshot._build(tmp_path, "sagc")
    ctrl = _early(path)
    assert ctrl.loading is not None
    real = snapshot._engine_digest
    monkeypatch.setattr(snapshot, "_engine_digest", lambda engine: "changed" + real(engine))
    ctrl.close()
    monkeypatch.setattr(snapshot, "_engine_digest", real)
    again = _early(path)
    try:
        assert again.loading is not None  # the snapshot kept at the last whole close still matches
        test_snapshot._assert_is_the_full_replay(again)
    finally:
        again.close()
