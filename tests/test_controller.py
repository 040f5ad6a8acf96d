"""The controller: changes are stored whole, and incremental re-rating equals a full replay."""

from __future__ import annotations

import random
import sqlite3
from datetime import date, timedelta
from pathlib import Path

import pytest

from clubrater.controller.session import ClubController
from clubrater.domain.errors import ClubRaterError, InputError
from clubrater.domain.model import GameType, Result
from clubrater.domain.ranks import parse_rank, rank_from_ordinal
from clubrater.domain.records import GameInput, GameRow, ImportBatch, PlayerRow


def _club(tmp_path: Path, system: str = "sagc") -> ClubController:
    return ClubController.create(tmp_path / "club.sqlite", system, "Test Club", today=lambda: date(2026, 11, 22))


def _assert_equals_full_replay(ctrl: ClubController) -> None:
    full = ctrl.full_replay()
    assert dict(ctrl.replay.games.items()) == dict(full.games.items())
    assert ctrl.replay.final == full.final
    assert ctrl.replay.adjustments == full.adjustments


def test_create_refuses_to_overwrite(tmp_path: Path) -> None:
    ctrl = _club(tmp_path)
    ctrl.players.add("Sipho", "12k")
    ctrl.close()
    before = (tmp_path / "club.sqlite").read_bytes()
    with pytest.raises(ClubRaterError, match="never overwrites"):
        ClubController.create(tmp_path / "club.sqlite", "egf", "Other")
    assert (tmp_path / "club.sqlite").read_bytes() == before
    again = ClubController.open(tmp_path / "club.sqlite")
    assert [p.name for p in again.queries.players()] == ["Sipho"] and again.club_name == "Test Club"


def test_database_settings(tmp_path: Path) -> None:
    ctrl = _club(tmp_path)
    con = sqlite3.connect(tmp_path / "club.sqlite")
    assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    from clubrater.store.database import head_revision

    assert con.execute("SELECT version_num FROM alembic_version").fetchone()[0] == head_revision()
    with ctrl.db.reading() as s:
        assert s.connection().exec_driver_sql("PRAGMA foreign_keys").scalar() == 1


@pytest.mark.parametrize("seed", range(4))
def test_random_changes_rerate_like_a_full_replay(tmp_path: Path, seed: int) -> None:
    """Games entered out of date order, edited, deleted, merged, adjusted: after every change the
    incrementally updated ratings equal a replay from scratch."""
    rng = random.Random(seed)
    ctrl = _club(tmp_path)
    ids = [ctrl.players.add(f"P{i}", str(rank_from_ordinal(rng.randrange(0, 39))), index=rng.randrange(-500, 500)).id
           for i in range(10)]
    start = date(2025, 1, 1)
    for step in range(220):
        roll = rng.random()
        games = ctrl.queries.games()
        on = start + timedelta(days=rng.randrange(0, 200))
        if roll < 0.6 or len(games) < 5:
            b, w = rng.sample(ids, 2)
            ctrl.games.enter(GameInput(on, b, w, rng.choice([Result.BLACK, Result.WHITE, Result.JIGO, None]),
                                      rng.randrange(0, 10), rng.choice([None, 0.5, 6.5, 7.5]), rng.choice(list(GameType))))
        elif roll < 0.72:
            g = rng.choice(games)
            b, w = rng.sample(ids, 2)
            ctrl.games.edit(g.id, GameInput(on, b, w, rng.choice([Result.BLACK, Result.WHITE]), g.handicap, g.komi, g.type))
        elif roll < 0.82:
            ctrl.games.delete([rng.choice(games).id])
        elif roll < 0.88:
            ctrl.players.adjust(rng.choice(ids), on, rank=str(rank_from_ordinal(rng.randrange(0, 39))),
                                index=rng.randrange(-999, 1000))
        elif roll < 0.92 and len(ids) > 4:
            keep, drop = rng.sample(ids, 2)
            try:
                ctrl.players.merge(keep, drop)
                ids.remove(drop)
            except ClubRaterError as exc:  # they played each other: refused, nothing changed
                assert "played each other" in str(exc)
        elif roll < 0.95:
            pid = rng.choice(ids)
            ctrl.players.edit(pid, rank=str(rank_from_ordinal(rng.randrange(0, 39))))
        else:
            ids.append(ctrl.players.add(f"New{step}", "20k").id)
        _assert_equals_full_replay(ctrl)
    # and the file on disk says the same
    standings = ctrl.queries.standings()
    ctrl.close()
    again = ClubController.open(tmp_path / "club.sqlite", today=lambda: date(2026, 11, 22))
    assert again.queries.standings() == standings


def test_backdated_game_rerates_every_later_game(tmp_path: Path) -> None:
    ctrl = _club(tmp_path)
    a, b, c = (ctrl.players.add(n, "10k").id for n in "ABC")
    for d in range(1, 6):
        ctrl.games.enter(GameInput(date(2025, 5, d), a, b, Result.BLACK))
    before = {gid: ctrl.replay.games[gid] for gid in ctrl.replay.games}
    early = ctrl.games.enter(GameInput(date(2025, 4, 1), a, c, Result.WHITE))
    assert ctrl.history.games[0].id == early.id
    changed = [gid for gid in before if ctrl.replay.games[gid] != before[gid]]
    assert changed, "a back-dated loss must change A's later games"
    _assert_equals_full_replay(ctrl)
    ctrl.games.delete([early.id])
    assert {gid: ctrl.replay.games[gid] for gid in ctrl.replay.games} == before


def test_delete_then_restore_is_exact(tmp_path: Path) -> None:
    ctrl = _club(tmp_path)
    a, b = ctrl.players.add("A", "5k").id, ctrl.players.add("B", "3k").id
    for d in range(1, 8):
        ctrl.games.enter(GameInput(date(2025, 6, d), a, b, Result.WHITE if d % 3 else Result.BLACK, note=f"n{d}"))
    standings = ctrl.queries.standings()
    gone = ctrl.queries.games()[2:5]
    ctrl.games.delete([g.id for g in gone])
    assert len(ctrl.queries.games()) == 4
    ctrl.games.restore(gone)
    assert ctrl.queries.standings() == standings
    assert [g.note for g in ctrl.queries.games()] == [f"n{d}" for d in range(1, 8)]


def test_merge_and_unmerge(tmp_path: Path) -> None:
    ctrl = _club(tmp_path)
    sipho = ctrl.players.add("Sipho Dlamini", "12k").id
    dup = ctrl.players.add("S. Dlamini", "12k").id
    other = ctrl.players.add("Thandi", "10k").id
    ctrl.games.enter(GameInput(date(2025, 1, 1), sipho, other, Result.BLACK))
    ctrl.games.enter(GameInput(date(2025, 1, 8), other, dup, Result.WHITE))
    ctrl.players.adjust(dup, date(2025, 1, 10), rank="11k", index=0)
    before = ctrl.queries.standings()
    record = ctrl.players.merge(sipho, dup)
    assert dup not in ctrl.history.players
    assert all(sipho in (g.black, g.white) for g in ctrl.queries.games())
    assert len(ctrl.reports.record_sheet(sipho)) == 3
    _assert_equals_full_replay(ctrl)
    assert record.record is not None
    ctrl.players.unmerge(record.record)
    assert ctrl.queries.standings() == before
    with pytest.raises(ClubRaterError, match="played each other"):
        ctrl.players.merge(sipho, other)


def test_import_is_all_or_nothing(tmp_path: Path) -> None:
    ctrl = _club(tmp_path)
    ctrl.players.add("A", "5k")
    batch = ImportBatch(
        players=[PlayerRow("B", parse_rank("6k"), line=2)],
        games=[GameRow(date(2025, 1, 1), "A", "B", Result.BLACK, line=2),
               GameRow(date(2025, 1, 2), "A", "Nobody", Result.BLACK, line=3)],
    )
    with pytest.raises(InputError) as err:
        ctrl.imports.batch(batch)
    assert 'line 3: unknown player "Nobody"' in str(err.value)
    assert [p.name for p in ctrl.queries.players()] == ["A"] and ctrl.queries.games() == []
    ctrl.close()
    again = ClubController.open(tmp_path / "club.sqlite")
    assert [p.name for p in again.queries.players()] == ["A"] and again.queries.games() == []


def test_players_are_unique_ignoring_case(tmp_path: Path) -> None:
    ctrl = _club(tmp_path)
    ctrl.players.add("Sipho", "12k")
    with pytest.raises(ClubRaterError, match="already in the player list"):
        ctrl.players.add("  SIPHO ", "3k")
    with pytest.raises(ClubRaterError, match='"12q"'):
        ctrl.players.add("Thandi", "12q")


def test_game_checks_speak_plainly(tmp_path: Path) -> None:
    ctrl = _club(tmp_path)
    a = ctrl.players.add("A", "5k").id
    with pytest.raises(ClubRaterError, match="same player"):
        ctrl.games.enter(GameInput(date(2025, 1, 1), a, a, Result.BLACK))
    with pytest.raises(ClubRaterError, match="not in the player list"):
        ctrl.games.enter(GameInput(date(2025, 1, 1), a, 999, Result.BLACK))


def test_system_change_rerates_and_keeps_data(tmp_path: Path) -> None:
    pytest.importorskip("clubrater.engines.egf")
    ctrl = _club(tmp_path)
    a, b = ctrl.players.add("A", "5k").id, ctrl.players.add("B", "3k").id
    ctrl.games.enter(GameInput(date(2026, 10, 1), a, b, Result.BLACK))
    games = list(ctrl.queries.games())
    ctrl.settings.set_system("egf")
    assert ctrl.queries.games() == games and ctrl.queries.standings()[0].value > 1000
    ctrl.close()
    again = ClubController.open(tmp_path / "club.sqlite")
    assert again.system.value == "egf" and again.queries.games() == games


@pytest.mark.parametrize("system", ["egf", "egf2021", "fesa"])
def test_events_rated_at_once_stay_right_when_games_are_added_later(tmp_path: Path, system: str) -> None:
    """A game added to an event after its last day moves the event: the re-rating must start before it."""
    ctrl = _club(tmp_path, system)
    ids = [ctrl.players.add(f"P{i}", "5k" if system != "fesa" else None).id for i in range(6)]
    from clubrater.domain.records import EventRow

    cup = ctrl.events.add(EventRow("Cup", date(2025, 3, 1), date(2025, 3, 2)))
    rng = random.Random(3)
    for d in range(1, 40):  # club nights before and after, so checkpoints fall between them
        b, w = rng.sample(ids, 2)
        ctrl.games.enter(GameInput(date(2025, 1, 1) + timedelta(days=d * 3), b, w, Result.BLACK))
    ctrl.games.enter(GameInput(date(2025, 3, 1), ids[0], ids[1], Result.WHITE, event=cup.id, round=1))
    _assert_equals_full_replay(ctrl)
    late = ctrl.games.enter(GameInput(date(2025, 4, 20), ids[2], ids[3], Result.BLACK, event=cup.id, round=2))
    _assert_equals_full_replay(ctrl)
    ctrl.games.edit(late.id, GameInput(date(2025, 2, 1), ids[2], ids[3], Result.WHITE, event=cup.id, round=2))
    _assert_equals_full_replay(ctrl)
    ctrl.games.delete([late.id])
    _assert_equals_full_replay(ctrl)
