"""The rating snapshot (issue 14): a club reopened is not replayed, yet its ratings stay derived.

Closing keeps the replay in the club file with a stamp of the data it came from. Reopening uses
it only when the stamp still matches: then it equals a full replay, and later changes re-rate
from its checkpoints exactly as before. A file changed behind ClubRater's back (a game inserted
or a result changed with sqlite3), a damaged snapshot or another rating system: replayed.
"""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

import pytest

from clubrater.controller import snapshot
from clubrater.controller.session import ClubController
from clubrater.domain.model import GameType, Result
from clubrater.domain.ranks import rank_from_ordinal
from clubrater.domain.records import GameInput, GameRow, ImportBatch, PlayerRow

TODAY = date(2026, 11, 22)


def _open(path: Path) -> ClubController:
    return ClubController.open(path, today=lambda: TODAY)


def _build(tmp_path: Path, system: str, seed: int = 1) -> Path:
    """40 players, 600 games over two years (all results, handicaps, types; some events), adjustments."""
    rng = random.Random(seed)
    path = tmp_path / f"{system}.sqlite"
    ctrl = ClubController.create(path, system, "Snapshot Club", today=lambda: TODAY)
    names = [f"Player {i}" for i in range(40)]
    players = [PlayerRow(n, rank_from_ordinal(rng.randrange(5, 38)), line=i + 2) for i, n in enumerate(names)]
    start = date(2024, 1, 1)
    games = []
    for i in range(600):
        b, w = rng.sample(names, 2)
        h = rng.choice((0, 0, 0, 2, 3))
        games.append(GameRow(start + timedelta(days=i * 700 // 600), b, w,
                             rng.choice((Result.BLACK, Result.WHITE, Result.BLACK, Result.WHITE, Result.JIGO)),
                             line=i + 2, handicap=h, komi=6.5 if h == 0 else 0.5,
                             type=rng.choice((GameType.CLUB, GameType.TOURNAMENT, GameType.FREE)),
                             event=f"Cup {i // 60}" if i % 3 == 0 else None))
    ctrl.imports.batch(ImportBatch(players=players, games=games, source="test"))
    ids = [p.id for p in ctrl.queries.players()]
    for k in range(3):
        ctrl.players.adjust(ids[k], start + timedelta(days=300 + 50 * k), rank=str(rank_from_ordinal(20 + k)))
    ctrl.close()
    return path


def _assert_is_the_full_replay(ctrl: ClubController) -> None:
    full = ctrl.full_replay()
    assert ctrl.replay.games.raw == full.games.raw
    assert dict(ctrl.replay.games.items()) == dict(full.games.items())
    assert ctrl.replay.adjustments == full.adjustments
    assert ctrl.replay.final == full.final


def _used_snapshot(ctrl: ClubController) -> bool:
    """A full replay of these clubs keeps dozens of checkpoints; the snapshot keeps the last few."""
    return len(ctrl.replay.checkpoints) == snapshot.KEEP_CHECKPOINTS


@pytest.mark.parametrize("system", ["sagc", "egf", "egf2021"])
def test_reopened_club_is_its_snapshot_and_equals_a_full_replay(tmp_path: Path, system: str) -> None:
    path = _build(tmp_path, system)
    ctrl = _open(path)
    assert _used_snapshot(ctrl)
    _assert_is_the_full_replay(ctrl)
    full = ctrl.full_replay()
    assert [(c.after, c.state) for c in ctrl.replay.checkpoints] == \
        [(c.after, c.state) for c in full.checkpoints[-snapshot.KEEP_CHECKPOINTS:]]
    standings = ctrl.queries.standings()
    # changes after a snapshot open re-rate from its checkpoints like any other
    ids = [p.id for p in ctrl.queries.players()]
    ctrl.games.enter(GameInput(date(2025, 12, 1), ids[0], ids[1], Result.WHITE))
    _assert_is_the_full_replay(ctrl)
    ctrl.games.enter(GameInput(date(2024, 2, 1), ids[2], ids[3], Result.BLACK))  # before every kept checkpoint
    _assert_is_the_full_replay(ctrl)
    assert ctrl.queries.standings() != standings
    ctrl.close()
    again = _open(path)
    assert _used_snapshot(again)
    _assert_is_the_full_replay(again)



def insert_a_game_behind_the_programs_back(path: Path) -> tuple[int, int, int]:
    """Another program (sqlite3) adds a game on the last day, colours swapped: (its id, black, white)."""
    con = sqlite3.connect(path)
    with con:
        con.execute(
            "INSERT INTO games (seq, date, black_id, white_id, result, handicap, komi, game_type, event_id, klass, "
            "round, black_rank, white_rank, piece_handicap, note) "
            "SELECT seq + 100000, date, white_id, black_id, 'B', 0, 6.5, 'tournament', NULL, klass, NULL, NULL, NULL, "
            "piece_handicap, 'sqlite3' FROM games ORDER BY date DESC, seq DESC LIMIT 1")
        gid, black, white = con.execute("SELECT id, black_id, white_id FROM games ORDER BY id DESC LIMIT 1").fetchone()
    con.close()
    return int(gid), int(black), int(white)

def test_a_game_inserted_behind_the_programs_back_is_not_missed(tmp_path: Path) -> None:
    path = _build(tmp_path, "sagc")
    before = _open(path)
    counted = {pid: st.games for pid, st in before.replay.final.items()}
    before.close()
    gid, black, white = insert_a_game_behind_the_programs_back(path)
    ctrl = _open(path)
    assert not _used_snapshot(ctrl)  # stale: replayed
    assert ctrl.replay.games[gid].rated
    assert (ctrl.replay.final[black].games, ctrl.replay.final[white].games) == (counted[black] + 1, counted[white] + 1)
    _assert_is_the_full_replay(ctrl)


def test_a_result_changed_with_sqlite3_is_not_missed(tmp_path: Path) -> None:
    path = _build(tmp_path, "egf")
    con = sqlite3.connect(path)
    with con:
        (gid,) = con.execute("SELECT id FROM games WHERE result = 'B' AND game_type = 'tournament' "
                             "ORDER BY date DESC LIMIT 1").fetchone()
        con.execute("UPDATE games SET result = 'W' WHERE id = ?", (gid,))
    con.close()
    ctrl = _open(path)
    assert not _used_snapshot(ctrl)
    _assert_is_the_full_replay(ctrl)


def test_a_damaged_snapshot_is_ignored(tmp_path: Path) -> None:
    path = _build(tmp_path, "sagc")
    con = sqlite3.connect(path)
    with con:
        (data,) = con.execute("SELECT data FROM rating_snapshot").fetchone()
        con.execute("UPDATE rating_snapshot SET data = ?", (data[: len(data) // 2],))
    con.close()
    ctrl = _open(path)
    assert not _used_snapshot(ctrl)
    _assert_is_the_full_replay(ctrl)


def test_another_rating_system_does_not_read_the_old_snapshot(tmp_path: Path) -> None:
    path = _build(tmp_path, "sagc")
    ctrl = _open(path)
    ctrl.settings.set_system("egf")
    ctrl.close()
    con = sqlite3.connect(path)
    with con:
        (stamp,) = con.execute("SELECT stamp FROM rating_snapshot").fetchone()
    con.close()
    assert ":egf:" in stamp
    again = _open(path)
    assert again.system.value == "egf" and _used_snapshot(again)
    _assert_is_the_full_replay(again)


def test_read_only_open_keeps_nothing(tmp_path: Path) -> None:
    path = _build(tmp_path, "sagc")
    con = sqlite3.connect(path)
    with con:
        con.execute("DELETE FROM rating_snapshot")
    con.close()
    ro = ClubController.open(path, read_only=True, today=lambda: TODAY)
    ro.close()
    con = sqlite3.connect(path)
    assert con.execute("SELECT count(*) FROM rating_snapshot").fetchone()[0] == 0
    con.close()


def test_a_fesa_club_is_kept_and_reopened_from_its_snapshot(tmp_path: Path) -> None:
    """Issue 29: FESA's checkpoints hold the engine's own player state (engines/fesa.py `_Stat`); the snapshot keeps
    it (engines/base.kept_in_snapshots), so a shogi club is not replayed at every open either."""
    from clubrater.controller.demo import create_demo_club

    path = tmp_path / "fesa.sqlite"
    create_demo_club(path, "fesa", end=TODAY - timedelta(days=10)).close()
    ctrl = _open(path)
    assert _used_snapshot(ctrl)
    _assert_is_the_full_replay(ctrl)
    full = ctrl.full_replay()
    assert [(c.after, c.state) for c in ctrl.replay.checkpoints] == \
        [(c.after, c.state) for c in full.checkpoints[-snapshot.KEEP_CHECKPOINTS:]]
    ids = [p.id for p in ctrl.queries.players()]
    last = ctrl.history.games[-1].date
    ctrl.games.enter(GameInput(last, ids[0], ids[1], Result.WHITE))  # re-rated from a kept checkpoint
    _assert_is_the_full_replay(ctrl)
    ctrl.games.enter(GameInput(date(2024, 2, 1), ids[2], ids[3], Result.BLACK))
    _assert_is_the_full_replay(ctrl)
    ctrl.close()
    again = _open(path)
    assert _used_snapshot(again)
    _assert_is_the_full_replay(again)
    again.close()


@pytest.mark.parametrize("system", ["sagc", "egf", "egf2021", "fesa"])
def test_one_players_games_and_rating_rows_read_alone_are_the_whole_clubs(tmp_path: Path, system: str) -> None:
    """Issue 29: a club read from its snapshot gives a player's record sheet from his games and their rating rows
    alone (ClubState.games_of, ratings_of); they are the whole club's."""
    from clubrater.controller.demo import create_demo_club
    from clubrater.controller.opening import Opening

    if system == "fesa":
        path = tmp_path / "fesa.sqlite"
        create_demo_club(path, "fesa", end=TODAY - timedelta(days=10)).close()
    else:
        path = _build(tmp_path, system, seed=7)
    whole = _open(path)
    quick = Opening(path).quick(today=lambda: TODAY)
    assert quick is not None
    try:
        for pid in whole.history.players:
            mine = quick.games_of(pid)
            assert mine == [g for g in whole.history.games if pid in (g.black, g.white)]
            rows = quick.ratings_of([g.id for g in mine])
            assert {g.id: rows.get(g.id) for g in mine} == {g.id: whole.replay.games.get(g.id) for g in mine}
            assert quick.reports.record_sheet(pid) == whole.reports.record_sheet(pid)
        assert quick.loading is not None and not quick.loading.started()  # no game was read whole
        assert quick.queries.games() == whole.queries.games()  # then the whole list, when asked
        assert quick.replay.games.raw == whole.replay.games.raw
    finally:
        quick.close()
        whole.close()


def test_a_damaged_snapshot_is_kept_anew_at_close(tmp_path: Path) -> None:
    """Issue 29: a snapshot whose stamp matches but which cannot be read (damaged) is replaced when the club is
    closed; it was left as it was ("nothing changed"), so the club was replayed at every open from then on."""
    from clubrater.controller.opening import Opening

    path = _build(tmp_path, "egf")
    con = sqlite3.connect(path)
    with con:
        (data,) = con.execute("SELECT data FROM rating_snapshot").fetchone()
        data = bytearray(data)
        data[len(data) // 2] ^= 0xFF
        con.execute("UPDATE rating_snapshot SET data = ?", (bytes(data),))
    con.close()
    assert Opening(path).quick() is None
    ctrl = _open(path)
    assert not _used_snapshot(ctrl)
    _assert_is_the_full_replay(ctrl)
    ctrl.close()
    again = _open(path)
    assert _used_snapshot(again)
    _assert_is_the_full_replay(again)
    again.close()
    quick = Opening(path).quick()
    assert quick is not None
    quick.close()
